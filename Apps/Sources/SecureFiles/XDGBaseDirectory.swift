import Foundation

/// The user's base folders as the XDG Base Directory specification names them: the variable's
/// value when it is an absolute path, else its default under `$HOME` when that is one — and
/// `nil` when neither is. The specification says a relative value is invalid and ignored: one
/// taken as it is would put the token in the current folder (a repository the user then
/// commits), and the temporary folder used before when `HOME` was unset is shared by every user.
package enum XDGBaseDirectory {
    /// Why there is no base folder, for the line that says nothing is kept.
    package static let unusableReason =
        "no usable home folder (HOME and the XDG_*_HOME variables are unset or not absolute paths)"

    /// `$XDG_CONFIG_HOME`, else `~/.config`: settings and tokens; `nil` without a usable one.
    package static func config(environment: [String: String]) -> String? {
        path(of: "XDG_CONFIG_HOME", default: ".config", environment: environment)
    }

    /// `$XDG_CACHE_HOME`, else `~/.cache`: what may be deleted at any time; `nil` without a usable one.
    package static func cache(environment: [String: String]) -> String? {
        path(of: "XDG_CACHE_HOME", default: ".cache", environment: environment)
    }

    /// `$XDG_DATA_HOME`, else `~/.local/share`: the user's data; `nil` without a usable one.
    package static func data(environment: [String: String]) -> String? {
        path(of: "XDG_DATA_HOME", default: ".local/share", environment: environment)
    }

    /// `base/components…` as a ``PrivateFolder``, or one that keeps nothing when `base` is `nil`.
    package static func folder(_ base: String?, components: [String]) -> PrivateFolder {
        base.map { PrivateFolder(base: $0, components: components) } ?? .nowhere(reason: unusableReason)
    }

    private static func path(of variable: String, default underHome: String, environment: [String: String]) -> String? {
        if let value = environment[variable], isAbsolute(value) { return value }
        guard let home = environment["HOME"], isAbsolute(home) else { return nil }
        return (home.hasSuffix("/") ? home : home + "/") + underHome
    }

    /// An absolute path a folder can be made under: it starts with `/` and holds no NUL (the
    /// system cuts a path there).
    private static func isAbsolute(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.utf8.contains(0)
    }
}

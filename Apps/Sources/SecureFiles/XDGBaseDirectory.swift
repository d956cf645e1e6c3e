import Foundation

/// The user's base folders as the XDG Base Directory specification names them: the variable's
/// value when it is set and not empty, else its default under `$HOME` (under the temporary
/// folder when even `HOME` is unset).
package enum XDGBaseDirectory {
    /// `$XDG_CONFIG_HOME`, else `~/.config`: settings and tokens.
    package static func config(environment: [String: String]) -> String {
        path(of: "XDG_CONFIG_HOME", default: ".config", environment: environment)
    }

    /// `$XDG_CACHE_HOME`, else `~/.cache`: what may be deleted at any time.
    package static func cache(environment: [String: String]) -> String {
        path(of: "XDG_CACHE_HOME", default: ".cache", environment: environment)
    }

    private static func path(of variable: String, default underHome: String, environment: [String: String]) -> String {
        environment[variable].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/" + underHome
    }
}

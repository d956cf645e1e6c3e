import Foundation

/// The shell command that starts `swifthub` (at `app`) for an end-to-end test: English whatever
/// the machine's locale, and its token, settings and cache kept in `home`, never in the user's
/// ~/.config; `arguments` follow the executable as they are.
func swiftHubCommand(_ app: String, home: URL, arguments: String = "") -> String {
    "LC_ALL= LC_MESSAGES= LANG=C.UTF-8 XDG_CONFIG_HOME='\(home.path)' XDG_CACHE_HOME='\(home.path)/cache' '\(app)'"
        + (arguments.isEmpty ? "" : " \(arguments)")
}

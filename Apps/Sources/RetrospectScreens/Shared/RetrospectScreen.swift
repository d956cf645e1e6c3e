import TerminalUI

/// A screen of the retrospect app: `q` quits from any of them, as the README and `--help`
/// promise (from inside a text field `q` is text; Esc leaves the field first), and Esc goes
/// back.
@MainActor
package class RetrospectScreen: Screen {
    /// `q` quits the app; subclasses handle their own keys first and call this for the rest.
    public override func handleKey(_ key: Key) -> Bool {
        guard key == .character("q") else { return false }
        TerminalApplication.current?.quit()
        return true
    }
}

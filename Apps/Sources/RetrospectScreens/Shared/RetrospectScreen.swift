import RxCore
import TerminalUI

/// A screen of the retrospect app: `q` quits from any of them, as the README and `--help`
/// promise (from inside a text field `q` is text; Esc leaves the field first), and Esc goes
/// back; every hint line ends with those two.
@MainActor
package class RetrospectScreen: Screen {
    private let quit = KeyCommand("q", title: "quit")

    /// A screen titled `title`.
    package override init(title: String = "") {
        super.init(title: title)
        quit.triggered.subscribe(onNext: { TerminalApplication.current?.quit() }).disposed(by: disposeBag)
    }

    /// The screen's own keys, then "Esc: back" on a pushed screen, then "q: quit".
    public override func keyHintText(for commands: [KeyCommand]) -> String {
        commands.hintLine(endingWith: (navigationBar.showsBack ? [.handledElsewhere("Esc", "back")] : []) + [quit])
    }

    /// `q` quits the app: the keys the screen's own commands did not take come here.
    public override func handleKey(_ key: Key) -> Bool { quit.perform(key) }
}

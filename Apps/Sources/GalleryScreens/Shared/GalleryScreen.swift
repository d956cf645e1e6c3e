import RxCore
import RxUI
import TerminalUI

/// The base of the gallery's pages: a line naming the files to read, a line of keys ending
/// with "Esc: back  q: quit", and `q` to quit from anywhere outside a text field.
@MainActor
package class GalleryScreen: Screen {
    /// "View model: GalleryViewModels/Chat/ChatViewModel.swift".
    package let sourceLine: Label
    private let quit = KeyCommand("q", title: "quit")

    /// A page titled `title` that names its files in `source`.
    package init(title: String, source: String) {
        sourceLine = Label(source, style: TextStyle(dim: true, underline: true))
        super.init(title: title)
        quit.triggered.subscribe(onNext: { TerminalApplication.current?.quit() }).disposed(by: disposeBag)
    }

    /// The page's own keys, then "Esc: back  q: quit".
    public override func keyHintText(for commands: [KeyCommand]) -> String {
        commands.hintLine(endingWith: [.handledElsewhere("Esc", "back"), quit])
    }

    /// 60×16: below it the page asks for a larger terminal instead of drawing.
    public override var minimumSize: Size { Size(width: 60, height: 16) }

    /// `q` quits: the keys the page's own commands did not take come here.
    public override func handleKey(_ key: Key) -> Bool { quit.perform(key) }
}

import RxCore
import RxUI
import TerminalUI

/// The base of the gallery's pages: a line naming the files to read, a line of keys, and `q`
/// to quit from anywhere outside a text field.
@MainActor
package class GalleryScreen: Screen {
    /// "View model: GalleryViewModels/Chat/ChatViewModel.swift".
    package let sourceLine: Label
    /// The dim line of keys at the bottom.
    package let keyHints: Label

    /// A page titled `title` that names its files in `source` and its keys in `keys`.
    package init(title: String, source: String, keys: String) {
        sourceLine = Label(source, style: TextStyle(dim: true, underline: true))
        keyHints = Label.keyHints(keys)
        super.init(title: title)
    }

    /// 60×16: below it the page asks for a larger terminal instead of drawing.
    public override var minimumSize: Size { Size(width: 60, height: 16) }

    /// `q` quits; other keys are the page's own.
    public override func handleKey(_ key: Key) -> Bool {
        if key == .character("q") {
            TerminalApplication.current?.quit()
            return true
        }
        return false
    }
}

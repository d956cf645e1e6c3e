import RxCore
import RxUI
import TerminalUI

/// The base of the gallery's pages: a line naming the files to read, a line of keys, and `q`
/// to quit from anywhere outside a text field.
@MainActor
open class GalleryScreen: Screen {
    /// "View model: Sources/Examples/ChatViewModel.swift".
    public let sourceLine: Label
    public let keyHints: Label

    public init(title: String, source: String, keys: String) {
        sourceLine = Label(source, style: TextStyle(dim: true, underline: true))
        keyHints = Label(keys, style: TextStyle(dim: true))
        super.init(title: title)
    }

    open override var minimumSize: Size { Size(width: 60, height: 16) }

    open override func handleKey(_ key: Key) -> Bool {
        if key == .character("q") {
            TerminalApplication.current?.quit()
            return true
        }
        return false
    }
}

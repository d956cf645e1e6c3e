import RxCore
import RxUI
import WebUI

/// The base of the gallery's web pages: a line naming the files to read (the same view-model
/// files the terminal pages name) and a line of keys ending with "Esc: back".
@MainActor
package class GalleryWebScreen: Screen {
    /// "View model: GalleryViewModels/Chat/ChatViewModel.swift".
    package let sourceLine: Label

    /// A page titled `title` that names its files in `source`.
    package init(title: String, source: String) {
        sourceLine = Label(source, element: "p", styleClass: "dim")
        super.init(title: title)
    }

    /// The page's own keys, then "Esc: back".
    public override func keyHintText(for commands: [KeyCommand]) -> String {
        (commands + [.handledElsewhere("Esc", "back")]).map(\.hint).joined(separator: "  ")
    }
}

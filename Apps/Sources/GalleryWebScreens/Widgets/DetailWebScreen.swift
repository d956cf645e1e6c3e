import RxCore
import WebUI

/// A pushed page: Back (or Escape) goes back.
@MainActor
package final class DetailWebScreen: GalleryWebScreen {
    private let name: String

    /// The page for the row `name`.
    package init(name: String) {
        self.name = name
        super.init(title: "Detail", source: "Screen: GalleryWebScreens/Widgets/WidgetsWebScreen.swift")
    }

    public override func makeBody() -> View {
        StackView(axis: .vertical, [Label("Selected: \(name)", element: "p", styleClass: "count"), keyHints])
    }
}

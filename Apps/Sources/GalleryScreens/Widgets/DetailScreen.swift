import RxCore
import RxUI
import TerminalUI

/// A pushed screen: Escape goes back.
@MainActor
package final class DetailScreen: GalleryScreen {
    private let name: String

    package init(name: String) {
        self.name = name
        super.init(
            title: "Detail", source: "Screen: GalleryScreens/Widgets/WidgetsScreen.swift")
    }

    package override func makeBody() -> View {
        PaddingView(
            EdgeInsets(all: 1),
            StackView(
                axis: .vertical, spacing: 1, [Label("Selected: \(name)", style: TextStyle(bold: true)), keyHints]))
    }
}

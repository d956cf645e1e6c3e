import Foundation
import SwiftHubViewModels
import WebUI

/// What a destination the browser does not show yet (the device and password sign-ins) opens:
/// a screen that says so and names the terminal app, rather than a dead click.
@MainActor
package final class NotInTheBrowserYetScreen: SwiftHubWebScreen {
    /// Where the click was going.
    let destination: Destination

    init(destination: Destination, router: SwiftHubWebRouter) {
        self.destination = destination
        super.init(title: localized("Not in the browser yet"), router: router)
    }

    override func makeContent() -> View {
        Label(
            localized(
                "This screen is not in the browser yet: run swifthub in a terminal to open it. Back returns to where you were."
            ), element: "p")
    }
}

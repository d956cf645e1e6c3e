import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class AlertViewTests: WidgetTestCase, @unchecked Sendable {
    func testAlertIsModalAndRunsTheChosenAction() {
        MainActor.assumeIsolated {
            var chosen: [String] = []
            let (screen, testScreen) = terminal(Button("Behind"), width: 40, height: 10)
            testScreen.present(
                AlertView(
                    title: "Delete?", message: "This cannot be undone.",
                    actions: [
                        AlertAction(title: "Cancel", style: .cancel) { chosen.append("cancel") },
                        AlertAction(title: "Delete", style: .destructive) { chosen.append("delete") },
                    ]))
            XCTAssertTrue(screen.text.contains("Delete?"))
            XCTAssertTrue(screen.text.contains("[ Cancel ] [ Delete ]"))
            screen.send(.character("x"), .right, .enter)
            XCTAssertEqual(chosen, ["delete"])
            XCTAssertNil(testScreen.presentedAlert)
            XCTAssertEqual(testScreen.keys, [], "keys went to the alert, not the screen")
            testScreen.present(
                AlertView(
                    title: "Again", message: "",
                    actions: [
                        AlertAction(title: "OK"),
                        AlertAction(title: "Cancel", style: .cancel) { chosen.append("cancel") },
                    ]))
            screen.send(.escape)
            XCTAssertEqual(chosen, ["delete", "cancel"])
        }
    }
}

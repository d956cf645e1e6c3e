import Foundation
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

/// The validation diagram of the article "Writing a login form"
/// (`MVVM.docc/Resources/login-validation.svg`), drawn from this run of the article's
/// `LoginViewModel`: `combineLatest` of the two fields decides whether the button is enabled.
/// `Scripts/generate-diagrams.sh` redraws it.
final class LoginFormDiagramTests: RxTestCase {
    func testTheValidationDiagramIsDrawnFromThisRun() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let id = scheduler.createHotObservable([.next(40, "k"), .next(80, "kim")])
            let password = scheduler.createHotObservable([
                .next(120, "12"), .next(160, "1234"), .next(240, "123"), .next(280, "1235"),
            ])
            let output = LoginViewModel(service: FakeAuthService(scheduler: scheduler)).transform(
                input: .init(id: id.asObservable(), password: password.asObservable(), loginTap: .never()))
            let isValid = scheduler.record(output.isValid)
            scheduler.start()

            isValid.assertEvents([.next(1, false), .next(161, true), .next(241, false), .next(281, true)])
            XCTAssertDiagram(
                MarbleDiagram.svg([
                    MarbleDiagram.Row("id", id.recordedEvents),
                    MarbleDiagram.Row("password length", password.recordedEvents) { "\($0.count)" },
                    MarbleDiagram.Row("button enabled", isValid.events) { $0 ? "on" : "off" },
                ]),
                matchesFile: Self.resources.appendingPathComponent("login-validation.svg").path)
        }
    }

    /// `Sources/MVVM/MVVM.docc/Resources`, from this file's path in `Tests/MVVMTests`.
    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MVVM/MVVM.docc/Resources")
}

import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class SegmentedControlTests: WidgetTestCase, @unchecked Sendable {
    func testSegmentedControlBinding() {
        MainActor.assumeIsolated {
            let control = SegmentedControl(segments: ["Received", "Performed"])
            var indexes: [Int] = []
            let bag = DisposeBag()
            let (screen, _) = terminal(control) { _ in
                control.rx.selectedSegmentIndex.subscribe(onNext: { indexes.append($0) }).disposed(by: bag)
            }
            XCTAssertEqual(screen.lines[1], " Received | Performed")
            screen.send(.right, .right, .left)
            XCTAssertEqual(indexes, [0, 1, 0])
            Observable.just(1).bind(to: control.rx.selectedSegmentIndex).disposed(by: bag)
            XCTAssertEqual(control.selectedSegmentIndex, 1)
        }
    }
}

import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class ButtonTests: WidgetTestCase, @unchecked Sendable {
    func testButtonTapAndTextFieldEventsThroughRx() {
        MainActor.assumeIsolated {
            let field = TextField()
            let button = Button("Send")
            var taps = 0
            var events: [String] = []
            var texts: [String] = []
            let bag = DisposeBag()
            let (screen, _) = terminal(StackView(axis: .vertical, [field, button])) { _ in
                button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
                field.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
                field.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { events.append("return") }).disposed(
                    by: bag)
                field.rx.controlEvent(.editingDidEnd).subscribe(onNext: { events.append("end") }).disposed(by: bag)
            }
            screen.type("hi")
            screen.send(.enter, .tab, .enter, .character(" "))
            XCTAssertEqual(texts, ["", "h", "hi"])
            XCTAssertEqual(events, ["return", "end"])
            XCTAssertEqual(taps, 2)
            Observable.just("set").bind(to: field.rx.text).disposed(by: bag)
            XCTAssertEqual(field.text, "set")
        }
    }

    func testAFormsValidityDrivesTheButtonsIsEnabled() {
        MainActor.assumeIsolated {
            let button = Button("Log in")
            let isValid = PublishRelay<Bool>()
            var taps = 0
            let bag = DisposeBag()
            let (screen, _) = terminal(StackView(axis: .vertical, [button]), width: 20, height: 3) { _ in
                isValid.bind(to: button.rx.isEnabled).disposed(by: bag)
                button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
            }
            isValid.accept(false)
            button.sendTap()
            XCTAssertFalse(button.isEnabled)
            XCTAssertEqual(taps, 0, "a disabled button ignores taps")
            isValid.accept(true)
            button.sendTap()
            XCTAssertTrue(button.isEnabled)
            XCTAssertEqual(taps, 1)
            screen.refresh()
            XCTAssertEqual(screen.lines, ["Test", "[ Log in ]", ""])
        }
    }
}

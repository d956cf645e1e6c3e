import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class ActivityIndicatorViewTests: WidgetTestCase, @unchecked Sendable {
    func testActivityIndicatorBannerAndBindersForLabelsAndHiding() {
        MainActor.assumeIsolated {
            let spinner = ActivityIndicatorView(text: "Loading")
            let label = Label("x")
            let hidden = Label("hide me")
            let bag = DisposeBag()
            let (screen, testScreen) = terminal(StackView(axis: .vertical, [spinner, label, hidden]))
            XCTAssertEqual(screen.lines[1], "x")
            Observable.just(true).bind(to: spinner.rx.isAnimating).disposed(by: bag)
            Observable.just("bound").bind(to: label.rx.text).disposed(by: bag)
            Observable.just(true).bind(to: hidden.rx.isHidden).disposed(by: bag)
            Observable.just("Server unreachable — press r to retry").bind(to: testScreen.banner.rx.message).disposed(
                by: bag)
            XCTAssertEqual(Array(screen.lines.prefix(3)), ["Test", "⠋ Loading", "bound"])
            XCTAssertEqual(screen.lines[9], "✖ Server unreachable — press r to retry")
            Observable.just(false).bind(to: spinner.rx.isAnimating).disposed(by: bag)
            XCTAssertEqual(screen.lines[1], "bound")
        }
    }
}

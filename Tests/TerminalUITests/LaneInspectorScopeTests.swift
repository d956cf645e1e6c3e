import RxCore
import RxLanes
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// A screen that subscribes lanes as it loads (`onLoad`) and when it handles "r" (`onRefresh`).
private final class LanesScreen: Screen {
    private let onLoad: (LanesScreen) -> Void
    private let onRefresh: (LanesScreen) -> Void

    init(
        title: String, onLoad: @escaping (LanesScreen) -> Void, onRefresh: @escaping (LanesScreen) -> Void = { _ in }
    ) {
        self.onLoad = onLoad
        self.onRefresh = onRefresh
        super.init(title: title)
    }

    override var minimumSize: Size { Size(width: 10, height: 2) }
    override func makeBody() -> View { Label("\(title) body") }
    override func viewDidLoad() { onLoad(self) }
    override func handleKey(_ key: Key) -> Bool {
        guard key == .character("r") else { return false }
        onRefresh(self)
        return true
    }
}

/// The inspector shows the lanes of the screen on top, then the app's under their heading.
final class LaneInspectorScopeTests: WidgetTestCase, @unchecked Sendable {
    private let clock = ManualClock()
    private lazy var recorder = LaneRecorder(clock: { [clock] in clock.now })

    override func setUp() {
        super.setUp()
        // The screens' lanes report to the process-wide recorder, as in an app.
        recorder.start()
    }

    override func tearDown() {
        recorder.stop()
        super.tearDown()
    }

    @MainActor
    private func terminal(_ root: RootController, height: Int = 8) -> HeadlessTerminal {
        let terminal = HeadlessTerminal(width: 60, height: height, root: root)
        terminal.application.inspector = LaneInspector(
            recorder: recorder, columnSeconds: 1, resources: { .init(total: 5, byKind: []) })
        return terminal
    }

    @MainActor
    private func bar(_ title: String) -> String { " Stream inspector · \(title) · 1 s/column · Esc closes" }

    private static let footer = " 0 events/s · 5 live resources"

    func testPushingAScreenHidesTheLanesOfTheOneUnderItAndPoppingShowsThemAgain() {
        MainActor.assumeIsolated {
            let prices = PublishSubject<Int>()
            let first = LanesScreen(title: "First") { screen in
                prices.lane("prices").subscribe().disposed(by: screen.disposeBag)
            }
            let navigation = NavigationController(root: first)
            let terminal = terminal(navigation)
            clock.now = 1
            prices.onNext(4)
            clock.now = 2
            navigation.push(
                LanesScreen(title: "Second") { screen in
                    Observable<Int>.never().lane("details").subscribe().disposed(by: screen.disposeBag)
                })
            clock.now = 3
            terminal.send(LaneInspector.key)
            XCTAssertEqual(terminal.lines[1], "Second body")
            XCTAssertEqual(
                terminal.lines.suffix(3),
                [bar("Second"), " details " + String(repeating: " ", count: 48) + "^-", Self.footer])
            clock.now = 4
            navigation.pop()
            XCTAssertEqual(terminal.lines[1], "First body")
            XCTAssertEqual(
                terminal.lines.suffix(3),
                [bar("First"), " prices " + String(repeating: " ", count: 46) + "^4---", Self.footer])
        }
    }

    func testSwitchingTabsShowsTheLanesOfTheSelectedTabsScreen() {
        MainActor.assumeIsolated {
            let alpha = PublishSubject<String>()
            let one = LanesScreen(title: "One") { screen in
                alpha.lane("alpha").subscribe().disposed(by: screen.disposeBag)
            }
            let two = LanesScreen(title: "Two") { screen in
                Observable<Int>.never().lane("beta").subscribe().disposed(by: screen.disposeBag)
            }
            let tabs = TabBarController(tabs: [
                .init(title: "One", navigation: NavigationController(root: one)),
                .init(title: "Two", navigation: NavigationController(root: two)),
            ])
            let terminal = terminal(tabs)
            clock.now = 1
            tabs.select(1)
            clock.now = 2
            alpha.onNext("x")
            terminal.send(LaneInspector.key)
            XCTAssertEqual(
                terminal.lines.suffix(3),
                [bar("Two"), " beta " + String(repeating: " ", count: 51) + "^-", Self.footer])
            tabs.select(0)
            XCTAssertEqual(
                terminal.lines.suffix(3),
                [bar("One"), " alpha " + String(repeating: " ", count: 49) + "^-x", " 1 events/s · 5 live resources"])
        }
    }

    func testLanesSubscribedOutsideEveryScreenFollowUnderTheAppHeadingAndAKeysLanesAreTheScreens() {
        MainActor.assumeIsolated {
            let ticks = PublishSubject<Int>()
            let appLane = ticks.lane("clock").subscribe()
            defer { appLane.dispose() }
            let feed = LanesScreen(title: "Feed", onLoad: { _ in }) { screen in
                Observable<Int>.never().lane("refresh").subscribe().disposed(by: screen.disposeBag)
            }
            let terminal = terminal(NavigationController(root: feed))
            clock.now = 1
            terminal.send(LaneInspector.key)
            XCTAssertEqual(
                terminal.lines.suffix(5),
                [
                    bar("Feed"),
                    " No lane of this screen is live. Streams are named with .la…",
                    " app · subscribed outside any screen",
                    " clock " + String(repeating: " ", count: 50) + "^-",
                    Self.footer,
                ])
            terminal.send(.escape)
            clock.now = 2
            terminal.send(.character("r"))
            terminal.send(LaneInspector.key)
            XCTAssertEqual(
                terminal.lines.suffix(5),
                [
                    bar("Feed"),
                    " refresh " + String(repeating: " ", count: 49) + "^",
                    " app · subscribed outside any screen",
                    " clock   " + String(repeating: " ", count: 47) + "^--",
                    Self.footer,
                ])
        }
    }

    func testWhenRowsRunShortTheScreensLanesKeepTheirsAndTheAppShowsItsNewest() {
        MainActor.assumeIsolated {
            let app = ["x", "y"].map { Observable<Int>.never().lane($0).subscribe() }
            defer { app.forEach { $0.dispose() } }
            let screen = LanesScreen(title: "S") { screen in
                for name in ["a", "b"] {
                    Observable<Int>.never().lane(name).subscribe().disposed(by: screen.disposeBag)
                }
            }
            let terminal = terminal(NavigationController(root: screen), height: 6)
            terminal.send(LaneInspector.key)
            let marble = String(repeating: " ", count: 55) + "^"
            XCTAssertEqual(
                terminal.lines,
                [
                    bar("S"), " a " + marble, " b " + marble, " app · subscribed outside any screen", " y " + marble,
                    Self.footer,
                ])
            terminal.resize(width: 60, height: 5)
            XCTAssertEqual(terminal.lines, ["S", bar("S"), " a " + marble, " b " + marble, Self.footer])
        }
    }
}

import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// Rendering is a pure read of state: an application on a still screen draws no frame, whatever
/// it shows — a focused text field, a pushed screen, an alert — and a spinner draws only its
/// own ticks.
final class IdleRenderingTests: RxTestCase, @unchecked Sendable {
    @MainActor
    private final class FormScreen: Screen {
        let field = TextField(placeholder: "name")
        let spinner = ActivityIndicatorView()
        let label = Label("still")
        override func makeBody() -> View { StackView(axis: .vertical, [label, field, spinner]) }
    }

    func testAFocusedTextFieldDrawsNothingWhileIdle() {
        MainActor.assumeIsolated {
            let screen = FormScreen(title: "Form")
            let terminal = HeadlessTerminal(width: 40, height: 10, root: NavigationController(root: screen))
            XCTAssertTrue(screen.field.isFocused)
            // The bar says how to leave the field: it was assigned on every frame, which asked
            // for the next frame.
            XCTAssertTrue(terminal.lines[0].hasSuffix("Esc: leave field"), terminal.lines[0])
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
            terminal.type("ab")
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
        }
    }

    func testPushPopAndAlertDrawNothingOnceShown() {
        MainActor.assumeIsolated {
            let navigation = NavigationController(root: FormScreen(title: "Root"))
            let terminal = HeadlessTerminal(width: 60, height: 10, root: navigation)
            let pushed = FormScreen(title: "Pushed")
            navigation.push(pushed)
            XCTAssertEqual(
                terminal.lines[0], "‹ Back (Esc)  Pushed" + String(repeating: " ", count: 23) + "Esc: leave field")
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
            pushed.present(
                AlertView(title: "Sure?", message: "Really.", actions: [AlertAction(title: "OK", style: .cancel)]))
            XCTAssertTrue(terminal.text.contains("Sure?"), terminal.text)
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
            terminal.send(.enter)
            XCTAssertFalse(terminal.text.contains("Sure?"), terminal.text)
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
            terminal.send(.escape, .escape)
            XCTAssertEqual(navigation.screens.count, 1)
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
        }
    }

    /// Setting a widget to the value it has asks for no frame.
    func testAssigningAnUnchangedValueDrawsNothing() {
        MainActor.assumeIsolated {
            let screen = FormScreen(title: "Form")
            let terminal = HeadlessTerminal(width: 40, height: 10, root: NavigationController(root: screen))
            let before = terminal.application.framesDrawn
            screen.label.text = "still"
            screen.label.style = .plain
            screen.navigationBar.title = "Form"
            screen.navigationBar.hint = "Esc: leave field"
            screen.field.placeholder = "name"
            screen.banner.message = nil
            terminal.refresh()
            XCTAssertEqual(terminal.application.framesDrawn, before)
            screen.label.text = "moved"
            terminal.refresh()
            XCTAssertEqual(terminal.application.framesDrawn, before + 1)
            XCTAssertEqual(terminal.lines[1], "moved")
        }
    }

    /// The spinner's clock runs only while one spins, and each tick draws one frame.
    func testASpinnerDrawsOnlyItsOwnTicks() {
        MainActor.assumeIsolated {
            let screen = FormScreen(title: "Form")
            let terminal = HeadlessTerminal(width: 40, height: 10, root: NavigationController(root: screen))
            let application = terminal.application!
            XCTAssertFalse(application.isAnimating)
            application.tickAnimation()
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "a tick with nothing spinning draws nothing")
            screen.spinner.isAnimating = true
            XCTAssertTrue(application.isAnimating)
            terminal.refresh()
            XCTAssertEqual(terminal.lines[3], "⠋ Loading…")
            let before = application.framesDrawn
            for _ in 0..<3 {
                application.tickAnimation()
                terminal.refresh()
            }
            XCTAssertEqual(application.framesDrawn, before + 3)
            XCTAssertEqual(terminal.lines[3], "⠸ Loading…")
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0, "between ticks nothing is drawn")
            screen.spinner.isAnimating = false
            XCTAssertFalse(application.isAnimating, "the clock stops with the last spinner")
        }
    }

    /// A resize (SIGWINCH) redraws once.
    func testAResizeDrawsOneFrame() {
        MainActor.assumeIsolated {
            let terminal = HeadlessTerminal(
                width: 40, height: 10, root: NavigationController(root: FormScreen(title: "Form")))
            let before = terminal.application.framesDrawn
            terminal.resize(width: 50, height: 12)
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
            XCTAssertEqual(terminal.application.framesDrawn, before + 1)
            XCTAssertEqual(terminal.lines.count, 12)
        }
    }

    /// A spinner on a hidden tab, or under a pushed screen, keeps spinning in its state but
    /// costs no frame: the clock runs only while a shown screen spins one. Each screen is told
    /// when it is shown and hidden, so that work behind it can pause too.
    func testASpinnerOnAHiddenScreenStopsTheClockUntilShownAgain() {
        MainActor.assumeIsolated {
            let busy = FormScreen(title: "Busy")
            let other = FormScreen(title: "Other")
            let tabs = TabBarController(tabs: [
                .init(title: "Busy", navigation: NavigationController(root: busy)),
                .init(title: "Other", navigation: NavigationController(root: other)),
            ])
            let terminal = HeadlessTerminal(width: 40, height: 10, root: tabs)
            let application = terminal.application!
            var shown: [Bool] = []
            let subscription = busy.rx.isShown.subscribe(onNext: { shown.append($0) })
            defer { subscription.dispose() }
            busy.spinner.isAnimating = true
            XCTAssertTrue(application.isAnimating)
            tabs.select(1)
            terminal.refresh()
            XCTAssertFalse(application.isAnimating, "the shown tab has no spinner")
            XCTAssertEqual([busy.isShown, other.isShown], [false, true])
            let before = application.framesDrawn
            for _ in 0..<5 { application.tickAnimation() }
            XCTAssertEqual(terminal.framesDrawnWhileIdle(), 0)
            XCTAssertEqual(application.framesDrawn, before)
            tabs.select(0)
            terminal.refresh()
            XCTAssertTrue(application.isAnimating, "shown again, it turns again")
            tabs.selectedNavigation.push(FormScreen(title: "Pushed"))
            terminal.refresh()
            XCTAssertFalse(application.isAnimating, "a screen pushed over it hides it")
            XCTAssertEqual(shown, [true, false, true, false])
            XCTAssertTrue(busy.spinner.isAnimating)
        }
    }
}

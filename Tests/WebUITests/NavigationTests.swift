import RxCore
import RxTesting
import RxUI
import WebUI
import XCTest

final class NavigationTests: WebTestCase, @unchecked Sendable {
    /// A screen holding a subscription for as long as it is shown, as a view model's would be.
    final class CountingScreen: Screen {
        let label = Label("")
        let ticks: PublishRelay<Int>
        init(ticks: PublishRelay<Int>) {
            self.ticks = ticks
            super.init(title: "Detail")
        }
        override func makeBody() -> View { StackView(axis: .vertical, [label, Button("OK")]) }
        override func viewDidLoad() { ticks.map { "tick \($0)" }.bind(to: label.rx.text).disposed(by: disposeBag) }
    }

    func testPushReplacesTheScreenAndPopDisposesItsBindings() {
        MainActor.assumeIsolated {
            let open = Button("Open")
            let ticks = PublishRelay<Int>()
            let bag = DisposeBag()
            let (page, root) = self.page(StackView(axis: .vertical, [open])) { screen in
                open.rx.tap.subscribe(onNext: { [weak screen] in
                    screen?.navigationController?.push(CountingScreen(ticks: ticks))
                }).disposed(by: bag)
            }
            let before = Resources.total
            XCTAssertEqual(
                page.click(open),
                [
                    .replace(
                        id: "w1",
                        html:
                            #"<main id="w1"><nav id="w2" class="stack horizontal"><button id="w3" type="button">Back</button></nav>"#
                            + #"<section id="w10" class="screen"><h1 id="w11">Detail</h1><div id="w12" class="stack vertical">"#
                            + #"<span id="w13"></span><button id="w14" type="button">OK</button></div><div id="w15"></div>"#
                            + #"<p id="w16" hidden="" class="banner" role="alert"></p></section></main>"#),
                    .focus(id: "w14"),
                    .title("Detail"),
                ])
            ticks.accept(1)
            XCTAssertEqual(page.refresh(), [.text(id: "w13", text: "tick 1")])
            XCTAssertGreaterThan(Resources.total, before)
            XCTAssertEqual(page.press("Escape").last, .title("Test"))
            XCTAssertEqual(Resources.total, before, "the popped screen's bindings are disposed")
            XCTAssertEqual(page.focusedID, "w7", "the root screen's first focusable view has the focus again")
            XCTAssertEqual(root.keys, [], "Escape went to the navigation controller")
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testClosingThePageDisposesEveryScreensBindings() {
        MainActor.assumeIsolated {
            let ticks = PublishRelay<Int>()
            let (root, detail) = (CountingScreen(ticks: ticks), CountingScreen(ticks: ticks))
            let navigation = NavigationController(root: root)
            let page = HeadlessBrowser(root: navigation)
            navigation.push(detail)
            ticks.accept(1)
            XCTAssertEqual([root.label.text, detail.label.text], ["tick 1", "tick 1"])
            page.document.close()
            ticks.accept(2)
            XCTAssertEqual([root.label.text, detail.label.text], ["tick 1", "tick 1"], "no binding is left")
            XCTAssertEqual(page.refresh(), [], "a closed page sends nothing")
        }
    }

    func testKeyCommandsRunWhenNoViewTakesTheKeyAndAreListed() {
        MainActor.assumeIsolated {
            var presses = 0
            let bag = DisposeBag()
            let (page, screen) = self.page(StackView(axis: .vertical, [Button("+")])) { screen in
                let plus = KeyCommand(["+"], label: "+", title: "add")
                screen.keyCommands = [plus, .handledElsewhere("Tab", "move")]
                plus.triggered.subscribe(onNext: { presses += 1 }).disposed(by: bag)
            }
            page.press("+")
            page.press("x")
            XCTAssertEqual(presses, 1)
            XCTAssertEqual(screen.keyHints.text, "+: add  Tab: move")
            XCTAssertEqual(screen.keys, ["x"], "a key no command takes reaches handleKey")
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testAnAlertTakesTheFocusAndEscapeCancelsIt() {
        MainActor.assumeIsolated {
            var chosen: [String] = []
            let (page, screen) = self.page(StackView(axis: .vertical, [Button("Go")]))
            screen.present(
                AlertView(
                    title: "Limit <reached>", message: "Up to 10",
                    actions: [
                        AlertAction(title: "OK", style: .cancel) { chosen.append("ok") },
                        AlertAction(title: "Reset") { chosen.append("reset") },
                    ]))
            XCTAssertEqual(
                page.refresh(),
                [
                    .replace(
                        id: "w8",
                        html:
                            #"<div id="w8"><div id="w10" class="alert" role="alertdialog" aria-modal="true" aria-label="Limit &lt;reached&gt;">"#
                            + #"<h2 id="w11">Limit &lt;reached&gt;</h2><p id="w12">Up to 10</p><div id="w13" class="stack horizontal">"#
                            + #"<button id="w14" type="button">OK</button><button id="w15" type="button">Reset</button></div></div></div>"#
                    ),
                    .focus(id: "w14"),
                ])
            page.press("+")
            XCTAssertEqual(screen.keys, [], "keys stay in the alert")
            XCTAssertEqual(page.press("Escape"), [.replace(id: "w8", html: #"<div id="w8"></div>"#), .focus(id: "w7")])
            XCTAssertEqual(chosen, ["ok"])
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testPopToRootAndSetRootDisposeTheScreensTheyRemove() {
        MainActor.assumeIsolated {
            let ticks = PublishRelay<Int>()
            let root = CountingScreen(ticks: ticks)
            let navigation = NavigationController(root: root)
            let page = HeadlessBrowser(root: navigation)
            let (second, third) = (CountingScreen(ticks: ticks), CountingScreen(ticks: ticks))
            navigation.push(second)
            navigation.push(third)
            page.refresh()
            navigation.popToRoot()
            XCTAssertEqual(page.refresh().last, .focus(id: page.id(of: root.view.children[1].children[1])))
            XCTAssertTrue(navigation.screens.map { $0 === root } == [true])
            ticks.accept(1)
            XCTAssertEqual([root.label.text, second.label.text, third.label.text], ["tick 1", "", ""])
            let fresh = CountingScreen(ticks: ticks)
            navigation.setRoot(fresh)
            ticks.accept(2)
            page.refresh()
            XCTAssertEqual([root.label.text, fresh.label.text], ["tick 1", "tick 2"], "the old root is disposed")
            XCTAssertTrue(navigation.screens.map { $0 === fresh } == [true])
            self.assertPatchesRebuildThePage(page)
            page.document.close()
        }
    }
}

import RxCore
import RxTesting
import RxUI
import WebUI
import XCTest

final class WebDocumentTests: WebTestCase, @unchecked Sendable {
    func testTheFirstPageIsSemanticHTMLWithTheFocusAndTitleSentAfterIt() {
        MainActor.assumeIsolated {
            let field = TextField(placeholder: "octocat")
            let form = StackView(
                axis: .vertical,
                [Label("Say <hi>", element: "p"), FormField("Name", field), Button("Send"), ActivityIndicatorView()])
            let page = HeadlessBrowser(
                root: NavigationController(root: TestScreen(title: "Form & more", content: form)))
            XCTAssertEqual(
                page.firstPage,
                #"<main id="w1"><nav id="w2" hidden="" class="stack horizontal"><button id="w3" type="button">Back</button></nav>"#
                    + #"<section id="w4" class="screen"><h1 id="w5">Form &amp; more</h1>"#
                    + #"<div id="w6" class="stack vertical"><p id="w7">Say &lt;hi&gt;</p>"#
                    + #"<label id="w8" class="field"><span id="w9" class="caption">Name</span>"#
                    + #"<input id="w10" type="text" maxlength="1024" autocomplete="off" placeholder="octocat" value=""></label>"#
                    + #"<button id="w11" type="button">Send</button>"#
                    + #"<span id="w12" class="spinner" role="status" aria-busy="false"></span></div>"#
                    + #"<div id="w13"></div><p id="w14" hidden="" class="banner" role="alert"></p></section></main>"#)
            XCTAssertEqual(page.focusedID, "w10", "the screen's first focusable view has the focus")
            XCTAssertEqual(page.title, "Form & more")
            XCTAssertEqual(page.refresh(), [], "nothing changed, nothing sent")
            XCTAssertEqual(page.html, page.firstPage)
        }
    }

    func testALabelsChangeSendsItsTextOnly() {
        MainActor.assumeIsolated {
            let label = Label("Count: 0")
            let count = BehaviorRelay(value: 0)
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [label])) { _ in
                count.map { "Count: \($0)" }.bind(to: label.rx.text).disposed(by: bag)
            }
            count.accept(1)
            XCTAssertEqual(page.refresh(), [.text(id: "w7", text: "Count: 1")])
            count.accept(2)
            count.accept(3)
            XCTAssertEqual(page.refresh(), [.text(id: "w7", text: "Count: 3")], "changes between flushes are one patch")
            count.accept(3)
            XCTAssertEqual(page.refresh(), [])
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testTypingIsNotEchoedButTheProgramsChangesAreSent() {
        MainActor.assumeIsolated {
            let field = TextField()
            let send = Button("Send")
            var texts: [String] = []
            var events: [String] = []
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [field, send])) { _ in
                field.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
                field.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { events.append("return") })
                    .disposed(by: bag)
                field.rx.controlEvent(.editingChanged).subscribe(onNext: { events.append("changed") })
                    .disposed(by: bag)
                send.rx.tap.map { "" }.bind(to: field.rx.text).disposed(by: bag)
            }
            XCTAssertEqual(page.type("hi", into: field), [])
            XCTAssertEqual(page.submit(field), [])
            XCTAssertEqual(texts, ["", "h", "hi"])
            XCTAssertEqual(events, ["changed", "changed", "return"])
            XCTAssertEqual(page.click(send), [.value(id: "w7", text: "")])
            XCTAssertEqual(texts, ["", "h", "hi", ""])
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testInputLongerThanTheFieldsBoundIsCutAndTheCutTextSentBack() {
        MainActor.assumeIsolated {
            let field = TextField()
            field.maximumLength = 5
            var texts: [String] = []
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [field])) { _ in
                field.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            }
            XCTAssertEqual(page.paste("abcdefgh", into: field), [.value(id: "w7", text: "abcde")])
            XCTAssertEqual(page.paste("abcdefghij", into: field), [.value(id: "w7", text: "abcde")])
            XCTAssertEqual(texts, ["", "abcde"])
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testHostileTextIsEscapedInEveryPatch() {
        MainActor.assumeIsolated {
            let label = Label("")
            let list = ListView()
            let (page, _) = self.page(StackView(axis: .vertical, [label, list]))
            label.text = "<img src=x onerror=alert(1)>"
            list.setItems(["\"><script>x</script>"]) { _, text, cell in cell.text = text }
            XCTAssertEqual(
                page.refresh(),
                [
                    .text(id: "w7", text: "<img src=x onerror=alert(1)>"),
                    .replace(
                        id: "w8.0",
                        html: #"<li id="w8.0"><button type="button" data-index="0">"#
                            + #"<span class="text">&quot;&gt;&lt;script&gt;x&lt;/script&gt;</span></button></li>"#),
                    .focus(id: "w8.0"),
                ])
            XCTAssertFalse(page.html.contains("<script>"))
            XCTAssertFalse(page.html.contains("<img"))
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testHidingAndDisablingChangeAttributesOnly() {
        MainActor.assumeIsolated {
            let button = Button("Log in")
            let spinner = ActivityIndicatorView()
            let isValid = PublishRelay<Bool>()
            let isBusy = PublishRelay<Bool>()
            var taps = 0
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [button, spinner])) { _ in
                isValid.bind(to: button.rx.isEnabled).disposed(by: bag)
                isBusy.bind(to: spinner.rx.isAnimating).disposed(by: bag)
                isBusy.bind(to: button.rx.isHidden).disposed(by: bag)
                button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
            }
            isValid.accept(false)
            XCTAssertEqual(page.refresh(), [.attribute(id: "w7", name: "disabled", value: "")])
            XCTAssertEqual(page.click(button), [], "a click on its way when the button was disabled is ignored")
            XCTAssertEqual(taps, 0)
            isValid.accept(true)
            isBusy.accept(true)
            XCTAssertEqual(
                page.refresh(),
                [
                    .attribute(id: "w7", name: "hidden", value: ""),
                    .attribute(id: "w7", name: "disabled", value: nil),
                    .attribute(id: "w8", name: "aria-busy", value: "true"),
                    .text(id: "w8", text: "Loading…"),
                ])
            XCTAssertEqual(page.click(button), [], "a hidden button takes no clicks")
            XCTAssertEqual(taps, 0)
            self.assertPatchesRebuildThePage(page)
        }
    }
}

import RxCore
import RxTesting
import RxUI
import WebUI
import XCTest

final class ListViewTests: WebTestCase, @unchecked Sendable {
    func testRowsAreListItemsWithButtonsAndAChangeSendsOnlyTheRowsThatChanged() {
        MainActor.assumeIsolated {
            let list = ListView(accessibilityLabel: "Works")
            let items = BehaviorRelay(value: ["a", "b", "c"])
            var selected: [String] = []
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [list])) { _ in
                items.bind(to: list.rx.items) { _, text, cell in
                    cell.text = text
                    cell.accessory = text == "b" ? "2" : ""
                }.disposed(by: bag)
                list.rx.modelSelected(String.self).subscribe(onNext: { selected.append($0) }).disposed(by: bag)
            }
            XCTAssertTrue(
                page.firstPage.contains(
                    #"<ul id="w7" class="list" aria-label="Works"><li id="w7.0"><button type="button" data-index="0">"#
                        + #"<span class="text">a</span></button></li><li id="w7.1"><button type="button" data-index="1">"#
                        + #"<span class="text">b</span><span class="accessory">2</span></button></li>"#
                        + #"<li id="w7.2"><button type="button" data-index="2"><span class="text">c</span></button></li></ul>"#
                ), page.firstPage)
            XCTAssertEqual(page.focusedID, "w7.0", "the first row has the focus")

            items.accept(["a", "B", "c"])
            XCTAssertEqual(
                page.refresh(),
                [
                    .replace(
                        id: "w7.1",
                        html:
                            #"<li id="w7.1"><button type="button" data-index="1"><span class="text">B</span></button></li>"#
                    )
                ])
            items.accept(["a", "B", "c", "d"])
            XCTAssertEqual(
                page.refresh(),
                [
                    .append(
                        id: "w7",
                        html:
                            #"<li id="w7.3"><button type="button" data-index="3"><span class="text">d</span></button></li>"#
                    )
                ])
            items.accept(["a"])
            XCTAssertEqual(page.refresh(), [.remove(id: "w7.3"), .remove(id: "w7.2"), .remove(id: "w7.1")])

            XCTAssertEqual(
                page.click(list, index: 0),
                [
                    .replace(
                        id: "w7.0",
                        html: #"<li id="w7.0"><button type="button" data-index="0" aria-current="true">"#
                            + #"<span class="text">a</span></button></li>"#)
                ])
            XCTAssertEqual(selected, ["a"])
            XCTAssertEqual(page.click(list, index: 7), [], "a row that is gone selects nothing")
            XCTAssertEqual(selected, ["a"])
            items.accept([])
            XCTAssertEqual(
                page.refresh(), [.replace(id: "w7.0", html: #"<li id="w7.0" class="empty">No items</li>"#)],
                "with no rows and nothing else to focus, no focus is sent"
            )
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testTheFocusOnTheLastRowAsksForMoreAndRAsksForARefresh() {
        MainActor.assumeIsolated {
            let list = ListView()
            var events: [String] = []
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [list])) { _ in
                list.setItems(["a", "b"]) { _, text, cell in cell.text = text }
                list.rx.reachedBottom.subscribe(onNext: { events.append("bottom") }).disposed(by: bag)
                list.rx.refresh.subscribe(onNext: { events.append("refresh") }).disposed(by: bag)
            }
            page.focus(list, index: 0)
            page.focus(list, index: 1)
            page.press("r")
            XCTAssertEqual(events, ["bottom", "refresh"])
            self.assertPatchesRebuildThePage(page)
        }
    }

    /// A reload empties the list, then fills it: the browser lost the focus with the focused
    /// row, so the first row is focused again once there is one.
    func testAListThatEmptiedAndFilledAgainHasTheFocusBack() {
        MainActor.assumeIsolated {
            let list = ListView(accessibilityLabel: "Works")
            let items = BehaviorRelay(value: ["a", "b"])
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [list])) { _ in
                items.bind(to: list.rx.items) { _, text, cell in cell.text = text }.disposed(by: bag)
            }
            XCTAssertEqual(page.focusedID, "w7.0")
            items.accept([])
            XCTAssertEqual(
                page.refresh(),
                [
                    .replace(id: "w7.0", html: #"<li id="w7.0" class="empty">No items</li>"#),
                    .remove(id: "w7.1"),
                ])
            items.accept(["c"])
            XCTAssertEqual(
                page.refresh(),
                [
                    .replace(
                        id: "w7.0",
                        html:
                            #"<li id="w7.0"><button type="button" data-index="0"><span class="text">c</span></button></li>"#
                    ),
                    .focus(id: "w7.0"),
                ])
            self.assertPatchesRebuildThePage(page)
        }
    }

    func testASegmentedControlPressesOneSegment() {
        MainActor.assumeIsolated {
            let control = SegmentedControl(segments: ["10%", "15%"], accessibilityLabel: "Tip")
            var selections: [Int] = []
            let bag = DisposeBag()
            let (page, _) = self.page(StackView(axis: .vertical, [control])) { _ in
                control.rx.selectedSegmentIndex.subscribe(onNext: { selections.append($0) }).disposed(by: bag)
            }
            XCTAssertTrue(
                page.firstPage.contains(
                    #"<div id="w7" class="segments" role="group" aria-label="Tip">"#
                        + #"<button id="w7.0" type="button" data-index="0" aria-pressed="true">10%</button>"#
                        + #"<button id="w7.1" type="button" data-index="1" aria-pressed="false">15%</button></div>"#))
            XCTAssertEqual(
                page.click(control, index: 1),
                [
                    .replace(
                        id: "w7.0",
                        html: #"<button id="w7.0" type="button" data-index="0" aria-pressed="false">10%</button>"#),
                    .replace(
                        id: "w7.1",
                        html: #"<button id="w7.1" type="button" data-index="1" aria-pressed="true">15%</button>"#),
                    .focus(id: "w7.1"),
                ], "the focus follows the pressed segment (the browser lost it with the element replaced)")
            XCTAssertEqual(selections, [0, 1])
            self.assertPatchesRebuildThePage(page)
        }
    }
}

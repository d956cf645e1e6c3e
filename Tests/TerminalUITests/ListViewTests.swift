import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

final class ListViewTests: WidgetTestCase, @unchecked Sendable {
    /// Rows that cannot be selected (section headers) are passed over by the first selection,
    /// ↑/↓, Home/End and `selectRow`; ↓ after the last selectable row asks for more.
    func testHeaderRowsAreNeverSelected() {
        MainActor.assumeIsolated {
            let list = ListView()
            let (screen, _) = terminal(list)
            var reachedBottom = 0
            let subscription = list.rx.reachedBottom.subscribe(onNext: { reachedBottom += 1 })
            defer { subscription.dispose() }
            list.setItems(["# A", "a1", "a2", "# B", "b1", "# C"]) { _, item, cell in
                cell.text = item
                cell.isSelectable = !item.hasPrefix("#")
            }
            XCTAssertEqual(list.selectedRow, 1, "the first selectable row")
            XCTAssertEqual(Array(screen.lines[1...3]), ["  # A", "› a1", "  a2"])
            screen.send(.up)
            XCTAssertEqual(list.selectedRow, 1, "nothing above but a header")
            screen.send(.down, .down)
            XCTAssertEqual(list.selectedRow, 4, "over the header # B")
            screen.send(.up)
            XCTAssertEqual(list.selectedRow, 2)
            screen.send(.end)
            XCTAssertEqual(list.selectedRow, 4, "the last row is a header: End stops before it")
            let before = reachedBottom
            screen.send(.down)
            XCTAssertEqual(list.selectedRow, 4)
            XCTAssertEqual(reachedBottom, before + 1, "↓ after the last selectable row asks for more")
            screen.send(.home)
            XCTAssertEqual(list.selectedRow, 1)
            list.selectRow(3)
            XCTAssertEqual(list.selectedRow, 4, "a header asked for selects the row after it")
        }
    }

    func testListViewSelectionScrollingAndEvents() {
        MainActor.assumeIsolated {
            let list = ListView()
            var selected: [String] = []
            var rows: [Int] = []
            var bottoms = 0
            var refreshes = 0
            let bag = DisposeBag()
            let (screen, _) = terminal(list, width: 20, height: 4) { _ in
                Observable.just((1...5).map { "Item \($0)" })
                    .bind(to: list.rx.items) { row, item, cell in
                        cell.text = item
                        cell.accessory = "#\(row)"
                    }
                    .disposed(by: bag)
                list.rx.modelSelected(String.self).subscribe(onNext: { selected.append($0) }).disposed(by: bag)
                list.rx.itemSelected.subscribe(onNext: { rows.append($0) }).disposed(by: bag)
                list.rx.reachedBottom.subscribe(onNext: { bottoms += 1 }).disposed(by: bag)
                list.rx.refresh.subscribe(onNext: { refreshes += 1 }).disposed(by: bag)
            }
            XCTAssertEqual(
                screen.lines, ["Test", "› Item 1          #0", "  Item 2          #1", "  Item 3          #2"])
            screen.send(.down, .down, .down)
            XCTAssertEqual(
                screen.lines, ["Test", "  Item 2          #1", "  Item 3          #2", "› Item 4          #3"])
            screen.send(.enter, .end, .down, .character("r"))
            XCTAssertEqual(selected, ["Item 4"])
            XCTAssertEqual(rows, [3])
            XCTAssertEqual(bottoms, 2, "once on reaching the last row, once more on Down there")
            XCTAssertEqual(refreshes, 1)
            list.setItems([String](), configure: { _, _, _ in })
            XCTAssertEqual(screen.lines[1], "No items")
            Driver.just(["Driven"]).drive(list.rx.items) { _, item, cell in cell.text = item }.disposed(by: bag)
            XCTAssertEqual(screen.lines[1], "› Driven")
        }
    }

    /// Enter on an empty list while ``ListView/isAwaitingRows`` is kept: when the wait ends it
    /// selects the selected row of the rows that arrived, and is dropped when none did, when
    /// another key comes first, or when the list loses focus. Enter on rows shown selects at once.
    func testEnterOnAnEmptyListWhileRowsAreAwaitedIsKept() {
        MainActor.assumeIsolated {
            let list = ListView()
            let field = TextField()
            var rows: [Int] = []
            let bag = DisposeBag()
            let (terminal, screen) = self.terminal(StackView(axis: .vertical, [field, list])) { _ in
                list.rx.itemSelected.subscribe(onNext: { rows.append($0) }).disposed(by: bag)
            }
            let configure: (Int, String, ListCell) -> Void = { _, item, cell in cell.text = item }
            screen.focus(list)
            terminal.send(.enter)
            list.setItems(["a"], configure: configure)
            XCTAssertEqual(rows, [], "nothing awaited: an Enter on no rows is nothing")
            list.setItems([String](), configure: configure)
            list.isAwaitingRows = true
            terminal.send(.enter)
            list.isAwaitingRows = false
            XCTAssertEqual(rows, [], "no rows arrived: dropped")
            list.isAwaitingRows = true
            terminal.send(.enter)
            list.setItems(["a", "b"], configure: configure)
            XCTAssertEqual(rows, [], "kept until the wait ends")
            list.isAwaitingRows = false
            XCTAssertEqual(rows, [0])
            list.isAwaitingRows = true
            list.isAwaitingRows = false
            XCTAssertEqual(rows, [0], "once")
            list.isAwaitingRows = true
            terminal.send(.down, .enter)
            XCTAssertEqual(rows, [0, 1], "rows shown: selected at once")
            list.setItems([String](), configure: configure)
            terminal.send(.enter, .down)
            list.setItems(["c"], configure: configure)
            list.isAwaitingRows = false
            XCTAssertEqual(rows, [0, 1], "another key dropped it")
            list.setItems([String](), configure: configure)
            list.isAwaitingRows = true
            terminal.send(.enter)
            screen.focus(field)
            list.setItems(["d"], configure: configure)
            list.isAwaitingRows = false
            XCTAssertEqual(rows, [0, 1], "leaving the list dropped it")
        }
    }

    /// The footer scrolls with the rows: hidden while rows remain below, under the last row once
    /// it is shown (End scrolls it into view), at once when every row fits.
    func testTheFooterShowsOnlyUnderTheLastRow() {
        MainActor.assumeIsolated {
            let list = ListView()
            let bag = DisposeBag()
            let (screen, _) = terminal(list, width: 20, height: 4) { _ in
                Observable.just((1...5).map { "Item \($0)" }).bind(to: list.rx.items) { _, item, cell in
                    cell.text = item
                }.disposed(by: bag)
                Observable.just("— end —").bind(to: list.rx.footerText).disposed(by: bag)
            }
            XCTAssertEqual(screen.lines, ["Test", "› Item 1", "  Item 2", "  Item 3"])
            screen.send(.down, .down, .down)
            XCTAssertEqual(screen.lines, ["Test", "  Item 2", "  Item 3", "› Item 4"], "Item 5 is still below")
            screen.send(.down)
            XCTAssertEqual(screen.lines, ["Test", "  Item 4", "› Item 5", "  — end —"])
            list.setItems(["Only"], configure: { _, item, cell in cell.text = item })
            XCTAssertEqual(screen.lines, ["Test", "› Only", "  — end —", ""])
        }
    }
}

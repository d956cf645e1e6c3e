import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

/// A screen whose body the test supplies.
final class TestScreen: Screen {
    let content: View
    var keys: [Key] = []
    var onLoad: (TestScreen) -> Void
    var minimum = Size(width: 10, height: 2)
    override var minimumSize: Size { minimum }

    init(title: String = "Test", content: View, onLoad: @escaping (TestScreen) -> Void = { _ in }) {
        self.content = content
        self.onLoad = onLoad
        super.init(title: title)
    }

    override func makeBody() -> View { content }
    override func viewDidLoad() { onLoad(self) }
    override func handleKey(_ key: Key) -> Bool {
        keys.append(key)
        return false
    }
}

/// Test entry points stay nonisolated (XCTest on Linux cannot call main-actor test methods) and
/// run their bodies on the main actor, which is the thread XCTest runs them on.
final class WidgetTests: RxTestCase, @unchecked Sendable {
    @MainActor
    private func terminal(
        _ content: View, width: Int = 40, height: Int = 10, onLoad: @escaping (TestScreen) -> Void = { _ in }
    ) -> (HeadlessTerminal, TestScreen) {
        let screen = TestScreen(content: content, onLoad: onLoad)
        return (HeadlessTerminal(width: width, height: height, root: NavigationController(root: screen)), screen)
    }

    func testLabelsStackAndTruncate() {
        MainActor.assumeIsolated {
            let stack = StackView(
                axis: .vertical,
                [Label("Hello"), Label("A very long line that does not fit"), Label("끝", alignment: .right)])
            let (screen, _) = terminal(stack, width: 20, height: 5)
            XCTAssertEqual(screen.lines, ["Test", "Hello", "A very long line th…", "                  끝", ""])
        }
    }

    func testHorizontalStackWithFlexibleAndFixedSizes() {
        MainActor.assumeIsolated {
            let left = Label("L")
            let middle = Label("M")
            middle.sizing = .flexible(1)
            let right = Label("R")
            right.sizing = .fixed(3)
            let (screen, _) = terminal(
                StackView(axis: .horizontal, spacing: 1, [left, middle, right]), width: 12, height: 2)
            XCTAssertEqual(screen.lines, ["Test", "L M      R"])
        }
    }

    func testTextFieldEditingAndCursor() {
        MainActor.assumeIsolated {
            let field = TextField(placeholder: "name")
            let (screen, _) = terminal(field)
            XCTAssertTrue(field.isFocused, "the first focusable view gets focus")
            screen.type("한글ab")
            XCTAssertEqual(field.text, "한글ab")
            screen.send(.left, .left, .backspace)
            XCTAssertEqual(field.text, "한ab")
            screen.send(.home, .delete, .end, .character("!"))
            XCTAssertEqual(field.text, "ab!")
            XCTAssertEqual(field.cursor, 3)
            XCTAssertEqual(screen.lines[1], "ab!")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 3, y: 1))
            field.isSecureTextEntry = true
            XCTAssertEqual(screen.lines[1], "•••")
        }
    }

    /// A terminal sends a grapheme cluster one scalar at a time: 👍 then the skin tone, e then
    /// the combining accent, the two regional indicators of a flag, the members of a family.
    /// The field joins them into one character and keeps its cursor on character boundaries.
    func testTextFieldTypedScalarByScalarJoinsGraphemeClusters() {
        MainActor.assumeIsolated {
            let field = TextField()
            let (screen, _) = terminal(field)
            let clusters = ["👍🏽", "🇰🇷", "❤️", "👨‍👩‍👧", "e\u{301}"]
            for cluster in clusters {
                for scalar in cluster.unicodeScalars { screen.send(.character(Character(scalar))) }
            }
            XCTAssertEqual(field.text, clusters.joined())
            XCTAssertEqual(field.text.count, 5)
            XCTAssertEqual(field.cursor, 5)
            XCTAssertEqual(screen.lines[1], "👍🏽🇰🇷❤️👨‍👩‍👧é")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 9, y: 1))
            screen.send(.left, .backspace)
            XCTAssertEqual(field.text, "👍🏽🇰🇷❤️é", "backspace removes the whole family")
            XCTAssertEqual(field.cursor, 3)
            screen.send(.home, .character("a"), .end, .backspace, .backspace)
            XCTAssertEqual(field.text, "a👍🏽🇰🇷")
            XCTAssertEqual(screen.lines[1], "a👍🏽🇰🇷")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 5, y: 1))
            field.isSecureTextEntry = true
            XCTAssertEqual(screen.lines[1], "•••")
        }
    }

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

    /// A combining mark typed first has nothing to join: it is drawn on a dotted circle, as
    /// terminals show it, and the cursor stands on the cell after it. Typed after a letter, it
    /// joins the letter as before.
    func testALeadingCombiningMarkIsVisibleAndTheCursorStaysRight() {
        MainActor.assumeIsolated {
            let field = TextField()
            let (screen, _) = terminal(field)
            screen.send(.character("\u{301}"))
            XCTAssertEqual(field.text, "\u{301}")
            XCTAssertEqual(screen.lines[1], "\u{25CC}\u{301}")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 1, y: 1))
            screen.send(.character("a"), .character("e"), .character("\u{301}"))
            XCTAssertEqual(screen.lines[1], "\u{25CC}\u{301}aé")
            XCTAssertEqual(screen.application.lastFrame.cursor, Point(x: 3, y: 1))
        }
    }

    /// Key hints too long for the terminal are cut between two hints, else before a word,
    /// with "…" — never inside a word.
    func testKeyHintsAreCutBeforeAWord() {
        MainActor.assumeIsolated {
            let hints = Label.keyHints("Enter: open  r: refresh  q: quit")
            let (screen, _) = terminal(hints, width: 28)
            XCTAssertEqual(screen.lines[1], "Enter: open  r: refresh …")
            hints.text = "Enter: write or read it"
            XCTAssertEqual(screen.lines[1], "Enter: write or read it")
            hints.text = "Enter: write or read the retrospective"
            XCTAssertEqual(screen.lines[1], "Enter: write or read the …")
            hints.text = "Supercalifragilisticexpialidocious!"
            XCTAssertEqual(
                screen.lines[1], "Supercalifragilisticexpiali…", "one word wider than the line is cut inside it")
        }
    }

    /// Text set from code may be shorter than the cursor, or join with what is typed next.
    func testTextFieldCursorStaysInsideTextSetFromCode() {
        MainActor.assumeIsolated {
            let field = TextField(text: "abc")
            let (screen, _) = terminal(field)
            field.text = "👍"
            XCTAssertEqual(field.cursor, 1)
            screen.send(.character("\u{1F3FD}"))
            XCTAssertEqual(field.text, "👍🏽")
            XCTAssertEqual(field.cursor, 1)
            XCTAssertEqual(screen.lines[1], "👍🏽")
        }
    }

    func testPlaceholderShowsWhenEmptyAndUnfocused() {
        MainActor.assumeIsolated {
            let field = TextField(placeholder: "search")
            let other = Button("Go")
            let (screen, _) = terminal(StackView(axis: .vertical, [field, other]))
            screen.send(.tab)
            XCTAssertTrue(other.isFocused)
            XCTAssertEqual(screen.lines[1], "search")
            XCTAssertEqual(screen.lines[2], "[ Go ]")
        }
    }

    func testFocusMovesWithTabAndShiftTabAndSkipsHiddenViews() {
        MainActor.assumeIsolated {
            let a = Button("A")
            let b = Button("B")
            let c = Button("C")
            let (screen, _) = terminal(StackView(axis: .vertical, [a, b, c]))
            XCTAssertTrue(a.isFocused)
            screen.send(.tab)
            XCTAssertTrue(b.isFocused)
            b.isHidden = true
            screen.refresh()
            XCTAssertFalse(b.isFocused)
            screen.send(.backTab)
            XCTAssertTrue(a.isFocused || c.isFocused)
            screen.send(.tab, .tab)
            XCTAssertFalse(b.isFocused)
        }
    }

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

    /// Enter starts a line, Up and Down keep the column, long lines wrap, Hangul and emoji are
    /// characters, Esc leaves the editor; `rx.text` sees every edit.
    func testTextViewEditsParagraphs() {
        MainActor.assumeIsolated {
            let editor = TextView(placeholder: "write here", preferredLines: 3)
            var texts: [String] = []
            let bag = DisposeBag()
            let (screen, testScreen) = terminal(editor, width: 14, height: 4) { _ in
                editor.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            }
            screen.type("Went well")
            screen.send(.enter)
            screen.type("한글 👍🏽")
            XCTAssertEqual(editor.text, "Went well\n한글 👍🏽")
            XCTAssertEqual(screen.lines, ["Test", "Went well", "한글 👍🏽", ""])
            screen.send(.up, .home)
            screen.type("It ")
            XCTAssertEqual(editor.text, "It Went well\n한글 👍🏽")
            screen.send(.end, .down, .backspace)
            XCTAssertEqual(
                editor.text, "It Went well\n한글 ",
                "Down from the end of a longer line lands at the end of the shorter one")
            screen.send(.end)
            screen.type(" and a long line that wraps")
            XCTAssertEqual(
                screen.lines, ["Test", "한글  and a l", "ong line that", " wraps"],
                "wrapped at 13 columns (one kept for the cursor); the first line scrolled out to keep the cursor in view"
            )
            XCTAssertEqual(texts.last, editor.text)
            screen.send(.escape)
            screen.send(.character("x"))
            XCTAssertEqual(testScreen.keys.last, .character("x"), "out of the editor, letters are the screen's keys")
        }
    }

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

    func testAlertIsModalAndRunsTheChosenAction() {
        MainActor.assumeIsolated {
            var chosen: [String] = []
            let (screen, testScreen) = terminal(Button("Behind"), width: 40, height: 10)
            testScreen.present(
                AlertView(
                    title: "Delete?", message: "This cannot be undone.",
                    actions: [
                        AlertAction(title: "Cancel", style: .cancel) { chosen.append("cancel") },
                        AlertAction(title: "Delete", style: .destructive) { chosen.append("delete") },
                    ]))
            XCTAssertTrue(screen.text.contains("Delete?"))
            XCTAssertTrue(screen.text.contains("[ Cancel ] [ Delete ]"))
            screen.send(.character("x"), .right, .enter)
            XCTAssertEqual(chosen, ["delete"])
            XCTAssertNil(testScreen.presentedAlert)
            XCTAssertEqual(testScreen.keys, [], "keys went to the alert, not the screen")
            testScreen.present(
                AlertView(
                    title: "Again", message: "",
                    actions: [
                        AlertAction(title: "OK"),
                        AlertAction(title: "Cancel", style: .cancel) { chosen.append("cancel") },
                    ]))
            screen.send(.escape)
            XCTAssertEqual(chosen, ["delete", "cancel"])
        }
    }

    func testNavigationPushPopPresentAndTheBackHint() {
        MainActor.assumeIsolated {
            let root = TestScreen(title: "Root", content: Label("root body"))
            let navigation = NavigationController(root: root)
            let screen = HeadlessTerminal(width: 30, height: 5, root: navigation)
            navigation.push(TestScreen(title: "Child", content: Label("child body")))
            XCTAssertEqual(Array(screen.lines.prefix(2)), ["‹ Back (Esc)  Child", "child body"])
            screen.send(.escape)
            XCTAssertEqual(Array(screen.lines.prefix(2)), ["Root", "root body"])
            screen.send(.escape)
            XCTAssertEqual(navigation.screens.count, 1, "the root stays")
            navigation.present(TestScreen(title: "Modal", content: Label("modal body")))
            XCTAssertEqual(screen.lines[1], "modal body")
            screen.send(.escape)
            XCTAssertEqual(screen.lines[1], "root body")
        }
    }

    func testATooSmallTerminalShowsAMessageAndRecoversOnResize() {
        MainActor.assumeIsolated {
            let (screen, testScreen) = terminal(Label("content"), width: 40, height: 10)
            testScreen.minimum = Size(width: 40, height: 10)
            screen.resize(width: 20, height: 5)
            // Wrapped, not cut: every word of the message reaches the reader.
            XCTAssertEqual(
                Array(screen.lines.prefix(5)),
                [
                    "Terminal too small:",
                    "20×5, needs 40×10.",
                    "Enlarge the window",
                    "to continue.",
                    "",
                ])
            screen.resize(width: 12, height: 3)
            XCTAssertEqual(Array(screen.lines.prefix(3)), ["Terminal too", "small: 12×3,", "needs 40×10."])
            screen.resize(width: 50, height: 12)
            XCTAssertEqual(screen.lines[1], "content")
        }
    }

    func testFramesAreDiffedAfterTheFirst() {
        MainActor.assumeIsolated {
            let label = Label("aaaa")
            let (screen, _) = terminal(label)
            screen.clearOutput()
            label.text = "aaba"
            screen.refresh()
            XCTAssertEqual(screen.output, "\u{1B}[?25l\u{1B}[2;3H\u{1B}[0mb")
        }
    }

    /// Terminals disagree on some widths (tmux 3.3a draws 👍🏽 four cells wide, ❤️ one): a
    /// changed row with such a character is redrawn whole, its cells blanked first and the
    /// cursor placed absolutely after it, so the rest of the row lands where the frame says.
    func testCharactersOfDisputedWidthArePlacedAbsolutely() {
        MainActor.assumeIsolated {
            let label = Label("a👍🏽b")
            let (screen, _) = terminal(label)
            screen.clearOutput()
            label.text = "a👍🏽c"
            screen.refresh()
            XCTAssertEqual(
                screen.output,
                "\u{1B}[?25l\u{1B}[2;1H\u{1B}[0ma\u{1B}[2;2H  \u{1B}[2;2H👍🏽\u{1B}[2;4Hc"
                    + String(repeating: " ", count: 36))
            screen.clearOutput()
            label.text = "abcc"
            screen.refresh()
            XCTAssertEqual(
                screen.output, "\u{1B}[?25l\u{1B}[2;1H\u{1B}[0mabcc" + String(repeating: " ", count: 36),
                "the row that held it is redrawn whole")
            screen.clearOutput()
            label.text = "abcd"
            screen.refresh()
            XCTAssertEqual(screen.output, "\u{1B}[?25l\u{1B}[2;4H\u{1B}[0md", "plain rows are diffed by cell again")
        }
    }
}

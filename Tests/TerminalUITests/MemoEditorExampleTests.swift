import RxCore
import RxTesting
import RxUI
import TerminalUI
import XCTest

// The article "An editor screen: save, close, confirm" (EditorScreen.md, EditorScreen-ko.md)
// quotes this file: a list of memos, an editor pushed for one, a save that can fail without
// losing the text, and two-button alerts that confirm a discard and a delete.

/// Keeps the memos; the screens get one, so a test decides whether saving fails.
@MainActor
final class MemoStore {
    let memos: BehaviorRelay<[String]>
    /// The error the next save ends with, if any.
    var failure: Error?

    init(memos: [String]) {
        self.memos = BehaviorRelay(value: memos)
    }

    /// Replaces the memo at `index` (a new one at the end), or fails with ``failure``.
    func save(_ text: String, at index: Int) -> Observable<Void> {
        if let failure { return .error(failure) }
        var memos = self.memos.value
        if memos.indices.contains(index) { memos[index] = text } else { memos.append(text) }
        self.memos.accept(memos)
        return .just(())
    }

    func delete(at index: Int) {
        var memos = self.memos.value
        guard memos.indices.contains(index) else { return }
        memos.remove(at: index)
        self.memos.accept(memos)
    }
}

/// The memos, one a row; Enter opens one in the editor.
final class MemoListScreen: Screen {
    private let store: MemoStore
    private let list = ListView()

    init(store: MemoStore) {
        self.store = store
        super.init(title: "Memos")
    }

    override func makeBody() -> View { StackView(axis: .vertical, [list, keyHints]) }

    override func viewDidLoad() {
        keyCommands = [.handledElsewhere("Enter", "open"), .quit()]
        store.memos
            .bind(to: list.rx.items) { _, memo, cell in cell.text = memo }
            .disposed(by: disposeBag)
        // The screen reaches its stack through `navigationController` (set by `push` and by
        // `NavigationController(root:)`), and builds the next screen itself.
        list.rx.itemSelected
            .subscribe(onNext: { [weak self] row in
                guard let self else { return }
                let editor = MemoEditorScreen(store: self.store, index: row)
                self.navigationController?.push(editor)
            })
            .disposed(by: disposeBag)
    }
}

/// One memo in a multi-line editor: Ctrl-S saves and closes, Ctrl-D deletes after asking, Esc
/// leaves the editor and a second Esc closes — asking first when the text changed.
final class MemoEditorScreen: Screen {
    private let store: MemoStore
    private let index: Int
    private let original: String
    let editor: TextView
    private let save = KeyCommand([.control("s")], label: "Ctrl-S", title: "save")
    private let delete = KeyCommand([.control("d")], label: "Ctrl-D", title: "delete")
    private let close = KeyCommand([.escape], label: "Esc", title: "close")

    init(store: MemoStore, index: Int) {
        self.store = store
        self.index = index
        original = store.memos.value.indices.contains(index) ? store.memos.value[index] : ""
        editor = TextView(text: original, placeholder: "Write a memo", preferredLines: 4)
        super.init(title: "Memo")
    }

    override func makeBody() -> View { StackView(axis: .vertical, spacing: 1, [editor, keyHints]) }

    override func viewDidLoad() {
        keyCommands = [save, delete, close]
        // The editor has the cursor from the start, so the user types at once.
        focus(editor)
        save.rx.triggered
            .withLatestFrom(editor.rx.text.orEmpty)
            .flatMapLatest { [store, index] text in
                store.save(text, at: index)
                    .map { _ -> String? in nil }
                    .catch { error in .just("Not saved: \(error). Your text is kept; Ctrl-S tries again.") }
            }
            .subscribe(onNext: { [weak self] failure in
                guard let self else { return }
                if let failure {
                    // A failed save keeps the screen and its text; the banner says why.
                    self.banner.message = failure
                } else {
                    self.navigationController?.pop()
                }
            })
            .disposed(by: disposeBag)
        close.rx.triggered
            .subscribe(onNext: { [weak self] in self?.closeOrAskFirst() })
            .disposed(by: disposeBag)
        delete.rx.triggered
            .subscribe(onNext: { [weak self] in self?.askToDelete() })
            .disposed(by: disposeBag)
    }

    private func closeOrAskFirst() {
        guard editor.text != original else {
            navigationController?.pop()
            return
        }
        // ←/→ or Tab choose a button, Enter runs it, Esc runs the `.cancel` one.
        present(
            AlertView(
                title: "Discard your changes?",
                message: "What you typed is lost.",
                actions: [
                    AlertAction(title: "Keep editing", style: .cancel),
                    AlertAction(title: "Discard", style: .destructive) { [weak self] in
                        self?.navigationController?.pop()
                    },
                ]))
    }

    private func askToDelete() {
        present(
            AlertView(
                title: "Delete this memo?",
                message: "It cannot be undone.",
                actions: [
                    AlertAction(title: "Cancel", style: .cancel),
                    AlertAction(title: "Delete", style: .destructive) { [weak self] in
                        guard let self else { return }
                        self.store.delete(at: self.index)
                        self.navigationController?.pop()
                    },
                ]))
    }
}

/// The store's failure in the tests.
private struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
}

final class MemoEditorExampleTests: RxTestCase, @unchecked Sendable {
    /// Enter opens the memo in the editor with the cursor in it; Ctrl-S saves and closes.
    func testEnterOpensTheEditorAndCtrlSSavesAndCloses() {
        MainActor.assumeIsolated {
            let store = MemoStore(memos: ["Buy milk", "Call Bo"])
            let navigation = NavigationController(root: MemoListScreen(store: store))
            let terminal = HeadlessTerminal(width: 40, height: 10, root: navigation)
            terminal.send(.down, .enter)
            XCTAssertTrue(navigation.topScreen is MemoEditorScreen)
            terminal.type(" at 5")
            terminal.send(.control("s"))
            XCTAssertEqual(store.memos.value, ["Buy milk", "Call Bo at 5"])
            XCTAssertEqual(terminal.lines.prefix(3), ["Memos", "  Buy milk", "› Call Bo at 5"])
        }
    }

    /// A failed save keeps the editor and its text and says why in the banner.
    func testAFailedSaveKeepsTheTextAndSaysWhy() {
        MainActor.assumeIsolated {
            let store = MemoStore(memos: ["Buy milk"])
            store.failure = DiskFull()
            let navigation = NavigationController(root: MemoListScreen(store: store))
            let terminal = HeadlessTerminal(width: 50, height: 10, root: navigation)
            terminal.send(.enter)
            terminal.type(", eggs")
            terminal.send(.control("s"))
            let editor = navigation.topScreen as? MemoEditorScreen
            XCTAssertEqual(editor?.editor.text, "Buy milk, eggs")
            XCTAssertEqual(
                terminal.lines,
                [
                    "‹ Back (Esc)  Memo               Esc: leave field", "Buy milk, eggs", "", "", "", "", "",
                    "Ctrl-S: save  Ctrl-D: delete  Esc: close", "✖ Not saved: the disk is full. Your text is kept;",
                    "Ctrl-S tries again.",
                ])
            store.failure = nil
            terminal.send(.control("s"))
            XCTAssertEqual(store.memos.value, ["Buy milk, eggs"])
            XCTAssertTrue(navigation.topScreen is MemoListScreen)
        }
    }

    /// Esc leaves the editor, a second Esc asks before discarding: Esc on the alert keeps
    /// editing, → then Enter discards and closes.
    func testClosingAChangedMemoAsksFirstAndTheKeyboardAnswers() {
        MainActor.assumeIsolated {
            let store = MemoStore(memos: ["Buy milk"])
            let navigation = NavigationController(root: MemoListScreen(store: store))
            let terminal = HeadlessTerminal(width: 40, height: 10, root: navigation)
            terminal.send(.enter)
            terminal.type("!")
            terminal.send(.escape)
            XCTAssertNil(navigation.topScreen.presentedAlert, "the first Esc only leaves the editor")
            terminal.send(.escape)
            XCTAssertEqual(navigation.topScreen.presentedAlert?.title, "Discard your changes?")
            XCTAssertEqual(
                Array(terminal.lines[2...7]),
                [
                    "    ┌──────────────────────────────┐", "    │ Discard your changes?        │",
                    "    │ What you typed is lost.      │", "    │                              │",
                    "    │ [ Keep editing ] [ Discard ] │", "    └──────────────────────────────┘",
                ])
            terminal.send(.escape)
            XCTAssertNil(navigation.topScreen.presentedAlert, "Esc runs the cancel button: keep editing")
            XCTAssertTrue(navigation.topScreen is MemoEditorScreen)
            terminal.send(.escape, .right, .enter)
            XCTAssertTrue(navigation.topScreen is MemoListScreen)
            XCTAssertEqual(store.memos.value, ["Buy milk"], "discarded")
        }
    }

    /// Ctrl-D asks; → then Enter deletes the memo and closes the editor.
    func testDeletingAsksFirst() {
        MainActor.assumeIsolated {
            let store = MemoStore(memos: ["Buy milk", "Call Bo"])
            let navigation = NavigationController(root: MemoListScreen(store: store))
            let terminal = HeadlessTerminal(width: 40, height: 10, root: navigation)
            terminal.send(.enter, .control("d"))
            XCTAssertEqual(navigation.topScreen.presentedAlert?.actions.map(\.title), ["Cancel", "Delete"])
            terminal.send(.right, .enter)
            XCTAssertEqual(store.memos.value, ["Call Bo"])
            XCTAssertTrue(navigation.topScreen is MemoListScreen)
        }
    }
}

import RxCore
import RxUI
import TerminalUI

/// TerminalUI's widgets on one page: a segmented control, a spinner, a long list whose rows
/// open a pushed screen, and an alert (a). Formerly `tui-demo`.
@MainActor
package final class WidgetsScreen: GalleryScreen {
    private let sort = SegmentedControl(segments: ["Stars", "Forks", "Updated"])
    private let sortLabel = Label()
    private let spinner = ActivityIndicatorView(text: "A spinner (s starts and stops it)")
    private let note = TextField(placeholder: "a text field: Hangul, emoji, combining marks")
    private lazy var segments = KeyCommand([.left, .right], label: "←/→", title: "segments") { [weak self] key in
        self?.sort.handle(key) ?? false
    }
    private lazy var alert = KeyCommand([.character("a")], label: "a", title: "alert") { [weak self] _ in
        self?.present(
            AlertView(
                title: "About", message: "ReactiveMVVM TerminalUI widgets",
                actions: [AlertAction(title: "OK", style: .cancel)]))
        return true
    }
    private lazy var spinnerToggle = KeyCommand([.character("s")], label: "s", title: "spinner") { [weak self] _ in
        self?.spinner.isAnimating.toggle()
        return true
    }
    let list = ListView()

    static let items = [
        "Swift", "RxSwift", "한국어 저장소 (Hangul)", "漢字リポジトリ", "Kotlin", "Rust", "Go", "Haskell", "OCaml", "Elixir",
        "Erlang", "Clojure", "Scala", "Zig", "Nim", "Crystal", "Dart", "Julia", "R", "Lua",
        "Perl", "Ruby", "Python", "TypeScript", "C", "C++", "Fortran", "COBOL", "Ada", "Pascal",
    ]

    /// The widgets page; it has no view model.
    package init() {
        super.init(
            title: "Widgets", source: "Screen: GalleryScreens/Widgets/WidgetsScreen.swift (TerminalUI only)")
        keyCommands = [
            .handledElsewhere("Tab", "focus"), segments, .handledElsewhere("Enter", "open a row"), alert, spinnerToggle,
        ]
    }

    public override func makeBody() -> View {
        sortLabel.sizing = .flexible(1)
        note.sizing = .flexible(1)
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    sourceLine,
                    StackView(axis: .horizontal, spacing: 2, [sort, sortLabel]),
                    StackView(axis: .horizontal, spacing: 1, [Label("Note:"), note]),
                    spinner, list, keyHints,
                ]))
    }

    public override func viewDidLoad() {
        spinner.hidesWhenStopped = false
        focus(list)
        sort.rx.selectedSegmentIndex.asDriver()
            .lane("sort")
            .map { "Sorted by \(["Stars", "Forks", "Updated"][$0])" }
            .drive(sortLabel.rx.text)
            .disposed(by: disposeBag)
        Observable.just(Self.items.enumerated().map { "\($0.offset + 1). \($0.element)" })
            .bind(to: list.rx.items) { _, name, cell in cell.text = name }
            .disposed(by: disposeBag)
        list.rx.modelSelected(String.self)
            .subscribe(onNext: { [weak self] name in self?.navigationController?.push(DetailScreen(name: name)) })
            .disposed(by: disposeBag)
        list.rx.reachedBottom
            .subscribe(onNext: { [weak self] in
                self?.banner.kind = .info
                self?.banner.message = "End of the list"
            })
            .disposed(by: disposeBag)
    }
}

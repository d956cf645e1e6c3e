import RxCore
import RxUI
import WebUI

/// WebUI's widgets on one page, as the terminal gallery's Widgets page shows TerminalUI's: a
/// segmented control, a field, a spinner, a long list whose rows open a pushed page, an alert.
@MainActor
package final class WidgetsWebScreen: GalleryWebScreen {
    let sort = SegmentedControl(segments: ["Stars", "Forks", "Updated"], accessibilityLabel: "Sort")
    let sortLabel = Label("", element: "p")
    let spinner = ActivityIndicatorView(title: "A spinner (s starts and stops it)")
    let note = TextField(placeholder: "Hangul, emoji, combining marks", accessibilityLabel: "Note")
    let list = ListView(accessibilityLabel: "Languages")

    /// The widgets page; it has no view model.
    package init() {
        super.init(title: "Widgets", source: "Screen: GalleryWebScreens/Widgets/WidgetsWebScreen.swift (WebUI only)")
        let alert = KeyCommand(["a"], label: "a", title: "alert") { [weak self] _ in
            self?.present(
                AlertView(
                    title: "About", message: "ReactiveMVVM WebUI widgets",
                    actions: [AlertAction(title: "OK", style: .cancel)]))
            return true
        }
        let spinnerToggle = KeyCommand(["s"], label: "s", title: "spinner") { [weak self] _ in
            self?.spinner.isAnimating.toggle()
            return true
        }
        keyCommands = [
            .handledElsewhere("Tab", "focus"), .handledElsewhere("Enter", "open a row"), alert, spinnerToggle,
        ]
    }

    public override func makeBody() -> View {
        StackView(
            axis: .vertical,
            [
                sourceLine, StackView(axis: .horizontal, [sort, sortLabel]), note, spinner, list, keyHints,
            ])
    }

    public override func viewDidLoad() {
        sort.rx.selectedSegmentIndex.asDriver()
            .lane("sort")
            .map { "Sorted by \(["Stars", "Forks", "Updated"][$0])" }
            .drive(sortLabel.rx.text)
            .disposed(by: disposeBag)
        let items = [
            "Swift", "RxSwift", "한국어 저장소 (Hangul)", "漢字リポジトリ", "Kotlin", "Rust", "Go", "Haskell", "OCaml", "Elixir",
        ]
        Observable.just(items.enumerated().map { "\($0.offset + 1). \($0.element)" })
            .bind(to: list.rx.items) { _, name, cell in cell.text = name }
            .disposed(by: disposeBag)
        list.rx.modelSelected(String.self)
            .subscribe(onNext: { [weak self] name in self?.navigationController?.push(DetailWebScreen(name: name)) })
            .disposed(by: disposeBag)
        list.rx.reachedBottom
            .subscribe(onNext: { [weak self] in self?.banner.message = "End of the list" })
            .disposed(by: disposeBag)
    }

    /// The list first, as on the terminal page.
    public override var initialFocusView: View? { list }
}

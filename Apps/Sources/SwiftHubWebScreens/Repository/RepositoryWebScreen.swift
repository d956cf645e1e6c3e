import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// A repository's details above the menu of its sections (issues, pull requests, README…):
/// a click opens a section; Star, Watch and Fork are buttons, as `s`, `w` and `k` are keys in
/// the terminal.
@MainActor
package final class RepositoryWebScreen: SwiftHubWebScreen {
    private let viewModel: RepositoryViewModel
    let details = (0..<4).map { _ in Label("", element: "p") }
    private let spinner = ActivityIndicatorView(title: localized("Loading repository…"))
    let star = Button("")
    let watch = Button("")
    let fork = Button(localized("Fork"))
    let owner = Button(localized("Owner"))
    let sections = ListView(accessibilityLabel: localized("Sections"))

    init(viewModel: RepositoryViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.fullName, router: router)
    }

    override func makeContent() -> View {
        StackView(
            axis: .vertical,
            details + [StackView(axis: .horizontal, [star, watch, fork, owner]), spinner, sections, keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [
            .handledElsewhere("Enter", localized("open section")), .handledElsewhere("r", localized("reload")),
        ]
        let output = viewModel.transform(
            input: .init(
                reload: Observable.merge(.just(()), sections.rx.refresh.asObservable(), reloads.asObservable()),
                sectionSelection: sections.rx.modelSelected(RepositorySectionRow.self).asObservable().map(\.section),
                ownerSelection: owner.rx.tap.asObservable(),
                starToggle: star.rx.tap.asObservable(),
                watchToggle: watch.rx.tap.asObservable(),
                fork: fork.rx.tap.asObservable()
            ))
        bind(banner: output.banner)
        output.title.lane("repository").drive(rx.title).disposed(by: disposeBag)
        output.isLoading.lane("repository loading").drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        // "☆ star (s)" in the terminal: the button says what it does without the key.
        output.star.lane("star").map(Self.withoutKey).drive(star.rx.title).disposed(by: disposeBag)
        output.watch.map(Self.withoutKey).drive(watch.rx.title).disposed(by: disposeBag)
        output.star.map(\.isEmpty).drive(star.rx.isHidden).disposed(by: disposeBag)
        output.watch.map(\.isEmpty).drive(watch.rx.isHidden).disposed(by: disposeBag)
        output.details.drive(onNext: { [weak self] lines in
            guard let self else { return }
            self.show(lines, in: self.details)
        }).disposed(by: disposeBag)
        output.sections.drive(sections.rx.items) { _, row, cell in
            cell.text = row.title
            cell.accessory = row.accessory
        }.disposed(by: disposeBag)
        push(output.selected)
    }

    /// `text` without a trailing key in parentheses ("★ Starred (s)" → "★ Starred").
    static func withoutKey(_ text: String) -> String {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "("), text.distance(from: open, to: text.endIndex) <= 4
        else { return text }
        return String(text[..<open]).trimmingCharacters(in: .whitespaces)
    }

    /// The sections first.
    public override var initialFocusView: View? { sections }
}

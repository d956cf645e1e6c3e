import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// Settings: the same rows as the terminal's (theme, language, sign out, about), showing the
/// app's language and theme. A row's choice is made by the view model as in the terminal, but a
/// tab does not switch the language (it is the whole process's, chosen at launch with --lang)
/// nor the theme (the page's, chosen at launch with --theme): the banner says so.
@MainActor
package final class SettingsWebScreen: SwiftHubWebScreen {
    private let viewModel: SettingsViewModel
    let list = ListView(accessibilityLabel: localized("Settings"))

    init(viewModel: SettingsViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Settings"), router: router)
    }

    override func makeContent() -> View { StackView(axis: .vertical, [list, keyHints]) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [.handledElsewhere("Enter", localized("change"))]
        let output = viewModel.transform(
            input: .init(selection: list.rx.modelSelected(SettingsViewModel.Row.self).asObservable()))
        bind(banner: output.banner)
        output.rows.drive(list.rx.items) { _, row, cell in
            cell.text = row.title
            cell.detail = row.detail
        }.disposed(by: disposeBag)
        output.signedOut.emit(onNext: {}).disposed(by: disposeBag)
        push(output.destination)
        // The language is process-wide; a browser tab shares its process with other tabs, so it
        // does not switch it.
        output.applied.emit(onNext: { [weak self] _ in
            self?.banner.message = localized(
                "A browser tab does not switch the language or the theme: every tab shares them. Start swifthub --web with --lang or --theme to choose them."
            )
        }).disposed(by: disposeBag)
    }
}

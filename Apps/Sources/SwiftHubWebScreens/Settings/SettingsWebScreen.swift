import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// Settings: the same rows as the terminal's (theme, language, sign out, about). A row's
/// choice is made by the view model as in the terminal, but the browser does not apply a
/// theme or a language yet: the banner says so.
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
        // The language and theme are process-wide in the terminal app; a browser tab shares
        // its process with other tabs, so it does not switch them (yet).
        output.applied.emit(onNext: { [weak self] _ in
            self?.banner.message =
                "The browser keeps English and its own colours for now: themes and languages apply in the terminal app."
        }).disposed(by: disposeBag)
    }
}

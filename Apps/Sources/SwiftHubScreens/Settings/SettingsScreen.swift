import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// Settings: Enter on a row changes the theme or the language (every screen is rebuilt in it
/// at once), signs out, or opens About.
package final class SettingsScreen: SwiftHubScreen {
    private let viewModel: SettingsViewModel
    let list = ListView(rowHeight: 2)

    init(viewModel: SettingsViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Settings"), router: router)
    }

    public override func makeBody() -> View {
        keyCommands = [.handledElsewhere("Enter", localized("change"))]
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [list, keyHints]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(
            input: .init(selection: list.rx.modelSelected(SettingsViewModel.Row.self).asObservable()))
        bind(banner: output.banner)
        output.rows.drive(list.rx.items) { _, row, cell in
            cell.text = row.title
            cell.detail = row.detail
        }.disposed(by: disposeBag)
        output.signedOut.emit(onNext: {}).disposed(by: disposeBag)
        push(output.destination)
        output.applied.emit(onNext: { [weak self] settings in
            self?.router.apply(settings)
        }).disposed(by: disposeBag)
    }
}

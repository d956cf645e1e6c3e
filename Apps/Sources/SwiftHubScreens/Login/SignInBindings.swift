import GitHubAPI
import RxCore
import RxUI
import TerminalUI

extension SwiftHubScreen {
    /// What every sign-in form shows and does, bound once: the banner, the hint under the
    /// fields, the button enabled only for something worth sending, the spinner while a
    /// sign-in runs, and the account's events once signed in.
    func bindSignInForm(
        isValid: Driver<Bool>, isLoading: Driver<Bool>, hint: Driver<String>, signedIn: Signal<User>,
        banner: Signal<String?>, button: Button, spinner: ActivityIndicatorView, hintLabel: Label
    ) {
        bind(banner: banner)
        hint.drive(hintLabel.rx.text).disposed(by: disposeBag)
        isValid.drive(onNext: { [weak button] in button?.isEnabled = $0 }).disposed(by: disposeBag)
        isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        signedIn.emit(onNext: { [weak self] user in
            guard let self else { return }
            self.router.showSignedIn(user, from: self.navigationController)
        }).disposed(by: disposeBag)
    }
}

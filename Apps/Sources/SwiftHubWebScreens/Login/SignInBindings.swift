import GitHubAPI
import RxCore
import RxUI
import WebUI

extension SwiftHubWebScreen {
    /// What every sign-in form shows and does, bound once: the banner, the hint under the
    /// fields, the button enabled only for something worth sending, and the spinner while a
    /// sign-in runs.
    func bindSignInForm(
        isValid: Driver<Bool>, isLoading: Driver<Bool>, hint: Driver<String>, banner: Signal<String?>,
        button: Button, spinner: ActivityIndicatorView, hintLabel: Label
    ) {
        bind(banner: banner)
        hint.drive(hintLabel.rx.text).disposed(by: disposeBag)
        isValid.drive(button.rx.isEnabled).disposed(by: disposeBag)
        isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
    }

    /// Once signed in from a screen pushed over the token screen (the device flow, a username
    /// and password): both go, and the Events tab shows the account's feed.
    func showSignedInOverTheTokenScreen(_ signedIn: Signal<User>) {
        signedIn.emit(onNext: { [weak self] user in
            guard let self else { return }
            let navigation = self.navigationController
            navigation?.pop()
            self.router.showSignedIn(user, from: navigation)
        }).disposed(by: disposeBag)
    }
}

import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// The profile screen: who is signed in, and signing out (which forgets the saved token).
package final class ProfileViewModel: ViewModelType {
    /// What the screen sends in: one stream per control or event.
    package struct Input {
        /// Each press of the sign-out key: forgets the token and the saved copy.
        package let signOut: Observable<Void>
        /// The input the screen builds from its sign-out key.
        package init(signOut: Observable<Void>) { self.signOut = signOut }
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// The account's name and login, its details, or that nobody is signed in.
        package let lines: Driver<[String]>
        /// Whether someone is signed in: signing out is possible, signing in is not needed.
        package let isSignedIn: Driver<Bool>
        /// Signed out: the screen goes back to the start.
        package let signedOut: Signal<Void>
    }

    private let service: GitHubService

    /// The profile of whoever `service` is signed in as.
    package init(service: GitHubService) { self.service = service }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    package func transform(input: Input) -> Output {
        let service = self.service
        let account = service.account.share(replay: 1)
        let signedOut = input.signOut.withLatestFrom(account).filter { $0 != nil }
            .do(onNext: { _ in service.signOut() })
            .mapToVoid()
        return Output(
            lines: account.map { user -> [String] in
                guard let user else {
                    return [localized("Not signed in."), localized("Press l to sign in with a personal access token.")]
                }
                return [
                    "\(user.name ?? user.login) (@\(user.login))",
                    [
                        user.location, user.followers.map(\.followersText),
                        user.following.map { localized("%ld following", $0.shownCount) },
                    ]
                    .compactMap { $0 }.joined(separator: " · "),
                    localized("The token is kept for the next launch in a file only you can read."),
                ]
            }.asDriver(onErrorJustReturn: []),
            isSignedIn: account.map { $0 != nil }.asDriver(onErrorJustReturn: false),
            signedOut: signedOut.asSignal(onErrorSignalWith: .empty())
        )
    }
}

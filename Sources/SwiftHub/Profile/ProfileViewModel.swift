import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// The profile screen: who is signed in, and signing out (which forgets the saved token).
public final class ProfileViewModel: ViewModelType {
    /// What the screen sends in: one stream per control or event.
    public struct Input {
        /// Each press of the sign-out key: forgets the token and the saved copy.
        public let signOut: Observable<Void>
        /// The input the screen builds from its sign-out key.
        public init(signOut: Observable<Void>) { self.signOut = signOut }
    }

    /// What the screen shows; the screen binds each output to one view.
    public struct Output {
        /// The account's name and login, its details, or that nobody is signed in.
        public let lines: Driver<[String]>
        /// The keys the screen offers, for its status line.
        public let keyHints: Driver<String>
        /// Signed out: the screen goes back to the start.
        public let signedOut: Signal<Void>
    }

    private let service: GitHubService

    /// The profile of whoever `service` is signed in as.
    public init(service: GitHubService) { self.service = service }

    /// Builds the outputs from `input`; the screen calls it once and binds every output. Nothing is requested before an input fires.
    public func transform(input: Input) -> Output {
        let service = self.service
        let account = service.account.share(replay: 1)
        let signedOut = input.signOut.withLatestFrom(account).filter { $0 != nil }
            .do(onNext: { _ in service.signOut() })
            .mapToVoid()
        return Output(
            lines: account.map { user -> [String] in
                guard let user else { return ["Not signed in.", "Press l to sign in with a personal access token."] }
                return [
                    "\(user.name ?? user.login) (@\(user.login))",
                    [user.location, user.followers.map { "\($0) followers" }, user.following.map { "\($0) following" }].compactMap { $0 }.joined(separator: " · "),
                    "The token is kept for the next launch in a file only you can read.",
                ]
            }.asDriver(onErrorJustReturn: []),
            keyHints: account.map { $0 == nil ? "l: sign in  Esc: back" : "o: sign out  Esc: back" }.asDriver(onErrorJustReturn: ""),
            signedOut: signedOut.asSignal(onErrorSignalWith: .empty())
        )
    }
}

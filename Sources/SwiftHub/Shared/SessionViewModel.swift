import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// What every SwiftHub screen shows of the session: who is signed in.
public final class SessionViewModel: ViewModelType {
    /// Nothing: the session line needs no input from the screen.
    public struct Input {
        /// No inputs.
        public init() {}
    }

    /// What the screen shows; the screen binds each output to one view.
    public struct Output {
        /// "Signed in as alice" or "Not signed in".
        public let account: Driver<String>
    }

    private let service: GitHubService

    /// The session of `service`.
    public init(service: GitHubService) { self.service = service }

    /// The account line, following the service's account from the first subscription; it requests nothing.
    public func transform(input: Input) -> Output {
        Output(account: service.account.map(accountStatus).asDriver(onErrorJustReturn: accountStatus(nil)).distinctUntilChanged())
    }
}

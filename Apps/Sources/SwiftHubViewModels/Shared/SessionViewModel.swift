import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// What every SwiftHub screen shows of the session: who is signed in.
package final class SessionViewModel: ViewModelType {
    /// Nothing: the session line needs no input from the screen.
    package struct Input {
        /// No inputs.
        package init() {}
    }

    /// What the screen shows; the screen binds each output to one view.
    package struct Output {
        /// "Signed in as alice" or "Not signed in".
        package let account: Driver<String>
    }

    private let service: GitHubService

    /// The session of `service`.
    package init(service: GitHubService) { self.service = service }

    /// The account line, following the service's account from the first subscription; it requests nothing.
    package func transform(input: Input) -> Output {
        Output(
            account: service.account.map(accountStatus).asDriver(onErrorJustReturn: accountStatus(nil))
                .distinctUntilChanged())
    }
}

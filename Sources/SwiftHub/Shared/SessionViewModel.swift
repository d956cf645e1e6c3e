import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// What every SwiftHub screen shows of the session: who is signed in.
public final class SessionViewModel: ViewModelType {
    public struct Input {
        public init() {}
    }

    public struct Output {
        /// "Signed in as alice" or "Not signed in".
        public let account: Driver<String>
    }

    private let service: GitHubService

    public init(service: GitHubService) { self.service = service }

    public func transform(input: Input) -> Output {
        Output(account: service.account.map(accountStatus).asDriver(onErrorJustReturn: accountStatus(nil)).distinctUntilChanged())
    }
}

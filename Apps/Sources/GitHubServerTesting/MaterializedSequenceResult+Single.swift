import Foundation
import GitHubAPI
import GitHubFixtureServer
import GitHubSession
import RxCore
import RxTesting
import XCTest

extension MaterializedSequenceResult {
    /// The one element, or the error, of a materialized `Single`.
    package var singleResult: Result<Element, Error> {
        switch self {
        case .completed(let elements):
            guard let first = elements.first else { return .failure(GitHubError.unreachable(reason: "no element")) }
            return .success(first)
        case .failed(_, let error):
            return .failure(error)
        }
    }
}

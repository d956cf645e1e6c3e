import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// Which feed of a user's events is shown.
package enum EventSegment: Int, Equatable, Sendable {
    /// Events by the people and repositories the account follows.
    case received = 0
    /// Events the account itself performed.
    case performed = 1

    /// The segment titles, in `rawValue` order.
    package static var titles: [String] { [localized("Received"), localized("Performed")] }
}

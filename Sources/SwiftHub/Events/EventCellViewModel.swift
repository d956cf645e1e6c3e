import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// One row of an events list; keeps its event so selections carry it onward.
public struct EventCellViewModel: Equatable {
    public let event: GitHubEvent
    public let title: String
    public let detail: String

    /// A row for `event`; its detail says how long before `now` it happened ("3 hours ago").
    public init(event: GitHubEvent, now: Date = Date()) {
        self.event = event
        title = event.summary
        detail = RelativeDate.describe(event.createdAt, now: now)
    }
}


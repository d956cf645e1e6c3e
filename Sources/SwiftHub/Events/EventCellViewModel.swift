import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// One row of an events list; keeps its event so selections carry it onward.
public struct EventCellViewModel: Equatable {
    /// The event the row shows, carried onward by selections.
    public let event: GitHubEvent
    /// Who did what, in words: "alice starred octocat/swift-rx".
    public let title: String
    /// How long ago, and the event's details.
    public let detail: String

    /// A row for `event`; its detail says how long before `now` it happened ("3 hours ago").
    public init(event: GitHubEvent, now: Date = Date()) {
        self.event = event
        title = event.summary
        detail = RelativeDate.describe(event.createdAt, now: now)
    }
}


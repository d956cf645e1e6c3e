import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// One row of an events list; keeps its event so selections carry it onward.
package struct EventCellViewModel: Equatable {
    /// The event the row shows, carried onward by selections.
    package let event: GitHubEvent
    /// Who did what, in words: "alice starred octocat/swift-rx".
    package let title: String
    /// How long ago, and the event's details.
    package let detail: String

    /// A row for `event`; its detail says how long before `now` it happened ("3 hours ago").
    package init(event: GitHubEvent, now: Date) {
        self.event = event
        title = event.summary
        detail = RelativeDate.describe(event.createdAt, now: now)
    }
}

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

    public init(event: GitHubEvent) {
        self.event = event
        title = event.summary
        detail = Formatting.date(event.createdAt)
    }
}


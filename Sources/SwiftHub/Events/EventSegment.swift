import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// Which feed of a user's events is shown.
public enum EventSegment: Int, Equatable, Sendable {
    case received = 0
    case performed = 1

    public static let titles = ["Received", "Performed"]
}


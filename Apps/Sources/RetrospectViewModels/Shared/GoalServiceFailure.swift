/// What a failure of the goal app's back end means for the user, and so what the screen offers.
package enum GoalServiceFailureKind: Equatable, Sendable {
    /// A timeout, no connection, a server error: trying again may work, so offer it.
    case transient
    /// The data changed under the user (HTTP 409): reload it and say what happened.
    case conflict
    /// The request itself was wrong (HTTP 400, 404): say what was wrong; the same request
    /// would fail again, so no retry is offered.
    case invalid
}

/// An error that knows which ``GoalServiceFailureKind`` it is. Errors that do not conform
/// (an in-memory service's) count as transient.
package protocol ClassifiedGoalServiceFailure: Error {
    /// Which kind of failure this is.
    var goalServiceFailureKind: GoalServiceFailureKind { get }
}

/// The banner text for goal-service failures, shared by the goal app's view models.
package enum GoalServiceFailure {
    /// The kind of `error`.
    package static func kind(of error: Error) -> GoalServiceFailureKind {
        (error as? ClassifiedGoalServiceFailure)?.goalServiceFailureKind ?? .transient
    }

    /// `error`'s message, followed by `retryHint` ("press r to retry") only when retrying can
    /// help, or by what was done about a conflict.
    package static func message(for error: Error, retryHint: String, conflictNote: String = "The list was reloaded.")
        -> String
    {
        switch kind(of: error) {
        case .transient: return "\(error) — \(retryHint)"
        case .conflict: return "\(error) \(conflictNote)"
        case .invalid: return "\(error)"
        }
    }
}

import GitHubAPI

/// What one load of the notifications list asks: the filter, and whether anyone is signed in
/// (signed out, a load asks GitHub nothing and the list is empty).
package struct NotificationsQuery: Equatable, Sendable {
    /// Unread, all or participating.
    package let filter: NotificationFilter
    /// Whether an account is signed in.
    package let isSignedIn: Bool

    /// A load of `filter`, signed in or not.
    package init(filter: NotificationFilter, isSignedIn: Bool) {
        self.filter = filter
        self.isSignedIn = isSignedIn
    }
}

/// Where the notifications screen's inputs have left it, as one value built by `scan`: the
/// filter, who is signed in, and the load the latest change starts.
package struct NotificationsState: Equatable, Sendable {
    /// One thing that happened.
    package enum Change: Equatable, Sendable {
        /// The account, by login (`nil`: signed out); the first one only says who it is.
        case account(String?)
        /// An appearance or a refresh (`r`).
        case load
        /// The filter switch moved.
        case filter(NotificationFilter)
    }

    /// The filter loads use.
    package private(set) var filter = NotificationFilter.unread
    /// Who is signed in; `nil` for nobody.
    package private(set) var login: String?
    /// Whether the account is known yet: a load before it asks nothing.
    package private(set) var knowsAccount = false
    /// The load the latest change starts, or `nil`.
    package private(set) var started: NotificationsQuery?
    /// Whether the latest change moved the filter (which clears the banner).
    package private(set) var filterChanged = false

    /// Nothing known yet: the unread filter, no account.
    package init() {}

    /// The state after `change`: a load, a new filter and signing in or out (after the first
    /// account) each load the first page again; the same filter again loads nothing.
    package func reduced(by change: Change) -> NotificationsState {
        var next = self
        next.started = nil
        next.filterChanged = false
        switch change {
        case .account(let login):
            let changed = knowsAccount && login != self.login
            next.login = login
            next.knowsAccount = true
            if changed { next.load() }
        case .load:
            if knowsAccount { next.load() }
        case .filter(let filter):
            guard filter != self.filter else { return next }
            next.filter = filter
            next.filterChanged = true
            if knowsAccount { next.load() }
        }
        return next
    }

    private mutating func load() { started = NotificationsQuery(filter: filter, isSignedIn: login != nil) }
}

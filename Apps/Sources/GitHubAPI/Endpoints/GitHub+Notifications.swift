import Foundation

extension Route {
    /// The signed-in account's notification threads.
    package static let notifications = Route(.get, "/notifications")
    /// Marks one thread read (GitHub answers 205).
    package static let markNotificationRead = Route(.patch, "/notifications/threads/{id}")
    /// Marks every thread read (GitHub answers 205, or 202 when it finishes later).
    package static let markAllNotificationsRead = Route(.put, "/notifications")
}

extension GitHub {
    /// The signed-in account's notification threads, most recently updated first; 401 signed out.
    package static func notifications(filter: NotificationFilter, page: Int = 1) -> Endpoint<Paged<GitHubNotification>>
    {
        let query: [URLQueryItem] =
            switch filter {
            case .unread: []
            case .all: [URLQueryItem(name: "all", value: "true")]
            case .participating: [URLQueryItem(name: "participating", value: "true")]
            }
        return .paged(.notifications, query: query, page: page)
    }

    /// Marks every thread of the signed-in account read.
    package static func markAllNotificationsRead() -> Endpoint<Void> {
        .status(.markAllNotificationsRead)
    }

    /// Marks the thread `id` read for the signed-in account.
    package static func markNotificationRead(id: String) -> Endpoint<Void> {
        .status(.markNotificationRead, parameters: ["id": id])
    }
}

import Foundation

/// An organization as `/users/{login}/orgs` lists it: a short form without the counts of a
/// full account (open it with `user(login:)` for those).
package struct Organization: Codable, Equatable, Sendable {
    /// The organization's numeric id.
    package let id: Int
    /// Its handle ("reactivex").
    package let login: String
    /// Its avatar image's URL.
    package let avatarUrl: String
    /// One line about it, if it has one.
    package let description: String?

    /// An organization as `/users/{login}/orgs` lists it.
    package init(id: Int, login: String, avatarUrl: String, description: String?) {
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
        self.description = description
    }
}

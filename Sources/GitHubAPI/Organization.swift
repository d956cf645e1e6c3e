import Foundation

/// An organization as `/users/{login}/orgs` lists it: a short form without the counts of a
/// full account (open it with `user(login:)` for those).
public struct Organization: Codable, Equatable, Sendable {
    /// The organization's numeric id.
    public let id: Int
    /// Its handle ("reactivex").
    public let login: String
    /// Its avatar image's URL.
    public let avatarUrl: String
    /// One line about it, if it has one.
    public let description: String?

    /// An organization as `/users/{login}/orgs` lists it.
    public init(id: Int, login: String, avatarUrl: String, description: String?) {
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
        self.description = description
    }
}

import Foundation

/// An organization as `/users/{login}/orgs` lists it: a short form without the counts of a
/// full account (open it with `user(login:)` for those).
public struct Organization: Codable, Equatable, Sendable {
    public let id: Int
    public let login: String
    public let avatarUrl: String
    public let description: String?

    public init(id: Int, login: String, avatarUrl: String, description: String?) {
        self.id = id
        self.login = login
        self.avatarUrl = avatarUrl
        self.description = description
    }
}

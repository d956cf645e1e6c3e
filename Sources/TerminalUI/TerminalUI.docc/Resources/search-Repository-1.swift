/// A repository as a search lists it.
public struct Repository: Equatable, Sendable {
    /// "owner/name".
    public let fullName: String
    /// How many people starred it.
    public let stars: Int

    /// A repository named `fullName` with `stars` stars.
    public init(fullName: String, stars: Int) {
        self.fullName = fullName
        self.stars = stars
    }
}

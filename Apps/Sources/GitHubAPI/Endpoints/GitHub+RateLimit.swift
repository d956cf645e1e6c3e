extension Route {
    /// The signed-in account's (or the caller's address's) rate limits; asking does not count.
    package static let rateLimit = Route(.get, "/rate_limit")
}

extension GitHub {
    /// The rate limits that apply to the session now.
    package static func rateLimit() -> Endpoint<RateLimits> { .json(.rateLimit) }
}

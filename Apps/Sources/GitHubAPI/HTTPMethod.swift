/// The HTTP methods GitHub's endpoints use.
package enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// Reads.
    case get = "GET"
    /// Creates.
    case post = "POST"
    /// Sets (starring).
    case put = "PUT"
    /// Updates part of a resource (marking a notification read).
    case patch = "PATCH"
    /// Removes (unstarring).
    case delete = "DELETE"
}

import Foundation
import OutsideValues

extension HTTPAddress {
    /// The redirect a response asks for, resolved against `current`, or `nil` when the status
    /// is not a redirect or names no `Location`.
    ///
    /// - Throws: ``GitHubError/unreachable(reason:)`` when the target is not an address to send
    ///   to (a port past 65535, another scheme, no host) or leaves `https` for `http`.
    package static func redirect(status: Int, location: String?, from current: URL) throws(GitHubError) -> URL? {
        guard [301, 302, 303, 307, 308].contains(status), let location else { return nil }
        guard let target = URL(string: location, relativeTo: current)?.absoluteURL else {
            throw .unreachable(reason: "the server redirected to something that is not an address")
        }
        if let problem = problem(with: target) {
            throw .unreachable(reason: "the server redirected to an address that cannot be used: \(problem)")
        }
        if current.scheme?.lowercased() == "https" && target.scheme?.lowercased() != "https" {
            throw .unreachable(reason: "the server redirected from https to http")
        }
        return target
    }
}

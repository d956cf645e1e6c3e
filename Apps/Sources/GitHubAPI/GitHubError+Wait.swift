import Foundation

extension GitHubError {
    /// The longest wait a message says, in seconds: ten years (87,600 h). A reset further off
    /// than that — a server may send any number — is said as this.
    package static let longestWait = 315_360_000

    /// Whole seconds from `now` until `resetAt`, rounded up and clamped to
    /// `0...longestWait`: safe to compute with, however far off (or not a number) the reset is.
    package static func secondsUntil(_ resetAt: Date, from now: Date) -> Int {
        let interval = resetAt.timeIntervalSince(now).rounded(.up)
        guard !interval.isNaN else { return longestWait }
        return Int(min(max(interval, 0), Double(longestWait)))
    }
}

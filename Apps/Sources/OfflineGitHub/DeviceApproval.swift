import Foundation

/// How the device flow's codes get approved offline: each is approved as `login` once it is
/// `after` seconds old; `nil` (where one is asked for), only when a test approves it.
package struct DeviceApproval: Sendable {
    /// Seconds from handing a code out to its approval.
    package let after: TimeInterval
    /// The account an approved code signs in as.
    package let login: String

    /// Codes approved as `login` after `after` seconds.
    package init(after: TimeInterval, login: String = "octocat") {
        self.after = after
        self.login = login
    }
}

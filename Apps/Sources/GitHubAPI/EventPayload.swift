import Foundation

/// The parts of an event's payload the app shows. Every field is optional and unknown
/// fields are ignored, so no payload makes decoding fail.
package struct EventPayload: Codable, Equatable, Sendable {
    /// An issue or a pull request an event is about.
    package struct Numbered: Codable, Equatable, Sendable {
        /// Its number.
        package let number: Int?
        /// Its title.
        package let title: String?
        /// An item by number and title.
        package init(number: Int?, title: String?) {
            self.number = number
            self.title = title
        }
    }

    /// The fork a fork event created.
    package struct Forkee: Codable, Equatable, Sendable {
        /// The fork's `owner/name`.
        package let fullName: String?
        /// A fork by `owner/name`.
        package init(fullName: String?) { self.fullName = fullName }
    }

    /// The release a release event published.
    package struct Release: Codable, Equatable, Sendable {
        /// Its tag ("v1.2.0").
        package let tagName: String?
        /// A release by tag.
        package init(tagName: String?) { self.tagName = tagName }
    }

    /// What happened: "opened", "closed", "created", "started", …
    package let action: String?
    /// The branch or tag ("refs/heads/main" for a push).
    package let ref: String?
    /// "branch", "tag" or "repository" for create and delete events.
    package let refType: String?
    /// How many commits a push carried.
    package let size: Int?
    /// The issue of an issues or issue-comment event.
    package let issue: Numbered?
    /// The pull request of a pull-request event.
    package let pullRequest: Numbered?
    /// The fork a fork event created.
    package let forkee: Forkee?
    /// The release a release event published.
    package let release: Release?

    /// A payload; every field is optional.
    package init(
        action: String? = nil, ref: String? = nil, refType: String? = nil, size: Int? = nil, issue: Numbered? = nil,
        pullRequest: Numbered? = nil, forkee: Forkee? = nil, release: Release? = nil
    ) {
        self.action = action
        self.ref = ref
        self.refType = refType
        self.size = size
        self.issue = issue
        self.pullRequest = pullRequest
        self.forkee = forkee
        self.release = release
    }
}

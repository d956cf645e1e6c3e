import Foundation

/// A commit in a repository's history (GitHub's `/repos/{owner}/{repo}/commits` item).
public struct Commit: Codable, Equatable, Sendable {
    public let sha: String
    public let commit: Details
    /// The GitHub account of the author, when GitHub could match the commit's e-mail to one.
    public let author: User?

    /// What git itself records.
    public struct Details: Codable, Equatable, Sendable {
        public let message: String
        public let author: Signature

        public init(message: String, author: Signature) {
            self.message = message
            self.author = author
        }
    }

    /// A name and a time, as git records them.
    public struct Signature: Codable, Equatable, Sendable {
        public let name: String
        public let date: Date

        public init(name: String, date: Date) {
            self.name = name
            self.date = date
        }
    }

    public init(sha: String, commit: Details, author: User?) {
        self.sha = sha
        self.commit = commit
        self.author = author
    }

    /// The first line of the message.
    public var headline: String { String(commit.message.split(separator: "\n", omittingEmptySubsequences: false).first ?? "") }
    /// The first seven characters of the hash, as git abbreviates it.
    public var shortSHA: String { String(sha.prefix(7)) }
}

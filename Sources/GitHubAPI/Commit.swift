import Foundation

/// A commit in a repository's history (GitHub's `/repos/{owner}/{repo}/commits` item).
public struct Commit: Codable, Equatable, Sendable {
    /// The full 40-character hash; ``shortSHA`` is what git prints.
    public let sha: String
    /// What git recorded: message, author name and time.
    public let commit: Details
    /// The GitHub account of the author, when GitHub could match the commit's e-mail to one.
    public let author: User?

    /// What git itself records.
    public struct Details: Codable, Equatable, Sendable {
        /// The whole message; ``Commit/headline`` is its first line.
        public let message: String
        /// Who wrote the change, as git recorded it.
        public let author: Signature

        /// Git's record of a commit.
        public init(message: String, author: Signature) {
            self.message = message
            self.author = author
        }
    }

    /// A name and a time, as git records them.
    public struct Signature: Codable, Equatable, Sendable {
        /// The name in the commit, which need not match a GitHub account.
        public let name: String
        /// When the change was written (not when it was pushed).
        public let date: Date

        /// A name and a time.
        public init(name: String, date: Date) {
            self.name = name
            self.date = date
        }
    }

    /// A commit as GitHub lists it.
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

import Foundation

/// A commit in a repository's history (GitHub's `/repos/{owner}/{repo}/commits` item).
package struct Commit: Codable, Equatable, Sendable {
    /// The full 40-character hash; ``shortSHA`` is what git prints.
    package let sha: String
    /// What git recorded: message, author name and time.
    package let commit: Details
    /// The GitHub account of the author, when GitHub could match the commit's e-mail to one
    /// (GitHub sends `null` or `{}` when it could not).
    package let author: User?
    /// Lines added and removed in all: only in the answer for one commit, `nil` in lists.
    package let stats: Stats?
    /// The files the commit changes: only in the answer for one commit, `nil` in lists.
    package let files: [ChangedFile]?

    /// What git itself records.
    package struct Details: Codable, Equatable, Sendable {
        /// The whole message; ``Commit/headline`` is its first line.
        package let message: String
        /// Who wrote the change, as git recorded it (empty when GitHub sends `null`).
        package let author: Signature

        /// Git's record of a commit.
        package init(message: String, author: Signature) {
            self.message = message
            self.author = author
        }

        private enum CodingKeys: String, CodingKey { case message, author }

        /// Reads GitHub's `commit` object, whose `author` may be `null`.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try container.decode(String.self, forKey: .message)
            author = try container.decodeIfPresent(Signature.self, forKey: .author) ?? Signature(name: nil, date: nil)
        }
    }

    /// A name and a time, as git records them.
    package struct Signature: Codable, Equatable, Sendable {
        /// The name in the commit, which need not match a GitHub account; `nil` when GitHub
        /// leaves it out (its description requires neither field).
        package let name: String?
        /// When the change was written (not when it was pushed); `nil` when GitHub leaves it out.
        package let date: Date?

        /// A name and a time.
        package init(name: String?, date: Date?) {
            self.name = name
            self.date = date
        }
    }

    /// Lines a commit adds and removes, over all its files.
    package struct Stats: Codable, Equatable, Sendable {
        /// Lines added.
        package let additions: Int
        /// Lines removed.
        package let deletions: Int
        /// Both together.
        package let total: Int

        /// `additions` and `deletions`; `total` is their sum.
        package init(additions: Int, deletions: Int) {
            self.additions = additions
            self.deletions = deletions
            self.total = additions + deletions
        }
    }

    private enum CodingKeys: String, CodingKey { case sha, commit, author, stats, files }

    /// Reads GitHub's commit: an `author` that is `{}` (no account matched) is `nil`, and so are
    /// `stats` that lack a count (GitHub's description requires none of them).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sha = try container.decode(String.self, forKey: .sha)
        commit = try container.decode(Details.self, forKey: .commit)
        author = try? container.decodeIfPresent(User.self, forKey: .author)
        stats = try? container.decodeIfPresent(Stats.self, forKey: .stats)
        files = try container.decodeIfPresent([ChangedFile].self, forKey: .files)
    }

    /// A commit as GitHub lists it, or, with `stats` and `files`, as it answers for one commit.
    package init(sha: String, commit: Details, author: User?, stats: Stats? = nil, files: [ChangedFile]? = nil) {
        self.sha = sha
        self.commit = commit
        self.author = author
        self.stats = stats
        self.files = files
    }

    /// The first line of the message.
    package var headline: String {
        String(commit.message.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
    /// The first seven characters of the hash, as git abbreviates it.
    package var shortSHA: String { String(sha.prefix(7)) }
}

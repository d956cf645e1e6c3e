/// How much the offline GitHub keeps of what clients post while it runs, so that a client
/// posting without end cannot grow the server without end. A post over a bound is a 422 with
/// GitHub's error body (`"Validation Failed"`, code `custom`) naming the bound, and nothing of
/// it is kept.
package struct FixtureStorageBounds: Sendable, Equatable {
    /// Comments kept per issue or pull request.
    package var commentsPerItem: Int
    /// Issues kept per repository.
    package var issuesPerRepository: Int
    /// UTF-8 bytes of posted titles and bodies kept in all.
    package var textBytes: Int

    /// Bounds of your choosing (tests use small ones).
    package init(commentsPerItem: Int, issuesPerRepository: Int, textBytes: Int) {
        self.commentsPerItem = commentsPerItem
        self.issuesPerRepository = issuesPerRepository
        self.textBytes = textBytes
    }

    /// The server's: 2,500 comments per item (GitHub's own limit on a conversation), 2,500
    /// issues per repository, 8 MiB of posted text in all.
    package static let standard = FixtureStorageBounds(
        commentsPerItem: 2_500, issuesPerRepository: 2_500, textBytes: 8 << 20)

    /// "8 MiB", "512 bytes": ``textBytes`` for a message.
    var textBytesDescription: String {
        textBytes >= 1 << 20 && textBytes % (1 << 20) == 0 ? "\(textBytes >> 20) MiB" : "\(textBytes) bytes"
    }
}

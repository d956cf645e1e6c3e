import GitHubAPI

extension IssueState {
    /// "Open" or "Closed" in the app's language; a state GitHub added later, as GitHub sent it
    /// (the screen escapes what it draws).
    var title: String {
        switch self {
        case .open: localized("Open")
        case .closed: localized("Closed")
        case .other(let text): text
        }
    }

    /// The title in lower case, as a row's detail words it ("open"); a state GitHub added, as sent.
    var word: String {
        if case .other(let text) = self { text } else { title.lowercased() }
    }
}

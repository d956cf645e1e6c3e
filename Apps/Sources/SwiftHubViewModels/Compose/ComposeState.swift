/// A text being written for GitHub — a new issue's title and body, or a comment — as one
/// value: what is typed, who is signed in, whether it can be sent and why not, and the
/// sending under way. Folded from ``Event``s with `scanWithFeedback`, whose feedback sends
/// the request a state launches.
package struct ComposeState: Equatable, Sendable {
    /// What is written.
    package enum Kind: Equatable, Sendable {
        /// An issue: a title is required, the body may be empty.
        case issue
        /// A comment: the body is required.
        case comment
    }

    /// One thing that happened.
    package enum Event: Equatable, Sendable {
        /// The title as typed.
        case title(String)
        /// The body as typed.
        case body(String)
        /// The signed-in account's login, `nil` when signed out.
        case account(String?)
        /// Ctrl-S.
        case send
        /// GitHub took it; the screen goes on to `destination`.
        case sent(Destination)
        /// GitHub refused it, or could not be reached: the banner's message.
        case refused(String)
    }

    /// What is being written.
    package let kind: Kind
    /// The title as typed (issues only).
    package private(set) var title = ""
    /// The body as typed.
    package private(set) var body = ""
    /// Who is signed in; `nil` for nobody.
    package private(set) var login: String?
    /// Whether a request is under way.
    package private(set) var isSending = false
    /// Where the screen goes once the text was sent; `nil` before.
    package private(set) var sentTo: Destination?
    /// The title and body the latest event sends, for the feedback; `nil` when it sends nothing.
    package private(set) var launched: Draft?
    /// What the banner says after the latest event, if anything.
    package private(set) var message: String?

    /// What a send carries.
    package struct Draft: Equatable, Sendable {
        /// The title, trimmed (empty for a comment).
        package let title: String
        /// The body as typed.
        package let body: String

        /// A draft of `title` and `body`.
        package init(title: String, body: String) {
            self.title = title
            self.body = body
        }
    }

    /// The longest title GitHub takes.
    package static let maxTitleLength = 256
    /// The longest body GitHub takes, in characters.
    package static let maxBodyLength = 65_536

    /// Nothing written yet.
    package init(kind: Kind) { self.kind = kind }

    /// Why it cannot be sent as it stands, or `nil` when it can. Cheap on a long text: it is
    /// asked after every key of a paste, so it counts characters only past the limit in bytes.
    package var problem: String? {
        if login == nil { return localized("Sign in to write — press l") }
        let hasTitle = title.contains { !$0.isWhitespace }
        let hasBody = body.contains { !$0.isWhitespace }
        switch kind {
        case .issue where !hasTitle: return localized("An issue needs a title")
        case .issue where title.utf8.count > Self.maxTitleLength:
            let count = title.trimmingCharacters(in: .whitespacesAndNewlines).count
            if count > Self.maxTitleLength {
                return localized("The title has %ld characters; GitHub takes %ld", count, Self.maxTitleLength)
            }
        case .comment where !hasBody: return localized("Write the comment first")
        default: break
        }
        // A character is at least one byte: only a text past the limit in bytes needs counting.
        if body.utf8.count > Self.maxBodyLength, body.count > Self.maxBodyLength {
            return localized("The text has %ld characters; GitHub takes %ld", body.count, Self.maxBodyLength)
        }
        return nil
    }

    /// The state after `event`. A send with a problem says the problem and sends nothing; a
    /// send while one is under way is ignored; a failed send keeps every character typed.
    package func reduced(by event: Event) -> ComposeState {
        var next = self
        next.launched = nil
        next.message = nil
        switch event {
        case .title(let title): next.title = title
        case .body(let body): next.body = body
        case .account(let login): next.login = login
        case .send:
            guard !isSending, sentTo == nil else { break }
            if let problem {
                next.message = problem
            } else {
                next.isSending = true
                next.launched = Draft(title: title.trimmingCharacters(in: .whitespacesAndNewlines), body: body)
            }
        case .sent(let destination):
            guard isSending else { break }
            next.isSending = false
            next.sentTo = destination
        case .refused(let message):
            guard isSending else { break }
            next.isSending = false
            next.message = message
        }
        return next
    }

    /// The line under the editor: what is needed, or what Ctrl-S does.
    package var status: String {
        if isSending { return localized("Sending…") }
        if sentTo != nil { return localized("Sent") }
        if login == nil { return localized("Sign in (l) to write") }
        return problem ?? (kind == .issue ? localized("Ctrl-S opens the issue") : localized("Ctrl-S posts the comment"))
    }
}

/// A repository's star as the screen shows it, as one value: whose star it is, GitHub's
/// answer, the count, and the star request running — folded from ``Event``s with
/// `scanWithFeedback`, whose feedback sends the requests the state starts.
///
/// Starring is optimistic: a toggle flips the star and the count at once and starts a request;
/// a toggle made while one runs waits for it, and a refused request puts the star back.
package struct StarState: Equatable, Sendable {
    /// One star request: which one, and whether it stars or unstars.
    package struct Request: Equatable, Sendable {
        /// Counts the requests of one screen.
        package let id: Int
        /// `true` to star, `false` to unstar.
        package let wanted: Bool

        /// Request `id`, starring when `wanted`.
        package init(id: Int, wanted: Bool) {
            self.id = id
            self.wanted = wanted
        }
    }

    /// One thing that happened.
    package enum Event: Equatable, Sendable {
        /// The signed-in account's login, `nil` when signed out.
        case account(String?)
        /// GitHub's answer to "is it starred?", `nil` while unknown (a new account's is on its way).
        case starred(Bool?)
        /// The repository's star count, from its details.
        case count(Int)
        /// `s`: star or unstar.
        case toggle
        /// A request ended, with the banner's message when GitHub refused it.
        case finished(Request, failure: String?)
    }

    /// Who is signed in; `nil` for nobody.
    package private(set) var login: String?
    /// Whether the account starred the repository, as shown; `nil` while unknown.
    package private(set) var starred: Bool?
    /// The star count as shown; `nil` before the details arrive.
    package private(set) var count: Int?
    /// The request running, if any.
    package private(set) var running: Request?
    /// Toggles made while a request runs, each run after it.
    package private(set) var waitingToggles = 0
    /// The request the latest event starts, for the feedback to send.
    package private(set) var launched: Request?
    /// What the banner says after the latest event, if anything.
    package private(set) var message: String?
    private var requestCount = 0

    /// Nothing known: nobody signed in, no answer, no count.
    package init() {}

    /// The state after `event`.
    package func reduced(by event: Event) -> StarState {
        var next = self
        next.launched = nil
        next.message = nil
        switch event {
        case .account(let login): next.login = login
        case .starred(let starred): next.starred = starred
        case .count(let count): next.count = count
        case .toggle:
            if login == nil {
                next.message = "Sign in to star repositories — press l"
            } else if starred == nil {
                break // nothing to toggle until GitHub has answered
            } else if running != nil {
                next.waitingToggles += 1
            } else {
                next.launch()
            }
        case .finished(let request, let failure):
            guard request == running else { break }
            next.running = nil
            if let failure {
                next.flip(to: !request.wanted)
                next.message = failure
            }
            if next.waitingToggles > 0 {
                next.waitingToggles -= 1
                next.launch()
            }
        }
        return next
    }

    /// "★ Starred (s: unstar)", "☆ Not starred (s: star)", how to star when signed out, or
    /// nothing while the answer is on its way.
    package var text: String {
        guard login != nil else { return "☆ Sign in (l) to star" }
        switch starred {
        case true?: return "★ Starred (s: unstar)"
        case false?: return "☆ Not starred (s: star)"
        case nil: return ""
        }
    }

    private mutating func launch() {
        let wanted = !(starred ?? false)
        flip(to: wanted)
        requestCount += 1
        running = Request(id: requestCount, wanted: wanted)
        launched = running
    }

    private mutating func flip(to starred: Bool) {
        if self.starred != starred { count = count.map { $0 + (starred ? 1 : -1) } }
        self.starred = starred
    }
}

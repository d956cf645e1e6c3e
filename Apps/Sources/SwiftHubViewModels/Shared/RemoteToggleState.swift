/// Something the signed-in account turns on and off on GitHub — a repository's star, its
/// watch — as the screen shows it, in one value: whose it is, GitHub's answer, the count beside
/// it, and the request running — folded from ``Event``s with `scanWithFeedback`, whose feedback
/// sends the requests the state starts.
///
/// A toggle is optimistic: it flips the value and the count at once and starts a request; a
/// toggle made while one runs waits for it, and a refused request puts the value back.
package struct RemoteToggleState: Equatable, Sendable {
    /// One request: which one, and whether it turns the value on or off.
    package struct Request: Equatable, Sendable {
        /// Counts the requests of one screen.
        package let id: Int
        /// `true` to turn it on (star, watch), `false` to turn it off.
        package let wanted: Bool

        /// Request `id`, turning it on when `wanted`.
        package init(id: Int, wanted: Bool) {
            self.id = id
            self.wanted = wanted
        }
    }

    /// One thing that happened.
    package enum Event: Equatable, Sendable {
        /// The signed-in account's login, `nil` when signed out.
        case account(String?)
        /// GitHub's answer ("is it starred?"), `nil` while unknown (a new account's is on its way).
        case answer(Bool?)
        /// The count beside it (stars, watchers), from the repository's details.
        case count(Int)
        /// The key: turn it on or off.
        case toggle
        /// A request ended, with the banner's message when GitHub refused it.
        case finished(Request, failure: String?)
    }

    /// Who is signed in; `nil` for nobody.
    package private(set) var login: String?
    /// Whether it is on, as shown; `nil` while unknown.
    package private(set) var isOn: Bool?
    /// The count as shown; `nil` before the details arrive.
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
    private let signInMessage: String

    /// Nothing known: nobody signed in, no answer, no count; a toggle while signed out says
    /// `signInMessage` ("Sign in to star repositories — press l").
    package init(signInMessage: String) { self.signInMessage = signInMessage }

    /// The same state with no news: no request launched, nothing for the banner — what an
    /// event about something else leaves.
    package var settled: RemoteToggleState {
        var next = self
        next.launched = nil
        next.message = nil
        return next
    }

    /// The state after `event`.
    package func reduced(by event: Event) -> RemoteToggleState {
        var next = settled
        switch event {
        case .account(let login): next.login = login
        case .answer(let isOn): next.isOn = isOn
        case .count(let count): next.count = count
        case .toggle:
            if login == nil {
                next.message = signInMessage
            } else if isOn == nil {
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

    private mutating func launch() {
        let wanted = !(isOn ?? false)
        flip(to: wanted)
        requestCount += 1
        running = Request(id: requestCount, wanted: wanted)
        launched = running
    }

    private mutating func flip(to isOn: Bool) {
        // A server may send any count: the step stops at the bounds of Int.
        if self.isOn != isOn { count = count.map { $0.saturatingAdding(isOn ? 1 : -1) } }
        self.isOn = isOn
    }
}

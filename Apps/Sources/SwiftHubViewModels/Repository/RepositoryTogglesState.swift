/// A repository's star and watch as the screen shows them, in one value, so that one answer
/// (the repository's details, with both counts) changes both at once.
package struct RepositoryTogglesState: Equatable, Sendable {
    /// Which of the two.
    package enum Toggle: Equatable, Sendable {
        /// The star (`s`) and the watch (`w`).
        case star, watch
    }

    /// One thing that happened.
    package enum Event: Equatable, Sendable {
        /// The signed-in account's login, `nil` when signed out.
        case account(String?)
        /// GitHub's answer for one of them, `nil` while unknown.
        case answer(Toggle, Bool?)
        /// The repository's details: its stars and its watchers (each when GitHub says).
        case counts(stars: Int?, watchers: Int?)
        /// A key: turn one on or off.
        case toggle(Toggle)
        /// A request of one of them ended, with the banner's message when GitHub refused it.
        case finished(Toggle, RemoteToggleState.Request, failure: String?)
    }

    /// The star.
    package private(set) var star = RemoteToggleState(
        signInMessage: localized("Sign in to star repositories — press l"))
    /// The watch.
    package private(set) var watch = RemoteToggleState(
        signInMessage: localized("Sign in to watch repositories — press l"))

    /// Whether the repository's details came (even when they held no count to show).
    package private(set) var hasDetails = false

    /// Nothing known yet.
    package init() {}

    /// The state after `event`: news for one of them at most; the other only forgets its last
    /// request and message.
    package func reduced(by event: Event) -> RepositoryTogglesState {
        var next = RepositoryTogglesState(star: star.settled, watch: watch.settled)
        next.hasDetails = hasDetails
        switch event {
        case .account(let login):
            next.star = star.reduced(by: .account(login))
            next.watch = watch.reduced(by: .account(login))
        case .answer(.star, let isOn): next.star = star.reduced(by: .answer(isOn))
        case .answer(.watch, let isOn): next.watch = watch.reduced(by: .answer(isOn))
        case .counts(let stars, let watchers):
            next.hasDetails = true
            if let stars { next.star = star.reduced(by: .count(stars)) }
            if let watchers { next.watch = watch.reduced(by: .count(watchers)) }
        case .toggle(.star): next.star = star.reduced(by: .toggle)
        case .toggle(.watch): next.watch = watch.reduced(by: .toggle)
        case .finished(.star, let request, let failure):
            next.star = star.reduced(by: .finished(request, failure: failure))
        case .finished(.watch, let request, let failure):
            next.watch = watch.reduced(by: .finished(request, failure: failure))
        }
        return next
    }

    private init(star: RemoteToggleState, watch: RemoteToggleState) {
        self.star = star
        self.watch = watch
    }
}

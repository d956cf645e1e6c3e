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
        /// The repository's details: its stars and its watchers (when GitHub says).
        case counts(stars: Int, watchers: Int?)
        /// A key: turn one on or off.
        case toggle(Toggle)
        /// A request of one of them ended, with the banner's message when GitHub refused it.
        case finished(Toggle, RemoteToggleState.Request, failure: String?)
    }

    /// The star.
    package private(set) var star = RemoteToggleState(signInMessage: "Sign in to star repositories — press l")
    /// The watch.
    package private(set) var watch = RemoteToggleState(signInMessage: "Sign in to watch repositories — press l")

    /// Nothing known yet.
    package init() {}

    /// The state after `event`.
    package func reduced(by event: Event) -> RepositoryTogglesState {
        var next = self
        func apply(_ toggle: Toggle, _ event: RemoteToggleState.Event) {
            switch toggle {
            case .star: next.star = next.star.reduced(by: event)
            case .watch: next.watch = next.watch.reduced(by: event)
            }
        }
        // Each event is news for one of them at most; the other forgets its last request and message.
        switch event {
        case .account(let login):
            next.star = star.reduced(by: .account(login))
            next.watch = watch.reduced(by: .account(login))
        case .answer(let toggle, let isOn):
            next.star = star.reduced(by: .answer(toggle == .star ? isOn : star.isOn))
            next.watch = watch.reduced(by: .answer(toggle == .watch ? isOn : watch.isOn))
        case .counts(let stars, let watchers):
            next.star = star.reduced(by: .count(stars))
            next.watch = watchers.map { watch.reduced(by: .count($0)) } ?? watch.reduced(by: .answer(watch.isOn))
        case .toggle(let toggle):
            next.star = star.reduced(by: .answer(star.isOn))
            next.watch = watch.reduced(by: .answer(watch.isOn))
            apply(toggle, .toggle)
        case .finished(let toggle, let request, let failure):
            next.star = star.reduced(by: .answer(star.isOn))
            next.watch = watch.reduced(by: .answer(watch.isOn))
            apply(toggle, .finished(request, failure: failure))
        }
        return next
    }
}

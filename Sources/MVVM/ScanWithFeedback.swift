import RxCore

extension ObservableType {
    /// A state machine: folds this stream's events into a state, as `scan` does, and lets
    /// `feedback` answer states with more events — the requests a state starts and their
    /// answers — without a relay that the view model writes.
    ///
    /// Each state goes downstream first and only then to `feedback`, so an answer that comes at
    /// once (a cache, a fake) is folded after the state that asked for it, and subscribers see
    /// the states in order. `feedback` sees the states from the first event on, not `initial`;
    /// its events and this stream's are folded one at a time, in the order they arrive. The
    /// machine ends when this stream ends (an answer still on its way is dropped). Every
    /// subscription runs its own machine; share the result to run one.
    ///
    /// ```swift
    /// let states = toggles.map { Event.toggle }
    ///     .scanWithFeedback(StarState(), feedback: { states in
    ///         states.compactMap(\.launched).flatMap { request in send(request) }
    ///     }, accumulator: { $0.reduced(by: $1) })
    /// ```
    public func scanWithFeedback<State>(
        _ initial: State, feedback: @escaping (Observable<State>) -> Observable<Element>,
        accumulator: @escaping (State, Element) -> State
    ) -> Observable<State> {
        let source = asObservable()
        return Observable.deferred {
            let events = source.share()
            let ended = events.materialize().filter { $0.isStopEvent }
            // The machine's own loop: states go back to the feedback after their subscribers.
            let states = ReplaySubject<State>.create(bufferSize: 1)
            return Observable.merge(events, feedback(states.asObservable()).take(until: ended))
                .scan(initial, accumulator: accumulator)
                .do(afterNext: { states.onNext($0) }, onDispose: { states.onCompleted() })
        }
    }
}

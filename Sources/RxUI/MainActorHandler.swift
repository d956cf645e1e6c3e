import Dispatch
import RxCore

/// A `@MainActor` closure handed to `drive` or `emit`, called where a Driver or Signal delivers.
///
/// The Driver contract puts every delivery on the main queue — the main actor's executor — so
/// the closure runs in place there, exactly when the nonisolated closures of the same calls
/// run. Two cases are not the main queue:
/// - `SharingScheduler.mock(scheduler:)` swaps the main scheduler for a test's scheduler, which
///   stands in for the main queue: the closure runs in place on the thread the test drives it
///   from, in virtual time, as before.
/// - A sequence that breaks the contract (`createUnsafe` or `SharedSequence(_:)` over a source
///   that delivers elsewhere, or a subscription started off the main thread in a release build)
///   delivers off the main queue: the call hops to the main queue first, so `@MainActor` state
///   is never touched from another thread. Hopped events keep their order among themselves; an
///   event delivered in place meanwhile (a replay to a handler subscribing on the main thread)
///   may arrive before them.
struct MainActorHandler<Argument>: Sendable {
    private let body: @MainActor (Argument) -> Void

    init(_ body: @escaping @MainActor (Argument) -> Void) {
        self.body = body
    }

    func callAsFunction(_ argument: Argument) {
        if MainScheduler.isMainThread || SharingScheduler.isMocked {
            callInPlace(argument)
        } else {
            let transferred = Transferred(argument)
            DispatchQueue.main.async { callInPlace(transferred.value) }
        }
    }

    /// Calls `body` without the compiler's proof of isolation: `callAsFunction` checked it at
    /// run time. (`MainActor.assumeIsolated` would stop a test whose mocked scheduler runs off
    /// the main thread, where the same closure ran before it was `@MainActor`.)
    private func callInPlace(_ argument: Argument) {
        let unchecked = unsafeBitCast(body, to: ((Argument) -> Void).self)
        unchecked(argument)
    }
}

extension MainActorHandler where Argument == Void {
    /// The nonisolated closure that calls `body`, a handler of an event without a value
    /// (completion, disposal), as ``callAsFunction(_:)`` does; `nil` for `nil`.
    static func calling(_ body: (@MainActor () -> Void)?) -> (() -> Void)? {
        guard let body else { return nil }
        let handler = MainActorHandler { (_: Void) in body() }
        return { handler(()) }
    }
}

/// An element on its way to the main queue: the sequence hands it over and keeps no reference.
private struct Transferred<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

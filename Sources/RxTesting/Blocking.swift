import Dispatch
import Foundation
import RxCore

/// The outcome of a blocking wait for a whole sequence.
public enum MaterializedSequenceResult<Element> {
    /// The sequence completed after these elements.
    case completed(elements: [Element])
    /// The sequence failed after these elements.
    case failed(elements: [Element], error: Swift.Error)
}

/// Errors of blocking waits in versions before 0.2: a timeout now throws `RxError.timeout`,
/// as RxBlocking does.
@available(*, deprecated, message: "a blocking wait that times out throws RxError.timeout")
public enum BlockingError: Swift.Error, Equatable, Sendable {
    /// The sequence did not end within the timeout.
    case timeout
}

/// Waits for a sequence synchronously — for tests and scripts, never for app code.
/// On the main thread the main run loop keeps running while waiting, so work the sequence
/// schedules on `MainScheduler` still happens. A wait longer than the timeout given to
/// `toBlocking(timeout:)` throws `RxError.timeout`.
public struct BlockingObservable<Element> {
    let source: Observable<Element>
    let timeout: TimeInterval?

    /// Waits for completion; returns every element.
    public func toArray() throws -> [Element] {
        switch materialize() {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    /// Waits for the first element (or the end) and disposes the subscription.
    public func first() throws -> Element? {
        switch run(stopAfterFirst: true) {
        case .completed(let elements): return elements.first
        case .failed(let elements, let error):
            if let first = elements.first { return first }
            throw error
        }
    }

    /// Waits for completion; returns the last element.
    public func last() throws -> Element? { try toArray().last }

    /// Waits for completion; returns the only element, or throws `RxError.noElements` /
    /// `RxError.moreThanOneElement` — the latter as soon as a second element arrives, which
    /// ends the subscription.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for completion; returns the only element that satisfies `predicate`, or throws
    /// `RxError.noElements`, `RxError.moreThanOneElement` as soon as a second element
    /// satisfies it (ending the subscription, so the rest of the sequence is not consumed),
    /// the predicate's error, or the sequence's.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        var matches = 0
        let outcome = run { element, state in
            do {
                guard try predicate(element) else { return }
                matches += 1
                if matches == 1 {
                    state.append(element)
                } else {
                    state.finish(RxError.moreThanOneElement)
                }
            } catch {
                state.finish(error)
            }
        }
        switch outcome {
        case .completed(let elements):
            guard let element = elements.first else { throw RxError.noElements }
            return element
        case .failed(_, let error):
            throw error
        }
    }

    /// Waits for the end and reports elements and outcome without throwing.
    public func materialize() -> MaterializedSequenceResult<Element> {
        run(stopAfterFirst: false)
    }

    private func run(stopAfterFirst: Bool) -> MaterializedSequenceResult<Element> {
        run { element, state in
            state.append(element)
            if stopAfterFirst { state.finish(nil) }
        }
    }

    /// Subscribes, hands each element to `onElement` (which may end the wait through the
    /// state), and waits for the end or the timeout.
    private func run(onElement: @escaping (Element, BlockingState<Element>) -> Void) -> MaterializedSequenceResult<
        Element
    > {
        let state = BlockingState<Element>()
        let subscription = source.subscribe(
            onNext: { element in
                if !state.isDone { onElement(element, state) }
            }, onError: { state.finish($0) }, onCompleted: { state.finish(nil) })
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        if Thread.isMainThread {
            while !state.isDone {
                if let deadline, Date() >= deadline {
                    state.finish(RxError.timeout)
                    break
                }
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
        } else {
            let waitResult = state.semaphore.wait(
                timeout: deadline.map { .now() + $0.timeIntervalSinceNow } ?? .distantFuture)
            if waitResult == .timedOut { state.finish(RxError.timeout) }
        }
        subscription.dispose()
        let (elements, error) = state.result
        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }
}

private final class BlockingState<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var done = false
    let semaphore = DispatchSemaphore(value: 0)

    var isDone: Bool { lock.withLock { done } }
    var result: ([Element], Swift.Error?) { lock.withLock { (elements, error) } }

    func append(_ element: Element) { lock.withLock { if !done { elements.append(element) } } }

    func finish(_ error: Swift.Error?) {
        let first = lock.withLock { () -> Bool in
            if done { return false }
            done = true
            self.error = error
            return true
        }
        if first { semaphore.signal() }
    }
}

extension ObservableConvertibleType {
    /// A blocking view of the sequence; `timeout` bounds every wait (`nil`: wait forever).
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(source: asObservable(), timeout: timeout)
    }
}

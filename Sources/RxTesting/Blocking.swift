import Foundation
import Dispatch
import RxCore

/// The outcome of a blocking wait for a whole sequence.
public enum MaterializedSequenceResult<Element> {
    /// The sequence completed after these elements.
    case completed(elements: [Element])
    /// The sequence failed after these elements.
    case failed(elements: [Element], error: Swift.Error)
}

/// Errors of blocking waits.
public enum BlockingError: Swift.Error, Equatable, Sendable {
    /// The sequence did not end within the timeout.
    case timeout
}

/// Waits for a sequence synchronously — for tests and scripts, never for app code.
/// On the main thread the main run loop keeps running while waiting, so work the sequence
/// schedules on `MainScheduler` still happens.
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
    /// `RxError.moreThanOneElement`.
    public func single() throws -> Element {
        let elements = try toArray()
        guard let element = elements.first else { throw RxError.noElements }
        guard elements.count == 1 else { throw RxError.moreThanOneElement }
        return element
    }

    /// Waits for completion; returns the only element that satisfies `predicate`, or throws
    /// `RxError.noElements` / `RxError.moreThanOneElement` (or the sequence's error).
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let matching = try toArray().filter(predicate)
        guard let element = matching.first else { throw RxError.noElements }
        guard matching.count == 1 else { throw RxError.moreThanOneElement }
        return element
    }

    /// Waits for the end and reports elements and outcome without throwing.
    public func materialize() -> MaterializedSequenceResult<Element> {
        run(stopAfterFirst: false)
    }

    private func run(stopAfterFirst: Bool) -> MaterializedSequenceResult<Element> {
        let state = BlockingState<Element>()
        let subscription = source.subscribe(onNext: { element in
            state.append(element)
            if stopAfterFirst { state.finish(nil) }
        }, onError: { state.finish($0) }, onCompleted: { state.finish(nil) })
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        if Thread.isMainThread {
            while !state.isDone {
                if let deadline, Date() >= deadline {
                    state.finish(BlockingError.timeout)
                    break
                }
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
        } else {
            let waitResult = state.semaphore.wait(timeout: deadline.map { .now() + $0.timeIntervalSinceNow } ?? .distantFuture)
            if waitResult == .timedOut { state.finish(BlockingError.timeout) }
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

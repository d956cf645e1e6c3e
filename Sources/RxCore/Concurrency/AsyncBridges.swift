extension ObservableConvertibleType where Element: Sendable {
    /// The elements as an `AsyncThrowingStream`: iterating subscribes, and ending the
    /// iteration (or cancelling its task) disposes the subscription.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }
            )
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { _ in disposable.value.dispose() }
        }
    }
}

extension InfallibleType where Element: Sendable {
    /// The elements as an `AsyncStream` (an `Infallible` cannot fail).
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onCompleted: { continuation.finish() }
            )
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { _ in disposable.value.dispose() }
        }
    }
}

/// Resumes a continuation at most once, from whichever callback comes first.
private final class OnceContinuation<Value: Sendable>: @unchecked Sendable {
    private let lock = RxLock()
    @exclusivity(unchecked) private var continuation: CheckedContinuation<Value, Swift.Error>?
    @exclusivity(unchecked) private var subscription: Disposable?
    @exclusivity(unchecked) private var finished = false

    init(_ continuation: CheckedContinuation<Value, Swift.Error>) { self.continuation = continuation }

    /// Resumes once and ends the subscription: the result is all the caller waits for.
    func resume(_ result: Result<Value, Swift.Error>) {
        let (continuation, subscription): (CheckedContinuation<Value, Swift.Error>?, Disposable?) = lock.withLock {
            let continuation = self.continuation
            let subscription = self.subscription
            self.continuation = nil
            self.subscription = nil
            finished = true
            return (continuation, subscription)
        }
        subscription?.dispose()
        continuation?.resume(with: result)
    }

    func hold(_ subscription: Disposable) {
        let disposeNow = lock.withLock { () -> Bool in
            if finished { return true }
            self.subscription = subscription
            return false
        }
        if disposeNow { subscription.dispose() }
    }

    func cancel() {
        let subscription: Disposable? = lock.withLock {
            let subscription = self.subscription
            self.subscription = nil
            return subscription
        }
        subscription?.dispose()
        resume(.failure(CancellationError()))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// Awaits the element; throws the error, or `CancellationError` if the task is cancelled
    /// (which also disposes the subscription).
    public var value: Element {
        get async throws {
            let source = UncheckedSendable(primitiveSequence.asObservable())
            let box = UncheckedSendable(LockedBox<OnceContinuation<Element>?>(nil))
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let once = OnceContinuation(continuation)
                    box.value.value = once
                    var received = false
                    once.hold(
                        source.value.subscribe(
                            onNext: { element in
                                received = true
                                once.resume(.success(element))
                            }, onError: { once.resume(.failure($0)) },
                            onCompleted: {
                                if !received { once.resume(.failure(RxError.noElements)) }
                            }))
                }
            } onCancel: {
                box.value.value?.cancel()
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
    /// Awaits the element, or `nil` if the `Maybe` completes empty; throws the error, or
    /// `CancellationError` if the task is cancelled (which also disposes the subscription).
    public var value: Element? {
        get async throws {
            let source = UncheckedSendable(primitiveSequence.asObservable())
            let box = UncheckedSendable(LockedBox<OnceContinuation<Element?>?>(nil))
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation {
                    (continuation: CheckedContinuation<Element?, Swift.Error>) in
                    let once = OnceContinuation(continuation)
                    box.value.value = once
                    once.hold(
                        source.value.subscribe(
                            onNext: { once.resume(.success($0)) },
                            onError: { once.resume(.failure($0)) },
                            onCompleted: { once.resume(.success(nil)) }))
                }
            } onCancel: {
                box.value.value?.cancel()
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Awaits completion; throws the error, or `CancellationError` if the task is cancelled.
    public var value: Void {
        get async throws {
            let source = UncheckedSendable(primitiveSequence.asObservable())
            let box = UncheckedSendable(LockedBox<OnceContinuation<Void>?>(nil))
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Swift.Error>) in
                    let once = OnceContinuation(continuation)
                    box.value.value = once
                    once.hold(
                        source.value.subscribe(
                            onError: { once.resume(.failure($0)) }, onCompleted: { once.resume(.success(())) }))
                }
            } onCancel: {
                box.value.value?.cancel()
            }
        }
    }
}

/// A value guarded by a lock.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = RxLock()
    @exclusivity(unchecked) private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

extension ObservableType {
    /// A sequence of the elements of `sequence`, iterated in a task per subscription;
    /// disposing cancels the task.
    public static func from<Source: AsyncSequence & Sendable>(_ sequence: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.create { observer in
            let sendableObserver = UncheckedSendable(observer)
            let task = Task {
                do {
                    for try await element in sequence {
                        sendableObserver.value.onNext(element)
                    }
                    sendableObserver.value.onCompleted()
                } catch {
                    sendableObserver.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

extension AsyncSequence where Self: Sendable {
    /// This async sequence as an `Observable`, iterated in a task per subscription;
    /// disposing cancels the task, and cancelling the iteration's task ends the sequence.
    public func asObservable() -> Observable<Element> {
        Observable.from(self)
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// A `Single` that runs `work` in a new task on each subscription and emits its result:
    /// the element, or the error it throws. Disposing cancels the task, and a cancelled task
    /// emits nothing — nobody is listening any more.
    public static func fromAsync(_ work: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        Single.create { observer in
            let sendableObserver = UncheckedSendable(observer)
            let task = Task {
                let result: Result<Element, Swift.Error>
                do {
                    result = .success(try await work())
                } catch {
                    result = .failure(error)
                }
                if !Task.isCancelled { sendableObserver.value(result) }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

extension ObservableType {
    /// Emits the first `count` elements, then completes.
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take: count must not be negative")
        if count == 0 { return .empty() }
        return lift { TakeCountSink(count: count, downstream: $0) }
    }

    /// Emits elements while `predicate` holds; with `.inclusive`, also the first element
    /// that fails it. Then completes.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        lift { TakeWhileSink(predicate: predicate, behavior: behavior, downstream: $0) }
    }

    /// Emits elements until `predicate` holds for one; with `.inclusive`, that element too.
    /// Then completes.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        take(while: { try !predicate($0) }, behavior: behavior)
    }

    /// Emits the last `count` elements when the source completes.
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast: count must not be negative")
        return lift { TakeLastSink(count: count, downstream: $0) }
    }
}

/// Whether `take(while:)`/`take(until:)` also emit the element that ends the sequence.
public enum TakeBehavior: Sendable {
    /// Emit it too.
    case inclusive
    /// Do not emit it.
    case exclusive
}

final class TakeCountSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    @exclusivity(unchecked) private var remaining: Int

    init(count: Int, downstream: EventSink<Element>) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard remaining > 0 else { return }
        remaining -= 1
        downstream.onNext(element)
        if remaining == 0 { forwardCompleted() }
    }

    override func onError(_ error: Swift.Error) {
        guard remaining > 0 else { return }
        remaining = 0
        forwardError(error)
    }

    override func onCompleted() {
        guard remaining > 0 else { return }
        remaining = 0
        forwardCompleted()
    }
}

final class TakeWhileSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior
    @exclusivity(unchecked) private var stopped = false

    init(predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, downstream: EventSink<Element>) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if stopped { return }
        let passes: Bool
        do { passes = try predicate(element) } catch {
            stopped = true
            forwardError(error)
            return
        }
        if passes {
            downstream.onNext(element)
            return
        }
        stopped = true
        if behavior == .inclusive { downstream.onNext(element) }
        forwardCompleted()
    }

    override func onError(_ error: Swift.Error) {
        if !stopped {
            stopped = true
            forwardError(error)
        }
    }
    override func onCompleted() {
        if !stopped {
            stopped = true
            forwardCompleted()
        }
    }
}

final class TakeLastSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let count: Int
    @exclusivity(unchecked) private var buffer: [Element] = []
    @exclusivity(unchecked) private var start = 0

    init(count: Int, downstream: EventSink<Element>) {
        self.count = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard count > 0 else { return }
        if buffer.count < count {
            buffer.append(element)
        } else {
            buffer[start] = element
            start = (start + 1) % count
        }
    }

    override func onError(_ error: Swift.Error) { forwardError(error) }

    override func onCompleted() {
        for index in 0..<buffer.count { downstream.onNext(buffer[(start + index) % buffer.count]) }
        forwardCompleted()
    }
}

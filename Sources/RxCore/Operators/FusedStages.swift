// Adjacent `map` and `filter` stages subscribe as one sink.
//
// When a `filter` or `map` is subscribed, it first offers its stage to its source
// (`Observable.runFiltered`, `Observable.runMapped`); a source that is a `map` or `filter`
// takes both stages into one sink and subscribes to its own source. A chain of alternating
// `map` and `filter` subscribes with half the sinks: half the objects to build, and one call
// instead of two per element and pair. The events are the same: the second stage sees
// exactly what the first forwards, an error thrown by either ends the sequence with it and
// tears the subscription down, and the source's terminal event passes through once.
// Two pairs in a row — `map`, `filter`, `map`, `filter` — subscribe as one sink too. (`map`
// after `map` is not fused: its sink's type would name three element types, which no single
// producer knows where the types are concrete; the four-stage sink pays that lookup once per
// subscription, which costs less than the sink it saves.)

/// `map` then `filter`.
@usableFromInline
final class MapFilterSink<Source, Result>: StageSink<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result
    private let predicate: (Result) throws -> Bool

    init(
        transform: @escaping (Source) throws -> Result, predicate: @escaping (Result) throws -> Bool,
        downstream: EventSink<Result>
    ) {
        self.transform = transform
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if stopped { return }
        // The result is made, tested and forwarded in one scope, so that in unspecialised
        // code it stays where `transform` returned it instead of being moved out of the `do`.
        do {
            let result = try transform(element)
            if try predicate(result) { downstream.onNext(result) }
        } catch {
            fail(error)
        }
    }
}

/// `filter` then `map`.
@usableFromInline
final class FilterMapSink<Source, Result>: StageSink<Source, Result>, @unchecked Sendable {
    private let predicate: (Source) throws -> Bool
    private let transform: (Source) throws -> Result

    @usableFromInline
    init(
        predicate: @escaping (Source) throws -> Bool, transform: @escaping (Source) throws -> Result,
        downstream: EventSink<Result>
    ) {
        self.predicate = predicate
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if stopped { return }
        do {
            if try predicate(element) { downstream.onNext(try transform(element)) }
        } catch {
            fail(error)
        }
    }
}

/// `filter` then `filter`.
@usableFromInline
final class FilterFilterSink<Element>: StageSink<Element, Element>, @unchecked Sendable {
    private let first: (Element) throws -> Bool
    private let second: (Element) throws -> Bool

    init(
        first: @escaping (Element) throws -> Bool, second: @escaping (Element) throws -> Bool,
        downstream: EventSink<Element>
    ) {
        self.first = first
        self.second = second
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if stopped { return }
        do {
            if try first(element), try second(element) { downstream.onNext(element) }
        } catch {
            fail(error)
        }
    }
}

/// `map`, `filter`, `map`, `filter`.
final class MapFilterMapFilterSink<Source, Middle, Result>: StageSink<Source, Result>, @unchecked Sendable {
    private let firstTransform: (Source) throws -> Middle
    private let firstPredicate: (Middle) throws -> Bool
    private let secondTransform: (Middle) throws -> Result
    private let secondPredicate: (Result) throws -> Bool

    init(
        stages: (
            (Source) throws -> Middle, (Middle) throws -> Bool, (Middle) throws -> Result, (Result) throws -> Bool
        ),
        downstream: EventSink<Result>
    ) {
        (firstTransform, firstPredicate, secondTransform, secondPredicate) = stages
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        if stopped { return }
        do {
            let middle = try firstTransform(element)
            if try firstPredicate(middle) {
                let result = try secondTransform(middle)
                if try secondPredicate(result) { downstream.onNext(result) }
            }
        } catch {
            fail(error)
        }
    }
}

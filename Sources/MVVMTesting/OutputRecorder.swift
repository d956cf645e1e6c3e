import Foundation
import RxCore
import RxTesting
import XCTest

/// Records what a view-model output emits, with virtual times, and asserts on it in the style
/// of Kickstarter's view-model tests: `assertValues([...])`, `assertValueCount(n)`.
/// The subscription ends when the recorder is deallocated (or on `dispose()`).
public final class OutputRecorder<Element>: @unchecked Sendable {
    private let observer: TestableObserver<Element>
    private var subscription: Disposable?

    init(scheduler: TestScheduler, source: Observable<Element>) {
        observer = scheduler.createObserver(Element.self)
        subscription = source.subscribe(observer)
    }

    deinit { subscription?.dispose() }

    /// Ends the recording.
    public func dispose() {
        subscription?.dispose()
        subscription = nil
    }

    /// Every event with its virtual time.
    public var events: [Recorded<Event<Element>>] { observer.events }

    /// The elements emitted, in order.
    public var values: [Element] { observer.elements }

    /// The last element emitted.
    public var lastValue: Element? { values.last }

    /// Fails unless exactly `count` elements were emitted.
    public func assertValueCount(
        _ count: Int, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        noteTestLocation(file: file, line: line)
        XCTAssertEqual(values.count, count, "value count \(message)", file: file, line: line)
    }

    /// Fails if anything was emitted.
    public func assertDidNotEmitValue(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        noteTestLocation(file: file, line: line)
        XCTAssertTrue(values.isEmpty, "expected no value, got \(values) \(message)", file: file, line: line)
    }

    /// Fails unless an error was emitted.
    public func assertDidFail(file: StaticString = #filePath, line: UInt = #line) {
        noteTestLocation(file: file, line: line)
        XCTAssertTrue(
            events.contains { $0.value.error != nil }, "expected an error, got \(events)", file: file, line: line)
    }
}

extension OutputRecorder where Element: Equatable {
    /// Fails unless the elements emitted are exactly `expected`, in order.
    public func assertValues(
        _ expected: [Element], _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        noteTestLocation(file: file, line: line)
        XCTAssertEqual(values, expected, message, file: file, line: line)
    }

    /// Fails unless the last element emitted is `expected`.
    public func assertLastValue(_ expected: Element, file: StaticString = #filePath, line: UInt = #line) {
        noteTestLocation(file: file, line: line)
        XCTAssertEqual(lastValue, expected, file: file, line: line)
    }

    /// Fails unless the recorded timeline equals `expected`, showing both on failure.
    public func assertEvents(_ expected: [Recorded<Event<Element>>], file: StaticString = #filePath, line: UInt = #line)
    {
        noteTestLocation(file: file, line: line)
        XCTAssertEqual(events, expected, file: file, line: line)
    }
}

extension TestScheduler {
    /// Subscribes a recorder to a view-model output now; the recorder ends the subscription
    /// when it is deallocated.
    public func record<Output: ObservableConvertibleType>(
        _ output: Output, file: StaticString = #filePath, line: UInt = #line
    ) -> OutputRecorder<Output.Element> {
        noteTestLocation(file: file, line: line)
        return OutputRecorder(scheduler: self, source: output.asObservable())
    }

    /// An input stream drawn as a marble diagram (hot, absolute times; see `Marbles`). Letters
    /// and digits stand for themselves when `Element` is `String`; for other types give
    /// `values`. A diagram that does not parse fails the test at the caller's line.
    public func input<Element>(
        _ diagram: String, values: [Character: Element] = [:], errors: [Character: Swift.Error] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> Observable<Element> {
        noteTestLocation(file: file, line: line)
        return createHotObservable(diagram, values: values, errors: errors, file: file, line: line).asObservable()
    }

    /// An input stream of `Void` events (taps, refreshes) at the given times.
    public func taps(at times: TestTime..., file: StaticString = #filePath, line: UInt = #line) -> Observable<Void> {
        taps(at: times, file: file, line: line)
    }

    /// An input stream of `Void` events at the times in `times` (for times computed by a test).
    public func taps(at times: [TestTime], file: StaticString = #filePath, line: UInt = #line) -> Observable<Void> {
        noteTestLocation(file: file, line: line)
        return createHotObservable(times.map { Recorded.next($0, ()) }).asObservable()
    }

    /// An input stream of values at the given times.
    public func values<Element>(
        _ values: (TestTime, Element)..., file: StaticString = #filePath, line: UInt = #line
    ) -> Observable<Element> {
        self.values(values, file: file, line: line)
    }

    /// The same, from an array built in code.
    public func values<Element>(
        _ values: [(TestTime, Element)], file: StaticString = #filePath, line: UInt = #line
    ) -> Observable<Element> {
        noteTestLocation(file: file, line: line)
        return createHotObservable(values.map { Recorded.next($0.0, $0.1) }).asObservable()
    }
}

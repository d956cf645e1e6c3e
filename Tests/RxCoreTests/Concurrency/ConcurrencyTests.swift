import Foundation
import RxCore
import RxTesting
import XCTest

final class ConcurrencyTests: RxTestCase {
    private func emitter(_ base: Int, count: Int) -> Observable<Int> {
        Observable.create { observer in
            DispatchQueue.global().async {
                for value in 0..<count { observer.onNext(base + value) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }

    func testMergeSerializesSourcesFromSeveralThreadsAndLosesNothing() {
        let observer = SerialCheckingObserver<Int>()
        let sources = (0..<4).map { emitter($0 * 1_000, count: 500) }
        let subscription = Observable.merge(sources).subscribe(observer)
        XCTAssertTrue(waitUntil(timeout: 20) { observer.events.values.last?.isCompleted == true })
        let elements = observer.events.values.compactMap(\.element)
        XCTAssertEqual(elements.count, 2_000)
        XCTAssertEqual(Set(elements).count, 2_000)
        XCTAssertEqual(observer.overlaps, 0)
        subscription.dispose()
    }

    func testCombineLatestSerializesSourcesFromSeveralThreads() {
        let observer = SerialCheckingObserver<Int>()
        let subscription = Observable.combineLatest(emitter(0, count: 300), emitter(1_000, count: 300)) { $0 + $1 }
            .subscribe(observer)
        XCTAssertTrue(waitUntil(timeout: 20) { observer.events.values.last?.isCompleted == true })
        XCTAssertEqual(observer.overlaps, 0)
        XCTAssertEqual(observer.events.values.last?.isCompleted, true)
        XCTAssertEqual(observer.events.values.dropLast().last?.element, 299 + 1_299)
        subscription.dispose()
    }

    func testZipPairsElementsFromSeveralThreads() {
        let observer = SerialCheckingObserver<Int>()
        let subscription = Observable.zip(emitter(0, count: 300), emitter(0, count: 300)) { $0 - $1 }.subscribe(
            observer)
        XCTAssertTrue(waitUntil(timeout: 20) { observer.events.values.last?.isCompleted == true })
        XCTAssertEqual(observer.events.values.compactMap(\.element), Array(repeating: 0, count: 300))
        XCTAssertEqual(observer.overlaps, 0)
        subscription.dispose()
    }

    func testValuesAsyncSequence() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values { collected.append(value) }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testSingleValueAwaitsTheResult() async throws {
        let value = try await Single.just(5).delay(
            .milliseconds(5), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
        ).value
        XCTAssertEqual(value, 5)
        do {
            _ = try await Single<Int>.error(TestError(6)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(6))
        }
        try await Completable.empty().value
    }

    func testObservableFromAsyncSequence() {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        XCTAssertEqual(try Observable.from(stream).toBlocking(timeout: 5).toArray(), [1, 2, 3])
    }

    func testMaybeValueIsTheElementOrNil() async throws {
        let some = try await Maybe.just(4).value
        XCTAssertEqual(some, 4)
        let none = try await Maybe<Int>.empty().value
        XCTAssertNil(none)
    }

    func testAnyAsyncSequenceAsAnObservable() {
        let stream = AsyncStream<String> { continuation in
            continuation.yield("a")
            continuation.yield("b")
            continuation.finish()
        }
        XCTAssertEqual(try stream.asObservable().toBlocking(timeout: 5).toArray(), ["a", "b"])
    }

    /// Cancelling the task that iterates `values` disposes the subscription.
    func testCancellingTheIteratingTaskDisposesTheSubscription() async throws {
        let subject = PublishSubject<Int>()
        let started = AsyncStream<Void>.makeStream()
        let task = Task {
            var seen: [Int] = []
            started.continuation.yield()
            for try await value in subject.values { seen.append(value) }
            return seen
        }
        for await _ in started.stream { break }
        while !subject.hasObservers { await Task.yield() }
        subject.onNext(1)
        task.cancel()
        _ = try? await task.value
        var waited = 0
        while subject.hasObservers && waited < 1_000 {
            await Task.yield()
            waited += 1
        }
        XCTAssertFalse(subject.hasObservers, "cancelling the task disposed the subscription")
    }

    /// Disposing a subscription to an async sequence cancels the task that iterates it.
    func testDisposingCancelsTheIteratingTask() {
        let cancelled = LockedList<Bool>()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { cancelled.append(true) }
        }
        let received = LockedList<Int>()
        let subscription = stream.asObservable().subscribe(onNext: { received.append($0) })
        continuation.yield(1)
        XCTAssertTrue(waitUntil { received.values == [1] })
        subscription.dispose()
        XCTAssertTrue(waitUntil { cancelled.count == 1 }, "the iterating task was cancelled")
    }

    /// `Single.fromAsync` runs its work per subscription and emits its result or error;
    /// disposing cancels the work and nothing is emitted after.
    func testSingleFromAsyncEmitsTheResultAndCancelsOnDispose() {
        XCTAssertEqual(try Single.fromAsync { 6 * 7 }.asObservable().toBlocking(timeout: 5).single(), 42)
        let failing = Single<Int>.fromAsync({ throw TestError(7) })
        guard case .failed(_, let error) = failing.asObservable().toBlocking(timeout: 5).materialize() else {
            return XCTFail("expected the thrown error")
        }
        XCTAssertEqual(error as? TestError, TestError(7))

        let cancelled = LockedList<String>()
        let received = LockedList<Int>()
        let subscription = Single<Int>.fromAsync {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                cancelled.append("cancelled")
                throw error
            }
            return 1
        }.subscribe { result in
            if case .success(let value) = result { received.append(value) }
        }
        subscription.dispose()
        XCTAssertTrue(waitUntil { cancelled.values == ["cancelled"] }, "the task was cancelled")
        XCTAssertEqual(received.values, [])
    }
}

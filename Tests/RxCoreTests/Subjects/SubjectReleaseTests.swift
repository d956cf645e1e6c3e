import Foundation
import RxCore
import RxTesting
import XCTest

/// A value released inside a non-recursive lock runs its deinit there; a deinit that disposes
/// the same disposable, or sends into the same sink, then locks a lock its thread already
/// holds, and the standard library's mutex traps: "Recursive call to lock Mutex" (issue 39).
/// Each test builds one such path; before its fix, each one trapped with that message.
final class SubjectReleaseTests: RxTestCase {
    /// A subscription whose disposable was dropped lives as long as the subject keeps its
    /// observer; its handler held the owner of another subscription to the same subject.
    /// `dispose()` released that observer under the subject's lock, the owner's bag disposed
    /// the other subscription, and that asked the subject (under the same lock) to drop it.
    func testDisposingAPublishSubjectWhoseObserverOwnsAnotherSubscription() {
        let subject = PublishSubject<Int>()
        var gone = false
        var owner: BagOwner? = BagOwner { gone = true }
        var received: [Int] = []
        subject.subscribe(onNext: { received.append($0) }).disposed(by: owner!.bag)
        _ = subject.subscribe(onNext: { [owner] _ in withExtendedLifetime(owner) {} })
        owner = nil
        subject.onNext(1)

        subject.dispose()

        XCTAssertTrue(gone)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertTrue(subject.isDisposed)
        XCTAssertEqual(received, [1])
    }

    /// An `AsyncSubject` keeps only the last element: the one it replaced was released under
    /// its lock, and that element's deinit disposed a subscription to the subject.
    func testAnAsyncSubjectElementWhoseDeinitDisposesASubscription() {
        let subject = AsyncSubject<OnDeinit>()
        let subscription = SingleAssignmentDisposable()
        var completions = 0
        var elements = 0
        subscription.setDisposable(
            subject.subscribe(onNext: { _ in elements += 1 }, onCompleted: { completions += 1 }))
        let late = subject.subscribe(onNext: { _ in elements += 10 }, onCompleted: { completions += 10 })
        subject.onNext(OnDeinit { subscription.dispose() })

        subject.onNext(OnDeinit {})

        XCTAssertTrue(subscription.isDisposed)
        XCTAssertTrue(subject.hasObservers)
        subject.onCompleted()
        XCTAssertEqual(elements, 10)
        XCTAssertEqual(completions, 10)
        late.dispose()
    }

    /// The same with `AsyncSubject.dispose()`, which released the kept element under its lock.
    func testDisposingAnAsyncSubjectWhoseElementDisposesASubscription() {
        let subject = AsyncSubject<OnDeinit>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(subject.subscribe(onNext: { _ in }))
        subject.onNext(OnDeinit { subscription.dispose() })

        subject.dispose()

        XCTAssertTrue(subscription.isDisposed)
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }
}

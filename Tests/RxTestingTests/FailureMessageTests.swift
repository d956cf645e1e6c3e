import RxCore
import RxTesting
import XCTest

/// What a user reads when a test goes wrong: a leak names the test, what is alive and the fix,
/// at a line of the test; a marble typo fails the test at its line instead of stopping the
/// process.
final class FailureMessageTests: RxTestCase {
    /// A test case in the RxTest habit: a `DisposeBag` kept in a property.
    final class KeepsABag: RxTestCase {
        var disposeBag = DisposeBag()
        override var resourceSettleTimeout: TimeInterval { 0 }
    }

    func testALeakIsReportedAtTheTestWithWhatIsAliveAndTheFix() throws {
        guard Resources.isTracing else { throw XCTSkip("resources are counted in debug builds") }
        let leaky = KeepsABag(name: "testKeepsABag", testClosure: { _ in })
        let subject = PublishSubject<Int>()
        var assertionLine: UInt = 0
        let failures = captureAssertionFailureReports {
            leaky.setUp()
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.createObserver(Int.self)
            subject.map { $0 * 2 }.subscribe(observer).disposed(by: leaky.disposeBag)
            subject.onNext(1)
            XCTAssertEqual(observer.events, [.next(0, 2)])
            assertionLine = #line - 1 // the line above
            leaky.tearDown()
        }
        leaky.disposeBag = DisposeBag()
        XCTAssertEqual(failures.count, 1, "\(failures)")
        guard let report = failures.first else { return }
        XCTAssertEqual(report.file, #filePath, "reported in the test, not in the library")
        XCTAssertEqual(report.line, assertionLine, "at the test's last RxTesting call")
        XCTAssertTrue(
            report.message.contains(
                "testKeepsABag left 4 resource(s) alive after it ended: 1 × MapSink<Int, Int>, 1 × ObserverAdapterSink<TestableObserver<Int>>, 1 × ObserverSubscriber<Int>, 1 × SubjectSubscription. "
            ), report.message)
        XCTAssertTrue(
            report.message.hasSuffix(
                "must be disposed before super.tearDown(): set the property to a new DisposeBag() in tearDown, or keep the bag inside the test method."
            ), report.message)
    }

    func testAMarbleTypoFailsTheTestAtItsLineInsteadOfStoppingTheProcess() {
        let scheduler = TestScheduler(initialClock: 0)
        var line: UInt = 0
        var input: TestableObservable<Int>?
        let failures = captureAssertionFailureReports {
            input = scheduler.createHotObservable("--1--2|")
            line = #line - 1 // the line above
        }
        XCTAssertEqual(
            failures,
            [
                CapturedAssertionFailure(
                    message:
                        "marble diagram: no value for '1' in \"--1--2|\" (give `values:` for the symbols; they stand for themselves only when the element type is String)",
                    file: "\(#filePath)", line: line
                )
            ])
        XCTAssertEqual(input?.recordedEvents.count, 0, "an observable with no events, so the test goes on")
        let unclosed = captureAssertionFailures {
            let _: TestableObservable<String> = scheduler.createColdObservable("-a-(b|")
        }
        XCTAssertEqual(unclosed, ["marble diagram: unclosed group in \"-a-(b|\""])
        // Letters stand for themselves when the element type is String.
        let letters: TestableObservable<String> = scheduler.createColdObservable("-a-b|")
        XCTAssertEqual(letters.recordedEvents, [.next(10, "a"), .next(30, "b"), .completed(40)])
    }
}

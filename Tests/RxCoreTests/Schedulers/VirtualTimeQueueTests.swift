import Foundation
import RxCore
import RxTesting
import XCTest

/// The virtual-time queue keeps order by integer keys for the library's own converters and by
/// the converter's comparison for any other; both must run work exactly as RxSwift's queue does:
/// by time, ties in scheduling order, disposed work skipped and let go of at once.
final class VirtualTimeQueueTests: RxTestCase {
    /// Seconds whose keys must order as dates do: negatives, both zeros, fractions, extremes.
    private let awkwardSeconds: [Double] = [
        3, -2.5, 0, -0.0, 1e-300, -1e-300, 7, -2.5, 1e12, -1e12, 0.5, 3, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, 0,
    ]

    func testHistoricalSchedulerRunsDatesInTimeOrderWithTiesInSchedulingOrder() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSinceReferenceDate: -.infinity))
        var ran: [Int] = []
        for (index, seconds) in awkwardSeconds.enumerated() {
            _ = scheduler.scheduleAbsoluteVirtual(index, time: Date(timeIntervalSinceReferenceDate: seconds)) {
                ran.append($0)
                return Disposables.create()
            }
        }
        scheduler.start()
        // Expected: a stable sort by date (-0 and +0 are the same date, so scheduling order).
        let expected = awkwardSeconds.enumerated().sorted {
            $0.element < $1.element || ($0.element == $1.element && $0.offset < $1.offset)
        }.map(\.offset)
        XCTAssertEqual(ran, [13, 9, 1, 7, 5, 2, 3, 14, 4, 10, 0, 11, 6, 8, 12])
        XCTAssertEqual(ran, expected)
    }

    func testACustomConverterIsAskedToOrderTimes() {
        let scheduler = VirtualTimeScheduler(initialClock: "", converter: LengthOrderedConverter())
        var ran: [String] = []
        for time in ["ccc", "a", "bb", "", "z", "yy"] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) {
                ran.append($0 + "@" + scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ran, ["@", "a@a", "z@a", "bb@bb", "yy@bb", "ccc@ccc"])
    }

    func testTestSchedulerRunsThousandsOfShuffledTicksInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var generator = HostileText(seed: 40) // its seeded SplitMix64 numbers, not its text
        let ticks = (0..<5_000).map { _ in generator.below(2_000) }
        var ran: [Int] = []
        for (index, tick) in ticks.enumerated() {
            scheduler.scheduleAt(tick) { ran.append(index) }
        }
        scheduler.start()
        let expected = ticks.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map(\.offset)
        XCTAssertEqual(ran, expected)
        XCTAssertEqual(scheduler.clock, ticks.max())
    }

    func testDisposingQueuedWorkLetsGoOfItsStateAtOnceAndItNeverRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var released: NSObject?
        var ran = false
        let disposable: Disposable = {
            let state = NSObject()
            released = state
            return scheduler.scheduleAbsoluteVirtual(state, time: 10) { _ in
                ran = true
                return Disposables.create()
            }
        }()
        XCTAssertNotNil(released)
        disposable.dispose()
        XCTAssertNil(released, "the state must be let go when the work is disposed, not when the queue reaches it")
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testDisposingWorkThatRanDisposesWhatItReturnedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposals = 0
        let disposable = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            Disposables.create { disposals += 1 }
        }
        scheduler.start()
        XCTAssertEqual(disposals, 0)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testWorkDisposedWhileTheQueueRunsIsSkippedAndTheClockStaysAtTheLastRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        var later: Disposable?
        scheduler.scheduleAt(10) {
            ran.append(10)
            later?.dispose()
        }
        later = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            ran.append(20)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ran, [10])
        XCTAssertEqual(scheduler.clock, 10)
    }
}

/// Times that are strings, ordered by length only: equal lengths are equal times.
private struct LengthOrderedConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: String) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime.count))
    }
    func convertToVirtualTime(_ time: RxTime) -> String {
        String(repeating: "x", count: Int(time.timeIntervalSince1970))
    }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval) }
    func offsetVirtualTime(_ time: String, offset: Int) -> String { time + String(repeating: "x", count: offset) }
    func compareVirtualTime(_ lhs: String, _ rhs: String) -> VirtualTimeComparison {
        lhs.count < rhs.count ? .lessThan : (lhs.count == rhs.count ? .equal : .greaterThan)
    }
}

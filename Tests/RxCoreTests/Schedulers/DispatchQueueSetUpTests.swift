import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// The queues the dispatch schedulers make, as RxSwift makes them: a serial scheduler of a QoS
/// targets that QoS's global queue (so work sees keys set there), one made on a queue targets
/// it, and a concurrent scheduler of a QoS is labelled `rxswift.queue.QOS`.
final class DispatchQueueSetUpTests: RxTestCase {
    private static let key = DispatchSpecificKey<String>()

    /// What `queue.getSpecific`-style code sees from work scheduled on `scheduler`.
    private func specific(on scheduler: ImmediateSchedulerType) -> String? {
        let seen = expectation(description: "ran")
        nonisolated(unsafe) var value: String?
        let subscription = scheduler.schedule(()) { _ in
            value = DispatchQueue.getSpecific(key: Self.key)
            seen.fulfill()
            return Disposables.create()
        }
        wait(for: [seen], timeout: 10)
        subscription.dispose()
        return value
    }

    func testASerialSchedulerOfAQoSTargetsThatGlobalQueue() {
        let global = DispatchQueue.global(qos: .userInitiated)
        global.setSpecific(key: Self.key, value: "user-initiated global")
        defer { global.setSpecific(key: Self.key, value: nil) }
        XCTAssertEqual(specific(on: SerialDispatchQueueScheduler(qos: .userInitiated)), "user-initiated global")
    }

    func testASerialSchedulerOnAQueueTargetsIt() {
        let queue = DispatchQueue(label: "work", attributes: .concurrent)
        queue.setSpecific(key: Self.key, value: "work")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "proxy")
        XCTAssertEqual(specific(on: scheduler), "work")
    }

    func testAConcurrentSchedulerOfAQoSIsLabelledAsRxSwiftLabelsIt() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .utility)
        let queue = Mirror(reflecting: scheduler).descendant("configuration", "queue") as? DispatchQueue
        XCTAssertEqual(queue?.label, "rxswift.queue.\(DispatchQoS.utility)")
    }
}

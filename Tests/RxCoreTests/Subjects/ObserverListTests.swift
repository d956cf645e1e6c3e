import RxTesting
import XCTest

@testable import RxCore

/// The observer list of subjects and shared connections on its own: observers are delivered
/// to in subscription order whatever was removed before, a key removes only its own observer
/// (once, and never one registered later), and holes left by removals are squeezed out.
final class ObserverListTests: XCTestCase {
    private final class Observer {
        let name: Int
        init(_ name: Int) { self.name = name }
    }

    private func names(_ list: ObserverList) -> [Int] {
        var names: [Int] = []
        list.all.forEach { names.append(($0 as! Observer).name) }
        return names
    }

    func testOneObserverNeedsNoArrayAndTwoKeepTheirOrder() {
        var list = ObserverList()
        let first = Observer(1)
        let second = Observer(2)
        let firstKey = list.insert(first)
        XCTAssertNotNil(list.retainedSole.map { $0.release() })
        let secondKey = list.insert(second)
        XCTAssertNil(list.retainedSole, "two observers are delivered to from a snapshot")
        XCTAssertEqual(names(list), [1, 2])
        XCTAssertTrue(list.remove(firstKey) === first, "the removed observer is handed back")
        XCTAssertEqual(names(list), [2])
        XCTAssertNotNil(list.retainedSole.map { $0.release() }, "back to one, kept without the array")
        XCTAssertNil(list.remove(firstKey))
        XCTAssertEqual(names(list), [2], "a key removes once")
        _ = list.remove(secondKey)
        XCTAssertTrue(list.isEmpty)
    }

    /// Random subscriptions and disposals against an array that keeps (key, name) in order.
    func testRemovalsInAnyOrderKeepSubscriptionOrderAgainstAModel() {
        var random = HostileText(seed: 7)
        for _ in 0..<50 {
            var list = ObserverList()
            var model: [(key: ObserverKey, observer: Observer)] = []
            var removed: [ObserverKey] = []
            for step in 0..<400 {
                if model.isEmpty || random.next() % 3 != 0 {
                    let observer = Observer(step)
                    model.append((list.insert(observer), observer))
                } else {
                    let index = Int(random.next() % UInt64(model.count))
                    XCTAssertTrue(list.remove(model[index].key) === model[index].observer)
                    removed.append(model[index].key)
                    model.remove(at: index)
                }
                if let stale = removed.last, random.next() % 5 == 0 { XCTAssertNil(list.remove(stale)) }
                XCTAssertEqual(names(list), model.map(\.observer.name))
                XCTAssertEqual(list.isEmpty, model.isEmpty)
            }
            let taken = list.takeAll()
            var takenNames: [Int] = []
            taken.forEach { takenNames.append(($0 as! Observer).name) }
            XCTAssertEqual(takenNames, model.map(\.observer.name))
            XCTAssertTrue(list.isEmpty)
            for (key, _) in model { XCTAssertNil(list.remove(key)) }
            XCTAssertTrue(list.isEmpty, "keys of taken observers remove nothing")
        }
    }

    /// After many removals the holes are squeezed out: a snapshot holds no more entries than
    /// twice the observers (and a few).
    func testHolesAreSqueezedOut() {
        var list = ObserverList()
        let observers = (0..<1_000).map(Observer.init)
        let keys = observers.map { list.insert($0) }
        for key in keys.dropLast(10) { _ = list.remove(key) }
        XCTAssertEqual(names(list), Array(990..<1_000))
        XCTAssertLessThanOrEqual(list.all.many.count, 20)
    }
}

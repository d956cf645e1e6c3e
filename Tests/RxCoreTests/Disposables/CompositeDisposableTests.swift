import RxCore
import RxTesting
import XCTest

/// `CompositeDisposable`'s members against a model: removals in any order take out exactly
/// the member added under the key (once, and never one added later), the count follows, and
/// disposing the group disposes what is left in the order it was added.
final class CompositeDisposableTests: XCTestCase {
    func testRemovalsInAnyOrderAgainstAModel() throws {
        var random = HostileText(seed: 11)
        for round in 0..<40 {
            var log: [Int] = []
            let composite = CompositeDisposable()
            var model: [(key: CompositeDisposable.DisposeKey, name: Int)] = []
            var removed: [CompositeDisposable.DisposeKey] = []
            for step in 0..<300 {
                if model.isEmpty || random.next() % 3 != 0 {
                    let key = composite.insert(Disposables.create { log.append(step) })
                    model.append((try XCTUnwrap(key), step))
                } else {
                    let index = Int(random.next() % UInt64(model.count))
                    composite.remove(for: model[index].key)
                    XCTAssertEqual(log.last, model[index].name, "round \(round), step \(step)")
                    removed.append(model[index].key)
                    model.remove(at: index)
                }
                if let stale = removed.last, random.next() % 5 == 0 {
                    let before = log
                    composite.remove(for: stale)
                    XCTAssertEqual(log, before, "a key removes once")
                }
                XCTAssertEqual(composite.count, model.count)
            }
            let disposedBefore = log.count
            composite.dispose()
            XCTAssertEqual(Array(log[disposedBefore...]), model.map(\.name), "in the order they were added")
            XCTAssertTrue(composite.isDisposed)
            XCTAssertEqual(composite.count, 0)
            for (key, _) in model { composite.remove(for: key) }
            XCTAssertEqual(log.count, disposedBefore + model.count, "keys of a disposed group remove nothing")
        }
    }

    /// Removing all but the last few squeezes the holes out, and a member added afterwards is
    /// still removed by its own key.
    func testManyRemovalsThenAnInsert() throws {
        var log: [Int] = []
        let composite = CompositeDisposable()
        let keys = try (0..<1_000).map { name in
            try XCTUnwrap(composite.insert(Disposables.create { log.append(name) }))
        }
        for key in keys.dropLast(3) { composite.remove(for: key) }
        XCTAssertEqual(composite.count, 3)
        let late = try XCTUnwrap(composite.insert(Disposables.create { log.append(1_000) }))
        composite.remove(for: keys[998])
        composite.remove(for: late)
        XCTAssertEqual(Array(log.suffix(2)), [998, 1_000])
        composite.dispose()
        XCTAssertEqual(Array(log.suffix(2)), [997, 999])
    }
}

/// The hand-written floor for mapFilterPumping: the same six (map, filter) pairs as final-class
/// sinks, each holding its closure and the next sink, `Int` all the way — no library, no
/// generics, no flags or locks. Whatever a library adds on top of it is overhead it chooses to
/// pay; issue 29 asks mapFilterPumping to stay within 1.5× of it, measured in the same run.
func makeFloorScenario() -> Scenario {
    Scenario(
        name: "mapFilterPumpingFloor", shape: "the mapFilterPumping chain hand-written as 13 final-class sinks",
        defaultCount: pumpingCount
    ) { count in
        var sum = 0
        var sink: FloorSink = FloorEnd { sum += $0 }
        for _ in 0..<6 {
            sink = FloorFilter({ _ in true }, next: sink)
            sink = FloorMap({ $0 }, next: sink)
        }
        for _ in 0..<count { sink.onNext(1) }
        return sum
    }
}

/// A stage of the floor chain: one virtual call per stage, as a library's sinks make.
class FloorSink {
    func onNext(_ value: Int) {}
}

final class FloorMap: FloorSink {
    private let transform: (Int) -> Int
    private let next: FloorSink
    init(_ transform: @escaping (Int) -> Int, next: FloorSink) {
        self.transform = transform
        self.next = next
    }
    override func onNext(_ value: Int) { next.onNext(transform(value)) }
}

final class FloorFilter: FloorSink {
    private let predicate: (Int) -> Bool
    private let next: FloorSink
    init(_ predicate: @escaping (Int) -> Bool, next: FloorSink) {
        self.predicate = predicate
        self.next = next
    }
    override func onNext(_ value: Int) { if predicate(value) { next.onNext(value) } }
}

final class FloorEnd: FloorSink {
    private let body: (Int) -> Void
    init(_ body: @escaping (Int) -> Void) { self.body = body }
    override func onNext(_ value: Int) { body(value) }
}

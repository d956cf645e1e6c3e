// The side-by-side runner (Benchmarks/PeerComparison/run.sh compiles it against RxSwift 6.9.1 and against this library): `bench SCENARIO COUNT ROUNDS` prints the best nanoseconds per event of ROUNDS runs; `bench` alone lists the scenarios.
import Foundation
import RxSwift

// bench SCENARIO COUNT ROUNDS → prints "name checksum best_ns_per_event"
let arguments = CommandLine.arguments
/// OpenCombine's fair comparison: a subject-sourced chain built, fed one element and torn down.
let subjectMapFilterCreating = Scenario(
    name: "subjectMapFilterCreating",
    shape: "10,000 × (subject → 6 × (map, filter) → subscribe, one next, completed, dispose)", defaultCount: 10_000
) { count in
    var sum = 0
    for _ in 0..<count {
        let subject = PublishSubject<Int>()
        let subscription =
            subject
            .map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }
            .subscribe(onNext: { sum += $0 })
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
    }
    return sum
}
let scenarios = makeScenarios() + makeDriverScenarios() + [subjectMapFilterCreating, makeFloorScenario()]
guard arguments.count >= 2 else {
    print(scenarios.map(\.name).joined(separator: "\n"))
    exit(0)
}
guard let scenario = scenarios.first(where: { $0.name == arguments[1] }) else { fatalError("unknown \(arguments[1])") }
let count = arguments.count > 2 && arguments[2] != "-" ? Int(arguments[2])! : scenario.defaultCount
let rounds = arguments.count > 3 ? Int(arguments[3])! : 1
var best = Double.infinity
for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    let sum = scenario.run(count)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    precondition(sum == count * scenario.eventsPerUnit, "checksum")
    best = min(best, elapsed / Double(count * scenario.eventsPerUnit))
}
print("\(scenario.name) \(best)")

// OpenCombine 0.14.0's closest equivalents, for Benchmarks/PeerComparison/run.sh: `ocbench SCENARIO COUNT ROUNDS`.
import Foundation
import OpenCombine

// ocbench SCENARIO COUNT ROUNDS → "name best_ns_per_event"
func subjectPumping(_ count: Int) -> Int {
    var sum = 0
    let subject = PassthroughSubject<Int, Never>()
    let c = subject.sink { sum += $0 }
    for _ in 0..<count { subject.send(1) }
    c.cancel()
    return sum
}
func mapFilterPumping(_ count: Int) -> Int {
    var sum = 0
    let subject = PassthroughSubject<Int, Never>()
    let c =
        subject
        .map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }
        .sink { sum += $0 }
    for _ in 0..<count { subject.send(1) }
    c.cancel()
    return sum
}
func justMapFilterCreating(_ count: Int) -> Int {
    var sum = 0
    for _ in 0..<count {
        let c = Just(1)
            .map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }
            .sink { sum += $0 }
        c.cancel()
    }
    return sum
}
func subjectMapFilterCreating(_ count: Int) -> Int {
    var sum = 0
    for _ in 0..<count {
        let subject = PassthroughSubject<Int, Never>()
        let c =
            subject
            .map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }.map { $0 }.filter { _ in true }
            .sink { sum += $0 }
        subject.send(1)
        subject.send(completion: .finished)
        c.cancel()
    }
    return sum
}
func switchToLatestPumping(_ count: Int) -> Int {
    var sum = 0
    let subject = PassthroughSubject<Int, Never>()
    let c =
        subject
        .map { Just($0) }.switchToLatest().map { Just($0) }.switchToLatest().map { Just($0) }.switchToLatest()
        .map { Just($0) }.switchToLatest().map { Just($0) }.switchToLatest()
        .sink { sum += $0 }
    for _ in 0..<count { subject.send(1) }
    c.cancel()
    return sum
}
let scenarios: [(String, Int, (Int) -> Int)] = [
    ("ocSubjectPumping", 1_000_000, subjectPumping), ("ocMapFilterPumping", 100_000, mapFilterPumping),
    ("ocJustMapFilterCreating", 10_000, justMapFilterCreating),
    ("ocSubjectMapFilterCreating", 10_000, subjectMapFilterCreating),
    ("ocSwitchToLatestPumping", 100_000, switchToLatestPumping),
]
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print(scenarios.map(\.0).joined(separator: "\n"))
    exit(0)
}
let (name, defaultCount, run) = scenarios.first { $0.0 == arguments[1] }!
let count = arguments.count > 2 && arguments[2] != "-" ? Int(arguments[2])! : defaultCount
let rounds = arguments.count > 3 ? Int(arguments[3])! : 1
var best = Double.infinity
for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    let sum = run(count)
    precondition(sum == count)
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count))
}
print("\(name) \(best)")

import Foundation
import TerminalGate

// The apps' own benchmark, run in release: `swift run -c release --package-path Apps swifthub-benchmark`.
// App code is `package`, so it is measured inside the apps' package rather than in Benchmarks/.
// Seven rounds of 1,000 units each; prints the median and the best round in nanoseconds per unit.
let units = 1_000
var rounds: [Double] = []
_ = runEventsViewModelScenario(count: 100) // warm-up
for _ in 0..<7 {
    let start = ContinuousClock.now
    let sum = runEventsViewModelScenario(count: units)
    let elapsed = ContinuousClock.now - start
    precondition(sum == units, "wrong checksum \(sum)")
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    rounds.append(nanoseconds / Double(units))
}
rounds.sort()
StandardStream.output.write(
    "eventsViewModelSubscribeDispose: median \(Int(rounds[3])) ns, best \(Int(rounds[0])) ns per unit (7 rounds of \(units))\n"
)

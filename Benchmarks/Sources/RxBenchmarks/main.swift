import Foundation

// Runs every scenario `rounds` times (after one warm-up) and prints the best and the median
// nanoseconds per delivered event, next to RxSwift 6.9.1's figure measured on this machine
// kind (shared/reference/peer-throughput-linux.md).
let rxSwiftReference: [String: Double] = [
    "publishSubjectPumping": 241, "publishSubjectPumpingTwoSubs": 131, "publishSubjectCreating": 1_807,
    "mapFilterPumping": 984, "mapFilterCreating": 9_497, "mapFilterDriverPumping": 3_172,
    "mapFilterDriverCreating": 30_768, "flatMapsPumping": 3_544, "flatMapsCreating": 11_218,
    "flatMapLatestPumping": 3_454, "flatMapLatestCreating": 11_562, "combineLatestPumping": 2_088,
    "combineLatestCreating": 27_430,
]

let arguments = CommandLine.arguments.dropFirst()
let rounds = arguments.first.flatMap(Int.init) ?? 7
let filter = arguments.dropFirst().first

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

print("ReactiveMVVM throughput, ns per delivered event (best and median of \(rounds) rounds, release build)")
print("| scenario | ns/event (best) | ns/event (median) | RxSwift 6.9.1 | speed-up (best) |")
print("|---|---:|---:|---:|---:|")
var failed = false
for scenario in makeScenarios() + makeDriverScenarios() where filter.map({ scenario.name.contains($0) }) ?? true {
    precondition(scenario.run() == scenario.expectedSum, "\(scenario.name): wrong checksum")
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = now()
        let sum = scenario.run()
        let elapsed = now() - start
        if sum != scenario.expectedSum {
            print("\(scenario.name): checksum \(sum), expected \(scenario.expectedSum)")
            failed = true
        }
        samples.append(Double(elapsed) / Double(scenario.events))
    }
    samples.sort()
    let best = samples[0]
    let median = samples[samples.count / 2]
    let reference = rxSwiftReference[scenario.name] ?? .nan
    print(String(format: "| %@ | %.1f | %.1f | %.0f | %.1f× |", scenario.name, best, median, reference, reference / best))
}
if failed { exit(1) }

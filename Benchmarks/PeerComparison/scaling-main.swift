// How cost grows with the size of the work, compiled against RxSwift 6.9.1 and against this
// library's RxSwift module name (Benchmarks/PeerComparison/scaling.sh builds both, with the
// scenarios of Benchmarks/RxScaling/ScalingScenarios.swift beside this file):
// `scaling SCENARIO N ROUNDS` prints "SCENARIO N best_ms checksum"; `scaling` alone lists the
// scenarios with the largest N each is run at (quadratic ones stop earlier, in both libraries).
import Dispatch
import Foundation

let scenarios = makeScalingScenarios()
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    for scenario in scenarios { print(scenario.name, scenario.maximum) }
    exit(0)
}
guard let scenario = scenarios.first(where: { $0.name == arguments[1] }), let count = Int(arguments[2]) else {
    print("usage: scaling SCENARIO N [ROUNDS]")
    exit(2)
}
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3
var best = Double.infinity
var checksum = 0
for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    checksum = scenario.run(count)
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
print(scenario.name, count, String(format: "%.3f", best), checksum)

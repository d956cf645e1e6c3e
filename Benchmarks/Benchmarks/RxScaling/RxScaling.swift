import Benchmark

/// Every scaling scenario at N = 1,000, 10,000, 100,000 and 1,000,000 (quadratic ones stop at
/// their `maximum`), one benchmark each, named "scenario N=…". One measured iteration is one
/// whole run at that N, so the wall clock is the run's time; compare N with 10N for the growth
/// (`PeerComparison/scaling.sh` prints exponents beside RxSwift's). The larger N run few
/// iterations: a run at 1,000,000 takes up to seconds.
let benchmarks: @Sendable () -> Void = {
    for scenario in makeScalingScenarios() {
        var count = 1_000
        while count <= scenario.maximum {
            let size = count
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                timeUnits: .milliseconds,
                warmupIterations: size >= 100_000 ? 0 : 1,
                maxDuration: .seconds(size >= 100_000 ? 1 : 2),
                maxIterations: size >= 1_000_000 ? 3 : size >= 100_000 ? 5 : 50,
                // Against a baseline: the allocations of a whole run are exact, so a change in
                // how they grow shows at once; wall clock may move 25% at the median on a shared VM.
                thresholds: [
                    .mallocCountTotal: BenchmarkThresholds(relative: [.p50: 1.0]),
                    .wallClock: BenchmarkThresholds(relative: [.p50: 25.0]),
                ]
            )
            Benchmark("\(scenario.name) N=\(size)", configuration: configuration) { benchmark in
                for _ in benchmark.scaledIterations {
                    let checksum = scenario.run(size)
                    precondition(checksum == size, "\(scenario.name) at \(size): checksum \(checksum)")
                }
            }
            count *= 10
        }
    }
}

import Benchmark

/// Every scenario on package-benchmark. Each measured run performs `scaledIterations.count`
/// units (deliveries or subscriptions) and the metrics are reported per unit: nanoseconds and
/// mallocs per event. Scenarios that drive Drivers run on the main actor, where the main
/// scheduler delivers inline as it does in an app (package-benchmark calls the closures on
/// another thread). Instructions are counted where the machine allows it (not in these VMs;
/// valgrind's callgrind is the way there).
let benchmarks: @Sendable () -> Void = {
    for scenario in makeScenarios() + makeDriverScenarios() + [makeFloorScenario()] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal, .instructions],
            // Nanoseconds throughout, so the one table compares every scenario in one unit.
            timeUnits: .nanoseconds,
            warmupIterations: 3,
            scalingFactor: scenario.defaultCount >= 10_000 ? .kilo : .one,
            maxDuration: .seconds(2),
            maxIterations: 200,
            // Against the committed baseline (`baseline check side-by-side`): allocations are
            // exact, so one more at the median or p90 is a regression; wall clock may move 25%
            // at the median between runs on a shared VM before it counts (its tails are noise).
            thresholds: [
                .mallocCountTotal: BenchmarkThresholds(absolute: [.p50: 0, .p90: 0]),
                .wallClock: BenchmarkThresholds(relative: [.p50: 25.0]),
            ]
        )
        if scenario.needsMainThread {
            Benchmark(scenario.name, configuration: configuration) { benchmark async in
                let units = benchmark.scaledIterations.count
                let sum = await MainActor.run { scenario.run(units) }
                precondition(sum == units * scenario.eventsPerUnit, "\(scenario.name): wrong checksum \(sum)")
            }
        } else {
            Benchmark(scenario.name, configuration: configuration) { benchmark in
                let units = benchmark.scaledIterations.count
                let sum = scenario.run(units)
                precondition(sum == units * scenario.eventsPerUnit, "\(scenario.name): wrong checksum \(sum)")
            }
        }
    }
}

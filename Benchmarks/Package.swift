// swift-tools-version:6.1
import PackageDescription

// The benchmarks live in their own package so that the main build never pays for them.
//
// `swift package --package-path Benchmarks benchmark --grouping metric` runs the suite on
// package-benchmark (ordo-one/benchmark) and prints one table per metric — nanoseconds and
// mallocs per event (percentiles) for every scenario. Baselines compare a change against
// `main`: `benchmark baseline update main`, change, then `benchmark baseline compare main`.
// The scenarios live in the benchmark's own module, as RxSwift's and OpenCombine's did when
// their figures were taken: moved into a library module, the same code measured 1.8× slower.
//
// package-benchmark needs its MallocInterposer trait (the malloc counts) and tools 6.1; a
// first release build of the suite takes a few minutes. The apps' own benchmark (a SwiftHub
// view model's whole life) is `swift run -c release --package-path Apps swifthub-benchmark`:
// app code is `package`, visible only inside the apps' package.
let package = Package(
    name: "RxBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ReactiveMVVM", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RxThroughput",
            dependencies: [
                .product(name: "RxCore", package: "ReactiveMVVM"),
                .product(name: "RxUI", package: "ReactiveMVVM"),
                .product(name: "MVVM", package: "ReactiveMVVM"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RxThroughput",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // How cost grows with N: the scenarios PeerComparison/scaling.sh also compiles against
        // RxSwift 6.9.1, at N = 1,000 … 1,000,000, through the RxSwift-named modules.
        .executableTarget(
            name: "RxScaling",
            dependencies: [
                .product(name: "RxSwift", package: "ReactiveMVVM"),
                .product(name: "RxRelay", package: "ReactiveMVVM"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RxScaling",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The apps' own budgets: a whole frame of a 120×40 list screen, and a keystroke to its frame.
        .executableTarget(
            name: "TerminalFrames",
            dependencies: [
                .product(name: "RxCore", package: "ReactiveMVVM"),
                .product(name: "RxUI", package: "ReactiveMVVM"),
                .product(name: "TerminalUI", package: "ReactiveMVVM"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TerminalFrames",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.1
import PackageDescription

// The throughput benchmarks live in their own package so that the main build never pays
// for them. Run: swift run -c release --package-path Benchmarks
let package = Package(
    name: "RxBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "ReactiveMVVM", path: "..")],
    targets: [
        .executableTarget(
            name: "RxBenchmarks",
            dependencies: [
                .product(name: "RxCore", package: "ReactiveMVVM"),
                .product(name: "RxUI", package: "ReactiveMVVM"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

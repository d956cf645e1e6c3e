// swift-tools-version:6.0
import PackageDescription

// How a paste's cost grows with its length, in TextField and TextView, for docs/HostileInput.md:
// `swift run -c release --package-path Benchmarks/PasteScaling paste-scaling field 4096` (or
// `view`; the read size last, 2000000 for one batch). A plain executable, not a
// package-benchmark scenario, so that it builds offline and against an older commit of the
// library too (`-Xswiftc -DKEY_BY_KEY` delivers the keys one by one, as the reader did before
// batches). `frame-cost` (`swift run -c release --package-path Benchmarks/PasteScaling
// frame-cost`): what a frame costs with a banner, an alert or a label holding 1 KiB … 1 MiB.
let package = Package(
    name: "PasteScaling",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "ReactiveMVVM", path: "../..")],
    targets: [
        // What both executables measure with: a terminal that only counts bytes, a one-view screen.
        .target(name: "FrameHarness", dependencies: [.product(name: "TerminalUI", package: "ReactiveMVVM")]),
        .executableTarget(
            name: "paste-scaling",
            dependencies: ["FrameHarness", .product(name: "TerminalUI", package: "ReactiveMVVM")]),
        .executableTarget(
            name: "frame-cost", dependencies: ["FrameHarness", .product(name: "TerminalUI", package: "ReactiveMVVM")]),
    ],
    swiftLanguageModes: [.v6]
)

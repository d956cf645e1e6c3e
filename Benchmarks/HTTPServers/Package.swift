// swift-tools-version:6.0
import PackageDescription

// The ceiling for Scripts/benchmark-servers.sh: Hummingbird's own hello-world route, built and
// measured in the same run as our two servers, so that their figures read against what the
// library itself does on this machine.
let package = Package(
    name: "HTTPServerBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .executableTarget(name: "hello-server", dependencies: [.product(name: "Hummingbird", package: "hummingbird")]),
    ],
    swiftLanguageModes: [.v6]
)

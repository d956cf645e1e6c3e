// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "ReactiveMVVM",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "RxUI", targets: ["RxUI"]),
        .library(name: "MVVM", targets: ["MVVM"]),
        .library(name: "MVVMTesting", targets: ["MVVMTesting"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "GitHubAPI", targets: ["GitHubAPI"]),
        .library(name: "GitHubFixtureServer", targets: ["GitHubFixtureServer"]),
    ],
    dependencies: [
        // Only the swifthub executable uses it, for its command line and --help.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "RxCore", exclude: ["INTERNALS.md"]),
        .target(name: "RxTesting", dependencies: ["RxCore"]),
        .target(name: "RxUI", dependencies: ["RxCore"]),
        .target(name: "MVVM", dependencies: ["RxCore", "RxUI"]),
        .target(name: "MVVMTesting", dependencies: ["RxCore", "RxUI", "MVVM", "RxTesting"]),
        .target(name: "Examples", dependencies: ["RxCore", "RxUI", "MVVM"]),
        .target(name: "TerminalUI", dependencies: ["RxCore", "RxUI"]),
        .target(name: "GitHubAPI", dependencies: ["RxCore"]),
        .target(name: "GitHubFixtureServer", dependencies: ["GitHubAPI"]),
        .executableTarget(
            name: "swifthub",
            dependencies: ["SwiftHubKit", "GitHubFixtureServer", "TerminalUI", "RxCore", "GitHubAPI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/SwiftHubApp"
        ),
        .target(name: "TmuxTesting", path: "Sources/TmuxTesting"),
        .target(name: "SwiftHubKit", dependencies: ["RxCore", "RxUI", "MVVM", "TerminalUI", "GitHubAPI"]),
        // Crashes on purpose inside a terminal session, for the end-to-end tests.
        .executableTarget(name: "terminal-crash-probe", dependencies: ["TerminalUI"], path: "Sources/TerminalCrashProbe"),
        .executableTarget(name: "tui-demo", dependencies: ["RxCore", "RxUI", "MVVM", "TerminalUI", "Examples"], path: "Sources/TUIDemo"),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxUITests", dependencies: ["RxCore", "RxUI", "RxTesting", "GitHubFixtureServer"]),
        .testTarget(name: "MVVMTests", dependencies: ["RxCore", "RxUI", "MVVM", "RxTesting", "MVVMTesting"]),
        .testTarget(name: "TerminalUITests", dependencies: ["RxCore", "RxUI", "RxTesting", "TerminalUI", "Examples", "TmuxTesting"]),
        .testTarget(name: "GitHubAPITests", dependencies: ["RxCore", "RxTesting", "GitHubAPI", "GitHubFixtureServer"]),
        .testTarget(name: "SwiftHubKitTests", dependencies: ["RxCore", "RxUI", "RxTesting", "MVVM", "MVVMTesting", "TerminalUI", "GitHubAPI", "GitHubFixtureServer", "SwiftHubKit", "TmuxTesting"]),
        // Calls RxSwift 6's names as RxSwift users write them, in Swift 5 mode like most of their code.
        .testTarget(
            name: "RxSwiftAPICompileTests",
            dependencies: ["RxCore", "RxUI", "RxTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "ExamplesTests", dependencies: ["RxCore", "RxUI", "MVVM", "RxTesting", "MVVMTesting", "Examples"]),
    ],
    swiftLanguageModes: [.v6]
)

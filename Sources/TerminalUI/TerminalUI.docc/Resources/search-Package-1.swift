// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GitHubSearch",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../ReactiveMVVM")
    ],
    targets: [
        .target(
            name: "GitHubSearchCore",
            dependencies: [
                .product(name: "RxCore", package: "ReactiveMVVM"),
                .product(name: "RxUI", package: "ReactiveMVVM"),
                .product(name: "MVVM", package: "ReactiveMVVM"),
            ]),
        .target(
            name: "GitHubSearchScreens",
            dependencies: [
                "GitHubSearchCore",
                .product(name: "TerminalUI", package: "ReactiveMVVM"),
            ]),
        // `swift run github-search`: the screen on the terminal, searching a small built-in
        // list of repositories (no network).
        .executableTarget(name: "github-search", dependencies: ["GitHubSearchScreens"]),
        .testTarget(
            name: "GitHubSearchCoreTests",
            dependencies: [
                "GitHubSearchCore",
                .product(name: "RxTesting", package: "ReactiveMVVM"),
                .product(name: "MVVMTesting", package: "ReactiveMVVM"),
            ]),
        .testTarget(
            name: "GitHubSearchScreensTests",
            dependencies: [
                "GitHubSearchScreens",
                .product(name: "RxTesting", package: "ReactiveMVVM"),
            ]),
    ]
)

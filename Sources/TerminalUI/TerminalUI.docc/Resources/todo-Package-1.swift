// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Todo",
    platforms: [.macOS(.v15)],
    dependencies: [
        // A clone of ReactiveMVVM in a folder of that name beside this package; with git instead:
        // .package(url: "https://github.com/OWNER/ReactiveMVVM.git", branch: "main"),
        .package(path: "../ReactiveMVVM")
    ],
    targets: [
        // The view model: no terminal in it, so its tests run in virtual time alone.
        .target(
            name: "TodoCore",
            dependencies: [
                .product(name: "RxCore", package: "ReactiveMVVM"),
                .product(name: "RxUI", package: "ReactiveMVVM"),
                .product(name: "MVVM", package: "ReactiveMVVM"),
            ]),
        // The screen.
        .target(
            name: "TodoScreens",
            dependencies: [
                "TodoCore",
                .product(name: "TerminalUI", package: "ReactiveMVVM"),
            ]),
        // `swift run todo`: the screen on the terminal.
        .executableTarget(name: "todo", dependencies: ["TodoScreens"]),
        .testTarget(
            name: "TodoCoreTests",
            dependencies: [
                "TodoCore",
                .product(name: "RxTesting", package: "ReactiveMVVM"),
                .product(name: "MVVMTesting", package: "ReactiveMVVM"),
            ]),
        .testTarget(
            name: "TodoScreensTests",
            dependencies: [
                "TodoScreens",
                .product(name: "RxTesting", package: "ReactiveMVVM"),
            ]),
    ]
)

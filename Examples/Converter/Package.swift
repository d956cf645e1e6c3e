// swift-tools-version:6.0
// A first package that uses ReactiveMVVM, as the README's "Add it to your package" says:
// a currency converter's view model and its virtual-time test. Scripts/check-installation.sh
// builds and tests it beside a fresh clone named ReactiveMVVM.
import PackageDescription

let package = Package(
    name: "Converter",
    platforms: [.macOS(.v15)],
    dependencies: [
        // With git, the main branch of the repository you clone ReactiveMVVM from (it has no release tag yet):
        // .package(url: "https://github.com/OWNER/ReactiveMVVM.git", branch: "main"),
        // …or a local clone in a folder named ReactiveMVVM beside your package:
        .package(path: "../ReactiveMVVM")
    ],
    targets: [
        .target(
            name: "Converter",
            dependencies: [
                .product(name: "RxCore", package: "ReactiveMVVM"), // Observable, operators, subjects, relays
                .product(name: "RxUI", package: "ReactiveMVVM"), // Driver, Signal, Binder
                .product(name: "MVVM", package: "ReactiveMVVM"), // ViewModelType, ActivityIndicator, ErrorTracker
            ]),
        .testTarget(
            name: "ConverterTests",
            dependencies: [
                "Converter",
                .product(name: "RxTesting", package: "ReactiveMVVM"), // TestScheduler, marbles, RxTestCase
                .product(name: "MVVMTesting", package: "ReactiveMVVM"), // scheduler.record, taps, values, input
            ]),
    ]
)

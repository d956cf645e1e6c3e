// swift-tools-version:6.1
import PackageDescription

// The library: the reactive core, its UI-binding layer, the MVVM kit, their testing kits, the
// terminal toolkit, and RxSwift's module names over them. It depends on no package, so adding
// it for RxCore resolves nothing else. The apps and servers built with it live in `Apps/`, a
// package of their own that depends on this one by path.
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
        .library(name: "TerminalGate", targets: ["TerminalGate"]),
        .library(name: "RxLanes", targets: ["RxLanes"]),
        .library(name: "WebUI", targets: ["WebUI"]),
        // RxSwift's module names for code written against RxSwift: each re-exports ours.
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "Differentiator", targets: ["Differentiator"]),
        .library(name: "RxDataSources", targets: ["RxDataSources"]),
    ],
    targets: [
        .target(name: "RxCore", exclude: ["INTERNALS.md"]),
        .target(name: "RxTesting", dependencies: ["RxCore"]),
        .target(name: "RxUI", dependencies: ["RxCore"]),
        .target(name: "MVVM", dependencies: ["RxCore", "RxUI"]),
        .target(name: "MVVMTesting", dependencies: ["RxCore", "RxUI", "MVVM", "RxTesting"]),
        // The lane recorder behind `lane(_:)` (the operator is RxCore's): rings, bounds, clock,
        // and the Trace Event Format export; kept out of RxCore, which holds only the hook.
        .target(name: "RxLanes", dependencies: ["RxCore"]),
        // The one gate for text from outside on its way to a terminal (`TerminalText.escaped`,
        // `StandardStream`), with no dependency, so that models, view models and servers that
        // must not import TerminalUI write through it too; TerminalUI re-exports it.
        .target(name: "TerminalGate"),
        .target(name: "TerminalUI", dependencies: ["RxCore", "RxUI", "RxLanes", "TerminalGate"]),
        // The browser's view layer: views written as semantic HTML, patches of what changed, and
        // a headless driver; the serving (HTTP, WebSocket) lives in Apps/.
        .target(name: "WebUI", dependencies: ["RxCore", "RxUI", "RxLanes"]),
        .target(name: "RxSwift", dependencies: ["RxCore"], path: "Sources/Compatibility/RxSwift"),
        .target(name: "RxRelay", dependencies: ["RxCore"], path: "Sources/Compatibility/RxRelay"),
        .target(name: "RxCocoa", dependencies: ["RxCore", "RxUI"], path: "Sources/Compatibility/RxCocoa"),
        .target(name: "RxTest", dependencies: ["RxCore", "RxTesting"], path: "Sources/Compatibility/RxTest"),
        .target(name: "RxBlocking", dependencies: ["RxCore", "RxTesting"], path: "Sources/Compatibility/RxBlocking"),
        // RxDataSources' model side under its module name: sections, identities and the diff.
        .target(name: "Differentiator"),
        // RxDataSources' name: Differentiator re-exported, and sectioned data sources for ListView.
        .target(
            name: "RxDataSources",
            dependencies: ["RxCore", "TerminalUI", "Differentiator"],
            path: "Sources/Compatibility/RxDataSources"
        ),

        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
        .testTarget(name: "RxUITests", dependencies: ["RxCore", "RxUI", "RxTesting"]),
        .testTarget(name: "MVVMTests", dependencies: ["RxCore", "RxUI", "MVVM", "RxTesting", "MVVMTesting"]),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["RxCore", "RxUI", "RxTesting", "TerminalUI", "RxLanes", "TerminalGate"]),
        .testTarget(name: "WebUITests", dependencies: ["RxCore", "RxUI", "RxTesting", "WebUI", "RxLanes"]),
        .testTarget(name: "RxLanesTests", dependencies: ["RxCore", "RxUI", "RxTesting", "RxLanes"]),
        .testTarget(name: "DifferentiatorTests", dependencies: ["Differentiator"]),
        .testTarget(
            name: "RxDataSourcesTests",
            dependencies: ["RxCore", "RxUI", "MVVM", "RxTesting", "MVVMTesting", "RxDataSources", "TerminalUI"]),
        // Calls RxSwift 6's names as RxSwift users write them, in Swift 5 mode like most of their code.
        .testTarget(
            name: "RxSwiftAPICompileTests",
            dependencies: ["RxCore", "RxUI", "RxTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "RxSwiftModuleNamesTests",
            dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"],
            // What RxSwift 6.9.1 recorded for the same scenarios, read by AgainstRxSwiftTests.
            exclude: ["rxswift-6.9.1-timelines.txt", "rxswift-6.9.1-order.txt", "rxswift-6.9.1-subunit.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Swift 6 language mode, RxSwift's module names, no @preconcurrency: what a reactor-style
        // library moving to Swift 6 writes.
        .testTarget(name: "RxSwiftSwift6ModeTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest"]),
        // Stand-ins for names libraries used beside RxSwift declare (NSObject-Rx's
        // `HasDisposeBag`, RxSwiftExt's operators), and a test that they compile beside RxCocoa.
        .target(name: "EcosystemStandIns", dependencies: ["RxSwift"], path: "Tests/EcosystemStandIns"),
        .testTarget(
            name: "EcosystemNamesTests",
            dependencies: ["EcosystemStandIns", "RxSwift", "RxRelay", "RxCocoa", "RxTest"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)

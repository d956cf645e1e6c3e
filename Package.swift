// swift-tools-version:6.1
import Foundation
import PackageDescription

/// `REACTIVEMVVM_CORE_ONLY=1` leaves out the apps, the servers and every SwiftNIO-based
/// package, so that CI's ThreadSanitizer build of the core libraries and their tests does not
/// rebuild SwiftNIO, Hummingbird and AsyncHTTPClient a second time with the sanitizer.
let coreOnly = Context.environment["REACTIVEMVVM_CORE_ONLY"] != nil

/// The reactive libraries and their tests: no dependencies beyond the toolchain.
let coreTargets: [Target] = [
    .target(name: "RxCore", exclude: ["INTERNALS.md"]),
    .target(name: "RxTesting", dependencies: ["RxCore"]),
    .target(name: "RxUI", dependencies: ["RxCore"]),
    .target(name: "MVVM", dependencies: ["RxCore", "RxUI"]),
    .target(name: "MVVMTesting", dependencies: ["RxCore", "RxUI", "MVVM", "RxTesting"]),
    // RxSwift's module names, re-exporting ours, so RxSwift code builds with no source change.
    .target(name: "RxSwift", dependencies: ["RxCore"], path: "Sources/Compatibility/RxSwift"),
    .target(name: "RxRelay", dependencies: ["RxCore"], path: "Sources/Compatibility/RxRelay"),
    .target(name: "RxCocoa", dependencies: ["RxCore", "RxUI"], path: "Sources/Compatibility/RxCocoa"),
    .target(name: "RxTest", dependencies: ["RxCore", "RxTesting"], path: "Sources/Compatibility/RxTest"),
    .target(name: "RxBlocking", dependencies: ["RxCore", "RxTesting"], path: "Sources/Compatibility/RxBlocking"),
    // RxDataSources' model side under its module name: sections, identities and the diff.
    .target(name: "Differentiator"),
    .testTarget(
        name: "RxSwiftModuleNamesTests",
        dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Swift 6 language mode, RxSwift's module names, no @preconcurrency: what a reactor-style
    // library moving to Swift 6 writes.
    .testTarget(name: "RxSwiftSwift6ModeTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest"]),
    .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTesting"]),
    .testTarget(name: "DifferentiatorTests", dependencies: ["Differentiator"]),
    .testTarget(name: "RxTestingTests", dependencies: ["RxCore", "RxTesting"]),
    .testTarget(
        name: "RxUITests",
        dependencies: ["RxCore", "RxUI", "RxTesting"] + (coreOnly ? [] : ["GitHubFixtureServer"]),
        // URLSession's Rx extensions are tested against the offline GitHub server.
        exclude: coreOnly ? ["FoundationRxTests.swift"] : []
    ),
    .testTarget(name: "MVVMTests", dependencies: ["RxCore", "RxUI", "MVVM", "RxTesting", "MVVMTesting"]),
    // Calls RxSwift 6's names as RxSwift users write them, in Swift 5 mode like most of their code.
    .testTarget(
        name: "RxSwiftAPICompileTests",
        dependencies: ["RxCore", "RxUI", "RxTesting"],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
]

/// SwiftHub keeps each screen in one folder of `Sources/SwiftHub` — its view model, cell view
/// models and screen side by side — but builds them as two modules, so that the package graph
/// enforces the pattern: `SwiftHubViewModels` (never TerminalUI) and `SwiftHubScreens`, which
/// only binds. The screen side is listed here by hand; every other file in the folder is
/// view-model code. A new screen file left out of this list is compiled into
/// SwiftHubViewModels, which cannot import TerminalUI: the build says so at once.
let swiftHubScreenFiles = [
    "Router.swift",
    "Launch/LaunchScreen.swift",
    "Shared/SwiftHubScreen.swift",
    "Events/EventsScreen.swift",
    "Repository/RepositoryScreen.swift",
    "User/UserScreen.swift",
    "User/UserListScreen.swift",
    "Search/SearchScreen.swift",
    "Login/LoginScreen.swift",
    "Profile/ProfileScreen.swift",
    "Shared/MarkdownStyling.swift",
    "Sections/SectionListScreen.swift",
    "Sections/ReadmeScreen.swift",
    "Sections/TextDocumentScreen.swift",
    "Issues/IssueListScreen.swift",
    "Issues/IssueScreen.swift",
    "Notifications/NotificationsScreen.swift",
]

/// The view-model files, only so that the screens target can exclude them (SwiftPM warns about
/// files in a target's folder that it neither builds nor excludes). SwiftPM re-reads this list
/// when Package.swift changes: until then a new view-model file builds fine but is reported as
/// "unhandled" for the screens target — harmless, and gone in a fresh clone.
let swiftHubViewModelFiles: [String] = {
    let root = Context.packageDirectory + "/Sources/SwiftHub"
    let files = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    return files.filter { $0.hasSuffix(".swift") && !swiftHubScreenFiles.contains($0) }.sorted()
}()

/// What an HTTP server of ours uses: Hummingbird and the types it is built on.
let httpServer: [Target.Dependency] = [
    .product(name: "Hummingbird", package: "hummingbird"),
    .product(name: "HummingbirdCore", package: "hummingbird"),
    .product(name: "HTTPTypes", package: "swift-http-types"),
    .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
    .product(name: "UnixSignals", package: "swift-service-lifecycle"),
    .product(name: "Logging", package: "swift-log"),
    .product(name: "NIOCore", package: "swift-nio"),
]

/// What an HTTP client of ours uses.
let httpClient: [Target.Dependency] = [
    .product(name: "AsyncHTTPClient", package: "async-http-client"),
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOHTTP1", package: "swift-nio"),
]

/// What a command-line front end uses.
let commandLine: [Target.Dependency] = [
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
    .product(name: "Logging", package: "swift-log"),
]

/// The terminal toolkit, the GitHub client and server, and the apps.
let appTargets: [Target] = [
    .target(name: "Examples", dependencies: ["RxCore", "RxUI", "MVVM"]),
    .target(name: "TerminalUI", dependencies: ["RxCore", "RxUI"]),
    // RxDataSources' name: Differentiator re-exported, and sectioned data sources for ListView.
    .target(name: "RxDataSources", dependencies: ["RxCore", "TerminalUI", "Differentiator"], path: "Sources/Compatibility/RxDataSources"),
    .target(name: "GitHubAPI", dependencies: ["RxCore"] + httpClient),
    // Starting and stopping a server inside this process, shared by the two servers.
    .target(name: "InProcessServing", dependencies: [
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
    ]),
    // What both servers add to Hummingbird: 4xx JSON for requests that are not valid HTTP, 405 with Allow.
    .target(name: "HTTPServerSupport", dependencies: httpServer + [
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
    ]),
    .target(name: "GitHubFixtureServer", dependencies: ["GitHubAPI", "InProcessServing", "HTTPServerSupport"] + httpServer),
    .executableTarget(name: "github-fixture-server", dependencies: ["GitHubFixtureServer"] + commandLine, path: "Sources/GitHubFixtureServerApp"),
    .executableTarget(
        name: "swifthub",
        dependencies: ["SwiftHubViewModels", "SwiftHubScreens", "GitHubFixtureServer", "TerminalUI", "RxCore", "GitHubAPI"] + commandLine,
        path: "Sources/SwiftHubApp"
    ),
    .target(name: "TmuxTesting", path: "Sources/TmuxTesting"),
    .target(name: "SwiftHubViewModels", dependencies: ["RxCore", "RxUI", "MVVM", "GitHubAPI"],
            path: "Sources/SwiftHub", exclude: swiftHubScreenFiles),
    .target(name: "SwiftHubScreens", dependencies: ["RxCore", "RxUI", "MVVM", "TerminalUI", "GitHubAPI", "SwiftHubViewModels"],
            path: "Sources/SwiftHub", exclude: swiftHubViewModelFiles, sources: swiftHubScreenFiles),
    // Crashes on purpose inside a terminal session, for the end-to-end tests.
    .executableTarget(name: "terminal-crash-probe", dependencies: ["TerminalUI"], path: "Sources/TerminalCrashProbe"),
    .target(name: "RetrospectServer", dependencies: ["InProcessServing", "HTTPServerSupport", .product(name: "GRDB", package: "GRDB.swift")] + httpServer),
    .executableTarget(name: "retrospect-server", dependencies: ["RetrospectServer"] + commandLine, path: "Sources/RetrospectServerApp"),
    .target(name: "RetrospectClient", dependencies: ["RxCore", "MVVM", "Examples"] + httpClient),
    .target(name: "RetrospectScreens", dependencies: ["RxCore", "RxUI", "MVVM", "TerminalUI", "Examples"], path: "Sources/Retrospect"),
    .executableTarget(
        name: "retrospect",
        dependencies: ["RetrospectServer", "RetrospectClient", "RetrospectScreens", "TerminalUI"] + commandLine,
        path: "Sources/RetrospectApp"
    ),
    // The classic screens of the pattern, each a view model in Examples and a screen here.
    .target(name: "GalleryScreens", dependencies: ["RxCore", "RxUI", "MVVM", "TerminalUI", "Examples"], path: "Sources/Gallery"),
    .executableTarget(name: "gallery", dependencies: ["TerminalUI", "GalleryScreens"], path: "Sources/GalleryApp"),
    .testTarget(name: "RxDataSourcesTests", dependencies: ["RxCore", "RxTesting", "RxDataSources", "TerminalUI"]),
    .testTarget(name: "TerminalUITests", dependencies: ["RxCore", "RxUI", "RxTesting", "TerminalUI", "Examples", "TmuxTesting"]),
    .testTarget(name: "GitHubAPITests", dependencies: ["RxCore", "RxTesting", "GitHubAPI", "GitHubFixtureServer", "TmuxTesting"]),
    .testTarget(name: "SwiftHubTests", dependencies: ["RxCore", "RxUI", "RxTesting", "MVVM", "MVVMTesting", "TerminalUI", "GitHubAPI", "GitHubFixtureServer", "SwiftHubViewModels", "SwiftHubScreens", "TmuxTesting"]),
    .testTarget(name: "ExamplesTests", dependencies: ["RxCore", "RxUI", "MVVM", "RxTesting", "MVVMTesting", "Examples"]),
    .testTarget(name: "RetrospectTests", dependencies: ["RxCore", "RxUI", "RxTesting", "MVVM", "MVVMTesting", "Examples", "TerminalUI", "RetrospectServer", "RetrospectClient", "RetrospectScreens", "TmuxTesting"]),
    .testTarget(name: "GalleryTests", dependencies: ["RxCore", "RxUI", "RxTesting", "TerminalUI", "Examples", "GalleryScreens", "TmuxTesting"]),
]

let package = Package(
    name: "ReactiveMVVM",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "RxUI", targets: ["RxUI"]),
        .library(name: "MVVM", targets: ["MVVM"]),
        .library(name: "MVVMTesting", targets: ["MVVMTesting"]),
        // RxSwift's module names for code written against RxSwift: each re-exports ours.
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "Differentiator", targets: ["Differentiator"]),
    ] + (coreOnly ? [] : [
        .library(name: "RxDataSources", targets: ["RxDataSources"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "GitHubAPI", targets: ["GitHubAPI"]),
        .library(name: "GitHubFixtureServer", targets: ["GitHubFixtureServer"]),
        // For the benchmark of a real screen's view model (Benchmarks/).
        .library(name: "SwiftHubViewModels", targets: ["SwiftHubViewModels"]),
    ]),
    dependencies: coreOnly ? [] : [
        // `swift package generate-documentation`: the DocC catalogues of the library modules.
        // A command plugin: nothing of it is built unless documentation is generated.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The command lines of swifthub and github-fixture-server, with --help. ~10 s to build.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The offline GitHub's HTTP server: routing, idle timeouts, bounded connections and
        // graceful shutdown, on SwiftNIO.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already built for Hummingbird; named so the server can use their types directly.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Already built for Hummingbird; its NIOHTTPTypes parts are what a channel handler
        // between Hummingbird's decoder and its application sees.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // GitHubClient's HTTP: a pending request waits in epoll at ~0% CPU, where a pending
        // URLSession request on Linux keeps about half a core busy. Shares SwiftNIO with Hummingbird.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // The retrospect server's database: SQLite with migrations, transactions and WAL from a
        // well-kept library (GRDB) rather than raw C calls; uses the system's libsqlite3. ~1 min.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: coreTargets + (coreOnly ? [] : appTargets),
    swiftLanguageModes: [.v6]
)

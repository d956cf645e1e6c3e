// swift-tools-version:6.1
import PackageDescription

// The apps and servers built with the library: SwiftHub (a GitHub client) with its offline
// GitHub, the goal-retrospective app with its server and SQLite database, and the gallery of
// the pattern's classic screens. The library is the parent folder, a package with no
// dependencies; everything that needs SwiftNIO, Hummingbird, AsyncHTTPClient or GRDB is here.
//
// The dependency rule is the module graph's: a view-model module (`*ViewModels`, `GitHubModels`)
// cannot import TerminalUI, so a view model cannot draw; screens only bind.

/// SwiftPM names a path dependency after its folder, which is whatever the repository was
/// cloned as (`ReactiveMVVM`, or `main` in CI's clone).
let library = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "ReactiveMVVM")

func lib(_ name: String) -> Target.Dependency { .product(name: name, package: library) }

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

let package = Package(
    name: "ReactiveMVVMApps",
    // English is the source's language; Korean is a translation table (SwiftHubViewModels).
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        // The command lines of the apps and servers, with --help. ~10 s to build.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The offline GitHub's and the retrospect server's HTTP: routing, idle timeouts, bounded
        // connections and graceful shutdown, on SwiftNIO. One trait, not its two default ones:
        // SwiftPM passes two traits' -D flags in an order that changes from run to run, and each
        // change recompiled Hummingbird (104 files) in an edit-test loop. We use no swift-configuration.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        // Already built for Hummingbird; named so the servers can use their types directly.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Already built for Hummingbird; its NIOHTTPTypes parts are what a channel handler
        // between Hummingbird's decoder and its application sees.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // The apps' HTTP client: a pending request waits in epoll at ~0% CPU, where a pending
        // URLSession request on Linux keeps about half a core busy. Shares SwiftNIO with Hummingbird.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // The retrospect server's database: SQLite with migrations, transactions and WAL from a
        // well-kept library (GRDB) rather than raw C calls; uses the system's libsqlite3. ~1 min.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The web view layer's socket: WebSocket upgrades on the same Hummingbird server, one per tab.
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        // Private files written without following links and read up to a bound; injective file
        // names. Foundation and Glibc only, so view models and stores can use it.
        .target(name: "SecureFiles", dependencies: ["OutsideValues", lib("TerminalGate")]),
        // Values from outside checked where they come in — an HTTP address's port, closed standard
        // descriptors — with only the terminal gate as a dependency, so models, stores and apps
        // can use it.
        .target(name: "OutsideValues", dependencies: [lib("TerminalGate")]),
        // The apps' and servers' entry point: ArgumentParser's `main()` with closed descriptors
        // filled and its messages escaped, written once for the five executables.
        .target(name: "CommandLineEntry", dependencies: ["OutsideValues", lib("TerminalGate")] + commandLine),

        // SwiftHub
        // GitHub's models and endpoints, each endpoint defined once: Foundation only.
        .target(name: "GitHubAPI", dependencies: ["OutsideValues", lib("TerminalGate")]),
        // Any endpoint sent as the signed-in account over a transport; the view models' GitHub.
        .target(
            name: "GitHubSession",
            dependencies: [lib("RxCore"), "GitHubAPI", "SecureFiles", "OutsideValues", lib("TerminalGate")]),
        // The transport over HTTP (AsyncHTTPClient): only the app and the client tests link NIO.
        .target(
            name: "GitHubHTTPTransport",
            dependencies: [lib("RxCore"), "GitHubAPI", "GitHubSession", "OutsideValues", lib("TerminalGate")]
                + httpClient),
        .target(
            name: "SwiftHubViewModels",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("MVVM"), "GitHubAPI", "GitHubSession", "SecureFiles", "OutsideValues",
                lib("TerminalGate"),
            ],
            // Korean translations (ko.lproj), read through Foundation's property-list parser.
            resources: [.process("Resources")]),
        .target(
            name: "SwiftHubScreens",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("MVVM"), lib("TerminalUI"), "GitHubAPI", "GitHubSession",
                "SwiftHubViewModels",
            ]),
        // The same view models' screens in the browser: WebUI instead of TerminalUI, no view-model change.
        .target(
            name: "SwiftHubWebScreens",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("MVVM"), lib("WebUI"), "GitHubAPI", "GitHubSession",
                "SwiftHubViewModels",
            ]),
        .executableTarget(
            name: "swifthub",
            dependencies: [
                "SwiftHubViewModels", "SwiftHubScreens", "SwiftHubWebScreens", "WebServing", "GitHubFixtureServer",
                lib("TerminalUI"), lib("RxCore"), lib("RxLanes"),
                "GitHubAPI", "GitHubSession", "GitHubHTTPTransport", "OutsideValues", "SecureFiles", "CommandLineEntry",
            ] + commandLine,
            path: "Sources/SwiftHubApp"
        ),
        // A screen's whole life (the events view model built, bound, fed and disposed), in release.
        .executableTarget(
            name: "swifthub-benchmark",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("MVVM"), "GitHubAPI", "GitHubSession", "SwiftHubViewModels",
                lib("TerminalGate"),
            ],
            path: "Sources/SwiftHubBenchmark"),
        // The offline GitHub without HTTP: its data, what clients change in it, and every route's
        // answer in memory. Foundation only, so the view-model tests that use it link no server.
        .target(name: "OfflineGitHub", dependencies: ["GitHubAPI"]),
        // The offline GitHub over HTTP: the same routes served with Hummingbird, with faults to inject.
        .target(
            name: "GitHubFixtureServer",
            dependencies: ["GitHubAPI", "OfflineGitHub", "InProcessServing", "HTTPServerSupport"] + httpServer),
        .executableTarget(
            name: "github-fixture-server",
            dependencies: ["GitHubFixtureServer", "OfflineGitHub", "InProcessServing", "CommandLineEntry"]
                + commandLine,
            path: "Sources/GitHubFixtureServerApp"),

        // Goal retrospectives
        .target(name: "RetrospectViewModels", dependencies: [lib("RxCore"), lib("RxUI"), lib("MVVM")]),
        .target(
            name: "RetrospectClient", dependencies: [lib("RxCore"), lib("MVVM"), "RetrospectViewModels"] + httpClient),
        .target(
            name: "RetrospectScreens",
            dependencies: [lib("RxCore"), lib("RxUI"), lib("MVVM"), lib("TerminalUI"), "RetrospectViewModels"]),
        // The same view models' screens in the browser: WebUI instead of TerminalUI, no view-model change.
        .target(
            name: "RetrospectWebScreens",
            dependencies: [lib("RxCore"), lib("RxUI"), lib("MVVM"), lib("WebUI"), "RetrospectViewModels"]),
        // Goals in memory, for the view-model and screen tests.
        .target(name: "RetrospectTestSupport", dependencies: [lib("RxCore"), lib("MVVM"), "RetrospectViewModels"]),
        .target(
            name: "RetrospectServer",
            dependencies: [
                "InProcessServing", "HTTPServerSupport", "SecureFiles", .product(name: "GRDB", package: "GRDB.swift"),
            ] + httpServer),
        .executableTarget(
            name: "retrospect-server",
            dependencies: ["RetrospectServer", "InProcessServing", "CommandLineEntry", lib("TerminalGate")]
                + commandLine,
            path: "Sources/RetrospectServerApp"),
        .executableTarget(
            name: "retrospect",
            dependencies: [
                "RetrospectServer", "RetrospectClient", "RetrospectScreens", "RetrospectWebScreens", "WebServing",
                lib("TerminalUI"), lib("RxLanes"), "OutsideValues",
                "SecureFiles", "CommandLineEntry",
            ] + commandLine,
            path: "Sources/RetrospectApp"
        ),

        // The gallery: the classic screens of the pattern.
        .target(name: "GalleryViewModels", dependencies: [lib("RxCore"), lib("RxUI"), lib("MVVM")]),
        .target(
            name: "GalleryScreens",
            dependencies: [lib("RxCore"), lib("RxUI"), lib("MVVM"), lib("TerminalUI"), "GalleryViewModels"]),
        // The same view models' pages in the browser: WebUI instead of TerminalUI, no view-model change.
        .target(
            name: "GalleryWebScreens",
            dependencies: [lib("RxCore"), lib("RxUI"), lib("MVVM"), lib("WebUI"), "GalleryViewModels"]),
        .executableTarget(
            name: "gallery",
            dependencies: [
                lib("TerminalUI"), lib("RxLanes"), "GalleryScreens", "GalleryWebScreens", "WebServing",
                "OutsideValues", "CommandLineEntry",
            ] + commandLine,
            path: "Sources/GalleryApp"),

        // Shared by the two servers: starting and stopping one inside this process, and what both
        // add to Hummingbird (4xx JSON for requests that are not valid HTTP, 405 with Allow).
        .target(
            name: "InProcessServing",
            dependencies: [
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"), lib("TerminalGate"),
            ]),
        .target(
            name: "HTTPServerSupport",
            dependencies: httpServer + [
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]),

        // The apps in the browser: WebUI pages served over HTTP and one WebSocket per tab, with
        // the per-launch key, the Origin check, the CSP headers and the client's script and style.
        .target(
            name: "WebServing",
            dependencies: [
                lib("RxCore"), lib("WebUI"), "InProcessServing",
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ] + httpServer,
            resources: [.copy("Resources/client.js"), .copy("Resources/app.css")]),

        // Driving the real executables in tmux, for the end-to-end tests.
        .target(name: "TmuxTesting", dependencies: [lib("RxTesting")]),
        // Crashes on purpose inside a terminal session, for TerminalUI's end-to-end tests.
        .executableTarget(
            name: "terminal-crash-probe", dependencies: [lib("TerminalUI")], path: "Sources/TerminalCrashProbe"),

        // The offline GitHub on a free port per test, and a session over HTTP to it.
        .target(
            name: "GitHubServerTesting",
            dependencies: [
                lib("RxCore"), lib("RxTesting"), "GitHubAPI", "GitHubSession", "GitHubHTTPTransport",
                "GitHubFixtureServer",
            ]),
        // A temporary folder to plant files, links and modes in, for the tests of what reads and writes files.
        .target(name: "SecureFilesTesting", dependencies: ["SecureFiles"]),
        .testTarget(name: "SecureFilesTests", dependencies: ["SecureFiles", "SecureFilesTesting", "OutsideValues"]),
        .testTarget(name: "GitHubAPITests", dependencies: ["GitHubAPI", "OutsideValues", lib("TerminalGate")]),
        .testTarget(
            name: "GitHubSessionTests",
            dependencies: [lib("RxCore"), "GitHubAPI", "GitHubSession", "SecureFiles", "SecureFilesTesting"]),
        .testTarget(
            name: "GitHubHTTPTransportTests",
            dependencies: [
                lib("RxCore"), lib("RxTesting"), "GitHubAPI", "GitHubSession", "GitHubHTTPTransport",
                "GitHubFixtureServer", "OfflineGitHub", "GitHubServerTesting", "TmuxTesting",
            ]),
        .testTarget(
            name: "GitHubFixtureServerTests",
            dependencies: [
                lib("RxCore"), lib("RxTesting"), "GitHubAPI", "GitHubSession", "GitHubHTTPTransport",
                "GitHubFixtureServer", "OfflineGitHub", "GitHubServerTesting", "TmuxTesting",
            ]),
        // The view-model tests' GitHub: every endpoint answered by the offline GitHub's routes in memory.
        .target(
            name: "SwiftHubTestSupport",
            dependencies: [lib("RxCore"), lib("RxUI"), "GitHubAPI", "GitHubSession", "OfflineGitHub"]),
        .testTarget(
            name: "SwiftHubViewModelsTests",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("RxTesting"), lib("MVVM"), lib("MVVMTesting"), "GitHubAPI",
                "GitHubSession", "OfflineGitHub", "SwiftHubViewModels", "SwiftHubTestSupport", "SecureFiles",
                "OutsideValues", lib("TerminalGate"),
            ]),
        .testTarget(
            name: "SwiftHubScreensTests",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("RxTesting"), lib("MVVM"), lib("MVVMTesting"), lib("TerminalUI"),
                "GitHubAPI", "GitHubSession", "OfflineGitHub", "SwiftHubViewModels", "SwiftHubScreens",
                "SwiftHubTestSupport", "TmuxTesting",
            ]),
        .testTarget(
            name: "GalleryViewModelsTests",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("MVVM"), lib("RxTesting"), lib("MVVMTesting"), "GalleryViewModels",
            ]),
        .testTarget(
            name: "GalleryScreensTests",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("RxTesting"), lib("MVVMTesting"), lib("TerminalUI"), lib("RxLanes"),
                "GalleryViewModels", "GalleryScreens", "TmuxTesting",
            ]),
        .testTarget(
            name: "RetrospectViewModelsTests",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("MVVM"), lib("RxTesting"), lib("MVVMTesting"), "RetrospectViewModels",
                "RetrospectTestSupport",
            ]),
        .testTarget(
            name: "RetrospectScreensTests",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("MVVM"), lib("RxTesting"), lib("MVVMTesting"), lib("TerminalUI"),
                "RetrospectViewModels", "RetrospectScreens", "RetrospectTestSupport", "TmuxTesting",
            ]),
        .testTarget(
            name: "RetrospectServerTests",
            dependencies: [
                lib("RxCore"), lib("RxTesting"), lib("MVVM"), "RetrospectViewModels", "RetrospectServer",
                "RetrospectClient", "TmuxTesting",
            ]),
        .testTarget(
            name: "GalleryWebScreensTests",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("RxTesting"), lib("WebUI"), lib("RxLanes"), "GalleryViewModels",
                "GalleryWebScreens", "WebServing",
            ]),
        .testTarget(
            name: "SwiftHubWebScreensTests",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("RxTesting"), lib("WebUI"), "GitHubAPI", "GitHubSession",
                "OfflineGitHub", "SwiftHubViewModels", "SwiftHubWebScreens", "SwiftHubTestSupport",
            ]),
        .testTarget(
            name: "RetrospectWebScreensTests",
            dependencies: [
                lib("RxCore"), lib("RxUI"), lib("RxTesting"), lib("WebUI"), "RetrospectViewModels",
                "RetrospectWebScreens", "RetrospectTestSupport",
            ]),
        .testTarget(
            name: "WebServingTests",
            dependencies: [lib("RxCore"), lib("RxTesting"), lib("WebUI"), lib("RxLanes"), "WebServing"]),
        // The READMEs, docs/ and the DocC articles quote code that still exists.
        .testTarget(name: "DocumentationTests"),
        // TerminalUI in a real terminal: raw mode restored after a crash, signals, resizing.
        // and every executable's text on its way out through the terminal gate.
        .testTarget(
            name: "TerminalUIEndToEndTests",
            dependencies: [
                "TmuxTesting", "InProcessServing", lib("TerminalGate"), .product(name: "Logging", package: "swift-log"),
            ]),
        // RxUI's URLSession extensions against a real HTTP server (the offline GitHub).
        .testTarget(
            name: "RxUIIntegrationTests",
            dependencies: [lib("RxCore"), lib("RxUI"), lib("RxTesting"), "GitHubFixtureServer"]),
    ],
    swiftLanguageModes: [.v6]
)

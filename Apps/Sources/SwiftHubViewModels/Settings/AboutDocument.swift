/// What the settings screen's About shows: SwiftHub's version and the licence of everything it
/// is built from, as Markdown.
package enum AboutDocument {
    /// SwiftHub's version: the library's next release, with unreleased changes.
    package static let version = "0.2.0-dev"

    /// One package SwiftHub is built from.
    package struct Dependency: Equatable, Sendable {
        /// The package's name as SwiftPM identifies it (`swift-nio`).
        package let identity: String
        /// The licence it is distributed under.
        package let license: String
    }

    /// The packages the apps' package resolves, each with its licence (read from its LICENSE
    /// file); a test checks the list against `Package.resolved`. GRDB is the retrospect server's
    /// and is not linked into SwiftHub, but ships in the same package.
    package static let dependencies: [Dependency] = [
        .init(identity: "async-http-client", license: "Apache-2.0"),
        .init(identity: "compress-nio", license: "Apache-2.0 (the gallery's web pages only)"),
        .init(identity: "grdb.swift", license: "MIT (retrospect server only)"),
        .init(identity: "hummingbird", license: "Apache-2.0"),
        .init(identity: "hummingbird-websocket", license: "Apache-2.0 (the gallery's web pages only)"),
        .init(identity: "swift-algorithms", license: "Apache-2.0"),
        .init(identity: "swift-argument-parser", license: "Apache-2.0"),
        .init(identity: "swift-asn1", license: "Apache-2.0"),
        .init(identity: "swift-async-algorithms", license: "Apache-2.0"),
        .init(identity: "swift-atomics", license: "Apache-2.0"),
        .init(identity: "swift-certificates", license: "Apache-2.0"),
        .init(identity: "swift-collections", license: "Apache-2.0"),
        .init(identity: "swift-configuration", license: "Apache-2.0"),
        .init(identity: "swift-crypto", license: "Apache-2.0; bundles BoringSSL (OpenSSL and ISC)"),
        .init(identity: "swift-distributed-tracing", license: "Apache-2.0"),
        .init(identity: "swift-http-structured-headers", license: "Apache-2.0"),
        .init(identity: "swift-http-types", license: "Apache-2.0"),
        .init(identity: "swift-log", license: "Apache-2.0"),
        .init(identity: "swift-metrics", license: "Apache-2.0"),
        .init(identity: "swift-nio", license: "Apache-2.0"),
        .init(identity: "swift-nio-extras", license: "Apache-2.0"),
        .init(identity: "swift-nio-http2", license: "Apache-2.0"),
        .init(identity: "swift-nio-ssl", license: "Apache-2.0; bundles BoringSSL (OpenSSL and ISC)"),
        .init(identity: "swift-nio-transport-services", license: "Apache-2.0"),
        .init(identity: "swift-numerics", license: "Apache-2.0"),
        .init(identity: "swift-service-context", license: "Apache-2.0"),
        .init(identity: "swift-service-lifecycle", license: "Apache-2.0"),
        .init(identity: "swift-system", license: "Apache-2.0"),
        .init(identity: "swift-websocket", license: "Apache-2.0 (the gallery's web pages only)"),
    ]

    /// The About text in the current language.
    package static var markdown: String {
        let heading = "# SwiftHub \(version)\n\n"
        let intro = localized(
            "A GitHub client for the terminal, built the Input/Output way with ReactiveMVVM (MIT licence).")
        let list = dependencies.map { "- \($0.identity) — \($0.license)" }.joined(separator: "\n")
        return heading + intro + "\n\n## " + localized("Licences") + "\n\n" + list + "\n"
    }
}

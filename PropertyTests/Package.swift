// swift-tools-version:6.1
import PackageDescription

/// Property-based checks of the library's event grammar, kept in a package of their own so that
/// the library package itself depends on no package. swift-property-based (Swift Testing,
/// generators and shrinking; builds in about 20 s) is the only dependency besides the library.
///
/// The library is the parent folder; SwiftPM names a path dependency after its folder, which
/// is whatever the repository was cloned as.
let libraryFolder = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "ReactiveMVVM")

let package = Package(
    name: "PropertyTests",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .testTarget(
            name: "GrammarPropertyTests",
            dependencies: [
                .product(name: "RxCore", package: libraryFolder),
                .product(name: "RxTesting", package: libraryFolder),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)

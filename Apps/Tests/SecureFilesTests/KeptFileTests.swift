import Foundation
import SecureFiles
import SecureFilesTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// A kept file writes, reads back, refuses what it must not read, and is removed, in a private
/// folder it makes; both of its initialisers name the same file.
final class KeptFileTests: XCTestCase {
    func testWrittenBytesAreReadBackFromAPrivateFileAndRemoved() throws {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        let file = KeptFile(path: temporary("app/kept.txt"), limit: 16, warnings: warnings.sink)
        XCTAssertEqual(file.path, temporary("app/kept.txt"))
        XCTAssertNil(file.read())
        try file.write(Array("kept\n".utf8))
        XCTAssertEqual(file.read(), Data("kept\n".utf8))
        XCTAssertEqual(mode(temporary("app/kept.txt")), 0o600)
        XCTAssertEqual(mode(temporary("app")), 0o700)
        try file.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary("app/kept.txt")))
        try file.remove()
        XCTAssertEqual(warnings.lines, [])
    }

    func testAFileOverTheLimitOrALinkIsRefusedWithOneLine() {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        let folder = PrivateFolder(base: temporary.path, components: ["app"])
        let large = KeptFile(folder: folder, name: "large", limit: 4, warnings: warnings.sink)
        let linked = KeptFile(folder: folder, name: "linked", limit: 100, warnings: warnings.sink)
        XCTAssertEqual(large.path, temporary("app/large"))
        temporary.plant("app/large", "12345")
        temporary.link("app/linked", to: temporary.plant("target", "secret"))
        chmod(temporary("app"), 0o700)
        XCTAssertNil(large.read())
        XCTAssertNil(linked.read())
        XCTAssertEqual(
            warnings.lines,
            [
                "warning: ignoring \(temporary("app/large")): 5 bytes, more than the 4 allowed",
                "warning: ignoring \(temporary("app/linked")): a symbolic link",
            ])
    }
}

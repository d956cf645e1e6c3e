import Foundation
import SecureFiles
import SecureFilesTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

final class PrivateFileReadTests: XCTestCase {
    func testAFileUpToTheBoundIsReadAndAMissingOneIsAbsentSilently() {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        let file = temporary.plant("a", "12345")
        XCTAssertEqual(PrivateFile.read(file, limit: 5, warnings: warnings.sink), Data("12345".utf8))
        XCTAssertEqual(PrivateFile.read(temporary.plant("empty", ""), limit: 5, warnings: warnings.sink), Data())
        XCTAssertNil(PrivateFile.read(temporary("missing"), limit: 5, warnings: warnings.sink))
        XCTAssertNil(PrivateFile.read(temporary("missing/deeper"), limit: 5, warnings: warnings.sink))
        XCTAssertEqual(warnings.lines, [])
    }

    func testAFileOverTheBoundIsRefusedWithOneLine() {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        let file = temporary.plant("a", "123456")
        XCTAssertNil(PrivateFile.read(file, limit: 5, warnings: warnings.sink))
        XCTAssertEqual(warnings.lines, ["warning: ignoring \(file): 6 bytes, more than the 5 allowed"])
    }

    /// A 3 GiB file (sparse, so the test writes nothing) is refused from its size, at once.
    func testAHugeFileIsRefusedWithoutReadingIt() throws {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        let file = temporary.plant("huge", "")
        XCTAssertEqual(truncate(file, 3 << 30), 0)
        let started = Date()
        XCTAssertNil(PrivateFile.read(file, limit: 4_096, warnings: warnings.sink))
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
        XCTAssertEqual(warnings.lines, ["warning: ignoring \(file): 3221225472 bytes, more than the 4096 allowed"])
    }

    func testALinkIsNotFollowed() {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        symlink(temporary.plant("target", "secret"), temporary("a"))
        XCTAssertNil(PrivateFile.read(temporary("a"), limit: 100, warnings: warnings.sink))
        XCTAssertEqual(warnings.lines, ["warning: ignoring \(temporary("a")): a symbolic link"])
    }

    /// A FIFO would block a plain `open` until something writes to it.
    func testAFIFOAndAFolderAreNotRegularFiles() {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        mkfifo(temporary("fifo"), 0o600)
        mkdir(temporary("folder"), 0o700)
        XCTAssertNil(PrivateFile.read(temporary("fifo"), limit: 100, warnings: warnings.sink))
        XCTAssertNil(PrivateFile.read(temporary("folder"), limit: 100, warnings: warnings.sink))
        XCTAssertEqual(
            warnings.lines,
            [
                "warning: ignoring \(temporary("fifo")): not a regular file (a FIFO, socket or device)",
                "warning: ignoring \(temporary("folder")): a folder",
            ])
    }

    func testAFileInAFolderThatIsALinkIsNotReadAndAMissingFolderIsNotMade() {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        mkdir(temporary("elsewhere"), 0o755)
        temporary.plant("elsewhere/a", "planted")
        symlink(temporary("elsewhere"), temporary("app"))
        let folder = PrivateFolder(base: temporary.path, components: ["app"])
        XCTAssertNil(PrivateFile.read(named: "a", in: folder, limit: 100, warnings: warnings.sink))
        XCTAssertEqual(
            warnings.lines,
            [
                "warning: refusing \(temporary("app")): a symbolic link where a private folder should be (remove it and try again)"
            ])
        let missing = PrivateFolder(base: temporary("nothing"), components: ["app"])
        XCTAssertNil(PrivateFile.read(named: "a", in: missing, limit: 100, warnings: warnings.sink))
        XCTAssertEqual(warnings.lines.count, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary("nothing")))
    }

    func testAFileInAPrivateFolderIsReadThroughIt() throws {
        let temporary = TemporaryFolder()
        let folder = PrivateFolder(base: temporary.path, components: ["app"])
        try PrivateFile.write(Array("kept".utf8), named: "a", in: folder)
        XCTAssertEqual(
            PrivateFile.read(named: "a", in: folder, limit: 100, warnings: RecordedWarnings().sink), Data("kept".utf8))
    }

    func testAnotherUsersFileIsRefused() throws {
        try XCTSkipUnless(geteuid() == 0, "giving a file to another user needs root")
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        let file = temporary.plant("a", "planted")
        chown(file, 65_534, 65_534)
        XCTAssertNil(PrivateFile.read(file, limit: 100, warnings: warnings.sink))
        XCTAssertEqual(warnings.lines, ["warning: ignoring \(file): it belongs to another user (uid 65534)"])
    }
}

import Foundation
import RetrospectServer
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The database path is opened only when it is a regular file (or nothing yet): a symbolic
/// link, folder or FIFO planted there is refused with a message naming it, and whatever a link
/// points at is neither created nor changed (issue 39, item 3).
final class DatabaseFileTests: XCTestCase {
    private var folder = ""

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("retrospect-\(UUID().uuidString)").path
        mkdir(folder, 0o700)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func mode(_ path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_mode & 0o777) : nil
    }

    func testALinkToAFileIsRefusedAndItsTargetIsUntouched() {
        let victim = folder + "/notes.txt"
        _ = FileManager.default.createFile(atPath: victim, contents: Data("precious\n".utf8))
        chmod(victim, 0o644)
        symlink(victim, folder + "/goals.sqlite")
        XCTAssertThrowsError(try RetrospectDatabase(path: folder + "/goals.sqlite")) { error in
            XCTAssertEqual("\(error)", "refusing \(folder)/goals.sqlite: a symbolic link")
        }
        XCTAssertEqual(mode(victim), 0o644)
        XCTAssertEqual(FileManager.default.contents(atPath: victim), Data("precious\n".utf8))
    }

    func testALinkToNothingIsRefusedAndNothingIsCreatedWhereItPoints() {
        symlink(folder + "/elsewhere.sqlite", folder + "/goals.sqlite")
        XCTAssertThrowsError(try RetrospectDatabase(path: folder + "/goals.sqlite"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/elsewhere.sqlite"))
    }

    func testAFIFOOrAFolderIsRefused() {
        mkfifo(folder + "/fifo.sqlite", 0o600)
        mkdir(folder + "/folder.sqlite", 0o700)
        XCTAssertThrowsError(try RetrospectDatabase(path: folder + "/fifo.sqlite")) { error in
            XCTAssertEqual(
                "\(error)", "refusing \(folder)/fifo.sqlite: not a regular file (a FIFO, socket or device)")
        }
        XCTAssertThrowsError(try RetrospectDatabase(path: folder + "/folder.sqlite")) { error in
            XCTAssertEqual("\(error)", "refusing \(folder)/folder.sqlite: a folder")
        }
    }

    /// `retrospect --database notes.sh`, a typo: the file is not a database of ours, so it is
    /// refused before anything changes it — it used to be narrowed to 0600 first, and a script
    /// lost its execute bit (issue 54, item 6).
    func testAFileThatIsNotADatabaseIsRefusedAndLeftAsItWas() {
        for (name, contents) in [("notes.sh", "#!/bin/sh\necho precious\n"), ("empty", ""), ("short", "SQLite")] {
            let script = folder + "/" + name
            _ = FileManager.default.createFile(atPath: script, contents: Data(contents.utf8))
            chmod(script, 0o755)
            XCTAssertThrowsError(try RetrospectDatabase(path: script)) { error in
                XCTAssertEqual("\(error)", "refusing \(script): not a database of ours (left as it was)")
            }
            XCTAssertEqual(mode(script), 0o755, name)
            XCTAssertEqual(FileManager.default.contents(atPath: script), Data(contents.utf8), name)
            XCTAssertFalse(FileManager.default.fileExists(atPath: script + "-wal"), name)
        }
    }

    /// A database of ours that others could read (from before files were made private) is
    /// still opened and narrowed.
    func testADatabaseOfOursIsOpenedAndNarrowed() throws {
        let path = folder + "/goals.sqlite"
        _ = try RetrospectDatabase(path: path, seed: true)
        chmod(path, 0o644)
        _ = try RetrospectDatabase(path: path)
        XCTAssertEqual(mode(path), 0o600)
    }
}

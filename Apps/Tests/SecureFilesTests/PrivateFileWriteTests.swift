import Foundation
import SecureFiles
import SecureFilesTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

final class PrivateFileWriteTests: XCTestCase {
    func testAWrittenFileIsTheOwnersAloneAndNothingElseIsLeft() throws {
        let temporary = TemporaryFolder()
        let folder = PrivateFolder(base: temporary.path, components: ["app"])
        try PrivateFile.write(Array("first\n".utf8), named: "a.json", in: folder)
        try PrivateFile.write(Array("second\n".utf8), named: "a.json", in: folder)
        XCTAssertEqual(contents(temporary("app/a.json")), "second\n", "replaced, not appended")
        XCTAssertEqual(mode(temporary("app/a.json")), 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary("app")), ["a.json"])
    }

    func testALinkPlantedAtTheNameIsReplacedAndItsTargetIsUntouched() throws {
        let temporary = TemporaryFolder()
        let victim = temporary.plant("victim", "precious\n", mode: 0o644)
        mkdir(temporary("app"), 0o700)
        symlink(victim, temporary("app/a.json"))
        try PrivateFile.write(Array("new\n".utf8), named: "a.json", in: PrivateFolder(holding: temporary("app/a.json")))
        XCTAssertEqual(contents(victim), "precious\n")
        XCTAssertEqual(mode(victim), 0o644)
        XCTAssertFalse(isSymbolicLink(temporary("app/a.json")))
        XCTAssertEqual(contents(temporary("app/a.json")), "new\n")
    }

    func testAHardLinkAtTheNameIsReplacedAndTheOtherNameKeepsItsContent() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("app"), 0o700)
        let victim = temporary.plant("app/victim", "precious\n", mode: 0o644)
        link(victim, temporary("app/a.json"))
        try PrivateFile.write(Array("new\n".utf8), named: "a.json", in: PrivateFolder(holding: victim))
        XCTAssertEqual(contents(victim), "precious\n")
        XCTAssertEqual(mode(victim), 0o644)
        XCTAssertEqual(contents(temporary("app/a.json")), "new\n")
    }

    func testAFolderThatIsALinkIsRefusedAndNothingIsWrittenThrough() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("elsewhere"), 0o755)
        symlink(temporary("elsewhere"), temporary("app"))
        XCTAssertThrowsError(
            try PrivateFile.write(Array("x".utf8), named: "a.json", in: PrivateFolder(holding: temporary("app/a.json")))
        ) { error in
            XCTAssertEqual(error as? SecureFileError, .folderIsSymbolicLink(path: temporary("app")))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary("elsewhere")), [])
    }

    func testAFailedWriteNamesTheFileAndLeavesNoTemporaryFile() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("app"), 0o700)
        mkdir(temporary("app/a.json"), 0o700)
        temporary.plant("app/a.json/inside", "x")
        XCTAssertThrowsError(
            try PrivateFile.write(Array("x".utf8), named: "a.json", in: PrivateFolder(holding: temporary("app/a.json")))
        ) { error in
            XCTAssertEqual(error as? SecureFileError, .cannotWrite(path: temporary("app/a.json"), errno: EISDIR))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary("app")), ["a.json"])
        XCTAssertThrowsError(try PrivateFile.write([], named: "../x", in: PrivateFolder(holding: temporary("app/a"))))
        XCTAssertThrowsError(
            try PrivateFile.write([], named: "a", in: PrivateFolder(base: "/proc/nope", components: ["app"])))
    }

    func testRemovingRemovesALinkNotItsTarget() throws {
        let temporary = TemporaryFolder()
        let victim = temporary.plant("victim", "precious\n")
        mkdir(temporary("app"), 0o700)
        symlink(victim, temporary("app/a.token"))
        let folder = PrivateFolder(base: temporary.path, components: ["app"])
        try folder.remove("a.token")
        XCTAssertFalse(isSymbolicLink(temporary("app/a.token")))
        XCTAssertEqual(contents(victim), "precious\n")
        try folder.remove("a.token")
        try PrivateFolder(base: temporary.path, components: ["missing"]).remove("a.token")
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary("missing")), "nothing is created to remove")
    }
}

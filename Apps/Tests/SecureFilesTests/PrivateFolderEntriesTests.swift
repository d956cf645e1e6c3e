import Foundation
import SecureFiles
import SecureFilesTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

final class PrivateFolderEntriesTests: XCTestCase {
    func testEntriesAreListedWithTheirOwnSizes() throws {
        let temporary = TemporaryFolder()
        let folder = PrivateFolder(base: temporary.path, components: ["app"])
        XCTAssertEqual(try folder.entries(), [], "a missing folder holds nothing")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "and is not created to be listed")
        try PrivateFile.write(Array("12345".utf8), named: "a.json", in: folder)
        symlink("/etc/passwd", temporary("app/b.json"))
        let entries = try folder.entries().sorted { $0.name < $1.name }.map {
            PrivateFolder.Entry(name: $0.name, size: $0.size, isRegularFile: $0.isRegularFile)
        }
        XCTAssertEqual(
            entries,
            [
                PrivateFolder.Entry(name: "a.json", size: 5, isRegularFile: true),
                PrivateFolder.Entry(name: "b.json", size: "/etc/passwd".utf8.count, isRegularFile: false),
            ])
    }

    func testAFolderThatIsALinkIsNeitherListedNorRemovedFrom() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("elsewhere"), 0o755)
        let victim = temporary.plant("elsewhere/a.json", "precious\n")
        symlink(temporary("elsewhere"), temporary("app"))
        let folder = PrivateFolder(base: temporary.path, components: ["app"])
        XCTAssertThrowsError(try folder.entries()) { error in
            XCTAssertEqual(error as? SecureFileError, .folderIsSymbolicLink(path: temporary("app")))
        }
        XCTAssertThrowsError(try folder.remove("a.json"))
        XCTAssertEqual(contents(victim), "precious\n")
    }
}

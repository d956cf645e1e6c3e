import Foundation
import SecureFiles
import SecureFilesTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

final class PrivateFolderTests: XCTestCase {
    func testMissingFoldersAreCreatedForTheOwnerAlone() throws {
        let temporary = TemporaryFolder()
        let folder = PrivateFolder(base: temporary("config"), components: ["reactivemvvm", "swifthub"])
        XCTAssertEqual(folder.path, temporary("config/reactivemvvm/swifthub"))
        close(try folder.open())
        XCTAssertEqual(mode(temporary("config")), 0o700, "a missing base is created private")
        XCTAssertEqual(mode(temporary("config/reactivemvvm")), 0o700)
        XCTAssertEqual(mode(temporary("config/reactivemvvm/swifthub")), 0o700)
    }

    func testAnOwnFolderOthersCanEnterIsNarrowedButTheBaseIsLeftAsItIs() throws {
        let temporary = TemporaryFolder()
        for path in ["config", "config/reactivemvvm", "config/reactivemvvm/swifthub"] {
            mkdir(temporary(path), 0o755)
            chmod(temporary(path), 0o775)
        }
        close(try PrivateFolder(base: temporary("config"), components: ["reactivemvvm", "swifthub"]).open())
        XCTAssertEqual(mode(temporary("config")), 0o775, "the user's folder is theirs to set")
        XCTAssertEqual(mode(temporary("config/reactivemvvm")), 0o700)
        XCTAssertEqual(mode(temporary("config/reactivemvvm/swifthub")), 0o700)
    }

    func testAFolderThatIsALinkIsRefusedAndNotEntered() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("elsewhere"), 0o755)
        mkdir(temporary("config"), 0o755)
        symlink(temporary("elsewhere"), temporary("config/swifthub"))
        let folder = PrivateFolder(base: temporary("config"), components: ["swifthub"])
        XCTAssertThrowsError(try folder.open()) { error in
            XCTAssertEqual(error as? SecureFileError, .folderIsSymbolicLink(path: temporary("config/swifthub")))
            XCTAssertEqual(
                "\(error)",
                "refusing \(temporary("config/swifthub")): a symbolic link where a private folder should be (remove it and try again)"
            )
        }
        XCTAssertEqual(mode(temporary("elsewhere")), 0o755, "the link's target is not narrowed")
    }

    func testABaseThatIsALinkIsTheUsersChoice() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("dotfiles"), 0o755)
        symlink(temporary("dotfiles"), temporary("config"))
        close(try PrivateFolder(base: temporary("config"), components: ["swifthub"]).open())
        XCTAssertEqual(mode(temporary("dotfiles/swifthub")), 0o700)
    }

    func testAFileWhereAFolderShouldBeIsRefused() throws {
        let temporary = TemporaryFolder()
        temporary.plant("swifthub", "not a folder")
        XCTAssertThrowsError(try PrivateFolder(base: temporary.path, components: ["swifthub"]).open()) { error in
            XCTAssertEqual(error as? SecureFileError, .notAFolder(path: temporary("swifthub")))
        }
    }

    func testAnotherUsersFolderIsRefusedAndLeftAsItIs() throws {
        try XCTSkipUnless(geteuid() == 0, "giving a folder to another user needs root")
        let temporary = TemporaryFolder()
        mkdir(temporary("swifthub"), 0o777)
        chmod(temporary("swifthub"), 0o777)
        chown(temporary("swifthub"), 65_534, 65_534)
        XCTAssertThrowsError(try PrivateFolder(base: temporary.path, components: ["swifthub"]).open()) { error in
            XCTAssertEqual(
                error as? SecureFileError, .folderOwnedByAnotherUser(path: temporary("swifthub"), owner: 65_534))
            XCTAssertEqual(
                "\(error)", "refusing \(temporary("swifthub")): the folder belongs to another user (uid 65534)")
        }
        XCTAssertEqual(mode(temporary("swifthub")), 0o777)
    }

    func testTheFolderHoldingAFileIsTheOnlyPrivateOne() {
        XCTAssertEqual(
            PrivateFolder(holding: "/tmp/x/swifthub/a.token"), PrivateFolder(base: "/tmp/x", components: ["swifthub"]))
        XCTAssertEqual(PrivateFolder(holding: "/swifthub/a.token"), PrivateFolder(base: "/", components: ["swifthub"]))
        XCTAssertEqual(PrivateFolder(holding: "/a.token"), PrivateFolder(base: "/", components: []))
        XCTAssertEqual(PrivateFolder(holding: "a.token"), PrivateFolder(base: ".", components: []))
        XCTAssertEqual(PrivateFolder(holding: "/a.token").path(of: "a.token"), "/a.token")
        XCTAssertEqual(PrivateFolder(holding: "/swifthub/a.token").path(of: "a.token"), "/swifthub/a.token")
    }
}

import Foundation
import GitHubSession
import SecureFiles
import SecureFilesTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The token file is written without following anything planted at its name or its folder,
/// and read only when it is a small regular file of ours (issue 39, items 3 and 4).
final class TokenFileTests: XCTestCase {
    func testALinkPlantedAtTheTokenNameIsReplacedAndItsTargetIsUntouched() throws {
        let temporary = TemporaryFolder()
        let victim = temporary.plant("victim", "precious\n", mode: 0o644)
        temporary.link("swifthub/offline.token", to: victim)
        let store = FileTokenStore(path: temporary("swifthub/offline.token"))
        try store.save("fixture-alice")
        XCTAssertEqual(contents(victim), "precious\n")
        XCTAssertEqual(mode(victim), 0o644)
        XCTAssertFalse(isSymbolicLink(store.path))
        XCTAssertEqual(mode(store.path), 0o600)
        XCTAssertEqual(store.load(), "fixture-alice")
    }

    func testAHardLinkAtTheTokenNameIsReplacedAndTheOtherNameKeepsItsContent() throws {
        let temporary = TemporaryFolder()
        let victim = temporary.plant("swifthub/victim", "precious\n", mode: 0o644)
        link(victim, temporary("swifthub/offline.token"))
        try FileTokenStore(path: temporary("swifthub/offline.token")).save("fixture-alice")
        XCTAssertEqual(contents(victim), "precious\n")
        XCTAssertEqual(mode(victim), 0o644)
    }

    func testAnExistingFolderOthersCanEnterIsNarrowed() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("swifthub"), 0o755)
        chmod(temporary("swifthub"), 0o755)
        try FileTokenStore(path: temporary("swifthub/offline.token")).save("fixture-alice")
        XCTAssertEqual(mode(temporary("swifthub")), 0o700)
    }

    func testAFolderThatIsALinkIsRefusedWithAMessageNamingIt() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("elsewhere"), 0o755)
        symlink(temporary("elsewhere"), temporary("swifthub"))
        XCTAssertThrowsError(try FileTokenStore(path: temporary("swifthub/offline.token")).save("fixture-alice")) {
            error in
            XCTAssertTrue("\(error)".hasPrefix("refusing \(temporary("swifthub")): a symbolic link"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary("elsewhere")), [])
    }

    /// A 3 GiB token file (sparse: nothing is written) is refused at once, without reading it.
    func testAHugeTokenFileIsTreatedAsAbsentAtOnce() throws {
        let temporary = TemporaryFolder()
        let file = temporary.plant("swifthub/offline.token", "")
        XCTAssertEqual(truncate(file, 3 << 30), 0)
        let warnings = RecordedWarnings()
        let started = Date()
        XCTAssertNil(FileTokenStore(path: file, warnings: warnings.sink).load())
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
        XCTAssertEqual(warnings.lines, ["warning: ignoring \(file): 3221225472 bytes, more than the 4096 allowed"])
    }

    func testAFIFOAtTheTokenNameIsTreatedAsAbsentWithoutWaiting() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("swifthub"), 0o700)
        mkfifo(temporary("swifthub/offline.token"), 0o600)
        let warnings = RecordedWarnings()
        XCTAssertNil(FileTokenStore(path: temporary("swifthub/offline.token"), warnings: warnings.sink).load())
        XCTAssertEqual(
            warnings.lines,
            ["warning: ignoring \(temporary("swifthub/offline.token")): not a regular file (a FIFO, socket or device)"])
    }

    func testALinkAtTheTokenNameIsNotRead() throws {
        let temporary = TemporaryFolder()
        temporary.link("swifthub/offline.token", to: temporary.plant("planted", "ghp_someone_elses\n"))
        let warnings = RecordedWarnings()
        XCTAssertNil(FileTokenStore(path: temporary("swifthub/offline.token"), warnings: warnings.sink).load())
        XCTAssertEqual(warnings.lines, ["warning: ignoring \(temporary("swifthub/offline.token")): a symbolic link"])
    }

    func testATokenFileInAFolderThatIsALinkIsNeitherReadNorRemoved() throws {
        let temporary = TemporaryFolder()
        let planted = temporary.plant("elsewhere/offline.token", "ghp_planted\n")
        symlink(temporary("elsewhere"), temporary("swifthub"))
        let warnings = RecordedWarnings()
        let store = FileTokenStore(path: temporary("swifthub/offline.token"), warnings: warnings.sink)
        XCTAssertNil(store.load())
        XCTAssertEqual(warnings.lines.count, 1)
        XCTAssertThrowsError(try store.remove())
        XCTAssertEqual(contents(planted), "ghp_planted\n")
    }

    func testAMissingTokenFileIsAbsentSilently() {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        XCTAssertNil(FileTokenStore(path: temporary("swifthub/offline.token"), warnings: warnings.sink).load())
        XCTAssertEqual(warnings.lines, [])
    }

    func testTheStandardFileIsInTheConfigFolderAndItsOwnFoldersAreNarrowed() throws {
        let temporary = TemporaryFolder()
        for folder in ["config", "config/reactivemvvm", "config/reactivemvvm/swifthub"] {
            mkdir(temporary(folder), 0o755)
            chmod(temporary(folder), 0o755)
        }
        let store = FileTokenStore.standard(
            for: try XCTUnwrap(URL(string: "https://api.github.com")),
            environment: ["XDG_CONFIG_HOME": temporary("config")])
        XCTAssertEqual(store.path, temporary("config/reactivemvvm/swifthub/https_api.github.com_443.token"))
        try store.save("ghp_x")
        XCTAssertEqual(mode(temporary("config")), 0o755, "the user's folder is theirs")
        XCTAssertEqual(mode(temporary("config/reactivemvvm")), 0o700)
        XCTAssertEqual(mode(temporary("config/reactivemvvm/swifthub")), 0o700)
        XCTAssertEqual(store.load(), "ghp_x")
    }
}

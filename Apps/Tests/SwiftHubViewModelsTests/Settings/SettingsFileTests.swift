import Foundation
import SecureFiles
import SwiftHubViewModels
import Synchronization
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The settings file is written without following anything planted at its name, at the name
/// its temporary file had, or at its folder; and read only when it is a small regular file of
/// ours (issue 39, item 3).
final class SettingsFileTests: XCTestCase {
    private var folder = ""
    private var store: FileSettingsStore { FileSettingsStore.standard(environment: ["XDG_CONFIG_HOME": folder]) }
    private var victim: String { folder + "/victim.json" }
    private let precious = #"{"theme": "light", "language": "ko"}"#

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(
            atPath: folder + "/reactivemvvm/swifthub", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: victim, contents: Data(precious.utf8))
        chmod(victim, 0o644)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func assertVictimUntouched(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            FileManager.default.contents(atPath: victim).map { String(decoding: $0, as: UTF8.self) }, precious,
            file: file, line: line)
        var status = stat()
        XCTAssertEqual(stat(victim, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o644, file: file, line: line)
    }

    func testALinkPlantedAtTheOldTemporaryNameIsNotFollowed() throws {
        symlink(victim, store.path + ".new")
        try store.save(AppSettings(theme: .highContrast, language: .english))
        assertVictimUntouched()
        XCTAssertEqual(store.load(), AppSettings(theme: .highContrast, language: .english))
    }

    func testALinkPlantedAtTheSettingsNameIsReplacedNotFollowed() throws {
        symlink(victim, store.path)
        XCTAssertNil(store.load(), "a link is not read")
        try store.save(AppSettings(theme: .highContrast, language: .english))
        assertVictimUntouched()
        var status = stat()
        XCTAssertEqual(lstat(store.path, &status), 0)
        XCTAssertEqual(status.st_mode & 0o170_000, 0o100_000, "a regular file now")
    }

    func testAnExistingFolderOthersCanEnterIsNarrowed() throws {
        chmod(folder + "/reactivemvvm", 0o755)
        chmod(folder + "/reactivemvvm/swifthub", 0o755)
        try store.save(AppSettings())
        for path in [folder + "/reactivemvvm", folder + "/reactivemvvm/swifthub"] {
            var status = stat()
            XCTAssertEqual(stat(path, &status), 0)
            XCTAssertEqual(status.st_mode & 0o777, 0o700, path)
        }
    }

    func testASettingsFileOverTheBoundIsTreatedAsAbsent() throws {
        let padding = String(repeating: " ", count: FileSettingsStore.sizeLimit)
        _ = FileManager.default.createFile(atPath: store.path, contents: Data((precious + padding).utf8))
        let lines = Mutex<[String]>([])
        let warned = FileSettingsStore.standard(
            environment: ["XDG_CONFIG_HOME": folder],
            warnings: FileWarnings { line in lines.withLock { $0.append(line) } })
        XCTAssertNil(warned.load())
        XCTAssertEqual(
            lines.withLock { $0 }, ["warning: ignoring \(store.path): 65572 bytes, more than the 65536 allowed"])
    }
}

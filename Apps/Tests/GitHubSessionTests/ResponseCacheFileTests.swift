import Foundation
import GitHubAPI
import GitHubSession
import SecureFiles
import SecureFilesTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Kept answers are written without following anything planted at their names or at the names
/// of their temporary files, and read up to a bound (issue 39, item 3).
final class ResponseCacheFileTests: XCTestCase {
    private let answer = GitHubResponse(status: 200, headers: ["ETag": "\"1\""], body: Data("{}".utf8))

    /// The name of the one entry file in `folder`.
    private func entryName(in folder: String) throws -> String {
        try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".json") })
    }

    func testLinksPlantedAtTheEntryAndAtTheOldTemporaryNamesAreNotFollowed() throws {
        let temporary = TemporaryFolder()
        let cache = FileResponseCache(folder: temporary("cache"))
        cache.store(answer, for: "GET /user")
        let entry = try entryName(in: cache.folder)
        let victim = temporary.plant("victim", "precious\n", mode: 0o644)
        // The names the cache wrote its temporary files at before: the entry's name, the
        // process id and `.new`.
        unlink(cache.folder + "/" + entry)
        temporary.link("cache/\(entry).\(getpid()).new", to: victim)
        temporary.link("cache/\(entry)", to: victim)
        cache.store(answer, for: "GET /user")
        XCTAssertEqual(contents(victim), "precious\n")
        XCTAssertEqual(mode(victim), 0o644)
        XCTAssertFalse(isSymbolicLink(cache.folder + "/" + entry))
        XCTAssertEqual(cache.response(for: "GET /user"), answer)
    }

    func testAFolderThatIsALinkIsNotWrittenThrough() throws {
        let temporary = TemporaryFolder()
        mkdir(temporary("elsewhere"), 0o755)
        symlink(temporary("elsewhere"), temporary("cache"))
        let cache = FileResponseCache(folder: temporary("cache"))
        cache.store(answer, for: "GET /user")
        XCTAssertNil(cache.response(for: "GET /user"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary("elsewhere")), [])
    }

    /// Clearing the cache (or signing out) through a cache folder that is a link to another
    /// folder used to delete that folder's `.json` files.
    func testClearingACacheFolderThatIsALinkDeletesNothingWhereItPoints() throws {
        let temporary = TemporaryFolder()
        let victim = temporary.plant("project/package.json", "{\"precious\": true}\n")
        symlink(temporary("project"), temporary("cache"))
        let cache = FileResponseCache(folder: temporary("cache"), warnings: RecordedWarnings().sink)
        XCTAssertEqual(cache.usage, ResponseCacheUsage(entries: 0, bytes: 0))
        XCTAssertEqual(cache.removeAll(), ResponseCacheUsage(entries: 0, bytes: 0))
        XCTAssertEqual(contents(victim), "{\"precious\": true}\n")
    }

    func testAnEntryOverTheBoundIsAMiss() throws {
        let temporary = TemporaryFolder()
        let warnings = RecordedWarnings()
        let cache = FileResponseCache(folder: temporary("cache"), warnings: warnings.sink)
        cache.store(answer, for: "GET /user")
        let entry = cache.folder + "/" + (try entryName(in: cache.folder))
        XCTAssertEqual(truncate(entry, 3 << 30), 0)
        let started = Date()
        XCTAssertNil(cache.response(for: "GET /user"))
        XCTAssertNil(cache.response(for: "GET /user"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
        XCTAssertEqual(
            warnings.lines, ["warning: ignoring \(entry): 3221225472 bytes, more than the 16777216 allowed"],
            "once per file, however often it is asked for")
        cache.store(answer, for: "GET /user")
        XCTAssertEqual(cache.response(for: "GET /user"), answer, "written again, it is used again")
    }

    /// Sets the time `name` in `folder` was last written to `seconds` after 1970.
    private func setWritten(_ folder: String, _ name: String, _ seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, folder + "/" + name, &times, AT_SYMLINK_NOFOLLOW), 0)
    }

    /// The kept answers together stay under the cache's bound: past it the oldest written go
    /// (issue 54, item 12), and an answer over the bound alone is not kept.
    func testTheTotalIsBoundedByDeletingTheOldest() throws {
        let temporary = TemporaryFolder()
        let cache = FileResponseCache(folder: temporary("cache"), totalLimit: 4_000)
        let body = Data(String(repeating: "x", count: 900).utf8)
        let big = GitHubResponse(status: 200, headers: ["ETag": "\"1\""], body: body)
        var names: [String] = []
        for index in 0..<6 {
            cache.store(big, for: "GET /search?page=\(index)")
            let added = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
                .filter { $0.hasSuffix(".json") && !names.contains($0) }
            names += added
            // Written in order, a second apart: the file system's clock may not tell them apart.
            for name in added { setWritten(cache.folder, name, 1_000_000 + index) }
        }
        let usage = cache.usage
        XCTAssertLessThanOrEqual(usage.bytes, 4_000)
        XCTAssertEqual(usage.entries, 3, "each entry is \(usage.bytes / max(1, usage.entries)) bytes")
        for index in 0..<3 { XCTAssertNil(cache.response(for: "GET /search?page=\(index)"), "the oldest went") }
        for index in 3..<6 { XCTAssertEqual(cache.response(for: "GET /search?page=\(index)"), big) }
        let huge = GitHubResponse(status: 200, headers: ["ETag": "\"2\""], body: Data(repeating: 65, count: 5_000))
        cache.store(huge, for: "GET /huge")
        XCTAssertNil(cache.response(for: "GET /huge"))
        XCTAssertEqual(cache.usage, usage, "nothing else went for it")
    }
}

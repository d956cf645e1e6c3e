import Foundation
import GitHubAPI
import SecureFiles
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Kept answers as files only their owner can read (`0600` in a `0700` folder), one folder per
/// GitHub origin: `$XDG_CACHE_HOME/reactivemvvm/swifthub/ORIGIN/` (else `~/.cache/…`). Each
/// file holds its request's key — which begins with the account it was kept for (see
/// ``GitHubSession``) — so a hash collision is a miss, never another request's or another
/// account's answer; a file that cannot be read is a miss too.
///
/// Entries are written and read with ``PrivateFile``: a new file renamed into place, never
/// through a link planted at its name; an entry that is a link, not a regular file, another
/// user's or over ``entrySizeLimit`` is a miss, reported once per file to the warnings.
package final class FileResponseCache: ResponseCache {
    /// The largest entry read: an 8 MiB body (the HTTP transport's bound) as base64, with room
    /// for its headers and key.
    package static let entrySizeLimit = 16 << 20

    /// The most the kept answers of one cache folder take on disk together, unless told
    /// otherwise: 64 MiB. Each answer is bounded, and their sum is too — a server answering
    /// ~11 MB to each search filled 129 MB in 12 searches (issue 54, item 12).
    package static let defaultTotalLimit = 64 << 20

    /// The most the entries take together; past it the oldest written are deleted.
    package let totalLimit: Int

    /// The folder the answers are kept in.
    package let folder: String
    private let location: PrivateFolder
    private let warnings: FileWarnings
    private let reported = Mutex<Set<String>>([])

    /// A cache in `folder`, which is the private folder (the folders above it are the user's);
    /// nothing is read or written until asked.
    package convenience init(
        folder: String, totalLimit: Int = defaultTotalLimit, warnings: FileWarnings = .standardError
    ) {
        self.init(location: PrivateFolder(holding: folder + "/entry"), totalLimit: totalLimit, warnings: warnings)
    }

    /// A cache in `location` whose entries take at most `totalLimit` bytes together.
    package init(
        location: PrivateFolder, totalLimit: Int = defaultTotalLimit, warnings: FileWarnings = .standardError
    ) {
        self.location = location
        self.folder = location.path
        self.totalLimit = max(0, totalLimit)
        self.warnings = warnings
    }

    /// The cache for the GitHub at `baseURL`, in the user's cache folder, named like the token
    /// file after the origin (scheme, host and port).
    package static func standard(
        for baseURL: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        warnings: FileWarnings = .standardError
    ) -> FileResponseCache {
        standard(name: FileTokenStore.originName(of: baseURL), environment: environment, warnings: warnings)
    }

    /// The cache folder `NAME` in the user's cache folder (`offline` for the bundled GitHub,
    /// whose port changes from run to run); `reactivemvvm`, `swifthub` and `NAME` are private.
    package static func standard(
        name: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        warnings: FileWarnings = .standardError
    ) -> FileResponseCache {
        FileResponseCache(
            location: XDGBaseDirectory.folder(
                XDGBaseDirectory.cache(environment: environment), components: ["reactivemvvm", "swifthub", name]),
            warnings: warnings)
    }

    private struct Entry: Codable {
        var key: String
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    package func response(for key: String) -> GitHubResponse? {
        guard
            let data = PrivateFile.read(
                named: Self.name(for: key), in: location, limit: Self.entrySizeLimit, warnings: warnOnce),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key
        else { return nil }
        return GitHubResponse(status: entry.status, headers: entry.headers, body: entry.body)
    }

    /// Writes a new `0600` file and renames it over the old one, then deletes the oldest
    /// written entries while all of them take more than ``totalLimit``; an answer larger than
    /// that alone is not kept. A failure to write leaves the cache as it was (it is only a cache).
    package func store(_ response: GitHubResponse, for key: String) {
        let entry = Entry(key: key, status: response.status, headers: response.headers, body: response.body)
        guard let bytes = try? JSONEncoder().encode(entry), bytes.count <= totalLimit else { return }
        let name = Self.name(for: key)
        guard (try? PrivateFile.write(Array(bytes), named: name, in: location)) != nil else { return }
        evictOldest(keeping: name)
    }

    /// Deletes entries, oldest written first (ties by name), until they take at most
    /// ``totalLimit`` together; `newest` — the one just written — stays.
    private func evictOldest(keeping newest: String) {
        let entries = self.entries()
        // Sizes are the file system's; the sum saturates rather than traps.
        var total = entries.reduce(0) { sum, entry in
            let (next, overflow) = sum.addingReportingOverflow(max(0, entry.size))
            return overflow ? Int.max : next
        }
        guard total > totalLimit else { return }
        for entry in entries.sorted(by: { ($0.modified, $0.name) < ($1.modified, $1.name) }) where entry.name != newest
        {
            guard total > totalLimit else { return }
            if (try? location.remove(entry.name)) != nil { total -= min(total, max(0, entry.size)) }
        }
    }

    /// Removes every entry, through the folder as ``PrivateFolder`` holds it: nothing is removed
    /// through a cache folder that is a link (a planted link to another folder of `.json` files).
    @discardableResult package func removeAll() -> ResponseCacheUsage {
        let entries = self.entries()
        for entry in entries { try? location.remove(entry.name) }
        return Self.usage(of: entries)
    }

    package var usage: ResponseCacheUsage { Self.usage(of: entries()) }

    private static func usage(of entries: [PrivateFolder.Entry]) -> ResponseCacheUsage {
        ResponseCacheUsage(entries: entries.count, bytes: entries.reduce(0) { $0 + $1.size })
    }

    /// Each refused entry is reported once per cache: it stays refused until written again.
    private var warnOnce: FileWarnings {
        FileWarnings { [self] line in
            if reported.withLock({ $0.insert(line).inserted }) { warnings.report(line) }
        }
    }

    /// The kept answers' files (temporary files being written are `.tmp`); none when the folder
    /// is missing or refused.
    private func entries() -> [PrivateFolder.Entry] {
        ((try? location.entries()) ?? []).filter { $0.name.hasSuffix(".json") }
    }

    /// The file of `key`: its 64-bit FNV-1a hash in hex.
    private static func name(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16) + ".json"
    }
}

import Foundation
import GitHubAPI

#if canImport(Glibc)
import Glibc
#endif

/// Kept answers as files only their owner can read (`0600` in a `0700` folder), one folder per
/// GitHub origin: `$XDG_CACHE_HOME/reactivemvvm/swifthub/ORIGIN/` (else `~/.cache/…`). Each
/// file holds its request's key, so a hash collision is a miss, never another request's answer;
/// a file that cannot be read is a miss too.
package final class FileResponseCache: ResponseCache {
    /// The folder the answers are kept in.
    package let folder: String

    /// A cache in `folder`; nothing is read or written until asked.
    package init(folder: String) { self.folder = folder }

    /// The cache for the GitHub at `baseURL`, in the user's cache folder, named like the token
    /// file after the origin (scheme, host and port).
    package static func standard(
        for baseURL: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> FileResponseCache {
        standard(name: FileTokenStore.originName(of: baseURL), environment: environment)
    }

    /// The cache folder `NAME` in the user's cache folder (`offline` for the bundled GitHub,
    /// whose port changes from run to run).
    package static func standard(
        name: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> FileResponseCache {
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
        return FileResponseCache(folder: "\(base)/reactivemvvm/swifthub/\(name)")
    }

    private struct Entry: Codable {
        var key: String
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    package func response(for key: String) -> GitHubResponse? {
        guard let data = FileManager.default.contents(atPath: path(for: key)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key
        else { return nil }
        return GitHubResponse(status: entry.status, headers: entry.headers, body: entry.body)
    }

    /// Writes a new file next to the old one, `0600` from the start, then renames it over the
    /// old one; a failure to write leaves the cache as it was (it is only a cache).
    package func store(_ response: GitHubResponse, for key: String) {
        let entry = Entry(key: key, status: response.status, headers: response.headers, body: response.body)
        guard let bytes = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let target = path(for: key)
        let temporary = target + ".\(getpid()).new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return }
        fchmod(descriptor, 0o600)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count, rename(temporary, target) == 0 else {
            unlink(temporary)
            return
        }
    }

    @discardableResult package func removeAll() -> ResponseCacheUsage {
        let before = usage
        for name in entryNames() { unlink(folder + "/" + name) }
        return before
    }

    package var usage: ResponseCacheUsage {
        var usage = ResponseCacheUsage(entries: 0, bytes: 0)
        for name in entryNames() {
            let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.size] as? NSNumber
            usage.entries += 1
            usage.bytes += size?.intValue ?? 0
        }
        return usage
    }

    private func entryNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }
    }

    /// The file of `key`: its 64-bit FNV-1a hash in hex.
    private func path(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return folder + "/" + String(hash, radix: 16) + ".json"
    }
}

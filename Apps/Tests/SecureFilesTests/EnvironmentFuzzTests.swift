import Foundation
import SecureFiles
import SecureFilesTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Environment values as a hostile or careless launch sets them — relative, empty, very long,
/// with a NUL, from bytes that are not UTF-8 — for HOME and the XDG variables (issue 54): the
/// base folder is absolute or there is none, and keeping a file under it never traps, never
/// writes outside it and never writes in the current folder.
final class EnvironmentFuzzTests: XCTestCase {
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// One value for a variable: each of the shapes the issue names, some under `base`.
    private static func value(_ random: inout SplitMix, base: String) -> String {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return ""
        case 1: return ["config", ".", "..", "./x", "~/x", "x/../y"][Int.random(in: 0..<6, using: &random)]
        case 2: return base + "/" + String(repeating: "d", count: Int.random(in: 200...300, using: &random))
        case 3: return base + "/" + String(repeating: "a", count: 5_000)
        case 4: return base + "/nul\u{0}cut"
        case 5:
            // Bytes that are not UTF-8, as the C library hands them over, decoded as Foundation does.
            let bytes: [UInt8] = Array(base.utf8) + [0x2F, 0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80]
            return String(decoding: bytes, as: UTF8.self)
        case 6: return base + "/e\u{1B}]0;x\u{7}/\u{202E}"
        case 7: return base + "/ok"
        default: return String(repeating: "r", count: Int.random(in: 1...50_000, using: &random))
        }
    }

    func testAnyEnvironmentGivesAnAbsoluteFolderOrNoneAndKeepingNeverWritesElsewhere() throws {
        let temporary = TemporaryFolder()
        let current = FileManager.default.currentDirectoryPath
        let before = try FileManager.default.contentsOfDirectory(atPath: current)
        var random = SplitMix(state: 0x54)
        var kept = 0
        var refused = 0
        for round in 0..<300 {
            var environment: [String: String] = [:]
            for name in ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"] where Bool.random(using: &random)
            {
                environment[name] = Self.value(&random, base: temporary.path)
            }
            for base in [
                XDGBaseDirectory.config(environment: environment), XDGBaseDirectory.cache(environment: environment),
                XDGBaseDirectory.data(environment: environment),
            ] {
                guard let base else { continue }
                XCTAssertTrue(base.hasPrefix("/"), "round \(round): \(base.prefix(80).debugDescription)")
                XCTAssertFalse(base.utf8.contains(0), "round \(round)")
            }
            let folder = XDGBaseDirectory.folder(
                XDGBaseDirectory.config(environment: environment), components: ["reactivemvvm", "swifthub"])
            let file = KeptFile(folder: folder, name: "settings.json", limit: 64, warnings: FileWarnings { _ in })
            do {
                try file.write(Array("{}".utf8))
                XCTAssertEqual(file.read(), Data("{}".utf8), "round \(round)")
                XCTAssertTrue(file.path.hasPrefix(temporary.path + "/"), "round \(round): \(file.path.prefix(120))")
                try file.remove()
                kept += 1
            } catch {
                refused += 1
            }
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: current), before, "nothing in the current folder")
        XCTAssertGreaterThan(kept, 20)
        XCTAssertGreaterThan(refused, 20)
    }
}

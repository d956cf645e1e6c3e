import SecureFiles
import XCTest

/// The base folders: the variable when it is set and not empty, else the default under `HOME`.
final class XDGBaseDirectoryTests: XCTestCase {
    func testTheVariableWinsUnlessItIsEmpty() {
        let home = ["HOME": "/home/eun-ji"]
        XCTAssertEqual(XDGBaseDirectory.config(environment: home), "/home/eun-ji/.config")
        XCTAssertEqual(XDGBaseDirectory.cache(environment: home), "/home/eun-ji/.cache")
        XCTAssertEqual(
            XDGBaseDirectory.config(environment: home.merging(["XDG_CONFIG_HOME": "/x/config"]) { $1 }), "/x/config")
        XCTAssertEqual(
            XDGBaseDirectory.cache(environment: home.merging(["XDG_CACHE_HOME": "/x/cache"]) { $1 }), "/x/cache")
        XCTAssertEqual(
            XDGBaseDirectory.config(environment: home.merging(["XDG_CONFIG_HOME": ""]) { $1 }), "/home/eun-ji/.config")
        XCTAssertEqual(
            XDGBaseDirectory.cache(environment: home.merging(["XDG_CONFIG_HOME": "/x/config"]) { $1 }),
            "/home/eun-ji/.cache", "each kind reads its own variable")
    }

    func testWithoutHomeTheTemporaryFolderIsTheHome() {
        XCTAssertEqual(XDGBaseDirectory.config(environment: [:]), NSTemporaryDirectory() + "/.config")
    }
}

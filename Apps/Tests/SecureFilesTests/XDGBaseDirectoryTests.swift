import SecureFiles
import XCTest

/// The base folders: the variable when it is an absolute path, else the default under an
/// absolute `HOME`, else none (issue 54, item 5).
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

    /// The XDG rule: a relative value is invalid and ignored — it used to put the token in the
    /// current folder, perhaps a repository the user then commits.
    func testARelativeValueIsIgnored() {
        let home = ["HOME": "/home/eun-ji"]
        for value in ["config", ".", "./x", "../x", "~/.config", "x/\u{1B}[2J", "\u{0}/abs", "/abs\u{0}cut"] {
            let environment = home.merging(["XDG_CONFIG_HOME": value, "XDG_CACHE_HOME": value, "XDG_DATA_HOME": value])
            {
                $1
            }
            XCTAssertEqual(XDGBaseDirectory.config(environment: environment), "/home/eun-ji/.config", value)
            XCTAssertEqual(XDGBaseDirectory.cache(environment: environment), "/home/eun-ji/.cache", value)
            XCTAssertEqual(XDGBaseDirectory.data(environment: environment), "/home/eun-ji/.local/share", value)
        }
        XCTAssertEqual(XDGBaseDirectory.data(environment: ["HOME": "/h/", "XDG_DATA_HOME": "/d"]), "/d")
        XCTAssertEqual(XDGBaseDirectory.data(environment: ["HOME": "/h/"]), "/h/.local/share")
    }

    /// No `HOME`, or a relative or empty one: no base folder — never the shared temporary one.
    func testWithoutAnAbsoluteHomeThereIsNone() {
        for environment in [[:], ["HOME": ""], ["HOME": "home"], ["HOME": "", "XDG_CONFIG_HOME": "rel"]] {
            XCTAssertNil(XDGBaseDirectory.config(environment: environment), "\(environment)")
            XCTAssertNil(XDGBaseDirectory.cache(environment: environment), "\(environment)")
            XCTAssertNil(XDGBaseDirectory.data(environment: environment), "\(environment)")
        }
        XCTAssertEqual(
            XDGBaseDirectory.config(environment: ["XDG_CONFIG_HOME": "/c"]), "/c", "the variable alone will do")
    }

    /// With none, the folder keeps nothing: reading finds nothing, writing says why, and no file
    /// appears in the current folder.
    func testWithoutABaseFolderNothingIsKeptAndAWriteSaysWhy() throws {
        let folder = XDGBaseDirectory.folder(nil, components: ["reactivemvvm", "swifthub"])
        let current = FileManager.default.currentDirectoryPath
        let before = try FileManager.default.contentsOfDirectory(atPath: current)
        let file = KeptFile(folder: folder, name: "settings.json", limit: 100, warnings: FileWarnings { _ in })
        XCTAssertNil(file.read())
        XCTAssertThrowsError(try file.write(Array("{}".utf8))) {
            XCTAssertEqual(
                "\($0)",
                "nothing is kept: no usable home folder (HOME and the XDG_*_HOME variables are unset or not absolute paths)"
            )
        }
        XCTAssertNoThrow(try file.remove())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: current), before)
        XCTAssertEqual(
            XDGBaseDirectory.folder("/c", components: ["a"]), PrivateFolder(base: "/c", components: ["a"]))
    }
}

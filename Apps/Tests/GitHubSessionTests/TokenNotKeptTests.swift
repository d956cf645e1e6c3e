import Foundation
import GitHubAPI
import GitHubSession
import SecureFiles
import Synchronization
import XCTest

/// A sign-in whose token cannot be kept still signs in, and says so once: the next launch will
/// ask again, and the person knows why.
final class TokenNotKeptTests: XCTestCase {
    private final class RefusingStore: TokenStore {
        func load() -> String? { nil }
        func save(_ token: String) throws {
            throw SecureFileError.folderIsSymbolicLink(path: "/home/u/.config/reactivemvvm")
        }
        func remove() throws {}
    }

    func testASignInWhoseTokenCannotBeKeptSaysWhy() throws {
        let lines = Mutex<[String]>([])
        let session = GitHubSession(
            transport: RecordingTransport(), tokenStore: RefusingStore(),
            warnings: FileWarnings { line in lines.withLock { $0.append(line) } })
        let user = try result(of: session.signIn(token: "token-a"))
        XCTAssertEqual(user.login, "alice")
        XCTAssertEqual(
            lines.withLock { $0 },
            [
                "warning: signed in as alice, but the token was not kept (\(SecureFileError.folderIsSymbolicLink(path: "/home/u/.config/reactivemvvm"))): the next launch asks again"
            ])
    }
}

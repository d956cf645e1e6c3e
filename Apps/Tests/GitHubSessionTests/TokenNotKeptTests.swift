import Foundation
import GitHubAPI
import GitHubSession
import RxCore
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

    /// A server that answers `/user` with a login holding an escape sequence.
    private final class HostileLoginTransport: GitHubTransport {
        func send(_ request: GitHubRequest) -> Single<GitHubResponse> {
            let body = #"{"id": 1, "login": "\u001B]0;owned\u0007\u001B[31meve", "avatar_url": "", "type": "User"}"#
            return .just(GitHubResponse(status: 200, body: Data(body.utf8)))
        }
    }

    /// The server's login reaches the terminal when standard error is replayed at exit: it is
    /// escaped in the line (issue 54, item 11).
    func testTheServersLoginIsEscapedInTheLine() throws {
        let lines = Mutex<[String]>([])
        let session = GitHubSession(
            transport: HostileLoginTransport(), tokenStore: RefusingStore(),
            warnings: FileWarnings { line in lines.withLock { $0.append(line) } })
        _ = try result(of: session.signIn(token: "token-a"))
        XCTAssertEqual(
            lines.withLock { $0 },
            [
                "warning: signed in as ␛]0;owned␇␛[31meve, but the token was not kept (refusing /home/u/.config/reactivemvvm: a symbolic link where a private folder should be (remove it and try again)): the next launch asks again"
            ])
    }
}

import Foundation
import GitHubAPI
import GitHubSession
import SecureFilesTesting
import XCTest

/// Kept answers belong to the account that was shown them: after a change of account the
/// session never sends the previous account's `ETag` nor shows its kept answer (issue 39,
/// item 5) — whether the account changes in the running app (`l`) or between runs (`--token`).
final class AccountCacheTests: XCTestCase {
    private typealias Sent = RecordingTransport.Sent

    func testSigningInAsAnotherAccountNeverSendsThePreviousAccountsTag() throws {
        let temporary = TemporaryFolder()
        let transport = RecordingTransport()
        let session = GitHubSession(transport: transport, responseCache: FileResponseCache(folder: temporary("cache")))
        _ = try result(of: session.signIn(token: "token-a"))
        XCTAssertEqual(try result(of: session.send(GitHub.user(login: "octocat"))).name, "as seen by alice")
        XCTAssertEqual(try result(of: session.send(GitHub.user(login: "octocat"))).name, "as seen by alice")
        let aliceTag = try XCTUnwrap(transport.sent.last?.ifNoneMatch, "alice asks again with her tag")
        _ = try result(of: session.signIn(token: "token-b"))
        XCTAssertEqual(try result(of: session.send(GitHub.user(login: "octocat"))).name, "as seen by bob")
        XCTAssertEqual(try result(of: session.send(GitHub.user(login: "octocat"))).name, "as seen by bob")
        let sent = transport.sent.filter { $0.path == "/users/octocat" }
        XCTAssertEqual(sent.count, 4)
        XCTAssertEqual(Array(sent.prefix(2)).map(\.account), ["alice", "alice"])
        XCTAssertEqual(sent[2], Sent(path: "/users/octocat", account: "bob", ifNoneMatch: nil))
        XCTAssertEqual(sent[3].account, "bob")
        XCTAssertNotEqual(sent[3].ifNoneMatch, aliceTag)
        XCTAssertNotNil(sent[3].ifNoneMatch, "bob's own answer is kept for bob")
    }

    func testANewRunWithAnotherTokenNeverSendsTheTagsKeptForTheOtherAccount() throws {
        let temporary = TemporaryFolder()
        let first = RecordingTransport()
        let alice = GitHubSession(
            transport: first, token: "token-a", responseCache: FileResponseCache(folder: temporary("cache")))
        _ = try result(of: alice.signIn(token: "token-a"))
        _ = try result(of: alice.send(GitHub.user(login: "octocat")))
        _ = try result(of: alice.send(GitHub.user(login: "octocat")))
        XCTAssertNotNil(first.sent.last?.ifNoneMatch)

        let second = RecordingTransport()
        let bob = GitHubSession(
            transport: second, token: "token-b", responseCache: FileResponseCache(folder: temporary("cache")))
        // Before the token's account is known, nothing kept is used for it.
        XCTAssertEqual(try result(of: bob.send(GitHub.user(login: "octocat"))).name, "as seen by bob")
        _ = try result(of: bob.signIn(token: "token-b"))
        XCTAssertEqual(try result(of: bob.send(GitHub.user(login: "octocat"))).name, "as seen by bob")
        XCTAssertEqual(
            second.sent,
            [
                Sent(path: "/users/octocat", account: "bob", ifNoneMatch: nil),
                Sent(path: "/user", account: "bob", ifNoneMatch: nil),
                Sent(path: "/users/octocat", account: "bob", ifNoneMatch: nil),
            ])
    }

    func testSigningOutAsksAnonymouslyWithoutTheAccountsTag() throws {
        let transport = RecordingTransport()
        let session = GitHubSession(transport: transport, responseCache: InMemoryResponseCache())
        _ = try result(of: session.signIn(token: "token-a"))
        _ = try result(of: session.send(GitHub.user(login: "octocat")))
        session.signOut()
        XCTAssertEqual(try result(of: session.send(GitHub.user(login: "octocat"))).name, "as seen by anyone")
        XCTAssertEqual(transport.sent.last, Sent(path: "/users/octocat", account: nil, ifNoneMatch: nil))
    }
}

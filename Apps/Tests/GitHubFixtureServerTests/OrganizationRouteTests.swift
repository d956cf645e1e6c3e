import Foundation
import GitHubAPI
import GitHubServerTesting
import OfflineGitHub
import TmuxTesting
import XCTest

/// `GET /orgs/{org}` and `GET /orgs/{org}/repos` answer as GitHub does (404s before), and every
/// organization object links to them: its `url` is `/orgs/LOGIN`, not an account's `/users/LOGIN`.
final class OrganizationRouteTests: FixtureServerTestCase {
    private let data = FixtureData.standard

    private func get(_ target: String) -> (status: Int, body: String) {
        LoopbackSocket.exchange(
            "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: Int(server.port))
    }

    func testAnOrganizationIsServedInFull() {
        let api = "http://127.0.0.1:\(server.port)"
        let answer = get("/orgs/reactivex")
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(
            answer.body,
            #"{"archived_at":null,"avatar_url":"https://avatars.example/reactivex","blog":"reactivex.example","#
                + #""company":null,"created_at":"2021-11-23T00:00:00Z","description":"The reactivex organization","#
                + #""email":null,"events_url":"\#(api)/orgs/reactivex/events","followers":3,"following":0,"#
                + #""has_organization_projects":true,"has_repository_projects":true,"#
                + #""hooks_url":"\#(api)/orgs/reactivex/hooks","html_url":"https://github.com/reactivex","id":100,"#
                + #""is_verified":false,"issues_url":"\#(api)/orgs/reactivex/issues","location":null,"#
                + #""login":"reactivex","members_url":"\#(api)/orgs/reactivex/members{/member}","name":"ReactiveX","#
                + #""node_id":"MDEyOk9yZ2FuaXphdGlvbjEwMA==","public_gists":0,"#
                + #""public_members_url":"\#(api)/orgs/reactivex/public_members{/member}","public_repos":6,"#
                + #""repos_url":"\#(api)/orgs/reactivex/repos","twitter_username":null,"type":"Organization","#
                + #""updated_at":"2025-12-31T00:00:00Z","url":"\#(api)/orgs/reactivex"}"#)
        // A person or nobody is not an organization: GitHub's 404.
        for login in ["octocat", "no-such-org"] {
            let missing = get("/orgs/\(login)")
            XCTAssertEqual(missing.status, 404)
            XCTAssertEqual(
                missing.body,
                #"{"documentation_url":"https://docs.github.com/rest","message":"Not Found","status":"404"}"#)
        }
    }

    /// The short form `/users/{login}/orgs` lists links to the full one.
    func testListedOrganizationsLinkToTheirOwnRoute() {
        let api = "http://127.0.0.1:\(server.port)"
        let answer = get("/users/octocat/orgs")
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(
            answer.body,
            #"[{"avatar_url":"https://avatars.example/reactivex","description":"The reactivex organization","#
                + #""events_url":"\#(api)/orgs/reactivex/events","hooks_url":"\#(api)/orgs/reactivex/hooks","#
                + #""id":100,"issues_url":"\#(api)/orgs/reactivex/issues","login":"reactivex","#
                + #""members_url":"\#(api)/orgs/reactivex/members{/member}","#
                + #""node_id":"MDEyOk9yZ2FuaXphdGlvbjEwMA==","#
                + #""public_members_url":"\#(api)/orgs/reactivex/public_members{/member}","#
                + #""repos_url":"\#(api)/orgs/reactivex/repos","url":"\#(api)/orgs/reactivex"}]"#)
        // The organization as an account keeps an account's link.
        XCTAssertTrue(get("/users/reactivex").body.contains(#""url":"\#(api)/users/reactivex""#))
    }

    /// What an organization owns, newest first unless told otherwise; none that is private or a fork.
    func testAnOrganizationsRepositoriesTakeTypeSortAndDirection() throws {
        let owned = data.repositories.filter { $0.ownerLogin == "swift-lang" }
        XCTAssertGreaterThan(owned.count, 1)
        func names(_ target: String) throws -> [String] {
            let answer = get(target)
            XCTAssertEqual(answer.status, 200, answer.body)
            let objects = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [[String: Any]], answer.body)
            return objects.compactMap { $0["full_name"] as? String }
        }
        let newest = owned.sorted { $0.createdAt ?? .distantPast > $1.createdAt ?? .distantPast }.map(\.fullName)
        XCTAssertEqual(try names("/orgs/swift-lang/repos"), newest)
        XCTAssertEqual(try names("/orgs/swift-lang/repos?direction=asc"), newest.reversed())
        XCTAssertEqual(try names("/orgs/swift-lang/repos?sort=full_name"), owned.map(\.fullName).sorted())
        XCTAssertEqual(try names("/orgs/swift-lang/repos?type=public"), newest)
        XCTAssertEqual(get("/orgs/swift-lang/repos?type=forks").body, "[]")
        XCTAssertEqual(get("/orgs/octocat/repos").status, 404)
    }
}

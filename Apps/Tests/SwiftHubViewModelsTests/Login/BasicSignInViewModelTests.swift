import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

final class BasicSignInViewModelTests: RxTestCase {
    func testAUsernameAndPasswordSignInWhereTheServerAcceptsThem() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = BasicSignInViewModel(service: service).transform(
                input: .init(
                    username: scheduler.values((100, "ali:ce"), (110, "alice")),
                    password: scheduler.values((100, "hunter2"), (200, "fixture-alice")),
                    signInTap: scheduler.taps(at: 105, 120, 210, 215)))
            let valid = scheduler.record(output.isValid)
            let signedIn = scheduler.record(output.signedIn.map(\.login))
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let hint = scheduler.record(output.hint)
            scheduler.start()
            valid.assertEvents([.next(1, false), .next(111, true)])
            XCTAssertEqual(
                service.requests, ["GET /user", "GET /user"],
                "a colon in the username is not sent; a tap during a sign-in is ignored")
            banner.assertEvents([
                .next(121, "(none)"), .next(131, "GitHub answered 401: Bad credentials"), .next(211, "(none)"),
                .next(216, "(none)"),
            ])
            signedIn.assertEvents([.next(221, "alice")])
            hint.assertValues(["A username (no spaces or colon) and a password or token.", "Press Enter or Sign in."])
        }
    }

    func testCredentialsAreSentAndKeptAsTheyWereGiven() {
        XCTAssertEqual(Credential.token("ghp_1").authorization, "Bearer ghp_1")
        XCTAssertEqual(Credential.token("ghp_1").saved, "ghp_1", "a token file from before reads the same")
        let pair = Credential.basic(username: "한글", password: "p:ss word")
        XCTAssertEqual(pair.authorization, "Basic 7ZWc6riAOnA6c3Mgd29yZA==")
        XCTAssertEqual(pair.saved, pair.authorization)
        XCTAssertEqual(Credential(saved: pair.saved), pair, "the password may hold a colon")
        XCTAssertEqual(Credential(saved: "ghp_1"), .token("ghp_1"))
        XCTAssertEqual(Credential(saved: "Basic !!!"), .token("Basic !!!"), "what does not decode stays as it is")
    }
}

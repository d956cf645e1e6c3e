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

final class LoginViewModelTests: RxTestCase {
    func testLoginValidatesSignsInAndReportsBadTokens() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = LoginViewModel(service: service).transform(
                input: .init(
                    token: scheduler.values((100, "short"), (110, "bad-token-1"), (200, "fixture-alice")),
                    loginTap: scheduler.taps(at: 105, 120, 210, 215)
                ))
            let valid = scheduler.record(output.isValid)
            let signedIn = scheduler.record(output.signedIn.map(\.login))
            let banner = scheduler.record(output.banner.map { $0 ?? "(none)" })
            let hint = scheduler.record(output.hint)
            let account = scheduler.record(output.account)
            scheduler.start()
            valid.assertValues([false, true])
            XCTAssertEqual(
                service.requests, ["GET /user", "GET /user"],
                "the tap while invalid and the tap during a sign-in are ignored")
            // Each attempt clears the old message (the tap at 215, ignored during a sign-in, too).
            banner.assertEvents([
                .next(121, "(none)"), .next(131, "GitHub answered 401: Bad credentials"), .next(211, "(none)"),
                .next(216, "(none)"),
            ])
            signedIn.assertEvents([.next(221, "alice")])
            hint.assertValues(["A token has at least 8 characters and no spaces.", "Press Enter or Sign in."])
            account.assertEvents([.next(1, "Not signed in"), .next(221, "Signed in as alice")])
        }
    }
}

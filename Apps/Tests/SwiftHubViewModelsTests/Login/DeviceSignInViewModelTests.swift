import GitHubAPI
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import SwiftHubTestSupport
import SwiftHubViewModels
import XCTest

/// The device flow in virtual time: a code to show, polls at GitHub's interval while it waits,
/// and the sign-in once the code is approved.
final class DeviceSignInViewModelTests: RxTestCase {
    func testTheCodeIsShownPolledAndSignsInOnceApproved() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let output = DeviceSignInViewModel(service: service, clientID: "app", scheduler: scheduler)
                .transform(input: .init(start: scheduler.taps(at: 100)))
            let code = scheduler.record(output.userCode)
            let instructions = scheduler.record(output.instructions)
            let status = scheduler.record(output.status)
            let signedIn = scheduler.record(output.signedIn.map(\.login))
            scheduler.scheduleAt(130) { service.approveDeviceCodes(as: "alice") }
            scheduler.start()
            // The code at 110; polls at 112 and 124 are answered "pending" (the fake answers as
            // of the moment asked, before the approval at 130), the one at 136 with the token;
            // the account at 156. Drivers deliver a tick later.
            code.assertEvents([.next(101, ""), .next(111, "KCWT-TWCK")])
            instructions.assertEvents([
                .next(101, ""), .next(111, "Open http://fixture.github.invalid/login/device and enter this code:"),
            ])
            status.assertEvents([
                .next(101, "Asking GitHub for a code…"), .next(111, "Waiting for you to approve the code…"),
                .next(147, "Approved — signing in…"), .next(157, "Signed in as alice"),
            ])
            signedIn.assertEvents([.next(157, "alice")])
            XCTAssertEqual(
                service.requests,
                [
                    "POST /login/device/code", "POST /login/oauth/access_token", "POST /login/oauth/access_token",
                    "POST /login/oauth/access_token", "GET /user",
                ])
        }
    }

    func testAFailureSaysHowToStartAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.failure = .unreachable(reason: "down")
            let output = DeviceSignInViewModel(service: service, clientID: "app", scheduler: scheduler)
                .transform(input: .init(start: scheduler.taps(at: 100)))
            let banner = scheduler.record(output.banner.compactMap { $0 })
            scheduler.start()
            banner.assertEvents([
                .next(111, "Could not sign in: The server is unreachable (down). — press r to start again")
            ])
        }
    }

    /// Left on a hidden tab, the flow sends no poll: the wait starts again when the screen is
    /// shown, and the code approved meanwhile signs in then.
    func testAHiddenScreenSendsNoPollUntilShownAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let isShown = scheduler.createHotObservable([.next(0, true), .next(111, false), .next(200, true)])
            let output = DeviceSignInViewModel(service: service, clientID: "app", scheduler: scheduler)
                .transform(input: .init(start: scheduler.taps(at: 100), isShown: isShown.asObservable()))
            let status = scheduler.record(output.status)
            scheduler.scheduleAt(130) { service.approveDeviceCodes(as: "alice") }
            scheduler.scheduleAt(199) {
                XCTAssertEqual(service.requests, ["POST /login/device/code"], "nothing was polled while hidden")
            }
            scheduler.start()
            status.assertEvents([
                .next(101, "Asking GitHub for a code…"), .next(111, "Waiting for you to approve the code…"),
                .next(213, "Approved — signing in…"), .next(223, "Signed in as alice"),
            ])
            XCTAssertEqual(
                service.requests, ["POST /login/device/code", "POST /login/oauth/access_token", "GET /user"])
        }
    }
}

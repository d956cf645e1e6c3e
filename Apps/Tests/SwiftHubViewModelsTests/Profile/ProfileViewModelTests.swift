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

final class ProfileViewModelTests: RxTestCase {
    func testSigningOutForgetsTheAccount() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            service.accountRelay.accept(service.data.user("eun-ji"))
            let output = ProfileViewModel(service: service).transform(
                input: .init(signOut: scheduler.taps(at: 100, 200)))
            let lines = scheduler.record(output.lines.map { $0.first ?? "" })
            let isSignedIn = scheduler.record(output.isSignedIn)
            let signedOut = scheduler.record(output.signedOut)
            scheduler.start()
            lines.assertEvents([.next(1, "김은지 (@eun-ji)"), .next(101, "Not signed in.")])
            isSignedIn.assertEvents([.next(1, true), .next(101, false)])
            XCTAssertEqual(signedOut.events.map(\.time), [101], "a second sign-out while signed out does nothing")
            XCTAssertEqual(service.signOuts, 1)
        }
    }

    /// One follower is "1 follower" (it was "1 followers"); "following" has no plural.
    func testOneFollowerIsSingular() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            guard let bob = service.data.user("bob") else { return XCTFail("the fixture has bob") }
            service.accountRelay.accept(bob.with(followers: 1, following: 1))
            scheduler.scheduleAt(100) { service.accountRelay.accept(bob.with(followers: 2, following: 0)) }
            let output = ProfileViewModel(service: service).transform(input: .init(signOut: .never()))
            let counts = scheduler.record(output.lines.map { $0.count > 1 ? $0[1] : "" })
            scheduler.start()
            counts.assertEvents([
                .next(1, "Lisbon · 1 follower · 1 following"),
                .next(101, "Lisbon · 2 followers · 0 following"),
            ])
        }
    }
}

final class FileTokenStoreTests: XCTestCase {
    func testTheTokenFileIsTheOwnersAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileTokenStore(path: folder.appendingPathComponent("swifthub/offline.token").path)
        XCTAssertNil(store.load())
        try store.save("fixture-alice")
        XCTAssertEqual(store.load(), "fixture-alice")
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent("swifthub").path)
        XCTAssertEqual((folderAttributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        try store.save("fixture-bob")
        XCTAssertEqual(store.load(), "fixture-bob", "replaced, not appended")
        try store.remove()
        XCTAssertNil(store.load())
        try store.remove()
        XCTAssertThrowsError(try FileTokenStore(path: "/proc/nope/x.token").save("t")) { error in
            XCTAssertFalse("\(error)".contains("t\n"), "errors never show the token")
        }
    }
}

/// A token is kept per origin — scheme, host and port — and loaded only for the origin it was
/// saved for: a token saved for http://127.0.0.1:8080 is never sent to :9999 or to https.
final class TokenOriginTests: XCTestCase {
    func testATokenIsLoadedOnlyForTheOriginItWasSavedFor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        let previous = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
        setenv("XDG_CONFIG_HOME", folder.path, 1)
        defer {
            if let previous { setenv("XDG_CONFIG_HOME", previous, 1) } else { unsetenv("XDG_CONFIG_HOME") }
            try? FileManager.default.removeItem(at: folder)
        }
        let saved = FileTokenStore.standard(for: URL(string: "http://127.0.0.1:8080")!)
        XCTAssertEqual(saved.path, folder.path + "/reactivemvvm/swifthub/http_127.0.0.1_8080.token")
        try saved.save("ghp_secret")
        for other in [
            "http://127.0.0.1:9999", "https://127.0.0.1:8080", "http://127.0.0.1", "http://localhost:8080",
            "https://127.0.0.1",
        ] {
            XCTAssertNil(
                FileTokenStore.standard(for: URL(string: other)!).load(),
                "the token of :8080 is not loaded for \(other)")
        }
        XCTAssertEqual(
            FileTokenStore.standard(for: URL(string: "HTTP://127.0.0.1:8080/")!).load(), "ghp_secret",
            "the same origin, spelled otherwise")
        XCTAssertEqual(
            FileTokenStore.originName(of: URL(string: "https://api.github.com")!), "https_api.github.com_443")
        XCTAssertEqual(FileTokenStore.originName(of: URL(string: "http://[::1]:8080")!), "http_%3A%3A1_8080")
    }
}

final class SessionViewModelTests: RxTestCase {
    func testTheAccountLineFollowsSignInAndOut() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeGitHub(scheduler: scheduler)
            let account = scheduler.record(SessionViewModel(service: service).transform(input: .init()).account)
            scheduler.scheduleAt(100) { service.accountRelay.accept(service.data.user("bob")) }
            scheduler.scheduleAt(150) { service.accountRelay.accept(service.data.user("bob")) }
            scheduler.scheduleAt(200) { service.signOut() }
            scheduler.start()
            account.assertEvents([
                .next(1, "Not signed in"), .next(101, "Signed in as bob"), .next(201, "Not signed in"),
            ])
        }
    }
}

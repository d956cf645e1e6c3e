import GalleryViewModels
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class LoginViewModelTests: RxTestCase {
    func testValidityFollowsTheRule() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryLoginService(scheduler: scheduler)
            let output = LoginViewModel(service: service).transform(
                input: .init(
                    username: scheduler.values((100, " "), (110, "octocat")),
                    password: scheduler.values((120, "12345"), (130, "123456")),
                    loginTap: .never()
                ))
            let valid = scheduler.record(output.isValid)
            scheduler.start()
            valid.assertEvents([.next(1, false), .next(131, true)])
        }
    }

    func testTapLogsInOnlyWhenValidAndIgnoresTapsWhileLoading() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryLoginService(scheduler: scheduler)
            let output = LoginViewModel(service: service).transform(
                input: .init(
                    username: scheduler.values((100, " octocat ")),
                    password: scheduler.values((110, "123"), (150, "secret1")),
                    loginTap: scheduler.taps(at: 120, 200, 205)
                ))
            let loggedIn = scheduler.record(output.loggedIn.map(\.login))
            let loading = scheduler.record(output.isLoading)
            scheduler.start()
            XCTAssertEqual(service.requests, ["login octocat"])
            loggedIn.assertEvents([.next(211, "octocat")])
            loading.assertValues([false, true, false])
        }
    }

    func testAFailedLoginReportsTheErrorAndTheFormStaysUsable() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryLoginService(scheduler: scheduler)
            service.failure = Failure()
            let output = LoginViewModel(service: service).transform(
                input: .init(
                    username: scheduler.values((100, "octocat")),
                    password: scheduler.values((100, "secret1")),
                    loginTap: scheduler.taps(at: 200, 300)
                ))
            let errors = scheduler.record(output.error)
            let loggedIn = scheduler.record(output.loggedIn.map(\.login))
            scheduler.scheduleAt(250) { service.failure = nil }
            scheduler.start()
            errors.assertValueCount(1)
            loggedIn.assertEvents([.next(311, "octocat")])
        }
    }

    func testTheInputsOutputsStyleBehavesTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = InMemoryLoginService(scheduler: scheduler)
        let viewModel: LoginFormViewModelType = LoginFormViewModel(service: service)
        let valid = scheduler.record(viewModel.outputs.isValid)
        let loggedIn = scheduler.record(viewModel.outputs.loggedIn.map(\.login))
        let loading = scheduler.record(viewModel.outputs.isLoading)
        scheduler.scheduleAt(100) { viewModel.inputs.usernameChanged("octocat") }
        scheduler.scheduleAt(110) { viewModel.inputs.loginTapped() }
        scheduler.scheduleAt(120) { viewModel.inputs.passwordChanged("secret1") }
        scheduler.scheduleAt(130) { viewModel.inputs.loginTapped() }
        scheduler.start()
        valid.assertValues([false, true])
        loggedIn.assertEvents([.next(140, "octocat")])
        loading.assertValues([false, true, false])
        XCTAssertEqual(service.requests, ["login octocat"])
    }

    func testTheInputsOutputsStyleReportsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = InMemoryLoginService(scheduler: scheduler)
        service.failure = Failure()
        let viewModel = LoginFormViewModel(service: service)
        let messages = scheduler.record(viewModel.outputs.errorMessage)
        let loggedIn = scheduler.record(viewModel.outputs.loggedIn)
        viewModel.inputs.usernameChanged("octocat")
        viewModel.inputs.passwordChanged("secret1")
        scheduler.scheduleAt(100) { viewModel.inputs.loginTapped() }
        scheduler.start()
        messages.assertValues(["Login failed: Failure()"])
        loggedIn.assertValueCount(0)
    }
}

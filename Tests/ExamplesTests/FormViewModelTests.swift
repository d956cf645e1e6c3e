import XCTest
import RxCore
import RxUI
import RxTesting
import MVVM
import MVVMTesting
import Examples

final class LoginViewModelTests: RxTestCase {
    func testValidityFollowsTheRule() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = InMemoryLoginService(scheduler: scheduler)
            let output = LoginViewModel(service: service).transform(input: .init(
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
            let output = LoginViewModel(service: service).transform(input: .init(
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
            let output = LoginViewModel(service: service).transform(input: .init(
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

final class ChatViewModelTests: RxTestCase {
    final class EchoBot: ChatService {
        let scheduler: TestScheduler
        init(scheduler: TestScheduler) { self.scheduler = scheduler }
        func reply(to message: String) -> Single<String> {
            message == "fail" ? .error(Failure()) : Single.just("You said: \(message)").delay(.seconds(5), scheduler: scheduler)
        }
    }

    func testSendingAppendsTheMessageClearsTheFieldAndTheReplyFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = ChatViewModel(service: EchoBot(scheduler: scheduler), isSignedIn: .just(true)).transform(input: .init(
                messageText: scheduler.values((100, "hi"), (120, "  ")),
                sendTap: scheduler.taps(at: 110, 130),
                textFieldTap: scheduler.taps(at: 90)
            ))
            let messages = scheduler.record(output.messages.map { $0.map(\.text) })
            let clears = scheduler.record(output.clearText)
            let enabled = scheduler.record(output.sendEnabled)
            let alert = scheduler.record(output.showLoginAlert)
            scheduler.start()
            messages.assertValues([[], ["hi"], ["hi", "You said: hi"]])
            XCTAssertEqual(clears.events.map(\.time), [111], "cleared once, after the one send; typing is never echoed")
            enabled.assertValues([false, true, false])
            alert.assertValueCount(0)
        }
    }

    /// Enter pressed twice before the field is cleared sends one message, never the same
    /// text twice and never an empty one.
    func testSendingTwiceBeforeTheFieldIsClearedSendsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = ChatViewModel(service: EchoBot(scheduler: scheduler), isSignedIn: .just(true)).transform(input: .init(
                messageText: scheduler.values((100, "hello there")),
                sendTap: scheduler.taps(at: 110, 111),
                textFieldTap: .never()
            ))
            let messages = scheduler.record(output.messages.map { $0.map(\.text) })
            let clears = scheduler.record(output.clearText)
            scheduler.start()
            messages.assertEvents([
                .next(1, []),
                .next(111, ["hello there"]),
                .next(116, ["hello there", "You said: hello there"]),
            ])
            XCTAssertEqual(clears.events.map(\.time), [111])
        }
    }

    func testSignedOutUserTappingTheFieldIsAskedToLogIn() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = ChatViewModel(service: EchoBot(scheduler: scheduler), isSignedIn: .just(false)).transform(input: .init(
                messageText: scheduler.values((100, "hi")),
                sendTap: scheduler.taps(at: 110),
                textFieldTap: scheduler.taps(at: 90, 95)
            ))
            let alert = scheduler.record(output.showLoginAlert)
            let messages = scheduler.record(output.messages)
            scheduler.start()
            XCTAssertEqual(alert.events.map(\.time), [91, 96])
            messages.assertValues([[]])
        }
    }

    func testAFailedReplyIsReported() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = ChatViewModel(service: EchoBot(scheduler: scheduler), isSignedIn: .just(true)).transform(input: .init(
                messageText: scheduler.values((100, "fail")), sendTap: scheduler.taps(at: 110), textFieldTap: .never()
            ))
            let errors = scheduler.record(output.error)
            let messages = scheduler.record(output.messages.map { $0.map(\.text) })
            scheduler.start()
            errors.assertValueCount(1)
            messages.assertLastValue(["fail"])
        }
    }
}

final class WorkFormViewModelTests: RxTestCase {
    func testNewWorkShowsDoneAndSavingInsertsIntoTheSharedList() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let store = WorkStore(works: [Work(id: 1, title: "Write tests")])
            let output = WorkFormViewModel(work: nil, store: store).transform(input: .init(
                viewWillAppear: scheduler.taps(at: 100),
                title: scheduler.values((110, "  "), (130, "Ship it")),
                saveTap: scheduler.taps(at: 120, 140)
            ))
            let button = scheduler.record(output.rightBarButtonTitle)
            let saved = scheduler.record(output.saved)
            let list = scheduler.record(store.works.asDriver().map { $0.map(\.title) })
            scheduler.start()
            button.assertEvents([.next(101, "Done")])
            saved.assertEvents([.next(141, Work(id: 2, title: "Ship it"))])
            list.assertValues([["Write tests"], ["Write tests", "Ship it"]])
        }
    }

    func testExistingWorkShowsEditAndSavingUpdatesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let work = Work(id: 1, title: "Write tests")
            let store = WorkStore(works: [work])
            let output = WorkFormViewModel(work: work, store: store).transform(input: .init(
                viewWillAppear: scheduler.taps(at: 100),
                title: scheduler.values((110, "Write more tests")),
                saveTap: scheduler.taps(at: 120)
            ))
            let button = scheduler.record(output.rightBarButtonTitle)
            let initial = scheduler.record(output.initialTitle)
            let saved = scheduler.record(output.saved)
            scheduler.start()
            button.assertValues(["Edit"])
            initial.assertValues(["Write tests"])
            saved.assertValues([Work(id: 1, title: "Write more tests")])
            XCTAssertEqual(store.works.value, [Work(id: 1, title: "Write more tests")])
        }
    }
}

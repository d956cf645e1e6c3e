import XCTest
import RxCore
import RxUI
import RxTesting
import MVVMTesting
import Examples

/// The counter in both styles gives the same outputs at the same ticks for the same taps.
final class CounterViewModelTests: RxTestCase {
    func testTheInputOutputCounterCountsStopsAtTheLimitAndSaysSo() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let increments = scheduler.taps(at: 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210)
            let output = CounterViewModel().transform(input: .init(
                increment: increments, decrement: scheduler.taps(at: 300, 310), reset: scheduler.taps(at: 400)
            ))
            let counts = scheduler.record(output.count)
            let alerts = scheduler.record(output.limitReached)
            scheduler.start()
            counts.assertValues([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 0])
            alerts.assertEvents([.next(211, "The limit is 10.")])
        }
    }

    func testTheInputsOutputsCounterBehavesTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel: CounterInputsOutputsViewModelType = CounterInputsOutputsViewModel()
            let counts = scheduler.record(viewModel.outputs.count)
            let alerts = scheduler.record(viewModel.outputs.limitReached)
            for tick in (1...11).map({ 100 + $0 * 10 }) { scheduler.scheduleAt(tick) { viewModel.inputs.incrementTapped() } }
            scheduler.scheduleAt(300) { viewModel.inputs.decrementTapped() }
            scheduler.scheduleAt(310) { viewModel.inputs.decrementTapped() }
            scheduler.scheduleAt(400) { viewModel.inputs.resetTapped() }
            scheduler.scheduleAt(410) { viewModel.inputs.decrementTapped() }
            scheduler.start()
            counts.assertValues([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 0])
            alerts.assertEvents([.next(211, "The limit is 10.")])
        }
    }
}

final class WorkBoardViewModelTests: RxTestCase {
    func testTheBoardListsWorksAndOpensTheFormForOneOrANewOne() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let store = WorkStore(works: [Work(id: 1, title: "Write tests", dueDate: "2026-12-01", body: "all of them", state: .doing)])
            let cell = WorkCellViewModel(work: store.works.value[0])
            let output = WorkBoardViewModel(store: store).transform(input: .init(selection: scheduler.values((100, cell)), newTap: scheduler.taps(at: 200)))
            let rows = scheduler.record(output.works.map { $0.map { "\($0.title) — \($0.detail)" } })
            let summary = scheduler.record(output.summary)
            let forms = scheduler.record(output.formSelected.map { form in
                scheduler.record(form.transform(input: .init(viewWillAppear: .just(()), title: .never(), saveTap: .never())).rightBarButtonTitle)
            })
            scheduler.scheduleAt(300) { store.save(id: nil, WorkDraft(title: "Ship", state: .done)) }
            scheduler.start()
            rows.assertValues([
                ["[Doing] Write tests — due 2026-12-01 · all of them"],
                ["[Doing] Write tests — due 2026-12-01 · all of them", "[Done] Ship — no due date"],
            ])
            summary.assertValues(["1 work, 0 done", "2 works, 1 done"])
            XCTAssertEqual(forms.values.compactMap(\.lastValue), ["Edit", "Done"])
        }
    }

    func testTheFormValidatesTheDueDateAndSavesEveryField() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let work = Work(id: 1, title: "Write tests")
            let store = WorkStore(works: [work])
            let output = WorkFormViewModel(work: work, store: store).transform(input: .init(
                viewWillAppear: scheduler.taps(at: 100),
                title: .never(),
                dueDate: scheduler.values((110, "2026-02-30"), (130, "2028-02-29")),
                body: scheduler.values((140, "in virtual time")),
                state: scheduler.values((150, .done)),
                saveTap: scheduler.taps(at: 120, 160)
            ))
            let problem = scheduler.record(output.problem)
            let saved = scheduler.record(output.saved)
            let draft = scheduler.record(output.initialDraft)
            scheduler.start()
            problem.assertValues(["", "The due date is a day written YYYY-MM-DD, such as 2026-12-24.", ""])
            saved.assertEvents([.next(161, Work(id: 1, title: "Write tests", dueDate: "2028-02-29", body: "in virtual time", state: .done))])
            draft.assertValues([WorkDraft(title: "Write tests")])
            XCTAssertEqual(store.works.value.count, 1, "edited in place")
        }
    }
}

final class BotChatServiceTests: RxTestCase {
    func testTheBotAnswersAfterItsLatencyAndFailsOnRequest() {
        let scheduler = TestScheduler(initialClock: 0)
        let bot = BotChatService(latency: .seconds(5), scheduler: scheduler)
        let hello = scheduler.start(created: 0, subscribed: 100, disposed: 1_000) { bot.reply(to: "안녕하세요").asObservable() }
        XCTAssertEqual(hello.events, [.next(105, "Hello! Ask me anything."), .completed(105)])
        XCTAssertEqual(BotChatService.answer(to: "Why Rx?"), "Good question — \"Why Rx?\" is worth a view model of its own.")
        XCTAssertEqual(BotChatService.answer(to: "👍🏽"), "You said: 👍🏽")
        let failure = TestScheduler(initialClock: 0)
        let failing = failure.start(created: 0, subscribed: 100, disposed: 1_000) { BotChatService(latency: .seconds(5), scheduler: failure).reply(to: "fail").asObservable() }
        XCTAssertEqual(failing.events, [.error(105, BotChatService.Unavailable())])
    }
}

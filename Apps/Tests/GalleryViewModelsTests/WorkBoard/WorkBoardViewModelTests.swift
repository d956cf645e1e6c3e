import GalleryViewModels
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class WorkBoardViewModelTests: RxTestCase {
    func testTheBoardListsWorksAndOpensTheFormForOneOrANewOne() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let store = WorkStore(works: [
                Work(id: 1, title: "Write tests", dueDate: "2026-12-01", body: "all of them", state: .doing)
            ])
            let cell = WorkCellViewModel(work: store.works.value[0])
            let output = WorkBoardViewModel(store: store).transform(
                input: .init(selection: scheduler.values((100, cell)), newTap: scheduler.taps(at: 200)))
            let rows = scheduler.record(output.works.map { $0.map { "\($0.title) — \($0.detail)" } })
            let summary = scheduler.record(output.summary)
            let forms = scheduler.record(
                output.formSelected.map { form in
                    scheduler.record(
                        form.transform(input: .init(viewWillAppear: .just(()), title: .never(), saveTap: .never()))
                            .rightBarButtonTitle)
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
            let output = WorkFormViewModel(work: work, store: store).transform(
                input: .init(
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
            saved.assertEvents([
                .next(
                    161, Work(id: 1, title: "Write tests", dueDate: "2028-02-29", body: "in virtual time", state: .done)
                )
            ])
            draft.assertValues([WorkDraft(title: "Write tests")])
            XCTAssertEqual(store.works.value.count, 1, "edited in place")
        }
    }
}

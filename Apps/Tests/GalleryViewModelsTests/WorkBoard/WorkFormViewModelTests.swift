import GalleryViewModels
import MVVM
import MVVMTesting
import RxCore
import RxTesting
import RxUI
import XCTest

final class WorkFormViewModelTests: RxTestCase {
    func testNewWorkShowsDoneAndSavingInsertsIntoTheSharedList() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let store = WorkStore(works: [Work(id: 1, title: "Write tests")])
            let output = WorkFormViewModel(work: nil, store: store).transform(
                input: .init(
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
            let output = WorkFormViewModel(work: work, store: store).transform(
                input: .init(
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

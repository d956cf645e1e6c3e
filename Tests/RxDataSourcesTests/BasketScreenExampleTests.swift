import MVVM
import MVVMTesting
import RxCore
import RxDataSources
import RxTesting
import RxUI
import TerminalUI
import XCTest

// BuildingATerminalScreen.md and SectionedLists.md (and their Korean versions) quote this file:
// a view model's sections driven into a sectioned list, the highlighted item read with
// `model(at:)`, an alert's answer sent back to the view model, and a headless test whose fake
// answers on a test scheduler while the screen's Drivers run on the real main scheduler.

typealias BasketSection = SectionModel<String, String>

/// Checks a basket out after `latency` ticks of `scheduler`.
final class FakeCheckout {
    private let scheduler: SchedulerType
    private let latency: RxTimeInterval

    init(scheduler: SchedulerType, latency: RxTimeInterval) {
        self.scheduler = scheduler
        self.latency = latency
    }

    func checkout() -> Observable<String> {
        Observable.just("Order A-2 placed").delay(latency, scheduler: scheduler)
    }
}

/// The basket's sections, one item fewer for each confirmed removal, and a checkout.
final class BasketViewModel: ViewModelType {
    struct Input {
        /// The items the user confirmed removing.
        let remove: Observable<String>
        let checkout: Observable<Void>
    }

    struct Output {
        let sections: Driver<[BasketSection]>
        let isCheckingOut: Driver<Bool>
        let confirmation: Driver<String>
        /// Once each time the last item is removed.
        let emptied: Signal<Void>
    }

    private let initial: [BasketSection]
    private let service: FakeCheckout

    init(sections: [BasketSection], service: FakeCheckout) {
        initial = sections
        self.service = service
    }

    func transform(input: Input) -> Output {
        let sections = input.remove
            .scan(initial) { sections, item in
                sections.map { BasketSection(model: $0.model, items: $0.items.filter { $0 != item }) }
                    .filter { !$0.items.isEmpty }
            }
            .startWith(initial)
        let activity = ActivityIndicator()
        let confirmation = input.checkout
            .flatMapFirst { [service] in service.checkout().trackActivity(activity) }
        return Output(
            sections: sections.asDriver(onErrorJustReturn: []),
            isCheckingOut: activity.asDriver(),
            confirmation: confirmation.asDriver(onErrorJustReturn: ""),
            emptied: sections.skip(1).filter(\.isEmpty).map { _ in () }.asSignal(onErrorSignalWith: .empty()))
    }
}

/// The basket in a sectioned list: `x` asks before removing the highlighted item, `c` checks out.
final class BasketScreen: Screen {
    private let viewModel: BasketViewModel
    let list = ListView()
    private let status = Label()
    private let remove = KeyCommand("x", title: "remove")
    private let checkout = KeyCommand("c", title: "checkout")
    /// The alert's answer, which the view model takes as an input.
    private let removalConfirmed = PublishRelay<String>()

    init(viewModel: BasketViewModel) {
        self.viewModel = viewModel
        super.init(title: "Basket")
    }

    override func makeBody() -> View { StackView(axis: .vertical, [list, status, keyHints]) }

    override func viewDidLoad() {
        keyCommands = [remove, checkout, .quit()]
        let dataSource = ListViewSectionedReloadDataSource<BasketSection>(
            configureCell: { _, _, _, item, cell in cell.text = item },
            titleForHeaderInSection: { dataSource, index in dataSource[section: index].model }
        )
        let output = viewModel.transform(
            input: .init(remove: removalConfirmed.asObservable(), checkout: checkout.triggered))
        output.sections
            .drive(list.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)
        Driver.combineLatest(output.isCheckingOut, output.confirmation.startWith("")) { busy, confirmation in
            busy ? "Checking out…" : confirmation
        }
        .drive(status.rx.text)
        .disposed(by: disposeBag)
        remove.triggered
            .subscribe(onNext: { [weak self] in self?.askToRemoveTheHighlightedItem() })
            .disposed(by: disposeBag)
    }

    private func askToRemoveTheHighlightedItem() {
        // On a sectioned list the model of a row is its item (`nil` on a header row).
        guard let item: String = list.model(at: list.selectedRow) else { return }
        present(
            AlertView(
                title: "Remove \(item)?",
                message: "It leaves the basket.",
                actions: [
                    AlertAction(title: "Keep", style: .cancel),
                    AlertAction(title: "Remove", style: .destructive) { [removalConfirmed] in
                        removalConfirmed.accept(item)
                    },
                ]))
    }
}

final class BasketScreenExampleTests: RxTestCase, @unchecked Sendable {
    /// The highlighted item is removed only after the alert's Remove; a checkout's answer shows
    /// after the fake's delay, and the request ends a turn later.
    func testRemovingAsksFirstAndTheCheckoutAnswersAfterItsDelay() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let viewModel = BasketViewModel(
                sections: [
                    BasketSection(model: "Fruit", items: ["Apples", "Pears"]),
                    BasketSection(model: "Dairy", items: ["Milk"]),
                ],
                service: FakeCheckout(scheduler: scheduler, latency: .seconds(30)))
            let screen = BasketScreen(viewModel: viewModel)
            let terminal = HeadlessTerminal(width: 40, height: 10, root: NavigationController(root: screen))
            terminal.send(.down, .down)
            XCTAssertEqual(screen.list.model(at: screen.list.selectedRow), "Milk")
            XCTAssertNil(screen.list.model(at: 0) as String?, "row 0 is the header Fruit")
            terminal.send(.character("x"))
            XCTAssertEqual(screen.presentedAlert?.title, "Remove Milk?")
            terminal.send(.right, .enter)
            XCTAssertEqual(terminal.lines.prefix(4), ["Basket", "  Fruit", "  Apples", "› Pears"])

            terminal.send(.character("c"))
            XCTAssertEqual(terminal.lines[8], "Checking out…")
            // The answer is due at 30, its completion a turn later: the checkout ends at 31.
            scheduler.advanceTo(scheduler.clock + 30)
            terminal.refresh()
            XCTAssertEqual(terminal.lines[8], "Checking out…", "the answer came, the request has not ended")
            scheduler.advanceTo(scheduler.clock + 1)
            terminal.refresh()
            XCTAssertEqual(terminal.lines[8], "Order A-2 placed")
        }
    }

    /// Confirmed removals shrink the sections (compared whole: `SectionModel` is `Equatable`
    /// when its model and items are) and the last one signals `emptied`.
    func testRemovalsShrinkTheSectionsAndTheLastSignalsEmptied() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = BasketViewModel(
                sections: [
                    BasketSection(model: "Fruit", items: ["Apples"]), BasketSection(model: "Dairy", items: ["Milk"]),
                ],
                service: FakeCheckout(scheduler: scheduler, latency: .seconds(30)))
            let output = viewModel.transform(
                input: .init(remove: scheduler.values((100, "Milk"), (200, "Apples")), checkout: .never()))
            let sections = scheduler.record(output.sections)
            // A `Signal<Void>` has no value to compare: map each event to a word, then compare
            // the timeline.
            let emptied = scheduler.record(output.emptied.map { "emptied" })
            scheduler.start()
            sections.assertEvents([
                .next(
                    1,
                    [BasketSection(model: "Fruit", items: ["Apples"]), BasketSection(model: "Dairy", items: ["Milk"])]),
                .next(101, [BasketSection(model: "Fruit", items: ["Apples"])]),
                .next(201, []),
            ])
            emptied.assertEvents([.next(201, "emptied")])
        }
    }
}

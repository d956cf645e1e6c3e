import MVVM
import MVVMTesting
import RxCore
import RxTesting
import XCTest

// The article "The Input/Output pattern" (InputOutputPattern.md, InputOutputPattern-ko.md) quotes
// this file: state that a request's answer changes, folded with `scanWithFeedback`.

/// A basket's state: the items, whether a checkout runs, and the last order placed.
struct CheckoutState: Equatable {
    var items: [String] = []
    var isPlacing = false
    var order: String?
    /// The items a checkout was launched with, on the one state that launched it.
    var launched: [String]?

    /// What the screen shows.
    var summary: String {
        if isPlacing { return "Placing \(items.joined(separator: ", "))…" }
        return items.isEmpty ? (order ?? "Empty") : items.joined(separator: ", ")
    }
}

/// What changes the state: the user's inputs and the request's answer. Not named `Event`, which
/// is `RxCore.Event` in every file that imports RxCore.
enum CheckoutEvent {
    case add(String)
    case checkout
    case placed(String)
}

extension CheckoutState {
    func reduced(by event: CheckoutEvent) -> CheckoutState {
        var next = self
        next.launched = nil
        switch event {
        case .add(let item):
            next.items.append(item)
        case .checkout:
            guard !items.isEmpty, !isPlacing else { return next }
            next.isPlacing = true
            next.launched = items
        case .placed(let order):
            next = CheckoutState(order: order)
        }
        return next
    }
}

/// The basket, emptied by the answer to its own checkout.
func checkoutStates(
    adds: Observable<String>, checkouts: Observable<Void>, place: @escaping ([String]) -> Observable<String>
) -> Observable<CheckoutState> {
    Observable.merge(adds.map { CheckoutEvent.add($0) }, checkouts.map { CheckoutEvent.checkout })
        .scanWithFeedback(
            CheckoutState(),
            feedback: { states in
                // Each launched checkout becomes a request; its answer is one more event.
                states.compactMap(\.launched).flatMap { items in place(items).map { CheckoutEvent.placed($0) } }
            },
            accumulator: { $0.reduced(by: $1) })
}

final class CheckoutFeedbackExampleTests: RxTestCase {
    func testTheCheckoutsAnswerEmptiesTheBasket() {
        let scheduler = TestScheduler(initialClock: 0)
        var requests: [[String]] = []
        let states = checkoutStates(
            adds: scheduler.values((100, "Apples"), (110, "Milk"), (240, "Pears")),
            checkouts: scheduler.taps(at: 200, 210),
            place: { items in
                requests.append(items)
                return Observable.just("Order A-2 placed").delay(.seconds(30), scheduler: scheduler)
            })
        let summaries = scheduler.record(states.map(\.summary))
        scheduler.start()
        summaries.assertEvents([
            .next(100, "Apples"), .next(110, "Apples, Milk"), .next(200, "Placing Apples, Milk…"),
            .next(210, "Placing Apples, Milk…"), .next(230, "Order A-2 placed"), .next(240, "Pears"),
        ])
        XCTAssertEqual(requests, [["Apples", "Milk"]], "the second tap came while the first ran")
    }
}

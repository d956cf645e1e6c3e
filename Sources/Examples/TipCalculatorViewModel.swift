import Foundation
import RxCore
import RxUI
import MVVM

/// A tip calculator written only from the MVVM articles ("The Input/Output pattern", "Testing
/// a view model in virtual time") as the proof that they are enough: the bill as typed, a tip
/// rate and a number of people in, the amounts to pay out.
///
/// Amounts are kept in cents (integers), so 10 % of 0.05 is 0.01 rather than a float's guess;
/// each share is rounded up to the cent, so the people together never pay less than the total.
public final class TipCalculatorViewModel: ViewModelType {
    /// The tip rates offered, in percent, in the order the screen shows them.
    public static let rates = [10, 15, 20]

    /// What the tip calculator screen sends in.
    public struct Input {
        /// The bill as typed ("23.50").
        public let bill: Observable<String>
        /// An index into ``TipCalculatorViewModel/rates``.
        public let rate: Observable<Int>
        /// Each press of "+": one more person to share the bill.
        public let morePeople: Observable<Void>
        /// Each press of "−": one fewer, never below one.
        public let fewerPeople: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        public init(bill: Observable<String>, rate: Observable<Int>, morePeople: Observable<Void>, fewerPeople: Observable<Void>) {
            self.bill = bill
            self.rate = rate
            self.morePeople = morePeople
            self.fewerPeople = fewerPeople
        }
    }

    /// What the tip calculator screen shows.
    public struct Output {
        /// "Tip 3.53 · Total 27.03", or what to type.
        public let summary: Driver<String>
        /// "2 people pay 13.52 each" (state: a late binder gets it too).
        public let share: Driver<String>
        /// An event: fewer than one person was asked for.
        public let atLeastOnePerson: Signal<String>
    }

    /// A calculator for one person at the first rate.
    public init() {}

    /// The largest bill, in cents: 999,999,999.99.
    static let maximumCents = 99_999_999_999

    /// What was typed, read as a bill.
    enum Bill: Equatable {
        /// Nothing, or text that is not an amount of money.
        case unreadable
        case tooLarge
        case cents(Int)
    }

    /// "23.5" → 2350 cents.
    static func bill(_ text: String) -> Bill {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), trimmed.filter({ $0 == "." }).count <= 1,
              let value = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")) else { return .unreadable }
        guard value <= Decimal(maximumCents) / 100 else { return .tooLarge }
        var scaled = value * 100, rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return .cents(NSDecimalNumber(decimal: rounded).intValue)
    }

    /// 2350 → "23.50".
    static func money(_ cents: Int) -> String {
        String(format: "%d.%02d", cents / 100, cents % 100)
    }

    /// Wires the screen's inputs to its outputs; outputs start with the empty bill's text.
    public func transform(input: Input) -> Output {
        enum Change { case more, fewer }
        // The number of people, and whether the last press tried to go below one.
        let people = Observable.merge(input.morePeople.map { Change.more }, input.fewerPeople.map { Change.fewer })
            .scan(into: (count: 1, refused: false)) { state, change in
                state.refused = change == .fewer && state.count == 1
                state.count = change == .more ? state.count + 1 : max(1, state.count - 1)
            }
            .startWith((count: 1, refused: false))
            .share(replay: 1)
        let amounts = Observable.combineLatest(
            input.bill.map(Self.bill).startWith(.unreadable),
            input.rate.startWith(0).map { Self.rates[min(max($0, 0), Self.rates.count - 1)] },
            people.map(\.count).distinctUntilChanged()
        ) { bill, rate, people -> (bill: Bill, tip: Int, people: Int) in
            guard case .cents(let cents) = bill else { return (bill, 0, people) }
            // The tip rounded to the nearest cent.
            return (bill, (cents * rate + 50) / 100, people)
        }
        .share(replay: 1)
        return Output(
            summary: amounts.map { amounts in
                switch amounts.bill {
                case .unreadable: return "Type the bill, such as 23.50"
                case .tooLarge: return "The bill can be at most \(Self.money(Self.maximumCents))"
                case .cents(let bill): return "Tip \(Self.money(amounts.tip)) · Total \(Self.money(bill + amounts.tip))"
                }
            }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: ""),
            share: amounts.map { amounts in
                guard case .cents(let bill) = amounts.bill else { return "" }
                let total = bill + amounts.tip
                let each = (total + amounts.people - 1) / amounts.people
                return amounts.people == 1 ? "1 person pays \(Self.money(total))" : "\(amounts.people) people pay \(Self.money(each)) each"
            }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: ""),
            atLeastOnePerson: people.filter(\.refused).map { _ in "At least one person pays." }.asSignal(onErrorSignalWith: .empty())
        )
    }
}

import Foundation
import MVVM
import RxCore
import RxUI

/// A tip calculator written only from the MVVM articles ("The Input/Output pattern", "Testing
/// a view model in virtual time") as the proof that they are enough: the bill as typed, a tip
/// rate and a number of people in, the amounts to pay out.
///
/// Amounts are kept in cents (integers), so 10 % of 0.05 is 0.01 rather than a float's guess;
/// each share is rounded up to the cent, so the people together never pay less than the total.
package final class TipCalculatorViewModel: ViewModelType {
    /// The tip rates offered, in percent, in the order the screen shows them.
    package static let rates = [10, 15, 20]

    /// What the tip calculator screen sends in.
    package struct Input {
        /// The bill as typed ("23.50").
        package let bill: Observable<String>
        /// An index into ``TipCalculatorViewModel/rates``.
        package let rate: Observable<Int>
        /// Each press of "+": one more person to share the bill.
        package let morePeople: Observable<Void>
        /// Each press of "−": one fewer, never below one.
        package let fewerPeople: Observable<Void>

        /// The inputs, each one a stream the screen builds from its controls.
        package init(
            bill: Observable<String>, rate: Observable<Int>, morePeople: Observable<Void>, fewerPeople: Observable<Void>
        ) {
            self.bill = bill
            self.rate = rate
            self.morePeople = morePeople
            self.fewerPeople = fewerPeople
        }
    }

    /// What the tip calculator screen shows.
    package struct Output {
        /// The field's placeholder: an example bill with the locale's separator ("23.50").
        package let billPlaceholder: String
        /// "Tip 3.53 · Total 27.03", or what to type.
        package let summary: Driver<String>
        /// "2 people pay 13.52 each" (state: a late binder gets it too).
        package let share: Driver<String>
        /// An event: fewer than one person was asked for.
        package let atLeastOnePerson: Signal<String>
    }

    /// Whose separators amounts are typed and shown with.
    package let locale: Locale

    /// A calculator for one person at the first rate. Amounts are read and shown with
    /// `locale`'s decimal and grouping separators: "1.234,50" in `de_DE`; the default, the
    /// POSIX locale, reads and shows "1234.50".
    package init(locale: Locale = Locale(identifier: "en_US_POSIX")) {
        self.locale = locale
    }

    /// The locale the environment asks for (`LC_ALL`, `LC_NUMERIC`, then `LANG`, as a C
    /// program reads them): "de_DE.UTF-8" is `de_DE`; unset, "C" or "POSIX" is the POSIX locale.
    package static func localeFromEnvironment(_ environment: [String: String]) -> Locale {
        let value = ["LC_ALL", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let identifier = String(value.prefix { $0 != "." && $0 != "@" })
        return identifier == "C" || identifier == "POSIX"
            ? Locale(identifier: "en_US_POSIX") : Locale(identifier: identifier)
    }

    private var decimalSeparator: String { locale.decimalSeparator ?? "." }
    private var groupingSeparator: String {
        locale.identifier == "en_US_POSIX" ? "" : (locale.groupingSeparator ?? "")
    }

    /// The largest bill, in cents: 999,999,999.99.
    static let maximumCents = 99_999_999_999

    /// What was typed, read as a bill.
    enum Bill: Equatable {
        /// Nothing, or text that is not an amount of money.
        case unreadable
        /// More than two decimals: money has cents, no fractions of them.
        case tooPrecise
        case tooLarge
        case cents(Int)
    }

    /// "23.5" → 2350 cents (with the locale's decimal separator: "23,5" in `de_DE`).
    func bill(_ text: String) -> Bill {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let separator = decimalSeparator
        let parts = trimmed.components(separatedBy: separator)
        guard !trimmed.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts.contains(where: { !$0.isEmpty })
        else { return .unreadable }
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 2 else { return .tooPrecise }
        let digits = (whole.drop { $0 == "0" }) + fraction.padding(toLength: 2, withPad: "0", startingAt: 0)
        guard digits.count <= String(Self.maximumCents).count, let cents = Int(digits.isEmpty ? "0" : String(digits))
        else { return .tooLarge }
        return cents > Self.maximumCents ? .tooLarge : .cents(cents)
    }

    /// 2350 → "23.50"; 123450 → "1.234,50" in `de_DE`.
    func money(_ cents: Int) -> String {
        var whole = String(cents / 100)
        if !groupingSeparator.isEmpty {
            var groups: [Substring] = []
            while whole.count > 3 {
                groups.insert(Substring(whole.suffix(3)), at: 0)
                whole.removeLast(3)
            }
            groups.insert(Substring(whole), at: 0)
            whole = groups.joined(separator: groupingSeparator)
        }
        let fraction = cents % 100
        return whole + decimalSeparator + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// Wires the screen's inputs to its outputs; outputs start with the empty bill's text.
    package func transform(input: Input) -> Output {
        enum Change { case more, fewer }
        // The number of people, and whether the last press tried to go below one.
        let people = Observable.merge(input.morePeople.map { Change.more }, input.fewerPeople.map { Change.fewer })
            .scan(into: (count: 1, refused: false)) { state, change in
                state.refused = change == .fewer && state.count == 1
                state.count = change == .more ? state.count + 1 : max(1, state.count - 1)
            }
            .startWith((count: 1, refused: false))
            .share(replay: 1)
        let (bill, money) = (self.bill, self.money)
        let amounts = Observable.combineLatest(
            input.bill.map(bill).startWith(.unreadable),
            input.rate.startWith(0).map { Self.rates[min(max($0, 0), Self.rates.count - 1)] },
            people.map(\.count).distinctUntilChanged()
        ) { bill, rate, people -> (bill: Bill, tip: Int, people: Int) in
            guard case .cents(let cents) = bill else { return (bill, 0, people) }
            // The tip rounded to the nearest cent.
            return (bill, (cents * rate + 50) / 100, people)
        }
        .share(replay: 1)
        return Output(
            billPlaceholder: money(2350),
            summary: amounts.map { amounts in
                switch amounts.bill {
                case .unreadable: return "Type the bill, such as \(money(2350))"
                case .tooPrecise: return "At most two decimals, such as \(money(2350))"
                case .tooLarge: return "The bill can be at most \(money(Self.maximumCents))"
                case .cents(let bill): return "Tip \(money(amounts.tip)) · Total \(money(bill + amounts.tip))"
                }
            }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: ""),
            share: amounts.map { amounts in
                guard case .cents(let bill) = amounts.bill else { return "" }
                let total = bill + amounts.tip
                let each = (total + amounts.people - 1) / amounts.people
                return amounts.people == 1
                    ? "1 person pays \(money(total))" : "\(amounts.people) people pay \(money(each)) each"
            }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: ""),
            atLeastOnePerson: people.filter(\.refused).map { _ in "At least one person pays." }.asSignal(
                onErrorSignalWith: .empty())
        )
    }
}

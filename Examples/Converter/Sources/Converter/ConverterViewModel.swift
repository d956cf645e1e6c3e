import MVVM
import RxCore
import RxUI

/// Exchange rates, injected so that tests answer at once.
public protocol RateService {
    /// How many `to` one `from` buys.
    func rate(from: String, to: String) -> Single<Double>
}

/// Converts an amount in won to dollars as the user types; text that is not a number is
/// ignored, and a failed rate shows "rate unavailable" while typing goes on.
public final class ConverterViewModel: ViewModelType {
    public struct Input {
        /// The amount field's text.
        public let amount: Observable<String>
        public init(amount: Observable<String>) { self.amount = amount }
    }

    public struct Output {
        /// The converted amount, "—" before the first one.
        public let converted: Driver<String>
    }

    private let rates: RateService

    public init(rates: RateService) { self.rates = rates }

    public func transform(input: Input) -> Output {
        let rates = self.rates
        let converted = input.amount
            .compactMap(Double.init)
            .flatMapLatest { amount in
                rates.rate(from: "KRW", to: "USD")
                    .map { String(format: "%.2f", amount * $0) }
                    .asObservable()
                    .catchAndReturn("rate unavailable")
            }
        return Output(converted: converted.startWith("—").asDriver(onErrorJustReturn: "—"))
    }
}

import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// The counter: `input` and `output` as properties, subjects inside, a relay for the state.
final class CounterViewModel {
    struct Input {
        let plusTap: AnyObserver<Void>
        let minusTap: AnyObserver<Void>
        let resetTap: AnyObserver<Void>
    }

    struct Output {
        let countText: Driver<String>
        let isMinusEnabled: Driver<Bool>
    }

    let input: Input
    let output: Output
    private let plus = PublishSubject<Void>()
    private let minus = PublishSubject<Void>()
    private let reset = PublishSubject<Void>()
    private let count = BehaviorRelay<Int>(value: 0)
    private let disposeBag = DisposeBag()

    init() {
        input = Input(plusTap: plus.asObserver(), minusTap: minus.asObserver(), resetTap: reset.asObserver())
        output = Output(
            countText: count.map { "\($0)" }.asDriver(onErrorJustReturn: ""),
            isMinusEnabled: count.map { $0 > 0 }.distinctUntilChanged().asDriver(onErrorJustReturn: false)
        )
        let count = self.count
        Observable.merge(plus.map { 1 }, minus.map { -1 })
            .map { max(0, count.value + $0) }
            .bind(to: count)
            .disposed(by: disposeBag)
        reset.map { 0 }.bind(to: count).disposed(by: disposeBag)
    }
}

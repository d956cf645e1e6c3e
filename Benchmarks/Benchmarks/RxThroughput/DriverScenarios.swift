import RxCore
import RxUI

/// The Driver scenarios. Drivers deliver on the main scheduler, which delivers inline on the
/// main thread, as in an app: the runners call these on the main thread.
func makeDriverScenarios() -> [Scenario] {
    [
        pumping("mapFilterDriverPumping", "same chain on asDriver(onErrorJustReturn:) → drive", needsMainThread: true) {
            mapFilterDriverChain($0).drive(onNext: $1)
        },
        creating("mapFilterDriverCreating", "10,000 × the Driver chain with one element", needsMainThread: true) {
            mapFilterDriverChain($0).drive(onNext: $1)
        },
    ]
}

func mapFilterDriverChain(_ source: Observable<Int>) -> Driver<Int> {
    source.asDriver(onErrorJustReturn: -1)
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
        .map { $0 }.filter { _ in true }
}

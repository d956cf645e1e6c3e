import RxCore
import RxUI

// Drivers deliver on the main scheduler; the benchmark runs on the main thread, where
// MainScheduler delivers inline, as in an app.
func makeDriverScenarios() -> [Scenario] {
    [
        pumping("mapFilterDriverPumping", "same chain on asDriver(onErrorJustReturn:) → drive") { mapFilterDriverChain($0).drive(onNext: $1) },
        creating("mapFilterDriverCreating", "10,000 × the Driver chain with one element") { mapFilterDriverChain($0).drive(onNext: $1) },
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

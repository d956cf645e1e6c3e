import RxCore
import RxUI

// Drivers deliver on the main scheduler; the benchmark runs on the main thread, where
// MainScheduler delivers inline, as in an app.
func makeDriverScenarios() -> [Scenario] {
    [
        Scenario(name: "mapFilterDriverPumping", shape: "same chain on asDriver(onErrorJustReturn:) → drive", events: pumpingCount, expectedSum: pumpingCount) {
            var sum = 0
            let subscription = mapFilterDriverChain(Observable<Int>.create { observer in
                for _ in 0..<pumpingCount { observer.on(.next(1)) }
                return Disposables.create()
            }).drive(onNext: { sum += $0 })
            subscription.dispose()
            return sum
        },
        Scenario(name: "mapFilterDriverCreating", shape: "10,000 × the Driver chain with one element", events: creatingCount, expectedSum: creatingCount) {
            var sum = 0
            for _ in 0..<creatingCount {
                let subscription = mapFilterDriverChain(Observable<Int>.create { observer in
                    observer.on(.next(1))
                    return Disposables.create()
                }).drive(onNext: { sum += $0 })
                subscription.dispose()
            }
            return sum
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

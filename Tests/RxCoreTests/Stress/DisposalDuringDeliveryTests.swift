import Foundation
import RxCore
import RxTesting
import XCTest

/// Disposing a subscription on one thread while its shared source delivers on another: no
/// operator may keep a reference to its sink `unowned`, since the disposal can free the sink
/// while an element is on its way through it. Bounded: a few hundred rounds, two threads each.
final class DisposalDuringDeliveryTests: RxTestCase {
    private func disposeWhileDelivering(rounds: Int = 300, _ build: (Observable<Int>) -> Observable<Int>) {
        for _ in 0..<rounds {
            let subject = PublishSubject<Int>()
            let shared = subject.share()
            let subscription = build(shared).subscribe(onNext: { _ in })
            runConcurrently(2) { index in
                if index == 0 {
                    for element in 0..<200 { subject.onNext(element) }
                } else {
                    subscription.dispose()
                }
            }
            subject.onCompleted()
        }
    }

    /// `amb`'s competitors kept their parent `unowned`: freed by the disposal, it crashed the
    /// next element ("attempted to read an unowned reference but object was already deallocated").
    func testAmbDisposedWhileASharedSourceDelivers() {
        disposeWhileDelivering { shared in shared.amb(shared.map { $0 + 1 }) }
    }

    func testOtherCombiningOperatorsDisposedWhileASharedSourceDelivers() {
        disposeWhileDelivering(rounds: 100) { shared in Observable.merge(shared, shared.map { $0 * 2 }) }
        disposeWhileDelivering(rounds: 100) { shared in Observable.combineLatest(shared, shared) { $0 + $1 } }
        disposeWhileDelivering(rounds: 100) { shared in shared.withLatestFrom(shared) { $0 + $1 } }
        disposeWhileDelivering(rounds: 100) { shared in shared.flatMapLatest { Observable.just($0) } }
        disposeWhileDelivering(rounds: 100) { shared in Observable.zip(shared, shared) { $0 + $1 } }
        disposeWhileDelivering(rounds: 100) { shared in shared.take(until: shared.filter { $0 > 150 }) }
    }
}

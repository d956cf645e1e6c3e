import RxCore
import RxUI

/// Collects the errors of tracked sequences so a screen shows them in one place, while the
/// tracked sequence still fails (catch it after tracking to keep the screen working).
public final class ErrorTracker: SharedSequenceConvertibleType, @unchecked Sendable {
    public typealias Element = Swift.Error
    public typealias SharingStrategy = SignalSharingStrategy

    private let subject = PublishSubject<Swift.Error>()

    /// Creates a tracker.
    public init() {}

    func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        source.asObservable().do(onError: { [subject] error in subject.onNext(error) })
    }

    /// The errors as a `Signal`: each is delivered once, to the observers present then.
    public func asSharedSequence() -> Signal<Swift.Error> {
        subject.asSignal(onErrorSignalWith: .empty())
    }

    public func asObservable() -> Observable<Swift.Error> { subject.asObservable() }

    /// The errors as a `Driver` (replaying the latest to new observers).
    public func asDriver() -> Driver<Swift.Error> {
        subject.asDriver(onErrorDriveWith: .empty())
    }

    /// The errors as a `Signal`.
    public func asSignal() -> Signal<Swift.Error> { asSharedSequence() }

    deinit { subject.onCompleted() }
}

extension ObservableType {
    /// Reports this sequence's error to `tracker` (the error still ends the sequence).
    public func trackError(_ tracker: ErrorTracker) -> Observable<Element> {
        tracker.track(self)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Reports this `Single`'s error to `tracker`.
    public func trackError(_ tracker: ErrorTracker) -> Single<Element> {
        tracker.track(primitiveSequence.asObservable()).asSingle()
    }
}

import Foundation
import RxCore
import RxUI

/// Counts work in progress: `true` while at least one tracked sequence is subscribed and has
/// not ended. Overlapping work keeps it `true` until the last piece ends.
///
/// Work may start and end on any thread, and a subscriber of the loading state may itself
/// start tracked work. Counts are published one at a time, in order, and never while a lock
/// is held: a change made while another is being published is queued and published after it.
public final class ActivityIndicator: SharedSequenceConvertibleType, @unchecked Sendable {
    public typealias Element = Bool
    public typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSLock()
    private var current = 0
    /// Counts waiting to be published, oldest first; guarded by `lock`.
    private var unpublished: [Int] = []
    private var publishing = false
    private let count = BehaviorRelay(value: 0)
    private let loading: Driver<Bool>

    /// Creates an indicator that is not loading.
    public init() {
        loading = count.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// Whether work is in progress now.
    public var isLoading: Bool { lock.withLock { current > 0 } }

    func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using(
            { () -> ActivityToken in
                self.adjust(by: 1)
                return ActivityToken { self.adjust(by: -1) }
            }, observableFactory: { _ in source.asObservable() })
    }

    private func adjust(by delta: Int) {
        lock.lock()
        current += delta
        unpublished.append(current)
        if publishing {
            lock.unlock()
            return
        }
        publishing = true
        while !unpublished.isEmpty {
            let next = unpublished.removeFirst()
            lock.unlock()
            count.accept(next)
            lock.lock()
        }
        publishing = false
        lock.unlock()
    }

    public func asSharedSequence() -> Driver<Bool> { loading }

    public func asObservable() -> Observable<Bool> { loading.asObservable() }

    /// The loading state as a `Driver`.
    public func asDriver() -> Driver<Bool> { loading }
}

private final class ActivityToken: Disposable {
    private var onDispose: (() -> Void)?
    init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
    func dispose() {
        let action = onDispose
        onDispose = nil
        action?()
    }
}

extension ObservableType {
    /// Marks `indicator` as loading while this sequence is subscribed and running.
    public func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
        indicator.track(self)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Marks `indicator` as loading while this `Single` runs.
    public func trackActivity(_ indicator: ActivityIndicator) -> Single<Element> {
        indicator.track(primitiveSequence.asObservable()).asSingle()
    }
}

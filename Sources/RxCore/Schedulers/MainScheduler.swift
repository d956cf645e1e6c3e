import Dispatch
import Foundation
import Synchronization

/// Runs work on the main dispatch queue — on Linux too, where a command-line app drives the
/// queue with `dispatchMain()` or `RunLoop.main`.
///
/// Called on the main thread with nothing of its own queued, it runs the work immediately;
/// otherwise it enqueues it, so order is always preserved.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a scheduler on the main queue. Prefer ``instance``.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared main-queue scheduler that runs work inline when already on the main thread.
    public static let instance = MainScheduler()

    /// A scheduler that always enqueues on the main queue, even from the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    private static let mainQueueKey: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the caller runs on the main queue: on the main thread, or in a block of the
    /// main queue — which, after `dispatchMain()` on Linux, runs on another thread.
    ///
    /// On the main thread this is one comparison: `Thread.isMainThread` costs two system
    /// calls on Linux (the thread id against the process id), and every `drive` and every
    /// element the main scheduler delivers asks it.
    public static var isMainThread: Bool {
        let current = UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))
        if current == mainThreadIdentity.load(ordering: .relaxed) { return true }
        if Thread.isMainThread {
            mainThreadIdentity.store(current, ordering: .relaxed)
            return true
        }
        return DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// The main thread's `pthread_self()` once a check has run on it; 0 before.
    private static let mainThreadIdentity = Atomic<UInt>(0)

    /// Stops a debug build when called off the main thread.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        #if DEBUG
        if !isMainThread {
            fatalError(
                errorMessage
                    ?? "Executing on a background thread. Please use `MainScheduler.instance.schedule` to schedule work on the main thread."
            )
        }
        #endif
    }

    /// Stops a debug build when called off the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }

    /// Whether work scheduled now would run inline: on the main thread with nothing of this
    /// scheduler's still queued.
    var canRunInline: Bool {
        numberEnqueued.load(ordering: .acquiring) == 0 && MainScheduler.isMainThread
    }

    /// Runs `body` now if work scheduled now would run inline, counting it as running work of
    /// this scheduler meanwhile — so that anything scheduled from inside `body` (an element
    /// sent from inside a handler) is queued behind it instead of being delivered nested, as
    /// RxSwift's main scheduler does. Returns `false`, without running `body`, otherwise.
    @inline(__always)
    func runInlineIfPossible(_ body: () -> Void) -> Bool {
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        defer { numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing) }
        guard previouslyEnqueued == 0 && MainScheduler.isMainThread else { return false }
        body()
        return true
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
        if previouslyEnqueued == 0 && MainScheduler.isMainThread {
            let disposable = action(state)
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let work = UncheckedSendable((state, action))
        let cancel = BooleanDisposable()
        let result = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            if !cancel.isDisposed {
                result.setDisposable(work.value.1(work.value.0))
            }
            self.numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
        return Disposables.create(cancel, result)
    }
}

import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-thread queue behind ``CurrentThreadScheduler``. While it is active, work scheduled
/// on the current thread waits in FIFO order instead of running recursively.
final class Trampoline {
    @exclusivity(unchecked) var isActive = false
    @exclusivity(unchecked) private var queue: [TrampolineWork?] = []
    @exclusivity(unchecked) private var head = 0

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // The destructor receives an optional pointer on Glibc and Musl, a non-optional one
        // on Darwin.
        #if canImport(Darwin)
        pthread_key_create(&key) { pointer in
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
        }
        #else
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
        }
        #endif
        return key
    }()

    static var current: Trampoline { unretainedCurrent.takeUnretainedValue() }

    /// This thread's trampoline, made on first use; its thread-local slot owns it until the
    /// thread ends.
    static var unretainedCurrent: Unmanaged<Trampoline> {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Trampoline>.fromOpaque(pointer) }
        let trampoline = Unmanaged.passRetained(Trampoline())
        pthread_setspecific(key, trampoline.toOpaque())
        return trampoline
    }

    static var isActiveOnCurrentThread: Bool {
        guard let pointer = pthread_getspecific(key) else { return false }
        // The thread's slot keeps it alive, so reading it needs no retain.
        return Unmanaged<Trampoline>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.isActive }
    }

    func enqueue(_ item: TrampolineWork) { queue.append(item) }

    /// Runs queued work until none is left, then deactivates. Each item is let go of as soon as
    /// it is taken, not when the queue empties: a sequence of a million elements sent through
    /// the trampoline keeps one step alive, not a million.
    func drain() {
        while head < queue.count {
            let item = queue[head].take()
            head += 1
            // Squeeze out the taken slots once they are most of the array (amortised O(1)).
            if head >= 1_024, head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
            item?.invoke()
        }
        queue.removeAll(keepingCapacity: true)
        head = 0
        isActive = false
    }
}

/// Work waiting in a ``Trampoline``.
class TrampolineWork {
    func invoke() {}
}

/// An action and its state waiting in the trampoline, in one object; disposing it before it
/// runs cancels it, after it ran disposes what the action returned.
final class ScheduledItem<State>: TrampolineWork, Cancelable, @unchecked Sendable {
    private static var disposedBit: Int { 1 }
    private static var assignedBit: Int { 2 }

    private let state = Atomic<Int>(0)
    @exclusivity(unchecked) private var pending: (value: State, action: (State) -> Disposable)?
    @exclusivity(unchecked) private var result: Disposable?

    init(_ value: State, action: @escaping (State) -> Disposable) {
        pending = (value, action)
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    override func invoke() {
        guard !isDisposed, let (value, action) = pending.take() else { return }
        let disposable = action(value)
        result = disposable
        let old = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        if old & Self.disposedBit != 0 {
            result = nil
            disposable.dispose()
        }
    }

    func dispose() {
        let old = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.disposedBit == 0, old & Self.assignedBit != 0 else { return }
        result.take()?.dispose()
    }
}

/// Runs work on the current thread: immediately if nothing is running there, otherwise after
/// the work in progress finishes (a trampoline, which keeps recursion off the stack).
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when nothing runs on this thread's trampoline, so scheduled work would run now.
    public static var isScheduleRequired: Bool { !Trampoline.isActiveOnCurrentThread }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isActive {
            let item = ScheduledItem(state, action: action)
            trampoline.enqueue(item)
            return item
        }
        trampoline.isActive = true
        let disposable = action(state)
        trampoline.drain()
        return disposable
    }
}

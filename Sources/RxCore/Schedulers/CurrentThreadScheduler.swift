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
    @exclusivity(unchecked) private var queue: [ScheduledItem] = []
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

    func enqueue(_ item: ScheduledItem) { queue.append(item) }

    /// Runs queued work until none is left, then deactivates.
    func drain() {
        while head < queue.count {
            let item = queue[head]
            head += 1
            item.invoke()
        }
        queue.removeAll(keepingCapacity: true)
        head = 0
        isActive = false
    }
}

/// A unit of work waiting in a queue; disposing it before it runs cancels it.
final class ScheduledItem: Cancelable, @unchecked Sendable {
    private let action: () -> Disposable
    private let disposable = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        guard !disposable.isDisposed else { return }
        disposable.setDisposable(action())
    }

    func dispose() { disposable.dispose() }
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
            let item = ScheduledItem { action(state) }
            trampoline.enqueue(item)
            return item
        }
        trampoline.isActive = true
        let disposable = action(state)
        trampoline.drain()
        return disposable
    }
}

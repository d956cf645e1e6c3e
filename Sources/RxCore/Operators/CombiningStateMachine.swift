/// The transitions of `combineLatest` and `zip`, without locks or side effects: how many
/// sources there are, how many have a value (`combineLatest`) or a waiting element (`zip`),
/// how many completed, and when the whole ends. The values themselves stay in the sources'
/// observers, so the machine is not generic.
struct CombiningStateMachine {
    // 32-bit counts keep the sink that holds this machine a size class smaller (a source
    // needs an observer of its own, so 2^31 of them cannot exist).
    private var sources: Int32 = 0
    private var withValue: Int32 = 0
    private var done: Int32 = 0
    private var emptyQueues: Int32 = 0
    private(set) var stopped = false

    var arity: Int { Int(sources) }

    /// A source was registered; `zip` sources start with an empty queue.
    mutating func register(queued: Bool) {
        sources += 1
        if queued { emptyQueues += 1 }
    }

    enum ValueAction { case emit, complete, none }

    /// `combineLatest`: a source sent a value (`first` when it is that source's first).
    /// Emits once every source has a value; if a source sends its first value while every
    /// other source completed without one, nothing can ever be combined: complete.
    mutating func latestValue(first: Bool) -> ValueAction {
        if stopped { return .none }
        if first { withValue += 1 }
        if withValue == sources { return .emit }
        if done == sources - 1 {
            stopped = true
            return .complete
        }
        return .none
    }

    /// `zip`: a source's queue went from empty to holding an element: `true` when every
    /// queue now holds one, so a tuple is emitted.
    mutating func queueFilled() -> Bool {
        emptyQueues -= 1
        return !stopped && emptyQueues == 0
    }

    /// `zip`: a dequeue emptied a source's queue.
    mutating func queueEmptied() { emptyQueues += 1 }

    /// `zip` of a collection: an element arrived without completing a tuple. `true` when
    /// every other source has completed, so it can never be paired: the whole completes
    /// (RxSwift's rule for the collection form; the fixed-arity forms wait for every source).
    mutating func elementCannotBePaired() -> Bool {
        if stopped || emptyQueues == 0 || done != sources - 1 { return false }
        stopped = true
        return true
    }

    /// A source completed (once per source): `true` when all have, which completes the whole.
    mutating func sourceCompleted() -> Bool {
        if stopped { return false }
        done += 1
        if done == sources {
            stopped = true
            return true
        }
        return false
    }

    /// A source or the result selector failed: `true` when the error is forwarded.
    mutating func fail() -> Bool {
        if stopped { return false }
        stopped = true
        return true
    }

    /// Completion of the whole for a reason of its own (no sources): `true` if forwarded.
    mutating func finish() -> Bool { fail() }

    mutating func dispose() { stopped = true }
}

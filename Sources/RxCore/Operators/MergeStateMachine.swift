/// How a merging operator treats a new inner sequence.
@usableFromInline
enum MergeMode {
    /// Subscribe at once, or queue beyond `maxConcurrent`.
    case merge(maxConcurrent: Int?)
    /// Drop it while another is running (`flatMapFirst`).
    case dropWhileActive
}

/// The transitions of `flatMap`, `flatMapFirst`, `concatMap` and `merge`, without locks or
/// side effects: how many inners run, which wait, which are registered for disposal, and
/// when the whole ends. Inners and waiting sources are plain object references, so the
/// machine is not generic and its checks need no generic metadata.
struct MergeStateMachine {
    private let mode: MergeMode
    private(set) var stopped = false
    private var outerDone = false
    private var activeCount = 0
    /// Waiting sources, oldest first (`concatMap`, `merge(maxConcurrent:)`).
    private var queued: [AnyObject] = []
    private var queueHead = 0
    /// Running inners' observers by key; an inner that ended while it was being subscribed
    /// is never registered.
    private var inners: [Int: AnyObject] = [:]
    private var nextKey = 0

    init(mode: MergeMode) { self.mode = mode }

    enum OuterNextAction {
        /// Subscribe to it now, under `key`: its slot is already counted.
        case subscribe(key: Int)
        /// It waits for a free slot; queued inners keep their order.
        case queued
        /// Dropped: `flatMapFirst` while an inner runs, or stopped.
        case dropped
    }

    /// `flatMapFirst` with an inner running: the element is dropped before the selector sees
    /// it, so a throwing selector cannot fail the stream for an element that was never used.
    var dropsElements: Bool {
        if case .dropWhileActive = mode { return activeCount > 0 }
        return false
    }

    /// The source sent an inner sequence. The slot is taken in the same transition as the
    /// check, so an inner that completes on another thread meanwhile cannot hand its slot
    /// to a second one.
    mutating func outerNext(_ source: AnyObject) -> OuterNextAction {
        if stopped { return .dropped }
        switch mode {
        case .merge(let maxConcurrent):
            if let maxConcurrent, activeCount >= maxConcurrent || queueHead < queued.count {
                queued.append(source)
                return .queued
            }
        case .dropWhileActive:
            if activeCount > 0 { return .dropped }
        }
        return .subscribe(key: takeSlot())
    }

    /// The static `merge` subscribes to every source at once: the key, or `nil` if stopped.
    mutating func subscribeAtOnce() -> Int? {
        stopped ? nil : takeSlot()
    }

    private mutating func takeSlot() -> Int {
        activeCount += 1
        defer { nextKey += 1 }
        return nextKey
    }

    /// Subscribing to the inner under `key` returned. `true` when the caller must dispose
    /// it: everything was disposed meanwhile, and nobody else will.
    mutating func innerSubscribed(key: Int, observer: AnyObject, alreadyFinished: Bool) -> Bool {
        if stopped { return true }
        if !alreadyFinished { inners[key] = observer }
        return false
    }

    enum InnerCompletedAction {
        /// The slot passes to this waiting source, under `key`.
        case subscribe(AnyObject, key: Int)
        /// The source and every inner are done.
        case complete
        case none
    }

    mutating func innerCompleted(key: Int) -> InnerCompletedAction {
        // An inner that completed while being subscribed (`just`) was never registered; with
        // none registered the removal is skipped, which spares hashing the key on every element.
        if !inners.isEmpty { inners.removeValue(forKey: key) }
        if stopped { return .none }
        if queueHead < queued.count {
            let next = queued[queueHead]
            queueHead += 1
            if queueHead == queued.count {
                queued.removeAll()
                queueHead = 0
            }
            defer { nextKey += 1 }
            return .subscribe(next, key: nextKey)
        }
        activeCount -= 1
        if outerDone && activeCount == 0 {
            stopped = true
            return .complete
        }
        return .none
    }

    /// The source completed: `true` when that ends the whole (no inner runs).
    mutating func outerCompleted() -> Bool {
        if stopped || outerDone { return false }
        outerDone = true
        if activeCount == 0 {
            stopped = true
            return true
        }
        return false
    }

    /// The source, an inner or the selector failed: `true` when the error is forwarded.
    mutating func fail() -> Bool {
        if stopped { return false }
        stopped = true
        return true
    }

    /// Disposal: the registered inners, to dispose.
    mutating func dispose() -> [AnyObject] {
        stopped = true
        let all = Array(inners.values)
        inners.removeAll()
        queued.removeAll()
        queueHead = 0
        return all
    }
}

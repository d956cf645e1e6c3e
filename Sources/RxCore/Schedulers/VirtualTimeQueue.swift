/// The work a ``VirtualTimeScheduler`` has yet to run: a binary heap ordered by due time, then
/// by scheduling order. Each slot carries the ordering data itself — an integer key that orders
/// as the converter's times do, and the scheduling number — so a comparison touches no entry and
/// a million queued actions cost a sift over contiguous memory, not a pointer chase per step.
/// A converter whose times have no such key gives every slot the key 0 and a comparison that
/// asks the converter (`precedes`) when the keys tie.
struct VirtualTimeQueue {
    struct Slot {
        let key: Int64
        let id: Int
        let entry: VirtualSchedulerEntry
    }

    private var slots: [Slot] = []
    /// How two entries with equal keys are ordered when keys do not decide it; `nil` when a
    /// key decides everything and equal keys mean equal times.
    private let precedesOnEqualKeys: ((VirtualSchedulerEntry, VirtualSchedulerEntry) -> Bool)?

    init(precedesOnEqualKeys: ((VirtualSchedulerEntry, VirtualSchedulerEntry) -> Bool)?) {
        self.precedesOnEqualKeys = precedesOnEqualKeys
    }

    var entries: [VirtualSchedulerEntry] { slots.map(\.entry) }

    @inline(__always)
    private func precedes(_ a: Slot, _ b: Slot) -> Bool {
        if a.key != b.key { return a.key < b.key }
        if let precedesOnEqualKeys { return precedesOnEqualKeys(a.entry, b.entry) }
        return a.id < b.id
    }

    mutating func push(_ entry: VirtualSchedulerEntry, key: Int64) {
        let slot = Slot(key: key, id: entry.id, entry: entry)
        slots.append(slot)
        var child = slots.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(slot, slots[parent]) else { break }
            slots[child] = slots[parent]
            child = parent
        }
        slots[child] = slot
    }

    /// The next entry that is not disposed, dropping disposed ones on the way; stays queued.
    mutating func peek() -> VirtualSchedulerEntry? {
        while let first = slots.first {
            if !first.entry.isDisposed { return first.entry }
            removeFirst()
        }
        return nil
    }

    /// The next entry that is not disposed, taken off the queue.
    mutating func pop() -> VirtualSchedulerEntry? {
        guard let next = peek() else { return nil }
        removeFirst()
        return next
    }

    private mutating func removeFirst() {
        let last = slots.removeLast()
        let count = slots.count
        guard count > 0 else { return }
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            let child = right < count && precedes(slots[right], slots[left]) ? right : left
            guard precedes(slots[child], last) else { break }
            slots[parent] = slots[child]
            parent = child
        }
        slots[parent] = last
    }
}

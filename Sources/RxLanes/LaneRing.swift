/// A fixed-capacity ring: appending to a full ring lets go of its oldest element.
struct LaneRing<Element> {
    private var storage: [Element] = []
    private var start = 0
    let capacity: Int
    /// How many elements were let go of to make room.
    private(set) var dropped = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        storage.reserveCapacity(min(self.capacity, 64))
    }

    mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[start] = element
            start = (start + 1) % capacity
            dropped += 1
        }
    }

    /// The elements, oldest first.
    var elements: [Element] { Array(storage[start...] + storage[..<start]) }
}

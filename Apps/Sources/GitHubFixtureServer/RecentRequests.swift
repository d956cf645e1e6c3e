/// The last `capacity` requests a server saw, oldest first: a ring, so that its memory stays the
/// same however many requests arrive.
struct RecentRequests {
    let capacity: Int
    private var storage: [String] = []
    /// Where the next request goes once the ring is full.
    private var next = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a request log keeps at least one request")
        self.capacity = capacity
        storage.reserveCapacity(capacity)
    }

    mutating func append(_ request: String) {
        if storage.count < capacity {
            storage.append(request)
        } else {
            storage[next] = request
            next = (next + 1) % capacity
        }
    }

    /// The requests kept, oldest first.
    var elements: [String] { Array(storage[next...] + storage[..<next]) }
}

/// Holds the latest of a series of scheduled actions, where the actions are scheduled from
/// more than one thread: each is handed over with the ticket it was given when it was decided
/// (in order, under the owner's lock), and one handed over late — after a newer one — is
/// disposed instead of replacing the newer. A `SerialDisposable` would let the late one
/// replace, and so cancel, the newer action (a `delay` drain rescheduled by the timer thread
/// racing with the source thread starting a new one).
final class TicketedSerialDisposable: DisposeNode, @unchecked Sendable {
    private let lock = RxLock()
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var currentTicket = Int.min
    @exclusivity(unchecked) private var disposed = false

    override init() {
        super.init()
        Resources.incrementTotal(self)
    }
    deinit { Resources.decrementTotal(self) }

    /// Keeps `disposable` if `ticket` is newer than the one held (disposing that one), else
    /// disposes `disposable`; after `dispose()`, disposes it at once.
    func set(_ disposable: Disposable, ticket: Int) {
        lock.lock()
        if disposed || ticket <= currentTicket {
            lock.unlock()
            disposable.dispose()
            return
        }
        let old = current
        current = disposable
        currentTicket = ticket
        lock.unlock()
        old?.dispose()
    }

    override func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let old = current
        current = nil
        lock.unlock()
        old?.dispose()
    }
}

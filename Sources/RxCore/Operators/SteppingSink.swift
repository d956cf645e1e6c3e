/// A sink that moves from one subscription to the next — `concat` to its next source, `retry`
/// to its next attempt — the way RxSwift's tail-recursive sinks do: at once, on the thread
/// that ended the previous one, not queued on the current-thread trampoline behind other work
/// (where it would interleave with it: merged concatenations of `just` sent 1, 4, 2, 5, 3;
/// RxSwift sends 1, 2, 3, 4, 5).
///
/// A source that ends while it is being subscribed (`just`, a synchronous error) asks for the
/// next step from inside the current one: the request is remembered and served by the loop in
/// ``moveNext()`` once the step returns, so a long run of synchronous sources takes a loop, not
/// a stack. The lock guarding the two flags is never held while a step runs.
class SteppingSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let gate = RxLock()
    /// A ``moveNext()`` loop is running (on some thread).
    @exclusivity(unchecked) private var isMoving = false
    /// A step was asked for while the loop was running.
    @exclusivity(unchecked) private var movePending = false

    /// Subscribes what comes next. Runs one step at a time, whatever thread asks.
    func step() { fatalError("abstract") }

    /// Runs ``step()`` now, or, while another call is running it, has that call run it again
    /// once it is done.
    final func moveNext() {
        gate.lock()
        if isMoving {
            movePending = true
            gate.unlock()
            return
        }
        isMoving = true
        gate.unlock()
        while true {
            step()
            gate.lock()
            if !movePending {
                isMoving = false
                gate.unlock()
                return
            }
            movePending = false
            gate.unlock()
        }
    }
}

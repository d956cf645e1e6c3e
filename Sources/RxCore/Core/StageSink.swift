/// The sink of a stage that keeps no state but whether it stopped — `map`, `filter`,
/// `compactMap` and their fused forms. A subclass implements `onNext(_:)`: it returns at once
/// once ``stopped`` is set, and on an error thrown by its closures calls ``fail(_:)``. The
/// source's terminal events are forwarded here, once; after one nothing reaches the closures.
@usableFromInline
class StageSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
    /// Set by the first terminal event or failure; read only on the source's serialized path.
    @exclusivity(unchecked) final var stopped = false

    /// A closure of the stage threw: the sequence ends with `error`.
    final func fail(_ error: Swift.Error) {
        stopped = true
        forwardError(error)
    }

    override final func onError(_ error: Swift.Error) {
        fail(error)
    }

    override final func onCompleted() {
        stopped = true
        forwardCompleted()
    }
}

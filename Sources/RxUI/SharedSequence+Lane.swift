import RxCore

extension SharedSequenceConvertibleType {
    /// Records the sequence's subscriptions and events under `name`, as `Observable.lane`
    /// does; the result shares as this sequence does, so the lane sees one subscription per
    /// connection, however many observers bind to it.
    public func lane(_ name: String, recorder: (any LaneRecording)? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(asSharedSequence().source.lane(name, recorder: recorder))
    }
}

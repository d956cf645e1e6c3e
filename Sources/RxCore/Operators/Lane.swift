import Synchronization

extension ObservableType {
    /// Names this sequence for the lane recorder (RxTimelane's spelling): while a recorder is
    /// installed (``Lanes/recorder``, or `recorder` here), each subscription's start, every
    /// event with a short description of its element, and its end (completed, error or
    /// disposed) are recorded under `name`.
    ///
    /// With no recorder when a subscription starts, that subscription is the source's own:
    /// the lane adds nothing to its events. Elements are described with
    /// `String(describing:)`, cut to ``Lanes/descriptionLimit`` characters.
    public func lane(_ name: String, recorder: (any LaneRecording)? = nil) -> Observable<Element> {
        LaneObservable(source: asObservable(), name: name, recorder: recorder)
    }
}

extension PrimitiveSequence {
    /// Records the sequence's subscriptions and events under `name`, as `Observable.lane` does.
    public func lane(_ name: String, recorder: (any LaneRecording)? = nil) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.lane(name, recorder: recorder))
    }
}

extension InfallibleType {
    /// Records the sequence's subscriptions and events under `name`, as `Observable.lane` does.
    public func lane(_ name: String, recorder: (any LaneRecording)? = nil) -> Infallible<Element> {
        Infallible(asObservable().lane(name, recorder: recorder))
    }
}

final class LaneObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let name: String
    private let recorder: (any LaneRecording)?

    init(source: Observable<Element>, name: String, recorder: (any LaneRecording)?) {
        self.source = source
        self.name = name
        self.recorder = recorder
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        // Off: the subscriber subscribes to the source itself.
        guard let recorder = recorder ?? Lanes.recorder else { return source.run(observer) }
        let subscription = recorder.subscribed(lane: name)
        let sink = LaneSink(lane: name, subscription: subscription, recorder: recorder, downstream: observer)
        return sink.run(source)
    }
}

final class LaneSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let lane: String
    private let subscription: Int
    private let recorder: any LaneRecording
    /// Set once the end (completed, error or disposed) is recorded, so only the first is.
    private let hasEnded = Atomic<Bool>(false)

    init(lane: String, subscription: Int, recorder: any LaneRecording, downstream: EventSink<Element>) {
        self.lane = lane
        self.subscription = subscription
        self.recorder = recorder
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        recorder.record(.next(Lanes.bounded(String(describing: element))), lane: lane, subscription: subscription)
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        end(.error(Lanes.bounded(String(describing: error))))
        forwardError(error)
    }

    override func onCompleted() {
        end(.completed)
        forwardCompleted()
    }

    override func disposeResources() { end(.disposed) }

    private func end(_ event: LaneEvent) {
        guard !hasEnded.exchange(true, ordering: .acquiringAndReleasing) else { return }
        recorder.record(event, lane: lane, subscription: subscription)
    }
}

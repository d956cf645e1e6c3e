import Foundation

extension ObservableType {
    /// Prints every event, the subscription and its disposal, with a timestamp and
    /// `identifier` (by default the call site).
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        return DebugObservable(source: asObservable(), identifier: name, trimOutput: trimOutput)
    }
}

final class DebugObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let identifier: String
    private let trimOutput: Bool

    init(source: Observable<Element>, identifier: String, trimOutput: Bool) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
    }

    override func run(_ observer: EventSink<Element>) -> DisposeNode {
        let sink = DebugSink(identifier: identifier, trimOutput: trimOutput, downstream: observer)
        sink.log("subscribed")
        return sink.run(source)
    }
}

final class DebugSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    private let identifier: String
    private let trimOutput: Bool

    init(identifier: String, trimOutput: Bool, downstream: EventSink<Element>) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init(downstream: downstream)
    }

    func log(_ content: String) {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        print("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }

    private func describe(_ event: Event<Element>) {
        var text = "\(event)"
        if trimOutput && text.count > 40 { text = String(text.prefix(20)) + "..." + String(text.suffix(17)) }
        log("Event \(text)")
    }

    override func onNext(_ element: Element) {
        describe(.next(element))
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        describe(.error(error))
        forwardError(error)
    }

    override func onCompleted() {
        describe(.completed)
        forwardCompleted()
    }

    override func disposeResources() { log("isDisposed") }
}

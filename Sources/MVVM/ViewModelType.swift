/// A screen's logic as a pure function from the streams of user events (`Input`) to the
/// streams the view binds (`Output`). Everything from outside — services, schedulers,
/// storage — comes in through the initializer, so tests inject fakes and a `TestScheduler`.
public protocol ViewModelType {
    /// The streams of user events.
    associatedtype Input
    /// The streams the view binds.
    associatedtype Output
    /// Wires inputs to outputs; called once per view.
    func transform(input: Input) -> Output
}

import RxCore

// `drive` and `emit` with `@MainActor` closures (RxSwift issue #2586): a Driver and a Signal
// deliver on the main queue, so a closure marked `@MainActor` — `{ @MainActor in … }` — or a
// `@MainActor` function may be passed to them even from a nonisolated method, and read and
// change main-actor state there. The type checker picks these forms only for an argument that
// is `@MainActor` already (every other call lost the global actor and did not compile before);
// a closure without the mark still goes to the nonisolated forms in Drive.swift, so every call
// that compiled before resolves and runs as before. Why an unmarked closure cannot become
// `@MainActor` without breaking calls: "Main-actor closures" in docs/Compatibility.md.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Calls the `@MainActor` closures for elements, completion and the end of the subscription:
    /// `driver.drive(onNext: { @MainActor in self.title = $0 })`.
    ///
    /// The closures may use main-actor state even when `drive` is called from a nonisolated
    /// method: a Driver delivers on the main queue, where they run in place. An event that a
    /// misbuilt Driver delivers elsewhere hops to the main queue first; while `SharingScheduler`
    /// is mocked, the closures run where the test's scheduler delivers. `onNext` is required so
    /// that `drive()` and calls with `nil` keep their one meaning. Call from the main thread, as
    /// every `drive`.
    public func drive(
        onNext: @escaping @MainActor (Element) -> Void, onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(
            onNext: MainActorHandler(onNext).callAsFunction,
            onCompleted: MainActorHandler.calling(onCompleted),
            onDisposed: MainActorHandler.calling(onDisposed))
    }

    /// Calls the `@MainActor` closures with `object` too, held weakly; where they run is as for
    /// the `drive(onNext:onCompleted:onDisposed:)` that takes `@MainActor` closures.
    public func drive<Object: AnyObject>(
        with object: Object, onNext: @escaping @MainActor (Object, Element) -> Void,
        onCompleted: (@MainActor (Object) -> Void)? = nil, onDisposed: (@MainActor (Object) -> Void)? = nil
    ) -> Disposable {
        ensureMainThreadUnlessMocked("drive")
        return asSharedSequence().source.subscribe(
            with: object, onNext: pairHandler(onNext),
            onCompleted: onCompleted.map { MainActorHandler($0).callAsFunction },
            onDisposed: onDisposed.map { MainActorHandler($0).callAsFunction })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Calls the `@MainActor` closures for elements, completion and the end of the subscription:
    /// `signal.emit(onNext: { @MainActor in self.show($0) })`.
    ///
    /// The closures may use main-actor state even when `emit` is called from a nonisolated
    /// method: a Signal delivers on the main queue, where they run in place. An event that a
    /// misbuilt Signal delivers elsewhere hops to the main queue first; while `SharingScheduler`
    /// is mocked, the closures run where the test's scheduler delivers. `onNext` is required
    /// so that `emit()` and calls with `nil` keep their one meaning.
    public func emit(
        onNext: @escaping @MainActor (Element) -> Void, onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        asSharedSequence().source.subscribe(
            onNext: MainActorHandler(onNext).callAsFunction,
            onCompleted: MainActorHandler.calling(onCompleted),
            onDisposed: MainActorHandler.calling(onDisposed))
    }

    /// Calls the `@MainActor` closures with `object` too, held weakly; where they run is as for
    /// the `emit(onNext:onCompleted:onDisposed:)` that takes `@MainActor` closures.
    public func emit<Object: AnyObject>(
        with object: Object, onNext: @escaping @MainActor (Object, Element) -> Void,
        onCompleted: (@MainActor (Object) -> Void)? = nil, onDisposed: (@MainActor (Object) -> Void)? = nil
    ) -> Disposable {
        asSharedSequence().source.subscribe(
            with: object, onNext: pairHandler(onNext),
            onCompleted: onCompleted.map { MainActorHandler($0).callAsFunction },
            onDisposed: onDisposed.map { MainActorHandler($0).callAsFunction })
    }
}

/// A two-argument `@MainActor` closure as the nonisolated closure `subscribe(with:)` takes.
private func pairHandler<Object, Element>(
    _ body: @escaping @MainActor (Object, Element) -> Void
) -> (Object, Element) -> Void {
    let handler = MainActorHandler<(Object, Element)> { pair in body(pair.0, pair.1) }
    return { object, element in handler((object, element)) }
}

import RxCore

extension ObservableConvertibleType {
    /// A ``Driver`` of this sequence that ends with `onErrorJustReturn` instead of failing.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A ``Driver`` that continues with `onErrorDriveWith` instead of failing.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A ``Driver`` that continues with what `onErrorRecover` returns for the error.
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }

    /// A ``Signal`` of this sequence that ends with `onErrorJustReturn` instead of failing.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A ``Signal`` that continues with `onErrorSignalWith` instead of failing.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
    }

    /// A ``Signal`` that continues with what `onErrorRecover` returns for the error.
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension ObservableConvertibleType {
    /// A shared sequence of `sharingStrategy` that ends with `onErrorJustReturn` instead of
    /// failing (the generic form of `asDriver`/`asSignal`).
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A shared sequence of `sharingStrategy` that continues with `onErrorDriveWith`.
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A shared sequence of `sharingStrategy` that continues with what `onErrorRecover`
    /// returns for the error.
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self, onErrorRecover: @escaping (Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension SharedSequenceConvertibleType {
    /// The elements as an `Observable` — the default for types that only provide
    /// `asSharedSequence()`, such as a custom `ActivityIndicator`.
    public func asObservable() -> Observable<Element> { asSharedSequence().asObservable() }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The value as a ``Driver``.
    public func asDriver() -> Driver<Element> { asSharedSequence() }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The value as a ``Signal``.
    public func asSignal() -> Signal<Element> { asSharedSequence() }
}

extension InfallibleType {
    /// This infallible sequence as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }

    /// This infallible sequence as a ``Signal``.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension BehaviorRelay {
    /// The relay's values as a ``Driver`` (it never fails).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay's values as a ``Signal`` (it never fails).
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// Returns `self`.
    public func asDriver() -> Driver<Element> { self }

    /// This Driver as a ``Signal``: late observers no longer get the latest element.
    public func asSignal() -> Signal<Element> { Signal(source) }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// Returns `self`.
    public func asSignal() -> Signal<Element> { self }

    /// This Signal as a ``Driver``: late observers get the latest element.
    public func asDriver() -> Driver<Element> { Driver(source) }
}

extension SharedSequence {
    /// This sequence as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        source.asInfallible(onErrorRecover: { _ in .empty() })
    }
}

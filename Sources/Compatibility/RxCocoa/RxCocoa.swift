// `import RxCocoa` resolves to ReactiveMVVM's RxUI — Driver, Signal, ControlProperty,
// ControlEvent, `drive` and `emit` — and RxCore, which RxCocoa re-exports as well.
//
// RxUI is re-exported name by name: only the top-level names RxCocoa 6.9.1 declares, so that
// RxUI's own additions (`HasDisposeBag`, `DisposeBagTable`) cannot clash with a library that
// declares the same name beside RxCocoa — NSObject-Rx's `HasDisposeBag` is the common one
// (docs/Compatibility.md, "The name audit"). Members RxUI adds to shared types (`asDriver()`,
// `rx.response`, …) stay visible: a scoped import limits only top-level names.
@_exported import RxCore

@_exported import struct RxUI.ControlEvent
@_exported import protocol RxUI.ControlEventType
@_exported import struct RxUI.ControlProperty
@_exported import protocol RxUI.ControlPropertyType
@_exported import typealias RxUI.Driver
@_exported import enum RxUI.DriverSharingStrategy
@_exported import enum RxUI.RxCocoaURLError
@_exported import struct RxUI.SharedSequence
@_exported import protocol RxUI.SharedSequenceConvertibleType
@_exported import enum RxUI.SharingScheduler
@_exported import protocol RxUI.SharingStrategyProtocol
@_exported import typealias RxUI.Signal
@_exported import enum RxUI.SignalSharingStrategy

// `import RxCocoa` resolves to ReactiveMVVM's RxUI — Driver, Signal, ControlProperty,
// ControlEvent, `drive` and `emit` — and the relays, which RxCocoa re-exports (RxRelay).
// RxUI's own additions (`HasDisposeBag`, `DisposeBagTable`) are left out: NSObject-Rx
// declares a `HasDisposeBag` of its own, used beside RxCocoa.
//
// Name by name: exactly the top-level names RxSwift 6.9.1's module of this name makes visible,
// so that our own additions cannot clash with a library that declares the same name beside it
// (docs/Compatibility.md, "The name audit"). Members our modules add to shared types stay
// visible: a scoped import limits only top-level names. The list is the output of
// `Scripts/audit-rxswift-names.py PATH-TO-RxSwift-6.9.1 --exports MODULE`.
@_exported import class RxCore.BehaviorRelay
@_exported import class RxCore.PublishRelay
@_exported import class RxCore.ReplayRelay
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

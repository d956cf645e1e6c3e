@_exported import struct RxCore.AnyObserver
// `import RxSwift` resolves to ReactiveMVVM's RxCore: Observable, every operator, subjects,
// traits, schedulers and disposables, under RxSwift's module name, so RxSwift code — and
// qualified names such as `RxSwift.Observable` — build unchanged. `TakeUntilBehavior`,
// RxSwift 5's name for `TakeBehavior`, is kept (deprecated) beside RxSwift 6's names.
//
// Name by name: exactly the top-level names RxSwift 6.9.1's module of this name makes visible,
// so that our own additions cannot clash with a library that declares the same name beside it
// (docs/Compatibility.md, "The name audit"). Members our modules add to shared types stay
// visible: a scoped import limits only top-level names. The list is the output of
// `Scripts/audit-rxswift-names.py PATH-TO-RxSwift-6.9.1 --exports MODULE`.
@_exported import class RxCore.AsyncSubject
@_exported import class RxCore.BehaviorSubject
@_exported import struct RxCore.Binder
@_exported import class RxCore.BooleanDisposable
@_exported import protocol RxCore.Cancelable
@_exported import typealias RxCore.Completable
@_exported import enum RxCore.CompletableEvent
@_exported import enum RxCore.CompletableTrait
@_exported import class RxCore.CompositeDisposable
@_exported import class RxCore.ConcurrentDispatchQueueScheduler
@_exported import class RxCore.ConcurrentMainScheduler
@_exported import class RxCore.ConnectableObservable
@_exported import protocol RxCore.ConnectableObservableType
@_exported import class RxCore.CurrentThreadScheduler
@_exported import protocol RxCore.DataDecoder
@_exported import protocol RxCore.Disposable
@_exported import enum RxCore.Disposables
@_exported import class RxCore.DisposeBag
@_exported import enum RxCore.Event
@_exported import protocol RxCore.EventConvertible
@_exported import struct RxCore.GroupedObservable
@_exported import class RxCore.HistoricalScheduler
@_exported import struct RxCore.HistoricalSchedulerTimeConverter
@_exported import enum RxCore.Hooks
@_exported import protocol RxCore.ImmediateSchedulerType
@_exported import struct RxCore.Infallible
@_exported import enum RxCore.InfallibleEvent
@_exported import protocol RxCore.InfallibleType
@_exported import class RxCore.MainScheduler
@_exported import typealias RxCore.Maybe
@_exported import enum RxCore.MaybeEvent
@_exported import enum RxCore.MaybeTrait
@_exported import class RxCore.Observable
@_exported import protocol RxCore.ObservableConvertibleType
@_exported import protocol RxCore.ObservableType
@_exported import protocol RxCore.ObserverType
@_exported import class RxCore.OperationQueueScheduler
@_exported import struct RxCore.PrimitiveSequence
@_exported import protocol RxCore.PrimitiveSequenceType
@_exported import class RxCore.PublishSubject
@_exported import struct RxCore.Reactive
@_exported import protocol RxCore.ReactiveCompatible
@_exported import class RxCore.RefCountDisposable
@_exported import class RxCore.ReplaySubject
@_exported import enum RxCore.Resources
@_exported import protocol RxCore.RxAbstractInteger
@_exported import enum RxCore.RxError
@_exported import typealias RxCore.RxTime
@_exported import typealias RxCore.RxTimeInterval
@_exported import class RxCore.ScheduledDisposable
@_exported import protocol RxCore.SchedulerType
@_exported import class RxCore.SerialDispatchQueueScheduler
@_exported import class RxCore.SerialDisposable
@_exported import typealias RxCore.Single
@_exported import class RxCore.SingleAssignmentDisposable
@_exported import typealias RxCore.SingleEvent
@_exported import enum RxCore.SingleTrait
@_exported import enum RxCore.SubjectLifetimeScope
@_exported import protocol RxCore.SubjectType
@_exported import enum RxCore.TakeBehavior
@_exported import typealias RxCore.TakeUntilBehavior
@_exported import enum RxCore.VirtualTimeComparison
@_exported import protocol RxCore.VirtualTimeConverterType
@_exported import class RxCore.VirtualTimeScheduler

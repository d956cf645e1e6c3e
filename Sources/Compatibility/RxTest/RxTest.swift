@_exported import struct RxTesting.Recorded
@_exported import struct RxTesting.Subscription
@_exported import class RxTesting.TestScheduler
@_exported import struct RxTesting.TestSchedulerVirtualTimeConverter
@_exported import typealias RxTesting.TestTime
// `import RxTest` resolves to ReactiveMVVM's RxTesting: TestScheduler, TestableObserver,
// Recorded and the XCTest assertions, under RxTest's module name.
//
// Name by name: exactly the top-level names RxSwift 6.9.1's module of this name makes visible,
// so that our own additions cannot clash with a library that declares the same name beside it
// (docs/Compatibility.md, "The name audit"). Members our modules add to shared types stay
// visible: a scoped import limits only top-level names. The list is the output of
// `Scripts/audit-rxswift-names.py PATH-TO-RxSwift-6.9.1 --exports MODULE`.
@_exported import class RxTesting.TestableObservable
@_exported import class RxTesting.TestableObserver
@_exported import func RxTesting.XCTAssertEqual
@_exported import func RxTesting.XCTAssertRecordedElements

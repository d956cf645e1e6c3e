// `import RxTest` resolves to ReactiveMVVM's RxTesting: TestScheduler, TestableObserver,
// Recorded and the XCTest assertions, under RxTest's module name.
@_exported import RxCore
@_exported import RxTesting

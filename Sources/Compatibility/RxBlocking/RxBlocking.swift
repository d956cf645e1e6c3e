// `import RxBlocking` resolves to ReactiveMVVM's RxTesting, where `toBlocking()` and
// `BlockingObservable` live.
@_exported import RxCore
@_exported import RxTesting

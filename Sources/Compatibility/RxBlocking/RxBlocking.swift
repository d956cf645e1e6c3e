@_exported import struct RxTesting.BlockingObservable
// `import RxBlocking` resolves to ReactiveMVVM's RxTesting, where `toBlocking()` and
// `BlockingObservable` live.
//
// Name by name: exactly the top-level names RxSwift 6.9.1's module of this name makes visible,
// so that our own additions cannot clash with a library that declares the same name beside it
// (docs/Compatibility.md, "The name audit"). Members our modules add to shared types stay
// visible: a scoped import limits only top-level names. The list is the output of
// `Scripts/audit-rxswift-names.py PATH-TO-RxSwift-6.9.1 --exports MODULE`.
@_exported import enum RxTesting.MaterializedSequenceResult

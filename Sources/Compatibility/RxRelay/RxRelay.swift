// `import RxRelay` resolves to ReactiveMVVM's RxCore, where PublishRelay, BehaviorRelay and
// ReplayRelay live (`RxRelay.BehaviorRelay` names the same type).
//
// Name by name: exactly the top-level names RxSwift 6.9.1's module of this name makes visible,
// so that our own additions cannot clash with a library that declares the same name beside it
// (docs/Compatibility.md, "The name audit"). Members our modules add to shared types stay
// visible: a scoped import limits only top-level names. The list is the output of
// `Scripts/audit-rxswift-names.py PATH-TO-RxSwift-6.9.1 --exports MODULE`.
@_exported import class RxCore.BehaviorRelay
@_exported import class RxCore.PublishRelay
@_exported import class RxCore.ReplayRelay

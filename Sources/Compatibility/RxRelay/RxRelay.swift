// `import RxRelay` resolves to ReactiveMVVM's RxCore, where PublishRelay, BehaviorRelay and
// ReplayRelay live (`RxRelay.BehaviorRelay` names the same type).
@_exported import RxCore

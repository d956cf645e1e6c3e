// `import RxCocoa` resolves to ReactiveMVVM's RxUI — Driver, Signal, ControlProperty,
// ControlEvent, `drive` and `emit` — and RxCore, which RxCocoa re-exports as well.
@_exported import RxCore
@_exported import RxUI

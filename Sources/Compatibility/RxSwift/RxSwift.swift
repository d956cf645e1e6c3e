// `import RxSwift` resolves to ReactiveMVVM's RxCore: Observable, every operator, subjects,
// traits, schedulers and disposables, under RxSwift's module name, so RxSwift code — and
// qualified names such as `RxSwift.Observable` — build unchanged.
@_exported import RxCore

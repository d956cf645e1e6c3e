import Foundation
import GitHubAPI
import MVVM
import RxCore
import RxUI

/// One value a screen loads — a file, a folder, a commit, a repository's languages — with
/// what the screen says around it, derived the same way everywhere: each `load` asks again
/// (the latest answer wins), a failure is tracked instead of ending the stream.
struct LoadedOnce<Value> {
    /// The answers, shared and replayed to late subscribers.
    let values: Observable<Value>
    /// Each failed request.
    let errors = ErrorTracker()
    private let load: Observable<Void>

    /// Asks `request` on each `load`.
    init(load: Observable<Void>, request: @escaping () -> Single<Value>) {
        self.load = load
        let errors = self.errors
        values = load.flatMapLatest { _ in request().asObservable().trackError(errors).catch { _ in .empty() } }
            .share(replay: 1)
    }

    /// What shows before the value: `loading` at first and on each load, `failed` after a
    /// failure, and what `empty` says of an answer that shows nothing (`nil` when it shows something).
    func emptyText(loading: String, failed: String, empty: @escaping (Value) -> String? = { _ in nil }) -> Driver<
        String
    > {
        Driver.merge(
            load.map { loading }.asDriver(onErrorDriveWith: .empty()),
            values.compactMap(empty).asDriver(onErrorDriveWith: .empty()),
            errors.asDriver().map { _ in failed }
        ).startWith(loading).distinctUntilChanged()
    }

    /// The banner: each failure and how to retry, `nil` whenever the screen loads again.
    func banner(now: @escaping () -> Date) -> Signal<String?> {
        Signal.merge(
            errors.asSignal().map { Optional(errorMessage($0, now: now())) },
            load.map { String?.none }.asSignal(onErrorSignalWith: .empty()))
    }
}

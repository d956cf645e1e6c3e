import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// The search list: a query relay, debounced, searched with the latest query only.
final class SearchViewModel {
    let query = BehaviorRelay<String>(value: "")
    let results: Driver<[String]>
    let emptyMessage: Driver<String?>

    init(search: @escaping (String) -> Single<[String]>, scheduler: SchedulerType = MainScheduler.instance) {
        results =
            query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<[String]> in
                query.isEmpty ? .just([]) : search(query).asObservable().catchAndReturn([])
            }
            .asDriver(onErrorJustReturn: [])
        emptyMessage = results.withLatestFrom(query.asDriver()) { results, query in
            results.isEmpty && !query.isEmpty ? "'\(query)' 검색 결과가 없습니다" : nil
        }
    }
}

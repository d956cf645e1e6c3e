import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// The to-do list: a relay of items changed by relays of commands.
final class TodoListViewModel {
    struct Todo: Equatable {
        var title: String
        var done: Bool
    }

    let todos = BehaviorRelay<[Todo]>(value: [])
    let addTitle = PublishRelay<String>()
    let toggleIndex = PublishRelay<Int>()
    let deleteIndex = PublishSubject<Int>()
    let summary: Driver<String>
    private let disposeBag = DisposeBag()

    init() {
        summary = todos.map { todos in "할 일 \(todos.filter { !$0.done }.count)개 / 전체 \(todos.count)개" }
            .asDriver(onErrorJustReturn: "")
        let todos = self.todos
        addTitle.filter { !$0.isEmpty }
            .map { todos.value + [Todo(title: $0, done: false)] }
            .bind(to: todos).disposed(by: disposeBag)
        toggleIndex.filter { todos.value.indices.contains($0) }
            .map { index -> [Todo] in
                var items = todos.value
                items[index].done.toggle()
                return items
            }
            .bind(to: todos).disposed(by: disposeBag)
        deleteIndex.filter { todos.value.indices.contains($0) }
            .map { index -> [Todo] in
                var items = todos.value
                items.remove(at: index)
                return items
            }
            .subscribe(onNext: { todos.accept($0) }).disposed(by: disposeBag)
    }
}

import Foundation
import RxCocoa
import RxRelay
import RxSwift

// View models in the shape of the Korean "MVVM with RxSwift" tutorials this project grew from,
// written here (not copied): an Input/Output `transform` view model, a class whose `input` and
// `output` wrap subjects and relays, a search list and a to-do list. Only RxSwift's module names
// are imported and every call is RxSwift 6's spelling; SeedPostViewModelsTests drives them with
// RxTest so that code written after those posts keeps working here.

/// The posts' protocol: a view model turns the view's inputs into its outputs.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// The login form: validation, an enabled button, and a throttled login request.
final class LoginViewModel: ViewModelType {
    struct Input {
        let email: Observable<String>
        let password: Observable<String>
        let loginTap: Observable<Void>
    }

    struct Output {
        let isEmailValid: Driver<Bool>
        let isLoginEnabled: Driver<Bool>
        let isLoading: Driver<Bool>
        let loginResult: Signal<String>
    }

    private let login: (String, String) -> Single<Bool>
    private let scheduler: SchedulerType

    init(login: @escaping (String, String) -> Single<Bool>, scheduler: SchedulerType = MainScheduler.instance) {
        self.login = login
        self.scheduler = scheduler
    }

    func transform(input: Input) -> Output {
        let isEmailValid = input.email.map { $0.contains("@") && $0.contains(".") }
        let isPasswordValid = input.password.map { $0.count >= 6 }
        let isLoginEnabled = Observable.combineLatest(isEmailValid, isPasswordValid) { $0 && $1 }
        let loading = BehaviorRelay<Bool>(value: false)
        let login = self.login
        let loginResult = input.loginTap
            .throttle(.milliseconds(500), latest: false, scheduler: scheduler)
            .withLatestFrom(Observable.combineLatest(input.email, input.password))
            .do(onNext: { _ in loading.accept(true) })
            .flatMapLatest { email, password in
                login(email, password)
                    .map { $0 ? "환영합니다, \(email)" : "비밀번호가 틀렸습니다" }
                    .asObservable()
                    .catchAndReturn("네트워크 오류")
                    .do(onNext: { _ in loading.accept(false) })
            }
        return Output(
            isEmailValid: isEmailValid.distinctUntilChanged().asDriver(onErrorJustReturn: false),
            isLoginEnabled: isLoginEnabled.distinctUntilChanged().asDriver(onErrorJustReturn: false),
            isLoading: loading.asDriver(),
            loginResult: loginResult.asSignal(onErrorJustReturn: "")
        )
    }
}

/// The counter: `input` and `output` as properties, subjects inside, a relay for the state.
final class CounterViewModel {
    struct Input {
        let plusTap: AnyObserver<Void>
        let minusTap: AnyObserver<Void>
        let resetTap: AnyObserver<Void>
    }

    struct Output {
        let countText: Driver<String>
        let isMinusEnabled: Driver<Bool>
    }

    let input: Input
    let output: Output
    private let plus = PublishSubject<Void>()
    private let minus = PublishSubject<Void>()
    private let reset = PublishSubject<Void>()
    private let count = BehaviorRelay<Int>(value: 0)
    private let disposeBag = DisposeBag()

    init() {
        input = Input(plusTap: plus.asObserver(), minusTap: minus.asObserver(), resetTap: reset.asObserver())
        output = Output(
            countText: count.map { "\($0)" }.asDriver(onErrorJustReturn: ""),
            isMinusEnabled: count.map { $0 > 0 }.distinctUntilChanged().asDriver(onErrorJustReturn: false)
        )
        let count = self.count
        Observable.merge(plus.map { 1 }, minus.map { -1 })
            .map { max(0, count.value + $0) }
            .bind(to: count)
            .disposed(by: disposeBag)
        reset.map { 0 }.bind(to: count).disposed(by: disposeBag)
    }
}

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

import Foundation
import RxCocoa
import RxRelay
import RxSwift

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

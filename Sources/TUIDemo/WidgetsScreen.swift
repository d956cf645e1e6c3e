import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import Examples

/// The demo's first screen: a login form bound to `LoginViewModel`, a segmented control, a
/// spinner, and a list whose rows open a detail screen.
final class WidgetsScreen: Screen {
    private let service: InMemoryLoginService
    private let username = TextField(placeholder: "username")
    private let password = TextField(placeholder: "password (6+ characters)")
    private let loginButton = Button("Log in")
    private let status = Label("Fill in both fields", style: TextStyle(dim: true))
    private let spinner = ActivityIndicatorView(text: "Signing in…")
    private let sort = SegmentedControl(segments: ["Stars", "Forks", "Updated"])
    private let sortLabel = Label()
    private let list = ListView()

    static let items = ["Swift", "RxSwift", "한국어 저장소 (Hangul)", "漢字リポジトリ", "Kotlin", "Rust", "Go", "Haskell", "OCaml", "Elixir",
                        "Erlang", "Clojure", "Scala", "Zig", "Nim", "Crystal", "Dart", "Julia", "R", "Lua",
                        "Perl", "Ruby", "Python", "TypeScript", "C", "C++", "Fortran", "COBOL", "Ada", "Pascal"]

    init(service: InMemoryLoginService) {
        self.service = service
        super.init(title: "TerminalUI Demo")
        password.isSecureTextEntry = true
    }

    override func makeBody() -> View {
        let form = StackView(axis: .vertical, [
            Label("Sign in — Tab moves focus, Enter presses, Esc leaves a field, a: about, q: quit", style: TextStyle(bold: true)),
            StackView(axis: .horizontal, spacing: 1, [Label("User:    "), username]),
            StackView(axis: .horizontal, spacing: 1, [Label("Password:"), password]),
            StackView(axis: .horizontal, spacing: 2, [loginButton, spinner]),
            status,
            StackView(axis: .horizontal, spacing: 2, [sort, sortLabel]),
        ])
        username.sizing = .flexible(1)
        password.sizing = .flexible(1)
        spinner.sizing = .flexible(1)
        sortLabel.sizing = .flexible(1)
        return PaddingView(EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, spacing: 1, [form, list]))
    }

    override func viewDidLoad() {
        let output = LoginViewModel(service: service).transform(input: .init(
            username: username.rx.text.orEmpty.asObservable(),
            password: password.rx.text.orEmpty.asObservable(),
            loginTap: loginButton.rx.tap.asObservable()
        ))
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        Driver.merge(
            output.isValid.map { $0 ? "Ready: press Log in" : "Fill in both fields" },
            output.loggedIn.map { "Welcome, \($0.login)!" }.asDriver(onErrorJustReturn: "")
        )
        .drive(status.rx.text)
        .disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] error in self?.banner.message = "Login failed: \(error)" }).disposed(by: disposeBag)

        sort.rx.selectedSegmentIndex.asDriver()
            .map { "Sorted by \(["Stars", "Forks", "Updated"][$0])" }
            .drive(sortLabel.rx.text)
            .disposed(by: disposeBag)

        Observable.just(Self.items.enumerated().map { "\($0.offset + 1). \($0.element)" })
            .bind(to: list.rx.items) { _, name, cell in cell.text = name }
            .disposed(by: disposeBag)
        list.rx.modelSelected(String.self)
            .subscribe(onNext: { [weak self] name in self?.navigationController?.push(DetailScreen(name: name)) })
            .disposed(by: disposeBag)
        list.rx.reachedBottom
            .subscribe(onNext: { [weak self] in
                self?.banner.kind = .info
                self?.banner.message = "End of the list"
            })
            .disposed(by: disposeBag)
    }

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("q"):
            TerminalApplication.current?.quit()
            return true
        case .character("a"):
            present(AlertView(title: "About", message: "ReactiveMVVM TerminalUI demo", actions: [AlertAction(title: "OK", style: .cancel)]))
            return true
        default:
            return false
        }
    }
}

/// A pushed screen: Escape goes back.
final class DetailScreen: Screen {
    private let name: String

    init(name: String) {
        self.name = name
        super.init(title: "Detail")
    }

    override func makeBody() -> View {
        PaddingView(EdgeInsets(all: 1), StackView(axis: .vertical, spacing: 1, [
            Label("Selected: \(name)", style: TextStyle(bold: true)),
            Label("Press Escape to go back, q to quit."),
        ]))
    }

    override func handleKey(_ key: Key) -> Bool {
        if key == .character("q") {
            TerminalApplication.current?.quit()
            return true
        }
        return false
    }
}

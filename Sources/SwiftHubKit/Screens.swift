import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI

/// Builds the screens with their view models and wires navigation between them.
public final class SwiftHubRouter {
    public let service: GitHubService
    public let scheduler: SchedulerType

    public init(service: GitHubService, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        self.scheduler = scheduler
    }

    public func eventsScreen(_ viewModel: EventsViewModel) -> EventsScreen { EventsScreen(viewModel: viewModel, router: self) }
    public func repositoryScreen(_ viewModel: RepositoryViewModel) -> RepositoryScreen { RepositoryScreen(viewModel: viewModel, router: self) }
    public func userScreen(_ viewModel: UserViewModel) -> UserScreen { UserScreen(viewModel: viewModel, router: self) }
    public func searchScreen() -> SearchScreen { SearchScreen(viewModel: SearchViewModel(service: service, scheduler: scheduler), router: self) }
    public func loginScreen() -> LoginScreen { LoginScreen(viewModel: LoginViewModel(service: service), router: self) }

    /// The start screen: `login`'s events.
    public func startScreen(login: String, isOrganization: Bool = false) -> EventsScreen {
        eventsScreen(EventsViewModel(mode: .user(login: login, isOrganization: isOrganization), service: service, scheduler: scheduler))
    }
}

/// The base of SwiftHub's screens: keys every screen understands (/ search, l login,
/// q quit) and the error banner with its retry hint.
open class SwiftHubScreen: Screen {
    public let router: SwiftHubRouter

    public init(title: String, router: SwiftHubRouter) {
        self.router = router
        super.init(title: title)
    }

    open override var minimumSize: Size { Size(width: 50, height: 12) }

    /// Fills `labels` with `lines`, blanking the rest.
    func show(_ lines: [String], in labels: [Label]) {
        for (index, label) in labels.enumerated() { label.text = index < lines.count ? lines[index] : "" }
    }

    public func showError(_ message: String) {
        banner.kind = .error
        banner.message = message
    }

    open override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("q"):
            TerminalApplication.current?.quit()
        case .character("/"):
            navigationController?.push(router.searchScreen())
        case .character("l"):
            navigationController?.push(router.loginScreen())
        default:
            return false
        }
        return true
    }
}

/// A list of events: Enter opens the event's repository, u its actor, r refreshes, reaching
/// the end loads the next page, Left/Right on the segment switch feeds.
public final class EventsScreen: SwiftHubScreen {
    private let viewModel: EventsViewModel
    private let segment = SegmentedControl(segments: EventSegment.titles)
    private let headerSpinner = ActivityIndicatorView(text: "Loading events…")
    private let footerSpinner = ActivityIndicatorView(text: "Loading more…")
    let list = ListView(rowHeight: 2)
    private let help = Label("Enter: repo  u: user  ←/→: feed  r: refresh  /: search  l: login  q: quit", style: TextStyle(dim: true))
    private let actorSelection = PublishRelay<EventCellViewModel>()

    init(viewModel: EventsViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "Events", router: router)
    }

    public override func makeBody() -> View {
        list.emptyText = "No events"
        return PaddingView(EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [segment, headerSpinner, list, footerSpinner, help]))
    }

    public override func viewDidLoad() {
        // Left/Right switch the feed from anywhere, so Tab has no reason to stop on the switch.
        segment.isFocusable = false
        focus(list)
        let output = viewModel.transform(input: .init(
            headerRefresh: list.rx.refresh.asObservable(),
            footerRefresh: list.rx.reachedBottom.asObservable(),
            segmentSelection: segment.rx.selectedSegmentIndex.asObservable().compactMap(EventSegment.init(rawValue:)),
            selection: list.rx.modelSelected(EventCellViewModel.self).asObservable(),
            actorSelection: actorSelection.asObservable()
        ))
        // The banner first: its signal does not replay, and binding the list starts a load.
        output.banner.emit(onNext: { [weak self] message in
            guard let self else { return }
            if let message { self.showError(message) } else { self.banner.message = nil }
        }).disposed(by: disposeBag)
        output.navigationTitle.drive(onNext: { [weak self] in self?.title = "Events · \($0)" }).disposed(by: disposeBag)
        output.hidesSegment.drive(segment.rx.isHidden).disposed(by: disposeBag)
        output.headerLoading.drive(headerSpinner.rx.isAnimating).disposed(by: disposeBag)
        output.footerLoading.drive(footerSpinner.rx.isAnimating).disposed(by: disposeBag)
        output.items.do(onNext: { [weak self] _ in self?.banner.message = nil })
            .drive(list.rx.items) { _, cell, row in
                row.text = cell.title
                row.detail = cell.detail
            }
            .disposed(by: disposeBag)
        output.repositorySelected.drive(onNext: { [weak self] viewModel in
            guard let self else { return }
            self.navigationController?.push(self.router.repositoryScreen(viewModel))
        }).disposed(by: disposeBag)
        output.userSelected.drive(onNext: { [weak self] viewModel in
            guard let self else { return }
            self.navigationController?.push(self.router.userScreen(viewModel))
        }).disposed(by: disposeBag)
    }

    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("u"):
            if let cell: EventCellViewModel = list.model(at: list.selectedRow) { actorSelection.accept(cell) }
            return true
        case .left, .right:
            // The feed switch answers Left/Right wherever the focus is.
            return !segment.isHidden && segment.handle(key)
        default:
            return super.handleKey(key)
        }
    }
}

/// A repository's details above its events: Enter on an event opens its actor, the list
/// refreshes with r and pages as it reaches the end; R reloads the details.
public final class RepositoryScreen: SwiftHubScreen {
    private let viewModel: RepositoryViewModel
    private let detailLabels = (0..<3).map { _ in Label() }
    private let spinner = ActivityIndicatorView(text: "Loading repository…")
    private let eventsSpinner = ActivityIndicatorView(text: "Loading events…")
    let events = ListView(rowHeight: 2)
    private let reload = PublishRelay<Void>()

    init(viewModel: RepositoryViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.fullName, router: router)
    }

    public override func makeBody() -> View {
        detailLabels[0].style = TextStyle(bold: true)
        events.emptyText = "No events"
        return PaddingView(EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, detailLabels + [spinner,
            Label("Events — Enter: user  r: refresh  R: reload details  Esc: back", style: TextStyle(dim: true, underline: true)),
            eventsSpinner, events]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(load: Observable.merge(.just(()), reload.asObservable())))
        output.error.emit(onNext: { [weak self] in self?.showError($0) }).disposed(by: disposeBag)
        let eventsOutput = viewModel.events.transform(input: .init(
            headerRefresh: events.rx.refresh.asObservable(),
            footerRefresh: events.rx.reachedBottom.asObservable(),
            segmentSelection: .never(),
            selection: .never(),
            actorSelection: events.rx.modelSelected(EventCellViewModel.self).asObservable()
        ))
        eventsOutput.error.emit(onNext: { [weak self] in self?.showError($0) }).disposed(by: disposeBag)
        output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.details.drive(onNext: { [weak self] lines in
            guard let self else { return }
            if !lines.isEmpty { self.banner.message = nil }
            self.show(lines, in: self.detailLabels)
        }).disposed(by: disposeBag)
        eventsOutput.headerLoading.drive(eventsSpinner.rx.isAnimating).disposed(by: disposeBag)
        eventsOutput.items.drive(events.rx.items) { _, cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }.disposed(by: disposeBag)
        eventsOutput.userSelected.drive(onNext: { [weak self] viewModel in
            guard let self else { return }
            self.navigationController?.push(self.router.userScreen(viewModel))
        }).disposed(by: disposeBag)
    }

    public override func handleKey(_ key: Key) -> Bool {
        if key == .character("R") {
            reload.accept(())
            return true
        }
        return super.handleKey(key)
    }
}

/// A user's details and repositories; e opens the user's events.
public final class UserScreen: SwiftHubScreen {
    private let viewModel: UserViewModel
    private let detailLabels = (0..<3).map { _ in Label() }
    private let spinner = ActivityIndicatorView(text: "Loading user…")
    private let list = ListView(rowHeight: 2)
    private var eventsViewModel: EventsViewModel?

    init(viewModel: UserViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: viewModel.login, router: router)
    }

    public override func makeBody() -> View {
        detailLabels[0].style = TextStyle(bold: true)
        list.emptyText = "No repositories"
        return PaddingView(EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, detailLabels + [spinner, Label("Repositories — Enter: open  e: events  r: refresh  Esc: back", style: TextStyle(dim: true, underline: true)), list]))
    }

    public override func viewDidLoad() {
        let output = viewModel.transform(input: .init(
            load: Observable.merge(.just(()), list.rx.refresh.asObservable()),
            loadMore: list.rx.reachedBottom.asObservable(),
            selection: list.rx.modelSelected(RepositoryCellViewModel.self).asObservable()
        ))
        output.error.emit(onNext: { [weak self] in self?.showError($0) }).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.details.drive(onNext: { [weak self] lines in
            self?.show(lines, in: self?.detailLabels ?? [])
        }).disposed(by: disposeBag)
        output.repositories.drive(list.rx.items) { _, cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }.disposed(by: disposeBag)
        output.events.drive(onNext: { [weak self] in self?.eventsViewModel = $0 }).disposed(by: disposeBag)
        output.repositorySelected.drive(onNext: { [weak self] viewModel in
            guard let self else { return }
            self.navigationController?.push(self.router.repositoryScreen(viewModel))
        }).disposed(by: disposeBag)
    }

    public override func handleKey(_ key: Key) -> Bool {
        if key == .character("e"), let events = eventsViewModel {
            navigationController?.push(router.eventsScreen(events))
            return true
        }
        return super.handleKey(key)
    }
}

/// Search: type a query, results update as you type (debounced); Tab to the list, Enter opens.
public final class SearchScreen: SwiftHubScreen {
    private let viewModel: SearchViewModel
    let query = TextField(placeholder: "search repositories")
    private let resultTitle = Label("", style: TextStyle(bold: true))
    private let spinner = ActivityIndicatorView(text: "Searching…")
    let list = ListView(rowHeight: 2)

    init(viewModel: SearchViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "Search", router: router)
    }

    public override func makeBody() -> View {
        list.emptyText = "No repositories"
        return PaddingView(EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [
            StackView(axis: .horizontal, spacing: 1, [Label("Search:"), query]),
            StackView(axis: .horizontal, spacing: 2, [resultTitle, spinner]),
            list,
            Label("Tab: results  Enter: open  Esc: back  (q quits from the results)", style: TextStyle(dim: true)),
        ]))
    }

    public override func viewDidLoad() {
        query.sizing = .flexible(1)
        let output = viewModel.transform(input: .init(
            query: query.rx.text.orEmpty.asObservable(),
            selection: list.rx.modelSelected(RepositoryCellViewModel.self).asObservable()
        ))
        output.title.drive(resultTitle.rx.text).disposed(by: disposeBag)
        output.isSearching.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.repositories.do(onNext: { [weak self] _ in self?.banner.message = nil })
            .drive(list.rx.items) { _, cell, row in
                row.text = cell.title
                row.detail = cell.detail
            }.disposed(by: disposeBag)
        output.repositorySelected.drive(onNext: { [weak self] viewModel in
            guard let self else { return }
            self.navigationController?.push(self.router.repositoryScreen(viewModel))
        }).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] message in
            self?.banner.kind = .error
            self?.banner.message = message
        }).disposed(by: disposeBag)
    }

    public override func handleKey(_ key: Key) -> Bool {
        // Letters go to the query field; only the list's keys reach here.
        if case .character = key, focusedView === list { return super.handleKey(key) }
        return key == .character("q") ? super.handleKey(key) : false
    }
}

/// Login with a personal access token; success makes the account's events the start screen.
public final class LoginScreen: SwiftHubScreen {
    private let viewModel: LoginViewModel
    let token = TextField(placeholder: "personal access token")
    let button = Button("Sign in")
    private let hint = Label("", style: TextStyle(dim: true))
    private let spinner = ActivityIndicatorView(text: "Signing in…")

    init(viewModel: LoginViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "Login", router: router)
        token.isSecureTextEntry = true
    }

    public override func makeBody() -> View {
        token.sizing = .flexible(1)
        return PaddingView(EdgeInsets(all: 1), StackView(axis: .vertical, spacing: 1, [
            Label("Sign in with a GitHub personal access token.", style: TextStyle(bold: true)),
            StackView(axis: .horizontal, spacing: 1, [Label("Token:"), token]),
            StackView(axis: .horizontal, spacing: 2, [button, spinner]),
            hint,
        ]))
    }

    public override func viewDidLoad() {
        // Enter in the token field signs in, as the button does.
        let submit = Observable.merge(button.rx.tap.asObservable(), token.rx.controlEvent(.editingDidEndOnExit).asObservable())
        let output = viewModel.transform(input: .init(token: token.rx.text.orEmpty.asObservable(), loginTap: submit))
        output.isValid
            .map { $0 ? "Press Sign in." : "A token has at least \(LoginViewModel.minimumTokenLength) characters and no spaces." }
            .drive(hint.rx.text)
            .disposed(by: disposeBag)
        output.isValid.drive(onNext: { [weak self] in self?.button.isEnabled = $0 }).disposed(by: disposeBag)
        output.isLoading.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.error.emit(onNext: { [weak self] message in
            self?.banner.kind = .error
            self?.banner.message = message
        }).disposed(by: disposeBag)
        output.signedIn.emit(onNext: { [weak self] user in
            guard let self else { return }
            self.navigationController?.setRoot(self.router.startScreen(login: user.login, isOrganization: user.isOrganization))
        }).disposed(by: disposeBag)
    }

    public override func handleKey(_ key: Key) -> Bool {
        key == .character("q") && focusedView !== token ? super.handleKey(key) : false
    }
}

import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// A browser tab's page: what the launch shows while it works out the account to open (the same
/// `LaunchViewModel` as the terminal's first frame), then the tabs. A launch that cannot go on
/// (a refused token, an unknown user) says why on the page, where the terminal app quits.
@MainActor
package final class SwiftHubWebRoot: View {
    /// The tab's router.
    package let router: SwiftHubWebRouter
    private let launch: LaunchWebScreen
    private var launchStack: NavigationController?
    /// The tabs, once the account is known.
    package private(set) var tabs: TabBarController?

    /// A page whose launch runs `viewModel`, then opens `router`'s tabs for the account.
    package init(viewModel: LaunchViewModel, router: SwiftHubWebRouter) {
        self.router = router
        launch = LaunchWebScreen(viewModel: viewModel)
        super.init()
        // Set before the stack loads the screen, which starts the launch.
        launch.onOpen = { [weak self] account in self?.open(account) }
        let stack = NavigationController(root: launch)
        // A launch that needs no request (the offline fallback) opens the tabs while the stack
        // is being built: then the stack is not shown at all.
        guard tabs == nil else {
            stack.tearDown()
            return
        }
        launchStack = stack
        addChild(stack)
    }

    private func open(_ account: User) {
        let tabs = router.tabs(login: account.login, isOrganization: account.isOrganization)
        self.tabs = tabs
        launchStack?.tearDown()
        launchStack = nil
        removeAllChildren()
        addChild(tabs)
        if let focus = tabs.preferredFocusView() { document?.focus(focus) }
    }

    public override var pageTitle: String? { tabs?.pageTitle ?? launchStack?.pageTitle }
    public override func handleKey(_ key: String) -> Bool { tabs?.handleKey(key) ?? false }
    public override func preferredFocusView() -> View? { tabs?.preferredFocusView() ?? super.preferredFocusView() }
    public override func tearDown() {
        tabs?.tearDown()
        launchStack?.tearDown()
    }
}

/// The launch: a spinner saying what is being waited for; its failure stays on the page.
@MainActor
final class LaunchWebScreen: Screen {
    private let viewModel: LaunchViewModel
    private let spinner = ActivityIndicatorView(title: "")
    var onOpen: ((User) -> Void)?

    init(viewModel: LaunchViewModel) {
        self.viewModel = viewModel
        super.init(title: localized("SwiftHub"))
    }

    override func makeBody() -> View { StackView(axis: .vertical, [spinner]) }

    override func viewDidLoad() {
        let output = viewModel.transform(input: .init(start: .just(())))
        spinner.isAnimating = true
        output.status.drive(onNext: { [weak self] in self?.spinner.title = $0 }).disposed(by: disposeBag)
        output.opened.emit(onNext: { [weak self] account in
            self?.spinner.isAnimating = false
            self?.onOpen?(account)
        }).disposed(by: disposeBag)
        output.failed.emit(onNext: { [weak self] message in
            self?.spinner.isAnimating = false
            self?.banner.message = localized("error: %@", message)
        }).disposed(by: disposeBag)
    }
}

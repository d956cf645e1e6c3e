import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// The base of SwiftHub's web screens: a header saying who is signed in with a Sign in button
/// (the terminal's `l`), the screen's own body under it, the banner bound from view-model
/// outputs, and destinations pushed as the router builds them.
@MainActor
package class SwiftHubWebScreen: Screen {
    /// Builds the screens this one opens.
    package let router: SwiftHubWebRouter
    /// "Signed in as alice" or "Not signed in".
    let account = Label("", element: "p", styleClass: "dim")
    /// Opens the sign-in screen; hidden while signed in.
    let signIn = Button(localized("Sign in"))

    /// A screen titled `title`.
    package init(title: String, router: SwiftHubWebRouter) {
        self.router = router
        super.init(title: title)
    }

    /// `r` pressed anywhere on the screen (a focused list takes it first, as its refresh):
    /// screens merge it into what reloads them, so the view models' "press r to try again" holds.
    let reloads = PublishRelay<Void>()

    /// Whether the header offers Sign in while signed out (not on the sign-in screen itself).
    var showsSignIn: Bool { true }

    /// The screen's own views, under the header; subclasses override this, not ``makeBody()``.
    func makeContent() -> View { View() }

    /// The header, then ``makeContent()``.
    public final override func makeBody() -> View {
        StackView(
            axis: .vertical,
            [StackView(axis: .horizontal, element: "header", [account, signIn]), makeContent()])
    }

    /// Binds the header; subclasses call it first in their `viewDidLoad()`.
    public override func viewDidLoad() {
        let session = SessionViewModel(service: router.service).transform(input: .init())
        session.account.drive(account.rx.text).disposed(by: disposeBag)
        let showsSignIn = self.showsSignIn
        router.service.account.map { $0 != nil || !showsSignIn }.asDriver(onErrorJustReturn: true)
            .drive(signIn.rx.isHidden).disposed(by: disposeBag)
        signIn.rx.tap.subscribe(onNext: { [weak self] in
            guard let self else { return }
            self.navigationController?.push(self.router.loginScreen())
        }).disposed(by: disposeBag)
    }

    /// `l` opens the sign-in screen and `r` reloads, as the view models' messages say ("press l",
    /// "press r to try again"), from anywhere on the screen but a field.
    public override func handleKey(_ key: String) -> Bool {
        switch key {
        case "l" where showsSignIn:
            navigationController?.push(router.loginScreen())
            return true
        case "r":
            reloads.accept(())
            return true
        default:
            return false
        }
    }

    /// Shows each message as the banner; `nil` hides it. Bind it before the outputs that
    /// start loading, so that a failure answered at once is not missed.
    func bind(banner messages: Signal<String?>) {
        messages.emit(onNext: { [weak self] in self?.banner.message = $0 }).disposed(by: disposeBag)
    }

    /// Binds a list's rows, its empty text and its last line.
    func bind<Row>(
        _ items: Driver<[Row]>, emptyText: Driver<String>, footer: Driver<String>? = nil, to list: ListView,
        configure: @escaping (Row, ListCell) -> Void
    ) {
        emptyText.drive(onNext: { [weak list] in list?.emptyText = $0 }).disposed(by: disposeBag)
        if let footer { footer.drive(list.rx.footerText).disposed(by: disposeBag) }
        items.drive(list.rx.items) { _, row, cell in configure(row, cell) }.disposed(by: disposeBag)
    }

    /// Pushes the screen of each destination.
    func push(_ destinations: Driver<Destination>) {
        destinations.drive(onNext: { [weak self] destination in
            guard let self else { return }
            self.navigationController?.push(self.router.screen(for: destination))
        }).disposed(by: disposeBag)
    }

    /// Fills `labels` with `lines`, blanking (and hiding) the rest.
    func show(_ lines: [String], in labels: [Label]) {
        for (index, label) in labels.enumerated() {
            label.text = index < lines.count ? lines[index] : ""
            label.isHidden = label.text.isEmpty
        }
    }

    /// The screen's own keys, then "Esc: back" on a pushed screen.
    public override func keyHintText(for commands: [KeyCommand]) -> String {
        let back: [KeyCommand] =
            (navigationController?.screens.count ?? 1) > 1 ? [.handledElsewhere("Esc", localized("back"))] : []
        return (commands + back).map(\.hint).joined(separator: "  ")
    }
}

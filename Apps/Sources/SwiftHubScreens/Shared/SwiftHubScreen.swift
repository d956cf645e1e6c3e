import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// The base of SwiftHub's screens: the keys every screen understands (`/` search, `l` sign
/// in, `q` quit, `?` help), declared once in ``everywhere``; the hint line ends with how to
/// leave the screen; and the banner, bound from view-model outputs.
package class SwiftHubScreen: Screen {
    /// Builds the screens this one opens.
    package let router: SwiftHubRouter
    /// The keys every SwiftHub screen answers to after its own ``Screen/keyCommands``, listed by `?`.
    private(set) lazy var everywhere: [KeyCommand] = makeEverywhere()

    /// A screen titled `title` whose title bar shows who is signed in.
    package init(title: String, router: SwiftHubRouter) {
        self.router = router
        super.init(title: title)
        // Every screen's title bar says who is signed in.
        SessionViewModel(service: router.service).transform(input: .init()).account
            .drive(onNext: { [weak self] in self?.navigationBar.detail = $0 })
            .disposed(by: disposeBag)
    }

    /// Whether the screen holds text the user wrote and has not sent: a settings change or an
    /// account switch then keeps its stack rather than rebuilding it.
    var hasUnsentWork: Bool { false }

    /// 50×12: below it the screen asks for a larger terminal instead of drawing.
    public override var minimumSize: Size { Size(width: 50, height: 12) }

    /// Fills `labels` with `lines`, blanking the rest.
    func show(_ lines: [String], in labels: [Label]) {
        for (index, label) in labels.enumerated() { label.text = index < lines.count ? lines[index] : "" }
    }

    /// Shows each message of `banner` as an error; `nil` hides it. Bind it before the outputs
    /// that start loading, so that a failure answered at once is not missed.
    func bind(banner messages: Signal<String?>) {
        messages.emit(onNext: { [weak self] message in
            self?.banner.kind = .error
            self?.banner.message = message
        }).disposed(by: disposeBag)
    }

    /// Binds a list's rows, its empty text and the line under its last row ("— end of list —",
    /// seen only when the last row is).
    func bind<Cell>(
        _ items: Driver<[Cell]>, emptyText: Driver<String>, footer: Driver<String>? = nil, to list: ListView,
        configure: @escaping (Cell, ListCell) -> Void
    ) {
        emptyText.drive(onNext: { [weak list] in list?.emptyText = $0 }).disposed(by: disposeBag)
        if let footer { footer.drive(list.rx.footerText).disposed(by: disposeBag) }
        items.drive(list.rx.items) { _, cell, row in configure(cell, row) }.disposed(by: disposeBag)
    }

    /// Moves `segment` with Left/Right from anywhere on the screen; when it moves, the rows
    /// `list` gets next start from the top (other rows, not more of the same).
    func switchSegment(_ segment: SegmentedControl, with key: Key, reloading list: ListView) -> Bool {
        guard !segment.isHidden else { return false }
        let target = segment.selectedSegmentIndex + (key == .left ? -1 : 1)
        guard segment.segments.indices.contains(target) else { return true }
        list.reloadFromTop()
        return segment.handle(key)
    }

    /// Pushes the screen of each destination.
    func push(_ destinations: Driver<Destination>) {
        destinations.drive(onNext: { [weak self] destination in
            guard let self else { return }
            self.navigationController?.push(self.router.screen(for: destination))
        }).disposed(by: disposeBag)
    }

    /// Shows tab `index` of the tab bar, or pushes `screen` when the stack has no tab bar.
    private func show(tab index: Int, else screen: @autoclosure () -> Screen) {
        if let tabs = navigationController?.tabBarController {
            tabs.select(index)
        } else {
            navigationController?.push(screen())
        }
    }

    /// The screen's own hints; a root screen (a tab) adds "?: keys  q: quit". A pushed one adds
    /// nothing: its title bar already says "‹ Back (Esc)", and the line must fit 80 columns.
    public override func keyHintText(for commands: [KeyCommand]) -> String {
        commands.hintLine(
            endingWith: navigationBar.showsBack
                ? [] : [.handledElsewhere("?", localized("keys")), .handledElsewhere("q", localized("quit"))])
    }

    /// What `?` shows: this screen's keys, then ``everywhere``.
    var keysHelp: String {
        let own = keyCommands.filter(\.isEnabled).map(\.hint).joined(separator: "  ")
        return (own.isEmpty ? "" : localized("Here: %@", own) + "\n") + localized("Everywhere: ")
            + everywhere.map { "\($0.label) \($0.title)" }.joined(separator: " · ")
    }

    /// The keys every screen shares: tabs, `/` search (back to its field, the cursor in it,
    /// from anywhere), `n` notifications, `p` profile (switching tabs where there are tabs),
    /// `l` sign in, `?` this help, Esc, `q` quit.
    private func makeEverywhere() -> [KeyCommand] {
        func command(_ character: Character, _ title: String, label: String? = nil, _ run: @escaping () -> Void)
            -> KeyCommand
        {
            KeyCommand([.character(character)], label: label ?? String(character), title: title) { _ in
                run()
                return true
            }
        }
        return [
            .handledElsewhere(
                localized("1–5 or Tab/Shift-Tab"),
                localized("switch tabs (Search, Events, Notifications, Profile, Settings)")),
            command("/", localized("search")) { [weak self] in self?.showSearch() },
            command("n", localized("notifications")) { [weak self] in
                guard let self else { return }
                self.show(tab: SwiftHubRouter.Tab.notifications.rawValue, else: self.router.notificationsScreen())
            },
            command("p", localized("profile")) { [weak self] in
                guard let self else { return }
                self.show(tab: SwiftHubRouter.Tab.profile.rawValue, else: self.router.profileScreen())
            },
            command("l", localized("sign in")) { [weak self] in
                guard let self else { return }
                self.navigationController?.push(self.router.loginScreen())
            },
            command("?", localized("this help")) { [weak self] in
                guard let self else { return }
                self.present(
                    AlertView(
                        title: localized("Keys — %@", self.title), message: self.keysHelp,
                        actions: [AlertAction(title: localized("OK"), style: .cancel)]))
            },
            .handledElsewhere("Esc", localized("leaves a field, then goes back")),
            command("q", localized("quits"), label: localized("q or Ctrl-C")) { TerminalApplication.current?.quit() },
        ]
    }

    /// Shows the Search tab's field, the cursor in it, also from a screen pushed on that tab.
    private func showSearch() {
        show(tab: SwiftHubRouter.Tab.search.rawValue, else: router.searchScreen())
        if let tabs = navigationController?.tabBarController {
            tabs.selectedNavigation.popToRoot()
            (tabs.topScreen as? SearchScreen)?.focusQuery()
        }
    }

    /// Keys the screen's own commands did not take go to ``everywhere``.
    public override func handleKey(_ key: Key) -> Bool {
        everywhere.contains { $0.perform(key) }
    }
}

/// A screen that is one paged list of `Row`s — followers, commits, stargazers…: the list, the
/// line under it and the key hints (Enter opens a row, `r` refreshes); the subclass binds its view model's outputs with
/// ``bindList(title:rows:emptyText:footer:banner:configure:)``.
package class PagedListScreen<Row>: SwiftHubScreen {
    let list = ListView(rowHeight: 2)

    public override func makeBody() -> View {
        keyCommands = [.handledElsewhere("Enter", localized("open")), .handledElsewhere("r", localized("refresh"))]
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [list, keyHints]))
    }

    /// The first load on appearance, then each `r`.
    var load: Observable<Void> { Observable.merge(.just(()), list.rx.refresh.asObservable()) }
    /// `↓` at the last row.
    var loadMore: Observable<Void> { list.rx.reachedBottom.asObservable() }
    /// Enter on a row.
    var selection: Observable<Row> { list.rx.modelSelected(Row.self).asObservable() }

    /// Binds what every paged list shows, the banner first.
    func bindList(
        title: Driver<String>, rows: Driver<[Row]>, emptyText: Driver<String>, footer: Driver<String>,
        banner: Signal<String?>, configure: @escaping (Row, ListCell) -> Void
    ) {
        bind(banner: banner)
        title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        bind(rows, emptyText: emptyText, footer: footer, to: list, configure: configure)
    }
}

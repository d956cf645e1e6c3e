import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// The base of SwiftHub's screens: the keys every screen understands (`/` search, `l` sign
/// in, `q` quit), the key-hint line, and the banner — all bound from view-model outputs.
package class SwiftHubScreen: Screen {
    /// Builds the screens this one opens.
    package let router: SwiftHubRouter
    /// The dim line of keys at the bottom; bound to the view model's `keyHints`.
    package let keyHints = Label.keyHints()

    /// A screen titled `title` whose title bar shows who is signed in.
    package init(title: String, router: SwiftHubRouter) {
        self.router = router
        super.init(title: title)
        // Every screen's title bar says who is signed in.
        SessionViewModel(service: router.service).transform(input: .init()).account
            .drive(onNext: { [weak self] in self?.navigationBar.detail = $0 })
            .disposed(by: disposeBag)
    }

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

    /// The keys every SwiftHub screen understands, shown by `?` after the screen's own.
    static let commonKeys =
        "Everywhere: 1–4 or Tab/Shift-Tab switch tabs (Search, Events, Notifications, Profile) · / search · n notifications · p profile · l sign in · ? this help · Esc leaves a field, then goes back · q or Ctrl-C quits"

    /// Shows tab `index` of the tab bar, or pushes `screen` when the stack has no tab bar.
    private func show(tab index: Int, else screen: @autoclosure () -> Screen) {
        if let tabs = navigationController?.tabBarController {
            tabs.select(index)
        } else {
            navigationController?.push(screen())
        }
    }

    /// `?` lists the keys, `q` quits, `/` search (back to its field, the cursor in it, from anywhere), `n` notifications, `p` profile (switching tabs where there are tabs), `l` signs in; other keys are the subclass's.
    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("?"):
            let own = keyHints.text.isEmpty ? "" : "Here: \(keyHints.text)\n"
            present(
                AlertView(
                    title: "Keys — \(title)", message: own + Self.commonKeys,
                    actions: [AlertAction(title: "OK", style: .cancel)]))
        case .character("q"):
            TerminalApplication.current?.quit()
        case .character("/"):
            show(tab: SwiftHubRouter.Tab.search.rawValue, else: router.searchScreen())
            if let tabs = navigationController?.tabBarController {
                // Back to the search field itself, also from a screen pushed on the Search
                // tab, with the cursor in the query, ready for a new one.
                tabs.selectedNavigation.popToRoot()
                (tabs.topScreen as? SearchScreen)?.focusQuery()
            }
        case .character("n"):
            show(tab: SwiftHubRouter.Tab.notifications.rawValue, else: router.notificationsScreen())
        case .character("l"):
            navigationController?.push(router.loginScreen())
        case .character("p"):
            show(tab: SwiftHubRouter.Tab.profile.rawValue, else: router.profileScreen())
        default:
            return false
        }
        return true
    }
}

/// A screen that is one paged list of `Row`s — followers, commits, stargazers…: the list, the
/// line under it and the key hints; the subclass binds its view model's outputs with
/// ``bindList(title:rows:emptyText:footer:keyHints:banner:configure:)``.
package class PagedListScreen<Row>: SwiftHubScreen {
    let list = ListView(rowHeight: 2)

    public override func makeBody() -> View {
        PaddingView(EdgeInsets(top: 1, left: 1, bottom: 0, right: 1), StackView(axis: .vertical, [list, keyHints]))
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
        keyHints: Driver<String>,
        banner: Signal<String?>, configure: @escaping (Row, ListCell) -> Void
    ) {
        bind(banner: banner)
        title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        keyHints.drive(self.keyHints.rx.text).disposed(by: disposeBag)
        bind(rows, emptyText: emptyText, footer: footer, to: list, configure: configure)
    }
}

import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import TerminalUI

/// A list of events: Enter opens what the event is about (issue, pull request, releases,
/// commits or repository), u its actor, r refreshes, reaching
/// the end loads the next page, Left/Right switch the feed.
package final class EventsScreen: SwiftHubScreen {
    private let viewModel: EventsViewModel
    private let segment = SegmentedControl(segments: EventSegment.titles)
    private let headerSpinner = ActivityIndicatorView(text: localized("Loading events…"))
    private let footerSpinner = ActivityIndicatorView(text: localized("Loading more…"))
    let list = ListView(rowHeight: 2)
    private let actor = KeyCommand("u", title: localized("user"))
    private let trending = KeyCommand("t", title: localized("trending"))
    private lazy var feed = KeyCommand([.left, .right], label: "←/→", title: localized("feed")) { [weak self] key in
        // The feed switch answers Left/Right wherever the focus is.
        guard let self else { return false }
        return self.switchSegment(self.segment, with: key, reloading: self.list)
    }

    init(viewModel: EventsViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Events"), router: router)
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            StackView(axis: .vertical, [segment, headerSpinner, list, footerSpinner, keyHints]))
    }

    public override func viewDidLoad() {
        // Left/Right switch the feed from anywhere, so focus has no reason to stop on the switch.
        segment.isFocusable = false
        focus(list)
        keyCommands = [
            .handledElsewhere("Enter", localized("open")), actor, feed, trending,
            .handledElsewhere("r", localized("refresh")),
        ]
        let output = viewModel.transform(
            input: .init(
                headerRefresh: list.rx.refresh.asObservable(),
                footerRefresh: list.rx.reachedBottom.asObservable(),
                segmentSelection: segment.rx.selectedSegmentIndex.asObservable().compactMap(
                    EventSegment.init(rawValue:)),
                selection: list.rx.modelSelected(EventCellViewModel.self).asObservable(),
                actorSelection: actor.triggered.compactMap { [weak self] _ -> EventCellViewModel? in
                    guard let list = self?.list else { return nil }
                    return list.model(at: list.selectedRow)
                },
                trending: trending.triggered
            ))
        bind(banner: output.banner)
        output.navigationTitle.lane("events title").drive(onNext: { [weak self] in self?.title = $0 }).disposed(
            by: disposeBag)
        output.hidesSegment.drive(segment.rx.isHidden).disposed(by: disposeBag)
        output.hidesSegment.map { !$0 }.drive(feed.rx.isEnabled).disposed(by: disposeBag)
        output.headerLoading.lane("events loading").drive(headerSpinner.rx.isAnimating).disposed(by: disposeBag)
        output.footerLoading.drive(footerSpinner.rx.isAnimating).disposed(by: disposeBag)
        bind(output.items.lane("events"), emptyText: output.emptyText, footer: output.footer, to: list) { cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }
        push(output.selected)
    }
}

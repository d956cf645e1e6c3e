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
    private let headerSpinner = ActivityIndicatorView(text: "Loading events…")
    private let footerSpinner = ActivityIndicatorView(text: "Loading more…")
    let list = ListView(rowHeight: 2)
    private let actorSelection = PublishRelay<EventCellViewModel>()

    init(viewModel: EventsViewModel, router: SwiftHubRouter) {
        self.viewModel = viewModel
        super.init(title: "Events", router: router)
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
        let output = viewModel.transform(
            input: .init(
                headerRefresh: list.rx.refresh.asObservable(),
                footerRefresh: list.rx.reachedBottom.asObservable(),
                segmentSelection: segment.rx.selectedSegmentIndex.asObservable().compactMap(
                    EventSegment.init(rawValue:)),
                selection: list.rx.modelSelected(EventCellViewModel.self).asObservable(),
                actorSelection: actorSelection.asObservable()
            ))
        bind(banner: output.banner)
        output.navigationTitle.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
        output.hidesSegment.drive(segment.rx.isHidden).disposed(by: disposeBag)
        output.headerLoading.drive(headerSpinner.rx.isAnimating).disposed(by: disposeBag)
        output.footerLoading.drive(footerSpinner.rx.isAnimating).disposed(by: disposeBag)
        output.keyHints.drive(keyHints.rx.text).disposed(by: disposeBag)
        bind(output.items, emptyText: output.emptyText, footer: output.footer, to: list) { cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }
        push(output.selected)
    }

    /// `u` opens the selected event's actor; ←/→ switch between received and performed events; the rest as every SwiftHub screen.
    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character("u"):
            if let cell: EventCellViewModel = list.model(at: list.selectedRow) { actorSelection.accept(cell) }
            return true
        case .left, .right:
            // The feed switch answers Left/Right wherever the focus is.
            return switchSegment(segment, with: key, reloading: list)
        default:
            return super.handleKey(key)
        }
    }
}

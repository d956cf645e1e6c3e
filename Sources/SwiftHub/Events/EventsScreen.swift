import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI
import SwiftHubViewModels

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


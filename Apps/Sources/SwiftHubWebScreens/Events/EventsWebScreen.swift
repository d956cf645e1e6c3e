import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI
import SwiftHubViewModels
import WebUI

/// A feed of events: a click (or Enter) opens what an event is about, `u` on an event opens its
/// actor; Received or Performed is a pressed button; Refresh (or `r` on the list) reloads;
/// Trending (or `t`) opens what is trending; reaching the last row loads more.
@MainActor
package final class EventsWebScreen: SwiftHubWebScreen {
    private let viewModel: EventsViewModel
    let segment = SegmentedControl(segments: EventSegment.titles, accessibilityLabel: localized("feed"))
    let refresh = Button(localized("Refresh"))
    let trending = Button(localized("Trending"))
    private let spinner = ActivityIndicatorView(title: localized("Loading events…"))
    private let moreSpinner = ActivityIndicatorView(title: localized("Loading more…"))
    let list = ListView(accessibilityLabel: localized("Events"))
    private let actorSelections = PublishRelay<EventCellViewModel>()
    private let trendingKeys = PublishRelay<Void>()

    init(viewModel: EventsViewModel, router: SwiftHubWebRouter) {
        self.viewModel = viewModel
        super.init(title: localized("Events"), router: router)
    }

    override func makeContent() -> View {
        StackView(
            axis: .vertical,
            [StackView(axis: .horizontal, [segment, refresh, trending, spinner]), list, moreSpinner, keyHints])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        keyCommands = [
            .handledElsewhere("Enter", localized("open")), .handledElsewhere("u", localized("user")),
            .handledElsewhere("t", localized("trending")), .handledElsewhere("r", localized("refresh")),
        ]
        let output = viewModel.transform(
            input: .init(
                headerRefresh: Observable.merge(
                    list.rx.refresh.asObservable(), refresh.rx.tap.asObservable(), reloads.asObservable()),
                footerRefresh: list.rx.reachedBottom.asObservable(),
                segmentSelection: segment.rx.selectedSegmentIndex.asObservable().compactMap(
                    EventSegment.init(rawValue:)),
                selection: list.rx.modelSelected(EventCellViewModel.self).asObservable(),
                actorSelection: actorSelections.asObservable(),
                trending: Observable.merge(trending.rx.tap.asObservable(), trendingKeys.asObservable())
            ))
        bind(banner: output.banner)
        output.navigationTitle.lane("events title").drive(rx.title).disposed(by: disposeBag)
        output.hidesSegment.drive(segment.rx.isHidden).disposed(by: disposeBag)
        output.headerLoading.lane("events loading").drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        output.footerLoading.drive(moreSpinner.rx.isAnimating).disposed(by: disposeBag)
        bind(output.items.lane("events"), emptyText: output.emptyText, footer: output.footer, to: list) { cell, row in
            row.text = cell.title
            row.detail = cell.detail
        }
        push(output.selected)
    }

    /// `u` on an event opens its actor and `t` what is trending, as in the terminal; the other
    /// keys as every screen's.
    public override func handleKey(_ key: String) -> Bool {
        if key == "t" {
            trendingKeys.accept(())
            return true
        }
        guard key == "u" else { return super.handleKey(key) }
        // Only the event that has the focus: with the focus on a button, u opens nothing.
        guard list.isFocused, let row = list.focusedPartIndex, let event: EventCellViewModel = list.model(at: row)
        else { return false }
        actorSelections.accept(event)
        return true
    }

    /// The feed first.
    public override var initialFocusView: View? { list }
}

import Foundation
import RxCore
import RxUI
import MVVM
import TerminalUI
import GitHubAPI
import SwiftHubViewModels

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


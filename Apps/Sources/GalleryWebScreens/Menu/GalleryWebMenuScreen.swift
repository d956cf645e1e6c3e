import Foundation
import GalleryViewModels
import RxCore
import RxUI
import WebUI

/// The web gallery's first page: one row per classic page; a row opens it, Back or Escape
/// comes back. Each tab builds its own menu, so its own view models and shared state.
@MainActor
package final class GalleryWebMenuScreen: GalleryWebScreen {
    /// A page of the gallery: its name, what it shows, and how to build its screen.
    package struct Page {
        /// The row's title.
        package let name: String
        /// The row's second line.
        package let summary: String
        /// Builds the page's screen each time it is opened, with fresh view models.
        package let make: @MainActor () -> Screen
    }

    /// The pages, in menu order (the terminal gallery's).
    package let pages: [Page]
    let list = ListView(accessibilityLabel: "Pages")

    /// The gallery over shared state, as the terminal gallery builds it: one sign-in for the
    /// chat, one work store for board and form, services answering on `scheduler`.
    package init(scheduler: SchedulerType = MainScheduler.instance) {
        let signedIn = BehaviorRelay(value: false)
        let store = WorkStore(works: [
            Work(
                id: 1, title: "Write the retrospective", dueDate: "2026-12-01", body: "What went well, what to change",
                state: .doing),
            Work(
                id: 2, title: "Port the login form", dueDate: "2026-11-30", body: "Input/Output and inputs/outputs",
                state: .done),
            Work(id: 3, title: "한국어 문서 정리", body: "README.ko.md", state: .todo),
        ])
        pages = [
            Page(name: "Chat", summary: "messages, a field, send; signed out, the field asks you to sign in") {
                ChatWebScreen(
                    viewModel: ChatViewModel(
                        service: BotChatService(scheduler: scheduler), isSignedIn: signedIn.asObservable()),
                    signedIn: signedIn)
            },
            Page(name: "Work board and form", summary: "a shared list of works; the form's button reads Done or Edit") {
                WorkBoardWebScreen(viewModel: WorkBoardViewModel(store: store))
            },
            Page(
                name: "Login form",
                summary: "valid fields enable the button; a spinner; \(InMemoryLoginService.wrongPassword) fails"
            ) {
                LoginFormWebScreen(
                    viewModel: LoginViewModel(
                        service: InMemoryLoginService(latency: .milliseconds(400), scheduler: scheduler)))
            },
            Page(
                name: "Counter in two styles",
                summary: "the same screen as Input/Output and as inputs/outputs protocols"
            ) {
                CounterWebScreen(inputOutput: CounterViewModel(), inputsOutputs: CounterInputsOutputsViewModel())
            },
            Page(
                name: "Tip calculator",
                summary: "written only from the MVVM articles: a field, a segment, buttons, an alert"
            ) {
                TipCalculatorWebScreen(
                    viewModel: TipCalculatorViewModel(
                        locale: TipCalculatorViewModel.localeFromEnvironment(ProcessInfo.processInfo.environment)))
            },
            Page(name: "Widgets", summary: "WebUI's widgets: segments, a list, a pushed page, an alert") {
                WidgetsWebScreen()
            },
        ]
        super.init(
            title: "Gallery", source: "Each page: a view model in GalleryViewModels, a screen in GalleryWebScreens")
        keyCommands = [.handledElsewhere("Tab or ↑/↓", "choose"), .handledElsewhere("Enter", "open")]
    }

    public override func makeBody() -> View {
        StackView(axis: .vertical, [sourceLine, list, keyHints])
    }

    public override func viewDidLoad() {
        list.setItems(pages) { _, page, cell in
            cell.text = page.name
            cell.detail = page.summary
        }
        list.rx.itemSelected.subscribe(onNext: { [weak self] row in
            guard let self, self.pages.indices.contains(row) else { return }
            self.navigationController?.push(self.pages[row].make())
        }).disposed(by: disposeBag)
    }

    /// A new tab's page: a navigation stack over a new menu, services on `scheduler`, with the
    /// stream inspector `inspector` (F12 or the bar's button; open from the start when
    /// `inspect`) showing the lanes of the page on top.
    package static func root(
        scheduler: SchedulerType = MainScheduler.instance, inspect: Bool = false,
        inspector: LaneInspectorView = LaneInspectorView()
    ) -> View {
        let navigation = NavigationController(root: GalleryWebMenuScreen(scheduler: scheduler))
        navigation.inspector = inspector
        if inspect { inspector.open() }
        return navigation
    }
}

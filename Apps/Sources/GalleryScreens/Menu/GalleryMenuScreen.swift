import Foundation
import GalleryViewModels
import RxCore
import RxUI
import TerminalUI

/// The gallery's first screen: one row per classic screen; Enter opens it, Esc comes back.
@MainActor
package final class GalleryMenuScreen: GalleryScreen {
    /// A page of the gallery: its name, what it shows, and how to build its screen.
    package struct Page {
        /// The row's title.
        package let name: String
        /// The row's second line: what the page shows.
        package let summary: String
        /// Builds the page's screen each time it is opened, with fresh view models.
        package let make: @MainActor () -> Screen
    }

    /// The pages, in menu order.
    package let pages: [Page]
    let list = ListView(rowHeight: 2)

    /// The gallery over shared state: one sign-in for the chat, one work store for board and
    /// form, services answering on `scheduler` (the main scheduler when running).
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
                ChatScreen(
                    viewModel: ChatViewModel(
                        service: BotChatService(scheduler: scheduler), isSignedIn: signedIn.asObservable()),
                    signedIn: signedIn)
            },
            Page(name: "Work board and form", summary: "a shared list of works; the form's button reads Done or Edit") {
                WorkBoardScreen(viewModel: WorkBoardViewModel(store: store))
            },
            Page(
                name: "Login form",
                summary: "valid fields enable the button; a spinner; \(InMemoryLoginService.wrongPassword) fails"
            ) {
                LoginFormScreen(
                    viewModel: LoginViewModel(
                        service: InMemoryLoginService(latency: .milliseconds(400), scheduler: scheduler)))
            },
            Page(
                name: "Counter in two styles",
                summary: "the same screen as Input/Output and as inputs/outputs protocols"
            ) {
                CounterScreen(inputOutput: CounterViewModel(), inputsOutputs: CounterInputsOutputsViewModel())
            },
            Page(
                name: "Tip calculator",
                summary: "written only from the MVVM articles: a field, a segment, buttons, an alert"
            ) {
                // Amounts with the separators LANG (or LC_ALL, LC_NUMERIC) asks for.
                TipCalculatorScreen(
                    viewModel: TipCalculatorViewModel(
                        locale: TipCalculatorViewModel.localeFromEnvironment(ProcessInfo.processInfo.environment)))
            },
            Page(name: "Widgets", summary: "TerminalUI's widgets: segments, a long list, a pushed screen, an alert") {
                WidgetsScreen()
            },
        ]
        super.init(
            title: "Gallery", source: "Each page: a view model in GalleryViewModels, a screen in GalleryScreens")
        keyCommands = [.handledElsewhere("↑/↓", "choose"), .handledElsewhere("Enter", "open")]
    }

    public override func makeBody() -> View {
        PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(axis: .vertical, spacing: 1, [sourceLine, list, keyHints]))
    }

    public override func viewDidLoad() {
        list.setItems(pages) { _, page, cell in
            cell.text = page.name
            cell.detail = page.summary
        }
        list.rx.itemSelected.subscribe(onNext: { [weak self] row in
            guard let self else { return }
            self.navigationController?.push(self.pages[row].make())
        }).disposed(by: disposeBag)
    }
}

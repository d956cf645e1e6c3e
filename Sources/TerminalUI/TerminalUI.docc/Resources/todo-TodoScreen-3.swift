import RxCore
import RxUI
import TerminalUI
import TodoCore

/// The todo list on a terminal: a field for a new item, the list, the count and the keys.
public final class TodoScreen: Screen {
    private let viewModel: TodoViewModel
    private let field = TextField(placeholder: "What needs doing? Enter adds it")
    private let list = ListView()
    private let remaining = Label("")
    /// Space on the highlighted row: done, or not done again.
    private let toggle = KeyCommand([.character(" ")], label: "Space", title: "done")
    private let delete = KeyCommand("d", title: "delete")
    private let add = KeyCommand("a", title: "add")

    /// The screen of `viewModel`.
    public init(viewModel: TodoViewModel) {
        self.viewModel = viewModel
        super.init(title: "Todo")
        keyCommands = [toggle, delete, add, .handledElsewhere("Tab", "field/list"), .quit()]
    }

    public override func makeBody() -> View {
        field.sizing = .flexible(1)
        list.sizing = .flexible(1)
        list.emptyText = "Nothing to do"
        return PaddingView(
            EdgeInsets(top: 1, left: 1, bottom: 0, right: 1),
            StackView(
                axis: .vertical, spacing: 1,
                [
                    StackView(axis: .horizontal, spacing: 1, [Label("New item:"), field]),
                    list,
                    remaining,
                    keyHints,
                ]))
    }

    public override func viewDidLoad() {
        let list = self.list
        let output = viewModel.transform(
            input: .init(
                text: field.rx.text.orEmpty.asObservable(),
                add: field.rx.controlEvent(.editingDidEndOnExit).asObservable(),
                // The highlighted row when the key is pressed.
                toggle: toggle.triggered.map { list.selectedRow },
                delete: delete.triggered.map { list.selectedRow }
            ))
        output.items.drive(list.rx.items) { _, item, cell in
            cell.text = (item.isDone ? "✔ " : "· ") + item.title
            cell.style = item.isDone ? TextStyle(dim: true) : .plain
        }
        .disposed(by: disposeBag)
        output.remaining.drive(remaining.rx.text).disposed(by: disposeBag)
        output.clearText.map { "" }.emit(to: field.rx.text).disposed(by: disposeBag)
        add.triggered.subscribe(onNext: { [weak self] in self?.focus(self?.field) }).disposed(by: disposeBag)
    }
}

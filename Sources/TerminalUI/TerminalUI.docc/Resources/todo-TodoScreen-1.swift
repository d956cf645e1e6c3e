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

    /// The screen of `viewModel`.
    public init(viewModel: TodoViewModel) {
        self.viewModel = viewModel
        super.init(title: "Todo")
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
                ]))
    }
}

// tutorial: hidden
// The `// tutorial:` lines mark what each step of the tutorial "Your first screen" shows:
// `from N` … `end` is shown from step N of this file on, `hidden` … `end` never.
// Scripts/generate-tutorial-code.py writes the steps into TerminalUI.docc/Resources.
// tutorial: end
import MVVM
import RxCore
import RxUI

/// One thing to do.
public struct TodoItem: Equatable, Sendable {
    /// What to do.
    public var title: String
    /// Whether it is done.
    public var isDone = false

    /// An item not done yet.
    public init(title: String, isDone: Bool = false) {
        self.title = title
        self.isDone = isDone
    }
}
// tutorial: from 2

/// The todo list: Enter adds the typed text as an item, a row can be toggled done or deleted,
/// and a line counts what is left.
public final class TodoViewModel: ViewModelType {
    public struct Input {
        /// The new item's text, as typed.
        public let text: Observable<String>
        /// Enter in the field: adds the text (unless it is blank).
        public let add: Observable<Void>
        /// The row to mark done, or not done again.
        public let toggle: Observable<Int>
        /// The row to delete.
        public let delete: Observable<Int>

        public init(text: Observable<String>, add: Observable<Void>, toggle: Observable<Int>, delete: Observable<Int>) {
            self.text = text
            self.add = add
            self.toggle = toggle
            self.delete = delete
        }
    }

    public struct Output {
        /// The items, in the order they were added.
        public let items: Driver<[TodoItem]>
        /// "2 left": how many items are not done.
        public let remaining: Driver<String>
        /// Fires after an item was added: the screen empties the field.
        public let clearText: Signal<Void>
    }

    public init() {}
    // tutorial: from 3

    public func transform(input: Input) -> Output {
        // The text at the moment Enter is pressed; a blank one adds nothing.
        let added = input.add.withLatestFrom(input.text)
            .filter { !$0.allSatisfy(\.isWhitespace) }
            .share()
        // Each edit, applied in turn to the list so far.
        let items = Observable.merge(added.map(Edit.add), input.toggle.map(Edit.toggle), input.delete.map(Edit.delete))
            .scan([TodoItem]()) { items, edit in edit.applied(to: items) }
            .distinctUntilChanged()
            .startWith([])
            .asDriver(onErrorJustReturn: [])
        return Output(
            items: items,
            remaining: items.map { items in "\(items.filter { !$0.isDone }.count) left" },
            clearText: added.map { _ in () }.asSignal(onErrorSignalWith: .empty())
        )
    }

    /// One change to the list. A row that does not exist (a key pressed on an empty list)
    /// changes nothing.
    private enum Edit {
        case add(String)
        case toggle(Int)
        case delete(Int)

        func applied(to items: [TodoItem]) -> [TodoItem] {
            var items = items
            switch self {
            case .add(let title):
                items.append(TodoItem(title: title))
            case .toggle(let row) where items.indices.contains(row):
                items[row].isDone.toggle()
            case .delete(let row) where items.indices.contains(row):
                items.remove(at: row)
            default:
                break
            }
            return items
        }
    }
    // tutorial: end
}
// tutorial: end

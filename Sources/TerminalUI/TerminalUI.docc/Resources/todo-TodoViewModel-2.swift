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
}

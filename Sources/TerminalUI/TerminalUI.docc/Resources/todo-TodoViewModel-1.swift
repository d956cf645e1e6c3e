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

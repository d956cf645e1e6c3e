import RxCore
import RxUI

/// What one row of a ``ListView`` shows, filled per row by the list's `configure` closure.
@MainActor
public final class ListCell {
    /// The row's main text.
    public var text = ""
    /// A second line under the text.
    public var detail = ""
    /// Text at the row's end (a count, a date).
    public var accessory = ""
    /// Whether the row can be chosen; a section header sets it to `false` and is written as
    /// plain text, not a button.
    public var isSelectable = true

    /// An empty cell; the list's `configure` closure fills it.
    public init() {}
}

/// What is inside a view's element.
public enum NodeContent: Equatable, Sendable {
    /// The view's children, each its own element.
    case children
    /// Text (escaped when written); a change sends a ``WebPatch/text(id:text:)`` patch.
    case text(String)
    /// Markup the view writes itself, one element per part, the part at index `i` with the id
    /// `"<view id>.<i>"` (a list's rows, a segmented control's segments). A change replaces
    /// the parts that changed, appends the new ones or removes the old ones, not the view.
    case parts([String])
}

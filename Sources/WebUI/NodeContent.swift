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
    /// Markup the view writes itself, one element per part, each part named by its key and
    /// written with the id `"<view id>.<key>"`: parts that stay keep their ids wherever their
    /// neighbours went. A change removes the parts whose keys are gone, replaces the parts that
    /// changed, and appends the new ones in one patch — as long as the parts that stay come
    /// first, in their old order, and the new ones after them; otherwise the view is written
    /// again. For parts that come and go at both ends, such as marbles scrolling through time.
    case keyedParts([KeyedPart])
}

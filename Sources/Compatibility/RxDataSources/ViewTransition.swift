/// How an animated data source shows an update — RxDataSources' `ViewTransition`, which its
/// `decideViewTransition` returns.
public enum ViewTransition: Sendable {
    /// Apply the diff's changesets one after the other, the selection following its item
    /// through each.
    case animated
    /// Show the new sections at once, as a reload data source does (the selection keeps its
    /// row index).
    case reload
}

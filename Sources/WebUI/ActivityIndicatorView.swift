import RxCore

/// A busy indicator: a `role="status"` element that reads "Loading…" while animating and is
/// empty (and `aria-busy="false"`) when stopped; the page's style sheet spins it.
@MainActor
public final class ActivityIndicatorView: View {
    /// Whether the indicator shows.
    public var isAnimating = false { didSet { if isAnimating != oldValue { setNeedsDisplay() } } }
    /// What the indicator says while animating.
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }

    /// A stopped indicator saying `title` while it runs (``WebStrings/loading`` unless given).
    public init(title: String = WebStrings.current.loading) {
        self.title = title
        super.init()
    }

    public override var tag: String { "span" }
    public override func attributes() -> [Attribute] {
        [
            Attribute("class", "spinner"), Attribute("role", "status"),
            Attribute("aria-busy", isAnimating ? "true" : "false"),
        ]
    }
    public override func content(id: String) -> NodeContent { .text(isAnimating ? title : "") }
}

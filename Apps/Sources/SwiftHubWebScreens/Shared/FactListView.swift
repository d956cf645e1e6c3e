import WebUI

/// A `<ul>` of facts that open nothing: each item its name in `<strong>`, then what is said of
/// it ("Rust 86.0 % · 43.9 KB"). Unlike a ``ListView`` its items are not buttons, so the
/// keyboard does not stop on them. Every text is escaped; a change replaces only the items
/// that changed.
@MainActor
final class FactListView: View {
    /// One item: what it is about, and what is said of it.
    struct Fact: Equatable {
        let name: String
        let detail: String
    }

    /// What the list is, for screen readers ("Languages").
    let accessibilityLabel: String
    /// The items, in order.
    var facts: [Fact] = [] { didSet { if facts != oldValue { setNeedsDisplay() } } }

    /// An empty list named `accessibilityLabel`.
    init(accessibilityLabel: String) {
        self.accessibilityLabel = accessibilityLabel
        super.init()
    }

    override var tag: String { "ul" }
    override func attributes() -> [Attribute] {
        [Attribute("class", "facts"), Attribute("aria-label", accessibilityLabel)]
    }

    override func content(id: String) -> NodeContent {
        .parts(
            facts.enumerated().map { index, fact in
                "<li id=\"\(id).\(index)\"><strong>\(HTML.escape(fact.name))</strong> \(HTML.escape(fact.detail))</li>"
            })
    }
}

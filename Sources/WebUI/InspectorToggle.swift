/// The bar's button that opens and closes the stream inspector: a `<button aria-expanded>`.
@MainActor
final class InspectorToggle: View {
    weak var inspector: LaneInspectorView?

    override var tag: String { "button" }
    override func attributes() -> [Attribute] {
        [Attribute("type", "button"), Attribute("aria-expanded", inspector?.isOpen == true ? "true" : "false")]
    }
    override func content(id: String) -> NodeContent { .text(WebStrings.current.inspectorToggle) }
    override var canBecomeFocused: Bool { true }

    override func handle(_ event: WebEvent) -> Bool {
        guard case .activate = event else { return false }
        inspector?.toggle()
        setNeedsDisplay()
        return true
    }
}

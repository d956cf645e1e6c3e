import RxCore
import RxUI

/// Mutually exclusive choices: a group of `<button aria-pressed>`s, one pressed.
@MainActor
public final class SegmentedControl: View {
    /// The segments' titles.
    public var segments: [String] { didSet { if segments != oldValue { setNeedsDisplay() } } }
    /// The pressed segment; each change reaches `rx.selectedSegmentIndex`.
    public var selectedSegmentIndex: Int {
        didSet {
            if selectedSegmentIndex != oldValue {
                selection.accept(selectedSegmentIndex)
                setNeedsDisplay()
            }
        }
    }
    /// The group's accessible name.
    public var accessibilityLabel: String
    let selection: BehaviorRelay<Int>

    /// A control of `segments`, `selectedSegmentIndex` pressed.
    public init(segments: [String], selectedSegmentIndex: Int = 0, accessibilityLabel: String = "") {
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        self.accessibilityLabel = accessibilityLabel
        selection = BehaviorRelay(value: selectedSegmentIndex)
        super.init()
    }

    public override var tag: String { "div" }
    public override func attributes() -> [Attribute] {
        [Attribute("class", "segments"), Attribute("role", "group")]
            + (accessibilityLabel.isEmpty ? [] : [Attribute("aria-label", accessibilityLabel)])
    }
    public override var canBecomeFocused: Bool { !segments.isEmpty }
    public override var focusedPartIndex: Int? {
        get { super.focusedPartIndex ?? selectedSegmentIndex }
        set { super.focusedPartIndex = newValue }
    }
    public override func content(id: String) -> NodeContent {
        .parts(
            segments.enumerated().map { index, title in
                let pressed = index == selectedSegmentIndex ? "true" : "false"
                return
                    "<button id=\"\(id).\(index)\" type=\"button\" data-index=\"\(index)\" aria-pressed=\"\(pressed)\">"
                    + HTML.escape(title) + "</button>"
            })
    }

    public override func handle(_ event: WebEvent) -> Bool {
        guard case .activate(_, let index?) = event, segments.indices.contains(index) else { return false }
        selectedSegmentIndex = index
        return true
    }
}

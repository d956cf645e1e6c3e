import RxCore
import RxUI

/// A row of mutually exclusive choices; Left and Right change the selection while focused.
public final class SegmentedControl: View {
    /// The segments' titles, left to right.
    public var segments: [String] { didSet { if segments != oldValue { setNeedsDisplay() } } }
    /// The selected segment; Left and Right move it, and each change reaches `rx.selectedSegmentIndex`.
    public var selectedSegmentIndex: Int {
        didSet {
            if selectedSegmentIndex != oldValue {
                selection.accept(selectedSegmentIndex)
                setNeedsDisplay()
            }
        }
    }
    let selection: BehaviorRelay<Int>

    /// A control of `segments` with one selected.
    public init(segments: [String], selectedSegmentIndex: Int = 0) {
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        selection = BehaviorRelay(value: selectedSegmentIndex)
        super.init()
    }

    /// Whether Tab stops here. A screen that forwards Left/Right to the control from anywhere
    /// turns this off, so that Tab never strands the focus on it.
    public var isFocusable = true

    public override var canBecomeFocused: Bool { isFocusable && !isHidden }
    public override func intrinsicHeight(forWidth width: Int) -> Int { 1 }
    public override func intrinsicWidth() -> Int { segments.map { DisplayWidth.of($0) + 3 }.reduce(0, +) }

    /// ←/→ select the previous or next segment, stopping at the ends.
    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .left:
            selectedSegmentIndex = max(0, selectedSegmentIndex - 1)
            return true
        case .right:
            selectedSegmentIndex = min(segments.count - 1, selectedSegmentIndex + 1)
            return true
        default:
            return false
        }
    }

    public override func draw(in canvas: inout Canvas) {
        var x = frame.x
        for (index, segment) in segments.enumerated() {
            let selected = index == selectedSegmentIndex
            var style = selected ? Appearance.current.selected : TextStyle.plain
            style.underline = style.underline || (isFocused && selected)
            x += canvas.draw(" \(segment) ", at: Point(x: x, y: frame.y), style: style, clip: frame)
            if index < segments.count - 1 {
                x += canvas.draw("|", at: Point(x: x, y: frame.y), style: Appearance.current.secondary, clip: frame)
            }
        }
    }
}

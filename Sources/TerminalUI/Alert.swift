/// An action of an ``AlertView``.
public struct AlertAction {
    /// How an action is drawn and when it runs: `cancel` also runs on Escape; `destructive` is drawn in red.
    public enum Style: Sendable {
        /// An ordinary action.
        case normal
        /// The action Escape runs.
        case cancel
        /// An action that loses something, drawn in red.
        case destructive
    }
    /// The button's label.
    public let title: String
    /// How the action is drawn and whether Escape runs it.
    public let style: Style
    /// Runs after the alert is dismissed by this action.
    public let handler: () -> Void

    /// An action that only dismisses the alert unless `handler` does more.
    public init(title: String, style: Style = .normal, handler: @escaping () -> Void = {}) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A modal box with a title, a message and actions; Left/Right or Tab choose an action,
/// Enter runs it, Escape runs the cancel action. Present it with `Screen.present(_:)`.
public final class AlertView: View {
    /// The bold first line.
    public let title: String
    /// The text under the title, wrapped to the box's width.
    public let message: String
    /// The buttons, left to right; never empty.
    public let actions: [AlertAction]
    /// The index of the highlighted action, which Enter runs.
    public private(set) var selectedAction = 0
    var onDismiss: (() -> Void)?

    /// An alert with `actions` (an empty list gets a single "OK").
    public init(title: String, message: String, actions: [AlertAction] = []) {
        self.title = title
        self.message = message
        self.actions = actions.isEmpty ? [AlertAction(title: WidgetStrings.current.ok)] : actions
        super.init()
    }

    /// ←/→ (and Tab/Shift-Tab) move between actions, Enter or Space runs the selected one, Esc runs the cancel action (else the selected one); every other key is swallowed, since an alert is modal.
    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .backTab:
            selectedAction = (selectedAction + actions.count - 1) % actions.count
        case .right, .tab:
            selectedAction = (selectedAction + 1) % actions.count
        case .enter, .character(" "):
            run(actions[selectedAction])
        case .escape:
            run(actions.first { $0.style == .cancel } ?? actions[selectedAction])
        default:
            return true
        }
        setNeedsDisplay()
        return true
    }

    private func run(_ action: AlertAction) {
        onDismiss?()
        action.handler()
    }

    /// Draws the box centred in `area`. The message keeps its line breaks and wraps at word
    /// boundaries to fit; what does not fit the area's height is cut with "…". The title, the
    /// message and the buttons are read only as far as the area can show them (a title is
    /// measured up to the area's width, only the start of the message that its lines can show is
    /// wrapped): a megabyte from a server costs a frame what the box costs.
    func drawCentered(in canvas: inout Canvas, area: Rect) {
        let buttons = actions.enumerated().map { "[ \($0.element.title) ]" }.joined(separator: " ")
        let maximumLines = max(1, area.height - 5)
        var (shown, isWhole) = DisplayWidth.wrappable(message, lines: maximumLines, width: area.width)
        // No more paragraphs than lines: each takes one at least (the rest is cut with "…").
        var paragraphs = shown.split(separator: "\n", maxSplits: maximumLines, omittingEmptySubsequences: false)
            .map(String.init)
        if paragraphs.count > maximumLines {
            paragraphs.removeLast()
            isWhole = false
        }
        let widest = paragraphs.map { DisplayWidth.of($0, upTo: area.width) }.max() ?? 0
        let wanted = max(
            DisplayWidth.of(title, upTo: area.width), widest, DisplayWidth.of(buttons, upTo: area.width))
        let width = min(area.width, wanted + 4, max(24, area.width * 4 / 5))
        let innerWidth = max(1, width - 4)
        var lines = paragraphs.flatMap { $0.isEmpty ? [""] : DisplayWidth.wrap($0, toWidth: innerWidth) }
        if lines.count > maximumLines || !isWhole {
            lines = Array(lines.prefix(maximumLines))
            if lines.isEmpty { lines = [""] }
            lines[lines.count - 1] = DisplayWidth.truncate(lines[lines.count - 1] + " …", toWidth: innerWidth)
        }
        let height = min(area.height, lines.count + 5)
        let box = Rect(
            x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        canvas.fill(box, style: .plain)
        canvas.draw("┌" + String(repeating: "─", count: max(0, width - 2)) + "┐", at: box.origin, clip: box)
        for y in (box.y + 1)..<(box.maxY - 1) {
            canvas.draw("│", at: Point(x: box.x, y: y), clip: box)
            canvas.draw("│", at: Point(x: box.maxX - 1, y: y), clip: box)
        }
        canvas.draw(
            "└" + String(repeating: "─", count: max(0, width - 2)) + "┘", at: Point(x: box.x, y: box.maxY - 1),
            clip: box)
        let inner = box.inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        canvas.draw(
            DisplayWidth.truncate(title, toWidth: inner.width), at: inner.origin, style: Appearance.current.emphasis,
            clip: inner)
        for (offset, line) in lines.enumerated() {
            canvas.draw(
                DisplayWidth.truncate(line, toWidth: inner.width), at: Point(x: inner.x, y: inner.y + 1 + offset),
                clip: inner)
        }
        var x = inner.x
        for (index, action) in actions.enumerated() {
            let appearance = Appearance.current
            let base = action.style == .destructive ? appearance.destructive : TextStyle.plain
            let style = index == selectedAction ? Appearance.combine(base, appearance.selected) : base
            x +=
                canvas.draw(
                    "[ \(action.title) ]", at: Point(x: x, y: inner.y + lines.count + 2), style: style, clip: inner) + 1
        }
    }
}

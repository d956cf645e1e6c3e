import RxCore

/// How a view takes space along its stack's axis.
public enum Sizing: Equatable, Sendable {
    /// As much as its content asks for.
    case intrinsic
    /// Exactly this many cells.
    case fixed(Int)
    /// A share of what is left, in proportion to the weight.
    case flexible(Int)
}

/// The base of every widget: a rectangle of cells in a tree. Use views from the main thread,
/// as with UIKit; bindings deliver there.
@MainActor
open class View: ReactiveCompatible {
    /// Where the view was laid out, in screen cells.
    public internal(set) var frame: Rect = .zero
    /// How the view takes space in a stack.
    public var sizing: Sizing = .intrinsic { didSet { if sizing != oldValue { setNeedsDisplay() } } }
    /// A hidden view takes no space and is not drawn or focused.
    public var isHidden = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
    /// The views inside this one, in drawing order.
    public private(set) var children: [View] = []
    /// The view this one is inside, if any.
    public private(set) weak var parent: View?
    /// Whether the view has keyboard focus.
    public internal(set) var isFocused = false

    /// An empty view that draws nothing.
    public init() {}

    /// Whether Tab can move focus here.
    open var canBecomeFocused: Bool { false }

    /// Whether a stack leaves the view out: no room and no spacing around it. A hidden view,
    /// and a view that hides itself (a stopped spinner that ``ActivityIndicatorView/hidesWhenStopped``).
    var takesNoRoom: Bool { isHidden }

    /// Height needed at `width`.
    open func intrinsicHeight(forWidth width: Int) -> Int {
        children.filter { !$0.takesNoRoom }.map { $0.intrinsicHeight(forWidth: width) }.max() ?? 0
    }

    /// Width wanted in a horizontal stack (0: no preference).
    open func intrinsicWidth() -> Int { 0 }

    /// Positions the children inside `frame`; the default gives each the whole frame.
    open func layoutChildren() {
        for child in children { child.frame = frame }
    }

    /// Draws the view itself; children draw after it.
    open func draw(in canvas: inout Canvas) {}

    /// Handles a key while focused; returns whether it did.
    open func handle(_ key: Key) -> Bool { false }

    /// Called after the view receives the focus.
    open func didBecomeFocused() {}
    /// Called after the view loses the focus.
    open func didResignFocused() {}

    /// Adds `child` at the end, taking it from its previous parent.
    public func addChild(_ child: View) {
        child.parent = self
        children.append(child)
        setNeedsDisplay()
    }

    /// Removes every child.
    public func removeAllChildren() {
        for child in children { child.parent = nil }
        children.removeAll()
        setNeedsDisplay()
    }

    /// Asks the application for a new frame (coalesced: at most one per turn of the main queue).
    public func setNeedsDisplay() {
        TerminalApplication.current?.setNeedsDisplay()
    }

    func layout(in rect: Rect) {
        frame = rect
        layoutChildren()
        for child in children where !child.isHidden { child.layout(in: child.frame) }
    }

    func render(in canvas: inout Canvas) {
        guard !isHidden, !frame.isEmpty else { return }
        draw(in: &canvas)
        for child in children { child.render(in: &canvas) }
    }

    /// Visible focusable views in tree order.
    func focusableViews() -> [View] {
        guard !isHidden else { return [] }
        return (canBecomeFocused ? [self] : []) + children.flatMap { $0.focusableViews() }
    }
}

/// Lays its children out in a column or a row.
@MainActor
public final class StackView: View {
    /// The direction a stack lays its views out in.
    public enum Axis: Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// Vertical (top to bottom) or horizontal (left to right).
    public let axis: Axis
    /// Cells between neighbouring views.
    public var spacing: Int

    /// A stack of `views` along `axis`, `spacing` cells apart; hidden views (and a stopped
    /// ``ActivityIndicatorView`` that hides when stopped) take no room and no spacing.
    public init(axis: Axis, spacing: Int = 0, _ views: [View]) {
        self.axis = axis
        self.spacing = spacing
        super.init()
        views.forEach(addChild)
    }

    /// The views laid out: a hidden view, or a stopped spinner that hides when stopped, gets
    /// neither room nor the spacing beside it, so hiding one leaves no blank line.
    private var visible: [View] { children.filter { !$0.takesNoRoom } }

    public override func intrinsicHeight(forWidth width: Int) -> Int {
        let views = visible
        switch axis {
        case .vertical:
            let heights = views.map { view -> Int in
                switch view.sizing {
                case .fixed(let height): return height
                case .intrinsic: return view.intrinsicHeight(forWidth: width)
                case .flexible: return max(1, view.intrinsicHeight(forWidth: width))
                }
            }
            return heights.reduce(0, +) + max(0, views.count - 1) * spacing
        case .horizontal:
            return views.map { $0.intrinsicHeight(forWidth: width) }.max() ?? 0
        }
    }

    public override func intrinsicWidth() -> Int {
        let views = visible
        switch axis {
        case .horizontal: return views.map { $0.intrinsicWidth() }.reduce(0, +) + max(0, views.count - 1) * spacing
        case .vertical: return views.map { $0.intrinsicWidth() }.max() ?? 0
        }
    }

    public override func layoutChildren() {
        let views = visible
        let total = axis == .vertical ? frame.height : frame.width
        var sizes = views.map { view -> Int in
            switch view.sizing {
            case .fixed(let size): return size
            case .intrinsic:
                return axis == .vertical ? view.intrinsicHeight(forWidth: frame.width) : view.intrinsicWidth()
            case .flexible: return 0
            }
        }
        let used = sizes.reduce(0, +) + max(0, views.count - 1) * spacing
        var remaining = max(0, total - used)
        let weights = views.map { view -> Int in
            if case .flexible(let weight) = view.sizing { return max(1, weight) }
            return 0
        }
        let totalWeight = weights.reduce(0, +)
        if totalWeight > 0 {
            var share = remaining
            for index in views.indices where weights[index] > 0 {
                let size = remaining * weights[index] / totalWeight
                sizes[index] = size
                share -= size
            }
            if let last = weights.lastIndex(where: { $0 > 0 }) { sizes[last] += share }
            remaining = 0
        }
        var offset = 0
        for (index, view) in views.enumerated() {
            let size = max(0, min(sizes[index], total - offset))
            view.frame =
                axis == .vertical
                ? Rect(x: frame.x, y: frame.y + offset, width: frame.width, height: size)
                : Rect(x: frame.x + offset, y: frame.y, width: size, height: frame.height)
            offset += size + spacing
        }
    }
}

/// Adds space around one view.
@MainActor
public final class PaddingView: View {
    /// The cells kept free around the content.
    public let insets: EdgeInsets

    /// `content` with `insets` around it.
    public init(_ insets: EdgeInsets, _ content: View) {
        self.insets = insets
        super.init()
        sizing = content.sizing
        addChild(content)
    }

    public override func intrinsicHeight(forWidth width: Int) -> Int {
        (children.first?.intrinsicHeight(forWidth: width - insets.left - insets.right) ?? 0) + insets.top
            + insets.bottom
    }

    public override func intrinsicWidth() -> Int {
        (children.first?.intrinsicWidth() ?? 0) + insets.left + insets.right
    }

    public override func layoutChildren() {
        children.first?.frame = frame.inset(by: insets)
    }
}

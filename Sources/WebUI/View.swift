import RxCore

/// The base of every web widget: one element of the page, in a tree. Use views on the main
/// actor, as with UIKit; bindings deliver there.
///
/// A view describes its element (``tag``, ``attributes()``, ``content(id:)``) as a pure read
/// of its state; the ``WebDocument`` it is shown in writes the HTML, and after a change sends
/// the browser a patch of what changed. A subclass that changes what it describes calls
/// ``setNeedsDisplay()``.
@MainActor
open class View: ReactiveCompatible {
    /// A hidden view is written with the `hidden` attribute: not shown, not focusable.
    public var isHidden = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
    /// The views inside this one, in document order.
    public private(set) var children: [View] = []
    /// The view this one is inside, if any.
    public private(set) weak var parent: View?
    /// Whether the view (or, for a list, one of its rows) has the browser's focus.
    public internal(set) var isFocused = false
    /// The element's id in its document, given the first time it is written (`w1`, `w2`, …).
    public internal(set) var nodeID: String?
    /// Set on the root view of a document.
    weak var owningDocument: WebDocument?

    /// An empty `<div>`.
    public init() {}

    /// The element's tag name.
    open var tag: String { "div" }
    /// The element's attributes besides `id` and `hidden`.
    open func attributes() -> [Attribute] { [] }
    /// What is inside the element; `id` is the view's ``nodeID``, for the ids of parts.
    open func content(id: String) -> NodeContent { .children }
    /// The value of an `<input>`, kept apart from the attributes: the browser owns what the
    /// user types, so only a change made by the program is sent (``WebPatch/value(id:text:)``).
    open var value: String? { nil }
    /// Whether the browser's focus can rest here.
    open var canBecomeFocused: Bool { false }

    /// Handles an event the browser sent for this view; returns whether it did.
    open func handle(_ event: WebEvent) -> Bool { false }

    /// Handles a key (``WebEvent/key(_:)``) that the focused view, or a view inside this
    /// one, did not; returns whether it did. Keys go from the focused view up to the root.
    open func handleKey(_ key: String) -> Bool { false }

    /// The page's title while this view is the root (a navigation controller's shown screen's).
    open var pageTitle: String? { nil }

    /// The screen this view shows (a navigation controller's top screen, a tab bar's shown
    /// tab's): as the page's root, the browser's events run in its lane scope and it is the
    /// page's shown screen (``Screen/isShown``). Any other view shows what its first shown child
    /// that shows a screen does, so that a root wrapping the stacks (a launch view) still has one.
    var shownScreen: Screen? {
        for child in children where !child.isHidden {
            if let screen = child.shownScreen { return screen }
        }
        return nil
    }

    /// The view that takes the focus when the focused one leaves the page: the first focusable.
    open func preferredFocusView() -> View? {
        guard !isHidden else { return nil }
        if canBecomeFocused { return self }
        for child in children { if let view = child.preferredFocusView() { return view } }
        return nil
    }

    /// The part (row, segment) with the focus, for a view made of parts.
    public internal(set) var focusedPartIndex: Int?

    /// Called when the browser's focus moved to the part `index` (a list's row).
    open func didFocusPart(_ index: Int) {}

    /// Called after the view receives the focus.
    open func didBecomeFocused() {}
    /// Called after the view loses the focus.
    open func didResignFocused() {}

    /// Releases what the view holds for its bindings when its page closes; the default tears
    /// down the children.
    open func tearDown() {
        for child in children { child.tearDown() }
    }

    /// Adds `child` at the end, taking it from its previous parent.
    public func addChild(_ child: View) {
        child.parent?.children.removeAll { $0 === child }
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

    /// The document showing this view, if it is in one.
    public var document: WebDocument? {
        var view = self
        while let parent = view.parent { view = parent }
        return view.owningDocument
    }

    /// Tells the document that this view's description changed: it sends the patches at its
    /// next flush (coalesced: at most one per turn of the main queue).
    public func setNeedsDisplay() {
        document?.setNeedsFlush()
    }

    /// Visible focusable views in tree order.
    func focusableViews() -> [View] {
        guard !isHidden else { return [] }
        return (canBecomeFocused ? [self] : []) + children.flatMap { $0.focusableViews() }
    }
}

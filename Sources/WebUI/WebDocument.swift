import RxCore

/// A page: a tree of views written once as HTML, then kept in step with the browser by
/// patches. Server-driven: the views and their view models live here; the browser shows what
/// ``render()`` and ``flush()`` return and sends back ``WebEvent``s for ``handle(_:)``.
///
/// After a view calls ``View/setNeedsDisplay()``, the document calls ``onNeedsFlush`` once;
/// the host (a WebSocket session, or ``HeadlessBrowser``) then calls ``flush()``, which
/// compares each view's description with what the browser was last sent and returns only
/// what changed.
@MainActor
public final class WebDocument {
    /// The page's root view (usually a ``NavigationController``).
    public let root: View
    /// Called once after a change, until the next ``flush()``: schedule a flush here.
    public var onNeedsFlush: (() -> Void)?
    /// The view with the browser's focus.
    public private(set) weak var focusedView: View?

    private var lastID = 0
    private var sent: [String: Snapshot] = [:]
    private var sentFocus: String?
    private var sentTitle: String?
    private var needsFlush = false

    /// A document showing `root`.
    public init(root: View) {
        self.root = root
        root.owningDocument = self
    }

    /// The whole page's body as HTML, recorded as what the browser now shows: a fresh page,
    /// or a tab reconnecting. Follow it with ``flush()`` for the focus and the title.
    public func render() -> String {
        var snapshots: [String: Snapshot] = [:]
        let html = markup(root, recording: &snapshots)
        sent = snapshots
        sentFocus = nil
        sentTitle = nil
        setNeedsFlush()
        return html
    }

    /// The page's body as HTML as it is now, without recording it as sent (for tests and
    /// for comparing with what patches built).
    public var html: String {
        var snapshots: [String: Snapshot] = [:]
        return markup(root, recording: &snapshots)
    }

    /// The page's title: the shown screen's.
    public var title: String { root.pageTitle ?? "" }

    /// Asks for a flush; views call it through ``View/setNeedsDisplay()``.
    public func setNeedsFlush() {
        guard !needsFlush else { return }
        needsFlush = true
        onNeedsFlush?()
    }

    /// The patches that bring the browser from what it was last sent to what the views
    /// describe now, in document order, then the focus and the title if they moved.
    public func flush() -> [WebPatch] {
        needsFlush = false
        guard !isClosed else { return [] }
        var patches: [WebPatch] = []
        var snapshots: [String: Snapshot] = [:]
        if let id = root.nodeID, sent[id] != nil {
            diff(root, into: &patches, recording: &snapshots)
        } else {
            _ = markup(root, recording: &snapshots)
        }
        sent = snapshots
        updateShownScreen()
        ensureFocus()
        if let focused = focusedView, focused.canBecomeFocused, let id = focused.nodeID, shownView(id) === focused {
            let target = focused.focusedPartIndex.map { "\(id).\($0)" } ?? id
            if target != sentFocus {
                patches.append(.focus(id: target))
                sentFocus = target
            }
        } else {
            // The browser lost the focus with the element (a list emptied while it reloads, a
            // button disabled or hidden): once the view can take it again, it is sent again.
            sentFocus = nil
        }
        let title = self.title
        if title != sentTitle {
            patches.append(.title(title))
            sentTitle = title
        }
        needsFlush = false
        return patches
    }

    /// Tears the page down (the tab closed): every screen's bindings are disposed, which
    /// releases their view models; nothing more is flushed.
    public func close() {
        onNeedsFlush = nil
        isClosed = true
        shownScreen?.isShown = false
        shownScreen = nil
        root.tearDown()
    }

    /// The screen marked shown at the last flush.
    private weak var shownScreen: Screen?

    /// Marks the screen the page shows now as shown, and the one it showed before as not.
    private func updateShownScreen() {
        let top = root.shownScreen
        guard top !== shownScreen else { return }
        shownScreen?.isShown = false
        shownScreen = top
        top?.isShown = true
    }

    /// Whether ``close()`` was called: a closed page flushes nothing.
    public private(set) var isClosed = false

    /// Moves the focus to `view` (sent at the next flush).
    public func focus(_ view: View) {
        guard view !== focusedView else { return }
        let previous = focusedView
        previous?.isFocused = false
        focusedView = view
        view.isFocused = true
        previous?.didResignFocused()
        view.didBecomeFocused()
        setNeedsFlush()
    }

    /// Applies one event from the browser. Events for views no longer shown, hidden, or of
    /// the wrong kind are dropped. What the event subscribes belongs to the lanes of the screen
    /// shown (its `laneScope`), as a key handled in a terminal app does.
    public func handle(_ event: WebEvent) {
        guard let screen = root.shownScreen else { return dispatch(event) }
        screen.inLaneScope { dispatch(event) }
    }

    private func dispatch(_ event: WebEvent) {
        switch event {
        case .key(let key):
            var view: View? = focusedView ?? root
            while let current = view {
                if current.handleKey(key) { break }
                view = current.parent
            }
        case .focus(let id, let index):
            guard let view = shownView(id), view.canBecomeFocused else { return }
            focus(view)
            view.focusedPartIndex = index
            if let index { view.didFocusPart(index) }
            // The browser moved its focus itself: nothing to send back.
            sentFocus = index.map { "\(id).\($0)" } ?? id
        case .input(let id, let text):
            guard let view = shownView(id) else { return }
            // The browser shows what was typed; only a difference from it is sent back.
            sent[id]?.value = text
            _ = view.handle(event)
        case .activate(let id, _), .submit(let id):
            guard let view = shownView(id) else { return }
            _ = view.handle(event)
        }
    }

    /// The shown view whose id is `id`.
    func shownView(_ id: String) -> View? {
        func find(_ view: View) -> View? {
            guard !view.isHidden else { return nil }
            if view.nodeID == id { return view }
            for child in view.children { if let found = find(child) { return found } }
            return nil
        }
        return find(root)
    }

    /// A focused view that left the page (a popped screen) or was hidden gives the focus to
    /// the view the shown screen prefers.
    private func ensureFocus() {
        if let focused = focusedView, focused.canBecomeFocused, shownView(focused.nodeID ?? "") === focused { return }
        if let preferred = root.preferredFocusView() { focus(preferred) }
    }

    // MARK: Writing and comparing

    struct Snapshot: Equatable {
        enum Inner: Equatable {
            case children([String])
            case text(String)
            case parts([String])
            case keyedParts([KeyedPart])
        }
        var tag: String
        var attributes: [Attribute]
        var inner: Inner
        var value: String?
    }

    private func id(of view: View) -> String {
        if let id = view.nodeID { return id }
        lastID += 1
        let id = "w\(lastID)"
        view.nodeID = id
        return id
    }

    private func attributes(of view: View) -> [Attribute] {
        (view.isHidden ? [Attribute("hidden")] : []) + view.attributes()
    }

    private func markup(_ view: View, recording snapshots: inout [String: Snapshot]) -> String {
        let id = id(of: view)
        let attributes = attributes(of: view)
        var written = [Attribute("id", id)] + attributes
        let valueIsText = HTML.valueAsText.contains(view.tag)
        if let value = view.value, !valueIsText { written.append(Attribute("value", value)) }
        var html = HTML.startTag(view.tag, attributes: written)
        // A textarea's value is its text; the line break after the start tag keeps a first
        // empty line, which the browser's parser would otherwise drop.
        if valueIsText { html += "\n" + HTML.escape(view.value ?? "") }
        let inner: Snapshot.Inner
        switch view.content(id: id) {
        case .children:
            for child in view.children { html += markup(child, recording: &snapshots) }
            inner = .children(view.children.map { $0.nodeID ?? "" })
        case .text(let text):
            html += HTML.escape(text)
            inner = .text(text)
        case .parts(let parts):
            html += parts.joined()
            inner = .parts(parts)
        case .keyedParts(let parts):
            html += parts.map(\.html).joined()
            inner = .keyedParts(parts)
        }
        if !HTML.voidElements.contains(view.tag) { html += "</\(view.tag)>" }
        snapshots[id] = Snapshot(tag: view.tag, attributes: attributes, inner: inner, value: view.value)
        return html
    }

    private func diff(_ view: View, into patches: inout [WebPatch], recording snapshots: inout [String: Snapshot]) {
        let id = id(of: view)
        guard let old = sent[id], old.tag == view.tag else {
            patches.append(.replace(id: id, html: markup(view, recording: &snapshots)))
            return
        }
        let attributes = attributes(of: view)
        if attributes != old.attributes {
            for attribute in attributes where !old.attributes.contains(attribute) {
                patches.append(.attribute(id: id, name: attribute.name, value: attribute.value))
            }
            for attribute in old.attributes where !attributes.contains(where: { $0.name == attribute.name }) {
                patches.append(.attribute(id: id, name: attribute.name, value: nil))
            }
        }
        let value = view.value
        if let value, value != old.value { patches.append(.value(id: id, text: value)) }
        var snapshot = Snapshot(tag: view.tag, attributes: attributes, inner: old.inner, value: value)
        switch (view.content(id: id), old.inner) {
        case (.children, .children(let oldIDs)) where oldIDs == view.children.map({ $0.nodeID ?? "" }):
            snapshots[id] = snapshot
            for child in view.children { diff(child, into: &patches, recording: &snapshots) }
        case (.text(let text), .text(let oldText)):
            if text != oldText { patches.append(.text(id: id, text: text)) }
            snapshot.inner = .text(text)
            snapshots[id] = snapshot
        case (.parts(let parts), .parts(let oldParts)):
            patches += Self.partPatches(id: id, from: oldParts, to: parts)
            snapshot.inner = .parts(parts)
            snapshots[id] = snapshot
        case (.keyedParts(let parts), .keyedParts(let oldParts)):
            guard let partPatches = KeyedPart.patches(id: id, from: oldParts, to: parts) else {
                writeAgain(view, into: &patches, recording: &snapshots)
                return
            }
            patches += partPatches
            snapshot.inner = .keyedParts(parts)
            snapshots[id] = snapshot
        default:
            // New or removed children, or another kind of content: the element is written again.
            writeAgain(view, into: &patches, recording: &snapshots)
        }
    }

    /// Replaces the element of `view` whole, dropping the attribute and value patches already
    /// made for it: the new element carries them.
    private func writeAgain(_ view: View, into patches: inout [WebPatch], recording snapshots: inout [String: Snapshot])
    {
        let id = id(of: view)
        patches.removeAll { patch in
            if case .attribute(id, _, _) = patch { return true }
            if case .value(id, _) = patch { return true }
            return false
        }
        patches.append(.replace(id: id, html: markup(view, recording: &snapshots)))
    }

    /// Parts that changed in place are replaced; parts added at the end are appended in one
    /// patch, parts gone from the end removed.
    static func partPatches(id: String, from old: [String], to new: [String]) -> [WebPatch] {
        var patches: [WebPatch] = []
        for index in 0..<min(old.count, new.count) where old[index] != new[index] {
            patches.append(.replace(id: "\(id).\(index)", html: new[index]))
        }
        if new.count > old.count {
            patches.append(.append(id: id, html: new[old.count...].joined()))
        }
        if old.count > new.count {
            for index in (new.count..<old.count).reversed() { patches.append(.remove(id: "\(id).\(index)")) }
        }
        return patches
    }
}

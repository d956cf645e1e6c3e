import Foundation
import RxCore

/// A page in memory, for headless tests of web screens, as `HeadlessTerminal` is for terminal
/// ones: no server and no browser. It writes the first page, sends events as the client would
/// (clicks, typing, Enter, focus, keys), and after each returns the patches the document
/// flushed; ``html`` reads the page as it is now.
@MainActor
public final class HeadlessBrowser {
    /// The document under test.
    public let document: WebDocument
    /// The page written first.
    public let firstPage: String
    /// Where the browser's focus is: the id of the element last sent in a focus patch or focused by an event.
    public private(set) var focusedID: String?
    /// The page's title as last sent.
    public private(set) var title = ""
    private var patched: PatchedPage

    /// A page showing `root`, written and flushed once (the first focus and title).
    public init(root: View) {
        document = WebDocument(root: root)
        firstPage = document.render()
        patched = PatchedPage(html: firstPage)
        _ = flush()
    }

    /// The page's body as the views describe it now.
    public var html: String { document.html }

    /// `nil` when the first page with every patch since applied to it (as the client applies
    /// them) is the page the views describe now; otherwise both, for the failure message.
    /// Attributes are compared as sets: a browser adds a new attribute after the others.
    public var patchedPageMismatch: String? {
        let expected = PatchedPage.canonical(document.html)
        let patchedHTML = patched.html
        return expected == patchedHTML ? nil : "patched page:\n\(patchedHTML)\nviews describe:\n\(expected)"
    }

    /// Clicks `view` (a button), or its row or segment `index`.
    @discardableResult
    public func click(_ view: View, index: Int? = nil) -> [WebPatch] {
        send(.activate(id: id(of: view), index: index))
    }

    /// Types `text` into `field` one character at a time, as the browser's `input` events
    /// report it (each with the whole text so far); returns the patches of the last one.
    @discardableResult
    public func type(_ text: String, into field: TextField) -> [WebPatch] {
        var patches = send(.focus(id: id(of: field), index: nil))
        var typed = field.text
        for character in text {
            typed.append(character)
            patches = send(.input(id: id(of: field), text: typed))
        }
        return patches
    }

    /// Types `text` into `view` one character at a time, as the browser's `input` events
    /// report it; returns the patches of the last one.
    @discardableResult
    public func type(_ text: String, into view: TextView) -> [WebPatch] {
        var patches = send(.focus(id: id(of: view), index: nil))
        var typed = view.text
        for character in text {
            typed.append(character)
            patches = send(.input(id: id(of: view), text: typed))
        }
        return patches
    }

    /// Replaces the text view's text at once (a paste over everything).
    @discardableResult
    public func paste(_ text: String, into view: TextView) -> [WebPatch] {
        send(.input(id: id(of: view), text: text))
    }

    /// Replaces the field's text at once (a paste over everything).
    @discardableResult
    public func paste(_ text: String, into field: TextField) -> [WebPatch] {
        send(.input(id: id(of: field), text: text))
    }

    /// Presses Enter in `field`.
    @discardableResult
    public func submit(_ field: TextField) -> [WebPatch] { send(.submit(id: id(of: field))) }

    /// Moves the focus to `view` (or its part `index`), as Tab or a click would.
    @discardableResult
    public func focus(_ view: View, index: Int? = nil) -> [WebPatch] {
        send(.focus(id: id(of: view), index: index))
    }

    /// Presses a key outside an input (`"+"`, `"Escape"`).
    @discardableResult
    public func press(_ key: String) -> [WebPatch] { send(.key(key)) }

    /// Sends one event and returns the patches that answer it.
    @discardableResult
    public func send(_ event: WebEvent) -> [WebPatch] {
        switch event {
        case .focus(let id, let index): focusedID = index.map { "\(id).\($0)" } ?? id
        case .input(let id, let text): patched.setValue(text, of: id)
        default: break
        }
        document.handle(event)
        return flush()
    }

    /// Sends one message as the client's JSON; a message the document refuses returns the error.
    public func send(json: String) -> Result<[WebPatch], WebEvent.DecodingError> {
        do {
            return .success(send(try WebEvent.decode(Array(json.utf8))))
        } catch {
            return .failure(error)
        }
    }

    /// Runs work queued on the main queue (bindings that hopped there), then flushes: the
    /// patches of changes made outside an event (a test scheduler's run, a relay).
    @discardableResult
    public func refresh() -> [WebPatch] { flush() }

    /// The id of `view`, which must be on the page.
    public func id(of view: View) -> String {
        view.nodeID ?? "unwritten"
    }

    private func flush() -> [WebPatch] {
        if Thread.isMainThread {
            for _ in 0..<3 { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001)) }
        }
        let patches = document.flush()
        for patch in patches {
            patched.apply(patch)
            switch patch {
            case .focus(let id): focusedID = id
            case .title(let text): title = text
            default: break
            }
        }
        return patches
    }
}

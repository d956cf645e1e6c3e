import Foundation

/// What the browser sends: an input, a click, a key. Events name views by their ids; an event
/// for a view no longer on the page (a click that crossed a screen change) is dropped.
public enum WebEvent: Equatable, Sendable {
    /// A button or a link was clicked (or pressed with Enter/Space); `index` is the row or
    /// segment of a view made of parts.
    case activate(id: String, index: Int?)
    /// The text of an input is now `text` (the browser's `input` event).
    case input(id: String, text: String)
    /// Enter was pressed in an input.
    case submit(id: String)
    /// The element (or its part `index`) took the focus.
    case focus(id: String, index: Int?)
    /// A key the page did not use itself: a printable character typed outside an input, or a
    /// named key (`Escape`, `F12`), as `KeyboardEvent.key` names it.
    case key(String)
}

extension WebEvent {
    /// The largest message accepted from a browser, in bytes: a bound on what one event can
    /// make the server hold (the longest field takes 1,024 characters, at most 4 bytes each).
    public static let maximumMessageBytes = 16 * 1024

    /// Why a message from the browser was refused.
    public enum DecodingError: Error, Equatable {
        /// Longer than ``WebEvent/maximumMessageBytes``.
        case tooLarge(bytes: Int)
        /// Not one of the events, or a field out of its bounds.
        case malformed
    }

    private struct Message: Decodable {
        let t: String
        let id: String?
        let i: Int?
        let v: String?
        let k: String?
    }

    /// Decodes one JSON message, `{"t":"activate","id":"w3","i":0}` and the like; refuses
    /// anything larger than ``maximumMessageBytes``, ids that are not ours, and keys longer
    /// than a key name.
    public static func decode(_ bytes: some Collection<UInt8>) throws(DecodingError) -> WebEvent {
        guard bytes.count <= maximumMessageBytes else { throw .tooLarge(bytes: bytes.count) }
        guard let message = try? JSONDecoder().decode(Message.self, from: Data(bytes)) else { throw .malformed }
        func id() throws(DecodingError) -> String {
            guard let id = message.id, isNodeID(id) else { throw .malformed }
            return id
        }
        if let index = message.i, index < 0 || index > 1_000_000 { throw .malformed }
        switch message.t {
        case "activate": return .activate(id: try id(), index: message.i)
        case "input":
            guard let text = message.v else { throw .malformed }
            return .input(id: try id(), text: text)
        case "submit": return .submit(id: try id())
        case "focus": return .focus(id: try id(), index: message.i)
        case "key":
            guard let key = message.k, !key.isEmpty, key.count <= 12 else { throw .malformed }
            return .key(key)
        default: throw .malformed
        }
    }

    /// Whether `id` is shaped as the ids a document gives (`w` and up to 9 digits).
    static func isNodeID(_ id: String) -> Bool {
        let digits = id.utf8.dropFirst()
        return id.utf8.first == UInt8(ascii: "w") && (1...9).contains(digits.count)
            && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

import Foundation

/// One change to the page, sent to the browser after a view changed: the smallest of these
/// that says what changed, never the whole page. HTML in a patch was written by the document,
/// every text in it escaped; `text` and `value` are plain text the client sets as text.
public enum WebPatch: Equatable, Sendable {
    /// Replace the element `id` (its outer HTML) with `html`.
    case replace(id: String, html: String)
    /// Append `html` (elements) at the end of the element `id`.
    case append(id: String, html: String)
    /// Remove the element `id`.
    case remove(id: String)
    /// Set the text of the element `id`.
    case text(id: String, text: String)
    /// Set the attribute `name` of the element `id` to `value`, or remove it for `nil`.
    case attribute(id: String, name: String, value: String?)
    /// Set the value of the input `id` (a change made by the program, not by typing).
    case value(id: String, text: String)
    /// Move the browser's focus to the element `id`.
    case focus(id: String)
    /// Set the page's title.
    case title(String)
}

extension WebPatch: Encodable {
    private enum CodingKeys: String, CodingKey { case op, id, html, text, name, value }

    /// `{"op":"replace","id":"w3","html":"…"}` and the like; `value` is `null` for an attribute removed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .replace(let id, let html):
            try container.encode("replace", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(html, forKey: .html)
        case .append(let id, let html):
            try container.encode("append", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(html, forKey: .html)
        case .remove(let id):
            try container.encode("remove", forKey: .op)
            try container.encode(id, forKey: .id)
        case .text(let id, let text):
            try container.encode("text", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
        case .attribute(let id, let name, let value):
            try container.encode("attribute", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(value, forKey: .value)
        case .value(let id, let text):
            try container.encode("value", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
        case .focus(let id):
            try container.encode("focus", forKey: .op)
            try container.encode(id, forKey: .id)
        case .title(let text):
            try container.encode("title", forKey: .op)
            try container.encode(text, forKey: .text)
        }
    }

    /// A list of patches as one JSON message (keys sorted, so the bytes are stable).
    public static func json(_ patches: [WebPatch]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(patches) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}

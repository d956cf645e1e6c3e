import Foundation

/// The page as a browser holds it after the first page and every patch since: a small element
/// tree that ``HeadlessBrowser`` applies patches to, as the client script does, so a test can
/// check that the patches rebuild exactly the page the views describe. It reads only the HTML
/// the document writes (well-formed, every text escaped); anything else is kept as text.
struct PatchedPage {
    final class Element {
        var tag: String
        var attributes: [(name: String, value: String)]
        var children: [Node] = []
        weak var parent: Element?

        init(tag: String, attributes: [(name: String, value: String)]) {
            self.tag = tag
            self.attributes = attributes
        }

        var id: String? { attributes.first { $0.name == "id" }?.value }

        func setAttribute(_ name: String, _ value: String?) {
            attributes.removeAll { $0.name == name }
            if let value { attributes.append((name, value)) }
        }
    }

    enum Node {
        case element(Element)
        /// Text as written: escaped.
        case text(String)
    }

    private let root = Element(tag: "body", attributes: [])

    init(html: String) {
        root.children = Self.parse(html, parent: root)
    }

    /// The page's HTML (what `document.body.innerHTML` would read), each element's attributes
    /// sorted by name: a browser keeps an attribute where it was and adds new ones last, so
    /// only the set of attributes is compared, not their order.
    var html: String { root.children.map(Self.write).joined() }

    /// `html` (the document's own) with each element's attributes sorted by name, to compare with ``html``.
    static func canonical(_ html: String) -> String { PatchedPage(html: html).html }

    /// Applies one patch; a patch naming no element on the page is dropped, as the client does.
    mutating func apply(_ patch: WebPatch) {
        switch patch {
        case .replace(let id, let html):
            guard let element = find(id), let parent = element.parent,
                let index = parent.children.firstIndex(where: {
                    if case .element(let e) = $0 { e === element } else { false }
                })
            else { return }
            parent.children.replaceSubrange(index...index, with: Self.parse(html, parent: parent))
        case .append(let id, let html):
            guard let element = find(id) else { return }
            element.children += Self.parse(html, parent: element)
        case .remove(let id):
            guard let element = find(id), let parent = element.parent else { return }
            parent.children.removeAll { if case .element(let e) = $0 { e === element } else { false } }
        case .text(let id, let text):
            find(id)?.children = [.text(HTML.escape(text))]
        case .attribute(let id, let name, let value):
            guard let element = find(id) else { return }
            element.setAttribute(name, value)
        case .value(let id, let text):
            setValue(text, of: id)
        case .focus, .title:
            break
        }
    }

    /// Records what the user typed, as the browser's input does.
    func setValue(_ text: String, of id: String) {
        guard let element = find(id) else { return }
        if HTML.valueAsText.contains(element.tag) {
            // As the document writes a textarea: a line break, then the text.
            element.children = [.text("\n" + HTML.escape(text))]
            return
        }
        guard let index = element.attributes.firstIndex(where: { $0.name == "value" }) else { return }
        element.attributes[index].value = text
    }

    func find(_ id: String) -> Element? {
        func search(_ element: Element) -> Element? {
            if element.id == id { return element }
            for case .element(let child) in element.children {
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(root)
    }

    private static func write(_ node: Node) -> String {
        switch node {
        case .text(let text): return text
        case .element(let element):
            var html = "<" + element.tag
            for attribute in element.attributes.sorted(by: { $0.name < $1.name }) {
                html += " \(attribute.name)=\"\(HTML.escape(attribute.value))\""
            }
            html += ">"
            guard !HTML.voidElements.contains(element.tag) else { return html }
            return html + element.children.map(write).joined() + "</\(element.tag)>"
        }
    }

    /// Parses the document's own HTML: start tags with double-quoted attributes, end tags, text.
    private static func parse(_ html: String, parent: Element) -> [Node] {
        var stack = [parent]
        var top: [Node] = []
        let characters = Array(html.unicodeScalars)
        var index = 0
        func append(_ node: Node) {
            if stack.count == 1 { top.append(node) } else { stack[stack.count - 1].children.append(node) }
        }
        while index < characters.count {
            if characters[index] == "<" {
                guard let close = characters[index...].firstIndex(of: ">") else { break }
                let inside = String(String.UnicodeScalarView(characters[(index + 1)..<close]))
                index = close + 1
                if inside.hasPrefix("/") {
                    if stack.count > 1 { stack.removeLast() }
                    continue
                }
                let element = Element(tag: String(inside.prefix { $0 != " " }), attributes: attributes(inside))
                element.parent = stack[stack.count - 1]
                append(.element(element))
                if !HTML.voidElements.contains(element.tag) { stack.append(element) }
            } else {
                let end = characters[index...].firstIndex(of: "<") ?? characters.count
                append(.text(String(String.UnicodeScalarView(characters[index..<end]))))
                index = end
            }
        }
        return top
    }

    /// `name="value"` pairs of a start tag, values unescaped (they are escaped again when written).
    private static func attributes(_ tag: String) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var rest = Substring(tag.drop { $0 != " " })
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingPrefix(" ")
            let valueStart = rest.index(equals, offsetBy: 2)
            guard valueStart <= rest.endIndex, let quote = rest[valueStart...].firstIndex(of: "\"") else { break }
            result.append((String(name), unescape(String(rest[valueStart..<quote]))))
            rest = rest[rest.index(after: quote)...]
        }
        return result
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

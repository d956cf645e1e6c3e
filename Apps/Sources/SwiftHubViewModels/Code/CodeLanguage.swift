/// The languages a file is coloured as, chosen from its name.
package enum CodeLanguage: String, Equatable, Sendable {
    /// Languages with C's comments and strings, each with its own words.
    case swift = "Swift"
    case kotlin = "Kotlin"
    case rust = "Rust"
    case go = "Go"
    case c = "C"
    case typeScript = "TypeScript"
    /// JSON: keys, strings, numbers and literals.
    case json = "JSON"
    /// Markdown, which is rendered rather than coloured.
    case markdown = "Markdown"
    /// Anything else, shown as it is.
    case plainText = "Text"

    /// The language of the file at `path`, by its extension or its well-known name
    /// (`.swift-format` is JSON).
    package init(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == ".swift-format" {
            self = .json
            return
        }
        let ext = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        switch ext {
        case "swift": self = .swift
        case "kt", "kts": self = .kotlin
        case "rs": self = .rust
        case "go": self = .go
        case "c", "h": self = .c
        case "ts", "tsx", "js": self = .typeScript
        case "json": self = .json
        case "md", "markdown": self = .markdown
        default: self = .plainText
        }
    }

    /// The words the language reserves, plus its literals' words.
    var keywords: Set<String> {
        switch self {
        case .swift:
            [
                "import", "public", "private", "internal", "package", "fileprivate", "open", "final", "struct",
                "class", "enum", "protocol", "extension", "func", "init", "deinit", "let", "var", "if", "else",
                "guard", "return", "throw", "throws", "try", "catch", "do", "for", "in", "while", "repeat", "switch",
                "case", "default", "break", "continue", "where", "as", "is", "self", "Self", "static", "async",
                "await", "some", "any", "inout", "typealias", "associatedtype", "mutating", "override", "defer",
            ]
        case .kotlin:
            [
                "package", "import", "fun", "val", "var", "class", "object", "interface", "return", "if", "else",
                "when", "for", "while", "in", "is", "as", "throw", "try", "catch", "private", "public", "override",
                "data", "sealed", "require",
            ]
        case .rust:
            [
                "use", "pub", "fn", "let", "mut", "struct", "enum", "impl", "trait", "match", "if", "else", "for",
                "while", "loop", "return", "in", "as", "mod", "crate", "self", "Self", "where", "async", "await",
            ]
        case .go:
            [
                "package", "import", "func", "var", "const", "type", "struct", "interface", "return", "if", "else",
                "for", "range", "switch", "case", "default", "go", "defer", "map", "chan",
            ]
        case .c:
            [
                "int", "char", "void", "const", "struct", "return", "if", "else", "for", "while", "static", "size_t",
                "unsigned", "sizeof", "typedef", "enum", "switch", "case", "break",
            ]
        case .typeScript:
            [
                "export", "import", "from", "function", "const", "let", "var", "return", "if", "else", "for", "of",
                "in", "interface", "type", "class", "new", "throw", "async", "await", "number", "string",
            ]
        case .json, .markdown, .plainText: []
        }
    }

    /// The words that are literals rather than keywords.
    var literals: Set<String> {
        switch self {
        case .swift: ["true", "false", "nil"]
        case .kotlin, .typeScript: ["true", "false", "null", "undefined"]
        case .rust: ["true", "false", "None", "Some", "Ok", "Err"]
        case .go: ["true", "false", "nil"]
        case .c: ["NULL"]
        case .json: ["true", "false", "null"]
        case .markdown, .plainText: []
        }
    }
}

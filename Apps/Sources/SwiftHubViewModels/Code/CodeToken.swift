/// A run of source text and what it is, for colouring: the view model says *what* a run is,
/// the screen chooses its colour.
package struct CodeToken: Equatable, Sendable {
    /// What a run of source is.
    package enum Kind: Equatable, Sendable {
        /// Anything else: names, operators, punctuation, spaces.
        case plain
        /// A word the language reserves (`func`, `let`, `return`).
        case keyword
        /// A name that starts with a capital letter: a type, by convention.
        case type
        /// A string literal, quotes included.
        case string
        /// A number literal.
        case number
        /// A comment.
        case comment
        /// An attribute or directive (`@testable`, `#include`).
        case attribute
        /// A JSON object's key.
        case key
        /// `true`, `false`, `nil`, `null`.
        case literal
    }

    /// What the run is.
    package let kind: Kind
    /// The run's text.
    package let text: String

    /// `text` as a run of `kind`.
    package init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

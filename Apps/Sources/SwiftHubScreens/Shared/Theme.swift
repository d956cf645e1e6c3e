import SwiftHubViewModels
import TerminalUI

/// Every style SwiftHub's screens draw with, by what it means — a diff's added line, a starred
/// repository, a Swift keyword — never by colour: screens ask ``current`` for a role, and a
/// test fails on a colour written in a screen. Choosing a theme sets ``current`` and TerminalUI's
/// ``Appearance/current``, then rebuilds the screens.
package struct Theme: Sendable {
    /// Which theme this is.
    package let name: ThemeName
    /// How TerminalUI's own widgets draw under this theme.
    package var appearance = Appearance()
    /// Names and titles: a repository's name, a heading in a list.
    package var strong = TextStyle(bold: true)
    /// Secondary text: notes, line numbers, counts in a footer.
    package var secondary = TextStyle(dim: true)
    /// A remark about the content rather than the content (a binary file, no lines counted).
    package var note = TextStyle(dim: true, italic: true)
    /// Something to read off the screen and type elsewhere: the device-flow code.
    package var highlight = TextStyle(bold: true, foreground: .yellow)
    /// The star toggle of a repository.
    package var starred = TextStyle(bold: true, foreground: .yellow)
    /// The watch toggle of a repository.
    package var watched = TextStyle(bold: true, foreground: .cyan)
    /// An unread notification.
    package var unread = TextStyle(bold: true, underline: true)
    /// The key hints of a screen whose hints are its main way forward (repository, user).
    package var menuHints = TextStyle(dim: true, underline: true)
    /// A diff's added lines and addition counts.
    package var added = TextStyle(foreground: .green)
    /// A diff's removed lines and deletion counts.
    package var removed = TextStyle(foreground: .red)
    /// A diff's hunk headers (`@@ -1,3 +1,4 @@`).
    package var hunk = TextStyle(foreground: .cyan)
    /// A changed file's status letter (A, M, R, D).
    package var fileStatus = TextStyle(bold: true, foreground: .yellow)
    /// Markdown: a first-level heading (others are ``strong``, the second underlined too).
    package var title = TextStyle(bold: true, underline: true, foreground: .cyan)
    /// Markdown: inline code and code blocks.
    package var code = TextStyle(foreground: .yellow)
    /// Markdown: a link's text.
    package var link = TextStyle(underline: true, foreground: .blue)
    /// Source code: a reserved word (see ``syntax(_:)`` for every kind of run).
    package var keyword = TextStyle(bold: true, foreground: .magenta)
    /// Source code: a capitalised name, a type by convention.
    package var typeName = TextStyle(foreground: .cyan)
    /// Source code: a string literal.
    package var string = TextStyle(foreground: .green)
    /// Source code: a number or other literal (`true`, `nil`).
    package var number = TextStyle(foreground: .yellow)
    /// Source code: a comment.
    package var comment = TextStyle(dim: true, italic: true)
    /// Source code: an attribute or directive (`@MainActor`, `#if`).
    package var attribute = TextStyle(foreground: .red)
    /// JSON: an object's key.
    package var key = TextStyle(foreground: .blue)
    /// The colours of a breakdown's languages, most code first; those past the last are plain.
    package var languages: [TextStyle] = [.blue, .yellow, .magenta, .green, .cyan, .red, .white].map {
        TextStyle(foreground: $0)
    }

    private init(name: ThemeName) { self.name = name }

    /// For a dark background: TerminalUI's and SwiftHub's usual colours.
    package static let dark = Theme(name: .dark)

    /// For a light background: blue, magenta, red and green only, since white washes out
    /// yellow and cyan; the palette's white becomes black.
    package static let light: Theme = {
        var theme = Theme(name: .light)
        theme.appearance.accent = TextStyle(foreground: .blue)
        theme.highlight = TextStyle(bold: true, foreground: .magenta)
        theme.starred = TextStyle(bold: true, foreground: .magenta)
        theme.watched = TextStyle(bold: true, foreground: .blue)
        theme.hunk = TextStyle(foreground: .blue)
        theme.fileStatus = TextStyle(bold: true, foreground: .magenta)
        theme.title = TextStyle(bold: true, underline: true, foreground: .blue)
        theme.code = TextStyle(foreground: .magenta)
        theme.typeName = TextStyle(foreground: .blue)
        theme.number = TextStyle(foreground: .magenta)
        theme.languages = [.blue, .magenta, .green, .red, .black].map { TextStyle(foreground: $0) }
        return theme
    }()

    /// Nothing dimmed (secondary text is plain or italic), colours bold, selections underlined
    /// as well as inverted, so that every line reads at a distance or with low vision.
    package static let highContrast: Theme = {
        var theme = Theme(name: .highContrast)
        var appearance = Appearance()
        appearance.secondary = .plain
        appearance.accent = TextStyle(bold: true)
        appearance.selected = TextStyle(bold: true, underline: true, inverse: true)
        appearance.field = TextStyle(bold: true, underline: true)
        appearance.destructive = TextStyle(bold: true, foreground: .red)
        theme.appearance = appearance
        theme.secondary = .plain
        theme.note = TextStyle(italic: true)
        theme.menuHints = TextStyle(underline: true)
        theme.added = TextStyle(bold: true, foreground: .green)
        theme.removed = TextStyle(bold: true, foreground: .red)
        theme.hunk = TextStyle(bold: true, foreground: .cyan)
        theme.title = TextStyle(bold: true, underline: true)
        theme.code = TextStyle(bold: true, foreground: .yellow)
        theme.link = TextStyle(bold: true, underline: true, foreground: .cyan)
        theme.keyword = TextStyle(bold: true, foreground: .magenta)
        theme.typeName = TextStyle(bold: true, foreground: .cyan)
        theme.string = TextStyle(bold: true, foreground: .green)
        theme.number = TextStyle(bold: true, foreground: .yellow)
        theme.comment = TextStyle(italic: true)
        theme.attribute = TextStyle(bold: true, foreground: .red)
        theme.key = TextStyle(bold: true, foreground: .blue)
        theme.languages = [.blue, .yellow, .magenta, .green, .cyan, .red, .white].map {
            TextStyle(bold: true, foreground: $0)
        }
        return theme
    }()

    /// The theme called `name`.
    package static func named(_ name: ThemeName) -> Theme {
        switch name {
        case .dark: dark
        case .light: light
        case .highContrast: highContrast
        }
    }

    /// What every SwiftHub screen draws with; ``apply(_:)`` sets it.
    @MainActor package static var current = Theme.dark

    /// Makes `theme` the current one, for SwiftHub's screens and TerminalUI's widgets; screens
    /// built from now on draw with it.
    @MainActor package static func apply(_ theme: Theme) {
        current = theme
        Appearance.current = theme.appearance
    }

    /// A run of source code of `kind`.
    package func syntax(_ kind: CodeToken.Kind) -> TextStyle {
        switch kind {
        case .plain: .plain
        case .keyword: keyword
        case .type: typeName
        case .string: string
        case .number, .literal: number
        case .comment: comment
        case .attribute: attribute
        case .key: key
        }
    }

    /// The colour of the language ranked `index` (from 0) in a breakdown.
    package func language(_ index: Int) -> TextStyle { index < languages.count ? languages[index] : .plain }
}

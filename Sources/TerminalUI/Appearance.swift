/// How TerminalUI's own widgets draw: hints and secondary text, bars, selections, banners,
/// fields. An app with themes sets ``current`` before it builds its screens (and after a change,
/// rebuilds them), so that no widget keeps a colour of its own — the way `UIAppearance` styles
/// every instance of a UIKit control.
public struct Appearance: Equatable, Sendable {
    /// Hints, separators, empty-list texts, footers, detail lines, placeholders: dimmed by default.
    public var secondary = TextStyle(dim: true)
    /// The spinner and its text.
    public var accent = TextStyle(foreground: .cyan)
    /// The navigation bar across the top.
    public var bar = TextStyle(bold: true, inverse: true)
    /// The selected tab, the focused button, an alert's chosen action; a list's selected row
    /// adds these attributes to its own style (and `inverse` only while the list is focused).
    public var selected = TextStyle(bold: true, inverse: true)
    /// An alert's and a banner's titles, the size message's first lines.
    public var emphasis = TextStyle(bold: true)
    /// An error banner.
    public var error = TextStyle(bold: true, inverse: true, foreground: .red)
    /// An information banner.
    public var information = TextStyle(bold: true, inverse: true, foreground: .green)
    /// An alert action with the destructive style.
    public var destructive = TextStyle(foreground: .red)
    /// A text field's line (its placeholder adds ``secondary``'s attributes).
    public var field = TextStyle(underline: true)
    /// A list's section header row (RxDataSources' data sources draw their headers with it):
    /// bold and underlined, so that a header reads apart from the items under it, in a test's
    /// `lines(marking: \.underline)` too. A data source's `configureHeader` restyles one list's.
    public var sectionHeader = TextStyle(bold: true, underline: true)

    /// TerminalUI's look: dim hints, inverse bars, red errors.
    public init() {}

    /// What every widget draws with; set it on the main actor before building screens.
    @MainActor public static var current = Appearance()

    /// `base` with `overlay`'s attributes added: bold, dim, underline, inverse and italic are
    /// or-ed; `overlay`'s colour wins when it has one.
    public static func combine(_ base: TextStyle, _ overlay: TextStyle) -> TextStyle {
        TextStyle(
            bold: base.bold || overlay.bold, dim: base.dim || overlay.dim,
            underline: base.underline || overlay.underline, inverse: base.inverse || overlay.inverse,
            foreground: overlay.foreground ?? base.foreground, italic: base.italic || overlay.italic)
    }
}

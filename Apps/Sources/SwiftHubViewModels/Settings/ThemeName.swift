/// The themes SwiftHub draws with; the screens module turns each into its styles.
package enum ThemeName: String, CaseIterable, Codable, Sendable {
    /// Colours for a dark terminal background (the default).
    case dark
    /// Colours for a light background: no yellow or cyan text, which white washes out.
    case light
    /// No dimmed text, bold colours and underlined selections, for low vision or a projector.
    case highContrast = "high-contrast"
}

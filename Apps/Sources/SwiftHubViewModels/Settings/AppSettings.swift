/// What a person chooses on the settings screen, kept between runs by a ``SettingsStore``.
package struct AppSettings: Codable, Equatable, Sendable {
    /// The colours every screen draws with.
    package var theme: ThemeName
    /// The language of every word the app shows.
    package var language: AppLanguage

    /// Settings with `theme` and `language`.
    package init(theme: ThemeName = .dark, language: AppLanguage = .english) {
        self.theme = theme
        self.language = language
    }

    // Decoded field by field so that a file from an older or newer version, or edited by
    // hand, keeps what it can read instead of being thrown away whole.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        theme = (try? container.decode(ThemeName.self, forKey: .theme)) ?? .dark
        language = (try? container.decode(AppLanguage.self, forKey: .language)) ?? .english
    }
}

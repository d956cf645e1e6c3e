/// The languages SwiftHub speaks.
package enum AppLanguage: String, CaseIterable, Codable, Sendable {
    /// English, the language of the source.
    case english = "en"
    /// Korean (한국어).
    case korean = "ko"

    /// The language a POSIX locale asks for — the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set, as the C library reads them: `ko_KR.UTF-8` is Korean; `nil` when none is
    /// set, or when the one set is `C`, `POSIX` or a language SwiftHub does not speak.
    package init?(environment: [String: String]) {
        guard
            let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        else { return nil }
        self.init(localeIdentifier: locale)
    }

    /// The language of a locale identifier or `--lang` value: `ko`, `ko_KR`, `ko-KR.UTF-8`, `en_US`…
    package init?(localeIdentifier: String) {
        let code = localeIdentifier.prefix { $0.isLetter }.lowercased()
        guard let language = AppLanguage(rawValue: code) else { return nil }
        self = language
    }

    /// The language's own name, the same in every language, so that a reader finds theirs.
    package var endonym: String {
        switch self {
        case .english: "English"
        case .korean: "한국어"
        }
    }
}

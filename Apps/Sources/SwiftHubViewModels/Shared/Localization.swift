import Foundation
import Synchronization

/// The language SwiftHub's words are in, and their Korean translations
/// (`Resources/ko.lproj/Localizable.strings`, keyed by the English text — the format string
/// when the text has values in it).
///
/// One language for the whole app at a time: the settings screen sets ``language`` and then
/// rebuilds every screen, so no view model is left speaking the old one.
package enum Localization {
    private static let chosen = Mutex(AppLanguage.english)

    /// The language of every word from now on (English until set).
    package static var language: AppLanguage {
        get { chosen.withLock { $0 } }
        set { chosen.withLock { $0 = newValue } }
    }

    /// The translations into `language`, keyed by the English text (empty for English).
    package static func table(for language: AppLanguage) -> [String: String] {
        switch language {
        case .english: [:]
        case .korean: korean
        }
    }

    private static let korean = loadTable(language: "ko")

    /// The folder SwiftPM puts this module's resources in, next to the executable (or the test
    /// bundle). Looked up by hand rather than through `Bundle.module`, whose accessor stops the
    /// process when the folder is missing — a `swifthub` copied without it then speaks English.
    private static let resources: Bundle? = {
        let name = "ReactiveMVVMApps_SwiftHubViewModels.resources"
        let places = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
        return places.compactMap { $0?.appendingPathComponent(name) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
            .flatMap(Bundle.init(url:))
    }()

    private static func loadTable(language: String) -> [String: String] {
        guard
            let url = resources?.url(
                forResource: "Localizable", withExtension: "strings", subdirectory: nil, localization: language),
            let data = try? Data(contentsOf: url),
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return table
    }

    /// `english` in the current language; English when the table has no translation.
    package static func translate(_ english: String) -> String {
        let language = self.language
        guard language != .english else { return english }
        return table(for: language)[english] ?? english
    }
}

/// `english` in the app's current language (see ``Localization``). The argument is the text
/// itself, so that it reads as English where it is used and a test can find every key.
package func localized(_ english: String) -> String {
    Localization.translate(english)
}

/// `format` in the app's current language, with `arguments` put in as `String(format:)` does:
/// `%ld` for an `Int`, `%@` for a `String`; a translation may reorder them (`%2$@`).
package func localized(_ format: String, _ arguments: any CVarArg...) -> String {
    String(format: Localization.translate(format), arguments: arguments)
}

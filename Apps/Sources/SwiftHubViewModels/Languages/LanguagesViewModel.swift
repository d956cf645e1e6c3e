import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// A repository's languages: each one's share of the code, most first, for a bar and a list.
package final class LanguagesViewModel: ViewModelType {
    /// What the screen sends in.
    package struct Input {
        /// Loads and later reloads the languages (`r`).
        package let load: Observable<Void>

        /// The input the screen builds from its appearance and its refresh key.
        package init(load: Observable<Void>) { self.load = load }
    }

    /// What the screen shows.
    package struct Output {
        /// "Languages · octocat/swift-rx".
        package let title: Driver<String>
        /// The languages, most code first; empty until they load.
        package let rows: Driver<[LanguageRow]>
        /// "3 languages · 12.4 KB of code", once they load.
        package let summary: Driver<String>
        /// "Loading languages…", "No code detected in octocat/swift-rx", or why nothing shows.
        package let emptyText: Driver<String>
        /// A failure and how to retry, or `nil` to clear it when the screen loads again.
        package let banner: Signal<String?>
        /// Lines of code per language, most code first, once counted; empty while loading and
        /// where the server does not count lines.
        package let lineCounts: Driver<[LineCount]>
        /// What the lines section says of itself when it has no counts: "Counting lines…", or
        /// that the server does not count them (GitHub's API counts only bytes).
        package let linesNote: Driver<String>
    }

    /// The repository, "owner/name".
    package let fullName: String
    private let service: GitHubService
    private let now: () -> Date

    /// The languages of `fullName` through `service`; `now` dates a rate limit's reset.
    package init(fullName: String, service: GitHubService, now: @escaping () -> Date = Date.init) {
        self.fullName = fullName
        self.service = service
        self.now = now
    }

    /// Builds the outputs; nothing is requested before `load` fires.
    package func transform(input: Input) -> Output {
        let (fullName, service, now) = (self.fullName, self.service, self.now)
        let loaded = LoadedOnce(load: input.load) { service.send(GitHub.languages(fullName: fullName)) }
        let answers = loaded.values
            .map { shares -> [LanguageRow] in
                // Negative sizes count as none; the total stops at Int.max.
                let total = shares.map { max(0, $0.bytes) }.saturatingSum
                return shares.map { LanguageRow(name: $0.name, bytes: $0.bytes, total: total) }
            }
            .share(replay: 1)
        // Lines are a second, optional answer: its failure is a note, not the screen's banner.
        let lines = LoadedOnce(load: input.load) { service.send(GitHub.lineCounts(fullName: fullName)) }
        return Output(
            title: .just(localized("Languages · %@", fullName)),
            rows: answers.asDriver(onErrorJustReturn: []).startWith([]),
            summary: answers.map { rows in
                guard !rows.isEmpty else { return "" }
                let total = rows.map { max(0, $0.bytes) }.saturatingSum
                let languages = rows.count == 1 ? localized("1 language") : localized("%ld languages", rows.count)
                return localized("%@ · %@ of code", languages, LanguageRow.size(total))
            }.asDriver(onErrorJustReturn: "").startWith(""),
            emptyText: loaded.emptyText(
                loading: localized("Loading languages…"),
                failed: localized("Could not load the languages — press r to try again"),
                empty: { $0.isEmpty ? localized("No code detected in %@", fullName) : nil }),
            banner: loaded.banner(now: now),
            lineCounts: Driver.merge(
                input.load.map { [LineCount]() }.asDriver(onErrorDriveWith: .empty()),
                lines.values.asDriver(onErrorDriveWith: .empty())
            ).startWith([]),
            linesNote: Driver.merge(
                input.load.map { localized("Counting lines…") }.asDriver(onErrorDriveWith: .empty()),
                lines.values.map { $0.isEmpty ? localized("No lines to count") : "" }.asDriver(
                    onErrorDriveWith: .empty()),
                lines.errors.asDriver().map { error in
                    if case GitHubError.http(404, _)? = error as? GitHubError {
                        return localized("This server does not count lines (GitHub's API counts only bytes)")
                    }
                    return localized("Could not count the lines: %@", plainErrorMessage(error))
                }
            ).startWith(localized("Counting lines…")).distinctUntilChanged()
        )
    }
}

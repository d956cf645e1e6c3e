import Foundation
import GitHubAPI
import GitHubSession
import MVVM
import RxCore
import RxUI

/// One repository row.
package struct RepositoryCellViewModel: Equatable {
    /// The repository the row shows; selecting the row opens it.
    package let repository: Repository
    /// The repository's full name, "owner/name".
    package let title: String
    /// "★ stars · language · description", with "—" for no language.
    package let detail: String

    /// The row for `repository`.
    package init(repository: Repository) {
        self.repository = repository
        title = repository.fullName
        let stars = repository.stargazersCount.map { String($0.shownCount) } ?? RelativeDate.absent
        detail = "★ \(stars) · \(repository.language ?? "—") · \(repository.description ?? "")"
    }
}

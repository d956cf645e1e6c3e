import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// One repository row.
public struct RepositoryCellViewModel: Equatable {
    /// The repository the row shows; selecting the row opens it.
    public let repository: Repository
    /// The repository's full name, "owner/name".
    public let title: String
    /// "★ stars · language · description", with "—" for no language.
    public let detail: String

    /// The row for `repository`.
    public init(repository: Repository) {
        self.repository = repository
        title = repository.fullName
        detail = "★ \(repository.stargazersCount) · \(repository.language ?? "—") · \(repository.description ?? "")"
    }
}


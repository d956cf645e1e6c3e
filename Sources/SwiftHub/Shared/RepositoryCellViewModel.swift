import Foundation
import RxCore
import RxUI
import MVVM
import GitHubAPI

/// One repository row.
public struct RepositoryCellViewModel: Equatable {
    public let repository: Repository
    public let title: String
    public let detail: String

    public init(repository: Repository) {
        self.repository = repository
        title = repository.fullName
        detail = "★ \(repository.stargazersCount) · \(repository.language ?? "—") · \(repository.description ?? "")"
    }
}


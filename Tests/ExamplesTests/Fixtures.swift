import Foundation
import Examples

struct Failure: Error, Equatable {}

enum Fixture {
    static let octocat = GitHubAccount(login: "octocat", avatarURL: "https://avatars/octocat")
    static let github = GitHubAccount(login: "github", avatarURL: "https://avatars/github", isOrganization: true)
    static let rxswift = Repository(fullName: "ReactiveX/RxSwift", summary: "Reactive Swift", stars: 24_000, owner: GitHubAccount(login: "ReactiveX", avatarURL: "https://avatars/rx", isOrganization: true))
    static let hub = Repository(fullName: "khoren93/SwiftHub", summary: "GitHub client", stars: 3_000, owner: GitHubAccount(login: "khoren93"))

    static func event(_ id: Int, actor: GitHubAccount = octocat, repository: Repository = rxswift, action: String = "starred") -> ActivityEvent {
        ActivityEvent(id: "\(id)", action: action, actor: actor, repository: repository)
    }
}

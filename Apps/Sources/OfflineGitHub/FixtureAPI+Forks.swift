import Foundation
import GitHubAPI

/// Forks made while the server runs: kept per account, found by name, listed among the
/// original's forks and the account's repositories, counted in the original's forks.
extension FixtureAPI {
    /// POST: forks `fullName` into the signed-in account; 202 with the fork, or with the one
    /// already there. One's own repository cannot be forked (422).
    func fork(_ request: FixtureRequest, fullName: String) throws -> GitHubResponse {
        let me = try account(request)
        guard let original = data.repository(fullName) else { throw Self.notFound }
        guard original.ownerLogin != me.login else {
            throw GitHubAPIError.validationFailed(
                resource: "Fork", [("owner", "invalid", "\(original.fullName) belongs to \(me.login) already")])
        }
        if let existing = data.forks(of: original.fullName)?.first(where: { $0.ownerLogin == me.login }) {
            return try json(existing, status: 202)
        }
        let now = max(Date(), data.base)
        let date = shared.mutex.withLock { state -> Date in
            let key = original.fullName.lowercased()
            let date = state.forked[me.login.lowercased(), default: [:]][key] ?? now
            state.forked[me.login.lowercased(), default: [:]][key] = date
            return date
        }
        return try json(Self.fork(of: original, by: me, at: date), status: 202)
    }

    /// The forks of `fullName`: the bundled ones, then those made while the server runs.
    func forks(of fullName: String) throws -> [Repository]? {
        guard let original = data.repository(fullName), let bundled = data.forks(of: original.fullName) else {
            return nil
        }
        return bundled + createdForks { $0 == original.fullName.lowercased() }
    }

    /// The repositories `login` owns, its forks made while the server runs last.
    func repositories(of login: String) throws -> [Repository]? {
        guard let user = data.user(login) else { return nil }
        return data.repositories(of: user.login) + createdForks(by: user.login) { _ in true }
    }

    /// A fork made while the server runs, by its full name.
    func createdFork(_ fullName: String) -> Repository? {
        let parts = fullName.lowercased().split(separator: "/")
        guard parts.count == 2 else { return nil }
        return createdForks(by: String(parts[0])) { $0.hasSuffix("/\(parts[1])") }.first
    }

    /// Forks made while the server runs of the originals `matching` picks, by `login` or by anyone.
    private func createdForks(by login: String? = nil, matching: (String) -> Bool) -> [Repository] {
        let forked = shared.mutex.withLock { $0.forked }
        return forked.keys.sorted().filter { login == nil || $0 == login?.lowercased() }.flatMap { forker in
            forked[forker, default: [:]].keys.sorted().filter(matching).compactMap { name -> Repository? in
                guard let original = data.repository(name), let owner = data.user(forker) else { return nil }
                return Self.fork(of: original, by: owner, at: forked[forker]?[name] ?? data.base)
            }
        }
    }

    private static func fork(of original: Repository, by owner: User, at date: Date) -> Repository {
        Repository(
            id: 90_000 + original.id, name: original.name, fullName: "\(owner.login)/\(original.name)", owner: owner,
            description: original.description, language: original.language, stargazersCount: 0, forksCount: 0,
            openIssuesCount: 0, createdAt: date, updatedAt: date, subscribersCount: 1, license: original.license,
            homepage: nil, defaultBranch: original.defaultBranch)
    }
}

import Foundation

extension Route {
    /// One repository.
    package static let repository = Route(.get, "/repos/{fullName}")
    /// A branch's history (`sha`), the default branch's without it.
    package static let commits = Route(.get, "/repos/{fullName}/commits")
    /// One commit with its files and their patches.
    package static let commit = Route(.get, "/repos/{fullName}/commits/{sha}")
    /// The repository's branches.
    package static let branches = Route(.get, "/repos/{fullName}/branches")
    /// Releases, newest first.
    package static let releases = Route(.get, "/repos/{fullName}/releases")
    /// Contributors, most commits first.
    package static let contributors = Route(.get, "/repos/{fullName}/contributors")
    /// The accounts that starred the repository.
    package static let stargazers = Route(.get, "/repos/{fullName}/stargazers")
    /// Forks of the repository.
    package static let forks = Route(.get, "/repos/{fullName}/forks")
    /// Forks the repository into the signed-in account (202 with the fork).
    package static let fork = Route(.post, "/repos/{fullName}/forks")
    /// The repository's README, base64-encoded.
    package static let readme = Route(.get, "/repos/{fullName}/readme")
    /// The root folder of a repository's default branch.
    package static let rootContents = Route(.get, "/repos/{fullName}/contents")
    /// A file or folder of a repository's default branch, by its path.
    package static let contents = Route(.get, "/repos/{fullName}/contents/{path*}")
    /// Bytes of code per language.
    package static let languages = Route(.get, "/repos/{fullName}/languages")
    /// Lines of code per language (the offline GitHub's; GitHub's own API counts only bytes).
    package static let lineCounts = Route(.get, "/repos/{fullName}/lines")
}

extension GitHub {
    /// The repository `fullName` ("owner/name") with its watchers, license and default branch.
    package static func repository(fullName: String) -> Endpoint<Repository> {
        .json(.repository, parameters: ["fullName": fullName])
    }

    /// Commits of `branch` (the default branch when `nil`), newest first.
    package static func commits(fullName: String, branch: String? = nil, page: Int = 1) -> Endpoint<Paged<Commit>> {
        // GitHub's `sha` takes a branch name as well as a commit: that branch's history.
        .paged(
            .commits, parameters: ["fullName": fullName],
            query: branch.map { [URLQueryItem(name: "sha", value: $0)] } ?? [], page: page)
    }

    /// The commit `sha` of `fullName` (a branch name also answers its head commit) with its
    /// ``Commit/stats`` and ``Commit/files``; a 404 ``GitHubError`` for an unknown commit.
    package static func commit(fullName: String, sha: String) -> Endpoint<Commit> {
        .json(.commit, parameters: ["fullName": fullName, "sha": sha])
    }

    /// Branches of `fullName`.
    package static func branches(fullName: String, page: Int = 1) -> Endpoint<Paged<Branch>> {
        .paged(.branches, parameters: ["fullName": fullName], page: page)
    }

    /// Releases of `fullName`, newest first, pre-releases included.
    package static func releases(fullName: String, page: Int = 1) -> Endpoint<Paged<Release>> {
        .paged(.releases, parameters: ["fullName": fullName], page: page)
    }

    /// Contributors of `fullName`, most commits first.
    package static func contributors(fullName: String, page: Int = 1) -> Endpoint<Paged<Contributor>> {
        .paged(.contributors, parameters: ["fullName": fullName], page: page)
    }

    /// Accounts that starred `fullName`.
    package static func stargazers(fullName: String, page: Int = 1) -> Endpoint<Paged<User>> {
        .paged(.stargazers, parameters: ["fullName": fullName], page: page)
    }

    /// Forks of `fullName`.
    package static func forks(fullName: String, page: Int = 1) -> Endpoint<Paged<Repository>> {
        .paged(.forks, parameters: ["fullName": fullName], page: page)
    }

    /// Forks `fullName` into the signed-in account; GitHub answers 202 with the fork (the one
    /// already there when the account forked it before).
    package static func fork(fullName: String) -> Endpoint<Repository> {
        .json(.fork, parameters: ["fullName": fullName])
    }

    /// The README of `fullName`; a 404 ``GitHubError`` when the repository has none.
    package static func readme(fullName: String) -> Endpoint<Readme> {
        .json(.readme, parameters: ["fullName": fullName])
    }

    /// The languages of `fullName`, most bytes first (GitHub answers `{"Swift": 9120, "C": 310}`).
    package static func languages(fullName: String) -> Endpoint<[LanguageShare]> {
        Endpoint(.languages, parameters: ["fullName": fullName]) { response in
            guard response.isSuccess else { throw GitHubError(response: response) }
            // Not GitHubJSON's decoder: its snake_case conversion would rewrite names such as "Vim_script".
            let bytes = try JSONDecoder().decode([String: Int].self, from: response.body)
            return bytes.map { LanguageShare(name: $0.key, bytes: $0.value) }
                .sorted { ($0.bytes, $1.name) > ($1.bytes, $0.name) }
        }
    }

    /// The folder or file at `path` in `fullName` ("" for the root): a folder's entries as
    /// GitHub lists them, or one file with its bytes; a 404 ``GitHubError`` for no such path.
    package static func contents(fullName: String, path: String) -> Endpoint<RepositoryContents> {
        let path = path.split(separator: "/").joined(separator: "/")
        return .json(path.isEmpty ? .rootContents : .contents, parameters: ["fullName": fullName, "path": path])
    }

    /// The lines of `fullName` per language, most code first. Served by the offline GitHub,
    /// which counts its files; api.github.com answers 404.
    package static func lineCounts(fullName: String) -> Endpoint<[LineCount]> {
        .json(.lineCounts, parameters: ["fullName": fullName])
    }
}

import GitHubAPI

/// What GitHub sends of an account nested in another object: its `simple-user` (id, login,
/// avatar, kind), no profile. The fixture's data keeps each account in full; these reduce the
/// data to what a client decodes from the offline GitHub, which answers in GitHub's shapes.
extension User {
    var simple: User { User(id: id, login: login, avatarUrl: avatarUrl, type: type) }
}

extension IssueComment {
    var withSimpleUser: IssueComment { IssueComment(id: id, user: user?.simple, body: body, createdAt: createdAt) }
}

extension PullRequest {
    var withSimpleUser: PullRequest {
        PullRequest(
            number: number, title: title, body: body, state: state, user: user?.simple, createdAt: createdAt,
            updatedAt: updatedAt, closedAt: closedAt, mergedAt: mergedAt, head: head, base: base)
    }
}

extension Commit {
    var withSimpleAuthor: Commit {
        Commit(sha: sha, commit: commit, author: author?.simple, stats: stats, files: files)
    }
}

extension Repository {
    /// As GitHub's `repository` shape lists it (a starred list): the owner simple, no watcher count.
    var asListed: Repository {
        Repository(
            id: id, name: name, fullName: fullName, owner: owner?.simple, description: description, language: language,
            stargazersCount: stargazersCount, forksCount: forksCount, openIssuesCount: openIssuesCount,
            createdAt: createdAt, updatedAt: updatedAt, subscribersCount: nil, license: license, homepage: homepage,
            defaultBranch: defaultBranch)
    }
}

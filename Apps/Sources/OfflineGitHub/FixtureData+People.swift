import Foundation
import GitHubAPI

/// The people around each offline repository and account: contributors, stargazers, forks,
/// organizations and starred repositories.
extension FixtureData {
    /// Two to five people, the owner (when a person) first, most commits first.
    package func contributors(of fullName: String) -> [Contributor]? {
        guard let index = index(of: fullName) else { return nil }
        let people = self.people
        let start = people.firstIndex { $0.login == repositories[index].ownerLogin } ?? index % people.count
        return (0..<(2 + index % 4)).map { k in
            let person = people[(start + k) % people.count]
            return Contributor(
                id: person.id, login: person.login, avatarUrl: person.avatarUrl,
                contributions: 420 / (k + 1) - index % 7)
        }
    }

    /// The people who starred `fullName` in the bundled data (the server adds stars given while it runs).
    package func stargazers(of fullName: String) -> [User]? {
        guard let index = index(of: fullName) else { return nil }
        return stargazers(ofIndex: index)
    }

    /// None to all six people, by the repository's position: its `stargazers_count`.
    func stargazers(ofIndex index: Int) -> [User] {
        let people = self.people
        return (0..<((index * 5 + 3) % (people.count + 1))).map { people[(index + $0) % people.count] }
    }

    /// Forks by people other than the owner, the newest first as GitHub lists them; each can
    /// be opened as a repository.
    package func forks(of fullName: String) -> [Repository]? {
        guard let index = index(of: fullName) else { return nil }
        return forks(ofIndex: index)
    }

    func forks(ofIndex index: Int) -> [Repository] {
        let original = repositories[index]
        return people.enumerated().filter { $0.element.login != original.ownerLogin && ($0.offset + index) % 3 == 0 }
            .map { offset, person in
                Repository(
                    id: 20_000 + index * 10 + offset, name: original.name, fullName: "\(person.login)/\(original.name)",
                    owner: person,
                    description: original.description, language: original.language, stargazersCount: 0, forksCount: 0,
                    openIssuesCount: 0,
                    createdAt: min(
                        (original.createdAt ?? .distantPast).addingTimeInterval(Double(offset + 1) * 86_400),
                        base.addingTimeInterval(-Double(offset + 1) * 3_600)),
                    updatedAt: (original.updatedAt ?? .distantPast).addingTimeInterval(-Double(offset) * 86_400),
                    subscribersCount: 1, license: original.license, homepage: nil, defaultBranch: original.defaultBranch
                )
            }
            .sorted { ($0.createdAt ?? .distantPast, $0.id) > ($1.createdAt ?? .distantPast, $1.id) }
    }

    /// The organizations `login` belongs to: each person one, eun-ji both.
    package func organizations(of login: String) -> [Organization]? {
        guard let user = user(login) else { return nil }
        let people = self.people
        guard let index = people.firstIndex(where: { $0.login == user.login }) else { return [] }
        let organizations = users.filter(\.isOrganization)
        let memberships = user.login == "eun-ji" ? organizations : [organizations[index % organizations.count]]
        return memberships.compactMap { organization($0.login)?.short }
    }

    /// The organization `login` in full (`GET /orgs/{org}`); `nil` for a person or an unknown login.
    /// It was founded years before the data's time, its profile changed a day before it.
    package func organization(_ login: String) -> Organization? {
        guard let account = user(login), account.isOrganization else { return nil }
        let order = users.filter(\.isOrganization).firstIndex { $0.login == account.login } ?? 0
        return Organization(
            id: account.id, login: account.login, nodeId: Self.nodeID(type: "Organization", id: account.id),
            avatarUrl: account.avatarUrl, description: account.bio, name: account.name, company: account.company,
            blog: account.blog, location: account.location, email: nil, type: account.type,
            publicRepos: account.publicRepos, publicGists: 0, followers: account.followers, following: 0,
            hasOrganizationProjects: true, hasRepositoryProjects: true,
            createdAt: base.addingTimeInterval(-Double(1_500 + order * 400) * 86_400),
            updatedAt: base.addingTimeInterval(-Double(order + 1) * 86_400))
    }

    /// GitHub's global id of an object of `type` (its REST `node_id`): the Base64 of
    /// "0", the type name's length, ":", the type name and the numeric id.
    static func nodeID(type: String, id: Int) -> String {
        Data("0\(type.count):\(type)\(id)".utf8).base64EncodedString()
    }

    /// The repositories `login` starred in the bundled data.
    package func starredRepositories(of login: String) -> [Repository]? {
        guard let user = user(login) else { return nil }
        guard let person = people.firstIndex(where: { $0.login == user.login }) else { return [] }
        return repositories.indices.filter { ($0 + person) % 7 == 0 }.map { repositories[$0] }
    }
}

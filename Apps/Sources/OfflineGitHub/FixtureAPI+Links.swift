import Foundation
import GitHubAPI

/// GitHub's links on the objects it answers: `url` (where the API serves the object, on the
/// server that answered) and `html_url` (its page on github.com), and the other links GitHub
/// documents that clients follow (a pull request's `issue_url`, a comment's `issue_url`, a
/// changed file's `blob_url`, `raw_url` and `contents_url`, a file's `download_url`, a release's
/// `url` and `html_url`, a label's `url`, a branch's `protection_url` and its tip's `url`). A client
/// such as PyGithub builds every further request from them ("contains no URL" without).
extension FixtureAPI {
    static let webBase = "https://github.com"

    /// Where the links of one object point: the repository and item the request is about.
    private struct LinkContext {
        var fullName: String?
        var number: Int?
        var ref: String?
        /// Whether an account is an organization as `/orgs/{org}` serves it (links under `/orgs/`).
        var isOrganization = false
    }

    /// `response` with the links added to each object of its JSON body that lacks them; any
    /// other answer unchanged. When `accountsAreOrganizations`, the accounts at the top of the
    /// body get an organization's links (`/orgs/LOGIN`, its `repos_url`, `members_url`, …).
    func withLinks(
        _ response: GitHubResponse, for request: FixtureRequest, accountsAreOrganizations: Bool = false
    ) -> GitHubResponse {
        guard (200..<300).contains(response.status), !response.body.isEmpty, let value = JSONValue(data: response.body)
        else { return response }
        let parameters = request.parameters
        let context = LinkContext(
            fullName: parameters["fullName"], number: parameters["number"].flatMap(Int.init), ref: parameters["sha"],
            isOrganization: accountsAreOrganizations)
        let api =
            request.baseURL.absoluteString.hasSuffix("/")
            ? String(request.baseURL.absoluteString.dropLast()) : request.baseURL.absoluteString
        let linked = link(value, context, api: api)
        guard linked != value else { return response }
        var answer = response
        answer.body = linked.data
        return answer
    }

    private func link(_ value: JSONValue, _ outer: LinkContext, api: String) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map { link($0, outer, api: api) })
        case .object(let members):
            let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let linked = link(object: fields, outer, api: api)
            // Members as the encoder sorts them, the added links among them.
            return .object(linked.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
        default: return value
        }
    }

    private func link(object: [String: JSONValue], _ outer: LinkContext, api: String) -> [String: JSONValue] {
        var fields = object
        var context = outer
        // Only the top-level objects are organizations; what they hold is linked as usual.
        context.isOrganization = false
        func add(_ name: String, _ value: String?) {
            if fields[name] == nil, let value { fields[name] = .string(value) }
        }
        if let repositoryURL = fields["repository_url"]?.stringValue, let range = repositoryURL.range(of: "/repos/") {
            context.fullName = String(repositoryURL[range.upperBound...])
        }
        if let id = fields["id"]?.stringValue, fields["subject"] != nil, fields["reason"] != nil {
            // A notification thread.
            add("url", api + Route.markNotificationRead.path(["id": id]))
        }
        if case .object(let members)? = fields["repository"], fields["path"] != nil, fields["name"] != nil,
            let fullName = members.first(where: { $0.key == "full_name" })?.value.stringValue
        {
            // A code search result: a file of the repository it names.
            context.fullName = fullName
        }
        if let fullName = fields["full_name"]?.stringValue, fields["owner"] != nil {
            // A repository.
            context = LinkContext(fullName: fullName)
            add("url", api + Route.repository.path(["fullName": fullName]))
            add("html_url", Self.webBase + "/" + fullName)
        } else if let login = fields["login"]?.stringValue, fields["avatar_url"] != nil, outer.isOrganization {
            // An organization: its API links, and its page in the full form (`type` given).
            let organization = api + Route.organization.path(["login": login])
            add("url", organization)
            add("repos_url", organization + "/repos")
            add("events_url", organization + "/events")
            add("hooks_url", organization + "/hooks")
            add("issues_url", organization + "/issues")
            add("members_url", organization + "/members{/member}")
            add("public_members_url", organization + "/public_members{/member}")
            if fields["type"] != nil { add("html_url", Self.webBase + "/" + PathSegment.encode(login)) }
        } else if let login = fields["login"]?.stringValue, fields["avatar_url"] != nil, fields["display_login"] == nil
        {
            // An account (an event's `actor` has its `url` and no more).
            add("url", api + Route.user.path(["login": login]))
            add("html_url", Self.webBase + "/" + PathSegment.encode(login))
        } else if let fullName = context.fullName {
            linkRepositoryItem(&fields, &context, fullName: fullName, api: api)
        }
        for (name, value) in fields {
            switch value {
            case .object, .array: fields[name] = link(value, context, api: api)
            default: break
            }
        }
        return fields
    }

    /// The links of an object inside repository `fullName`: an issue, a pull request, a
    /// comment, a commit and its files, a file or folder.
    private func linkRepositoryItem(
        _ fields: inout [String: JSONValue], _ context: inout LinkContext, fullName: String, api: String
    ) {
        func add(_ name: String, _ value: String?) {
            if fields[name] == nil, let value { fields[name] = .string(value) }
        }
        let repositoryAPI = api + Route.repository.path(["fullName": fullName])
        let repositoryWeb = Self.webBase + "/" + fullName
        if let number = fields["number"]?.intValue, fields["title"] != nil {
            context.number = number
            let issueURL = api + Route.issue.path(["fullName": fullName, "number": "\(number)"])
            if fields["head"] != nil {
                // A pull request.
                add("url", api + Route.pullRequest.path(["fullName": fullName, "number": "\(number)"]))
                add("html_url", repositoryWeb + "/pull/\(number)")
                add("issue_url", issueURL)
                add("comments_url", issueURL + "/comments")
            } else {
                add("url", issueURL)
                add("html_url", repositoryWeb + (fields["pull_request"] != nil ? "/pull/" : "/issues/") + "\(number)")
                add("comments_url", issueURL + "/comments")
                add("repository_url", repositoryAPI)
            }
            if case .array(let labels)? = fields["labels"] {
                // Each label at `/repos/O/N/labels/NAME` (GitHub gives a label no `html_url`).
                fields["labels"] = .array(
                    labels.map { label in
                        guard let name = label.member("name")?.stringValue else { return label }
                        return label.adding("url", repositoryAPI + "/labels/" + PathSegment.encode(name))
                    })
            }
        } else if let id = fields["id"]?.intValue, let tag = fields["tag_name"]?.stringValue {
            // A release: its page is its tag's.
            add("url", repositoryAPI + "/releases/\(id)")
            add("html_url", repositoryWeb + "/releases/tag/" + PathSegment.encode(tag))
        } else if let name = fields["name"]?.stringValue, fields["protected"] != nil, let tip = fields["commit"] {
            // A branch: its protection, and its tip commit's `url` (GitHub's list gives no `html_url`).
            add("protection_url", repositoryAPI + "/branches/" + PathSegment.encode(name) + "/protection")
            if let sha = tip.member("sha")?.stringValue {
                fields["commit"] = tip.adding("url", api + Route.commit.path(["fullName": fullName, "sha": sha]))
            }
        } else if let id = fields["id"]?.intValue, fields["body"] != nil, fields["user"] != nil {
            // An issue or pull-request comment.
            add("url", repositoryAPI + "/issues/comments/\(id)")
            if let number = context.number {
                add("html_url", repositoryWeb + "/issues/\(number)#issuecomment-\(id)")
                add("issue_url", api + Route.issue.path(["fullName": fullName, "number": "\(number)"]))
            }
        } else if let sha = fields["sha"]?.stringValue, fields["commit"] != nil {
            // A commit; its files are at it.
            context.ref = sha
            add("url", api + Route.commit.path(["fullName": fullName, "sha": sha]))
            add("html_url", repositoryWeb + "/commit/" + sha)
        } else if let filename = fields["filename"]?.stringValue, fields["status"] != nil {
            // A file a commit or pull request changes.
            let ref = context.ref ?? "HEAD"
            let encoded = Route.contents.path(["fullName": fullName, "path": filename])
            let relative = encoded.dropFirst(Route.rootContents.path(["fullName": fullName]).count)
            add("blob_url", repositoryWeb + "/blob/" + ref + relative)
            add("raw_url", repositoryWeb + "/raw/" + ref + relative)
            add("contents_url", api + encoded + "?ref=" + ref)
        } else if let path = fields["path"]?.stringValue, fields["size"] != nil || fields["repository"] != nil {
            // A file or folder (a listing's entry, one file, the README, a code search result).
            let type = fields["type"]?.stringValue ?? "file"
            let encoded = Route.contents.path(["fullName": fullName, "path": path])
            let relative = encoded.dropFirst(Route.rootContents.path(["fullName": fullName]).count)
            let branch = data.repository(fullName)?.defaultBranch ?? "main"
            add("url", api + encoded)
            add("html_url", repositoryWeb + (type == "dir" ? "/tree/" : "/blob/") + branch + relative)
            if type == "file", fields["size"] != nil {
                add("download_url", "https://raw.githubusercontent.com/" + fullName + "/" + branch + relative)
            }
        }
    }
}

extension JSONValue {
    fileprivate var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    fileprivate var intValue: Int? { if case .number(let text) = self { Int(text) } else { nil } }

    /// An object's member `key`; `nil` for another value or a missing member.
    fileprivate func member(_ key: String) -> JSONValue? {
        if case .object(let members) = self { members.first { $0.key == key }?.value } else { nil }
    }

    /// An object with string member `key` added when it has none; any other value unchanged.
    fileprivate func adding(_ key: String, _ value: String) -> JSONValue {
        guard case .object(let members) = self, member(key) == nil else { return self }
        return .object((members + [(key: key, value: .string(value))]).sorted { $0.key < $1.key })
    }
}

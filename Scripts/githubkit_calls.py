"""Calls check-github-schema.py makes with githubkit's own client (`githubkit.GitHub`), as a
program written for api.github.com would: each answer is parsed into githubkit's full models
for version 2022-11-28 (`response.parsed_data`) and the call reads nested fields of them — an
account inside a repository inside a notification, a pull request's head repository, a
commit's tree. A call passes when its answer parses and what it reads is what the offline
GitHub's data holds."""

import time

import githubkit

OWNER, NAME = "octocat", "swift-rx"
# Lists are read a few items at a time: what is checked is the models, not the data's size.
PAGE = 5


def _expect(actual, expected, what):
    if actual != expected:
        raise AssertionError("%s is %r, not %r" % (what, actual, expected))


def _calls(rest):
    """(name, function) pairs; each function returns a short line of what it read."""

    def repository():
        repo = rest.repos.get(OWNER, NAME).parsed_data
        _expect(repo.owner.login, OWNER, "owner.login")
        _expect(repo.full_name, OWNER + "/" + NAME, "full_name")
        return "%s ★%d owner %s (%s) license %s, %d forks, default %s" % (
            repo.full_name, repo.stargazers_count, repo.owner.login, repo.owner.type,
            repo.license_.spdx_id if repo.license_ else None, repo.forks_count, repo.default_branch)

    def user():
        account = rest.users.get_by_username("eun-ji").parsed_data
        _expect(account.login, "eun-ji", "login")
        return "%s (%s) %d repos, created %s, blog %r" % (
            account.login, account.name, account.public_repos, account.created_at.year, account.blog)

    def authenticated():
        account = rest.users.get_authenticated().parsed_data
        _expect(account.login, OWNER, "login")
        return "%s plan %s, %d private repos" % (account.login, account.plan.name, account.total_private_repos)

    def own_repositories():
        repos = rest.repos.list_for_authenticated_user(per_page=PAGE).parsed_data
        first = repos[0]
        return "%d repositories, first %s pull=%s" % (len(repos), first.full_name, first.permissions.pull)

    def issues():
        items = rest.issues.list_for_repo(OWNER, NAME, state="all", per_page=PAGE).parsed_data
        labelled = next(issue for issue in items if issue.labels)
        label = labelled.labels[0]
        return "%d issues, #%d by %s, label %s" % (
            len(items), labelled.number, labelled.user.login if labelled.user else None,
            label if isinstance(label, str) else label.name)

    def issue_and_comments():
        issue = rest.issues.get(OWNER, NAME, 1).parsed_data
        comments = rest.issues.list_comments(OWNER, NAME, 1, per_page=PAGE).parsed_data
        _expect(issue.number, 1, "number")
        return "#%d %s, reactions %d, %d comments by %s" % (
            issue.number, issue.state, issue.reactions.total_count, len(comments),
            ", ".join(sorted({c.user.login for c in comments if c.user})))

    def pull_request():
        pulls = rest.pulls.list(OWNER, NAME, state="all", per_page=PAGE).parsed_data
        pull = rest.pulls.get(OWNER, NAME, pulls[0].number).parsed_data
        files = rest.pulls.list_files(OWNER, NAME, pull.number).parsed_data
        _expect(pull.changed_files, len(files), "changed_files")
        return "#%d %s → %s (%s), +%d −%d in %d files" % (
            pull.number, pull.head.label, pull.base.ref, pull.head.repo.full_name if pull.head.repo else None,
            pull.additions, pull.deletions, len(files))

    def commits():
        listed = rest.repos.list_commits(OWNER, NAME, per_page=PAGE).parsed_data
        commit = rest.repos.get_commit(OWNER, NAME, listed[0].sha).parsed_data
        return "%d commits, %s by %s, tree %s…, %d files" % (
            len(listed), commit.sha[:7], commit.commit.author.name if commit.commit.author else None,
            commit.commit.tree.sha[:7], len(commit.files or []))

    def contents():
        readme = rest.repos.get_readme(OWNER, NAME).parsed_data
        root = rest.repos.get_content(OWNER, NAME, "").parsed_data
        return "README %s (%d bytes, %s), root holds %d entries" % (
            readme.path, readme.size, readme.links.html is not None, len(root))

    def lists():
        events = rest.activity.list_public_events_for_user(OWNER, per_page=PAGE).parsed_data
        received = rest.activity.list_received_events_for_user(OWNER, per_page=PAGE).parsed_data
        stargazers = rest.activity.list_stargazers_for_repo(OWNER, NAME, per_page=PAGE).parsed_data
        forks = rest.repos.list_forks(OWNER, NAME, per_page=PAGE).parsed_data
        return "%d public events (first %s in %s), %d received, %d stargazers, %d forks" % (
            len(events), events[0].type, events[0].repo.name, len(received), len(stargazers), len(forks))

    def searches():
        repos = rest.search.repos(q="swift", per_page=PAGE).parsed_data
        issues = rest.search.issues_and_pull_requests(q="a", per_page=PAGE).parsed_data
        users = rest.search.users(q="o", per_page=PAGE).parsed_data
        code = rest.search.code(q="swift", per_page=PAGE).parsed_data
        item = code.items[0]
        return "%d repositories (top %s by %s), %d issues, %d users, %d code (%s in %s)" % (
            repos.total_count, repos.items[0].full_name, repos.items[0].owner.login if repos.items[0].owner else None,
            issues.total_count, users.total_count, code.total_count, item.path, item.repository.full_name)

    def notifications():
        threads = rest.activity.list_notifications_for_authenticated_user(all_=True, per_page=PAGE).parsed_data
        thread = threads[0]
        return "%d threads, %s on %s (owner %s): %s" % (
            len(threads), thread.reason, thread.repository.full_name, thread.repository.owner.login,
            thread.subject.type)

    def organization():
        org = rest.orgs.get("reactivex").parsed_data
        members = rest.orgs.list_for_user(OWNER).parsed_data
        return "%s (%s) %d public repos; %s in %d" % (org.login, org.name, org.public_repos, OWNER, len(members))

    def rate_limit():
        limits = rest.rate_limit.get().parsed_data
        return "core %d of %d, search %d" % (
            limits.resources.core.remaining, limits.resources.core.limit, limits.resources.search.limit)

    return [
        ("rest.repos.get", repository),
        ("rest.users.get_by_username", user),
        ("rest.users.get_authenticated", authenticated),
        ("rest.repos.list_for_authenticated_user", own_repositories),
        ("rest.issues.list_for_repo", issues),
        ("rest.issues.get + list_comments", issue_and_comments),
        ("rest.pulls.list + get + list_files", pull_request),
        ("rest.repos.list_commits + get_commit", commits),
        ("rest.repos.get_readme + get_content", contents),
        ("rest.activity events, stargazers; rest.repos.list_forks", lists),
        ("rest.search.repos, issues, users, code", searches),
        ("rest.activity.list_notifications_for_authenticated_user", notifications),
        ("rest.orgs.get + list_for_user", organization),
        ("rest.rate_limit.get", rate_limit),
    ]


def run(base, token):
    """(passed, failures): every call against the server at `base`, signed in with `token`."""
    client = githubkit.GitHub(token, base_url=base + "/", auto_retry=False, http_cache=False)
    rest = client.rest("2022-11-28")
    passed, failures = 0, []
    for name, call in _calls(rest):
        try:
            started = time.time()
            line = call()
            print("githubkit %s (%.1f s): %s" % (name, time.time() - started, line))
            passed += 1
        except Exception as error:  # a parse error, an HTTP error, a wrong value: each is a failure
            failures.append("githubkit %s: %s: %s" % (name, type(error).__name__, str(error)[:400]))
    return passed, failures

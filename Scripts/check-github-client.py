#!/usr/bin/env python3
"""Runs a real GitHub client library, PyGithub 2.x from PyPI, against the offline GitHub
(`github-fixture-server`) and checks every answer it gets for the resources the server serves.

    Scripts/check-github-client.py            # venv in /tmp/github-client-check, server built if needed
    Scripts/check-github-client.py --venv DIR --server PATH/TO/github-fixture-server

It creates a virtual environment, installs PyGithub into it with pip (a missing or unreachable
package registry fails the run loudly), builds and starts the fixture server on a free loopback
port, runs 48 typical PyGithub calls (users, organizations and their repositories,
repositories, issues and pull requests with state=all, their comments and files, contents,
commits, search, stargazers, subscribers, forks, the rate limit, notifications, the device flow)
and prints `N passed, M failed` with each failure. It exits non-zero when any call fails.
"""

import argparse
import os
import re
import subprocess
import sys
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECK_MARKER = "--inside-venv"


def setup(args):
    """Creates the venv, installs PyGithub, builds the server; re-runs this script inside the venv."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import check_venv

    python = check_venv.prepare(args.venv, ["PyGithub>=2,<3"], what="PyGithub")
    if args.install_only:
        return 0
    server = args.server
    if server is None:
        apps = os.path.join(REPOSITORY, "Apps")
        subprocess.run(["swift", "build", "--package-path", apps, "--product", "github-fixture-server"], check=True)
        bin_path = subprocess.run(
            ["swift", "build", "--package-path", apps, "--show-bin-path"], check=True, capture_output=True, text=True
        ).stdout.strip()
        server = os.path.join(bin_path, "github-fixture-server")
    return subprocess.run([python, os.path.abspath(__file__), CHECK_MARKER, server]).returncode


def start_server(path):
    """Starts the server on a free port (it picks one with --port 0) and returns (process, base URL)."""
    process = subprocess.Popen(
        [path, "--port", "0", "--approve-device-codes-after", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    deadline = time.time() + 30
    while time.time() < deadline:
        line = process.stdout.readline()
        match = re.search(r"Serving the offline GitHub on (http://127\.0\.0\.1:\d+)", line)
        if match:
            return process, match.group(1)
        if not line and process.poll() is not None:
            break
    process.kill()
    sys.exit("error: the fixture server did not start")


def calls(github, base):
    """The calls: (description, function returning None when right or raising/asserting when wrong)."""
    import github as pygithub  # noqa: F401  (imported inside the venv only)
    import json
    import urllib.parse
    import urllib.request

    checks = []

    def check(name):
        def register(function):
            checks.append((name, function))
            return function

        return register

    def same(actual, expected, what):
        assert actual == expected, "%s: %r, expected %r" % (what, actual, expected)

    def has_url(item, path):
        assert item.url is not None, "%s has no url" % type(item).__name__
        same(urllib.parse.urlparse(item.url).path, path, "url path")

    repo_name = "octocat/swift-rx"

    @check("get_user() (signed in)")
    def _():
        same(github.get_user().login, "octocat", "login")

    @check("get_user('alice') with name, followers")
    def _():
        user = github.get_user("alice")
        same(user.login, "alice", "login")
        assert user.followers >= 0 and user.name
        has_url(user, "/users/alice")

    @check("user.get_repos()")
    def _():
        names = [r.full_name for r in github.get_user("octocat").get_repos()]
        assert repo_name in names, names

    @check("user.get_followers() and get_following()")
    def _():
        user = github.get_user("octocat")
        same(len(list(user.get_followers())), user.followers, "followers")
        same(len(list(user.get_following())), user.following, "following")

    @check("user.get_starred()")
    def _():
        list(github.get_user("octocat").get_starred())

    @check("user.get_repos(sort='created', direction='asc')")
    def _():
        repos = list(github.get_user("octocat").get_repos(sort="created", direction="asc"))
        dates = [r.created_at for r in repos]
        assert len(dates) > 1 and dates == sorted(dates), dates

    @check("user.get_orgs() opens each organization through its url")
    def _():
        orgs = list(github.get_user("eun-ji").get_orgs())
        same([o.login for o in orgs], ["reactivex", "swift-lang"], "logins")
        has_url(orgs[0], "/orgs/reactivex")
        same(orgs[0].name, "ReactiveX", "name (read from the organization's url)")

    @check("get_organization() in full")
    def _():
        org = github.get_organization("reactivex")
        same(org.login, "reactivex", "login")
        same(org.type, "Organization", "type")
        assert org.public_repos > 0 and org.followers >= 0 and org.created_at and org.description, org.raw_data
        has_url(org, "/orgs/reactivex")
        same(org.html_url, "https://github.com/reactivex", "html_url")
        same(urllib.parse.urlparse(org.repos_url).path, "/orgs/reactivex/repos", "repos_url path")

    @check("org.get_repos() newest first, and sort='full_name'")
    def _():
        org = github.get_organization("reactivex")
        repos = list(org.get_repos())
        same(len(repos), org.public_repos, "repositories")
        assert all(r.owner.login == "reactivex" for r in repos), [r.full_name for r in repos]
        dates = [r.created_at for r in repos]
        same(dates, sorted(dates, reverse=True), "created_at order")
        names = [r.full_name for r in org.get_repos(sort="full_name")]
        same(names, sorted(names), "full_name order")

    @check("org.get_events()")
    def _():
        events = list(github.get_organization("reactivex").get_events()[:5])
        assert events and all(e.repo.name.startswith("reactivex/") for e in events), events

    @check("unknown organization is UnknownObjectException (404)")
    def _():
        try:
            github.get_organization("octocat")
        except pygithub.UnknownObjectException as error:
            same(error.status, 404, "status")
            same(error.data.get("message"), "Not Found", "message")
            return
        raise AssertionError("no 404")

    @check("get_repo() with owner, counts, default branch")
    def _():
        repo = github.get_repo(repo_name)
        same(repo.full_name, repo_name, "full_name")
        same(repo.owner.login, "octocat", "owner")
        assert repo.stargazers_count >= 0 and repo.default_branch
        has_url(repo, "/repos/" + repo_name)
        assert repo.html_url == "https://github.com/" + repo_name, repo.html_url

    @check("full objects: node_id, site_admin, clone_url, pushed_at, merged, additions, user's created_at")
    def _():
        repo = github.get_repo(repo_name)
        assert repo.node_id and repo.owner.node_id, (repo.node_id, repo.owner.node_id)
        same(repo.owner.site_admin, False, "owner.site_admin")
        same(repo.clone_url, "https://github.com/%s.git" % repo_name, "clone_url")
        assert repo.pushed_at and repo.watchers_count >= 0 and repo.network_count >= 0 and repo.visibility
        same(repo.permissions.pull, True, "permissions.pull")
        user = github.get_user("alice")
        assert user.created_at and user.public_gists == 0 and user.node_id, user.raw_data
        pull = repo.get_pulls(state="all")[0]
        full = repo.get_pull(pull.number)
        assert full.merged in (True, False) and full.additions >= 0 and full.changed_files >= 0, full.raw_data
        same(full.head.repo.full_name, repo_name, "head.repo.full_name")
        commit = repo.get_commits()[0]
        assert commit.commit.committer.date and commit.commit.tree.sha, commit.raw_data
        assert list(github.get_user().get_repos()), "GET /user/repos"
        events = list(github.get_user("octocat").get_public_events())
        assert events and all(e.repo.name for e in events), "GET /users/octocat/events/public"

    @check("repo.get_issues(state='all') spans both states")
    def _():
        states = {i.state for i in github.get_repo(repo_name).get_issues(state="all")}
        same(states, {"open", "closed"}, "states")

    @check("repo.get_issues(state='closed')")
    def _():
        assert all(i.state == "closed" for i in github.get_repo(repo_name).get_issues(state="closed"))

    @check("repo.get_issues() pages past 30 through Link")
    def _():
        issues = list(github.get_repo(repo_name).get_issues(state="all"))
        assert len(issues) > 30, len(issues)
        same(len({i.number for i in issues}), len(issues), "distinct numbers")

    @check("repo.get_issue(n) with url and html_url")
    def _():
        number = github.get_repo(repo_name).get_issues(state="all")[0].number
        issue = github.get_repo(repo_name).get_issue(number)
        same(issue.number, number, "number")
        has_url(issue, "/repos/%s/issues/%d" % (repo_name, number))
        same(issue.html_url, "https://github.com/%s/issues/%d" % (repo_name, number), "html_url")

    @check("issue.get_comments()")
    def _():
        for issue in github.get_repo(repo_name).get_issues(state="all"):
            if issue.comments:
                comments = list(issue.get_comments())
                same(len(comments), issue.comments, "comments")
                assert comments[0].user.login and comments[0].body
                has_url(comments[0], "/repos/%s/issues/comments/%d" % (repo_name, comments[0].id))
                return
        raise AssertionError("no issue has comments")

    @check("issue.create_comment() answers the comment with its url")
    def _():
        issue = github.get_repo(repo_name).get_issues()[0]
        comment = issue.create_comment("From PyGithub")
        same(comment.body, "From PyGithub", "body")
        same(comment.user.login, "octocat", "author")
        has_url(comment, "/repos/%s/issues/comments/%d" % (repo_name, comment.id))

    @check("repo.create_issue()")
    def _():
        issue = github.get_repo(repo_name).create_issue(title="Filed by PyGithub", body="Body")
        same(issue.title, "Filed by PyGithub", "title")
        same(issue.state, "open", "state")

    @check("repo.get_pulls(state='all') spans both states")
    def _():
        states = {p.state for p in github.get_repo(repo_name).get_pulls(state="all")}
        same(states, {"open", "closed"}, "states")

    @check("repo.get_pull(n) and pull.get_files()")
    def _():
        pull = github.get_repo(repo_name).get_pulls(state="all")[0]
        pull = github.get_repo(repo_name).get_pull(pull.number)
        files = list(pull.get_files())
        assert files and files[0].filename, files
        has_url(pull, "/repos/%s/pulls/%d" % (repo_name, pull.number))

    @check("pull.get_issue_comments()")
    def _():
        pull = github.get_repo(repo_name).get_pulls(state="all")[0]
        list(pull.get_issue_comments())

    @check("repo.get_commits() and a commit's files")
    def _():
        commit = github.get_repo(repo_name).get_commits()[0]
        assert commit.sha and commit.commit.message
        has_url(commit, "/repos/%s/commits/%s" % (repo_name, commit.sha))
        files = commit.files
        assert files and all(f.filename and f.status for f in files), files
        assert files[0].blob_url and files[0].raw_url, "no blob_url/raw_url"

    @check("repo.get_commit(sha) with stats")
    def _():
        sha = github.get_repo(repo_name).get_commits()[0].sha
        commit = github.get_repo(repo_name).get_commit(sha)
        same(commit.sha, sha, "sha")
        same(commit.stats.total, commit.stats.additions + commit.stats.deletions, "total")

    @check("repo.get_branches()")
    def _():
        assert [b.name for b in github.get_repo(repo_name).get_branches()]

    @check("repo.get_releases()")
    def _():
        list(github.get_repo(repo_name).get_releases())

    @check("repo.get_contributors()")
    def _():
        assert [c.login for c in github.get_repo(repo_name).get_contributors()]

    @check("repo.get_languages()")
    def _():
        assert github.get_repo(repo_name).get_languages()

    @check("repo.get_readme() decoded")
    def _():
        readme = github.get_repo(repo_name).get_readme()
        assert readme.decoded_content.startswith(b"#"), readme.decoded_content[:40]

    @check("repo.get_contents('') lists the root (GET contents/)")
    def _():
        names = [c.path for c in github.get_repo(repo_name).get_contents("")]
        assert "README.md" in names and "Sources" in names, names

    @check("repo.get_contents('Package.swift') decoded")
    def _():
        file = github.get_repo(repo_name).get_contents("Package.swift")
        assert file.decoded_content.startswith(b"// swift-tools-version"), file.decoded_content[:40]

    @check("a listed file's decoded_content (through its url)")
    def _():
        entry = [c for c in github.get_repo(repo_name).get_contents("") if c.path == "README.md"][0]
        assert entry.decoded_content.startswith(b"#")

    @check("repo.get_contents('Sources') lists a folder")
    def _():
        assert github.get_repo(repo_name).get_contents("Sources")

    @check("repo.get_stargazers()")
    def _():
        repo = github.get_repo(repo_name)
        same(len(list(repo.get_stargazers())), repo.stargazers_count, "stargazers")

    @check("repo.get_subscribers()")
    def _():
        repo = github.get_repo(repo_name)
        logins = [u.login for u in repo.get_subscribers()]
        assert "octocat" in logins, logins
        same(len(logins), repo.subscribers_count, "subscribers")

    @check("repo.get_forks() newest first")
    def _():
        dates = [f.created_at for f in github.get_repo("alice/swift-mvvm").get_forks()]
        assert len(dates) > 1 and dates == sorted(dates, reverse=True), dates

    @check("star, has_in_starred, unstar")
    def _():
        me = github.get_user()
        repo = github.get_repo("alice/" + github.get_user("alice").get_repos()[0].name)
        me.add_to_starred(repo)
        assert me.has_in_starred(repo)
        me.remove_from_starred(repo)
        assert not me.has_in_starred(repo)

    @check("follow, has_in_following, unfollow")
    def _():
        me = github.get_user()
        alice = github.get_user("alice")
        me.add_to_following(alice)
        assert me.has_in_following(alice)
        me.remove_from_following(alice)
        assert not me.has_in_following(alice)

    @check("search_repositories()")
    def _():
        result = github.search_repositories("swift")
        assert result.totalCount > 0 and result[0].full_name

    @check("search_users()")
    def _():
        assert github.search_users("alice").totalCount > 0

    @check("search_issues() with state")
    def _():
        result = github.search_issues("repo:%s is:issue is:open" % repo_name)
        assert result.totalCount > 0 and all(i.state == "open" for i in result[:5])

    @check("search_code()")
    def _():
        result = github.search_code("import repo:%s" % repo_name)
        assert result.totalCount > 0 and result[0].path
        assert result[0].html_url.startswith("https://github.com/%s/blob/" % repo_name), result[0].html_url

    @check("get_rate_limit()")
    def _():
        limits = github.get_rate_limit()
        core = limits.resources.core
        assert core.limit > 0 and 0 <= core.remaining <= core.limit, (core.limit, core.remaining)

    @check("get_user().get_notifications(all=True) and mark read")
    def _():
        me = github.get_user()
        threads = list(me.get_notifications(all=True))
        assert threads and threads[0].repository.full_name
        threads[0].mark_as_read()

    @check("unknown repository is UnknownObjectException (404)")
    def _():
        try:
            github.get_repo("octocat/no-such-repository")
        except pygithub.UnknownObjectException as error:
            same(error.status, 404, "status")
            return
        raise AssertionError("no 404")

    @check("bad token is BadCredentialsException (401)")
    def _():
        other = pygithub.Github(auth=pygithub.Auth.Token("wrong"), base_url=base)
        try:
            other.get_user().login
        except pygithub.BadCredentialsException as error:
            same(error.status, 401, "status")
            return
        raise AssertionError("no 401")

    @check("device flow with a form-encoded body (RFC 8628)")
    def _():
        def post(path, fields):
            request = urllib.request.Request(
                base + path,
                data=urllib.parse.urlencode(fields).encode(),
                headers={"Accept": "application/json", "Content-Type": "application/x-www-form-urlencoded"},
            )
            with urllib.request.urlopen(request) as answer:
                return json.load(answer)

        code = post("/login/device/code", {"client_id": "pygithub-check", "scope": "repo"})
        assert code.get("device_code") and code.get("user_code"), code
        token = post(
            "/login/oauth/access_token",
            {
                "client_id": "pygithub-check",
                "device_code": code["device_code"],
                "grant_type": "urn:ietf:params:oauth:grant-type:device_code",
            },
        )
        assert token.get("access_token"), token
        signed_in = pygithub.Github(auth=pygithub.Auth.Token(token["access_token"]), base_url=base)
        same(signed_in.get_user().login, "octocat", "login")

    return checks


def check(server):
    import github as pygithub

    process, base = start_server(server)
    try:
        github = pygithub.Github(auth=pygithub.Auth.Token("fixture-octocat"), base_url=base, retry=None)
        passed, failed = [], []
        for name, function in calls(github, base):
            try:
                function()
                passed.append(name)
                print("ok    " + name)
            except Exception as error:  # every failure is reported, none stops the run
                failed.append((name, error))
                print("FAIL  %s: %s: %s" % (name, type(error).__name__, error))
        print("%d passed, %d failed" % (len(passed), len(failed)))
        for name, error in failed:
            print("  failed: %s (%s: %s)" % (name, type(error).__name__, error))
        return 1 if failed else 0
    finally:
        process.terminate()
        process.wait(timeout=10)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == CHECK_MARKER:
        return check(sys.argv[2])
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--venv", default="/tmp/github-client-check", help="the virtual environment to use")
    parser.add_argument("--server", help="a built github-fixture-server (default: build it)")
    parser.add_argument("--install-only", action="store_true", help="make the venv and install, then stop")
    return setup(parser.parse_args())


if __name__ == "__main__":
    sys.exit(main())

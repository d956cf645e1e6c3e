#!/usr/bin/env python3
"""Issue 53's measure: over the GET routes that have real answers recorded since 2015, how many
of the key paths those answers carry (`Apps/Tests/GitHubShapes/recorded-shapes.json`, the facts
Scripts/derive-github-shapes.py kept of PyGithub's and octokit/fixtures' recordings of
api.github.com) the offline GitHub's answers to the same routes carry.

    Scripts/measure-github-recorded-keys.py --server PATH/TO/github-fixture-server

A key path names a key by where it sits: `owner.login`, `[].labels[].name` (`[]` is any item of
an array). The recorded paths of a route are the union over its recorded answers; the offline
GitHub's are those of its answers to one request for the same route (three for a repository:
a person's, a fork, an organization's), asked as SwiftHub asks (signed in; the searches with
`text-match+json`). It prints per route the recorded paths, how many
the offline GitHub carries, and the total; `--missing` lists the paths it lacks. Only the standard
library is used.
"""

import argparse
import json
import os
import sys
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
REPOSITORY = os.path.dirname(HERE)
RECORDED = os.path.join(REPOSITORY, "Apps", "Tests", "GitHubShapes", "recorded-shapes.json")
REPO = "/repos/octocat/swift-rx"
TEXT_MATCH = "application/vnd.github.text-match+json"

# GitHub's operation → the offline GitHub's requests for it (a {sha}, {pull}, {fork} or
# {organization} repository is filled in from a list).
TARGETS = {
    "GET /notifications": "/notifications?all=true",
    "GET /orgs/{org}": "/orgs/reactivex",
    "GET /rate_limit": "/rate_limit",
    # A repository of a person, a fork and an organization's: GitHub's recorded ones are all three.
    "GET /repos/{owner}/{repo}": [REPO, "/repos/{fork}", "/repos/{organization}"],
    "GET /repos/{owner}/{repo}/commits": REPO + "/commits",
    "GET /repos/{owner}/{repo}/commits/{ref}": REPO + "/commits/{sha}",
    "GET /repos/{owner}/{repo}/contents/{path}": REPO + "/contents/Sources",
    "GET /repos/{owner}/{repo}/issues": REPO + "/issues?state=all",
    "GET /repos/{owner}/{repo}/issues/{issue_number}": REPO + "/issues/1",
    "GET /repos/{owner}/{repo}/issues/{issue_number}/comments": REPO + "/issues/1/comments",
    "GET /repos/{owner}/{repo}/pulls": REPO + "/pulls?state=all",
    "GET /repos/{owner}/{repo}/pulls/{pull_number}": REPO + "/pulls/{pull}",
    "GET /repos/{owner}/{repo}/readme": REPO + "/readme",
    "GET /repos/{owner}/{repo}/releases": REPO + "/releases",
    "GET /search/code": "/search/code?q=swift",
    "GET /search/issues": "/search/issues?q=a",
    "GET /search/repositories": "/search/repositories?q=swift",
    "GET /user": "/user",
    "GET /users/{username}": "/users/octocat",
    "GET /users/{username}/orgs": "/users/octocat/orgs",
    "GET /users/{username}/repos": "/users/octocat/repos",
}


def paths(value, prefix=""):
    """Every key path in `value`."""
    found = set()
    if isinstance(value, dict):
        for key, item in value.items():
            path = prefix + "." + key if prefix else key
            found.add(path)
            found |= paths(item, path)
    elif isinstance(value, list):
        for item in value:
            found |= paths(item, prefix + "[]")
    return found


def get(base, target):
    headers = {"Authorization": "token fixture-octocat"}
    if target.startswith("/search/"):
        headers["Accept"] = TEXT_MATCH
    with urllib.request.urlopen(urllib.request.Request(base + target, headers=headers)) as response:
        return json.loads(response.read().decode("utf-8"))


def measure(base, missing=False):
    """(recorded, carried, routes) over the GET routes with recorded answers; prints the table."""
    with open(RECORDED, encoding="utf-8") as handle:
        answers = json.load(handle)["answers"]
    names = {
        "{sha}": get(base, REPO + "/commits")[0]["sha"],
        "{pull}": str(get(base, REPO + "/pulls?state=all")[0]["number"]),
        "{fork}": get(base, REPO + "/forks")[0]["full_name"],
        "{organization}": get(base, "/orgs/reactivex/repos")[0]["full_name"],
    }
    recorded_total = carried_total = routes = 0
    print("%-58s %9s %9s" % ("GitHub's route (answers recorded since 2015)", "recorded", "carried"))
    for operation in sorted(answers):
        if not operation.startswith("GET "):
            continue
        target = TARGETS.get(operation)
        if target is None:
            sys.exit("error: no offline request for %s" % operation)
        recorded = set()
        for answer in answers[operation]:
            recorded |= paths(answer)
        ours = set()
        for request in target if isinstance(target, list) else [target]:
            for name, value in names.items():
                request = request.replace(name, value)
            ours |= paths(get(base, request))
        carried = recorded & ours
        print("%-58s %9d %9d" % (operation, len(recorded), len(carried)))
        if missing and recorded - ours:
            print("    lacks: " + ", ".join(sorted(recorded - ours)))
        recorded_total += len(recorded)
        carried_total += len(carried)
        routes += 1
    print("key paths of GitHub's recorded answers carried: %d of %d (%.0f%%) over %d GET routes" % (
        carried_total, recorded_total, 100.0 * carried_total / max(1, recorded_total), routes))
    return recorded_total, carried_total, routes


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", required=True, help="a built github-fixture-server")
    parser.add_argument("--missing", action="store_true", help="list each route's recorded paths it lacks")
    args = parser.parse_args()
    import importlib.util

    spec = importlib.util.spec_from_file_location("check", os.path.join(HERE, "check-github-schema.py"))
    check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check)
    process, base = check.start_server(args.server, [])
    try:
        measure(base, missing=args.missing)
    finally:
        process.kill()
        process.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())

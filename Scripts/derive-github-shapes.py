#!/usr/bin/env python3
"""Derives the shapes of GitHub's real answers, as others recorded them, for every endpoint
SwiftHub decodes, and writes them as answers rebuilt with our own values.

Sources (read from local clones, never copied): PyGithub's `tests/ReplayData/*.txt` (real
api.github.com traffic recorded since 2012) and octokit/fixtures' `scenarios/api.github.com/
*/normalized-fixture.json`. Of each 2xx JSON answer recorded since 2015 (its `Date` header) for
one of SwiftHub's routes, only facts are kept: which keys each object has, each value's JSON type,
which are null, which strings are dates (and in which format), and GitHub's vocabulary values
SwiftHub's decoders switch on (`type`, `state`, `status`, …). Every other value is replaced with
one of ours; array items with the same shape are kept once. Identical rebuilt answers are kept
once.

Run by hand (the output is committed):
    python3 Scripts/derive-github-shapes.py PYGITHUB_CLONE OCTOKIT_FIXTURES_CLONE \
        > Apps/Tests/GitHubShapes/recorded-shapes.json
"""

import ast
import base64
import email.utils
import json
import pathlib
import re
import sys

# SwiftHub's GET routes (Apps/Sources/GitHubAPI/Endpoints) as GitHub's description writes them.
ROUTES = [
    (r"/user", "GET /user"),
    (r"/users/[^/]+", "GET /users/{username}"),
    (r"/users/[^/]+/repos", "GET /users/{username}/repos"),
    (r"/users/[^/]+/followers", "GET /users/{username}/followers"),
    (r"/users/[^/]+/following", "GET /users/{username}/following"),
    (r"/users/[^/]+/starred", "GET /users/{username}/starred"),
    (r"/users/[^/]+/orgs", "GET /users/{username}/orgs"),
    (r"/users/[^/]+/received_events", "GET /users/{username}/received_events"),
    (r"/users/[^/]+/events", "GET /users/{username}/events"),
    (r"/orgs/[^/]+/events", "GET /orgs/{org}/events"),
    (r"/repos/[^/]+/[^/]+/events", "GET /repos/{owner}/{repo}/events"),
    (r"/repos/[^/]+/[^/]+/issues", "GET /repos/{owner}/{repo}/issues"),
    (r"/repos/[^/]+/[^/]+/issues/\d+", "GET /repos/{owner}/{repo}/issues/{issue_number}"),
    (r"/repos/[^/]+/[^/]+/issues/\d+/comments", "GET /repos/{owner}/{repo}/issues/{issue_number}/comments"),
    (r"/repos/[^/]+/[^/]+/pulls", "GET /repos/{owner}/{repo}/pulls"),
    (r"/repos/[^/]+/[^/]+/pulls/\d+", "GET /repos/{owner}/{repo}/pulls/{pull_number}"),
    (r"/repos/[^/]+/[^/]+/pulls/\d+/files", "GET /repos/{owner}/{repo}/pulls/{pull_number}/files"),
    (r"/notifications", "GET /notifications"),
    (r"/repos/[^/]+/[^/]+", "GET /repos/{owner}/{repo}"),
    (r"/repos/[^/]+/[^/]+/commits", "GET /repos/{owner}/{repo}/commits"),
    (r"/repos/[^/]+/[^/]+/commits/[^/]+", "GET /repos/{owner}/{repo}/commits/{ref}"),
    (r"/repos/[^/]+/[^/]+/branches", "GET /repos/{owner}/{repo}/branches"),
    (r"/repos/[^/]+/[^/]+/releases", "GET /repos/{owner}/{repo}/releases"),
    (r"/repos/[^/]+/[^/]+/contributors", "GET /repos/{owner}/{repo}/contributors"),
    (r"/repos/[^/]+/[^/]+/stargazers", "GET /repos/{owner}/{repo}/stargazers"),
    (r"/repos/[^/]+/[^/]+/subscribers", "GET /repos/{owner}/{repo}/subscribers"),
    (r"/repos/[^/]+/[^/]+/forks", "GET /repos/{owner}/{repo}/forks"),
    (r"/repos/[^/]+/[^/]+/readme", "GET /repos/{owner}/{repo}/readme"),
    (r"/repos/[^/]+/[^/]+/contents(/.*)?", "GET /repos/{owner}/{repo}/contents/{path}"),
    (r"/repos/[^/]+/[^/]+/languages", "GET /repos/{owner}/{repo}/languages"),
    (r"/rate_limit", "GET /rate_limit"),
    (r"/orgs/[^/]+", "GET /orgs/{org}"),
    (r"/orgs/[^/]+/repos", "GET /orgs/{org}/repos"),
    (r"/search/repositories", "GET /search/repositories"),
    (r"/search/users", "GET /search/users"),
    (r"/search/issues", "GET /search/issues"),
    (r"/search/code", "GET /search/code"),
]
WRITES = [
    (r"/repos/[^/]+/[^/]+/issues", "POST /repos/{owner}/{repo}/issues"),
    (r"/repos/[^/]+/[^/]+/issues/\d+/comments", "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"),
    (r"/repos/[^/]+/[^/]+/forks", "POST /repos/{owner}/{repo}/forks"),
]

# Keys whose string values are GitHub's vocabulary, which SwiftHub's decoders switch on: kept.
VOCABULARY = {"type", "state", "status", "encoding", "reason", "ref_type", "action", "state_reason"}
# The media types SwiftHub asks for: GitHub's default, and text-match for searches (and the
# `nebula` preview, whose `visibility` GitHub has since made part of the default). Answers
# recorded for another (`star+json`, `raw`, …) have another shape and are left out.
SWIFTHUB_MEDIA_TYPES = {"", "*/*", "application/json", "application/vnd.github.v3+json", "application/vnd.github+json",
                        "application/vnd.github.text-match+json", "application/vnd.github.v3.text-match+json",
                        "application/vnd.github.nebula-preview+json"}
DATE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$")


def route_of(method, path):
    path = path.split("?")[0].rstrip("/") or "/"
    for pattern, key in WRITES if method == "POST" else ROUTES if method == "GET" else []:
        if re.fullmatch(pattern, path):
            return key
    return None


def ours(key, value):
    """`value` rebuilt with our own values, keeping its facts."""
    if isinstance(value, dict):
        return {k: ours(k, v) for k, v in value.items()}
    if isinstance(value, list):
        kept, shapes = [], set()
        for item in value:
            rebuilt = ours(key, item)
            shape = json.dumps(shape_of(rebuilt), sort_keys=True)
            if shape not in shapes:
                shapes.add(shape)
                kept.append(rebuilt)
        return kept
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return 7
    if isinstance(value, float):
        return 0.5
    match = DATE.match(value)
    if match:
        return "2021-03-04T05:06:07" + (".000" if match.group(1) else "") + ("Z" if match.group(2) == "Z" else "+09:00")
    if key in VOCABULARY:
        return value
    if key == "content":
        return base64.b64encode(b"Our own text.\n").decode() + "\n"
    if key and key.endswith("url"):
        return "https://example.invalid/" + key
    return key or "value"


def shape_of(value):
    if isinstance(value, dict):
        return {k: shape_of(v) for k, v in value.items()}
    if isinstance(value, list):
        return [shape_of(v) for v in value]
    return value if isinstance(value, (bool, type(None))) else type(value).__name__ + (
        ":" + value if isinstance(value, str) else "")


def pygithub(root):
    for path in sorted((pathlib.Path(root) / "tests" / "ReplayData").glob("*.txt")):
        lines = path.read_text(errors="replace").split("\n")
        index = 0
        while index + 9 < len(lines):
            if lines[index] not in ("http", "https"):
                index += 1
                continue
            method, request_path, status = lines[index + 1], lines[index + 4], lines[index + 7]
            try:
                headers = {k.lower(): v for k, v in ast.literal_eval(lines[index + 8])}
            except (ValueError, SyntaxError):
                headers = {}
            try:
                request_headers = {k.lower(): v for k, v in ast.literal_eval(lines[index + 5]).items()}
            except (ValueError, SyntaxError, AttributeError):
                request_headers = {}
            yield (path.name, method, request_path, status, headers.get("date", ""), lines[index + 9],
                   request_headers.get("accept", ""))
            index += 10


def octokit(root):
    for path in sorted((pathlib.Path(root) / "scenarios" / "api.github.com").glob("*/normalized-fixture.json")):
        for record in json.loads(path.read_text()):
            if record.get("responseIsBinary"):
                continue
            body = record.get("response")
            yield (path.parent.name, record["method"].upper(), record["path"], str(record["status"]),
                   record.get("headers", {}).get("date", ""), json.dumps(body),
                   record.get("reqheaders", {}).get("accept", ""))


def main():
    pygithub_root, octokit_root = sys.argv[1], sys.argv[2]
    answers, counts, skipped = {}, {}, {}
    for source, records in (("PyGithub", pygithub(pygithub_root)), ("octokit/fixtures", octokit(octokit_root))):
        for name, method, path, status, date, body, accept in records:
            key = route_of(method, path)
            if key is None or not status.isdigit() or not 200 <= int(status) < 300:
                continue
            if accept.strip().lower() not in SWIFTHUB_MEDIA_TYPES:
                skipped[accept] = skipped.get(accept, 0) + 1
                continue
            try:
                year = email.utils.parsedate_to_datetime(date).year
                value = json.loads(body)
            except (TypeError, ValueError, IndexError):
                continue
            if year < 2015 or value is None:
                continue
            if key.endswith("/languages"):
                value = {f"Language{n}": size for n, size in enumerate(value.values())}
            rebuilt = ours(None, value)
            text = json.dumps(rebuilt, sort_keys=True, separators=(",", ":"))
            counts.setdefault(key, set()).add((source, name, body))
            answers.setdefault(key, {})[text] = rebuilt
    result = {
        "source": "shapes of api.github.com's answers recorded since 2015 by PyGithub (tests/ReplayData) and "
        "octokit/fixtures, rebuilt with our own values by Scripts/derive-github-shapes.py",
        "recorded": {key: len(value) for key, value in sorted(counts.items())},
        "left out (recorded for a media type SwiftHub does not ask for)": dict(sorted(skipped.items())),
        "answers": {key: list(value.values()) for key, value in sorted(answers.items())},
    }
    json.dump(result, sys.stdout, indent=0, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()

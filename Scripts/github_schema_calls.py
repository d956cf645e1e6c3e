"""The requests check-github-schema.py sends to the offline GitHub: every route it serves, each
with the statuses it answers (success, 304 for a repeated ETag, 401, 404, 405, 422), and the
broken answers its self-test must refuse."""

import json
import urllib.error
import urllib.parse
import urllib.request

TOKEN = {"Authorization": "token fixture-octocat"}
REPO = "octocat/swift-rx"
LISTS = [
    "/users/{login}/received_events", "/users/{login}/events", "/users/{login}/events/public", "/users/{login}/repos",
    "/users/{login}/followers", "/users/{login}/following", "/users/{login}/starred", "/users/{login}/orgs",
]


class Call:
    def __init__(self, route, target, status=200, method=None, headers=None, body=None):
        self.method = method or route.split(" ")[0]
        self.route = route
        self.target = target
        self.status = status
        self.headers = dict(headers or {})
        self.body = body


class Answer:
    def __init__(self, status, headers, body, path):
        self.status = status
        self.headers = headers
        self.body = body
        self.path = path


def send(base, call):
    data = None
    headers = dict(call.headers)
    if call.body is not None:
        data = json.dumps(call.body).encode()
        headers.setdefault("Content-Type", "application/json")
    request = urllib.request.Request(base + call.target, data=data, headers=headers, method=call.method)
    path = urllib.parse.urlparse(call.target).path
    try:
        with urllib.request.urlopen(request) as response:
            return Answer(response.status, dict(response.headers), response.read().decode("utf-8"), path)
    except urllib.error.HTTPError as error:
        return Answer(error.code, dict(error.headers), error.read().decode("utf-8"), path)


def calls(base, hostile):
    """The calls in order (later ones use what earlier answers named: a sha, a thread id)."""
    def get(target, headers=TOKEN):
        answer = send(base, Call("GET " + target, target, headers=headers))
        return json.loads(answer.body) if answer.status == 200 else None

    o = REPO
    yield Call("GET /user", "/user", headers=TOKEN)
    yield Call("GET /user", "/user", 401)
    yield Call("GET /user", "/user", 401, headers={"Authorization": "token nobody"})
    yield Call("GET /user/repos", "/user/repos", headers=TOKEN)
    yield Call("GET /user/repos", "/user/repos?per_page=100&sort=created", headers=TOKEN)
    yield Call("GET /user/repos", "/user/repos", 401)
    yield Call("GET /users/{login}", "/users/octocat")
    yield Call("GET /users/{login}", "/users/reactivex")
    yield Call("GET /users/{login}", "/users/nobody-here", 404)
    for template in LISTS:
        yield Call("GET " + template, template.replace("{login}", "octocat"))
        yield Call("GET " + template, template.replace("{login}", "eun-ji") + "?per_page=100")
        yield Call("GET " + template, template.replace("{login}", "nobody-here"), 404)
        yield Call("GET " + template, template.replace("{login}", "octocat") + "?per_page=abc", 422)
    yield Call("GET /users/{login}/starred", "/users/octocat/starred",
               headers={"Accept": "application/vnd.github.star+json"})
    followed = (get("/users/octocat/following") or [{"login": "alice"}])[0]["login"]
    yield Call("GET /user/following/{login}", "/user/following/" + followed, 204, headers=TOKEN)
    yield Call("GET /user/following/{login}", "/user/following/octocat", 404, headers=TOKEN)
    yield Call("PUT /user/following/{login}", "/user/following/octocat", 422, headers=TOKEN)
    yield Call("PUT /user/following/{login}", "/user/following/dave", 204, headers=TOKEN)
    yield Call("DELETE /user/following/{login}", "/user/following/dave", 204, headers=TOKEN)
    yield Call("DELETE /user/following/{login}", "/user/following/dave", 401)
    for org in ("/orgs/reactivex", "/orgs/reactivex/events", "/orgs/reactivex/repos"):
        route = "GET " + org.replace("reactivex", "{login}")
        yield Call(route, org)
        yield Call(route, org.replace("reactivex", "nobody-here"), 404)
    yield Call("GET /orgs/{login}/repos", "/orgs/reactivex/repos?per_page=0", 422)
    yield Call("GET /rate_limit", "/rate_limit")
    yield Call("GET /rate_limit", "/rate_limit", headers=TOKEN)
    yield Call("GET /rate_limit", "/rate_limit", 401, headers={"Authorization": "token nobody"})

    # A repository and what it holds.
    yield Call("GET /repos/{fullName}", "/repos/" + o)
    yield Call("GET /repos/{fullName}", "/repos/nobody/none", 404)
    for tail in ("events", "issues", "pulls", "commits", "branches", "releases", "contributors", "stargazers",
                 "forks", "subscribers"):
        route = "GET /repos/{fullName}/" + tail
        yield Call(route, "/repos/%s/%s" % (o, tail))
        yield Call(route, "/repos/nobody/none/" + tail, 404)
        yield Call(route, "/repos/%s/%s?page=-1" % (o, tail), 422)
    yield Call("GET /repos/{fullName}/issues", "/repos/%s/issues?state=all&per_page=100" % o)
    yield Call("GET /repos/{fullName}/issues", "/repos/%s/issues?state=bogus" % o, 422)
    yield Call("GET /repos/{fullName}/pulls", "/repos/%s/pulls?state=all" % o)
    yield Call("GET /repos/{fullName}/issues/{number}", "/repos/%s/issues/1" % o)
    yield Call("GET /repos/{fullName}/issues/{number}", "/repos/%s/issues/99999" % o, 404)
    yield Call("GET /repos/{fullName}/issues/{number}/comments", "/repos/%s/issues/1/comments" % o)
    yield Call("GET /repos/{fullName}/issues/{number}/comments", "/repos/%s/issues/99999/comments" % o, 404)
    pulls = get("/repos/%s/pulls?state=all" % o) or [{"number": 1}]
    number = pulls[0]["number"]
    yield Call("GET /repos/{fullName}/pulls/{number}", "/repos/%s/pulls/%d" % (o, number))
    yield Call("GET /repos/{fullName}/pulls/{number}", "/repos/%s/pulls/99999" % o, 404)
    yield Call("GET /repos/{fullName}/pulls/{number}/files", "/repos/%s/pulls/%d/files" % (o, number))
    yield Call("GET /repos/{fullName}/pulls/{number}/files", "/repos/%s/pulls/99999/files" % o, 404)
    commits = get("/repos/%s/commits" % o) or [{"sha": "0"}]
    yield Call("GET /repos/{fullName}/commits/{sha}", "/repos/%s/commits/%s" % (o, commits[0]["sha"]))
    yield Call("GET /repos/{fullName}/commits/{sha}", "/repos/%s/commits/%s" % (o, "f" * 40), 404)
    for tail in ("readme", "contents", "contents/Package.swift", "contents/Sources", "languages"):
        route = "GET /repos/{fullName}/" + ("contents/{path}" if tail.startswith("contents/") else tail)
        yield Call(route, "/repos/%s/%s" % (o, tail))
        yield Call(route, "/repos/nobody/none/" + tail, 404)
    yield Call("GET /repos/{fullName}/readme", "/repos/%s/readme?ref=no-such-ref" % o, 404)
    yield Call("GET /repos/{fullName}/lines", "/repos/%s/lines" % o)
    yield Call("GET /repos/{fullName}/subscription", "/repos/%s/subscription" % o, headers=TOKEN)
    yield Call("GET /repos/{fullName}/subscription", "/repos/alice/%s/subscription" % "swift-x", 404, headers=TOKEN)
    yield Call("PUT /repos/{fullName}/subscription", "/repos/%s/subscription" % o, headers=TOKEN, body={"subscribed": True})
    yield Call("DELETE /repos/{fullName}/subscription", "/repos/alice/swift-x/subscription", 404, headers=TOKEN)
    yield Call("PUT /user/starred/{fullName}", "/user/starred/" + o, 204, headers=TOKEN)
    yield Call("GET /user/starred/{fullName}", "/user/starred/" + o, 204, headers=TOKEN)
    yield Call("DELETE /user/starred/{fullName}", "/user/starred/" + o, 204, headers=TOKEN)
    yield Call("GET /user/starred/{fullName}", "/user/starred/" + o, 404, headers=TOKEN)
    yield Call("DELETE /user/starred/{fullName}", "/user/starred/nobody/none", 404, headers=TOKEN)
    yield Call("DELETE /repos/{fullName}/subscription", "/repos/%s/subscription" % o, 204, headers=TOKEN)
    yield Call("POST /repos/{fullName}/issues", "/repos/%s/issues" % o, 201, headers=TOKEN,
               body={"title": "Checked against GitHub's description", "body": "A body"})
    yield Call("POST /repos/{fullName}/issues", "/repos/%s/issues" % o, 422, headers=TOKEN, body={"title": " ", "body": "an empty title"})
    yield Call("POST /repos/{fullName}/issues", "/repos/%s/issues" % o, 400, headers=TOKEN, body={"body": "no title"})
    yield Call("POST /repos/{fullName}/issues/{number}/comments", "/repos/%s/issues/1/comments" % o, 201,
               headers=TOKEN, body={"body": "A comment"})
    yield Call("POST /repos/{fullName}/issues/{number}/comments", "/repos/%s/issues/1/comments" % o, 401,
               body={"body": "A comment"})
    yield Call("POST /repos/{fullName}/forks", "/repos/%s/forks" % o, 202, headers={"Authorization": "token fixture-alice"})
    yield Call("POST /repos/{fullName}/forks", "/repos/nobody/none/forks", 404, headers=TOKEN)

    # Notifications.
    yield Call("GET /notifications", "/notifications?all=true", headers=TOKEN)
    yield Call("GET /notifications", "/notifications", 401)
    threads = get("/notifications?all=true") or [{"id": "0"}]
    yield Call("PATCH /notifications/threads/{id}", "/notifications/threads/" + threads[0]["id"], 205, headers=TOKEN)
    yield Call("PATCH /notifications/threads/{id}", "/notifications/threads/no-such", 404, headers=TOKEN)
    yield Call("PUT /notifications", "/notifications", 205, headers=TOKEN, body={})

    # Search, plain and with text matches.
    for kind, query in (("repositories", "swift"), ("users", "o"), ("issues", "a"), ("code", "swift")):
        route = "GET /search/" + kind
        yield Call(route, "/search/%s?q=%s" % (kind, query))
        yield Call(route, "/search/%s?q=%s&per_page=100" % (kind, query),
                   headers={"Accept": "application/vnd.github.text-match+json"})
        yield Call(route, "/search/%s?q=" % kind, 422)
        yield Call(route, "/search/%s?q=%s&page=40&per_page=100" % (kind, query), 422)

    # The offline GitHub's own: trending, the device flow.
    for kind in ("repositories", "developers"):
        yield Call("GET /trending/" + kind, "/trending/%s?since=weekly" % kind)
        yield Call("GET /trending/" + kind, "/trending/%s?since=yearly" % kind, 422)
    code = Call("POST /login/device/code", "/login/device/code", headers={"Accept": "application/json"},
                body={"client_id": "schema-check"})
    yield code
    device = json.loads(send(base, code).body)
    yield Call("POST /login/oauth/access_token", "/login/oauth/access_token", headers={"Accept": "application/json"},
               body={"client_id": "schema-check", "device_code": device.get("device_code", ""),
                     "grant_type": "urn:ietf:params:oauth:grant-type:device_code"})

    # HTTP's own answers: a repeated ETag, a path nobody serves, a method a path does not take.
    first = send(base, Call("GET /users/{login}", "/users/octocat"))
    etag = first.headers.get("ETag") or first.headers.get("etag") or '"none"'
    yield Call("GET /users/{login}", "/users/octocat", 304, headers={"If-None-Match": etag})
    yield Call("GET /users/{login}", "/users/octocat/no/such/route", 404)
    yield Call("GET /users/{login}", "/users/octocat", 405, method="DELETE")


def broken_answers(valid):
    """(name, body) pairs made from one valid answer (a dict) that the check must refuse."""
    broken = []
    for key in ("id", "node_id", "login", "stargazers_count", "owner"):
        if key in valid:
            copy = dict(valid)
            del copy[key]
            broken.append(("without %s" % key, json.dumps(copy)))
    # Keys the description defines but does not require: an answer without one is refused too.
    for key in ("user_view_type", "topics", "has_discussions", "documentation_url"):
        if key in valid:
            copy = dict(valid)
            del copy[key]
            broken.append(("without the optional %s" % key, json.dumps(copy)))
    for key, wrong in (("id", "1"), ("private", "false"), ("owner", "octocat"), ("site_admin", None), ("message", 404)):
        if key in valid:
            copy = dict(valid)
            copy[key] = wrong
            broken.append(("%s as %r" % (key, wrong), json.dumps(copy)))
    copy = dict(valid)
    copy["not_in_the_description"] = 1
    broken.append(("an extra key", json.dumps(copy)))
    if isinstance(valid.get("owner"), dict):
        copy = dict(valid)
        copy["owner"] = dict(valid["owner"], extra_owner_key=True)
        broken.append(("an extra key in owner", json.dumps(copy)))
    return broken

#!/usr/bin/env python3
"""Checks every answer of the offline GitHub (`github-fixture-server`) against GitHub's own
description of its REST API (api.github.com, version 2022-11-28), as PyPI's
`githubkit-schemas-2022-11-28` carries it: pydantic models generated from GitHub's OpenAPI
description, and for each operation its method, path, response model and error models.

    Scripts/check-github-schema.py            # venv in /tmp/github-schema-check, server built if needed
    Scripts/check-github-schema.py --venv DIR --server PATH/TO/github-fixture-server

It creates a virtual environment, installs the schemas with pip (a missing or unreachable
package registry fails the run loudly), starts the server on a free loopback port twice (normal,
then `--hostile 7`), sends the requests of `Scripts/github_schema_calls.py` — every route the
server lists in `--help`, and every status it answers: 200, 201, 202, 204, 205, 304, 401, 404,
405, 422 — and for each answer finds GitHub's operation for its method and path and validates
the body against the operation's model for that status (strictly: an integer is no string, a
required key is never absent), then walks the body against the model: a key the description
does not define fails; a key the description defines that the answers never carry
(summed over every answer of that operation) is counted. Routes and keys that are the offline GitHub's own
are listed in docs/Servers.md, "What the offline GitHub keeps as its own"; only those pass.

Before the run it proves that it can fail: broken answers (a key dropped, a wrong type, an extra
key, a minimal repository where a full one is due, an error without `message`) must each be
refused. It prints per operation the key paths the description defines and the answers carry,
then `N passed, M failed`, and exits non-zero on any failure.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECK_MARKER = "--inside-venv"
SCHEMAS = "githubkit-schemas-2022-11-28==26.10.21"


def setup(args):
    """Creates the venv, installs the schemas, builds the server; re-runs this script inside the venv."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import check_venv

    # githubkit (which the schemas import) takes hishel up to 2.0.0, but 2.0.0 lacks what it imports.
    # --no-compile: the package is 100 MB of generated models of which the check imports a few;
    # each is compiled when first imported (installing with byte-code took minutes).
    python = check_venv.prepare(
        args.venv, [SCHEMAS, "hishel[async,httpx]>=1.3,<2"], pip_options=["--no-compile"], what=SCHEMAS)
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
    extra = ["--verbose"] if args.verbose else []
    return subprocess.run([python, os.path.abspath(__file__), CHECK_MARKER, server] + extra).returncode


def start_server(path, extra):
    """Starts the server on a free port (it picks one with --port 0) and returns (process, base URL)."""
    process = subprocess.Popen(
        [path, "--port", "0", "--approve-device-codes-after", "0"] + extra,
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


def served_routes(path):
    """The routes `--help` lists, as (METHOD, template with {placeholders})."""
    text = subprocess.run([path, "--help"], capture_output=True, text=True).stdout
    routes = []
    for method, template in re.findall(r"^\s*(GET|POST|PUT|PATCH|DELETE) (/\S*)", text, re.M):
        template = template.replace(":owner/:name", "{fullName}").replace("**", "{path}")
        routes.append((method, re.sub(r":([A-Za-z]+)", r"{\1}", template)))
    if not routes:
        sys.exit("error: github-fixture-server --help lists no routes")
    return routes


def ours(path):
    """What docs/Servers.md lists as the offline GitHub's own: the routes ({"GET /x"}), the keys
    GitHub's description lacks ({("GET /x", "a.b")}), and under "### Keys the offline GitHub
    leaves out" the keys the description defines that answers may lack: per route
    ({("GET /x", "a.b")}) or per model, on every route ({"SimpleUser.starred_at"})."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    section = re.search(r"^## What the offline GitHub keeps as its own\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    if not section:
        sys.exit("error: docs/Servers.md has no section 'What the offline GitHub keeps as its own'")
    routes, keys, absent, models = set(), set(), set(), set()
    leaving_out = False
    for line in section.group(1).splitlines():
        if line.startswith("### "):
            leaving_out = line.startswith("### Keys the offline GitHub leaves out")
        items = re.findall(r"`([^`]+)`", line) if line.startswith("- ") else []
        named = []
        for item in items[1:]:
            # `.[].repository.{git_url,ssh_url}` names two keys under one path.
            braces = re.match(r"\.(.*)\{(.+)\}$", item)
            if braces:
                named.extend(braces.group(1) + key.strip() for key in braces.group(2).split(","))
            elif item.startswith("."):
                named.append(item[1:])
        if items and leaving_out and re.match(r"[A-Z][A-Za-z0-9]*$", items[0]):
            models.update("%s.%s" % (items[0], key) for key in named)
            continue
        if not items or not re.match(r"(GET|POST|PUT|PATCH|DELETE) /", items[0]):
            continue
        if leaving_out:
            absent.update((items[0], key) for key in named)
            continue
        if not named:
            routes.add(items[0])
        for item in named:
            keys.add((items[0], item))
    return routes, keys, absent, models


def self_test(operations, base, absent):
    """(broken answers refused, failures): valid answers of the server, each broken several ways."""
    import github_schema_calls as calls

    refused, failures = 0, []
    for route, target, status in (
        ("GET /users/{login}", "/users/octocat", 200),
        ("GET /repos/{fullName}", "/repos/" + calls.REPO, 200),
        ("GET /repos/{fullName}", "/repos/nobody/none", 404),
    ):
        answer = calls.send(base, calls.Call(route, target, status))
        operation = operations.find("GET", answer.path)
        if answer.status != status or operations.validate(operation, status, answer.body, None, absent=absent):
            failures.append("self-test: GET %s is not a valid answer to break" % target)
            continue
        for name, body in calls.broken_answers(json.loads(answer.body)):
            if operations.validate(operation, status, body, None, absent=absent):
                refused += 1
            else:
                failures.append("self-test: GET %s %s was accepted" % (target, name))
    print("self-test: %d broken answers refused, %d accepted" % (refused, len(failures)))
    return refused, failures


def check(server, verbose=False):
    import schema_walk
    import github_schema_calls as calls

    operations = schema_walk.Operations()
    failures = []
    passed = 0

    own_routes, own_keys, absent_keys, absent_models = ours(os.path.join(REPOSITORY, "docs", "Servers.md"))
    routes = served_routes(server)
    # A model or route misspelt in docs/Servers.md would excuse nothing and hide it: refuse it.
    for entry in sorted(absent_models):
        name, key = entry.split(".", 1)
        model = getattr(operations.models, name, None)
        if model is None or key not in {f.alias or n for n, f in model.model_fields.items()}:
            failures.append("docs/Servers.md names %s, which no model of the description defines" % entry)
    served = {"%s %s" % route for route in routes}
    for route in sorted({route for route, _ in absent_keys | own_keys} | own_routes):
        if route not in served:
            failures.append("docs/Servers.md names %s, which the server does not serve" % route)
    coverage = {}
    statuses = {}
    for mode, extra in (("normal", []), ("hostile", ["--hostile", "7"])):
        process, base = start_server(server, extra)
        try:
            if not extra:
                # The check must be able to fail: each broken answer is refused, or nothing below counts.
                tested, problems = self_test(operations, base, absent_models)
                passed += tested
                if problems:
                    failures.extend(problems)
                    break
            exercised = set()
            for call in calls.calls(base, hostile=bool(extra)):
                answer = calls.send(base, call)
                exercised.add(call.route)
                what = "%s %s %s -> %d" % (mode, call.method, call.target, answer.status)
                if answer.status != call.status:
                    failures.append("%s: expected %d: %s" % (what, call.status, answer.body[:300]))
                    continue
                statuses.setdefault(call.route, set()).add(answer.status)
                if call.route in own_routes:
                    passed += 1
                    continue
                operation = operations.find(call.method, answer.path)
                if operation is None and answer.status >= 400:
                    operation = operations.generic  # a path or method GitHub has no operation for
                if operation is None:
                    failures.append("%s: GitHub's description has no such operation (not listed as ours)" % what)
                    continue
                allowed = {key for route, key in own_keys if route == call.route}
                absent = absent_models | {key for route, key in absent_keys if route == call.route}
                problems = operations.validate(
                    operation, answer.status, answer.body, coverage.setdefault(call.route, schema_walk.Coverage()),
                    accept=call.headers.get("Accept", ""), allowed=allowed, absent=absent)
                if problems:
                    failures.append("%s: %s" % (what, "; ".join(problems[:8])))
                else:
                    passed += 1
            if not extra:
                # A real client that reads full objects: githubkit parses each answer into its models.
                import githubkit_calls

                read, problems = githubkit_calls.run(base, "fixture-octocat")
                passed += read
                failures.extend(problems)
            for method, template in routes:
                if "%s %s" % (method, template) not in exercised:
                    failures.append("%s: %s %s is served but no call exercises it" % (mode, method, template))
        finally:
            process.kill()
            process.wait()

    print("%-58s %9s %9s %9s  %s" % ("route", "defined", "carried", "left out", "statuses"))
    defined_total = carried_total = excused_total = 0
    for route in sorted(statuses):
        cover = coverage.get(route)
        defined = len(cover.defined) if cover else 0
        carried = len(cover.defined & cover.present) if cover else 0
        # A path some answers carry and others leave out (as listed) counts as carried.
        excused = len((cover.excused - cover.present) & cover.defined) if cover else 0
        defined_total += defined
        carried_total += carried
        excused_total += excused
        print("%-58s %9d %9d %9d  %s" % (
            route, defined, carried, excused, " ".join(str(s) for s in sorted(statuses[route]))))
        if cover and verbose:
            missing = sorted(cover.defined - cover.present)
            if missing:
                print("    not carried: " + ", ".join(missing))
    print("key paths: %d defined, %d carried, %d left out as docs/Servers.md lists, over %d routes" % (
        defined_total, carried_total, excused_total, len(statuses)))
    for failure in failures:
        print("FAIL " + failure)
    print("%d passed, %d failed" % (passed, len(failures)))
    return 1 if failures else 0


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == CHECK_MARKER:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        return check(sys.argv[2], verbose="--verbose" in sys.argv)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--venv", default="/tmp/github-schema-check", help="the virtual environment to use")
    parser.add_argument("--server", help="a built github-fixture-server (default: build it)")
    parser.add_argument("--verbose", action="store_true", help="list each route's key paths no answer carried")
    parser.add_argument("--install-only", action="store_true", help="make the venv and install, then stop")
    return setup(parser.parse_args())


if __name__ == "__main__":
    sys.exit(main())

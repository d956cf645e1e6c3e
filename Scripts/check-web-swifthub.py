#!/usr/bin/env python3
"""SwiftHub in a real browser: `swifthub --web` (its offline GitHub in the process) on a free
port, headless Chromium driven by Selenium through the walk — the tabs, sign-in with a token,
search with results, a repository, its issues, an issue with its comments, a comment and a new
issue written and sent, the issue's author and the author's followers, the repository's code (a
folder, a file), stargazers, its languages and a commit's changes, trending from the events (a
period switched, a row opened), an event's actor — with the mouse and with
the keyboard, the DOM read back after each step. Text typed with markup in it comes back from
the server as text. Then the same app against `github-fixture-server --hostile SEED`: every
screen of the walk opens, and the issue's author, a file of code and a commit's changes; no text
from the server becomes an element (no <img>, no <script>), and the browser reports no
Content-Security-Policy violation. Then `swifthub --web --theme high-contrast`: the page in the
theme, the device-code sign-in shown and approved, a sign-out, and a username and password
signing in. Then Retrospect the same way (`retrospect --web` on a fresh
database): the completed goals, a retrospective written with markup in it by keyboard, saved,
and read back as text; a goal started, completed once confirmed, and its retrospective written.
--screenshots DIR saves web-swifthub-*.png and web-retrospect-*.png.

Needs chromium and chromium-driver (Debian) and selenium (PyPI, in a venv: --venv DIR makes one).
"""
import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import webcheck  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--swifthub", default="Apps/.build/debug/swifthub")
parser.add_argument("--fixture-server", default="Apps/.build/debug/github-fixture-server")
parser.add_argument("--retrospect", default="Apps/.build/debug/retrospect")
parser.add_argument("--venv", help="make this virtual environment, install selenium into it, and run there")
parser.add_argument("--screenshots", help="save a PNG of each step here")
parser.add_argument("--seed", type=int, default=7, help="the hostile server's seed")
parser.add_argument("--figures", action="store_true",
                    help="after the walk, measure bytes and latency per keystroke in the search field")
args = parser.parse_args()

from webcheck_accessibility import PACKAGE as AXE_PACKAGE  # noqa: E402

webcheck.run_in_venv(args.venv, "CHECK_WEB_SWIFTHUB_IN_VENV", extra=[AXE_PACKAGE])

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from webcheck_accessibility import Accessibility  # noqa: E402

NAME = "web swifthub"
started = time.time()
processes = []
browser = None


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def no_markup_from_text(where):
    """Nothing the server or the user wrote became an element: the page has no <img>, no
    <script> but the client's, no <a>, no inline handlers."""
    found = browser.driver.execute_script(
        "return [document.querySelectorAll('#app img, #app script, #app a, #app iframe').length,"
        " document.querySelectorAll('#app [onerror], #app [onclick], #app [onload]').length]")
    if found != [0, 0]:
        browser.fail(f"{where}: text became markup ({found[0]} elements, {found[1]} handlers)")


def tab(name):
    browser.click("[role=tab]", ["Search", "Events", "Notifications", "Profile", "Settings"].index(name))


def rows():
    return browser.texts("section.screen ul.list button .text")


def wait_rows(message):
    browser.until(lambda d: rows(), message)


def keyboard_to_row(prefix):
    """Keyboard only: from the focused row, Home, then ↓ until the row that starts with
    `prefix`, then Enter."""
    browser.key(Keys.HOME)
    for _ in range(30):
        if browser.active_text().startswith(prefix):
            browser.key(Keys.ENTER)
            return
        browser.key(Keys.ARROW_DOWN)
    browser.fail(f"no row {prefix!r} reached with ↓ (at {browser.active_text()!r})")


def textarea():
    return browser.driver.find_element(By.CSS_SELECTOR, "section.screen textarea")


def walk(hostile):
    """The walk; in hostile mode the names and texts are the server's, so it checks what opens
    rather than what it says."""
    label = "hostile" if hostile else "walk"
    browser.until(lambda d: browser.count("[role=tab]") == 5, "the five tabs")
    assert browser.texts("[role=tab]") == ["Search", "Events", "Notifications", "Profile", "Settings"]
    browser.wait_heading_starting("Events · octocat")
    wait_rows("the events")
    browser.step(f"{label}: the tabs, octocat's events")
    if not hostile:
        browser.shot("events")

    # Sign in, with the mouse and typing: the header's button, the token, Enter.
    if not hostile:
        browser.retrying(lambda: browser.button("Sign in").click())
        browser.wait_heading("Login")
        field = browser.driver.find_element(By.CSS_SELECTOR, "section.screen input[type=password]")
        field.send_keys("fixture-octocat" + Keys.ENTER)
        browser.wait_text("section.screen header p", "Signed in as octocat")
        browser.step("sign-in: a token typed, Enter, the account's events")

    # Notifications and Profile tabs.
    tab("Notifications")
    browser.wait_heading_starting("Notifications")
    no_markup_from_text("notifications")
    tab("Profile")
    browser.wait_heading("Profile")
    browser.wait_text("section.screen p", "octocat")
    if not hostile:
        browser.shot("profile")
    tab("Settings")
    browser.wait_heading("Settings")
    wait_rows("the settings")
    # Keyboard on the tab list: the clicked tab has the focus; ← moves to Profile, Enter shows it.
    browser.key(Keys.ARROW_LEFT)
    browser.until(lambda d: browser.active_text() == "Profile", lambda: f"Profile focused, not {browser.active_text()!r}")
    browser.key(Keys.ENTER)
    browser.wait_heading("Profile")
    browser.step(f"{label}: notifications, profile, settings tabs; ← and Enter on the tab list")

    # Search: typed, results as you type; the first result by keyboard (Tab from the field to
    # the results, then Enter).
    tab("Search")
    browser.wait_heading("Search")
    query = browser.driver.find_element(By.CSS_SELECTOR, "section.screen input")
    if hostile:
        query.send_keys("keychain")
    else:
        # The stream inspector of the Search tab: its bar's button opens it; the query typed
        # draws marbles in the lanes the terminal's search screen names; F12 in the field closes it.
        shown = "Array.from(document.querySelectorAll(arguments[0])).filter(e => e.offsetParent !== null)"
        browser.driver.execute_script(
            f"{shown}.find(b => b.innerText.trim() === 'Streams (F12)').click()", "nav button")
        inspector_open = f"return {shown}.length > 0"
        browser.until(lambda d: d.execute_script(inspector_open, "section.inspector"), "the Search tab's inspector open")
        lanes = browser.driver.execute_script(
            f"return {shown}.map(e => e.textContent)", "section.inspector g.names text")
        if "search query" not in lanes:
            browser.fail(f"the search query's lane in the inspector, not {lanes}")
        marbles = f"return {shown}.length"
        before = browser.driver.execute_script(marbles, "section.inspector g.mark.next")
        query.send_keys("keychain")
        browser.until(lambda d: d.execute_script(marbles, "section.inspector g.mark.next") > before,
                      "a marble after typing the query")
        browser.shot("inspector")
        query.send_keys(Keys.F12)
        browser.until(lambda d: not d.execute_script(inspector_open, "section.inspector"), "F12 closes the inspector")
        browser.step("inspector: the Search tab's lanes, a marble after typing, F12 closes it")
    browser.until(lambda d: any("keychain" in row for row in rows()), lambda: f"keychain results, not {rows()}")
    if not hostile:
        assert rows()[0] == "alice/swift-keychain", rows()
        browser.shot("search")
    browser.retrying(lambda: browser.driver.find_elements(By.CSS_SELECTOR, "section.screen ul.list button")[0].click())
    browser.wait_heading_starting("alice")
    wait_rows("the repository's sections")
    browser.step(f"{label}: search typed, results, a repository opened")
    if not hostile:
        browser.shot("repository")

    # The issues, by keyboard: the sections list has the focus.
    keyboard_to_row("Issues")
    browser.until(lambda d: (browser.heading() or "").startswith("Issues"), lambda: f"issues, not {browser.heading()}")
    wait_rows("the issues")
    browser.key(Keys.ENTER)
    browser.wait_heading_starting("Issue #")
    browser.until(lambda d: browser.count("section.screen .markdown p") > 0, "the issue's text")
    no_markup_from_text("issue")
    browser.step(f"{label}: the issues by keyboard, an issue with its comments")
    if hostile:
        hostile_more()
        return
    browser.shot("issue")
    issue_heading = browser.heading()

    # A comment, with markup typed in it: sent, and shown as text under the issue.
    browser.retrying(lambda: browser.button("Comment").click())
    browser.wait_heading_starting("Comment on #")
    comment = 'LGTM <img src=x onerror="document.title=1"> <script>document.title=2</script>'
    textarea().send_keys(comment + Keys.ENTER + "second line")
    browser.shot("comment")
    browser.retrying(lambda: browser.button("Send").click())
    browser.wait_heading(issue_heading)
    browser.wait_text("section.screen .markdown", "LGTM <img")
    no_markup_from_text("comment sent")
    browser.step("comment: typed with markup, sent, shown as text under the issue")

    # A new issue, from the issues list (Back, then New issue), keyboard for the fields.
    browser.retrying(lambda: browser.button("Back", scope="nav").click())
    browser.until(lambda d: (browser.heading() or "").startswith("Issues"), "back to the issues")
    browser.retrying(lambda: browser.button("New issue").click())
    browser.wait_heading_starting("New issue")
    browser.key("Crash on <script>")
    browser.key(Keys.TAB)
    browser.key("Steps:" + Keys.ENTER + "1. open")
    browser.retrying(lambda: browser.button("Send").click())
    browser.until(lambda d: (browser.heading() or "").startswith("Issue #"), "the new issue")
    browser.wait_text("section.screen .markdown", "Crash on <script>")
    no_markup_from_text("new issue")
    browser.shot("new-issue")
    browser.step("new issue: title and description typed, sent, opened")
    more_screens()


def back_to(prefix):
    browser.retrying(lambda: browser.button("Back", scope="nav").click())
    browser.wait_heading_starting(prefix)


def open_row(text):
    browser.until(lambda d: text in rows(), lambda: f"a row {text!r} in {rows()}")
    browser.retrying(lambda: browser.driver.find_elements(
        By.CSS_SELECTOR, "section.screen ul.list button")[rows().index(text)].click())


def hostile_more():
    """Against the hostile server, from its issue: the author, then the repository's code (a
    file) and a commit's changes, the server's names and texts shown as text."""
    browser.retrying(lambda: browser.button("Author").click())
    browser.wait_heading_starting("User ·")
    no_markup_from_text("hostile user")
    back_to("Issue #")
    back_to("Issues")
    back_to("")
    open_row("Code")
    browser.wait_heading_starting("Code ·")
    wait_rows("the code")
    files = [row for row in rows() if not row.endswith("/")]
    if not files:
        browser.fail(f"hostile: no file in {rows()}")
    open_row(files[0])
    browser.until(lambda d: browser.count("section.screen .code .line, section.screen .markdown > *") > 0,
                  "the hostile file's text")
    no_markup_from_text("hostile file")
    back_to("Code ·")
    back_to("")
    open_row("Commits")
    browser.wait_heading_starting("Commits ·")
    wait_rows("the commits")
    browser.retrying(lambda: browser.driver.find_elements(By.CSS_SELECTOR, "section.screen ul.list button")[0].click())
    browser.wait_heading_starting("Commit ")
    browser.until(lambda d: browser.count("section.screen .code .line") > 0, "the hostile commit's changes")
    no_markup_from_text("hostile diff")
    browser.step("hostile: the author, a file of code, a commit's changes")


def more_screens():
    """From the new issue: its author, the author's followers, then the repository's code (a
    folder, a file), stargazers, languages and a commit's changes, then trending from the
    events, and an event's actor (u)."""
    browser.retrying(lambda: browser.button("Author").click())
    browser.wait_heading("User · octocat")
    wait_rows("the user's repositories")
    browser.shot("user")
    browser.retrying(lambda: browser.button("Followers").click())
    browser.wait_heading("Followers of octocat")
    wait_rows("the followers")
    no_markup_from_text("followers")
    browser.step("more: the issue's author, the author's followers")
    back_to("User ·")
    back_to("Issue #")
    back_to("Issues")
    back_to("alice/swift-keychain")
    open_row("Code")
    browser.wait_heading_starting("Code ·")
    open_row("Sources/")
    browser.wait_heading_starting("Sources ·")
    back_to("Code ·")
    open_row("Package.swift")
    browser.wait_heading_starting("Package.swift ·")
    browser.until(lambda d: browser.count("section.screen .code .syntax-keyword") > 0, "the file's code, classed")
    browser.shot("file")
    no_markup_from_text("file")
    browser.step("more: the code, a folder, a file")
    back_to("Code ·")
    back_to("alice/swift-keychain")
    open_row("Stargazers")
    browser.wait_heading_starting("Stargazers ·")
    wait_rows("the stargazers")
    back_to("alice/swift-keychain")
    open_row("Languages")
    browser.wait_heading("Languages · alice/swift-keychain")
    browser.until(lambda d: browser.count("section.screen ul.facts li") > 0, "the languages, a fact each")
    browser.wait_text("section.screen h2", "Lines of code")
    browser.shot("languages")
    browser.step("more: the repository's languages, their shares and sizes, then their lines of code")
    back_to("alice/swift-keychain")
    open_row("Commits")
    browser.wait_heading_starting("Commits ·")
    wait_rows("the commits")
    browser.retrying(lambda: browser.driver.find_elements(By.CSS_SELECTOR, "section.screen ul.list button")[0].click())
    browser.wait_heading_starting("Commit ")
    browser.until(lambda d: browser.count("section.screen .code .line.added") > 0, "the commit's added lines")
    browser.shot("diff")
    no_markup_from_text("diff")
    browser.step("more: the stargazers, the commits, a commit's changes")
    tab("Events")
    browser.wait_heading_starting("Events ·")
    wait_rows("the events")
    trending()
    # Typing into the first row focuses it (the page reports the focus), then u.
    browser.retrying(lambda: browser.driver.find_elements(By.CSS_SELECTOR, "section.screen ul.list button")[0].send_keys("u"))
    browser.wait_heading_starting("User ·")
    browser.step("more: u on an event opens its actor")


def trending():
    """From the Events tab: Trending, today's repositories; This week pressed asks again; a row
    opens its repository; Back twice returns to the events."""
    browser.retrying(lambda: browser.button("Trending").click())
    browser.wait_heading("Trending repositories today")
    wait_rows("today's trending repositories")
    browser.step("more: trending from the events, today's repositories")
    today = rows()
    browser.retrying(lambda: browser.button("This week").click())
    browser.wait_heading("Trending repositories this week")
    browser.until(lambda d: rows() and rows() != today, lambda: f"this week's rows, not today's {rows()}")
    pressed = browser.texts("section.screen .segments button[aria-pressed=true]")
    if pressed != ["This week", "Repositories"]:
        browser.fail(f"pressed: {pressed}")
    browser.shot("trending")
    browser.step("more: trending this week, the period a pressed button")
    first = rows()[0]
    open_row(first)
    browser.wait_heading(first)
    wait_rows("the trending repository's sections")
    back_to("Trending")
    back_to("Events ·")
    wait_rows("the events")


def search_figures():
    """Bytes received per keystroke in the Search tab's field — the field's own patch, then the
    debounced search's list update — and key-to-patch latency, measured in the page."""
    import statistics

    tab("Search")
    for _ in range(8):  # back to the tab's root screen, where the walk left a pushed one
        if browser.heading() == "Search":
            break
        browser.driver.execute_script(
            "Array.from(document.querySelectorAll('nav button')).filter(e => e.offsetParent !== null)"
            ".find(b => b.innerText.trim() === 'Back').click()")
        time.sleep(0.3)
    browser.wait_heading("Search")
    query = browser.driver.find_element(By.CSS_SELECTOR, "section.screen input")
    query.send_keys(Keys.CONTROL, "a")
    query.send_keys(Keys.BACKSPACE)
    time.sleep(1.5)
    script = browser.driver.execute_script
    sizes, latencies_before = [], script("return window.__webui.latencies.length")
    for key in ["s", "w", "i", "f", "t", Keys.BACKSPACE, Keys.BACKSPACE, "i", "f", "t"] * 3:
        received = script("return window.__webui.bytesReceived")
        query.send_keys(key)
        # Long enough for the debounce (0.3 s) and the offline GitHub's answer to arrive.
        time.sleep(1.2)
        sizes.append(script("return window.__webui.bytesReceived") - received)
    latencies = sorted(script("return window.__webui.latencies")[latencies_before:])
    print(f"{NAME} figure: keystrokes in the search field: {len(sizes)}")
    print(f"{NAME} figure: bytes per keystroke, the results' update included: median "
          f"{statistics.median(sizes)}, min {min(sizes)}, max {max(sizes)}")
    if latencies:
        print(f"{NAME} figure: key -> its patch applied, p50 {latencies[len(latencies) // 2]:.1f} ms, "
              f"p99 {latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]:.1f} ms")


def sign_ins(address):
    """`swifthub --web --theme high-contrast` (the fixture approving device codes after a
    second): the page takes the theme; the device flow shows a code and, once it is approved,
    the account's events; signed out on the Profile tab, a username and a password sign in."""
    browser.open(address)
    colours = browser.driver.execute_script(
        "return [document.documentElement.dataset.theme, getComputedStyle(document.documentElement).backgroundColor]")
    if colours != ["high-contrast", "rgb(0, 0, 0)"]:
        browser.fail(f"--theme high-contrast: the page has {colours}")
    browser.wait_heading_starting("Events ·")
    browser.retrying(lambda: browser.button("Sign in").click())
    browser.wait_heading("Login")
    browser.retrying(lambda: browser.button("Sign in with a device code").click())
    browser.wait_heading("Sign in with a device code")
    browser.until(lambda d: re.fullmatch(r"[A-Z]{4}-[A-Z]{4}", "".join(browser.texts("p.device-code"))),
                  lambda: f"a device code, not {browser.texts('p.device-code')}")
    browser.step("sign-in: a device code shown, in the high-contrast theme")
    browser.wait_heading("Events · octocat")
    browser.wait_text("header", "Signed in as octocat")
    browser.step("sign-in: the code approved, the account's events")
    tab("Profile")
    browser.wait_heading("Profile")
    browser.retrying(lambda: browser.button("Sign out").click())
    browser.wait_text("section.screen", "Not signed in")
    browser.retrying(lambda: browser.button("Sign in").click())
    browser.wait_heading("Login")
    browser.retrying(lambda: browser.button("Sign in with a username and password").click())
    browser.wait_heading("Sign in with a username and password")
    browser.key("alice")
    browser.key(Keys.TAB)
    browser.key("fixture-alice")
    browser.step("sign-in: a username and a password typed")
    browser.key(Keys.ENTER)
    browser.wait_heading("Events · alice")
    browser.wait_text("header", "Signed in as alice")
    browser.step("sign-in: a username and a password, the account's events")


def tab_to_save():
    """Tab from the retrospective's text to Save, then Enter: once the text typed has reached the
    app and enabled Save (a disabled button takes no focus, so a Tab pressed before would go past it)."""
    browser.until(lambda d: browser.button("Save").is_enabled(), "Save enabled by the text typed")
    browser.key(Keys.TAB)
    browser.until(lambda d: browser.active_text() == "Save", lambda: f"Save focused, not {browser.active_text()!r}")
    browser.key(Keys.ENTER)


def retrospect_walk(address):
    """The retrospective walk: the completed goals, one waiting for its retrospective written by
    keyboard (Enter opens it, the text with a line break and markup, Tab to Save, Enter), the
    list read again, and the retrospective read back as text."""
    browser.prefix = "web-retrospect"
    browser.open(address)
    browser.wait_heading("Completed goals")
    wait_rows("the completed goals")
    goals = rows()
    waiting = next((row for row in goals if row.startswith("✎")), None)
    if not waiting:
        browser.fail(f"retrospect: no goal waiting for a retrospective in {goals}")
    browser.shot("goals")
    keyboard_to_row(waiting)
    browser.until(lambda d: browser.count("section.screen textarea") == 1, "the retrospective's editor")
    text = "Went well: <b>most days</b> <img src=x onerror=\"document.title=3\">"
    browser.key(text + Keys.ENTER + "Change: start earlier")
    browser.shot("write")
    tab_to_save()
    browser.wait_heading("Completed goals")
    done = "✓" + waiting[1:]
    browser.until(lambda d: done in rows(), lambda: f"{done!r} in {rows()}")
    browser.step("retrospect: the goals, a retrospective written by keyboard and saved, the list read again")
    browser.retrying(lambda: browser.driver.find_elements(
        By.CSS_SELECTOR, "section.screen ul.list button")[rows().index(done)].click())
    browser.until(lambda d: any(text in found for found in browser.texts("p.prose")),
                  lambda: f"the retrospective as written, not {browser.texts('p.prose')}")
    no_markup_from_text("retrospective read")
    browser.shot("read")
    browser.step("retrospect: the retrospective read back, markup shown as text")

    # A goal started (its fields by keyboard), completed once confirmed, its retrospective written.
    browser.retrying(lambda: browser.button("Back", scope="nav").click())
    browser.wait_heading("Completed goals")
    browser.retrying(lambda: browser.button("Active goals").click())
    browser.wait_heading("Active goals")
    browser.retrying(lambda: browser.button("New goal").click())
    browser.wait_heading("New goal")
    title = "Swim <i>1 km</i>"
    for typed in [title, "a sauna", "2026-12-01", "2026-12-31"]:
        browser.until(lambda d: browser.active().tag_name == "input", "a field focused")
        browser.key(typed)
        browser.key(Keys.TAB)
    browser.until(lambda d: browser.active_text() == "Save", lambda: f"Save focused, not {browser.active_text()!r}")
    browser.shot("new-goal")
    browser.key(Keys.ENTER)
    browser.wait_heading("Active goals")
    browser.until(lambda d: title in rows(), lambda: f"{title!r} in {rows()}")
    no_markup_from_text("goal started")
    browser.step("retrospect: a goal started, its fields typed and saved by keyboard")
    browser.retrying(lambda: browser.driver.find_elements(
        By.CSS_SELECTOR, "section.screen ul.list button")[rows().index(title)].click())
    browser.until(lambda d: browser.active_text() == "Complete",
                  lambda: f"the confirmation's Complete focused, not {browser.active_text()!r}")
    browser.shot("complete")
    browser.key(Keys.ENTER)
    browser.wait_text("section.screen p.banner", f"“{title}” is complete")
    browser.until(lambda d: title not in rows(), lambda: f"{title!r} no longer active: {rows()}")
    browser.retrying(lambda: browser.button("Back", scope="nav").click())
    browser.wait_heading("Completed goals")
    browser.until(lambda d: "✎ " + title in rows(), lambda: f"'✎ {title}' in {rows()}")
    keyboard_to_row("✎ " + title)
    browser.until(lambda d: browser.count("section.screen textarea") == 1, "the retrospective's editor")
    browser.key("Kept at it.")
    tab_to_save()
    browser.wait_heading("Completed goals")
    browser.until(lambda d: "✓ " + title in rows(), lambda: f"'✓ {title}' in {rows()}")
    no_markup_from_text("goal completed")
    browser.step("retrospect: the goal completed once confirmed, its retrospective written")


try:
    swifthub, address = webcheck.start_app([args.swifthub, "--web", "0"], NAME)
    processes.append(swifthub)
    browser = webcheck.Browser(NAME, args.screenshots, "web-swifthub")
    # axe-core on the page of every step, SwiftHub's (normal and hostile) and Retrospect's.
    audit = Accessibility(browser.driver, prefix=f"{NAME} accessibility")
    record_step = browser.step

    def audited_step(name):
        audit.check(name)
        record_step(name)

    browser.step = audited_step
    # And every state a screenshot is taken of (a form being filled, an alert, the inspector open).
    record_shot = browser.shot

    def audited_shot(name):
        audit.check(f"{browser.prefix}-{name}")
        record_shot(name)

    browser.shot = audited_shot
    browser.open(address)
    walk(hostile=False)
    if args.figures:
        search_figures()

    # The hostile server, and swifthub --web against it.
    port = free_port()
    fixture = subprocess.Popen(
        [args.fixture_server, "--port", str(port), "--hostile", str(args.seed)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    processes.append(fixture)
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/users/octocat")
            break
        except Exception:
            time.sleep(0.1)
    hostile_app, hostile_address = webcheck.start_app(
        [args.swifthub, "--web", "0", "--api", f"http://127.0.0.1:{port}", "--token", "fixture-octocat"], NAME)
    processes.append(hostile_app)
    browser.open(hostile_address)
    walk(hostile=True)

    # The other sign-ins and a theme, on an app of their own.
    signing_app, signing_address = webcheck.start_app(
        [args.swifthub, "--web", "0", "--theme", "high-contrast", "--approve-device-codes-after", "1"], NAME)
    processes.append(signing_app)
    sign_ins(signing_address)
    webcheck.stop(processes.pop())

    # Retrospect, on a database of its own.
    folder = tempfile.mkdtemp(prefix="web-retrospect-")
    try:
        retrospect, retrospect_address = webcheck.start_app(
            [args.retrospect, "--web", "0", "--database", os.path.join(folder, "goals.sqlite")], NAME)
        processes.append(retrospect)
        retrospect_walk(retrospect_address)
    finally:
        webcheck.stop(processes.pop())
        shutil.rmtree(folder, ignore_errors=True)

    audit.finish()
    violations = browser.csp_violations()
    if violations:
        browser.fail(f"Content-Security-Policy violations: {violations}")
    if browser.driver.title in ("1", "2", "3"):
        browser.fail("a script from text ran")
    for name in browser.steps:
        print(f"{NAME}: {name}")
    print(f"{NAME}: {len(browser.steps)} steps passed in {time.time() - started:.1f} s")
finally:
    if browser:
        browser.quit()
    for process in reversed(processes):
        webcheck.stop(process)

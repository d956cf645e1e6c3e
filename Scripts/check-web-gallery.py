#!/usr/bin/env python3
"""The gallery in a real browser: `gallery --web` on a free port, headless Chromium driven by
Selenium (WebDriver) through every gallery page with the mouse and with the keyboard only, the
DOM read back after each step. Also checks that hostile text typed into a field stays text,
that the page without the launch's key is refused, and that the browser reported no
Content-Security-Policy violation. Opens the stream inspector (the bar's button and F12) and
waits for a marble to appear after typing. Runs axe-core (Scripts/webcheck_accessibility.py) on
every page and fails on any violation, whatever its impact. With --figures it prints bytes per
keystroke and the key-to-patch latency measured in the browser; with --screenshots DIR it saves
a PNG of each page (--shots NAMES: only those).

Needs chromium and chromium-driver (Debian), selenium and selenium-axe-python (PyPI, in a venv:
--venv DIR makes one).
"""
import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import webcheck  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("--gallery", default="Apps/.build/debug/gallery")
parser.add_argument("--venv", help="make this virtual environment, install selenium into it, and run there")
parser.add_argument("--screenshots", help="save a PNG of each page here")
parser.add_argument("--shots", help="with --screenshots: only these pages, comma-separated (menu,chat,inspector)")
parser.add_argument("--figures", action="store_true", help="measure bytes per keystroke and latency")
parser.add_argument("--install-only", action="store_true", help="make the venv and install, then stop")
args = parser.parse_args()

from webcheck_accessibility import PACKAGE as AXE_PACKAGE  # noqa: E402

webcheck.run_in_venv(args.venv, "CHECK_WEB_GALLERY_IN_VENV", args.install_only, extra=[AXE_PACKAGE])

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from webcheck_accessibility import Accessibility  # noqa: E402

started = time.time()
server, address = webcheck.start_app([args.gallery, "--web", "0"], "web gallery")
browser = None
try:
    browser = webcheck.Browser("web gallery", args.screenshots, "web-gallery",
                               only=args.shots.split(",") if args.shots else None)
    driver = browser.driver
    # The shared helpers under the names this walk was written with.
    wait, retrying, steps, step, shot = browser, browser.retrying, browser.steps, browser.step, browser.shot
    texts, heading, wait_heading, wait_text = browser.texts, browser.heading, browser.wait_heading, browser.wait_text
    active, active_text, key, click, button = (
        browser.active, browser.active_text, browser.key, browser.click, browser.button)

    def back():
        key(Keys.ESCAPE)

    def open_row(name):
        # Keyboard only: a row of the menu has the focus (the one opened last); Home, then ↓
        # until the row, then Enter.
        key(Keys.HOME)
        for _ in range(10):
            if active_text().startswith(name):
                key(Keys.ENTER)
                return
            key(Keys.ARROW_DOWN)
        sys.exit(f"web gallery: no row {name!r}")

    audit = Accessibility(driver, prefix="web gallery accessibility")
    browser.open(address)
    wait_heading("Gallery")
    assert driver.title == "Gallery", driver.title
    rows = [text.split("\n")[0] for text in texts("ul.list button .text")]
    assert rows == ["Chat", "Work board and form", "Login form", "Counter in two styles", "Tip calculator",
                    "Widgets"], rows
    shot("menu")
    audit.self_test()
    audit.check("menu")
    step("menu: six rows, the first focused")

    # Counter, by keyboard: open, + presses both columns, Tab to a button and Enter, Escape back.
    open_row("Counter in two styles")
    wait_heading("Counter in two styles")
    counts = lambda: texts("p.count")  # noqa: E731
    key("+")
    wait.until(lambda d: counts() == ["Count: 1", "Count: 1"], message=lambda: f"counts {counts()}")
    key(Keys.ENTER)  # the focused button: the left +
    wait.until(lambda d: counts() == ["Count: 2", "Count: 1"], message=lambda: f"counts {counts()}")
    retrying(lambda: button("Reset").click())
    wait.until(lambda d: counts() == ["Count: 0", "Count: 1"], message=lambda: f"counts {counts()}")
    for _ in range(10):
        key("+")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "[role=alertdialog]"), message="limit alert")
    shot("counter-alert")
    audit.check("counter with its alert")
    key(Keys.ESCAPE)
    wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[role=alertdialog]"), message="alert closed")
    back()
    wait_heading("Gallery")
    step("counter: + and Enter by keyboard, a click, the limit alert, Escape")

    # Login form, with the mouse and typing.
    open_row("Login form")
    wait_heading("Login form")
    fields = driver.find_elements(By.CSS_SELECTOR, "section.screen input")
    log_in = button("Log in")
    assert not log_in.is_enabled()
    fields[0].send_keys("octocat")
    fields[1].send_keys("secret1")
    wait.until(lambda d: button("Log in").is_enabled(), message="Log in enabled")
    retrying(lambda: button("Log in").click())
    wait_text("section.screen p", "Welcome, octocat!")
    shot("login")
    audit.check("login")
    back()
    wait_heading("Gallery")
    step("login: typed, enabled, clicked, welcomed")

    # Chat: the field asks to sign in; sign in; hostile text sent and shown as text.
    open_row("Chat")
    wait_heading("Chat")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "[role=alertdialog]"), message="sign-in alert")
    key(Keys.ENTER)  # "Sign in" has the focus
    wait_text("section.screen p", "Signed in")
    field = driver.find_element(By.CSS_SELECTOR, "section.screen input")
    hostile = '<img src=x onerror="document.title=1">'
    field.send_keys(hostile + Keys.ENTER)
    wait_text("ul.list li", "bot: You said:")
    assert not driver.find_elements(By.CSS_SELECTOR, "ul.list img"), "hostile text became markup"
    assert texts("ul.list li")[0] == "me: " + hostile
    assert field.get_attribute("value") == "", "the field is emptied after a send"
    shot("chat")
    audit.check("chat")
    back()
    wait_heading("Gallery")
    step("chat: sign-in alert, Enter, a hostile message shown as text, the bot's answer")

    # Tip calculator: bill, rate by ←/→ and Enter, people.
    open_row("Tip calculator")
    wait_heading("Tip calculator")
    bill = driver.find_element(By.CSS_SELECTOR, "section.screen input")
    bill.send_keys("100")
    wait_text("p.count", "Total")
    before = texts("p.count")[0]
    segments = driver.find_elements(By.CSS_SELECTOR, ".segments button")
    segments[0].send_keys(Keys.ARROW_RIGHT)
    key(Keys.ENTER)
    wait.until(lambda d: texts("p.count")[0] != before, message="rate changed")
    retrying(lambda: button("+ person").click())
    wait_text("section.screen p", "2 people pay")
    shot("tip")
    audit.check("tip calculator")
    back()
    wait_heading("Gallery")
    step("tip: typed a bill, a rate by keyboard, a person by click")

    # Work board and form: open a work, edit it, save, see it on the board.
    open_row("Work board and form")
    wait_heading("Work board")
    click("ul.list button")
    wait_heading("Work")
    title = driver.find_element(By.CSS_SELECTOR, "section.screen input")
    title.send_keys(Keys.CONTROL, "a")
    title.send_keys("Ship the web layer")
    audit.check("work form")
    retrying(lambda: button("Edit").click())
    wait_heading("Work board")
    wait_text("ul.list button", "Ship the web layer")
    shot("board")
    audit.check("work board")
    back()
    wait_heading("Gallery")
    step("work board: a row opened, its title edited, saved, shown")

    # Widgets: a segment, the alert key, a row opened and Back clicked.
    open_row("Widgets")
    wait_heading("Widgets")
    audit.check("widgets")
    key("a")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "[role=alertdialog]"), message="about alert")
    key(Keys.ESCAPE)
    click(".segments button", 2)
    wait_text("section.screen p", "Sorted by Updated")
    click("ul.list button", 2)
    wait_heading("Detail")
    shot("detail")
    audit.check("detail")
    retrying(lambda: button("Back", scope="nav").click())
    wait_heading("Widgets")
    step("widgets: alert key, a segment, a pushed page, Back")

    # The stream inspector: the bar's button opens it under the page; typing draws a marble in
    # the lane the key moved; F12, pressed in the field, closes it.
    back()
    wait_heading("Gallery")
    open_row("Tip calculator")
    wait_heading("Tip calculator")
    inspector_open = "const s = document.querySelector('section.inspector'); return !!s && !s.hidden"
    marbles = "return document.querySelectorAll('section.inspector g.mark.next').length"
    retrying(lambda: button("Streams (F12)", scope="nav").click())
    wait.until(lambda d: d.execute_script(inspector_open), message="the inspector open")
    wait_text("section.inspector h2", "Stream inspector · Tip calculator")
    lanes = driver.execute_script(  # SVG text has no innerText
        "return Array.from(document.querySelectorAll('section.inspector g.names text'), e => e.textContent)")
    assert "tip summary" in lanes, lanes
    before = driver.execute_script(marbles)
    bill = driver.find_element(By.CSS_SELECTOR, "section.screen input")
    for digit in "42":
        bill.send_keys(digit)
        # Columns apart, so that the marbles stand apart; longer when the picture is taken.
        time.sleep(1.0 if args.screenshots else 0.3)
    wait.until(lambda d: d.execute_script(marbles) > before, message="a marble after typing")
    summary_marble = driver.execute_script(
        "const m = Array.from(document.querySelectorAll('section.inspector g.mark.next title'));"
        " return m.length ? m[m.length - 1].textContent : ''")
    assert summary_marble, "a marble with its element's description"
    assert not driver.find_elements(By.CSS_SELECTOR, "section.inspector script, section.inspector foreignObject")
    shot("inspector")
    audit.check("tip calculator with the stream inspector")
    bill.send_keys(Keys.F12)
    wait.until(lambda d: not d.execute_script(inspector_open), message="F12 in the field closes the inspector")
    assert button("Streams (F12)", scope="nav").get_attribute("aria-expanded") == "false"
    key(Keys.F12)
    wait.until(lambda d: d.execute_script(inspector_open), message="F12 opens it again")
    key(Keys.F12)
    wait.until(lambda d: not d.execute_script(inspector_open), message="and closes it")
    back()
    wait_heading("Gallery")
    step(f"inspector: opened by its button, a marble after typing ({summary_marble!r}), F12 closes and opens")

    figures = {}
    if args.figures:
        open_row("Tip calculator")
        wait_heading("Tip calculator")
        bill = driver.find_element(By.CSS_SELECTOR, "section.screen input")
        sizes = []
        for index in range(200):
            received = driver.execute_script("return window.__webui.bytesReceived")
            count = driver.execute_script("return window.__webui.latencies.length")
            # "1", "12", "1", "": every key changes the bill, so every key is answered.
            bill.send_keys(["1", "2", Keys.BACKSPACE, Keys.BACKSPACE][index % 4])
            wait.until(lambda d: d.execute_script("return window.__webui.latencies.length") > count)
            sizes.append(driver.execute_script("return window.__webui.bytesReceived") - received)
        latencies = driver.execute_script("return window.__webui.latencies")
        latencies = sorted(latencies)
        figures["keystrokes"] = len(sizes)
        figures["bytes per keystroke (median)"] = statistics.median(sizes)
        figures["latency p50 ms"] = round(latencies[len(latencies) // 2], 2)
        figures["latency p99 ms"] = round(latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))], 2)

    audit.finish()
    violations = browser.csp_violations()
    assert not violations, violations
    for name in steps:
        print(f"web gallery: {name}")
    for name, value in figures.items():
        print(f"web gallery figure: {name}: {value}")
    print(f"web gallery: {len(steps)} pages passed in {time.time() - started:.1f} s")
finally:
    if browser:
        browser.quit()
    webcheck.stop(server)

#!/usr/bin/env python3
"""The gallery in a real browser: `gallery --web` on a free port, headless Chromium driven by
Selenium (WebDriver) through every gallery page with the mouse and with the keyboard only, the
DOM read back after each step. Also checks that hostile text typed into a field stays text,
that the page without the launch's key is refused, and that the browser reported no
Content-Security-Policy violation. With --figures it prints bytes per keystroke and the
key-to-patch latency measured in the browser; with --screenshots DIR it saves one PNG per page.

Needs chromium and chromium-driver (Debian) and selenium (PyPI, in a venv: --venv DIR makes one).
"""
import argparse
import os
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request

parser = argparse.ArgumentParser()
parser.add_argument("--gallery", default="Apps/.build/debug/gallery")
parser.add_argument("--venv", help="make this virtual environment, install selenium into it, and run there")
parser.add_argument("--screenshots", help="save a PNG of each page here")
parser.add_argument("--figures", action="store_true", help="measure bytes per keystroke and latency")
args = parser.parse_args()

if args.venv and os.environ.get("CHECK_WEB_GALLERY_IN_VENV") != "1":
    python = os.path.join(args.venv, "bin", "python3")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", args.venv], check=True)
    subprocess.run([python, "-m", "pip", "install", "-q", "selenium>=4.20,<5"], check=True)
    os.environ["CHECK_WEB_GALLERY_IN_VENV"] = "1"
    os.execv(python, [python] + sys.argv)

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

started = time.time()
server = subprocess.Popen([args.gallery, "--web", "0"], stdout=subprocess.PIPE, text=True)
address = None
try:
    line = server.stdout.readline()
    if "http://127.0.0.1:" not in line:
        sys.exit(f"web gallery: the gallery printed no address: {line!r}")
    address = line.strip().split(" ")[-1]
    origin = address.split("/?")[0]

    # Without the key: refused.
    try:
        urllib.request.urlopen(origin + "/")
        sys.exit("web gallery: the page without the key was served")
    except urllib.error.HTTPError as error:
        assert error.code == 403, error.code

    options = webdriver.ChromeOptions()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1000,900"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    wait = WebDriverWait(driver, 10)
    steps = []

    def step(name):
        steps.append(name)

    def shot(name):
        if args.screenshots:
            os.makedirs(args.screenshots, exist_ok=True)
            driver.save_screenshot(os.path.join(args.screenshots, f"web-gallery-{name}.png"))

    def heading():
        return driver.find_element(By.CSS_SELECTOR, "section.screen h1").text

    def wait_heading(text):
        wait.until(lambda d: heading() == text, message=f"heading {text!r}, not {heading()!r}")

    def wait_text(css, text):
        wait.until(lambda d: any(text in e.text for e in d.find_elements(By.CSS_SELECTOR, css)),
                   message=f"{css} with {text!r}")

    def active():
        return driver.switch_to.active_element

    def key(*keys):
        active().send_keys(*keys)

    def back():
        key(Keys.ESCAPE)

    def open_row(name):
        # Keyboard only: a row of the menu has the focus (the one opened last); Home, then ↓
        # until the row, then Enter.
        key(Keys.HOME)
        for _ in range(10):
            if active().text.startswith(name):
                key(Keys.ENTER)
                return
            key(Keys.ARROW_DOWN)
        sys.exit(f"web gallery: no row {name!r}")

    def button(text, scope="section.screen"):
        for element in driver.find_elements(By.CSS_SELECTOR, f"{scope} button"):
            if element.text == text:
                return element
        sys.exit(f"web gallery: no button {text!r}")

    driver.get(address)
    wait.until(lambda d: d.execute_script("return document.documentElement.dataset.ready") == "true")
    wait_heading("Gallery")
    assert driver.title == "Gallery", driver.title
    rows = [e.text.split("\n")[0] for e in driver.find_elements(By.CSS_SELECTOR, "ul.list button .text")]
    assert rows == ["Chat", "Work board and form", "Login form", "Counter in two styles", "Tip calculator",
                    "Widgets"], rows
    shot("menu")
    step("menu: six rows, the first focused")

    # Counter, by keyboard: open, + presses both columns, Tab to a button and Enter, Escape back.
    open_row("Counter in two styles")
    wait_heading("Counter in two styles")
    counts = lambda: [e.text for e in driver.find_elements(By.CSS_SELECTOR, "p.count")]  # noqa: E731
    key("+")
    wait.until(lambda d: counts() == ["Count: 1", "Count: 1"], message=f"counts {counts()}")
    key(Keys.ENTER)  # the focused button: the left +
    wait.until(lambda d: counts() == ["Count: 2", "Count: 1"], message=f"counts {counts()}")
    button("Reset").click()
    wait.until(lambda d: counts() == ["Count: 0", "Count: 1"], message=f"counts {counts()}")
    for _ in range(10):
        key("+")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "[role=alertdialog]"), message="limit alert")
    shot("counter-alert")
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
    button("Log in").click()
    wait_text("section.screen p", "Welcome, octocat!")
    shot("login")
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
    assert driver.find_element(By.CSS_SELECTOR, "ul.list li").text == "me: " + hostile
    assert field.get_attribute("value") == "", "the field is emptied after a send"
    shot("chat")
    back()
    wait_heading("Gallery")
    step("chat: sign-in alert, Enter, a hostile message shown as text, the bot's answer")

    # Tip calculator: bill, rate by ←/→ and Enter, people.
    open_row("Tip calculator")
    wait_heading("Tip calculator")
    bill = driver.find_element(By.CSS_SELECTOR, "section.screen input")
    bill.send_keys("100")
    wait_text("p.count", "Total")
    before = driver.find_element(By.CSS_SELECTOR, "p.count").text
    segments = driver.find_elements(By.CSS_SELECTOR, ".segments button")
    segments[0].send_keys(Keys.ARROW_RIGHT)
    key(Keys.ENTER)
    wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "p.count").text != before, message="rate changed")
    button("+ person").click()
    wait_text("section.screen p", "2 people pay")
    shot("tip")
    back()
    wait_heading("Gallery")
    step("tip: typed a bill, a rate by keyboard, a person by click")

    # Work board and form: open a work, edit it, save, see it on the board.
    open_row("Work board and form")
    wait_heading("Work board")
    driver.find_element(By.CSS_SELECTOR, "ul.list button").click()
    wait_heading("Work")
    title = driver.find_element(By.CSS_SELECTOR, "section.screen input")
    title.send_keys(Keys.CONTROL, "a")
    title.send_keys("Ship the web layer")
    button("Edit").click()
    wait_heading("Work board")
    wait_text("ul.list button", "Ship the web layer")
    shot("board")
    back()
    wait_heading("Gallery")
    step("work board: a row opened, its title edited, saved, shown")

    # Widgets: a segment, the alert key, a row opened and Back clicked.
    open_row("Widgets")
    wait_heading("Widgets")
    key("a")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "[role=alertdialog]"), message="about alert")
    key(Keys.ESCAPE)
    driver.find_elements(By.CSS_SELECTOR, ".segments button")[2].click()
    wait_text("section.screen p", "Sorted by Updated")
    driver.find_elements(By.CSS_SELECTOR, "ul.list button")[2].click()
    wait_heading("Detail")
    shot("detail")
    button("Back", scope="nav").click()
    wait_heading("Widgets")
    step("widgets: alert key, a segment, a pushed page, Back")

    figures = {}
    if args.figures:
        back()
        wait_heading("Gallery")
        open_row("Tip calculator")
        wait_heading("Tip calculator")
        bill = driver.find_element(By.CSS_SELECTOR, "section.screen input")
        sizes = []
        for index in range(60):
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

    violations = [entry for entry in driver.get_log("browser") if "Content Security Policy" in entry["message"]]
    assert not violations, violations
    driver.quit()
    for name in steps:
        print(f"web gallery: {name}")
    for name, value in figures.items():
        print(f"web gallery figure: {name}: {value}")
    print(f"web gallery: {len(steps)} pages passed in {time.time() - started:.1f} s")
finally:
    server.terminate()
    server.wait(timeout=10)

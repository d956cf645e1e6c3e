"""What the browser checks of the web apps share (check-web-gallery.py, check-web-swifthub.py):
a virtual environment with Selenium, an app started with --web on a free port and its printed
address, the page refused without the launch's key, headless Chromium through chromedriver, and
waits that retry a condition that met an element a patch replaced. Each check names itself in
its failure messages.
"""
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request


def run_in_venv(venv, flag, install_only=False, extra=()):
    """Re-runs this script in `venv` (made and given Selenium if needed), once: `flag` is the
    environment variable that says it already runs there. With `install_only`, stops once the
    venv is ready (CI makes it in the background while the packages build)."""
    if not venv or os.environ.get(flag) == "1":
        return
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import check_venv

    python = check_venv.prepare(venv, ["selenium>=4.20,<5", *extra], what="Selenium")
    if install_only:
        sys.exit(0)
    os.environ[flag] = "1"
    os.execv(python, [python] + sys.argv)


def start_app(command, name):
    """Starts `command` (an app with --web), reads the address it prints on its first line, and
    checks that the page without the key is refused (403). Returns (process, address)."""
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if "http://127.0.0.1:" not in line:
        server.terminate()
        sys.exit(f"{name}: the app printed no address: {line!r}")
    address = line.strip().split(" ")[-1]
    origin = address.split("/?")[0]
    try:
        urllib.request.urlopen(origin + "/")
        server.terminate()
        sys.exit(f"{name}: the page without the key was served")
    except urllib.error.HTTPError as error:
        assert error.code == 403, error.code
    return server, address


def stop(process):
    """Stops a process this check started."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


class Browser:
    """Headless Chromium on a page of a web app, with the reads and waits every check uses."""

    def __init__(self, name, screenshots=None, screenshot_prefix=None, only=None):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.support.ui import WebDriverWait

        self.name = name
        self.screenshots = screenshots
        self.prefix = screenshot_prefix or name
        self.only = only
        self.steps = []
        options = webdriver.ChromeOptions()
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1000,900"]:
            options.add_argument(flag)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        # A patch may replace an element between finding it and reading it (a pushed screen
        # replaces the whole section): a wait retries a condition that met a replaced element.
        self.stale = StaleElementReferenceException
        # Polled every 50 ms, not WebDriverWait's 500: a patch lands within milliseconds, and each
        # wait that is not met at once would otherwise cost half a second.
        self.waiter = WebDriverWait(
            self.driver, 10, poll_frequency=0.05, ignored_exceptions=(StaleElementReferenceException,))

    def fail(self, message):
        sys.exit(f"{self.name}: {message}")

    def until(self, condition, message=""):
        """Waits for `condition(driver)`; `message` (text, or a function read only on failure) says what for."""
        from selenium.common.exceptions import TimeoutException
        try:
            return self.waiter.until(condition)
        except TimeoutException:
            self.fail(f"timed out waiting for {message() if callable(message) else message}")

    def retrying(self, action):
        for _ in range(50):
            try:
                return action()
            except self.stale:
                time.sleep(0.05)
        return action()

    def open(self, address):
        self.driver.get(address)
        self.until(lambda d: d.execute_script("return document.documentElement.dataset.ready") == "true",
                   "the first page")

    def step(self, name):
        self.steps.append(name)

    def shot(self, name):
        if self.screenshots and (not self.only or name in self.only):
            os.makedirs(self.screenshots, exist_ok=True)
            self.driver.save_screenshot(os.path.join(self.screenshots, f"{self.prefix}-{name}.png"))

    def texts(self, css):
        # Read in the page in one step, so no element can be replaced half-way.
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0]), e => e.innerText)", css)

    def count(self, css):
        return self.driver.execute_script("return document.querySelectorAll(arguments[0]).length", css)

    def heading(self):
        found = self.texts("section.screen h1")
        return found[0] if found else None

    def wait_heading(self, text):
        self.until(lambda d: self.heading() == text, lambda: f"heading {text!r}, not {self.heading()!r}")

    def wait_heading_starting(self, prefix):
        self.until(lambda d: (self.heading() or "").startswith(prefix),
                   lambda: f"heading starting {prefix!r}, not {self.heading()!r}")

    def wait_text(self, css, text):
        self.until(lambda d: any(text in found for found in self.texts(css)), f"{css} with {text!r}")

    def active(self):
        return self.driver.switch_to.active_element

    def active_text(self):
        return self.driver.execute_script("return document.activeElement ? document.activeElement.innerText : ''")

    def key(self, *keys):
        self.retrying(lambda: self.active().send_keys(*keys))

    def click(self, css, index=0):
        from selenium.webdriver.common.by import By
        self.retrying(lambda: self.driver.find_elements(By.CSS_SELECTOR, css)[index].click())

    def button(self, text, scope="section.screen"):
        from selenium.webdriver.common.by import By

        def find():
            for element in self.driver.find_elements(By.CSS_SELECTOR, f"{scope} button"):
                if element.text == text:
                    return element
            self.fail(f"no button {text!r}")
        return self.retrying(find)

    def csp_violations(self):
        return [entry for entry in self.driver.get_log("browser") if "Content Security Policy" in entry["message"]]

    def quit(self):
        self.driver.quit()

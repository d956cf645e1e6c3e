"""Accessibility of a web page in a real browser: axe-core (Deque's engine, carried by the PyPI
package selenium-axe-python) run through Selenium on the page as it is now, failing on serious
or critical violations. Shared by the browser checks of the web apps: each check calls
`audit.check(name)` on every page it walks through, then `audit.finish()`.

    audit = Accessibility(driver)          # injects axe-core once per loaded document
    audit.check("menu")                    # the page as shown now
    ...
    audit.finish()                         # exits with the serious and critical violations, if any

The package to install beside selenium: PACKAGE.
"""
import sys

PACKAGE = "selenium-axe-python==2.2.0"
# What fails a check; moderate and minor findings are counted and printed, not failed.
FAILING = ("serious", "critical")


class Accessibility:
    def __init__(self, driver, prefix="accessibility"):
        from selenium_axe_python import Axe  # installed with PACKAGE

        self.driver = driver
        self.axe = Axe(driver)
        self.prefix = prefix
        self.failures = []
        self.pages = []
        self.other = {}

    def self_test(self):
        """Proves the check bites: an unnamed button put into the page for the moment must be a
        critical `button-name` violation."""
        self._inject()
        self.driver.execute_script(
            "const b = document.createElement('button'); b.id = 'axe-self-test'; document.body.appendChild(b)")
        try:
            results = self.axe.run(context=repr("#axe-self-test"), options={"resultTypes": ["violations"]})
        finally:
            self.driver.execute_script("document.getElementById('axe-self-test').remove()")
        found = [(v["id"], v.get("impact")) for v in results["violations"]]
        if ("button-name", "critical") not in found:
            sys.exit(f"{self.prefix}: axe-core did not find an unnamed button; it found {found}")

    def _inject(self):
        # The page is one document for all its screens: inject axe-core once, again only after a load.
        if not self.driver.execute_script("return typeof window.axe === 'object'"):
            self.axe.inject()

    def check(self, name, context=None):
        """Runs axe-core on the page (or on `context`, a CSS selector) as it is now."""
        self._inject()
        results = self.axe.run(context=repr(context) if context else None,
                               options={"resultTypes": ["violations"]})
        self.pages.append(name)
        for violation in results["violations"]:
            impact = violation.get("impact") or "minor"
            if impact in FAILING:
                targets = [", ".join(node["target"]) for node in violation["nodes"]][:5]
                self.failures.append(f"{name}: {impact} {violation['id']}: {violation['help']} at {targets}")
            else:
                key = f"{impact} {violation['id']}"
                self.other.setdefault(key, set()).add(name)

    def finish(self):
        """Prints what was checked; exits with the failures, if any."""
        for key, pages in sorted(self.other.items()):
            print(f"{self.prefix}: (not failing) {key} on {len(pages)} page(s): {', '.join(sorted(pages))}")
        if self.failures:
            sys.exit(f"{self.prefix}: serious or critical violations:\n  " + "\n  ".join(self.failures))
        print(f"{self.prefix}: axe-core found no serious or critical violation on {len(self.pages)} pages")

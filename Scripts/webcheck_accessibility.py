"""Accessibility of a web page in a real browser: axe-core (Deque's engine, carried by the PyPI
package selenium-axe-python) run through Selenium on the page as it is now, failing on any
violation, whatever its impact: critical, serious, moderate or minor (best-practice rules such
as `region` and `heading-order` included). Shared by the browser checks of the web apps: each
check calls `audit.check(name)` on every page it walks through, then `audit.finish()`.

    audit = Accessibility(driver)          # injects axe-core once per loaded document
    audit.self_test()                      # proves a critical and a moderate violation fail
    audit.check("menu")                    # the page as shown now
    ...
    audit.finish()                         # prints every violation found; exits if there was one

The package to install beside selenium: PACKAGE.
"""
import sys

PACKAGE = "selenium-axe-python==2.2.0"
# What fails a check: every impact axe-core gives a violation.
FAILING = ("critical", "serious", "moderate", "minor")


def failing(violations):
    """The (rule, impact) pairs of `violations` (axe-core's) that fail a check; a violation
    without an impact counts as minor."""
    return [(v["id"], v.get("impact") or "minor") for v in violations if (v.get("impact") or "minor") in FAILING]


class Accessibility:
    def __init__(self, driver, prefix="accessibility"):
        from selenium_axe_python import Axe  # installed with PACKAGE

        self.driver = driver
        self.axe = Axe(driver)
        self.prefix = prefix
        self.pages = []
        # (impact, rule) -> {page: (nodes, the first targets, axe-core's help text)}
        self.found = {}

    def self_test(self):
        """Proves the check bites, on the page as shown: an unnamed button put into it for the
        moment must fail as a critical `button-name` violation, and a heading that skips levels
        (an <h1>, then an <h4>) in a landmark of its own as a moderate `heading-order` one."""
        self._inject()
        self.driver.execute_script(
            "const s = document.createElement('aside'); s.id = 'axe-self-test';"
            " s.setAttribute('aria-label', 'self test');"
            " s.innerHTML = '<button></button><h1>Self test</h1><h4>Skipped</h4>'; document.body.appendChild(s)")
        try:
            results = self.axe.run(context=repr("#axe-self-test"), options={"resultTypes": ["violations"]})
        finally:
            self.driver.execute_script("document.getElementById('axe-self-test').remove()")
        found = failing(results["violations"])
        for expected in [("button-name", "critical"), ("heading-order", "moderate")]:
            if expected not in found:
                sys.exit(f"{self.prefix}: the self-test's {expected[1]} {expected[0]} was not refused; "
                         f"axe-core found {[(v['id'], v.get('impact')) for v in results['violations']]}")

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
            targets = [", ".join(map(str, node["target"])) for node in violation["nodes"]]
            pages = self.found.setdefault((impact, violation["id"]), {})
            pages[name] = (len(violation["nodes"]), targets[:3], violation["help"])

    def violations(self):
        """Every violation found so far, one line per rule: impact, rule, pages, nodes in all,
        then each page with its node count and first targets."""
        lines = []
        for (impact, rule), pages in sorted(self.found.items(), key=lambda item: FAILING.index(item[0][0])):
            nodes = sum(count for count, _, _ in pages.values())
            help_text = next(iter(pages.values()))[2]
            lines.append(f"{impact} {rule} ({help_text}): {len(pages)} page(s), {nodes} node(s)")
            for page, (count, targets, _) in pages.items():
                lines.append(f"    {page}: {count} node(s) at {targets}")
        return lines

    def finish(self):
        """Prints what was checked; exits with every violation found, if any."""
        lines = self.violations()
        if lines:
            sys.exit(f"{self.prefix}: axe-core found violations on {len(self.pages)} pages:\n  " + "\n  ".join(lines))
        print(f"{self.prefix}: axe-core found no violation of any impact on {len(self.pages)} pages")

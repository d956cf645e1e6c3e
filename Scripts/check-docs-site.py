#!/usr/bin/env python3
"""Checks the API reference website in a real browser: headless Chromium loads its pages from a
loopback web server and the text each page must show is looked for in the DOM the DocC renderer
built (the HTML files hold no content; JavaScript renders it from the site's JSON).

    python3 Scripts/check-docs-site.py                 builds the site (bash Scripts/docs.sh) first
    python3 Scripts/check-docs-site.py --site DIR      checks a site already built, as CI does
                                                      after Scripts/check-docs.sh wrote .build/docs-site

Pages checked: the landing page lists every module; ListView.selectedRow and RxCore's Observable
show their summaries; every Korean article of the catalogues (`*-ko.md`) shows its title, its
summary and its first section heading; every tutorial and table of contents of the catalogues
shows its title and its first section's or chapter's name; a link from RxDataSources to
TerminalUI's ListView leads to that page; every SVG diagram an article of the catalogues shows
(`![alt](name.svg)`, drawn by a test from a real run) loads in the page: the browser decodes it
(its <img> has a natural width), and the file the site serves is the one checked in beside the
article. Exits 1 naming each page and the text or picture it did not show.
"""
import argparse
import functools
import glob
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["RxCore", "RxUI", "RxTesting", "RxLanes", "MVVM", "MVVMTesting", "TerminalGate", "TerminalUI", "Differentiator", "RxDataSources"]


def browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return name
    sys.exit("docs site: no Chromium to check the site with; run 'bash Scripts/install-dependencies.sh --docs-browser'")


def serve(site):
    """A loopback web server for the site on a free port, in a daemon thread; returns its URL."""
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def do_GET(self):
        if urllib.parse.urlsplit(self.path).path != PROBE_PATH:
            return super().do_GET()
        body = PROBE_PAGE.encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


# A page the check serves beside the site: it opens an article (?page=) in a same-origin frame,
# waits for the renderer to draw the image whose alt text is ?alt=, makes it load now (the
# renderer's images load lazily, when scrolled to) and writes what the browser made of it into
# #result, which the dumped DOM holds: "loaded WIDTHxHEIGHT URL", "broken URL", "missing: …" (no
# such image after 15 s of the page's time), or "waiting" (the page never rendered).
PROBE_PATH = "/__diagram-probe.html"
PROBE_PAGE = """<!doctype html><html><body><pre id="result">waiting</pre>
<iframe id="page" width="1200" height="900"></iframe>
<script>
const query = new URLSearchParams(location.search);
const frame = document.getElementById("page");
frame.src = query.get("page");
let tries = 0;
function look() {
  const page = frame.contentDocument;
  const images = page ? Array.from(page.querySelectorAll("main img")) : [];
  const image = images.find(i => i.alt === query.get("alt"));
  if (!image) {
    tries += 1;
    if (tries < 150) { setTimeout(look, 100); return; }
    document.getElementById("result").textContent =
      "missing: the page shows no image with that alt text; its images' alt texts: " + JSON.stringify(images.map(i => i.alt));
    return;
  }
  image.loading = "eager";
  image.scrollIntoView();
  if (!image.complete) { setTimeout(look, 100); return; }
  document.getElementById("result").textContent = image.naturalWidth > 0
    ? "loaded " + image.naturalWidth + "x" + image.naturalHeight + " " + image.currentSrc
    : "broken " + image.currentSrc;
}
look();
</script></body></html>"""


def rendered_main(chromium, url):
    """The text of the page's <main> once the renderer has drawn it, and the links in it."""
    with tempfile.TemporaryDirectory() as profile:
        # Root in a container has no user namespace for Chromium's sandbox; the pages are our own.
        result = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             f"--user-data-dir={profile}", "--virtual-time-budget=20000", "--dump-dom", url],
            capture_output=True, text=True, timeout=120)
    dom = result.stdout
    start, end = dom.find("<main"), dom.rfind("</main>")
    main = dom[start:end] if start >= 0 else ""
    links = re.findall(r'<a [^>]*href="([^"]+)"', main)
    main = re.sub(r"<(script|style)\b.*?</\1>", "", main, flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", main))
    return re.sub(r"\s+", " ", text).strip(), links


def squeezed(text):
    """Whitespace is where the renderer breaks lines and wraps names; compare without it."""
    return re.sub(r"\s+", "", text)


def inline_text(content, references):
    """The plain text of DocC render JSON's inline content, as the renderer shows it."""
    parts = []
    for item in content:
        kind = item.get("type")
        if kind == "text":
            parts.append(item["text"])
        elif kind == "codeVoice":
            parts.append(item["code"])
        elif kind == "reference":
            parts.append(item.get("overridingTitle") or references.get(item["identifier"], {}).get("title", ""))
        elif "inlineContent" in item:
            parts.append(inline_text(item["inlineContent"], references))
    return "".join(parts)


def symbol_summary(site, path):
    """The title and summary sentence a symbol page must show, from the site's own data."""
    data_file = os.path.join(site, "data", path.strip("/") + ".json")
    if not os.path.exists(data_file):
        return None
    data = json.load(open(data_file, encoding="utf-8"))
    summary = inline_text(data.get("abstract", []), data.get("references", {}))
    return [data["metadata"]["title"], summary] if summary.strip() else None


def plain_run(markdown):
    """The longest stretch of a Markdown paragraph that has no markup, to find in the page."""
    pieces = re.split(r"``[^`]*``|`[^`]*`|<doc:[^>]*>|\[[^\]]*\]\([^)]*\)|[*_]", markdown)
    return max((piece.strip() for piece in pieces), key=len)


def korean_articles():
    """(page path, texts it must show) of every Korean article in the library's catalogues."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources", "**", "*.docc", "*-ko.md"), recursive=True)):
        module = os.path.basename(os.path.dirname(path))[: -len(".docc")]
        lines = open(path, encoding="utf-8").read().split("\n")
        title = next(line[2:].strip() for line in lines if line.startswith("# "))
        paragraphs = re.split(r"\n\s*\n", "\n".join(lines[lines.index("# " + title) + 1:]).strip())
        summary = " ".join(paragraphs[0].split())
        heading = next((line[3:].strip() for line in lines if line.startswith("## ")), None)
        page = f"/documentation/{module.lower()}/{os.path.basename(path)[:-3].lower()}"
        found.append((page, [title, plain_run(summary)] + ([heading] if heading else [])))
    return found


def tutorials(site):
    """(source, texts, page path) of every tutorial and table of contents in the catalogues: the
    title its page shows (its @Intro's) and its first section's or chapter's name."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources", "**", "*.docc", "**", "*.tutorial"), recursive=True)):
        source = open(path, encoding="utf-8").read()
        title = re.search(r'@Intro\s*\(\s*title:\s*"([^"]+)"', source)
        part = re.search(r'@(?:Section\s*\(\s*title|Chapter\s*\(\s*name):\s*"([^"]+)"', source)
        found.append((os.path.relpath(path, ROOT), [m.group(1) for m in (title, part) if m]))
    pages = {}
    for data_file in glob.glob(os.path.join(site, "data", "tutorials", "**", "*.json"), recursive=True):
        title = json.load(open(data_file, encoding="utf-8")).get("metadata", {}).get("title")
        pages[title] = "/" + os.path.relpath(data_file, os.path.join(site, "data"))[: -len(".json")].lower()
    return [(source, texts, pages.get(texts[0]) if texts else None) for source, texts in found]


def diagrams():
    """(article, page path, alt text, checked-in file) of every SVG image an article of the
    catalogues shows; a module's own article (`# ``Module```) is the module's page."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "*.md"))):
        catalogue = os.path.dirname(path)
        module = os.path.basename(catalogue)[: -len(".docc")]
        text = open(path, encoding="utf-8").read()
        title = next((line for line in text.split("\n") if line.startswith("# ")), "")
        page = f"/documentation/{module.lower()}"
        if title.strip() != f"# ``{module}``":
            page += "/" + os.path.basename(path)[:-3].lower()
        for alt, name in re.findall(r"!\[([^\]]*)\]\(([^)\s]+\.svg)\)", text):
            files = glob.glob(os.path.join(catalogue, "**", name), recursive=True)
            found.append((os.path.relpath(path, ROOT), page, alt, files[0] if files else None))
    return found


def loaded_image(chromium, base, page, alt):
    """What headless Chromium made of the image with `alt` on `page`: the probe page's result."""
    url = base + PROBE_PATH + "?" + urllib.parse.urlencode({"page": page, "alt": alt})
    with tempfile.TemporaryDirectory() as profile:
        result = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             f"--user-data-dir={profile}", "--virtual-time-budget=20000", "--dump-dom", url],
            capture_output=True, text=True, timeout=120)
    match = re.search(r'<pre id="result">(.*?)</pre>', result.stdout, re.S)
    return html.unescape(match.group(1)).strip() if match else "no probe result"


def check_diagram(chromium, base, page, alt, checked_in):
    """None when the image shows and is the checked-in file, else what is wrong."""
    outcome = loaded_image(chromium, base, page, alt)
    match = re.fullmatch(r"loaded (\d+)x(\d+) (\S+)", outcome)
    if not match:
        return f"the image '{alt}' did not load in the browser: {outcome[:300]}"
    if not match.group(3).startswith(base + "/images/"):
        # The renderer swaps an image the browser cannot decode for a placeholder of its own.
        return f"the image '{alt}' did not load in the browser: the page shows {match.group(3)[:60]}… instead"
    served = urllib.request.urlopen(match.group(3), timeout=30).read()
    if checked_in is None or served != open(checked_in, "rb").read():
        return f"the image '{alt}' at {match.group(3)} is not the checked-in {checked_in}"
    if not served.lstrip().startswith(b"<svg"):
        return f"the image '{alt}' at {match.group(3)} is not an SVG document"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", help="a site Scripts/docs.sh already wrote (default: build one)")
    arguments = parser.parse_args()
    chromium = browser()
    scratch = tempfile.mkdtemp()
    try:
        site = arguments.site
        if not site:
            site = os.path.join(scratch, "site")
            subprocess.run(["bash", os.path.join(ROOT, "Scripts", "docs.sh"), "--output", site], check=True)
        return check(chromium, os.path.abspath(site))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def check(chromium, site):
    if not os.path.isdir(os.path.join(site, "documentation")):
        sys.exit(f"docs site: {site} holds no documentation/; build it with 'bash Scripts/docs.sh'")
    base = serve(site)
    failures = []
    expectations = [("/documentation/", MODULES)]
    for path in ("/documentation/terminalui/listview/selectedrow", "/documentation/rxcore/observable"):
        summary = symbol_summary(site, path)
        if summary is None:
            failures.append(f"{path}: the site has no page with a summary there ({site}/data{path}.json)")
        else:
            expectations.append((path, summary))
    articles = korean_articles()
    if not articles:
        failures.append("no Korean article (Sources/*/*.docc/*-ko.md) was found to check")
    expectations += articles
    for source, texts, page in tutorials(site):
        if not texts:
            failures.append(f"{source}: no @Intro(title:) to look for")
        elif page is None:
            failures.append(f"{source}: the site has no tutorial page titled '{texts[0]}'")
        else:
            expectations.append((page, texts))
    # The summary of ListViewSectionedDataSource links to ``/TerminalUI/ListView``: another
    # module's page, which the link must reach.
    linking_page, linked_page = "/documentation/rxdatasources/listviewsectioneddatasource", "/documentation/terminalui/listview"

    def visit(path):
        return path, rendered_main(chromium, base + path)

    paths = [path for path, _ in expectations] + [linking_page]
    with ThreadPoolExecutor(max_workers=2) as pool:
        rendered = dict(pool.map(visit, dict.fromkeys(paths)))
    for path, texts in expectations:
        text, _ = rendered[path]
        for expected in texts:
            if squeezed(expected) not in squeezed(text):
                failures.append(f"{path}: looked for '{expected}' in the rendered page; it shows: '{text[:300]}'")
    _, links = rendered[linking_page]
    if linked_page not in links:
        failures.append(f"{linking_page}: looked for a link to {linked_page} (another module); its links: {links[:20]}")
    else:
        # Its "Reactive bindings" group lists `rx.itemSelected` (Scripts/check-reactive-pages.py
        # checks the data; this, that the browser shows it).
        summary = (symbol_summary(site, linked_page) or ["ListView"]) + ["Reactive bindings", "itemSelected"]
        text, _ = rendered_main(chromium, base + linked_page)
        if not all(squeezed(expected) in squeezed(text) for expected in summary):
            failures.append(f"{linked_page}, linked from {linking_page}: looked for {summary}; it shows: '{text[:300]}'")

    pictures = diagrams()
    if not pictures:
        failures.append("no article of the catalogues (Sources/*/*.docc/*.md) shows an SVG diagram to check")
    with ThreadPoolExecutor(max_workers=2) as pool:
        outcomes = list(pool.map(lambda picture: check_diagram(chromium, base, *picture[1:]), pictures))
    for (source, page, _, _), outcome in zip(pictures, outcomes):
        if outcome:
            failures.append(f"{page} ({source}): {outcome}")

    checked = len(rendered) + 1 + len({page for _, page, _, _ in pictures} - set(rendered))
    for failure in failures:
        print(f"docs site: FAILED {failure}")
    if failures:
        print(f"docs site: {len(failures)} failed of the checks on {checked} pages in {chromium} ({site})")
        return 1
    print(f"docs site: {checked} pages render what they must in headless {chromium}: the landing page, "
          f"2 symbol pages, {len(articles)} Korean articles, {len(expectations) - 3 - len(articles)} tutorial pages, "
          f"the link from RxDataSources to TerminalUI's ListView (with its Reactive bindings), and {len(pictures)} SVG diagrams of "
          f"{len({page for _, page, _, _ in pictures})} articles, each loaded by the browser and the checked-in file")
    return 0


if __name__ == "__main__":
    sys.exit(main())

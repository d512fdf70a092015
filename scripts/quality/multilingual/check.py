#!/usr/bin/env python3
"""Multilingual gate: a club site in Catalan, Spanish and English.

usage: check.py PUBLISH_BINARY

Builds the three-language site in site/ (next to this script: `languages: [ca, es, en]`,
base URL https://lectors.example.org/club/, partial translations, an untranslated page, a
Spanish page with accents, chats with messages in three languages) with PUBLISH_BINARY
(`--now 2026-10-20`, while a room is under way) in a temporary folder outside git, then:

  build       it checks clean (no error, no warning) and builds
  pages       every page of the default language exists under /es/ and /en/, and only one
              404.html, sw.js, sitemap.xml and robots.txt exist (at the root)
  switch      on every page, the language switch links the same page in each language (a
              file that exists), the page's own language marked current
  hreflang    every page names every language and x-default (the Catalan page), and the
              versions of a page name the same set (symmetric pairs)
  links       no link of a Spanish or English page leaves its language, but for the switch
              and the files every language shares (theme, images, icons, manifest, worker); every
              address a page links or loads is a file of the output
  fallback    an untranslated page in Spanish says so in Spanish with lang="ca" on the text;
              a translated one has no note
  sitemap     every <loc> is a file of the output, with its three xhtml:link alternates
  html        the Nu HTML checker (validate_html.sh) over every page of the three languages
  privacy     no member's private e-mail address appears in any file of any language
  browser     headless Chromium: the Spanish room page at 390 px with no horizontal scrolling
              and the switch on screen (screenshot .build/screenshots/multilingual-es-room-390.png),
              its English link landing on the English room page; the general checks of the
              browser gate (browser_checks.check_pages: served, no horizontal scrolling at 390 px,
              colours, a screenshot in .build/screenshots/club-*.png, axe-core with no serious
              or critical violation, spoilers, no console error) on one page of each kind
              (PAGE_KINDS) in each of the three languages at 390 px, and on the kinds whose
              layout changes most (WIDE_KINDS) in Spanish and English at 1280 px, light scheme;
              search in Spanish finds the message saying "capítulo" typed with and without its
              accent, "año" is not "ano", the room by its Spanish title ("a la orilla del río")
              typed with and without the accent, and Catalan search finds "col·lecció" typed
              "colleccio"
  original    Spanish and English search results mark an untranslated title with lang="ca"
  one language  two copies without translations, as `language: ca` and as `languages: [ca]`,
              publish the same bytes
  prefix      built again with `default_prefix: true`: Catalan under /ca/ too, and / a valid
              page linking each language's home page

Prints PASS/FAIL per check and "multilingual: N passed, M failed"; exit 0, 1 or 2 (usage).
Takes about 60 s (several minutes on a machine busy compiling).
"""
import html.parser
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from results import edit_content, run_gate  # noqa: E402

SITE_SOURCE = os.path.join(HERE, "site")
NOW = "2026-10-20"
BASE = "/club/"
LANGUAGES = ["ca", "es", "en"]
PREFIX = {"ca": "", "es": "es/", "en": "en/"}
SHARED = ("theme/", "images/", "assets/", "icons/", "manifest.webmanifest", "sw.js", "offline.html")
PRIVATE_EMAIL = "tom.reed.private@example.org"
# One page of each kind, checked in every language by the browser gate's general checks.
PAGE_KINDS = ["", "rooms/", "rooms/cami-de-sirga/", "rooms/cami-de-sirga/chat/primer-debat/", "books/",
              "books/cami-de-sirga/", "members/", "members/anna/", "calendar/", "search/", "pages/normes/",
              "pages/qui-som/", "news/", "news/comencem-moncada/"]
# The kinds also checked at 1280 px, in Spanish and English: the layout that changes most.
WIDE_KINDS = ["", "rooms/cami-de-sirga/", "rooms/cami-de-sirga/chat/primer-debat/", "books/cami-de-sirga/", "search/"]


class Links(html.parser.HTMLParser):
    """The addresses a page links or loads, its alternates, its switch and its note."""

    def __init__(self):
        super().__init__()
        self.addresses, self.alternates, self.switch, self.langs = [], [], [], []
        self.in_switch = False
        self.note = None
        self.in_note = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "nav" and "language-switch" in (a.get("class") or ""):
            self.in_switch = True
        if tag == "link" and a.get("rel") == "alternate" and a.get("hreflang"):
            self.alternates.append((a["hreflang"], a["href"]))
        elif tag == "a" and self.in_switch:
            self.switch.append((a.get("lang"), a.get("href"), a.get("aria-current") == "true"))
        else:
            for key in ("href", "src", "data-index", "data-chats", "data-worker"):
                if (a.get(key) or "").startswith("/"):
                    self.addresses.append(a[key])
        if tag == "p" and "translation-note" in (a.get("class") or ""):
            self.in_note, self.note = True, ""
        if a.get("lang"):
            self.langs.append((tag, a["lang"]))

    def handle_endtag(self, tag):
        if tag == "nav":
            self.in_switch = False
        if tag == "p":
            self.in_note = False

    def handle_data(self, data):
        if self.in_note:
            self.note += data


def parse(path):
    links = Links()
    with open(path, encoding="utf-8") as f:
        links.feed(f.read())
    return links


def language_of(rel):
    for language in ("es", "en"):
        if rel.startswith(language + "/"):
            return language
    return "ca"


def resolves(output, address):
    """Whether a site-relative address (fragment and query aside) is a file of `output`."""
    path = address.split("#")[0].split("?")[0]
    return os.path.isfile(os.path.join(output, path + ("index.html" if path == "" or path.endswith("/") else "")))


def check_structure(results, output):
    pages = sorted(os.path.relpath(os.path.join(d, f), output) for d, _, fs in os.walk(output) for f in fs if f.endswith(".html"))
    originals = [p for p in pages if language_of(p) == "ca" and p not in ("404.html", "offline.html")]
    results.check(f"pages: {len(originals)} pages in Catalan", len(originals) > 40, str(len(originals)))
    results.problems("pages: each exists in Spanish and English",
                     [f"{language}/{p}" for p in originals for language in ("es", "en") if f"{language}/{p}" not in pages])
    results.problems("pages: one 404 page, service worker, sitemap and robots.txt",
                     [f"{language}/{name}" for language in ("es", "en") for name in ("404.html", "sw.js", "sitemap.xml", "robots.txt")
                      if os.path.exists(os.path.join(output, language, name))]
                     + [name for name in ("404.html", "sw.js", "sitemap.xml", "robots.txt") if not os.path.exists(os.path.join(output, name))])
    switch, hreflang, links, parsed = [], [], [], {}
    for rel in pages:
        if rel in ("404.html", "offline.html") or "<meta http-equiv=\"refresh\"" in open(os.path.join(output, rel), encoding="utf-8").read():
            continue
        parsed[rel] = parse(os.path.join(output, rel))
    for rel, page in parsed.items():
        language = language_of(rel)
        inner = rel[len(PREFIX[language]):]
        expected = [(other, BASE + PREFIX[other] + inner.replace("index.html", ""), other == language) for other in LANGUAGES]
        if page.switch != expected:
            switch.append(f"{rel}: {page.switch}")
        names = [name for name, _ in page.alternates]
        if names != LANGUAGES + ["x-default"] or page.alternates[-1][1] != page.alternates[0][1]:
            hreflang.append(f"{rel}: {page.alternates}")
        for other in LANGUAGES:
            twin = parsed.get(PREFIX[other] + inner)
            if twin is not None and twin.alternates != page.alternates:
                hreflang.append(f"{rel} and {PREFIX[other] + inner} name different alternates")
        if language != "ca":
            for address in page.addresses:
                inside = address[len(BASE):]
                if not inside.startswith(PREFIX[language]) and not inside.startswith(SHARED):
                    links.append(f"{rel} links {address}")
    results.problems("switch: every page links itself in each language", switch)
    results.problems("hreflang: every language and x-default, symmetric", hreflang)
    results.problems("links: Spanish and English pages stay in their language", links)
    broken = sorted({f"{rel} links {address}" for rel, page in parsed.items() for address in page.addresses
                     if address.startswith(BASE) and not resolves(output, address[len(BASE):])})
    results.problems("links: every address a page links or loads is a file of the output", broken)
    untranslated = parsed.get("es/pages/normes/index.html")
    translated = parsed.get("es/pages/qui-som/index.html")
    results.check("fallback: an untranslated Spanish page says so in Spanish, its text marked Catalan",
                  untranslated is not None and untranslated.note == "Aún no está traducido: se muestra en catalán."
                  and ("h1", "ca") in untranslated.langs, untranslated and f"{untranslated.note!r} {untranslated.langs}")
    results.check("fallback: a translated page has no note", translated is not None and translated.note is None)
    with open(os.path.join(output, "sitemap.xml"), encoding="utf-8") as f:
        sitemap = f.read()
    entries = re.findall(r"<url>(.*?)</url>", sitemap, re.S)
    missing = []
    for entry in entries:
        loc = re.search(r"<loc>https://lectors\.example\.org/club/(.*?)</loc>", entry).group(1)
        if not os.path.exists(os.path.join(output, loc + ("index.html" if loc == "" or loc.endswith("/") else ""))):
            missing.append(loc)
        if entry.count("<xhtml:link") != 3:
            missing.append(f"{loc}: {entry.count('<xhtml:link')} alternates")
    results.check(f"sitemap: {len(entries)} addresses", len(entries) == 3 * len([e for e in entries if "/club/es/" in e.split("</loc>")[0]]))
    results.problems("sitemap: every address is a page, with its three alternates", missing)


def check_privacy(results, output):
    found = []
    for folder, _, files in os.walk(output):
        for name in files:
            with open(os.path.join(folder, name), "rb") as f:
                if PRIVATE_EMAIL.encode() in f.read().lower():
                    found.append(os.path.relpath(os.path.join(folder, name), output))
    results.problems("privacy: a member's private e-mail address is in no file of any language", found)


def check_browser(results, output):
    import browser_checks as browser
    from selenium.webdriver.common.by import By
    served = os.path.join(os.path.dirname(output), "served")
    os.makedirs(served, exist_ok=True)
    os.symlink(output, os.path.join(served, "club"))
    shots = os.path.join(os.path.dirname(os.path.dirname(HERE)), "..", ".build", "screenshots")
    os.makedirs(shots, exist_ok=True)
    axe = open(browser.find_axe(), encoding="utf-8").read()
    with browser.session(served) as (d, base):
        browser.set_view(d, 390, 844, "light")
        d.get(base + "/club/es/rooms/cami-de-sirga/")
        browser.settle(d)
        wide = d.execute_script("return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        switch = d.find_element(By.CSS_SELECTOR, "nav.language-switch")
        results.check("browser: the Spanish room page fits 390 px", wide[0] <= wide[1], str(wide))
        results.check("browser: the switch is on screen at 390 px", switch.is_displayed() and switch.rect["x"] + switch.rect["width"] <= 390,
                      str(switch.rect))
        d.save_screenshot(os.path.join(shots, "multilingual-es-room-390.png"))
        d.find_element(By.CSS_SELECTOR, "nav.language-switch a[lang=en]").click()
        browser.settle(d)
        results.check("browser: the switch lands on the same room in English",
                      d.current_url == base + "/club/en/rooms/cami-de-sirga/", d.current_url)
        pages = [BASE + PREFIX[language] + page for language in LANGUAGES for page in PAGE_KINDS]
        wide = [BASE + PREFIX[language] + page for language in ("es", "en") for page in WIDE_KINDS]
        found = {"spoiler": 0, "details": 0, "search": 0, "chat search": 0}
        failed = browser.check_pages(d, base, pages, shots, axe, found, sizes=[(390, 844)], schemes=["light"])
        failed += browser.check_pages(d, base, wide, shots, axe, found, sizes=[(1280, 900)], schemes=["light"])
        results.check(f"browser: the general checks of the browser gate on {len(pages)} pages at 390 px and {len(wide)} at 1280 px",
                      failed == 0, f"{failed} failed (the FAIL lines above)")
        browser.set_view(d, 1280, 900, "light")
        d.get(base + "/club/es/search/")
        for query, hit in [("capitulo", True), ("capítulo", True), ("CAPÍTULO año", True), ("ano de la riada", False)]:
            found = [link for link in browser.run_search(d, query) if "primer-debat" in link]
            results.check(f"search (es): {query!r} {'finds' if hit else 'does not find'} the message", bool(found) == hit, str(found))
        for query in ["orilla del rio", "Orilla del río"]:
            found = [link for link in browser.run_search(d, query) if link == BASE + "es/rooms/cami-de-sirga/"]
            results.check(f"search (es): {query!r} finds the room by its Spanish title", bool(found), str(found))
        d.get(base + "/club/search/")
        found = browser.run_search(d, "colleccio")
        results.check("search (ca): 'colleccio' finds 'col·lecció'", any("primer-debat" in link for link in found), str(found))
        marks = []
        for page, query in [("/club/en/search/", "comencem"), ("/club/es/search/", "empezamos")]:
            d.get(base + page)
            browser.run_search(d, query)
            marks += d.execute_script("return Array.from(document.querySelectorAll('#search-results a'))"
                                      ".filter(a => a.getAttribute('href').indexOf('/news/comencem-moncada/') !== -1)"
                                      ".map(a => a.getAttribute('lang'));")
        results.check("original: search results mark an untranslated title lang=\"ca\", a translated one not",
                      marks == ["ca", None], str(marks))


def check_one_language(results, binary, tmp, site):
    """`languages: [ca]` publishes the same bytes as `language: ca`: two copies of the site
    without its translations, built with the same clock, compared file by file."""
    import filecmp
    import shutil
    outputs = []
    for name, line in (("language", "language: ca"), ("languages", "languages: [ca]")):
        copy = os.path.join(tmp, f"one-{name}")
        shutil.copytree(site, copy, ignore=shutil.ignore_patterns("output", ".output.staging", "*.es.md", "*.en.md", "*.es.yml",
                                                                  "*.en.yml"))
        edit_content(copy, "site.yml", "languages: [ca, es, en]", line)
        run = subprocess.run([binary, "build", "--site", copy, "--now", NOW, "--lang", "en"], capture_output=True, text=True)
        if not results.check(f"one language: the site builds with `{line}`", run.returncode == 0, run.stdout + run.stderr):
            return
        outputs.append(os.path.join(copy, "output"))
    differences = []

    def compare(folder):
        differences.extend(os.path.join(folder.left, name) for name in folder.left_only + folder.right_only + folder.funny_files)
        differences.extend(os.path.join(folder.left, name) for name in filecmp.cmpfiles(folder.left, folder.right, folder.common_files,
                                                                                         shallow=False)[1])
        for sub in folder.subdirs.values():
            compare(sub)
    compare(filecmp.dircmp(*outputs))
    results.problems("one language: `languages: [ca]` gives the same bytes as `language: ca`",
                     [os.path.relpath(path, outputs[0]) for path in differences])


def check_site(results, binary, tmp, site):
    checked = subprocess.run([binary, "check", "--site", site, "--lang", "en"], capture_output=True, text=True)
    results.check("build: the three-language site checks clean", checked.returncode == 0 and "0 errors, 0 warnings" in checked.stdout + checked.stderr,
                  checked.stdout + checked.stderr)
    run = subprocess.run([binary, "build", "--site", site, "--now", NOW, "--lang", "en"], capture_output=True, text=True)
    if not results.check("build: it builds", run.returncode == 0, run.stdout + run.stderr):
        return
    output = os.path.join(site, "output")
    check_structure(results, output)
    check_privacy(results, output)
    vnu = subprocess.run(["bash", os.path.join(os.path.dirname(HERE), "validate_html.sh"), output], capture_output=True, text=True)
    results.check("html: the Nu HTML checker finds no error", vnu.returncode == 0, vnu.stdout[-3000:] + vnu.stderr[-1000:])
    try:
        check_browser(results, output)
    except Exception as error:  # noqa: BLE001 - a crash of the browser part fails the gate, with its reason
        results.check("browser: ran", False, f"{type(error).__name__}: {error}")
    check_one_language(results, binary, tmp, site)
    check_default_prefix(results, binary, site)


def check_default_prefix(results, binary, site):
    """`default_prefix: true`: Catalan under /ca/ too, and / a valid page linking each language."""
    edit_content(site, "site.yml", "languages: [ca, es, en]", "languages: [ca, es, en]\ndefault_prefix: true")
    run = subprocess.run([binary, "build", "--site", site, "--now", NOW, "--lang", "en"], capture_output=True, text=True)
    if not results.check("prefix: with default_prefix it builds", run.returncode == 0, run.stdout + run.stderr):
        return
    output = os.path.join(site, "output")
    root = parse(os.path.join(output, "index.html"))
    homes = [address for address in root.addresses if address.startswith(BASE)]
    results.check("prefix: / links each language's home page, which exists",
                  homes == [BASE + language + "/" for language in LANGUAGES]
                  and all(os.path.exists(os.path.join(output, language, "index.html")) for language in LANGUAGES), str(homes))
    results.check("prefix: no Catalan page is left outside /ca/", not os.path.exists(os.path.join(output, "rooms")))
    page = os.path.join(os.path.dirname(output), "chooser")
    os.makedirs(page, exist_ok=True)
    os.replace(os.path.join(output, "index.html"), os.path.join(page, "index.html"))
    vnu = subprocess.run(["bash", os.path.join(os.path.dirname(HERE), "validate_html.sh"), page], capture_output=True, text=True)
    results.check("prefix: the page at / is valid HTML", vnu.returncode == 0, vnu.stdout[-2000:])


def main(argv):
    return run_gate("multilingual", argv, __doc__, SITE_SOURCE, check_site)


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""Messy-club gate: a club's real, untidy history, checked the way a new user would.

usage: check.py PUBLISH_BINARY

Copies site/ (next to this script) to a temporary folder and works on it with
PUBLISH_BINARY (`--now 2026-11-22`). The site was written independently of the unit tests:
a 62-character unbroken name (and long unbroken titles, tags, a subtitle, a place and a
web address), Hebrew and Arabic members (one name carrying U+202E), rooms
in Europe/Madrid (the site's zone), America/Mexico_City and Asia/Tokyo, a chat on the night
the clocks go back in Madrid (02:30, then a real 02:10 written `02:10+01:00`), a meetup that
ends after midnight, a discussion across the fall-back night, books without `pages:`, a
Markdown table with alignment, and e-mail addresses and telephone numbers (+34, 0034,
Spanish 9-digit groups, a US +1 number) typed in chats, bios, book and room descriptions, a
poll, event notes, a page and the footer, next to ISBNs, dates, times, chapter ranges and
quantities that must stay as written.

Checks:
  check       `publish check` passes and warns W009 at each typed contact detail
  leaks       no contact detail (other than site.yml's contact: list and the page that
              says contact: true) in any output file (HTML, ICS, XML, JSON) or path, as
              written or decoded (entities, %-escapes, JSON strings, unfolded iCalendar)
  kept        ISBNs, dates, times, chapter ranges and quantities are not masked
  booleans    no text node reading 'false' or 'true' in any page
  bidi        no bidi embedding/override/isolate control (U+202A-E, U+2066-9) in any file
  zones       shared lists (home, /calendar/, a member page, the feed) and a chat of the
              Mexico room label the times of rooms in another zone with a human name; no
              IANA zone name in visible text
  dst         the fall-back night's chat renders both passes of 02:xx, in order, each
              with its offset
  html        the Nu HTML checker (validate_html.sh) finds no error
  phone       in headless Chromium at 390 px, no page scrolls sideways
              (document.documentElement.scrollWidth <= 390)
  hints       small broken variants give exactly the expected diagnostics: a renamed
              member (twice: as renamed, then with the room lists fixed), E032, a missing
              `- ` and a deleted `- id:` line (E009), an event without an id (W010), a cover
              in other case, a tab in YAML, a `7:05 PM` message, a line pasted from WhatsApp

Prints PASS/FAIL lines, then exactly "messy: N passed, M failed"; exit status 1 on any
failure, 2 on usage errors.
"""
import html
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
from results import edit_content, run_gate  # noqa: E402

SITE_SOURCE = os.path.join(HERE, "site")
NOW = "2026-11-22"

# Typed contact details that must never be published (as written and without separators).
LEAKS = [
    "berta.privada", "berta.bio", "612 345 678", "612345678", "612 34 56 78",
    "vella-adreca", "699 888 777", "699888777",
    "655 44 33 22", "655443322", "yael.cohen", "52 123 4567", "521234567",
    "622 111 333", "622111333", "415) 555-0134", "5550134", "kenji.w@",
    "llibreria@", "93 411 22 33", "934112233", "normes@", "600 11 22 33", "600112233",
    "sala.dst", "611.222.333", "611222333", "655 111 222", "655111222",
    "644 555 666", "644555666", "poll@", "633 444 555", "633444555",
    "699 000 111", "699000111", "amira@", "mexico@", "415 555 0199", "4155550199",
    "tel:",
]
# A mailto: link may only lead to the club's listed address (or, on its page, the opted-in one).
MAILTO = re.compile(r"mailto:(?!secretaria@desordenat\.example\.org|pagina-publica@desordenat\.example\.org)", re.I)
# Allowed: the club's address everywhere; the opted-in page's details on that page only.
CLUB = "secretaria@desordenat.example.org"
PAGE_ONLY = ["pagina-publica@desordenat.example.org", "972 00 11 22"]
# Must stay as written somewhere in the output.
KEPT = {
    "books/sense-pagines/index.html": ["978-84-7329-202-3", "1-10 i 12–14", "352 pàgines", "2026-03-04",
                                       "19:00-20:30"],
    "members/berta/index.html": ["1975-03-04", "19:00 a 21:30", "1.250"],
}
BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")
IANA = re.compile(r"\b(?:America|Asia|Europe)/[A-Z][A-Za-z_]+")


def publish(binary, *args):
    return subprocess.run([binary, *args, "--lang", "en"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "NO_COLOR": "1"})


def diagnostics(binary, site):
    run = publish(binary, "check", "--site", site, "--now", NOW, "--format", "json")
    try:
        return run.returncode, json.loads(run.stdout)["diagnostics"]
    except (ValueError, KeyError):
        return run.returncode, [{"code": "?", "message": run.stdout + run.stderr}]


def show(diags):
    return "\n    ".join(f"{d.get('code')} {d.get('file')}:{d.get('line')}:{d.get('column')} "
                         f"{d.get('message')} | hint: {d.get('hint')}" for d in diags) or "(none)"


# ------------------------------------------------------------------------------------------
# the output


class Page(html.parser.HTMLParser):
    """Text nodes of an HTML page, outside <script> and <style>."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.texts, self.skip = [], 0
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style") and self.skip:
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip and data.strip():
            self.texts.append(data.strip())

    @property
    def visible(self):
        return " ".join(self.texts)


def load_output(output):
    files = {}
    for folder, dirs, names in os.walk(output):
        dirs.sort()
        for name in sorted(names):
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, output).replace(os.sep, "/")
            with open(path, "rb") as f:
                files[rel] = f.read().decode("utf-8", errors="replace")
    return files


def haystack(rel, text):
    views = [rel, text, html.unescape(text), urllib.parse.unquote(text), urllib.parse.unquote(html.unescape(text))]
    if rel.endswith(".ics"):
        unfolded = re.sub(r"\r?\n[ \t]", "", text)
        views += [unfolded, re.sub(r"\\([\\;,nN])", lambda m: " " if m.group(1) in "nN" else m.group(1), unfolded)]
    if rel.endswith(".json"):
        try:
            views.append(json.dumps(json.loads(text), ensure_ascii=False))
        except ValueError:
            pass
    return "\n".join(views).casefold()


def excerpt(text, needle, width=50):
    index = text.casefold().find(needle.casefold())
    return text[max(0, index - width):index + len(needle) + width].replace("\n", "⏎") if index >= 0 else "(decoded)"


def check_leaks(results, files):
    problems = []
    for rel, text in files.items():
        stack = haystack(rel, text)
        for needle in LEAKS:
            if needle.casefold() in stack:
                problems.append(f"{needle!r} in {rel}: …{excerpt(text, needle)}…")
        problems += [f"a mailto: link in {rel}: …{excerpt(text, m.group(0))}…" for m in MAILTO.finditer(text)]
        if not rel.startswith("pages/contacte/"):
            for needle in PAGE_ONLY:
                if needle.casefold() in stack and not rel.startswith("search/site/"):
                    problems.append(f"{needle!r} (opted-in page only) in {rel}: …{excerpt(text, needle)}…")
    results.problems(f"leaks: no typed e-mail or telephone in any of {len(files)} files or paths", problems)
    home, page = files.get("index.html", ""), files.get("pages/contacte/index.html", "")
    results.check("leaks: the club's listed address is published in the footer", CLUB in home, "missing")
    results.check("leaks: the page with contact: true shows its details",
                  all(n in page for n in PAGE_ONLY), "missing from pages/contacte/")
    results.check("leaks: masked details are shown as •, not dropped",
                  "•" * 5 in files.get("rooms/dst-nit/chat/nit-canvi/index.html", ""), "no • in the chat")


def check_kept(results, files):
    problems = []
    for rel, needles in KEPT.items():
        text = html.unescape(files.get(rel, ""))
        problems += [f"{rel} lacks {n!r}" for n in needles if n not in text]
    chat = html.unescape(files.get("rooms/dst-nit/chat/nit-canvi/index.html", ""))
    problems += [f"chat lacks {n!r}" for n in ("978-84-7329-202-3", "12–14", "19:00-20:30") if n not in chat]
    results.problems("kept: ISBNs, dates, times, chapter ranges and quantities are not masked", problems)


def check_pages(results, files, pages):
    booleans, iana = [], []
    bidi = [f"{rel}: U+{ord(c):04X}" for rel, text in files.items() for c in sorted(set(BIDI_CONTROLS.findall(text)))]
    for rel, page in pages.items():
        booleans += [f"{rel}: {t!r}" for t in page.texts if t.casefold() in ("false", "true")]
        iana += [f"{rel}: {m}" for m in sorted(set(IANA.findall(page.visible)))]
    results.problems(f"booleans: no text node 'false' or 'true' in {len(pages)} pages", booleans)
    results.problems("bidi: no bidi control character from content in any output file", bidi)
    results.problems("zones: no IANA zone name (America/Mexico_City…) in visible text", iana)


def check_zones(results, files, pages):
    """Shared lists say in which zone a room abroad meets, with a human name."""
    expected = {
        "index.html": ["Mèxic"],
        "calendar/index.html": ["Mèxic", "Tòquio"],
        "members/berta/index.html": ["Mèxic", "Tòquio"],
        "rooms/mexic/chat/debat-1/index.html": ["hora de Ciutat de Mèxic"],
    }
    problems = []
    for rel, names in expected.items():
        visible = pages[rel].visible if rel in pages else ""
        problems += [f"{rel}: no {n!r} zone label" for n in names if n not in visible]
    feed = html.unescape(files.get("feed.xml", ""))
    if "Mèxic" not in feed:
        problems.append("feed.xml: the Mexico room's coming discussion is not labelled with its zone")
    results.problems("zones: home, /calendar/, a member page, the feed and a chat label other zones by name",
                     problems)


def check_dst(results, pages):
    page = pages.get("rooms/dst-nit/chat/nit-canvi/index.html")
    if not results.check("dst: the fall-back night's chat is published", page is not None, "missing"):
        return
    visible = page.visible
    order = [visible.find(s) for s in ("02:30", "02:40", "02:10", "02:20")]
    results.check("dst: 02:30, 02:40, then the second 02:10 and 02:20 are shown in that order",
                  all(i >= 0 for i in order) and order == sorted(order), f"positions {order}")
    results.check("dst: both passes of the repeated hour show their offset",
                  "02:30 UTC+2" in visible and "02:10 UTC+1" in visible, "'02:30 UTC+2' or '02:10 UTC+1' not shown")


def check_html(results, output):
    run = subprocess.run(["bash", os.path.join(HERE, "..", "validate_html.sh"), output],
                         capture_output=True, text=True, timeout=300)
    lines = run.stdout.strip().splitlines()
    results.check(f"html: {lines[-1] if lines else 'vnu did not run'}", run.returncode == 0,
                  "\n    ".join(lines[:15]))


def check_phone(results, output, pages):
    sys.path.insert(0, os.path.join(HERE, ".."))
    import browser_checks  # noqa: E402  (its server and driver set-up)
    server, _ = browser_checks.start_server(output)
    port = server.server_address[1]
    try:
        driver = browser_checks.make_driver()
    except Exception as error:  # noqa: BLE001
        server.shutdown()
        results.check("phone: headless Chromium starts", False, str(error))
        return
    wide = []
    # A control page that is too wide on purpose: the measure must see it.
    with open(os.path.join(output, "messy-control.html"), "w", encoding="utf-8") as f:
        f.write('<!doctype html><html lang="ca"><title>control</title><p style="width:600px">wide</p></html>')
    try:
        browser_checks.set_view(driver, 390, 844, "light")
        driver.get(f"http://127.0.0.1:{port}/messy-control.html")
        control = driver.execute_script("return document.documentElement.scrollWidth")
        results.check(f"phone: a control page 600 px wide is measured as too wide ({control} px)", control > 390)
        for rel in sorted(pages):
            path = "/" + (rel[:-len("index.html")] if rel.endswith("index.html") else rel)
            driver.get(f"http://127.0.0.1:{port}{path}")
            width = driver.execute_script("return document.documentElement.scrollWidth")
            if width > 390:
                culprits = driver.execute_script(
                    "return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391)"
                    ".slice(0, 3).map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').trim().slice(0, 40))")
                wide.append(f"{path}: {width} px ({'; '.join(culprits)})")
    finally:
        driver.quit()
        server.shutdown()
    results.problems(f"phone: {len(pages)} pages at 390 px, none wider than the screen", wide)


# ------------------------------------------------------------------------------------------
# hints: small broken variants


def rename(site, old, new):
    os.rename(os.path.join(site, "content", old), os.path.join(site, "content", new))


def write(site, rel, text):
    with open(os.path.join(site, "content", rel), "w", encoding="utf-8") as f:
        f.write(text)


# Each variant: a label, how to break the copy, and every diagnostic it must give, exactly (no
# other may appear; the kinds of warning the intact site already gives are left aside).
BASELINE_WARNINGS = ("W004", "W009")
RENAMED = "did you mean 'yael-cohen'? the file content/members/yael-cohen.md may have been renamed from yael.md"
VARIANTS = [
    ("renamed member (yael.md -> yael-cohen.md): one E022 per file, naming the new file",
     lambda s: rename(s, "members/yael.md", "members/yael-cohen.md"),
     [{"code": "E022", "file": "content/members/amira.md", "line": 4, "column": 11,
       "message": "'friends' names 'yael', who is not a member", "hint": RENAMED},
      {"code": "E022", "file": "content/members/berta.md", "line": 6, "column": 11,
       "message": "'friends' names 'yael', who is not a member", "hint": RENAMED},
      {"code": "E022", "file": "content/rooms/dst-nit/index.md", "line": 5, "column": 11,
       "message": "'members' names 'yael', who is not a member", "hint": RENAMED},
      {"code": "E022", "file": "content/rooms/tokio/index.md", "line": 6, "column": 18,
       "message": "'members' names 'yael', who is not a member", "hint": RENAMED}]),
    ("renamed member, room lists fixed: the transcript reports 'yael' once, with her count",
     lambda s: (rename(s, "members/yael.md", "members/yael-cohen.md"),
                [edit_content(s, rel, old, new) for rel, old, new in [
                    ("members/amira.md", "[yael]", "[yael-cohen]"),
                    ("members/berta.md", "[yael]", "[yael-cohen]"),
                    ("rooms/dst-nit/index.md", "[yael,", "[yael-cohen,"),
                    ("rooms/tokio/index.md", "yael]", "yael-cohen]")]]),
     [{"code": "E047", "file": "content/rooms/dst-nit/chat/nit-canvi.md", "line": 10, "column": 17,
       "message": "'yael' votes but is not in the room (1 vote and 1 message in this file)", "hint": RENAMED}]),
    ("E032 is reported once, at the typo, with the chapters that fit",
     lambda s: [edit_content(s, "rooms/dst-nit/schedule.yml", old, new) for old, new in [
         ("    chapters: 1-10\n", "    chapters: 1-49\n"),
         ("    title: Sopar que acaba tard\n", "    title: Sopar que acaba tard\n    chapters: 1-4\n"),
         ("    title: Debat final\n", "    title: Debat final\n    chapters: 5-20\n")]],
     [{"code": "E032", "file": "content/rooms/dst-nit/schedule.yml", "line": 11, "column": 15,
       "message": "the target '1-49' goes beyond chapter 4 of a later event ('mitjanit', 2026-11-27)",
       "hint": "a target is the last chapter read by its date, so targets count up in date order; use 4 or less here"}]),
    ("a deleted `- ` before an event: E009 says the line seems missing",
     lambda s: edit_content(s, "rooms/tokio/schedule.yml", "  - id: fi\n", "    id: fi\n"),
     [{"code": "E009", "file": "content/rooms/tokio/schedule.yml", "line": 12, "column": 5,
       "message": "key 'id' is written twice in one event: the `- ` line that starts the next event seems to be missing",
       "hint": "write line 12 as `  - id: fi` to start a new event there, or put back the line that started it; "
               "the file is not read further until then"}]),
    ("a deleted `- id:` line: E009 at the next event's first key",
     lambda s: edit_content(s, "rooms/mexic/schedule.yml", "  - id: debat-2\n", ""),
     [{"code": "E009", "file": "content/rooms/mexic/schedule.yml", "line": 12, "column": 5,
       "message": "key 'kind' is written twice in one event: the `- ` line that starts the next event seems to be missing",
       "hint": "write line 12 as `  - kind: discussion` to start a new event there, or put back the line that "
               "started it; the file is not read further until then"}]),
    ("a discussion without an id: W010 once for the room",
     lambda s: edit_content(s, "rooms/tokio/schedule.yml", "  - id: debat-1\n    kind: discussion\n",
                            "  - kind: discussion\n"),
     [{"code": "W010", "file": "content/rooms/tokio/schedule.yml", "line": 6, "column": 5,
       "message": "the discussion on 2026-11-29 has no id: if a date moves, calendars get a new event and links "
                  "to the old one break",
       "hint": "give each discussion and meetup an id that does not name its date, such as `- id: discussion-1` "
               "as the entry's first line"}]),
    ("a cover named in other case: did you mean the real name",
     lambda s: (write(s, "books/Kitchen.SVG", "<svg xmlns='http://www.w3.org/2000/svg'/>"),
                edit_content(s, "books/lectura-tokio.md", "published: 1988\n", "published: 1988\ncover: kitchen.svg\n")),
     [{"code": "E014", "file": "content/books/lectura-tokio.md", "line": 6, "column": 8,
       "message": "the image 'kitchen.svg' does not exist (looked for content/books/kitchen.svg)",
       "hint": "did you mean 'Kitchen.SVG'? upper and lower case count in file names"}]),
    ("a tab in YAML is named as a tab",
     lambda s: edit_content(s, "rooms/tokio/schedule.yml", "    duration: 90m", "\tduration: 90m"),
     [{"code": "E002", "file": "content/rooms/tokio/schedule.yml", "line": 9, "column": 1,
       "message": "YAML syntax error: a tab at the start of this line; YAML indents with spaces only",
       "hint": "replace the tab with spaces (two for each level), lining the line up with the lines around it"}]),
    ("a 7:05 PM message: times are 24-hour",
     lambda s: edit_content(s, "rooms/mexic/chat/debat-1.md", "19:02 kenji:", "7:05 PM kenji:"),
     [{"code": "E040", "file": "content/rooms/mexic/chat/debat-1.md", "line": 6, "column": 1,
       "message": "line not understood: \"7:05 PM kenji: Hello from Tokyo, it's 10:02 here.\"",
       "hint": "times are written on the 24-hour clock: `19:05 kenji: …`, without AM or PM"}]),
    ("a line pasted from WhatsApp points to the import",
     lambda s: edit_content(s, "rooms/mexic/chat/debat-1.md", "19:02 kenji:", "25/11/26, 19:02 - Kenji Watanabe:"),
     [{"code": "E040", "file": "content/rooms/mexic/chat/debat-1.md", "line": 6, "column": 1,
       "hint": "this line comes from a WhatsApp export; convert the whole export with "
               "`publish import whatsapp <export.txt> --room mexic` instead of pasting it"}]),
]


def matches(diag, wanted):
    return all(diag.get(key) == value for key, value in wanted.items())


def check_hints(results, binary, tmp):
    for index, (label, change, expected) in enumerate(VARIANTS):
        site = os.path.join(tmp, f"variant-{index}")
        shutil.copytree(SITE_SOURCE, site, symlinks=True)
        change(site)
        _, diags = diagnostics(binary, site)
        errors = [d for d in diags if d.get("code") not in BASELINE_WARNINGS]
        missing = [w for w in expected if not any(matches(d, w) for d in errors)]
        extra = [d for d in errors if not any(matches(d, w) for w in expected)]
        results.check(f"hints: {label}", not missing and not extra,
                      f"expected {missing}\n    got:\n    {show(errors)}")
        shutil.rmtree(site, ignore_errors=True)


# ------------------------------------------------------------------------------------------


def check_site(results, binary, tmp, site):
    status, diags = diagnostics(binary, site)
    errors = [d for d in diags if d.get("code", "").startswith("E")]
    results.check("check: the messy site has no errors", status == 0 and not errors, show(errors))
    w009 = [d for d in diags if d.get("code") == "W009"]
    results.check(f"check: typed contact details are warned at their line (W009 × {len(w009)})",
                  len(w009) >= 15, show(w009))
    run = publish(binary, "build", "--site", site, "--now", NOW)
    if results.check("build: the messy site builds", run.returncode == 0, run.stdout + run.stderr):
        output = os.path.join(site, "output")
        files = load_output(output)
        pages = {rel: Page(text) for rel, text in files.items() if rel.endswith(".html")}
        check_leaks(results, files)
        check_kept(results, files)
        check_pages(results, files, pages)
        check_zones(results, files, pages)
        check_dst(results, pages)
        check_html(results, output)
        check_phone(results, output, pages)  # last: it adds a control page to output/
    check_hints(results, binary, tmp)


def main(argv):
    return run_gate("messy", argv, __doc__, SITE_SOURCE, check_site)


if __name__ == "__main__":
    sys.exit(main(sys.argv))

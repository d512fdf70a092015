#!/usr/bin/env python3
"""Browser checks of progress in the reader's own edition and of replay (issue 31), on the
independent editions fixture (scripts/quality/editions/site: one book with two printed
editions and an audiobook, read by a room in 2021, finished, and one in 2026).

usage: editions_checks.py PUBLISH SCREENSHOT_DIR

Builds a copy of the fixture with PUBLISH (--now 2026-11-25, in English), serves it on
127.0.0.1 and drives headless Chromium as browser_checks.py does, with the page's clock
fixed at 2026-11-25 10:00 (a script given to Chromium before each page, not part of the
site):

  agree       every input of scripts/quality/editions/conversions.json (each page, each half
              percent, every ten seconds of the audiobook, odd forms), given in its edition
              through the room page's own controls, sets the gate to the chapter Swift's
              ReadingProgress and EditionTable give (EditionConversionAgreementTests keeps
              that file equal to Swift's results), or leaves it unset where Swift has none
  fold        a page, a percentage and a time, typed with the keyboard, fold exactly what
              choosing the equivalent chapter folds, on the room page and on a chat
  itinerary   each numeric target reads "up to p. L" (or the audiobook's time) of the chosen
              edition, L from the same file
  catch-up    "11 pages a day to reach the target of Monday, November 30." at p. 30, minutes
              a day in the audiobook, "already read" past the target, and the replay's days
              while replaying
  companion   a book's chapter pages start from the furthest chapter set in a room reading it
              (of two places in one chapter, the further page in the chosen edition), fold
              what lies beyond (labels only), and keep a place set there for the book
  tables      faults written into a copy of the book's chapter tables (a start going back,
              one past the end, a chapter missing) are reported by `publish check` at their
              line and column
  gathered    the chapter pages gather the flagged messages and discussions of both listed
              rooms, never the unlisted room's or a hidden message, and every link back
              leads to a published page holding the message's anchor
  calendars   scripts/quality/editions/check_calendars.py (Python's icalendar) reads the
              built calendars: alarms, their texts, each member's edition
  no script   the HTML as served has none of the controls
  replay      replay_checks.py on the finished room (from 2027-03-22, across the change of
              the clocks in London)
  looks       the room page with a place set and a companion page folded: no horizontal
              scrolling at 390 px, screenshots at 390 and 1280 px, light and dark, axe-core
              finds nothing serious

Prints PASS/FAIL lines and "editions: N passed, M failed"; exit status 1 if anything failed.
Takes about 40 s.
"""
import datetime
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import browser_checks as bc
import replay_checks

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "editions", "site")
CONVERSIONS = os.path.join(HERE, "editions", "conversions.json")
NOW = "2026-11-25"
ROOM = "/rooms/ranch-2026/"
FINISHED = "/rooms/ranch-2021/"
FINISHED_CHAT = "/rooms/ranch-2021/chat/week-2/"
# The page's clock: 10:00 local time on the build day, whatever the machine's date.
FIXED_CLOCK = """
(() => {
  const fixed = new Date(2026, 10, 25, 10, 0, 0).getTime();
  const Real = Date;
  class Fixed extends Real {
    constructor(...args) { super(...(args.length ? args : [fixed])); }
    static now() { return fixed; }
  }
  window.Date = Fixed;
})();
"""
# Gives every input to the page's controls and reads the chapter the gate then shows
# ("" when the input is refused).
AGREE = r"""
const [edition, inputs] = arguments;
const form = document.querySelector('.progress-form'), gate = document.querySelector('#gate-chapter');
document.querySelector('#progress-edition').value = edition;
return inputs.map(input => {
  gate.value = '';
  document.querySelector('#progress-place').value = input;
  form.requestSubmit();
  return gate.value;
});
"""
COVERED = "return [...document.querySelectorAll('.is-gated')].map(n => n.id || n.querySelector('a, h3, time')?.textContent || n.className)"
TARGETS = "return Object.fromEntries([...document.querySelectorAll('.edition-target')].map(n => [n.closest('li.event').id, n.textContent]))"


def build(publish, folder):
    shutil.copytree(os.path.join(FIXTURE, "content"), os.path.join(folder, "content"))
    done = subprocess.run([publish, "build", "--site", folder, "--now", NOW, "--lang", "en"], capture_output=True, text=True)
    if not bc.check(done.returncode == 0, "the editions fixture builds", done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr[-300:]):
        return None
    return os.path.join(folder, "output")


def load(d, base, path, clear=False):
    d.get(base + path)
    if clear:
        d.execute_script("localStorage.clear()")
        d.get(base + path)
    bc.settle(d)


def give(d, edition, place):
    """Through the keyboard from the edition menu: pick the edition, Tab to the place, type
    it, Enter (check_keyboard makes sure Tab reaches the menu)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    menu = d.find_element(By.CSS_SELECTOR, "#progress-edition")
    d.execute_script("arguments[0].focus()", menu)
    index = d.execute_script("return [...arguments[0].options].findIndex(o => o.value === arguments[1])", menu, edition)
    bc.press(d, Keys.HOME)
    if index:
        bc.press(d, Keys.ARROW_DOWN, index)
    bc.press(d, Keys.TAB)
    field = d.execute_script("return document.activeElement.id")
    # Select what is there and type over it (WebDriver's clear() would move the focus away).
    d.switch_to.active_element.send_keys(Keys.CONTROL, "a")
    d.switch_to.active_element.send_keys(Keys.BACKSPACE, place, Keys.ENTER)
    bc.settle(d)
    return field == "progress-place"


def check_keyboard(d, base):
    from selenium.webdriver.common.by import By
    load(d, base, ROOM, clear=True)
    bc.reset_focus(d)
    for selector in ("#progress-edition", "#progress-place"):
        bc.check(bc.tab_to(d, d.find_element(By.CSS_SELECTOR, selector)) is not None, f"[keyboard] Tab reaches {selector}")
    labels = d.execute_script("return ['#progress-edition', '#progress-place'].map(s => document.querySelector(s).labels[0].textContent)")
    bc.check(labels == ["My edition", "or the page, percentage or time I have reached"], "[keyboard] both are labelled", str(labels))


def choose_chapter(d, chapter):
    d.execute_script("const s = document.querySelector('#gate-chapter'); s.value = arguments[0];"
                     "s.form.requestSubmit();", str(chapter))


def check_agreement(d, base, conversions):
    load(d, base, ROOM, clear=True)
    for edition, table in sorted(conversions["editions"].items()):
        got = d.execute_script(AGREE, edition, table["inputs"])
        wrong = [f"{i!r}: browser {g or 'none'}, Swift {'none' if w is None else w}"
                 for i, g, w in zip(table["inputs"], got, table["chapters"]) if g != ("" if w is None else str(w))]
        bc.check(len(got) == len(table["inputs"]) and not wrong, f"[agree] {edition}: {len(got)} inputs give Swift's chapters",
                 f"{len(wrong)} differ", wrong[:8])


def check_fold(d, base, conversions):
    # Chapter 3 in each edition, in each written form, and chapter 2: the finished room's chats
    # are flagged up to chapter 4, so each folds something.
    cases = [("penguin-2000", "p. 45"), ("edhasa-2002", "40 %"), ("audio-2011", "1:00"), ("audio-2011", "1 h 10 min"),
             ("audio-2011", "1h5m"), ("edhasa-2002", "50"), ("penguin-2000", "22")]
    for path in (FINISHED, FINISHED_CHAT):
        for edition, place in cases:
            table = conversions["editions"][edition]
            chapter = table["chapters"][table["inputs"].index(place)]
            load(d, base, path, clear=True)
            choose_chapter(d, chapter)
            wanted = d.execute_script(COVERED)
            load(d, base, path, clear=True)
            typed = give(d, edition, place)
            got = d.execute_script(COVERED)
            gate = d.execute_script("return document.querySelector('#gate-chapter').value")
            bc.check(typed and gate == str(chapter) and got == wanted and wanted,
                     f"[fold] {path} {place!r} in {edition} folds what chapter {chapter} folds",
                     f"gate {gate}, {len(got)} folded, {len(wanted)} by the chapter", [f"typed: {typed}", str(got), str(wanted)])
    load(d, base, FINISHED_CHAT)
    message = d.execute_script("return [document.querySelector('.progress-message').textContent, document.querySelector('#progress-place').value]")
    bc.check(message == ["That is chapter 2.", "22"], "[fold] the place is kept across a reload and says its chapter", repr(message))
    give(d, "penguin-2000", "2:10")
    message = d.execute_script("return document.querySelector('.progress-message').textContent")
    bc.check(message == "This edition counts pages: give a page or a percentage.", "[fold] a time in a printed edition is refused, saying why",
             repr(message))
    give(d, "penguin-2000", "page forty")
    message = d.execute_script("return document.querySelector('.progress-message').textContent")
    bc.check(message.startswith("“page forty” is not a page, a percentage or a time"), "[fold] an unreadable place is refused, saying why",
             repr(message))


def check_itinerary(d, base, conversions):
    ends = {"event-week-1": 2, "event-week-2": 4, "event-week-3": 6}
    for edition, table in sorted(conversions["editions"].items()):
        load(d, base, ROOM, clear=True)
        give(d, edition, "0 %")
        got = d.execute_script(TARGETS)
        unit = "p. " if edition != "audio-2011" else ""
        want = {}
        for event, chapter in ends.items():
            end = table["upTo"][chapter - 1]
            want[event] = f"· up to {unit}{end}" if unit else f"· up to {end // 3600}:{end // 60 % 60:02d}" + (f":{end % 60:02d}" if end % 60 else "")
        bc.check(got == want, f"[itinerary] targets in {edition}", str(got))


def catch_up(d):
    return d.execute_script("return document.querySelector('.catch-up').textContent")


def check_catch_up(d, base):
    load(d, base, ROOM, clear=True)
    give(d, "penguin-2000", "p. 30")
    # Up to chapter 4 ends at p. 82 and at 2:05:00; Monday is 5 days away.
    bc.check(catch_up(d) == "11 pages a day to reach the target of Monday, November 30.", "[catch-up] at p. 30 of 112", repr(catch_up(d)))
    give(d, "audio-2011", "0:30")
    bc.check(catch_up(d) == "19 minutes a day to reach the target of Monday, November 30.", "[catch-up] at 0:30 of the audiobook",
             repr(catch_up(d)))
    give(d, "penguin-2000", "p. 85")
    bc.check(catch_up(d) == "You have already read up to the target of Monday, November 30.", "[catch-up] past the target",
             repr(catch_up(d)))
    # Replaying the finished room from Monday 23 November: its first target (chapter 2, p. 40)
    # falls on the 30th.
    load(d, base, FINISHED, clear=True)
    d.execute_script("const i = document.querySelector('#replay-start'); i.value = '2026-11-23'; i.form.requestSubmit();")
    give(d, "penguin-2000", "p. 30")
    bc.check(catch_up(d) == "2 pages a day to reach the target of Monday, November 30.", "[catch-up] on the replay's days",
             repr(catch_up(d)))


def check_companion(d, base):
    """The book's gate on its companion pages: the furthest chapter set in any room reading
    it until one is set there, then the book's own."""
    page = "/books/of-mice-and-men/chapters/%d/"
    # Two places inside chapter 2 (pp. 21-40): the furthest by page, whichever room holds it.
    place = "return [document.querySelector('#progress-place').value, document.querySelector('#gate-chapter').value]"
    for finished, current, furthest in (("p. 36", "30", "p. 36"), ("p. 25", "30", "30")):
        load(d, base, FINISHED, clear=True)
        give(d, "penguin-2000", finished)
        load(d, base, ROOM)
        give(d, "penguin-2000", current)
        load(d, base, page % 3)
        got = d.execute_script(place)
        bc.check(got == [furthest, "2"], f"[companion] {finished} and {current} in two rooms: the book's pages take {furthest}",
                 str(got))
    load(d, base, FINISHED, clear=True)
    give(d, "penguin-2000", "p. 10")
    load(d, base, ROOM)
    give(d, "penguin-2000", "30")
    state = ("return {value: document.querySelector('#gate-chapter').value,"
             " items: [...document.querySelectorAll('.companion-discussion, .note, article.companion .message')]"
             ".map(n => ({covered: n.classList.contains('is-gated'), inner: n.innerText.trim(),"
             " label: n.querySelector(':scope > .gate-toggle')?.textContent || null}))}")
    load(d, base, page % 3)
    got = d.execute_script(state)
    leaks = [i["inner"][:60] for i in got["items"] if i["covered"] and i["inner"] != i["label"]]
    bc.check(got["value"] == "2" and got["items"] and all(i["covered"] for i in got["items"]) and not leaks,
             "[companion] chapter 3's page starts at the furthest room chapter (2) and folds everything, labels only",
             f"gate {got['value']}, {sum(i['covered'] for i in got['items'])} of {len(got['items'])} folded", leaks)
    bc.check(all(i["label"] and i["label"].endswith("chapter 3") for i in got["items"]), "[companion] each label names the chapter",
             str([i["label"] for i in got["items"]][:3]))
    give(d, "edhasa-2002", "p. 50")
    got = d.execute_script(state)
    bc.check(got["value"] == "3" and not any(i["covered"] for i in got["items"]), "[companion] p. 50 of the Spanish edition opens it",
             f"gate {got['value']}")
    load(d, base, page % 4)
    got = d.execute_script(state)
    bc.check(got["value"] == "3" and got["items"] and all(i["covered"] for i in got["items"]),
             "[companion] the book's own chapter then holds on its other pages", f"gate {got['value']}")
    load(d, base, page % 2)
    got = d.execute_script(state)
    bc.check(not any(i["covered"] for i in got["items"]), "[companion] chapter 2's page is open at chapter 3")


def check_tables(publish):
    """The chapter tables checked: faults at their lines and columns, as `publish check`
    prints them."""
    book = "content/books/of-mice-and-men/index.md"
    faults = {"{1: 5, 2: 21, 3: 41, 4: 65, 5: 83, 6: 97}": "{1: 5, 2: 21, 3: 19, 4: 65, 5: 83, 6: 130}",
              "{1: 0m, 2: 27m10s, 3: 58m, 4: 1h35m, 5: 2h5m, 6: 2h31m}": "{1: 0m, 2: 27m10s, 4: 58m, 5: 1h35m}"}
    with tempfile.TemporaryDirectory(prefix="readalong-tables-") as folder:
        shutil.copytree(os.path.join(FIXTURE, "content"), os.path.join(folder, "content"))
        path = os.path.join(folder, book)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for good, bad in faults.items():
            text = text.replace(good, bad)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        lines = text.split("\n")

        def at(pattern):
            """`line:column` of the group of the one line of the faulty book matching `pattern`."""
            found = [(row + 1, match.start(1) + 1) for row, line in enumerate(lines) for match in [re.search(pattern, line)] if match]
            return "%d:%d" % found[0] if len(found) == 1 else f"{len(found)} lines match {pattern}"
        done = subprocess.run([publish, "check", "--site", folder, "--lang", "en"], capture_output=True, text=True)
    reported = [line for line in done.stdout.splitlines() if line.startswith(book + ":")]
    expected = [
        f"{book}:{at(r'3: (19),')}: error[E134]: chapter 3 starts at page 19, not after chapter 2 (page 21)",
        f"{book}:{at(r'6: (130)')}: error[E135]: chapter 6 starts at page 130, past the end of the edition (112 pages)",
        f"{book}:{at(r'(chapters:) .1: 0m')}: warning[W020]: the table of edition 'audio-2011' lacks chapters that the rooms reading the "
        "book use: 3, 6",
        f"{book}:{at(r'(4): 58m')}: error[E133]: chapter 4 is listed where chapter 3 should be",
    ]
    bc.check(done.returncode == 1 and reported == expected, "[tables] faults in the chapter tables are reported at their lines",
             f"exit {done.returncode}", [line for line in reported if line not in expected] + [line for line in expected if line not in reported])


def check_gathered(root):
    """What the chapter pages gather, from the built files: both listed rooms, never the
    unlisted one or a hidden message, and links back that lead to the message."""
    pages = sorted(glob.glob(os.path.join(root, "books", "of-mice-and-men", "chapters", "*", "index.html")))
    texts = {os.path.relpath(page, root): open(page, encoding="utf-8").read() for page in pages}
    sections = {page: set(re.findall(r'class="section companion-room"[^>]*>\s*<h2><a href="/rooms/([^/]+)/"', text))
                for page, text in texts.items()}
    rooms = set().union(*sections.values()) if sections else set()
    bc.check(rooms == {"ranch-2021", "ranch-2026"}, "[gathered] the chapter pages gather both listed rooms, not the unlisted one",
             str(sorted(rooms)))
    together = sorted(os.path.dirname(page).split(os.sep)[-1] for page, found in sections.items() if found == rooms)
    bc.check(bool(together), "[gathered] a chapter both rooms read shows each in its own section", f"chapters {together}")
    bc.check(not any("HIDDEN-" in text or "ranch-unlisted" in text for text in texts.values()),
             "[gathered] no hidden message and nothing of the unlisted room")
    links = [(page, href) for page, text in texts.items() for href in re.findall(r'<a class="permalink" href="(/rooms/[^"]+)"', text)]
    broken = []
    for page, href in links:
        address, _, anchor = href.partition("#")
        target = os.path.join(root, address.strip("/"), "index.html")
        if not anchor or not os.path.isfile(target) or f'id="{anchor}"' not in open(target, encoding="utf-8").read():
            broken.append(f"{page}: {href}")
    bc.check(len(links) >= 4 and not broken, f"[gathered] each of the {len(links)} flagged messages links back to its message",
             "", broken[:5])


def check_ics(root):
    script = os.path.join(HERE, "editions", "check_calendars.py")
    done = subprocess.run([sys.executable, script, root], capture_output=True, text=True)
    bc.check(done.returncode == 0, "[calendars] an independent parser reads the alarms, their texts and each member's edition",
             f"exit {done.returncode}", done.stdout.splitlines()[:5] + done.stderr.splitlines()[-3:])


def check_without_script(base):
    served = urllib.request.urlopen(base + ROOM).read().decode("utf-8")
    bc.check("progress-form" not in served and "catch-up" not in served and "edition-target" not in served,
             "[no script] the room page as served has no progress controls")


def check_looks(d, base, shots, axe_src):
    for scheme in bc.SCHEMES:
        for width, height in bc.SIZES:
            bc.set_view(d, width, height, scheme)
            load(d, base, ROOM, clear=True)
            give(d, "edhasa-2002", "p. 30")
            bc.check_view(d, f"[{scheme} {width}] {ROOM} with a place set", os.path.join(shots, f"editions-room-{width}-{scheme}.png"),
                          width, height, axe_src)
            errors = bc.console_errors(d)
            bc.check(not errors, f"[{scheme} {width}] {ROOM} console", f"{len(errors)} error(s)", [str(e)[:200] for e in errors])
            companion = "/books/of-mice-and-men/chapters/3/"
            load(d, base, companion)
            bc.check_view(d, f"[{scheme} {width}] {companion} folded", os.path.join(shots, f"editions-chapter-{width}-{scheme}.png"),
                          width, height, axe_src)
    bc.set_view(d, 1280, 900, "light")


def main(argv):
    if len(argv) != 2 or not os.path.isfile(argv[0]):
        print(__doc__, file=sys.stderr)
        return 2
    publish, shots = os.path.abspath(argv[0]), os.path.abspath(argv[1])
    os.makedirs(shots, exist_ok=True)
    started = time.monotonic()
    with open(CONVERSIONS, encoding="utf-8") as file:
        conversions = json.load(file)
    with tempfile.TemporaryDirectory(prefix="readalong-editions-") as folder:
        root = build(publish, folder)
        try:
            if root is not None:
                bc.guarded("tables", check_tables, publish)
                bc.guarded("gathered", check_gathered, root)
                bc.guarded("calendars", check_ics, root)
                axe_src = open(bc.find_axe(), encoding="utf-8").read()
                with bc.session(root) as (driver, base):
                    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIXED_CLOCK})
                    bc.set_view(driver, 1280, 900, "light")
                    bc.guarded("agree", check_agreement, driver, base, conversions)
                    bc.guarded("keyboard", check_keyboard, driver, base)
                    bc.guarded("fold", check_fold, driver, base, conversions)
                    bc.guarded("itinerary", check_itinerary, driver, base, conversions)
                    bc.guarded("catch-up", check_catch_up, driver, base)
                    bc.guarded("companion", check_companion, driver, base)
                    bc.guarded("no script", check_without_script, base)
                    bc.guarded("replay", replay_checks.check_replay, driver, base, FINISHED, datetime.date(2027, 3, 22), shots, axe_src)
                    bc.guarded("looks", check_looks, driver, base, shots, axe_src)
        except Exception as exc:  # noqa: BLE001 - setup failure fails the gate
            bc.check(False, "setup", f"{type(exc).__name__}: {exc}")
    return bc.finish("editions", started)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

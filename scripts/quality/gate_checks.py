#!/usr/bin/env python3
"""Browser checks of the spoiler gate by chapter, on the built sample site.

usage: gate_checks.py OUTPUT_DIR SCREENSHOT_DIR

Serves OUTPUT_DIR (the sample site built with --now 2026-11-22) on 127.0.0.1 and drives
headless Chromium the way browser_checks.py does (its server, driver and helpers). With the
reader's progress set through the page's own control, by keyboard:

  unset       before anything is set, nothing is covered and the page reads as without
              JavaScript (the text of <main> but the control is the same); pages without
              chapter data get no control; with JavaScript off there is no control at all
  cover       at chapter 15 on a transcript (milestone: chapter 24; messages flagged 13, 16,
              18 and 22-24), exactly the messages and polls beyond 15 are covered; a covered
              item's innerText is its label and nothing else, the label is exactly
              "who · time · chapter N" (no word of the message), the status says how many
              are hidden and the counts per chapter add up
  open        Enter on a label opens that item (aria-expanded, text readable, one hidden
              less); "show everything" opens the rest and gives the focus back to the select
  keep        the choice survives a reload (localStorage, per room)
  finished    "finished" covers nothing
  room        the room page covers the transcripts (and their polls) whose milestone is
              beyond the chapter, labelled by date, message count and chapter only
  anonymous   in an anonymous room the labels carry the pseudonyms the page shows
  looks       no horizontal scrolling at 390 px, screenshots at 390 and 1280 px, light and
              dark, and axe-core finds nothing serious with items covered and opened

Prints PASS/FAIL lines and "gate: N passed, M failed"; exit status 1 if anything failed.
"""
import os
import sys
import time

import browser_checks as bc

CHAT = "/rooms/placa-del-diamant/chat/segon-debat/"
ROOM = "/rooms/placa-del-diamant/"
ANONYMOUS = "/rooms/nada/chat/primera-parte/"
WITHOUT = "/books/"
AT = 15                # the reader's chapter in the checks
SELECT_INDEX = AT + 1  # options: not set, not started (0), chapter 1 ...

# Each gate item with its chapter, label, text and whether it is covered, as the page has it.
ITEMS = r"""
const article = document.querySelector('article.transcript');
const whole = article ? article.getAttribute('data-chapter') : null;
const nodes = [...document.querySelectorAll('.transcript-item[data-chapter], article.transcript .poll, article.transcript .message')];
return nodes.map(node => {
  const own = node.getAttribute('data-chapter');
  const chapter = node.classList.contains('message') ? (own || whole) : (own || whole);
  const group = node.closest('.message-group');
  const who = group ? group.querySelector('.sender .member-chip > a, .sender .member-chip > .name') : null;
  const time = node.querySelector('.permalink time, .poll-meta, .transcript-meta');
  const body = node.querySelector('.message-body, .poll-question, h3');
  const toggle = node.querySelector(':scope > .gate-toggle');
  return {kind: node.classList.contains('message') ? 'message' : node.classList.contains('poll') ? 'poll' : 'transcript',
          chapter, covered: node.classList.contains('is-gated'), inner: node.innerText.trim(),
          who: who ? who.textContent.trim() : '', when: time ? time.textContent.replace(/\s+/g, ' ').trim() : '',
          text: body ? body.textContent.replace(/\s+/g, ' ').trim() : '',
          label: toggle ? toggle.textContent : null, expanded: toggle ? toggle.getAttribute('aria-expanded') : null};
});
"""
GATE = r"""
const g = document.querySelector('.gate');
if (!g) return null;
const select = g.querySelector('select');
const label = select && select.labels.length ? select.labels[0].textContent : '';
return {region: g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')).textContent,
        label, value: select ? select.value : null, status: g.querySelector('[role=status]').textContent,
        counts: [...g.querySelectorAll('.gate-counts li')].map(li => li.textContent),
        openAllShown: !g.querySelector('.gate-open-all').hidden,
        focusedSelect: document.activeElement === select};
"""
MAIN_TEXT = "const m = document.querySelector('main').cloneNode(true); m.querySelectorAll('.gate').forEach(g => g.remove()); return m.innerText;"


def last(chapter):
    return int(chapter.split("-")[-1])


def named(chapter):
    parts = chapter.split("-")
    return f"capítols {parts[0]}–{parts[1]}" if len(parts) > 1 else f"capítol {parts[0]}"


def load(d, base, path, clear=False):
    d.get(base + path)
    if clear:
        d.execute_script("localStorage.clear()")
        d.get(base + path)
    bc.settle(d)


def tab_until(d, target, limit=120):
    """Real Tab presses from the gate's select until `target` has the focus (None if never)."""
    from selenium.webdriver.common.keys import Keys
    d.execute_script("document.querySelector('.gate select').focus()")
    for presses in range(1, limit + 1):
        bc.press(d, Keys.TAB)
        if d.execute_script("return document.activeElement === arguments[0]", target):
            return presses
    return None


def choose(d, index, tag):
    """Tab to the select, pick option `index` with the arrow keys, Tab to Apply, press Enter."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    bc.reset_focus(d)
    select = d.find_element(By.CSS_SELECTOR, ".gate select")
    bc.check(bc.tab_to(d, select) is not None, f"{tag} Tab reaches the chapter select")
    bc.press(d, Keys.HOME)
    bc.press(d, Keys.ARROW_DOWN, index)
    bc.press(d, Keys.TAB)
    active = d.execute_script("return document.activeElement.type + ' ' + document.activeElement.className")
    bc.check(active == "submit gate-button", f"{tag} Tab goes on to Apply", active)
    bc.press(d, Keys.ENTER)
    bc.settle(d)


def expect_cover(d, tag, at, items=None):
    """Exactly the items beyond `at` are covered, show only their labels, and are counted."""
    items = items or d.execute_script(ITEMS)
    wrong = [f"{i['kind']} ch {i['chapter']} covered={i['covered']}" for i in items if i["covered"] != (last(i["chapter"]) > at)]
    bc.check(not wrong, f"{tag} covered exactly beyond chapter {at}",
             f"{sum(i['covered'] for i in items)} of {len(items)} covered", wrong)
    covered = [i for i in items if i["covered"]]
    leaks, labels = [], []
    for i in covered:
        if i["inner"] != i["label"]:
            leaks.append(f"innerText {i['inner'][:80]!r} is not the label {i['label']!r}")
        if i["text"] and (i["text"] in i["inner"] or any(len(w) > 6 and w in i["label"] for w in i["text"].split()
                                                          if w not in i["when"] and w not in i["who"])):
            leaks.append(f"message text readable: {i['inner'][:80]!r}")
        want = " · ".join(x for x in ([i["who"]] if i["kind"] == "message" else ["Enquesta"] if i["kind"] == "poll" else [])
                          + [i["when"], named(i["chapter"])] if x)
        if i["label"] != want:
            labels.append(f"{i['label']!r} != {want!r}")
        if i["expanded"] != "false":
            labels.append(f"aria-expanded {i['expanded']} on {i['label']!r}")
    bc.check(not leaks, f"{tag} covered items show their label only", f"{len(covered)} checked", leaks)
    bc.check(not labels, f"{tag} labels say who, when and which chapter", covered[0]["label"] if covered else "", labels)
    g = d.execute_script(GATE)
    per = {}
    for i in covered:
        per[named(i["chapter"])] = per.get(named(i["chapter"]), 0) + 1
    want_counts = [f"{k}: {per[k]}" for k in sorted(per, key=lambda k: (last(k.split()[-1].replace("–", "-")), k))]
    n = len(covered)
    want_status = "No hi ha res amagat." if n == 0 else (
        f"Hi ha {n} element amagat més enllà del teu capítol." if n == 1 else f"Hi ha {n} elements amagats més enllà del teu capítol.")
    bc.check(g["status"] == want_status, f"{tag} status announces how many are hidden", g["status"])
    bc.check(g["counts"] == want_counts, f"{tag} counts per chapter", f"{g['counts']} (want {want_counts})")
    return items


def check_unset_and_nojs(d, base):
    tag = "[unset]"
    load(d, base, CHAT, clear=True)
    g = d.execute_script(GATE)
    items = d.execute_script(ITEMS)
    bc.check(g is not None and g["label"] == "On soc" and g["region"] == "Amaga el que encara no he llegit" and g["value"] == "",
             f"{tag} the control is a labelled select in a labelled region, not set", str(g))
    bc.check(not any(i["covered"] or i["label"] for i in items), f"{tag} nothing covered before the reader sets a chapter",
             f"{len(items)} items")
    with_js = d.execute_script(MAIN_TEXT)
    d.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        d.get(base + CHAT)
        without_js = d.execute_script(MAIN_TEXT)
        bc.check(d.execute_script("return !document.querySelector('.gate, .gate-toggle, .is-gated')"),
                 "[no js] no control and nothing covered")
    finally:
        d.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    bc.check(with_js == without_js, "[unset] the page reads the same as without JavaScript",
             f"{len(with_js)} characters")
    load(d, base, WITHOUT)
    bc.check(d.execute_script("return !document.querySelector('.gate, [data-gate]')"),
             f"[no data] {WITHOUT} has no gate")


def check_chat(d, base, axe_src):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    tag = f"[ch {AT}] {CHAT}"
    load(d, base, CHAT, clear=True)
    choose(d, SELECT_INDEX, tag)
    items = expect_cover(d, tag, AT)
    flagged = sorted({i["chapter"] for i in items if i["kind"] == "message" and i["chapter"] != "24"})
    bc.check(flagged == ["13", "16", "18", "22-24"], f"{tag} the sample's flags are on the page", str(flagged))
    bc.check(any(i["kind"] == "poll" and i["covered"] for i in items), f"{tag} the poll is covered")
    bc.run_axe(d, axe_src, f"{tag} axe (items covered)")
    # Open one with the keyboard.
    first = d.find_element(By.CSS_SELECTOR, ".gate-toggle")
    bc.check(tab_until(d, first) is not None, f"{tag} Tab reaches the first label")
    before = d.execute_script(GATE)["status"]
    bc.press(d, Keys.ENTER)
    items = d.execute_script(ITEMS)
    opened = [i for i in items if i["expanded"] == "true"]
    bc.check(len(opened) == 1 and not opened[0]["covered"] and opened[0]["text"] in opened[0]["inner"].replace("\n", " ")
             or (len(opened) == 1 and opened[0]["kind"] == "poll" and opened[0]["text"] in opened[0]["inner"]),
             f"{tag} Enter opens one item", f"{[o['label'] for o in opened]}")
    bc.check(d.execute_script("return document.activeElement.classList.contains('gate-toggle')"),
             f"{tag} the focus stays on the opened label")
    after = d.execute_script(GATE)["status"]
    bc.check(before != after, f"{tag} the status follows", f"{before!r} -> {after!r}")
    bc.press(d, Keys.ENTER)
    bc.check(d.execute_script(ITEMS)[[i["label"] for i in items].index(opened[0]["label"])]["covered"],
             f"{tag} Enter again covers it again")
    # Show everything.
    button = d.find_element(By.CSS_SELECTOR, ".gate-open-all")
    bc.check(tab_until(d, button) is not None, f"{tag} Tab reaches 'show everything'")
    bc.press(d, Keys.ENTER)
    items = d.execute_script(ITEMS)
    g = d.execute_script(GATE)
    bc.check(not any(i["covered"] for i in items) and all(i["expanded"] == "true" for i in items if i["label"]),
             f"{tag} 'show everything' opens every item")
    bc.check(g["focusedSelect"] and not g["openAllShown"], f"{tag} the focus goes back to the select", str(g))
    bc.run_axe(d, axe_src, f"{tag} axe (items opened)")
    # Kept per room.
    load(d, base, CHAT)
    g = d.execute_script(GATE)
    bc.check(g["value"] == str(AT), f"{tag} the chapter is kept across a reload", str(g["value"]))
    expect_cover(d, f"{tag} reloaded", AT)
    load(d, base, "/rooms/left-hand-of-darkness/chat/week-2/")
    g = d.execute_script(GATE)
    bc.check(g is not None and g["value"] == "", "[other room] another room's choice is its own", str(g and g["value"]))
    # Finished.
    load(d, base, CHAT)
    select = d.find_element(By.CSS_SELECTOR, ".gate select")
    count = d.execute_script("return arguments[0].options.length", select)
    choose(d, count - 1, f"[finished] {CHAT}")
    items = d.execute_script(ITEMS)
    g = d.execute_script(GATE)
    bc.check(g["value"] == "finished" and not any(i["covered"] or i["label"] for i in items),
             f"[finished] {CHAT} shows everything", g["status"])


def check_room(d, base, shots):
    tag = f"[ch {AT}] {ROOM}"
    load(d, base, CHAT, clear=True)
    choose(d, SELECT_INDEX, tag)
    load(d, base, ROOM)
    items = d.execute_script(ITEMS)
    expect_cover(d, tag, AT, items)
    covered = [i for i in items if i["covered"]]
    bc.check([i["chapter"] for i in covered] == ["24", "36", "49"], f"{tag} the transcripts beyond are covered",
             str([i["chapter"] for i in covered]))
    bc.check(not any(i["text"] in i["inner"] for i in covered), f"{tag} their titles and polls are not readable")
    polls = d.execute_script("return [...document.querySelectorAll('.transcript-item.is-gated .poll')]"
                             ".filter(p => p.getClientRects().length).length")
    bc.check(polls == 0, f"{tag} polls of covered transcripts are hidden", f"{polls} visible")
    for scheme in bc.SCHEMES:
        for width, height in bc.SIZES:
            bc.set_view(d, width, height, scheme)
            for path, name in ((ROOM, "gate-room"), (CHAT, "gate-chat")):
                load(d, base, path)
                p = d.execute_script(bc.PROBE)
                if width <= 390:
                    bc.check(p["scrollWidth"] <= p["clientWidth"], f"[{scheme} {width}] {path} layout with items covered",
                             f"scrollWidth {p['scrollWidth']} vs {p['clientWidth']}", [f"sticks out: {c}" for c in p["culprits"]])
                shot = os.path.join(shots, f"{name}-{width}-{scheme}.png")
                bc.save_screenshot(d, shot, width, height)
                errs = bc.console_errors(d)
                bc.check(not errs, f"[{scheme} {width}] {path} console", f"{len(errs)} error(s); {shot}")
    bc.set_view(d, 1280, 900, "light")


def check_anonymous(d, base):
    tag = f"[ch 5] {ANONYMOUS}"
    load(d, base, ANONYMOUS, clear=True)
    choose(d, 5 + 1, tag)
    items = expect_cover(d, tag, 5)
    whos = {i["who"] for i in items if i["covered"]}
    # The host is named in an anonymous room; everyone else goes by a pseudonym.
    bc.check(bool(whos) and all(w.startswith("Lector ") or w == "Lucía Herrera" for w in whos),
             f"{tag} labels name the pseudonyms shown", str(sorted(whos)))


def main(argv):
    found = bc.folders(argv, __doc__)
    if found is None:
        return 2
    root, shots = found
    started = time.monotonic()
    try:
        axe_src = open(bc.find_axe(), encoding="utf-8").read()
        with bc.session(root) as (driver, base):
            bc.set_view(driver, 1280, 900, "light")
            bc.guarded("unset", check_unset_and_nojs, driver, base)
            bc.guarded("chat", check_chat, driver, base, axe_src)
            bc.guarded("room", check_room, driver, base, shots)
            bc.guarded("anonymous", check_anonymous, driver, base)
    except Exception as exc:  # noqa: BLE001 - setup failure fails the gate
        bc.check(False, "setup", f"{type(exc).__name__}: {exc}")
    return bc.finish("gate", started)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Browser quality gate for a built Readalong site.

usage: browser_checks.py OUTPUT_DIR SCREENSHOT_DIR [PUBLISH_BINARY]

Serves OUTPUT_DIR with Python's http.server on a free port of 127.0.0.1, drives headless
Chromium (Debian `chromium` + `chromium-driver`) through Selenium, and checks the key pages at
390 px and 1280 px wide, in the light and the dark colour scheme (prefers-color-scheme emulated):

  served      the page answers HTTP 200 (once per page)
  layout      (390 px) no horizontal scrolling: documentElement.scrollWidth <= clientWidth
  scheme      the body background is light in the light scheme and dark in the dark one
              (relative luminance), and the body text has at least 4.5:1 against it
  screenshot  a full-page PNG saved as SCREENSHOT_DIR/<page>-<width>-<scheme>.png
  axe         axe-core (from the axe-playwright-python wheel): no serious or critical violation
  spoiler     each inline spoiler (label.spoiler): its text is hidden; Tab key presses, walking
              on from the top of the page, reach its checkbox, which then shows a focus ring;
              Space reveals the text
  details     each spoiler message (details.spoiler-message) is closed with its body hidden;
              Tab reaches its summary; Enter opens it and shows the body
  axe-open    axe-core again with every spoiler revealed and every spoiler message opened
  search      /search/: typing "diamant" into #search-input lists /books/la-placa-del-diamant/;
              typing "edinburgh" (said in a public room's chat) lists a link to that message
  search transfer  /search/ opened with an empty cache loads at most SEARCH_OPEN_BOUND bytes of
              search data (files under /search/ but the page), and typing "diamant" then lists
              the book and a chat message while loading at most SEARCH_QUERY_BOUND bytes more
  search results   for each of SEARCH_SAME, the links listed are exactly those of reading every
              entry and chat chunk in order (the search before it was sharded), and each of
              SEARCH_NOTHING (said only in spoilers, hidden messages, an anonymous or a private
              room) finds nothing; on the seeded stress site, the same for Chinese, Cyrillic,
              Greek, Hebrew and Arabic queries
  room filter on /rooms/, clicking filter links narrows the cards in place (scripts in
              room_filter_check.py): matching cards, counts, announcement, fragment, reset
  offline     (offline_check.py) once the service worker controls the page, the network is cut
              through the DevTools protocol: the visited home and room pages reload with the same
              text, a room under way never opened is readable, /genres/ shows the offline page;
              with PUBLISH_BINARY, a copy of the sample built again with an edited room makes
              the worker update (new version's cache in, old one out)
  console     no console error (uncaught exceptions, console.error, failed loads) on the page
  stress      (with PUBLISH_BINARY) two more sites are built and their pages loaded at 390 px,
              with no horizontal scrolling allowed: the sample seeded with a 47-character
              unbroken member name (on /members/, a room page and a chat), a 63-character genre
              chip and Hebrew and Arabic members (stress_sites.seeded_sample), and 300 books,
              60 members and 12 rooms from ../shared/bench/make_corpus.py (or $MAKE_CORPUS)

The checks every page gets on any site (served, layout, scheme, screenshot, axe, spoiler,
details, axe-open, console) are `check_pages`, which the multilingual gate also runs on its
three-language site (multilingual/check.py).

Prints one line per check ("PASS ..." / "FAIL ...", failures followed by indented details) and
finally the line "browser: N passed, M failed". Exit status 0 if nothing failed, 1 otherwise,
2 on usage errors.
Environment: CHROMIUM_BIN (default /usr/lib/chromium/chromium), CHROMEDRIVER (default
/usr/bin/chromedriver), AXE_JS (path to axe.min.js; default: the one in axe_playwright_python).
"""
import base64
import contextlib
import functools
import http.server
import importlib.util
import os
import shutil
import sys
import threading
import time
import urllib.error
import urllib.request

import stress_sites
from offline_check import check_offline, check_worker_update
from room_filter_check import check_room_filter

KEY_PAGES = [
    "/",
    "/rooms/",
    "/rooms/genre/novel-la/",
    "/rooms/placa-del-diamant/",
    "/rooms/placa-del-diamant/chat/debat-final/",
    "/rooms/nada/chat/primera-parte/",          # anonymous room; has a spoiler message
    "/books/",
    "/books/la-placa-del-diamant/",
    "/members/",
    "/members/marta/",
    "/years/2026/",                              # the year in reading: figures and SVG charts with tables
    "/members/marta/years/2026/",
    "/calendar/",
    "/calendar/2026/11/",
    "/search/",
    "/pages/sobre-nosaltres/",
    "/404.html",
    # News: the list, an item with a picture in its text, a tag shared by several items.
    "/news/",
    "/news/biblioteca-sala-2/",
    "/tags/sales-noves/",
]
# Second page of the key chat: the sample's inline spoilers live there.
EXTRA_PAGES = ["/rooms/placa-del-diamant/chat/debat-final/2/"]
# Lists, picks (one closed with its rounds, one still open) and a member page with shelves.
CLUB_PAGES = ["/lists/", "/lists/classics-catalans/", "/picks/", "/picks/llibre-de-l-hivern/",
              "/picks/llibre-de-la-primavera/", "/members/nuria/"]
PAGES = KEY_PAGES + EXTRA_PAGES + CLUB_PAGES
SIZES = [(390, 844), (1280, 900)]
SCHEMES = ["light", "dark"]
SEARCH_PAGE, SEARCH_QUERY, SEARCH_HIT = "/search/", "diamant", "/books/la-placa-del-diamant/"
# A word said in a public room's chat: found once the chat chunks load, linking to the message.
CHAT_QUERY, CHAT_HIT = "edinburgh", "/rooms/left-hand-of-darkness/chat/week-1/#m-20261109-192400"
# Queries whose results must be exactly those of reading the whole index (single letters,
# several words, accents, capitals, an emoji), and words said only in a spoiler message, an
# inline spoiler, a hidden message, an anonymous room and a private one: they find nothing.
SEARCH_SAME = ["diamant", "edinburgh", "a", "de la", "ell", "gethen", "ai", "ESTRAVEN", "colometa", "ç", "\U0001F604"]
SEARCH_NOTHING = ["regret", "passa a la bassa", "parlar-ne", "navaja", "escena feliç"]
# Old addresses of the sample (aliases) and where the browser must end up.
REDIRECTS = {"/members/mariajose/": "/members/maria-jose/", "/rooms/gethen/": "/rooms/left-hand-of-darkness/"}
MAX_TABS = 600          # single Tab presses allowed (after the batch) to reach one control

# ---------------------------------------------------------------------------------------------
results = {"pass": 0, "fail": 0}


def check(ok, name, detail="", extra=()):
    results["pass" if ok else "fail"] += 1
    print(f"{'PASS' if ok else 'FAIL'} {name}{': ' + detail if detail else ''}", flush=True)
    if not ok:
        for line in extra:
            print(f"    {line}", flush=True)
    return ok


def finish(gate, started):
    """Prints how long the gate took and its tally; returns its exit status."""
    print(f"({time.monotonic() - started:.0f} s)", flush=True)
    print(f"{gate}: {results['pass']} passed, {results['fail']} failed", flush=True)
    return 1 if results["fail"] else 0


def guarded(name, fn, *args):
    """Run one check function; an exception counts as a failed check instead of aborting."""
    try:
        fn(*args)
    except Exception as exc:  # noqa: BLE001 - any crash of a check is a failure of that check
        check(False, name, f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}")


# ---- server ------------------------------------------------------------------------------------
class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # The browser dropping a connection it no longer needs is not a failure of the site.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def start_server(root):
    handler = functools.partial(QuietHandler, directory=root)
    server = QuietServer(("127.0.0.1", 0), handler)   # port 0: the OS picks a free port
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, thread


# ---- browser -----------------------------------------------------------------------------------
def find_axe():
    path = os.environ.get("AXE_JS")
    if path:
        return path
    spec = importlib.util.find_spec("axe_playwright_python")   # located, not imported
    for loc in (spec.submodule_search_locations or []) if spec else []:
        cand = os.path.join(loc, "axe.min.js")
        if os.path.isfile(cand):
            return cand
    raise FileNotFoundError("axe.min.js not found: pip install --no-deps axe-playwright-python")


def make_driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    binary = os.environ.get("CHROMIUM_BIN") or (
        "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else shutil.which("chromium"))
    driver = os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver") or "/usr/bin/chromedriver"
    opts = webdriver.ChromeOptions()
    opts.binary_location = binary
    for arg in ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=1280,900",
                "--disable-extensions", "--no-first-run", "--lang=ca"]:
        opts.add_argument(arg)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # An explicit driver path keeps Selenium Manager from trying to download anything.
    d = webdriver.Chrome(options=opts, service=Service(driver))
    d.set_page_load_timeout(30)
    d.set_script_timeout(90)
    return d


def folders(argv, usage):
    """(OUTPUT_DIR, SCREENSHOT_DIR) as absolute paths from a gate's two arguments, the
    screenshot folder made; None (after printing `usage`) when they are not right."""
    if len(argv) != 2 or not os.path.isdir(argv[0]):
        print(usage, file=sys.stderr)
        return None
    shots = os.path.abspath(argv[1])
    os.makedirs(shots, exist_ok=True)
    return os.path.abspath(argv[0]), shots


@contextlib.contextmanager
def session(root):
    """Serves `root` and opens headless Chromium; yields (driver, base URL) and closes both."""
    server, _ = start_server(root)
    driver = None
    try:
        driver = make_driver()
        yield driver, f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        if driver is not None:
            try:
                driver.quit()
            except Exception:  # noqa: BLE001 - a browser that is already gone is fine
                pass
        server.shutdown()
        server.server_close()


def set_view(d, width, height, scheme):
    d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                      {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                      {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def settle(d):
    d.execute_async_script(
        "const cb = arguments[arguments.length - 1];"
        "(document.fonts ? document.fonts.ready : Promise.resolve()).then(() =>"
        " requestAnimationFrame(() => requestAnimationFrame(() => cb(true))));")


def console_errors(d):
    return [e for e in d.get_log("browser") if e.get("level") == "SEVERE"]


def slug(path):
    s = path.strip("/").replace(".html", "").replace("/", "-")
    return s or "home"


PROBE = r"""
const de = document.documentElement, body = document.body;
function rgba(css) {           // any CSS colour -> [r, g, b, a] in sRGB 0..255 via a 1x1 canvas
  const c = document.createElement('canvas'); c.width = c.height = 1;
  const x = c.getContext('2d', {willReadFrequently: true});
  x.clearRect(0, 0, 1, 1); x.fillStyle = css; x.fillRect(0, 0, 1, 1);
  return Array.from(x.getImageData(0, 0, 1, 1).data);
}
let bgCss = getComputedStyle(body).backgroundColor, bg = rgba(bgCss), from = 'body';
if (bg[3] === 0) { bgCss = getComputedStyle(de).backgroundColor; bg = rgba(bgCss); from = 'html'; }
const fgCss = getComputedStyle(body).color;
const culprits = [];
for (const el of body.querySelectorAll('*')) {
  if (culprits.length >= 5) break;
  const r = el.getBoundingClientRect();
  if ((r.width || r.height) && (r.right > de.clientWidth + 0.5 || r.left < -0.5)) {
    let clipped = false;
    for (let p = el.parentElement; p && p !== body; p = p.parentElement)
      if (getComputedStyle(p).overflowX !== 'visible') { clipped = true; break; }
    if (clipped) continue;
    const par = el.parentElement;
    if (par && par !== body) { const pr = par.getBoundingClientRect();
      if (pr.right > de.clientWidth + 0.5 || pr.left < -0.5) continue; }
    culprits.push(el.tagName.toLowerCase() + (el.className && typeof el.className === 'string'
      ? '.' + el.className.trim().split(/\s+/).join('.') : '') + ` [${Math.round(r.left)}..${Math.round(r.right)}]`);
  }
}
return {scrollWidth: de.scrollWidth, clientWidth: de.clientWidth, innerWidth: innerWidth,
        bg: bg, bgCss: bgCss, bgFrom: from, fg: rgba(fgCss), fgCss: fgCss, culprits: culprits,
        title: document.title};
"""


def luminance(rgb):
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


AXE_RUN = """
const cb = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(r => cb({v: r.violations.map(v => ({
  id: v.id, impact: v.impact, help: v.help,
  nodes: v.nodes.map(n => ({t: n.target.join(' '), m: n.failureSummary || ''}))}))}))
 .catch(e => cb({err: String(e)}));
"""


def run_axe(d, axe_src, name):
    if not d.execute_script("return typeof window.axe === 'object'"):
        d.execute_script(axe_src)
    res = d.execute_async_script(AXE_RUN)
    if "err" in res:
        return check(False, name, f"axe-core failed: {res['err']}")
    bad = [v for v in res["v"] if v["impact"] in ("serious", "critical")]
    other = [f"{v['id']}({v['impact']})" for v in res["v"] if v not in bad]
    extra = []
    for v in bad:
        extra.append(f"{v['id']} ({v['impact']}): {v['help']} - {len(v['nodes'])} node(s)")
        for n in v["nodes"][:5]:
            last = n["m"].strip().splitlines()[-1].strip() if n["m"].strip() else ""
            extra.append(f"  {n['t']}: {last[:220]}")
    note = f" (minor/moderate, not gated: {', '.join(other)})" if other else ""
    return check(not bad, name, f"{len(bad)} serious/critical violation(s){note}", extra)


# ---- keyboard helpers ---------------------------------------------------------------------------
def press(d, key, times=1):
    from selenium.webdriver.common.action_chains import ActionChains
    chain = ActionChains(d)
    for _ in range(times):
        chain.send_keys(key)
    chain.perform()


# Tabbable elements strictly between the focused element and the target, in document order, as
# far as the DOM tells (an estimate: Chromium may also stop on scroll containers). -1 if the page
# uses a positive tabindex (document order is then not tab order) or the target is already behind.
COUNT_TABS = r"""
const target = arguments[0], from = document.activeElement;
const start = (from && from !== document.body) ? from : null;
if (start && !(start.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) return -1;
const sel = 'a[href], area[href], button, input:not([type=hidden]), select, textarea, summary, iframe,'
          + ' [tabindex], [contenteditable]:not([contenteditable=false]), audio[controls], video[controls]';
let n = 0, counting = !start;
for (const el of document.querySelectorAll(sel)) {
  if (el.tabIndex > 0) return -1;
  if (el === target) return n;
  if (el === start) { counting = true; continue; }
  if (!counting || el.tabIndex < 0 || el.disabled) continue;
  if (el.tagName === 'SUMMARY' && !(el.parentElement.tagName === 'DETAILS'
      && el.parentElement.querySelector(':scope > summary') === el)) continue;
  if (!el.getClientRects().length || getComputedStyle(el).visibility !== 'visible') continue;
  n++;
}
return -1;
"""
WHERE = r"""
const a = document.activeElement, t = arguments[0];
if (a === t) return 'target';
if (!a || a === document.body) return 'out';
return (t.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING) ? 'after' : 'before';
"""


def tab_to(d, target):
    """Press Tab until `target` has the focus; returns the number of presses, or None if the
    focus walks past it or off the end of the page. Only real key presses move the focus; the
    DOM estimate just lets the first presses go out in one batch (about 5 ms instead of 20 ms
    a press), and a wrong estimate falls back to single steps from the top of the page."""
    from selenium.webdriver.common.keys import Keys
    presses = 0
    ahead = d.execute_script(COUNT_TABS, target)
    if ahead > 3:
        press(d, Keys.TAB, ahead - 2)
        presses = ahead - 2
        if d.execute_script(WHERE, target) != "before":     # overshot: start again, one by one
            reset_focus(d)
            presses = 0
    for _ in range(MAX_TABS):
        press(d, Keys.TAB)
        presses += 1
        where = d.execute_script(WHERE, target)
        if where == "target":
            return presses
        if where == "after" or (where == "out" and presses > 1):
            return None
    return None


def reset_focus(d):
    # Back to the start of the document: the next Tab goes to its first focusable element.
    d.execute_script("if (document.activeElement) document.activeElement.blur();"
                     "window.getSelection().removeAllRanges(); window.scrollTo(0, 0);")


def visible(d, el):
    """Displayed (Selenium's notion) and with a non-empty box."""
    return el.is_displayed() and d.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return r.width > 0 && r.height > 0;", el)


def interact_spoilers(d, tag):
    """Keyboard walk over inline spoilers and spoiler messages, in document order."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    targets = d.find_elements(By.CSS_SELECTOR,
                              "label.spoiler input[type=checkbox], details.spoiler-message > summary")
    reset_focus(d)
    counts = {"spoiler": 0, "details": 0}
    for i, target in enumerate(targets, 1):
        if target.tag_name.lower() == "input":
            counts["spoiler"] += 1
            name = f"{tag} spoiler #{counts['spoiler']}"
            label = target.find_element(By.XPATH, "./ancestor::label[1]")
            text = label.find_element(By.CSS_SELECTOR, ".spoiler-text")
            cover = label.find_elements(By.CSS_SELECTOR, ".spoiler-cover")
            if visible(d, text) or target.is_selected():
                check(False, name, "spoiler text visible before activation")
                continue
            n = tab_to(d, target)
            if n is None:
                check(False, name, "checkbox never receives focus from Tab (not in the tab order)")
                reset_focus(d)
                continue
            ring = d.execute_script(
                "const s = arguments[0] && getComputedStyle(arguments[0]);"
                "return s ? s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 : null;",
                cover[0] if cover else None)
            press(d, Keys.SPACE)
            time.sleep(0.05)
            shown = visible(d, text)
            covered = bool(cover) and visible(d, cover[0])
            ok = shown and target.is_selected() and not covered and ring is not False
            check(ok, name, f"hidden, Tab x{n} reached the checkbox"
                  f"{', focus ring shown' if ring else (', no focus ring' if ring is False else '')}, "
                  f"Space -> text {'visible' if shown else 'STILL HIDDEN'}"
                  f"{', cover still shown' if covered else ''}: {text.text[:40]!r}")
        else:
            counts["details"] += 1
            name = f"{tag} spoiler message #{counts['details']}"
            details = target.find_element(By.XPATH, "./..")
            body = d.execute_script(
                "return Array.from(arguments[0].children).find(c => c.tagName !== 'SUMMARY') || null;", details)
            if details.get_attribute("open") is not None or (body is not None and visible(d, body)):
                check(False, name, "open (or its body visible) before activation")
                continue
            n = tab_to(d, target)
            if n is None:
                check(False, name, "summary never receives focus from Tab (not in the tab order)")
                reset_focus(d)
                continue
            press(d, Keys.ENTER)
            time.sleep(0.05)
            opened = details.get_attribute("open") is not None
            shown = body is not None and visible(d, body)
            check(opened and shown, name, f"closed, Tab x{n} reached the summary, Enter -> "
                  f"{'open, body visible' if opened and shown else 'NOT OPEN / body hidden'}")
    return counts


def search(d, base, tag, query=SEARCH_QUERY, hit=SEARCH_HIT):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    name = f"{tag} search {query!r}"
    # Wait until the script has loaded the index (the status leaves its no-JavaScript text).
    ready = d.find_element(By.CSS_SELECTOR, "form.search-form").get_attribute("data-ready")
    try:
        WebDriverWait(d, 8).until(
            lambda drv: drv.find_element(By.CSS_SELECTOR, "#search-status").text == ready)
    except Exception:  # noqa: BLE001 - timeout
        status = d.find_element(By.CSS_SELECTOR, "#search-status").text
        return check(False, name, f"search never became ready within 8 s (status {status!r})")
    box = d.find_element(By.CSS_SELECTOR, "#search-input")
    box.clear()
    box.send_keys(query)
    sel = f'#search-results a[href="{hit}"], #search-results a[href="{base}{hit}"]'
    # Results are drawn again as each chat file arrives: wait until the chats are all in.
    loading = d.find_element(By.CSS_SELECTOR, "form.search-form").get_attribute("data-loading") or "\u0000"
    try:
        WebDriverWait(d, 15).until(
            lambda drv: loading not in drv.find_element(By.CSS_SELECTOR, "#search-status").text
            and drv.find_elements(By.CSS_SELECTOR, sel))
    except Exception:  # noqa: BLE001 - timeout
        hits = [a.get_attribute("href") for a in d.find_elements(By.CSS_SELECTOR, "#search-results a")]
        status = d.find_element(By.CSS_SELECTOR, "#search-status").text
        return check(False, name, f"no link to {hit} within 15 s (status {status!r}, links {hits[:5]})")
    link = d.find_elements(By.CSS_SELECTOR, sel)[0]
    total = len(d.find_elements(By.CSS_SELECTOR, "#search-results li"))
    status = d.find_element(By.CSS_SELECTOR, "#search-status").text
    return check(visible(d, link), name,
                 f"{total} result(s) ({status!r}), link to {hit} {'shown' if visible(d, link) else 'HIDDEN'}")


# ---- per page ---------------------------------------------------------------------------------
def check_view(d, tag, shot, width, height, axe_src):
    """The page as it stands: no horizontal scrolling at phone widths, a full-page screenshot
    at `shot`, and nothing serious for axe-core."""
    probe = d.execute_script(PROBE)
    if width <= 390:
        check(probe["scrollWidth"] <= probe["clientWidth"], f"{tag} layout",
              f"scrollWidth {probe['scrollWidth']} vs {probe['clientWidth']}", [f"sticks out: {c}" for c in probe["culprits"]])
    save_screenshot(d, shot, width, height)
    run_axe(d, axe_src, f"{tag} axe")


def save_screenshot(d, path, width, height):
    m = d.execute_cdp_cmd("Page.getLayoutMetrics", {})
    size = m.get("cssContentSize") or m["contentSize"]
    full_h = max(height, int(size["height"] + 0.999))
    data = d.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": full_h, "scale": 1}})["data"]
    with open(path, "wb") as f:
        f.write(base64.b64decode(data))
    return full_h


def check_served(base, path):
    """The page answers HTTP 200."""
    try:
        with urllib.request.urlopen(base + path, timeout=10) as r:
            status = r.status
    except urllib.error.HTTPError as e:
        status = e.code
    return check(status == 200, f"served {path}", f"HTTP {status}")


def check_pages(d, base, paths, shots, axe_src, found, sizes=SIZES, schemes=SCHEMES):
    """The checks every page gets, on any site: served, then in each scheme and size its
    layout (no horizontal scrolling at 390 px), colours, a screenshot, axe-core, its spoilers
    and its console. Returns how many of these checks failed."""
    failed = results["fail"]
    for path in paths:
        check_served(base, path)
    for scheme in schemes:
        for width, height in sizes:
            set_view(d, width, height, scheme)
            for path in paths:
                guarded(f"[{scheme:5} {width:4}] {path}", check_page, d, base, path, width, height, scheme, shots, axe_src, found)
    return results["fail"] - failed


def check_page(d, base, path, width, height, scheme, shots, axe_src, found):
    tag = f"[{scheme:5} {width:4}] {path}"
    d.get_log("browser")                      # drop messages from earlier pages
    d.get(base + path)
    settle(d)
    p = d.execute_script(PROBE)

    if width <= 390:
        over = p["scrollWidth"] > p["clientWidth"]
        ok = not over and p["innerWidth"] == width
        check(ok, f"{tag} layout", f"scrollWidth {p['scrollWidth']} vs clientWidth {p['clientWidth']} "
              f"(innerWidth {p['innerWidth']}) -> {'HORIZONTAL SCROLL' if over else 'no horizontal scroll'}",
              [f"sticks out: {c}" for c in p["culprits"]])

    lum, ratio = luminance(p["bg"]), contrast(p["fg"], p["bg"])
    want_dark = scheme == "dark"
    ok = p["bg"][3] > 0 and (lum <= 0.1 if want_dark else lum >= 0.6) and ratio >= 4.5
    check(ok, f"{tag} scheme", f"{p['bgFrom']} background {p['bgCss']} luminance {lum:.3f} "
          f"({'dark' if lum <= 0.1 else 'light' if lum >= 0.6 else 'in between'}, want {scheme}); "
          f"text {p['fgCss']} contrast {ratio:.1f}:1")

    shot = os.path.join(shots, f"{slug(path)}-{width}-{scheme}.png")
    full_h = save_screenshot(d, shot, width, height)
    check(os.path.getsize(shot) > 1000, f"{tag} screenshot", f"{shot} ({width}x{full_h})")

    run_axe(d, axe_src, f"{tag} axe")

    has_spoilers = d.execute_script(
        "return !!document.querySelector('label.spoiler, details.spoiler-message')")
    if has_spoilers:
        counts = interact_spoilers(d, tag)
        for k, v in counts.items():
            found[k] += v
        run_axe(d, axe_src, f"{tag} axe-open (spoilers revealed)")

    if path == SEARCH_PAGE:
        if search(d, base, tag):
            found["search"] += 1
            save_screenshot(d, os.path.join(shots, f"search-results-{width}-{scheme}.png"), width, height)
        d.refresh()  # back to an empty box, so the check starts from the ready state again
        if search(d, base, tag, CHAT_QUERY, CHAT_HIT):
            found["chat search"] += 1
            save_screenshot(d, os.path.join(shots, f"search-chat-{width}-{scheme}.png"), width, height)

    errs = console_errors(d)
    check(not errs, f"{tag} console", f"{len(errs)} error(s)",
          [f"{e['level']}: {e['message'][:300]}" for e in errs])


# ---- search transfer and results ---------------------------------------------------------------
# What opening /search/ and one query may cost, in bytes of search data (files under
# /search/ other than the page itself, headers included). Opening loads search/index.json
# alone: about 90 bytes plus headers, whatever the size of the site. A one-word query loads
# the shards of a few n-grams, the list of chats and the chunks those point at, until 50
# entries and 50 messages are found. Measured with scripts/bench/search_transfer.py on the
# benchmark corpora (docs/performance.md): words found in every room and in hundreds of
# titles, the costliest kind, took 206 KB at 10,000 books and 260 to 327 KB at 2,000 books,
# 1,000 members and 300 rooms, where the unsharded index took 366 KB to open and 22 MB for
# the first query. 400 KB is that worst case with a fifth to spare: a query that loads far
# more than it would mean the shards stopped narrowing anything down.
SEARCH_OPEN_BOUND = 2_000
SEARCH_QUERY_BOUND = 400_000

TRANSFER_JS = """
const since = arguments[0];
const entries = performance.getEntriesByType('resource').slice(since);
const data = entries.filter(e => new URL(e.name).pathname.startsWith(arguments[1]) && !e.name.endsWith('/'));
const sum = list => list.reduce((n, e) => n + (e.transferSize || e.encodedBodySize || 0), 0);
const nav = since ? 0 : performance.getEntriesByType('navigation').reduce((n, e) => n + e.transferSize, 0);
return {count: performance.getEntriesByType('resource').length, all: nav + sum(entries), data: sum(data),
        files: data.length};
"""


def run_search(d, query, timeout=60):
    """Types `query` into the search box and waits until every result is in; returns the links."""
    from selenium.webdriver.support.ui import WebDriverWait
    d.execute_script("const box = document.getElementById('search-input'); box.value = arguments[0];"
                     "box.dispatchEvent(new Event('input'));", query)
    form = "document.querySelector('form.search-form').dataset"
    # Done when the status shows a count or "nothing found", without the loading note.
    WebDriverWait(d, timeout).until(lambda drv: drv.execute_script(
        f"const f = {form}; const s = document.getElementById('search-status').textContent;"
        "return s !== f.ready && s.indexOf(f.loading) === -1;"))
    time.sleep(0.3)  # a query typed over an earlier one: let the last one draw
    WebDriverWait(d, timeout).until(lambda drv: drv.execute_script(
        f"const f = {form}; return document.getElementById('search-status').textContent.indexOf(f.loading) === -1;"))
    return d.execute_script("return Array.from(document.querySelectorAll('#search-results a')).map(a => a.getAttribute('href'));")


def search_transfer(d, base, query):
    """Bytes moved when /search/ opens with an empty cache, and for one query typed then."""
    from selenium.webdriver.support.ui import WebDriverWait
    d.execute_cdp_cmd("Network.enable", {})
    d.execute_cdp_cmd("Network.clearBrowserCache", {})
    d.get(base + SEARCH_PAGE)
    d.execute_script("performance.setResourceTimingBufferSize(100000);")
    WebDriverWait(d, 60).until(lambda drv: drv.execute_script(
        "return document.getElementById('search-status').textContent"
        " === document.querySelector('form.search-form').dataset.ready;"))
    opened = d.execute_script(TRANSFER_JS, 0, SEARCH_PAGE)
    started = time.monotonic()
    links = run_search(d, query)
    queried = d.execute_script(TRANSFER_JS, opened["count"], SEARCH_PAGE)
    return {"open": opened, "query": queried, "links": links, "seconds": time.monotonic() - started}


def check_search_transfer(d, base, query, hits, label=""):
    """One query finds a book and a chat message, and neither opening the page nor the query
    loads more search data than the bounds allow."""
    got = search_transfer(d, base, query)
    missing = [hit for hit in hits if not any(link.startswith(hit) for link in got["links"])]
    check(not missing, f"search{label} {query!r} finds a book and a chat message",
          f"{len(got['links'])} links; missing {missing}" if missing else f"{len(got['links'])} links")
    check(got["open"]["data"] <= SEARCH_OPEN_BOUND, f"search{label} opens light",
          f"{got['open']['data']} bytes of search data in {got['open']['files']} file(s) (at most {SEARCH_OPEN_BOUND}); "
          f"{got['open']['all']} bytes in all")
    check(got["query"]["data"] <= SEARCH_QUERY_BOUND, f"search{label} {query!r} transfers little",
          f"{got['query']['data']} bytes in {got['query']['files']} file(s) (at most {SEARCH_QUERY_BOUND})")


# The old search, for comparison: every site entry and every chat chunk, read in order,
# folded and ordered as the page's language does.
FULL_SCAN_JS = """
const done = arguments[arguments.length - 1];
const query = arguments[0];
const form = document.querySelector('form.search-form');
const language = (document.documentElement.lang || '').split('-')[0].toLowerCase();
// The folding of the page's language: Catalan reads l·l as ll, Spanish keeps ñ apart from n.
const fold = t => {
  let folded = t.normalize('NFD');
  if (language === 'es') folded = folded.replace(/([nN])\u0303/g, '$1\ue000');
  folded = folded.replace(/[\u0300-\u036f]/g, '');
  if (language === 'es') folded = folded.replace(/n\ue000/g, '\u00f1').replace(/N\ue000/g, '\u00d1');
  if (language === 'ca') folded = folded.replace(/([lL])[\u00b7\u2027]([lL])/g, '$1$2');
  return folded.toLowerCase();
};
const words = fold(query).split(/\s+/).filter(Boolean);
const get = url => fetch(new URL(url, location.href)).then(r => r.json());
const hit = text => { const h = fold(text); return words.every(w => h.indexOf(w) !== -1); };
(async () => {
  const site = await get(form.dataset.index);
  let entries = [];
  for (let n = 0; n < site.count; n += 1) entries = entries.concat(await get(site.chunks + n + '.json'));
  const chats = await get(form.dataset.chats);
  let messages = [];
  for (const [room, list] of chats.rooms)
    for (const [name, pages] of list)
      for (let page = 1; page <= pages; page += 1)
      {
        const chunk = await get(chats.chunks + room + '/' + name + '/' + page + '.json');
        messages = messages.concat(chunk.messages.map(m => ({text: m[0], url: chunk.url + '#' + m[2], lang: m[3] || chunk.lang})));
      }
  const found = entries.filter(e => hit(e.title + ' ' + e.detail + ' ' + e.kind)).slice(0, 50).map(e => e.url);
  // Messages in the page's language first, then the others, each in the index's order.
  const mine = m => (m.lang || '').split('-')[0].toLowerCase() === language;
  const first = messages.filter(m => hit(m.text)).slice(0, 50);
  const said = first.filter(mine).concat(first.filter(m => !mine(m))).map(m => m.url);
  done(found.concat(said));
})().catch(error => done('error: ' + error));
"""


def check_search_matches_full_scan(d, base, queries, empty=(), label=""):
    """For each query, the page lists exactly what reading the whole index in order gives;
    words only said in spoilers, hidden messages or rooms that are not public find nothing."""
    d.get(base + SEARCH_PAGE)
    for query in list(queries) + list(empty):
        expected = d.execute_async_script(FULL_SCAN_JS, query)
        got = run_search(d, query)
        if query in empty:
            check(not got and not expected, f"search{label} {query!r} finds nothing", f"page {got[:3]}, full scan {expected[:3]}")
        else:
            check(got == expected and bool(got), f"search{label} {query!r} lists what the full index gives",
                  f"{len(got)} result(s)" if got == expected else f"page {got[:4]}… ({len(got)}), full scan {expected[:4]}… "
                  f"({len(expected) if isinstance(expected, list) else expected})")


def check_redirect(d, base, old, new):
    """An old address (alias) lands on the new page, which is a real page of its own."""
    d.get(base + old)
    deadline = time.monotonic() + 10
    while d.current_url != base + new and time.monotonic() < deadline:
        time.sleep(0.1)
    check(d.current_url == base + new, f"redirect {old}", f"ended at {d.current_url}")


def check_stress(d, binary, shots):
    """Builds the stress sites and checks each of their pages for horizontal scrolling at 390 px."""
    import tempfile
    with tempfile.TemporaryDirectory(prefix="readalong-stress-") as tmp:
        for label, build in (("seeded", stress_sites.seeded_sample), ("corpus", stress_sites.corpus)):
            try:
                output, pages = build(binary, tmp)
            except Exception as exc:  # noqa: BLE001 - a site that does not build fails the check
                check(False, f"stress {label}: builds", f"{type(exc).__name__}: {exc}")
                continue
            check(True, f"stress {label}: builds", f"{len(pages)} pages to load")
            server, _ = start_server(output)
            try:
                base = f"http://127.0.0.1:{server.server_address[1]}"
                if label == "seeded":
                    set_view(d, 1280, 900, "light")
                    guarded("search seeded", check_search_matches_full_scan, d, base,
                            stress_sites.MULTI_SCRIPT_QUERIES, (), " seeded")
                set_view(d, 390, 844, "light")
                for path in pages:
                    d.get(base + path)
                    settle(d)
                    p = d.execute_script(PROBE)
                    over = p["scrollWidth"] > 390
                    check(not over and p["title"] != "", f"[stress {label} 390] {path} layout",
                          f"scrollWidth {p['scrollWidth']} (at most 390)", [f"sticks out: {c}" for c in p["culprits"]])
                    save_screenshot(d, os.path.join(shots, f"stress-{label}-{slug(path)}-390.png"), 390, 844)
            finally:
                server.shutdown()
                server.server_close()


def main(argv):
    if len(argv) not in (2, 3) or not os.path.isdir(argv[0]):
        print(__doc__, file=sys.stderr)
        return 2
    root, shots = os.path.abspath(argv[0]), os.path.abspath(argv[1])
    os.makedirs(shots, exist_ok=True)
    started = time.monotonic()
    server = driver = None
    try:
        server, _ = start_server(root)
        base = f"http://127.0.0.1:{server.server_address[1]}"
        print(f"serving {root} at {base}; screenshots in {shots}", flush=True)
        axe_src = open(find_axe(), encoding="utf-8").read()
        driver = make_driver()
        print(f"chromium {driver.capabilities.get('browserVersion')}, "
              f"axe-core {axe_src[axe_src.find('axe v'):][:12].split()[-1] if 'axe v' in axe_src else '?'}",
              flush=True)
        found = {"spoiler": 0, "details": 0, "search": 0, "chat search": 0}
        check_pages(driver, base, PAGES, shots, axe_src, found)
        for old, new in REDIRECTS.items():
            guarded(f"redirect {old}", check_redirect, driver, base, old, new)
        set_view(driver, 1280, 900, "light")
        guarded("search transfer", check_search_transfer, driver, base, SEARCH_QUERY,
                [SEARCH_HIT, "/rooms/placa-del-diamant/chat/"])
        guarded("search results", check_search_matches_full_scan, driver, base, SEARCH_SAME, SEARCH_NOTHING)
        guarded("room filter", check_room_filter, driver, base, check)
        guarded("offline reading", check_offline, driver, base, check)
        combos = len(SCHEMES) * len(SIZES)
        check(found["spoiler"] >= combos, "coverage: inline spoilers exercised",
              f"{found['spoiler']} (label.spoiler on {', '.join(EXTRA_PAGES)} expected)")
        check(found["details"] >= combos, "coverage: spoiler messages exercised", f"{found['details']}")
        check(found["search"] >= combos, "coverage: search succeeded", f"{found['search']} of {combos} runs")
        check(found["chat search"] >= combos, "coverage: chat search succeeded", f"{found['chat search']} of {combos} runs")
        if len(argv) == 3:
            guarded("offline update", check_worker_update, driver, os.path.abspath(argv[2]), start_server, check)
            check_stress(driver, os.path.abspath(argv[2]), shots)
    except Exception as exc:  # noqa: BLE001 - setup failure (server, driver, axe) fails the gate
        check(False, "setup", f"{type(exc).__name__}: {exc}")
    finally:
        if driver is not None:
            try:
                driver.quit()
            except Exception:  # noqa: BLE001
                pass
        if server is not None:
            server.shutdown()
            server.server_close()
    return finish("browser", started)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Walks through a site made by history_site.py (built, with `vell-llibre` and `jordi`
renamed) in headless Chromium, the way issue 17 says it will be checked.

usage: history_check.py OUTPUT_DIR SCREENSHOT_DIR

Checks page sizes (/books/ and the long chat's pages), the pagers, /genres/ and /topics/,
search (a word said once in the 20,000-message chat, words said only in spoilers, hidden
messages and rooms that are not public, the erased member's name; results equal to a full
scan; bytes moved), the redirects of the renamed book and member, and saves screenshots
at 390 and 1280 px of /search/ with results and of the long chat's pager. Prints
PASS/FAIL lines and "history: N passed, M failed".
"""
import os
import sys

import browser_checks as b

LONG_CHAT = "/rooms/gran/chat/marato/"
NOTHING = ["spoilerparaula", "inlinesecret", "amagadaparaula", "paraulaunlisted", "paraulaprivada",
           "paraulaanonima", "olga dalmau", "oblidada"]


def sizes(root):
    def size(path):
        return os.path.getsize(os.path.join(root, path.strip("/"), "index.html"))
    books = size("/books/")
    b.check(books < 60_000, "/books/ is one page of a list", f"{books} bytes")
    worst = max(size(f"{LONG_CHAT}{n}/") for n in range(2, 101))
    b.check(worst < 150_000, "each page of the 20,000-message chat stays small", f"largest {worst} bytes")


def pages(d, base, shots):
    from selenium.webdriver.common.by import By
    for path, needle in [("/books/", "nav.pager"), (LONG_CHAT + "50/", "nav.pager"), ("/genres/", "a[href='/genres/%E7%A7%91%E5%B9%BB/']"),
                         ("/topics/", "a[href='/topics/%D0%B2%D0%BE%D0%B9%D0%BD%D0%B0/']"), ("/rooms/", "a[href='/rooms/propera/']")]:
        d.get(base + path)
        found = d.find_elements(By.CSS_SELECTOR, needle)
        b.check(bool(found), f"{path} shows {needle}", f"{len(found)} found")
    for width, height in b.SIZES:
        b.set_view(d, width, height, "light")
        d.get(base + LONG_CHAT + "50/")
        pager = d.find_element(By.CSS_SELECTOR, "nav.pager")
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", pager)
        links = len(pager.find_elements(By.CSS_SELECTOR, "a"))
        over = d.execute_script("return document.documentElement.scrollWidth") > width
        b.check(links <= 12 and not over, f"[{width}] the long chat's pager is compact", f"{links} links, sideways scroll: {over}")
        d.save_screenshot(os.path.join(shots, f"history-pager-{width}.png"))


def search(d, base, shots):
    got = b.search_transfer(d, base, "xiuxiuejant")
    b.check(len(got["links"]) == 1 and got["links"][0].startswith(LONG_CHAT), "a word said once in 20,000 messages is found",
            f"{got['links']}; {got['query']['data']} bytes in {got['query']['files']} files, opening {got['open']['data']}")
    b.check_search_matches_full_scan(d, base, ["xiuxiuejant", "winter", "autora 9", "marc sala", "membre m00", "a"], NOTHING, " history")
    for width, height in b.SIZES:
        b.set_view(d, width, height, "light")
        for query in ("winter", "xiuxiuejant"):
            d.get(base + "/search/?q=" + query)
            b.run_search(d, query)
            d.save_screenshot(os.path.join(shots, f"history-search-{query}-{width}.png"))


def redirects(d, base):
    for old, new in {"/books/vell-llibre/": "/books/llibre-nou/", "/members/jordi/": "/members/jordi-vila/"}.items():
        b.check_redirect(d, base, old, new)


def main(argv):
    if len(argv) != 2 or not os.path.isdir(argv[0]):
        print(__doc__, file=sys.stderr)
        return 2
    root, shots = os.path.abspath(argv[0]), os.path.abspath(argv[1])
    os.makedirs(shots, exist_ok=True)
    sizes(root)
    server, _ = b.start_server(root)
    d = b.make_driver()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        for step in (pages, search):
            b.guarded(step.__name__, step, d, base, shots)
        b.guarded("redirects", redirects, d, base)
    finally:
        d.quit()
        server.shutdown()
        server.server_close()
    print(f"history: {b.results['pass']} passed, {b.results['fail']} failed", flush=True)
    return 1 if b.results["fail"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""How many bytes /search/ moves in headless Chromium: when the page opens with an empty
cache, and for one query typed then (waiting until every result is in).

usage: search_transfer.py OUTPUT_DIR QUERY [QUERY...]

Serves OUTPUT_DIR on 127.0.0.1 like the browser gate does and prints, for each query (each
in a fresh cache), the bytes of search data (files under /search/ other than the page),
the number of such files, all bytes including the page and its theme, the links found and
the seconds the query took. Works on the output of older builds too (one search/index.json
of every entry, chat chunks all fetched on the first query).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "quality"))
import browser_checks  # noqa: E402


def main(argv):
    if len(argv) < 2 or not os.path.isdir(argv[0]):
        print(__doc__, file=sys.stderr)
        return 2
    server, _ = browser_checks.start_server(os.path.abspath(argv[0]))
    driver = browser_checks.make_driver()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}"
        for query in argv[1:]:
            got = browser_checks.search_transfer(driver, base, query)
            opened, queried = got["open"], got["query"]
            print(f"open: {opened['data']} bytes of search data in {opened['files']} file(s), {opened['all']} in all")
            print(f"query {query!r}: {queried['data']} bytes in {queried['files']} file(s), {queried['all']} in all, "
                  f"{len(got['links'])} links in {got['seconds']:.1f} s")
    finally:
        driver.quit()
        server.shutdown()
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

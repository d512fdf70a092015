#!/usr/bin/env python3
"""Phone budgets of a built Readalong site: page weight of the first screen and largest
contentful paint, measured in headless Chromium as a phone on a slow network.

usage: image_budgets.py OUTPUT_DIR [PAGE ...]     (default pages: /, /books/ and every room)

Each page is loaded fresh (cache disabled, service worker bypassed: a first visit) at 390x844 CSS pixels, device scale factor 3,
from a local server that gzips text as web hosts do,
on Chromium's "Fast 3G" profile (562.5 ms latency, 1.44 Mbit/s down) with the CPU slowed 4x,
all through the DevTools protocol. Budgets:

  first screen   <= 150 KB transferred before any scrolling: the HTML, CSS and JS counted
                 gzipped (as any host serves them), images at their size
  one image      <= 60 KB for every image the phone loads
  LCP            <= 2.5 s (largest-contentful-paint entry, buffered)

Prints one line per page and exits 1 if any budget is exceeded.
"""
import functools
import gzip
import http.server
import io
import json
import os
import shutil
import sys
import threading
import time
import urllib.parse

FIRST_SCREEN = 150 * 1024
ONE_IMAGE = 60 * 1024
LCP = 2.5
TEXT = (".html", ".css", ".js", ".json", ".svg", ".xml", ".webmanifest")


class Host(http.server.SimpleHTTPRequestHandler):
    """Serves the site as a web host does: the text files of `TEXT` gzipped when the browser
    accepts it, so the transfer the LCP waits for is the one the weight counts."""

    def log_message(self, *args):
        pass

    def send_head(self):
        file = self.translate_path(self.path)
        if os.path.isdir(file) and urllib.parse.urlparse(self.path).path.endswith("/"):
            file = os.path.join(file, "index.html")
        if not (file.endswith(TEXT) and os.path.isfile(file) and "gzip" in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        body = gzip.compress(open(file, "rb").read(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(file))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def serve(root):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Host, directory=root))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    opts.binary_location = os.environ.get("CHROMIUM_BIN") or (
        "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else shutil.which("chromium"))
    for arg in ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]:
        opts.add_argument(arg)
    d = webdriver.Chrome(options=opts, service=Service(os.environ.get("CHROMEDRIVER") or "/usr/bin/chromedriver"))
    d.set_page_load_timeout(120)
    return d


def weight(root, url, initiator_type):
    """Bytes a host would send: gzip for text, the file for the rest."""
    path = urllib.parse.urlparse(url).path
    file = os.path.join(root, path.lstrip("/"))
    if os.path.isdir(file):
        file = os.path.join(file, "index.html")
    if not os.path.isfile(file):
        return 0
    data = open(file, "rb").read()
    if file.endswith(TEXT):
        return len(gzip.compress(data, 6))
    return len(data)


def measure(d, root, base, page):
    d.execute_cdp_cmd("Network.enable", {})
    d.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    d.execute_cdp_cmd("Network.setBypassServiceWorker", {"bypass": True})
    d.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 562.5, "downloadThroughput": 1.44 * 1024 * 1024 / 8 * 0.9,
        "uploadThroughput": 675 * 1024 / 8 * 0.9})
    d.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
    d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                      {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
    d.get(base + page)
    time.sleep(1.0)
    lcp = d.execute_async_script("""
        const done = arguments[arguments.length - 1];
        new PerformanceObserver(list => {
            const entries = list.getEntries();
            const last = entries[entries.length - 1];
            done(last ? [last.startTime / 1000, last.element ? last.element.tagName.toLowerCase() + (last.url ? ' ' + last.url.split('/').pop() : '') : '?'] : null);
        }).observe({type: 'largest-contentful-paint', buffered: true});
        setTimeout(() => done(null), 5000);
    """)
    entries = d.execute_script("""
        return [{name: location.href, type: 'navigation'}].concat(
            performance.getEntriesByType('resource').map(e => ({name: e.name, type: e.initiatorType})));
    """)
    total, biggest, images = 0, (0, ""), 0
    for entry in entries:
        size = weight(root, entry["name"], entry["type"])
        total += size
        if entry["type"] in ("img", "image") or entry["name"].endswith((".jpg", ".webp", ".png")):
            images += 1
            biggest = max(biggest, (size, entry["name"]))
    return total, biggest, images, lcp


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    root = sys.argv[1]
    pages = sys.argv[2:] or (["/", "/books/"] + sorted(
        f"/rooms/{name}/" for name in os.listdir(os.path.join(root, "rooms"))
        if os.path.isfile(os.path.join(root, "rooms", name, "index.html")) and name not in ("active", "upcoming", "finished")))
    server = serve(root)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    d = driver()
    failures = 0
    try:
        for page in pages:
            total, (big, big_name), images, paint = measure(d, root, base, page)
            lcp, element = paint if paint else (None, "none")
            ok = total <= FIRST_SCREEN and big <= ONE_IMAGE and lcp is not None and lcp <= LCP
            failures += not ok
            print(f"{'PASS' if ok else 'FAIL'} {page}: first screen {total / 1024:.1f} KB, {images} images, "
                  f"largest image {big / 1024:.1f} KB ({os.path.basename(big_name)}), LCP {lcp if lcp is None else round(lcp, 2)} s ({element})")
    finally:
        d.quit()
        server.shutdown()
    print(f"budgets: {len(pages) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

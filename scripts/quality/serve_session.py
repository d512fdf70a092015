#!/usr/bin/env python3
"""A day of editing against `publish serve`, in headless Chromium, compressed.

usage: serve_session.py PUBLISH [PAGE_VIEWS] [EDITS]

Copies the sample site (content/ and templates/) to a temporary folder, builds it with
`publish build`, starts `publish serve --port 0` on it and drives headless Chromium (the same
driver set-up as browser_checks.py) through PAGE_VIEWS page loads (default 300), editing
content/pages/sobre-nosaltres.md EDITS times along the way (default 30). Checks:

  port        the server announces a real port for --port 0
  reload      an open page reloads by itself after an edit and shows the new title
  worker      the preview's pages register no service worker, and /sw.js registered by hand
              (as a built copy opened on the same address leaves) unregisters itself
  descriptors the server's open descriptors (/proc/PID/fd) after the session are no more
              than after the first page views, plus the one reload stream of the open page
  threads     the server's threads (/proc/PID/task) stay within two of the start
  output      output/ is byte for byte what `publish build` wrote before the session

Prints the numbers, one line per check ("PASS ..." / "FAIL ...") and finally
"serve-session: N passed, M failed". Exit status 0 if nothing failed, 1 otherwise, 2 on usage errors.
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_checks import make_driver  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAGES = ["/", "/rooms/", "/books/", "/books/la-placa-del-diamant/", "/members/", "/members/marta/",
         "/calendar/", "/search/", "/pages/sobre-nosaltres/", "/rooms/placa-del-diamant/"]
EDITED = "content/pages/sobre-nosaltres.md"
WORKERS = """const done = arguments[arguments.length - 1];
setTimeout(function () {
  navigator.serviceWorker.getRegistrations().then(function (all) { done(all.length); }, function () { done(-1); });
}, 1000);"""
FORCED_WORKER = """const done = arguments[arguments.length - 1];
const deadline = Date.now() + 10000;
navigator.serviceWorker.register("/sw.js").then(function () {
  (function poll() {
    navigator.serviceWorker.getRegistrations().then(function (all) {
      if (all.length === 0 || Date.now() > deadline) done(all.length); else setTimeout(poll, 200);
    });
  })();
}, function (error) { done("register failed: " + error); });"""


def tree_digest(folder):
    digest = hashlib.sha256()
    for base, dirs, files in sorted(os.walk(folder)):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(base, name)
            digest.update(os.path.relpath(path, folder).encode() + b"\0")
            with open(path, "rb") as f:
                digest.update(f.read())
    return digest.hexdigest()


def count(path):
    return len(os.listdir(path))


class Server:
    def __init__(self, publish, site):
        self.process = subprocess.Popen(
            [publish, "serve", "--site", site, "--port", "0", "--now", "2026-11-22", "--lang", "en"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line)

    def builds(self):
        return sum(1 for line in self.lines if line.startswith("built ") or "not rebuilt" in line)

    def wait_for_builds(self, n, seconds=30):
        end = time.time() + seconds
        while time.time() < end:
            if self.builds() >= n:
                return True
            time.sleep(0.02)
        return False

    def port(self):
        for _ in range(300):
            for line in self.lines:
                match = re.search(r"serving http://127\.0\.0\.1:(\d+)/", line)
                if match and self.builds() >= 1:
                    return int(match.group(1))
            time.sleep(0.05)
        return None

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    publish = os.path.abspath(sys.argv[1])
    views = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    results = []

    def check(name, ok, detail):
        results.append(ok)
        print(("PASS " if ok else "FAIL ") + name + ": " + detail)

    site = tempfile.mkdtemp(prefix="readalong-serve-session-")
    server = None
    driver = None
    try:
        for folder in ["content", "templates"]:
            if os.path.isdir(os.path.join(ROOT, folder)):
                shutil.copytree(os.path.join(ROOT, folder), os.path.join(site, folder))
        subprocess.run([publish, "build", "--site", site, "--now", "2026-11-22"], check=True, stdout=subprocess.DEVNULL)
        before = tree_digest(os.path.join(site, "output"))
        server = Server(publish, site)
        port = server.port()
        check("port", bool(port), f"announced {port}")
        if not port:
            return 1
        base = f"http://127.0.0.1:{port}"
        proc = f"/proc/{server.process.pid}"
        driver = make_driver()
        edited = os.path.join(site, EDITED)
        original = open(edited, encoding="utf-8").read()

        # Live reload as a reader sees it: the open page changes by itself.
        driver.get(base + "/pages/sobre-nosaltres/")
        driver.execute_script("window.__notReloaded = true;")
        with open(edited, "w", encoding="utf-8") as f:
            f.write(original.replace("title: Sobre nosaltres", "title: Sobre nosaltres (edició 0)", 1))
        reloaded = False
        end = time.time() + 15
        while time.time() < end and not reloaded:
            time.sleep(0.1)
            reloaded = driver.execute_script(
                "return !window.__notReloaded && document.title.indexOf('edició 0') >= 0;")
        check("reload", reloaded, "the open page reloaded with the new title")

        # Offline reading stays out of the preview: its pages register no service worker, and
        # one registered anyway (as a built copy on the same address would have) removes itself.
        registered = driver.execute_async_script(WORKERS)
        forced = driver.execute_async_script(FORCED_WORKER)
        check("worker", registered == 0 and forced == 0,
              f"{registered} registration(s) after loading a page, {forced} left 10 s after registering /sw.js by hand")

        warm = min(20, views)
        for i in range(warm):
            driver.get(base + PAGES[i % len(PAGES)])
        time.sleep(1)  # connections just served are closed half a second after their answer
        fds_start, threads_start = count(proc + "/fd"), count(proc + "/task")
        started = time.time()
        every = max(1, (views - warm) // max(1, edits))
        done_edits = 0
        for i in range(warm, views):
            driver.get(base + PAGES[i % len(PAGES)])
            if (i - warm) % every == 0 and done_edits < edits:
                done_edits += 1
                builds = server.builds()
                with open(edited, "w", encoding="utf-8") as f:
                    f.write(original.replace("title: Sobre nosaltres", f"title: Sobre nosaltres (edició {done_edits})", 1))
                server.wait_for_builds(builds + 1)
        elapsed = time.time() - started
        time.sleep(1)
        fds_end, threads_end = count(proc + "/fd"), count(proc + "/task")
        print(f"{views} page views and {done_edits} edits ({server.builds()} builds) in {elapsed:.1f} s; "
              f"descriptors {fds_start} -> {fds_end}, threads {threads_start} -> {threads_end}")
        check("descriptors", fds_end <= fds_start + 1, f"{fds_start} after {warm} views, {fds_end} at the end")
        check("threads", threads_end <= threads_start + 2, f"{threads_start} -> {threads_end}")
        driver.quit()
        driver = None
        server.stop()
        server = None
        after = tree_digest(os.path.join(site, "output"))
        check("output", after == before, "output/ unchanged" if after == before else "output/ changed during the session")
    finally:
        if driver:
            driver.quit()
        if server:
            server.stop()
        shutil.rmtree(site, ignore_errors=True)
    failed = results.count(False)
    print(f"serve-session: {len(results) - failed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

"""Offline reading in the browser (used by browser_checks.py).

check_offline: on the built sample, the home page and a room page are loaded, the page waits
until the site's service worker controls it, Chromium's reading of the web app manifest must
show no error and no reason the site could not be installed, then the network is cut with
the DevTools protocol (Network.emulateNetworkConditions, offline). Both visited pages must reload with
the text they had online, a room under way that was never opened must be readable too (the
worker stored it when it installed), and a page never opened (/genres/, which no other check
of the gate opens) must show the offline page.

check_worker_update (with the publish binary): a copy of the sample is built and served; once
a worker controls the page, a room under way is edited and the site built again. The browser,
asked to check for an update, must install the new worker (the version the new sw.js names),
delete the old version's cache, and show the edited room when offline.
"""
import json
import os
import re
import shutil
import tempfile
import time

from stress_sites import ROOT, _publish as build_site   # the same build, clock and error report
VISITED = ["/", "/rooms/placa-del-diamant/"]
STORED_UNVISITED = "/rooms/mirall-trencat/"      # under way on 2026-11-22: stored when the worker installs
NEVER_OPENED = "/genres/"                       # opened by no other check of the gate
OFFLINE_TITLES = {"Sense connexió", "Sin conexión", "You are offline"}

CONTROLLED = """
const done = arguments[arguments.length - 1];
if (!('serviceWorker' in navigator)) { done('no serviceWorker'); return; }
const deadline = Date.now() + 30000;
(function wait() {
  if (navigator.serviceWorker.controller) { done('controlled'); return; }
  if (Date.now() > deadline) { done('not controlled after 30 s'); return; }
  setTimeout(wait, 100);
})();
"""

CACHES = """
const done = arguments[arguments.length - 1];
caches.keys().then(function (names) { done(names.sort()); }, function (e) { done(['error ' + e]); });
"""

UPDATE = """
const done = arguments[arguments.length - 1];
navigator.serviceWorker.getRegistration().then(function (r) { return r.update(); })
  .then(function () { done('asked'); }, function (e) { done('error ' + e); });
"""


def _offline(d, on):
    """Cuts (or restores) the network of the page and of every service worker: conditions set
    on the page's own session do not reach the worker's fetches, so each worker target is
    attached and given the same conditions through Target.sendMessageToTarget."""
    conditions = {"offline": on, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
    d.execute_cdp_cmd("Network.enable", {})
    d.execute_cdp_cmd("Network.emulateNetworkConditions", conditions)
    workers = [t for t in d.execute_cdp_cmd("Target.getTargets", {})["targetInfos"] if t["type"] == "service_worker"]
    for number, worker in enumerate(workers):
        session = d.execute_cdp_cmd("Target.attachToTarget", {"targetId": worker["targetId"], "flatten": False})["sessionId"]
        for offset, (method, params) in enumerate((("Network.enable", {}), ("Network.emulateNetworkConditions", conditions))):
            message = json.dumps({"id": 1000 + 10 * number + offset, "method": method, "params": params})
            d.execute_cdp_cmd("Target.sendMessageToTarget", {"sessionId": session, "message": message})
    return len(workers)


def _text(d):
    return d.execute_script("var m = document.querySelector('main'); return m ? m.innerText : '';")


def _heading(d):
    return d.execute_script("var h = document.querySelector('main h1'); return h ? h.textContent.trim() : '';")


def _wait_controlled(d, check, label):
    state = d.execute_async_script(CONTROLLED)
    return check(state == "controlled", f"offline {label}: a service worker controls the page", state)


def check_manifest(d, check):
    """Chromium's own reading of the manifest: no parse error, nothing keeping the site from
    being installed, the site's name, and icons of 192 and 512 pixels (one maskable)."""
    manifest = d.execute_cdp_cmd("Page.getAppManifest", {})
    data = manifest.get("manifest") or {}
    title = d.execute_script("return document.querySelector('.brand').textContent.trim();")
    sizes = sorted(icon.get("sizes", "") for icon in data.get("icons", []))
    check(manifest.get("errors") == [] and data.get("name") == title and sizes == ["192x192", "512x512", "512x512"]
          and data.get("display") == "kStandalone", "offline manifest: read by Chromium without errors",
          f"errors {manifest.get('errors')}, name {data.get('name')!r}, icons {sizes}")
    errors = d.execute_cdp_cmd("Page.getInstallabilityErrors", {}).get("installabilityErrors")
    check(errors == [], "offline manifest: the site can be installed", json.dumps(errors))


def check_offline(d, base, check):
    """Visited pages reload offline; a stored room opens; an unvisited page is the offline page."""
    online = {}
    for path in VISITED:
        d.get(base + path)
        online[path] = _text(d)
    if not _wait_controlled(d, check, "reading"):
        return
    check_manifest(d, check)
    # The page that registered the worker was fetched before it took over: open it again
    # so that the worker keeps it.
    for path in VISITED:
        d.get(base + path)
    workers = _offline(d, True)
    check(workers >= 1, "offline reading: the network is cut for the page and its worker", f"{workers} worker(s)")
    try:
        for path in VISITED:
            d.get(base + path)
            d.refresh()
            text = _text(d)
            check(text == online[path] and text != "", f"offline reload {path}",
                  f"{len(text)} characters, {'the same' if text == online[path] else 'not the same'} as online")
        d.get(base + STORED_UNVISITED)
        heading = _heading(d)
        check(heading not in OFFLINE_TITLES and "Mirall" in heading, f"offline {STORED_UNVISITED} (stored, never opened)",
              f"heading {heading!r}")
        d.get(base + NEVER_OPENED)
        heading = _heading(d)
        check(heading in OFFLINE_TITLES, f"offline {NEVER_OPENED} (never opened) shows the offline page", f"heading {heading!r}")
    finally:
        _offline(d, False)


def _version(output):
    with open(os.path.join(output, "sw.js"), encoding="utf-8") as f:
        return re.search(r'var VERSION = "([0-9a-f]{32})";', f.read()).group(1)


def check_worker_update(d, binary, start_server, check):
    """A new build with a changed room: the worker updates, the old precache goes."""
    with tempfile.TemporaryDirectory(prefix="readalong-offline-") as tmp:
        site = os.path.join(tmp, "site")
        for folder in ("content", "templates"):
            shutil.copytree(os.path.join(ROOT, folder), os.path.join(site, folder))
        output = build_site(binary, site)
        first = _version(output)
        server, _ = start_server(output)
        try:
            base = f"http://127.0.0.1:{server.server_address[1]}"
            d.get(base + STORED_UNVISITED)
            if not _wait_controlled(d, check, "update"):
                return
            before = d.execute_async_script(CACHES)
            check(f"readalong / {first}" in before, "offline update: the first version's cache", json.dumps(before))
            room = os.path.join(site, "content", "rooms", "mirall-trencat", "index.md")
            with open(room, "a", encoding="utf-8") as f:
                f.write("\nUna frase nova per provar que el treballador s'actualitza.\n")
            second = _version(build_site(binary, site))
            check(second != first, "offline update: the new build names a new version", f"{first} -> {second}")
            d.get(base + STORED_UNVISITED)
            d.execute_async_script(UPDATE)
            deadline = time.monotonic() + 30
            names = []
            while time.monotonic() < deadline:
                names = d.execute_async_script(CACHES)
                if f"readalong / {second}" in names and f"readalong / {first}" not in names:
                    break
                time.sleep(0.2)
            check(f"readalong / {second}" in names and f"readalong / {first}" not in names,
                  "offline update: the new worker installed and the old cache deleted", json.dumps(names))
            _offline(d, True)
            try:
                d.get(base + STORED_UNVISITED)
                check("Una frase nova" in _text(d), "offline update: offline, the room shows the new build's text",
                      _heading(d))
            finally:
                _offline(d, False)
        finally:
            server.shutdown()
            server.server_close()

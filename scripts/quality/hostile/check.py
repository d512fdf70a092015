#!/usr/bin/env python3
"""Hostile-content gate: script injection, template injection and path traversal.

usage: check.py PUBLISH_BINARY

The test site in site/ (next to this script) is valid per the content spec, but every free-text
field carries payloads: <script>, event-handler attributes, attribute break-outs with " and ',
javascript: links in Markdown (inline, reference, autolink, raw <a>), Mustache syntax, HTML
entities, RTL override / zero-width characters, CR/LF line injection for the .ics files, and
genre/topic names that try to climb out of output/ ("../../../../tmp/pwned", "..", "/etc").

The script copies the site to a temporary folder, builds it with PUBLISH_BINARY and checks:

  build      the build succeeds (exit 0) and writes nothing outside output/ (the temp folder
             is snapshotted before and after; sentinel paths such as /tmp/pwned stay absent);
             every output file lies inside output/, taxonomy URLs and folders are plain slugs
  scan       every output file, by format: HTML (parsed: no <script> but the site's own
             theme/readalong.js, no on* attributes, no javascript:/data:/vbscript: in any URL
             attribute, no iframe/object/embed/base/style/meta-refresh, no unescaped payload
             markup), Atom/sitemap XML (well-formed, safe hrefs, no raw markup), search JSON
             (parses, URLs are site paths), iCalendar (CRLF lines, known properties only: no
             line injected by a CR/LF in a title), robots.txt, SVG images
  literal    Mustache syntax and entities from content come out literally (not evaluated)
  browser    every HTML page (and the search page with payload queries) in headless Chromium:
             alert/confirm/prompt/print and console.error hooked before any page script runs
             (CDP Page.addScriptToEvaluateOnNewDocument); every inline spoiler clicked, every
             <details> opened, synthetic mouse/focus/load/error events dispatched on every
             element; no dialog call, no navigation away, no JavaScript error
  variant    deliberately invalid copies of the site: javascript:/data:/vbscript: URLs in
             join_url, links:, event location, site links.book and base_url must give E010;
             cover/avatar paths with .., absolute paths, symlinks to /etc/hostname or to a file
             outside content/ must give E015; each at the right file and line, and `publish
             build` must then publish nothing
  symlink    a file under content/ (assets/, pages/) that is a symbolic link to a file outside
             content/ must not get that file's text into output/

Prints "PASS name" / "FAIL name: detail" lines, then exactly "hostile: N passed, M failed".
Exit status 1 if anything failed, 2 on usage errors. Needs python3 and selenium; Chromium and
chromedriver from CHROMIUM_BIN (default /usr/lib/chromium/chromium) and CHROMEDRIVER (default
/usr/bin/chromedriver). Installs nothing.
"""
import functools
import html
import html.parser
import http.server
import json
import os
import re
import shutil
import subprocess
import sys

import threading
import time
import urllib.parse
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from results import run_gate  # noqa: E402  (shared with the other gates)

HERE = os.path.dirname(os.path.abspath(__file__))
SITE_SOURCE = os.path.join(HERE, "site")
NOW = "2026-11-22"
OWN_SCRIPT = "/theme/readalong.js"

# Absolute paths the taxonomy names aim at; none may appear during the build.
SENTINELS = ["/tmp/pwned", "/tmp/tmp/pwned", "/tmp/readalong-hostile-pwned",
             "/tmp/readalong-hostile-pwned-topic", "/etc/pwned", "/escape", "/tmp/escape"]

# ------------------------------------------------------------------------------------------
# results


def short(text, n=160):
    text = text.replace("\n", "\\n").replace("\r", "\\r")
    return text if len(text) <= n else text[:n] + "…"


# ------------------------------------------------------------------------------------------
# running publish


def publish(binary, *args, timeout=120):
    return subprocess.run([binary, *args, "--lang", "en"], capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "NO_COLOR": "1"})


def snapshot(root, skip):
    """Every path under root (files, folders, links), relative, except those under the
    folders named in skip."""
    found = set()
    for folder, dirs, files in os.walk(root):
        rel = os.path.relpath(folder, root)
        if any(rel == s or rel.startswith(s + os.sep) for s in skip):
            dirs[:] = []
            continue
        for name in dirs + files:
            path = os.path.normpath(os.path.join(rel, name))
            if path in skip:
                continue
            found.add(path)
    return found


# ------------------------------------------------------------------------------------------
# URL rules (as a browser reads an attribute value)

SAFE_SCHEMES = {"http", "https", "mailto", "webcal"}
URL_ATTRS = {"href", "src", "action", "formaction", "poster", "data", "cite", "background",
             "xlink:href", "ping", "longdesc", "manifest", "codebase", "archive", "usemap",
             "lowsrc", "dynsrc", "icon", "profile", "itemtype"}


def browser_url(value):
    """The URL as a browser parses it: tab/LF/CR removed, C0 controls and spaces trimmed."""
    value = re.sub(r"[\t\n\r]", "", value)
    return value.strip("".join(chr(c) for c in range(0x21)))


def url_problem(value, tag="", attrs=None):
    url = browser_url(value)
    if "javascript:" in url.lower() or "vbscript:" in url.lower():
        return "javascript:/vbscript: in URL"
    m = re.match(r"^([a-zA-Z][a-zA-Z0-9+.-]*):", url)
    if not m:
        return None  # relative URL (path, query, fragment)
    scheme = m.group(1).lower()
    if scheme in SAFE_SCHEMES:
        return None
    if scheme == "data" and url == "data:," and tag == "link" and (attrs or {}).get("rel") == "icon":
        return None  # the layout's empty favicon
    return f"scheme '{scheme}:' not allowed"


# ------------------------------------------------------------------------------------------
# HTML scan

FORBIDDEN_TAGS = {"iframe", "frame", "frameset", "object", "embed", "applet", "base", "style",
                  "math", "template", "noscript", "textarea", "xmp", "plaintext", "listing",
                  "isindex", "marquee", "portal", "video", "audio", "source", "track", "param",
                  "button", "select", "option", "dialog", "animate", "set", "foreignobject",
                  "handler", "listener", "image"}
FORBIDDEN_ATTRS = {"autofocus", "srcdoc", "formaction", "x", "onfocus", "contenteditable",
                   "http-equiv", "xmlns:xlink", "background", "dynsrc", "lowsrc"}
# The bar charts of the year pages draw with SVG shapes placed by `x`: a number or a
# percentage on <text> or <rect> is geometry, not an injected attribute.
CHART_GEOMETRY = re.compile(r"^[0-9]+(\.[0-9]+)?%?$")


def chart_geometry(tag, name, value):
    return name == "x" and tag in ("text", "rect") and CHART_GEOMETRY.match(value) is not None


# Unescaped payload markup: never in an HTML/XML file however it got there.
RAW_PATTERNS = [
    (re.compile(r"<script(?![^>]*\ssrc=\"[^\"]*/theme/readalong\.js\")", re.I), "<script> other than the site's own"),
    (re.compile(r"<img\s+src=x", re.I), "raw <img src=x"),
    (re.compile(r"<svg[\s/]+onload", re.I), "raw <svg onload"),
    (re.compile(r"<(iframe|object|embed|base|frame|applet|style)\b", re.I), "raw forbidden tag"),
    (re.compile(r"<meta\s+http-equiv", re.I), "raw <meta http-equiv>"),
    (re.compile(r"<a\s+href=\"?\s*javascript", re.I), "raw javascript: anchor"),
    (re.compile(r"<form\s+action=\"?javascript", re.I), "raw javascript: form"),
    (re.compile(r"<div\s+onmouseover", re.I), "raw <div onmouseover"),
]
# (Event-handler attributes inside tags are found by the parser, which also sees break-outs
# such as `" onmouseover="`; a regular expression cannot tell them from escaped text in a
# quoted attribute value.)


class PageScanner(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems = []
        self.scripts = 0
        self.in_script = False
        self.hrefs = []
        self.robots_noindex = False

    def handle_starttag(self, tag, attrs):
        self._tag(tag, attrs)

    def handle_startendtag(self, tag, attrs):
        self._tag(tag, attrs)

    def _tag(self, tag, attrs):
        line = self.getpos()[0]
        where = f"line {line} <{tag}>"
        amap = {}
        for name, value in attrs:
            value = value or ""
            amap[name] = value
            if name.startswith("on"):
                self.problems.append(f"{where}: event-handler attribute {name}={short(value, 60)!r}")
            if name in FORBIDDEN_ATTRS and not chart_geometry(tag, name, value):
                self.problems.append(f"{where}: forbidden attribute {name}={short(value, 60)!r}")
            if name == "style" and re.search(r"url\(|expression|javascript|@import|behavior|\\", value, re.I):
                self.problems.append(f"{where}: dangerous style {short(value, 60)!r}")
            if name in URL_ATTRS or name == "srcset":
                problem = url_problem(value, tag, dict(attrs))
                if problem:
                    self.problems.append(f"{where}: {name}={short(value, 80)!r}: {problem}")
                if name == "href":
                    self.hrefs.append(value)
        if tag in FORBIDDEN_TAGS:
            self.problems.append(f"{where}: forbidden element")
        if tag == "script":
            self.scripts += 1
            self.in_script = True
            src = amap.get("src", "")
            own = re.match(r"^(https?://[^/\"'<>]+)?/([^\"'<>:]*/)?theme/readalong\.js$", src)
            if not (own and set(amap) == {"src", "defer"}):
                self.problems.append(f"{where}: foreign script {short(str(attrs), 100)}")
        if tag == "meta":
            if "http-equiv" in amap:
                self.problems.append(f"{where}: meta http-equiv")
            if amap.get("name") == "robots" and "noindex" in amap.get("content", ""):
                self.robots_noindex = True
        if tag == "link" and amap.get("rel") not in {"canonical", "icon", "alternate", "stylesheet", "manifest"}:
            self.problems.append(f"{where}: unexpected link rel={amap.get('rel')!r}")
        # Offline reading: the manifest link names the site's own manifest and service worker.
        if tag == "link" and amap.get("rel") == "manifest" and not (
                set(amap) == {"rel", "href", "data-worker"}
                and re.match(r"^/([^\"'<>:]*/)?manifest\.webmanifest$", amap.get("href", ""))
                and re.match(r"^/([^\"'<>:]*/)?sw\.js$", amap.get("data-worker", ""))):
            self.problems.append(f"{where}: manifest link other than the site's own: {short(str(attrs), 100)}")
        if tag == "form" and "action" in amap:
            problem = url_problem(amap["action"])
            if problem:
                self.problems.append(f"{where}: form action {problem}")
        if tag == "input" and amap.get("type", "text") not in {"checkbox", "search", "text"}:
            self.problems.append(f"{where}: input type={amap.get('type')!r}")

    def handle_endtag(self, tag):
        if tag == "script":
            self.in_script = False

    def handle_data(self, data):
        if self.in_script and data.strip():
            self.problems.append(f"line {self.getpos()[0]}: inline script content {short(data, 80)!r}")


def raw_problems(text):
    problems = []
    for pattern, label in RAW_PATTERNS:
        for m in pattern.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            problems.append(f"line {line}: {label}: {short(text[m.start():m.start() + 90], 90)!r}")
    return problems


def scan_html(text):
    scanner = PageScanner()
    scanner.feed(text)
    scanner.close()
    problems = raw_problems(text) + scanner.problems
    if scanner.scripts != 1:
        problems.append(f"{scanner.scripts} <script> elements (expected only the site's own)")
    return problems, scanner


def scan_html_fragment(text):
    scanner = PageScanner()
    scanner.feed(text)
    scanner.close()
    return raw_problems(text) + scanner.problems


# ------------------------------------------------------------------------------------------
# other formats

def scan_xml(text):
    problems = raw_problems(text)
    try:
        root = ET.fromstring(text.encode("utf-8"))
    except ET.ParseError as error:
        return problems + [f"not well-formed XML: {error}"]
    allowed_ns = {"http://www.w3.org/2005/Atom", "http://www.sitemaps.org/schemas/sitemap/0.9"}
    for element in root.iter():
        ns = element.tag[1:].split("}")[0] if element.tag.startswith("{") else ""
        if ns not in allowed_ns:
            problems.append(f"element {element.tag} outside the Atom/sitemap namespaces")
        local = element.tag.split("}")[-1]
        for name, value in element.attrib.items():
            if name.split("}")[-1].startswith("on"):
                problems.append(f"<{local}> attribute {name}")
            if name in ("href", "src"):
                problem = url_problem(value)
                if problem or not value.startswith(("http://", "https://")):
                    problems.append(f"<{local} {name}={short(value, 80)!r}>: {problem or 'not absolute http(s)'}")
        if local in ("loc", "id", "icon", "logo", "uri") and element.text:
            if not element.text.strip().startswith(("http://", "https://")):
                problems.append(f"<{local}> {short(element.text, 80)!r} is not an http(s) URL")
        if element.get("type") in ("html", "xhtml") and (element.text or len(element)):
            inner = element.text or "".join(ET.tostring(child, encoding="unicode") for child in element)
            problems += [f"<{local} type=html>: {p}" for p in scan_html_fragment(inner)]
    return problems


def scan_json(text):
    try:
        data = json.loads(text)
    except ValueError as error:
        return [f"not valid JSON: {error}"]
    problems = []

    def walk(value, path):
        if isinstance(value, dict):
            for key, item in value.items():
                if key in ("url", "href", "link", "src", "start_url", "scope") and isinstance(item, str):
                    if not (item.startswith("/") and not item.startswith("//")
                            or item.startswith(("https://", "http://"))):
                        problems.append(f"{path}.{key} = {short(item, 80)!r} is not a site path")
                    if url_problem(item):
                        problems.append(f"{path}.{key} = {short(item, 80)!r}: {url_problem(item)}")
                walk(item, f"{path}.{key}")
        elif isinstance(value, list):
            for index, item in enumerate(value):
                walk(item, f"{path}[{index}]")
    walk(data, "$")
    return problems


# RFC 5545 / RFC 7986 properties and the usual X-WR extensions; nothing else may start a line.
ICS_PROPERTIES = {
    "BEGIN", "END", "VERSION", "PRODID", "CALSCALE", "METHOD", "NAME", "DESCRIPTION", "URL",
    "REFRESH-INTERVAL", "SOURCE", "COLOR", "UID", "DTSTAMP", "DTSTART", "DTEND", "DURATION",
    "SUMMARY", "LOCATION", "CATEGORIES", "STATUS", "TRANSP", "SEQUENCE", "CREATED",
    "LAST-MODIFIED", "CLASS", "ORGANIZER", "TZID", "TZOFFSETFROM", "TZOFFSETTO", "TZNAME",
    "RRULE", "RDATE", "EXDATE", "RECURRENCE-ID", "GEO", "PRIORITY", "COMMENT", "CONTACT",
    "X-WR-CALNAME", "X-WR-CALDESC", "X-WR-TIMEZONE", "X-PUBLISHED-TTL", "X-WR-RELCALID"}
ICS_COMPONENTS = {"VCALENDAR", "VEVENT", "VTIMEZONE", "STANDARD", "DAYLIGHT"}


def scan_ics(raw):
    problems = []
    if b"\r\n" not in raw:
        return ["no CRLF line endings"]
    text = raw.decode("utf-8")
    if re.search(r"\r(?!\n)|(?<!\r)\n", text):
        problems.append("bare CR or LF inside the file (line injection)")
    lines = []
    for physical in text.split("\r\n"):
        if physical.startswith((" ", "\t")) and lines:
            lines[-1] += physical[1:]
        elif physical:
            lines.append(physical)
    stack = []
    for line in lines:
        m = re.match(r"^([A-Za-z0-9-]+)(;[^:]*)?:(.*)$", line, re.S)
        if not m:
            problems.append(f"malformed content line {short(line, 80)!r}")
            continue
        name, value = m.group(1).upper(), m.group(3)
        if name not in ICS_PROPERTIES:
            problems.append(f"unexpected property {name} (injected line?): {short(line, 80)!r}")
        if name == "BEGIN":
            if value not in ICS_COMPONENTS:
                problems.append(f"unexpected component BEGIN:{short(value, 40)}")
            stack.append(value)
        elif name == "END":
            if not stack or stack.pop() != value:
                problems.append(f"unbalanced END:{short(value, 40)}")
        elif name in ("URL", "SOURCE"):
            if not value.startswith(("http://", "https://")) or url_problem(value):
                problems.append(f"{name} is not an http(s) URL: {short(value, 80)!r}")
        if re.search(r"[\x00-\x08\x0b-\x1f\x7f]", value):
            problems.append(f"control character in {name}")
    if stack:
        problems.append("unclosed components " + ", ".join(short(c, 30) for c in stack))
    return problems


def scan_robots(text):
    return [f"unexpected robots.txt line {short(line, 80)!r}" for line in text.splitlines()
            if line.strip() and not re.match(r"^(User-agent|Allow|Disallow|Sitemap):", line)]


def scan_svg(text):
    problems = [p for p in raw_problems(text)]
    if re.search(r"<script", text, re.I):
        problems.append("<script> in SVG")
    for m in re.finditer(r"\son[a-z]+\s*=", text, re.I):
        problems.append(f"event-handler attribute in SVG: {short(text[m.start():m.start() + 60], 60)!r}")
    if re.search(r"javascript:", text, re.I):
        problems.append("javascript: in SVG")
    return problems


# ------------------------------------------------------------------------------------------
# part A: the valid hostile site


def check_build(results, binary, tmp, site):
    output = os.path.join(site, "output")
    staging = os.path.join(site, ".output.staging")
    skip = (os.path.relpath(output, tmp), os.path.relpath(staging, tmp))
    before = snapshot(tmp, skip)
    sentinels_before = {p for p in SENTINELS if os.path.lexists(p)}
    started = time.time()
    run = publish(binary, "build", "--site", site, "--now", NOW)
    ok = results.check("build: the hostile site builds (exit 0)", run.returncode == 0,
                       f"exit {run.returncode}\n{run.stdout}{run.stderr}")
    if not ok:
        return False
    print(f"     ({short(run.stdout.strip() or run.stderr.strip())}, {time.time() - started:.2f} s)")
    after = snapshot(tmp, skip)
    created = sorted(after - before)
    results.check("build: nothing written outside output/ and its staging area", not created,
                  "new paths outside output/: " + ", ".join(created[:10]))
    kept = sorted(os.listdir(staging)) if os.path.isdir(staging) else []
    results.check("build: the staging area holds only the recycled tree, the manifest and the caches",
                  set(kept) <= {"tree", "manifest", "inputs", "image-checks", "chat-shards"}, "found: " + ", ".join(kept))
    appeared = sorted({p for p in SENTINELS if os.path.lexists(p)} - sentinels_before)
    results.check("build: no traversal target (/tmp/pwned …) created", not appeared,
                  "created: " + ", ".join(appeared))
    real_output = os.path.realpath(output)
    outside, bad_names = [], []
    for folder, dirs, files in os.walk(output):
        for name in dirs + files:
            path = os.path.join(folder, name)
            if os.path.islink(path) or not os.path.realpath(path).startswith(real_output + os.sep):
                outside.append(os.path.relpath(path, output))
            if name in (".", "..") or not re.match(r"^[A-Za-z0-9][A-Za-z0-9._-]*$", name):
                bad_names.append(os.path.relpath(path, output))
    results.check("build: every output path is a plain file inside output/", not outside,
                  ", ".join(outside[:10]))
    results.check("build: output file names are plain (no .., /, spaces, control characters)",
                  not bad_names, ", ".join(bad_names[:10]))
    return True


def check_taxonomies(results, output, hrefs):
    problems = []
    for kind in ("genres", "topics"):
        folder = os.path.join(output, kind)
        names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
        if not names:
            problems.append(f"no {kind}/ pages at all")
        for name in names:
            if name == "index.html":
                continue  # the index of every term (/genres/, /topics/)
            if not re.match(r"^[a-z0-9][a-z0-9-]*$", name):
                problems.append(f"{kind}/{name} is not a slug")
    taxonomy_links = {h for h in hrefs if re.search(r"/(genres|topics)/", h)}
    for href in sorted(taxonomy_links):
        path = urllib.parse.urlsplit(href).path
        if not re.match(r"^/(genres|topics)/([a-z0-9][a-z0-9-]*/)?$", path):
            problems.append(f"taxonomy link {href!r} is not /genres|topics/<slug>/")
    expected = ["genres/tmp-pwned", "genres/term", "genres/etc", "topics/etc-passwd"]
    for path in expected:
        if not os.path.isfile(os.path.join(output, path, "index.html")):
            problems.append(f"expected taxonomy page {path}/index.html is missing")
    results.problems(f"taxonomy: {len(taxonomy_links)} genre/topic links and folders are plain slugs", problems)


def scan_output(results, output):
    """Scans every file; returns the HTML pages (relative paths) and all hrefs seen."""
    pages, hrefs = [], []
    counts = {}
    for folder, dirs, files in os.walk(output):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, output)
            with open(path, "rb") as f:
                raw = f.read()
            ext = os.path.splitext(name)[1].lower()
            kind = {".html": "html", ".xml": "xml", ".json": "json", ".webmanifest": "json", ".ics": "ics", ".svg": "svg",
                    ".txt": "txt", ".css": "theme", ".js": "theme"}.get(ext, "other")
            counts[kind] = counts.get(kind, 0) + 1
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                results.check(f"scan {rel}", kind == "other", "not UTF-8")
                continue
            if kind == "html":
                problems, scanner = scan_html(text)
                pages.append(rel)
                hrefs += scanner.hrefs
            elif kind == "xml":
                problems = scan_xml(text)
            elif kind == "json":
                problems = scan_json(text)
            elif kind == "ics":
                problems = scan_ics(raw)
            elif kind == "svg":
                problems = scan_svg(text)
            elif kind == "txt":
                problems = scan_robots(text) if name == "robots.txt" else raw_problems(text)
            elif kind == "theme":
                problems = [] if rel.startswith("theme" + os.sep) else raw_problems(text)
            else:
                problems = raw_problems(text)
            results.problems(f"scan {rel}", problems)
    print("     (scanned: " + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())) + ")")
    return pages, hrefs


def read(output, rel):
    with open(os.path.join(output, rel), encoding="utf-8") as f:
        return f.read()


def check_literals(results, output):
    """Content's Mustache syntax and entities are published as text, not evaluated."""
    cases = [
        ("books/hostile-book/index.html", ["{{site.title}}", "{{{x}}}", "{{#a}}b{{/a}}", "{{&gt; layout}}",
                                           "{{=&lt;% %&gt;=}}",
                                           # YAML subtitle: an entity written in plain text stays text
                                           "&amp;lt;script&amp;gt;",
                                           # Markdown: entities decode to text, re-escaped
                                           "Entities: &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;"]),
        ("members/trent/index.html", ["Trent {{site.title}} {{&gt; layout}} {{=&lt;% %&gt;=}}"]),
        ("rooms/hostile-room/index.html", ["ROOM-TITLE &lt;script&gt;alert(&#39;room-title&#39;)&lt;/script&gt;",
                                           "{{#a}}b{{/a}}"]),
        ("rooms/hostile-room/chat/session-one/index.html", ["{{#a}}b{{/a}} &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
                                                            "{{&gt; layout}}"]),
        ("pages/hostile-page/index.html", ["PAGE-TITLE &lt;/title&gt;&lt;script&gt;alert(&#39;page-title&#39;)"]),
        ("search/site/0.json", ["{{site.title}}", "{{{x}}}"]),
        ("feed.xml", ["{{site.title}} {{{x}}}"]),
    ]
    for rel, needles in cases:
        try:
            text = read(output, rel)
        except OSError as error:
            results.check(f"literal {rel}", False, str(error))
            continue
        missing = [n for n in needles if n not in text]
        results.check(f"literal {rel}: {len(needles)} payload(s) shown as written", not missing,
                      "not found literally: " + "; ".join(repr(m) for m in missing))
    hidden = [rel for rel in ("rooms/hostile-room/chat/session-one/index.html", "search/site/0.json", "feed.xml")
              if "HIDDEN <script>" in read(output, rel) or "HIDDEN &lt;script" in read(output, rel)]
    results.check("literal: the [hidden] hostile message is not published", not hidden, ", ".join(hidden))


# ------------------------------------------------------------------------------------------
# part B: headless Chromium

HOOK = r"""
(function () {
  if (window.__hostile) return;
  var log = [];
  Object.defineProperty(window, '__hostile', {value: log, configurable: false});
  function record(kind, args) {
    var text = [];
    for (var i = 0; i < args.length; i++) { try { text.push(String(args[i])); } catch (e) { text.push('?'); } }
    log.push(kind + '(' + text.join(', ') + ') in ' + (window.top === window ? 'top' : 'frame') + ' ' + location.href);
  }
  window.alert = function () { record('alert', arguments); };
  window.confirm = function () { record('confirm', arguments); return false; };
  window.prompt = function () { record('prompt', arguments); return null; };
  window.print = function () { record('print', arguments); };
  window.open = function () { record('window.open', arguments); return null; };
  var error = console.error;
  console.error = function () { record('console.error', arguments); return error.apply(console, arguments); };
  window.addEventListener('error', function (e) {
    if (e instanceof ErrorEvent) log.push('js-error: ' + e.message + ' at ' + e.filename + ':' + e.lineno);
  });
  window.addEventListener('unhandledrejection', function (e) { log.push('unhandled-rejection: ' + String(e.reason)); });
  if (window.top === window) {
    document.addEventListener('DOMContentLoaded', function () {
      if (document.querySelector('iframe, frame, object, embed')) log.push('frame-like element in the page');
    });
  }
})();
"""

INTERACT = r"""
var done = arguments[arguments.length - 1];
var counts = {spoilers: 0, details: 0, elements: 0};
document.querySelectorAll('label.spoiler').forEach(function (label) { label.click(); counts.spoilers++; });
document.querySelectorAll('details').forEach(function (details) {
  var summary = details.querySelector('summary');
  if (summary) summary.click(); else details.open = true;
  counts.details++;
});
var types = ['mouseover', 'mouseenter', 'mousemove', 'mouseout', 'pointerover', 'pointerenter', 'focus',
             'focusin', 'blur', 'toggle', 'animationstart', 'animationend', 'transitionend', 'load', 'error',
             'beforetoggle', 'scroll', 'wheel', 'copy', 'auxclick', 'dblclick', 'contextmenu'];
document.querySelectorAll('body *').forEach(function (el) {
  counts.elements++;
  types.forEach(function (type) { try { el.dispatchEvent(new Event(type, {bubbles: false})); } catch (e) {} });
  if (typeof el.focus === 'function' && el.tabIndex >= 0) { try { el.focus(); } catch (e) {} }
});
setTimeout(function () { done(counts); }, 150);
"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory):
    handler = functools.partial(QuietHandler, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server


def make_driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN") or "/usr/lib/chromium/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,900", "--no-first-run", "--disable-extensions"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    options.set_capability("unhandledPromptBehavior", "ignore")
    service = Service(os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(20)
    driver.set_script_timeout(10)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
    return driver


def browser_visit(driver, url, after_load=None):
    """Loads url, interacts, returns a list of problems."""
    from selenium.common.exceptions import UnexpectedAlertPresentException, WebDriverException
    problems = []
    try:
        driver.get(url)
        driver.execute_script("window.__stay = 'hostile-check';")
        hooked = driver.execute_script("return Array.isArray(window.__hostile);")
        if not hooked:
            problems.append("the dialog hook is not installed in the page")
        if after_load:
            problems += after_load(driver)
        counts = driver.execute_async_script(INTERACT)
        log = driver.execute_script("return window.__hostile ? window.__hostile.slice() : ['hook lost'];")
        stay = driver.execute_script("return window.__stay || null;")
        current = driver.current_url
    except UnexpectedAlertPresentException as error:
        try:
            driver.switch_to.alert.dismiss()
        except WebDriverException:
            pass
        return [f"a real dialog opened: {short(str(error), 120)}"], None
    except WebDriverException as error:
        return [f"browser error: {short(str(error), 200)}"], None
    problems += log
    if stay != "hostile-check":
        problems.append("the page navigated or reloaded by itself")
    if current.split("#")[0] != url.split("#")[0]:
        problems.append(f"navigated away to {short(current, 100)}")
    for entry in driver.get_log("browser"):
        message = entry.get("message", "")
        if entry.get("level") == "SEVERE" and "Failed to load resource" not in message:
            problems.append(f"console {entry.get('level')}: {short(message, 160)}")
    return problems, counts


def search_after_load(query, expect):
    def check(driver):
        deadline = time.time() + 5
        texts = []
        while time.time() < deadline:
            texts = driver.execute_script(
                "return Array.from(document.querySelectorAll('#search-results a')).map(a => a.textContent);")
            if texts:
                break
            time.sleep(0.05)
        if not any(expect in text for text in texts):
            return [f"search '{query}' did not list a result showing {expect!r} as text (got {texts[:3]})"]
        return []
    return check


def page_after_load(expect_title_part, expect_text):
    def check(driver):
        problems = []
        title = driver.execute_script("return document.title;")
        if expect_title_part and expect_title_part not in title:
            problems.append(f"document.title {short(title, 100)!r} lacks {expect_title_part!r}")
        body = driver.execute_script("return document.body.textContent;")
        for text in expect_text:
            if text not in body:
                problems.append(f"page text lacks {text!r} (payload not shown literally)")
        return problems
    return check


SITE_TITLE_TEXT = "SITE-TITLE </title><script>alert('site-title')</script><img src=x onerror=alert(1)>"
PAGE_EXPECTATIONS = {
    "books/hostile-book/index.html": ("BOOK-TITLE <script>alert('book-title')</script>",
                                      ["{{site.title}} {{{x}}} {{#a}}b{{/a}} {{> layout}}",
                                       "Entities: <script>alert(1)</script> <img src=x onerror=alert(1)>",
                                       "&lt;script&gt;"]),
    "members/trent/index.html": (None, ["Trent {{site.title}} {{> layout}} {{=<% %>=}}"]),
    "rooms/hostile-room/chat/session-one/index.html": ("TRANSCRIPT-TITLE",
                                                       ["POLL-QUESTION <script>alert('poll')</script>",
                                                        "<img src=x onerror=alert('inline-spoiler')>"]),
    "pages/hostile-page/index.html": ("PAGE-TITLE </title><script>alert('page-title')</script>", []),
}


def check_browser(results, output, pages):
    try:
        import selenium  # noqa: F401
    except ImportError:
        results.check("browser: selenium importable", False, "python module selenium is missing (run scripts/quality/install.sh)")
        return
    server = serve(output)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    driver = None
    try:
        try:
            driver = make_driver()
        except Exception as error:  # noqa: BLE001 - any start-up failure is one failed check
            results.check("browser: headless Chromium starts", False, short(str(error), 300))
            return
        totals = {"spoilers": 0, "details": 0, "elements": 0}
        for rel in sorted(pages):
            path = rel[:-len("index.html")] if rel.endswith("index.html") else rel
            expect = PAGE_EXPECTATIONS.get(rel)
            problems, counts = browser_visit(driver, base + path,
                                             page_after_load(expect[0], expect[1]) if expect else None)
            if counts:
                for key in totals:
                    totals[key] += counts.get(key, 0)
            extra = ""
            if counts and (counts["spoilers"] or counts["details"]):
                extra = f" ({counts['spoilers']} spoilers, {counts['details']} details)"
            results.problems(f"browser /{path}{extra}", problems)
        for query, expect in (("script", "<script>alert('book-title')</script>"),
                              ("onerror", "<img src=x onerror=alert(1)>"),
                              ("svg", "\"><svg onload=alert(1)>"),
                              ("{{site.title}}", "{{site.title}}")):
            url = base + "search/?q=" + urllib.parse.quote(query)
            problems, _ = browser_visit(driver, url, search_after_load(query, expect))
            results.problems(f"browser /search/?q={query} renders payload results as text", problems)
        print(f"     (clicked {totals['spoilers']} inline spoilers, opened {totals['details']} details, "
              f"dispatched events on {totals['elements']} elements)")
    finally:
        if driver is not None:
            try:
                driver.quit()
            except Exception:  # noqa: BLE001
                pass
        server.shutdown()
        server.server_close()


# ------------------------------------------------------------------------------------------
# part C: invalid variants


def edit(site, rel, pattern, replacement):
    """Replaces the one line of content/rel matching pattern; returns its 1-based line number."""
    path = os.path.join(site, "content", rel)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    hits = [i for i, line in enumerate(lines) if re.search(pattern, line)]
    if len(hits) != 1:
        raise AssertionError(f"{rel}: pattern {pattern!r} matches {len(hits)} lines")
    lines[hits[0]] = replacement
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    return hits[0] + 1


def yaml_quote(text):
    return json.dumps(text)  # a JSON string is a valid YAML double-quoted scalar


ROOM = "rooms/hostile-room/index.md"
BOOK = "books/hostile-book.md"
MEMBER = "members/mallory.md"
SCHEDULE = "rooms/hostile-room/schedule.yml"


def url_variant(rel, pattern, make_line, value):
    def apply(site, tmp):
        return rel, edit(site, rel, pattern, make_line(yaml_quote(value)))
    return apply


def image_variant(rel, key, value, setup=None):
    def apply(site, tmp):
        if setup:
            setup(site, tmp)
        return rel, edit(site, rel, rf"^{key}:", f"{key}: {yaml_quote(value)}")
    return apply


def symlink(site, rel, target):
    os.symlink(target, os.path.join(site, "content", rel))


def outside_file(tmp, name, data):
    folder = os.path.join(tmp, "outside")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


PNG = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89"
       b"\x00\x00\x00\rIDATx\x9cc\xf8\x0f\x00\x00\x01\x01\x00\x05\x18\xd8N\x00\x00\x00\x00IEND\xaeB`\x82")

join_url = lambda v: f"join_url: {v}"                                   # noqa: E731
book_link = lambda v: f"  \"{{{{site.title}}}}\": {v}"                   # noqa: E731
member_link = lambda v: f"  \"LINK-NAME <img src=x onerror=alert('member-link')>\": {v}"  # noqa: E731
location = lambda v: f"    location: {v}"                               # noqa: E731
links_book = lambda v: f"  book: {v}"                                   # noqa: E731
base_url = lambda v: f"base_url: {v}"                                   # noqa: E731

VARIANTS = [
    # (name, expected codes, apply)
    ("join_url javascript:", {"E010"}, url_variant(ROOM, r"^join_url:", join_url, "javascript:alert(1)")),
    ("join_url java<TAB>script:", {"E010"}, url_variant(ROOM, r"^join_url:", join_url, "java\tscript:alert(1)")),
    ("join_url ' JaVaScRiPt:' (leading space, mixed case)", {"E010"},
     url_variant(ROOM, r"^join_url:", join_url, " JaVaScRiPt:alert(document.domain)")),
    ("join_url data:text/html", {"E010"},
     url_variant(ROOM, r"^join_url:", join_url, "data:text/html,<script>alert(1)</script>")),
    ("book links: javascript:", {"E010"}, url_variant(BOOK, r"^  \"\{\{site\.title\}\}\":", book_link,
                                                      "javascript:alert(document.cookie)")),
    ("book links: &#106;avascript: (entity)", {"E010"},
     url_variant(BOOK, r"^  \"\{\{site\.title\}\}\":", book_link, "&#106;avascript:alert(1)")),
    ("member links: vbscript:", {"E010"},
     url_variant(MEMBER, r"^  \"LINK-NAME", member_link, "vbscript:msgbox(1)")),
    ("member links: java<ZWSP>script:", {"E010"},
     url_variant(MEMBER, r"^  \"LINK-NAME", member_link, "java\u200bscript:alert(1)")),
    ("member links: JAVASCRIPT: with newline", {"E010"},
     url_variant(MEMBER, r"^  \"LINK-NAME", member_link, "JAVA\nSCRIPT:alert(1)")),
    ("event location javascript:", {"E010"},
     url_variant(SCHEDULE, r"^    location: \"https://meet", location, "javascript:alert(1)")),
    ("event location java<TAB>script:", {"E010"},
     url_variant(SCHEDULE, r"^    location: \"https://meet", location, "java\tscript:alert(1)")),
    ("event location data:", {"E010"},
     url_variant(SCHEDULE, r"^    location: \"https://meet", location, "data:text/html;base64,PHNjcmlwdD4=")),
    ("site links.book javascript:", {"E010"},
     url_variant("site.yml", r"^  book:", links_book, "javascript:alert('{title}')")),
    ("site links.book data:", {"E010"}, url_variant("site.yml", r"^  book:", links_book, "data:text/html,{title}")),
    ("site base_url javascript:", {"E010"}, url_variant("site.yml", r"^base_url:", base_url, "javascript:alert(1)//")),
    ("cover ../../../../etc/passwd.png", {"E015"}, image_variant(BOOK, "cover", "../../../../etc/passwd.png")),
    ("cover /etc/passwd.png (absolute)", {"E015"}, image_variant(BOOK, "cover", "/etc/passwd.png")),
    ("cover ../../../outside/secret.png (a real image outside content/)", {"E015"},
     image_variant(BOOK, "cover", "../../../outside/secret.png",
                   lambda site, tmp: outside_file(tmp, "secret.png", PNG))),
    ("cover cover.png -> /etc/hostname (symlink)", {"E015"},
     image_variant(BOOK, "cover", "cover.png", lambda site, tmp: symlink(site, "books/cover.png", "/etc/hostname"))),
    ("avatar ../../../../../../etc/hostname.png", {"E015"},
     image_variant(MEMBER, "avatar", "../../../../../../etc/hostname.png")),
    ("avatar face.png -> relative symlink to a file outside content/", {"E015"},
     image_variant(MEMBER, "avatar", "face.png",
                   lambda site, tmp: (outside_file(tmp, "face.png", PNG),
                                      symlink(site, "members/face.png", "../../../outside/face.png")))),
    ("cover through a symlinked folder outside content/", {"E014", "E015"},
     image_variant(BOOK, "cover", "linked/secret.png",
                   lambda site, tmp: (outside_file(tmp, "secret.png", PNG),
                                      symlink(site, "books/linked", os.path.join(tmp, "outside"))))),
]


def check_variants(results, binary, tmp):
    for index, (name, codes, apply) in enumerate(VARIANTS):
        work = os.path.join(tmp, f"variant-{index:02d}")
        os.makedirs(work)
        site = os.path.join(work, "site")
        shutil.copytree(SITE_SOURCE, site, symlinks=True)
        try:
            rel, line = apply(site, work)
        except (AssertionError, OSError) as error:
            results.check(f"variant {name}", False, f"could not prepare: {error}")
            continue
        file = "content/" + rel
        run = publish(binary, "check", "--site", site, "--format", "json", "--now", NOW)
        problems = []
        try:
            report = json.loads(run.stdout)
            diagnostics = report.get("diagnostics", [])
        except ValueError:
            report, diagnostics = None, []
            problems.append(f"no JSON report (exit {run.returncode}): {short(run.stdout + run.stderr, 200)}")
        if run.returncode != 1:
            problems.append(f"publish check exited {run.returncode}, expected 1")
        hits = [d for d in diagnostics if d.get("code") in codes and d.get("severity") == "error"
                and d.get("file") == file]
        if report is not None and not hits:
            got = "; ".join(f"{d.get('code')} {d.get('file')}:{d.get('line')}" for d in diagnostics) or "none"
            problems.append(f"expected {'/'.join(sorted(codes))} at {file}:{line}, got: {got}")
        elif hits and not any(d.get("line") == line for d in hits):
            problems.append(f"{hits[0]['code']} at line {hits[0].get('line')}, expected line {line}")
        build = publish(binary, "build", "--site", site, "--now", NOW)
        if build.returncode != 1:
            problems.append(f"publish build exited {build.returncode}, expected 1")
        if os.path.exists(os.path.join(site, "output")):
            problems.append("publish build created output/ for an invalid site")
        code = hits[0]["code"] if hits else "?"
        results.problems(f"variant {name} -> {code} at {file}:{line}", problems)
        shutil.rmtree(work, ignore_errors=True)


SECRET = "OUTSIDE-CONTENT-SECRET-5521"


def symlink_leaks(results, binary, tmp):
    """Files that are symbolic links to files outside content/ must not be published."""
    cases = [
        ("content/assets/notes.txt -> a file outside content/",
         lambda site, work: (os.makedirs(os.path.join(site, "content", "assets"), exist_ok=True),
                             symlink(site, "assets/notes.txt",
                                     outside_file(work, "secret.txt", f"{SECRET}\n".encode())))),
        ("content/pages/leak.md -> a Markdown file outside content/",
         lambda site, work: symlink(site, "pages/leak.md", outside_file(
             work, "leak.md", f"---\ntitle: {SECRET}\n---\n{SECRET} body\n".encode()))),
    ]
    for index, (name, setup) in enumerate(cases):
        work = os.path.join(tmp, f"symlink-{index}")
        os.makedirs(work)
        site = os.path.join(work, "site")
        shutil.copytree(SITE_SOURCE, site, symlinks=True)
        setup(site, work)
        run = publish(binary, "build", "--site", site, "--now", NOW)
        leaked = []
        output = os.path.join(site, "output")
        for folder, _, files in os.walk(output):
            for file in files:
                with open(os.path.join(folder, file), "rb") as f:
                    if SECRET.encode() in f.read():
                        leaked.append(os.path.relpath(os.path.join(folder, file), output))
        detail = (f"publish build exited {run.returncode} and published the outside file's text in "
                  + ", ".join(sorted(leaked)))
        results.check(f"symlink {name}: not published", not leaked, detail)
        shutil.rmtree(work, ignore_errors=True)


# ------------------------------------------------------------------------------------------


def run(results, binary, tmp, site):
    if check_build(results, binary, tmp, site):
        output = os.path.join(site, "output")
        pages, hrefs = scan_output(results, output)
        check_literals(results, output)
        check_taxonomies(results, output, hrefs)
        check_browser(results, output, pages)
    check_variants(results, binary, tmp)
    symlink_leaks(results, binary, tmp)


def main(argv):
    return run_gate("hostile", argv, __doc__, SITE_SOURCE, run)


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""Privacy gate: nothing private leaks into output/.

usage: check.py PUBLISH_BINARY

Builds the test site in site/ (next to this script) with PUBLISH_BINARY (`--now 2026-11-22`,
no drafts) in a temporary folder and scans EVERY file of output/ — HTML, .ics, feed.xml,
sitemap.xml, the search files, robots.txt, images — and every output path for unique marker
strings. Each file is searched as written and also decoded (HTML entities, %-escapes, JSON
strings, unfolded and unescaped iCalendar lines), case-insensitively and ignoring accents.

Then the same site is built in three languages (`languages: [es, ca, en]`) and every check
below runs again over the files of all three (those under ca/ and en/ checked as if at the
Spanish paths).

The site holds (see site/content):
  private room      rooms/private-marker-7731: PRIVATE-MARKER-7731 in its slug, title,
                    presentation, tags, join_url, event ids/titles/notes/locations, transcript
                    and poll; its book PRIVBOOK-MARKER-8080 is read by no other room
  unlisted room     rooms/unlisted-marker-4420: UNLISTED-MARKER-4420 likewise; its book
                    UNLBOOK-MARKER-6060
  anonymous room    rooms/anon-room (title ANON-ROOM-MARKER-3300, book ANONBOOK-MARKER-2200),
                    finished, with ratings and polls; member `anonmember` ("ANON-MEMBER-NAME
                    Zelda", with an avatar) reads only there; `pubmember` ("Pablo Público")
                    reads there and in the public room
  draft room, draft page    DRAFT-MARKER-5150 (also a draft list, a draft pick and a draft news item)
  news              news/nota-futura: FUTURE-NEWS-MARKER-7272, dated after the build day;
                    news/aviso-discreto is attached to the unlisted room; news/nota-antigua
                    was written by the erased member
  erased member     `erasedmember` ("ERASED-MEMBER-NAME Olvido", left: and erase: true, with an
                    avatar, a location, a link, a biography and a friend) hosted the finished
                    public room rooms/club-pasado, wrote in its chat, voted in its poll and
                    rated its book; she keeps a shelf named ERASED-BIO-MARKER, nominated a book
                    and voted in a closed pick whose ballots are public (picks/eleccion-cerrada)
  members           e-mail secret-mail@example.org (any case), forge logins SECRET-FORGE-LOGIN-*, phones +34 600 999 111,
                    600 999 111, +34600999111, 600-999-111
  [hidden] messages HIDDEN-MARKER (public, unlisted and anonymous rooms; with continuation
                    lines, combined with [spoiler], alone on a day)
  blocked words     parauladolenta, otrapalabra (moderation.blocked_words), written in every
                    kind of text field, in several cases and with an accent
  contact details   written in published text: leak-*@example.net addresses and the numbers
                    +34 611 222 333, 93 411 22 33, 0034 622 333 444, 633.444.555, 644 555 666
                    in a chat message, a bio, a book description, a poll option, event notes,
                    a page and the footer; mailto: and wa.me/34655666777 links in a member's
                    links and a room's text. The club's own club-contacto@privacy.example.org
                    and 972 000 111 are listed under site.yml's contact:, and pages/contacto
                    opts in with contact: true (pagina-contacto@example.net, 611 000 999)

Phone photos with GPS tags are added when the gate runs (see photos.py).

Checks:
  forbidden   PRIVATE-MARKER-7731, DRAFT-MARKER-5150, HIDDEN-MARKER, PHOTO-MARKER-9090 (photos.py),
              the e-mail, the phone
              numbers, the blocked words and the contact details written in text appear in
              no file and no path
  contact     the club's own details and the opted-in page's are published; the ISBN,
              chapter ranges and year next to a masked number are left as written
  unlisted    UNLISTED-MARKER-4420 only under output/rooms/unlisted-marker-4420/ (its pages
              and its own calendar.ics), and each of its pages has
              <meta name="robots" content="noindex">; its book is not mentioned on member
              pages, other rooms' pages, calendars or the feed
  private     the private room's book is not mentioned on member or room pages, calendars
              or the feed
  anonymous   transcripts show stable pseudonyms ("Lector 1", "Lector 2", numbered by first
              appearance across the room's transcripts); only the host is named under
              rooms/anon-room/; the room and its book are on no member page; ANON-MEMBER-NAME
              and the handle `anonmember` appear only in that member's own profile entries
              (members/anonmember/, the members list, the search index and the sitemap)
  erased      the erased member's handle, name, biography, place and link are in no file or
              path (no page, calendar, avatar, roster, friends list, search entry); her
              messages are published under "Antiguo miembro", and her rating and vote still
              count (average 3.0, 2 votes for "Sí")
  news        the unlisted room's page shows its item, and the item's page does not lead
              to the room; the erased member's item is signed "Antiguo miembro"
  hidden      no day separator for a day of only [hidden] messages; they are not counted
  sanity      public content, masked words (•) and the unlisted pages ARE published, and three
              control builds (private room made public; --drafts; erase: true removed; the
              future news item dated in the past) DO
              show their markers, so the scan cannot pass by looking in the wrong place

Prints "PASS name" / "FAIL name: detail" lines, then exactly "privacy: N passed, M failed".
Exit status 1 if anything failed, 2 on usage errors. Python 3 standard library only.
"""
import html
import json
import os
import re
import shutil
import subprocess
import sys

import unicodedata
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from results import edit_content, run_gate  # noqa: E402  (shared with the other gates)
import photos  # noqa: E402  (phone photos made when the gate runs)

HERE = os.path.dirname(os.path.abspath(__file__))
SITE_SOURCE = os.path.join(HERE, "site")
NOW = "2026-11-22"

UNLISTED_SLUG = "unlisted-marker-4420"
PRIVATE_SLUG = "private-marker-7731"
ANON_SLUG = "anon-room"


def fold(text):
    """Lower case, accents removed (NFKD minus combining marks)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def publish(binary, *args):
    return subprocess.run([binary, *args, "--lang", "en"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "NO_COLOR": "1"})


# ------------------------------------------------------------------------------------------
# the output as searchable text


class OutputFile:
    def __init__(self, output, path):
        self.rel = os.path.relpath(path, output).replace(os.sep, "/")
        with open(path, "rb") as f:
            self.raw = f.read()
        self.text = self.raw.decode("utf-8", errors="replace")
        views = [self.rel, self.text, html.unescape(self.text), urllib.parse.unquote(self.text),
                 urllib.parse.unquote(html.unescape(self.text))]
        if self.rel.endswith(".ics"):
            unfolded = re.sub(r"\r?\n[ \t]", "", self.text)
            views.append(unfolded)
            views.append(re.sub(r"\\([\\;,nN])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), unfolded))
        if self.rel.endswith(".json"):
            try:
                views.append("\n".join(strings(json.loads(self.text))))
            except ValueError:
                pass
        self.haystack = "\n".join(views)
        self.folded = fold(self.haystack)

    def contains(self, needle):
        return fold(needle) in self.folded

    def snippets(self, needle, width=60, limit=4):
        """Short excerpts around the hits (distinct contexts), for the report."""
        found = []
        for view in (self.text, html.unescape(self.text), self.haystack):
            folded, positions = fold_map(view)
            target = fold(needle)
            index = folded.find(target)
            while index >= 0 and len(found) < limit:
                start, end = positions[index], positions[index + len(target) - 1] + 1
                excerpt = view[max(0, start - width):end + width].replace("\r", "").replace("\n", "⏎")
                if excerpt not in found:
                    found.append(excerpt)
                index = folded.find(target, index + len(target))
            if found:
                return found
        return ["(only in the path)"]


def fold_map(text):
    """fold(text), and for each folded character the index of the character it came from."""
    folded, positions = [], []
    for index, char in enumerate(text):
        piece = fold(char)
        folded.append(piece)
        positions += [index] * len(piece)
    return "".join(folded), positions


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def load_output(output):
    files = []
    for folder, dirs, names in os.walk(output):
        dirs.sort()
        for name in sorted(names):
            files.append(OutputFile(output, os.path.join(folder, name)))
    return files


def hits(files, needle, allowed=lambda rel: False):
    return [f for f in files if not allowed(f.rel) and f.contains(needle)]


def describe(found, needle, limit=10):
    lines = []
    for f in found[:limit]:
        lines.append(f"{f.rel}: " + "  |  ".join(f"…{s}…" for s in f.snippets(needle)))
    return lines


# ------------------------------------------------------------------------------------------
# checks


FORBIDDEN = [
    ("private room", ["PRIVATE-MARKER-7731"]),
    ("draft room and draft page", ["DRAFT-MARKER-5150"]),
    ("news dated after the build day", ["FUTURE-NEWS-MARKER-7272"]),
    ("[hidden] messages", ["HIDDEN-MARKER"]),
    ("photo metadata", [photos.MARKER]),
    ("members' e-mail", ["secret-mail@example.org", "secret-mail", "secret-mail%40example.org"]),
    ("members' forge logins", ["SECRET-FORGE-LOGIN", "secret-forge-login"]),
    ("members' phone", ["600 999 111", "600999111", "600-999-111", "+34 600", "34600999111"]),
    ("blocked word 'parauladolenta'", ["parauladolenta"]),
    ("blocked word 'otrapalabra'", ["otrapalabra"]),
    ("erased member", ["ERASED-MEMBER-NAME", "erasedmember", "ERASED-BIO-MARKER", "ERASED-PLACE-MARKER",
                       "erased-link-marker"]),
    ("contact details written in text", ["leak-", "leak_bio", "611 222 333", "611222333", "93 411 22 33",
                                         "622 333 444", "633.444.555", "644 555 666", "655666777", "wa.me"]),
]


def under(*prefixes):
    return lambda rel: any(rel == p or rel.startswith(p.rstrip("/") + "/") for p in prefixes)


def check_forbidden(results, files):
    for label, needles in FORBIDDEN:
        problems = []
        for needle in needles:
            problems += [f"{needle!r} in {line}" for line in describe(hits(files, needle), needle)]
        results.problems(f"forbidden: {label} appears in no file or path ({len(files)} files)", problems)


def check_unlisted(results, files):
    own = under(f"rooms/{UNLISTED_SLUG}")
    results.problems("unlisted: UNLISTED-MARKER-4420 only under rooms/unlisted-marker-4420/ "
                     "(no listing, calendar, feed, sitemap, search, robots, book or member page)",
                     describe(hits(files, "UNLISTED-MARKER-4420", own), "UNLISTED-MARKER-4420"))
    pages = [f for f in files if own(f.rel) and f.rel.endswith(".html")]
    published = [f.rel for f in files if own(f.rel)]
    expected = [f"rooms/{UNLISTED_SLUG}/index.html", f"rooms/{UNLISTED_SLUG}/chat/sesion/index.html",
                f"rooms/{UNLISTED_SLUG}/calendar.ics"]
    missing = [p for p in expected if p not in published]
    results.check("unlisted: its room page, transcript and own calendar.ics are published with the marker",
                  not missing and all(f.contains("UNLISTED-MARKER-4420") for f in files if f.rel in expected),
                  "missing: " + ", ".join(missing) if missing else "a page lacks the marker")
    noindex = re.compile(r"<meta\s+name=\"robots\"\s+content=\"[^\"]*\bnoindex\b[^\"]*\"\s*/?>", re.I)
    lacking = [f.rel for f in pages if not noindex.search(f.text)]
    results.check(f"unlisted: all {len(pages)} of its HTML pages carry <meta name=\"robots\" content=\"noindex\">",
                  pages and not lacking, "without noindex: " + ", ".join(lacking) if lacking else "no pages")
    book_forbidden = lambda rel: (rel.startswith(("members/", "calendar/", "rooms/")) and not own(rel)) \
        or rel in ("calendar.ics", "feed.xml", "sitemap.xml")  # noqa: E731
    found = [f for f in files if book_forbidden(f.rel) and f.contains("UNLBOOK-MARKER-6060")]
    results.problems("unlisted: its book is not mentioned on member pages, other rooms, calendars or the feed",
                     describe(found, "UNLBOOK-MARKER-6060"))


def check_private(results, files):
    forbidden = lambda rel: rel.startswith(("members/", "calendar/", "rooms/")) \
        or rel in ("calendar.ics", "feed.xml", "sitemap.xml")  # noqa: E731
    found = [f for f in files if forbidden(f.rel) and f.contains("PRIVBOOK-MARKER-8080")]
    results.problems("private: its book is not mentioned on member pages (books read, rooms, meetings), "
                     "room pages, calendars or the feed", describe(found, "PRIVBOOK-MARKER-8080"))
    members = [p for p in ("members/privonly/index.html", "members/pubmember/index.html", "members/anfitriona/index.html")
               if p in {f.rel for f in files}]
    results.check("private: the pages of its members are published (and were scanned)", len(members) == 3,
                  f"only {members}")


SENDER = re.compile(r"<span class=\"name\"[^>]*>([^<]*)</span>|<a href=\"/members/([a-z0-9-]+)/\"[^>]*>([^<]*)</a>|"
                    r"(ANON-MESSAGE-[A-Z]+)")
EXPECTED_PSEUDONYMS = {"ONE": "Lector 1", "TWO": "Lector 2", "THREE": "Lector 1",
                       "FOUR": "Lector 2", "FIVE": "Lector 1"}


def check_anonymous(results, files):
    by_rel = {f.rel: f for f in files}
    transcripts = [f"rooms/{ANON_SLUG}/chat/primera/index.html", f"rooms/{ANON_SLUG}/chat/segunda/index.html"]
    missing = [t for t in transcripts if t not in by_rel]
    if not results.check("anonymous: both transcripts are published", not missing, ", ".join(missing)):
        return
    senders, problems = {}, []
    for rel in transcripts:
        current = None
        for m in SENDER.finditer(by_rel[rel].text):
            if m.group(1) is not None:
                current = m.group(1).strip()
            elif m.group(2) is not None:
                pass  # a member link (the host is allowed; checked below)
            elif m.group(4):
                senders[m.group(4).split("-")[-1]] = current
    for key, expected in EXPECTED_PSEUDONYMS.items():
        if senders.get(key) != expected:
            problems.append(f"ANON-MESSAGE-{key} is shown as from {senders.get(key)!r}, expected {expected!r}")
    results.problems("anonymous: messages show stable pseudonyms (Lector 1 = first to write, across transcripts)",
                     problems)
    host_named = all("Ana Anfitriona" in by_rel[t].text for t in transcripts[:1])
    results.check("anonymous: the host is named in the transcript", host_named, "host name not found")
    room = under(f"rooms/{ANON_SLUG}")
    problems = []
    for needle in ("ANON-MEMBER-NAME", "anonmember", "pubmember", "Pablo Público", "privonly", "unlonly"):
        problems += describe(hits(files, needle, lambda rel: not room(rel)), needle)
    links = []
    for f in files:
        if room(f.rel) and f.rel.endswith(".html"):
            links += [f"{f.rel}: /members/{h}/" for h in re.findall(r"/members/([a-z0-9-]+)/", f.text)
                      if h != "anfitriona"]
    results.problems("anonymous: under rooms/anon-room/ no member but the host is named or linked "
                     "(no roster, no avatar, no handle)", problems + links)
    own_profile = under("members/anonmember", "members/index.html", "search/site", "sitemap.xml",
                        "images/members/anonmember.svg")
    problems = []
    for needle in ("ANON-MEMBER-NAME", "anonmember"):
        problems += describe(hits(files, needle, own_profile), needle)
    results.problems("anonymous: ANON-MEMBER-NAME and the handle appear only in that member's own profile "
                     "entries (members/anonmember/, members list, search, sitemap)", problems)
    problems = []
    for needle in ("ANON-ROOM-MARKER-3300", "ANONBOOK-MARKER-2200", f"/rooms/{ANON_SLUG}/"):
        problems += describe([f for f in files if f.rel.startswith("members/") and f.contains(needle)], needle)
    results.problems("anonymous: the room and its book are on no member page or member calendar", problems)


def room_pages(results, files, slug, chat, label):
    """The page of room `slug` and of its transcript `chat`, or None (reported as `label`)."""
    by_rel = {f.rel: f for f in files}
    room = by_rel.get(f"rooms/{slug}/index.html")
    transcript = by_rel.get(f"rooms/{slug}/chat/{chat}/index.html")
    if transcript is None or room is None:
        results.check(f"{label} and its transcript are published", False, "missing")
        return None
    return room, transcript


def check_erased(results, files):
    """An erased member's messages, rating and vote stay, under a neutral label."""
    pages = room_pages(results, files, "club-pasado", "verano", "erased: the finished room she hosted")
    if pages is None:
        return
    room, transcript = pages
    results.check("erased: her messages are published under \"Antiguo miembro\"",
                  "ERASED-ROOM-VISIBLE" in transcript.text
                  and '<span class="name" dir="auto">Antiguo miembro</span>' in transcript.text,
                  "message or neutral label missing")
    results.check("erased: the room she hosted shows \"Antiguo miembro\" as host",
                  "Antiguo miembro" in room.text, "no neutral label on the room page")
    results.check("erased: her rating still counts in the average ((4 + 2) / 2 = 3.0)",
                  "<strong>3.0</strong>/5" in room.text, "average 3.0 not found")
    results.check("erased: her vote still counts (2 votes for \"Sí\")",
                  '<span class="poll-percent">67% (2)</span>' in room.text, "67% (2) not found")


def check_news(results, files):
    by_path = {f.rel: f for f in files}
    room = by_path.get(f"rooms/{UNLISTED_SLUG}/index.html")
    item = by_path.get("news/aviso-discreto/index.html")
    results.check("news: the unlisted room's page shows the item attached to it",
                  room is not None and "/news/aviso-discreto/" in room.text, "no link to the item on the room page")
    results.check("news: the item's page does not lead to the unlisted room",
                  item is not None and f"/rooms/{UNLISTED_SLUG}/" not in item.text, "missing, or it links to the room")
    signed = by_path.get("news/nota-antigua/index.html")
    results.check("news: the erased member's item is signed with the neutral label",
                  signed is not None and "Antiguo miembro" in signed.text, "missing, or no neutral label")


def check_hidden_traces(results, files):
    """[hidden] messages leave no trace: no day separator for a day holding only hidden
    messages, and they are not counted."""
    pages = room_pages(results, files, "club-publico", "primera", "hidden: the public room")
    if pages is None:
        return
    room, transcript = pages
    results.check("hidden: a day holding only [hidden] messages (2026-11-13) gets no day separator",
                  'datetime="2026-11-13"' not in transcript.text, "a <time datetime=\"2026-11-13\"> is published")
    shown = len(re.findall(r'<div class="message[ "]', transcript.text))
    count = re.search(r'transcript-meta">[^<]*?(\d+) mensajes', room.text)
    results.check(f"hidden: the transcript shows 5 messages and the room page counts {count.group(1) if count else '?'}"
                  " (the 4 [hidden] ones are not counted)",
                  shown == 5 and count is not None and count.group(1) == "5",
                  f"{shown} message elements, count {count.group(1) if count else 'not found'}; expected 5 and 5")


def check_sanity(results, files):
    by_rel = {f.rel: f for f in files}
    transcript = by_rel.get("rooms/club-publico/chat/primera/index.html")
    ok = transcript is not None and transcript.text.count("PUBLIC-VISIBLE-MARKER") >= 2 \
        and "pages/normas/index.html" in by_rel and by_rel["pages/normas/index.html"].contains("PUBLIC-VISIBLE-MARKER")
    results.check("sanity: public transcript and page are published", ok, "public content missing")
    bullets = "•" * len("parauladolenta")
    masked = [f.rel for f in files if bullets in f.text]
    results.check(f"sanity: blocked words are masked with • (in {len(masked)} files), not dropped",
                  transcript is not None and bullets in transcript.text, "no •••• in the public transcript")
    for rel in ("members/anfitriona/index.html", "members/pubmember/index.html", "members/anonmember/index.html",
                "members/unlonly/index.html"):
        results.check(f"sanity: {rel} (a member with e-mail/phone) is published", rel in by_rel, "missing")


def check_contact(results, files):
    """Allowed details are published as written, and numbers that are not telephones stay."""
    by_rel = {f.rel: f for f in files}
    home = by_rel.get("index.html")
    results.check("contact: the club's own address and number (site.yml contact:) are published in the footer",
                  home is not None and "club-contacto@privacy.example.org" in home.text and "972 000 111" in home.text,
                  "missing from index.html")
    page = by_rel.get("pages/contacto/index.html")
    results.check("contact: the page with contact: true publishes its address and number",
                  page is not None and "pagina-contacto@example.net" in page.text and "611 000 999" in page.text,
                  "missing from pages/contacto/index.html")
    book = by_rel.get("books/libro-publico/index.html")
    kept = ["978-84-7329-202-3", "capítulos 1-10 y 12–14, 352 páginas, 1962", "Pedidos al tel. •••••••••••"]
    results.check("contact: the ISBN, chapter ranges, page count and year beside a masked number are kept",
                  book is not None and all(k in book.text for k in kept),
                  "book page lacks one of " + ", ".join(kept))
    masked = [f.rel for f in files if "leak" not in f.text and "•" * len("leak-chat@example.net") in f.text]
    results.check(f"contact: addresses are masked with • (in {len(masked)} files), not dropped",
                  "rooms/club-publico/chat/primera/index.html" in masked, "no mask in the public transcript")


def control_builds(results, binary, tmp):
    """The markers do show up when the content allows it: the scan looks in the right place."""
    controls = [
        ("private room made public", lambda site: edit_content(site, f"rooms/{PRIVATE_SLUG}/index.md",
                                                          "visibility: private", "visibility: public"),
         [], "PRIVATE-MARKER-7731"),
        ("build with --drafts", lambda site: None, ["--drafts"], "DRAFT-MARKER-5150"),
        ("erase: true removed", lambda site: edit_content(site, "members/erasedmember.md", "erase: true\n", ""),
         [], "ERASED-MEMBER-NAME"),
        ("future news item dated in the past", lambda site: edit_content(site, "news/nota-futura.md",
                                                                        "date: 2026-12-15", "date: 2026-11-01"),
         [], "FUTURE-NEWS-MARKER-7272"),
    ]
    for index, (label, change, args, marker) in enumerate(controls):
        site = os.path.join(tmp, f"control-{index}", "site")
        shutil.copytree(SITE_SOURCE, site, symlinks=True)
        change(site)
        run = publish(binary, "build", "--site", site, "--now", NOW, *args)
        if not results.check(f"control: {label} builds", run.returncode == 0,
                             f"exit {run.returncode}: {run.stdout}{run.stderr}"):
            continue
        found = hits(load_output(os.path.join(site, "output")), marker)
        results.check(f"control: {label} publishes {marker} ({len(found)} files)", len(found) >= 2,
                      f"found in {len(found)} files only: the scan would not see a leak")
        shutil.rmtree(os.path.dirname(site), ignore_errors=True)


# ------------------------------------------------------------------------------------------


def check_site(results, binary, tmp, site):
    photos.add(site, edit_content)
    run = publish(binary, "build", "--site", site, "--now", NOW)
    if results.check("build: the privacy site builds (exit 0)", run.returncode == 0,
                     f"exit {run.returncode}\n{run.stdout}{run.stderr}"):
        print(f"     ({run.stdout.strip() or run.stderr.strip()})")
        files = load_output(os.path.join(site, "output"))
        kinds = {}
        for f in files:
            ext = os.path.splitext(f.rel)[1] or f.rel
            kinds[ext] = kinds.get(ext, 0) + 1
        print("     (scanning " + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())) + ")")
        check_files(results, files)
        photos.check(results, os.path.join(site, "output"))
    check_languages(results, binary, site)
    control_builds(results, binary, tmp)


def check_files(results, files):
    check_forbidden(results, files)
    check_unlisted(results, files)
    check_private(results, files)
    check_anonymous(results, files)
    check_erased(results, files)
    check_hidden_traces(results, files)
    check_news(results, files)
    check_sanity(results, files)
    check_contact(results, files)


def check_languages(results, binary, site):
    """The same site in three languages (`languages: [es, ca, en]`): every check again over
    the files of all three, the Catalan and English ones read as if at the Spanish paths."""
    edit_content(site, "site.yml", "language: es", "languages: [es, ca, en]")
    run = publish(binary, "build", "--site", site, "--now", NOW)
    if results.check("languages: the privacy site in es, ca and en builds (exit 0)", run.returncode == 0,
                     f"exit {run.returncode}\n{run.stdout}{run.stderr}"):
        files = load_output(os.path.join(site, "output"))
        translated = [f for f in files if f.rel.startswith(("ca/", "en/"))]
        results.check(f"languages: {len(translated)} files under ca/ and en/", len(translated) > 50, str(len(translated)))
        for f in translated:
            f.rel = f.rel[3:]
        check_files(results, files)


def main(argv):
    return run_gate("privacy", argv, __doc__, SITE_SOURCE, check_site)


if __name__ == "__main__":
    sys.exit(main(sys.argv))

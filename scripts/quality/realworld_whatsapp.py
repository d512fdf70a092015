#!/usr/bin/env python3
"""Real WhatsApp exports, imported and compared with the source one message at a time.

Usage: realworld_whatsapp.py PUBLISH [EXPORTS_DIR]

For every export in EXPORTS_DIR (default: ../shared/realworld/whatsapp next to the project),
this script reads the file itself, with its own small parser (below; it shares nothing with
the Swift importer), using the date order that `orders.json` documents for the file. It then
imports the file with `PUBLISH import whatsapp` into a scratch site (Spanish, UTC, one room
whose members are the chat's senders, each mapped with `--map` to its exact name) and:

- when its own reading finds every line readable, checks that the import succeeded and that
  the transcripts hold exactly the messages of the source: same order, date, minute, sender
  and text (invisible marks removed, media placeholders as the Spanish note);
- when its own reading finds a line that cannot be imported (an impossible time or date, a
  message earlier than the one above, no message at all), checks that the import was
  refused with a diagnostic `EXPORT:LINE:COLUMN: error[E…]: …` at that line, plus a hint.

Exit status 1 when any export is wrong, 0 otherwise (also when the folder is absent: the
gate then says it skipped). Standard library only.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

MARKS = "\u200e\u200f\ufeff"
SPACES = " \u00a0\u202f\u2009"
# 12-hour markers: before the time (Korean, Chinese, Japanese) or after it, each with
# whether it is the afternoon.
BEFORE = {"오전": False, "오후": True, "上午": False, "下午": True, "午前": False, "午後": True}
AFTER = {"am": False, "pm": True, "vorm": False, "nachm": True, "πμ": False, "μμ": True, "ص": False, "م": True}
TIME = (r"(?:(?P<pre>" + "|".join(BEFORE) + r")[" + SPACES + r"]*)?(?P<h>\d{1,2})[:.](?P<mi>\d{2})(?:[:.](?P<s>\d{2}))?"
        r"(?:[" + SPACES + r"]*(?P<ampm>[aApP]\.?[" + SPACES + r"]*[mM]\.?|vorm\.|nachm\.|π\.μ\.|μ\.μ\.|ص|م)(?!\w))?")
DATE = r"(?P<date>\d{1,4}[./-] ?\d{1,4}[./-] ?\d{1,4})"
CONNECTOR = r"(?:(?:klo|à|um|kl\.)[" + SPACES + r"]+)?"
# The header shapes, each as a whole: iPhone in brackets, Android with " - ", older
# iPhones with ": " after the time, and the Czech/Hungarian "13. 6. 2018. 21:25:15 Name: ".
HEADERS = [
    re.compile(r"^\[" + DATE + r",?[" + SPACES + r"]+" + TIME + r"\][" + SPACES + r"]?(?P<body>.*)$"),
    re.compile(r"^" + DATE + r"\.?,?[" + SPACES + r"]+" + CONNECTOR + TIME + r"[" + SPACES + r"]+-[" + SPACES + r"](?P<body>.*)$"),
    re.compile(r"^" + DATE + r",?[" + SPACES + r"]+" + CONNECTOR + TIME + r": (?P<body>.*)$"),
    re.compile(r"^(?P<date>\d{1,2}\. \d{1,2}\. \d{4})\.[" + SPACES + r"]+" + TIME + r" (?P<body>.*)$"),
]
NOTICE_PHRASES = ["end-to-end encrypted", "ende-zu-ende-verschl"]
# Media placeholders, and the Spanish note each becomes.
NOTE = {"image": "*(imagen no incluida)*", "audio": "*(audio no incluido)*", "video": "*(vídeo no incluido)*",
        "file": "*(archivo no incluido)*", "document": "*(documento no incluido)*"}
WHOLE_PLACEHOLDERS = {"<media omitted>": "file", "<medien ausgeschlossen>": "file", "image omitted": "image",
                      "bild weggelassen": "image", "<multimedia omitido>": "file"}
ATTACHED = [re.compile(r"^<\s*(?:attached|anhang):\s*(?P<file>.+?)\s*>$", re.I),
            re.compile(r"^(?P<file>\S.*?) \((?:file attached|datei angehängt)\)$", re.I),
            re.compile(r"^(?P<file>\S.*?) <attached>$", re.I)]


def unmarked(text):
    return "".join(c for c in text if c not in MARKS)


def file_kind(name):
    upper = name.upper()
    if "PHOTO" in upper or upper.startswith("IMG-") or upper.endswith((".JPG", ".JPEG", ".PNG", ".WEBP")):
        return "image"
    if upper.startswith("PTT-") or upper.endswith((".OPUS", ".M4A", ".MP3")):
        return "audio"
    if upper.startswith("VID-") or upper.endswith((".MP4", ".MOV")):
        return "video"
    return "document"


def placeholder(text):
    """The note for a media placeholder, or None for an ordinary text."""
    text = unmarked(text).strip()
    if text.lower() in WHOLE_PLACEHOLDERS:
        return NOTE[WHOLE_PLACEHOLDERS[text.lower()]]
    for pattern in ATTACHED:
        match = pattern.match(text)
        if match:
            return NOTE[file_kind(match.group("file"))]
    return None


def header(line):
    """The match of the line's message header, marks before and after `[` skipped, or None."""
    probe = line.lstrip(MARKS)
    if probe.startswith("["):
        probe = "[" + probe[1:].lstrip(MARKS)
    return next((m for m in (h.match(probe) for h in HEADERS) if m), None)


def real_date(numbers, order):
    """(year, month, day) from the three numbers in the documented order, or None."""
    a, b, c = numbers
    year, month, day = {"dmy": (c, b, a), "mdy": (c, a, b), "ymd": (a, b, c), "myd": (b, a, c)}[order]
    if year < 100:
        year += 2000
    days = [31, 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return (year, month, day) if 1 <= month <= 12 and 1 <= day <= days[month - 1] else None


def minute_of_day(match):
    """Minutes since midnight, or None when the time cannot be (23:59 PM, 25:00)."""
    hour, minute = int(match.group("h")), int(match.group("mi"))
    if minute > 59 or (match.group("s") and int(match.group("s")) > 59):
        return None
    if match.group("pre"):
        afternoon = BEFORE[match.group("pre")]
    elif match.group("ampm"):
        afternoon = AFTER[re.sub(r"[.\s]", "", match.group("ampm")).lower()]
    else:
        return hour * 60 + minute if hour < 24 else None
    if hour > 12 or (hour == 0 and afternoon):
        return None
    return ((hour % 12) + (12 if afternoon else 0)) * 60 + minute


def read_export(text, order):
    """The messages of an export as (line, (y, m, d), minute, sender, [lines]), or the line
    at which it cannot be imported as ("refused", line)."""
    entries = []  # [line, date, minute, name or None, first text, continuation, in brackets]
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw[:-1] if raw.endswith("\r") else raw
        match = header(line)
        if match is None:
            if entries:
                entries[-1][5].append(line)
            elif unmarked(line).strip():
                return ("refused", number)
            continue
        minute = minute_of_day(match)
        date = real_date([int(n) for n in re.findall(r"\d+", match.group("date"))], order)
        if minute is None or date is None:
            return ("refused", number)
        body = match.group("body")
        name, text_part = None, body
        if ": " in body:
            name, text_part = body.split(": ", 1)
        elif body.endswith(":"):
            name, text_part = body[:-1], ""
        entries.append([number, date, minute, name, text_part, [], match.re is HEADERS[0]])
    # "John Doe:." is John Doe's message "." when John Doe writes other messages.
    senders = {e[3] for e in entries if e[3] is not None}
    for e in entries:
        head, colon, tail = e[4].partition(":")
        if e[3] is None and colon and head in senders:
            e[3], e[4] = head, tail
    # iPhone notices: a name whose every line is in brackets, starts with a left-to-right
    # mark and is no placeholder.
    group_names = set(senders)
    for e in entries:
        if e[3] is not None and not (e[6] and e[4].startswith("\u200e") and placeholder(e[4]) is None):
            group_names.discard(e[3])
    messages = []
    for number, date, minute, name, first, rest, _ in entries:
        if name is None or name in group_names or any(p in first.lower() for p in NOTICE_PHRASES):
            continue
        sender = unmarked(name).strip().lstrip("~").strip()
        note = placeholder(first)
        lines = [note if note else unmarked(first).strip()] + [unmarked(r).rstrip() for r in rest]
        if messages and (date, minute) < (messages[-1][1], messages[-1][2]):
            return ("refused", number)
        messages.append((number, date, minute, sender, normalised(lines)))
    return messages if messages else ("refused", 1)


def normalised(lines):
    """Lines with runs of blank lines as one blank line, and no blank line at the end."""
    result = []
    for line in lines:
        if line.strip() == "" and (not result or result[-1] == ""):
            continue
        result.append("" if line.strip() == "" else line)
    while len(result) > 1 and result[-1] == "":
        result.pop()
    return result


def read_transcripts(folder, names):
    """The imported messages as (date, minute, sender, [lines])."""
    messages = []
    line_pattern = re.compile(r"^(\d\d):(\d\d)(?:[+-]\d\d:\d\d)? ([a-z0-9-]+)(?: \[edited\])?:(?: (.*))?$")
    for file in sorted(os.listdir(folder)):
        day = None
        blank = False
        for line in open(os.path.join(folder, file), encoding="utf-8").read().split("\n")[1:]:
            if line.startswith("date: ") and day is None:
                day = tuple(int(n) for n in line[6:16].split("-"))
            elif line.startswith("## "):
                day = tuple(int(n) for n in line[3:13].split("-"))
            elif line.startswith("  ") and messages:
                messages[-1][3].extend(([""] if blank else []) + [line[2:]])
                blank = False
            elif line == "":
                blank = bool(messages)
            elif line_pattern.match(line):
                h, m, handle, text = line_pattern.match(line).groups()
                messages.append((day, int(h) * 60 + int(m), names.get(handle, "?" + handle), [text or ""]))
                blank = False
    return [(d, mi, s, normalised(lines)) for d, mi, s, lines in messages]


def scratch_site(root, senders):
    """A Spanish site in UTC with one room whose members are `senders` (handles w01…)."""
    handles = {sender: "w%02d" % (index + 1) for index, sender in enumerate(senders)}
    files = {
        "content/site.yml": "title: Club\nbase_url: https://club.example.org/\nlanguage: es\ntimezone: UTC\n",
        "content/books/libro.md": "---\ntitle: Libro\nauthor: Autora\n---\n",
        "content/rooms/sala/index.md": "---\nbook: libro\nhost: w01\nmembers: [%s]\n---\n" % ", ".join(sorted(handles.values())[1:]),
        "content/rooms/sala/schedule.yml": "timezone: UTC\nevents:\n  - kind: start\n    date: 2010-01-01\n  - kind: end\n    date: 2030-12-31\n",
    }
    for handle in handles.values():
        files["content/members/%s.md" % handle] = "---\nname: Persona %s\n---\n" % handle[1:]
    if not handles:
        files["content/members/w01.md"] = "---\nname: Persona 01\n---\n"
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
        with open(os.path.join(root, path), "w", encoding="utf-8") as out:
            out.write(text)
    return handles


def senders_of(text):
    """Every name before `: ` on a header line, for the --map options (notices included,
    harmlessly: a mapping nobody uses is fine)."""
    names = []
    for raw in text.split("\n"):
        match = header(raw.rstrip("\r"))
        if match and (": " in match.group("body") or match.group("body").endswith(":")):
            name = unmarked(match.group("body").split(": ", 1)[0].rstrip(":")).strip().lstrip("~").strip()
            if name and name not in names:
                names.append(name)
    return names


def check(publish, path, order):
    """('exact'|'refused'|'wrong', messages, detail) for one export."""
    text = open(path, "rb").read().decode("utf-8")
    expected = read_export(text, order)
    senders = senders_of(text)
    with tempfile.TemporaryDirectory() as root:
        handles = scratch_site(root, senders)
        command = [publish, "import", "whatsapp", path, "--room", "sala", "--site", root, "--lang", "en"]
        for sender, handle in handles.items():
            command += ["--map", "%s=%s" % (sender, handle)]
        run = subprocess.run(command, capture_output=True, text=True)
        if isinstance(expected, tuple):
            line = expected[1]
            located = re.search(r"^%s:%d:\d+: error\[E\d{3}\]: .+" % (re.escape(path), line), run.stderr, re.M)
            if run.returncode == 1 and located and "= hint: " in run.stderr:
                return "refused", 0, "line %d" % line
            return "wrong", 0, "expected a refusal at line %d; got exit %d: %s" % (line, run.returncode, run.stderr.strip()[:300])
        if run.returncode != 0:
            return "wrong", 0, "refused (exit %d): %s" % (run.returncode, run.stderr.strip()[:300])
        names = {handle: sender for sender, handle in handles.items()}
        got = read_transcripts(os.path.join(root, "content/rooms/sala/chat"), names)
        want = [(d, mi, s, lines) for _, d, mi, s, lines in expected]
        if got == want:
            return "exact", len(want), ""
        for index, (a, b) in enumerate(zip(want, got)):
            if a != b:
                return "wrong", len(want), "message %d (line %d): expected %r, got %r" % (index + 1, expected[index][0], a, b)
        return "wrong", len(want), "expected %d messages, got %d" % (len(want), len(got))


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    publish = os.path.abspath(sys.argv[1])
    here = os.path.dirname(os.path.abspath(__file__))
    folder = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "..", "..", "shared", "realworld", "whatsapp")
    folder = os.path.abspath(folder)
    if not os.path.isdir(folder):
        print("realworld whatsapp: skipped, %s is absent" % folder)
        return 0
    orders = json.load(open(os.path.join(folder, "orders.json"), encoding="utf-8"))
    counts = {"exact": 0, "refused": 0, "wrong": 0}
    messages = 0
    for name in sorted(f for f in os.listdir(folder) if f.endswith(".txt")):
        outcome, count, detail = check(publish, os.path.join(folder, name), orders[name])
        counts[outcome] += 1
        messages += count if outcome == "exact" else 0
        print("%-8s %-40s %s" % (outcome.upper(), name, detail or "%d messages" % count))
    print("realworld whatsapp: %d exports exact (%d messages), %d refused at the right line, %d wrong"
          % (counts["exact"], messages, counts["refused"], counts["wrong"]))
    return 1 if counts["wrong"] else 0


if __name__ == "__main__":
    sys.exit(main())

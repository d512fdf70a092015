#!/usr/bin/env python3
"""Parses the calendars and feed of a built test site with independent implementations
(icalendar, feedparser) and checks what FeedParsingTests.swift put in it.

Usage: check_feeds.py OUTPUT_DIR   (exit 0 when every check passes)
"""
import datetime as dt
import glob
import os
import sys
import xml.etree.ElementTree as ET

import feedparser
import icalendar

out = sys.argv[1]
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def events(path):
    with open(os.path.join(out, path), "rb") as f:
        raw = f.read()
    check(b"\r\n" in raw and b"\n" not in raw.replace(b"\r\n", b""), f"{path}: lines must end with CRLF only")
    for line in raw.split(b"\r\n"):
        check(len(line) <= 75, f"{path}: line longer than 75 octets: {line[:40]!r}")
        line.decode("utf-8")  # never split inside a UTF-8 sequence
    cal = icalendar.Calendar.from_ical(raw)
    return cal, {str(e["UID"]): e for e in cal.walk("VEVENT")}


utc = dt.timezone.utc
cal, site = events("calendar.ics")
check(str(cal.get("X-WR-CALNAME")) == "Club", "site calendar name")
check(str(cal.get("NAME")) == "Club", "RFC 7986 NAME")
check(str(cal.get("REFRESH-INTERVAL").to_ical().decode()) == "PT12H", "refresh interval")

madrid_before = site["tardor/abans@club.example.org"]
check(madrid_before.decoded("DTSTART") == dt.datetime(2026, 10, 24, 17, 0, tzinfo=utc), "19:00 in Madrid on 24 Oct is 17:00 UTC (summer time)")
madrid_after = site["tardor/despres@club.example.org"]
check(madrid_after.decoded("DTSTART") == dt.datetime(2026, 10, 31, 18, 0, tzinfo=utc), "19:00 in Madrid on 31 Oct is 18:00 UTC (winter time)")
check(madrid_after.decoded("DTEND") == dt.datetime(2026, 10, 31, 19, 30, tzinfo=utc), "90 minutes long")
new_york = site["nova-york/debat@club.example.org"]
check(new_york.decoded("DTSTART") == dt.datetime(2026, 11, 12, 23, 0, tzinfo=utc), "18:00 in New York is 23:00 UTC")
start = site["tardor/start-2026-10-01@club.example.org"]
check(start.decoded("DTSTART") == dt.date(2026, 10, 1) and start.decoded("DTEND") == dt.date(2026, 10, 2), "all-day, exclusive end")
check("Capítols 1-10" in str(madrid_before["DESCRIPTION"]) or "1-10" in str(madrid_before["DESCRIPTION"]), "chapters in the description")
check(str(madrid_before["LOCATION"]) == "Biblioteca, sala 2; planta 1", "location unescaped back")
check(str(madrid_before["URL"]) == "https://club.example.org/rooms/tardor/#event-abans", "URL to the room")
check("Tardor, coma; punt i coma \\ barra" in str(madrid_before["SUMMARY"]) and str(madrid_before["SUMMARY"]).endswith("📚📚📚"), "escaped, folded summary parses back")
check(madrid_before.decoded("DTSTAMP") == dt.datetime(2026, 11, 22, 0, 0, tzinfo=utc), "DTSTAMP is midnight UTC of the build day")
check(not any("amagada" in uid for uid in site), "unlisted rooms are not in the site calendar")
check(not any("secreta" in uid for uid in site), "private rooms are nowhere")

_, own = events("rooms/amagada/calendar.ics")
check(any(uid.startswith("amagada/") for uid in own), "an unlisted room has its own feed")
_, single = events("rooms/tardor/events/abans.ics")
check(list(single) == ["tardor/abans@club.example.org"], "one event per event file, same UID as in the feeds")
_, member = events("members/joan/calendar.ics")
check(set(uid.split("/")[0] for uid in member) == {"tardor", "nova-york", "vella"}, "a member's feed: their listed, non-anonymous rooms")
check(not glob.glob(os.path.join(out, "rooms/secreta*")), "no file for the private room")

feed = feedparser.parse(os.path.join(out, "feed.xml"))
check(not feed.bozo, f"feed parses: {feed.get('bozo_exception')}")
check(feed.feed.title == "Club", "feed title")
ids = [entry.id for entry in feed.entries]
check(len(ids) == len(set(ids)), "unique entry ids")
check("https://club.example.org/rooms/tardor/#announced" in ids, "room announcement")
check(all(entry.link.startswith("https://club.example.org/") for entry in feed.entries), "absolute links")
check(not any("amagada" in i or "secreta" in i for i in ids), "no unlisted or private room in the feed")
finished = [entry for entry in feed.entries if entry.id.endswith("vella/#finished")]
check(len(finished) == 1 and "4.5/5" in finished[0].summary, "finished room with its rating")

sitemap = ET.parse(os.path.join(out, "sitemap.xml")).getroot()
locs = [loc.text for loc in sitemap.iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc")]
check("https://club.example.org/rooms/tardor/" in locs, "listed room in the sitemap")
check(not any("amagada" in loc or "secreta" in loc or "404" in loc for loc in locs), "sitemap lists listed pages only")
with open(os.path.join(out, "robots.txt")) as f:
    check("Sitemap: https://club.example.org/sitemap.xml" in f.read(), "robots.txt points at the sitemap")

for failure in failures:
    print("FAIL:", failure)
print(f"{len(failures)} failed" if failures else "feeds ok")
sys.exit(1 if failures else 0)

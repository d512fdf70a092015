#!/usr/bin/env python3
"""Reads the calendars of the built editions fixture with an independent parser (Python's
icalendar) and checks the alarms and reading targets they carry, and that every alarm is a
display alarm set a length of time before its event's start.

Usage: check_calendars.py OUTPUT_DIR   (exit 0 when every check passes, else prints each failure)
"""
import datetime as dt
import os
import sys

import icalendar

out = sys.argv[1]
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def events(path):
    with open(os.path.join(out, path), "rb") as f:
        cal = icalendar.Calendar.from_ical(f.read())
    return {str(e["UID"]).split("@")[0]: e for e in cal.walk("VEVENT")}


def alarm(event):
    alarms = event.walk("VALARM")
    return alarms[0] if len(alarms) == 1 else None


def text(component, name):
    return str(component.get(name, ""))


# The active room sets its own reminder, one day before each timed meeting.
room = events("rooms/ranch-2026/calendar.ics")
for uid in ["ranch-2026/week-1", "ranch-2026/week-2", "ranch-2026/coffee", "ranch-2026/week-3"]:
    found = alarm(room.get(uid, icalendar.Event()))
    check(found is not None, f"{uid}: one VALARM")
    if found is not None:
        check(text(found, "ACTION") == "DISPLAY", f"{uid}: a display alarm")
        check(found["TRIGGER"].dt == dt.timedelta(days=-1), f"{uid}: trigger one day before, got {found['TRIGGER'].dt}")
for uid in ["ranch-2026/start-2026-11-16", "ranch-2026/end-2026-12-11"]:
    check(uid in room and alarm(room[uid]) is None and not room[uid].walk("VALARM"), f"{uid}: an all-day event has no alarm")
week = alarm(room["ranch-2026/week-2"])
check("read up to chapter 4" in text(week, "DESCRIPTION"), f"week-2 alarm says what to read: {text(week, 'DESCRIPTION')!r}")
check(text(alarm(room["ranch-2026/coffee"]), "DESCRIPTION") == "Of Mice and Men, again · Coffee at the library",
      "a meetup without a target names the meeting")
check("Read up to: 3-4" in text(room["ranch-2026/week-2"], "DESCRIPTION"), "the description gives the target in chapters")

# The finished room follows the site's reminder, two hours before.
old = events("rooms/ranch-2021/calendar.ics")
first = alarm(old["ranch-2021/discussion-2021-03-08"])
check(first is not None and first["TRIGGER"].dt == dt.timedelta(hours=-2), "the site's reminder: two hours before")
check(first["TRIGGER"].dt == dt.timedelta(hours=-2) if first is not None else False, "trigger")

# Each member's calendar gives the target in the edition they read.
expected = {
    "ana": ("up to p. 40 (Penguin paperback, 2000)", "up to p. 82 (Penguin paperback, 2000)"),
    "ben": ("up to 58 min (Audiobook, 2011)", "up to 2 h 5 min (Audiobook, 2011)"),
    "carla": ("up to p. 46 (De ratones y hombres (Edhasa, 2002))", "up to p. 93 (De ratones y hombres (Edhasa, 2002))"),
}
for member, (two, four) in expected.items():
    mine = events(f"members/{member}/calendar.ics")
    for uid, target in [("ranch-2021/discussion-2021-03-08", two), ("ranch-2021/discussion-2021-03-15", four)]:
        event = mine.get(uid)
        check(event is not None, f"{member}: {uid} in the member's calendar")
        if event is None:
            continue
        check(target in text(event, "DESCRIPTION"), f"{member}: {uid} description has {target!r}: {text(event, 'DESCRIPTION')!r}")
        check(target in text(alarm(event) or icalendar.Alarm(), "DESCRIPTION"), f"{member}: {uid} alarm has {target!r}")
dev = events("members/dev/calendar.ics")["ranch-2021/discussion-2021-03-08"]
check("up to p." not in text(dev, "DESCRIPTION"), "a member who names no edition gets chapters only")
site = events("calendar.ics")["ranch-2021/discussion-2021-03-08"]
check("up to p." not in text(site, "DESCRIPTION"), "the club's calendar names no edition")

# Every alarm of every calendar is of the one kind the clients document (see docs/editions.md):
# a display alarm with a text, a length of time before the event's start.
for folder, _, names in os.walk(out):
    for name in names:
        if not name.endswith(".ics"):
            continue
        path = os.path.relpath(os.path.join(folder, name), out)
        for event in events(path).values():
            for each in event.walk("VALARM"):
                trigger = each["TRIGGER"]
                check(text(each, "ACTION") == "DISPLAY" and text(each, "DESCRIPTION"), f"{path}: a display alarm with a text")
                check(isinstance(trigger.dt, dt.timedelta) and trigger.dt < dt.timedelta(0)
                      and trigger.params.get("RELATED", "START") == "START",
                      f"{path}: the trigger is a length of time before the start, got {trigger.to_ical()!r}")

for failure in failures:
    print("FAIL:", failure)
sys.exit(1 if failures else 0)

"""Chromium checks of the replay of a finished room (issue 31), used by editions_checks.py.

On a finished room's page the reader picks a start day; the checks compare what the page
then shows and the calendar file it makes with what this script works out on its own from
the page's `data-replay` (Python's zoneinfo for the local times, the `icalendar` package to
read the file):

  control     a labelled date field, an Apply button reached by Tab, a polite status; nothing
              of it in the HTML as served (the page reads as before without JavaScript)
  shift       every itinerary date moves by the same number of days as the start, keeping
              its local time (across a change of the clocks), the month calendars do not
              move, and the chapter gate, when unset, starts at "not started"
  calendar    the file made in the browser parses, has CRLF lines of at most 75 octets, one
              event per itinerary entry with a fresh UID, a DTSTAMP, the shifted instants in
              UTC (whole days as dates) and the summaries of the room's calendar
  keep/reset  the day survives a reload; "back to the club's dates" restores the page
"""
import datetime
import urllib.request
from zoneinfo import ZoneInfo

import browser_checks as bc

REPLAY = "return JSON.parse(document.querySelector('[data-replay]').getAttribute('data-replay'))"
ITINERARY = r"""
return [...document.querySelectorAll('.event-list > li.event')].map(li => {
  const time = li.querySelector('.event-when time');
  return {id: li.id, datetime: time.getAttribute('datetime'), text: time.textContent.replace(/\s+/g, ' ').trim()};
});
"""
CALENDARS = "const c = document.querySelector('.calendars'); return c ? c.innerHTML : '';"
FILE = r"""
const done = arguments[arguments.length - 1];
const link = document.querySelector('.replay-save');
fetch(link.href).then(r => r.text()).then(text => done({text, name: link.download}), e => done({error: String(e)}));
"""


def expected(data, start):
    """Each event's shifted day, its datetime attribute, and its UTC start and end (None all day)."""
    by = start - datetime.date.fromisoformat(data["start"])
    zone = ZoneInfo(data["zone"])
    moves = []
    for event in data["events"]:
        day = datetime.date.fromisoformat(event["date"]) + by
        if event["time"] is None:
            moves.append({"day": day, "datetime": day.isoformat(), "from": None, "to": None})
            continue
        wall = datetime.datetime.combine(day, datetime.time()) + datetime.timedelta(seconds=event["time"])
        begin = wall.replace(tzinfo=zone).astimezone(datetime.timezone.utc)
        moves.append({"day": day, "datetime": wall.strftime("%Y-%m-%dT%H:%M"), "from": begin,
                      "to": begin + datetime.timedelta(seconds=event["length"])})
    return moves


def pick(d, start, tag):
    """Tab to the date field, set its value (typing it would depend on the locale's order of
    day and month), then Tab on to Apply and press Enter."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    field = d.find_element(By.CSS_SELECTOR, ".replay input[type=date]")
    bc.reset_focus(d)
    bc.check(bc.tab_to(d, field) is not None, f"{tag} Tab reaches the start date")
    d.execute_script("arguments[0].value = arguments[1]", field, start.isoformat())
    # Tab walks the field's day, month and year first.
    for _ in range(4):
        bc.press(d, Keys.TAB)
        if d.execute_script("return document.activeElement.className") == "replay-button":
            break
    bc.check(d.execute_script("return document.activeElement.className") == "replay-button",
             f"{tag} Tab goes on to Apply")
    bc.press(d, Keys.ENTER)
    bc.settle(d)


def check_calendar(d, data, moves, start, tag):
    import icalendar
    made = d.execute_async_script(FILE)
    bc.check("text" in made, f"{tag} the calendar file can be read back", made.get("error", ""))
    text = made.get("text", "")
    bc.check(made.get("name") == data["file"], f"{tag} it is saved as {data['file']}", str(made.get("name")))
    raw = text.encode("utf-8")
    lines = raw.split(b"\r\n")
    bc.check(raw.endswith(b"\r\n") and b"\n" not in raw.replace(b"\r\n", b""), f"{tag} every line ends in CRLF")
    long = [line[:40] for line in lines if len(line) > 75]
    bc.check(not long, f"{tag} no line is longer than 75 octets", f"{len(long)} too long", long[:3])
    calendar = icalendar.Calendar.from_ical(text)
    events = calendar.walk("VEVENT")
    bc.check(len(events) == len(data["events"]), f"{tag} one event per itinerary entry", f"{len(events)} events")
    uids = [str(event.get("UID")) for event in events]
    bc.check(len(set(uids)) == len(uids) and all(uid.startswith(f"replay-{start.isoformat()}-") for uid in uids),
             f"{tag} fresh UIDs of their own", str(uids[:2]))
    wrong = []
    for event, source, move in zip(events, data["events"], moves):
        if event.get("DTSTAMP") is None:
            wrong.append(f"{source['id']}: no DTSTAMP")
        begin, end = event.decoded("DTSTART"), event.decoded("DTEND")
        if move["from"] is None:
            if begin != move["day"] or end != move["day"] + datetime.timedelta(days=1):
                wrong.append(f"{source['id']}: {begin}–{end}, expected the day {move['day']}")
        elif begin != move["from"] or end != move["to"]:
            wrong.append(f"{source['id']}: {begin}–{end}, expected {move['from']}–{move['to']}")
        if str(event.get("SUMMARY")) != source["summary"] or str(event.get("DESCRIPTION")) != source["description"]:
            wrong.append(f"{source['id']}: summary {event.get('SUMMARY')!r}")
    bc.check(not wrong, f"{tag} the shifted times and texts", f"{len(wrong)} wrong", wrong)


def check_replay(d, base, room, start, shots, axe_src):
    """The replay of `room` from `start` (a date). When the room's transcripts carry
    chapters, the gate then folds them all at "not started"."""
    tag = f"[replay {start}] {room}"
    served = urllib.request.urlopen(base + room).read().decode("utf-8")
    bc.check('class="replay-place" data-replay=' in served and 'class="replay"' not in served,
             f"{tag} the HTML carries only the hidden data, no control")
    d.get(base + room)
    d.execute_script("localStorage.clear()")
    d.get(base + room)
    bc.settle(d)
    data = d.execute_script(REPLAY)
    before = d.execute_script(ITINERARY)
    months = d.execute_script(CALENDARS)
    label = d.execute_script("const i = document.querySelector('.replay input'); return i && i.labels.length ? i.labels[0].textContent : ''")
    bc.check(label == data["t"]["label"], f"{tag} the date field is labelled", repr(label))
    pick(d, start, tag)
    moves = expected(data, start)
    after = d.execute_script(ITINERARY)
    wrong = [f"{item['id']}: {item['datetime']} != {move['datetime']}" for item, move in zip(after, moves)
             if item["datetime"] != move["datetime"]]
    bc.check(len(after) == len(moves) and not wrong, f"{tag} every date moves, keeping its local time",
             f"{len(after)} entries, first {after[0]['datetime'] if after else '-'}", wrong)
    bc.check(all(str(move["day"].year) in item["text"] and str(move["day"].day) in item["text"]
                 for item, move in zip(after, moves)), f"{tag} the dates read the shifted days", after[0]["text"] if after else "")
    bc.check(d.execute_script(CALENDARS) == months, f"{tag} the month calendars stay as published")
    status = d.execute_script("return document.querySelector('.replay-status').textContent")
    bc.check(bool(status) and str(start.year) in status, f"{tag} the status says so", repr(status))
    if d.execute_script("return document.querySelector('.transcript-item[data-chapter]') !== null"):
        gate = d.execute_script("const s = document.querySelector('.gate select'); return s ? s.value : null")
        folded = d.execute_script("return [...document.querySelectorAll('.transcript-item[data-chapter]')]"
                                  ".map(li => li.classList.contains('is-gated'))")
        bc.check(gate == "0" and folded and all(folded), f"{tag} the gate starts at 'not started' and folds every discussion",
                 f"gate {gate!r}, folded {folded}")
    check_calendar(d, data, moves, start, tag)
    d.get(base + room)
    bc.settle(d)
    bc.check([item["datetime"] for item in d.execute_script(ITINERARY)] == [move["datetime"] for move in moves],
             f"{tag} the replay is kept across a reload")
    for scheme in bc.SCHEMES:
        for width, height in bc.SIZES:
            bc.set_view(d, width, height, scheme)
            d.get(base + room)
            bc.settle(d)
            bc.check_view(d, f"[{scheme} {width}] {tag}", f"{shots}/replay-{width}-{scheme}.png", width, height, axe_src)
    bc.set_view(d, 1280, 900, "light")
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    d.get(base + room)
    bc.settle(d)
    bc.reset_focus(d)
    reset = d.find_element(By.CSS_SELECTOR, ".replay-reset")
    bc.check(bc.tab_to(d, reset) is not None, f"{tag} Tab reaches 'back to the club's dates'")
    bc.press(d, Keys.ENTER)
    bc.check(d.execute_script(ITINERARY) == before, f"{tag} the club's dates come back")
    d.get(base + room)
    bc.settle(d)
    bc.check(d.execute_script(ITINERARY) == before, f"{tag} and stay after a reload")


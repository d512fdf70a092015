// Readalong: progressive enhancement only. Every page works without this file; it adds
// the search of /search/. Opening the page loads one tiny file (search/index.json); a query
// loads the n-gram shards of its words, then only the chunks of entries and of chat
// messages those shards point at, each file once. The rules that pick shards have twins in
// the builder (SearchTerms.swift): both sides must agree.
/* feature gate|replay */
// What the reading tools below share (the chapter gate, progress in an edition, replay):
// elements made with a class and a text; values kept in this browser's localStorage (nothing
// is kept where it is turned off, as in some private windows); days as UTC midnights, so
// that counting them never meets a change of the clocks.
var readalongKit = {
  make: function (tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  },
  stored: function (key) { try { return localStorage.getItem(key); } catch (error) { return null; } },
  store: function (key, value) {
    try { if (value) localStorage.setItem(key, value); else localStorage.removeItem(key); } catch (error) { /* storage off */ }
  },
  day: function (text) {
    var parts = text.split("-").map(Number);
    return Date.UTC(parts[0], parts[1] - 1, parts[2]);
  },
  // A region (class `name`, headed by `name-heading`) with a form (`control`, its label and
  // an Apply button), a note and a polite status, in the `heading`, `label`, `apply` and
  // `note` of `words`; the caller adds the rest and places it.
  panel: function (name, words, control) {
    var make = readalongKit.make;
    var region = make("section", name), heading = make("p", name + "-heading", words.heading);
    heading.id = name + "-heading";
    region.setAttribute("aria-labelledby", heading.id);
    var form = make("form", name + "-form"), label = make("label", "", words.label);
    label.htmlFor = control.id;
    var apply = make("button", name + "-button", words.apply);
    apply.type = "submit";
    form.append(label, control, apply);
    var status = make("p", name + "-status");
    status.setAttribute("role", "status");
    region.append(heading, form, make("p", name + "-note", words.note), status);
    return { region: region, form: form, status: status };
  }
};
/* end feature gate|replay */
/* feature gate */
// The spoiler gate by chapter. On the pages of a room with chapter data the build leaves an
// empty, hidden element whose `data-gate` holds JSON (the room's key, its last chapter, the
// words in the site's language; no inline script) and `data-chapter` marks: transcripts and chats by their milestone's last
// chapter, messages by their `[ch N]` flag. Here the reader says how far they have read;
// whatever goes beyond is covered by a button that names only who, when and which chapter,
// and opens it. The choice stays in this browser (localStorage, one entry per room). Until
// the reader sets it, nothing on the page is covered.
(function () {
  var place = document.querySelector("[data-gate]");
  if (!place) return;
  var data;
  try { data = JSON.parse(place.getAttribute("data-gate")); } catch (error) { return; }
  // A room's pages keep the reader's chapter under the room's key; a book's companion pages
  // (`book`, and the `rooms` reading it) under the book's.
  var t = data.t, key = "readalong.chapter:" + (data.room || data.book);
  function say(name, value) { return t[name].replace("%@", value); }
  var make = readalongKit.make;
  function read(other) { return readalongKit.stored(other || key); }
  function keep(value) { readalongKit.store(key, value); }
  function words(node) { return node ? node.textContent.replace(/\s+/g, " ").trim() : ""; }
  // "12" or "12-14": the last chapter, and how a label names them.
  function lastOf(chapter) { return parseInt(chapter.split("-").pop(), 10); }
  function named(chapter) {
    var parts = chapter.split("-");
    return parts.length > 1 ? say("chapters", parts[0] + "–" + parts[1]) : say("chapter", parts[0]);
  }

  // What the gate may cover here, each with its chapter and a label made of the page's own
  // who and when (names and pseudonyms as published), never of what was written.
  var items = [];
  document.querySelectorAll(".transcript-item[data-chapter]").forEach(function (node) {
    var chapter = node.getAttribute("data-chapter");
    items.push({ node: node, chapter: chapter, label: [words(node.querySelector(".transcript-meta")), named(chapter)] });
  });
  // A chat, or a book's companion page for one chapter (its discussions and notes are about
  // that chapter; its messages carry their own flags).
  var article = document.querySelector("article.transcript, article.companion");
  var whole = article && article.getAttribute("data-chapter");
  var companion = article && article.classList.contains("companion");
  if (companion && whole) {
    article.querySelectorAll(".companion-discussion").forEach(function (node) {
      items.push({ node: node, chapter: whole, label: [words(node.querySelector(".transcript-meta")), named(whole)] });
    });
    article.querySelectorAll(".note").forEach(function (node) {
      items.push({ node: node, chapter: whole,
                   label: [words(node.querySelector(".member-chip > a, .member-chip > .name")), named(whole)] });
    });
  } else if (article && whole) {
    article.querySelectorAll(".poll").forEach(function (node) {
      items.push({ node: node, chapter: whole, label: [t.poll, words(node.querySelector(".poll-meta")), named(whole)] });
    });
  }
  if (article) {
    article.querySelectorAll(".message").forEach(function (node) {
      var chapter = node.getAttribute("data-chapter") || whole;
      if (!chapter) return;
      var group = node.closest(".message-group");
      var who = group && group.querySelector(".sender .member-chip > a, .sender .member-chip > .name");
      items.push({ node: node, chapter: chapter,
                   label: [words(who), words(node.querySelector(".permalink time")), named(chapter)] });
    });
  }

  // The control: a labelled region with a form, a polite status and the counts.
  var select = make("select");
  select.id = "gate-chapter";
  var choices = [["", t.unset], ["0", t.start]];
  for (var number = 1; number <= data.last; number++) choices.push([String(number), say("option", number)]);
  choices.push(["finished", t.finished]);
  choices.forEach(function (choice) {
    var option = make("option", "", choice[1]);
    option.value = choice[0];
    select.appendChild(option);
  });
  var panel = readalongKit.panel("gate", t, select), region = panel.region, form = panel.form, status = panel.status;
  var counts = make("ul", "gate-counts");
  var openAll = make("button", "gate-button gate-open-all", t.openAll);
  openAll.type = "button";
  region.append(counts, openAll);
  place.parentNode.insertBefore(region, place);

  function cover(item, covered) {
    item.node.classList.toggle("is-gated", covered);
    item.toggle.setAttribute("aria-expanded", covered ? "false" : "true");
  }
  // How many are covered, by chapter.
  function report() {
    var covered = items.filter(function (item) { return item.toggle && item.node.classList.contains("is-gated"); });
    status.textContent = covered.length === 0 ? t.none
      : say(covered.length === 1 ? "hidden.one" : "hidden.other", covered.length);
    var byChapter = {};
    covered.forEach(function (item) {
      var name = named(item.chapter);
      byChapter[name] = byChapter[name] || { count: 0, last: lastOf(item.chapter) };
      byChapter[name].count++;
    });
    counts.textContent = "";
    Object.keys(byChapter).sort(function (a, b) { return byChapter[a].last - byChapter[b].last || (a < b ? -1 : 1); })
      .forEach(function (name) { counts.appendChild(make("li", "", name + ": " + byChapter[name].count)); });
    openAll.hidden = covered.length === 0;
  }
  // Covers what goes beyond `value` (a chapter number); "", "finished" cover nothing.
  function show(value) {
    var reached = value === "" || value === "finished" ? Infinity : parseInt(value, 10);
    items.forEach(function (item) {
      if (item.toggle) {
        item.toggle.remove();
        item.toggle = null;
        item.node.classList.remove("is-gated");
      }
      if (lastOf(item.chapter) <= reached) return;
      var toggle = make("button", "gate-toggle", item.label.filter(Boolean).join(" · "));
      toggle.type = "button";
      toggle.addEventListener("click", function () {
        cover(item, toggle.getAttribute("aria-expanded") === "true");
        report();
      });
      item.toggle = toggle;
      item.node.insertBefore(toggle, item.node.firstChild);
      cover(item, true);
    });
    report();
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    keep(select.value);
    show(select.value);
    document.dispatchEvent(new CustomEvent("readalong:chapter"));
  });
  openAll.addEventListener("click", function () {
    items.forEach(function (item) { if (item.toggle) cover(item, false); });
    report();
    select.focus();
  });
  // A chapter worked out from the reader's page, percentage or time (below) sets the gate.
  document.addEventListener("readalong:reached", function (event) {
    select.value = event.detail;
    keep(event.detail);
    show(event.detail);
  });
  // A replay of a finished room (below) starts the reader at "not started" unless they
  // chose already.
  document.addEventListener("readalong:replay", function () {
    if (select.value !== "") return;
    select.value = "0";
    keep("0");
    show("0");
  });
  // On a book's pages, until the reader sets a chapter there: the furthest they set in any
  // room reading it (a chapter past the book's last one counts as its last).
  function furthest() {
    var best = null;
    function rank(value) { return value === "finished" ? Infinity : parseInt(value, 10); }
    (data.rooms || []).forEach(function (room) {
      var value = read("readalong.chapter:" + room);
      if (value && (value === "finished" || /^[0-9]+$/.test(value)) && (best === null || rank(value) > rank(best))) best = value;
    });
    return best !== null && best !== "finished" && rank(best) > data.last ? String(data.last) : best;
  }
  var saved = read();
  if (saved === null) saved = furthest();
  if (saved !== null && Array.prototype.some.call(select.options, function (option) { return option.value === saved; })) {
    select.value = saved;
    show(saved);
  } else {
    openAll.hidden = true;
  }
})();

/* end feature gate */
/* feature editions */
// Progress in the reader's own edition (issue 31). When the book has editions with chapter
// tables, the gate's JSON also holds them (`editions`: id, title, unit "page" or "time",
// the start of each chapter, the end), the book's key, and on a room page each numeric
// target of the itinerary with its day. Here the reader picks an edition and says where
// they are ("143", "p. 143", "62 %", "2:10", "2 h 10 min", "2h10m"); that is turned into a
// chapter with the edition's table and handed to the gate above; the itinerary says where
// each target ends in that edition ("up to p. 212") and a line says how much a day it takes
// to reach the next target. These rules have a twin in Swift (ReadingProgress and
// EditionTable): both sides must agree. The edition (per book) and the place (per room or
// book) stay in this browser.
(function () {
  "use strict";
  var place = document.querySelector("[data-gate]");
  var region = document.querySelector(".gate");
  if (!place || !region) return;
  var data;
  try { data = JSON.parse(place.getAttribute("data-gate")); } catch (error) { return; }
  if (!data.editions || !data.editions.length) return;
  var t = data.t, DAY = 86400000;
  var editionKey = "readalong.edition:" + data.book, placeKey = "readalong.place:" + (data.room || data.book);
  var make = readalongKit.make, read = readalongKit.stored, keep = readalongKit.store, day = readalongKit.day;
  function say(name, values) {
    return t[name].replace(/%(\d)\$@/g, function (whole, index) { return values[index - 1]; }).replace("%@", values[0]);
  }

  // What the reader typed: {page}, {percent} or {time} (seconds), or null.
  function trim(text) { return text.replace(/^[\t\p{Zs}]+|[\t\p{Zs}]+$/gu, ""); }
  function digits(text) { return /^[0-9]+$/.test(text); }
  function mediaTime(text) {
    if (text === "0") return 0;
    var found = /^(?:([0-9]{1,7})h)?(?:([0-9]{1,7})m)?(?:([0-9]{1,7})s)?$/.exec(text);
    if (!found || (found[1] === undefined && found[2] === undefined && found[3] === undefined)) return null;
    return (Number(found[1] || 0) * 3600) + (Number(found[2] || 0) * 60) + Number(found[3] || 0);
  }
  function clockTime(text) {
    var parts = text.split(":");
    if (parts.length < 2 || parts.length > 3 || !parts.every(function (part) { return /^[0-9]{1,3}$/.test(part); })) return null;
    var numbers = parts.map(Number);
    if (!numbers.slice(1).every(function (number) { return number < 60; })) return null;
    return numbers[0] * 3600 + numbers[1] * 60 + (numbers.length === 3 ? numbers[2] : 0);
  }
  function parse(input) {
    var text = trim(input).toLowerCase();
    if (!text) return null;
    if (text.charAt(text.length - 1) === "%") {
      var number = trim(text.slice(0, -1)).replace(/,/g, ".");
      if (!/^(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/.test(number) || Number(number) > 100) return null;
      return { percent: Number(number) };
    }
    if (text.slice(0, 2) === "p." || text.slice(0, 2) === "p ") {
      var page = trim(text.slice(2));
      return /^[+-]?[0-9]+$/.test(page) && Number(page) >= 0 ? { page: Number(page) } : null;
    }
    if (digits(text)) return { page: Number(text) };
    var seconds = text.indexOf(":") >= 0 ? clockTime(text) : mediaTime(text.replace(/min/g, "m").replace(/ /g, ""));
    return seconds === null ? null : { time: seconds };
  }

  // The chapter a position is in (0 before chapter 1), the position a percentage stands for,
  // and where "up to chapter n" ends.
  function chapterAt(edition, position) {
    return edition.starts.filter(function (start) { return start <= position; }).length;
  }
  function positionOf(edition, progress) {
    if ("percent" in progress) return edition.end === null ? null : Math.ceil(progress.percent * edition.end / 100);
    if ("page" in progress) return edition.unit === "page" ? progress.page : null;
    return edition.unit === "time" ? progress.time : null;
  }
  function endOf(edition, chapter) {
    if (chapter < 1 || chapter > edition.starts.length) return null;
    if (chapter === edition.starts.length) return edition.end;
    return edition.unit === "page" ? edition.starts[chapter] - 1 : edition.starts[chapter];
  }
  function clock(seconds) {
    var minutes = Math.floor(seconds / 60) % 60, rest = seconds % 60;
    return Math.floor(seconds / 3600) + ":" + (minutes < 10 ? "0" : "") + minutes + (rest ? ":" + (rest < 10 ? "0" : "") + rest : "");
  }
  function upTo(edition, chapter) {
    var end = endOf(edition, chapter);
    if (end === null) return null;
    return edition.unit === "page" ? say("upTo.page", [end]) : say("upTo.time", [clock(end)]);
  }

  // The control, inside the gate's region: the edition, the place, a polite message.
  var form = make("form", "gate-form progress-form");
  var editionLabel = make("label", "", t.edition);
  editionLabel.htmlFor = "progress-edition";
  var select = make("select");
  select.id = "progress-edition";
  data.editions.forEach(function (edition) {
    var option = make("option", "", edition.title);
    option.value = edition.id;
    select.appendChild(option);
  });
  var placeLabel = make("label", "", t.place);
  placeLabel.htmlFor = "progress-place";
  var input = make("input");
  input.id = "progress-place";
  input.type = "text";
  input.autocomplete = "off";
  input.setAttribute("inputmode", "text");
  input.setAttribute("aria-describedby", "progress-hint");
  var hint = make("p", "gate-note", t.placeHint);
  hint.id = "progress-hint";
  var apply = make("button", "gate-button", t.apply);
  apply.type = "submit";
  form.append(editionLabel, select, placeLabel, input, apply);
  var message = make("p", "gate-status progress-message");
  message.setAttribute("role", "status");
  var heading = region.querySelector(".gate-form");
  region.insertBefore(form, heading.nextSibling);
  region.insertBefore(hint, form.nextSibling);
  region.insertBefore(message, hint.nextSibling);

  var chosen = read(editionKey);
  if (chosen && data.editions.some(function (edition) { return edition.id === chosen; })) select.value = chosen;
  function edition() {
    return data.editions.filter(function (each) { return each.id === select.value; })[0];
  }

  // The itinerary's targets in the chosen edition, and the catch-up line above them.
  var targets = (data.targets || []).map(function (target) {
    var item = document.getElementById(target.id);
    var line = item && item.querySelector(".event-chapters");
    if (!line) return null;
    var note = make("span", "edition-target");
    line.append(" ", note);
    return { target: target, item: item, note: note };
  }).filter(Boolean);
  var list = document.querySelector(".event-list");
  var catchUp = make("p", "catch-up");
  catchUp.setAttribute("aria-live", "polite");
  if (targets.length && list) list.parentNode.insertBefore(catchUp, list);
  function today() {
    var now = new Date();
    return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  }
  function named(time) {
    return new Intl.DateTimeFormat(document.documentElement.lang || undefined,
                                   { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(time));
  }
  // "18 pages a day to reach Thursday's target": the next target from today (on the
  // replay's days while replaying), the days to it (at least 1), rounded up.
  function catchUpLine(current, position) {
    var next = targets.map(function (entry) {
      return { entry: entry, day: day(entry.item.getAttribute("data-replay-day") || entry.target.date) };
    }).filter(function (each) { return each.day >= today(); }).sort(function (a, b) { return a.day - b.day; })[0];
    if (!next || position === null) return "";
    var end = endOf(current, next.entry.target.chapter);
    if (end === null) return "";
    var when = named(next.day);
    if (position >= end) return say("catchUp.ahead", [when]);
    var days = Math.max(1, Math.round((next.day - today()) / DAY));
    var amount = current.unit === "page" ? Math.ceil((end - position) / days) : Math.ceil((end - position) / 60 / days);
    var unit = current.unit === "page" ? "catchUp.pages" : "catchUp.minutes";
    return say(unit + (amount === 1 ? ".one" : ".other"), [amount, when]);
  }
  function showEdition(position) {
    var current = edition();
    targets.forEach(function (entry) {
      var end = upTo(current, entry.target.chapter);
      entry.note.textContent = end ? "· " + end : "";
    });
    catchUp.textContent = catchUpLine(current, position);
  }

  // Turns the place into a chapter and hands it to the gate; a message says why not.
  function reach(text, announce) {
    var current = edition();
    var progress = parse(text);
    var position = progress && positionOf(current, progress);
    if (!progress) {
      message.textContent = say("unreadable", [text]);
    } else if (position === null) {
      message.textContent = t[current.unit === "page" ? "wrongUnit.page" : "wrongUnit.time"];
    } else if (current.end !== null && position > current.end) {
      message.textContent = say("beyond", [text]);
      position = null;
    } else {
      var chapter = chapterAt(current, position);
      message.textContent = chapter === 0 ? t.reachedStart : say("reached", [chapter]);
      if (announce) document.dispatchEvent(new CustomEvent("readalong:reached", { detail: String(chapter) }));
    }
    showEdition(position);
    return position !== null;
  }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    keep(editionKey, select.value);
    if (!input.value.trim()) {
      keep(placeKey, null);
      message.textContent = "";
      showEdition(null);
      return;
    }
    if (reach(input.value, true)) keep(placeKey, input.value.trim());
  });
  select.addEventListener("change", function () {
    keep(editionKey, select.value);
    showEdition(null);
  });
  // A chapter chosen in the gate's own menu leaves the place behind.
  document.addEventListener("readalong:chapter", function () {
    keep(placeKey, null);
    input.value = "";
    message.textContent = "";
    showEdition(null);
  });
  // On a book's pages, until the reader sets a chapter or a place there: the furthest place
  // given in a room reading it, by position in the chosen edition (two pages of one chapter
  // differ), when the gate stands at its chapter (a chapter chosen in a room's menu may be
  // further).
  function furthestPlace() {
    if (data.room || read("readalong.chapter:" + data.book) !== null) return null;
    var current = edition(), best = null;
    (data.rooms || []).forEach(function (room) {
      var text = read("readalong.place:" + room), progress = text ? parse(text) : null;
      var position = progress ? positionOf(current, progress) : null;
      if (position === null || (current.end !== null && position > current.end)) return;
      if (best === null || position > best.position) best = { text: text, position: position };
    });
    var gate = document.getElementById("gate-chapter");
    return best && gate && gate.value === String(chapterAt(current, best.position)) ? best.text : null;
  }
  var saved = read(placeKey) || furthestPlace();
  if (saved) {
    input.value = saved;
    reach(saved, false);
  } else {
    showEdition(null);
  }
})();

/* end feature editions */
/* feature replay */
// Replaying a finished readalong. The page of a finished room leaves an empty, hidden element
// whose `data-replay` holds JSON: the room's key and zone, the day it started, the words in
// the site's language, and each event of the itinerary (its local day and time, its length
// and the texts of its calendar entry). The reader picks a day to start; the start event
// moves to it and every other event keeps its distance in days and its local time; the
// itinerary's dates change (the month calendars stay as published), a calendar file of the
// shifted events is made here, and the chapter gate, if unset, starts at "not started" so
// that each discussion opens as the reader reaches it. The day stays in this browser.
(function () {
  "use strict";
  var place = document.querySelector("[data-replay]");
  if (!place) return;
  var data;
  try { data = JSON.parse(place.getAttribute("data-replay")); } catch (error) { return; }
  var t = data.t, key = "readalong.replay:" + data.room, DAY = 86400000;
  var language = document.documentElement.lang || undefined;
  var make = readalongKit.make, day = readalongKit.day;
  function read() { return readalongKit.stored(key); }
  function keep(value) { readalongKit.store(key, value); }
  function pad(number) { return (number < 10 ? "0" : "") + number; }
  function dayText(time) {
    var date = new Date(time);
    return date.getUTCFullYear() + "-" + pad(date.getUTCMonth() + 1) + "-" + pad(date.getUTCDate());
  }
  function longDay(time) {
    return new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
      .format(new Date(time));
  }
  // The zone's offset from UTC at an instant, in milliseconds.
  function offsetAt(instant) {
    var parts = {};
    new Intl.DateTimeFormat("en-US", { timeZone: data.zone, hourCycle: "h23", year: "numeric", month: "numeric",
                                       day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" })
      .formatToParts(new Date(instant)).forEach(function (part) { parts[part.type] = Number(part.value); });
    return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - instant;
  }
  // The instant a wall time of the room's zone stands for (a skipped hour moves forward).
  function instantOf(wall) {
    var guess = wall - offsetAt(wall);
    return wall - offsetAt(guess);
  }
  // The events moved so that the start falls on `start` (a day): each with its new day,
  // and its start and end instants when timed.
  function shifted(start) {
    var by = start - day(data.start);
    return data.events.map(function (event) {
      var moved = day(event.date) + by;
      var from = event.time === null ? null : instantOf(moved + event.time * 1000);
      return { event: event, day: moved, from: from, to: from === null ? null : from + event.length * 1000 };
    });
  }

  // iCalendar (RFC 5545): escaped texts, lines folded at 75 octets, CRLF.
  function escaped(text) { return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n"); }
  function folded(line) {
    var out = "", size = 0;
    Array.from(line).forEach(function (character) {
      var width = new TextEncoder().encode(character).length;
      if (size + width > 75) { out += "\r\n "; size = 1; }
      out += character;
      size += width;
    });
    return out + "\r\n";
  }
  function stamp(instant) { return new Date(instant).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, ""); }
  function calendar(moves, start) {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Readalong//Readalong replay//EN", "CALSCALE:GREGORIAN",
                 "METHOD:PUBLISH", "X-WR-CALNAME:" + escaped(data.name)];
    var now = stamp(Date.now());
    moves.forEach(function (move) {
      var event = move.event;
      lines.push("BEGIN:VEVENT", "UID:replay-" + dayText(start) + "-" + event.uid, "DTSTAMP:" + now);
      if (move.from === null) {
        lines.push("DTSTART;VALUE=DATE:" + dayText(move.day).replace(/-/g, ""),
                   "DTEND;VALUE=DATE:" + dayText(move.day + DAY).replace(/-/g, ""));
      } else {
        lines.push("DTSTART:" + stamp(move.from), "DTEND:" + stamp(move.to));
      }
      lines.push("SUMMARY:" + escaped(event.summary), "DESCRIPTION:" + escaped(event.description));
      if (event.location !== null) lines.push("LOCATION:" + escaped(event.location));
      lines.push("URL:" + event.url, "END:VEVENT");
    });
    lines.push("END:VCALENDAR");
    return lines.map(folded).join("");
  }

  // The control, above the itinerary: a labelled region with a date, a polite status, the
  // calendar file and the way back.
  var input = make("input");
  input.type = "date";
  input.id = "replay-start";
  input.required = true;
  var panel = readalongKit.panel("replay", t, input), region = panel.region, form = panel.form, status = panel.status;
  var save = make("a", "replay-save", t.save);
  save.download = data.file;
  var reset = make("button", "replay-button replay-reset", t.reset);
  reset.type = "button";
  var actions = make("p", "replay-actions");
  actions.append(save, reset);
  actions.hidden = true;
  region.append(actions);
  place.parentNode.insertBefore(region, place);

  // Each event's date on the page as published, to come back to.
  var shown = data.events.map(function (event) {
    var item = document.getElementById(event.id);
    var time = item && item.querySelector(".event-when time");
    return time ? { item: item, time: time, datetime: time.getAttribute("datetime"), text: time.firstChild.textContent } : null;
  });
  var file = null;

  // `chosen`: the reader just picked the day (not a day restored from an earlier visit).
  function show(start, chosen) {
    var moves = shifted(start);
    moves.forEach(function (move, index) {
      var own = shown[index];
      if (!own) return;
      var datetime = dayText(move.day);
      if (move.event.time !== null) datetime += "T" + pad(Math.floor(move.event.time / 3600)) + ":" + pad(Math.floor(move.event.time / 60) % 60);
      own.time.setAttribute("datetime", datetime);
      own.time.firstChild.textContent = longDay(move.day) + (move.event.time === null ? "" : " · ");
      own.item.setAttribute("data-replay-day", dayText(move.day));
    });
    if (file) URL.revokeObjectURL(file);
    file = URL.createObjectURL(new Blob([calendar(moves, start)], { type: "text/calendar" }));
    save.href = file;
    actions.hidden = false;
    status.textContent = t.shifted.replace("%@", longDay(start));
    if (chosen) document.dispatchEvent(new CustomEvent("readalong:replay", { detail: { start: dayText(start) } }));
  }
  function unshift() {
    shown.forEach(function (own) {
      if (!own) return;
      own.time.setAttribute("datetime", own.datetime);
      own.time.firstChild.textContent = own.text;
      own.item.removeAttribute("data-replay-day");
    });
    if (file) URL.revokeObjectURL(file);
    file = null;
    save.removeAttribute("href");
    actions.hidden = true;
    status.textContent = "";
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.value)) return;
    keep(input.value);
    show(day(input.value), true);
  });
  reset.addEventListener("click", function () {
    keep(null);
    input.value = "";
    unshift();
    input.focus();
  });
  var saved = read();
  if (saved && /^\d{4}-\d{2}-\d{2}$/.test(saved)) {
    input.value = saved;
    show(day(saved), false);
  }
})();

/* end feature replay */
(function () {
  "use strict";
  var form = document.querySelector(".search-form");
  if (!form) return;
  var input = form.querySelector("input");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var LIMIT = 50;
  var files = {};
  var site = null;
  var chats = null;
  var generation = 0;

  function load(url) {
    if (!files[url]) {
      files[url] = fetch(url).then(function (response) {
        if (!response.ok) throw new Error(url + ": " + response.status);
        return response.json();
      });
    }
    return files[url];
  }

  // The folding of the page's language (SearchFolding in the build): Spanish keeps ñ apart
  // from n, Catalan reads the ela geminada (l·l) as ll; every language drops accents.
  var language = (document.documentElement.lang || "").split("-")[0].toLowerCase();
  function fold(text) {
    var folded = text.normalize("NFD");
    if (language === "es") folded = folded.replace(/([nN])\u0303/g, "$1\ue000");
    folded = folded.replace(/[\u0300-\u036f]/g, "");
    if (language === "es") folded = folded.replace(/n\ue000/g, "\u00f1").replace(/N\ue000/g, "\u00d1");
    if (language === "ca") folded = folded.replace(/([lL])[\u00b7\u2027]([lL])/g, "$1$2");
    return folded.toLowerCase();
  }

  // Scripts where one character is already a word worth looking up (CJK, kana, hangul).
  function wide(code) {
    return (code >= 0x1100 && code <= 0x11ff) || (code >= 0x2e80 && code <= 0x9fff) ||
      (code >= 0xa960 && code <= 0xa97f) || (code >= 0xac00 && code <= 0xd7ff) ||
      (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xffef) ||
      (code >= 0x20000 && code <= 0x3ffff);
  }

  // Some n-grams every text holding `word` has: up to four of its runs of three code
  // points, spread from its start to its end; or the two of a two-letter word, or a wide
  // character alone. A single narrow letter has none.
  function grams(word) {
    var points = Array.from(word.replace(/\u03c2/g, "\u03c3"));
    if (points.length >= 3) {
      var last = points.length - 3;
      var runs = [];
      for (var step = 0; step < 4; step += 1) {
        var at = Math.round(step * last / 3);
        var run = points.slice(at, at + 3).join("");
        if (runs.indexOf(run) === -1) runs.push(run);
      }
      return runs;
    }
    if (points.length === 2) return [points.join("")];
    return wide(points[0].codePointAt(0)) ? [points[0]] : [];
  }

  // 32-bit FNV-1a of the UTF-8 bytes, modulo the shard count (a power of two).
  function shardOf(gram, count) {
    var hash = 0x811c9dc5;
    new TextEncoder().encode(gram).forEach(function (byte) {
      hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    });
    return hash & (count - 1);
  }

  // The chunks that may hold every word, in index order, as [group, seq] pairs: those
  // listed under every n-gram of the words; every chunk when no word has an n-gram.
  function candidates(index, words) {
    var needed = [];
    words.forEach(function (word) {
      grams(word).forEach(function (gram) { if (needed.indexOf(gram) === -1) needed.push(gram); });
    });
    if (!needed.length) return Promise.resolve(index.all());
    return Promise.all(needed.map(function (gram) {
      return load(index.terms + shardOf(gram, index.shards) + ".json").then(function (shard) {
        var keys = [];
        (Object.prototype.hasOwnProperty.call(shard, gram) ? shard[gram] : []).forEach(function (group) {
          for (var at = 1; at < group.length; at += 1) keys.push(group[0] + "/" + group[at]);
        });
        return keys;
      });
    })).then(function (lists) {
      var rest = lists.slice(1).map(function (keys) { return new Set(keys); });
      return lists[0].filter(function (key) {
        return rest.every(function (set) { return set.has(key); });
      }).map(function (key) { return key.split("/").map(Number); });
    });
  }

  // The first LIMIT items matching every word, in index order: chunks are fetched a few
  // at a time and read in order, until enough are found or the query changes.
  function find(index, words, text, current) {
    return candidates(index, words).then(function (chunks) {
      var found = [];
      var next = 0;
      function step() {
        if (found.length >= LIMIT || next >= chunks.length || current !== generation) return found;
        // One chunk first (a common word is often all there), then more at a time.
        var batch = chunks.slice(next, next + Math.min(4, next + 1)).map(function (pair) {
          return load(index.url(pair[0], pair[1])).catch(function () { return []; });
        });
        next += batch.length;
        return Promise.all(batch).then(function (loaded) {
          loaded.forEach(function (chunk) {
            index.items(chunk).forEach(function (item) {
              if (found.length >= LIMIT) return;
              var haystack = fold(text(item));
              if (words.every(function (word) { return haystack.indexOf(word) !== -1; })) found.push(item);
            });
          });
          return step();
        });
      }
      return step();
    });
  }

  function siteIndex(data, url) {
    var base = new URL(url, window.location.href);
    return {
      shards: data.shards,
      terms: new URL(data.terms, base).href,
      all: function () {
        var pairs = [];
        for (var seq = 0; seq < data.count; seq += 1) pairs.push([0, seq]);
        return pairs;
      },
      url: function (group, seq) { return new URL(data.chunks + seq + ".json", base).href; },
      items: function (chunk) { return Array.isArray(chunk) ? chunk : []; }
    };
  }

  function chatIndex(data, url) {
    var base = new URL(url, window.location.href);
    // Each room's chunks in order: the pages of its transcripts, one after the other.
    var pages = data.rooms.map(function (room) {
      var list = [];
      room[1].forEach(function (chat) {
        for (var page = 1; page <= chat[1]; page += 1) list.push(chat[0] + "/" + page);
      });
      return list;
    });
    return {
      shards: data.shards,
      terms: new URL(data.terms, base).href,
      all: function () {
        var pairs = [];
        pages.forEach(function (list, group) {
          list.forEach(function (page, seq) { pairs.push([group, seq]); });
        });
        return pairs;
      },
      url: function (group, seq) {
        return new URL(data.chunks + data.rooms[group][0] + "/" + pages[group][seq] + ".json", base).href;
      },
      // A transcript page's messages: [text, date, anchor] and the language of a message
      // not in the page's, with the page's title, address and language once.
      items: function (chunk) {
        return (chunk.messages || []).map(function (message) {
          return { text: message[0], title: chunk.title, date: chunk.dates[message[1]], url: chunk.url + "#" + message[2],
                   lang: message[3] || chunk.lang };
        });
      }
    };
  }

  // A few words of the message around the first word searched for.
  function excerpt(text, word) {
    var at = fold(text).indexOf(word);
    var from = Math.max(0, at - 60);
    var part = text.slice(from, from + 160);
    return (from > 0 ? "…" : "") + part + (from + 160 < text.length ? "…" : "");
  }

  // A result: `titleLang` marks a site entry's title shown in the original's language,
  // `detailLang` a message written in a language of its own.
  function item(kind, url, title, detail, titleLang, detailLang) {
    var entry = document.createElement("li");
    var label = document.createElement("span");
    label.className = "search-kind";
    label.textContent = kind;
    var link = document.createElement("a");
    link.href = url;
    link.textContent = title;
    link.dir = "auto";
    if (titleLang) link.lang = titleLang;
    var more = document.createElement("span");
    more.className = "search-detail";
    more.dir = "auto";
    more.textContent = detail;
    if (detailLang) more.lang = detailLang;
    entry.append(label, link, more);
    return entry;
  }

  function render(words, found, said, loading) {
    list.textContent = "";
    found.forEach(function (entry) { list.appendChild(item(entry.kind, entry.url, entry.title, entry.detail, entry.lang)); });
    // Messages in the page's language first, then the others, each in the index's order.
    function inLanguage(message) { return (message.lang || "").split("-")[0].toLowerCase() === language; }
    said = said.filter(inLanguage).concat(said.filter(function (message) { return !inLanguage(message); }));
    said.forEach(function (message) {
      list.appendChild(item(form.dataset.message, message.url, message.title + " · " + message.date, excerpt(message.text, words[0]), null, message.lang));
    });
    var total = found.length + said.length;
    var text = total === 1 ? form.dataset.result : total ? form.dataset.results.replace("%@", total) : form.dataset.none;
    status.textContent = loading ? text + " " + form.dataset.loading : text;
  }

  function show(query) {
    generation += 1;
    var current = generation;
    var words = fold(query).split(/\s+/).filter(Boolean);
    if (!words.length) {
      list.textContent = "";
      status.textContent = form.dataset.ready;
      return;
    }
    var found = [];
    var said = [];
    var pending = 2;
    function done() {
      pending -= 1;
      if (current === generation) render(words, found, said, pending > 0);
    }
    find(site, words, function (entry) { return entry.title + " " + entry.detail + " " + entry.kind; }, current)
      .then(function (items) { found = items; }, function () {}).then(done);
    var chatsReady = chats || (form.dataset.chats ? load(form.dataset.chats).then(function (data) {
      chats = chatIndex(data, form.dataset.chats);
      return chats;
    }) : Promise.reject(new Error("no chats")));
    Promise.resolve(chatsReady).then(function (index) {
      return find(index, words, function (message) { return message.text; }, current);
    }).then(function (items) { said = items; }, function () {}).then(done);
  }

  var typing = null;
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  load(form.dataset.index).then(function (data) {
    site = siteIndex(data, form.dataset.index);
    var initial = new URLSearchParams(window.location.search).get("q") || "";
    // Keep whatever the reader typed while the index was loading.
    if (initial && !input.value) input.value = initial;
    show(input.value);
    input.addEventListener("input", function () {
      // Fetch for the word typed, not for every letter on the way to it.
      clearTimeout(typing);
      typing = setTimeout(function () { show(input.value); }, 150);
    });
  }).catch(function () {
    status.textContent = form.dataset.none;
  });
})();

/* feature offline */
// Offline reading (site.yml `offline`): a page that links the web app manifest names the
// site's service worker, which is registered here. Pages shown by the preview server carry
// `data-preview` on <html>: there no worker is registered, and one left by an earlier visit
// to a built copy on the same address is removed, so that every edit shows.
(function () {
  "use strict";
  var link = document.querySelector("link[rel=manifest][data-worker]");
  if (!link || !("serviceWorker" in navigator)) return;
  if (document.documentElement.hasAttribute("data-preview")) {
    navigator.serviceWorker.getRegistrations().then(function (registrations) {
      registrations.forEach(function (registration) { registration.unregister(); });
    });
    return;
  }
  navigator.serviceWorker.register(link.getAttribute("data-worker")).catch(function () {});
})();

/* end feature offline */
// The filter of /rooms/: when the page holds every listed room, the filter links narrow
// the cards in place instead of opening the filtered lists (which remain for readers
// without this script). Choices of different facets combine; the counts follow the
// other facets' choices; the choice is kept in the address's fragment (#genre=novel).
(function () {
  "use strict";
  var nav = document.querySelector("nav[data-room-filter]");
  if (!nav) return;
  var cards = Array.prototype.slice.call(document.querySelectorAll("article.room-card[data-status]"));
  var links = Array.prototype.slice.call(nav.querySelectorAll("a[data-facet]"));
  var all = nav.querySelector(".filter-all a");
  var result = document.querySelector("[data-filter-result]");
  var chosen = {};

  function has(card, facet, value) {
    var own = card.getAttribute("data-" + facet) || "";
    return facet === "genre" ? own.split(" ").indexOf(value) >= 0 : own === value;
  }

  function matches(card, choice) {
    return Object.keys(choice).every(function (facet) { return has(card, facet, choice[facet]); });
  }

  function apply() {
    var shown = 0;
    cards.forEach(function (card) {
      card.hidden = !matches(card, chosen);
      if (!card.hidden) shown += 1;
    });
    var filtering = Object.keys(chosen).length > 0;
    document.querySelectorAll("section[data-group]").forEach(function (section) {
      section.hidden = filtering && !section.querySelector("article.room-card:not([hidden])");
    });
    links.forEach(function (link) {
      var facet = link.getAttribute("data-facet");
      var value = link.getAttribute("data-value");
      var choice = {};
      Object.keys(chosen).forEach(function (key) { if (key !== facet) choice[key] = chosen[key]; });
      choice[facet] = value;
      link.querySelector(".count").textContent = cards.filter(function (card) { return matches(card, choice); }).length;
      if (chosen[facet] === value) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    });
    if (filtering) all.removeAttribute("aria-current");
    else all.setAttribute("aria-current", "page");
    if (result) {
      var text = nav.getAttribute(shown === 1 ? "data-shown-one" : "data-shown-other");
      result.textContent = filtering ? text.replace("%@", shown) : "";
    }
    var fragment = Object.keys(chosen).sort().map(function (facet) {
      return encodeURIComponent(facet) + "=" + encodeURIComponent(chosen[facet]);
    }).join("&");
    history.replaceState(null, "", fragment ? "#" + fragment : location.pathname + location.search);
  }

  links.forEach(function (link) {
    link.addEventListener("click", function (event) {
      event.preventDefault();
      var facet = link.getAttribute("data-facet");
      var value = link.getAttribute("data-value");
      if (chosen[facet] === value) delete chosen[facet];
      else chosen[facet] = value;
      apply();
    });
  });
  all.addEventListener("click", function (event) {
    event.preventDefault();
    chosen = {};
    apply();
  });

  // A fragment naming known choices (#genre=novel&language=ca) selects them; any other
  // fragment (#main of the skip link) is left alone.
  function fromFragment() {
    var choice = {};
    var known = location.hash.slice(1).split("&").every(function (pair) {
      var parts = pair.split("=");
      if (parts.length !== 2) return false;
      var facet = decodeURIComponent(parts[0]);
      var value = decodeURIComponent(parts[1]);
      choice[facet] = value;
      return links.some(function (link) {
        return link.getAttribute("data-facet") === facet && link.getAttribute("data-value") === value;
      });
    });
    if (!known) return;
    chosen = choice;
    apply();
  }
  window.addEventListener("hashchange", fromFragment);
  if (location.hash.length > 1) fromFragment();
})();

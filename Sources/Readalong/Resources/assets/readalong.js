// Readalong: progressive enhancement only. Every page works without this file; it adds
// the search of /search/ over a small JSON index, and over the chats once someone searches.
(function () {
  "use strict";
  var form = document.querySelector(".search-form");
  if (!form) return;
  var input = form.querySelector("input");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var entries = null;
  // What was said in public rooms: a list of small chunk files, fetched only once someone
  // searches, a few at a time, each searched as it arrives.
  var messages = [];
  var chats = { started: false, pending: 0 };

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  function loadChats() {
    if (chats.started || !form.dataset.chats) return;
    chats.started = true;
    chats.pending = 1;
    fetch(form.dataset.chats).then(function (response) { return response.json(); }).then(function (urls) {
      var queue = urls.slice();
      chats.pending = queue.length;
      function next() {
        var url = queue.shift();
        if (!url) return;
        fetch(url).then(function (response) { return response.json(); }).then(function (chunk) {
          chunk.forEach(function (message) { message.folded = fold(message.text); });
          messages = messages.concat(chunk);
        }).catch(function () {}).then(function () {
          chats.pending -= 1;
          show(input.value);
          next();
        });
      }
      for (var lane = 0; lane < 6; lane += 1) next();
      if (!queue.length && !chats.pending) show(input.value);
    }).catch(function () {
      chats.pending = 0;
      show(input.value);
    });
  }

  // A few words of the message around the first word searched for.
  function excerpt(text, word) {
    var at = fold(text).indexOf(word);
    var from = Math.max(0, at - 60);
    var part = text.slice(from, from + 160);
    return (from > 0 ? "…" : "") + part + (from + 160 < text.length ? "…" : "");
  }

  function item(kind, url, title, detail) {
    var entry = document.createElement("li");
    var label = document.createElement("span");
    label.className = "search-kind";
    label.textContent = kind;
    var link = document.createElement("a");
    link.href = url;
    link.textContent = title;
    link.dir = "auto";
    var more = document.createElement("span");
    more.className = "search-detail";
    more.dir = "auto";
    more.textContent = detail;
    entry.append(label, link, more);
    return entry;
  }

  function show(query) {
    list.textContent = "";
    var words = fold(query).split(/\s+/).filter(Boolean);
    if (!words.length) {
      status.textContent = form.dataset.ready;
      return;
    }
    loadChats();
    var found = entries.filter(function (entry) {
      var haystack = fold(entry.title + " " + entry.detail + " " + entry.kind);
      return words.every(function (word) { return haystack.indexOf(word) !== -1; });
    }).slice(0, 50);
    var said = messages.filter(function (message) {
      return words.every(function (word) { return message.folded.indexOf(word) !== -1; });
    }).slice(0, 50);
    found.forEach(function (entry) { list.appendChild(item(entry.kind, entry.url, entry.title, entry.detail)); });
    said.forEach(function (message) {
      list.appendChild(item(form.dataset.message, message.url, message.title + " · " + message.date, excerpt(message.text, words[0])));
    });
    var total = found.length + said.length;
    var text = total ? form.dataset.results.replace("%@", total) : form.dataset.none;
    status.textContent = chats.pending > 0 ? text + " " + form.dataset.loading : text;
  }

  form.addEventListener("submit", function (event) { event.preventDefault(); });
  fetch(form.dataset.index).then(function (response) { return response.json(); }).then(function (data) {
    entries = data;
    var initial = new URLSearchParams(window.location.search).get("q") || "";
    // Keep whatever the reader typed while the index was loading.
    if (initial && !input.value) input.value = initial;
    show(input.value);
    input.addEventListener("input", function () { show(input.value); });
  }).catch(function () {
    status.textContent = form.dataset.none;
  });
})();

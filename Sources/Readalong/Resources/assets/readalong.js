// Readalong: progressive enhancement only. Every page works without this file; it adds
// the search of /search/ over a small JSON index.
(function () {
  "use strict";
  var form = document.querySelector(".search-form");
  if (!form) return;
  var input = form.querySelector("input");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var entries = null;

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  function show(query) {
    list.textContent = "";
    var words = fold(query).split(/\s+/).filter(Boolean);
    if (!words.length) {
      status.textContent = form.dataset.ready;
      return;
    }
    var found = entries.filter(function (entry) {
      var haystack = fold(entry.title + " " + entry.detail + " " + entry.kind);
      return words.every(function (word) { return haystack.indexOf(word) !== -1; });
    }).slice(0, 50);
    found.forEach(function (entry) {
      var item = document.createElement("li");
      var kind = document.createElement("span");
      kind.className = "search-kind";
      kind.textContent = entry.kind;
      var link = document.createElement("a");
      link.href = entry.url;
      link.textContent = entry.title;
      link.dir = "auto";
      var detail = document.createElement("span");
      detail.className = "search-detail";
      detail.textContent = entry.detail;
      item.append(kind, link, detail);
      list.appendChild(item);
    });
    status.textContent = found.length ? form.dataset.results.replace("%@", found.length) : form.dataset.none;
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

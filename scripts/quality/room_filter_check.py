"""The in-place filter of /rooms/ in the browser (used by browser_checks.py).

With the script, clicking a filter link narrows the cards on /rooms/ instead of leaving the
page: every card still shown has the chosen values, every hidden card lacks one, the counts
on the links are the number of cards each would leave, the live region says how many rooms
are shown, the choice is kept in the fragment (#language=en) and a fresh load of that
address shows the same cards. "All rooms" brings every card back.
"""
import time


def _state(d):
    return d.execute_script("""
        var cards = Array.prototype.slice.call(document.querySelectorAll('article.room-card[data-status]'));
        return {
          shown: cards.filter(function (c) { return !c.hidden && c.offsetParent !== null; }).map(function (c) {
            return {status: c.dataset.status, genre: c.dataset.genre.split(' '), language: c.dataset.language,
                    joining: c.dataset.joining};
          }),
          hidden: cards.filter(function (c) { return c.hidden; }).length,
          total: cards.length,
          result: (document.querySelector('[data-filter-result]') || {}).textContent || '',
          hash: location.hash,
          path: location.pathname,
          counts: Array.prototype.slice.call(document.querySelectorAll('nav[data-room-filter] a[data-facet]')).map(function (a) {
            return [a.dataset.facet, a.dataset.value, a.querySelector('.count').textContent, a.getAttribute('aria-current')];
          })
        };""")


def _has(card, facet, value):
    return value in card["genre"] if facet == "genre" else card[facet] == value


def _click(d, facet, value):
    link = d.find_element("css selector", f'nav[data-room-filter] a[data-facet="{facet}"][data-value="{value}"]')
    d.execute_script("arguments[0].closest('details').open = true;", link)
    link.click()
    time.sleep(0.2)


def check_room_filter(d, base, check, choices=(("language", "en"), ("genre", "novel-la"))):
    d.get(base + "/rooms/")
    time.sleep(0.3)
    start = _state(d)
    check(start["total"] > 0 and start["hidden"] == 0, "room filter: every card shown at first",
          f"{start['total']} cards, {start['hidden']} hidden")
    chosen = {}
    for facet, value in choices:
        _click(d, facet, value)
        chosen[facet] = value
        state = _state(d)
        wrong = [c for c in state["shown"] if not all(_has(c, f, v) for f, v in chosen.items())]
        check(not wrong and state["path"] == "/rooms/", f"room filter: {facet}={value} keeps matching cards in place",
              f"{len(state['shown'])} shown, {state['hidden']} hidden, at {state['path']}{state['hash']}", extra=wrong)
        expected_hidden = state["total"] - len(state["shown"])
        check(state["hidden"] == expected_hidden and str(len(state["shown"])) in state["result"],
              f"room filter: {facet}={value} announces the rooms shown", repr(state["result"]))
        current = [c for c in state["counts"] if c[3] == "true"]
        check(sorted((c[0], c[1]) for c in current) == sorted(chosen.items()), f"room filter: {facet}={value} marks the chosen links",
              repr(current))
        for f, v, count, _ in state["counts"]:
            trial = dict(chosen)
            trial[f] = v
            # The count a link shows is what choosing it would leave among all cards.
            all_cards = d.execute_script("""return Array.prototype.slice.call(document.querySelectorAll('article.room-card[data-status]')).map(function (c) {
                return {status: c.dataset.status, genre: c.dataset.genre.split(' '), language: c.dataset.language, joining: c.dataset.joining}; });""")
            want = sum(1 for c in all_cards if all(_has(c, k, x) for k, x in trial.items()))
            if str(want) != count:
                check(False, f"room filter: count of {f}={v}", f"shows {count}, would leave {want}")
                break
        else:
            check(True, f"room filter: counts follow {facet}={value}")
    kept = _state(d)
    d.get(base + "/rooms/" + kept["hash"])
    time.sleep(0.3)
    again = _state(d)
    check(again["shown"] == kept["shown"] and again["hash"] == kept["hash"], "room filter: the fragment restores the choice",
          f"{kept['hash']}: {len(kept['shown'])} then {len(again['shown'])} shown")
    d.find_element("css selector", "nav[data-room-filter] .filter-all a").click()
    time.sleep(0.2)
    cleared = _state(d)
    check(cleared["hidden"] == 0 and cleared["hash"] == "" and cleared["result"] == "", "room filter: all rooms brings every card back",
          f"{cleared['hidden']} hidden, hash {cleared['hash']!r}")

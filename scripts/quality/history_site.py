#!/usr/bin/env python3
"""A club with years of history, for trying long lists, every index and the search by hand.

usage: history_site.py OUT_DIR

Writes OUT_DIR/content (deterministic): 2,000 books with Chinese, Arabic and Russian genres
and topics beside Catalan ones; 300 members, one who left (`marxat`) and one erased
(`oblidada`); a public room (`gran`) with 200 transcripts and a 20,000-message chat
(`marato`) holding spoiler messages, inline spoilers and hidden messages; an unlisted, a
private and an anonymous room, each saying a word no other room says; 30 finished rooms;
a planned room without `schedule.yml`; and `vell-llibre` and `jordi`, ready to be renamed
with `publish rename` (see the printed commands). Words said only where search must not
look: Spoilerparaula, Inlinesecret, Amagadaparaula, Paraulaunlisted, Paraulaprivada,
Paraulaanonima. Said in public: Xiuxiuejant (once, in the 20,000-message chat).
"""
import datetime as dt
import os
import sys

GENRES = ["novel·la", "科幻", "فانتازيا", "Научная фантастика", "assaig", "poesia"]
TOPICS = ["memòria", "東京", "حرب", "Война", "amistat"]
WORDS = ("llibre capítol personatge història final amistat viatge memòria ciutat mar muntanya "
         "família secret carta somni temps llum ombra winter letter garden river island").split()


def write(root, path, text):
    full = os.path.join(root, "content", path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(text)


def said(n):
    return " ".join(WORDS[(n * 7 + k * 3) % len(WORDS)] for k in range(6 + n % 5)).capitalize() + "."


def schedule(start, end):
    return f"timezone: Europe/Madrid\nevents:\n  - kind: start\n    date: {start}\n  - kind: end\n    date: {end}\n"


def main(argv):
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    root = argv[0]
    write(root, "site.yml", "title: Club d'anys\nbase_url: https://anys.example.org/\nlanguage: ca\n"
                            "timezone: Europe/Madrid\n")
    for n in range(1, 2001):
        slug = "vell-llibre" if n == 2 else f"b{n:04d}"
        genres = f"[{GENRES[n % len(GENRES)]}, {GENRES[(n // 7) % len(GENRES)]}]"
        write(root, f"books/{slug}.md", f"---\ntitle: {said(n)[:-1]} {n}\nauthors: [Autora {n % 97}]\n"
                                        f"genres: {genres}\ntopics: [{TOPICS[n % len(TOPICS)]}]\n---\n")
    handles = [f"m{n:03d}" for n in range(1, 298)] + ["jordi", "marxat", "oblidada"]
    for handle in handles:
        extra = {"marxat": "left: 2026-06-30\n", "oblidada": "left: 2026-05-01\nerase: true\n"}.get(handle, "")
        name = {"jordi": "Jordi Puig", "marxat": "Marc Sala", "oblidada": "Olga Dalmau"}.get(handle, f"Membre {handle}")
        write(root, f"members/{handle}.md", f"---\nname: {name}\n{extra}---\n")
    roster = handles[1:40] + ["jordi", "marxat", "oblidada"]
    write(root, "rooms/gran/index.md", f"---\nbook: b0001\nhost: m001\nmembers: [{', '.join(roster)}]\n---\nLa sala gran.\n")
    write(root, "rooms/gran/schedule.yml", schedule("2026-01-10", "2026-12-20"))
    # The 20,000-message chat: 200 messages a day for 100 days, in the daytime.
    lines = ["---", "date: 2026-01-10", "title: La marató", "---"]
    day = dt.date(2026, 1, 10)
    for n in range(20000):
        if n and n % 200 == 0:
            day += dt.timedelta(days=1)
            lines.append(f"## {day.isoformat()}")
        minute = 8 * 60 + (n % 200) * 4  # 08:00 to 21:16: no clock change in the way
        sender = ["m001", "m002", "jordi", "m003", "marxat", "oblidada"][n % 6]
        if sender in ("marxat", "oblidada") and day >= dt.date(2026, 4, 1):
            sender = "m004"
        flag, text = "", said(n)
        if n % 1000 == 17:
            flag, text = " [spoiler]", "Spoilerparaula al final del llibre."
        elif n % 1000 == 18:
            flag, text = " [hidden]", "Amagadaparaula retirada."
        elif n % 1000 == 19:
            text = "Diu que ||Inlinesecret passa al final|| i prou."
        elif n == 12345:
            text = "Xiuxiuejant el final, sense dir res."
        lines.append(f"{minute // 60:02d}:{minute % 60:02d} {sender}{flag}: {text}")
    write(root, "rooms/gran/chat/marato.md", "\n".join(lines) + "\n")
    for n in range(1, 201):
        date = dt.date(2026, 4, 21) + dt.timedelta(days=n)
        body = "\n".join(f"19:{k:02d} {['m001', 'm005', 'm006'][k % 3]}: {said(n + k)}" for k in range(10))
        write(root, f"rooms/gran/chat/sessio-{n:03d}.md", f"---\ndate: {date.isoformat()}\n---\n{body}\n")
    for slug, extra, word in [("amagada", "visibility: unlisted\n", "Paraulaunlisted"),
                              ("tancada", "visibility: private\n", "Paraulaprivada"),
                              ("anonima", "anonymous: true\n", "Paraulaanonima")]:
        write(root, f"rooms/{slug}/index.md", f"---\nbook: b0003\nhost: m001\nmembers: [m002]\n{extra}---\n")
        write(root, f"rooms/{slug}/schedule.yml", schedule("2026-11-01", "2026-12-01"))
        write(root, f"rooms/{slug}/chat/xat.md", f"---\ndate: 2026-11-05\n---\n19:00 m002: {word} aquí.\n")
    for n in range(1, 31):
        start = dt.date(2024, 1, 1) + dt.timedelta(days=20 * n)
        write(root, f"rooms/acabada-{n:02d}/index.md", f"---\nbook: b{n + 10:04d}\nhost: m010\nmembers: [m011]\n---\n")
        write(root, f"rooms/acabada-{n:02d}/schedule.yml", schedule(start.isoformat(), (start + dt.timedelta(days=15)).isoformat()))
    write(root, "rooms/propera/index.md", "---\nbook: vell-llibre\nhost: jordi\nmembers: [m020]\n---\nDates per anunciar.\n")
    print("then: git init, commit, and `publish rename book vell-llibre llibre-nou`, "
          "`publish rename member jordi jordi-vila` (committing between them)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Malformed-input gate: feeds `publish check` at least 500 broken sites and asserts that
it never crashes or hangs, exits 0 or 1, and names the broken file when it reports errors.

Usage: run.py PUBLISH_BINARY [--count N] [--seed S]
The variants are generated deterministically from a small valid site: truncated and
shuffled YAML, wrong types, binary junk, huge lines, deep nesting, invalid UTF-8 and odd
transcript lines. The last line is `malformed: N passed, M failed`.
"""
import concurrent.futures
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

BASE = {
    "content/site.yml": "title: Club\nbase_url: https://club.example.org/\nlanguage: ca\ntimezone: Europe/Madrid\n",
    "content/books/solitud.md": "---\ntitle: Solitud\nauthors: [Víctor Català]\nisbn: \"978-84-9759-329-8\"\npages: 288\ngenres: [novel·la]\n---\nUna dona a la muntanya.\n",
    "content/members/marta.md": "---\nname: Marta Puig\nfriends: [joan]\nemail: marta@example.org\n---\nLectora.\n",
    "content/members/joan.md": "---\nname: Joan Vila\n---\n",
    "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan]\nratings:\n  joan: 4\n---\nLlegim *Solitud*.\n",
    "content/rooms/tardor/schedule.yml": "timezone: Europe/Madrid\nevents:\n  - kind: start\n    date: 2026-11-01\n  - id: debat-1\n    kind: discussion\n    date: 2026-11-12 18:00\n    duration: 90m\n    chapters: 1-10\n    location: https://meet.example.org/club\n  - kind: end\n    date: 2026-12-01\n",
    "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\nevent: debat-1\npolls:\n  - question: Quin final?\n    at: \"18:30\"\n    options:\n      - text: El primer\n        votes: [joan]\n---\n18:02 marta: Benvinguts!\n18:03 joan [spoiler]: ||La Mila|| marxa.\n  continua\n## 2026-11-13\n09:15 marta [edited]: Bon dia\n",
    "content/pages/sobre.md": "---\ntitle: Sobre\nmenu: 1\n---\nSom un club.\n",
}

ODD_LINES = [b"  ", b"## ", b"## 2026-02-30", b"99:99 marta: x", b"18:00 [", b"18:00 marta [spoiler: x", b"18:00 marta [,,]: x",
             b"\t\tcontinua", b"key: : :", b"- - - -", b"&a *a", b"\"unterminated", b"18:00 Marta Puig: hola", b"---",
             b"18:00:61 joan: x", b"00:00 joan", b"{{site.title}}", b"18:00 joan [hidden, spoiler, edited, x]: y",
             b"? complex key", b"!!binary aGVsbG8=", b"%YAML 1.2", b"<<: *a", b"\xef\xbb\xbf---"]
WRONG_VALUES = [b"[a, b]", b"{a: 1}", b"~", b"''", b"-1", b"99999999999999999999999", b"true", b"2026-13-45", b"\"\\u0000\"",
                b"|\n  block", b"&x [*x]", b"0x1F", b".inf", b"[[[]]]"]


def mutate(rng, data):
    op = rng.randrange(12)
    lines = data.split(b"\n")
    if op == 0:
        return data[: rng.randrange(len(data) + 1)], "truncated"
    if op == 1:
        rng.shuffle(lines)
        return b"\n".join(lines), "shuffled lines"
    if op == 2:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 3000))), "binary junk"
    if op == 3:
        pos = rng.randrange(len(data) + 1)
        return data[:pos] + bytes([rng.choice([0x80, 0xC3, 0xE2, 0xF0, 0xFF, 0xC0])]) * rng.randrange(1, 4) + data[pos:], "invalid UTF-8"
    if op == 4:
        return data + b"\n" + rng.choice([b"x", b"18:00 joan: ", b"# "]) * rng.randrange(100000, 400000) + b"\n", "huge line"
    if op == 5:
        depth = rng.randrange(50, 20000)
        return b"---\ntitle: " + b"[" * depth + b"]" * rng.randrange(depth + 1) + b"\n---\n", "deep nesting"
    if op == 6:
        k = rng.randrange(len(lines))
        lines[k] = rng.choice(ODD_LINES) + lines[k]
        return b"\n".join(lines), "odd line"
    if op == 7:
        candidates = [i for i, line in enumerate(lines) if b": " in line]
        if candidates:
            k = rng.choice(candidates)
            key = lines[k].split(b": ", 1)[0]
            lines[k] = key + b": " + rng.choice(WRONG_VALUES)
        return b"\n".join(lines), "wrong type"
    if op == 8:
        return data.replace(b"---", b"--", rng.randrange(1, 3)), "broken fences"
    if op == 9:
        return data.replace(b"\n", b"\r", rng.randrange(1, 20)), "stray carriage returns"
    if op == 10:
        return b"---\n" + b"- " * rng.randrange(10, 5000) + b"x\n---\n", "nested block lists"
    return b"\x00" * rng.randrange(1, 100) + data, "NUL bytes"


def write_site(root, files):
    for path, data in files.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)


def run_variant(args):
    binary, index, seed = args
    rng = random.Random(seed * 100003 + index)
    files = {path: text.encode() for path, text in BASE.items()}
    victims = rng.sample(sorted(files), rng.choice([1, 1, 1, 2]))
    kinds = []
    for victim in victims:
        files[victim], kind = mutate(rng, files[victim])
        kinds.append(kind)
    root = tempfile.mkdtemp(prefix="readalong-malformed-")
    try:
        write_site(root, files)
        try:
            run = subprocess.run([binary, "check", "--site", root, "--format", "json", "--now", "2026-11-22", "--lang", "en"],
                                 capture_output=True, timeout=30)
        except subprocess.TimeoutExpired:
            return index, False, f"hang on {victims} ({kinds})"
        if run.returncode not in (0, 1):
            return index, False, f"exit {run.returncode} on {victims} ({kinds}): {run.stderr[-300:]!r}"
        try:
            report = json.loads(run.stdout)
        except ValueError:
            return index, False, f"output is not JSON for {victims} ({kinds})"
        named = {d["file"] for d in report["diagnostics"]}
        if run.returncode == 1 and not any(v in named for v in victims):
            return index, False, f"errors reported, but none names {victims} ({kinds}): {sorted(named)}"
        if report["errors"] != sum(d["severity"] == "error" for d in report["diagnostics"]):
            return index, False, "error count does not match the diagnostics"
        return index, True, ""
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main():
    binary = os.path.abspath(sys.argv[1])
    count = int(sys.argv[sys.argv.index("--count") + 1]) if "--count" in sys.argv else 520
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 47
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for index, ok, message in pool.map(run_variant, [(binary, i, seed) for i in range(count)]):
            if ok:
                passed += 1
            else:
                failed += 1
                print(f"variant {index}: {message}")
    print(f"malformed: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""What publishing a site in three languages costs: the same site built as `languages: [ca]`,
as `languages: [ca, es, en]` with no translation (every page of Spanish and English a
fallback), and as `[ca, es, en]` with a Spanish and an English translation of every book,
room, page, news item, list, pick and member's biography (the original's title with
` (es)` or ` (en)` added, and its text).

Usage: scripts/bench/languages.py PUBLISH_BINARY [--site DIR] [--runs N] [--work DIR]

PUBLISH_BINARY should be a release build (`swift build -c release --product publish`).
--site is the site to copy (default: this repository, whose content/ is the sample club;
its site.yml must say `language:`). The copies go in --work (default
/tmp/readalong-languages). Each run builds every variant cold (output and staging moved
aside first), one variant after the other, so a busy machine slows them alike; the report
gives, per variant, the medians of wall time and of CPU time (user plus system, from
/usr/bin/time) and the number of HTML pages published.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys

import yaml

NOW = "2026-11-22"
LANGUAGES = ["es", "en"]
# Folders whose Markdown files (outside chats) are translatable, and the front-matter keys
# a translation may give.
TRANSLATABLE = {"books": ["title", "subtitle"], "rooms": ["title"], "pages": ["title", "description"],
                "news": ["title"], "lists": ["title"], "picks": ["title"], "members": []}


def originals(content):
    """Every translatable original under `content`, with the keys its translation may give."""
    for folder, keys in TRANSLATABLE.items():
        for directory, subfolders, files in os.walk(os.path.join(content, folder)):
            subfolders[:] = [name for name in subfolders if name != "chat"]
            for name in sorted(files):
                if name.endswith(".md") and name.count(".") == 1 and name != "notes.md":
                    yield os.path.join(directory, name), keys


def translate(path, keys, language):
    """Writes the translation of the original at `path` into `language` beside it."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    match = re.match(r"---\n(.*?\n)---\n?(.*)", text, re.S)
    if not match:
        return
    front = yaml.safe_load(match.group(1)) or {}
    lines = [f"{key}: {json.dumps(f'{front[key]} ({language})', ensure_ascii=False)}" for key in keys if isinstance(front.get(key), str)]
    with open(path[:-3] + f".{language}.md", "w", encoding="utf-8") as f:
        f.write("---\n" + "".join(line + "\n" for line in lines) + "---\n" + match.group(2))


def variant(source, work, name, languages, translated):
    """A copy of the site at `source` as `work/name`, with `languages` and maybe translations."""
    site = os.path.join(work, name)
    shutil.rmtree(site, ignore_errors=True)
    shutil.copytree(source, site, ignore=shutil.ignore_patterns(".git", ".build", "output", ".output.staging", "Sources", "Tests",
                                                                 "scripts", "docs"))
    settings = os.path.join(site, "content", "site.yml")
    with open(settings, encoding="utf-8") as f:
        text = f.read()
    text, count = re.subn(r"^language: *(\S+)$", lambda m: f"languages: [{', '.join(languages)}]", text, flags=re.M)
    if count != 1:
        sys.exit(f"languages.py: {settings} has no single `language:` line")
    with open(settings, "w", encoding="utf-8") as f:
        f.write(text)
    if translated:
        for path, keys in list(originals(os.path.join(site, "content"))):
            for language in languages[1:]:
                translate(path, keys, language)
    return site


def build(binary, site):
    """One cold build: (wall seconds, CPU seconds, HTML pages)."""
    for name in ("output", ".output.staging"):
        if os.path.exists(os.path.join(site, name)):
            os.rename(os.path.join(site, name), os.path.join(site, f"{name}.old"))
    run = subprocess.run(["/usr/bin/time", "-f", "TIME %e %U %S", binary, "build", "--site", site, "--now", NOW, "--lang", "en"],
                         capture_output=True, text=True)
    for name in ("output", ".output.staging"):
        shutil.rmtree(os.path.join(site, f"{name}.old"), ignore_errors=True)
    if run.returncode != 0:
        sys.exit(f"languages.py: {site} does not build:\n{run.stdout[-2000:]}{run.stderr[-2000:]}")
    wall, user, system = map(float, re.search(r"TIME (\S+) (\S+) (\S+)", run.stderr).groups())
    pages = sum(name.endswith(".html") for _, _, files in os.walk(os.path.join(site, "output")) for name in files)
    return wall, user + system, pages


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--site", default=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--work", default="/tmp/readalong-languages")
    options = parser.parse_args()
    os.makedirs(options.work, exist_ok=True)
    variants = [("one language", variant(options.site, options.work, "one", ["ca"], False)),
                ("three, no translation", variant(options.site, options.work, "three", ["ca"] + LANGUAGES, False)),
                ("three, translated", variant(options.site, options.work, "translated", ["ca"] + LANGUAGES, True))]
    times = {name: [] for name, _ in variants}
    pages = {}
    for _ in range(options.runs):
        for name, site in variants:
            wall, cpu, count = build(os.path.abspath(options.binary), site)
            times[name].append((wall, cpu))
            pages[name] = count
    base = statistics.median(cpu for _, cpu in times["one language"])
    print("| site | HTML pages | wall (median) | CPU (median) | CPU vs one language |")
    print("|---|---|---|---|---|")
    for name, _ in variants:
        wall = statistics.median(w for w, _ in times[name])
        cpu = statistics.median(c for _, c in times[name])
        print(f"| {name} | {pages[name]} | {wall:.2f} s | {cpu:.2f} s | {cpu / base:.2f}× |")


if __name__ == "__main__":
    main()

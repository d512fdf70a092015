"""Pass/fail bookkeeping shared by the Python quality gates."""
import sys
import time


class Results:
    """Counts checks, prints one line per check, and ends with `NAME: N passed, M failed`."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}: {detail}" if detail else f"FAIL {name}")
        sys.stdout.flush()
        return ok

    def problems(self, name, problems, limit=10):
        """One check from a list of problems (an empty list passes)."""
        if not problems:
            return self.check(name, True)
        shown = "\n    ".join(problems[:limit])
        more = f"\n    … and {len(problems) - limit} more" if len(problems) > limit else ""
        return self.check(name, False, f"{len(problems)} problem(s)\n    {shown}{more}")


def publish_binary(argv, usage):
    """The executable named by the only argument, or None after printing why not."""
    import os
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        print(usage, file=sys.stderr)
        return None
    binary = os.path.abspath(argv[1])
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        print(f"{os.path.basename(argv[0])}: {argv[1]} is not an executable file", file=sys.stderr)
        return None
    return binary


class CopiedSite:
    """`with CopiedSite(source, "readalong-x-") as (tmp, site):` a throw-away copy of a test
    site (symbolic links kept as links) in a fresh temporary folder, removed afterwards."""

    def __init__(self, source, prefix):
        self.source = source
        self.prefix = prefix
        self.tmp = None

    def __enter__(self):
        import os
        import shutil
        import tempfile
        self.tmp = tempfile.mkdtemp(prefix=self.prefix)
        site = os.path.join(self.tmp, "site")
        shutil.copytree(self.source, site, symlinks=True)
        return self.tmp, site

    def __exit__(self, *exc):
        import shutil
        shutil.rmtree(self.tmp, ignore_errors=True)
        return False


def run_gate(name, argv, usage, source, body):
    """The frame every site gate shares: checks the one argument (the publish binary), copies
    the gate's site `source` to a temporary folder, runs `body(results, binary, tmp, site)`,
    then prints the time taken and the closing line `NAME: N passed, M failed`.
    Returns the exit status: 0 all passed, 1 a check failed, 2 a usage error."""
    binary = publish_binary(argv, usage)
    if binary is None:
        return 2
    results = Results()
    started = time.time()
    with CopiedSite(source, f"readalong-{name}-") as (tmp, site):
        body(results, binary, tmp, site)
    print(f"     (took {time.time() - started:.1f} s)")
    print(f"{name}: {results.passed} passed, {results.failed} failed")
    return 1 if results.failed else 0


def edit_content(site, rel, old, new):
    """Replaces the first `old` with `new` in content/REL of a copied site (which must hold it)."""
    import os
    path = os.path.join(site, "content", rel)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert old in text, f"{rel} lacks {old!r}"
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new, 1))

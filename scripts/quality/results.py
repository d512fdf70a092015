"""Pass/fail bookkeeping shared by the Python quality gates."""
import sys


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

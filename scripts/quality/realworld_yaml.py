#!/usr/bin/env python3
"""YAML gate: Readalong's reading of the whole YAML test suite, compared with PyYAML's.

usage: realworld_yaml.py PUBLISH_BINARY

Reads ../shared/realworld/yaml/yaml-test-suite-data.json (next to the project; never copied
into it), writes every case's in.yaml to a temporary folder as CASE.yml and reads them all
with one `PUBLISH_BINARY yaml-dump` run (Readalong's reading, JSON; see YAMLDump.swift).
PyYAML composes the same texts (yaml.compose: nodes with their text, style and position,
no type resolution). The gate fails when
  - yaml-dump crashes or does not answer for every file;
  - a case both read gives another tree (a scalar's text or style, a list, a map, a line or
    a column; an empty plain scalar's position is not compared, each parser puts it where it
    noticed the absence), unless the suite's own JSON agrees with Readalong, not with PyYAML;
  - a case the suite marks invalid is accepted, or a refusal is placed at no line;
  - more valid cases that PyYAML reads are refused than MAX_REFUSED (each is one of the
    deliberate refusals of Tests/ReadalongTests/Loading/YAMLSuiteTests.swift, with its reason;
    lower the number when one is fixed).
Runs in about a second.
It prints the counts, each disagreement, and each refusal of a case PyYAML reads.
Exit status 0 pass, 1 fail, 2 setup problem (PyYAML missing, binary missing).
"""
import json
import os
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    print("realworld_yaml: PyYAML is missing (scripts/quality/install.sh installs it)")
    sys.exit(2)

MAX_REFUSED = 10
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SUITE = os.path.join(os.path.dirname(ROOT), "shared", "realworld", "yaml", "yaml-test-suite-data.json")
# The pure-Python loader: an implementation independent of libyaml, which Yams wraps.
LOADER = yaml.SafeLoader


def pyyaml_tree(node):
    """A PyYAML node in yaml-dump's shape (1-based lines and columns)."""
    place = {"line": node.start_mark.line + 1, "column": node.start_mark.column + 1}
    if isinstance(node, yaml.ScalarNode):
        style = {None: "plain", "": "plain", "'": "quoted", '"': "quoted", "|": "block", ">": "block"}[node.style]
        return dict(place, scalar=node.value, style=style)
    if isinstance(node, yaml.SequenceNode):
        return dict(place, list=[pyyaml_tree(item) for item in node.value])
    return dict(place, map=[[pyyaml_tree(key), pyyaml_tree(value)] for key, value in node.value])


def comparable(tree):
    """A tree without the positions of empty plain scalars (an absent key or value), which
    each parser places where it noticed the absence."""
    if tree is None:
        return None
    if "list" in tree:
        return dict(tree, list=[comparable(item) for item in tree["list"]])
    if "map" in tree:
        return dict(tree, map=[[comparable(key), comparable(value)] for key, value in tree["map"]])
    if tree["scalar"] == "" and tree["style"] == "plain":
        return {"scalar": "", "style": "plain"}
    return tree


def plain_value(tree):
    """A tree as JSON means it (YAML 1.2 core schema for plain scalars), to ask the suite's JSON."""
    if tree is None:
        return None
    if "list" in tree:
        return [plain_value(item) for item in tree["list"]]
    if "map" in tree:
        return {str(plain_value(key)): plain_value(value) for key, value in tree["map"]}
    text = tree["scalar"]
    if tree["style"] != "plain":
        return text
    if text in ("", "~", "null", "Null", "NULL"):
        return None
    if text in ("true", "True", "TRUE", "false", "False", "FALSE"):
        return text.lower() == "true"
    for parse in (int, float):
        try:
            return parse(text)
        except ValueError:
            pass
    return text


def agrees_with_suite(tree, case):
    if case.get("json") is None:
        return False
    try:
        return plain_value(tree) == json.loads(case["json"])
    except ValueError:  # several JSON documents: a stream
        return False


def main():
    if len(sys.argv) != 2 or not os.access(sys.argv[1], os.X_OK):
        print(__doc__)
        return 2
    if not os.path.exists(SUITE):
        print(f"realworld_yaml: SKIP, {SUITE} is absent")
        return 0
    with open(SUITE, encoding="utf-8") as handle:
        suite = json.load(handle)
    with tempfile.TemporaryDirectory() as folder:
        paths = {}
        for case_id, case in suite.items():
            path = os.path.join(folder, case_id.replace("/", "_") + ".yml")
            with open(path, "w", encoding="utf-8", newline="") as handle:
                handle.write(case["yaml"])
            paths[path] = case_id
        run = subprocess.run([sys.argv[1], "yaml-dump", *paths], capture_output=True, text=True, timeout=300)
    ours = {}
    for line in run.stdout.splitlines():
        answer = json.loads(line)
        ours[paths[answer["file"]]] = answer
    failures, refused, pyyaml_wrong = [], [], []
    if run.returncode != 0 or len(ours) != len(suite):
        failures.append(f"yaml-dump exited {run.returncode} with {len(ours)} answers for {len(suite)} files: {run.stderr[-500:]}")
    counts = {"valid accepted": 0, "valid refused": 0, "invalid accepted": 0, "invalid refused": 0}
    for case_id, case in sorted(suite.items()):
        answer = ours.get(case_id)
        if answer is None:
            continue
        try:
            theirs = yaml.compose(case["yaml"], Loader=LOADER)
            theirs = None if theirs is None else pyyaml_tree(theirs)
            pyyaml_reads = True
        except yaml.YAMLError:
            pyyaml_reads = False
        error = answer.get("error")
        kind = ("invalid " if case["error"] else "valid ") + ("refused" if error else "accepted")
        counts[kind] += 1
        if error:
            if error["line"] < 1 or error["column"] < 1:
                failures.append(f"{case_id}: refused at no line: {error['message']}")
            if not case["error"] and pyyaml_reads:
                refused.append(f"{case_id} ({case['name']}): {error['line']}:{error['column']}: {error['message']}")
            continue
        if case["error"]:
            failures.append(f"{case_id} ({case['name']}) is invalid YAML but was accepted")
        elif pyyaml_reads and comparable(answer["value"]) != comparable(theirs):
            if agrees_with_suite(answer["value"], case):
                pyyaml_wrong.append(case_id)
            else:
                failures.append(f"{case_id} ({case['name']}): Readalong reads {json.dumps(answer['value'])}, "
                                f"PyYAML {json.dumps(theirs)}")
    print("realworld_yaml: " + ", ".join(f"{kind} {count}" for kind, count in counts.items())
          + f" of {len(suite)} cases")
    if pyyaml_wrong:
        print(f"realworld_yaml: PyYAML differs where the suite's JSON agrees with Readalong: {', '.join(pyyaml_wrong)}")
    print(f"realworld_yaml: {len(refused)} valid cases PyYAML reads are refused (at most {MAX_REFUSED}):")
    for line in refused:
        print("  " + line)
    if len(refused) > MAX_REFUSED:
        failures.append(f"{len(refused)} valid cases refused that PyYAML reads, more than {MAX_REFUSED}")
    for failure in failures:
        print("FAIL " + failure)
    print("realworld_yaml: " + ("FAILED" if failures else "passed"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Replays a GitHub Actions workflow on this machine: every job's steps in order, `run:` steps
for real with the environment GitHub gives them, composite actions of this repository
expanded into their own steps, and the steps that need the network replaced by local work:

- actions/checkout: the folder is already a fresh clone;
- actions/cache: nothing restored (a cold cache), except that a build folder already in the
  clone stays where it is;
- apt-get update / apt-get install -y P...: `dpkg -s P...` (the packages must be installed);
- a GitHub release download address: the folder given with --releases;
- actions/upload-pages-artifact: the folder to upload must hold index.html;
- softprops/action-gh-release: the files to attach must exist;
- actions/deploy-pages: nothing.

With --event FILE, `github.event` is that JSON payload (an issue opened, say) and
`github.token` a stand-in: put recorders of `gh` and the like first on PATH.

Usage: workflow_replay.py WORKFLOW --repo DIR [--action OWNER/NAME=DIR] [--releases URL]
       [--ref REF] [--without-swift] [--event FILE]
Exit status 0 when every step passed.
"""
import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


class Replay:
    def __init__(self, args):
        self.repo = os.path.abspath(args.repo)
        self.actions = dict(entry.split("=", 1) for entry in args.action)
        self.releases = args.releases
        self.ref = args.ref
        self.scratch = tempfile.mkdtemp(prefix="replay-")
        self.temp = os.path.join(self.scratch, "temp")
        os.makedirs(self.temp)
        self.path_file = os.path.join(self.scratch, "path")
        open(self.path_file, "w").close()
        path = os.environ["PATH"].split(":")
        if args.without_swift:
            path = [p for p in path if not p.startswith("/opt/swift") and not os.path.exists(os.path.join(p, "swift"))]
        self.base_path = path
        self.github = {
            "ref": self.ref, "ref_name": self.ref.rsplit("/", 1)[-1], "workspace": self.repo,
            "repository": "club/site", "action_repository": "", "action_ref": "",
        }
        if args.event:
            with open(args.event) as handle:
                self.github["event"] = json.load(handle)
            self.github["token"] = "replay-token"

    def environment(self, extra):
        added = [line.strip() for line in open(self.path_file) if line.strip()]
        env = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
        env.update({
            "PATH": ":".join(list(reversed(added)) + self.base_path), "GITHUB_WORKSPACE": self.repo,
            "GITHUB_REF": self.ref, "GITHUB_REF_NAME": self.github["ref_name"], "GITHUB_PATH": self.path_file,
            "RUNNER_TOOL_CACHE": os.path.join(self.scratch, "toolcache"), "RUNNER_OS": "Linux", "CI": "true",
            "RUNNER_TEMP": self.temp,
            "GIT_CONFIG_GLOBAL": os.path.join(self.scratch, "gitconfig"),
        })
        env.update(extra)
        return env

    def evaluate(self, expression, context, whole=False):
        expression = expression.strip()
        files = re.fullmatch(r"hashFiles\((.*)\)", expression)
        if files:
            digest = hashlib.sha256()
            for pattern in re.findall(r"'([^']*)'", files.group(1)):
                for path in sorted(glob.glob(os.path.join(self.repo, pattern))):
                    digest.update(open(path, "rb").read())
            return digest.hexdigest()
        listed = re.fullmatch(r"contains\(\s*([\w.-]+)\.\*\.([\w-]+)\s*,\s*'([^']*)'\s*\)", expression)
        if listed:
            items = self.evaluate(listed.group(1), context, whole=True) or []
            return any(isinstance(item, dict) and item.get(listed.group(2)) == listed.group(3) for item in items)
        match = re.fullmatch(r"(.+?)\s*(==|!=)\s*'([^']*)'", expression)
        if match:
            value = self.evaluate(match.group(1), context)
            return (value == match.group(3)) == (match.group(2) == "==")
        parts = expression.split(".")
        value = context
        for part in parts:
            if not isinstance(value, dict):
                raise SystemExit(f"replay: cannot evaluate '{expression}'")
            value = value.get(part, "")
        if isinstance(value, (dict, list)) and not whole:
            raise SystemExit(f"replay: '{expression}' is not a value")
        return value

    def local(self, value):
        """A GitHub release download address, replaced by the local folder of releases."""
        if self.releases and re.fullmatch(r"https://github\.com/[^/]+/[^/]+/releases/download", value or ""):
            return self.releases
        return value

    def substitute(self, text, context):
        if text is None:
            return None
        return EXPRESSION.sub(lambda m: str(self.evaluate(m.group(1), context)), str(text))

    def condition(self, step, context):
        test = step.get("if")
        if test is None:
            return True
        inner = EXPRESSION.fullmatch(str(test).strip())
        return bool(self.evaluate(inner.group(1) if inner else str(test), context))

    def run(self, script, env, context, label):
        script = re.sub(r"apt-get update(\s+-\S+)*", "true", script)
        script = re.sub(r"apt-get install -y ([^\n&|;]+)", r"dpkg -s \1 >/dev/null", script)
        output = os.path.join(self.scratch, "output")
        open(output, "w").close()
        env = self.environment({**env, "GITHUB_OUTPUT": output})
        print(f"replay: run  {label}", flush=True)
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                cwd=self.repo, env=env)
        if result.returncode != 0:
            raise SystemExit(f"replay: step '{label}' failed with status {result.returncode}")
        outputs = {}
        for line in open(output):
            if "=" in line:
                key, value = line.rstrip("\n").split("=", 1)
                outputs[key] = value
        return outputs

    def steps(self, steps, context, action_path=None):
        context.setdefault("steps", {})
        for index, step in enumerate(steps):
            label = step.get("name") or step.get("uses") or f"step {index + 1}"
            if not self.condition(step, context):
                print(f"replay: skip {label} (if: {step['if']})")
                continue
            env = {k: self.local(self.substitute(v, context)) for k, v in (step.get("env") or {}).items()}
            if action_path:
                env["GITHUB_ACTION_PATH"] = action_path
            outputs = {}
            if "run" in step:
                outputs = self.run(self.substitute(step["run"], context), env, context, label)
            else:
                outputs = self.uses(step, context, label)
            if "id" in step:
                context["steps"][step["id"]] = {"outputs": outputs}

    def uses(self, step, context, label):
        uses = step["uses"]
        name, _, ref = uses.partition("@")
        given = {k: self.substitute(v, context) for k, v in (step.get("with") or {}).items()}
        if name in self.actions:
            return self.composite(name, ref, self.actions[name], given, context)
        if name == "actions/checkout":
            print(f"replay: done {label} (the fresh clone is the checkout)")
        elif name == "actions/deploy-pages":
            print(f"replay: done {label} (nothing is deployed from here)")
        elif name == "actions/cache":
            print(f"replay: miss {label} (cold cache for {given.get('path')})")
        elif name == "actions/upload-pages-artifact":
            site = os.path.join(self.repo, given.get("path", "_site"))
            if not os.path.isfile(os.path.join(site, "index.html")):
                raise SystemExit(f"replay: {label}: {site} holds no index.html")
            print(f"replay: done {label} ({site} is ready to upload)")
        elif name == "softprops/action-gh-release":
            files = glob.glob(os.path.join(self.repo, given.get("files", "")))
            if not files:
                raise SystemExit(f"replay: {label}: no file matches {given.get('files')}")
            print(f"replay: done {label} (would attach {', '.join(os.path.relpath(f, self.repo) for f in files)})")
        else:
            raise SystemExit(f"replay: no local replacement for '{uses}'")
        return {}

    def composite(self, name, ref, folder, given, context):
        with open(os.path.join(folder, "action.yml")) as handle:
            action = yaml.safe_load(handle)
        inputs = {key: given.get(key, spec.get("default", "")) for key, spec in (action.get("inputs") or {}).items()}
        github = dict(self.github, action_repository=name, action_ref=ref)
        inner = {"inputs": inputs, "github": github, "runner": {"os": "Linux", "arch": "X64"},
                 "steps": {}, "env": {}}
        print(f"replay: expand {name}@{ref} from {folder}")
        self.steps(action["runs"]["steps"], inner, action_path=folder)
        outputs = {key: self.substitute(spec.get("value", ""), inner) for key, spec in (action.get("outputs") or {}).items()}
        return outputs

    def workflow(self, path):
        with open(path) as handle:
            workflow = yaml.safe_load(handle)
        for job_name, job in workflow["jobs"].items():
            context = {"github": self.github, "runner": {"os": "Linux", "arch": "X64"}, "env": {}}
            if not self.condition(job, context):
                print(f"replay: skip job {job_name}")
                continue
            print(f"replay: job {job_name}")
            self.steps(job.get("steps", []), context)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("workflow")
    parser.add_argument("--repo", required=True)
    parser.add_argument("--action", action="append", default=[], help="OWNER/NAME=DIR: a composite action's local folder")
    parser.add_argument("--releases", help="replaces the action's release download address (file:// URL)")
    parser.add_argument("--ref", default="refs/heads/main")
    parser.add_argument("--without-swift", action="store_true", help="run with no Swift toolchain on PATH")
    parser.add_argument("--event", help="a JSON file: the event payload (github.event)")
    args = parser.parse_args()
    replay = Replay(args)
    try:
        replay.workflow(args.workflow)
    finally:
        shutil.rmtree(replay.scratch, ignore_errors=True)
    print(f"replay: {os.path.relpath(args.workflow, args.repo)}: every step passed")


if __name__ == "__main__":
    sys.exit(main())

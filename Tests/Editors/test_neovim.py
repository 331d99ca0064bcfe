#!/usr/bin/env python3
"""dnd's language server in a real editor: Debian's Neovim, headless, with the config in
Editors/nvim. On real pages nobody here wrote (Tests/Outlines/Real), each move is applied as a
code action through Neovim's own LSP client and written; the file must be exactly what
`dnd FILE -c 'select NAME; COMMANDS; save'` writes, and Neovim must have shown where the block
went.

    DND_BINARY=.build/debug/dnd python3 Tests/Editors/test_neovim.py
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DND = os.environ.get("DND_BINARY", os.path.join(ROOT, ".build", "debug", "dnd"))
NVIM = shutil.which("nvim")

# (page, text on the block's line, its name as dnd reads it, the action's title, dnd's commands)
CASES = [
    ("textual-roadmap.md", "Monochrome mode", "Monochrome mode", "Move up", "lift; move up; drop"),
    ("textual-roadmap.md", "Monochrome mode", "Monochrome mode", "Outdent", "outdent"),
    ("textual-roadmap.md", "Console", "Console", "Indent", "indent"),
    ("textual-roadmap.md", "Devtools", "Devtools", "Move to the bottom", "lift; move last; drop"),
    ("Tasks.md", "play with Logseq", "play with Logseq", "Move down", "lift; move down; drop"),
    # A numbered list, renumbered by the move: the edit spans the lines between.
    ("zoxide-README.md", "Import your data", "Import your data (optional)", "Move to the top", "lift; move first; drop"),
]


def line_of(text, name):
    for number, line in enumerate(text.split("\n"), start=1):
        if name in line:
            return number
    raise SystemExit(f"test_neovim: {name!r} is on no line")


def main():
    if NVIM is None:
        raise SystemExit("test_neovim: nvim is not installed (scripts/setup --test installs Debian's neovim)")
    failures = 0
    work = tempfile.mkdtemp(prefix="dnd-nvim-")
    bin_dir = os.path.join(work, "bin")
    os.makedirs(bin_dir)
    os.symlink(os.path.abspath(DND), os.path.join(bin_dir, "dnd"))
    init = os.path.join(work, "init.lua")
    with open(init, "w") as f:
        f.write(f"vim.opt.runtimepath:append({json.dumps(os.path.join(ROOT, 'Editors', 'nvim'))})\n")
        f.write('require("dnd").setup()\n')
    env = dict(os.environ, PATH=bin_dir + ":" + os.environ.get("PATH", ""), HOME=work, XDG_CONFIG_HOME=work + "/config",
               XDG_DATA_HOME=work + "/data", XDG_STATE_HOME=work + "/state")
    for page, marker, name, title, commands in CASES:
        source = os.path.join(ROOT, "Tests", "Outlines", "Real", page)
        text = open(source, encoding="utf-8").read()
        edited = os.path.join(work, "edited-" + page)
        expected = os.path.join(work, "expected-" + page)
        shutil.copy(source, edited)
        shutil.copy(source, expected)
        report_path = os.path.join(work, "report.json")
        if os.path.exists(report_path):
            os.remove(report_path)
        run = subprocess.run(
            [NVIM, "--headless", "-n", "-i", "NONE", "-u", init, edited,
             "-c", "luafile " + os.path.join(ROOT, "Tests", "Editors", "apply_action.lua")],
            env=dict(env, DND_LINE=str(line_of(text, marker)), DND_ACTION=title, DND_REPORT=report_path),
            capture_output=True, text=True, timeout=60, cwd=work)
        report = json.load(open(report_path)) if os.path.exists(report_path) else {"error": run.stderr}
        dnd = subprocess.run([DND, os.path.basename(expected), "-c", f'select "{name}"; {commands}; save'],
                             capture_output=True, text=True, cwd=work, env=env)
        problems = []
        if not report.get("ok") or not report.get("applied"):
            problems.append(f"the action was not applied: {report}")
        if dnd.returncode != 0:
            problems.append(f"dnd -c failed: {dnd.stderr}")
        if open(edited, encoding="utf-8").read() != open(expected, encoding="utf-8").read():
            diff = subprocess.run(["diff", "-u", expected, edited], capture_output=True, text=True).stdout
            problems.append("Neovim's file differs from dnd's:\n" + diff)
        if not report.get("messages") or not report["messages"][0].startswith(name):
            problems.append(f"Neovim was not told where {name} went: {report.get('messages')}")
        if name.split(" (")[0] not in report.get("cursor_line", ""):
            problems.append(f"the cursor did not follow {name}: {report.get('cursor_line')!r}")
        if not report.get("hover", "").startswith(name):
            problems.append(f"hover does not say {name}: {report.get('hover')!r}")
        if title not in report.get("titles", []):
            problems.append(f"{title} not among the actions: {report.get('titles')}")
        # The block is in the outline, nested under its parent as dnd reads it.
        symbols = report.get("symbols", [])
        if not any(line.strip() == name and line.startswith("  ") for line in symbols):
            problems.append(f"{name} is not a nested symbol: {symbols[:12]}")
        status = "ok" if not problems else "FAIL"
        print(f"{status}: {page}, {name}, {title}" + (f" -> {report['messages'][0]}" if report.get("messages") else ""))
        for problem in problems:
            print("   ", problem)
        failures += bool(problems)
    shutil.rmtree(work, ignore_errors=True)
    if failures:
        sys.exit(f"test_neovim: {failures} of {len(CASES)} moves failed")
    print(f"test_neovim: {len(CASES)} moves applied in Neovim, each equal to dnd's own save")


if __name__ == "__main__":
    main()

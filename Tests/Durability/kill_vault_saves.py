#!/usr/bin/env python3
"""The vault kill test: `kill -9` at random moments during saves that move a block between two
pages of a vault (issue 45, Docs/vaults.md).

After every kill the folder is opened again, which completes a save that was cut short after its
list of files was written. Then both pages must be the old versions or both the new ones, byte
for byte: the block is in exactly one of the two files, never in both and never in neither.

    Tests/Durability/kill_vault_saves.py                 # 20 saves, pages of 20,000 items
    Tests/Durability/kill_vault_saves.py --saves 100 --items 50000 --binary .build-release/release/dnd
"""
import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def page(title, items, extra=""):
    lines = [f"# {title}", ""] + [f"- {title} task {k}" for k in range(items)]
    return "\n".join(lines) + "\n" + extra


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--items", type=int, default=20000)
    parser.add_argument("--binary", default=os.environ.get("DND_BINARY", os.path.join(ROOT, ".build/debug/dnd")))
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    random.seed(args.seed)
    work = tempfile.mkdtemp(prefix="dnd-vault-kill-")
    env = {"PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": "/nonexistent", "HOME": work}
    vault = os.path.join(work, "vault")
    os.makedirs(vault)
    block = "- Moving block\n  id:: 6571a2b3-0000-4000-8000-000000000001\n  - Its child\n"
    old = {"Alpha.md": page("Alpha", args.items, block), "Beta.md": page("Beta", args.items)}

    def reset():
        for name, text in old.items():
            with open(os.path.join(vault, name), "w") as f:
                f.write(text)

    def files():
        return {name: open(os.path.join(vault, name)).read() for name in old}

    move = 'drag "Moving block" to Beta/Beta first; save'

    def run(command):
        start = time.time()
        subprocess.run([args.binary, vault, "-c", command], check=True, env=env, capture_output=True)
        return time.time() - start

    reset()
    run(move)
    new = files()
    if new == old or sum(text.count("Moving block") for text in new.values()) != 1:
        sys.exit("the move did not save as expected")
    reset()
    duration = max(run(move) for _ in range(2)) * 1.3
    outcomes = {"old": 0, "new": 0, "completed": 0}
    for index in range(args.saves):
        reset()
        process = subprocess.Popen([args.binary, vault, "-c", move], env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        low = duration * 0.3 if index % 2 else duration * 0.7
        time.sleep(random.uniform(low, duration * 1.05))
        process.send_signal(signal.SIGKILL)
        process.wait()
        cut_short = os.path.exists(os.path.join(vault, ".dnd-saving"))
        # Opening the folder again completes a save that was cut short.
        run("where")
        after = files()
        if after == new:
            outcomes["new"] += 1
            outcomes["completed"] += cut_short
        elif after == old:
            outcomes["old"] += 1
        else:
            counts = {name: text.count("Moving block") for name, text in after.items()}
            sys.exit(f"save {index}: the pages are neither both old nor both new: {counts}")
        if os.path.exists(os.path.join(vault, ".dnd-saving")):
            sys.exit(f"save {index}: opening the folder left the list of a cut-short save")
    print(f"vault kill test: {args.saves} two-file saves of {args.items}-item pages, killed at random between "
          f"{duration * 0.3:.2f} s and {duration * 1.05:.2f} s: {outcomes['old']} left both old, {outcomes['new']} both "
          f"new ({outcomes['completed']} completed on opening), 0 anything else")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""The kill test: `kill -9` at random moments during many saves of a large scene.

Every time, the saved file must be exactly the old version or the new one, byte for byte (and
so it parses), and at most one temporary file a killed save left may lie beside it: the next
save removes it.

    Tests/Durability/kill_saves.py                      # 20 saves of a 10,000-node scene
    Tests/Durability/kill_saves.py --saves 200 --nodes 100000 --binary .build-release/release/dnd
"""
import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def scene(nodes, variant):
    columns = []
    per = max(1, nodes // 100)
    for c in range(100):
        kids = [{"name": f"n{c}_{k}", "type": "item", "frame": {"x": 0, "y": k, "width": 5, "height": 1},
                 "kind": "task", "color": variant} for k in range(per)]
        columns.append({"name": f"col{c}", "type": "container",
                        "frame": {"x": c * 10, "y": 0, "width": 10, "height": per + 1}, "children": kids})
    return {"format": "dnd-scene", "version": 1,
            "root": {"name": "scene", "type": "container", "frame": {"x": 0, "y": 0, "width": 1000, "height": per + 1},
                     "children": columns}}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--saves", type=int, default=20)
    parser.add_argument("--nodes", type=int, default=10000)
    parser.add_argument("--binary", default=os.environ.get("DND_BINARY", os.path.join(ROOT, ".build/debug/dnd")))
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    random.seed(args.seed)
    work = tempfile.mkdtemp(prefix="dnd-kill-")
    env = {"PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": "/nonexistent", "HOME": work}
    versions = []
    for variant in ("old", "new"):
        source = os.path.join(work, f"{variant}.json")
        with open(source, "w") as f:
            json.dump(scene(args.nodes, variant), f)
        saved = os.path.join(work, f"{variant}-saved.json")
        subprocess.run([args.binary, "--scene", source, "-c", f"save {saved}"], check=True, env=env,
                       capture_output=True)
        with open(saved, "rb") as f:
            versions.append((source, f.read()))
    target = os.path.join(work, "board.json")
    with open(target, "wb") as f:
        f.write(versions[0][1])
    # How long loading takes, and loading and saving: the kills fall in the save.
    def timed(command):
        start = time.time()
        subprocess.run([args.binary, "--scene", versions[1][0], "-c", command], check=True, env=env, cwd=work,
                       capture_output=True)
        return time.time() - start
    load = min(timed("where") for _ in range(3))
    # The slowest of three, and a margin: a busy machine stretches a save.
    duration = max(timed("save scratch.json") for _ in range(3)) * 1.3
    os.remove(os.path.join(work, "scratch.json"))
    outcomes = {"old": 0, "new": 0}
    most_litter = 0
    for index in range(args.saves):
        before = open(target, "rb").read()
        source, expected = versions[index % 2]
        process = subprocess.Popen([args.binary, "--scene", source, "-c", "save board.json"], env=env, cwd=work,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # Half the kills anywhere in the save, half near its end, where the file is written.
        low = load * 0.9 if index % 2 else duration * 0.8
        time.sleep(random.uniform(low, duration * 1.05))
        process.send_signal(signal.SIGKILL)
        process.wait()
        after = open(target, "rb").read()
        if after == expected and after != before:
            outcomes["new"] += 1
        elif after == before:
            outcomes["old"] += 1
        else:
            sys.exit(f"save {index}: the file is neither the old nor the new version ({len(after)} bytes)")
        litter = [n for n in os.listdir(work) if n.startswith(".board.json.tmp-")]
        most_litter = max(most_litter, len(litter))
        if len(litter) > 1:
            sys.exit(f"save {index}: {len(litter)} temporary files left; the next save should remove them")
    # The file parses: dnd loads it.
    subprocess.run([args.binary, "--scene", target, "-c", "expect col0 count %d" % max(1, args.nodes // 100)],
                   check=True, env=env, capture_output=True)
    print(f"kill test: {args.saves} saves of a {args.nodes}-node scene ({len(versions[0][1]) // 1024} KB), "
          f"killed at random between {load * 0.9:.2f} s and {duration * 1.05:.2f} s: {outcomes['old']} left the old version, "
          f"{outcomes['new']} the new one, 0 anything else; at most {most_litter} temporary file at a time")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

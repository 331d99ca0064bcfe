#!/usr/bin/env python3
"""The interactive session holds one copy of the scene: the first lift in a large outline adds no
copy of its node storage (a second reference, in the launch or the REPL, would make the first
change copy every node: about 8 MB at 100,000 items).

Measured as the resident memory the dnd process grows by from the prompt to the answer of its
first lift, on a generated outline of 100,000 items."""
import os
import re
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_repl import SessionTestCase, Session  # noqa: E402

ITEMS = 100_000


def resident_mb(pid):
    with open("/proc/%d/status" % pid) as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1)) / 1024


class FirstLiftMemoryTests(SessionTestCase):
    def test_the_first_lift_in_a_large_outline_adds_no_copy_of_the_scene(self):
        path = os.path.join(self.state, "big.md")
        with open(path, "w") as f:
            f.write("# Big\n" + "".join("- item %d\n" % i for i in range(ITEMS)))
        s = Session("--screen-reader", "--scene", path, state_dir=self.state, columns=100, rows=30)
        self.sessions.append(s)
        s.expect(r"Control D to leave", timeout=60)
        s.settle(quiet=1.0, timeout=30)
        before = resident_mb(s.pid)
        s.send('lift "item 5"\r', pause=0.5)
        s.expect(r"Lifted item 5", timeout=30)
        s.settle(quiet=1.0, timeout=30)
        grown = resident_mb(s.pid) - before
        self.assertLess(grown, 4.0, "the first lift grew dnd by %.1f MB: a copy of the scene" % grown)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

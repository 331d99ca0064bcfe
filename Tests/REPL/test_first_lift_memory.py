#!/usr/bin/env python3
"""Every launch path holds one copy of the scene: the first lift in a large outline adds no copy
of its node storage (a second reference, in the launch, the REPL or the batch runner, would make
the first change copy every node: about 8 MB at 100,000 items).

Measured on a generated outline of 100,000 items: in the interactive session as the resident
memory dnd grows by from the prompt to the answer of its first lift; with -c, a batch file and
piped commands as the peak memory of a run that lifts and moves over one that only asks where."""
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


class BatchLiftMemoryTests(unittest.TestCase):
    """-c, a batch file and piped commands: a run that lifts and moves peaks no higher than one
    that only asks, give or take a little."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="dnd-lift-memory-")
        cls.outline = os.path.join(cls.folder, "big.md")
        with open(cls.outline, "w") as f:
            f.write("# Big\n" + "".join("- item %d\n" % i for i in range(ITEMS)))
        cls.scripts = {}
        for name, text in [("ask", "where\n"), ("lift", 'lift "item 5"\nmove down\nwhere\n')]:
            cls.scripts[name] = os.path.join(cls.folder, name + ".dnd")
            with open(cls.scripts[name], "w") as f:
                f.write(text)

    def peak_mb(self, arguments, piped=None):
        binary = os.environ.get("DND_BINARY", "dnd")
        if piped is None:
            source = os.open(os.devnull, os.O_RDONLY)
        else:
            # A real pipe, as `cat script | dnd` gives: the commands fit its buffer.
            source, writer = os.pipe()
            with open(self.scripts[piped], "rb") as f:
                os.write(writer, f.read())
            os.close(writer)
        try:
            pid = os.posix_spawn(binary, [binary, "--scene", self.outline] + arguments, os.environ,
                                 file_actions=[(os.POSIX_SPAWN_DUP2, source, 0),
                                               (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)])
            _, status, usage = os.wait4(pid, 0)
        finally:
            os.close(source)
        self.assertEqual(os.waitstatus_to_exitcode(status), 0, arguments)
        return usage.ru_maxrss / 1024

    def check(self, path, asking, lifting):
        grown = lifting() - asking()
        # A copy of the scene adds at least its nodes' storage, 100,000 nodes of 84 bytes, 8.4 MB;
        # the first lift's own work adds 3.1 MB in a release build and 3.6 to 4.1 MB in a debug one
        # (2026-11-28), so the limit stands between the two.
        self.assertLess(grown, 6.0, "%s: the first lift grew dnd's peak by %.1f MB: a copy of the scene" % (path, grown))

    def test_command_line(self):
        self.check("-c", lambda: self.peak_mb(["-c", "where"]),
                   lambda: self.peak_mb(["-c", 'lift "item 5"; move down; where']))

    def test_batch_file(self):
        self.check("a batch file", lambda: self.peak_mb([self.scripts["ask"]]),
                   lambda: self.peak_mb([self.scripts["lift"]]))

    def test_piped_commands(self):
        self.check("a pipe", lambda: self.peak_mb([], piped="ask"), lambda: self.peak_mb([], piped="lift"))


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

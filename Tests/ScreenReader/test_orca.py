"""dnd under the real Orca screen reader: after each key or line, speech-dispatcher is given the
answer and nothing else, with no symbol named, and the start-up sentence is heard.

    DND_BINARY=.build/debug/dnd python3 Tests/ScreenReader/test_orca.py [-v] [-k kanban]

Each scenario of scenarios.SCENARIOS runs in a fresh Orca session (Orca 43, default settings,
in sakura under Xvfb; ../shared/tools/orca). dnd is started by typing its command at the shell,
then each step is typed or keyed. For every step, the words Orca's speech carries (leaving out its
echo of the keys) must be exactly the words of the rows the step wrote: no prompt, no "blank",
nothing twice, no "colon". Without the harness or Orca the tests are skipped, and say why.
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import orca  # noqa: E402
from scenarios import ROOT, SCENARIOS, report, run_tests  # noqa: E402

BINARY = os.environ.get("DND_BINARY") or os.path.join(ROOT, ".build", "debug", "dnd")
WHY_NOT = orca.missing()


@unittest.skipIf(WHY_NOT, "Orca is not here: %s" % WHY_NOT)
class OrcaTests(unittest.TestCase):
    def check(self, name):
        if not os.access(BINARY, os.X_OK):
            self.fail("no dnd binary at %s (set DND_BINARY)" % BINARY)
        message = report(orca.run_scenario(BINARY, name), lambda o: ["heard: %r" % u for u in orca.spoken(o)])
        if message:
            self.fail("scenario %s under Orca:\n%s" % (name, message))


    def test_dnd_with_no_flag_under_orca_hears_what_screen_reader_mode_hears(self):
        """A newcomer types `dnd`: Orca is found on the accessibility bus, and the kanban task is
        heard exactly as with --screen-reader, after one sentence that says why."""
        if not os.access(BINARY, os.X_OK):
            self.fail("no dnd binary at %s (set DND_BINARY)" % BINARY)
        arguments, steps = SCENARIOS["kanban"]
        self.assertEqual(arguments, ["--screen-reader"])
        heard = {}
        for label, given in [("flag", arguments), ("found", [])]:
            with orca.Orca(BINARY) as reader:
                outcomes = [reader.start_dnd(given)] + [reader.do(step) for step in steps]
            heard[label] = [orca.spoken(outcome) for outcome in outcomes]
            for outcome in outcomes:
                self.assertEqual(outcome.problems, [], (label, outcome.problems))
        found = " ".join(heard["found"][0])
        self.assertIn("Answers are written for your screen reader, as Orca is running.", found)
        self.assertEqual(heard["found"][1:], heard["flag"][1:])


for _name in SCENARIOS:
    setattr(OrcaTests, "test_%s" % _name.replace("-", "_"), lambda self, n=_name: self.check(n))

if __name__ == "__main__":
    run_tests(WHY_NOT, "Orca")

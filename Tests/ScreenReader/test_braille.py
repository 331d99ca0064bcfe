"""dnd on a braille display that follows the cursor (BRLTTY 6.9, 40 and 80 cells): after each key
or line, the braille line shows the answer from its first cell, with no key of the display
pressed; what is typed is on the line while it is typed.

    DND_BINARY=.build/debug/dnd python3 Tests/ScreenReader/test_braille.py [-v] [-k kanban]

Uses ../shared/tools/braille (brltty_harness.py, and BRLTTY built by its build-brltty.sh into
/opt/brltty-6.9.1). Without them the tests are skipped, and say why.
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import braille  # noqa: E402
from scenarios import ROOT, SCENARIOS  # noqa: E402

BINARY = os.environ.get("DND_BINARY") or os.path.join(ROOT, ".build", "debug", "dnd")
WHY_NOT = braille.missing()


def report(outcomes):
    out, failed = [], False
    for outcome in outcomes:
        failed = failed or bool(outcome.problems)
        label = outcome.step.label() if outcome.step else "start-up"
        out.append("%s %s" % ("FAIL" if outcome.problems else "ok  ", label))
        out.extend("       line: [%s]" % line for line in outcome.heard)
        out.extend("       problem: " + p for p in outcome.problems)
    return "\n".join(out) if failed else ""


@unittest.skipIf(WHY_NOT, "the braille line cannot be read here: %s" % WHY_NOT)
class BrailleTests(unittest.TestCase):
    def check(self, name, cells):
        if not os.access(BINARY, os.X_OK):
            self.fail("no dnd binary at %s (set DND_BINARY)" % BINARY)
        message = report(braille.run_scenario(BINARY, name, cells))
        if message:
            self.fail("scenario %s on a %d-cell display:\n%s" % (name, cells, message))


for _name in SCENARIOS:
    setattr(BrailleTests, "test_%s_40" % _name.replace("-", "_"), lambda self, n=_name: self.check(n, 40))
setattr(BrailleTests, "test_kanban_80", lambda self: self.check("kanban", 80))

if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    skipped = len(result.skipped)
    if skipped:
        print("SKIPPED %d braille tests: %s" % (skipped, WHY_NOT))
    print(f"{result.testsRun - failed - skipped} passed, {failed} failed, {skipped} skipped")
    sys.exit(1 if failed else 0)

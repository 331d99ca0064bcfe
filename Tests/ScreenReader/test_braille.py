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
from scenarios import ROOT, SCENARIOS, report, run_tests  # noqa: E402

BINARY = os.environ.get("DND_BINARY") or os.path.join(ROOT, ".build", "debug", "dnd")
WHY_NOT = braille.missing()


@unittest.skipIf(WHY_NOT, "the braille line cannot be read here: %s" % WHY_NOT)
class BrailleTests(unittest.TestCase):
    def check(self, name, cells):
        if not os.access(BINARY, os.X_OK):
            self.fail("no dnd binary at %s (set DND_BINARY)" % BINARY)
        message = report(braille.run_scenario(BINARY, name, cells), lambda o: ["line: [%s]" % x for x in o.heard])
        if message:
            self.fail("scenario %s on a %d-cell display:\n%s" % (name, cells, message))

    def test_kanban_keys_with_no_flag_40(self):
        """`dnd` typed with no flag: BRLTTY's terminal is found, and every answer shows from the
        line's first cell, as with --screen-reader."""
        SCENARIOS["kanban-keys-no-flag"] = ([], SCENARIOS["kanban-keys"][1])
        self.check("kanban-keys-no-flag", 40)


for _name in SCENARIOS:
    setattr(BrailleTests, "test_%s_40" % _name.replace("-", "_"), lambda self, n=_name: self.check(n, 40))
setattr(BrailleTests, "test_kanban_80", lambda self: self.check("kanban", 80))

if __name__ == "__main__":
    run_tests(WHY_NOT, "braille")

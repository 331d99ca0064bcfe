"""dnd under the real Fenrir screen reader: after each key, Fenrir must say only dnd's answer.

    DND_BINARY=.build/debug/dnd python3 Tests/ScreenReader/test_fenrir.py [-v] [-k kanban]

For every step of every scenario (fenrir.SCENARIOS), each utterance must be part of what dnd
printed for that step (the new screen lines minus the prompt) or the typed characters as Fenrir
echoes them ("misspelled", or the typed line, also when readline redraws it with the prompt).
The prompt read alone or with the answer, and "blank", are noise; and something of a non-empty
answer must be heard. At every width (DND_FENRIR_WIDTHS, default 80,60,40) no utterance may end
inside a word the screen wrapped, nor say a wrapped word's two halves apart.
Needs fenrir and tmux; skipped without them. Takes a few minutes: Fenrir is listened to until it
has been quiet for 0.8 s after each key.
"""
import os
import shutil
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fenrir  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("DND_BINARY") or os.path.join(ROOT, ".build", "debug", "dnd")
WIDTHS = [int(w) for w in os.environ.get("DND_FENRIR_WIDTHS", "80,60,40").split(",")]


def report(steps, width):
    """The failure message: every step's keys and utterances, noise marked; '' when all is well."""
    out, failed = [], False
    for step in steps:
        verdicts, problems = fenrir.judge(step, width)
        failed = failed or bool(problems)
        out.append("%s %s" % ("FAIL" if problems else "ok  ", step.label()))
        for utterance, kind, why in verdicts:
            out.append("       %-6s %r%s" % (kind, utterance, " (%s)" % why if why else ""))
        out.extend("       problem: " + p for p in problems)
        if problems:
            out.extend("       printed: " + line for line in fenrir.printed_lines(step))
    return "\n".join(out) if failed else ""


@unittest.skipUnless(shutil.which("fenrir") and shutil.which("tmux"), "needs fenrir and tmux")
class FenrirTests(unittest.TestCase):
    def check(self, name, width):
        if not os.access(BINARY, os.X_OK):
            self.fail("no dnd binary at %s (set DND_BINARY)" % BINARY)
        steps = fenrir.run_scenario(BINARY, name, width)
        message = report(steps, width)
        if message:
            self.fail("scenario %s at width %d:\n%s" % (name, width, message))


def _add(name, width):
    test = lambda self: self.check(name, width)  # noqa: E731
    setattr(FenrirTests, "test_%s_%d" % (name.replace("-", "_"), width), test)


for _name in fenrir.SCENARIOS:
    for _width in WIDTHS:
        _add(_name, _width)

if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed - len(result.skipped)} passed, {failed} failed, {len(result.skipped)} skipped")
    sys.exit(1 if failed else 0)

"""Runs dnd under BRLTTY with a braille display that follows the cursor, and reads its line.

Drives ../shared/tools/braille/brltty_harness.py: dnd runs in brltty-pty, BRLTTY 6.9 reads that
screen with its `em` driver and writes the braille window through its `tt` driver, which the
harness reads as text (40 or 80 cells, one line). No key of the display is pressed: the window
is where BRLTTY puts it when it follows the cursor.

Judging a step (judge()): after typing, the typed text is on the braille line; after the key,
the window shows the first row of the answer from its first cell. An answer wider than the
window goes on when the reader pans right (checked on the start-up sentence).

Keys are sent as a terminal in keypad mode sends them ("\\eOC" for Right), whole: brltty-pty
reads its input with curses, which hands over one byte per input event and keeps the rest of
"\\e[C" until the next key arrives (the split that dnd's Escape timeout is for; see
Tests/REPL/test_keys_split.py).
"""
import os
import shutil
import sys
import tempfile
import time

from scenarios import SCENARIOS, SETUP, TOOLS, Outcome, answer_rows

HARNESS = os.path.join(TOOLS, "braille")
PREFIX = os.environ.get("BRLTTY_PREFIX", "/opt/brltty-6.9.1")
# brltty-pty's curses holds a lone Escape until the next key arrives, so there Escape is pressed
# as Control-G, the cancel that never waits (Orca and the PTY tests press Escape itself).
KEYS = {"Return": "\r", "space": " ", "Tab": "\t", "Escape": "\x07", "Right": "\x1bOC", "Left": "\x1bOD",
        "Up": "\x1bOA", "Down": "\x1bOB", "Home": "\x1bOH", "End": "\x1bOF", "ctrl+g": "\x07", "ctrl+d": "\x04"}


def missing():
    """Why the braille line cannot be read here, or None."""
    if not os.path.exists(os.path.join(HARNESS, "brltty_harness.py")):
        return "no braille harness at %s" % HARNESS
    if not os.access(os.path.join(PREFIX, "bin", "brltty"), os.X_OK):
        return "BRLTTY 6.9 is not built at %s (../shared/tools/braille/build-brltty.sh)" % PREFIX
    try:
        import pyte  # noqa: F401
    except ImportError:
        return "python3-pyte is not installed"
    return None


class Braille:
    def __init__(self, binary, arguments, cells=40, setup=None):
        sys.path.insert(0, HARNESS)
        from brltty_harness import BrlttyHarness
        self.dir = tempfile.mkdtemp(prefix="dnd-braille-")
        if setup:
            setup(self.dir)
        env = {"HOME": self.dir, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm",
               "LANG": "C.UTF-8"}
        self.cells = cells
        self.harness = BrlttyHarness([os.path.abspath(binary), *arguments], cells=cells, env=env)

    def __enter__(self):
        self.harness.start()
        return self

    def __exit__(self, *exc):
        self.harness.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    def settle(self):
        time.sleep(0.2)
        return self.harness.settle(0.5)

    def start_up(self):
        """The start-up sentence's Outcome: from its first cell, and the rest a pan to the right."""
        window = self.settle()
        rows = [r.rstrip() for r in self.harness.screen() if r.strip()]
        outcome = Outcome(None, heard=[window.text.rstrip()], answer=rows[:1])
        judge(outcome, window, self.cells)
        if rows and len(rows[0]) > self.cells and not outcome.problems:
            self.harness.key("pan_right")
            panned = self.harness.wait_for(lambda w: w.text != window.text, timeout=5)
            outcome.heard.append(panned.text.rstrip())
            if panned.text.rstrip() != rows[0][self.cells:2 * self.cells].rstrip():
                outcome.problems.append("panning right shows %r, not the rest of %r" % (panned.text, rows[0]))
            self.harness.key("cursor")
            self.settle()
        return outcome

    def do(self, step):
        before = self.harness.screen()
        problems = []
        if step.typed:
            for char in step.typed:
                self.harness.send(char)
                time.sleep(0.02)
            typing = self.settle()
            if step.typed.strip() not in typing.text:
                problems.append("while typing, the line shows %r, not %r" % (typing.text.rstrip(), step.typed))
        if step.key:
            self.harness.send(KEYS.get(step.key, step.key))
        window = self.settle()
        outcome = Outcome(step, heard=[window.text.rstrip()], answer=answer_rows(step, before, self.harness.screen()),
                          problems=problems)
        judge(outcome, window, self.cells)
        return outcome


def judge(outcome, window, cells):
    """The window must show the answer's first row from its first cell (as much as fits), after
    every key: under BRLTTY alone dnd leaves the cursor at the start of each answer (with Orca
    on, at the end after Left, Right, Home, End and Escape, where Orca wants it; the board's
    answers are short enough for 40 cells either way, Tests/ScreenReader/test_orca.py)."""
    if not outcome.answer:
        if outcome.step and outcome.step.key:
            outcome.problems.append("nothing answered %s" % outcome.step.key)
        return
    first = outcome.answer[0]
    shown = window.text.rstrip()
    if shown != first[:cells].rstrip():
        outcome.problems.append("the braille line shows %r, not the answer %r" % (shown, first))


def run_scenario(binary, name, cells=40):
    """[Outcome] of the start-up and each step of a scenario."""
    arguments, steps = SCENARIOS[name]
    with Braille(binary, arguments, cells, SETUP.get(name)) as display:
        return [display.start_up()] + [display.do(step) for step in steps]

"""The scenarios dnd is heard and read through under Orca and on a braille display.

A scenario is dnd's arguments and a list of steps; a step is what a person does before waiting
for the answer: a line typed and Return, or one key. Both harnesses (orca.py, braille.py) run the
same scenarios and judge each step against the screen: what the step wrote is the answer.

Keys are named as xdotool names them (Return, space, Right, Tab, ...); braille.py turns them into
the bytes a terminal sends.
"""
import os
import re
import unicodedata
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _tools():
    """The assistive-technology harnesses: $DND_AT_TOOLS, else the nearest `shared/tools` beside
    the project or beside a folder above it (../shared/tools for a checkout, further up for a
    clone made elsewhere on the machine)."""
    if os.environ.get("DND_AT_TOOLS"):
        return os.environ["DND_AT_TOOLS"]
    folder = os.path.dirname(ROOT)
    while True:
        candidate = os.path.join(folder, "shared", "tools")
        if os.path.isdir(candidate):
            return candidate
        parent = os.path.dirname(folder)
        if parent == folder:
            return os.path.join(os.path.dirname(ROOT), "shared", "tools")
        folder = parent


# They live beside the project, not in it.
TOOLS = _tools()


@dataclass
class Step:
    typed: str = ""  # text typed one character at a time first, "" for none
    key: str = ""  # then one key, "" for none

    def label(self):
        parts = []
        if self.typed:
            parts.append("type %r" % self.typed)
        if self.key:
            parts.append(self.key)
        return " ".join(parts)


def line(text):
    return Step(text, "Return")


def key(name):
    return Step("", name)


SCENARIOS = {
    # The kanban task: select a card, lift it with Space, Right twice, drop it, undo.
    "kanban": (["--screen-reader"], [line('select "Write docs"'), key("space"), key("Right"), key("Right"),
                                     key("space"), line("undo")]),
    # Every arrow and Escape on the board, browsing and lifted, at its edges too: each answer
    # short enough to show from the braille line's first cell while Orca speaks it.
    "kanban-keys": (["--screen-reader"], [line('select "Fix login"'), key("Right"), key("Right"), key("Right"),
                                          key("Home"), key("End"), key("Left"), key("Left"), key("space"),
                                          key("Left"), key("Right"), key("Right"), key("Right"), key("Home"),
                                          key("End"), key("Up"), key("Escape")]),
    "error": (["--screen-reader"], [line("lift Nothing"), line("frobnicate")]),
    # A vault: a page opened, its first card lifted and moved to another board's lane, dropped,
    # browsing on with Down, and undo.
    "vault": (["--screen-reader", os.path.join(ROOT, "Tests", "Vaults", "garden")],
              [line('open "Garden board"'), key("space"), line('move into "Home board/Doing"'), key("space"),
               key("Down"), line("undo")]),
    # Tab jumps to the next container that takes the lifted card; typed, Tab lists the choices.
    "tab": (["--screen-reader"], [line('select "Fix login"'), key("space"), key("Tab"), key("Escape"),
                                  key("space"), Step("move into ", "Tab"), line("Doing")]),
    "help": (["--screen-reader"], [line("help"), line("help keys"), line("help accessibility")]),
    "undo-redo": (["--screen-reader"], [line('drag "Write docs" to Done'), line("undo"), line("redo")]),
    # Control D with unsaved work asks once, and the session goes on.
    "unsaved": (["--screen-reader"], [line('drag "Write docs" to Done'), key("ctrl+d"), line("where")]),
    "group": (["--screen-reader"], [line('select "Write docs"'), line('select add "Add tests"'), key("space"),
                                    key("Right"), key("space")]),
    "outline": (["--screen-reader", "--demo", "outline"], [line("select Deploy"), key("space"), key("Up"),
                                                            key("Right"), key("Left"), key("Left"), key("space")]),
    # Right to left.
    "kanban-ar": (["--screen-reader", "--language", "ar"], [line('select "Write docs"'), key("space"), key("Right"),
                                                             key("space"), line("where"), line("select parent"),
                                                             line("select parent")]),
}



def abandoned_journal(home):
    """What a killed session leaves: a journal of one drag, offered for recovery at start-up."""
    folder = os.path.join(home, ".local", "state", "dnd")
    os.makedirs(folder, exist_ok=True)
    # A process number no process has: the session that wrote it is gone.
    with open(os.path.join(folder, "journal-999999.dnd"), "w") as f:
        f.write('# dnd journal, started 2026-11-26 07:00; from the kanban demo\ndemo kanban\n'
                'drag "Write docs" to Doing\n')


SCENARIOS["recovery"] = (["--screen-reader"], [line("recover"), line("where")])
# What a scenario needs in the person's home before dnd starts.
SETUP = {"recovery": abandoned_journal}

# Utterances that are a screen reader's echo of a key, not dnd's output.
KEY_ECHO = re.compile(r"^\s*(\S|space|return|tab|escape|backspace|left|right|up|down|home|end|page up|page down|"
                      r"left shift|right shift|shift|control|left control|dash|dot|quote|slash|comma|"
                      r"underline|line|apostrophe|left tab|iso left tab)\s*$", re.IGNORECASE)


def words(text, screen=False):
    """The words of a text, lower-case, any script: what is compared between screen and speech.
    On the screen, a double quote and a hyphen are words: they are only ever typed syntax (a name
    with spaces in a command example, `--screen-reader`, `set mode screen-reader save`), and a
    listener must hear them to type them; sentences hold none (scripts/po, HeardSymbolsTests)."""
    text = unicodedata.normalize("NFKC", text)
    if screen:
        text = text.replace('"', " quote ").replace("-", " dash ")
    return re.findall(r"\w+", text.lower())


def new_rows(before, after):
    """The rows of the screen after a step that were not there before it, in order (a step's
    output scrolls the screen, so rows are matched by content, not by place)."""
    import difflib
    out = []
    matcher = difflib.SequenceMatcher(None, [r.rstrip() for r in before], [r.rstrip() for r in after], autojunk=False)
    for tag, _, _, j1, j2 in matcher.get_opcodes():
        if tag in ("insert", "replace"):
            out.extend(r.rstrip() for r in after[j1:j2])
    return out


def typed_rows(step, before, after):
    """The new rows that are the line being typed (it ends with what the step typed)."""
    typed = step.typed.strip()
    return [r for r in new_rows(before, after) if typed and r.strip().endswith(typed)]


def answer_rows(step, before, after):
    """The rows a step's answer took: the new rows, less blank ones and the line typed."""
    typed = typed_rows(step, before, after)
    return [r for r in new_rows(before, after) if r.strip() and r not in typed]


@dataclass
class Outcome:
    step: Step
    heard: list = field(default_factory=list)  # what the reader said or showed
    answer: list = field(default_factory=list)  # the rows the step wrote
    typed_rows: list = field(default_factory=list)  # the rows of the line being typed
    problems: list = field(default_factory=list)


def report(outcomes, shown):
    """A test's failure message: each step, what the reader said or showed (`shown(outcome)`, one
    line each) and its problems; '' when every step is right."""
    out, failed = [], False
    for outcome in outcomes:
        failed = failed or bool(outcome.problems)
        label = outcome.step.label() if outcome.step else "start-up"
        out.append("%s %s" % ("FAIL" if outcome.problems else "ok  ", label))
        out.extend("       " + line for line in shown(outcome))
        out.extend("       problem: " + p for p in outcome.problems)
    return "\n".join(out) if failed else ""


def run_tests(why_not, what):
    """Runs a test module's tests and exits 1 when one failed; skipped tests are counted and said
    as skipped, with why (`why_not`), never as passed."""
    import sys
    import unittest
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    skipped = len(result.skipped)
    if skipped:
        print("SKIPPED %d %s tests: %s" % (skipped, what, why_not))
    print(f"{result.testsRun - failed - skipped} passed, {failed} failed, {skipped} skipped")
    sys.exit(1 if failed else 0)

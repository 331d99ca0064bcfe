"""Runs dnd under the real Orca screen reader and records what speech-dispatcher is given.

Drives ../shared/tools/orca/run.sh (Xvfb, a private D-Bus, speech-dispatcher with a logging output
module, Orca 43 with its default settings, the sakura terminal). dnd is started from a shell in
the terminal, as a person starts it, so the start-up sentence is judged as well.

    with Orca() as reader:
        reader.start_dnd(["--screen-reader"])
        outcome = reader.do(line("undo"))

Judging a step (judge()): every utterance that is not Orca's echo of a key must be the answer,
and the answer must be heard whole and once, word for word as the screen shows it. A symbol that
speech-dispatcher names ("colon", "semi", "greater", "dash") is a word the screen does not show,
so it fails the step, as does the prompt or "blank".
"""
import json
import os
import shutil
import subprocess
import tempfile
import time

from scenarios import KEY_ECHO, SCENARIOS, SETUP, TOOLS, Outcome, answer_rows, typed_rows, words

RUN = os.path.join(TOOLS, "orca", "run.sh")


def missing():
    """Why Orca cannot be run here, or None."""
    if not os.access(RUN, os.X_OK):
        return "no Orca harness at %s" % RUN
    for program in ("orca", "Xvfb", "sakura", "xdotool", "speech-dispatcher", "dbus-daemon"):
        if not shutil.which(program):
            return "%s is not installed (../shared/tools/orca/install-deps.sh)" % program
    return None


class Orca:
    def __init__(self, binary, quiet=0.8):
        self.binary, self.quiet = binary, quiet
        self.dir = tempfile.mkdtemp(prefix="dnd-orca-")
        self.bin = os.path.join(self.dir, "bin")
        os.makedirs(self.bin)
        os.symlink(os.path.abspath(binary), os.path.join(self.bin, "dnd"))
        self.home = os.path.join(self.dir, "home")
        os.makedirs(self.home)
        # What the terminal's shell and dnd get: a fresh home, dnd on the PATH.
        self.env = dict(os.environ, HOME=self.home, PATH=self.bin + ":" + os.environ.get("PATH", "/usr/bin:/bin"),
                        ORCA_HARNESS_STATE=os.path.join(self.dir, "state"), ORCA_HARNESS_TYPE_DELAY="40",
                        LANG="C.UTF-8")
        for name in ("XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "LANGUAGE", "LC_ALL", "ACCESSIBLE",
                     "DND_SCREEN_READER"):
            self.env.pop(name, None)
        self.session = None

    def run(self, *args, check=True):
        env = dict(self.env)
        if self.session:
            env["ORCA_HARNESS_SESSION"] = self.session
        result = subprocess.run([RUN, *args], capture_output=True, text=True, env=env, timeout=60)
        if check and result.returncode != 0:
            raise RuntimeError("run.sh %s failed: %s" % (" ".join(args), result.stderr.strip()))
        return result.stdout

    def __enter__(self):
        self.session = self.run("start", "bash", "--norc", "--noprofile").strip().splitlines()[-1]
        self.run("settle", "1.0", "15", check=False)
        return self

    def __exit__(self, *exc):
        self.run("stop", check=False)
        shutil.rmtree(self.dir, ignore_errors=True)

    def utterances(self, mark):
        """What speech-dispatcher was given after utterance number `mark`."""
        with open(os.path.join(self.session, "speech.jsonl"), encoding="utf-8") as f:
            entries = [json.loads(line) for line in f if line.strip()]
        return [e["text"] for e in entries[mark:]]

    def mark(self):
        with open(os.path.join(self.session, "speech.jsonl"), encoding="utf-8") as f:
            return sum(1 for line in f if line.strip())

    def screen(self):
        return self.run("screen").split("\n")

    def settle(self):
        time.sleep(0.3)
        self.run("settle", str(self.quiet), "15", check=False)

    def start_dnd(self, arguments):
        """Types `dnd ARGS` at the shell's prompt and returns the start-up's Outcome."""
        from scenarios import line
        command = "dnd " + " ".join(arguments)
        return self.do(line(command), echo=command)

    def do(self, step, echo=None, board=False):
        before, mark = self.screen(), self.mark()
        if step.typed:
            self.run("type", step.typed)
        if step.key:
            self.run("key", step.key)
        self.settle()
        after = self.screen()
        outcome = Outcome(step, heard=self.utterances(mark), answer=answer_rows(step, before, after),
                          typed_rows=typed_rows(step, before, after))
        judge(outcome, board)
        return outcome


# How Orca names the symbols of text typed: its echo of typing, turned back into characters.
TYPED_NAMES = {"dash": "-", "quote": '"', "space": " ", "dot": ".", "slash": "/", "left shift": "",
               "greater": ">", "less": "<", "colon": ":", "semi": ";"}


def typing_echo(utterance, typed, lines=()):
    """True when an utterance is Orca reading back characters as they were typed, or the line being
    typed as readline draws it again (after a completion list, the first key brings it back)."""
    text = utterance
    for name, char in TYPED_NAMES.items():
        text = text.replace(name, char)
    text = "".join(text.split())
    return bool(text) and any(text in "".join(line.split()) for line in (typed, *lines))


def without_typed_line(utterance, typed):
    """The utterance without the whole typed line read before the answer: under load, Orca may read
    the line it echoed and dnd's answer after it as one utterance. Only the whole line, from its
    first word, is taken off, so that an answer that starts with a typed name stays whole."""
    if not typed:
        return utterance
    parts = utterance.split()
    line = "".join(typed.split())
    for cut in range(len(parts), 0, -1):
        head = " ".join(parts[:cut])
        for name, char in TYPED_NAMES.items():
            head = head.replace(name, char)
        if "".join(head.split()) == line:
            return " ".join(parts[cut:])
    return utterance


def spoken(outcome):
    """What Orca said of dnd's output: its echo of keys and of typing left out."""
    typed = outcome.step.typed if outcome.step else ""
    said = [without_typed_line(u, typed) for u in outcome.heard]
    return [u for u in said
            if u.strip() and not KEY_ECHO.match(u) and not typing_echo(u, outcome.step.typed, outcome.typed_rows)]


# Keys after which dnd leaves the cursor just after the answer, as Orca needs to speak it
# (Sources/dnd/LineEditor+Answers.swift); Orca's braille then shows the cursor's 40 cells.
CURSOR_AFTER_KEYS = {"Left", "Right", "Home", "End", "Escape", "shift+Tab"}
BRAILLE_CELLS = 40


def judge(outcome, board=False):
    """Fills outcome.problems: noise, a symbol read aloud, an answer not heard whole or twice; on
    the board (`board`), an answer that ends at the cursor and would not show from the first cell
    of a 40-cell braille line."""
    said = spoken(outcome)
    heard, shown = words(" ".join(said)), words(" ".join(outcome.answer), screen=True)
    if heard != shown:
        outcome.problems.append("heard %r, but the screen shows %r" % (said, outcome.answer))
    if board and outcome.step and outcome.step.key in CURSOR_AFTER_KEYS and outcome.answer:
        last = outcome.answer[-1].rstrip()
        if len(outcome.answer) > 1 or len(last) >= BRAILLE_CELLS:
            outcome.problems.append("the answer to %s, %r, ends at the cursor past the first %d cells"
                                    % (outcome.step.key, outcome.answer, BRAILLE_CELLS))


def run_scenario(binary, name):
    """[Outcome] of the start-up and each step of a scenario."""
    arguments, steps = SCENARIOS[name]
    with Orca(binary) as reader:
        if name in SETUP:
            SETUP[name](reader.home)
        outcomes = [reader.start_dnd(arguments)]
        # The board's answers all fit a 40-cell line, in Arabic too.
        board = name.startswith("kanban")
        outcomes += [reader.do(step, board=board) for step in steps]
        return outcomes

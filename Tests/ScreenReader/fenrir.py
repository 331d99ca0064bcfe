"""Runs a terminal program under the real Fenrir screen reader and records what Fenrir speaks.

Fenrir runs in its PTY mode (`fenrir -e`) inside a detached tmux session of a given size, with a
private settings file: speech goes through Fenrir's generic speech driver to a small script that
appends each utterance to a log, sounds are off, and the "shell" Fenrir starts is the program under
test. Everything else is Fenrir's default (punctuation level "some", no character or word echo).

    with Fenrir(["dnd", "--screen-reader"], width=60) as reader:
        step = reader.send(Type('select "Write docs"'), "Enter")
        print(step.keys, step.utterances, step.after.lines)

A key is a tmux key name ("Enter", "Space", "Right", "Tab", "C-d", ...) or Type(text), typed one
character at a time. What Fenrir says with its defaults, found with this harness:
- Typing a line one character at a time says nothing (charEcho and wordEcho are off) except
  "misspelled" after a word its spell checker does not know (e.g. "docs"); text that arrives at
  once (a paste, or type_delay=None) is read whole, sometimes with the prompt.
- A lone Escape byte is Fenrir's own "shut up" key in PTY mode (keyboard/pty.conf `^[=shut_up`):
  it never reaches the program.
Needs tmux and fenrir; standard library only.
"""
import atexit
import configparser
import difflib
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass

SETTINGS = "/etc/fenrirscreenreader/settings/settings.conf"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Fenrir's generic driver replaces `fenrirText` in each word of this command with the utterance
# (after shlex.split, so no quoting is involved) and waits for the process before the next one.
SPEAK_SCRIPT = """#!/bin/sh
# One utterance per line: seconds since the epoch, a tab, the text.
printf '%s\\t%s\\n' "$(date +%s.%N)" "$(printf '%s' "$1" | tr '\\t\\n' '  ')" >> {log}
"""


class Type(str):
    """Literal text, typed one character at a time (type_delay apart)."""

    def __repr__(self):
        return "type " + str.__repr__(self)


@dataclass
class Screen:
    lines: list  # logical lines of history and screen, wrapped lines joined, right-trimmed
    rows: list  # the visible rows as they are on screen
    cursor: tuple  # (x, y) on the visible screen


@dataclass
class Step:
    keys: list
    utterances: list
    before: Screen
    after: Screen
    timed_out: bool = False
    typed: str = ""  # the text typed in this step (one line per Type), for echo recognition
    prompt: str = ""  # the program's prompt, as found on the cursor's row after start-up

    def label(self):
        return " ".join(repr(k) if isinstance(k, Type) else str(k) for k in self.keys)


def edit_settings(text, changes):
    """Sets `key=value` lines in a Fenrir ini text; changes is {section: {key: value}}."""
    out, section, seen = [], None, set()
    for line in text.splitlines():
        header = re.match(r"\s*\[(\w+)\]", line)
        if header:
            section = header.group(1)
        comment = line.lstrip().startswith("#")
        key = line.split("=", 1)[0].strip() if "=" in line and not comment else None
        if key is not None and key in changes.get(section, {}):
            # Fenrir reads the file with ConfigParser's interpolation: a % must be doubled.
            line = "%s=%s" % (key, changes[section][key].replace("%", "%%"))
            seen.add((section, key))
        out.append(line)
    missing = {(s, k) for s, keys in changes.items() for k in keys} - seen
    if missing:
        raise ValueError("settings not found in %s: %s" % (SETTINGS, sorted(missing)))
    return "\n".join(out) + "\n"


class Fenrir:
    """One Fenrir session in tmux; use as a context manager so it is always cleaned up."""

    def __init__(self, command, width=80, height=24, env=None, quiet=0.8, step_timeout=15.0,
                 start_timeout=30.0, type_delay=0.04, debug=False):
        self.command, self.width, self.height = list(command), width, height
        self.quiet, self.step_timeout, self.start_timeout = quiet, step_timeout, start_timeout
        self.type_delay, self.debug = type_delay, debug
        self.dir = tempfile.mkdtemp(prefix="fenrir-harness-")
        self.log = os.path.join(self.dir, "speech.log")
        self.socket = os.path.join(self.dir, "tmux.sock")
        self.home = os.path.join(self.dir, "home")
        os.makedirs(self.home)
        # The program's environment; Fenrir itself sets TERM=linux for the program it starts.
        self.env = {"HOME": self.home, "XDG_STATE_HOME": self.home + "/state",
                    "XDG_CONFIG_HOME": self.home + "/config", "XDG_DATA_HOME": self.home + "/data",
                    "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
        self.env.update(env or {})
        self.startup, self.prompt, self.started = [], "", False

    # --- set-up ---------------------------------------------------------------------------

    def _write_files(self):
        speak = os.path.join(self.dir, "speak")
        with open(speak, "w") as f:
            f.write(SPEAK_SCRIPT.replace("{log}", shlex.quote(self.log)))
        os.chmod(speak, 0o755)
        open(self.log, "w").close()
        shell = shlex.join(["/usr/bin/env"] + ["%s=%s" % kv for kv in self.env.items()]
                           + self.command)
        with open(SETTINGS) as f:
            text = f.read()
        changes = {
            "speech": {"enabled": "True", "driver": "genericDriver",
                       "genericSpeechCommand": shlex.quote(speak) + " fenrirText"},
            "sound": {"enabled": "False", "driver": "dummyDriver"},
            "braille": {"enabled": "False", "driver": "dummyDriver"},
            # What `fenrir -e` sets (it is passed too): the PTY screen and byte-input drivers.
            "screen": {"driver": "ptyDriver"},
            "keyboard": {"driver": "ptyDriver", "keyboardLayout": "pty"},
            "general": {"shell": shell, "debugFile": os.path.join(self.dir, "fenrir-debug.log")},
            # No remote-control socket: Fenrir ignores socketpath (it reads it as an int) and
            # would leave /tmp/fenrirscreenreader-PID.sock behind each time it is killed.
            "remote": {"driver": "dummyDriver"},
        }
        if self.debug:
            changes["general"]["debugLevel"] = "3"
        self.settings = os.path.join(self.dir, "settings.conf")
        with open(self.settings, "w") as f:
            f.write(edit_settings(text, changes))
        # Fenrir silently falls back to the user's shell when it cannot read the setting.
        check = configparser.ConfigParser()
        check.read(self.settings)
        if check.get("general", "shell") != shell:
            raise RuntimeError("Fenrir would not read the shell setting back: " + shell)
        with open(os.path.join(self.dir, "tmux.conf"), "w") as f:
            f.write("set -g remain-on-exit on\nset -g history-limit 50000\nset -g status off\n")

    def start(self):
        for tool in ("tmux", "fenrir"):
            if not shutil.which(tool):
                raise RuntimeError(tool + " is not installed")
        self._write_files()
        atexit.register(self.close)
        self.started = True
        # -e would force the debug file to /tmp/fenrir-pty.log, so debug runs leave it out; the
        # settings file selects the same drivers.
        fenrir = [shutil.which("fenrir"), "-s", self.settings] + ([] if self.debug else ["-e"])
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home,
               "LANG": "C.UTF-8", "TERM": "xterm-256color"}
        self._tmux("-f", os.path.join(self.dir, "tmux.conf"), "new-session", "-d", "-s", "fenrir",
                   "-x", str(self.width), "-y", str(self.height), "--", *fenrir, env=env)
        self.pane_pid = int(self._tmux("display", "-p", "-t", "fenrir", "#{pane_pid}").strip())
        # Start-up: wait for the first utterance and a non-empty screen, then for quiet.
        self.startup, timed_out = self._wait(0, time.time(), self.start_timeout, need_speech=True)
        screen = self.screen()
        if timed_out:
            raise RuntimeError("Fenrir did not start: %r\nscreen:\n%s"
                               % (self.startup, "\n".join(screen.rows)))
        x, y = screen.cursor
        self.prompt = screen.rows[y].ljust(x)[:x]
        return self

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.close()

    # --- driving -------------------------------------------------------------------------

    def send(self, *keys):
        """Sends keys, waits for speech and screen to be quiet, and returns the Step."""
        before = self.screen()
        mark = len(self.utterances_raw())
        typed = []
        for key in keys:
            if isinstance(key, Type):
                typed.append(str(key))
                # type_delay=None sends the text at once, as a paste would arrive.
                for chunk in [key] if self.type_delay is None else key:
                    self._tmux("send-keys", "-t", "fenrir", "-l", "--", chunk)
                    time.sleep(self.type_delay or 0)
            else:
                self._tmux("send-keys", "-t", "fenrir", key)
        spoken, timed_out = self._wait(mark, time.time(), self.step_timeout)
        return Step(list(keys), spoken, before, self.screen(), timed_out, "\n".join(typed),
                    self.prompt)

    def run(self, steps):
        """Runs a list of steps (each a list of keys) and returns their Steps."""
        return [self.send(*step) for step in steps]

    def _wait(self, mark, since, timeout, need_speech=False):
        """Waits until neither the speech log nor the screen has changed for `quiet` seconds."""
        last_change, last_state = since, None
        while True:
            now = time.time()
            spoken = self.utterances_raw()[mark:]
            state = (len(spoken), self._tmux("capture-pane", "-p", "-t", "fenrir"))
            if state != last_state:
                last_state, last_change = state, now
            ready = not need_speech or (spoken and state[1].strip())
            if ready and now - last_change >= self.quiet:
                return [text for _, text in spoken], False
            if now - since > timeout:
                return [text for _, text in spoken], True
            time.sleep(0.05)

    # --- reading -------------------------------------------------------------------------

    def utterances_raw(self):
        """Every utterance so far as (timestamp, text)."""
        with open(self.log, encoding="utf-8", errors="replace") as f:
            rows = [line.rstrip("\n").split("\t", 1) for line in f if "\t" in line]
        return [(float(t), text) for t, text in rows]

    def screen(self):
        joined = self._tmux("capture-pane", "-p", "-J", "-S", "-", "-E", "-", "-t", "fenrir")
        rows = self._tmux("capture-pane", "-p", "-t", "fenrir").split("\n")[: self.height]
        x, y = self._tmux("display", "-p", "-t", "fenrir", "#{cursor_x} #{cursor_y}").split()
        lines = [line.rstrip() for line in joined.split("\n")]
        while lines and not lines[-1]:
            lines.pop()
        return Screen(lines, rows, (int(x), int(y)))

    def _tmux(self, *args, env=None):
        result = subprocess.run(["tmux", "-S", self.socket] + list(args), capture_output=True,
                                text=True, env=env, timeout=20)
        if result.returncode != 0:
            raise RuntimeError("tmux %s: %s" % (" ".join(args), result.stderr.strip()))
        return result.stdout

    # --- clean-up ------------------------------------------------------------------------

    def _descendants(self, root):
        children = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open("/proc/%s/stat" % entry) as f:
                        ppid = int(f.read().rsplit(")", 1)[1].split()[1])
                    children.setdefault(ppid, []).append(int(entry))
                except (OSError, IndexError, ValueError):
                    pass
        found, todo = set(), [root]
        while todo:
            pid = todo.pop()
            found.add(pid)
            todo.extend(children.get(pid, []))
        return found

    def close(self):
        """Stops Fenrir (SIGTERM, as it expects), the tmux server and every process they left."""
        if not self.started:
            return
        self.started = False
        pids = set()
        try:
            pids = self._descendants(self.pane_pid)
            os.kill(self.pane_pid, signal.SIGTERM)
            deadline = time.time() + 3
            while time.time() < deadline and any(_alive(p) for p in pids):
                time.sleep(0.05)
        except (AttributeError, OSError):
            pass
        try:
            self._tmux("kill-server")
        except (RuntimeError, subprocess.TimeoutExpired):
            pass
        for pid in pids:
            if _alive(pid):
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
        if not self.debug:
            shutil.rmtree(self.dir, ignore_errors=True)


def _alive(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


# --- comparing what was spoken with what was printed -------------------------------------

# Fenrir's default punctuation level ("some") speaks these as words; the rest is dropped.
SPOKEN_PUNCTUATION = {"-": "dash", "$": "dollar", "~": "tilde", "+": "plus", "*": "star",
                      "/": "slash", "\\": "backslash", "@": "at"}


def words(text, spoken=False):
    """Lower-case words of a text; a printed text (spoken=False) gets Fenrir's punctuation words."""
    if not spoken:
        for char, name in SPOKEN_PUNCTUATION.items():
            text = text.replace(char, " %s " % name)
    return re.findall(r"[a-z0-9]+", text.lower())


def new_lines(step):
    """The logical lines (wrapped rows joined) that a step added or changed on the screen."""
    old, new = step.before.lines, step.after.lines
    out = []
    for tag, _, _, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag in ("insert", "replace"):
            out.extend(new[j1:j2])
    return out


def printed_lines(step):
    """The answer: the lines a step printed, minus the prompt and the typed command."""
    prompt, typed = step.prompt.rstrip(), step.typed.split("\n")
    result = []
    for line in new_lines(step):
        if line.startswith(prompt):
            rest = line[len(prompt):].strip()
            if not rest or rest in typed:
                continue  # the prompt, perhaps with the command typed on it
            if prompt:
                line = rest
        result.append(line)
    while result and not result[0].strip():
        result.pop(0)
    return result


def contains(haystack, needle, loose=False):
    """True when the word list needle occurs contiguously in haystack. Loose: its first word may
    be the end of a word there and its last word the start of one (text cut at a screen row)."""
    n = len(needle)
    for i in range(len(haystack) - n + 1):
        window = haystack[i:i + n]
        if window == needle:
            return True
        if loose and window[1:-1] == needle[1:-1] and (
                window[0].endswith(needle[0]) and window[-1].startswith(needle[-1]) if n > 1
                else window[0].startswith(needle[0]) or window[0].endswith(needle[0])):
            return True
    return n == 0


def classify(utterance, answer_lines, typed, prompt="dnd> ", splits=()):
    """('answer' | 'typed' | 'silent' | 'noise', reason) for one utterance of a step. splits are
    the (head, tail) halves of words the screen wrapped, rejoined (broken_words reports them)."""
    said = words(utterance, spoken=True)
    for head, tail in splits:
        for i in range(len(said) - 1, 0, -1):
            if said[i - 1:i + 1] == [head, tail]:
                said[i - 1:i + 1] = [head + tail]
    answer = words(" ".join(answer_lines))
    prompt_words = words(prompt)
    if not said:
        return "silent", "no words, at most a pause"
    if said == ["blank"]:
        return "noise", "blank"
    if said == prompt_words:
        return "noise", "prompt"
    if contains(answer, said):
        return "answer", ""
    if typed and said == ["misspelled"]:
        return "typed", "spell check of a typed word"
    if typed and "".join(said) in "".join(words(typed)):
        return "typed", ""
    if contains(answer, said, loose=True):
        return "answer", "cut inside a word"
    n = len(prompt_words)
    if typed and n and said[:n] == prompt_words and "".join(said[n:]) in "".join(words(typed)):
        return "typed", "the typed line read with the prompt (readline redrew it)"
    # The answer with the prompt read before or after it.
    for cut in (said[n:] if n and said[:n] == prompt_words else None,
                said[:-n] if n and said[-n:] == prompt_words else None):
        if cut and contains(answer, cut, loose=True):
            return "noise", "answer with the prompt"
    return "noise", "not in the answer"


def without_prompt(utterance, prompt="dnd> "):
    """The utterance with a prompt read before or after it removed (for timing the answer alone)."""
    if not words(prompt):
        return utterance
    name = re.escape(" ".join(words(prompt)))
    text = re.sub(r"^[\s,]*%s\b[\s,]*" % name, "", utterance)
    return re.sub(r"[\s,]*\b%s[\s,]*$" % name, "", text)


def split_words(answer_lines, width):
    """Words that the screen splits across two rows: (first part, rest) at each row boundary."""
    splits = []
    for line in answer_lines:
        for k in range(width, len(line), width):
            if line[k - 1].isalnum() and line[k].isalnum():
                head = re.search(r"[A-Za-z0-9]+$", line[:k]).group(0)
                tail = re.match(r"[A-Za-z0-9]+", line[k:]).group(0)
                splits.append((head.lower(), tail.lower()))
    return splits


def broken_words(utterances, answer_lines, width):
    """Utterances that end inside a word the screen split, or say its two halves apart."""
    problems = []
    for head, tail in split_words(answer_lines, width):
        for utterance in utterances:
            said = words(utterance, spoken=True)
            if said and said[-1] == head:
                problems.append("%r ends inside the word %r" % (utterance, head + tail))
            elif contains(said, [head, tail]):
                problems.append("%r splits the word %r" % (utterance, head + tail))
    return problems


# --- dnd's scenarios ---------------------------------------------------------------------

def _line(text):
    return [Type(text), "Enter"]


# name: (dnd's arguments, steps); each step is the keys sent before listening.
SCENARIOS = {
    "kanban": (["--screen-reader"], [_line('select "Write docs"'), ["Space"], ["Right"], ["Right"],
                                     ["Space"], _line("undo")]),
    "free-layout": (["--screen-reader"], [_line("demo two-views"), _line("select red"), ["Space"],
                                          ["Down"], ["Down"], ["Space"]]),
    "group": (["--screen-reader"], [_line('select "Write docs"'), _line('select add "Add tests"'),
                                    ["Space"], ["Right"], ["Space"]]),
    "tab": (["--screen-reader"], [_line('select "Write docs"'), ["Space"], ["Tab"], ["Space"]]),
    # Every arrow on the board, browsing and lifted, at its edges too; Control G puts it back
    # (Fenrir keeps a lone Escape for itself).
    "kanban-keys": (["--screen-reader"], [_line('select "Fix login"'), ["Right"], ["Right"], ["Right"], ["Home"],
                                          ["End"], ["Left"], ["Left"], ["Space"], ["Left"], ["Right"], ["Right"],
                                          ["Right"], ["Home"], ["End"], ["Up"], ["C-g"]]),
    "error": (["--screen-reader"], [_line("lift Nothing")]),
    # Read to someone who has just started a screen reader: every sentence heard, none cut.
    "help-accessibility": (["--screen-reader"], [_line("help accessibility")]),
    # A vault: a page opened, its first card lifted and moved to another board's lane, dropped,
    # browsing to the next page with Down, and undo.
    "vault": (["--screen-reader", os.path.join(ROOT, "Tests", "Vaults", "garden")],
              [_line('open "Garden board"'), ["Space"], _line('move into "Home board/Doing"'), ["Space"],
               ["Down"], _line("undo")]),
    "help": (["--screen-reader"], [_line("help")]),
    "undo-redo": (["--screen-reader"], [_line('drag "Write docs" to Done'), _line("undo"),
                                        _line("redo")]),
    "board": (["--screen-reader"], [_line("demo board"),
                                    _line('lift "Review the API draft with Sam"'), ["Right"],
                                    ["Space"]]),
    # The kanban task in Polish and in Arabic (right to left): the answers, and nothing else.
    "kanban-pl": (["--screen-reader", "--language", "pl"], [_line('select "Write docs"'), ["Space"], ["Right"],
                                                             ["Right"], ["Space"], _line("undo")]),
    "kanban-ar": (["--screen-reader", "--language", "ar"], [_line('select "Write docs"'), ["Space"], ["Right"],
                                                             ["Space"], _line("where"), _line("select parent"),
                                                             _line("select parent")]),
    # A Markdown document: Up among siblings, Right indents, Left outdents, a refusal, a drop.
    "outline": (["--screen-reader", "--demo", "outline"], [_line("select Deploy"), ["Space"], ["Up"],
                                                            ["Right"], ["Left"], ["Left"], ["Space"]]),
    # A real page (Logseq's Tasks page): found by a word, a repeated text, browsing, a move
    # under a long parent.
    "logseq": (["--screen-reader", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Outlines",
                                                 "Real", "Tasks.md")],
               [_line("find Doctor"), ["Down"], _line('select "type: Command"'),
                _line('select "Some examples 2"'), ["Space"], ["Up"], _line("cancel")]),
}


def judge(step, width):
    """[(utterance, class, reason)] and the problems of one step (empty when it sounds right)."""
    answer = printed_lines(step)
    splits = split_words(new_lines(step), width)
    verdicts = [(u,) + classify(u, answer, step.typed, step.prompt, splits)
                for u in step.utterances]
    problems = ["%r is noise (%s)" % (u, why) for u, kind, why in verdicts if kind == "noise"]
    problems += broken_words(step.utterances, new_lines(step), width)
    if step.timed_out:
        problems.append("speech or screen did not settle")
    heard = [u for u, kind, why in verdicts if kind == "answer" or why == "answer with the prompt"]
    if any(words(line) for line in answer) and not heard:
        problems.append("nothing of the answer was spoken")
    return verdicts, problems


def run_scenario(binary, name, width=80, height=24):
    """Runs a scenario in dnd under Fenrir; returns its Steps."""
    arguments, steps = SCENARIOS[name]
    with Fenrir([binary] + arguments, width=width, height=height) as reader:
        return reader.run(steps)

#!/usr/bin/env python3
"""The live view through tmux: the board on screen while a card is dragged, the terminal cursor
on the card (where magnifiers and braille displays look), the bytes one key writes, a resize,
NO_COLOR, and no cursor addressing at all in screen-reader mode, under ACCESSIBLE or TERM=dumb.
Quitting, Control-Z and a crash leave the terminal as it was. The transcripts of
Docs/getting-started.md are what the screen shows.

tmux is the terminal here: `capture-pane` is what a sighted person sees, `#{cursor_x}` and
`#{cursor_y}` where the cursor is, and `pipe-pane` every byte dnd wrote.
"""
import itertools
import os
import re
import shutil
import subprocess
import tempfile
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("DND_BINARY", os.path.join(ROOT, ".build", "debug", "dnd"))
SOCKET = f"dnd-view-{os.getpid()}"
UP, DOWN, RIGHT, LEFT = "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D"
# Any cursor addressing, save or restore, or scroll region.
ADDRESSING = re.compile(rb"\x1b\[\d*;?\d*[Hr]|\x1b[78]")


def tmux(*args):
    return subprocess.run(["tmux", "-L", SOCKET, *args], check=True, capture_output=True, text=True).stdout


NAMES = itertools.count(1)


def setUpModule():
    # One session that outlives every test: the tmux server exits with its last session, and a
    # test that starts one while it is exiting fails to connect.
    tmux("new-session", "-d", "-s", "keeper", "sleep 3600")


def tearDownModule():
    subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)


class Pane:
    """dnd in a tmux pane of a given size, with every byte it writes kept."""

    def __init__(self, *args, columns=80, rows=24, environment=None, shell=False):
        self.state = tempfile.mkdtemp(prefix="dnd-view-")
        self.bytes_path = os.path.join(self.state, "bytes")
        self.name = f"p{next(NAMES)}"
        env = {"PATH": "/usr/bin:/bin", "HOME": self.state, "XDG_STATE_HOME": self.state, "TERM": "xterm",
               "LANG": "C.UTF-8", "INPUTRC": "/dev/null"}
        env.update(environment or {})
        assignments = " ".join(f"{k}={v}" for k, v in env.items())
        command = " ".join([BINARY, *args])
        program = (f"env -i {assignments} bash --norc --noprofile -i" if shell
                   else f"env -i {assignments} {command}; sleep 60")
        tmux("new-session", "-d", "-s", self.name, "-x", str(columns), "-y", str(rows), program)
        tmux("pipe-pane", "-t", self.name, "-o", f"cat >> {self.bytes_path}")
        if shell:
            time.sleep(0.3)
            tmux("send-keys", "-t", self.name, command, "Enter")
        self.wait_for(lambda: "dnd" in self.screen() or ">" in self.screen(), "the session to start")
        time.sleep(0.4)

    def close(self):
        subprocess.run(["tmux", "-L", SOCKET, "kill-session", "-t", self.name], capture_output=True)
        shutil.rmtree(self.state, ignore_errors=True)

    def written(self):
        try:
            with open(self.bytes_path, "rb") as f:
                return f.read()
        except FileNotFoundError:
            return b""

    def wait_written(self, expected, seconds=10):
        """The bytes dnd wrote, once they hold `expected` (tmux's pipe may lag under load)."""
        deadline = time.time() + seconds
        while expected not in self.written() and time.time() < deadline:
            time.sleep(0.1)
        return self.written()

    def key(self, text, pause=0.5):
        """Sends keys; returns the bytes dnd wrote in answer."""
        before = len(self.written())
        tmux("send-keys", "-t", self.name, "-l", text)
        time.sleep(pause)
        return self.written()[before:]

    def line(self, text):
        return self.key(text + "\r", pause=0.7)

    def screen(self, escapes=False):
        return tmux("capture-pane", "-p", *(["-e"] if escapes else []), "-t", self.name)

    def lines(self):
        return self.screen().split("\n")

    def value(self, name):
        return tmux("display", "-p", "-t", self.name, "#{" + name + "}").strip()

    def cursor(self):
        return int(self.value("cursor_x")), int(self.value("cursor_y"))

    def scroll_region(self):
        return int(self.value("scroll_region_upper")), int(self.value("scroll_region_lower"))

    def resize(self, columns, rows):
        tmux("resize-window", "-t", self.name, "-x", str(columns), "-y", str(rows))
        time.sleep(0.8)

    def wait_for(self, condition, what, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            if condition():
                return
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {what}; screen:\n{self.screen()}")


class LiveViewTests(unittest.TestCase):
    def pane(self, *args, **options):
        pane = Pane(*args, **options)
        self.addCleanup(pane.close)
        return pane

    def assertCursorOn(self, pane, text):
        x, y = pane.cursor()
        line = pane.lines()[y]
        self.assertTrue(line[x:].startswith(text), f"cursor at {x},{y} on {line!r}, not on {text!r}")

    def test_a_lifted_card_is_on_the_board_with_the_cursor_on_it_and_right_moves_it(self):
        pane = self.pane()
        lines = pane.lines()
        for column in ("To Do (3)", "Doing (1)", "Done (1)"):
            self.assertIn(column, lines[0])
        pane.key(DOWN)
        pane.key(" ")
        lines = pane.lines()
        self.assertTrue(lines[1].startswith("│*Write docs"), lines[1])
        self.assertCursorOn(pane, "Write docs")
        self.assertEqual(pane.cursor()[1], 1)
        written = pane.key(RIGHT)
        lines = pane.lines()
        doing = lines[0].index("Doing")
        self.assertIn("*Write docs", lines[1][doing - 4:])
        self.assertNotIn("Write docs", lines[1][:doing - 4])
        self.assertIn("Doing (2)", lines[0])
        self.assertCursorOn(pane, "Write docs")
        self.assertGreater(pane.cursor()[0], doing - 4)
        # The answer is still at the prompt, below the board.
        self.assertIn("Doing, position 1 of 2.", pane.screen())
        # Only what changed: the budget is about 1,500 bytes an arrow.
        self.assertLess(len(written), 1500, written)
        # Typing takes the cursor back to the prompt; the line is where it was typed.
        pane.key("wh")
        x, y = pane.cursor()
        self.assertTrue(pane.lines()[y].startswith("dnd [Write docs]> wh"), pane.lines()[y])
        pane.line("ere")
        self.assertIn("Write docs is lifted, over Doing, position 1 of 2.", pane.screen())
        self.assertCursorOn(pane, "Write docs")

    def test_every_arrow_of_a_drag_writes_little(self):
        pane = self.pane()
        pane.key(DOWN)
        sizes = [len(pane.key(key)) for key in (" ", RIGHT, RIGHT, DOWN, LEFT, UP, LEFT, " ")]
        self.assertLess(max(sizes), 1500, sizes)

    def test_marks_survive_no_color(self):
        pane = self.pane(environment={"NO_COLOR": "1"})
        pane.key(DOWN)
        written = pane.key(" ")
        self.assertNotRegex(written, rb"\x1b\[[0-9;]*3[0-7]m", "no colour is written")
        row = pane.screen(escapes=True).split("\n")[1]
        # A shape and reverse video, never colour alone.
        self.assertIn("*Write docs", re.sub(r"\x1b\[[0-9;]*m", "", row))
        self.assertRegex(row, r"\x1b\[(0;)?(1;)?7m")

    def test_the_view_follows_a_resize_and_fits_80_by_24(self):
        pane = self.pane(columns=100, rows=30)
        pane.key(DOWN)
        pane.key(" ")
        pane.resize(80, 24)
        lines = pane.lines()
        self.assertTrue(all(len(line) <= 80 for line in lines))
        self.assertIn("Done (1)", lines[0])
        self.assertTrue(lines[1].startswith("│*Write docs"), lines[1])
        self.assertCursorOn(pane, "Write docs")
        top, bottom = pane.scroll_region()
        self.assertEqual(bottom, 23)
        # The answers scroll below the view: its bottom border, then its status row.
        self.assertTrue(lines[top - 2].startswith("└"), lines[top - 2])
        self.assertLessEqual(top, 24 - 8)
        pane.key(RIGHT)
        self.assertCursorOn(pane, "Write docs")

    def test_a_wide_board_scrolls_sideways_and_says_what_is_out_of_view(self):
        pane = self.pane(columns=40, rows=14)
        pane.key(DOWN)
        pane.key(" ")
        lines = pane.lines()
        self.assertIn("To Do", lines[0])
        self.assertNotIn("Done", lines[0])
        self.assertIn("1 more column to the right", pane.screen())
        pane.key(RIGHT)
        pane.key(RIGHT)
        lines = pane.lines()
        self.assertIn("Done", lines[0])
        self.assertIn("1 more column to the left", pane.screen())
        self.assertCursorOn(pane, "Write docs")

    def test_an_outline_is_drawn_with_its_nesting_and_the_cursor_on_the_lifted_item(self):
        pane = self.pane("--demo", "outline")
        for _ in range(4):
            pane.key(DOWN)
        pane.key(" ")
        pane.key(DOWN)
        lines = pane.lines()
        self.assertIn(" # Launch plan", lines[0])
        self.assertIn("   ## Backend", lines[1])
        self.assertIn("*      • [x] Write the schema", lines)
        self.assertCursorOn(pane, "Write the schema")

    def test_screen_reader_mode_accessible_and_dumb_terminals_get_no_view(self):
        for args, environment in (
            (["--screen-reader"], {}),
            ([], {"ACCESSIBLE": "1"}),
            ([], {"TERM": "dumb"}),
            (["--no-view"], {}),
        ):
            with self.subTest(args=args, environment=environment):
                pane = self.pane(*args, environment=environment)
                written = pane.written()
                for key in (DOWN, " ", RIGHT, DOWN, "\x1b"):
                    written += pane.key(key)
                self.assertNotRegex(written, ADDRESSING)
                self.assertNotIn("┌ To Do", pane.screen())

    def test_set_view_off_takes_it_down_and_on_brings_it_back(self):
        pane = self.pane()
        pane.line("set view off")
        self.assertEqual(pane.scroll_region(), (0, 23))
        written = pane.key(DOWN) + pane.key(" ") + pane.key(RIGHT)
        self.assertNotRegex(written, rb"\x1b\[\d+;\d+H")
        pane.line("set view on")
        self.assertCursorOn(pane, "Write docs")
        self.assertNotEqual(pane.scroll_region(), (0, 23))

    def test_a_window_too_small_says_so_once_and_answers_line_by_line(self):
        pane = self.pane(columns=38, rows=9)
        self.assertIn(b"too small to show the", pane.wait_written(b"too small to show the"))
        written = pane.key(DOWN) + pane.key(" ") + pane.key(RIGHT)
        self.assertNotRegex(written, rb"\x1b\[\d+;\d+H")
        self.assertNotIn(b"too small", written)
        self.assertIn("Doing, position 1 of 2.", pane.screen())
        pane.resize(80, 24)
        self.assertIn("Done (1)", pane.lines()[0])
        self.assertCursorOn(pane, "Write docs")

    def test_answers_wrap_between_words(self):
        for args in ([], ["--no-view"]):
            with self.subTest(args=args):
                pane = self.pane(*args, columns=50, rows=20)
                pane.key(" ")
                lines = [line.strip() for line in pane.lines() if line.strip()]
                start = next(i for i, line in enumerate(lines) if line.startswith("error: nothing is selected"))
                end = next(i for i in range(start, len(lines)) if lines[i].endswith("lift and a name"))
                message = ("error: nothing is selected. Type select and an item's name, or select next, "
                           "then press Space, or type lift and a name")
                # Broken only where there was a space: the lines joined again are the message.
                self.assertEqual(" ".join(lines[start:end + 1]), message)
                self.assertGreater(end, start)

    def test_control_l_draws_the_view_again_at_the_top(self):
        pane = self.pane()
        pane.key(DOWN)
        pane.key(" ")
        region = pane.scroll_region()
        pane.key("\x0c")
        lines = pane.lines()
        self.assertIn("Done (1)", lines[0])
        self.assertTrue(lines[1].startswith("│*Write docs"), lines[1])
        self.assertEqual(pane.scroll_region(), region)
        self.assertCursorOn(pane, "Write docs")
        pane.key(RIGHT)
        self.assertCursorOn(pane, "Write docs")
        self.assertIn("Doing (2)", pane.lines()[0])

    def test_quitting_leaves_the_terminal_as_it_was(self):
        pane = self.pane()
        pane.key(DOWN)
        pane.key(" ")
        pane.line("quit!")
        pane.wait_for(lambda: pane.value("pane_current_command") == "sleep", "dnd to end")
        self.assertEqual(pane.scroll_region(), (0, 23))
        self.assertEqual(pane.value("cursor_flag"), "1")
        self.assertTrue(pane.written().endswith(b"\x1b[0m\x1b[?25h") or b"\x1b[r" in pane.written()[-200:])

    def test_control_z_restores_the_terminal_and_fg_draws_the_view_again(self):
        pane = self.pane(shell=True)
        pane.key(DOWN)
        pane.key(" ")
        pane.key("\x1a", pause=0.8)
        self.assertIn("Stopped", pane.screen())
        self.assertEqual(pane.scroll_region(), (0, 23))
        pane.line("fg")
        time.sleep(0.5)
        self.assertTrue(pane.lines()[1].startswith("│*Write docs"), pane.screen())
        self.assertNotEqual(pane.scroll_region(), (0, 23))
        pane.key(RIGHT)
        self.assertCursorOn(pane, "Write docs")

    def test_a_crash_leaves_the_terminal_as_it_was(self):
        pane = self.pane(shell=True, environment={"SWIFT_BACKTRACE": "enable=no"})
        pane.key(DOWN)
        pane.key(" ")
        self.assertNotEqual(pane.scroll_region(), (0, 23))
        subprocess.run(["pkill", "-SEGV", "-f", f"^{BINARY}$"], check=False)
        pane.wait_for(lambda: "Segmentation fault" in pane.screen() or "$" in pane.lines()[-1] or
                      pane.value("pane_current_command") == "bash", "the shell to come back")
        time.sleep(0.3)
        self.assertEqual(pane.scroll_region(), (0, 23))
        self.assertEqual(pane.value("cursor_flag"), "1")
        # The terminal's modes as before: the shell echoes what is typed.
        pane.line("echo back")
        self.assertIn("back", pane.lines()[pane.cursor()[1] - 1])


GUIDE = os.path.join(ROOT, "Docs", "getting-started.md")


def guide_blocks():
    """The plain fenced blocks (a bare ```) of the getting-started guide, each as its lines."""
    blocks, block = [], None
    with open(GUIDE, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if block is None:
                if line.startswith("```"):
                    block = [] if line == "```" else False
            elif line.startswith("```"):
                if block is not False:
                    blocks.append(block)
                block = None
            elif block is not False:
                block.append(line)
    return blocks


def block_after(blocks, first_line, count):
    """The block that starts with first_line and the count - 1 blocks after it, as one text."""
    starts = [i for i, block in enumerate(blocks) if block and block[0] == first_line]
    assert len(starts) == 1, f"{GUIDE} has {len(starts)} blocks that start with {first_line!r}"
    return "\n".join(line for block in blocks[starts[0]:starts[0] + count] for line in block)


class GettingStartedTests(unittest.TestCase):
    """The transcripts of Docs/getting-started.md, typed and keyed, are what the screen shows:
    the answers by eye and by ear, and the live view after Down, Space and Right."""

    def pane(self, *args, **options):
        pane = Pane(*args, **options)
        self.addCleanup(pane.close)
        return pane

    @staticmethod
    def shown(pane):
        """The screen's lines without trailing blanks, and no empty lines at the end."""
        return "\n".join(line.rstrip() for line in pane.lines()).rstrip("\n")

    def test_by_eye_select_then_space_right_space(self):
        expected = block_after(guide_blocks(), 'dnd> select "Write docs"', 2)
        pane = self.pane()
        pane.line('select "Write docs"')
        for key in (" ", RIGHT, " "):
            pane.key(key)
        self.assertIn(expected, self.shown(pane))

    def test_the_live_view_after_down_space_and_right(self):
        blocks = guide_blocks()
        pictures = [block for block in blocks if block and block[0].startswith("┌")]
        self.assertEqual(len(pictures), 1, "one picture of the live view")
        pane = self.pane()
        for key in (DOWN, " ", RIGHT):
            pane.key(key)
        self.assertEqual(self.shown(pane), "\n".join(line.rstrip() for line in pictures[0]))

    def test_by_ear_select_then_space_right_right_space(self):
        expected = block_after(guide_blocks(), 'select "Fix login"', 3)
        pane = self.pane("--screen-reader")
        pane.line('select "Fix login"')
        for key in (" ", RIGHT, RIGHT, " "):
            pane.key(key)
        self.assertIn(expected, self.shown(pane))


if __name__ == "__main__":
    try:
        unittest.main(verbosity=2)
    finally:
        subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)

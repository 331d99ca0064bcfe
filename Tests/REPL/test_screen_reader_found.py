#!/usr/bin/env python3
"""A screen reader or braille display found at start (issue 43), and `again` with F2.

`dnd` with no flag on a terminal starts as `--screen-reader` does when Fenrir runs (a stand-in
process named fenrir here), when Speakup is loaded, under BRLTTY's brltty-pty, or when the
accessibility bus says a screen reader is on (Orca: Tests/ScreenReader/test_orca.py). The
person's word wins: a flag, the settings file, then ACCESSIBLE (ACCESSIBLE=0 turns it off).
`again` and F2 say the last answer again, as it was said.

Run as `DND_BINARY=$PWD/.build/debug/dnd python3 Tests/REPL/test_screen_reader_found.py`.
"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_repl import SessionTestCase, Session  # noqa: E402

WAIT = 10
FOUND = r"Answers\s+are\s+written\s+for\s+your\s+screen\s+reader,\s+as\s+%s\s+is\s+running\."


def words(sentence):
    return r"\s+".join(re.escape(word) for word in sentence.split())


class FoundTests(SessionTestCase):
    def fake_fenrir(self):
        """A process whose script is named fenrir, as Fenrir's is, for the length of a test."""
        folder = tempfile.mkdtemp(prefix="dnd-fake-fenrir-")
        script = os.path.join(folder, "fenrir")
        with open(script, "w") as f:
            f.write("#!/bin/sh\nsleep 60\n")
        os.chmod(script, 0o755)
        process = subprocess.Popen(["/bin/sh", script])
        self.addCleanup(process.wait)
        self.addCleanup(process.kill)

    def start(self, *args, environment=None):
        s = Session(*args, state_dir=self.state, columns=100, rows=30, environment=environment)
        self.sessions.append(s)
        s.expect(r"Control D\s+to\s+leave", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        return s

    def test_under_fenrir_dnd_starts_for_the_screen_reader_and_says_why_once(self):
        self.fake_fenrir()
        s = self.start()
        self.assertRegex(s.clean(), FOUND % "Fenrir" + r"\s+" + words(
            "To change it, type set mode visual, or set mode visual save to keep it."))
        self.assertEqual(len(re.findall(FOUND % "Fenrir", s.clean())), 1, "said once")
        self.assertNotIn("dnd> ", s.clean(), "screen-reader mode has no prompt")
        self.assertNotIn("┌", s.clean(), "no live view")
        s.send("settings\r")
        s.expect(r"mode: screen-reader, because Fenrir is running\.", timeout=WAIT)

    def test_the_persons_word_wins_over_what_runs(self):
        self.fake_fenrir()
        for arguments, environment in [(["--mode", "visual"], None), ([], {"ACCESSIBLE": "0"})]:
            s = self.start(*arguments, environment=environment)
            s.settle(quiet=0.5, timeout=WAIT)
            self.assertNotRegex(s.clean(), FOUND % "Fenrir", (arguments, environment))
            self.assertIn("dnd> ", s.clean(), (arguments, environment))

    def test_under_brltty_pty_dnd_starts_for_the_braille_display(self):
        s = self.start(environment={"TERM_PROGRAM": "brltty-pty"})
        self.assertRegex(s.clean(), FOUND % "BRLTTY")

    def brlapi_socket(self, answers):
        """A BrlAPI socket at /run/BrlAPI/0 (a folder dnd looks in, which Debian's BRLTTY does not
        use): a stand-in server that greets with BrlAPI's version packet, as BRLTTY's does, or a
        socket left behind with nothing listening. Needs root and a free /run/BrlAPI."""
        import socket
        import threading
        folder = "/run/BrlAPI"
        if os.geteuid() != 0 or os.path.exists(folder):
            self.skipTest("needs root and no /run/BrlAPI")
        os.mkdir(folder)
        path = os.path.join(folder, "0")
        self.addCleanup(os.rmdir, folder)
        self.addCleanup(lambda: os.path.exists(path) and os.unlink(path))
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        server.bind(path)
        if not answers:
            server.close()  # the file stays, as after a BRLTTY that stopped
            return
        server.listen(4)
        self.addCleanup(server.close)

        def greet():
            while True:
                try:
                    client, _ = server.accept()
                except OSError:
                    return
                client.sendall(b"\x00\x00\x00\x04\x00\x00\x00v\x00\x00\x00\x08")
                client.close()
        threading.Thread(target=greet, daemon=True).start()

    def test_a_running_brltty_is_found_by_its_api_socket(self):
        self.brlapi_socket(answers=True)
        s = self.start()
        self.assertRegex(s.clean(), FOUND % "BRLTTY")

    def test_a_socket_a_stopped_brltty_left_behind_is_not_brltty(self):
        self.brlapi_socket(answers=False)
        s = self.start()
        self.assertNotRegex(s.clean(), FOUND % r"\w+")
        self.assertIn("dnd> ", s.clean())

    def test_under_brltty_alone_the_cursor_rests_at_the_start_of_an_answer_to_right(self):
        s = self.start("--demo", "outline", environment={"TERM_PROGRAM": "brltty-pty"})
        s.send("select Deploy\r")
        s.expect(r"Selected Deploy", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        s.send(" ")
        s.expect(r"Lifted Deploy", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        s.send("\x1bOA")  # Up
        s.expect(r"Position 2 of 3\.", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        s.send("\x1bOC")  # Right
        s.expect(r"Level 2 under Set up the database, 3 of 3\.", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        # The cursor went back up to the answer's first column ("\r" and a row up), not left at its end.
        tail = s.output[s.output.rindex("Level 2 under"):]
        self.assertIn("\r\x1b[1A", tail, repr(tail))

    def test_with_nothing_running_dnd_is_visual(self):
        s = self.start()
        self.assertNotRegex(s.clean(), FOUND % r"\w+")
        self.assertIn("dnd> ", s.clean())


class AgainTests(SessionTestCase):
    def start(self, *args):
        s = Session(*args, state_dir=self.state, columns=100, rows=30)
        self.sessions.append(s)
        s.expect(r"Control D\s+to\s+leave", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        return s

    def test_again_and_f2_say_the_last_answer_again_in_screen_reader_mode(self):
        s = self.start("--screen-reader")
        s.send('select "Write docs"\r')
        answer = s.expect(r"(Selected Write docs, in To Do, position 1 of \d+\.)", timeout=WAIT).group(1)
        s.settle(quiet=0.5, timeout=WAIT)
        s.send("again\r")
        s.expect(r"again\s*\r?\n" + re.escape(answer), timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        before = s.clean().count(answer)
        s.send("\x1bOQ")  # F2, as xterm sends it
        s.settle(quiet=0.8, timeout=WAIT)
        self.assertEqual(s.clean().count(answer), before + 1, "F2 says the answer once more")
        s.send("where\r")
        s.expect(r"Nothing\s+is\s+lifted\.", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        s.send("again 2\r")
        s.expect(r"again 2\s*\r?\n(?s:.*?)" + re.escape(answer) + r"(?s:.*?)Nothing\s+is\s+lifted\.", timeout=WAIT)

    def test_again_with_speak_speaks_the_answer_again(self):
        # A stand-in espeak-ng that writes down what it is given to say; spd-say answers no.
        folder = tempfile.mkdtemp(prefix="dnd-fake-speech-")
        log = os.path.join(folder, "spoken")
        with open(os.path.join(folder, "espeak-ng"), "w") as f:
            f.write('#!/bin/sh\nfor word in "$@"; do last="$word"; done\nprintf \'%%s\\n\' "$last" >> %s\n' % log)
        with open(os.path.join(folder, "spd-say"), "w") as f:
            f.write("#!/bin/sh\nexit 1\n")
        for name in ("espeak-ng", "spd-say"):
            os.chmod(os.path.join(folder, name), 0o755)
        s = Session("--screen-reader", "--speak", state_dir=self.state, columns=100, rows=30,
                    environment={"PATH": folder + ":/usr/bin:/bin"})
        self.sessions.append(s)
        s.expect(r"Control D\s+to\s+leave", timeout=WAIT)
        s.send('select "Write docs"\r')
        s.expect(r"Selected Write docs", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        s.send("again\r")
        s.settle(quiet=0.8, timeout=WAIT)
        s.send("\x1bOQ")  # F2
        s.settle(quiet=0.8, timeout=WAIT)
        with open(log) as f:
            spoken = [line.rstrip("\n") for line in f]
        said = [line for line in spoken if line.startswith("Selected Write docs")]
        self.assertEqual(len(said), 3, "said, then again, then F2: %r" % spoken)

    def test_again_before_any_answer_says_so(self):
        s = self.start("--screen-reader")
        s.send("again\r")
        # The greeting is the first answer: it is said again.
        s.expect(r"again\s*\r?\ndnd, the kanban demo", timeout=WAIT)

    def test_again_in_json_repeats_the_json_line(self):
        s = self.start("--json")
        s.send("where\r")
        line = s.expect(r'(\{"event":"where"[^\r\n]*\})', timeout=WAIT).group(1)
        s.settle(quiet=0.5, timeout=WAIT)
        s.send("again\r")
        s.settle(quiet=0.8, timeout=WAIT)
        self.assertEqual(s.clean().count(line), 2)

    def test_again_in_visual_mode(self):
        s = self.start("--mode", "visual", "--no-view")
        s.send("where\r")
        s.expect(r"Nothing is selected or lifted\.", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        s.send("again\r")
        s.settle(quiet=0.8, timeout=WAIT)
        self.assertEqual(s.clean().count("Nothing is selected or lifted."), 2)


if __name__ == "__main__":
    unittest.main(verbosity=2)

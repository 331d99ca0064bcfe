#!/usr/bin/env python3
"""A key whose bytes arrive apart is never taken for Escape: through a braille driver's terminal
or a slow SSH link an arrow's "\\e" can come alone, its "[C" later. dnd waits readline's
keyseq-timeout (500 ms unless an init file says otherwise) before it reads a lone Escape as
cancel; Control-G cancels at once."""
import os
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_repl import CTRL_G, ESCAPE, SessionTestCase, Session  # noqa: E402


class SplitKeyTests(SessionTestCase):
    def start(self, environment=None):
        session = Session("--screen-reader", state_dir=self.state, columns=100, rows=30, environment=environment)
        self.sessions.append(session)
        session.expect(r"Control D to leave")
        session.settle()
        session.send('lift "Write docs"\r')
        session.expect(r"Lifted Write docs")
        return session

    def send_apart(self, session, key, gap):
        for byte in key:
            session.send(byte, pause=gap)

    def test_an_arrow_split_50_and_200_ms_apart_moves_the_item(self):
        s = self.start()
        self.send_apart(s, "\x1b[C", 0.05)
        s.expect(r"Doing, position 1 of 2\.")
        self.send_apart(s, "\x1b[C", 0.2)
        s.expect(r"Done, position 1 of 2\.")
        self.send_apart(s, "\x1bOD", 0.2)  # Left, as a terminal in keypad mode sends it
        s.expect(r"Doing, position 1 of 2\.")
        self.assertNotIn("Put back", s.clean())
        self.assertNotIn("[C", s.clean().replace("\x1b[C", ""))

    def test_a_lone_escape_cancels_after_the_timeout_and_control_g_at_once(self):
        s = self.start()
        started = time.time()
        s.send(ESCAPE, pause=0)
        s.expect(r"Put back in To Do")
        waited = time.time() - started
        self.assertGreaterEqual(waited, 0.45, "a lone Escape waits for the rest of a key")
        s.send(" ")
        s.expect(r"Lifted Write docs")
        started = time.time()
        s.send(CTRL_G, pause=0)
        s.expect(r"Put back in To Do")
        self.assertLess(time.time() - started, 0.45, "Control-G does not wait")

    def test_the_wait_is_the_persons_keyseq_timeout(self):
        inputrc = os.path.join(self.state, "inputrc")
        with open(inputrc, "w") as f:
            f.write("set keyseq-timeout 100\n")
        s = self.start({"INPUTRC": inputrc})
        self.send_apart(s, "\x1b[C", 0.3)  # longer apart than the person's 100 ms: Escape, then text
        s.expect(r"Put back in To Do")


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

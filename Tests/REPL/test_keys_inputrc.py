#!/usr/bin/env python3
"""dnd's keys through a real pseudo-terminal with the system's and the person's readline init
files in place: Debian's /etc/inputrc binds Home and End (`\\e[1~`, `\\e[4~`) to
beginning-of-line and end-of-line, and readline reads it; dnd's bindings must still answer, in
the sequences of xterm (normal and application modes), tmux, screen, rxvt and the Linux console,
and an `$if dnd` section of ~/.inputrc must win over dnd's own."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_repl import SessionTestCase, Session  # noqa: E402

SYSTEM_INPUTRC = "/etc/inputrc"


@unittest.skipUnless(os.path.exists(SYSTEM_INPUTRC), "the system's /etc/inputrc (readline-common) is needed")
class InputrcKeyTests(SessionTestCase):

    def start(self, *, term="xterm", inputrc=None):
        """dnd in screen-reader mode with readline choosing its init file as it does for a person:
        no INPUTRC, HOME with the given ~/.inputrc (none: readline reads /etc/inputrc)."""
        if inputrc is not None:
            with open(os.path.join(self.state, ".inputrc"), "w") as f:
                f.write(inputrc)
        session = Session("--screen-reader", state_dir=self.state, columns=200,
                          environment={"INPUTRC": None, "TERM": term})
        self.sessions.append(session)
        session.expect(r"help for the commands")
        # No prompt by ear: the cursor rests on the answer.
        session.settle()
        session.send('select "Write docs"\r')
        session.expect(r"Selected Write docs")
        session.send(" ")
        session.expect(r"Lifted Write docs from To Do, position 1 of 3\.")
        return session

    def test_home_and_end_answer_in_every_terminal_s_sequence_despite_the_system_inputrc(self):
        with open(SYSTEM_INPUTRC) as f:
            system = f.read()
        # The point of the test: the system file binds the console's Home and End for everyone.
        self.assertIn('"\\e[1~": beginning-of-line', system)
        sequences = {
            "xterm": ("\x1b[H", "\x1b[F"),
            "xterm application mode": ("\x1bOH", "\x1bOF"),
            "Linux console, tmux, screen": ("\x1b[1~", "\x1b[4~"),
            "rxvt": ("\x1b[7~", "\x1b[8~"),
        }
        s = self.start(term="screen")
        for terminal, (home, end) in sequences.items():
            with self.subTest(terminal=terminal):
                s.send(end)
                s.expect(r"To Do, position 3 of 3\.")
                s.send(home)
                s.expect(r"To Do, position 1 of 3\.")

    def test_page_keys_shift_arrows_and_shift_tab_answer_in_every_terminal_s_sequence(self):
        s = self.start(term="linux")
        s.send("\x1b[6~")  # Page Down: the next container
        s.expect(r"Doing, position \d of 2\.")
        s.send("\x1b[5~")  # Page Up: back
        s.expect(r"To Do, position \d of 3\.")
        for shift_down in ("\x1b[1;2B", "\x1bO2B", "\x1b[b"):  # xterm, older xterm, rxvt
            with self.subTest(sequence=repr(shift_down)):
                s.send(shift_down)
                s.expect(r"Already last in To Do")
        s.send("\x1b[Z")  # Shift Tab
        s.expect(r"Done, position \d of \d\.|Doing, position \d of \d\.")

    def test_an_if_dnd_section_of_the_person_s_inputrc_wins_over_dnd_s_bindings(self):
        inputrc = (
            "$include /etc/inputrc\n"
            "set bell-style none\n"
            "$if dnd\n"
            '  "\\e[1~": dnd-last\n'
            '  "\\C-t": dnd-next-container\n'
            "$endif\n"
            "$if bash\n"
            '  "\\e[4~": dnd-first\n'
            "$endif\n")
        s = self.start(term="screen", inputrc=inputrc)
        s.send("\x1b[1~")  # Home, bound here to dnd-last
        s.expect(r"To Do, position 3 of 3\.")
        s.send("\x14")  # Control-T, bound to dnd-next-container
        s.expect(r"Doing, position \d of 2\.")
        s.send("\x1b[4~")  # End: a section for another program leaves dnd's binding
        s.expect(r"Doing, position 2 of 2\.")

    def test_a_broken_inputrc_is_readline_s_business_and_dnd_s_keys_still_work(self):
        inputrc = "$if dnd\n\"\\e[1~\": no-such-function\nset nonsense\n$if\n\x00\xff garbage\n"
        s = self.start(term="screen", inputrc=inputrc)
        s.send("\x1b[4~")
        s.expect(r"To Do, position 3 of 3\.")
        s.send(" ")
        s.expect(r"Dropped\.")


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    print(f"{result.testsRun - len(result.failures) - len(result.errors)} passed, "
          f"{len(result.failures) + len(result.errors)} failed")
    sys.exit(0 if result.wasSuccessful() else 1)

#!/usr/bin/env python3
"""Screen-reader lines wrap whole: at the terminal's width (40 to 200 columns, following a
resize), a sentence breaks between words, never inside one. Piped output, a terminal that
reports no width and one under 20 columns are not wrapped, and nothing crashes."""
import os
import re
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_repl import SessionTestCase, ANSI, BINARY, Session  # noqa: E402

START_UP = ("dnd, the kanban demo, 3 containers and 5 items. Type select next and press Space to lift, "
            "help for the commands, or Control D to leave.")


class WrappingTests(SessionTestCase):

    def start(self, columns, rows=40):
        session = Session("--screen-reader", state_dir=self.state, columns=columns, rows=rows)
        self.sessions.append(session)
        session.expect(r"Control D to leave\.")
        # No prompt by ear: the cursor rests on the answer.
        session.settle()
        return session

    def lines_before_prompt(self, session):
        return ANSI.sub("", session.output).strip("\n").splitlines()

    def assert_whole_words(self, lines, width, sentence):
        for line in lines:
            # One column short of the edge, so that no terminal wraps the line a second time.
            self.assertLess(len(line), width, f"{line!r} reaches the last of {width} columns")
        self.assertEqual(" ".join(lines), sentence, "the lines, joined, are the sentence: no word was split")

    def test_start_up_wraps_between_words_at_40_60_and_80_columns_in_at_most_3_lines_at_80(self):
        for width in (40, 60, 80):
            with self.subTest(width=width):
                lines = self.lines_before_prompt(self.start(width))
                self.assert_whole_words(lines, width, START_UP)
                if width == 80:
                    self.assertLessEqual(len(lines), 3)

    def test_the_width_follows_a_resize_and_errors_wrap_too(self):
        s = self.start(40)
        s.resize(60, 40)
        lines = s.answer("lift Nothing").strip("\n").splitlines()
        self.assertTrue(lines[0].startswith("No node named 'Nothing'. Did you mean"), lines)
        self.assertGreater(max(len(line) for line in lines), 40, "the answer used the new width")
        for line in lines:
            self.assertLessEqual(len(line), 60)
        help_text = s.answer("help keys")
        for line in help_text.splitlines():
            self.assertLessEqual(len(line), 60, line)
            self.assertNotRegex(line, r"^\S{1,3}[.,;]", "no fragment of a word begins a line")

    def test_no_width_or_a_width_under_20_is_not_wrapped_and_never_crashes(self):
        for width in (0, 15):
            with self.subTest(width=width):
                s = self.start(width)
                self.assertIn(START_UP, ANSI.sub("", s.output).replace("\n", "\n"))
                s.send("where\r")
                s.expect(r"Nothing is selected or lifted")

    def test_piped_output_is_never_wrapped(self):
        result = subprocess.run([BINARY, "--screen-reader", "-c", "help keys"], capture_output=True, text=True,
                                env={"PATH": "/usr/bin:/bin", "HOME": self.state, "COLUMNS": "40"})
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertTrue(any(len(line) > 80 for line in result.stdout.splitlines()), result.stdout)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

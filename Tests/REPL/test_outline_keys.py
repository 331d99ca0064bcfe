#!/usr/bin/env python3
"""An outline by keyboard through a real pseudo-terminal: in a Markdown document, Space lifts an
item with its children, Right indents it under the item above, Left outdents it, Space drops,
and `save` writes back only the moved block's lines, re-indented by the file's own unit."""
import os
import shutil
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_repl import SessionTestCase, LEFT, RIGHT, ROOT, Session  # noqa: E402

DOCUMENT = os.path.join(ROOT, "Tests", "Outlines", "obsidian-tabs.md")


class OutlineKeyTests(SessionTestCase):
    def setUp(self):
        super().setUp()
        self.file = os.path.join(self.state, "notes.md")
        shutil.copy(DOCUMENT, self.file)


    def start(self):
        session = Session("--screen-reader", "--scene", self.file, state_dir=self.state)
        self.sessions.append(session)
        # The file by its own name, not its folders read out slash after slash.
        session.expect(r"dnd, notes\.md, \d+ headings and \d+ list items\. .*help for the commands")
        # No prompt by ear: the cursor rests on the answer.
        session.settle()
        return session

    def test_select_space_right_space_save_indents_under_the_item_above(self):
        s = self.start()
        s.send('select "Fix the gate latch"\r')
        s.expect(r"Selected Fix the gate latch, done, list item, level 1 under Beds, 2 of 6, no children\.")
        s.send(" ")
        s.expect(r"Lifted Fix the gate latch from Beds, position 2 of 6\.")
        s.send(RIGHT)
        s.expect(r"Level 2 under Prepare the raised beds, 4 of 4\.")
        s.send(" ")
        s.expect(r"Dropped\.")
        s.send("save\r")
        s.expect(r"Saved the document to .*notes\.md\.")
        with open(DOCUMENT, encoding="utf-8") as f:
            before = f.read().split("\n")
        with open(self.file, encoding="utf-8") as f:
            after = f.read().split("\n")
        changed = [(a, b) for a, b in zip(before, after) if a != b]
        self.assertEqual(changed, [("- [x] Fix the gate latch", "\t- [x] Fix the gate latch")])
        self.assertEqual(len(before), len(after))

    def test_left_outdents_and_refusals_answer_with_the_reason(self):
        s = self.start()
        s.send('select "Buy four bags of compost"\r')
        s.expect(r"Selected Buy four bags of compost")
        s.send(" ")
        s.expect(r"Lifted Buy four bags of compost")
        s.send(RIGHT)
        s.expect(r"Cannot indent Buy four bags of compost, it is first under Prepare the raised beds, "
                 r"with nothing above it to go under")
        s.send(LEFT)
        s.expect(r"Level 1 under Beds, 2 of 7\.")
        s.send(LEFT)
        s.expect(r"Cannot outdent Buy four bags of compost, it is already at the top level")
        s.send("\x07")  # Control G puts it back
        s.expect(r"Put back in Prepare the raised beds, position 1 of 3\.")


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

#!/usr/bin/env python3
"""The open file changed on disk by another program (issue 42).

dnd names the file as it was given, here a full path, so the sentences are matched from
"Tasks.md" on. The interactive session runs dnd on a real pseudo-terminal (the harness of
test_repl.py); the batch cases pipe commands into dnd and make the outside change between two
of them, after dnd answered the first. "The other program" is this test writing the file: by renaming a new file
over it, as editors that save safely do, or by rewriting it in place.

Run as `DND_BINARY=$PWD/.build/debug/dnd python3 -m unittest Tests/REPL/test_changed_on_disk.py -v`.
"""
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_repl import BINARY, SessionTestCase, Session  # noqa: E402

BOARD = """---

kanban-plugin: basic

---

## To Do

- [ ] Write docs
- [ ] GUI

## Doing

- [ ] Fix login

## Done

- [x] Ship it

"""

WAIT = 10  # seconds for any answer: the machine may be busy building
QUIET = 1.5  # seconds to wait before concluding that dnd said nothing about a change
PROMPTLY = 3.0  # seconds within which an outside change is seen with nothing typed


def words(sentence):
    """A regular expression for a sentence, its words apart by any white space (lines wrap)."""
    return r"\s+".join(re.escape(word) for word in sentence.split())


def lanes(text):
    """A board's lanes in order, each with its cards' names: {"To Do": ["Write docs", ...]}."""
    result, lane = {}, None
    for line in text.splitlines():
        heading = re.match(r"^## (.*)$", line)
        if heading:
            lane = heading.group(1).strip()
            result[lane] = []
        card = re.match(r"^- \[[ xX]\] (.*)$", line)
        if card and lane is not None:
            result[lane].append(card.group(1).strip())
    return result


def renamed_and_added(text):
    """The outside change that merges: GUI renamed, and a new card after it."""
    return text.replace("- [ ] GUI\n", "- [ ] GUI with docking\n- [ ] New card\n")


def without_write_docs(text):
    """The outside change that conflicts with moving Write docs: its line deleted."""
    return text.replace("- [ ] Write docs\n", "")


class ChangedOnDiskCase(SessionTestCase):
    """A test with its own folder holding Tasks.md, and its own state folder (`self.state`)."""

    def setUp(self):
        super().setUp()
        self.folder = tempfile.mkdtemp(prefix="dnd-changed-on-disk-")
        self.addCleanup(shutil.rmtree, self.folder, True)
        self.path = os.path.join(self.folder, "Tasks.md")
        with open(self.path, "w", encoding="utf-8") as f:
            f.write(BOARD)

    def disk(self):
        with open(self.path, encoding="utf-8") as f:
            return f.read()

    def replace_file(self, text):
        """Writes a new file beside it and renames it over, as a careful editor saves."""
        fresh = os.path.join(self.folder, ".Tasks.md.new")
        with open(fresh, "w", encoding="utf-8") as f:
            f.write(text)
        os.rename(fresh, self.path)
        return text

    def rewrite_in_place(self, text):
        """Truncates the same file and writes it again, as a plain `>` redirection does."""
        with open(self.path, "r+", encoding="utf-8") as f:
            f.truncate(0)
            f.write(text)
        return text

    def start(self, *extra):
        session = Session("--screen-reader", *extra, "--scene", self.path, state_dir=self.state,
                          columns=200, rows=40)
        self.sessions.append(session)
        session.expect(r"Control D\s+to\s+leave", timeout=WAIT)
        session.settle(quiet=0.5, timeout=WAIT)
        return session

    def assert_silent(self, session, what):
        """Nothing is said of the file for a while (a change would have been seen by now)."""
        time.sleep(QUIET)
        said = session.settle(quiet=0.5, timeout=WAIT)
        self.assertNotRegex(said, r"changed\s+on\s+disk|deleted\s+or\s+moved\s+away", what)

    def tree(self, session):
        """The answer of `tree`, the scene as the session now has it."""
        session.settle(quiet=0.5, timeout=WAIT)
        session.send("tree\r")
        return session.expect(r"(?s)tree\n(\d+ lanes and .*?Ship it, done)", timeout=WAIT).group(1)

    def drag_write_docs(self, session):
        session.send('drag "Write docs" to Doing\r')
        session.expect(r"Dropped\.", timeout=WAIT)
        session.settle(quiet=0.3, timeout=WAIT)


class NothingUnsavedTests(ChangedOnDiskCase):
    """With nothing unsaved the session opens the new version by itself, at once."""

    def check_reload(self, change):
        s = self.start()
        before = time.time()
        change(BOARD.replace("- [ ] GUI\n", "- [ ] GUI\n- [ ] New card\n"))
        s.expect(words("Tasks.md changed on disk. Showing the new version."), timeout=WAIT)
        seen = time.time() - before
        self.assertLess(seen, PROMPTLY, "the change was said %.1f s after it, with nothing typed" % seen)
        tree = self.tree(s)
        self.assertTrue(tree.startswith("3 lanes and 5 cards."), tree)
        self.assertIn("New card", tree)

    def test_a_file_renamed_over_it_is_shown_at_once(self):
        self.check_reload(self.replace_file)

    def test_a_rewrite_in_place_is_shown_at_once(self):
        self.check_reload(self.rewrite_in_place)

    def test_in_the_visual_mode_the_new_version_is_shown_and_the_prompt_comes_back(self):
        s = Session("--scene", self.path, state_dir=self.state, columns=200, rows=40)
        self.sessions.append(s)
        s.expect(r"(?m)^dnd> ", timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        self.replace_file(BOARD.replace("- [ ] GUI\n", "- [ ] GUI\n- [ ] New card\n"))
        s.expect(words("Tasks.md changed on disk. Showing the new version."), timeout=WAIT)
        s.expect(r"dnd> ", timeout=WAIT)
        s.send("tree\r")
        s.expect(r"3 lanes and 5 cards\.(?s:.*?)New card(?s:.*?)Ship it, done", timeout=WAIT)

    def test_a_second_change_is_shown_too(self):
        s = self.start()
        self.replace_file(BOARD.replace("- [ ] GUI\n", "- [ ] GUI\n- [ ] New card\n"))
        s.expect(words("Tasks.md changed on disk. Showing the new version."), timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        self.rewrite_in_place(BOARD.replace("- [ ] GUI\n", "- [ ] GUI\n- [ ] Newer card\n"))
        s.expect(words("Tasks.md changed on disk. Showing the new version."), timeout=WAIT)
        tree = self.tree(s)
        self.assertIn("Newer card", tree)
        self.assertNotIn("New card", tree)


class UnsavedChangesTests(ChangedOnDiskCase):
    """With unsaved changes the change is said once; `save` applies them to the new version."""

    def test_the_change_is_said_once_and_save_applies_the_move_to_the_new_version(self):
        s = self.start()
        self.drag_write_docs(s)
        theirs = self.replace_file(BOARD.replace("- [ ] GUI\n", "- [ ] GUI with docking\n"))
        s.expect(words("Tasks.md changed on disk. Type save to apply your changes to the new version."),
                 timeout=WAIT)
        self.rewrite_in_place(theirs.replace("- [ ] GUI with docking\n", "- [ ] GUI with docking\n- [ ] New card\n"))
        self.assert_silent(s, "a second change with the same unsaved work is not said again")
        # Typing does not bring it back either.
        s.send("where\r")
        said = s.expect(r"Write docs is selected, in Doing[^\n]*\n", timeout=WAIT)
        self.assertNotIn("changed on disk", said.group(0))
        self.assert_silent(s, "nor after the next answer")
        s.send("save\r")
        s.expect(words("Tasks.md changed on disk. Your 1 move was applied to the new version and saved."),
                 timeout=WAIT)
        self.assertEqual(lanes(self.disk()), {"To Do": ["GUI with docking", "New card"],
                                              "Doing": ["Fix login", "Write docs"], "Done": ["Ship it"]})
        # Saved: the next outside change is opened at once again.
        self.replace_file(self.disk().replace("- [ ] New card\n", "- [ ] Newest card\n"))
        s.expect(words("Tasks.md changed on disk. Showing the new version."), timeout=WAIT)

    def check_said_after_the_lift(self, change, ending, answer):
        """A change made while an item is lifted is said only after `ending` (a drop where the
        item was, or a cancel: nothing to apply, so the new version is shown)."""
        s = self.start()
        s.send('lift "Fix login"\r')
        s.expect(r"Lifted Fix login", timeout=WAIT)
        s.settle(quiet=0.3, timeout=WAIT)
        change(renamed_and_added(BOARD))
        self.assert_silent(s, "nothing is said while an item is lifted")
        s.send(ending + "\r")
        s.expect(answer + r"(?s:.*?)" + words("Tasks.md changed on disk. Showing the new version."), timeout=WAIT)
        return s

    def test_the_change_is_never_said_during_a_lift_only_after_the_drop(self):
        self.check_said_after_the_lift(self.replace_file, "drop", r"Dropped\.")

    def test_the_change_is_never_said_during_a_lift_only_after_the_cancel(self):
        s = self.check_said_after_the_lift(self.rewrite_in_place, "cancel", r"Put back in")
        self.assertIn("GUI with docking", self.tree(s))


class ConflictTests(ChangedOnDiskCase):
    """A move whose item the other program deleted: nothing is written until the person chooses."""

    def conflict(self):
        s = self.start()
        self.drag_write_docs(s)
        theirs = self.replace_file(without_write_docs(BOARD))
        s.expect(words("Tasks.md changed on disk. Type save to apply your changes to the new version."),
                 timeout=WAIT)
        s.settle(quiet=0.3, timeout=WAIT)
        s.send("save\r")
        s.expect(words("changed on disk, and your move of Write docs cannot be applied to it"),
                 timeout=WAIT)
        s.expect(words("Nothing was written"), timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        with open(self.path, "rb") as f:
            self.assertEqual(f.read(), theirs.encode(), "the other program's file is left as it wrote it")
        return s, theirs

    def test_save_refuses_and_save_bang_writes_this_version_over(self):
        s, _ = self.conflict()
        s.send("save!\r")
        s.expect(words("Saved your version over") + r"\s+\S*Tasks\.md", timeout=WAIT)
        self.assertEqual(lanes(self.disk()), {"To Do": ["GUI"], "Doing": ["Fix login", "Write docs"],
                                              "Done": ["Ship it"]})

    def test_save_refuses_and_reload_takes_the_version_on_disk(self):
        s, theirs = self.conflict()
        # `reload` is the way on the refusal names: asked for by name, it goes ahead at once.
        s.send("reload\r")
        s.expect(words("Reloaded") + r"\s+\S*" +
                 words("Tasks.md as it is on disk, dropping your 1 unsaved change."), timeout=WAIT)
        s.settle(quiet=0.5, timeout=WAIT)
        with open(self.path, "rb") as f:
            self.assertEqual(f.read(), theirs.encode())
        self.assertNotIn("Write docs", self.tree(s))


class DeletedTests(ChangedOnDiskCase):

    def test_a_deleted_file_is_said_and_save_writes_it_back(self):
        s = self.start()
        os.remove(self.path)
        s.expect(words("Tasks.md was deleted or moved away. Type save to write it back."), timeout=WAIT)
        self.assert_silent(s, "said once")
        s.send("save\r")
        s.expect(words("Tasks.md was deleted or moved away. It is written back."), timeout=WAIT)
        self.assertTrue(os.path.exists(self.path))
        self.assertEqual(lanes(self.disk()), lanes(BOARD))

    def test_a_file_moved_away_with_a_move_unsaved_is_written_back_with_it(self):
        s = self.start()
        self.drag_write_docs(s)
        os.rename(self.path, os.path.join(self.folder, "Elsewhere.md"))
        s.expect(words("Tasks.md was deleted or moved away. Type save to write it back."), timeout=WAIT)
        s.settle(quiet=0.3, timeout=WAIT)
        s.send("save\r")
        s.expect(words("Tasks.md was deleted or moved away. It is written back."), timeout=WAIT)
        self.assertEqual(lanes(self.disk()), {"To Do": ["GUI"], "Doing": ["Fix login", "Write docs"],
                                              "Done": ["Ship it"]})
        with open(os.path.join(self.folder, "Elsewhere.md"), encoding="utf-8") as f:
            self.assertEqual(f.read(), BOARD, "the moved file is not touched")


class TwoSessionsTests(ChangedOnDiskCase):

    def test_a_second_dnd_on_the_file_names_the_first_ones_process(self):
        first = self.start()
        second = Session("--screen-reader", "--scene", self.path, state_dir=self.state, columns=200, rows=40)
        self.sessions.append(second)
        second.expect(words("Another dnd, process %d, has" % first.pid) + r"\s+\S*" + words("Tasks.md open too."),
                      timeout=WAIT)


class Batch:
    """dnd reading commands from a pipe, answered line by line."""

    def __init__(self, test, *args):
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": test.state, "XDG_STATE_HOME": test.state,
               "XDG_CONFIG_HOME": os.path.join(test.state, "config")}
        self.process = subprocess.Popen([BINARY, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, env=env)
        test.addCleanup(self.kill)
        self.stdout = b""

    def send(self, line):
        self.process.stdin.write(line.encode() + b"\n")
        self.process.stdin.flush()

    def expect(self, pattern, timeout=WAIT):
        """Waits for a regular expression in standard output, with the commands still coming."""
        deadline = time.time() + timeout
        regex = re.compile(pattern)
        while time.time() < deadline:
            if regex.search(self.stdout.decode("utf-8", "replace")):
                return
            ready, _, _ = select.select([self.process.stdout], [], [], 0.05)
            if ready:
                data = os.read(self.process.stdout.fileno(), 65536)
                if not data:
                    break
                self.stdout += data
        raise AssertionError(f"did not see {pattern!r} on standard output:\n{self.stdout.decode('utf-8', 'replace')}")

    def finish(self, line):
        """Sends the last line, ends the input; returns the exit status, standard output and error."""
        out, err = self.process.communicate(line.encode() + b"\n", timeout=WAIT * 3)
        return self.process.returncode, (self.stdout + out).decode("utf-8"), err.decode("utf-8")

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.communicate()


class BatchTests(ChangedOnDiskCase):
    """Piped commands: the change is looked for when `save` writes; nothing is ever written over."""

    def moved_then_changed(self, change, *options):
        batch = Batch(self, *options, "--scene", self.path)
        batch.send('drag "Write docs" to Doing')
        batch.expect(r'Dropped\.|"event":"dropped"')
        theirs = self.replace_file(change(BOARD))
        return (*batch.finish("save"), theirs)

    def test_save_applies_the_move_to_the_new_version(self):
        status, out, err = self.moved_then_changed(renamed_and_added)[:3]
        self.assertEqual(status, 0, err)
        self.assertRegex(out, words("Tasks.md changed on disk. Your 1 move was applied to the new version and saved."))
        self.assertEqual(lanes(self.disk()), {"To Do": ["GUI with docking", "New card"],
                                              "Doing": ["Fix login", "Write docs"], "Done": ["Ship it"]})

    def test_json_says_the_merge_as_a_file_changed_event(self):
        status, out, err = self.moved_then_changed(renamed_and_added, "--json")[:3]
        self.assertEqual(status, 0, err)
        events = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
        self.assertIn({"event": "file-changed", "file": self.path, "action": "merged", "steps": 1}, events)
        self.assertIn('{"event":"file-changed","file":%s,"action":"merged","steps":1}' % json.dumps(self.path),
                      out.splitlines(), "one line, in this order")
        self.assertEqual(lanes(self.disk()), {"To Do": ["GUI with docking", "New card"],
                                              "Doing": ["Fix login", "Write docs"], "Done": ["Ship it"]})

    def test_a_conflict_writes_nothing_and_exits_3(self):
        status, out, err, theirs = self.moved_then_changed(without_write_docs)
        self.assertEqual(status, 3, out + err)
        self.assertRegex(err, r"<stdin>:2:1: error: \S*Tasks\.md changed on disk")
        self.assertIn("your move of Write docs cannot be applied to it", err)
        self.assertIn("Nothing was written", err)
        with open(self.path, "rb") as f:
            self.assertEqual(f.read(), theirs.encode(), "byte for byte what the other program wrote")

    def test_save_with_nothing_unsaved_opens_the_new_version_and_writes_nothing(self):
        batch = Batch(self, "--scene", self.path)
        batch.send("tree")
        batch.expect(r"Ship it, done")
        theirs = self.rewrite_in_place(renamed_and_added(BOARD))
        stamp = os.stat(self.path).st_mtime_ns
        status, out, err = batch.finish("save")
        self.assertEqual(status, 0, err)
        self.assertRegex(out, words("Tasks.md changed on disk, and nothing here was unsaved. Opened the new version."))
        with open(self.path, "rb") as f:
            self.assertEqual(f.read(), theirs.encode())
        self.assertEqual(os.stat(self.path).st_mtime_ns, stamp, "the file was not written again")


class RecoveryTests(ChangedOnDiskCase):
    """The crash journal still recovers after a kill while the file changed on disk."""

    def test_a_session_killed_with_a_move_unsaved_after_an_outside_change_recovers_onto_it(self):
        import signal
        s = self.start()
        self.drag_write_docs(s)
        self.replace_file(renamed_and_added(self.disk()))
        s.expect(words("Tasks.md changed on disk. Type save to apply your changes to the new version."),
                 timeout=WAIT)
        os.kill(s.pid, signal.SIGKILL)
        s.wait()
        theirs = self.disk()
        t = self.start()
        self.assertRegex(t.clean(), r"Type\s+recover\s+to\s+bring\s+them\s+back")
        t.send("recover\r")
        t.expect(r"Recovered\s+1\s+command", timeout=WAIT)
        # The journal loads the file as it is now and replays the move onto it: both are kept.
        t.send("save\r")
        t.expect(r"Saved\s+the\s+board", timeout=WAIT)
        self.assertEqual(lanes(self.disk()), {"To Do": ["GUI with docking", "New card"],
                                              "Doing": ["Fix login", "Write docs"], "Done": ["Ship it"]})
        self.assertNotEqual(self.disk(), theirs)


if __name__ == "__main__":
    unittest.main(verbosity=2)

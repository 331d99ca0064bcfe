"""scripts/po refuses a broken catalog with FILE:LINE and the reason, and never writes a table.

    python3 Tests/Translations/test_po.py
"""
import importlib.machinery
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
po = importlib.machinery.SourceFileLoader("po", os.path.join(ROOT, "scripts", "po")).load_module()

GERMAN_HEADER = ('"Language: de\\n"\n"X-Language-Name: Deutsch\\n"\n"X-Voice: de\\n"\n'
                 '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n')


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


class BrokenCatalogs(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="dnd-po-test-")
        self.saved = po.PO
        po.PO = self.folder
        with open(os.path.join(ROOT, "po", "de.po"), encoding="utf-8") as f:
            self.german = f.read()

    def tearDown(self):
        po.PO = self.saved
        shutil.rmtree(self.folder, ignore_errors=True)

    def failure(self, text, code="de"):
        with open(os.path.join(self.folder, f"{code}.po"), "w", encoding="utf-8") as f:
            f.write(text)
        with self.assertRaises(po.Failure) as caught:
            po.catalogs()
        message = str(caught.exception)
        self.assertRegex(message, rf"^\S*\b{code}\.po:\d+: ", message)
        return message

    def line_of(self, message):
        return int(re.match(r"^[^:]+:(\d+):", message).group(1))

    def test_the_real_catalog_is_accepted(self):
        with open(os.path.join(self.folder, "de.po"), "w", encoding="utf-8") as f:
            f.write(self.german)
        self.assertEqual([c["code"] for c in po.catalogs()], ["de"])

    def test_a_missing_placeholder_names_its_line(self):
        broken = self.german.replace('msgstr "Über {target}."', 'msgstr "Über."', 1)
        self.assertNotEqual(broken, self.german, "the German brief move phrase changed; update this test")
        message = self.failure(broken)
        self.assertIn("announcement.movedBrief is missing the placeholder {target}", message)
        self.assertEqual(broken.split("\n")[self.line_of(message) - 1], 'msgstr "Über."')

    def test_an_unknown_placeholder_is_refused(self):
        broken = self.german.replace('msgstr "Über {target}."', 'msgstr "Über {target} {ziel}."', 1)
        message = self.failure(broken)
        self.assertIn("uses the unknown placeholder {ziel}", message)

    def test_a_missing_plural_form_is_refused(self):
        index = self.german.index('msgctxt "announcement.groupLifted"')
        form = self.german.index("msgstr[1]", index)
        end = self.german.index("\n", form)
        broken = self.german[:form] + self.german[end + 1:]
        message = self.failure(broken)
        self.assertIn("announcement.groupLifted is missing msgstr[1]; de has 2 forms", message)

    def test_a_plural_rule_that_disagrees_with_cldr_is_refused(self):
        broken = self.german.replace("nplurals=2; plural=(n != 1);", "nplurals=2; plural=(n > 1);", 1)
        message = self.failure(broken)
        self.assertIn("Plural-Forms gives", message)
        self.assertIn("CLDR says", message)

    def test_a_broken_header_is_refused(self):
        for bad, reason in [
            ("nplurals=2; plural=(n != 1);", "nplurals=2; plural=(n != ;"),
            ("nplurals=2; plural=(n != 1);", "nplurals=3; plural=(n != 1);"),
        ]:
            message = self.failure(self.german.replace(bad, reason, 1))
            self.assertTrue("plural expression" in message or "nplurals=3" in message, message)
        message = self.failure(self.german.replace('"X-Voice: de\\n"\n', "", 1))
        self.assertIn("X-Voice", message)

    def test_an_untranslated_or_fuzzy_phrase_is_refused(self):
        message = self.failure(self.german.replace('msgstr "Über {target}."', 'msgstr ""', 1))
        self.assertIn("announcement.movedBrief is untranslated", message)
        index = self.german.index('msgctxt "announcement.movedBrief"')
        message = self.failure(self.german[:index] + "#, fuzzy\n" + self.german[index:])
        self.assertIn("announcement.movedBrief is marked fuzzy", message)

    def test_a_bidi_control_is_refused(self):
        message = self.failure(self.german.replace('msgstr "Über {target}."', 'msgstr "Über \u200f{target}."', 1))
        self.assertIn("bidi control", message)

    def test_generate_writes_nothing_when_a_catalog_is_broken(self):
        work = tempfile.mkdtemp(prefix="dnd-po-generate-")
        try:
            for folder in ["scripts", "po", "Sources"]:
                shutil.copytree(os.path.join(ROOT, folder), os.path.join(work, folder))
            if os.path.exists(os.path.join(ROOT, ".swift-format")):
                shutil.copy(os.path.join(ROOT, ".swift-format"), work)
            path = os.path.join(work, "po", "de.po")
            with open(path, encoding="utf-8") as f:
                text = f.read()
            with open(path, "w", encoding="utf-8") as f:
                f.write(text.replace('msgstr "Über {target}."', 'msgstr "Über."', 1))
            generated = os.path.join(work, "Sources/DragDropAnnouncements/Languages/Generated")
            before = {n: read(os.path.join(generated, n)) for n in os.listdir(generated)}
            result = subprocess.run([sys.executable, os.path.join(work, "scripts", "po"), "generate"],
                                    capture_output=True, text=True)
            self.assertNotEqual(result.returncode, 0)
            self.assertRegex(result.stderr, r"po/de\.po:\d+: announcement\.movedBrief is missing the placeholder")
            after = {n: read(os.path.join(generated, n)) for n in os.listdir(generated)}
            self.assertEqual(before, after)
        finally:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    unittest.main()

"""scripts/po refuses a broken catalog with FILE:LINE and the reason; so does the build step that
makes the tables, which writes none then.

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


class BuildTool(unittest.TestCase):
    """The build step that makes a language's table: the real catalog in, data out; a fuzzy
    phrase left to English; a broken catalog fails the build with FILE:LINE and writes nothing."""

    TOOL = os.environ.get("DND_TABLES_TOOL", os.path.join(ROOT, ".build", "debug", "TranslationTablesTool"))

    def setUp(self):
        if not os.path.exists(self.TOOL):
            subprocess.run(["swift", "build", "--product", "TranslationTablesTool"], cwd=ROOT, check=True)
        self.folder = tempfile.mkdtemp(prefix="dnd-po-tool-")
        self.german = read(os.path.join(ROOT, "po", "de.po"))

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)

    def run_tool(self, text):
        catalog, table = os.path.join(self.folder, "de.po"), os.path.join(self.folder, "table.swift")
        with open(catalog, "w", encoding="utf-8") as f:
            f.write(text)
        result = subprocess.run([self.TOOL, "language", catalog, table], capture_output=True, text=True)
        return result, (read(table) if os.path.exists(table) else None)

    @staticmethod
    def records(table):
        """The table's phrases by context: its string literal's records (U+001E ends each, U+001F
        ends each field), as PhraseTable reads them."""
        literal = table[table.index("PhraseTable(") + len("PhraseTable("):]
        literal = literal[literal.index('"') + 1:literal.index('"\n  )')]
        phrases = {}
        for record in literal.split("\\u{1E}")[:-1]:
            context, *forms = record.split("\\u{1F}")
            phrases[context] = forms
        return phrases

    def test_the_real_catalog_becomes_a_table(self):
        result, table = self.run_tool(self.german)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn('static func de(_ context: String) -> [String]? {', table)
        records = self.records(table)
        self.assertEqual(records["announcement.movedBrief"], ["Über {target}."])
        self.assertEqual(list(records), sorted(records, key=lambda c: c.encode()))
        announcements = [c for c in records if c.startswith("announcement.")]
        self.assertEqual(len(announcements), len(po.english_table(po.TABLES[0][1])))

    def test_a_fuzzy_phrase_is_left_to_english(self):
        index = self.german.index('msgctxt "announcement.movedBrief"')
        result, table = self.run_tool(self.german[:index] + "#, fuzzy\n" + self.german[index:])
        self.assertEqual(result.returncode, 0, result.stderr)
        records = self.records(table)
        self.assertNotIn("announcement.movedBrief", records)
        self.assertIn("announcement.lifted", records)

    def test_a_broken_catalog_names_its_line_and_writes_nothing(self):
        broken = self.german.replace('msgstr "Über {target}."', 'msgstr "Über \\q"', 1)
        result, table = self.run_tool(broken)
        self.assertNotEqual(result.returncode, 0)
        line = broken[:broken.index('msgstr "Über \\q"')].count("\n") + 1
        self.assertIn(f"de.po:{line}: unknown escape \\q", result.stderr)
        self.assertIsNone(table)


if __name__ == "__main__":
    unittest.main()

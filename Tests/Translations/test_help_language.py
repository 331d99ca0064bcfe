#!/usr/bin/env python3
"""`help keys` in each of dnd's languages is recognised as that language by an independent
language detector (langid.py, limited to the 34 languages dnd speaks).

The binary is $DND_BINARY, else .build/debug/dnd. The command words in the help (set arrows
history, find previous) stay English, as the help says; the sentences around them must carry
the language.
"""
import os
import subprocess
import sys
import unittest

import langid
from langid.langid import LanguageIdentifier, model

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("DND_BINARY", os.path.join(ROOT, ".build", "debug", "dnd"))
CODES = sorted(name[:-3] for name in os.listdir(os.path.join(ROOT, "po")) if name.endswith(".po"))
# langid's name for a catalog's language: one Portuguese, one Chinese.
DETECTED = {"pt_BR": "pt", "pt_PT": "pt", "zh_CN": "zh", "zh_TW": "zh"}


class HelpLanguageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.identifier = LanguageIdentifier.from_modelstring(model, norm_probs=True)
        cls.identifier.set_languages(sorted({DETECTED.get(code, code) for code in CODES} | {"en"}))

    def help(self, code, topic="keys"):
        result = subprocess.run([BINARY, "--screen-reader", "--language", code, "-c", f"help {topic}"],
                                capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"})
        self.assertEqual(result.returncode, 0, result.stderr)
        return result.stdout

    def test_help_keys_is_recognised_as_each_language(self):
        self.assertEqual(len(CODES), 33)
        wrong = []
        for code in CODES:
            text = self.help(code)
            found, probability = self.identifier.classify(text)
            if found != DETECTED.get(code, code):
                wrong.append(f"{code}: detected {found} ({probability:.2f}) in {text[:120]!r}")
        self.assertEqual(wrong, [])

    def test_english_help_is_english_and_differs_from_every_translation(self):
        english = self.help("en")
        self.assertEqual(self.identifier.classify(english)[0], "en")
        for code in CODES:
            self.assertNotEqual(self.help(code), english, code)


if __name__ == "__main__":
    unittest.main(verbosity=2)

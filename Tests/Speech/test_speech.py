#!/usr/bin/env python3
"""Speech: dnd --speak says each answer through espeak-ng, a new one cuts off the one still
speaking, and with no speech program installed it warns once and goes on.

A stand-in espeak-ng on PATH writes each utterance to a WAV file with the real espeak-ng, then
"speaks" for as long as the audio lasts, logging when it started, finished or was cut off. sox
measures the audio: every utterance must be sound, not silence.
"""
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time
import unittest

BINARY = os.environ.get("DND_BINARY") or os.path.join(
    os.path.dirname(__file__), "..", "..", ".build", "debug", "dnd")
REAL_ESPEAK = shutil.which("espeak-ng")

STAND_IN = """#!/bin/sh
n=$(date +%s%N)
for last; do :; done
echo "start $n" >> "$SPEECH_LOG"
trap 'echo "cut $n $(date +%s%N)" >> "$SPEECH_LOG"; exit 0' TERM
REAL -w "$SPEECH_DIR/$n.wav" -- "$last"
echo "wav $n $(soxi -D "$SPEECH_DIR/$n.wav")" >> "$SPEECH_LOG"
sleep "$(soxi -D "$SPEECH_DIR/$n.wav")" &
wait $!
echo "done $n $(date +%s%N)" >> "$SPEECH_LOG"
"""


def rms(path):
    """The RMS amplitude of a WAV file, as sox measures it."""
    result = subprocess.run(["sox", path, "-n", "stat"], capture_output=True, text=True)
    for line in result.stderr.splitlines():
        if line.startswith("RMS     amplitude"):
            return float(line.split(":")[1])
    raise AssertionError(f"sox gave no RMS amplitude for {path}: {result.stderr}")


@unittest.skipUnless(REAL_ESPEAK and shutil.which("sox"), "espeak-ng and sox are needed (scripts/setup --test)")
class SpeechTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="dnd-speech-")
        self.bin = os.path.join(self.folder, "bin")
        os.mkdir(self.bin)
        stand_in = os.path.join(self.bin, "espeak-ng")
        with open(stand_in, "w") as f:
            f.write(STAND_IN.replace("REAL", REAL_ESPEAK))
        os.chmod(stand_in, os.stat(stand_in).st_mode | stat.S_IEXEC)
        # speech-dispatcher (which the fenrir package brings) would be chosen first; these tests
        # are of the espeak-ng path, so its spd-say answers that the service is not there.
        absent = os.path.join(self.bin, "spd-say")
        with open(absent, "w") as f:
            f.write("#!/bin/sh\nexit 1\n")
        os.chmod(absent, 0o755)
        self.log = os.path.join(self.folder, "log")
        self.env = {"PATH": f"{self.bin}:/usr/bin:/bin", "HOME": self.folder,
                    "XDG_CONFIG_HOME": os.path.join(self.folder, "config"), "XDG_RUNTIME_DIR": self.folder,
                    "SPEECH_LOG": self.log, "SPEECH_DIR": self.folder}

    def tearDown(self):
        shutil.rmtree(self.folder, ignore_errors=True)

    def events(self, wait_for_done=True, timeout=20):
        """The log's lines by utterance: {id: {"start": t, "wav": seconds, "done"|"cut": t}}."""
        deadline = time.time() + timeout
        while True:
            utterances = {}
            if os.path.exists(self.log):
                with open(self.log) as f:
                    for line in f:
                        parts = line.split()
                        entry = utterances.setdefault(parts[1], {})
                        if parts[0] == "start":
                            entry["start"] = int(parts[1])
                        elif parts[0] == "wav":
                            entry["wav"] = float(parts[2])
                        else:
                            entry[parts[0]] = int(parts[2])
            finished = utterances and all("done" in u or "cut" in u for u in utterances.values())
            if finished or not wait_for_done or time.time() > deadline:
                return utterances
            time.sleep(0.2)

    def run_paced(self, lines, pause):
        """Runs dnd --speak on piped input, one line every `pause` seconds, as keys come."""
        process = subprocess.Popen([BINARY, "--speak", "--screen-reader"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=self.env)
        for line in lines:
            process.stdin.write(line + "\n")
            process.stdin.flush()
            time.sleep(pause)
        out, err = process.communicate(timeout=30)
        self.assertEqual(process.returncode, 0, err)
        return out, err

    def test_each_announcement_of_a_drag_is_spoken_and_is_sound_not_silence(self):
        lines = ['lift "Write docs"', "move right", "move right", "drop"]
        out, err = self.run_paced(lines, pause=4.0)
        self.assertEqual(err, "")
        utterances = self.events()
        # One utterance for each answer: the lift (with its first-lift instructions), two moves, the drop.
        self.assertEqual(len(utterances), 4, utterances)
        for name, entry in utterances.items():
            wav = os.path.join(self.folder, f"{name}.wav")
            self.assertTrue(os.path.exists(wav), f"utterance {name} wrote no audio")
            self.assertGreater(entry["wav"], 0.3, f"utterance {name} is too short to be speech")
            self.assertGreater(rms(wav), 0.01, f"utterance {name} is silence")

    def test_a_new_announcement_cuts_off_the_one_still_speaking(self):
        # The lift and its instructions take about 8 seconds to say; the next answer comes after 1.5.
        self.run_paced(['lift "Write docs"', "move right"], pause=1.5)
        utterances = sorted(self.events().values(), key=lambda u: u["start"])
        self.assertEqual(len(utterances), 2, utterances)
        first, second = utterances
        self.assertIn("cut", first, "the first announcement was not cut off")
        self.assertNotIn("done", first)
        spoken = (first["cut"] - first["start"]) / 1e9
        self.assertLess(spoken, first["wav"] - 2, f"cut after {spoken:.1f} s of {first['wav']:.1f} s")
        self.assertIn("done", second, "the last announcement is said to its end")

    def test_speaking_never_blocks_an_answer(self):
        started = time.time()
        result = subprocess.run([BINARY, "--speak", "--screen-reader", "-c", 'lift "Write docs"; drop'],
                                capture_output=True, text=True, env=self.env, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertLess(time.time() - started, 2.0, "dnd waited for speech")
        self.assertIn("Dropped.", result.stdout)

    def test_with_no_speech_program_dnd_warns_once_and_goes_on(self):
        empty = os.path.join(self.folder, "empty")
        os.mkdir(empty)
        env = dict(self.env, PATH=empty)
        result = subprocess.run([BINARY, "--speak", "--screen-reader", "-c",
                                 'lift "Write docs"; set speak off; set speak on; drop'],
                                capture_output=True, text=True, env=env, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        warnings = [line for line in result.stderr.splitlines() if "speech" in line]
        self.assertEqual(len(warnings), 1, result.stderr)
        self.assertIn("install espeak-ng", warnings[0])
        self.assertIn("Lifted Write docs", result.stdout)
        self.assertIn("Dropped.", result.stdout)

    def record_calls(self):
        """Replaces the stand-in with one that logs each call's text, one line a call."""
        recorder = os.path.join(self.bin, "espeak-ng")
        with open(recorder, "w") as f:
            f.write('#!/bin/sh\nfor last; do :; done\necho "$last" >> "$SPEECH_LOG"\n')

    def spoken(self, expected_calls, timeout=5):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if os.path.exists(self.log):
                with open(self.log) as f:
                    calls = f.read().splitlines()
                if len(calls) >= expected_calls:
                    return calls
            time.sleep(0.1)
        return open(self.log).read().splitlines() if os.path.exists(self.log) else []

    def test_every_answer_to_one_c_string_is_spoken_in_order_as_one_utterance(self):
        self.record_calls()
        result = subprocess.run([BINARY, "--speak", "--screen-reader", "-c",
                                 'lift "Write docs"; move into Done; drop; lift Nothing'],
                                capture_output=True, text=True, env=self.env, timeout=30)
        self.assertEqual(result.returncode, 1, result.stderr)
        time.sleep(0.5)
        calls = self.spoken(1)
        self.assertEqual(len(calls), 1, calls)
        said = calls[0]
        # The lift, the move, the drop and the error, in that order, none cut off by the next.
        order = [said.find("Lifted Write docs"), said.find("Done, position"), said.find("Dropped"),
                 said.find("no node named 'Nothing'")]
        self.assertNotIn(-1, order, said)
        self.assertEqual(order, sorted(order), said)

    def test_one_piped_line_of_several_commands_is_one_utterance_and_each_line_its_own(self):
        self.record_calls()
        process = subprocess.Popen([BINARY, "--speak", "--screen-reader"], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=self.env)
        process.stdin.write('lift "Write docs"; move right; drop\n')
        process.stdin.flush()
        calls = self.spoken(1)
        process.stdin.write("where\n")
        process.communicate(timeout=30)
        calls = self.spoken(2)
        self.assertEqual(len(calls), 2, calls)
        self.assertIn("Lifted Write docs", calls[0])
        self.assertIn("Dropped", calls[0])
        self.assertIn("Write docs", calls[1])
        self.assertNotIn("Lifted", calls[1])

    def test_the_speech_rate_reaches_espeak_ng(self):
        recorder = os.path.join(self.bin, "espeak-ng")
        with open(recorder, "w") as f:
            f.write('#!/bin/sh\necho "$@" >> "$SPEECH_LOG"\n')
        result = subprocess.run([BINARY, "--speak", "--screen-reader", "-c", "set speech-rate 220; where"],
                                capture_output=True, text=True, env=self.env, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        time.sleep(0.5)
        with open(self.log) as f:
            calls = f.read()
        # Both answers of the -c string in one utterance, the second at the new rate.
        self.assertIn("-s 220 -- The speech rate is now 220 words a minute. Nothing is selected or lifted", calls)

    def test_a_language_speaks_in_its_own_voice(self):
        recorder = os.path.join(self.bin, "espeak-ng")
        with open(recorder, "w") as f:
            f.write('#!/bin/sh\necho "$@" >> "$SPEECH_LOG"\n')
        result = subprocess.run([BINARY, "--speak", "--screen-reader", "--language", "de", "-c", "where"],
                                capture_output=True, text=True, env=self.env, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        switched = subprocess.run([BINARY, "--speak", "--screen-reader", "-c", "set language pt_BR; where"],
                                  capture_output=True, text=True, env=self.env, timeout=30)
        self.assertEqual(switched.returncode, 0, switched.stderr)
        time.sleep(0.5)
        with open(self.log) as f:
            calls = f.read().splitlines()
        self.assertEqual(len(calls), 2, calls)
        # German in espeak-ng's German voice; after set language, Portuguese in its Brazilian one.
        self.assertTrue(calls[0].startswith("-s 175 -v de -- "), calls[0])
        self.assertIn(result.stdout.strip().split("\n")[0], calls[0])
        self.assertTrue(calls[1].startswith("-s 175 -v pt-br -- "), calls[1])


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=2).result
    print(f"{result.testsRun - len(result.failures) - len(result.errors)} passed, "
          f"{len(result.failures) + len(result.errors)} failed")
    sys.exit(0 if result.wasSuccessful() else 1)

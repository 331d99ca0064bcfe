#!/usr/bin/env python3
"""Builds the Debian package and the release archive (scripts/package) and checks them as a
person installing dnd without Swift would meet them:

- the package's files are in Debian's places, its control file says what it should, lintian
  reports no error, and it is at most 15 MB;
- installed into a throwaway root with dpkg --root, its binary runs the kanban drag with a PATH
  and library path that hold no Swift, and ldd shows no Swift library;
- removing it leaves nothing behind but dpkg's own records;
- the archive unpacks to the binary, man pages, completions, README and licence, and both its
  SHA256SUMS and the checksum beside it verify;
- make install PREFIX=... installs the English man page and one per language.

DND_RELEASE_BINARY names an already built release binary, else scripts/build-release builds it.
"""
import glob
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LANGUAGES = sorted(os.path.basename(os.path.dirname(p)) for p in glob.glob(os.path.join(ROOT, "Docs/man/*/dnd.1")))
KANBAN = 'drag "Write docs" to Done; expect "Write docs" in Done position 2; undo; expect "Write docs" in "To Do"'
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def run(command, **options):
    return subprocess.run(command, capture_output=True, text=True, **options)


def built(kind):
    result = run([os.path.join(ROOT, "scripts/package"), kind], cwd=ROOT)
    if result.returncode != 0:
        sys.exit(f"scripts/package {kind} failed:\n{result.stderr}")
    return result.stdout.strip().splitlines()[-1]


def runs_without_swift(binary, label):
    """The kanban drag with no Swift on PATH or in the library path, and ldd naming no Swift library."""
    environment = {"PATH": "/usr/bin:/bin", "HOME": tempfile.mkdtemp(), "LANG": "C.UTF-8", "TERM": "dumb"}
    result = run([binary, "--screen-reader", "-c", KANBAN], env=environment)
    check(result.returncode == 0, f"{label}: the kanban drag failed ({result.returncode}): {result.stderr}")
    check("Write docs" in result.stdout, f"{label}: no answer: {result.stdout!r}")
    ldd = run(["ldd", binary])
    libraries = ldd.stdout + ldd.stderr
    check("swift" not in libraries.lower() and "Foundation" not in libraries,
          f"{label}: ldd shows a Swift library:\n{libraries}")
    version = run([binary, "--version"], env=environment).stdout
    check(version.startswith("dnd "), f"{label}: --version says {version!r}")


def test_deb(deb):
    size = os.path.getsize(deb)
    print(f"package: {os.path.basename(deb)}, {size / 1e6:.1f} MB")
    check(size <= 15_000_000, f"the package is {size / 1e6:.1f} MB, over 15 MB")
    fields = {}
    for field in ["Package", "Version", "Architecture", "Maintainer", "Description", "Section", "Priority",
                  "Installed-Size", "Recommends", "Suggests"]:
        fields[field] = run(["dpkg-deb", "-f", deb, field]).stdout.strip()
        check(fields[field] != "", f"the control file has no {field}")
    check(fields["Package"] == "dnd", f"the package is named {fields['Package']!r}")
    check(run(["dpkg-deb", "-f", deb, "Depends"]).stdout.strip() == "",
          "a static binary depends on nothing, but the package has Depends")
    contents = run(["dpkg-deb", "-c", deb]).stdout
    paths = {line.split()[-1].lstrip(".") for line in contents.splitlines()}
    for path in ["/usr/bin/dnd", "/usr/share/man/man1/dnd.1.gz", "/usr/share/bash-completion/completions/dnd",
                 "/usr/share/zsh/vendor-completions/_dnd", "/usr/share/fish/vendor_completions.d/dnd.fish",
                 "/usr/share/doc/dnd/copyright", "/usr/share/doc/dnd/changelog.Debian.gz",
                 "/usr/share/nvim/site/lua/dnd.lua"]:
        check(path in paths, f"the package has no {path}")
    for code in LANGUAGES:
        check(f"/usr/share/man/{code}/man1/dnd.1.gz" in paths, f"the package has no {code} man page")
    for line in contents.splitlines():
        check(line.split()[1] == "root/root", f"not owned by root: {line}")
    lintian = run(["lintian", "--fail-on", "error", "--no-tag-display-limit", deb])
    print(lintian.stdout.strip() or "lintian: no tags")
    check(lintian.returncode == 0 and "\nE: " not in "\n" + lintian.stdout,
          f"lintian reports errors:\n{lintian.stdout}{lintian.stderr}")
    copyright_text = run(["sh", "-c", f"dpkg-deb --fsys-tarfile {deb} | tar -xOf - ./usr/share/doc/dnd/copyright"])
    check(copyright_text.stdout.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/"),
          "the copyright file is not machine-readable")

    # Installed into a throwaway root, run, and removed.
    root = tempfile.mkdtemp(prefix="dnd-root-")
    try:
        os.makedirs(os.path.join(root, "var/lib/dpkg/info"))
        os.makedirs(os.path.join(root, "var/lib/dpkg/updates"))
        open(os.path.join(root, "var/lib/dpkg/status"), "w").close()
        dpkg = ["dpkg", f"--root={root}", "--log=/dev/null", "--force-not-root", "--force-script-chrootless"]
        installed = run(dpkg + ["--install", deb])
        check(installed.returncode == 0, f"dpkg --install failed: {installed.stderr}")
        runs_without_swift(os.path.join(root, "usr/bin/dnd"), "the package's binary")
        man = run(["man", "-l", os.path.join(root, "usr/share/man/de/man1/dnd.1.gz")],
                  env={**os.environ, "MANPAGER": "cat", "LANG": "C.UTF-8", "MANWIDTH": "80"})
        check(man.returncode != 0 or "dnd" in man.stdout, "the German man page does not render")
        removed = run(dpkg + ["--purge", "dnd"])
        check(removed.returncode == 0, f"dpkg --purge failed: {removed.stderr}")
        left = [os.path.relpath(os.path.join(folder, name), root)
                for folder, folders, files in os.walk(root) for name in files + folders]
        left = [path for path in left if not path.startswith("var")]
        check(left == [], f"removing the package left {left[:10]}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


def test_dist(archive):
    folder = tempfile.mkdtemp(prefix="dnd-dist-")
    try:
        checked = run(["sha256sum", "-c", os.path.basename(archive) + ".sha256"], cwd=os.path.dirname(archive))
        check(checked.returncode == 0, f"the archive's checksum does not verify: {checked.stdout}{checked.stderr}")
        with tarfile.open(archive) as tar:
            tar.extractall(folder, filter="data")
        (top,) = os.listdir(folder)
        top = os.path.join(folder, top)
        check(os.path.basename(top).startswith("dnd-") and "-linux-" in top, f"the archive's folder is {top}")
        for path in ["dnd", "README.md", "LICENSE", "SHA256SUMS", "man/man1/dnd.1.gz",
                     "completions/bash/dnd", "completions/zsh/_dnd", "completions/fish/dnd.fish"]:
            check(os.path.exists(os.path.join(top, path)), f"the archive has no {path}")
        for code in LANGUAGES:
            check(os.path.exists(os.path.join(top, f"man/{code}/man1/dnd.1.gz")), f"the archive has no {code} man page")
        sums = run(["sha256sum", "-c", "SHA256SUMS"], cwd=top)
        check(sums.returncode == 0, f"SHA256SUMS does not verify:\n{sums.stdout}{sums.stderr}")
        runs_without_swift(os.path.join(top, "dnd"), "the archive's binary")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_make_install():
    prefix = tempfile.mkdtemp(prefix="dnd-prefix-")
    try:
        environment = dict(os.environ)
        result = run(["make", "-s", "install", f"PREFIX={prefix}"], cwd=ROOT, env=environment)
        check(result.returncode == 0, f"make install failed:\n{result.stderr}")
        check(os.path.exists(os.path.join(prefix, "share/man/man1/dnd.1")), "make install put no English man page")
        for code in LANGUAGES:
            check(os.path.exists(os.path.join(prefix, f"share/man/{code}/man1/dnd.1")),
                  f"make install put no {code} man page")
        check(os.access(os.path.join(prefix, "bin/dnd"), os.X_OK), "make install put no dnd")
    finally:
        shutil.rmtree(prefix, ignore_errors=True)


def main():
    check(len(LANGUAGES) == 33, f"Docs/man has {len(LANGUAGES)} languages, not 33")
    # One release build for the package, the archive and make install.
    if not os.environ.get("DND_RELEASE_BINARY"):
        built_binary = run([os.path.join(ROOT, "scripts/build-release")], cwd=ROOT)
        if built_binary.returncode != 0:
            sys.exit(f"scripts/build-release failed:\n{built_binary.stderr}")
        os.environ["DND_RELEASE_BINARY"] = built_binary.stdout.strip().splitlines()[-1]
    test_deb(built("deb"))
    test_dist(built("dist"))
    test_make_install()
    if failures:
        sys.exit(f"{len(failures)} packaging checks failed")
    print("packaging: the package, the archive and make install are as they should be")


if __name__ == "__main__":
    main()

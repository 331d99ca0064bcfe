# Convenience targets; the scripts in scripts/ do the work so a machine without make still works.
PREFIX ?= /usr/local

.PHONY: run test build format golden clean bench compare
run:
	scripts/run
test:
	scripts/test
build:
	scripts/build-release
format:
	swift format --in-place --recursive Sources Tests Examples Package.swift
golden:
	DND_RECORD=1 scripts/test
clean:
	rm -rf .build .build-release .build-fuzz .build-* dist

.PHONY: install completions deb dist
# A Debian package and a release archive, from the static release build (scripts/package).
deb:
	scripts/package deb
dist:
	scripts/package dist

.PHONY: install completions
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

completions:
	scripts/completions

# DND_RELEASE_BINARY names a release dnd already built; otherwise the static release is built.
install:
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 -s "$${DND_RELEASE_BINARY:-$$(scripts/build-release)}" $(BINDIR)/dnd
	install -m 644 Docs/dnd.1 $(MANDIR)/dnd.1
	for page in Docs/man/*/dnd.1; do \
	  lang=$$(basename $$(dirname $$page)); \
	  install -d $(DESTDIR)$(PREFIX)/share/man/$$lang/man1; \
	  install -m 644 $$page $(DESTDIR)$(PREFIX)/share/man/$$lang/man1/dnd.1; \
	done
	install -m 644 Completions/dnd.bash $(BASHDIR)/dnd
	install -m 644 Completions/_dnd $(ZSHDIR)/_dnd
	install -m 644 Completions/dnd.fish $(FISHDIR)/dnd.fish

bench:
	cd Benchmarks && swift package --disable-sandbox benchmark

compare:
	scripts/compare

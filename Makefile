# Convenience targets; the scripts in scripts/ do the work so a machine without make still works.
PREFIX ?= /usr/local

.PHONY: run test build format golden clean
run:
	scripts/run
test:
	scripts/test
build:
	swift build -c release --product dnd
format:
	swift format --in-place --recursive Sources Tests Package.swift
golden:
	DND_RECORD=1 scripts/test
clean:
	rm -rf .build

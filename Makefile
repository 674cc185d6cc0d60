# hig-gen: `make` builds and compiles Content/ into Output/; `make test` runs every test.
# Both install what a fresh machine lacks first (cmark-gfm, the Python test tools).

SHELL := /bin/bash
SWIFT ?= swift
VENV := .venv
PYTHON := $(VENV)/bin/python
BIN := .build/debug/hig-gen

.PHONY: all build output test setup cmark-gfm python-tools swift-test schema-test freshness format format-check clean
.PHONY: example app-example incremental-check docs-generated

all: output

setup: cmark-gfm

# cmark-gfm (with its table extension) is a system library; install it when pkg-config
# cannot find it, or say exactly what to install.
cmark-gfm:
	@./scripts/ensure-cmark-gfm.sh

# Products, not `swift build`'s everything: SwiftPM (6.x, native build system) builds a plugin's
# tool a second time for the host, with a -tool suffix, and a bare `swift build` or `swift test`
# builds the tools of every plugin of the package, so the lint plugins' hig-gen, swift-syntax
# included, would be compiled twice. Naming the products builds each module once, except what
# HIGShortcuts' own plugin runs (hig-gen-core, free of swift-syntax). `make` builds hig-gen;
# `make test` and `make swift-test` build TEST_PRODUCT (the tests, hig-gen and HIGShortcuts).
# Both use the same flags, so neither rebuilds what the other built. A bare `swift test` works
# too, and compiles the lint plugins' copy once (Docs/TestTime.md).
TEST_PRODUCT := --product hig-genPackageTests

# BUILT=1 says the build is made, so the stages of make test that follow test-build skip it
# (and SwiftPM's lock on .build).
build: setup
	@$(if $(BUILT),:,./scripts/swift-build.sh $(SWIFT) --product hig-gen)

.PHONY: test-build
test-build: setup
	@$(if $(BUILT),:,./scripts/swift-build.sh $(SWIFT) $(TEST_PRODUCT))

# The main job: Content/ → Output/. Templates/ and Content/ are first written into the
# sources, so the site templates and the built-in rulebook travel inside hig-gen (a test
# fails when either copy is stale).
output: setup embed
	@./scripts/swift-build.sh $(SWIFT) --product hig-gen
	$(BIN) build

.PHONY: embed
embed: setup
	$(SWIFT) run --quiet embed-files Templates Sources/HIGSite/Generated/EmbeddedTemplates.swift embeddedTemplate
	$(SWIFT) run --quiet embed-files Content Sources/HIGBuiltIn/Generated/EmbeddedContent.swift embeddedContent \
		--digest --prefix Content/ --compiled Sources/HIGBuiltIn/Generated/EmbeddedRulebook.swift

# Every check, in stages, with independent ones side by side and the time of each at the end.
# The list of checks is in scripts/test.sh: add a new one there.
test:
	@./scripts/test.sh "$(MAKE)"

swift-test: test-build
	$(SWIFT) test --skip-build 2>&1 | tee .build/swift-test.log; exit $${PIPESTATUS[0]}

python-tools: $(VENV)/.installed

$(VENV)/.installed: Tests/python-requirements.txt
	@./scripts/ensure-python-venv.sh $(VENV)
	$(PYTHON) -m pip install --quiet --disable-pip-version-check -r Tests/python-requirements.txt
	@touch $@

# Validates the JSON against its schema with a real validator (python-jsonschema).
schema-test: build python-tools
	HIG_GEN=$(BIN) $(PYTHON) -m pytest -q Tests/schema

# Every path and link the README, CONTRIBUTING.md and Docs/ name exists.
.PHONY: docs-test
docs-test: python-tools
	$(PYTHON) -m pytest -q Tests/docs

# Output/ is committed; it must be exactly what the sources build. --check writes nothing.
# Docs generated from the code; HIGLintTests fails when the committed copies are stale.
docs-generated: build
	$(BIN) explain --rules --as markdown > Docs/Rules.md
	$(BIN) explain --diagnostics --as markdown > Docs/Diagnostics.md

freshness: build
	@$(BIN) build --check --quiet || { echo "Output/ is stale: run 'make' and commit Output/"; exit 1; }
	@echo "Output/ is fresh"

# The example consumer: depends on this package by path, applies HIGGenPlugin to its own
# guideline file, and runs (it exits 1 if one of its shortcuts is reserved).
example: build
	@./scripts/swift-build.sh $(SWIFT) --package-path Examples/ShortcutsDemo --scratch-path .build-example
	.build-example/debug/ShortcutsDemo

# EXAMPLES_SCRATCH (make test sets it): one scratch folder for incremental-check, then
# app-example, so the second example reuses the first one's build of hig-gen.
EXAMPLES_SCRATCH ?=

# An app whose own shortcut table is the source of truth: the plugin's finding must show in
# the build at the table row's line, and the namespaced constants must work.
app-example: build
	@./scripts/check-app-example.sh $(SWIFT) $(EXAMPLES_SCRATCH)

# Builds a copy of the example clean, unchanged and after an edit, and prints the times;
# fails if the generator runs without a change or does not run after one.
incremental-check: build
	@./scripts/check-incremental-build.sh $(SWIFT) $(EXAMPLES_SCRATCH)

# The code is kept in the committed .swift-format style. Tests/Corpus holds inputs written the
# way apps write them (long lines with trailing `expect:` comments), not our code.
FORMATTED := Sources Package.swift Plugins Examples $(filter-out Tests/Corpus,$(wildcard Tests/*Tests))

format:
	$(SWIFT) format -i -r $(FORMATTED)

format-check:
	$(SWIFT) format lint -r --strict $(FORMATTED)

clean:
	rm -rf .build .build-example $(VENV)

# ---- The HTML cheat sheet (Output/site): browser tests and screenshots -----------------------
# Kept in its own section; the extra prerequisites below add to the targets above.
.PHONY: browser site-test screenshots

# Chromium, chromedriver and Java (for the Nu HTML checker), from the system's packages.
browser:
	@./scripts/ensure-browser.sh

# Keyboard walk, search, overlay, notation toggle, Nu checker, axe in light and dark, XSS.
site-test: build python-tools browser
	HIG_GEN=$(BIN) SE_OFFLINE=true $(PYTHON) -m pytest -q Tests/site

# Desktop, 375 px mobile and dark-mode PNGs and a PDF print of Output/site, in screenshots/.
screenshots: output python-tools browser
	SE_OFFLINE=true $(PYTHON) Tests/site/screenshots.py Output/site screenshots

# Keyboard layouts compiled from the system's xkb-data with libxkbcommon into committed Swift
# data files (Docs/Layouts.md); neither the build nor the tests need libxkbcommon.
.PHONY: layouts layouts-check
LAYOUT_DIR := Sources/HIGModel/Keyboard/Layouts

# Installs libxkbcommon0 and xkb-data if missing, then rewrites LAYOUT_DIR (stale files removed).
layouts:
	@./scripts/layouts/ensure-xkb.sh
	python3 scripts/layouts/generate.py $(LAYOUT_DIR)

# The committed files are what the generator writes (needs libxkbcommon, which it installs).
layouts-check:
	@./scripts/layouts/ensure-xkb.sh
	python3 scripts/layouts/generate.py --check $(LAYOUT_DIR)

# In make test where libxkbcommon and xkb-data are already there; CI needs neither, so a
# machine without them skips this check and says so.
.PHONY: layouts-fresh
layouts-fresh:
	@if python3 -c 'import ctypes; ctypes.CDLL("libxkbcommon.so.0")' 2>/dev/null && [ -d /usr/share/X11/xkb/symbols ]; then \
		python3 scripts/layouts/generate.py --check $(LAYOUT_DIR); \
	else echo "layouts-fresh: skipped (no libxkbcommon or xkb-data here; make layouts-check installs them)"; fi

# ---- Production hardening: benchmark and fuzzing (not part of `make test`) -------------------
.PHONY: bench fuzz fuzz-build fuzz-smoke
RELEASE_BIN := .build-static/release/hig-gen-core
FUZZ_BIN := .build-fuzz/release/hig-gen-fuzz
FUZZ_SECONDS ?= 600
FUZZ_SEEDS := Content Tests/Fixtures Tests/BadInput Tests/Corpus/documents Fuzz/regressions

# hig-gen build (release) against the cmark-gfm C parser on 1k/10k/100k-row sets: a table
# with medians, spread, peak memory, ratios and the targets. It runs hig-gen-core, whose build
# command is hig-gen's, without swift-syntax. The Swift runtime and Foundation are linked
# statically, as for a release: loading them as shared libraries costs about 5 ms on every run,
# a sixth of the 30 ms budget for Content/. The linter's figures (check, init --from, check
# --against) run dist/hig-gen, made from the current sources first: the first `make dist`
# compiles swift-syntax (21 minutes on 2 cores), later ones what changed.
bench: setup dist
	@command -v cmark-gfm >/dev/null || ./scripts/ensure-cmark-gfm.sh --cli
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path .build-static --product hig-gen-core
	python3 Benchmarks/bench.py $(RELEASE_BIN) --check-binary dist/hig-gen $(BENCH_ARGS)

# libFuzzer on the front end (Fuzz/FrontEndFuzzer), seeded with our Markdown. Findings are
# written to .build-fuzz/findings/; add each to Fuzz/regressions/ once fixed.
fuzz-build: setup
	HIG_GEN_FUZZ=1 $(SWIFT) build -c release --product hig-gen-fuzz --scratch-path .build-fuzz \
		-Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld

fuzz: fuzz-build
	@mkdir -p .build-fuzz/corpus .build-fuzz/findings
	SWIFT_BACKTRACE=enable=no $(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 \
		-rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix=.build-fuzz/findings/ \
		.build-fuzz/corpus $(FUZZ_SEEDS)

# A short run: every seed and past finding, then 5,000 mutations. Not in `make test`: the
# fuzzer's release build costs more CPU than the Swift tests, and CI runs `make fuzz`, which
# replays the same seeds and findings before it mutates (Docs/TestTime.md).
fuzz-smoke: fuzz-build
	@mkdir -p .build-fuzz/smoke-corpus .build-fuzz/findings
	SWIFT_BACKTRACE=enable=no $(FUZZ_BIN) -runs=5000 -seed=1 -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
		-artifact_prefix=.build-fuzz/findings/ .build-fuzz/smoke-corpus $(FUZZ_SEEDS)

# ---- Installing: the binary, completions and the man page ---------------------------------------
# `make install` installs the release binary of `make dist` when there is one, else the debug
# build; PREFIX and DESTDIR work as usual. `make uninstall` removes exactly what it installed.
.PHONY: install uninstall install-test
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_BIN ?= $(if $(wildcard dist/hig-gen),dist/hig-gen,$(BIN))

install: build
	@./scripts/install.sh $(INSTALL_BIN) $(PREFIX) "$(DESTDIR)" $(SWIFT)

uninstall:
	@./scripts/uninstall.sh $(PREFIX) "$(DESTDIR)"

# Installs into a scratch DESTDIR, renders the man page, loads the bash completion, uninstalls.
install-test: build python-tools
	@command -v man >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq man-db >/dev/null; }
	$(PYTHON) -m pytest -q Tests/install

# ---- The linter (hig-gen check, explain, diff) ------------------------------------------------
# Kept in its own section. The example app's golden files are checked by `swift test`
# (LintCommandTests); this validates its SARIF against a SARIF 2.1.0 schema subset.
.PHONY: lint-test lint-example

lint-test: build python-tools
	HIG_GEN=$(BIN) $(PYTHON) -m pytest -q Tests/lint

# The hooks of .pre-commit-hooks.yaml, run by the real pre-commit on Examples/SketchyApp in a
# temporary git repository, with this build's hig-gen on PATH (Docs/PreCommit.md).
.PHONY: precommit-test
precommit-test: build python-tools
	HIG_GEN=$(BIN) $(PYTHON) -m pytest -q Tests/precommit

# Prints the linter's findings on the example app (exits 1: it has errors on purpose).
lint-example: build
	-$(BIN) check Examples/LintDemo

# ---- Shipping: the static release binary and its artifact bundle --------------------------------
# A static release hig-gen in dist/ and dist/hig-gen.artifactbundle(.zip) with its checksum
# (Docs/Distribution.md). Not part of `make test`: swift-syntax's release build takes about
# 21 minutes on 2 cores; bundle-test checks the same bundle layout with the debug binary.
.PHONY: dist bundle-test
dist: setup
	@./scripts/dist.sh $(SWIFT)


bundle-test: build python-tools
	HIG_GEN=$(BIN) $(PYTHON) -m pytest -q Tests/dist

# The binary-backed plugin (HIGGenPlugins/, whose tool is an artifact bundle) applied by
# Examples/BinaryPluginDemo, with a bundle made from the debug build so CI needs no release
# build; the example must build and run.
.PHONY: binary-plugin-example plugin-bench

binary-plugin-example: build
	@./scripts/make-bundle.sh $(SWIFT) $(BIN) HIGGenPlugins >/dev/null
	@./scripts/swift-build.sh $(SWIFT) --package-path Examples/BinaryPluginDemo --scratch-path .build-binary-example
	.build-binary-example/debug/BinaryPluginDemo

# The lint plugins: Examples/LintPluginDemo applies both from HIGGenPlugins (the bundle above).
.PHONY: lint-plugin-example lint-plugin-from-source

lint-plugin-example: binary-plugin-example
	@./scripts/check-lint-plugin-example.sh $(SWIFT)

# The from-source command plugin checks one of our own targets. Not in `make test`: its tool is
# hig-gen built for the host, a second build of swift-syntax (227 s of CPU after make test,
# Docs/TestTime.md); CI runs it after make test (.ci/run).
lint-plugin-from-source: setup
	$(SWIFT) package --allow-writing-to-package-directory hig-gen-lint --target HIGShortcuts --strict

# Clean and no-op build times of the example with the binary-backed plugin, the from-source
# plugin and no plugin (Docs/Performance.md, "Plugins"). Uses dist/hig-gen when it exists.
plugin-bench: build
	@./scripts/bench-plugins.sh $(SWIFT) $(if $(wildcard dist/hig-gen),dist/hig-gen,$(BIN))

# `hig-gen build --emit docc` on an app table, built into a DocC archive by `docc convert`
# (from the toolchain) with warnings as errors.
.PHONY: docc-test

docc-test: build python-tools
	HIG_GEN=$(BIN) $(PYTHON) -m pytest -q Tests/docc

# ---- Documentation in DocC ---------------------------------------------------------------------
# `make docs`: a DocC archive of HIGModel and HIGShortcuts with the articles in Docs/DocC,
# transformed for static hosting, in .build-docs/hig-gen.doccarchive (scripts/docs.sh; the
# toolchain's docc, no swift-docc-plugin dependency). `make docs-check` then checks its links.
# Not part of `make test`: it builds the two libraries again with symbol graphs (its own
# scratch folder, about a minute from clean).
.PHONY: docs docs-check
docs: setup
	@./scripts/docs.sh $(SWIFT)

docs-check: docs python-tools
	$(PYTHON) -m pytest -q Tests/doccarchive

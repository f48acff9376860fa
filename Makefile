# Nuance: `make demo` checks the bundled example workspace, `make test` runs every test.
SWIFT ?= swift
BINARY = .build/debug/nuance
EXAMPLE = Examples/FioriTheme

.PHONY: demo test build dist unit-tests e2e-tests bench format lint clean-golden fuzz sanitize

demo:
	@scripts/bootstrap
	$(SWIFT) build --product nuance
	@echo "== nuance check $(EXAMPLE)"
	@$(BINARY) check $(EXAMPLE); status=$$?; [ $$status -le 1 ] || exit $$status
	@echo "== nuance preview $(EXAMPLE) --output .build/FioriTheme-preview.html"
	@$(BINARY) preview $(EXAMPLE) --output .build/FioriTheme-preview.html
	@echo "   open .build/FioriTheme-preview.html in a browser to see the palette, classes, contrast and tokens"

build:
	@scripts/bootstrap
	$(SWIFT) build

# The release archive: dist/nuance-<version>-<os>-<arch>.tar.gz and its .sha256, a binary that needs only
# the C library (built in .build-dist, so the debug build is left as it is).
dist:
	@scripts/bootstrap
	scripts/dist

# Tests run one at a time: the pipe and stress tests measure a server under deadlines, which parallel
# tests on two cores made flaky. The release archive is built too (`make dist`) for Tests/dist to check.
# A crashing test process can hang while it writes its backtrace: each step is bounded.
test:
	@scripts/bootstrap test
	$(SWIFT) build --build-tests
	timeout 1200 $(SWIFT) test --no-parallel
	timeout 2400 scripts/dist
	NUANCE_BINARY=$(CURDIR)/$(BINARY) NUANCE_DIST=$(CURDIR)/dist timeout 900 .venv/bin/python -m pytest -q Tests

# Whole `nuance check` processes against whole peer processes on the same files (scripts/bench, the
# goals), then the in-memory suites of nuance-bench (the server's goals, and diagnostics).
bench:
	@scripts/bootstrap bench
	$(SWIFT) build -c release --product nuance
	$(SWIFT) build -c release --product nuance-bench
	.venv/bin/python scripts/bench; status=$$?; .build/release/nuance-bench || status=1; exit $$status

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	SWIFT=$(SWIFT) scripts/lint

# Reliability. `make fuzz` runs each libFuzzer target for FUZZ_SECONDS (crashes are kept in
# Tests/Fuzz/Regressions/<Target>/); `make sanitize` runs the server and analysis tests, which also
# drive the built binary, under AddressSanitizer then ThreadSanitizer. The binary's stderr is not
# read by the tests, so reports go to files (log_path) and any report fails the target. Memory budgets
# are not checked under a sanitizer (NUANCE_SANITIZER), which inflates memory on purpose.
FUZZ_SECONDS ?= 60
SANITIZED_TESTS = LanguageServerTests|AnalysisTests|JSONRPCTests|WorkspaceTests|FuzzTests

fuzz:
	@scripts/bootstrap
	scripts/fuzz $(FUZZ_SECONDS)

sanitize:
	@scripts/bootstrap
	rm -rf .build-asan/reports .build-tsan/reports
	mkdir -p .build-asan/reports .build-tsan/reports
	NUANCE_SANITIZER=address ASAN_OPTIONS=detect_leaks=0:log_path=$(CURDIR)/.build-asan/reports/asan \
		$(SWIFT) test --scratch-path .build-asan --sanitize=address --filter '$(SANITIZED_TESTS)'
	@! ls .build-asan/reports/asan* 2>/dev/null || { cat .build-asan/reports/asan*; exit 1; }
	NUANCE_SANITIZER=thread TSAN_OPTIONS=log_path=$(CURDIR)/.build-tsan/reports/tsan \
		$(SWIFT) test --scratch-path .build-tsan --sanitize=thread --filter '$(SANITIZED_TESTS)'
	@! ls .build-tsan/reports/tsan* 2>/dev/null || { cat .build-tsan/reports/tsan*; exit 1; }

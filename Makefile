# Nuance: `make demo` checks the bundled example workspace, `make test` runs every test.
SWIFT ?= swift
BINARY = .build/debug/nuance
EXAMPLE = Examples/FioriTheme

.PHONY: demo test build unit-tests e2e-tests bench format lint clean-golden

demo:
	@scripts/bootstrap
	$(SWIFT) build --product nuance
	@echo "== nuance check $(EXAMPLE)"
	@$(BINARY) check $(EXAMPLE); status=$$?; [ $$status -le 1 ] || exit $$status

build:
	@scripts/bootstrap
	$(SWIFT) build

# A crashing test process can hang while it writes its backtrace: bound each step.
test:
	@scripts/bootstrap test
	$(SWIFT) build --build-tests
	timeout 1200 $(SWIFT) test
	NUANCE_BINARY=$(CURDIR)/$(BINARY) timeout 900 .venv/bin/python -m pytest -q Tests

bench:
	@scripts/bootstrap bench
	$(SWIFT) build -c release --product nuance-bench --product nuance
	.build/release/nuance-bench

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

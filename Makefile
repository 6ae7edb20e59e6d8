# The two commands of the README are the contract: `make up` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
JEST := node node_modules/jest/bin/jest.js
# --experimental-vm-modules: PGlite's CommonJS build loads parts of itself with import(), which
# jest's module sandbox only allows with this flag (electric-sql/pglite#224).
export NODE_OPTIONS ?= --max-old-space-size=4096 --experimental-vm-modules

.PHONY: help install build build-services build-frontends up test check unit integration e2e browser charts bench clean

help:
	@echo "make up     install, build and run Portico at http://localhost:8080 (embedded defaults)"
	@echo "make test   install what tests need, then lint, type-check and run every test layer"
	@echo "make bench  benchmark the real stack (see bench/README.md)"

install:
	@tooling/scripts/ensure-node-modules.sh

build-services: install
	npm run --silent build:services

build-frontends: install
	npm run --silent build:frontends

build: build-services build-frontends

up: build
	node tooling/dist/dev/up.js

# --- tests -------------------------------------------------------------------------
test: install
	@tooling/scripts/ensure-system-deps.sh
	$(MAKE) --no-print-directory check build unit integration e2e browser charts
	@echo "make test: every layer passed"

check:
	npm run --silent proto:check
	npm run --silent api:check
	npm run --silent lint
	npm run --silent typecheck

unit:
	$(JEST) --selectProjects unit frontend --maxWorkers=2

integration:
	$(JEST) --selectProjects integration --maxWorkers=2

e2e:
	$(JEST) --selectProjects e2e --maxWorkers=2

browser:
	$(JEST) --selectProjects browser --runInBand

charts:
	$(JEST) --selectProjects charts --runInBand

# Not part of `make test`: minutes of load on the whole machine. Flags: bench/README.md.
bench: build-services
	@tooling/scripts/ensure-system-deps.sh
	node tooling/dist/bench/main.js $(BENCH_FLAGS)

clean:
	rm -rf node_modules services/*/dist frontends/*/dist proto/dist tooling/dist .tools

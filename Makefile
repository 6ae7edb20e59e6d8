# The two commands of the README are the contract: `make up` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
JEST := node node_modules/jest/bin/jest.js
# --experimental-vm-modules: PGlite's CommonJS build loads parts of itself with import(), which
# jest's module sandbox only allows with this flag (electric-sql/pglite#224).
export NODE_OPTIONS ?= --max-old-space-size=4096 --experimental-vm-modules

.PHONY: help install build build-services build-frontends up test check unit integration e2e browser charts images images-test chart-boot bench bench-pages resilience clean

help:
	@echo "make up     install, build and run Portico at http://localhost:8080 (embedded defaults)"
	@echo "make test   install what tests need, then lint, type-check and run every test layer"
	@echo "make bench  benchmark the real stack (see bench/README.md)"
	@echo "make resilience  faults under load on the real stack (see docs/resilience.md)"

install:
	@tooling/scripts/ensure-node-modules.sh

build-services: install
	npm run --silent build:services

# Each frontend is rebuilt only when its sources, the kit, the shared webpack recipe or the
# lockfile changed since its last build (a warm `make up` skips all four); webpack's
# persistent cache then recompiles only the changed modules. The stamp is the app's entry file
# (the shell's index.html, a remote's remoteEntry.js), touched because webpack does not rewrite
# an output whose content did not change.
FRONTEND_APPS := shell landing tenant-app super-console
frontend_output = frontends/$(1)/dist/$(if $(filter shell,$(1)),index.html,remoteEntry.js)
# Folders are prerequisites too: deleting a file changes its folder's time, not any file's.
FRONTEND_COMMON := $(shell find frontends/kit/src rules/src) frontends/webpack.shared.js frontends/messages-loader.js \
  frontends/react-router.js package-lock.json

# Two builds at a time: webpack spends much of a build on one core (minifying, compressing), so
# on two cores a pair takes little longer than one of them. The sub-make keeps `make up`'s own
# order (services, then frontends) however make itself was started.
build-frontends: install
	@$(MAKE) --no-print-directory -j2 frontend-outputs

.PHONY: frontend-outputs
frontend-outputs: $(foreach app,$(FRONTEND_APPS),$(call frontend_output,$(app)))

.SECONDEXPANSION:
frontends/%/dist/index.html frontends/%/dist/remoteEntry.js: $$(shell find frontends/$$*/src) \
    frontends/$$*/webpack.config.js frontends/$$*/package.json $(FRONTEND_COMMON) | install
	npm run --silent build --workspace frontends/$*
	@touch $@

build: build-services build-frontends

# Prometheus too, as `make test` installs it, so App Health and the Uptime card have figures;
# where it cannot be installed (no root, no package source) up.ts says so and starts without it.
up: build
	@tooling/scripts/ensure-system-deps.sh prometheus || echo "Prometheus could not be installed here."
	node tooling/dist/dev/up.js

# --- tests -------------------------------------------------------------------------
# The images the charts layer boots build in the background meanwhile, in the time the other
# layers leave idle, and chart-boot boots those (tooling/scripts/images-alongside.sh).
#
# Side by side where the two cores had time to spare (docs/testing.md, "Time in CI"): a fresh
# clone's run used 1.1 cores on average. check and build share nothing and are each mostly one
# process (eslint, prettier, tsc, webpack); the browser layer (one stack and Chromium, in band)
# runs beside integration then e2e, which wait on PostgreSQL and the broker. The unit layer
# alone keeps both cores busy, so it runs alone. --output-sync keeps each lane's output whole.
test: install
	@tooling/scripts/ensure-system-deps.sh
	@tooling/scripts/images-alongside.sh $(MAKE) --no-print-directory test-layers
	IMAGES_REUSE=$$(cat .data/images-alongside.reuse) $(MAKE) --no-print-directory charts
	@echo "make test: every layer passed"

.PHONY: test-layers services-lane
test-layers:
	@$(MAKE) --no-print-directory -j2 --output-sync=target check build
	@$(MAKE) --no-print-directory unit
	@$(MAKE) --no-print-directory -j2 --output-sync=target services-lane browser

services-lane:
	@$(MAKE) --no-print-directory integration
	@$(MAKE) --no-print-directory e2e

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

# One shared stack per worker (tooling/browser/README.md). In band: on two cores a second
# worker (a second stack and Chromium) measured about as fast, with every journey slower.
browser:
	$(JEST) --selectProjects browser --runInBand

# images-boot is left to `make images-test`: chart-boot starts the same images as the chart runs
# them and asks the same of them (docs/kubernetes.md, "The checks in make test").
charts:
	$(JEST) --selectProjects charts --runInBand --testPathIgnorePatterns tooling/chart-check/images-boot

# Every service and frontend image, built with buildah from the real Dockerfiles on local
# Debian base images (tooling/images; layers cached under .tools/images). IMAGES="a b" for some.
images: install
	@tooling/scripts/ensure-system-deps.sh
	node node_modules/tsx/dist/cli.mjs tooling/images/main.ts

# Builds the images and starts each one alone against a throw-away PostgreSQL and Kafka broker,
# outside any chart: where an image fails on its own. Not in `make test`, whose chart-boot starts
# the same images as the chart runs them.
images-test: install
	@tooling/scripts/ensure-system-deps.sh
	$(JEST) --selectProjects charts --runInBand --testPathPatterns tooling/chart-check/images-boot

# Renders the chart with the dev values and runs it with podman (every migration Job, then
# every Deployment's pod on a bridge network) against a local PostgreSQL, the test broker, an
# SMTP peer and s3rver, then a journey through the gateway. Part of the charts layer, so `make
# test` runs it; this target runs it alone (docs/kubernetes.md, "The checks in make test").
chart-boot: install
	@tooling/scripts/ensure-system-deps.sh
	$(JEST) --selectProjects charts --runInBand --testPathPatterns tooling/chart-check/chart-boot

# Not part of `make test`: minutes of load on the whole machine. Flags: bench/README.md.
bench: build
	@tooling/scripts/ensure-system-deps.sh
	node tooling/dist/bench/main.js $(BENCH_FLAGS)
	node tooling/dist/bench/pages/main.js

# The pages alone: Chromium on a throttled phone, cold and warm (bench/README.md, "Pages").
bench-pages: build
	@tooling/scripts/ensure-system-deps.sh
	node tooling/dist/bench/pages/main.js

# Not part of `make test` either: minutes of load while faults are injected one after another
# (broker stopped, kill -9, PostgreSQL restarted, rolling gateway restart, slow database, full
# disk). Needs root for the full-disk fault's tmpfs. Flags: docs/resilience.md.
resilience: build-services
	@tooling/scripts/ensure-system-deps.sh
	node tooling/dist/resilience/main.js $(RESILIENCE_FLAGS)

clean:
	rm -rf node_modules services/*/dist frontends/*/dist proto/dist rules/dist tooling/dist .tools

# KeyLedger: `make dev` and `make test` are the two set-up commands; `make bench` measures.
SHELL := /bin/bash
.DEFAULT_GOAL := help
export PORT ?= 3000

INSTALL_STAMP := node_modules/.keyledger-installed

# How Node runs the API, wherever it runs: here (dev, and bench, whose process hosts the API), the
# Dockerfile and the npm scripts say the same. A young generation of 64 MB instead of 16: a request's
# objects live for its checkout transaction (tens of ms), longer than V8's scavenges are apart under
# load with the default, so they were copied and promoted; with 64 MB about a quarter as many
# scavenges and half the pause time (docs/benchmarks.md).
API_NODE_FLAGS := --max-semi-space-size=64

.PHONY: help install build dev cluster test bench clean browser balancer kafka kafka-jars compose-tool

help:
	@echo "make dev    install, build, and start the store on http://localhost:$(PORT) (embedded database, demo data)"
	@echo "make test   install what the tests need and run every test"
	@echo "make bench  run the benchmarks and write docs/benchmarks.md"
	@echo "make cluster  API_PROCESSES API processes behind HAProxy on PORT, on DATABASE_URL (docs/operations.md)"
	@echo "make kafka  fetch Kafka's jars with Maven and run a broker on 127.0.0.1:9092 (docs/kafka.md)"

# npm ci when node_modules is missing or older than the lock file.
$(INSTALL_STAMP): package-lock.json package.json
	npm ci --no-audit --no-fund
	@touch $(INSTALL_STAMP)

install: $(INSTALL_STAMP)

build: install
	npm run build --silent

dev: build
	node $(API_NODE_FLAGS) services/api/dist/main.js

# Several API processes on one PostgreSQL database behind HAProxy (DATABASE_URL required;
# API_PROCESSES, default 2; SIGHUP restarts them one at a time). docs/operations.md.
cluster: build balancer
	node services/api/dist/cluster/run-cluster.js

# HAProxy balances the cluster (Debian's package), for `make cluster`, its tests and benchmarks.
balancer:
	@if ! command -v haproxy > /dev/null && [ ! -x /usr/sbin/haproxy ]; then \
	  echo "Installing HAProxy for the cluster"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy; \
	fi

# The browser tests drive Debian's Chromium (Playwright cannot download its own here).
CHROMIUM := /usr/bin/chromium
browser:
	@if [ ! -x $(CHROMIUM) ]; then \
	  echo "Installing Chromium for the browser tests"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	fi

# Apache Kafka's jars for the broker the Kafka tests start (Maven Central; infra/kafka/pom.xml).
kafka-jars: infra/kafka/lib/.complete
infra/kafka/lib/.complete: infra/kafka/pom.xml
	cd infra/kafka && rm -rf lib && mvn -q -B -Dstyle.color=never dependency:copy-dependencies -DoutputDirectory=lib
	@touch $@

kafka: build kafka-jars
	node services/api/dist/kafka/broker/run-broker.js

# docker-compose.yml is validated by the tests with docker-compose (Debian's package; no engine needed).
compose-tool:
	@if ! command -v docker-compose > /dev/null; then \
	  echo "Installing docker-compose to validate docker-compose.yml"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose; \
	fi

test: build browser balancer kafka-jars compose-tool
	node scripts/run-tests.mjs

bench: build browser balancer kafka-jars
	node $(API_NODE_FLAGS) services/bench/dist/run-benchmarks.js

clean:
	rm -rf node_modules services/*/dist frontend/dist

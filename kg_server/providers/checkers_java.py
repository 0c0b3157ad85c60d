"""Java's checker: javac on every .java file of a scratch copy in one run, nothing kept of what it
compiles (`-d` a temporary folder).

`-proc:none` (no annotation processor runs: a repository's processors are its build's, not on the
path), `-Xmaxerrs` large (javac's default stops at 100 errors, which one renamed class of a library
reaches), `-XDrawDiagnostics` (one line an error: `path:line:column: compiler.err.key: message`, the key
the rule), warnings off. The classpath is the repository's own .jar files (a lib/ folder's), none else:
a library's sources from Maven Central compile with the JDK alone, and nothing is fetched. javac reads
every file given at once, so a change that breaks a caller in another package is in the one answer;
a file that does not parse stops javac before it types anything (it reports syntax errors only), which
is why an edit is kept only when the file still parses (edits_java.py). Scout's check after its edit
compiles the changed files and those that name a declaration the edit touched (or its type), the
others found on the source folders as javac needs them: on commons-cli a whole run took 3.6 s at p50
on a loaded machine.

The javac is the one on PATH, else the JDK's that JDT LS runs on (java.py): javac 17 compiles what
JDT LS 1.59 reads, and is what the machine's build would use."""

from __future__ import annotations

import difflib
import os
import re
import shutil
import tempfile
from pathlib import Path

from kg_server.errors import LanguageServerUnavailable
from kg_server.providers.lsp.java import java_files, libraries, runtime_java, source_folders
from kg_server.syntax.java_defs import describe_java

from .checker_runs import Diagnostic, Texts, document_of, run_checked

# `/copy/src/geo/Main.java:27: error: cannot find symbol`, then the line, then a caret under the column.
_JAVAC_LINE = re.compile(r"^(?P<file>.+?\.java):(?P<line>\d+): error: (?P<message>.*)$")
_CARET = re.compile(r"^(?P<spaces> *)\^$")
MAX_ERRORS = "100000"


def javac_program() -> Path:
    found = shutil.which("javac")
    if found:
        return Path(found)
    java = runtime_java()
    if java is not None and (java.parent / "javac").is_file():
        return java.parent / "javac"
    raise LanguageServerUnavailable("javac", "no javac found: install a JDK (Debian and Ubuntu: apt-get install "
                                             "openjdk-17-jdk-headless) to check Java code")


def configure_java(copy: Path, original: Path) -> str:
    """Nothing is written into the copy; what the run will be, for the report."""
    jars = libraries(original)
    return f"javac -proc:none, every .java file in one run, classpath: {', '.join(jars) if jars else 'the JDK only'}"


def run_java(copy: Path, timeout: float, changed: set[str] | None = None, original: Path | None = None
             ) -> list[Diagnostic]:
    """javac's errors in the copy: of every file, or, told which files `changed` from the repository at
    `original` (scout's check after its edit), of those and the files that name what the change touched
    (`_reached`), the others read from the source folders as javac needs them, unchecked."""
    every = list(java_files(copy))
    chosen = every if changed is None or original is None else _reached(copy, original, changed, every)
    files = [str(path) for path in chosen]
    if not files:
        return []
    with tempfile.TemporaryDirectory(prefix="kg-javac-") as scratch:
        listed = Path(scratch) / "files.txt"
        # javac's @file reads a name per line; quoted so that a space in a path is kept
        listed.write_text("\n".join('"' + f.replace("\\", "\\\\") + '"' for f in files), encoding="utf-8")
        classpath = os.pathsep.join(str(copy / jar) for jar in libraries(copy))
        argv = [str(javac_program()), "-proc:none", "-implicit:none", "-nowarn", "-Xmaxerrs", MAX_ERRORS,
                "-encoding", "UTF-8", "-d", str(Path(scratch) / "classes"), "-cp", classpath, "-sourcepath",
                "" if chosen is every else os.pathsep.join(str(copy / f) for f in source_folders(copy)),
                f"@{listed}"]
        ran = run_checked(argv, copy, "javac", timeout)
    return _errors(copy, (ran.stderr + ran.stdout).splitlines())


def _reached(copy: Path, original: Path, changed: set[str], every: list[Path]) -> list[Path]:
    """The changed files, and the files whose text names a declaration the change touched or the type
    around it: the names a broken use must write (a call names its method, a construction its class, a
    subclass its base, a switch over an enum the enum's constants or a variable of its type)."""
    touched: set[str] = set()
    for document in changed:
        try:
            before = (original / document).read_text(encoding="utf-8", errors="replace")
            after = (copy / document).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        lines = _changed_lines(before, after)
        for text, rows in ((before, lines[0]), (after, lines[1])):
            for definition in describe_java(text).values():
                first, last = definition.block
                if any(first <= row <= last for row in rows) and definition.name:
                    touched.add(definition.name)
    if not touched:
        return every
    word = re.compile(r"(?<![\w$])(?:" + "|".join(map(re.escape, sorted(touched))) + r")(?![\w$])")
    return [path for path in every if path.relative_to(copy).as_posix() in changed
            or word.search(path.read_text(encoding="utf-8", errors="replace"))]


def _changed_lines(before: str, after: str) -> tuple[set[int], set[int]]:
    """The lines (from 1) that differ, in the text before and in the text after."""
    old, new = set(), set()
    matcher = difflib.SequenceMatcher(a=before.split("\n"), b=after.split("\n"), autojunk=False)
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag != "equal":
            old |= set(range(a0 + 1, max(a1, a0 + 1) + 1))
            new |= set(range(b0 + 1, max(b1, b0 + 1) + 1))
    return old, new


def _errors(copy: Path, output: list[str]) -> list[Diagnostic]:
    texts = Texts(copy)
    found = []
    for index, line in enumerate(output):
        matched = _JAVAC_LINE.match(line)
        path = document_of(copy, matched["file"]) if matched else None
        if matched is None or path is None:
            continue
        number = int(matched["line"])
        caret = next((c for c in map(_CARET.match, output[index + 1:index + 4]) if c is not None), None)
        column = min(len(caret["spaces"]), len(texts.line(path, number))) if caret else 0
        message = matched["message"]
        found.append(Diagnostic(path, number, column, message.split(":", 1)[0].strip(), message))
    return found

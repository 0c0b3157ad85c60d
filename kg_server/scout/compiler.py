"""The compiler in the loop: a change of code sent as an unsaved edit to the language's server, kept warm
between questions (providers/compilers.py), or made in a scratch copy of the repository and the
language's type checker run on it (providers/checkers.py). The errors it adds are what breaks.

1. The change is written as an edit of its definition (syntax/edits.py): a required parameter added, a
   parameter removed or renamed, a rename or a removal, a member or variant added, a return made
   optional, a parameter's type narrowed. Any other change (a change of behaviour, an optional
   parameter, a return type said without its new type) is no edit, and the answer is rated offline,
   saying so.
2. KG_SCOUT_COMPILER=server (the default): the server on the repository the ingest read (the document's
   `root`; the server reads a scratch copy of it that follows its edits) is asked for the errors of the
   files the graph links to the change (`affected_files`) before and after the edit, which is then
   taken back. The first question starts the server; a server that fails hands over to the copy.
3. KG_SCOUT_COMPILER=copy: the repository is copied without .git and virtual environments and the
   checker's command checks the whole copy; its errors before the edit are cached by the copy's content,
   so a second question on an unchanged repository runs the checker once.
4. The errors after the edit that the text before has not (lines mapped through the edit) are the new
   errors: each marks the pointer whose line or statement it falls on as high, with the checker's
   message, or becomes a pointer of its own; an offline high the checker does not confirm is lowered
   to a look (`apply_check`). The repository itself is never written.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from kg_server.answers.scout import ChangeKind, ScoutCheck, ScoutPointer
from kg_server.config import Settings
from kg_server.contract import Graph
from kg_server.errors import KGError
from kg_server.providers.checkers import (
    CHECKER_NAMES,
    Checker,
    Diagnostic,
    checked_language,
    checker,
    new_errors,
    scratch_copy,
)
from kg_server.providers.compilers import WARM_LANGUAGES, files_naming
from kg_server.syntax import UseKind, edits, is_test_path
from kg_server.syntax.edits_text import Change

from .changes import PARAMETER_CHANGES, ROLES, ChangeRequest
from .target import Target

BASELINES = "scout-checks"  # the folder of the cache holding each copy's errors before an edit
MAX_AFFECTED = 400  # files checked on the server at most: a symbol used everywhere is checked where it is most


@dataclass
class Checked:
    """What the checker said of a change: `check` for the answer, `errors` the new ones, `quotes` the text
    of each error's line in the repository, `files` the documents it checked (None: every one) and `root`
    the repository's folder."""

    check: ScoutCheck
    errors: list[Diagnostic] = field(default_factory=list)
    quotes: dict[tuple[str, int], str] = field(default_factory=dict)
    files: set[str] | None = None
    root: Path | None = None

    def saw(self, document: str | None) -> bool:
        """Whether the checker checked this document."""
        return bool(document) and (self.files is None or document in self.files)


def _not_checked(reason: str, checker_name: str | None = None) -> Checked:
    return Checked(ScoutCheck(checked=False, checker=checker_name, reason=reason))


def write_edit(change: ChangeRequest, language: str, text: str, line: int, name: str) -> Change | str:
    """The change as an edit of the definition at `line`, or why it cannot be written as one."""
    kind = change.kind
    if kind == ChangeKind.ADD_PARAMETER and change.required is not False:
        made = edits.add_parameter(language, text, line, name, parameter=change.parameter)
    elif kind == ChangeKind.RENAME and change.new_name:
        made = edits.rename(language, text, line, name, new_name=change.new_name)
    elif kind == ChangeKind.ADD_MEMBER:
        made = edits.add_member(language, text, line, name)
    elif kind == ChangeKind.CHANGE_RETURN and change.maybe_none:
        made = edits.optional_return(language, text, line, name)
    elif kind == ChangeKind.CHANGE_PARAMETER_TYPE and change.narrows:
        made = edits.narrow_parameter(language, text, line, name, parameter=change.parameter)
    elif kind == ChangeKind.REMOVE:
        made = edits.remove(language, text, line, name)
    elif kind == ChangeKind.REMOVE_PARAMETER and change.parameter:
        made = edits.remove_parameter(language, text, line, name, parameter=change.parameter)
    elif kind == ChangeKind.RENAME_PARAMETER and change.parameter and change.new_name:
        made = edits.rename_parameter(language, text, line, name, parameter=change.parameter,
                                      new_name=change.new_name)
    else:
        return (f"scout writes no edit for this change ({change.describe()}): it writes a required parameter "
                "added, removed or renamed (the parameter named), a rename or a removal, a member added, a return "
                "made optional and a parameter's type narrowed")
    return made if made is not None else f"{change.describe()} could not be written as an edit of {name}"


def _definition(change: ChangeRequest, target: Target) -> tuple[str, int, str]:
    """The document, line and name the edit changes: a class's constructor for a change of its parameters."""
    symbol = target.symbol
    constructor = target.related.get("constructor") or []
    if symbol["kind"] == "class" and constructor and change.kind in PARAMETER_CHANGES:
        made = constructor[0]
        return made["document"], int(made["line"]), str(made["label"]).rsplit(".", 1)[-1]
    return symbol["document"], int(symbol["line"] or 0), symbol["name"]


async def check_change(graph: Graph, change: ChangeRequest, target: Target) -> Checked:
    """The change checked by the compiler, or why it was not (the answer is then rated offline)."""
    settings = graph.settings
    if settings.scout_compiler == "off":
        return _not_checked("KG_SCOUT_COMPILER is off")
    symbol = target.symbol
    language = checked_language(symbol.get("language") or "")
    if language is None:
        return _not_checked(f"no type checker for {symbol.get('language') or 'this language'}")
    name = CHECKER_NAMES[language]
    document, line, defined = _definition(change, target)
    rows = await graph.db.read("scout_symbol_root", {"document": document})
    root = Path(rows[0]["root"]) if rows and rows[0]["root"] else None
    if root is None or not (root / document).is_file():
        return _not_checked("the repository folder the graph was read from is no longer on disk", name)
    text = (root / document).read_text(encoding="utf-8")
    if change.kind == ChangeKind.CHANGE_RETURN and change.maybe_none and symbol.get("returns_none"):
        return _not_checked(f"{symbol['label']} already declares that it may return None ({symbol.get('returns')}): "
                            "the change is no change of its type", name)
    edit = write_edit(change, symbol.get("language") or language, text, line, defined)
    if not isinstance(edit, str) and language in edits.EDITED_ELSEWHERE:
        edit = await asyncio.to_thread(_elsewhere, root, language, document, defined, edit)
    if isinstance(edit, str):
        return _not_checked(edit, name)
    timeout = settings.scout_compiler_timeout
    fallback = ""
    if settings.scout_compiler == "server" and language in WARM_LANGUAGES:  # Go: the copy (no warm checker)
        try:
            return await asyncio.wait_for(
                _on_server(graph, change, target, language, root, document, text, edit), timeout)
        except TimeoutError:
            return _not_checked(f"{name} did not answer within {timeout:g} s (KG_SCOUT_COMPILER_TIMEOUT)", name)
        except (KGError, RuntimeError, OSError) as error:
            fallback = f"the language server failed ({error}); "
    try:
        checked = await asyncio.to_thread(_on_copy, settings, language, root, document, text, edit)
    except TimeoutError as error:
        return _not_checked(f"{fallback}{error} (KG_SCOUT_COMPILER_TIMEOUT)", name)
    except (KGError, RuntimeError, OSError) as error:
        return _not_checked(f"{fallback}{name} failed: {error}", name)
    if fallback:
        checked.check.reason = f"{fallback}checked on a scratch copy instead"
    return checked


def _elsewhere(root: Path, language: str, document: str, name: str, edit: Change) -> Change | str:
    """The edit made in the other files that declare the name too (a C function's prototypes in its
    headers), or why it cannot be."""
    files = {}
    for path in files_naming(root, name, language, MAX_AFFECTED):
        if path != document:
            with contextlib.suppress(OSError, UnicodeDecodeError):
                files[path] = (root / path).read_text(encoding="utf-8")
    made = edits.elsewhere(language, edit, files, name)
    return made if made is not None else f"a declaration of {name} in another file could not take the edit"


async def _on_server(graph: Graph, change: ChangeRequest, target: Target, language: str, root: Path,
                     document: str, text: str, edit: Change) -> Checked:
    """The edit sent unsaved to the language's server (started when none is warm) and the files the graph
    links to the change checked before and after it."""
    began = time.perf_counter()
    compilers = graph.compilers
    warm = compilers.warm(language, root)
    way: Literal["warm server", "server started"] = "warm server" if warm else "server started"
    compiler = await compilers.get(language, root)
    files = await affected_files(graph, change, target, document, root, language)
    found = await compiler.check(document, text, edit.text, files, budget=graph.settings.scout_compiler_budget)
    check = ScoutCheck(checked=True, checker=compiler.name, seconds=round(time.perf_counter() - began, 1),
                       new_errors=len(found.errors), edit=edit.words, way=way, files=len(found.checked),
                       unchecked_files=len(found.unchecked) or None)
    return Checked(check, found.errors, _quotes(root, found.errors), set(found.checked), root)


async def affected_files(graph: Graph, change: ChangeRequest, target: Target, document: str, root: Path,
                         language: str) -> list[str]:
    """The files a change can break, the likeliest first (a budget may check only the first): where the
    graph says the symbol (and the symbols its change reaches: a constructor, members) is used, and for a
    return where those users are used in turn, and for a method that implements a base's and is renamed
    or removed, where its class is used (an abstract method left unimplemented makes every construction
    of the class an error); then the files of the language whose text names it as a word (a use the
    graph missed names it too). MAX_AFFECTED in all."""
    ids = [target.symbol["concept_id"], *(r["concept_id"] for role in ROLES[change.kind]
                                           for r in target.related.get(role, []))]
    rows = await graph.db.read("scout_affected_documents", {
        "ids": ids, "callers": change.kind == ChangeKind.CHANGE_RETURN, "limit": MAX_AFFECTED})
    known = [d for d in (rows[0]["documents"] if rows else []) if d != document]
    named = await asyncio.to_thread(files_naming, root, str(target.symbol["name"]), language, MAX_AFFECTED)
    classes = [r["concept_id"] for r in target.related.get("owner", []) if r.get("kind") == "class"]
    constructed: list[str] = []
    if change.kind in (ChangeKind.RENAME, ChangeKind.REMOVE) and target.related.get("base") and classes:
        rows = await graph.db.read("scout_affected_documents", {"ids": classes, "callers": False,
                                                                "limit": MAX_AFFECTED})
        constructed = rows[0]["documents"] if rows else []
    return list(dict.fromkeys(d for d in [*known, *constructed, *named] if d != document))[:MAX_AFFECTED]


def _on_copy(settings: Settings, language: str, root: Path, document: str, text: str, edit: Change) -> Checked:
    """Both runs in a scratch copy (the one before from the cache when this content was checked)."""
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="kg-scout-check-") as scratch:
        copy = scratch_copy(root, Path(scratch) / "repository")
        checking = checker(language, copy, root, settings.cache_dir, timeout=settings.scout_compiler_timeout)
        cache = settings.cache_dir / BASELINES / f"{_content_digest(copy, checking)}.json"
        before, cached = _cached(cache), cache.is_file()
        if before is None:
            before = checking.run()
            cache.parent.mkdir(parents=True, exist_ok=True)
            # Written beside and moved into place: a run stopped mid-write leaves no half a list to trust.
            written = cache.with_name(f"{cache.name}.{os.getpid()}.tmp")
            written.write_text(json.dumps([d.__dict__ for d in before]), encoding="utf-8")
            written.replace(cache)
        checking.timeout = max(1.0, settings.scout_compiler_timeout - (time.perf_counter() - began))
        for path, (_, after) in {document: (text, edit.text), **edit.others}.items():
            (copy / path).write_text(after, encoding="utf-8")
        checking.changed = {document, *edit.others}  # C and C++: what they reach is compiled again
        errors = new_errors(before, checking.run(), {document: (text, edit.text), **edit.others})
    check = ScoutCheck(checked=True, checker=checking.name, seconds=round(time.perf_counter() - began, 1),
                       new_errors=len(errors), baseline="cached" if cached else "run", edit=edit.words,
                       way="scratch copy")
    return Checked(check, errors, _quotes(root, errors), None, root)


def _content_digest(copy: Path, checking: Checker) -> str:
    """The copy's files and the checker's configuration, as one digest: the key of its errors before."""
    digest = hashlib.sha256(f"{checking.language}\0{checking.note}\0".encode())
    for folder, folders, files in os.walk(copy):
        folders.sort()
        for file in sorted(files):
            path = Path(folder) / file
            if path.is_file():
                digest.update(f"{path.relative_to(copy).as_posix()}\0".encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()


def _cached(cache: Path) -> list[Diagnostic] | None:
    try:
        return [Diagnostic(**item) for item in json.loads(cache.read_text(encoding="utf-8"))]
    except (OSError, ValueError, TypeError):
        return None  # not checked yet, or a cache file from another version: run it


def _quotes(root: Path, errors: list[Diagnostic]) -> dict[tuple[str, int], str]:
    lines: dict[str, list[str]] = {}
    for error in errors:
        if error.path not in lines:
            try:
                lines[error.path] = (root / error.path).read_text(encoding="utf-8", errors="replace").split("\n")
            except OSError:
                lines[error.path] = []
    return {(e.path, e.line): lines[e.path][e.line - 1].strip() if 0 < e.line <= len(lines[e.path]) else ""
            for e in errors}


# --- the answer -----------------------------------------------------------------------------------------

def _falls_on(pointer: ScoutPointer, error: Diagnostic) -> int | None:
    """0 when the error is on the pointer's line, 1 when within its statement, None otherwise."""
    if pointer.document != error.path or not pointer.line:
        return None
    if pointer.line == error.line:
        return 0
    first, last = (pointer.statement or [pointer.line, pointer.line])[:2]
    return 1 if first <= error.line <= last else None


def apply_check(pointers: list[ScoutPointer], checked: Checked, target: Target,
                change_kind: ChangeKind | None = None) -> list[ScoutPointer]:
    """The pointers as the checker sees them: each new error high on the use it falls on (or a pointer of
    its own); an offline high or medium in a file it checked and found no new error in is safe, unless
    the line silences the checker (then it is a look: it may still break when run) or, for a rename or
    a removal, imports the name that is gone (a look: the import fails when the module loads); high
    first."""
    check = checked.check
    if not check.checked:
        return pointers
    messages: dict[int, list[str]] = {}
    elsewhere: dict[tuple[str, int], list[Diagnostic]] = {}  # errors on lines no pointer holds, by line
    for error in checked.errors:
        on = [(rank, n) for n, p in enumerate(pointers) if (rank := _falls_on(p, error)) is not None]
        if on:
            messages.setdefault(min(on)[1], []).append(_said(error))
        else:
            elsewhere.setdefault((error.path, error.line), []).append(error)
    own = [_error_pointer(errors, checked, target) for errors in elsewhere.values()]
    silenced = _silenced_lines(checked.root, {p.document for p in pointers if p.risk != "low" and p.document})
    name = check.checker
    renamed = change_kind in (ChangeKind.RENAME, ChangeKind.REMOVE)
    result = []
    for n, pointer in enumerate(pointers):
        if n in messages:
            said = "; ".join(dict.fromkeys(messages[n]))
            result.append(pointer.model_copy(update={
                "risk": "high", "why": f"{name} reports: {said}",
                "action": pointer.action if pointer.risk == "high" else f"fix what {name} reports: {said}"}))
        elif pointer.risk == "low" or not checked.saw(pointer.document):
            result.append(pointer)
        elif (pointer.document, pointer.line) in silenced:
            result.append(pointer.model_copy(update={
                "risk": "medium", "why": f"{pointer.why}; {name} is silenced on this line, so its silence says nothing",
                "action": f"look at it ({name} is silenced here): {pointer.action}"}))
        elif renamed and pointer.use in (UseKind.IMPORT, UseKind.RE_EXPORT):
            # The name is gone: importing it fails when the module loads, whatever the checker infers (a
            # module's __getattr__ or a stub may keep it quiet).
            result.append(pointer.model_copy(update={
                "risk": "medium", "why": f"{pointer.why}; {name} reports no error here, yet the name is gone",
                "action": f"look at it ({name} reports nothing, the name is gone): {pointer.action}"}))
        elif renamed:
            result.append(pointer.model_copy(update={
                "risk": "low", "why": f"{pointer.why}; {name} reports no error here",
                "action": f"{pointer.action} if it is this symbol ({name} reports no error here: the name may still "
                          "resolve, through a base or dynamic code)"}))
        else:
            result.append(pointer.model_copy(update={
                "risk": "low", "why": f"{pointer.why}; {name} reports no error here",
                "action": f"nothing to change: {name} reports no error here"}))
    order = {"high": 0, "medium": 1, "low": 2}
    return sorted([*own, *result], key=lambda p: order[p.risk])


# A comment that silences the checker on its line (Python) or on the next line (TypeScript's directives).
_SILENCES_LINE = re.compile(r"#\s*(type|pyright)\s*:\s*ignore")
_SILENCES_NEXT = re.compile(r"//\s*@ts-(ignore|expect-error)")


def _silenced_lines(root: Path | None, documents: set[str]) -> set[tuple[str, int]]:
    """The lines of these documents on which the checker is told to say nothing."""
    found: set[tuple[str, int]] = set()
    if root is None:
        return found
    for document in sorted(documents):
        try:
            lines = (root / document).read_text(encoding="utf-8", errors="replace").split("\n")
        except OSError:
            continue
        for number, text in enumerate(lines, 1):
            if _SILENCES_LINE.search(text):
                found.add((document, number))
            if _SILENCES_NEXT.search(text):
                found.add((document, number + 1))
    return found


def _said(error: Diagnostic) -> str:
    """The checker's message on one line (basedpyright's says why on indented lines of its own)."""
    return " ".join(error.message.split())


def _error_pointer(errors: list[Diagnostic], checked: Checked, target: Target) -> ScoutPointer:
    """The new errors on one line the graph holds no use of (a value passed on, an object literal)."""
    symbol: dict[str, Any] = target.symbol
    checker_name = checked.check.checker or "the checker"
    first = errors[0]
    said = "; ".join(dict.fromkeys(_said(e) for e in errors))
    rules = ", ".join(dict.fromkeys(e.rule for e in errors))
    return ScoutPointer(
        concept_id=symbol["concept_id"], label=symbol["label"], why=f"{checker_name} reports: {said}",
        quote=checked.quotes.get((first.path, first.line)) or None, document=first.path, risk="high", score=0.0,
        depth=0, location=f"{first.path}:{first.line}", what=f"{checker_name} error {rules}",
        action=f"fix what {checker_name} reports: {said}", line=first.line,
        statement=[first.line, first.line], in_test=is_test_path(first.path))

"""What a walk of a corpus leaves out: what the folder's .gitignore files ignore (as git reads them:
every folder's own file, the deepest deciding, `!` re-including), hidden files and folders, and the
folders that hold installed or generated code rather than the project's own (node_modules, virtual
environments, build and dist output, caches), symbolic links and folders it cannot read. Each is said in the
ingest report, a folder at a time."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pathspec

# Folders of installed or generated code, by name: what each one is, for the report.
GENERATED = {
    "node_modules": "installed npm packages", "bower_components": "installed packages",
    "vendor": "vendored dependencies", "site-packages": "installed Python packages",
    "__pycache__": "Python's compiled files", "build": "build output", "dist": "build output",
    "htmlcov": "a coverage report", "coverage": "a coverage report",
}


def skipped_folder(folder: Path) -> str | None:
    """Why a folder is left out whatever .gitignore says, or None."""
    if folder.name.startswith("."):
        return "hidden"
    if folder.name in GENERATED:
        return f"{GENERATED[folder.name]} ({folder.name}/)"
    if os.path.islink(folder):
        return linked(folder)
    if os.path.isfile(folder / "pyvenv.cfg"):  # os.path's tests answer False where Path's raise (no permission)
        return "a Python virtual environment"
    return None


def linked(path: Path) -> str | None:
    """Why a symbolic link is left out, or None: the walk follows none, so that it ends (a link to a parent
    folder is a loop), reads no file twice (a link to another file of the folder) and nothing from outside
    the folder; git too keeps a link as a link, not as what it points to."""
    return f"a symbolic link to {os.path.realpath(path)}, not followed" if os.path.islink(path) else None


class GitIgnores:
    """The .gitignore files under a root, read as the walk reaches their folders."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.specs: dict[Path, pathspec.GitIgnoreSpec] = {}

    def enter(self, folder: Path) -> str | None:
        """Take in the folder's .gitignore; why it cannot be read, or None."""
        found = folder / ".gitignore"
        if not os.path.isfile(found):
            return None
        try:
            lines = found.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError as error:
            return f"cannot read: {error.strerror or error}; its rules are not applied"
        self.specs[folder] = pathspec.GitIgnoreSpec.from_lines([line for line in lines if _pattern(line)])
        return None

    def ignored(self, path: Path, *, folder: bool) -> bool:
        """Whether git would ignore the path: the deepest .gitignore with a rule for it decides."""
        for base in [path.parent, *path.parent.parents]:
            spec = self.specs.get(base)
            if spec is not None:
                relative = path.relative_to(base).as_posix() + ("/" if folder else "")
                decided = spec.check_file(relative).include
                if decided is not None:
                    return decided
            if base == self.root:
                break
        return False


def _pattern(line: str) -> bool:
    """Whether a line of a .gitignore is a pattern pathspec can read: git matches nothing with the others
    (a '!' alone, a range from z to a), and pathspec would raise on them."""
    try:
        pathspec.GitIgnoreSpec.from_lines([line])
    except (ValueError, re.error):
        return False
    return True


def walk(root: Path, skipped: list[tuple[str, str]]) -> Iterator[Path]:
    """Every file under `root` that the corpus holds, in a stable order; what is left out goes to
    `skipped` as (path, reason), a folder once rather than each of its files."""
    ignores = GitIgnores(root)

    def unreadable(error: OSError) -> None:  # a folder that cannot be listed (permission denied)
        skipped.append((Path(str(error.filename)).relative_to(root).as_posix() + "/",
                        f"cannot read: {error.strerror or error}"))

    for here, folders, names in os.walk(root, onerror=unreadable):
        folder = Path(here)
        if (why := ignores.enter(folder)) is not None:
            skipped.append(((folder / ".gitignore").relative_to(root).as_posix(), why))
        kept = []
        for name in sorted(folders):
            child = folder / name
            reason = skipped_folder(child) or ("ignored by .gitignore" if ignores.ignored(child, folder=True) else None)
            if reason is None:
                kept.append(name)
            elif not name.startswith("."):  # hidden folders (.git) go unsaid, as ever
                skipped.append((child.relative_to(root).as_posix() + "/", reason))
        folders[:] = kept
        for name in sorted(names):
            path = folder / name
            if name.startswith("."):
                continue
            reason = linked(path) or ("ignored by .gitignore" if ignores.ignored(path, folder=False) else None)
            if reason is not None:
                skipped.append((path.relative_to(root).as_posix(), reason))
                continue
            yield path


def left_out(root: Path, path: Path) -> bool:
    """Whether `walk(root)` leaves out the file `path`, which may be gone already (a change a watcher saw):
    the same hidden names, folders of installed or generated code, symbolic links and .gitignore rules, folder
    by folder."""
    relative = path.relative_to(root)
    if any(part.startswith(".") for part in relative.parts):
        return True
    ignores = GitIgnores(root)
    ignores.enter(root)
    folder = root
    for part in relative.parts[:-1]:
        folder = folder / part
        if skipped_folder(folder) or ignores.ignored(folder, folder=True):
            return True
        ignores.enter(folder)
    return linked(path) is not None or ignores.ignored(path, folder=False)

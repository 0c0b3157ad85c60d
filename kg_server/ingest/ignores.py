"""What a walk of a corpus leaves out: what the folder's .gitignore files ignore (as git reads them:
every folder's own file, the deepest deciding, `!` re-including), hidden files and folders, and the
folders that hold installed or generated code rather than the project's own (node_modules, virtual
environments, build and dist output, caches). Each is said in the ingest report, a folder at a time."""

from __future__ import annotations

import os
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
    if (folder / "pyvenv.cfg").is_file():
        return "a Python virtual environment"
    return None


class GitIgnores:
    """The .gitignore files under a root, read as the walk reaches their folders."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.specs: dict[Path, pathspec.GitIgnoreSpec] = {}

    def enter(self, folder: Path) -> None:
        found = folder / ".gitignore"
        if found.is_file():
            lines = found.read_text(encoding="utf-8", errors="replace").splitlines()
            self.specs[folder] = pathspec.GitIgnoreSpec.from_lines(lines)

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


def walk(root: Path, skipped: list[tuple[str, str]]) -> Iterator[Path]:
    """Every file under `root` that the corpus holds, in a stable order; what is left out goes to
    `skipped` as (path, reason), a folder once rather than each of its files."""
    ignores = GitIgnores(root)
    for here, folders, names in os.walk(root):
        folder = Path(here)
        ignores.enter(folder)
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
            if ignores.ignored(path, folder=False):
                skipped.append((path.relative_to(root).as_posix(), "ignored by .gitignore"))
                continue
            yield path


def left_out(root: Path, path: Path) -> bool:
    """Whether `walk(root)` leaves out the file `path`, which may be gone already (a change a watcher saw):
    the same hidden names, folders of installed or generated code and .gitignore rules, folder by folder."""
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
    return ignores.ignored(path, folder=False)

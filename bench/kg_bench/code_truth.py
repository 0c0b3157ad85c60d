"""What a compiler says a repository's package declares, to score the code graph's symbols against.

Python: `ast` over the package's files: module-level functions and classes (also those inside a
module-level `if`, `try` or `with`), the methods and nested classes of every class, and the members of
enums (a class the product's syntax layer calls an enum, `is_enum_class`: its bases name Enum, IntEnum,
StrEnum, Flag, IntFlag or ReprEnum, or end in Enum). TypeScript and JavaScript:
the TypeScript compiler's parser (the typescript the language servers use, on the same Node) over the
package's files: functions, classes with their members, interfaces with their members, type aliases
with the members of their object types, enums with their members, module-level variables.

Each declaration is (document, label, kind), the label class-qualified as the graph's (`Context.invoke`),
so that a symbol of the graph matches it on its document and label.
"""

from __future__ import annotations

import ast
import json
import subprocess
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from kg_server.errors import InvalidArgument
from kg_server.syntax import is_enum_class

PYTHON_SUFFIXES = (".py", ".pyi")
TYPESCRIPT_SUFFIXES = (".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".jsx")
# Folders that are no package of the repository's own: tests, documentation, examples, build output.
NOT_PACKAGES = {"tests", "test", "testing", "docs", "doc", "examples", "example", "benchmarks", "scripts",
                "node_modules", "build", "dist", "distribution", ".venv", "venv", ".git"}
# The kinds the goal names (functions, classes, methods, enum members); the others are reported beside.
GOAL_KINDS = {"function", "class", "method", "enum member", "interface", "type alias", "enum"}


@dataclass(frozen=True)
class Declared:
    document: str  # the path from the repository's folder, '/' separators
    label: str  # Context.invoke
    kind: str  # function, class, method, enum member, ... (the compiler's word)
    line: int


def packages(root: Path, chosen: Sequence[str] = ()) -> list[Path]:
    """The package folders whose declarations are scored: those named, else the repository's own (a
    `src/` layout's packages, top-level Python packages, or TypeScript's source/, src/ or lib/)."""
    if chosen:
        found = [root / name for name in chosen]
        missing = [str(p.relative_to(root)) for p in found if not p.is_dir()]
        if missing:
            raise InvalidArgument(f"--package {', '.join(missing)}: no such folder in {root}")
        return found
    found = []
    for base in (root / "src", root):
        if base.is_dir():
            found += [p for p in sorted(base.iterdir()) if p.is_dir() and (p / "__init__.py").is_file()
                      and p.name not in NOT_PACKAGES]
        if found:
            break
    for name in ("source", "src", "lib"):
        folder = root / name
        if folder.is_dir() and any(folder.rglob("*.ts")) and folder not in found:
            found.append(folder)
            break
    if not found:
        raise InvalidArgument(f"{root}: no package found (a src/ layout, a folder with __init__.py, or source/, "
                              f"src/ or lib/ with TypeScript); name it with --package DIR")
    return found


def package_files(folders: Iterable[Path], suffixes: Sequence[str]) -> list[Path]:
    return sorted(p for folder in folders for p in folder.rglob("*") if p.suffix in suffixes and p.is_file()
                  and not NOT_PACKAGES & set(p.relative_to(folder).parts[:-1]) and ".d." not in p.name)


def python_declarations(root: Path, files: Iterable[Path]) -> list[Declared]:
    found: list[Declared] = []
    for path in files:
        document = path.relative_to(root).as_posix()
        try:
            tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"))
        except SyntaxError as error:
            raise InvalidArgument(
                f"{document}: Python's ast cannot parse it ({error.msg}, line {error.lineno})"
            ) from None
        _python_body(tree.body, document, "", found)
    return found


def _python_body(body: list[ast.stmt], document: str, owner: str, found: list[Declared]) -> None:
    """A module's (owner '') or a class's statements; a module's `if`, `try` and `with` blocks too."""
    for node in body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found.append(Declared(document, f"{owner}{node.name}", "method" if owner else "function", node.lineno))
        elif isinstance(node, ast.ClassDef):
            label = f"{owner}{node.name}"
            found.append(Declared(document, label, "class", node.lineno))
            _python_body(node.body, document, f"{label}.", found)
            if is_enum_class(node):
                found += [Declared(document, f"{label}.{name}", "enum member", line) for name, line in _members(node)]
        elif not owner and isinstance(node, ast.If | ast.Try | ast.With):
            blocks = [node.body, getattr(node, "orelse", []), getattr(node, "finalbody", [])]
            blocks += [handler.body for handler in getattr(node, "handlers", [])]
            for block in blocks:
                _python_body(block, document, owner, found)


def _members(node: ast.ClassDef) -> list[tuple[str, int]]:
    members = []
    for statement in node.body:
        targets = statement.targets if isinstance(statement, ast.Assign) else (
            [statement.target] if isinstance(statement, ast.AnnAssign) and statement.value is not None else [])
        members += [(t.id, statement.lineno) for t in targets
                    if isinstance(t, ast.Name) and not (t.id.startswith("_") and t.id.endswith("_"))]
    return members


# The TypeScript compiler's parser over the files given after the typescript.js path: [file, kind,
# label, line] rows as JSON.
TS_DECLARATIONS = r"""
const ts = require(process.argv[2]);
const fs = require('fs');
const out = [];
const nameOf = (node, sf) => node.name ? node.name.getText(sf)
  : (ts.isConstructorDeclaration(node) ? 'constructor' : null);
for (const file of process.argv.slice(3)) {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const add = (kind, label, node) => out.push([file, kind, label,
    sf.getLineAndCharacterOfPosition((node.name || node).getStart(sf)).line + 1]);
  const members = (owner, list, method, member) => {
    for (const m of list) {
      const n = nameOf(m, sf);
      if (!n || ts.isIndexSignatureDeclaration(m) || ts.isClassStaticBlockDeclaration(m)) continue;
      const callable = ts.isMethodDeclaration(m) || ts.isConstructorDeclaration(m) || ts.isMethodSignature(m);
      add(callable ? method : member, owner + '.' + n, m);
    }
  };
  const literals = (owner, type) => {
    if (ts.isTypeLiteralNode(type)) members(owner, type.members, 'type literal member', 'type literal member');
    else if (ts.isIntersectionTypeNode(type)) for (const t of type.types) literals(owner, t);
    else if (ts.isParenthesizedTypeNode(type)) literals(owner, type.type);
  };
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st) && st.name) add('function', st.name.text, st);
    else if (ts.isClassDeclaration(st) && st.name) {
      add('class', st.name.text, st);
      members(st.name.text, st.members, 'method', 'class member');
    } else if (ts.isInterfaceDeclaration(st)) {
      add('interface', st.name.text, st);
      members(st.name.text, st.members, 'interface member', 'interface member');
    } else if (ts.isTypeAliasDeclaration(st)) {
      add('type alias', st.name.text, st);
      literals(st.name.text, st.type);
    } else if (ts.isEnumDeclaration(st)) {
      add('enum', st.name.text, st);
      for (const m of st.members) add('enum member', st.name.text + '.' + m.name.getText(sf), m);
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) add('variable', d.name.text, d);
    }
  }
}
console.log(JSON.stringify(out));
"""


def typescript_declarations(root: Path, files: Sequence[Path], *, node: Path, typescript: Path,
                            scratch: Path) -> list[Declared]:
    if not files:
        return []
    script = scratch / "kg-bench-declarations.cjs"
    script.write_text(TS_DECLARATIONS, encoding="utf-8")
    ran = subprocess.run([str(node), str(script), str(typescript), *map(str, files)], capture_output=True,
                         text=True, timeout=600)
    if ran.returncode != 0:
        raise RuntimeError(f"the TypeScript parser failed: {ran.stderr.strip()[-2000:]}")
    return [Declared(Path(file).relative_to(root).as_posix(), label, kind, line)
            for file, kind, label, line in json.loads(ran.stdout)]


def symbol_recall(declared: Iterable[Declared], graph: Iterable[tuple[str, str]]) -> dict[str, object]:
    """Per kind and for the goal's kinds together: how many of the declarations are symbols of the
    graph, matched on (document, label); with the first missing ones."""
    have = set(graph)
    by_kind: dict[str, list[Declared]] = defaultdict(list)
    for item in dict.fromkeys(declared):  # a property's getter and setter, overloads: one declaration
        by_kind[item.kind].append(item)
    kinds: dict[str, dict[str, object]] = {}
    goal_total = goal_found = 0
    for kind, items in sorted(by_kind.items()):
        unique = {(d.document, d.label): d for d in items}
        missing = [d for key, d in unique.items() if key not in have]
        kinds[kind] = {"declared": len(unique), "found": len(unique) - len(missing),
                       "recall": round(1 - len(missing) / len(unique), 4),
                       "missing": [f"{d.document}:{d.line} {d.label}" for d in missing[:15]]}
        if kind in GOAL_KINDS:
            goal_total, goal_found = goal_total + len(unique), goal_found + len(unique) - len(missing)
    return {"declared": goal_total, "found": goal_found,
            "recall": round(goal_found / goal_total, 4) if goal_total else None, "kinds": kinds}

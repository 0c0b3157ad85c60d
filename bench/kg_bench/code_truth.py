"""What a compiler says a repository's package declares, to score the code graph's symbols against.

Python: `ast` over the package's files: module-level functions and classes (also those inside a
module-level `if`, `try` or `with`), the methods and nested classes of every class, and the members of
enums (a class the product's syntax layer calls an enum, `is_enum_class`: its bases name Enum, IntEnum,
StrEnum, Flag, IntFlag or ReprEnum, or end in Enum). TypeScript and JavaScript:
the TypeScript compiler's parser (the typescript the language servers use, on the same Node) over the
package's files: functions, classes with their members, interfaces with their members, type aliases
with the members of their object types, enums with their members, module-level variables. Go: the Go
toolchain's own parser (go/parser, `go run` of GO_DECLARATIONS) over the module's files, tests aside:
functions, methods (labelled with their receiver's type, `Command.Execute`), struct types (class) with
their named fields (class member; an embedded type is a use of that type, not a field of the graph),
interfaces with their methods (interface member), every other named type (type alias: `type Kind int`,
`type A = B`), package-level constants and variables.

Each declaration is (document, label, kind), the label class-qualified as the graph's (`Context.invoke`),
so that a symbol of the graph matches it on its document and label.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from kg_server.errors import InvalidArgument
from kg_server.syntax import is_enum_class

PYTHON_SUFFIXES = (".py", ".pyi")
TYPESCRIPT_SUFFIXES = (".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".jsx")
GO_SUFFIXES = (".go",)
# Folders the go tool never builds as the module's packages: test data, vendored copies.
NOT_GO_PACKAGES = {"testdata", "vendor"}
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
    if (root / "go.mod").is_file() and any(root.glob("*.go")):
        return [root]  # a Go module: its packages are the folders under it (go_files)
    if not any(root.glob("*.py")) and not (root / "package.json").is_file() and any(root.rglob("*.java")):
        return [root]  # Java: the repository's .java files, tests' aside (code_truth_java.java_files)
    sources = (".c", ".cpp", ".cc", ".cxx", ".c++")
    if not any(root.glob("*.py")) and not (root / "package.json").is_file() and any(
            p.suffix.lower() in sources for p in root.rglob("*")):
        return [root]  # C and C++: the repository's source files and headers (code_truth_c.c_files)
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
        raise InvalidArgument(f"{root}: no package found (a src/ layout, a folder with __init__.py, source/, "
                              f"src/ or lib/ with TypeScript, or a Go module with .go files beside its go.mod); "
                              f"name it with --package DIR")
    return found


def package_files(folders: Iterable[Path], suffixes: Sequence[str]) -> list[Path]:
    return sorted(p for folder in folders for p in folder.rglob("*") if p.suffix in suffixes and p.is_file()
                  and not NOT_PACKAGES & set(p.relative_to(folder).parts[:-1]) and ".d." not in p.name)


def go_files(folders: Iterable[Path]) -> list[Path]:
    """The Go module's own files, tests aside: not in testdata/ or vendor/, hidden or `_` folders (which
    the go tool ignores), nor in a nested module (a folder with its own go.mod)."""
    found = []
    for folder in folders:
        for path in sorted(folder.rglob("*.go")):
            parts = path.relative_to(folder).parts[:-1]
            if path.name.endswith("_test.go") or NOT_GO_PACKAGES & set(parts) \
                    or any(p.startswith((".", "_")) for p in parts):
                continue
            if any((folder.joinpath(*parts[:depth]) / "go.mod").is_file() for depth in range(1, len(parts) + 1)):
                continue
            found.append(path)
    return found


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


# go/parser over the files named on its input, a line each (`go run` would take .go arguments for its own
# sources): [file, kind, label, line] rows as JSON.
GO_DECLARATIONS = r"""package main

import (
	"bufio"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
)

func typeName(expr ast.Expr) string {
	switch t := expr.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.StarExpr:
		return typeName(t.X)
	case *ast.SelectorExpr:
		return t.Sel.Name
	case *ast.IndexExpr:
		return typeName(t.X)
	case *ast.IndexListExpr:
		return typeName(t.X)
	case *ast.ParenExpr:
		return typeName(t.X)
	}
	return ""
}

func main() {
	fset := token.NewFileSet()
	out := [][]interface{}{}
	lines := bufio.NewScanner(os.Stdin)
	for lines.Scan() {
		file := lines.Text()
		parsed, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			os.Exit(1)
		}
		add := func(kind, label string, at token.Pos) {
			if label != "_" && label != "" {
				out = append(out, []interface{}{file, kind, label, fset.Position(at).Line})
			}
		}
		for _, decl := range parsed.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				if d.Recv != nil && len(d.Recv.List) > 0 {
					add("method", typeName(d.Recv.List[0].Type)+"."+d.Name.Name, d.Name.Pos())
				} else {
					add("function", d.Name.Name, d.Name.Pos())
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.TypeSpec:
						name := s.Name.Name
						switch t := s.Type.(type) {
						case *ast.StructType:
							if s.Assign.IsValid() {
								add("type alias", name, s.Name.Pos())
								continue
							}
							add("class", name, s.Name.Pos())
							for _, f := range t.Fields.List {
								for _, n := range f.Names {
									add("class member", name+"."+n.Name, n.Pos())
								}
							}
						case *ast.InterfaceType:
							add("interface", name, s.Name.Pos())
							for _, m := range t.Methods.List {
								for _, n := range m.Names {
									add("interface member", name+"."+n.Name, n.Pos())
								}
							}
						default:
							add("type alias", name, s.Name.Pos())
						}
					case *ast.ValueSpec:
						kind := "variable"
						if d.Tok == token.CONST {
							kind = "constant"
						}
						for _, n := range s.Names {
							add(kind, n.Name, n.Pos())
						}
					}
				}
			}
		}
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
"""


def go_declarations(root: Path, files: Sequence[Path], *, scratch: Path) -> list[Declared]:
    if not files:
        return []
    from kg_server.providers.lsp.install import go_program

    go = go_program()
    if go is None:
        raise InvalidArgument("no Go toolchain found: install Go to score a Go module")
    script = scratch / "kg-bench-go-declarations" / "main.go"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(GO_DECLARATIONS, encoding="utf-8")
    # Run outside any module (GOWORK and GOFLAGS emptied): the script uses the standard library alone.
    env = {**os.environ, "GOWORK": "off", "GOFLAGS": ""}
    ran = subprocess.run([str(go), "run", str(script)], cwd=script.parent, capture_output=True, text=True,
                         timeout=600, env=env, input="".join(f"{path}\n" for path in files))
    if ran.returncode != 0:
        raise RuntimeError(f"Go's parser failed: {ran.stderr.strip()[-2000:]}")
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

"""The edit `kg bench code` re-ingests: a typical file of the package (the median one by length) gets
a new function before its first definition (every line after it moves) and a call to it as the first
statement of its first function or method; then the graph after the re-ingest is compared with a first
ingest of the changed files into an empty database.
"""

from __future__ import annotations

import ast
import json
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kg_server.errors import InvalidArgument

ADDED = {"python": "kg_bench_added", "typescript": "kgBenchAdded", "go": "kgBenchAdded", "c": "kg_bench_added",
         "cpp": "kg_bench_added", "java": "kgBenchAdded"}
_PYTHON_FUNCTION = '''def kg_bench_added(value: object) -> str:
    """Added by kg bench code: a new function, called below."""
    return repr(value)


'''
_TYPESCRIPT_FUNCTION = '''function kgBenchAdded(value: unknown): string {
	return String(value);
}

'''
# `interface{}`, not `any`: a go.mod of before Go 1.18 (cobra's says 1.15) has no `any`.
_GO_FUNCTION = '''func kgBenchAdded(value interface{}) string {
	if value == nil {
		return "nil"
	}
	return "value"
}

'''
_C_FUNCTION = '''static const char *kg_bench_added(const void *value)
{
    return value ? "value" : "null";
}

'''
_JAVA_METHOD = '''{indent}static String kgBenchAdded(Object value) {{
{indent}    return value == null ? "null" : "value";
{indent}}}

'''
# Where a TypeScript file's first definition starts and its first function or method body's first
# statement is: {"top": line, "body": line, "indent": text} (lines from 1; body 0 when there is none).
TS_EDIT_POINTS = r"""
const ts = require(process.argv[2]);
const fs = require('fs');
const file = process.argv[3];
const text = fs.readFileSync(file, 'utf8');
const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
const lineOf = (pos) => sf.getLineAndCharacterOfPosition(pos).line + 1;
let top = 0, body = 0, indent = '';
for (const st of sf.statements) {
  if (!top && !ts.isImportDeclaration(st) && !ts.isImportEqualsDeclaration(st)) top = lineOf(st.getStart(sf, true));
}
const visit = (node) => {
  if (body) return;
  const isFunction = ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)
    || ts.isConstructorDeclaration(node);
  if (isFunction && node.body && node.body.statements.length) {
    const first = node.body.statements[0];
    body = lineOf(first.getStart(sf));
    const start = first.getStart(sf);
    indent = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
    return;
  }
  ts.forEachChild(node, visit);
};
visit(sf);
console.log(JSON.stringify({top: top || 1, body, indent}));
"""


@dataclass(frozen=True)
class Change:
    document: str
    language: str
    added: str  # the new function's name
    added_line: int  # its definition's line, after the edit
    call_line: int  # the line of the call to it, after the edit (0: none)


def typical_file(root: Path, files: Sequence[Path]) -> Path:
    """The package file of median length (by lines), the first of those on a tie: neither the largest
    module nor a stub."""
    if not files:
        raise InvalidArgument(f"{root}: no package file to change")
    sized = sorted(files, key=lambda p: (len(p.read_text(encoding="utf-8", errors="replace").splitlines()), str(p)))
    return sized[len(sized) // 2]


def change_file(root: Path, path: Path, language: str, *, node: Path | None = None,
                typescript: Path | None = None, scratch: Path | None = None) -> Change:
    """Edit the file in place (the scratch copy's): the new function and a call to it."""
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    if language == "python":
        top, body, indent = _python_points(text)
        function = _PYTHON_FUNCTION
        call = f"{indent}kg_bench_added(None)"
    elif language == "go":
        top, body, indent = _go_points(text)
        function = _GO_FUNCTION
        call = f"{indent}kgBenchAdded(nil)"
    elif language in ("c", "cpp"):
        top, body, indent = _c_points(text, language)
        function = _C_FUNCTION
        call = f"{indent}kg_bench_added(0);"
    elif language == "java":
        from .code_truth_java import java_points

        top, body, indent, member = java_points(text)
        function = _JAVA_METHOD.format(indent=member)
        call = f"{indent}kgBenchAdded(null);"
    else:
        if node is None or typescript is None or scratch is None:
            raise InvalidArgument("a TypeScript change needs Node and the typescript package")
        script = scratch / "kg-bench-edit-points.cjs"
        script.write_text(TS_EDIT_POINTS, encoding="utf-8")
        ran = subprocess.run([str(node), str(script), str(typescript), str(path)], capture_output=True, text=True,
                             timeout=300, check=True)
        points: dict[str, Any] = json.loads(ran.stdout)
        top, body, indent = int(points["top"]), int(points["body"]), str(points["indent"])
        function = _TYPESCRIPT_FUNCTION
        call = f"{indent}kgBenchAdded(undefined);"
    added_lines = function.split("\n")[:-1]
    call_line = 0
    if body:  # the call first (it is below the new function), then the function
        lines.insert(body - 1, call)
        call_line = body + len(added_lines)
    lines[top - 1:top - 1] = added_lines
    path.write_text("\n".join(lines), encoding="utf-8")
    return Change(document=path.relative_to(root).as_posix(), language=language, added=ADDED[language],
                  added_line=top, call_line=call_line)


def _python_points(text: str) -> tuple[int, int, str]:
    """The first module-level definition's first line (decorators included) and the first statement of
    the first function or method with one past its docstring, with its indentation."""
    tree = ast.parse(text)
    definitions = [n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)]
    top = min((d.decorator_list[0].lineno if d.decorator_list else d.lineno) for d in definitions) \
        if definitions else len(text.split("\n"))
    functions = sorted((n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)),
                       key=lambda n: n.lineno)
    for function in functions:
        statements = function.body
        if statements and isinstance(statements[0], ast.Expr) and isinstance(getattr(statements[0], "value", None),
                                                                             ast.Constant):
            statements = statements[1:]  # the docstring
        if statements and statements[0].lineno > top:
            first = statements[0]
            return top, first.lineno, " " * first.col_offset
    return top, 0, ""


def _go_points(text: str) -> tuple[int, int, str]:
    """The first declaration after the imports (its doc comment included) and the first statement of the
    first function or method with one, with its indentation (Go's syntax tree, read by tree-sitter)."""
    from kg_server.syntax.trees import field, parse_go

    root = parse_go(text).root
    declarations = [n for n in root.named_children if n.type not in ("package_clause", "import_declaration")]
    first = next((n for n in declarations if n.type != "comment"), None)
    top = first.start_point.row + 1 if first is not None else len(text.split("\n"))
    while first is not None and (above := first.prev_named_sibling) is not None and above.type == "comment" \
            and above.end_point.row == first.start_point.row - 1:
        first, top = above, above.start_point.row + 1
    for function in declarations:
        body = field(function, "body") if function.type in ("function_declaration", "method_declaration") else None
        statements = next((c for c in body.named_children if c.type == "statement_list"), None) if body else None
        if statements is not None and statements.named_child_count and statements.start_point.row + 1 > top:
            line = statements.named_children[0].start_point.row + 1
            written = text.split("\n")[line - 1]
            return top, line, written[:len(written) - len(written.lstrip())]
    return top, 0, ""


def _c_points(text: str, language: str = "c") -> tuple[int, int, str]:
    """The first function definition (its comment included: the new function goes above it, after the
    includes and types it may need; C++'s in the namespaces too) and its body's first statement, with its
    indentation (tree-sitter)."""
    from kg_server.syntax.trees import field, parse_c

    root = parse_c(text, language).root
    tops, functions = list(root.named_children), []
    while tops:
        node = tops.pop(0)
        if node.type == "function_definition":
            functions.append(node)
        elif node.type == "namespace_definition" and (body := field(node, "body")) is not None:
            tops[:0] = body.named_children
    if not functions:
        return len(text.split("\n")), 0, ""
    first = functions[0]
    top = first.start_point.row + 1
    while (above := first.prev_named_sibling) is not None and above.type == "comment" \
            and above.end_point.row == first.start_point.row - 1:
        first, top = above, above.start_point.row + 1
    for function in functions:
        body = field(function, "body")
        statements = [c for c in body.named_children if c.type != "comment"] if body is not None else []
        if statements and statements[0].start_point.row + 1 > top:
            line = statements[0].start_point.row + 1
            written = text.split("\n")[line - 1]
            return top, line, written[:len(written) - len(written.lstrip())]
    return top, 0, ""


def compare(reingested: dict[str, Any], fresh: dict[str, Any]) -> dict[str, Any]:
    """What differs between the graph after the re-ingest and after a first ingest of the same files:
    per part (symbols, sources, uses, relationships, mentions and DESCRIBES of prose), the rows only one
    of them has (a few of each)."""
    differences: dict[str, Any] = {}
    for part in ("symbols", "sources", "uses", "relationships", "mentions", "describes"):
        left, right = _rows(reingested[part]), _rows(fresh[part])
        only_reingest, only_fresh = sorted(left - right), sorted(right - left)
        differences[part] = {"rows": len(left), "only_after_reingest": len(only_reingest),
                             "only_in_fresh_ingest": len(only_fresh),
                             "examples": [list(map(str, row))[:4] for row in (only_reingest[:3] + only_fresh[:3])]}
    differences["identical"] = all(d["only_after_reingest"] == d["only_in_fresh_ingest"] == 0
                                   for d in differences.values() if isinstance(d, dict))
    return differences


def _rows(rows: list[list[Any]]) -> set[tuple[Any, ...]]:
    """Rows as comparable tuples: lists inside them (sites, kinds) sorted, their order being no fact."""
    return {tuple(tuple(sorted(map(str, value))) if isinstance(value, list) else value for value in row)
            for row in rows}

"""The house keeps its shape (docs/architecture.md): the floors as folders, arrows only down, no import
cycles, nothing reaching into another package's private names, small modules and functions.

The import graph is read from the source (every `import` and `from ... import`, inside functions too,
and every `importlib.import_module` call), not from what happens to be loaded."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

from kg_server import FEATURES_FLOOR, FLOORS

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "kg_server"

# The floors come from the package's one table (kg_server.FLOORS), which docs/architecture.md draws.
# Within the shells, the command line composes the others (kg serve = the HTTP app + MCP); no other shell
# imports a shell. What the shells share is not a shell.
SHELLS = {"kg_server.shells.web", "kg_server.shells.mcp", "kg_server.shells.viewer", "kg_server.shells.repl"}
COMPOSER = "kg_server.shells.cli"
MAX_TOP_LEVEL_MODULES = 10
MAX_MODULE_LINES = 500
MAX_FUNCTION_LINES = 80


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _resolve(name: str) -> str | None:
    """The module an imported name lives in (`kg_server.text.words` for `kg_server.text.words.WORD`)."""
    while name:
        if name in MODULES:
            return name
        name = name.rpartition(".")[0]
    return None


def _imports(module: str, path: Path) -> list[tuple[str, str, int]]:
    """(imported module, imported name or '', line) for every import of kg_server in the module."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found += [(alias.name, "", node.lineno) for alias in node.names if alias.name.startswith("kg_server")]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            if base.startswith("kg_server"):
                found += [(f"{base}.{alias.name}", alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute | ast.Name):
            called = node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id
            if called in ("import_module", "__import__") and node.args:
                found += [(target, "", node.lineno) for target in _dynamic(node.args[0], module, package)]
    return found


def _dynamic(argument: ast.expr, module: str, package: str) -> list[str]:
    """What an importlib call may import: a literal name, or any module of its own package when the name
    is built from `__name__` (`f"{__name__}.{kind}"`)."""
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        return [argument.value] if argument.value.startswith("kg_server") else []
    if isinstance(argument, ast.JoinedStr) and any(
            isinstance(v, ast.FormattedValue) and isinstance(v.value, ast.Name) and v.value.id == "__name__"
            for v in argument.values[:1]):
        return [name for name in MODULES if name.startswith(module + ".")]
    raise AssertionError(f"{module}: an importlib call whose target this test cannot read")


def _part(module: str) -> str:
    """The part of the floor table a module belongs to ('' when none does: only the package's own
    `__init__` belongs to the part `kg_server` itself, every other module to a folder or top module)."""
    parts = [part for part in FLOORS if module == part or (part != "kg_server" and module.startswith(part + "."))]
    return max(parts, key=len, default="")


GRAPH: dict[str, set[str]] = defaultdict(set)
EDGES: list[tuple[str, str, str, int]] = []  # (from module, to module, imported name, line)
for _name, _path in MODULES.items():
    for _target, _imported, _line in _imports(_name, _path):
        if (_resolved := _resolve(_target)) is not None and _resolved != _name:
            GRAPH[_name].add(_resolved)
            EDGES.append((_name, _resolved, _imported if _resolved != _target else "", _line))


def test_every_module_has_a_floor() -> None:
    homeless = sorted(module for module in MODULES if not _part(module))
    assert not homeless, f"add these to kg_server.FLOORS (and docs/architecture.md): {homeless}"


def test_the_floor_table_names_only_what_exists() -> None:
    assert not [part for part in FLOORS if part not in MODULES]


def test_the_architecture_page_draws_the_floor_table() -> None:
    """docs/architecture.md's drawing: a floor number, then the folders (`search/`) and top modules
    (`service.py`) on it, then what they hold."""
    drawing = (ROOT / "docs" / "architecture.md").read_text().split("```")[1]
    drawn: dict[str, int] = {}
    floor = None
    for line in drawing.splitlines()[2:]:
        if match := re.match(r"^ (\d+)\s", line):
            floor = int(match.group(1))
        names = re.findall(r"(?<!\S)([a-z_]+)(/|\.py)(?=\s|$)", line[:34])
        for name, _ in names:
            drawn[f"kg_server.{name}"] = floor  # type: ignore[assignment]
    expected = {part: floor for part, floor in FLOORS.items() if part not in ("kg_server", "kg_server.__main__")}
    assert drawn == expected


def test_the_service_imports_every_feature() -> None:
    """Importing a feature registers its implementations: the service imports each one of the table."""
    features = {part for part, floor in FLOORS.items() if floor == FEATURES_FLOOR}
    assert features <= GRAPH["kg_server.service"] | {_part(m) for m in GRAPH["kg_server.service"]}


def test_arrows_only_point_down() -> None:
    upward = [f"{a}:{line} imports {b}" for a, b, _, line in EDGES
              if _part(a) != _part(b) and FLOORS[_part(a)] < FLOORS[_part(b)]]
    assert not upward, "\n".join(upward)


def test_no_shell_imports_another_but_the_command_line() -> None:
    crossing = [f"{a}:{line} imports {b}" for a, b, _, line in EDGES
                if b in SHELLS and not a.startswith(COMPOSER) and a != b]
    assert not crossing, "\n".join(crossing)


def test_there_are_no_import_cycles() -> None:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(GRAPH[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for module in sorted(MODULES):
        if module not in index:
            visit(module)
    assert not cycles, f"import cycles: {cycles}"


def test_the_parts_of_one_floor_import_each_other_without_cycles() -> None:
    parts: dict[str, set[str]] = defaultdict(set)
    for a, b, _, _ in EDGES:
        if _part(a) != _part(b) and FLOORS[_part(a)] == FLOORS[_part(b)]:
            parts[_part(a)].add(_part(b))
    for part, others in parts.items():
        for other in others:
            assert part not in parts.get(other, set()), f"{part} and {other} import each other"


def test_nothing_reaches_into_another_packages_private_names() -> None:
    reaching = [f"{a}:{line} imports {b}.{name}" for a, b, name, line in EDGES
                if name.startswith("_") and a.rpartition(".")[0] != b.rpartition(".")[0]
                and not (MODULES[b].name == "__init__.py" and a.startswith(b + "."))]
    reaching += [f"{a}:{line} imports the private module {b}" for a, b, _, line in EDGES
                 if b.rpartition(".")[2].startswith("_") and not b.endswith("__main__")
                 and a.rpartition(".")[0] != b.rpartition(".")[0]]
    assert not reaching, "\n".join(reaching)


def test_modules_and_functions_stay_small() -> None:
    top = [path.name for path in PACKAGE.glob("*.py")]
    assert len(top) <= MAX_TOP_LEVEL_MODULES, top
    long_modules = [f"{name}: {n} lines" for name, path in MODULES.items()
                    if (n := len(path.read_text().splitlines())) > MAX_MODULE_LINES]
    long_functions = [f"{name}.{node.name}: {node.end_lineno - node.lineno + 1} lines"  # type: ignore[operator]
                      for name, path in MODULES.items() for node in ast.walk(ast.parse(path.read_text()))
                      if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                      and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES]  # type: ignore[operator]
    assert not long_modules and not long_functions, long_modules + long_functions


def test_the_product_imports_no_benchmark() -> None:
    """The benchmarks (bench/, kg_bench) stand on the product, never under it: only `kg bench`, the door
    that offers them, loads them, by name and when they are installed."""
    naming = [f"{name}:{node.lineno}" for name, path in MODULES.items()
              for node in ast.walk(ast.parse(path.read_text()))
              if isinstance(node, ast.Import | ast.ImportFrom)
              and any((alias.name if isinstance(node, ast.Import) else node.module or "").startswith("kg_bench")
                      for alias in node.names)]
    assert not naming, f"product modules import the benchmarks: {naming}"
    loaders = [name for name, path in MODULES.items() if '"kg_bench"' in path.read_text()]
    assert loaders == ["kg_server.shells.cli.setup"], loaders

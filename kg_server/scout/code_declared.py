"""What the code graph says a function or method declares, as the syntax read it at ingest: its parameters
(names, kinds, defaults) and its return annotation. Scout reads these properties of a Symbol
(docs/data-model.md#code) and never parses a signature's text again."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

# The receiver a method is called on: a call never passes it in its arguments.
RECEIVERS = frozenset({"self", "cls", "this"})
# Parameters that take what the callers pass beyond the others (*args, **kwargs, ...rest).
VARIADIC = frozenset({"var_positional", "var_keyword", "rest"})


@dataclass(frozen=True)
class Parameter:
    """A parameter: `kind` as the syntax names it (positional_only, positional, keyword_only,
    var_positional, var_keyword in Python; required, optional, rest in TypeScript and JavaScript)."""

    name: str
    kind: str
    has_default: bool = False


@dataclass(frozen=True)
class Declared:
    """A symbol's parameters, receiver left out, and its return: `returns` the annotation as written ("" when
    the return type is inferred), `returns_none` whether it lets the value be None or undefined (None when
    there is no annotation)."""

    parameters: tuple[Parameter, ...] = ()
    returns: str = ""
    returns_none: bool | None = None

    @property
    def forwards(self) -> bool:
        """Whether it takes *args, **kwargs or ...rest to pass on."""
        return any(p.kind in VARIADIC for p in self.parameters)


def declared_of(row: Mapping[str, Any] | None) -> Declared:
    """What a query row (or map) with a Symbol's `parameters`, `parameter_kinds`, `parameter_defaults`,
    `returns` and `returns_none` says; nothing for a row without them (a module, a class, no owner)."""
    if not row:
        return Declared()
    names = row.get("parameters") or []
    kinds = row.get("parameter_kinds") or []
    defaults = row.get("parameter_defaults") or []
    if not len(names) == len(kinds) == len(defaults):
        raise ValueError(f"{row.get('concept_id', 'a symbol')}: parameters, parameter_kinds and "
                         f"parameter_defaults differ in length ({len(names)}, {len(kinds)}, {len(defaults)})")
    parameters = tuple(Parameter(name, kind, bool(default)) for name, kind, default in zip(names, kinds, defaults)
                       if name not in RECEIVERS)
    return Declared(parameters, row.get("returns") or "", row.get("returns_none"))

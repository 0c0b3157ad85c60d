"""What javac's parser says a Java repository declares, to score the code graph's Java symbols against (see
code_truth.py for the other languages), and the change `kg bench code` re-ingests in a Java file.

The JDK's own compiler API (com.sun.source, javac's trees) parses every .java file of the repository in
one run of a small program (`java` running its source file: no build, nothing fetched), and each type's
declarations are read: classes and records (class), interfaces and annotation types (interface), enums
(enum) with their constants (enum member), methods and constructors (method: `Square.Square` is a
constructor), fields and record components (class member), nested types under theirs (`Outer.Inner`);
never a method's locals, nor an anonymous or local class. Labels are the graph's: the types around a
member and its name (`Square.grow`), without the package.
"""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from pathlib import Path

from kg_server.errors import InvalidArgument

from .code_truth import Declared

JAVA_SUFFIXES = (".java",)
_SKIPPED = {"node_modules", ".git", "build", "target", "out"}
# Reads the files named on its input, a line each, and prints a declaration a line: document (the path as
# given), label, kind, line.
JAVA_DECLARATIONS = r"""
import com.sun.source.tree.*;
import com.sun.source.util.*;
import javax.tools.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Declarations {
    public static void main(String[] args) throws Exception {
        List<String> names = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null;) if (!line.isBlank()) names.add(line);
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager files = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        JavacTask task = (JavacTask) compiler.getTask(null, files, d -> {}, List.of("-proc:none"), null,
            files.getJavaFileObjectsFromStrings(names));
        SourcePositions positions = Trees.instance(task).getSourcePositions();
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        for (CompilationUnitTree unit : task.parse()) {
            LineMap lines = unit.getLineMap();
            String document = unit.getSourceFile().getName();
            for (Tree type : unit.getTypeDecls()) visit(type, "", unit, positions, lines, document, out);
        }
    }

    static void say(PrintStream out, String document, String label, String kind, long line) {
        out.println(document + "\t" + label + "\t" + kind + "\t" + line);
    }

    static void visit(Tree tree, String owner, CompilationUnitTree unit, SourcePositions positions, LineMap lines,
                      String document, PrintStream out) {
        if (!(tree instanceof ClassTree type)) return;
        String label = owner.isEmpty() ? type.getSimpleName().toString() : owner + "." + type.getSimpleName();
        String kind = switch (type.getKind()) {
            case INTERFACE, ANNOTATION_TYPE -> "interface";
            case ENUM -> "enum";
            default -> "class";
        };
        say(out, document, label, kind, lines.getLineNumber(positions.getStartPosition(unit, type)));
        for (Tree member : type.getMembers()) {
            long line = lines.getLineNumber(positions.getStartPosition(unit, member));
            if (member instanceof MethodTree method) {
                String name = method.getName().toString();
                if (name.equals("<init>")) {
                    if (positions.getEndPosition(unit, method) <= positions.getStartPosition(unit, method)) continue;
                    name = type.getSimpleName().toString();  // a constructor; one javac made up has no position
                }
                say(out, document, label + "." + name, "method", line);
            } else if (member instanceof VariableTree variable) {
                // an enum constant: its modifiers (public static final) are javac's, written nowhere
                boolean constant = type.getKind() == Tree.Kind.ENUM && variable.getInitializer() instanceof NewClassTree
                    && variable.getModifiers().getFlags().contains(javax.lang.model.element.Modifier.STATIC)
                    && positions.getStartPosition(unit, variable.getModifiers()) < 0;
                say(out, document, label + "." + variable.getName(), constant ? "enum member" : "class member", line);
            } else if (member instanceof ClassTree) {
                visit(member, label, unit, positions, lines, document, out);
            }
        }
    }
}
"""


def java_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.java") if p.is_file() and not _SKIPPED & set(p.relative_to(root).parts[:-1]))


def java_files_of(folders: Sequence[Path]) -> list[Path]:
    return sorted({p for folder in folders for p in java_files(folder)})


def java_declarations(root: Path, files: Sequence[Path], *, scratch: Path) -> list[Declared]:
    """The declarations of the files, tests' left out (as the other languages' truths leave them)."""
    from kg_server.providers.lsp.java import runtime_java
    from kg_server.syntax import is_test_path

    files = [f for f in files if not is_test_path(f.relative_to(root).as_posix())]
    if not files:
        return []
    java = runtime_java()
    if java is None:
        raise InvalidArgument("no Java 21+ found to read the declarations with (it runs JDT LS too)")
    script = scratch / "kg-bench-java-declarations" / "Declarations.java"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(JAVA_DECLARATIONS, encoding="utf-8")
    ran = subprocess.run([str(java), str(script)], input="\n".join(str(f) for f in files), capture_output=True,
                         text=True, timeout=600)
    if ran.returncode != 0:
        raise InvalidArgument(f"javac's parser failed on {root}: {ran.stderr[-2000:]}")
    found = []
    for line in ran.stdout.splitlines():
        document, label, kind, number = line.split("\t")
        found.append(Declared(Path(document).resolve().relative_to(root.resolve()).as_posix(), label, kind,
                              int(number)))
    return found


def java_points(text: str) -> tuple[int, int, str, str]:
    """Where `kg bench code` adds its method to a Java file: the line after the first type's opening brace
    (inside it: Java has no function outside a class), the first statement of the first method or
    constructor with one below it, with its indentation, and the new method's indentation."""
    from kg_server.syntax.trees import field, nodes, parse_java

    root = parse_java(text).root
    types = [n for n in root.named_children if n.type in ("class_declaration", "enum_declaration",
                                                         "record_declaration")]
    body = field(types[0], "body") if types else None
    if body is None:
        return len(text.split("\n")), 0, "", ""
    top = body.start_point.row + 2
    if types[0].type == "enum_declaration":  # after the constants' `;`
        held = next((c for c in body.named_children if c.type == "enum_body_declarations"), None)
        top = held.start_point.row + 2 if held is not None else top
    lines = text.split("\n")
    member = next((c for c in body.named_children if c.type not in ("line_comment", "block_comment")), None)
    indent = "    "
    if member is not None:
        written = lines[member.start_point.row]
        indent = written[:len(written) - len(written.lstrip())] or indent
    for node in nodes(body):
        if node.type in ("method_declaration", "constructor_declaration"):
            block = field(node, "body")
            statements = [c for c in (block.named_children if block is not None else [])
                          if c.type not in ("line_comment", "block_comment", "explicit_constructor_invocation")]
            if statements and statements[0].start_point.row + 1 >= top and block is not None \
                    and not any(c.type == "explicit_constructor_invocation" for c in block.named_children):
                line = statements[0].start_point.row + 1
                written = lines[line - 1]
                return top, line, written[:len(written) - len(written.lstrip())], indent
    return top, 0, "", indent

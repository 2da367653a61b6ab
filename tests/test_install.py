"""Horseburg installs the way Python programs do (``pip install .``, pipx).

* The built distribution holds every module of ``game/``, the data, sprites, fonts (with
  their licences) and sounds (inside the package, as ``game/_data``, ``game/_sprites``,
  ``game/_sounds``) and the ``horseburg`` console script, ``game.command_line.main:main``.
* Run from another folder, the built package finds its files inside itself
  (``game.services.resources``, ``importlib.resources``), not in the current directory, and loads
  the data.
* ``pyproject.toml``'s explicit package list names every package under ``game/``.

The build is a real wheel (``pip wheel --no-build-isolation``) when the environment can make
one (the ``wheel`` package, or setuptools 70.1+ which has it built in); otherwise the same
setuptools configuration is built with ``setup.py build`` + ``egg_info``, which is what the
wheel is zipped from. Installing into a fresh virtual environment needs the network, so
that is done by hand (see docs/architecture.md).
"""
from __future__ import annotations

import configparser
import importlib.util
import os
import pathlib
import shutil
import subprocess
import sys
import tomllib
import zipfile

import pytest

REPO = pathlib.Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
BUNDLED = {"data": "_data", "sprites": "_sprites", "sounds": "_sounds"}
# What a copy of the source tree leaves out: environments, caches, build leftovers.
IGNORE = shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.pyc", ".pytest_cache",
                                ".hypothesis", "build", "dist", "*.egg-info", "screenshots", "out")


def _can_build_wheels() -> bool:
    import setuptools
    major, minor = (int(x) for x in setuptools.__version__.split(".")[:2])
    return importlib.util.find_spec("wheel") is not None or (major, minor) >= (70, 1)


def _run(cmd: list[str], cwd: pathlib.Path) -> None:
    out = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[pathlib.Path, set[str], str]:
    """(the installed package tree's root, its file list, entry_points.txt) of a build of a
    copy of the source tree (a build never writes into the working tree)."""
    tmp = tmp_path_factory.mktemp("install")
    src = tmp / "src"
    shutil.copytree(REPO, src, ignore=IGNORE, symlinks=True)
    site = tmp / "site"
    if _can_build_wheels():
        _run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "--no-build-isolation",
              "--disable-pip-version-check", "-w", str(tmp / "dist")], cwd=tmp)
        (wheel,) = (tmp / "dist").glob("horseburg-*.whl")
        with zipfile.ZipFile(wheel) as z:
            z.extractall(site)
        (entry,) = site.glob("*.dist-info/entry_points.txt")
    else:
        (tmp / "egg").mkdir()
        _run([sys.executable, "-c", "from setuptools import setup; setup()", "-q",
              "build", "--build-base", str(tmp / "build"),
              "egg_info", "--egg-base", str(tmp / "egg")], cwd=src)
        shutil.copytree(tmp / "build" / "lib", site)
        (entry,) = (tmp / "egg").glob("*.egg-info/entry_points.txt")
    files = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    return site, files, entry.read_text(encoding="utf-8")


def test_the_build_holds_the_code_data_sprites_fonts_and_sounds(built):
    _, files, _ = built
    code = {p.relative_to(REPO).as_posix() for p in (REPO / "game").rglob("*.py")}
    assert code - files == set()
    for folder, inside in BUNDLED.items():
        bundled = {f"game/{inside}/{p.relative_to(REPO / folder).as_posix()}"
                   for p in (REPO / folder).rglob("*") if p.is_file()}
        assert bundled, folder
        assert bundled - files == set(), folder
    fonts = {f for f in files if f.startswith("game/_sprites/fonts/")}
    assert any(f.endswith(".ttf") for f in fonts) and any("LICENSE" in f for f in fonts)
    assert "game/_data/rules.toml" in files and "game/_sounds/music_rag.ogg" in files
    # The translation catalogs ship inside the package, where game.services.i18n finds them.
    assert {"game/locale/it/LC_MESSAGES/horseburg.mo", "game/locale/qps/LC_MESSAGES/horseburg.mo",
            "game/locale/horseburg.pot"} <= files
    # Every domain's catalogs too (each game package's own locale/ folder).
    catalogs = {p.relative_to(REPO).as_posix() for p in (REPO / "game").rglob("locale/**/*")
                if p.suffix in (".pot", ".po", ".mo")}
    assert "game/bettorhorse/locale/it/LC_MESSAGES/bettorhorse.mo" in catalogs
    assert catalogs - files == set()
    assert not any(f.startswith(("data/", "sprites/", "sounds/", "tests/")) for f in files)


def test_the_build_declares_the_horseburg_command(built):
    _, _, entry_points = built
    ep = configparser.ConfigParser()
    ep.read_string(entry_points)
    assert ep["console_scripts"]["horseburg"].strip() == "game.command_line.main:main"


def test_the_built_package_finds_its_files_inside_itself_from_another_folder(built, tmp_path):
    site, _, _ = built
    code = ("import game.services.resources as r, game.services.audio as a\n"
            "from game.horsefever.rules.loader import load_data\n"
            "d = load_data()\n"
            "print(r.data_dir(), r.sprites_dir(), r.fonts_dir(), a.SOUNDS_DIR, len(d.colours), sep='\\n')\n")
    env = {**os.environ, "PYTHONPATH": str(site), "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    *dirs, colours = out.stdout.split()
    pkg = site / "game"
    assert [pathlib.Path(d) for d in dirs] == [pkg / "_data", pkg / "_sprites",
                                              pkg / "_sprites" / "fonts", pkg / "_sounds"]
    assert int(colours) == 6


def test_the_built_package_speaks_italian_from_its_own_catalogs(built, tmp_path):
    site, _, _ = built
    code = ("import game.services.i18n as i\n"
            "i.set_language('it')\n"
            "print(i.current_language(), i._('Red'), i.ngettext('{n} player', '{n} players', 2))\n")
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["it", "Rosso", "{n}", "giocatori"]


def test_python_dash_m_game_is_the_command_line(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    out = subprocess.run([sys.executable, "-m", "game", "--help"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("usage: horseburg") and "--headless" in out.stdout


def test_the_package_list_names_every_package_under_game():
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    found = {p.parent.relative_to(REPO).as_posix().replace("/", ".")
             for p in (REPO / "game").rglob("__init__.py")}
    missing = found - listed
    assert not missing, f"pyproject.toml [tool.setuptools] packages lacks {sorted(missing)}"


def test_the_bundled_folders_agree_with_game_resources():
    from game.services import resources
    mapping = PYPROJECT["tool"]["setuptools"]["package-dir"]
    assert {folder: f"game.{inside}" for folder, inside in resources.BUNDLED.items()} == \
        {folder: pkg for pkg, folder in mapping.items()}
    assert resources.BUNDLED == BUNDLED
    # From the source tree they are the repository's top-level folders.
    assert resources.data_dir() == REPO / "data" and resources.sounds_dir() == REPO / "sounds"
    assert resources.fonts_dir() == REPO / "sprites" / "fonts"

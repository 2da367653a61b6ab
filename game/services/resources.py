"""Where the program's bundled files are: ``data/``, ``sprites/`` (with ``fonts/``), ``sounds/``.

The folders sit at the top of the repository (the agreed layout), and an installed copy
(``pip install .``) carries them inside the package: ``pyproject.toml`` maps them to
``game/_data``, ``game/_sprites`` and ``game/_sounds``. Both are found from the package
itself (the folder this module lies in), never from the current directory, so ``horseburg``
runs from any folder. Pure: no pygame, safe for the rules packages.

    data_dir() / "horses.toml"       sprites_dir() / "coin.png"
    (``$HORSEBURG_DATA`` names a folder of data files to read instead of the bundled ones)
    fonts_dir() / "Limelight-Regular.ttf"       sounds_dir() / "bell.wav"
    locale_dir() / "it" / "LC_MESSAGES"   (the catalogs live inside the package: game/locale)
"""
from __future__ import annotations

import functools
import os
import pathlib

# The top-level folder name -> the package folder it is installed as (pyproject.toml's
# [tool.setuptools.package-dir] says the same; tests/test_install.py checks they agree).
BUNDLED = {"data": "_data", "sprites": "_sprites", "sounds": "_sounds"}


def package_root() -> pathlib.Path:
    """The ``game`` package's folder. The package is always a plain folder (wheels
    install unzipped; pygame needs real files): the folder of this module, what
    ``importlib.resources.files("game")`` gives, without importing that machinery at
    every start."""
    # (this module's folder, one level up per package between it and ``game``: the same
    # wherever the module lies in the package)
    return pathlib.Path(__file__).resolve().parents[__name__.count(".") - 1]


@functools.cache  # (asked at every new game: the folders do not move while the program runs)
def bundled_dir(name: str) -> pathlib.Path:
    """The folder of bundled files ``name`` ("data", "sprites", "sounds"): inside the
    installed package when it is there, else the repository's top-level folder."""
    root = package_root()
    installed = root / BUNDLED[name]
    if installed.is_dir():
        return installed
    return root.parent / name


# A folder of data files used instead of the bundled ones (a house variant being tried, or
# a test's broken copy): every game reads its files from there.
DATA_ENV = "HORSEBURG_DATA"


def data_dir() -> pathlib.Path:
    """The TOML data files (cards, tables, prices): ``$HORSEBURG_DATA`` when set, else
    the bundled ones."""
    chosen = os.environ.get(DATA_ENV)
    return pathlib.Path(chosen) if chosen else bundled_dir("data")


def data_bases() -> tuple[tuple[pathlib.Path, str], ...]:
    """How a data file is named in a message (``game.core.data_load.shown_name``): one
    in the data folder as ``data/NAME`` wherever it is, one elsewhere in the source tree
    relative to it, any other as given."""
    return ((data_dir(), "data/"), (package_root().parent, ""))


def sprites_dir() -> pathlib.Path:
    """The PNG sprites."""
    return bundled_dir("sprites")


def fonts_dir() -> pathlib.Path:
    """The bundled OFL fonts (with their licences), a folder of the sprites."""
    return sprites_dir() / "fonts"


def locale_dir() -> pathlib.Path:
    """The gettext catalogs (``<lang>/LC_MESSAGES/horseburg.mo``), a folder of the package
    itself (installed with it as package data)."""
    return package_root() / "locale"


def sounds_dir() -> pathlib.Path:
    """The sound effects and the music."""
    return bundled_dir("sounds")

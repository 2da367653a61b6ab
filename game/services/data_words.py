"""A broken data file's problem in the player's language, for every game.

The core's data mechanism (``game.core.data_schema``) speaks no language: a ``DataError``
carries its problem as an English template and its fields. Imported (``game/catalogue.py``
imports it with the games), this installs the wording, so ``str(error)`` is one line in
the player's language; the file and the key stay as written.
"""
from __future__ import annotations

from ..core.data_schema import DataError
from .i18n import _


def data_problem(error: DataError) -> str:
    """The problem of ``error`` in the player's language (its file and key are not)."""
    # A range's reason (a table of bounds' ``why``) is a marked message of its own.
    params = {k: _(v) if k == "why" and isinstance(v, str) and v else v
              for k, v in error.params.items()}
    try:
        return _(error.message).format(**params)
    except (KeyError, IndexError, ValueError):  # a translation naming a wrong field
        return error.problem


DataError.wording = data_problem

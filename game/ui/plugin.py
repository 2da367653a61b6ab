"""A game's presentation plug-in: what the desktop shell needs from a game to show it.

The shell (``game/ui``: title, "Choose a game", setup, pass screens, pacing, saves, final
scores, settings) knows no game. Each game's package registers one ``Presentation`` (in its
``ui`` subpackage; ``game/ui/games_ui.py`` imports them all, as ``game/games.py`` does the
rules), keyed by the game's registry name (``game.core.registry.GameInfo.name``):

* ``draw_tile``: the game's box-style tile on "Choose a game";
* ``new_table``: the scene that plays a new game from a ``GameSetup`` (what the setup
  screen, the command line's ``--autoplay`` or a test chose);
* ``resume_table``: the scene that plays on a saved game (a save is a history: setup and
  actions, ``game/core/history.py``), pass screen first when a person is to move;
* ``describe``: one event as a sentence for the log and the export (through ``game.i18n``);
* ``rules_help``: the rules help (F1) as titled sections, house rulings marked.

A scene this returns is an ordinary ``Scene`` (``game/ui/scene.py``) and opens other scenes
by name (``app.open(NAME, ...)``), never by importing them.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from .app import App
    from .scene import Scene

HUMAN = "human"


@dataclasses.dataclass(frozen=True)
class SeatChoice:
    """One seat from the setup: a name and who plays it (``HUMAN`` or a bot kind)."""

    name: str
    kind: str = HUMAN

    @property
    def is_bot(self) -> bool:
        return self.kind != HUMAN


@dataclasses.dataclass(frozen=True)
class GameSetup:
    """A new game as chosen: which game, its options (``GameInfo.setup``), seats, seed."""

    game: str
    options: dict[str, Any]
    seats: tuple[SeatChoice, ...]
    seed: int


class Presentation(Protocol):
    """What a game gives the shell (see the module docstring)."""

    game: str  # the registry name: "horse-fever"

    def draw_tile(self, surface: "pygame.Surface", rect: "pygame.Rect", hover: bool) -> None:
        """Draws the game's tile (box art, title) into ``rect``."""
        ...

    def new_table(self, app: "App", setup: GameSetup) -> "Scene":
        """The scene that plays a new game; raises ValueError (one line) if it cannot."""
        ...

    def resume_table(self, app: "App", save: dict[str, Any]) -> "Scene":
        """The scene that plays on from a loaded save of this game."""
        ...

    def describe(self, event: dict[str, Any], names: list[str]) -> str:
        """One event as one sentence in the player's language ("" for none)."""
        ...

    def rules_help(self) -> list[tuple[str, str]]:
        """The rules help as (title, text) sections; house rulings say so."""
        ...


_PRESENTATIONS: dict[str, Presentation] = {}


def register_presentation(p: Presentation) -> Presentation:
    """Adds a game's presentation; one per registered game name."""
    if p.game in _PRESENTATIONS and _PRESENTATIONS[p.game] is not p:
        raise ValueError(f"a presentation for {p.game!r} is already registered")
    _PRESENTATIONS[p.game] = p
    return p


def presentation(game: str) -> Presentation:
    """The presentation of a registered game; KeyError naming it if it has none."""
    try:
        return _PRESENTATIONS[game]
    except KeyError:
        raise KeyError(f"no presentation for game {game!r}") from None


def presentations() -> dict[str, Presentation]:
    """Every registered presentation by game name."""
    return dict(_PRESENTATIONS)

"""A game's presentation plug-in: what the desktop shell needs from a game to show it.

The shell (``game/ui``: title, "Choose a game", setup, pass screens, pacing, saves, final
scores, settings) knows no game. Each game's package registers one ``Presentation`` (in its
``ui`` subpackage; the catalogue, ``game/catalogue.py``, names that module beside the rules'
one in the game registry, and ``presentation(game)`` imports it the first time it is asked
for: no module of the shell imports a game), keyed by the game's registry name
(``game.core.registry.GameInfo.name``); a registered game without one is shown on the
generic table with its plain board and fallback panels (``game/ui/generic``):

* ``draw_tile``: the game's box-style tile on "Choose a game";
* ``new_table``: the scene that plays a new game from a ``GameSetup`` (what the setup
  screen, the command line's ``--autoplay`` or a test chose);
* ``resume_table``: the scene that plays on a saved game (a save is a history: setup and
  actions, ``game/core/history.py``), pass screen first when a person is to move;
* ``describe``: one event as a sentence for the log and the export (through ``game.services.i18n``);
* ``summary``: what the game is about in two short sentences (the setup screen's lines);
* ``rules_pages``: the rules help (F1 anywhere, the Rules buttons: ``app.open("rules",
  GAME)``) as ``RulesPage`` records: a title, paragraphs, pictures drawn by the game's own
  art (``RulesPicture``: a caption and a callback ``draw(painter, rect)``), and the house
  rulings, which the shell marks as such. Worded in the language current when called; the
  shell lays the pages out (``game/ui/rules_layout.py``) and shows them
  (``game/ui/scenes/rules_book.py``).

Optional hooks (the shell asks with ``getattr``; a game without them gets plain widgets):

* ``option_presets(options) -> {NAME: [Preset, ...]}``: named values offered beside an
  option on the setup screen (Horse Fever: Short / Standard / Long rounds);
* ``option_disabled(NAME, options) -> str``: why an option cannot be chosen now ("" if it
  can; Horse Fever's star cards outside the Board Game);
* ``option_default(NAME, options)``: what a None option stands for now (the stepper shows
  it and steps from it);
* ``setup_note(options) -> str``: a line about the options chosen, under them;
* ``option_title(NAME) -> str`` and ``choice_label(NAME, value) -> str``: the words of an
  option and of a choice's value (default: the name, capitalized);
* ``bot_kinds`` (the seat kinds' order on the setup, weakest first) and ``default_bot``
  (the kind of the seats after the first; default: ``GameInfo.bot_kinds``, its middle one);
* ``about() -> str``: the title screen's footer while the game is at hand (default: its
  title and one-line description);
* ``save_words(meta) -> str``: where a saved game stands, for Resume and Continue ("race 3
  of 4"), from the save's summary (the generic table writes its ``save_progress(view)``
  there);
* ``table_settings``: the table aids of the settings its table follows (the settings
  sheet shows those of the game at hand only: ``game/ui/table_aids.py``).

**A table** (the scene ``new_table`` / ``resume_table`` returns) is named "table" and
answers what the shell's menu (Esc), log (L), rules (F1), Save as and Export ask of it, the
same at every game's table: ``rules_game()`` (its game's registry name),
``log_lines()`` (the log as shown, bots' reasons included while *Explain bots' moves* is
on), ``save_name()`` (the name "Save as" offers: the one the game was last saved or
loaded under, else a suggestion), ``save_as(name)`` (a path, or a one-line problem),
``export()`` (``game.saves.ExportPaths``, or a one-line problem), and optionally
``replay_chips()`` / ``open_replay(n)`` (parts of the game to replay from the log: Horse
Fever's races) and ``sheet_chips()`` / ``open_sheet(i)`` (past sheets the log opens again:
Horse Fever's payoffs of each round). Every game's table is the shell's one
``game/ui/generic/table.py``, which answers all of these.

A scene this returns is an ordinary ``Scene`` (``game/ui/scene.py``) and opens other scenes
by name (``app.open(NAME, ...)``), never by importing them.
"""
from __future__ import annotations

import dataclasses
import importlib
from typing import TYPE_CHECKING, Any, Callable, Protocol

if TYPE_CHECKING:
    import pygame

    from .app import App
    from .painter import Painter
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
class Preset:
    """A named value of one option on the setup screen (``option_presets``). ``follows``:
    its value is recomputed when the other options change (a preset for the number of
    players), so the setup remembers the preset, not the number."""

    key: str  # "short": the button is "NAME:KEY"
    label: str  # "Short 4"
    value: Any
    tip: str = ""
    follows: bool = False


@dataclasses.dataclass(frozen=True)
class RulesPicture:
    """A picture on a rules page, drawn by the game's own art (the table's drawing code)
    into a logical rectangle of ``size``, with its words beside it: what it is, what it does."""

    caption: str
    draw: Callable[["Painter", "pygame.Rect"], None]
    size: tuple[int, int] = (64, 64)


@dataclasses.dataclass(frozen=True)
class RulesPage:
    """One page of a game's rules help, as a player reads it: its title, paragraphs (a
    "\n" inside one breaks the line), pictures with their captions, then house rulings
    (each a note without any mark: the shell marks it "House ruling"). A page longer than
    the sheet goes on over several sheets."""

    title: str
    paragraphs: tuple[str, ...] = ()
    pictures: tuple[RulesPicture, ...] = ()
    rulings: tuple[str, ...] = ()


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

    def summary(self) -> str:
        """What the game is about and how it is won, in two short sentences."""
        ...

    def rules_pages(self) -> list[RulesPage]:
        """The rules help as pages in the current language, house rulings last."""
        ...


_PRESENTATIONS: dict[str, Presentation] = {}
# The plain generic table of a game without a presentation (set by ``game/ui/games_ui.py``,
# which knows the generic table: this module does not import it).
_PLAIN: list[Any] = []
_EVERY: list[bool] = []  # [True] once ``presentations()`` has made every game's


def set_plain_table(make: Any) -> None:
    """``make(game) -> Presentation``: the generic table a registered game without a
    presentation of its own is shown on."""
    _PLAIN[:] = [make]


def _load(game: str) -> Presentation | None:
    """``game``'s presentation: the module the registry names for its screens imported (it
    registers the plug-in), else, for a registered game without one, the plain generic
    table (made once)."""
    from ..core.registry import SetupError, get_game, presentation_module

    module = presentation_module(game)
    if module and game not in _PRESENTATIONS:
        importlib.import_module(module)
    if game not in _PRESENTATIONS:
        try:
            get_game(game)
        except SetupError:
            return None
        if not _PLAIN:
            return None
        register_presentation(_PLAIN[0](game))
    return _PRESENTATIONS[game]


def register_presentation(p: Presentation) -> Presentation:
    """Adds a game's presentation; one per registered game name."""
    if p.game in _PRESENTATIONS and _PRESENTATIONS[p.game] is not p:
        raise ValueError(f"a presentation for {p.game!r} is already registered")
    _PRESENTATIONS[p.game] = p
    return p


def presentation(game: str) -> Presentation:
    """The presentation of a registered game (its module imported now if it was not yet);
    KeyError naming it if it is no game."""
    p = _PRESENTATIONS.get(game) or _load(game)
    if p is None:
        raise KeyError(f"no presentation for game {game!r}")
    return p


def presented_games() -> list[str]:
    """The name of every game the table shows, without importing any: those with screens
    of their own, in the order the catalogue names them (``game/catalogue.py``: Horse Fever
    first), then every other registered game (on the plain generic table), by name."""
    from ..core.registry import game_names, games_with_screens

    named = games_with_screens()
    named += [g for g in _PRESENTATIONS if g not in named]
    return named + [g for g in game_names() if g not in named] if _PLAIN else named


def presentations() -> dict[str, Presentation]:
    """Every game's presentation by game name (the first call imports every module named
    and makes every registered game's plain table)."""
    if not _EVERY:
        from ..core.registry import games_with_screens, registered_games

        for game in sorted({*games_with_screens(), *(info.name for info in registered_games())}):
            if game not in _PRESENTATIONS:
                _load(game)
        _EVERY.append(True)
    return dict(_PRESENTATIONS)

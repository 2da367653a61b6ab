"""The board drawer: the table's main area, drawn from a seat's view and the animation.

A game subclasses ``Board`` (``GenericPresentation.board_class``):

* ``draw(p, rect, view, playing)``: draws the board into ``rect`` (logical 1280x720
  coordinates) from ``view`` (``game.view(seat)`` of the seat whose secrets may show, or
  the spectator view) and ``playing`` (the event being animated and how far, or None).
  It must change no state: the table draws every frame, and a test draws twice.
* ``hit(pos, rect, view)``: a click on the board as a *choice* (anything the game's
  panel understands: a card id, a square), or None; the table hands it to the decision
  panel's ``board_choice``.
* ``tooltip(pos, rect, view)``: what hovering there explains ("" for nothing);
* ``as_shown(view)``: the view as the board draws it (the seats panel says the same): the
  view itself by default; a board that draws the events shown since its view (Bettor
  Horse, from its stage, ``stage`` linked by the table) advances it by them.
* ``draw_idle(p, rect, view, playing, line)``: the decision panel's area while nobody
  decides (a game's dice tray, say), instead of the table's one line there.

An event's animation is a ``Clip`` (``GenericPresentation.animate``): its length at
normal speed and a ``draw(p, rect, k)`` called with the eased progress ``k`` (0..1) over
the board. Clips use the easing curves and ``lerp`` of ``game/fx/tween.py``; the session
scales their length by the animation speed and skips them at "instant" or on Space.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...fx.tween import ease_in_out
from .. import palette as P

if TYPE_CHECKING:
    from ..painter import Painter
    from .presentation import GenericPresentation


@dataclass(frozen=True)
class Clip:
    """An event's animation: ``seconds`` long at normal speed; ``draw(p, rect, k)`` draws
    it over the board with progress ``k`` eased by ``ease`` (``game/fx/tween.py``)."""

    seconds: float
    draw: Callable[["Painter", pygame.Rect, float], None] | None = None
    ease: Callable[[float], float] = ease_in_out


@dataclass(frozen=True)
class Playing:
    """The animation on screen: the (redacted) event, its clip, and its progress 0..1."""

    event: dict[str, Any]
    clip: Clip
    t: float  # linear progress

    @property
    def k(self) -> float:
        """The eased progress the clip draws with."""
        return self.clip.ease(max(0.0, min(1.0, self.t)))


# What a board's ``hit`` answers for a click on its tipster switch (a game with a tipster):
# the table turns the setting *Tipster* on or off, as the T key does, in every game alike.
TIPSTER_BUTTON = ("table aid", "tipster")


class Board:
    """The table's main area of one game (subclass it; see the module docstring)."""

    # The decision panel on screen (the table links it, None when there is none): a board
    # may draw what the panel is choosing (highlighted squares); it never changes it.
    panel: Any = None
    # The player's settings (the table links them each frame): the table aids a board
    # draws (the tipster) follow them.
    settings: Any = None
    # The session's stage (``stage.py``; the table links it): what has been shown since the
    # view, for a board that draws it.
    stage: Any = None

    def __init__(self, presentation: "GenericPresentation") -> None:
        self.presentation = presentation

    def draw(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any],
             playing: Playing | None) -> None:
        """Draws the board; then the clip playing, over it."""
        if playing is not None and playing.clip.draw is not None:
            playing.clip.draw(p, rect, playing.k)

    # True while the table asks ``draw_idle`` for the panel's area when nobody decides
    # (the table sets it; a replay, whose panel holds its controls, does not).
    idle_area = False

    def draw_idle(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any],
                  playing: Playing | None, line: str) -> bool:
        """Draws the decision panel's area while no person decides (a bot thinks, events
        are shown), ``line`` saying what the table is doing; False (the default): the
        table writes the line there alone. Like ``draw``, it changes nothing."""
        return False

    def as_shown(self, view: dict[str, Any]) -> dict[str, Any]:
        """The view as the board draws it now (the seats panel's words follow it)."""
        return view

    def hit(self, pos: tuple[float, float], rect: pygame.Rect,
            view: dict[str, Any]) -> Any | None:
        """A click as a choice for the decision panel (None: nothing there)."""
        return None

    def tooltip(self, pos: tuple[float, float], rect: pygame.Rect,
                view: dict[str, Any]) -> str:
        """The hover text at ``pos`` ("" for none)."""
        return ""


class PlainBoard(Board):
    """The board every game has before its own: the shown view as tidy key/value lines
    (two columns), so a game is playable and checkable from its first day."""

    SIZE = 15
    LINE = 19

    def cells(self, rect: pygame.Rect, view: dict[str, Any]) \
            -> tuple[list[tuple[pygame.Rect, str, str]], int]:
        """Where each line of the view goes: (its rectangle, key, value), and how many
        lines did not fit. Drawing and hovering both use it: what is hovered is drawn."""
        lines = view_lines(view)
        col_w = (rect.w - 48) // 2
        per_col = max(1, (rect.h - 56) // self.LINE)
        out = []
        for i, (key, value) in enumerate(lines[:per_col * 2]):
            col, row = divmod(i, per_col)
            r = pygame.Rect(rect.x + 16 + col * (col_w + 16), rect.y + 46 + row * self.LINE,
                            col_w, self.LINE)
            out.append((r, key, value))
        return out, max(0, len(lines) - per_col * 2)

    def draw(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any],
             playing: Playing | None) -> None:
        p.rect(rect, P.FELT, 10)
        p.rect(rect, P.BRASS_DARK, 10, width=2)
        title = self.presentation.info.title
        p.text(title, (rect.x + 16, rect.y + 10), 24, P.CHALK_YELLOW, "display",
               max_width=rect.w - 32)
        cells, more = self.cells(rect, view)
        for r, key, value in cells:
            p.text(key, r.topleft, self.SIZE, P.CHALK_DIM, max_width=r.w * 0.38)
            p.text(value, (r.x + r.w * 0.4, r.y), self.SIZE, P.CHALK, max_width=r.w * 0.6)
        if more:
            p.text(f"... {more} more", (rect.right - 16, rect.bottom - 8), 13, P.CHALK_DIM,
                   anchor="bottomright")
        super().draw(p, rect, view, playing)

    def tooltip(self, pos: tuple[float, float], rect: pygame.Rect,
                view: dict[str, Any]) -> str:
        """The whole line under the mouse (a long value is cut short on the board)."""
        for r, key, value in self.cells(rect, view)[0]:
            if r.collidepoint(pos):
                return f"{key}: {value}"
        return ""


def view_lines(view: Any, prefix: str = "", depth: int = 0) -> list[tuple[str, str]]:
    """A view flattened to (key path, short value) lines: dicts open two levels deep,
    lists of plain values show whole, anything bigger is summarised."""
    out: list[tuple[str, str]] = []
    if isinstance(view, dict):
        for k, v in view.items():
            key = f"{prefix}{k}"
            if isinstance(v, dict) and depth < 2 and v:
                out.extend(view_lines(v, key + ".", depth + 1))
            elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v) \
                    and depth < 1 and len(v) <= 8:
                for i, x in enumerate(v):
                    out.extend(view_lines(x, f"{key}[{i}].", depth + 2))
            else:
                out.append((key, _short(v)))
    else:
        out.append((prefix or "value", _short(view)))
    return out


def _short(v: Any) -> str:
    text = v if isinstance(v, str) else json.dumps(v, separators=(", ", ": "))
    return text if len(text) <= 90 else text[:87] + "..."

"""The results sheet every game shows after a race or round (``results.py``).

The title says which race or round; under it what happened (a line each: the order, the
photo finishes, the prize); then a box per seat, side by side (one to four across), with
the seat's name, the heading its game gives (the score or money it ends on) and its lines
(each ticket line scored, each bet paid, each race run), the value of each at the right,
green when it gained and red when it lost. The lines close up to fit; a box that still
cannot hold them all ends on a pointer to the game log, which has every line.

Continue (Enter) goes on, R replays the race or round where the game offers that; with
nobody at the table a line says when it goes on by itself. A sheet opened again from the
log says Close. What it shows is taken when it opens (the events of then), worded again
in a new language if the language changes while it is up.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import _, current_language
from .. import palette as P
from ..widgets import Button
from .sheets import Sheet
from .saving import replay_refusal

if TYPE_CHECKING:
    from ..painter import Painter
    from .results import Results
    from .session import ContractSession

# Seat boxes across, by the number of seats (rows follow).
COLUMNS = {1: 1, 2: 2, 3: 3, 4: 2, 5: 3, 6: 3, 7: 4, 8: 4}
GAP = 16
SIZES = (15.0, 14.0, 13.0, 12.0, 11.0)  # the lines' type, largest that fits
STEP = 1.32  # a line's height, by its type size


class ResultsSheet(Sheet):
    """A race's or round's results; the game waits on it (see the module docstring)."""

    name = "results"
    rect = pygame.Rect(90, 36, 1100, 648)
    grace = 0.4  # an Enter meant for the last decision must not close it unread
    escape_closes = True

    def __init__(self, session: "ContractSession", results: "Results",
                 events: list[dict[str, Any]]) -> None:
        self.session = session
        self.results = results
        self._events = events  # what it was made from, to word it again in another language
        self.language = current_language()

    # ---- what the host asks -----------------------------------------------------------
    def title(self) -> str:
        return self.results.title

    def update(self, dt: float, host: Any) -> None:
        if self.language != current_language() and self._events:
            again = self.session.pres.results(self._events, list(self.session.names))
            if again is not None:
                self.results = again
            self.language = current_language()

    def offers_replay(self) -> bool:
        """Whether the sheet has a Replay (a race or round, never inside a replay)."""
        return self.results.part is not None and self.session.until_action is None

    def replayable(self) -> bool:
        """Whether R plays this race or round again (its history is at this table)."""
        return self.offers_replay() and not replay_refusal(self.session)

    def buttons(self, host: Any) -> list[Button]:
        r = self.rect
        out = [Button("continue", pygame.Rect(r.right - 230, r.bottom - 60, 200, 44),
                      host.close_label, host.close, style="primary", hotkey="Enter")]
        if self.offers_replay():
            out.insert(0, Button("replay", pygame.Rect(r.right - 450, r.bottom - 60, 200, 44),
                                 _("Replay it"), lambda: self.replay(host), hotkey="R",
                                 tip=_("Watch this race or round again"),
                                 enabled=self.replayable(), reason=replay_refusal(self.session)))
        return out

    def replay(self, host: Any) -> None:
        """Plays this race or round again over the sheet (the sheet waits, its timer too)."""
        if self.replayable():
            host.app.open("replay", self.session, self.results.part)

    def key(self, key: int, host: Any) -> bool:
        if key == pygame.K_r and self.replayable():
            self.replay(host)
            return True
        return False

    def screenshot_key(self, host: Any) -> str | None:
        return f"results-{self.results.label}"

    # ---- drawing (reads only) -----------------------------------------------------------
    def draw(self, p: "Painter", host: Any) -> None:
        r = self.rect
        y = float(r.y + 78)
        # What happened, over as many lines as it takes, leaving the seats 170 px at least.
        pieces = [piece for line in self.results.story
                  for piece in p.wrap(line, r.w - 80, 16, "ui_medium")]
        room = max(1, int((r.bottom - 80 - 170 - y) // 21))
        if len(pieces) > room:
            pieces = pieces[:room - 1] + [_("… and more: the game log (L) has every line.")]
        for piece in pieces:
            p.text(piece, (r.x + 40, y), 16, P.INK, "ui_medium", max_width=r.w - 80)
            y += 21
        area = pygame.Rect(r.x + 40, round(y) + 8, r.w - 80, r.bottom - 80 - (round(y) + 8))
        self.draw_seats(p, area)
        if host.auto is not None:
            p.text(_("continues by itself in {seconds} s").format(seconds=f"{max(0, host.auto):.0f}"),
                   (r.x + 40, r.bottom - 38), 13, P.INK_FAINT, "ui", anchor="midleft",
                   max_width=r.w - 520)

    def draw_seats(self, p: "Painter", area: pygame.Rect) -> None:
        seats = self.results.seats
        if not seats:
            return
        cols = COLUMNS.get(len(seats), 4)
        rows = -(-len(seats) // cols)
        w = (area.w - (cols - 1) * GAP) / cols
        room = (area.h - (rows - 1) * GAP) / rows
        inside = pygame.Rect(0, 0, round(w) - 24, round(room) - 64)
        # One type size for every box: the largest at which every seat's lines fit.
        for size in SIZES:
            step = size * STEP
            most = max(len(self.place(p, res.lines, inside, size)) for res in seats)
            if most * step <= inside.h:
                break
        h = min(room, 70 + most * step)  # (no empty paper under the longest box)
        names = self.session.names
        for i, res in enumerate(seats):
            row, col = divmod(i, cols)
            box = pygame.Rect(round(area.x + col * (w + GAP)), round(area.y + row * (h + GAP)),
                              round(w), round(h))
            p.rect(box, P.CREAM_DARK, 8, alpha=110)
            name = names[res.seat] if 0 <= res.seat < len(names) else "?"
            p.text(name, (box.x + 12, box.y + 8), 18, P.INK, "ui_bold", max_width=box.w - 24)
            p.text(res.head, (box.x + 12, box.y + 33), 14, P.INK, "ui_medium",
                   max_width=box.w - 24)
            self.draw_lines(p, res.lines, pygame.Rect(box.x + 12, box.y + 58, box.w - 24,
                                                     box.h - 64), size)

    def draw_lines(self, p: "Painter", lines: list[Any], area: pygame.Rect, size: float) -> None:
        """A seat's lines, wrapped beside their values; what does not fit ends on a pointer
        to the game log."""
        if not lines:
            return
        placed, step = self.place(p, lines, area, size), size * STEP
        fits = max(1, int((area.h + 1) // step))
        more = len(placed) > fits
        if more:
            placed = placed[:fits - 1]
        value_w = max([p.text_size(ln.value, size, "ui_bold")[0] for ln in lines] + [0])
        # The words first, each line's pieces one under the other, then the values (a
        # wrapped line is read as one: nothing drawn between its pieces).
        for k, (text, line, first) in enumerate(placed):
            ink = P.INK if line.tone >= 0 else P.INK_SOFT
            p.text(text, (area.x + (0 if first else 10), area.y + k * step), size, ink, "ui",
                   max_width=area.w - value_w - 14 - (0 if first else 10))
        for k, (text, line, first) in enumerate(placed):
            if first and line.value:
                p.text(line.value, (area.right, area.y + k * step), size,
                       P.GOOD if line.tone > 0 else P.BAD if line.tone < 0 else P.INK,
                       "ui_bold", anchor="topright")
        if more:
            p.text(_("… and more: the game log (L) has every line."),
                   (area.x, area.y + (fits - 1) * step), size, P.INK_FAINT, "ui",
                   max_width=area.w)

    @staticmethod
    def place(p: "Painter", lines: list[Any], area: pygame.Rect, size: float
              ) -> list[tuple[str, Any, bool]]:
        """(text, line, first piece?) of every wrapped piece at ``size``."""
        value_w = max([p.text_size(ln.value, size, "ui_bold")[0] for ln in lines] + [0])
        width = max(40.0, area.w - value_w - 24)
        out = []
        for line in lines:
            for k, piece in enumerate(p.wrap(line.text, width, size, "ui")):
                out.append((piece, line, k == 0))
        return out

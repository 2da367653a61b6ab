"""The payoffs sheet after each race: the arrival, who won what and why, the odds changes.

"Replay the race" (R) plays the race just run again (scenes/replay.py)."""
from __future__ import annotations

import pygame

from .. import palette as P
from .. import pieces
from ..describe import RoundSummary, horse, money, ordinal
from ..painter import Painter
from ..widgets import Button
from .common import SheetScene


class PayoffsScene(SheetScene):
    """Shown over the table at the end of each race; Continue (or the autoplay timer) closes it."""

    name = "payoffs"
    sheet = pygame.Rect(90, 36, 1100, 648)
    # The sheet fills in section by section (the arrival, each player, the notes, the odds),
    # one every STAGGER seconds: it reads like a clerk writing it up, and the sixty-odd new
    # lines of text are rendered over a few frames instead of all in the first one.
    STAGGER = 0.05

    def __init__(self, app, session, summary: RoundSummary, auto: float | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.summary = summary
        self.auto = auto  # seconds until it closes by itself (no humans at the table)
        self.title = f"Payoffs · Round {summary.round}"
        # Seconds since the sheet opened (instant speed shows it whole at once).
        self.age = 1e9 if getattr(session, "race_speed", "") == "instant" else 0.0

    def shown(self, section: int) -> bool:
        """Whether section ``section`` (0 = the arrival) has been written up yet."""
        return self.age >= section * self.STAGGER

    def filled(self) -> bool:
        """Whether every section is on the sheet."""
        return self.shown(len(self.summary.seats) + 2)

    def close(self) -> None:
        self.session.resume()
        self.app.stack.pop(self)

    back = close

    def default_action(self) -> bool:
        self.close()
        return True

    def update(self, dt: float) -> None:
        self.age += dt
        if self.auto is not None:
            self.auto -= dt
            if self.auto <= 0:
                self.close()

    def buttons(self) -> list[Button]:
        r = self.sheet
        return [Button("replay", pygame.Rect(r.right - 450, r.bottom - 60, 200, 44), "Replay the race",
                       self.replay, hotkey="R", tip="Watch this race again with the same animations"),
                Button("continue", pygame.Rect(r.right - 230, r.bottom - 60, 200, 44), "Continue",
                       self.close, style="primary", hotkey="Enter")]

    def replay(self) -> None:
        """Plays this round's race again over the sheet (the sheet waits, its timer too)."""
        from .replay import ReplayScene
        self.app.stack.push(ReplayScene(self.app, self.session, self.summary.round))

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_r:
            self.replay()
            return True
        return super().process_event(ev)

    def screenshot_key(self) -> str | None:
        return f"payoffs-r{self.summary.round}" if self.filled() else None

    def draw_content(self, p: Painter) -> None:
        s = self.summary
        r = self.sheet
        # The arrival.
        y = r.y + 80
        p.text("Arrival", (r.x + 40, y + 18), 18, P.INK, "ui_bold", anchor="midleft")
        for k, c in enumerate(s.ranking if self.shown(0) else ()):
            x = r.x + 130 + k * 120
            tr = pygame.Rect(x, y, 36, 36)
            pieces.token(p, c, tr)
            p.text(ordinal(k + 1), (x + 42, y + 2), 17, P.INK, "ui_bold")
            o = s.race_odds.get(c)
            p.text(f"{horse(c)} · 1:{o}" if o else horse(c), (x + 42, y + 21), 12, P.INK_SOFT, "ui")
        # Players, in two columns; each block as tall as the most lines any player has.
        seats = s.seats
        cols = 2 if len(seats) > 3 else 1
        per_col = -(-len(seats) // cols)
        col_w = (r.w - 80 - (cols - 1) * 30) / cols
        most = max([1] + [len(res.lines) for res in seats])
        room = (r.h - 136 - 175) / per_col  # what the players' rows may take at most
        block_h = min(room, 40 + 19 * most)
        # Board Game rounds pay many small sums (pass, Assistants, Horse cards): the lines
        # close up to fit, and only what still does not fit is summed on one last line.
        line_h = max(15.0, min(19.0, (block_h - 34) / max(1, most)))
        fits = max(1, int((block_h - 34) // line_h))
        size = 14 if line_h >= 18 else 12
        top = r.y + 136
        for i, res in enumerate(seats):
            if not self.shown(1 + i):
                break
            col, row = divmod(i, per_col)
            x = r.x + 40 + col * (col_w + 30)
            yy = top + row * block_h
            pl = self.session.display.players[res.seat]
            p.rect((x - 8, yy - 4, col_w + 16, block_h - 8), P.CREAM_DARK, 8, alpha=110)
            p.text(pl.name, (x, yy), 17, P.INK, "ui_bold", max_width=col_w * 0.5)
            p.text(f"now {money(res.danari_after)} · {res.vp_after} VP", (x + col_w, yy + 2), 15, P.INK,
                   "ui_medium", anchor="topright")
            ly = yy + 24
            if not res.lines:
                p.text("No bets this race.", (x + 8, ly), 14, P.INK_FAINT, "ui")
            lines = list(res.lines)
            if len(lines) > fits:
                rest = lines[fits - 1:]
                lines = lines[:fits - 1] + [(f"and {len(rest)} more", sum(d for _, d, _ in rest),
                                             sum(v for _, _, v in rest))]
            for text, d, v in lines:
                good = d > 0 or v > 0
                p.text(text, (x + 8, ly), size, P.INK if good else P.INK_SOFT, "ui", max_width=col_w - 150)
                gain = (f"+{money(d)}" if d > 0 else f"−{money(-d)}" if d < 0 else "") + \
                       (f"  +{v} VP" if v > 0 else f"  −{-v} VP" if v < 0 else "")
                p.text(gain.strip() or "lost", (x + col_w, ly), size, P.GOOD if good else P.BAD, "ui_bold",
                       anchor="topright")
                ly += line_h
        # What the reveal did, in the room left between the players and the odds.
        notes_top = top + per_col * block_h + 4
        oy = r.bottom - 160
        if s.notes and oy - notes_top > 40 and self.shown(len(seats) + 1):
            p.text("At the reveal and in the race", (r.x + 40, notes_top), 15, P.INK, "ui_bold")
            y = notes_top + 22
            for line in s.notes:
                if y + 18 > oy - 12:
                    break
                p.text("· " + line, (r.x + 48, y), 14, P.INK_SOFT, "ui", max_width=r.w - 96)
                y += 19
        # Odds for the next race.
        p.line((r.x + 40, oy - 8), (r.right - 40, oy - 8), P.BRASS_DARK, 1)
        last = self.session.display.round >= self.session.display.rounds
        p.text("Odds after the last race" if last else "New odds for the next race", (r.x + 40, oy), 18,
               P.INK, "ui_bold")
        p.text("A horse placed better than its odds row moves one row up, worse moves one row down.",
               (r.x + 300, oy + 3), 13, P.INK_SOFT, "ui")
        changed = {c: (a, b, pl) for c, a, b, pl in s.odds_changes}
        for k, c in enumerate(self.session.display.colours if self.shown(len(seats) + 2) else ()):
            x = r.x + 40 + (k % 3) * 340
            yy = oy + 30 + (k // 3) * 34
            pieces.token(p, c, pygame.Rect(x, yy, 26, 26))
            if c in changed:
                a, b, place = changed[c]
                p.text(f"1:{a} → 1:{b}   (finished {ordinal(place)}, ran at 1:{a})", (x + 32, yy + 13), 14,
                       P.GOOD if b < a else P.BAD, "ui_medium", anchor="midleft")
            else:
                o = self.session.display.odds.get(c)
                p.text(f"stays at 1:{o}", (x + 32, yy + 13), 14, P.INK_SOFT, "ui", anchor="midleft")
        if self.auto is not None:
            p.text(f"continues by itself in {max(0, self.auto):.0f} s", (r.right - 250, r.bottom - 38), 13,
                   P.INK_FAINT, "ui", anchor="midright")

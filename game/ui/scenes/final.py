"""Final scores: the winner, every player's VP and Danari, and how ties were broken."""
from __future__ import annotations

import pygame

from .. import palette as P
from .. import pieces
from ..describe import horse, money, ordinal, tie_rolls
from ..painter import Painter
from ..widgets import Button
from .common import SheetScene


def tie_notes(session) -> dict[int, str]:
    """Why tied players are in their order: Danari (Family Game), then sprint-die rolls."""
    ds = session.display
    st = [row for row in ds.standings if not row.get("eliminated")]
    family = ds.variant == "family"
    rolls: dict[int, list[str]] = {}
    for tb in ds.tie_breaks:
        for seat, colour in tie_rolls(tb):
            rolls.setdefault(seat, []).append(horse(colour))
    notes: dict[int, str] = {}
    for row in ds.standings:
        if row.get("eliminated"):
            notes[row["seat"]] = "out of the game: ranks last"
    for row in st:
        same_vp = [o for o in st if o["vp"] == row["vp"]]
        if len(same_vp) < 2:
            continue
        same_all = [o for o in same_vp if not family or o["danari"] == row["danari"]]
        if len(same_all) < 2:
            notes[row["seat"]] = f"tied on {row['vp']} VP, placed by Danari"
        else:
            what = f"{row['vp']} VP and {money(row['danari'])}" if family else f"{row['vp']} VP"
            rolled = ", then ".join(rolls.get(row["seat"], [])) or "?"
            notes[row["seat"]] = f"tied on {what}: sprint die rolled {rolled}"
    return notes


class FinalScene(SheetScene):
    """The end of the game, over the table."""

    name = "final"
    back_on_escape = False
    sheet = pygame.Rect(170, 50, 940, 620)

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.title = "Final scores"

    def buttons(self) -> list[Button]:
        r = self.sheet
        y = r.bottom - 66
        return [Button("new", pygame.Rect(r.x + 40, y, 200, 46), "New game", self.app.new_game_setup,
                       style="primary"),
                Button("title", pygame.Rect(r.x + 252, y, 170, 46), "Title screen", self.app.to_title),
                Button("log", pygame.Rect(r.x + 434, y, 150, 46), "Game log", self.open_log, hotkey="L"),
                Button("quit", pygame.Rect(r.right - 190, y, 150, 46), "Quit", lambda: self.app.quit(0),
                       style="danger")]

    def open_log(self) -> None:
        from .overlays import open_log
        open_log(self.app, self.session.log)

    def on_command(self, cmd: str) -> bool:
        from .. import input_map as K
        if cmd == K.LOG:
            self.open_log()
            return True
        if cmd == K.MENU:
            from .overlays import PauseScene
            self.app.stack.push(PauseScene(self.app))
            return True
        return super().on_command(cmd)

    def draw_content(self, p: Painter) -> None:
        ds = self.session.display
        r = self.sheet
        st = ds.standings
        if not st:
            return
        w = st[0]
        if pieces.icon(p, "trophy", pygame.Rect(r.centerx - 216, r.y + 80, 56, 56)).startswith("fallback:"):
            pieces.rosette(p, pygame.Rect(r.centerx - 210, r.y + 82, 46, 52))
        p.text("Best Gambler Ever", (r.centerx + 24, r.y + 80), 18, P.INK_SOFT, "serif_italic", anchor="midtop")
        p.text(w["name"], (r.centerx + 24, r.y + 102), 40, P.INK, "display", anchor="midtop", max_width=560)
        notes = tie_notes(self.session)
        y = r.y + 176
        cols = (r.x + 50, r.x + 110, r.x + 400, r.x + 520, r.x + 660)
        for x, h in zip(cols, ("", "Player", "VP", "Danari", "")):
            p.text(h, (x, y), 14, P.INK_SOFT, "ui_bold")
        y += 26
        for i, row in enumerate(st):
            pl = ds.players[row["seat"]]
            band = pygame.Rect(r.x + 36, y - 4, r.w - 72, 42)
            p.rect(band, P.HIGHLIGHT if i == 0 else P.CREAM_DARK, 8, alpha=120 if i else 170)
            p.text(ordinal(i + 1), (cols[0], y + 2), 22, P.INK, "condensed")
            p.text(row["name"], (cols[1], y), 17, P.INK, "ui_bold", max_width=280)
            p.text(pl.character, (cols[1], y + 19), 12, P.INK_SOFT, "serif_italic", max_width=280)
            p.text(f"{row['vp']}", (cols[2], y + 2), 24, P.INK, "condensed")
            p.text(money(row["danari"]), (cols[3], y + 2), 24, P.INK, "condensed")
            note = notes.get(row["seat"], "")
            if note:
                p.text(note, (cols[4], y + 8), 13, P.INK_SOFT, "ui", max_width=r.right - 50 - cols[4])
            y += 48
        p.text("Most VP wins. Family Game ties: most Danari, then a sprint-die roll (higher number wins).",
               (r.centerx, r.bottom - 96), 13, P.INK_SOFT, "ui", anchor="midtop")

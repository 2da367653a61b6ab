"""The payoffs sheet after each race: the arrival, who won what and why, the odds changes.

Each player's lines are every money change of the round, signed, and add up to the change
shown beside the balance. "At the reveal and in the race" lists, per horse, every card and
effect that changed its odds, movement or money (round_summary.py); when it does not fit
under the players it has its own page (V). "Replay the race" (R) plays the race just run
again. A ``Sheet`` (``game/ui/generic/sheets.py``): Horse Fever's stage stops the table on
it once a round (``stage.py``), and the log opens it again later; what it shows is taken
when the round's money is paid, so a sheet opened again shows that round as it was."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import _, current_language, ngettext
from ...ui import palette as P
from ...ui import pieces
from ...ui.generic.sheets import Sheet
from ...ui.generic.saving import replay_refusal
from .describe import RoundSummary, horse, money, ordinal, summarize_round
from ...ui.painter import Painter
from ...ui.widgets import Button
from ...ui import key_names as KN

if TYPE_CHECKING:
    from .stage import HorseFeverStage


class PayoffsSheet(Sheet):
    """The round's payoffs; Continue (or the autoplay timer) lets the game go on."""

    name = "payoffs"
    rect = pygame.Rect(90, 36, 1100, 648)
    escape_closes = True
    # The sheet fills in section by section (the arrival, each player, the notes, the odds),
    # one every STAGGER seconds: it reads like a clerk writing it up, and the sixty-odd new
    # lines of text are rendered over a few frames instead of all in the first one.
    STAGGER = 0.05

    def __init__(self, stage: "HorseFeverStage", summary: RoundSummary) -> None:
        ds = stage.display
        self.session = stage.session
        self.summary = summary
        # The table as it stands now, kept: a sheet opened again from the log later shows
        # this round, not the table of then.
        self.colours = tuple(ds.colours)
        self.odds = dict(ds.odds)
        self.last = ds.round >= ds.rounds
        self.names = {p.seat: p.name for p in ds.players}
        self._again = (list(stage.round_events), stage.words, [dict(vars(p)) for p in ds.players],
                       dict(ds.race_odds), summary.round, stage.round_start_balances)
        self.page = "money"  # or "race": the reveal and the race, horse by horse (V)
        self.effects_fit = True  # whether the money page had room for the whole section
        self.language = current_language()  # the summary's lines were worded in it
        self.host: Any = None  # the scene showing it, while it draws

    def reworded(self) -> None:
        """The language changed (Settings over the sheet): the round's lines again, in the
        new one, from the same events."""
        events, words, players, race_odds, rnd, before = self._again
        self.language = current_language()
        self.summary = summarize_round(events, words, [_Row(**p) for p in players], race_odds,
                                       rnd, before)

    def title(self) -> str:
        return _("Payoffs · Round {round}").format(round=self.summary.round)

    def shown(self, section: int) -> bool:
        """Whether section ``section`` (0 = the arrival) has been written up yet."""
        host = self.host
        return host is None or host.whole or host.age >= section * self.STAGGER

    def filled(self, host: Any = None) -> bool:
        """Whether every section is on the sheet."""
        host = host if host is not None else self.host
        return (host is None or host.whole
                or host.age >= (len(self.summary.seats) + 2) * self.STAGGER)

    def buttons(self, host: Any) -> list[Button]:
        r = self.rect
        out = []
        if self.summary.effect_count():
            race = self.page == "race"
            out.append(Button("reveal", pygame.Rect(r.x + 40, r.bottom - 60, 330, 44),
                              _("Back to the money") if race else _("At the reveal and in the race"),
                              self.toggle_page, hotkey="V",
                              tip=_("Who won what") if race else
                              _("Every card and effect that changed a horse's odds, movement or money")))
        if self.session.until_action is None:  # (never a replay inside a replay)
            why = replay_refusal(self.session)  # (a game played across computers: the host's)
            out.append(Button("replay", pygame.Rect(r.right - 450, r.bottom - 60, 200, 44),
                              _("Replay the race"), lambda: self.replay(host), hotkey="R",
                              tip=_("Watch this race again with the same animations"),
                              enabled=not why, reason=why))
        return out + [
            Button("continue", pygame.Rect(r.right - 230, r.bottom - 60, 200, 44), host.close_label,
                   host.close, style="primary", hotkey=KN.label("enter"))]

    def toggle_page(self) -> None:
        """V: the money page / the reveal and the race, horse by horse."""
        if self.summary.effect_count():
            self.page = "money" if self.page == "race" else "race"

    def replay(self, host: Any) -> None:
        """Plays this round's race again over the sheet (the sheet waits, its timer too)."""
        if not replay_refusal(self.session):
            host.app.open("replay", self.session, self.summary.round)

    def key(self, key: int, host: Any) -> bool:
        if key == pygame.K_r and self.session.until_action is None:
            self.replay(host)
            return True
        if key == pygame.K_v:
            self.toggle_page()
            return True
        return False

    def screenshot_key(self, host: Any) -> str | None:
        return f"payoffs-r{self.summary.round}" if self.filled(host) else None

    def draw(self, p: Painter, host: Any) -> None:
        if self.language != current_language():
            self.reworded()
        self.host = host
        s = self.summary
        r = self.rect
        # The arrival.
        y = r.y + 80
        p.text(_("Arrival"), (r.x + 40, y + 18), 18, P.INK, "ui_bold", anchor="midleft")
        for k, c in enumerate(s.ranking if self.shown(0) else ()):
            x = r.x + 130 + k * 120
            tr = pygame.Rect(x, y, 36, 36)
            pieces.token(p, c, tr)
            p.text(ordinal(k + 1), (x + 42, y + 2), 17, P.INK, "ui_bold")
            o = s.race_odds.get(c)
            p.text(f"{horse(c)} · 1:{o}" if o else horse(c), (x + 42, y + 21), 12, P.INK_SOFT, "ui")
        oy = r.bottom - 160
        if self.page == "race":
            if self.shown(1):
                self.draw_effects(p, pygame.Rect(r.x + 40, r.y + 136, r.w - 80, oy - 16 - (r.y + 136)))
        else:
            self.draw_players(p)
        # Odds for the next race.
        p.line((r.x + 40, oy - 8), (r.right - 40, oy - 8), P.BRASS_DARK, 1)
        head = _("Odds after the last race") if self.last else _("New odds for the next race")
        p.text(head, (r.x + 40, oy), 18, P.INK, "ui_bold")
        hx = r.x + 40 + p.text_size(head, 18, "ui_bold")[0] + 16
        p.text(_("A horse placed better than its odds row moves one row up, worse moves one row down."),
               (hx, oy + 3), 13, P.INK_SOFT, "ui", max_width=r.right - 40 - hx)
        changed = {c: (a, b, pl) for c, a, b, pl in s.odds_changes}
        for k, c in enumerate(self.colours if self.shown(len(s.seats) + 2) else ()):
            x = r.x + 40 + (k % 3) * 340
            yy = oy + 30 + (k // 3) * 34
            pieces.token(p, c, pygame.Rect(x, yy, 26, 26))
            if c in changed:
                a, b, place = changed[c]
                p.text(_("1:{old} → 1:{new}   (finished {place}, ran at 1:{old})").format(
                    old=a, new=b, place=ordinal(place)), (x + 32, yy + 13), 14,
                       P.GOOD if b < a else P.BAD, "ui_medium", anchor="midleft", max_width=300)
            else:
                o = self.odds.get(c)
                p.text(_("stays at 1:{odds}").format(odds=o), (x + 32, yy + 13), 14, P.INK_SOFT, "ui",
                       anchor="midleft", max_width=300)
        if host.auto is not None:
            # Between the V button and Replay (under the buttons it would be hidden).
            p.text(_("continues by itself in {seconds} s").format(seconds=f"{max(0, host.auto):.0f}"),
                   (r.right - 462, r.bottom - 38), 13, P.INK_FAINT, "ui", anchor="midright", max_width=260)

    def draw_players(self, p: Painter) -> None:
        """The money page: each player's lines of the round, then the reveal and the race."""
        s = self.summary
        r = self.rect
        # Players, in two columns; each block as tall as the most lines any player has.
        seats = s.seats
        cols = 2 if len(seats) > 3 else 1
        per_col = -(-len(seats) // cols)
        col_w = (r.w - 80 - (cols - 1) * 30) / cols
        most = max([1] + [len(res.lines) for res in seats])
        # What the players' rows may take at most (a line is kept for the reveal and the race).
        room = (r.h - 136 - 175 - (26 if s.effect_count() else 0)) / per_col
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
            p.rect((x - 8, yy - 4, col_w + 16, block_h - 8), P.CREAM_DARK, 8, alpha=110)
            p.text(self.names.get(res.seat, "?"), (x, yy), 17, P.INK, "ui_bold", max_width=col_w * 0.4)
            # The change of the round first: the lines below add up to it.
            change = res.change
            if change is None:
                head = _("now {danari} · {vp} VP").format(danari=money(res.danari_after), vp=res.vp_after)
            else:
                head = _("{change} this round · now {danari} · {vp} VP").format(
                    change=signed(change), danari=money(res.danari_after), vp=res.vp_after)
            p.text(head, (x + col_w, yy + 2), 15, P.INK, "ui_medium", anchor="topright",
                   max_width=col_w * 0.6 - 8)
            ly = yy + 24
            if not res.lines:
                p.text(_("No money this round."), (x + 8, ly), 14, P.INK_FAINT, "ui")
            lines = list(res.lines)
            if len(lines) > fits:
                rest = lines[fits - 1:]
                lines = lines[:fits - 1] + [(ngettext("and {n} more", "and {n} more", len(rest)).format(n=len(rest)), sum(d for _, d, _ in rest),
                                             sum(v for _, _, v in rest))]
            for text, d, v in lines:
                good = d > 0 or (d == 0 and v > 0)
                p.text(text, (x + 8, ly), size, P.INK if good else P.INK_SOFT, "ui", max_width=col_w - 150)
                gain = (signed(d) if d else "") + ("  " + _("+{vp} VP").format(vp=v) if v > 0 else
                                                 "  " + _("−{vp} VP").format(vp=-v) if v < 0 else "")
                p.text(gain.strip() or "0 D", (x + col_w, ly), size, P.GOOD if good else P.BAD, "ui_bold",
                       anchor="topright")
                ly += line_h
        # What the reveal and the race did, in the room left between the players and the
        # odds: whole, or a pointer to its own page.
        if not s.effect_count() or not self.shown(len(seats) + 1):
            return
        notes_top = top + per_col * block_h + 4
        area = pygame.Rect(r.x + 40, notes_top + 22, r.w - 80, r.bottom - 172 - (notes_top + 22))
        p.text(_("At the reveal and in the race"), (r.x + 40, notes_top), 15, P.INK, "ui_bold")
        self.effects_fit = area.h >= 40 and self.place_effects(p, area)[1]
        if self.effects_fit:
            self.draw_effects(p, area)
            return
        # Not enough room: each horse on one line with the cards behind it, the last line
        # (or, with no room at all, the heading's) naming all the rest; V shows what each did.
        groups = self.effect_groups()
        items = [(c, f"{head}: " + (", ".join(s.causes.get(c, [])) if c else "; ".join(s.notes)))
                 for c, head, _lines in groups]
        short = [f"{horse(c)}: {', '.join(s.causes.get(c, []))}" if c else
                 ngettext("{n} more", "{n} more", len(s.notes)).format(n=len(s.notes))
                 for c, _head, _lines in groups]  # for the line that names all the rest
        rows = max(0, int((area.h + 1) // 18))
        if rows == 0:
            p.text(_("{causes} · press V for what each did").format(causes="; ".join(short)),
                   (r.x + 280, notes_top + 1), 14, P.INK_SOFT, "ui", max_width=r.w - 320)
            return
        p.text(_("Press V to see what each card did."), (r.right - 40, notes_top + 1), 14, P.INK_SOFT,
               "ui", anchor="topright")
        if len(items) > rows:
            items = items[:rows - 1] + [(None, "; ".join(short[rows - 1:]))]
        for k, (c, text) in enumerate(items):
            y = area.y + 18 * k
            if c is not None:
                pieces.token(p, c, pygame.Rect(area.x, y, 16, 16))
            p.text(text, (area.x + 22, y), 13, P.INK_SOFT, "ui", max_width=area.w - 22)

    def effect_groups(self) -> list[tuple[str | None, str, list[str]]]:
        """(horse or None, heading, lines) of the reveal and the race, in arrival order."""
        s = self.summary
        out: list[tuple[str | None, str, list[str]]] = []
        for c, lines in s.effects:
            head = horse(c)
            ran, was = s.race_odds.get(c), s.start_odds.get(c)
            if ran:
                head = (_("{horse} · ran at 1:{ran} (1:{was} before the reveal)") if was and was != ran
                        else _("{horse} · ran at 1:{ran}")).format(horse=head, ran=ran, was=was)
            out.append((c, head, lines))
        if s.notes:
            out.append((None, _("Also"), list(s.notes)))
        return out

    def place_effects(self, p: Painter, area: pygame.Rect
                      ) -> tuple[list[tuple[str | None, str, list[str], float, float]], bool]:
        """Where each group goes in two balanced columns inside ``area``, whole groups only:
        (horse, heading, wrapped lines, x, y) of those that fit, and whether all did."""
        col_w = (area.w - 30) / 2
        groups = [(c, head, [w for line in lines for w in p.wrap("· " + line, col_w - 14, 13, "ui")])
                  for c, head, lines in self.effect_groups()]
        need = [self.HEAD_H + self.LINE_H * len(lines) + 8 for _, _, lines in groups]
        half = sum(need) / 2
        x, y, col = float(area.x), float(area.y), 0
        out = []
        for k, (c, head, lines) in enumerate(groups):
            # The second column starts once the first holds about half of everything.
            if col == 0 and y > area.y and (y - area.y >= half or y + need[k] > area.bottom):
                col, x, y = 1, area.x + col_w + 30, float(area.y)
            if y + need[k] > area.bottom and (y > area.y or col == 1):
                return out, False
            out.append((c, head, lines, x, y))  # (a group taller than the area: cut short)
            y += need[k]
        return out, all(n <= area.h for n in need)

    HEAD_H, LINE_H = 22, 17

    def draw_effects(self, p: Painter, area: pygame.Rect) -> bool:
        """The reveal and the race, horse by horse, in ``area``; what does not fit is left
        to the game log (it has every line). Returns whether everything fitted."""
        col_w = (area.w - 30) / 2
        placed, whole = self.place_effects(p, area)
        for c, head, lines, x, y in placed:
            if c is not None:
                pieces.token(p, c, pygame.Rect(x, y, 18, 18))
            p.text(head, (x + (24 if c else 0), y + 1), 14, P.INK, "ui_bold", max_width=col_w - 24)
            for j, line in enumerate(lines):
                ly = y + self.HEAD_H + j * self.LINE_H
                if ly + self.LINE_H > area.bottom:
                    break  # one group taller than the page: the log has the rest
                p.text(line, (x + 8, ly), 13, P.INK_SOFT, "ui")
        if not whole:
            p.text(_("… and more: the game log (L) has every line."), (area.right, area.bottom - 14), 13,
                   P.INK_FAINT, "ui", anchor="topright")
        return whole


def signed(d: int) -> str:
    """"+400 D", "−300 D" (a true minus sign), "0 D"."""
    return f"+{money(d)}" if d > 0 else f"−{money(-d)}" if d < 0 else money(0)


class _Row:
    """A player's line as the sheet was made (``summarize_round`` reads these fields)."""

    def __init__(self, **fields: Any) -> None:
        self.__dict__.update(fields)

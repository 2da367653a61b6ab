"""The Resume screen: every saved game (newest first), continue one, delete one.

Autosaves and manual saves are listed together in words: the game, its players, where it
stands (the game's own words, ``resume_words``) and the date. The list is read quickly from each file's header; then every save is checked fully
(one per frame) so a damaged or impossible save shows its one-line reason, greyed, before
anybody clicks it; it can be deleted but never loaded. Continuing rebuilds the table from
the save's event log: on a hot-seat game whose next decision is private, the table's own
rule puts the "Pass to NAME" screen up first, exactly as in a game played straight through.
"""
from __future__ import annotations

import datetime as _dt
from typing import Any

import pygame

from ... import saves as core
from ...services.i18n import _
from .. import input_map as K
from ...net.seat_records import read_records
from .. import palette as P
from .. import saves
from ..painter import Painter
from ..widgets import Button, draw_panel
from ..scene_registry import register_scene
from ..resume_words import continue_save, row_lines
from .common import ButtonScene, SheetScene, draw_felt_title
from .. import key_names as KN

PANEL = pygame.Rect(120, 140, 1040, 486)
MESSAGE_BOX = pygame.Rect(PANEL.x + 176, PANEL.bottom + 16, 376, 62)  # between Back and Delete
ROW_H = 70
ROWS = 6  # rows visible at once
LIST_TOP = PANEL.y + 20
DOUBLE_CLICK = 0.4  # seconds between two clicks on one row that continue it


def when(saved_at: str, mtime: float = 0.0) -> str:
    """A save's date for people: "Sun 22 Nov 2026, 21:04"."""
    try:
        t = _dt.datetime.fromisoformat(saved_at)
    except (TypeError, ValueError):
        if not mtime:
            return _("date unknown")
        t = _dt.datetime.fromtimestamp(mtime)
    return t.strftime("%Y-%m-%d %H:%M")  # digits only: the same in every language


def arrow(direction: int):
    """A button face: a triangle pointing up (-1) or down (1)."""
    def draw(p: Painter, r: pygame.Rect, enabled: bool) -> None:
        cx, cy = r.center
        ink = P.INK if enabled else P.INK_FAINT
        p.polygon([(cx - 8, cy - 5 * direction), (cx + 8, cy - 5 * direction), (cx, cy + 6 * direction)], ink)
    return draw


@register_scene("resume")
class ResumeScene(ButtonScene):
    """Title -> Resume: the saves, newest first; Enter continues the selected one."""

    name = "resume"
    opaque = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.message = ""
        self.selected = 0
        self.first = 0  # index of the top visible row
        self._last_click: tuple[int, float] = (-1, -10.0)
        self.touched = False  # the player chose a row: the selection no longer moves by itself
        self.reload(tidy=True)
        self._select_first_good()
        self.seats = read_records()  # (the window's seats at tables played across computers)

    # ---- the list --------------------------------------------------------------------
    def reload(self, tidy: bool = False) -> None:
        """Reads the saves folder again (after a delete, or on entering)."""
        self.infos: list[core.SaveInfo] = saves.list_all(tidy=tidy)
        # path -> "" (good) or the full check's problem; kept for the saves still listed
        known = getattr(self, "checked", {})
        self.checked: dict[str, str] = {str(i.path): known[str(i.path)] for i in self.infos
                                        if str(i.path) in known}
        self.selected = min(self.selected, max(0, len(self.infos) - 1))
        self._scroll_to(self.selected)

    def problem(self, info: core.SaveInfo) -> str:
        """Why this save cannot be continued ("" when it can, as far as known yet)."""
        return info.error or self.checked.get(str(info.path), "")

    def loadable(self, i: int) -> bool:
        if not 0 <= i < len(self.infos):
            return False
        info = self.infos[i]
        return not self.problem(info)

    def update(self, dt: float) -> None:
        # One complete check per frame: the screen stays responsive with many saves.
        for info in self.infos:
            key = str(info.path)
            if key not in self.checked:
                self.checked[key] = "" if info.error else saves.check(info)
                if self.checked[key] and not self.touched:
                    self._select_first_good()
                break

    def _select_first_good(self) -> None:
        """Puts the selection on the newest save not known to be damaged."""
        good = [i for i, info in enumerate(self.infos) if not self.problem(info)]
        if good:
            self.selected = good[0]
            self._scroll_to(self.selected)

    def _scroll_to(self, i: int) -> None:
        if i < self.first:
            self.first = i
        elif i >= self.first + ROWS:
            self.first = i - ROWS + 1
        self.first = max(0, min(self.first, max(0, len(self.infos) - ROWS)))

    def select(self, i: int) -> None:
        self.touched = True
        if self.infos:
            self.selected = max(0, min(len(self.infos) - 1, i))
            self._scroll_to(self.selected)
            self.message = ""

    def row_rect(self, k: int) -> pygame.Rect:
        """The k-th visible row."""
        return pygame.Rect(PANEL.x + 20, LIST_TOP + k * ROW_H, PANEL.w - 64, ROW_H - 8)

    # ---- actions ---------------------------------------------------------------------
    def continue_selected(self) -> None:
        if not self.infos:
            return
        info = self.infos[self.selected]
        if self.problem(info):
            self.message = _("This save cannot be loaded: {problem}").format(problem=self.problem(info))
            return
        err = continue_save(self.app, info)
        if err:
            self.checked[str(info.path)] = err
            self.message = err

    def ask_delete(self) -> None:
        if not self.infos:
            return
        info = self.infos[self.selected]
        what, where = row_lines(info.meta) if info.meta else (info.name, _("damaged save"))
        self.app.stack.push(ConfirmScene(
            self.app, _("Delete this save?"),
            [what, " · ".join(p for p in (where, when(info.saved_at, info.mtime)) if p),
             _("The file and its backup are removed. This cannot be undone.")],
            _("Delete"), lambda: self.delete(info)))

    def delete(self, info: core.SaveInfo) -> None:
        err = saves.delete(info.path)
        self.reload()
        self.message = err or _("Deleted {file}.").format(file=info.path.name)

    # ---- input -----------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        out: list[Button] = []
        for k in range(min(ROWS, len(self.infos) - self.first)):
            i = self.first + k
            out.append(Button(f"row:{i}", self.row_rect(k), "", lambda i=i: self._row_clicked(i),
                              selected=i == self.selected, content=self._row_drawer(i)))
        for k, rec in enumerate(self.seats[:2]):  # seats kept at other computers' tables
            out.append(Button(f"rejoin:{k}", pygame.Rect(PANEL.right - 340 * (k + 1), PANEL.y - 38,
                                                         330, 32),
                              _("Continue at table {code} (seat {n})").format(code=rec["code"],
                                                                               n=rec["seat"] + 1),
                              lambda rec=rec: self.app.open("join", record=rec), size=13,
                              style="chip", tip=_("Join that table again, where you sat.")))
        y = PANEL.bottom + 22
        none = not self.infos
        out.append(Button("back", pygame.Rect(PANEL.x, y, 160, 48), _("Back"), self.back, style="ghost",
                          hotkey=KN.label("esc")))
        out.append(Button("delete", pygame.Rect(PANEL.right - 480, y, 190, 48), _("Delete…"), self.ask_delete,
                          style="danger", hotkey=KN.label("delete"), enabled=not none, reason=_("No save to delete.")))
        why = _("No saved games yet.") if none else (
            _("Cannot be loaded: {problem}").format(problem=self.problem(self.infos[self.selected])))
        finished = self.loadable(self.selected) and self.infos[self.selected].over
        out.append(Button("continue", pygame.Rect(PANEL.right - 270, y, 270, 48),
                          _("See the final scores") if finished else _("Continue"), self.continue_selected,
                          style="primary", size=20, hotkey=KN.label("enter"), enabled=self.loadable(self.selected),
                          reason=why))
        if len(self.infos) > ROWS:
            sx = PANEL.right - 40
            out.append(Button("up", pygame.Rect(sx, LIST_TOP, 30, 40), "", lambda: self.scroll(-1),
                              enabled=self.first > 0, reason=_("The top of the list."), content=arrow(-1)))
            out.append(Button("down", pygame.Rect(sx, LIST_TOP + ROWS * ROW_H - 48, 30, 40), "",
                              lambda: self.scroll(1), enabled=self.first + ROWS < len(self.infos),
                              reason=_("The end of the list."), content=arrow(1)))
        return out

    def scroll(self, step: int) -> None:
        self.first = max(0, min(self.first + step, max(0, len(self.infos) - ROWS)))
        if not self.first <= self.selected < self.first + ROWS:
            self.selected = max(self.first, min(self.selected, self.first + ROWS - 1))

    def _row_clicked(self, i: int) -> None:
        last_i, last_t = self._last_click
        self.select(i)
        if last_i == i and self.app.time - last_t <= DOUBLE_CLICK:
            self._last_click = (-1, -10.0)
            self.continue_selected()
            return
        self._last_click = (i, self.app.time)

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll(-int(ev.y))
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_DELETE:
            self.ask_delete()
            return True
        return super().process_event(ev)

    def on_command(self, cmd: str) -> bool:
        if cmd == K.UP:
            self.select(self.selected - 1)
            return True
        if cmd == K.DOWN:
            self.select(self.selected + 1)
            return True
        if cmd == K.CONFIRM and self.focus.current(self.buttons()) is None:
            self.continue_selected()
            return True
        return super().on_command(cmd)

    # ---- drawing ---------------------------------------------------------------------
    def _row_drawer(self, i: int):
        info = self.infos[i]

        def draw(p: Painter, r: pygame.Rect, enabled: bool) -> None:
            bad = self.problem(info)
            checking = str(info.path) not in self.checked
            chip = pygame.Rect(r.x + 12, r.centery - 13, 84, 26)
            if bad:
                p.rect(chip, P.BAD, 6)
                p.text(_("DAMAGED"), chip.center, 11.5, P.CREAM, "ui_bold", anchor="center")
            else:
                colour = P.FELT if info.autosave else P.BRASS_DARK
                p.rect(chip, colour, 6)
                p.text(_("AUTOSAVE") if info.autosave else _("SAVED"), chip.center, 11.5, P.CREAM, "ui_bold",
                       anchor="center", max_width=chip.w - 6)
            x = chip.right + 16
            right = r.right - 250
            # The game, its players and where it stands, in words (never the file's name
            # but for a save too damaged to say more).
            head, second = row_lines(info.meta) if info.meta else (info.name, "")
            p.text(head, (x, r.y + 10), 17, P.INK, "ui_bold", max_width=right - x)
            if bad:
                p.text(_("Cannot be loaded: {problem}").format(problem=bad), (x, r.y + 35), 13.5, P.BAD, "ui_medium",
                       max_width=r.right - 20 - x)
            else:
                p.text(second, (x, r.y + 35), 14, P.INK_SOFT, "ui", max_width=right - x + 20)
            p.text(when(info.saved_at, info.mtime), (r.right - 16, r.y + 10), 14, P.INK, "ui_medium",
                   anchor="topright")
            note = (_("checking…") if checking and not bad else
                    _("main file damaged: its backup will be used") if info.warning and not bad else "")
            if note and not bad:
                p.text(note, (r.right - 16, r.y + 35), 12, P.INK_FAINT if checking else P.BAD, "ui",
                       anchor="topright")
        return draw

    def draw(self, p: Painter) -> None:
        draw_felt_title(p, _("Resume a saved game"), title="HORSEBURG")  # saves of every game
        draw_panel(p, PANEL, "paper", radius=12)
        if not self.infos:
            p.text(_("No saved games yet."), (PANEL.centerx, PANEL.centery - 30), 26, P.INK, "serif_italic",
                   anchor="center")
            p.text(_("Every game is saved after each move: leave one and it appears here."),
                   (PANEL.centerx, PANEL.centery + 10), 16, P.INK_SOFT, "ui", anchor="center")
            if self.seats:  # (the seats kept at other computers' tables: the chips above)
                p.text(_("A seat you kept at another computer's table: Continue at table, "
                         "above."), (PANEL.centerx, PANEL.centery + 40), 16, P.INK_SOFT, "ui",
                       anchor="center", max_width=PANEL.w - 60)
        else:
            shown = _("{first}–{last} of {total}").format(first=self.first + 1, last=min(len(self.infos), self.first + ROWS),
                                                          total=len(self.infos))
            p.text(shown, (PANEL.right - 20, PANEL.bottom - 14), 12, P.INK_SOFT, "ui", anchor="bottomright")
            p.text(_("Click a game, then Continue (or double-click). ↑ ↓ choose, Del deletes."),
                   (PANEL.x + 24, PANEL.bottom - 14), 12, P.INK_SOFT, "ui", anchor="bottomleft")
        if self.message:
            # Between Back and Delete, wrapped: under the buttons it ran off the window.
            p.text_block(self.message, MESSAGE_BOX, 13, P.HIGHLIGHT, "ui_bold", line_gap=1.05,
                         max_lines=3)
        self.draw_buttons(p)


class ConfirmScene(SheetScene):
    """A yes/no question over the screen below (Esc = no)."""

    name = "confirm"
    sheet = pygame.Rect(340, 200, 600, 300)

    def __init__(self, app, title: str, lines: list[str], yes: str, on_yes, danger: bool = True) -> None:
        super().__init__(app)
        self.title = title
        self.lines = lines
        self.yes = yes
        self.on_yes = on_yes
        self.danger = danger

    def confirm(self) -> None:
        self.app.stack.pop(self)
        self.on_yes()

    def buttons(self) -> list[Button]:
        r = self.sheet
        return [Button("no", pygame.Rect(r.x + 60, r.bottom - 72, 200, 46), _("Cancel"), self.back, hotkey=KN.label("esc")),
                Button("yes", pygame.Rect(r.right - 260, r.bottom - 72, 200, 46), self.yes, self.confirm,
                       style="danger" if self.danger else "primary")]

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        y = r.y + 86
        for k, line in enumerate(self.lines):
            size, role, colour = (17, "ui_bold", P.INK) if k == 0 else (14, "ui", P.INK_SOFT)
            p.text(line, (r.centerx, y), size, colour, role, anchor="midtop", max_width=r.w - 60)
            y += 28 if k == 0 else 24

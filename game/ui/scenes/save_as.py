"""Pause menu -> "Save as…" (name the save) and "Export" (log + summary): both show the path.

The same for every game's table: the table says which name to offer (``save_name()``: the
name the game was saved under, else a suggestion) and writes the save (``save_as(name)``:
atomically beside the autosaves, a name already taken gets ``-2``, ``-3``…; it lists on
the Resume screen under the typed name) and the export (``export()``: the full event log,
JSON Lines, and a readable summary in the exports folder beside the saves).
"""
from __future__ import annotations

import pygame
import pygame_gui

from ...services.i18n import N_, _
from .. import palette as P
from ..gui import GuiLayer
from ..painter import Painter
from ..scene_registry import register_scene
from ..widgets import Button
from .common import SheetScene
from .. import key_names as KN

NAME_LIMIT = 40


@register_scene("save_as")
class SaveAsScene(SheetScene):
    """Type a name, Enter saves; the path written is shown."""

    name = "save_as"
    title = N_("Save the game as")
    sheet = pygame.Rect(290, 170, 700, 360)

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table  # the game's table: its save_name() and save_as(name)
        self.text = table.save_name()[:NAME_LIMIT]
        self.saved_path = None
        self.message = ""
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.gui = GuiLayer(app, self._build)

    def _build(self, gui: GuiLayer) -> None:
        r = self.sheet
        self.entry = pygame_gui.elements.UITextEntryLine(gui.rect((r.x + 60, r.y + 120, r.w - 120, 44)),
                                                         gui.manager)
        self.entry.set_text_length_limit(NAME_LIMIT)
        self.entry.set_text(self.text)
        if self.saved_path is None:
            gui.focus(self.entry)  # type at once, no click needed
            self.entry.edit_position = len(self.text)
        else:
            self.entry.hide()  # saved: the name is drawn as text (see draw_content)

    def on_resize(self) -> None:
        self._read()
        super().on_resize()

    def _read(self) -> None:
        if self.entry is not None:
            self.text = self.entry.get_text()

    def save(self) -> None:
        self._read()
        result = self.table.save_as(self.text)
        if isinstance(result, str):
            self.message = result
            return
        self.saved_path = result
        self.message = ""
        if self.entry is not None:
            self.entry.hide()  # saved: the name is now the file's, not a draft

    def buttons(self) -> list[Button]:
        r = self.sheet
        y = r.bottom - 70
        if self.saved_path is not None:
            return [Button("done", pygame.Rect(r.right - 220, y, 170, 46), _("Done"), self.back, style="primary",
                           hotkey=KN.label("esc"))]
        return [Button("cancel", pygame.Rect(r.x + 50, y, 170, 46), _("Cancel"), self.back, hotkey=KN.label("esc")),
                Button("save", pygame.Rect(r.right - 240, y, 190, 46), _("Save"), self.save, style="primary",
                       hotkey=KN.label("enter"))]

    def default_action(self) -> bool:
        if self.saved_path is None:
            self.save()
        else:
            self.back()
        return True

    def process_event(self, ev: pygame.event.Event) -> bool:
        # Enter inside the text field: pygame_gui keeps the key and posts this instead.
        if ev.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and getattr(ev, "ui_element", None) is self.entry:
            return self.default_action()
        return super().process_event(ev)

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        p.text(_("Name"), (r.x + 60, r.y + 96), 15, P.INK_SOFT, "ui_bold", anchor="midleft")
        if self.saved_path is not None:
            box = pygame.Rect(r.x + 60, r.y + 120, r.w - 120, 44)
            p.rect(box, P.CREAM_DARK, 6)
            p.text(self.text.strip(), (box.x + 14, box.centery), 19, P.INK, "ui_medium",
                   anchor="midleft", max_width=box.w - 28)
            p.text(_("Saved as {file}").format(file=self.saved_path.name), (r.centerx, r.y + 186), 18, P.GOOD, "ui_bold",
                   anchor="midtop", max_width=r.w - 80)
            p.text(str(self.saved_path.parent), (r.centerx, r.y + 214), 13, P.INK_SOFT, "ui", anchor="midtop",
                   max_width=r.w - 80)
            p.text(_("Resume on the title screen lists it; the autosave goes on as before."),
                   (r.centerx, r.y + 236), 13, P.INK_SOFT, "ui", anchor="midtop", max_width=r.w - 80)
        elif self.message:
            p.text(self.message, (r.centerx, r.y + 190), 15, P.BAD, "ui_bold", anchor="midtop", max_width=r.w - 80)
        else:
            p.text(_("Written beside the autosaves; Resume on the title screen lists it under this name."),
                   (r.centerx, r.y + 190), 13, P.INK_SOFT, "ui", anchor="midtop", max_width=r.w - 80)


@register_scene("notice")
class NoticeScene(SheetScene):
    """A short result with paths (the export), closed with OK."""

    name = "notice"
    sheet = pygame.Rect(240, 200, 800, 300)

    def __init__(self, app, title: str, lines: list[str], bad: bool = False) -> None:
        super().__init__(app)
        self.title = title
        self.lines = lines
        self.bad = bad

    def buttons(self) -> list[Button]:
        r = self.sheet
        return [Button("ok", pygame.Rect(r.centerx - 80, r.bottom - 66, 160, 44), _("OK"), self.back,
                       style="primary", hotkey=KN.label("esc"))]

    def default_action(self) -> bool:
        self.back()
        return True

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        y = r.y + 88
        for k, line in enumerate(self.lines):
            colour = P.BAD if self.bad else (P.INK if k == 0 else P.INK_SOFT)
            p.text(line, (r.centerx, y), 16 if k == 0 else 13.5, colour, "ui_bold" if k == 0 else "ui",
                   anchor="midtop", max_width=r.w - 60)
            y += 30 if k == 0 else 24


def export_lines(result) -> tuple[list[str], bool]:
    """What the player reads after an export: the two files, or the one-line problem."""
    if isinstance(result, str):
        return [result], True
    return ([_("Written to {folder}").format(folder=result.log.parent),
             _("{file}  (every event, JSON Lines)").format(file=result.log.name),
             _("{file}  (a readable summary)").format(file=result.summary.name)], False)


@register_scene("export")
def export_table(app, table) -> "NoticeScene":
    """``app.open("export", table)``: exports the game on that table (``table.export()``:
    its event log and a summary); the notice says where the files went."""
    lines, bad = export_lines(table.export())
    return NoticeScene(app, N_("Export failed") if bad else N_("Game exported"), lines, bad)

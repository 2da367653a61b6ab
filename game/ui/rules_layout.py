"""A rules page laid out on sheets: paragraphs wrapped, pictures beside their captions,
house rulings marked; what does not fit goes on to the next sheet.

Any game's ``RulesPage`` (``game/ui/plugin.py``) is laid out here, so the rules help looks
the same in every game. The layout measures with the painter it is given (its fonts at the
window's scale), so a longer language or a smaller window gets more sheets, never a word
cut off: ``flow`` places whole blocks (a paragraph, a row of pictures) and starts a new
sheet when the next one does not fit. A list (a paragraph of lines broken by newlines)
fills a sheet and goes on item by item; a paragraph of prose is split only when it is
taller than a whole sheet. ``draw_blocks`` draws what ``flow`` placed, nothing else.
"""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from ..services.i18n import _
from . import palette as P
from .plugin import RulesPage, RulesPicture

if TYPE_CHECKING:
    from .painter import Painter

BODY = (17.0, "serif")  # a paragraph: size, font role
CAPTION = (15.0, "serif")  # a picture's words
RULING = (16.0, "serif")  # a house ruling's note
LINE = 1.18  # line height, times the font's
GAP = 12  # between blocks
PIC_GAP = 14  # between a picture and its caption
COL_GAP = 26  # between two columns of pictures
MIN_CAPTION = 250  # the narrowest caption beside a picture
MARK_W = 14  # a ruling's red bar and the room after it
RULING_INK = (154, 42, 30)  # the mark's colour (Horse Fever's "Ruling" lines)


@dataclasses.dataclass(frozen=True)
class Block:
    """One placed thing: ``kind`` "text", "ruling" or "picture" (a picture's ``art`` is
    where its drawing goes, its lines are the caption's)."""

    kind: str
    rect: pygame.Rect
    lines: tuple[str, ...]
    font: tuple[float, str]
    picture: RulesPicture | None = None
    art: pygame.Rect | None = None


@dataclasses.dataclass(frozen=True)
class RowBlock:
    """A row of picture cells, placed together (a row is never split between sheets)."""

    cells: tuple[Block, ...]


Sheet = list["Block | RowBlock"]  # one sheet's blocks, top to bottom


def line_height(p: "Painter", font: tuple[float, str]) -> float:
    return p.text_size("Ag", font[0], font[1])[1] * LINE


def ruling_mark() -> str:
    """The words that mark a house ruling (the start of its first line)."""
    return _("House ruling:")


def flow(p: "Painter", page: RulesPage, area: pygame.Rect) -> list[Sheet]:
    """The page's blocks, sheet by sheet (at least one sheet), each inside ``area``."""
    sheets: list[Sheet] = [[]]
    y = float(area.y)

    def place(h: float, make) -> None:
        nonlocal y
        if sheets[-1] and y + h > area.bottom:
            sheets.append([])
            y = float(area.y)
        sheets[-1].append(make(round(y)))
        y += h + GAP

    def text(kind: str, para: str, font: tuple[float, str], x: int, w: int) -> None:
        lh = line_height(p, font)
        room = max(1, int(area.h // lh))
        # Each line break's line wrapped on its own: a list (lines broken by "\n") fills the
        # sheet and goes on item by item; prose stays whole unless taller than a sheet,
        # then it is cut between two lines.
        groups = [p.wrap(seg, w, *font) for seg in para.split("\n")]
        total = sum(map(len, groups))
        left = int((area.bottom - y) // lh) if sheets[-1] else room
        if total <= left or (len(groups) == 1 and total <= room):
            chunks = [[ln for g in groups for ln in g]]
        else:
            chunks, cap = [[]], max(0, left)
            for lines in groups:
                if chunks[-1] and len(chunks[-1]) + len(lines) > cap:
                    chunks.append([])
                    cap = room
                for ln in lines:
                    if len(chunks[-1]) >= cap:
                        chunks.append([])
                        cap = room
                    chunks[-1].append(ln)
            chunks = [c for c in chunks if c]
        for part in chunks:
            h = len(part) * lh
            place(h, lambda top, part=tuple(part), h=h: Block(kind, pygame.Rect(x, top, w, round(h)),
                                                              part, font))

    for para in page.paragraphs:
        text("text", para, BODY, area.x, area.w)
    for row in _rows(p, page.pictures, area):
        h = max(b.rect.h for b in row)
        place(h, lambda top, row=row: _moved(row, top))
    for note in page.rulings:
        w = area.w - MARK_W
        text("ruling", f"{ruling_mark()} {note}", RULING, area.x + MARK_W, w)
    return sheets


def _rows(p: "Painter", pictures: tuple[RulesPicture, ...], area: pygame.Rect) -> list[list[Block]]:
    """The pictures in rows of one or two cells (a cell: the picture, its caption beside
    it), each block placed at y = 0 (``_moved`` puts the row where it goes)."""
    if not pictures:
        return []
    widest = max(pic.size[0] for pic in pictures)
    cols = 2 if 2 * (widest + PIC_GAP + MIN_CAPTION) + COL_GAP <= area.w else 1
    cell_w = (area.w - (cols - 1) * COL_GAP) // cols
    lh = line_height(p, CAPTION)
    rows: list[list[Block]] = []
    for k in range(0, len(pictures), cols):
        row = []
        for i, pic in enumerate(pictures[k:k + cols]):
            pw, ph = pic.size
            x = area.x + i * (cell_w + COL_GAP)
            cap_w = cell_w - pw - PIC_GAP
            lines = tuple(p.wrap(pic.caption, cap_w, *CAPTION)) if pic.caption else ()
            h = max(ph, round(len(lines) * lh))
            row.append(Block("picture", pygame.Rect(x, 0, cell_w, h), lines, CAPTION, pic,
                             pygame.Rect(x, 0, pw, ph)))
        rows.append(row)
    return rows


def _moved(row: list[Block], top: int) -> RowBlock:
    return RowBlock(tuple(dataclasses.replace(b, rect=b.rect.move(0, top),
                                              art=b.art.move(0, top + (b.rect.h - b.art.h) // 2))
                          for b in row))


def blocks(sheet: Sheet) -> list[Block]:
    """The sheet's blocks, rows of pictures opened up into their cells."""
    out: list[Block] = []
    for b in sheet:
        out.extend(b.cells if isinstance(b, RowBlock) else (b,))
    return out


def draw_blocks(p: "Painter", sheet: Sheet) -> None:
    """Draws one sheet as ``flow`` laid it out."""
    for b in blocks(sheet):
        lh = line_height(p, b.font)
        size, role = b.font
        if b.picture is not None and b.art is not None:
            b.picture.draw(p, b.art)
            x = b.art.right + PIC_GAP
            y = b.rect.y + max(0.0, (b.rect.h - len(b.lines) * lh) / 2)
            for k, ln in enumerate(b.lines):
                p.text(ln, (x, y + k * lh), size, P.INK, role)
            continue
        if b.kind == "ruling":
            p.rect(pygame.Rect(b.rect.x - MARK_W, b.rect.y + 2, 4, b.rect.h - 4), RULING_INK, 2)
        for k, ln in enumerate(b.lines):
            pos = (b.rect.x, b.rect.y + k * lh)
            mark = ruling_mark()
            if b.kind == "ruling" and k == 0 and ln.startswith(mark):
                # The mark in red, the note in ink, on one line (the same font: the line
                # was wrapped as one text, so the two halves take its width exactly).
                p.text(mark, pos, size, RULING_INK, role)
                rest = ln[len(mark):].lstrip()
                if rest:
                    p.text(rest, (pos[0] + p.text_size(mark + " ", size, role)[0], pos[1]), size,
                           P.INK, role)
                continue
            p.text(ln, pos, size, P.INK, role)

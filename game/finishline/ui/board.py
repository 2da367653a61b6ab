"""Finish Line's board: the racecourse with its seven tiles, the dice tray, the pool, the
bet sheets. Drawn from the view it is given (or, while a clip plays, the clip's pictures
folded from the events, ``shown.py``); it never changes state and never judges a rule.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...fx.tween import lerp
from ...services.i18n import _
from ..data import load_data
from ...ui import palette as P
from ...ui.generic import Board, Playing
from ..words import die_colour, die_label, eur, face_help, face_name, horse
from . import art
from .clips import TRAY_DIE, TRAY_H, TRAY_W, FLClip
from .shown import Shown, seed_from_view

if TYPE_CHECKING:
    from ...ui.painter import Painter

SLOTS = 7
TILE_GAP = 12
TRACK_H = 236


SMALL_TRAY_W = 300  # the tray on the board (a replay's): the throw drawn scaled down


def areas(rect: pygame.Rect, tray: bool = True) -> dict[str, pygame.Rect]:
    """The board's parts in logical coordinates; without ``tray`` (the table draws it in
    the panel's place, ``TrackBoard.draw_idle``) the pool and the sheets take its room."""
    y, h = rect.y + TRACK_H + 6, rect.h - TRACK_H - 6
    x = rect.x + (SMALL_TRAY_W + 8 if tray else 0)
    return {"track": pygame.Rect(rect.x, rect.y, rect.w, TRACK_H),
            "tray": pygame.Rect(rect.x, y, SMALL_TRAY_W if tray else 0, h),
            "pool": pygame.Rect(x, y, 150, h),
            "sheets": pygame.Rect(x + 158, y, rect.right - x - 158, h)}


def tray_inside(tray: pygame.Rect) -> tuple[pygame.Rect, float]:
    """A tray's felt and the scale its throw is drawn at (1: the simulated size)."""
    inner = pygame.Rect(tray.x + 4, tray.y + 16, tray.w - 8, tray.h - 20)
    return inner, min(inner.w / TRAY_W, inner.h / TRAY_H)


def tile_rects(track: pygame.Rect, order: list[int], level: bool) -> dict[int, pygame.Rect]:
    """Where each running tile stands: back to lead, left to right, the leader nearest the
    post; dead even leaders share the lead slot, the upper one stacked on top."""
    n = len(order)
    out: dict[int, pygame.Rect] = {}
    x0 = track.x + 16
    for j, h in enumerate(order):
        slot = SLOTS - n + j
        dy = 0
        if level and n >= 2:
            if j == n - 2:
                slot, dy = SLOTS - 1, -22
            elif j < n - 2:
                slot += 1
        r = pygame.Rect(round(x0 + slot * (art.TILE_W + TILE_GAP)), track.y + 52 + dy,
                        art.TILE_W, art.TILE_H)
        if level and j == n - 2:
            r.x -= 10
        out[h] = r
    return out


def tray_dice(tray: pygame.Rect, hand: list[str]) -> dict[str, tuple[float, float]]:
    """Where the dice in hand rest in the tray (a row, once a throw has settled)."""
    inner, _k = tray_inside(tray)
    n = max(1, len(hand))
    return {d: (inner.x + inner.w * (i + 1) / (n + 1), inner.centery - 8)
            for i, d in enumerate(hand)}


class TrackBoard(Board):
    """The racecourse (see the module docstring)."""

    def picture(self, view: dict[str, Any], playing: Playing | None) -> tuple[Shown, Shown | None, float]:
        """The picture to draw: (after, before or None, progress)."""
        clip = playing.clip if playing is not None else None
        if isinstance(clip, FLClip) and clip.after is not None and clip.after.known \
                and clip.after.race == view.get("race"):
            return clip.after, clip.before, playing.k  # type: ignore[union-attr]
        return seed_from_view(view), None, 1.0

    def draw(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any],
             playing: Playing | None) -> None:
        a = areas(rect, tray=not self.idle_area)
        pic, before, k = self.picture(view, playing)
        clip = playing.clip if playing is not None and isinstance(playing.clip, FLClip) else None
        self.draw_track(p, a["track"], view, pic, before if clip and clip.kind == "slide" else None, k)
        if not self.idle_area:
            self.draw_tray(p, a["tray"], view, pic, clip, playing.t if playing else 1.0)
        self.draw_pool(p, a["pool"], view)
        self.draw_sheets(p, a["sheets"], view)
        if clip is not None:
            from .overlays import draw_overlay
            draw_overlay(p, rect, clip, playing.t, view)  # type: ignore[union-attr]

    # ---- the track ------------------------------------------------------------------------
    def draw_track(self, p: "Painter", r: pygame.Rect, view: dict[str, Any], pic: Shown,
                   before: Shown | None, k: float) -> None:
        p.rect(r, P.TURF_A, 10)
        for i in range(0, r.w, 44):  # mown stripes
            if (i // 44) % 2:
                p.rect(pygame.Rect(r.x + i, r.y + 30, 44, r.h - 60), P.TURF_B)
        p.rect(pygame.Rect(r.x, r.y + 24, r.w, 6), P.RAIL)
        p.rect(pygame.Rect(r.x, r.bottom - 30, r.w, 6), P.RAIL)
        post = r.right - 14  # the finish post: a chequered line
        for i in range(0, r.h - 60, 8):
            p.rect(pygame.Rect(post - 4 + (i // 8 % 2) * 4, r.y + 30 + i, 4, 8), P.WHITE)
            p.rect(pygame.Rect(post - (i // 8 % 2) * 4, r.y + 30 + i, 4, 8), P.BLACK)
        race, races = view.get("race", 0), view.get("races", 3)
        title = _("Race {race} of {races}").format(race=race, races=races)
        p.text(title, (r.x + 14, r.y + 4), 17, P.CHALK_YELLOW, "display")
        if pic.homestretch or view.get("homestretch"):
            p.text(_("Homestretch"), (r.right - 24, r.y + 4), 16, P.HIGHLIGHT, "ui_bold",
                   anchor="topright")
        p.text(_("rear"), (r.x + 16, r.bottom - 20), 12, P.CHALK, anchor="topleft")
        p.text(_("lead"), (post - 10, r.bottom - 20), 12, P.CHALK, anchor="topright")
        tiles, start, odds = view.get("tiles", {}), view.get("start", []), view.get("odds", [])
        now = tile_rects(r, pic.order, pic.level)
        was = tile_rects(r, before.order, before.level) if before is not None else {}
        leader = pic.order[-1] if pic.order else None
        # the stacked leader over the one below; tiles on the move over the ones they pass
        draw_order = sorted(now, key=lambda h: (h in was and was[h] != now[h],
                                                now[h].y < (now[leader].y if leader else 0), h))
        for h in draw_order:
            rr = now[h]
            if h in was and was[h] != rr:
                rr = pygame.Rect(round(lerp(was[h].x, rr.x, k)), round(lerp(was[h].y, rr.y, k)),
                                 rr.w, rr.h)
            self._tile(p, rr, h, tiles, start, odds, pic, highlight=h == leader)
        # a tile leaving the row (disqualified in this clip) rises off it, over the others
        for h, rr in was.items():
            if h not in now:
                lift = pygame.Rect(rr.x, round(rr.y - 40 * k), rr.w, rr.h)
                self._tile(p, lift, h, tiles, start, odds, pic, dim=True)

    def _tile(self, p: "Painter", r: pygame.Rect, h: int, tiles: dict[str, Any],
              start: list[int], odds: list[int], pic: Shown, highlight: bool = False,
              dim: bool = False) -> None:
        t = tiles.get(str(h), {})
        o = odds[start.index(h)] if h in start and len(odds) == len(start) else None
        art.draw_tile(p, r, h, t.get("trait", ""), pic.squares.get(str(h), []),
                      t.get("silks", []), odds=o, faces=pic.faces, highlight=highlight, dim=dim)

    # ---- the tray -------------------------------------------------------------------------
    def draw_tray(self, p: "Painter", r: pygame.Rect, view: dict[str, Any], pic: Shown,
                  clip: FLClip | None, t: float) -> None:
        p.rect(r, P.WOOD, 10)
        inner, scale = tray_inside(r)
        p.rect(inner, P.FELT, 6)
        turn = view.get("turn")
        names = [pl["name"] for pl in view.get("players", [])]
        who = names[turn] if isinstance(turn, int) and 0 <= turn < len(names) else ""
        p.text(_("Dice tray") + (f" - {who}" if who else ""), (r.x + 8, r.y + 1), 13, P.CREAM,
               "ui_bold", max_width=r.w - 16)
        size = TRAY_DIE * scale
        if clip is not None and clip.kind == "throw" and clip.throw is not None:
            throw = clip.throw
            k = min(1.0, t * (throw.seconds + 0.35) / throw.seconds) if throw.seconds else 1.0
            fr = throw.at(k)
            dice = clip.event["dice"]
            # (the throw centred in a felt of another shape, scaled to fit it)
            x0 = inner.x + (inner.w - TRAY_W * scale) / 2
            y0 = inner.y + (inner.h - TRAY_H * scale) / 2
            for i, d in enumerate(dice):
                x, y = fr.positions[i]
                faces = load_data().die_faces.get(d["id"])
                face = d["face"] if k >= 1.0 else _tumble(d["colour"], fr.tumble[i], faces)
                art.draw_die(p, (x0 + x * scale, y0 + y * scale), size, d["colour"], face,
                             fr.angles[i])
            return
        for d, c in tray_dice(r, pic.hand).items():
            art.draw_die(p, c, size, art.die_colour(d), pic.faces.get(d))
            p.text(die_colour(d), (c[0], c[1] + size * 0.62 + 8), 13, P.CHALK, "ui_bold",
                   anchor="center")

    def draw_idle(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any],
                  playing: Playing | None, line: str) -> bool:
        """The decision panel's place while nobody decides: the dice tray, large, right
        under the tiles, and beside it what the table is doing and the faces in hand."""
        pic, _before, _k = self.picture(view, playing)
        clip = playing.clip if playing is not None and isinstance(playing.clip, FLClip) else None
        tray = pygame.Rect(rect.x + 8, rect.y + 8, round(TRAY_W) + 8, rect.h - 16)
        self.draw_tray(p, tray, view, pic, clip, playing.t if playing else 1.0)
        x, w = tray.right + 16, rect.right - tray.right - 30
        y = rect.y + 14
        for text in p.wrap(line, w, 15, "serif_italic")[:2]:
            p.text(text, (x, y), 15, P.INK_SOFT, "serif_italic")
            y += 20
        throwing = clip is not None and clip.kind == "throw"
        for i, d in enumerate([] if throwing else pic.hand):  # (named once they settle)
            cy = y + 24 + i * 34
            art.draw_die(p, (x + 13, cy), 26, art.die_colour(d), pic.faces.get(d))
            face = pic.faces.get(d)
            words = face_name(face) if face else die_colour(d)
            p.text(words, (x + 34, cy), 15, P.INK, "ui_bold", anchor="midleft",
                   max_width=w - 34)
        return True

    # ---- the pool -------------------------------------------------------------------------
    def draw_pool(self, p: "Painter", r: pygame.Rect, view: dict[str, Any]) -> None:
        p.rect(r, P.SLATE, 10)
        pool = view.get("pool", [])
        p.text(_("Pool: {n}").format(n=len(pool)), (r.x + 10, r.y + 4), 14, P.CHALK, "ui_bold")
        for i, colour in enumerate(art.COLOURS):
            n = sum(1 for d in pool if art.die_colour(d) == colour)
            y = r.y + 34 + i * 28
            art.draw_die(p, (r.x + 24, y), 20, colour, None, dim=n == 0)
            p.text(f"x {n}", (r.x + 42, y), 14, P.CHALK if n else P.CHALK_DIM,
                   anchor="midleft")
        out = view.get("out", [])
        p.text(_("Out: {n}").format(n=len(out)), (r.x + 84, r.y + 34), 12, P.CHALK_DIM,
               anchor="midleft", max_width=r.w - 90)
        # (saved in the race, then lined up to be placed once it is run: waiting all along)
        saved = saved_extras(view)
        p.text(_("Saved: {n}").format(n=saved), (r.x + 84, r.y + 62), 12,
               P.HIGHLIGHT if saved else P.CHALK_DIM, anchor="midleft", max_width=r.w - 90)

    # ---- the bet sheets -------------------------------------------------------------------
    def draw_sheets(self, p: "Painter", r: pygame.Rect, view: dict[str, Any]) -> None:
        p.rect(r, P.CREAM, 8)
        p.rect(r, P.INK_SOFT, 8, width=1)
        p.text(_("Bet sheets"), (r.x + 10, r.y + 4), 14, P.INK, "ui_bold")
        players = view.get("players", [])
        sheets = view.get("sheets", [])
        race = view.get("race", 0)
        this = sheets[race - 1] if 0 < race <= len(sheets) else []
        # Revealed at the race's end: shown so while the payouts play (and in a replay),
        # though the view is refreshed only once every event has been shown.
        revealed = self.presentation.revealed_sheets(race)  # type: ignore[attr-defined]
        if revealed is not None:
            this = revealed
        col = (r.w - 12) / max(1, len(players))
        for i, pl in enumerate(players):
            x = r.x + 8 + i * col
            p.text(pl["name"], (x, r.y + 24), 13, P.INK, "ui_bold", max_width=col - 6)
            p.text(eur(pl["capital"]), (x, r.y + 40), 12, P.INK_SOFT, max_width=col - 6)
            sheet = this[i] if i < len(this) else None
            if sheet is None:
                p.text(_("sealed"), (x, r.y + 60), 12, P.INK_FAINT, max_width=col - 6)
                if pl.get("bets_done"):
                    p.text(_("done"), (x, r.y + 76), 12, P.GOOD, max_width=col - 6)
                continue
            for j, b in enumerate(sheet[:5]):
                hs = "-".join(str(h) for h in b["horses"])  # (under the horses' heading)
                line = f"{hs} {eur(b['stake'])} {b['odds']}x"
                p.text(line, (x, r.y + 60 + j * 16), 12,
                       P.INK if b["kind"] == "win" else P.INK_SOFT, max_width=col - 6)
            if not sheet:
                p.text(_("no bets"), (x, r.y + 60), 12, P.INK_FAINT, max_width=col - 6)

    # ---- the mouse ------------------------------------------------------------------------
    def hit(self, pos: tuple[float, float], rect: pygame.Rect,
            view: dict[str, Any]) -> Any | None:
        a = areas(rect, tray=not self.idle_area)
        for h, r in tile_rects(a["track"], list(view.get("order", [])),
                               bool(view.get("level"))).items():
            if r.collidepoint(pos):
                return ("horse", h)
        half = TRAY_DIE * tray_inside(a["tray"])[1] / 2
        for d, c in (tray_dice(a["tray"], list(view.get("hand", [])))
                     if not self.idle_area else {}).items():
            if abs(pos[0] - c[0]) < half and abs(pos[1] - c[1]) < half:
                return ("die", d)
        for i, colour in enumerate(art.COLOURS):
            if pygame.Rect(a["pool"].x, a["pool"].y + 22 + i * 28, 80, 24).collidepoint(pos):
                return ("colour", colour)
        return None

    def tooltip(self, pos: tuple[float, float], rect: pygame.Rect,
                view: dict[str, Any]) -> str:
        a = areas(rect, tray=not self.idle_area)
        faces = view.get("faces", {})
        rects = tile_rects(a["track"], list(view.get("order", [])), bool(view.get("level")))
        for h, r in rects.items():
            if not r.collidepoint(pos):
                continue
            squares = view.get("squares", {}).get(str(h), [])
            for d, sq in zip(squares, art.square_rects(r, len(squares))):
                if sq.collidepoint(pos) and d and d != "#":
                    return (f"{face_name(faces[d])}: {face_help(faces[d])}" if d in faces
                            else die_label(d).capitalize())
            return tile_words(h, view)
        half = TRAY_DIE * tray_inside(a["tray"])[1] / 2
        for d, c in (tray_dice(a["tray"], list(view.get("hand", [])))
                     if not self.idle_area else {}).items():
            if abs(pos[0] - c[0]) < half and abs(pos[1] - c[1]) < half:
                return (f"{face_name(faces[d])}: {face_help(faces[d])}"
                        if d in faces else die_label(d))
        return ""


def saved_extras(view: dict[str, Any], seat: int | None = None) -> int:
    """The saved Extra moves still to be played (of ``seat``, or of everybody): those
    saved in the race and, once it is run, those lined up to be placed."""
    held = list(view.get("saved") or []) + list(view.get("extras") or [])
    return sum(1 for s, _die in held if seat is None or s == seat)


def tile_words(h: int, view: dict[str, Any]) -> str:
    """A tile's tooltip: number, trait, odds, free squares."""
    t = view.get("tiles", {}).get(str(h), {})
    trait = {"F": _("favourite (F): one white horseshoe moves it up"),
             "S": _("steady runner (S): no Whipping, no Disqualified!, no white die taken")
             }.get(t.get("trait", ""), _("no trait"))
    start, odds = view.get("start", []), view.get("odds", [])
    o = odds[start.index(h)] if h in start and len(odds) == len(start) else "?"
    squares = view.get("squares", {}).get(str(h), [])
    free = sum(1 for x in squares if x is None)
    line = _("{horse}: {trait}; odds {odds}x; {free} free squares").format(
        horse=horse(h).capitalize(), trait=trait, odds=o, free=free)
    faces = view.get("faces", {})
    dice = [_("{face} ({colour})").format(face=face_name(faces[d]), colour=die_colour(d))
            if d in faces else die_label(d)
            for d in squares if d and d != "#"]
    if dice:
        line += "\n" + _("Dice on it: {dice}").format(dice=", ".join(dice))
    return line


def _tumble(colour: str, index: int, faces: list[str] | None) -> str | None:
    """A face shown while a die tumbles (its own faces when known)."""
    if faces:
        return faces[index % len(faces)]
    return None

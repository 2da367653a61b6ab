"""The clips of the race show: one small animation each, driven by elapsed seconds
(``clip_base``: what a clip is; ``effects``: the ones that never block).

Blocking clips hold the next event back (the horses must arrive before the next card is
turned); effects (dust, coins, flashes) run alongside and never hold anything back.
"""
from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Callable, Union

import pygame

from ....fx.dice_physics import DiceThrow
from ....services.i18n import _
from ....fx.tween import bob, ease_in_out, ease_out, ease_out_back
from ....ui import colour_aid
from ....ui import fallback_art as FA
from ....ui import palette as P
from ....ui import pieces
from .. import cards
from .. import table_layout as L
from ..describe import horse
from ....ui.painter import Painter
from . import draw as D
from .clip_base import Clip, squares_of
from .clip_base import phase as _phase
from .effects import Dust, FinishFlash, Money  # noqa: F401 (the show takes Money from here)
from .geometry import DIE, TRAY, arc, pawn_rect_at
from .view import RaceView

if TYPE_CHECKING:
    from .show import RaceShow

SEPIA = (112, 86, 52)
OXBLOOD = (122, 34, 32)


# ---- horses ------------------------------------------------------------------------------

class Gallop(Clip):
    """The horses run from their squares to the new ones, all at once (or sprint)."""

    def __init__(self, moves: dict[str, tuple[int, int]], lanes: dict[str, int], sprint: bool = False) -> None:
        most = max([abs(b - a) for a, b in moves.values()] + [0])
        super().__init__((0.55 if sprint else 0.75) + 0.07 * most)
        self.moves = moves
        self.lanes = lanes
        self.sprint = sprint
        self.crossed: set[str] = set()
        self._dust_clock = 0.0
        self._hoof_clock = 0.0

    def pos(self, c: str) -> float:
        a, b = self.moves[c]
        ease = ease_out_back if self.sprint else ease_in_out
        return a + (b - a) * ease(self.k)

    def start(self, show: "RaceShow") -> None:
        if self.sprint:
            show.sfx("card_slide", 0.5)

    def tick(self, dt: float, show: "RaceShow") -> None:
        moving = [c for c, (a, b) in self.moves.items() if b != a]
        if not moving:
            return
        # Hoofbeats: the tempo follows the pack's speed (squares per second).
        speed = max(abs(self.moves[c][1] - self.moves[c][0]) for c in moving) / max(0.2, self.duration)
        tempo = 5.0 + 2.2 * speed  # beats per second
        live = 0.15 < self.k < 0.9
        self._hoof_clock += dt
        if live and self._hoof_clock >= 1.0 / tempo:
            self._hoof_clock = 0.0
            show.sfx("hoof", min(1.0, 0.35 + 0.08 * len(moving)))
        self._dust_clock += dt
        if self._dust_clock >= 0.07 and self.k < 0.92:
            self._dust_clock = 0.0
            for c in moving:
                r = pawn_rect_at(squares_of(show), self.lanes[c], self.pos(c))
                show.effects.append(Dust((r.x + 10, r.bottom - 7), show.rand()))
        finish = show.data.track.finish_line
        for c in moving:
            a, b = self.moves[c]
            if c not in self.crossed and a < finish <= self.pos(c) and b >= finish:
                self.crossed.add(c)
                show.effects.append(FinishFlash(self.lanes[c]))
                show.first_across()

    def apply(self, view: RaceView) -> None:
        for c, (a, b) in self.moves.items():
            if a == b:
                continue
            view.positions[c] = self.pos(c)
            stride = 2.2 + 0.35 * abs(b - a)  # strides per second
            view.frames[c] = int(self.t * stride * 6) % 6
            view.lift[c] = bob(self.t, stride / 2, 2.5) * (1 - self.k ** 4)
            if self.sprint and self.started:  # not before the dice have settled: no spoilers
                view.glow[c] = 1 - self.k

    def draw(self, p: Painter, show: "RaceShow") -> None:
        if not self.sprint:
            return
        for c, (a, b) in self.moves.items():
            if a == b:
                continue
            r = pawn_rect_at(squares_of(show), self.lanes[c], self.pos(c))
            fade = int(220 * (1 - self.k))
            # Speed lines behind the horse and the word, for the burst.
            for k in range(3):
                y = r.y + 12 + k * 9
                p.line((r.x - 26 - 6 * k, y), (r.x + 4, y), P.HIGHLIGHT, 2, alpha=fade)
            # Over the horse; in the first lane ahead of it (over it would cover the squares'
            # numbers, under it the next lane's horse).
            over = r.y - 3 - 16 >= L.LANE_Y0
            p.text(_("SPRINT +{n}").format(n=b - a), (r.centerx, r.y - 3) if over else (r.right + 3, r.centery),
                   13, P.HIGHLIGHT, "ui_bold", anchor="midbottom" if over else "midleft",
                   shadow=P.INK, alpha=max(0, min(255, fade + 60)))


class RankFly(Clip):
    """A horse that finished: its token flies from the pawn to its ranking space."""

    def __init__(self, horse: str, lane: int, pos: int, place: int, delay: float) -> None:
        super().__init__(0.75 + delay)
        self.horse, self.lane, self.pos, self.place, self.delay = horse, lane, pos, place, delay

    def start(self, show: "RaceShow") -> None:
        if self.place == 1:
            show.first_across()

    def apply(self, view: RaceView) -> None:
        view.hidden_ranks.add(self.horse)

    def draw(self, p: Painter, show: "RaceShow") -> None:
        k = _phase(self.t, self.delay, self.duration)
        a = pawn_rect_at(squares_of(show), self.lane, self.pos).center
        to = L.rank_rect(self.place).inflate(-4, -4)
        x, y = arc(a, to.center, ease_in_out(k), 70)
        size = 26 + (to.w - 26) * k + 10 * math.sin(math.pi * k)
        pieces.token(p, self.horse, pygame.Rect(round(x - size / 2), round(y - size / 2), round(size), round(size)))


# ---- cards -------------------------------------------------------------------------------

class MovementReveal(Clip):
    """The top movement card slides off the deck, flips, and its odds rows light up."""

    SLIDE, FLIP, GLOW = 0.3, 0.3, 0.35

    def __init__(self, card: int, before: int | None, values: list[int]) -> None:
        super().__init__(self.SLIDE + self.FLIP + self.GLOW)
        self.card, self.before, self.values = card, before, values

    def start(self, show: "RaceShow") -> None:
        show.sfx("card_slide", 0.6)

    def tick(self, dt: float, show: "RaceShow") -> None:
        if not getattr(self, "_flipped", False) and self.t >= self.SLIDE:
            self._flipped = True
            show.sfx("card_flip", 0.8)

    def apply(self, view: RaceView) -> None:
        view.movement_card = self.before
        g = _phase(self.t, self.SLIDE + self.FLIP, self.duration)
        if g > 0:
            for r in range(len(self.values)):
                view.lit_rows[r] = math.sin(math.pi * min(1.0, g * 1.6)) if g < 0.6 else 1.0

    def draw(self, p: Painter, show: "RaceShow") -> None:
        from .geometry import DECK
        mv = L.BB_MOVE
        s = ease_out(_phase(self.t, 0, self.SLIDE))
        cx = DECK.centerx + (mv.centerx - DECK.centerx) * s
        cy = DECK.centery + (mv.centery - DECK.centery) * s
        f = _phase(self.t, self.SLIDE, self.SLIDE + self.FLIP)
        squeeze = abs(math.cos(math.pi * f))
        lift = math.sin(math.pi * f) * 10
        p.shadow(pygame.Rect(round(cx - mv.w * squeeze / 2), round(cy - mv.h / 2 + 4), max(1, round(mv.w * squeeze)),
                             mv.h), 6, 4, 110)
        if f < 0.5:
            surf = D.sprite_surface(p, ("card_back_movement", "card_back"), mv.size,
                                    partial(FA.card_back, family="movement"), fit="stretch")
        else:
            rows = [pygame.Rect(0, L.odds_row_rect(r).y - mv.y, mv.w, L.odds_row_rect(r).h)
                    for r in range(len(show.data.odds_values))]
            surf = D.picture(p, ("movement", self.card), mv.size,
                             lambda q: cards.movement_card(q, show.data, self.card, pygame.Rect(0, 0, mv.w, mv.h), rows))
            p.note("movement_card", self.card)
        D.blit_center(p, surf, (cx, cy - lift), scale_x=squeeze)
        g = _phase(self.t, self.SLIDE + self.FLIP, self.duration)
        if g > 0:
            # The value of each row glows on the card as the rows light up.
            for r, v in enumerate(self.values):
                rr = L.move_value_rect(r)
                p.rect(rr.inflate(-8, -4), P.HIGHLIGHT, 6, width=2, alpha=int(200 * (1 - g * 0.5)))


class RevealFlips(Clip):
    """The face-down action cards behind the lanes turn face up one by one."""

    EACH = 0.26

    def __init__(self, slots: list[tuple[str, int, int, int, int]], hidden_after: set[tuple[str, int]],
                 horse_lanes: frozenset[str] = frozenset()) -> None:
        super().__init__(self.EACH * len(slots) + (0.2 if slots else 0.0))
        self.slots = slots  # (colour, lane index, slot, of n, card)
        self.hidden_after = hidden_after
        self.horse_lanes = horse_lanes  # lanes with a Horse card lined up (their cards sit closer)
        self._played = -1

    def _current(self) -> int:
        return min(len(self.slots), int(self.t / self.EACH)) if self.slots else 0

    def tick(self, dt: float, show: "RaceShow") -> None:
        i = self._current()
        if i < len(self.slots) and i != self._played:
            self._played = i
            show.sfx("card_flip", 0.7)

    def apply(self, view: RaceView) -> None:
        i = self._current()
        for j, (c, _lane, slot, _n, _card) in enumerate(self.slots):
            if j > i:
                view.face_down.add((c, slot))
            elif j == i:
                view.hidden_cards.add((c, slot))

    def draw(self, p: Painter, show: "RaceShow") -> None:
        i = self._current()
        if i >= len(self.slots):
            return
        c, lane, slot, n, card = self.slots[i]
        r = L.lane_card_rect(lane, slot, n, c in self.horse_lanes)
        f = (self.t - i * self.EACH) / self.EACH
        squeeze = abs(math.cos(math.pi * f))
        big = pygame.Rect(0, 0, r.w, r.h)
        if f < 0.5:
            surf = D.picture(p, ("back", "action"), big.size, lambda q: pieces.card_back(q, big))
        else:
            surf = D.picture(p, ("action", card), big.size, lambda q: cards.action_card(q, show.data, card, big, "tiny"))
            p.note("card_face", card)
        D.blit_center(p, surf, (r.centerx, r.centery - 6 * math.sin(math.pi * f)), scale_x=squeeze)


class Discard(Clip):
    """A cancelled card lifts, is stamped with the reason and slides off the table."""

    def __init__(self, card: int, lane: int, slot: int, n: int, line: str, horse_card: bool = False) -> None:
        super().__init__(1.5)
        self.card, self.lane, self.slot, self.n, self.line = card, lane, slot, n, line
        self.horse_card = horse_card  # a Horse card lined up on this lane

    def start(self, show: "RaceShow") -> None:
        show.sfx("card_slide", 0.7)

    def draw(self, p: Painter, show: "RaceShow") -> None:
        r = L.lane_card_rect(self.lane, self.slot, self.n, self.horse_card)
        up = ease_out(_phase(self.t, 0, 0.25))
        away = ease_in_out(_phase(self.t, 1.05, 1.5))
        x = r.centerx - away * 140
        y = r.centery - 8 * up
        alpha = int(255 * (1 - away))
        big = pygame.Rect(0, 0, r.w, r.h)
        surf = D.picture(p, ("action", self.card), big.size, lambda q: cards.action_card(q, show.data, self.card, big, "tiny"))
        D.blit_center(p, surf, (x, y), angle=-18 * away, alpha=alpha)
        p.note("card_face", self.card)
        if self.t < 1.2:
            # The reason, on a paper slip beside the lane.
            label = pygame.Rect(L.SQ_X0 + 6, L.lane_rect(self.lane).y + 8, 470, 30)
            a = int(240 * min(1.0, _phase(self.t, 0.1, 0.3)) * (1 - _phase(self.t, 1.0, 1.2)))
            p.rect(label, P.CREAM, 6, alpha=a)
            p.rect(label, P.BAD, 6, width=2, alpha=a)
            p.text(_("CANCELLED  {reason}").format(reason=self.line), (label.x + 8, label.centery), 13, P.BAD, "ui_bold",
                   anchor="midleft", max_width=label.w - 14, alpha=a)
            stamp = min(1.0, _phase(self.t, 0.2, 0.35))
            if stamp > 0:
                p.line((x - r.w / 2, y + r.h / 2), (x + r.w / 2, y - r.h / 2), P.BAD, 3, alpha=int(230 * stamp))


# ---- Blackboard --------------------------------------------------------------------------

class TokenMoves(Clip):
    """Stable tokens slide along the Blackboard to their new odds rows."""

    def __init__(self, moves: dict[str, tuple[pygame.Rect, pygame.Rect]]) -> None:
        super().__init__(0.85)
        self.moves = moves

    def start(self, show: "RaceShow") -> None:
        show.sfx("chalk", 0.8)

    def apply(self, view: RaceView) -> None:
        view.hidden_tokens.update(self.moves)

    def draw(self, p: Painter, show: "RaceShow") -> None:
        k = ease_in_out(self.k)
        for c, (a, b) in self.moves.items():
            x, y = arc(a.center, b.center, k, 0)
            x += 18 * math.sin(math.pi * k)  # lifted off the board and put down again
            size = a.w + 8 * math.sin(math.pi * k)
            if 0 < self.k < 1:
                p.circle((x + 3, y + 4), size / 2, (0, 0, 0), alpha=70)
            pieces.token(p, c, pygame.Rect(round(x - size / 2), round(y - size / 2), round(size), round(size)))


class DiceTray(Clip):
    """The two sprint dice thrown onto a felt tray (pymunk), resting on the engine's faces."""

    APPEAR, HOLD, FADE = 0.15, 0.55, 0.2

    def __init__(self, seed: int, roll: int, dice: list[str], colours: tuple[str, ...]) -> None:
        super().__init__(10.0)  # the real length is known when the throw settles
        self.throw = DiceThrow(seed, roll, width=TRAY.w - 16, height=TRAY.h - 16, size=DIE, count=len(dice))
        self.dice = list(dice)
        self.colours = colours
        self._hits = 0
        self._last = self.throw.positions
        self._slow = [False] * len(dice)
        self._end: float | None = None

    def start(self, show: "RaceShow") -> None:
        show.sfx("dice_roll", 0.5)

    def tick(self, dt: float, show: "RaceShow") -> None:
        if self.t < self.APPEAR:
            return
        before = self.throw.positions
        self.throw.update(dt)
        now = self.throw.positions
        for hit in self.throw.hits[self._hits:]:
            show.hit(hit.impulse)
        self._hits = len(self.throw.hits)
        if dt > 0:
            for i, (a, b) in enumerate(zip(before, now)):
                if math.hypot(b[0] - a[0], b[1] - a[1]) / dt < 45:
                    self._slow[i] = True  # nearly still: it shows its final face from now on
        if self.throw.done and self._end is None:
            self._end = self.t + self.HOLD + self.FADE
            self.duration = self._end

    def finish(self, show: "RaceShow") -> None:
        self.throw.finish()
        super().finish(show)

    def resting(self) -> bool:
        return self.throw.done

    def face(self, i: int) -> str:
        if self.throw.done or self._slow[i]:
            return self.dice[i]
        return self.colours[self.throw.tumble_face(i, len(self.colours))]

    def apply(self, view: RaceView) -> None:
        view.hide_dice = True

    def draw(self, p: Painter, show: "RaceShow") -> None:
        a = min(1.0, self.t / self.APPEAR)
        if self._end is not None:
            a *= 1 - _phase(self.t, self._end - self.FADE, self._end)
        alpha = int(255 * a)
        if alpha <= 0:
            return
        tray = TRAY
        p.shadow(tray, 14, 6, int(150 * a))
        p.rect(tray, P.WOOD_DARK, 14, alpha=alpha)
        inner = tray.inflate(-16, -16)
        p.rect(inner, P.FELT, 10, alpha=alpha)
        p.rect(inner, P.FELT_DARK, 10, width=3, alpha=alpha)
        p.text(_("SPRINT"), (tray.centerx, tray.y + 2), 12, P.BRASS_LIGHT, "ui_bold", anchor="midtop",
               alpha=alpha)
        for i, ((x, y), ang) in enumerate(zip(self.throw.positions, self.throw.angles)):
            colour = self.face(i)
            cx, cy = inner.x + x, inner.y + y
            surf = D.die_surface(p, colour)
            p.circle((cx + 4, cy + 5), DIE * 0.55, (0, 0, 0), alpha=int(60 * a))
            D.blit_center(p, surf, (cx, cy), angle=-math.degrees(ang), alpha=alpha)
            p.note("die_shown", i, colour, self.throw.done)
        if self.throw.done:
            names = (_("{a} and {b}").format(a=horse(self.dice[0]), b=horse(self.dice[1]))
                     if len(self.dice) == 2 else ", ".join(horse(c) for c in self.dice))
            p.text(names, (tray.centerx, tray.bottom - 4), 15, P.CREAM, "ui_bold", anchor="midbottom",
                   shadow=P.INK, alpha=alpha)


# ---- moments -----------------------------------------------------------------------------

Words = Union[str, Callable[[], str]]


def said(words: Words) -> str:
    """Words to draw: a callable is asked now (in the language chosen now)."""
    return words() if callable(words) else words


class Banner(Clip):
    """Big words across the track: "They're off!", the winner."""

    def __init__(self, title: Words, sub: Words = "", duration: float = 1.4, colour=OXBLOOD) -> None:
        super().__init__(duration)
        # Words said when drawn (a callable: the language of the moment), or already said.
        self.words, self.colour = (title, sub), colour

    @property
    def title(self) -> str:
        return said(self.words[0])

    @property
    def sub(self) -> str:
        return said(self.words[1])

    def draw(self, p: Painter, show: "RaceShow") -> None:
        # The band and its words appear together, fading in (a band with no words flashed for
        # a frame when the words waited for it to grow); the band pops from 80 %, the words keep
        # their preloaded sizes (race.draw.preload: no font opened mid-race).
        fade = min(_phase(self.t, 0, 0.12), 1 - _phase(self.t, self.duration - 0.3, self.duration))
        if fade <= 0:
            return
        s = 0.8 + 0.2 * ease_out_back(_phase(self.t, 0, 0.35))
        alpha = int(255 * fade)
        cy = L.TRACK.y + L.TRACK.h * 0.5
        h = 64 * s
        band = pygame.Rect(L.TRACK.x + 60, round(cy - h / 2), L.TRACK.w - 120, round(h))
        p.shadow(band, 8, 5, int(140 * fade))
        p.rect(band, self.colour, 8, alpha=int(235 * fade))
        p.rect(band.inflate(-8, -8), P.BRASS_LIGHT, 6, width=2, alpha=alpha)
        p.text(self.title, (band.centerx, band.centery - (9 * s if self.sub else 0)), 32, P.CREAM,
               "display", anchor="center", shadow=P.INK, alpha=alpha)
        if self.sub:
            p.text(self.sub, (band.centerx, band.centery + 20 * s), 15, P.BRASS_LIGHT,
                   "serif_italic", anchor="center", alpha=alpha)


class PhotoFinish(Clip):
    """A camera flash, then a sepia print of the horses at the line with the tie-break reason."""

    def __init__(self, horses: list[str], lanes: dict[str, int], positions: dict[str, float], reason: str) -> None:
        super().__init__(2.8)
        self.horses, self.lanes, self.positions, self.reason = horses, lanes, positions, reason
        self.print: pygame.Surface | None = None

    def start(self, show: "RaceShow") -> None:
        show.sfx("click", 1.0)

    def _capture(self, p: Painter, show: "RaceShow") -> None:
        # The print is taken once from what the table shows: the tied horses' lanes at the line.
        lanes = [self.lanes[h] for h in self.horses if h in self.lanes] or [0]
        top = L.LANE_Y0 + min(lanes) * L.LANE_H - 4
        bottom = L.LANE_Y0 + (max(lanes) + 1) * L.LANE_H + 4
        # Four squares before the line and two past it, on the printed track (33 px each);
        # never narrower than that, and on the squares whatever the finish line.
        squares = squares_of(show)
        fx = squares.x(squares.finish)
        w = round(max(6 * squares.width, 198))
        area = pygame.Rect(fx - round(w * 2 / 3), top, w, bottom - top)
        area = area.clamp(pygame.Rect(L.SQ_X0, top, L.TRACK_END - L.SQ_X0, bottom - top))
        src = p.surface.subsurface(p.R(area).clip(p.surface.get_rect())).copy()
        grey = pygame.transform.grayscale(src)
        tint = pygame.Surface(grey.get_size())
        tint.fill((255, 226, 178))
        grey.blit(tint, (0, 0), special_flags=pygame.BLEND_MULT)
        # Scaled to a print at most 300 x 210 logical px, in a cream border with the caption.
        k = min(300 / area.w, 210 / area.h)
        img = pygame.transform.smoothscale(grey, (p.px(area.w * k), p.px(area.h * k)))
        card = pygame.Surface((img.get_width() + p.px(20), img.get_height() + p.px(66)), pygame.SRCALPHA)
        card.fill((246, 238, 220))
        pygame.draw.rect(card, SEPIA, card.get_rect(), max(1, p.px(1.5)))
        card.blit(img, (p.px(10), p.px(10)))
        sub = Painter(card, type(p.vp)(card.get_size(), p.scale, 0, 0), p.assets)
        cw, ch = card.get_width() / p.scale, card.get_height() / p.scale
        if colour_aid.on(p):
            # Sepia keeps no colour: the tied horses' tokens (pattern and number) on the print.
            for i, h in enumerate(self.horses):
                pieces.token(sub, h, pygame.Rect(16 + i * 30, 16, 26, 26), tag="photo_token")
        sub.text(_("PHOTO FINISH"), (cw / 2, ch - 52), 20, SEPIA, "display", anchor="midtop",
                 max_width=cw - 20)
        sub.text(self.reason, (cw / 2, ch - 26), 12, P.INK_SOFT, "serif_italic", anchor="midtop", max_width=cw - 20)
        self.print = pygame.transform.rotozoom(card, -2.5, 1.0)

    def draw(self, p: Painter, show: "RaceShow") -> None:
        if self.print is None:
            self._capture(p, show)
        flash = 1 - _phase(self.t, 0, 0.25)
        if self.t > 0.08 and self.print is not None:
            k = ease_out_back(_phase(self.t, 0.08, 0.45))
            fade = 1 - _phase(self.t, self.duration - 0.35, self.duration)
            img = self.print
            if k < 0.999:
                w, h = img.get_size()
                z = max(0.05, 0.6 + 0.4 * k)
                img = pygame.transform.scale(img, (max(1, round(w * z)), max(1, round(h * z))))
            p.rect((0, 0, 1280, 720), (20, 14, 8), alpha=int(90 * fade))
            D.blit_center(p, img, (L.TRACK.centerx + 30, L.TRACK.centery + 10), alpha=int(255 * fade))
            p.note("text", _("PHOTO FINISH"))
            p.note("text", self.reason)
            if colour_aid.on(p):
                for h in self.horses:
                    p.note("photo_token", h)  # drawn into the print once, noted every frame
        if flash > 0:
            p.rect(L.TRACK, (255, 255, 255), 10, alpha=int(220 * flash))

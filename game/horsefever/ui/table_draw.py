"""Draws the table from a display state: track, Blackboard, player panels, hand, log.

Reads only a ``DisplayState`` (public), the ``PrivateKnowledge`` the hot-seat controller allows
(or None) and ``Marks`` (what the decision highlights); changes nothing. During the race show a
``RaceView`` (race/view.py) gives the in-between picture: pawns between squares, cards unturned.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ...services.bot_words import level_name
from ..rules.data import GameData
from ...services.i18n import _
from ..log_words import money
from . import board_panels, cards
from ...ui import fallback_art as FA, palette as P, pieces
from . import table_layout as L
from .display import DisplayState
from ...ui.backdrop import draw_background
from ...ui.charts import marker, player_style
from ...ui.generic.logbook import colour_of
from ...ui.painter import Painter
from .private_knowledge import PrivateKnowledge
from ...ui.viewport import Viewport
from .race.geometry import pawn_rect_at
from .race.view import KEEP, RaceView
from .track_draw import draw_track_static
from .track_squares import track_squares

NO_ANIM = RaceView()

# Parts of the table that change only when the game does (panels, Blackboard, log, hand,
# lane cards) are drawn once into a picture and reused while their facts stay the same:
# one picture per part, so memory stays flat (see game/horsefever/ui/bench.py for the frame times).
_PICTURES: dict[str, tuple[Any, pygame.Surface, list]] = {}


def _cached(p: Painter, part: str, key: Any, r: pygame.Rect, draw: Callable[[Painter], None]) -> None:
    """Draws ``draw`` through a picture of logical ``r`` kept while ``key`` is unchanged."""
    pr = p.R(r)
    full = (key, pr.size, p.scale, id(p.assets))
    hit = _PICTURES.get(part)
    if hit is None or hit[0] != full:
        surf = pygame.Surface(pr.size, pygame.SRCALPHA)
        sub = Painter(surf, Viewport(pr.size, p.scale, -r.x * p.scale, -r.y * p.scale), p.assets)
        draw(sub)
        hit = _PICTURES[part] = (full, surf, sub.ops)
    p.surface.blit(hit[1], pr.topleft)
    p.ops.extend(hit[2])


@dataclass
class Marks:
    """Highlights asked for by the decision in progress, plus hover and time."""

    to_move: int | None = None
    thinking: bool = False  # the seat to move is a bot
    pickable_horses: frozenset[str] = frozenset()
    selected_horse: str | None = None
    pending_card: tuple[str, int] | None = None  # (lane, card) not yet confirmed
    pickable_cards: bool = False
    selected_card: int | None = None
    hover: tuple | None = None
    t: float = 0.0  # seconds, for gentle pulsing
    hand_note: str = ""  # why the hand tray is empty
    hand_owner: str = ""
    private_keys: set = field(default_factory=set)


def draw_table(p: Painter, data: GameData, ds: DisplayState, private: PrivateKnowledge | None,
               marks: Marks, log_lines: list[str], anim: RaceView | None = None) -> None:
    """Everything of the table except the decision panel (the scene draws that)."""
    colours = tuple(ds.colours)
    anim = anim or NO_ANIM
    # The parts that never change are drawn once per window size and reused.
    p.layer(("table-static", colours, data.odds_values, data.track.finish_line), (0, 0, 1280, 720),
            lambda q: _draw_static(q, data, colours))
    draw_track(p, data, ds, private, marks, anim)
    draw_blackboard(p, data, ds, marks, anim)
    draw_players(p, data, ds, marks, anim)
    board_panels.draw(p, data, ds, private)  # Board Game items (Family: draws nothing)
    draw_hand(p, data, private, marks)
    draw_log(p, log_lines)


def _draw_static(p: Painter, data: GameData, colours: tuple[str, ...]) -> None:
    draw_background(p)
    draw_track_static(p, colours, track_squares(data.track.finish_line))
    _board_static(p, data, len(colours))


# ---- the racetrack -----------------------------------------------------------------------

def draw_track(p: Painter, data: GameData, ds: DisplayState, private: PrivateKnowledge | None,
               marks: Marks, anim: RaceView = NO_ANIM) -> None:
    for i, c in enumerate(ds.colours):
        pickable = c in marks.pickable_horses
        lane = L.lane_rect(i).inflate(-2, -4)
        hovered = pickable and marks.hover is not None and marks.hover[0] in ("lane", "horse") \
            and marks.hover[1] == c
        if marks.selected_horse == c:
            p.rect(lane, P.HIGHLIGHT, 4, width=3)
            p.rect(lane, P.HIGHLIGHT, 4, alpha=30)
        elif hovered:
            p.rect(lane, P.HIGHLIGHT, 4, width=2)
            p.rect(lane, P.HIGHLIGHT, 4, alpha=40)
        elif pickable:
            # A slow, faint pulse says "you can click here" without shouting.
            a = 40 + int(45 * (0.5 + 0.5 * math.sin(marks.t * 3)))
            p.rect(lane, P.HIGHLIGHT, 4, width=1.5, alpha=a)
    own = tuple((c, tuple(v)) for c, v in sorted(private.played.items())) if private is not None else None
    key = (tuple((c, tuple((pc["seat"], pc.get("card")) for pc in ds.lanes.get(c, []))) for c in ds.colours),
           own, marks.pending_card, frozenset(anim.face_down), frozenset(anim.hidden_cards),
           frozenset(ds.board.lineup))

    def cards(q: Painter) -> None:
        for i, c in enumerate(ds.colours):
            _draw_lane_cards(q, data, ds, private, marks, i, c, anim)

    _cached(p, "lane-cards", key, pygame.Rect(L.TRACK.x, L.TRACK.y, L.BADGE_X - L.TRACK.x, L.TRACK.h), cards)
    # Horses (ranked ones stay faint where they finished; their token is on the ranking).
    squares = track_squares(data.track.finish_line)
    for i, c in enumerate(ds.colours):
        pos = ds.positions.get(c, 0)
        running = c in anim.positions
        pr = pawn_rect_at(squares, i, anim.positions[c]) if running else squares.pawn_rect(i, pos)
        pr = pr.move(0, round(anim.lift.get(c, 0.0)))
        ranked = c in ds.ranked and c not in anim.hidden_ranks
        if ds.race_on and not ranked and not running:
            moved = ds.last_moves.get(c)
            if moved:
                p.text(f"+{moved}", (pr.x - 2, pr.centery), 12, P.CREAM, "ui_bold", anchor="midright",
                       shadow=P.INK)
        glow = anim.glow.get(c, 0.0)
        if glow > 0:
            p.circle(pr.center, pr.h * 0.62, P.HIGHLIGHT, alpha=int(120 * glow))
        p.note("pawn", c, pr.x, pr.y)
        pieces.horse(p, c, pr, alpha=110 if ranked else 255, frame=anim.frames.get(c, 0))
        # Its square, where the track cannot show it: past the last square drawn, or (on a
        # long track, not every square numbered) while it stands on one, not mid-stride.
        standing = anim.positions.get(c, pos)
        if pos > squares.last:
            p.text(f"{pos}", (pr.right, pr.y), 11, P.CREAM, "ui_bold", anchor="topright", shadow=P.INK)
        elif squares.numbered_pawns and not ranked and float(standing).is_integer():
            p.text(f"{int(standing)}", (pr.right, pr.y), 11, P.CREAM, "ui_bold", anchor="topright", shadow=P.INK)
        if ranked:
            place = ds.ranked.index(c) + 1
            p.circle((pr.right - 4, pr.y + 8), 9, P.BRASS)
            p.text(str(place), (pr.right - 4, pr.y + 8.5), 12, P.INK, "ui_bold", anchor="center")
        if c in ds.sprints and ds.sprints[c] and not ranked and not running:
            p.text(_("sprint +{n}").format(n=ds.sprints[c]), (pr.centerx + 6, pr.bottom - 2), 10, P.HIGHLIGHT,
                   "ui_bold", anchor="midtop", shadow=P.INK)
        if c in ds.photo:
            a = 150 + int(100 * (0.5 + 0.5 * math.sin(marks.t * 5)))
            p.rect(pr.inflate(8, 6), P.HIGHLIGHT, 8, width=2.5, alpha=min(255, a))


def _draw_lane_cards(p: Painter, data: GameData, ds: DisplayState, private: PrivateKnowledge | None,
                     marks: Marks, i: int, c: str, anim: RaceView = NO_ANIM) -> None:
    lane = list(ds.lanes.get(c, []))
    pending = marks.pending_card if marks.pending_card and marks.pending_card[0] == c else None
    n = len(lane) + (1 if pending else 0)
    lined_up = c in ds.board.lineup  # a Horse card takes the column's right end
    for slot, pc in enumerate(lane):
        r = L.lane_card_rect(i, slot, n, lined_up)
        if (c, slot) in anim.hidden_cards:
            continue  # the show draws it (turning over)
        if (c, slot) in anim.face_down:
            pieces.card_back(p, r)
        elif pc.get("card") is not None:
            cards.action_card(p, data, pc["card"], r, "tiny")
        else:
            own = private.card_at(c, slot) if private is not None else None
            pieces.card_back(p, r)
            if own is not None:
                # The viewer's own face-down card: a peek at its letter/number, marked as theirs.
                p.rect(r.inflate(-4, -14), P.CREAM, 2, alpha=230)
                p.note("card_face", own)
                p.text(str(own), r.center, 11, P.INK, "ui_bold", anchor="center")
                p.rect(r, P.HIGHLIGHT, 3, width=1.5)
    if pending:
        r = L.lane_card_rect(i, len(lane), n, lined_up)
        pieces.card_back(p, r)
        p.note("card_face", pending[1])
        p.rect(r.inflate(4, 4), P.HIGHLIGHT, 4, width=2)
        p.text("?", r.center, 16, P.HIGHLIGHT, "ui_bold", anchor="center", shadow=P.INK)


# ---- the Blackboard ----------------------------------------------------------------------

def _board_static(p: Painter, data: GameData, n_colours: int) -> None:
    b = L.BOARD
    p.shadow(b, 8, 5, 120)
    p.sprite("blackboard", b, FA.blackboard, fit=f"nine:26:{p.scale * 0.62:.3f}", tag=("bg", "blackboard"))
    rr = L.ROUND_RECT
    p.text(_("ROUND"), (rr.x, rr.centery), 15, P.CHALK_DIM, "condensed", anchor="midleft")
    y = L.BB_ROW_Y0 - 16
    p.text(_("ODDS"), (L.BOARD.x + 22, y), 13, P.CHALK_DIM, "condensed", anchor="midleft")
    p.text(_("PRICE"), (L.BOARD.x + 70, y), 13, P.CHALK_DIM, "condensed", anchor="midleft")
    p.text(_("STABLES"), (L.BB_TOKEN_X, y), 13, P.CHALK_DIM, "condensed", anchor="midleft")
    rows = [L.odds_row_rect(r) for r in range(len(data.odds_values))]
    for r, o in enumerate(data.odds_values):
        row = rows[r]
        p.text(f"1:{o}", (row.x + 6, row.centery + 1), 21, P.CHALK, "condensed", anchor="midleft")
        p.text(f"{data.odds_rows[r].price}", (row.x + 54, row.centery + 1), 16, P.CHALK_DIM,
               "condensed", anchor="midleft")
        if r:
            p.line((row.x, row.y - 1), (L.BB_MOVE.right, row.y - 1), P.CHALK_DIM,
                   2 if r == 3 else 1, alpha=90 if r != 3 else 150)
    p.text(_("high odds"), (L.BB_MOVE.x - 8, rows[0].y + 2), 10, P.CHALK_DIM, "ui", anchor="topright")
    p.text(_("low odds"), (L.BB_MOVE.x - 8, rows[3].y + 2), 10, P.CHALK_DIM, "ui", anchor="topright")
    y = L.BB_BOTTOM_Y + 6
    p.text(_("RANKING"), (L.BOARD.x + 18, y), 13, P.CHALK_DIM, "condensed", anchor="midleft")
    p.text(_("BET TOKENS LEFT"), (L.reserve_rect(0).x, y), 13, P.CHALK_DIM, "condensed", anchor="midleft")
    for place in range(1, n_colours + 1):
        r = L.rank_rect(place)
        p.rect(r, P.CHALK_DIM, 5, width=1, alpha=160)
        if place <= len(data.prizes):
            p.text(str(data.prizes[place - 1]), (r.centerx, r.bottom + 1), 10, P.CHALK_DIM, "ui",
                   anchor="midtop")


def draw_blackboard(p: Painter, data: GameData, ds: DisplayState, marks: Marks,
                    anim: RaceView = NO_ANIM) -> None:
    hover = marks.hover if marks.hover and marks.hover[0] == "odds_row" else None
    key = (ds.round, ds.rounds, tuple(ds.dice), tuple(sorted(ds.odds.items())), ds.movement_card,
           tuple(ds.ranked), tuple(sorted(ds.bet_tokens.items())), ds.phase,
           tuple(sorted((c, v["from"], v["to"]) for c, v in ds.odds_changes.items())),
           hover, marks.pickable_horses, marks.selected_horse, anim.hide_dice, frozenset(anim.hidden_tokens),
           frozenset(anim.hidden_ranks), tuple((r, round(v, 1)) for r, v in sorted(anim.lit_rows.items())),
           anim.movement_card if anim.movement_card is not KEEP else "keep")
    _cached(p, "blackboard", key, L.BOARD.inflate(8, 8), lambda q: _draw_blackboard(q, data, ds, marks, anim))


def _draw_blackboard(p: Painter, data: GameData, ds: DisplayState, marks: Marks,
                     anim: RaceView = NO_ANIM) -> None:
    # Round indicator: the hourglass track.
    rr = L.ROUND_RECT
    x = rr.x + 44
    for k in range(1, max(1, ds.rounds) + 1):
        cur = k == ds.round
        done = k < ds.round
        p.circle((x + 9, rr.centery), 9, P.CHALK if cur else P.CHALK_DIM, width=0 if cur else 1.2)
        p.text(str(k), (x + 9, rr.centery + 0.5), 11, P.SLATE if cur else (P.CHALK if done else P.CHALK_DIM),
               "ui_bold", anchor="center")
        x += 22
    if ds.dice and not anim.hide_dice:
        p.text(_("Sprint"), L.DICE_LABEL, 14, P.CHALK_DIM, "condensed", anchor="midright")
        for k, c in enumerate(ds.dice[:2]):
            pieces.die(p, c, L.DICE_RECTS[k])
    rows = [L.odds_row_rect(r) for r in range(len(data.odds_values))]
    for r, o in enumerate(data.odds_values):
        if marks.hover == ("odds_row", r):
            p.rect(rows[r], P.CHALK, 4, alpha=25)
        lit = anim.lit_rows.get(r, 0.0)
        if lit > 0:
            # The movement card's value for this row lights the row up as the card turns.
            p.rect(pygame.Rect(rows[r].x, rows[r].y, L.BB_MOVE.right - rows[r].x, rows[r].h), P.HIGHLIGHT, 5,
                   alpha=int(70 * round(lit, 1)))
        on_row = [c for c in ds.colours if ds.odds.get(c) == o]
        for k, c in enumerate(on_row):
            if c in anim.hidden_tokens:
                continue  # in flight: the show draws it
            tr = L.token_rect(r, k)
            pieces.token(p, c, tr)
            if c in marks.pickable_horses:
                p.circle(tr.center, tr.w / 2 + 3, P.HIGHLIGHT, width=2)
            if marks.selected_horse == c:
                p.circle(tr.center, tr.w / 2 + 4, P.HIGHLIGHT, width=3)
            ch = ds.odds_changes.get(c) if ds.phase in ("payoffs", "round_end") else None
            if ch:
                arrow = "↑" if ch["to"] < ch["from"] else "↓"
                p.text(arrow, (tr.right - 1, tr.y - 4), 13, P.CHALK_YELLOW, "ui_bold")
    mv = L.BB_MOVE
    card = ds.movement_card if anim.movement_card is KEEP else anim.movement_card
    cards.movement_card(p, data, card, mv,  # type: ignore[arg-type]
                         [pygame.Rect(mv.x, rw.y, mv.w, rw.h) for rw in rows] if card else None)
    for place in range(1, len(ds.colours) + 1):
        r = L.rank_rect(place)
        horse = ds.ranked[place - 1] if place <= len(ds.ranked) else None
        if horse in anim.hidden_ranks:
            horse = None
        if horse:
            pieces.token(p, horse, r.inflate(-4, -4))
        else:
            p.text(str(place), r.center, 16, P.CHALK_DIM, "condensed", anchor="center")
    for i, c in enumerate(ds.colours):
        r = L.reserve_rect(i)
        left = ds.bet_tokens.get(c, 0)
        tr = pygame.Rect(r.x + 1, r.y, 26, 26)
        pieces.token(p, c, tr, alpha=255 if left else 70, tag="reserve")
        cw, ch = p.text_size(f"×{left}", 11, "ui_bold")  # (a slate patch: legible over the ledge's chalk)
        p.rect(pygame.Rect(r.centerx - cw / 2 - 3, tr.bottom + 1, cw + 6, ch), P.SLATE, 3, alpha=220)
        p.text(f"×{left}", (r.centerx, tr.bottom + 1), 11, P.CHALK_DIM if not left else P.CHALK, "ui_bold", anchor="midtop")
        if c in marks.pickable_horses and left:
            p.circle(tr.center, 15, P.HIGHLIGHT, width=1.5)


# ---- player panels -----------------------------------------------------------------------

def draw_players(p: Painter, data: GameData, ds: DisplayState, marks: Marks,
                 anim: RaceView = NO_ANIM) -> None:
    n = len(ds.players)
    # The Board Game's chips take the right of the character lines: their left edges.
    chip_left = board_panels.chip_lefts(ds)
    key = (tuple((pl.seat, pl.name, pl.bot, pl.character, pl.danari, pl.vp, tuple(pl.stables), pl.hand_count,
                  pl.eliminated) for pl in ds.players),
           tuple((b["seat"], b["horse"], b["kind"], b["stake"]) for b in ds.bets), ds.first_player,
           marks.to_move, marks.thinking, tuple(sorted(anim.money.items())), tuple(sorted(chip_left.items())))
    _cached(p, "players", key, L.PANELS.inflate(16, 20),
            lambda q: _draw_players(q, data, ds, marks, anim, chip_left))
    for pl in ds.players:
        if marks.to_move == pl.seat:
            # The pulse of the player to move is drawn every frame, over the cached panels.
            r = L.panel_rect(pl.seat, n)
            a = 170 + int(70 * (0.5 + 0.5 * math.sin(marks.t * 3)))
            p.rect(r.inflate(4, 4), P.HIGHLIGHT, 10, width=3, alpha=min(255, a))


def _draw_players(p: Painter, data: GameData, ds: DisplayState, marks: Marks,
                  anim: RaceView = NO_ANIM, chip_left: dict[int, int] | None = None) -> None:
    """Every player panel; each line leaves its right-hand things their room (table_layout)."""
    n = len(ds.players)
    for pl in ds.players:
        r = L.panel_rect(pl.seat, n)
        active = marks.to_move == pl.seat
        p.shadow(r, 8, 3, 100)
        face = P.CREAM if not pl.eliminated else P.mix(P.CREAM, (120, 116, 108), 0.5)
        p.rect(r, face, 8)
        p.rect(r, P.BRASS_DARK, 8, width=1.5)
        # Name line: the name, then (right) who is to decide and the first player's badge.
        right = r.right - 8
        if pl.seat == ds.first_player:
            fp = pygame.Rect(r.right - 44, r.y + 6, 36, 18)
            p.rect(fp, P.BRASS, 4)
            p.text(_("1st"), fp.center, 12, P.INK, "ui_bold", anchor="center")
            right = fp.x - 5
        if active:
            said = p.text(_("thinking…") if marks.thinking else _("to decide"), (right, r.y + 15), 11,
                          P.BAD if not marks.thinking else P.INK_SOFT, "ui_bold", anchor="midright")
            right = said.x - 6
        # The seat's mark in its colour (the final scores' charts' and its chat lines').
        colour, shape = player_style(pl.seat)
        marker(p, shape, (r.x + 16, r.y + 17), colour, 5.0)
        p.text(pl.name, (r.x + 28, r.y + 6), 17, P.INK, "ui_bold", max_width=right - r.x - 28)
        # Bot level and character, left of the Board Game's chips.
        _draw_who(p, pl.bot, pl.character, r, (chip_left or {}).get(pl.seat, r.right - 4) - 6)
        # Danari and VP, then the stables owned at the right.
        danari, vp = anim.money.get(pl.seat, (pl.danari, pl.vp))  # counting up while coins fly
        _draw_money(p, r.x + 9, r.y + 69, L.panel_money_right(pl.seat, n, len(pl.stables)), danari, vp)
        count = len(pl.stables)
        for k in reversed(range(count)):  # the right-most on top (as the hotspots pick them)
            pieces.token(p, pl.stables[k], L.panel_stable_rect(pl.seat, n, k, count))
        # Bets, and the hand's card backs at the right of the same line.
        mine = [b for b in ds.bets if b["seat"] == pl.seat]
        for k, b in enumerate(mine):
            pieces.bet_token(p, b["horse"], b["kind"], L.panel_bet_rect(pl.seat, n, k, len(mine)), b["stake"])
        hr = L.panel_hand_rect(pl.seat, n)
        if not mine and not pl.eliminated:
            p.text(_("no bets yet"), (r.x + 10, r.bottom - 18), 11, P.INK_FAINT, "ui", anchor="midleft",
                   max_width=hr.x - r.x - 14)
        if pl.hand_count:
            _draw_hand_backs(p, hr, pl.hand_count)
        if pl.eliminated:
            p.text(_("OUT"), r.center, 34, P.BAD, "display", anchor="center")


def _draw_who(p: Painter, bot: str | None, character: str, r: pygame.Rect, right: float) -> None:
    """The bot level (if a bot) and the character, in the panel's second and third lines.

    A human's character may wrap onto both lines; whatever does not fit left of ``right``
    is drawn smaller, then cut with an ellipsis (the player's details have it in full).
    """
    x = r.x + 10
    width = max(20.0, right - x)
    lines = 2
    y = r.y + 26
    if bot:
        p.text(_("bot · {level}").format(level=level_name(bot)), (x, r.y + 25), 11, P.INK_FAINT, "ui_medium", max_width=width)
        lines, y = 1, r.y + 38
    size, role = 12, "serif_italic"
    wrapped = p.wrap(character, width, size, role) if lines > 1 else [character]
    if len(wrapped) > lines:
        wrapped = wrapped[:lines - 1] + [" ".join(wrapped[lines - 1:])]
    for k, ln in enumerate(wrapped):
        p.text(ln, (x, y + k * 14), size, P.INK_SOFT, role, max_width=width)


GAP = 8  # between the Danari and the VP rosette (grouped amounts, "12,300 D", need the room)


def _draw_money(p: Painter, x: float, cy: float, right: float, danari: int, vp: int) -> None:
    """Banknote, Danari, rosette, VP on one line from ``x``, kept left of ``right``.

    Drawn at 20 points when they fit, smaller (down to 15) in a narrow panel.
    """
    d_txt, v_txt = money(danari), _("{vp} VP").format(vp=vp)
    for size in (20, 19, 18, 17, 16, 15):
        k = size / 20
        dw = p.text_size(d_txt, size, "condensed")[0]
        vw = p.text_size(v_txt, size, "condensed")[0]
        if x + 30 * k + dw + GAP * k + 24 * k + vw <= right:
            break
    pieces.banknote(p, pygame.Rect(x, cy - 8 * k, 26 * k, 15 * k))
    tx = x + 30 * k
    dr = p.text(d_txt, (tx, cy), size, P.INK, "condensed", anchor="midleft", max_width=right - tx - 40 * k)
    vx = dr.right + GAP * k
    pieces.rosette(p, pygame.Rect(vx, cy - 12 * k, 22 * k, 24 * k))
    p.text(v_txt, (vx + 24 * k, cy), size, P.INK, "condensed", anchor="midleft",
           max_width=max(10.0, right - vx - 24 * k))


def _draw_hand_backs(p: Painter, hr: pygame.Rect, count: int) -> None:
    """How many action cards a player holds: a small fan of backs and the number."""
    t = p.text(str(count), (hr.right, hr.centery), 14, P.INK_SOFT, "ui_bold", anchor="midright")
    shown = min(count, 4)
    x0 = t.x - 3 - 15 - (shown - 1) * 6
    for k in range(shown):
        pieces.card_back(p, pygame.Rect(x0 + k * 6, hr.y, 15, 22))


# ---- the hand tray and the log ------------------------------------------------------------

def draw_hand(p: Painter, data: GameData, private: PrivateKnowledge | None, marks: Marks) -> None:
    hover = marks.hover if marks.hover and marks.hover[0] == "hand" else None
    key = (tuple(private.hand) if private is not None else None, marks.selected_card, hover, marks.pickable_cards,
           marks.hand_note, marks.hand_owner)
    _cached(p, "hand", key, L.HAND.inflate(16, 24), lambda q: _draw_hand(q, data, private, marks))


def _draw_hand(p: Painter, data: GameData, private: PrivateKnowledge | None, marks: Marks) -> None:
    r = L.HAND
    p.shadow(r, 8, 3, 100)
    p.rect(r, P.WOOD_DARK, 8)
    p.rect(r, P.BRASS_DARK, 8, width=1.5)
    if private is None:
        p.text(_("Hands"), (r.x + 12, r.y + 8), 16, P.BRASS_LIGHT, "ui_bold")
        p.text_block(_(marks.hand_note) if marks.hand_note else _("Every hand is secret."), pygame.Rect(r.x + 14, r.y + 40, r.w - 28, 120),
                     14, P.CREAM_DARK, "ui", align="left")
        return
    title = _("{name}'s hand").format(name=marks.hand_owner) if marks.hand_owner else _("Your hand")
    p.text(title, (r.x + 12, r.y + 8), 16, P.BRASS_LIGHT, "ui_bold", max_width=r.w - 24)
    if not private.hand:
        p.text_block(_("No action cards in hand."), pygame.Rect(r.x + 14, r.y + 44, r.w - 28, 60), 14,
                     P.CREAM_DARK, "ui")
        return
    n = len(private.hand)
    for i, card in enumerate(private.hand):
        cr = L.hand_card_rect(i, n)
        sel = marks.selected_card == card
        if sel:
            cr = cr.move(0, -8)
        elif marks.hover == ("hand", i, card) and marks.pickable_cards:
            cr = cr.move(0, -4)
        p.shadow(cr, 6, 3, 120)
        cards.action_card(p, data, card, cr, "small")
        if sel:
            p.rect(cr.inflate(6, 6), P.HIGHLIGHT, 8, width=3)
        elif marks.pickable_cards:
            p.rect(cr.inflate(4, 4), P.HIGHLIGHT, 8, width=1.5, alpha=150)


def draw_log(p: Painter, lines: list[str]) -> None:
    _cached(p, "log", tuple(lines[-14:]), L.LOG.inflate(12, 12), lambda q: _draw_log(q, lines))


def _draw_log(p: Painter, lines: list[str]) -> None:
    r = L.LOG
    p.shadow(r, 8, 3, 100)
    p.rect(r, P.SLATE, 8)
    p.rect(r, P.WOOD, 8, width=3)
    p.text(_("Game log"), (r.x + 12, r.y + 8), 16, P.CHALK, "ui_bold")
    p.text(_("L: all"), (r.right - 10, r.y + 11), 12, P.CHALK_DIM, "ui", anchor="topright")
    area = pygame.Rect(r.x + 12, r.y + 32, r.w - 22, r.h - 40)
    size = 12.5
    lh = p.text_size("Ag", size, "ui")[1] * 1.08
    wrapped: list[tuple[str, Any]] = []  # (row, its line's own colour: a chat line's)
    for ln in lines[-14:]:
        colour = colour_of(ln)
        wrapped.extend(("  " + w if k else w, colour)
                       for k, w in enumerate(p.wrap(ln, area.w - 14, size, "ui")))
    max_lines = int(area.h // lh)
    shown = wrapped[-max_lines:]
    y = area.y
    for k, (ln, colour) in enumerate(shown):
        newest = k >= len(shown) - 2
        ink = P.readable(colour, P.SLATE) if colour else P.CHALK if newest else P.CHALK_DIM
        p.text(ln, (area.x, y), size, ink, "ui", max_width=area.w)
        y += lh

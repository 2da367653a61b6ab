"""Where everything on the table is, in logical coordinates (1280 x 720).

Pure geometry shared by the drawing code and the click / hover handling, so a thing is
clicked exactly where it is drawn. ``table_hotspots.hotspots`` lists every item that has details (hover,
right-click) or that a decision can pick (a lane, a card in hand, a horse).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygame import Rect

from .display import DisplayState
from .private_knowledge import PrivateKnowledge

TOP = Rect(0, 0, 1280, 40)
TRACK = Rect(10, 48, 796, 328)
BOARD = Rect(814, 48, 456, 328)
PANELS = Rect(10, 384, 1260, 116)
DECISION = Rect(10, 508, 752, 204)
HAND = Rect(770, 508, 252, 204)
LOG = Rect(1030, 508, 240, 204)

# Track.
HEADER_H = 20
LANE_H = 49
LANE_Y0 = TRACK.y + 8 + HEADER_H
CARDS_X, CARDS_W = TRACK.x + 8, 82
BADGE_X, BADGE_W = TRACK.x + 96, 34
SQ_X0, START_W = TRACK.x + 142, 50  # square 0 is the wider starting stall
TRACK_END = TRACK.right - 10  # the squares end here; track_squares shares them out
LANE_CARD = (25, 35)

# Blackboard.
BB_ROW_Y0 = BOARD.y + 64
BB_ROW_H = 33
BB_TOKEN_X = BOARD.x + 148
BB_TOKEN = 30
BB_MOVE = Rect(BOARD.right - 104, BOARD.y + 40, 86, 24 + 6 * BB_ROW_H)
BB_BOTTOM_Y = BB_ROW_Y0 + 6 * BB_ROW_H + 6


def lane_rect(i: int) -> Rect:
    """The whole lane (cards column, badge and squares)."""
    return Rect(TRACK.x + 6, LANE_Y0 + i * LANE_H, TRACK.w - 12, LANE_H)


def lane_squares_rect(i: int) -> Rect:
    return Rect(SQ_X0, LANE_Y0 + i * LANE_H, TRACK_END - SQ_X0, LANE_H)


def badge_rect(i: int) -> Rect:
    return Rect(BADGE_X, LANE_Y0 + i * LANE_H + 6, BADGE_W, LANE_H - 12)


def cards_area(i: int) -> Rect:
    return Rect(CARDS_X, LANE_Y0 + i * LANE_H + 3, CARDS_W, LANE_H - 6)


def lane_card_rect(i: int, slot: int, n: int, horse_card: bool = False) -> Rect:
    """Slot ``slot`` of ``n`` small action cards fanned in the lane's cards column.

    With a Horse card lined up on the lane (Board Game, ``horse_card``) the action cards
    share what is left of the column beside it, overlapping more, so none hides under it.
    """
    area = cards_area(i)
    w, h = LANE_CARD
    right = horse_card_rect(i).x - 3 if horse_card else area.right
    step = w + 3 if n <= 1 else min(w + 3, (right - area.x - w) / (n - 1))
    return Rect(round(area.x + slot * step), area.y + (area.h - h) // 2, w, h)


def horse_card_rect(i: int) -> Rect:
    """Where a lined-up Horse card lies: the right end of its lane's cards column."""
    area = cards_area(i)
    w, h = LANE_CARD
    return Rect(area.right - w, area.y + (area.h - h) // 2, w, h)


# ---- Blackboard --------------------------------------------------------------------------

def odds_row_rect(r: int) -> Rect:
    return Rect(BOARD.x + 16, BB_ROW_Y0 + r * BB_ROW_H, BB_MOVE.x - BOARD.x - 22, BB_ROW_H - 3)


def token_rect(r: int, k: int) -> Rect:
    """The k-th stable token sharing odds row ``r``."""
    row = odds_row_rect(r)
    return Rect(BB_TOKEN_X + k * (BB_TOKEN + 4), row.centery - BB_TOKEN // 2, BB_TOKEN, BB_TOKEN)


def move_value_rect(r: int) -> Rect:
    row = odds_row_rect(r)
    return Rect(BB_MOVE.x + 8, row.y, BB_MOVE.w - 16, row.h)


def rank_rect(place: int) -> Rect:
    # Square, and high enough that the prize under it stays on the Blackboard.
    return Rect(BOARD.x + 20 + (place - 1) * 38, BB_BOTTOM_Y + 15, 30, 30)


def reserve_rect(i: int) -> Rect:
    """A bet-token reserve: the token, and under it how many are left (on the Blackboard)."""
    return Rect(BOARD.x + 262 + i * 31, BB_BOTTOM_Y + 15, 28, 40)


ROUND_RECT = Rect(BOARD.x + 16, BOARD.y + 12, 230, 26)
DICE_RECTS = (Rect(BOARD.right - 112, BOARD.y + 9, 28, 28), Rect(BOARD.right - 80, BOARD.y + 9, 28, 28))
DICE_LABEL = (BOARD.right - 120, BOARD.y + 23)


# ---- players, hand, log --------------------------------------------------------------------

def panel_rect(seat: int, n: int) -> Rect:
    gap = 8
    w = min(300, (PANELS.w - (n - 1) * gap) / max(1, n))
    total = n * w + (n - 1) * gap
    x0 = PANELS.x + (PANELS.w - total) / 2
    return Rect(round(x0 + seat * (w + gap)), PANELS.y, round(w), PANELS.h)


# A player panel, top to bottom (offsets from its top): the name line (with "to decide" and
# the first player's badge at its right), the bot level and character (with the Board Game's
# chips at their right), the money line (Danari and VP, the stables owned at its right), the
# bets line (the hand's card backs at its right). Each line gives its right-hand things a
# fixed share and the text the rest, so nothing overlaps at 2 to 6 players.
PANEL_MONEY_Y = 54  # top of the money line (stable tokens)
STABLE, STABLE_STEP, STABLE_MIN_STEP = 26, 28, 12
MONEY_MIN_W = 118  # the Danari and VP at their smallest size (see table_draw._draw_money)
HAND_W = 50  # the hand's card backs and count, at the right of the bets line


def panel_bet_rect(seat: int, n: int, k: int, count: int) -> Rect:
    """Bet ``k`` of ``count`` on the panel's bottom line (left of the hand's card backs)."""
    pr = panel_rect(seat, n)
    w = min(80, (pr.w - 16 - HAND_W - 6 - (count - 1) * 4) / max(1, count))
    return Rect(round(pr.x + 8 + k * (w + 4)), pr.bottom - 30, round(w), 24)


def panel_hand_rect(seat: int, n: int) -> Rect:
    """Where the hand's card backs and count go: the right end of the bets line."""
    pr = panel_rect(seat, n)
    return Rect(pr.right - 8 - HAND_W, pr.bottom - 29, HAND_W, 22)


def panel_stable_rect(seat: int, n: int, k: int, count: int = 1) -> Rect:
    """Stable token ``k`` of ``count`` owned, right-aligned on the money line.

    They overlap (down to ``STABLE_MIN_STEP``, the number still showing) when a narrow panel
    cannot give them their full width beside the Danari and VP.
    """
    pr = panel_rect(seat, n)
    room = max(STABLE, pr.w - 17 - MONEY_MIN_W)
    step = STABLE_STEP if count <= 1 else max(STABLE_MIN_STEP, min(STABLE_STEP, (room - STABLE) / (count - 1)))
    return Rect(round(pr.right - 8 - STABLE - k * step), pr.y + PANEL_MONEY_Y, STABLE, STABLE)


def panel_money_right(seat: int, n: int, count: int) -> int:
    """The right edge the Danari and VP text must stay left of (their stables beside them)."""
    if count <= 0:
        return panel_rect(seat, n).right - 8
    return panel_stable_rect(seat, n, count - 1, count).x - 6


def hand_card_rect(i: int, n: int) -> Rect:
    """Card ``i`` of ``n`` in the hand tray (fanned when they do not fit side by side)."""
    area = Rect(HAND.x + 10, HAND.y + 40, HAND.w - 20, HAND.h - 48)
    h = area.h
    w = round(h * 0.7)
    if n <= 0:
        return Rect(area.x, area.y, w, h)
    step = w + 8 if n * (w + 8) - 8 <= area.w else (area.w - w) / max(1, n - 1)
    total = w + step * (n - 1)
    x0 = area.x + (area.w - total) / 2
    return Rect(round(x0 + i * step), area.y, w, h)


@dataclass(frozen=True)
class Hotspot:
    """Something under the mouse: its rectangle and what it is."""

    rect: Rect
    key: tuple[Any, ...]


def hit(spots: list[Hotspot], pos: tuple[float, float]) -> Hotspot | None:
    """The top-most hotspot under ``pos`` (small things win over their lane or panel)."""
    best: Hotspot | None = None
    for s in spots:
        if s.rect.collidepoint(pos):
            if best is None or s.rect.w * s.rect.h <= best.rect.w * best.rect.h:
                best = s
    return best

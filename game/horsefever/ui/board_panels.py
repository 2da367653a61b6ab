"""The Board Game's things on the table: what each player owns, and the Horse cards on the lanes.

(It also tags each lane with the action cards discarded from it at the reveal, in any variant:
those are public and would otherwise vanish without a trace.)

Drawn from the public ``DisplayState.board`` (folded from events) plus, for the one seat the
hot-seat controller allows, its ``PrivateKnowledge`` (its own Goal cards). Each player panel
gets a row of small chips at the right of its character line (the character stays left of
them: ``chip_lefts``), one per kind of thing owned:

* ``A n``: Assistants (face up, public),
* ``H n``: Horse cards in hand (public; lined-up ones sit on their lane instead),
* ``G n``: Goal cards (face down: only the owner, after the pass screen, sees which; at the
  final stage they are revealed with a tick or a cross),
* ``L -n``: loans taken, with the amount due at the end of the game.

Every chip and every lined-up Horse card is a hotspot with its full card text
(``detail``). Nothing here changes anything.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ..rules.data import GameData
from ...ui import palette as P
from ...ui import pieces
from . import cards
from . import table_layout as L
from ...services.i18n import N_, _, ngettext
from .describe import Detail, Words, card_name, horse
from .display import DisplayState
from .display_board import BoardSeat
from ...ui.painter import Painter
from .private_knowledge import PrivateKnowledge

CHIP_W, CHIP_H, CHIP_GAP = 30, 21, 3
NARROW_PANEL, NARROW_CHIP_W = 230, 26  # 5 and 6 players: smaller chips, more room for the character
KINDS = ("assistant", "horse", "goal", "loan")
# Each chip shows the initial of its family's word in the player's language ("Assistants":
# A; Italian "Cavalli": C). (A one-letter message would clash with other games' letters.)
LETTER = {"assistant": N_("Assistants"), "horse": N_("Horses"), "goal": N_("Goals"),
          "loan": N_("Loans")}


def chip_letter(kind: str) -> str:
    """A chip's letter in the current language (the rules help names the chips by it too):
    the word's first letter (the pseudo-locale's words open with a bracket)."""
    return next((ch for ch in _(LETTER[kind]) if ch.isalpha()), "?")


# Distinct inks for the card families (the letter is the colour-blind aid).
FACE = {"assistant": (86, 70, 128), "horse": (112, 74, 40), "goal": (38, 92, 92),
        "loan": (150, 52, 42)}
HOTSPOT_KINDS = ("board_item", "lineup", "discards")


@dataclass(frozen=True)
class Chip:
    """One chip on a player's panel."""

    seat: int
    kind: str
    label: str
    rect: pygame.Rect
    own: bool = False  # the viewer's own private Goal cards are shown


def _visible(ds: DisplayState) -> bool:
    return ds.variant != "family" and bool(ds.players)


def _count_label(ds: DisplayState, data: GameData | None, b: BoardSeat, kind: str) -> str:
    if kind == "assistant":
        return str(len(b.assistants))
    if kind == "horse":
        return str(len(b.horses))
    if kind == "goal":
        if b.goals_revealed:
            won = sum(1 for g in b.goals_revealed if g["result"] == "scored")
            return f"{won}/{len(b.goals_revealed)}"
        return str(b.goal_count)
    due = loan_due(data, b.loans) if data is not None else 0
    return f"-{pieces.thousands(due)}" if due >= 1000 else f"-{due}"


def loan_due(data: GameData | None, kinds: list[str]) -> int:
    """What a player's loans cost to repay at the end of the game (before Assistants)."""
    board = getattr(data, "board", None)
    if board is None:
        return 0
    return sum(board.loans[k].repay for k in kinds if k in board.loans)


def chips(ds: DisplayState, private: PrivateKnowledge | None, data: GameData | None = None
          ) -> list[Chip]:
    """The chips of every player panel (only the kinds a player holds), right-aligned."""
    if not _visible(ds):
        return []
    out: list[Chip] = []
    n = len(ds.players)
    for pl in ds.players:
        if pl.eliminated:
            continue  # the panel says OUT; what they held no longer counts
        b = ds.board.seats.get(pl.seat, BoardSeat())
        have = {"assistant": bool(b.assistants), "horse": bool(b.horses),
                "goal": bool(b.goal_count or b.goals_revealed), "loan": bool(b.loans)}
        shown = [k for k in KINDS if have[k]]
        pr = L.panel_rect(pl.seat, n)
        w0 = NARROW_CHIP_W if pr.w < NARROW_PANEL else CHIP_W
        # A loan shows its sum due ("-2.5k"), revealed Goals "won/held": wider chips.
        widths = [w0 + (w0 // 2 if k == "loan" else 8 if k == "goal" and b.goals_revealed else 0)
                  for k in shown]
        x = pr.right - 8 - sum(widths) - CHIP_GAP * (len(shown) - 1)
        for k, w in zip(shown, widths):
            own = k == "goal" and private is not None and private.seat == pl.seat
            out.append(Chip(pl.seat, k, _count_label(ds, data, b, k),
                            pygame.Rect(x, pr.y + 28, w, CHIP_H), own))
            x += w + CHIP_GAP
    return out


def chip_lefts(ds: DisplayState) -> dict[int, int]:
    """Per seat with chips, the left edge of its chips (the panel's text stays left of it)."""
    out: dict[int, int] = {}
    for c in chips(ds, None):
        out[c.seat] = min(out.get(c.seat, c.rect.x), c.rect.x)
    return out


def lineup_rect(lane_index: int) -> pygame.Rect:
    """Where a lined-up Horse card lies: the right end of its lane's cards column (the
    lane's action cards are fanned beside it, ``table_layout.lane_card_rect``)."""
    return L.horse_card_rect(lane_index)


def discard_rect(lane_index: int) -> pygame.Rect:
    """The small "discarded" tag in the top-left corner of a lane's cards column."""
    area = L.cards_area(lane_index)
    return pygame.Rect(area.x - 4, area.y - 2, 28, 13)


def hotspots(ds: DisplayState, private: PrivateKnowledge | None) -> list[L.Hotspot]:
    """The Board Game items (and any variant's discards) under the mouse."""
    out = [L.Hotspot(discard_rect(i), ("discards", c)) for i, c in enumerate(ds.colours)
           if ds.discarded.get(c)]
    out += [L.Hotspot(c.rect, ("board_item", c.seat, c.kind)) for c in chips(ds, private)]
    if _visible(ds):
        for i, colour in enumerate(ds.colours):
            if colour in ds.board.lineup:
                out.append(L.Hotspot(lineup_rect(i), ("lineup", colour)))
    return out


def draw(p: Painter, data: GameData, ds: DisplayState, private: PrivateKnowledge | None) -> None:
    """The discards of the round (any variant), then the Board Game's chips and lined-up cards."""
    for i, colour in enumerate(ds.colours):
        gone = ds.discarded.get(colour)
        if gone:
            # Cards removed at the reveal are public: a tag says how many (details list them).
            r = discard_rect(i)
            p.shadow(r, 3, 1, 120)
            p.rect(r, P.BAD, 3)
            p.rect(r, P.darken(P.BAD, 0.4), 3, width=1)
            # A drawn cross (no font glyph needed) and how many cards went.
            cx, cy, k = r.x + 7, r.centery, 3
            p.line((cx - k, cy - k), (cx + k, cy + k), P.CREAM, 1.6)
            p.line((cx - k, cy + k), (cx + k, cy - k), P.CREAM, 1.6)
            p.text(str(len(gone)), (r.right - 4, cy + 0.5), 10, P.CREAM, "ui_bold", anchor="midright")
    if not _visible(ds):
        return
    # (The panel's character line stops left of the chips: table_draw asks chip_lefts.)
    for c in chips(ds, private, data):
        _chip(p, c)
    for i, colour in enumerate(ds.colours):
        slot = ds.board.lineup.get(colour)
        if slot is None:
            continue
        r = lineup_rect(i)
        p.shadow(r, 3, 2, 110)
        p.note("card_face", slot["card"])
        cards.other_card(p, data, slot["card"], r)
        p.rect(r.inflate(2, 2), P.BRASS_LIGHT, 3, width=1.5)
        if colour in ds.board.troy:
            # Troy plays as the Horse card it copies: a tag on the card's foot names it
            # (inside the lane, clear of the lane line below).
            tag = pygame.Rect(0, 0, r.w + 8, 11)
            tag.center = (r.centerx, r.bottom)
            p.rect(tag, P.BRASS_DARK, 4)
            p.rect(tag, P.HIGHLIGHT, 4, width=1)
            p.text(_("as {card}").format(card=ds.board.troy[colour]), tag.center, 9, P.CREAM, "ui_bold",
                   anchor="center", max_width=tag.w - 2)


def _chip(p: Painter, c: Chip) -> None:
    face = FACE[c.kind]
    p.rect(c.rect, face, 4)
    p.rect(c.rect, P.darken(face, 0.45), 4, width=1)
    if c.own:
        p.rect(c.rect.inflate(3, 3), P.HIGHLIGHT, 5, width=1.5)
    p.text(chip_letter(c.kind), (c.rect.x + 4, c.rect.centery + 0.5), 11, P.CREAM, "ui_bold",
           anchor="midleft")
    p.text(c.label, (c.rect.right - 3, c.rect.centery + 0.5), 10.5, P.CREAM, "ui_bold",
           anchor="midright", max_width=c.rect.w - 14)


# ---- details ------------------------------------------------------------------------

def detail(key: tuple[Any, ...], ds: DisplayState, private: PrivateKnowledge | None, words: Words,
           data: GameData) -> Detail | None:
    """The full text behind a chip or a lined-up Horse card."""
    if key[0] == "lineup":
        slot = ds.board.lineup.get(key[1])
        if slot is None:
            return None
        d = words.other_card(slot["card"])
        d.subtitle = _("Horse card on {horse}, lined up by {name} · {card}").format(
            horse=horse(key[1]), name=words.name(slot['seat']), card=d.subtitle)
        copied = ds.board.troy.get(key[1])
        if copied is not None:
            d.body.append(_("This race it copies {card}: {text}").format(
                card=card_name(data, copied), text=words.other_card(copied).body[0]))
        d.body.append(_("It runs for its owner this round and goes back to them at the end of the round."))
        return d
    if key[0] == "discards":
        gone = ds.discarded.get(key[1], [])
        body = [_("{card} (played by {name}): {text}").format(
                    card=card_name(data, pc['card']), name=words.name(pc['seat']),
                    text=words.action_card(pc['card']).body[0]) for pc in gone if pc.get("card") is not None]
        body.append(_("Discarded at the reveal: a green and a red card with the same letter cancel "
                      "out, and some cards discard others. They have no effect on this race."))
        return Detail(_("Discarded from {horse} this round").format(horse=horse(key[1])), body,
                      subtitle=ngettext("{n} action card", "{n} action cards", len(gone)).format(n=len(gone)))
    if key[0] != "board_item":
        return None
    seat, kind = key[1], key[2]
    b = ds.board.seats.get(seat, BoardSeat())
    own_goals = private.goals if private is not None and private.seat == seat else None
    return words.board_items(seat, kind, b, own_goals, loan_due(data, b.loans))

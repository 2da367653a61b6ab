"""Bettor Horse's board: the duel on the felt, drawn only from the view it is given.

Top: the opponent's three slots (empty until both have chosen, then face-down cards show
only their Wet/Dry back) and Bet card, their Purse, and the tracker of their cards still
unplayed (the decks are public: the program counts cards for everyone). Middle: the round's status, the weather card and
the "W / L / D so far" readout. Bottom: the viewer's slots and Purse, the Pool, and the
viewer's hand (present in the view only for its owner). ``draw`` changes nothing; clips
(``clips.py``) draw the reveal over it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import N_, _
from ...ui import palette as P
from ...ui.generic import Board, Playing
from . import cards as C
from .clips import DuelClip
from .geometry import Geo, geometry, hand_rects, slid, tracker_rects
from .shown import ShownStage, advance, shown_view
from .tally import readout

if TYPE_CHECKING:
    from ...ui.painter import Painter


# The two parts of a 4+ player final, with the round's number (Italian: "Parte I, ...").
FINAL_PARTS = {"final_1": N_("Part I, {r} of {n}"), "final_2": N_("Part II, {r} of {n}")}


def _player(view: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    players = view.get("players") or []
    return players[seat] if seat is not None and 0 <= seat < len(players) else None


def hand_cards(view: dict[str, Any]) -> list[Any]:
    """The strip's cards: the deciding seat's choices when it is theirs (horse cards, or
    the Bet cards), else the viewer's hand (None for a spectator: nothing drawn)."""
    dec = view.get("decision") or {}
    opts = dec.get("options")
    if opts and dec.get("kind") == "horse":
        return list(opts.get("cards", []))
    if opts and dec.get("kind") == "bet":
        return [("bet", b) for b in opts.get("bets", [])]
    return list(view.get("hand") or [])


class DuelBoard(Board):
    """The table's main area for Bettor Horse (module docstring)."""

    def shown(self) -> list[dict[str, Any]]:
        """The events shown since the board's view (the stage keeps them, ``shown.py``)."""
        return list(getattr(self.stage, "events", None) or [])

    def as_shown(self, view: dict[str, Any]) -> dict[str, Any]:
        return shown_view(view, self.shown())

    def picture(self, view: dict[str, Any], playing: Playing | None) \
            -> tuple[dict[str, Any], frozenset[tuple[Any, ...]]]:
        """What the board draws: the view advanced by the events shown since it (up to the
        clip's event, before or after it) and the places the clip draws itself."""
        clip = playing.clip if playing is not None else None
        if isinstance(clip, DuelClip) and clip.scene is not None:
            before = self._before(view, playing)
            return (advance(before, playing.event) if clip.over == "after" else before,
                    clip.hide)
        return self.laying(self.as_shown(view)), frozenset()

    def _before(self, view: dict[str, Any], playing: Playing) -> dict[str, Any]:
        """The view advanced by the events shown before the clip's."""
        stage = self.stage
        events = stage.before(playing.event) if isinstance(stage, ShownStage) else []
        return shown_view(view, events)

    def laying(self, view: dict[str, Any]) -> dict[str, Any]:
        """``view`` with the round the decision panel is laying out (its cards face down
        in their slots, out of the hand) when there is one."""
        preview = getattr(self.panel, "preview", None)
        return preview(view) if preview is not None else view

    def draw(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any],
             playing: Playing | None) -> None:
        base, hide = self.picture(view, playing)
        self.draw_table(p, rect, base, hide)
        clip = playing.clip if playing is not None else None
        if isinstance(clip, DuelClip) and clip.scene is not None:
            before = self._before(view, playing)
            clip.scene(p, geometry(rect, base), playing.k, before, advance(before, playing.event))
        else:
            super().draw(p, rect, view, playing)

    def draw_table(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any],
                   hide: frozenset[tuple[Any, ...]] = frozenset()) -> None:
        """The table as ``view`` has it, but for the places in ``hide`` (a clip draws
        them): ("bet", seat), ("slot", seat, race index), ("card", card), ("weather",)."""
        p.rect(rect, P.FELT, 10)
        p.rect(rect, P.BRASS_DARK, 10, width=2)
        g = geometry(rect, view)
        self._status(p, g, view)
        t = view.get("table")
        for side, seat in (("top", g.top), ("bottom", g.bottom)):
            self._side(p, g, view, side, seat, t, hide)
        C.draw_pile(p, g.pool, len(view.get("pool") or []), _("Pool"), None)
        if t and t.get("condition") and ("weather",) not in hide:
            C.draw_weather(p, g.weather, t["condition"])
        self._readout(p, g, view)
        self._tracker(p, g, view)
        self._hand(p, g, view)

    # ---- pieces ------------------------------------------------------------------------
    def _status(self, p: "Painter", g: Geo, view: dict[str, Any]) -> None:
        """The round's name big ("Round", "Final round", "Sudden Death") and its number."""
        t = view.get("table")
        sub = _("{r} of {n}").format(r=view.get("round", 1), n=view.get("rounds", 1))
        if view.get("over"):
            line, sub = _("Game over"), ""
        elif view.get("sudden"):
            line = _("Sudden Death")
            sd = view["sudden"]
            sub = (_("round {r}, horses dealt") if sd.get("drawn")
                   else _("round {r}, horses chosen")).format(r=sd.get("rounds", 0) + 1)
        elif t and t.get("part", "round") != "round":
            line = _("Final round")
            if t["part"] in FINAL_PARTS:  # the final of 4+ players is played in two parts
                sub = _(FINAL_PARTS[t["part"]]).format(r=view.get("round", 1),
                                                       n=view.get("rounds", 1))
        else:
            line = _("Round")
        p.text(line, (g.rect.x + 16, g.rect.y + 8), 20, P.CHALK_YELLOW, "display",
               max_width=150)
        p.text(sub, (g.rect.x + 16, g.rect.y + 32), 14, P.CHALK, max_width=150)
        if view.get("track_conditions"):
            p.text(_("Track Conditions on"), (g.rect.x + 16, g.rect.y + 50), 12, P.CHALK_DIM,
                   max_width=150)

    def _side(self, p: "Painter", g: Geo, view: dict[str, Any], side: str,
              seat: int | None, t: dict[str, Any] | None,
              hide: frozenset[tuple[Any, ...]] = frozenset()) -> None:
        me = _player(view, seat)
        slots = g.slots[side]
        name_y = slots[0].y - 20 if side == "top" else slots[0].bottom + 4
        if me is not None:
            p.text(_("{name} ({colour} deck, {code})").format(
                name=me["name"], colour=C.word(C.COLOURS, me["colour"]), code=me["code"]),
                (slots[0].x, name_y), 14, P.CHALK, "ui_bold", max_width=300)
            C.draw_pile(p, g.purse[side], me["purse_count"], _("Purse"), None)
        k = t["seats"].index(seat) if t and seat in t["seats"] else None
        row = t["slots"][k] if k is not None else []
        results = t["results"][k] if k is not None else []
        for i in range(3):
            r = slots[i]
            cell = row[i] if i < len(row) else None
            if cell is None or ("slot", seat, i) in hide or ("card", cell.get("card")) in hide:
                if t is None or i < t.get("need", 3):
                    C.draw_slot(p, r, _("Race {n}").format(n=i + 1))
            elif cell["card"] is not None and (cell["face_up"] or view.get("seat") == seat):
                if cell["face_up"]:  # a raced card: slid toward the winner's if it lost
                    res = results[i] if i < len(results) else None
                    C.draw_slot(p, r, "")
                    C.draw_face(p, slid(g, i, seat, res), view, cell["card"], cell.get("run"))
                    continue
                C.draw_face(p, r, view, cell["card"])
                # The owner's own face-down card: marked as hidden from the others.
                band = pygame.Rect(r.x + 3, r.bottom - 19, r.w - 6, 16)
                p.rect(band, P.SLATE, 4)
                p.text(_("face down"), band.center, 11, P.CHALK, anchor="center",
                       max_width=band.w - 4)
            else:
                C.draw_back(p, r, cell["back"])
        bet_r = slots[3]
        if k is not None and t["bet_down"][k] and ("bet", seat) not in hide:
            C.draw_bet(p, bet_r, t["bets"][k])
        else:
            C.draw_slot(p, bet_r, _("Bet"))

    def _readout(self, p: "Painter", g: Geo, view: dict[str, Any]) -> None:
        """Each racer's races so far and the outcome, in type as big as the box allows
        (a long line, Italian's, wraps to a second line)."""
        t = view.get("table")
        if not t or not t.get("results") or not any(t["results"]):
            return
        r = g.readout
        p.rect(r, P.SLATE, 8)
        p.rect(r, P.BRASS_DARK, 8, width=1)
        half = (r.h - 12) // 2
        for k, side in enumerate(("bottom", "top")):
            seat = g.bottom if side == "bottom" else g.top
            if seat is None or seat not in t["seats"]:
                continue
            res = t["results"][t["seats"].index(seat)]
            me = _player(view, seat)
            line = readout(res, t["need"], (t.get("outcomes") or {}).get(seat))
            box = pygame.Rect(r.x + 10, r.y + 6 + k * half, r.w - 20, half)
            p.text_block(f"{me['name'] if me else ''}: {line}", box, 16, P.CHALK,
                         line_gap=1.0, max_lines=2)

    def _tracker(self, p: "Painter", g: Geo, view: dict[str, Any]) -> None:
        seats = [g.top] if g.top is not None else []
        if view.get("seat") is None and g.bottom is not None:
            seats = [g.top, g.bottom] if g.top is not None else [g.bottom]
        y = g.tracker.y
        for seat in seats[:1]:
            me = _player(view, seat)
            if me is None:
                continue
            cards = me["unplayed"]
            p.text(_("{name} still holds {n} unplayed:").format(name=me["name"], n=len(cards)),
                   (g.tracker.x, y), 13, P.CHALK_DIM, max_width=g.tracker.w)
            for card, r in zip(cards, tracker_rects(g, len(cards))):
                s = C.spec(view, card)
                p.rect(r, P.CREAM, 3)
                p.rect(r, P.INK_SOFT, 3, width=1)
                p.text(str(s["speed"]), r.center, 15, P.INK, "ui_bold", anchor="center")
                if s.get("sure") or s.get("mudder"):
                    p.circle((r.right - 4, r.y + 4), 3, P.BRASS if s.get("sure") else (50, 90, 170))

    def _hand(self, p: "Painter", g: Geo, view: dict[str, Any]) -> None:
        cards = hand_cards(view)
        if view.get("seat") is None:
            return
        title = _("Your hand") if cards and not isinstance(cards[0], tuple) else _("Your bet")
        t = view.get("table")
        if t and view["seat"] not in t["seats"]:  # (4+ players: this round is others')
            title = _("Your hand: you sit out this round")
        p.text(title, (g.hand.x, g.hand.y - 18), 13, P.CHALK_DIM)
        for c, r in zip(cards, hand_rects(g, cards)):
            if isinstance(c, tuple):
                C.draw_bet(p, r, c[1])
            else:
                C.draw_face(p, r, view, c)
                # Its back, as the opponent will see it face down: a blue or ochre tab.
                back = C.spec(view, c)["back"]
                p.rect(pygame.Rect(r.x + 5, r.bottom + 2, r.w - 10, 4),
                       C.BACK_COLOURS.get(back, P.CHALK_DIM), 2)

    # ---- clicks and tips ---------------------------------------------------------------
    def _hand_at(self, pos: tuple[float, float], rect: pygame.Rect,
                 view: dict[str, Any]) -> Any | None:
        if view.get("seat") is None:
            return None
        view = self.laying(view)
        g = geometry(rect, view)
        cards = hand_cards(view)
        hit = None
        for c, r in zip(cards, hand_rects(g, cards)):
            if r.collidepoint(pos):
                hit = c  # (the last drawn lies on top)
        return hit

    def hit(self, pos: tuple[float, float], rect: pygame.Rect,
            view: dict[str, Any]) -> Any | None:
        c = self._hand_at(pos, rect, view)
        if c is None:
            return self._laid_at(pos, rect, view)
        return c if isinstance(c, tuple) else ("card", c)

    def _laid_at(self, pos: tuple[float, float], rect: pygame.Rect,
                 view: dict[str, Any]) -> tuple[str, int] | None:
        """A click on a card the viewer has laid this round: ("laid", race index)."""
        view = self.laying(view)
        t, me = view.get("table"), view.get("seat")
        if not t or me not in t["seats"] or t.get("revealed"):
            return None
        g = geometry(rect, view)
        row = t["slots"][t["seats"].index(me)]
        for i, r in enumerate(g.slots[g.side(me)][:3]):
            if i < len(row) and row[i] is not None and r.collidepoint(pos):
                return ("laid", i)
        return None

    def tooltip(self, pos: tuple[float, float], rect: pygame.Rect,
                view: dict[str, Any]) -> str:
        from .tips import tooltip
        return tooltip(self, pos, rect, self.laying(view))

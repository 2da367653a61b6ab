"""What one seat knows about the coming (or running) race, read from its view only.

``situation_from_view`` turns the dict from ``game.view(seat)`` into a ``Situation``: the
odds rows, the cards behind each lane (known faces, or unknown backs), the action cards
this seat has not seen (the pool unknown cards are drawn from), the movement cards still
in the deck and the race so far. It never touches a GameState: the view is all it gets.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..rules.data import GameData
from .tables import Tables, tables_for

UNKNOWN = -1  # a slot's card (drawn from the pool) or lane (drawn at random) is unknown


@dataclass(frozen=True)
class Slot:
    """One action card behind a lane, in play order.

    ``card`` is the card's index in ``Tables`` (UNKNOWN: a face-down card this seat has not
    seen); ``lane`` is the lane index (UNKNOWN: a card still in a hand, whose lane is not
    chosen yet: the simulator draws one, uniformly or from ``lane_weights``).
    """

    lane: int
    card: int
    seat: int | None = None
    lane_weights: tuple[float, ...] | None = None


@dataclass(frozen=True)
class Situation:
    """Everything the simulator needs, as one seat knows it."""

    seat: int | None
    rows: tuple[int, ...]  # odds row (0 = 1:2) of each lane: current odds, or race odds
    revealed: bool  # the reveal is done: lanes hold only surviving cards, rows are race odds
    slots: tuple[Slot, ...]
    pool: tuple[int, ...]  # card indices this seat has not seen (unknown cards come from here)
    unit: int = 0  # race units played so far
    positions: tuple[int, ...] = ()
    ranked: tuple[int, ...] = ()  # lane indices already ranked, best first
    movement_left: tuple[int, ...] = ()  # movement card indices still in the deck
    first_player: int = 0
    # How much the first player (who orders photo finishes between equal odds) gains from
    # each horse: 6 per win bet, 2 per show bet, 1 per stable owned (public things).
    photo_pref: tuple[int, ...] = ()
    # Placement model (optional): seat -> tipster.model.SeatModel, P(lane | the card hurts
    # / helps). Unknown cards behind a lane are then weighted by how likely that seat was
    # to put such a card there, and cards still in hands go to lanes drawn from it.
    policy: dict[int, Any] | None = field(default=None, compare=False)
    # Board Game: the Horse card running on each lane (its index in Tables.h_*, or -1),
    # Troy already replaced by the card it copies. Empty: no Horse cards.
    horses: tuple[int, ...] = ()

    def with_card(self, lane: int, card_number: int, tables: Tables,
                  seat: int | None = None) -> "Situation":
        """A copy with one more known card played on ``lane`` (a card from this seat's hand)."""
        idx = tables.card_index[card_number]
        pool = tuple(c for c in self.pool if c != idx)
        return replace(self, slots=self.slots + (Slot(lane, idx, seat),), pool=pool)

    def with_slots(self, extra: list[Slot]) -> "Situation":
        """A copy with these extra slots appended (hypothetical plays)."""
        known = {s.card for s in extra if s.card != UNKNOWN}
        pool = tuple(c for c in self.pool if c not in known)
        return replace(self, slots=self.slots + tuple(extra), pool=pool)

    def without_future(self) -> "Situation":
        """A copy without the cards still in hands (only what is already behind the lanes)."""
        return replace(self, slots=tuple(s for s in self.slots if s.lane != UNKNOWN))

    @property
    def unknown_cards(self) -> int:
        return sum(1 for s in self.slots if s.card == UNKNOWN)


def action_deck_numbers(view: dict[str, Any], data: GameData) -> list[int]:
    """The action cards in this game's deck (star cards only with star cards on)."""
    stars = bool(view.get("stars"))
    return [c.number for c in data.actions if stars or not c.star]


def situation_from_view(view: dict[str, Any], data: GameData,
                        future: bool = True, own_future: bool = False) -> Situation:
    """Reads a seat's view into a Situation.

    ``future``: before the reveal, the cards other seats still hold (their ``hand_count``)
    will be played too: they become unknown cards on lanes drawn at random. The seat's own
    hand is left out (the seat decides where those go: see ``Situation.with_card``)
    unless ``own_future``: then its own cards go to lanes drawn like the others'.
    """
    t = tables_for(data)
    colours = t.colours
    lane_of = {c: i for i, c in enumerate(colours)}
    seat = view.get("seat")
    race = view.get("race")
    revealed = race is not None
    odds = view["race_odds"] if (revealed and view.get("race_odds")) else view["odds"]
    values = list(data.odds_values)
    rows = tuple(values.index(odds[c]) for c in colours)

    seen: set[int] = set()
    me = None
    for p in view["players"]:
        if p["seat"] == seat:
            me = p
    if me is not None:
        seen.update(me.get("hand", []))
    slots: list[Slot] = []
    for c in colours:
        for pc in view["lanes"][c]:
            if pc["card"] is None:
                slots.append(Slot(lane_of[c], UNKNOWN, pc["seat"]))
            else:
                seen.add(pc["card"])
                slots.append(Slot(lane_of[c], t.card_index[pc["card"]], pc["seat"]))
    for c in colours:
        for pc in view.get("discarded", {}).get(c, []):
            if pc.get("card") is not None:
                seen.add(pc["card"])
    pool = tuple(t.card_index[n] for n in action_deck_numbers(view, data) if n not in seen)
    if own_future and not revealed and me is not None:
        for n in me.get("hand", []):
            slots.append(Slot(UNKNOWN, t.card_index[n], seat))
    if future and not revealed:
        for p in view["players"]:
            if p["seat"] == seat or p.get("eliminated"):
                continue
            for _ in range(int(p.get("hand_count", 0))):
                slots.append(Slot(UNKNOWN, UNKNOWN, p["seat"]))
    # More unknown cards than unseen ones cannot happen in a consistent view; keep the
    # simulator safe anyway by trusting the pool and dropping the excess future cards.
    excess = sum(1 for s in slots if s.card == UNKNOWN) - len(pool)
    while excess > 0:
        for k in range(len(slots) - 1, -1, -1):
            if slots[k].card == UNKNOWN:
                del slots[k]
                break
        excess -= 1

    # The movement deck plus the cards turned this race are always the whole deck (an
    # exhausted deck is reshuffled from the turned cards), so what is left is the rest.
    used_idx = [t.move_index[n] for n in view.get("movement_used", [])] if revealed else []
    left = list(range(len(t.move_numbers)))
    for i in used_idx:
        left.remove(i)
    if revealed:
        positions = tuple(int(race["positions"][c]) for c in colours)
        ranked = tuple(lane_of[c] for c in race["ranked"])
        unit = int(race["unit"])
    else:
        positions = tuple(0 for _ in colours)
        ranked = ()
        unit = 0
    first = int(view.get("first_player", 0))
    pref = [0] * len(colours)
    for b in view.get("bets", []):
        if b["seat"] == first:
            pref[lane_of[b["horse"]]] += 6 if b["kind"] == "win" else 2
    for p in view["players"]:
        if p["seat"] == first:
            for h in p.get("stables", []):
                pref[lane_of[h]] += 1
    return Situation(seat=seat, rows=rows, revealed=revealed, slots=tuple(slots), pool=pool,
                     unit=unit, positions=positions, ranked=ranked,
                     movement_left=tuple(left), first_player=first,
                     photo_pref=tuple(min(v, 90) for v in pref),
                     horses=horse_lanes(view, t))


def horse_lanes(view: dict[str, Any], t: Tables) -> tuple[int, ...]:
    """The Horse card on each lane (Board Game lineup, public), as Tables indices or -1.

    Troy runs as the card it copied; before the copy is chosen it counts as no card."""
    board = view.get("board") or {}
    lineup = board.get("lineup") or {}
    if not lineup or not t.horse_index:
        return ()
    troy = board.get("troy") or {}
    out = []
    for c in t.colours:
        slot = lineup.get(c)
        card = None if slot is None else troy.get(c, slot["card"])
        out.append(t.horse_index.get(card, -1) if card is not None else -1)
    return tuple(out) if any(h >= 0 for h in out) else ()

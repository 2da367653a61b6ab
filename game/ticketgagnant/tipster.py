"""The tipster: from ONE seat's view, each horse's chance of each podium place.

It simulates the rest of the race many times with random legal play: the other players'
hands are dealt from the known deck minus what the seat has seen (its own hand and the
played pile), in the counts the view shows. Deterministic given the ``rng``. Pure: the
rules' own judge of a play and ranking, no words, no pygame. The hard bot shares it.
"""
from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from .data import TGData, game_data
from .rules.finish import columns_ranked
from .rules.movement import card_plays, destinations, movers, move, play_problem
from .rules.track import push_targets

Positions = dict[int, list[int]]


def random_play(data: TGData, tmap: Any, positions: Positions, hand: Sequence[int],
                rng: random.Random, tries: int = 6
                ) -> tuple[int, int, tuple[int, int], tuple[int, int] | None] | None:
    """A random legal play of the hand (a few blind tries, then the full list); None if
    the hand is dead."""
    cards = data.cards
    for _ in range(tries):
        card = cards[hand[rng.randrange(len(hand))]]
        ms = movers(card, data.horses)
        horse = ms[rng.randrange(len(ms))]
        ds = destinations(card, horse, positions)
        dst = ds[rng.randrange(len(ds))]
        problem = play_problem(data, tmap, positions, card, horse, dst, None, True)
        if problem is None:
            return card.id, horse, dst, None
        if problem[0] == "push_needed":
            ts = push_targets(data, tmap, positions, problem[1]["horse"], horse, dst)
            return card.id, horse, dst, ts[rng.randrange(len(ts))]
    every = [p for c in hand for p in card_plays(data, tmap, positions, cards[c])]
    return every[rng.randrange(len(every))] if every else None


def finish_race(data: TGData, tmap: Any, positions: Positions, hands: list[list[int]],
                turn: int, rng: random.Random) -> list[int]:
    """Plays the race out at random from ``turn``; the ranking (ties drawn at random)."""
    n = len(hands)
    last = data.columns
    while hands[turn]:
        hand = hands[turn]
        play = random_play(data, tmap, positions, hand, rng)
        if play is None:
            hand.pop(rng.randrange(len(hand)))
        else:
            card, horse, dst, push = play
            hand.remove(card)
            move(positions, horse, dst, push)
            if dst[0] == last or (push is not None and push[0] == last):
                break
        turn = (turn + 1) % n
    return ranking(data, tmap, positions, rng)


def ranking(data: TGData, tmap: Any, positions: Mapping[int, Sequence[int]],
            rng: random.Random) -> list[int]:
    """The ranking of a position, ties drawn at random (photo finish)."""
    groups, _ = columns_ranked(data, tmap, positions)
    order: list[int] = []
    for _, tied in groups:
        if len(tied) > 1:
            tied = list(tied)
            rng.shuffle(tied)
        order += tied
    return order


def unseen_cards(data: TGData, view: Mapping[str, Any]) -> list[int]:
    """The cards the seat has not seen: the deck minus its hand and the played pile."""
    seen = set(view["hand"]) | set(view["played"])
    return [c.id for c in data.cards if c.id not in seen]


def sample_hands(data: TGData, view: Mapping[str, Any], rng: random.Random,
                 own_hand: Sequence[int] | None = None) -> list[list[int]]:
    """Every seat's hand: the seat's own (``own_hand`` if given: after a move it tries),
    the others dealt from the unseen cards."""
    pool = unseen_cards(data, view)
    rng.shuffle(pool)
    hands = []
    for p in view["players"]:
        if p["seat"] == view["seat"]:
            hands.append(list(view["hand"] if own_hand is None else own_hand))
        else:
            k = p["hand_count"]
            hands.append(pool[:k])
            del pool[:k]
    return hands


def podium_chances(view: Mapping[str, Any], rng: random.Random, samples: int = 100,
                   data: TGData | None = None, positions: Mapping[str, Any] | None = None,
                   turn: int | None = None, own_hand: Sequence[int] | None = None
                   ) -> dict[int, list[float]]:
    """``{horse: [P(1st), P(2nd), P(3rd), P(disqualified)]}`` from the seat's view,
    simulating the rest of the race ``samples`` times. ``positions``/``turn``/``own_hand``
    override the view's (a bot trying a move); before the deal every horse is even."""
    data = data or game_data()
    horses = data.horses
    if view["phase"] in ("race_setup", "over") and positions is None:
        even = 1 / len(horses)
        return {h: [even, even, even, 0.0] for h in horses}
    tmap = data.maps[view["discipline"]]
    base = positions if positions is not None else view["positions"]
    start = {int(h): list(sq) for h, sq in base.items()}
    first_turn = view["turn"] if turn is None else turn
    if view["phase"] == "predict" and turn is None:
        first_turn = view["first"]
    counts = {h: [0, 0, 0, 0] for h in horses}
    for _ in range(samples):
        hs = sample_hands(data, view, rng, own_hand)
        pos = {h: list(sq) for h, sq in start.items()}
        order = finish_race(data, tmap, pos, hs, first_turn, rng)
        for place, h in enumerate(order[:3]):
            counts[h][place] += 1
        for h in horses:
            if h not in order:
                counts[h][3] += 1
    return {h: [c / samples for c in counts[h]] for h in horses}

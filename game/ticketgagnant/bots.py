"""Ticket Gagnant's bots: random, easy, normal, hard. Each reads only its seat's view
(a dict) and answers with a typed action; ``last_reason`` is a reason code and params
(``words.bot_reason`` says it in words). Seeded from (game seed, seat, kind).

* random: uniform legal choices.
* easy: bets one horse (its hand's favourite) to win; plays the card that helps it most.
* normal: fills the ticket with its hand's three favourites; plays the move that best
  raises its ticket's expected score on the board as it stands (ties in a column shared).
* hard: the ticket with the best expected score by Monte Carlo over how the cards still
  in the others' hands may move the horses, its own hand pushing its horses; plays the
  move that most raises its expected score minus half the best rival's (the tickets it
  can see), under the same model.
"""
from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from ..core.rng import derive_rng, rng_state_from_json, rng_state_to_json
from .actions import Discard, PlayCard, Predict, SetupRace
from .data import DISCIPLINES, TGData, game_data
from .rules.finish import columns_ranked
from .rules.movement import plays
from .tipster import random_play
from .words import bot_reason

BOT_KINDS = ("random", "easy", "normal", "hard")
# The hard bot's model, tuned on the ladder (docs/bots.md): the others' cards move a
# horse by noise of SIGMA * sqrt(their cards) + 0.3 columns; its own cards will push a
# horse OWN x their value; a rival's expected score counts RIVAL against its own.
SIGMA, OWN, RIVAL = 0.5, 1.2, 0.5
SAMPLES, TICKET_SAMPLES = 24, 200
Probs = dict[int, list[float]]


def static_chances(data: TGData, tmap: Any, positions: Mapping[int, Sequence[int]]) -> Probs:
    """Place chances if the race stopped now: horses sharing a column share their places."""
    groups, out = columns_ranked(data, tmap, positions)
    probs = {h: [0.0, 0.0, 0.0, 0.0] for h in data.horses}
    place = 0
    for _, tied in groups:
        k = len(tied)
        for h in tied:
            for j in range(k):
                if place + j < 3:
                    probs[h][place + j] += 1 / k
        place += k
    for h in out:
        probs[h][3] = 1.0
    return probs


def noisy_chances(data: TGData, tmap: Any, positions: Mapping[int, Sequence[int]],
                  push: dict[int, float], noise: list[list[float]]) -> Probs:
    """Place chances when the race goes on: each horse ends at its column, plus what this
    seat's hand will still push it (``push``), plus the others' cards as noise (one row
    of ``noise`` per sample, shared by every move tried: like against like)."""
    horses = data.horses
    probs = {h: [0.0, 0.0, 0.0, 0.0] for h in horses}
    shoes = tmap.horseshoes
    base = [positions[h][0] + push.get(h, 0.0) for h in horses]
    k = 1 / len(noise)
    for row in noise:
        finals = sorted(range(len(horses)), key=lambda i: -(base[i] + row[i]))
        for place, i in enumerate(finals[:3]):
            probs[horses[i]][place] += k
    for h in horses:
        if (positions[h][0], positions[h][1]) in shoes:
            probs[h][3] = 0.5  # it may still step off
            for j in range(3):
                probs[h][j] *= 0.5
    return probs


def expected(data: TGData, slots: Sequence[int | None], probs: Probs) -> float:
    """A ticket's expected score (bonuses aside) under these place chances."""
    total = 0.0
    for i, h in enumerate(slots):
        if h is None:
            continue
        p = probs[h]
        podium = p[0] + p[1] + p[2]
        total += (p[i] * data.exact[i] + (podium - p[i]) * data.podium_other
                  + p[3] * data.disqualified + (1 - podium - p[3]) * data.off_podium)
    return total


def best_ticket(data: TGData, probs: Probs) -> tuple[list[int | None], float]:
    """The ticket of 1 to 3 horses with the best expected score (a slot whose best horse
    expects a loss stays empty, unless every slot would)."""
    table = [[(p[i] * data.exact[i] + (p[0] + p[1] + p[2] - p[i]) * data.podium_other
               + p[3] * data.disqualified + (1 - p[0] - p[1] - p[2] - p[3])
               * data.off_podium, h) for h, p in probs.items()] for i in range(3)]
    best: tuple[float, list[int | None]] = (-1e9, [None, None, None])
    hs = list(probs)
    for a in [None, *hs]:
        for b in [None, *hs]:
            if b is not None and b == a:
                continue
            for c in [None, *hs]:
                if c is not None and c in (a, b):
                    continue
                slots = [a, b, c]
                if a is None and b is None and c is None:
                    continue
                v = sum(table[i][hs.index(h)][0] for i, h in enumerate(slots) if h is not None)
                if v > best[0]:
                    best = (v, slots)
    return best[1], best[0]


def hand_strength(data: TGData, hand: Sequence[int]) -> dict[int, float]:
    """How far the hand can push each horse (its own cards; a joker helps anyone a bit)."""
    out = {h: 0.0 for h in data.horses}
    for c in hand:
        card = data.cards[c]
        if card.kind == "horse":
            out[card.horse] += card.value
        elif card.kind == "pair":
            out[card.pair[0]] += 0.5
            out[card.pair[1]] += 0.5
    return out


class TGBot:
    """One seat's bot."""

    def __init__(self, kind: str, game_seed: int, seat: int) -> None:
        if kind not in BOT_KINDS:
            raise ValueError(f"no Ticket Gagnant bot {kind!r} (one of {', '.join(BOT_KINDS)})")
        self.kind, self.seat = kind, seat
        self.rng = derive_rng("ticket-gagnant-bot", game_seed, seat, kind)
        self.data = game_data()
        self.reason: tuple[str, dict[str, Any]] = ("random", {})

    @property
    def last_reason(self) -> str:
        return bot_reason(*self.reason)

    def random_state(self) -> dict[str, Any]:
        return {"rng": rng_state_to_json(self.rng)}

    def set_random_state(self, state: Any) -> None:
        if not isinstance(state, dict) or set(state) != {"rng"}:
            raise ValueError("a Ticket Gagnant bot has the generators ['rng']")
        self.rng.setstate(rng_state_from_json(state["rng"]))

    def choose(self, view: dict[str, Any]) -> Any:
        phase = view["phase"]
        if phase == "race_setup":
            return self._setup(view)
        if phase == "predict":
            return self._predict(view)
        if phase == "discard":
            return self._discard(view)
        return self._play(view)

    # ---- decisions -----------------------------------------------------------------
    def _setup(self, view: dict[str, Any]) -> SetupRace:
        d = self.data
        discs = ("flat",) if view["mode"] == "basic" else DISCIPLINES
        if self.kind == "random":
            hand = self.rng.randint(d.hand_min, d.hand_max)
            disc = discs[self.rng.randrange(len(discs))]
            vis = ("visible", "hidden")[self.rng.randrange(2)]
        else:
            hand = (d.hand_min + d.hand_max) // 2
            disc = discs[self.rng.randrange(len(discs))]
            vis = view["default_visibility"]
        self.reason = ("setup", {"hand": hand, "discipline": disc, "visibility": vis})
        return SetupRace(hand=hand, discipline=disc, visibility=vis)

    def _predict(self, view: dict[str, Any]) -> Predict:
        d = self.data
        if self.kind == "random":
            hs = list(d.horses)
            self.rng.shuffle(hs)
            n = self.rng.randint(1, 3)
            slots: list[int | None] = [None, None, None]
            for i, h in zip(self.rng.sample(range(3), n), hs):
                slots[i] = h
            self.reason = ("random", {})
        elif self.kind == "hard":
            strength = hand_strength(d, view["hand"])
            noise = self._noise(view, TICKET_SAMPLES)
            positions = {int(h): sq for h, sq in view["positions"].items()}
            probs = noisy_chances(d, d.maps[view["discipline"]], positions,
                                  {h: OWN * v for h, v in strength.items()}, noise)
            slots, value = best_ticket(d, probs)
            self.reason = ("ticket", {"expected": value})
        else:
            strength = hand_strength(d, view["hand"])
            ranked = sorted(d.horses, key=lambda h: (-strength[h], self.rng.random()))
            slots = [ranked[0], None, None] if self.kind == "easy" else list(ranked[:3])
            self.reason = ("favourites", {})
        return Predict(first=slots[0], second=slots[1], third=slots[2])

    def _discard(self, view: dict[str, Any]) -> Discard:
        hand = view["hand"]
        self.reason = ("dead", {})
        return Discard(card=hand[self.rng.randrange(len(hand))])

    def _play(self, view: dict[str, Any]) -> PlayCard:
        d = self.data
        tmap = d.maps[view["discipline"]]
        positions = {int(h): list(sq) for h, sq in view["positions"].items()}
        if self.kind == "random":
            self.reason = ("random", {})
            return _action(random_play(d, tmap, positions, view["hand"], self.rng))
        # Copies of one card play alike: each kind of card tried once.
        hand, kinds = [], set()
        for c in view["hand"]:
            card = d.cards[c]
            sig = (card.kind, card.value, card.horse, card.pair)
            if sig not in kinds:
                kinds.add(sig)
                hand.append(c)
        options = plays(d, tmap, positions, hand)
        mine = view["players"][self.seat]["prediction"] or [None, None, None]
        rivals = [p["prediction"] for p in view["players"]
                  if p["seat"] != self.seat and p["prediction"] is not None]
        if self.kind == "hard":
            scored = self._noisy(view, options, positions, mine, rivals)
        else:
            scored = []
            for play in options:
                probs = static_chances(d, tmap, after(positions, play))
                value = expected(d, mine, probs)
                if self.kind == "easy":
                    value = value + self.rng.random() * 6  # a careless eye
                scored.append((value + self.rng.random() * 1e-6, play))
        scored.sort(key=lambda t: -t[0])
        value, play = scored[0][:2]
        self.reason = ("move", {"gain": value})
        return _action(play)

    def _noise(self, view: dict[str, Any], samples: int) -> list[list[float]]:
        """Monte Carlo draws of how far the cards still in the others' hands move each
        horse (the deck is known: their count is what matters here)."""
        others = sum(p["hand_count"] for p in view["players"] if p["seat"] != self.seat)
        sigma = SIGMA * (others ** 0.5) + 0.3
        return [[self.rng.gauss(0, sigma) for _ in self.data.horses] for _ in range(samples)]

    def _noisy(self, view: dict[str, Any], options: list, positions: dict, mine: list,
               rivals: list) -> list:
        """Each move scored by ``noisy_chances``: own ticket minus the best rival's."""
        d = self.data
        tmap = d.maps[view["discipline"]]
        noise = self._noise(view, SAMPLES)
        out = []
        for play in options:
            pos = after(positions, play)
            hand = list(view["hand"])
            hand.remove(play[0])
            strength = hand_strength(d, hand)
            bonus = {h: OWN * strength[h] for h in mine if h is not None}
            probs = noisy_chances(d, tmap, pos, bonus, noise)
            v = expected(d, mine, probs)
            if rivals:
                v -= RIVAL * max(expected(d, r, probs) for r in rivals)
            out.append((v + self.rng.random() * 1e-6, play))
        return out


def after(positions: Mapping[int, Sequence[int]], play: tuple) -> dict[int, list[int]]:
    """The horses' squares after a play (and its push)."""
    card, horse, dst, push = play
    pos = {h: list(sq) for h, sq in positions.items()}
    if push is not None:
        pushed = next(h for h, sq in positions.items()
                      if h != horse and sq[0] == dst[0] and sq[1] == dst[1])
        pos[pushed] = [push[0], push[1]]
    pos[horse] = [dst[0], dst[1]]
    return pos


def _action(play: tuple[int, int, tuple[int, int], tuple[int, int] | None]) -> PlayCard:
    card, horse, dst, push = play
    if push is None:
        return PlayCard(card=card, horse=horse, column=dst[0], lane=dst[1])
    return PlayCard(card=card, horse=horse, column=dst[0], lane=dst[1],
                    push_column=push[0], push_lane=push[1])


def make_bot(kind: str, game_seed: int, seat: int) -> TGBot:
    """A bot of this kind for this seat of this game."""
    return TGBot(kind, game_seed, seat)

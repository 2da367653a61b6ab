"""Static lookup tables for the race simulator, built once per GameData.

Every number comes from the GameData (the TOML files): card effects become NumPy arrays
indexed by a card's position in ``data.actions``; movement cards become a (cards x odds
rows) matrix. The effect semantics mirror ``game.horsefever.rules.race.HorseMods``/``card_move``/
``sprint_length`` exactly; ``tests/test_estimator.py`` replays engine races to prove it.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..rules.data import GameData

# Action card kinds as small integers.
POS, NEG, NEUTRAL = 1, -1, 0
# ("reveal", "discard") targets as small integers: what a Friz Finden / Rochelle card removes.
DISCARD_NONE, DISCARD_NEG, DISCARD_POS = 0, 1, 2
NO_SET = -1  # "this card has no set op for this trigger"


@dataclass(frozen=True)
class Tables:
    """NumPy views of the static data the simulator needs."""

    colours: tuple[str, ...]
    odds_values: np.ndarray  # (rows,) N of 1:N, 1:2 first
    finish: int
    # action cards, indexed 0..C-1 in data.actions order
    card_numbers: tuple[int, ...]
    card_index: dict[int, int]  # printed number -> index
    star: np.ndarray  # (C,) bool
    kind: np.ndarray  # (C,) POS / NEG / NEUTRAL
    letter: np.ndarray  # (C,) letter id, -1 for none
    discard: np.ndarray  # (C,) DISCARD_*
    odds_move: np.ndarray  # (C,) rows moved at the reveal (sum of the card's odds effects)
    start_set: np.ndarray  # (C,) NO_SET or value
    start_add: np.ndarray
    first_set: np.ndarray
    last_set: np.ndarray
    finish_add: np.ndarray
    finish_stop: np.ndarray  # (C,) bool
    sprint_set: np.ndarray
    sprint_add: np.ndarray
    sprint_block: np.ndarray  # (C,) bool
    photo: np.ndarray  # (C,) +1 wins photo finishes, -1 loses them
    race_effect: np.ndarray  # (C,) bool: the card changes the race (not only odds/payoffs)
    helps: np.ndarray  # (C,) bool: played on a horse, the card helps it (green, Alfio, Friz)
    # star cards' Payoffs (Board Game): VP and Danari to each player with a winning bet on
    # the horse carrying the card
    payoff_vp: np.ndarray  # (C,)
    payoff_d: np.ndarray  # (C,)
    # which symbols a card carries (an Action card overrules a Horse card's same symbol)
    sym_start: np.ndarray  # (C,) bool
    sym_position: np.ndarray  # first / last
    sym_finish: np.ndarray
    sym_sprint: np.ndarray
    sym_odds: np.ndarray
    # Horse cards (Board Game), indexed 0..H-1 in data.board.horses order
    horse_index: dict[int, int]  # printed number -> index
    h_start_set: np.ndarray  # (H,) NO_SET or value
    h_start_add: np.ndarray
    h_first_set: np.ndarray
    h_last_set: np.ndarray
    h_finish_add: np.ndarray
    h_sprint_set: np.ndarray
    h_odds_move: np.ndarray  # rows moved at the reveal
    # movement cards
    move_numbers: tuple[int, ...]
    move_index: dict[int, int]
    move_values: np.ndarray  # (M, rows) squares moved per odds row
    # sprint dice: colour index of each face, one row per die
    dice_faces: np.ndarray  # (D, F)


_CACHE: dict[int, tuple[GameData, Tables]] = {}


def tables_for(data: GameData) -> Tables:
    """Returns (and caches) the tables of this GameData."""
    hit = _CACHE.get(id(data))
    if hit is not None and hit[0] is data:
        return hit[1]
    t = _build(data)
    _CACHE[id(data)] = (data, t)
    return t


def _build(data: GameData) -> Tables:
    cards = data.actions
    c = len(cards)
    kind = np.zeros(c, np.int8)
    letter = np.full(c, -1, np.int16)
    discard = np.zeros(c, np.int8)
    odds_move = np.zeros(c, np.int16)
    fields = {name: np.full(c, NO_SET, np.int16) for name in
              ("start_set", "first_set", "last_set", "sprint_set")}
    adds = {name: np.zeros(c, np.int16) for name in ("start_add", "finish_add", "sprint_add")}
    finish_stop = np.zeros(c, bool)
    sprint_block = np.zeros(c, bool)
    photo = np.zeros(c, np.int16)
    payoff_vp = np.zeros(c, np.int16)
    payoff_d = np.zeros(c, np.int16)
    race_effect = np.zeros(c, bool)
    letters: dict[str, int] = {}
    seen_letter_kind: set[tuple[str, str]] = set()
    for i, card in enumerate(cards):
        kind[i] = {"positive": POS, "negative": NEG}.get(card.kind, NEUTRAL)
        if card.letter:
            letter[i] = letters.setdefault(card.letter, len(letters))
            key = (card.letter, card.kind)
            if key in seen_letter_kind:
                # The reveal's letter pairing (zip of positives and negatives) is mirrored for
                # at most one card of each kind per letter, as printed.
                raise ValueError(f"two {card.kind} cards with letter {card.letter}")
            seen_letter_kind.add(key)
        for e in card.effects:
            t, op, v = e.trigger, e.op, e.value
            if t == "reveal":
                if op == "odds":
                    odds_move[i] += int(v)  # type: ignore[arg-type]
                elif op == "discard":
                    discard[i] = DISCARD_NEG if v == "negative" else DISCARD_POS
                continue
            if t == "payoff":
                if op == "vp":
                    payoff_vp[i] += int(v)  # type: ignore[arg-type]
                elif op == "danari":
                    payoff_d[i] += int(v)  # type: ignore[arg-type]
                continue
            race_effect[i] = True
            if t in ("start", "sprint") and op == "set":
                fields[f"{t}_set"][i] = int(v)  # type: ignore[arg-type]
            elif t in ("first", "last"):
                fields[f"{t}_set"][i] = int(v)  # type: ignore[arg-type]
            elif t in ("start", "sprint", "finish_line") and op == "add":
                name = "finish_add" if t == "finish_line" else f"{t}_add"
                adds[name][i] += int(v)  # type: ignore[arg-type]
            elif t == "finish_line" and op == "stop":
                finish_stop[i] = True
            elif t == "sprint" and op == "block":
                sprint_block[i] = True
            elif t == "photo_finish":
                photo[i] += 1 if op == "win" else -1
            else:  # pragma: no cover - the loader rejects unknown effects
                raise ValueError(f"unknown effect {t}/{op}")
    helps = np.array([_helps(cd) for cd in cards], bool)
    sym = {name: np.zeros(c, bool) for name in ("start", "position", "finish", "sprint", "odds")}
    trig_sym = {"start": "start", "first": "position", "last": "position",
                "finish_line": "finish", "sprint": "sprint"}
    for i, card in enumerate(cards):
        for e in card.effects:
            if e.trigger in trig_sym:
                sym[trig_sym[e.trigger]][i] = True
            elif e.trigger == "reveal" and e.op == "odds":
                sym["odds"][i] = True
    horse_cards = data.board.horses if getattr(data, "board", None) is not None else ()
    nh = len(horse_cards)
    hf = {name: np.full(nh, NO_SET, np.int16) for name in
          ("h_start_set", "h_first_set", "h_last_set", "h_sprint_set")}
    ha = {name: np.zeros(nh, np.int16) for name in ("h_start_add", "h_finish_add", "h_odds_move")}
    for i, hc in enumerate(horse_cards):
        for e in hc.effects:
            t, op, v = e.trigger, e.op, e.value
            if t in ("start", "sprint") and op == "set":
                hf[f"h_{t}_set"][i] = int(v)  # type: ignore[arg-type]
            elif t in ("first", "last"):
                hf[f"h_{t}_set"][i] = int(v)  # type: ignore[arg-type]
            elif t == "start" and op == "add":
                ha["h_start_add"][i] += int(v)  # type: ignore[arg-type]
            elif t == "finish_line" and op == "add":
                ha["h_finish_add"][i] += int(v)  # type: ignore[arg-type]
            elif t == "reveal" and op == "odds":
                ha["h_odds_move"][i] += int(v)  # type: ignore[arg-type]
            # payoff money, Goal counts and Troy's copy do not change the race itself
    colours = data.colours
    col_index = {col: k for k, col in enumerate(colours)}
    move_values = np.array([m.values for m in data.movement], np.int16)
    dice = np.array([[col_index[f] for f in die.faces] for die in data.track.dice], np.int16)
    return Tables(
        colours=colours, odds_values=np.array(data.odds_values, np.int16),
        finish=data.track.finish_line,
        card_numbers=tuple(cd.number for cd in cards),
        card_index={cd.number: i for i, cd in enumerate(cards)},
        star=np.array([cd.star for cd in cards], bool), kind=kind, letter=letter,
        discard=discard, odds_move=odds_move, finish_stop=finish_stop,
        sprint_block=sprint_block, photo=photo, race_effect=race_effect, helps=helps,
        payoff_vp=payoff_vp, payoff_d=payoff_d,
        sym_start=sym["start"], sym_position=sym["position"], sym_finish=sym["finish"],
        sym_sprint=sym["sprint"], sym_odds=sym["odds"],
        horse_index={hc.number: i for i, hc in enumerate(horse_cards)}, **hf, **ha,
        move_numbers=tuple(m.number for m in data.movement),
        move_index={m.number: i for i, m in enumerate(data.movement)},
        move_values=move_values, dice_faces=dice, **fields, **adds)


def _helps(card) -> bool:
    """Whether a card helps the horse it is played on (as players use it).

    Green cards help, red ones hurt; a grey card helps when it moves the odds towards 1:2
    (faster movement), discards red cards or pays; it hurts otherwise (same reading as
    ``game.horsefever.bots.base.card_sentiment``).
    """
    if card.kind in ("positive", "negative"):
        return card.kind == "positive"
    score = 0
    for e in card.effects:
        if e.trigger == "reveal" and e.op == "odds":
            score += -1 if int(e.value) > 0 else 1
        elif e.trigger == "reveal" and e.op == "discard":
            score += 1 if e.value == "negative" else -1
        elif e.trigger == "payoff":
            score += 1 if int(e.value) > 0 else -1
    return score >= 0

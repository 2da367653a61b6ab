"""Every number a data file may hold, and its allowed range: the one place they are declared.

The rules of a game must end. A number out of range can stop that (a finish line at square
2**63 makes a race that never ends; a Horse card that moves a last horse 0 squares can leave
two horses stuck side by side for ever) or break an assumption of the engine (an odds move
of more rows than the Blackboard has). So the loader refuses every number outside the range
declared here, with one line naming the file, the key, the range and the reason.

The ranges are generous: a house variant with a longer track, richer characters or another
price list loads, as long as every game still ends. Three tables:

* ``BOUNDS``: file -> key pattern -> ``Bound``. A key pattern is the key path with array
  positions left out: ``row[].price`` is the price of every ``[[row]]``.
* ``EFFECT_BOUNDS``: the ``value`` of a card effect or ability, by its (trigger, op).
* ``DERIVED``: ranges that follow from other numbers (every odds row must be moved by some
  movement card; a Dutch auction may take only so many steps).

``tests/test_data_bounds.py`` checks that every number in ``data/`` has a declared range,
and plays bot games with each number set to extreme values.
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.horsefever.rules.data_schema import fail, is_int, item, join

# Numbers fixed by the physical game, not by the data files.
HORSE_COLOURS = ("black", "blue", "green", "red", "yellow", "white")
ACTION_LETTERS = tuple("ABCDEFG")
PLAYER_COUNTS = tuple(range(2, 7))
STABLE_COUNT = 6
ODDS_ROW_COUNT = 6
PRIZE_COUNT = 3
DICE_COUNT = 2
MOVEMENT_CARD_COUNT = 23
ACTION_CARD_COUNT = 22
CHARACTER_COUNT = 12
ASSISTANT_CARD_COUNT = 13
HORSE_CARD_COUNT = 10
GOAL_DESIGN_COUNT = 7

# The limits the ranges below are made of (the printed game's largest number in brackets).
MONEY = 1_000_000  # any amount of Danari (6000 D): money never loops, only counts
ODDS = 100  # the N of 1:N (1:7)
SQUARES = 60  # the finish line (square 12): a race of 5 times the printed length still ends
MOVE = 12  # squares of one move or sprint (4): one move at most crosses a printed track
VP = 20  # VP tokens in one step (3)
ROUNDS = 30  # rounds of a game (10): each round is a bounded number of decisions
CARD_NUMBER = 999  # a printed card number (59)
ROW_MOVES = ODDS_ROW_COUNT - 1  # odds rows a card moves a stable (2): the Blackboard's size
AUCTION_STEPS = 100  # acceptances a Dutch auction may take from start to floor (9)


@dataclass(frozen=True)
class Bound:
    """An inclusive integer range and why it is there."""

    low: int
    high: int
    why: str

    def check(self, value: int, key: str) -> None:
        """Fails at ``key`` when ``value`` is outside the range."""
        if not self.low <= value <= self.high:
            fail(key, f"must be from {self.low} to {self.high} ({self.why}), found {value}")


def _money(why: str, low: int = 0) -> Bound:
    return Bound(low, MONEY, why)


_CARD = Bound(1, CARD_NUMBER, "a printed card number")
_ROUNDS = Bound(1, ROUNDS, "a game must end: each round adds decisions")
_VP = Bound(0, VP, "VP tokens")

BOUNDS: dict[str, dict[str, Bound]] = {
    "stables.toml": {
        "stable[].number": Bound(1, STABLE_COUNT, "a lane of the board, left to right"),
    },
    "blackboard.toml": {
        "prizes[]": _money("a Stable Owner prize in D"),
        "row[].odds": Bound(2, ODDS, "the N of a 1:N payout"),
        "row[].price": _money("a Stable Owner card's price in D"),
    },
    "track.toml": {
        "finish_line": Bound(1, SQUARES, "the finish line's square: every race must end"),
    },
    "rules.toml": {
        "starting_vp": Bound(1, VP, "VP tokens at the start"),
        "min_bet_per_vp": _money("the minimum bet per VP in D", 1),
        "stake_step": _money("stakes are multiples of it", 1),
        "win_vp": _VP,
        "show_vp": _VP,
        "show_multiplier": Bound(1, ODDS, "a Show bet pays stake x this"),
        "show_places": Bound(1, STABLE_COUNT, "places a Show bet wins on, of six horses"),
        "penalty_vp": _VP,
        "action_cards_dealt": Bound(0, 3, "six players x 3 = the Family deck's 18 cards"),
        "stable_vp": _VP,
        "min_rounds": _ROUNDS,
        "max_rounds": _ROUNDS,
        "players[].players": Bound(PLAYER_COUNTS[0], PLAYER_COUNTS[-1], "2 to 6 players"),
        "players[].rounds": _ROUNDS,
        "players[].short": _ROUNDS,
        "players[].long": _ROUNDS,
        "players[].bet_tokens": Bound(1, 12, "bet tokens per colour in the reserve"),
    },
    "movement.toml": {
        "card[].number": _CARD,
        "card[].values[]": Bound(0, MOVE, "squares a horse moves; never backwards"),
    },
    "actions.toml": {"card[].number": _CARD},
    "characters.toml": {
        "character[].danari": _money("starting Danari"),
        "character[].owns_odds": Bound(2, ODDS, "the N of a 1:N odds row"),
    },
    "board.toml": {
        "prices.actions": _money("a price in D"),
        "prices.actions_per_purchase": Bound(1, 6, "Action cards one purchase draws"),
        "prices.goal": _money("a price in D"),
        "prices.assistant": _money("a price in D"),
        "prices.horse": _money("a price in D"),
        "prices.draw": Bound(1, HORSE_CARD_COUNT, "cards drawn to keep one: the Horse deck's size"),
        "prices.pass_bonus": _money("the Bank's gift for passing"),
        "prices.buy_from_player_multiplier": Bound(1, 10, "a card bought from a player costs "
                                                          "its value x this"),
        "prices.clearance_divisor": Bound(1, 10, "a card sold to the Bank brings its value / this"),
        "prices.clearance_rounding": Bound(1, 10_000, "clearance prices are multiples of it"),
        "prices.goal_vp": _VP,
        "auction.dutch_start": _money("the Bank's first offer", 1),
        "auction.dutch_step": _money("each acceptance lowers the offer by it", 1),
        "auction.dutch_floor": _money("the lowest offer"),
        "auction.english_start": _money("the first bid", 1),
        "auction.english_step": _money("each bid raises by it: a bidder's money runs out", 1),
        "loans.cards": Bound(0, 12, "Loan cards on the table"),
        "loan[].receive": _money("Danari a loan gives"),
        "loan[].repay": _money("Danari a loan costs at the end"),
    },
    "assistants.toml": {"card[].number": _CARD},
    "horses.toml": {"card[].number": _CARD},
    "goals.toml": {"goal[].numbers[]": _CARD},
}

# A card effect's value by (trigger, op) (game.horsefever.rules.data.KNOWN_EFFECTS says what they do).
EFFECT_BOUNDS: dict[tuple[str, str], Bound] = {
    ("start", "set"): Bound(0, MOVE, "squares at the start; never backwards"),
    ("start", "add"): Bound(-MOVE, MOVE, "squares more or fewer at the start"),
    ("first", "set"): Bound(0, MOVE, "squares a first horse moves; never backwards"),
    ("last", "set"): Bound(1, MOVE, "a last horse must move, or horses tied last and first "
                                    "could stay put for ever"),
    ("finish_line", "add"): Bound(0, MOVE, "squares past the line; fewer would pull the "
                                           "horse back before it at every card"),
    ("sprint", "set"): Bound(0, MOVE, "squares of a sprint"),
    ("sprint", "add"): Bound(-MOVE, MOVE, "squares more or fewer in a sprint"),
    ("reveal", "odds"): Bound(-ROW_MOVES, ROW_MOVES, "odds rows: the Blackboard has "
                                                     f"{ODDS_ROW_COUNT}"),
    ("payoff", "danari"): Bound(-MONEY, MONEY, "Danari paid or taken"),
    ("payoff", "vp"): Bound(-VP, VP, "VP given or taken"),
    ("payoff", "danari_if_no_win"): _money("Danari paid"),
    ("payoff", "take_left"): _money("Danari taken"),
    ("payoff", "take_right"): _money("Danari taken"),
    ("hire", "danari"): _money("Danari paid"),
    ("price", "set"): _money("a price in D"),
    ("price", "add"): Bound(-MONEY, MONEY, "a price change in D"),
    ("loan", "repay"): _money("Danari a loan costs at the end"),
    ("goals", "count"): Bound(0, 10, "cards counted for Goal cards"),
    ("reveal", "move_odds"): Bound(1, ROW_MOVES, f"odds rows: the Blackboard has "
                                                 f"{ODDS_ROW_COUNT}"),
    ("bets", "extra"): Bound(0, 4, "more bets a round: each is one more decision"),
    ("show", "places"): Bound(1, STABLE_COUNT, "places a Show bet wins on, of six horses"),
}


def _movement_moves_every_row(doc: dict[str, Any]) -> None:
    for row in range(ODDS_ROW_COUNT):
        if not any(card["values"][row] > 0 for card in doc["card"]):
            fail(f"card[*].values[{row + 1}]",
                 "must be above 0 on at least one card (else a horse on that odds row moves "
                 "only by sprints, and a horse that cannot sprint never finishes)")


def _dutch_auction_ends(doc: dict[str, Any]) -> None:
    auction = doc["auction"]
    steps = math.ceil((auction["dutch_start"] - auction["dutch_floor"]) / auction["dutch_step"])
    if steps > AUCTION_STEPS:
        fail("auction.dutch_step",
             f"must be at least (dutch_start - dutch_floor) / {AUCTION_STEPS} = "
             f"{math.ceil((auction['dutch_start'] - auction['dutch_floor']) / AUCTION_STEPS)} "
             f"(a Dutch auction may take at most {AUCTION_STEPS} acceptances), "
             f"found {auction['dutch_step']}")


# Ranges that follow from other numbers of the same file, checked after BOUNDS.
DERIVED: dict[str, tuple[Callable[[dict[str, Any]], None], ...]] = {
    "movement.toml": (_movement_moves_every_row,),
    "board.toml": (_dutch_auction_ends,),
}

_POSITION = re.compile(r"\[\d+\]")


def pattern(path: str) -> str:
    """The key pattern of a key path: ``card[3].values[2]`` -> ``card[].values[]``."""
    return _POSITION.sub("[]", path)


def _effect_bound(effect: dict[str, Any]) -> Bound | None:
    """The range of an effect's value, or None when its (trigger, op) takes no number:
    the file's checks then report the unknown effect or the wrong type."""
    return EFFECT_BOUNDS.get((effect.get("trigger"), effect.get("op")))


def _walk(node: Any, path: str, bounds: dict[str, Bound]) -> None:
    if isinstance(node, dict):
        is_effect = "trigger" in node and "op" in node
        for key, value in node.items():
            where = join(path, key)
            if is_effect and key == "value":
                bound = _effect_bound(node)
                if bound is not None and is_int(value):
                    bound.check(value, where)
            else:
                _walk(value, where, bounds)
    elif isinstance(node, (tuple, list)):
        for i, value in enumerate(node):
            _walk(value, item(path, i), bounds)
    elif is_int(node):
        bound = bounds.get(pattern(path))
        if bound is None:  # a schema key without a range: the program's mistake, not the file's
            raise KeyError(f"no range declared for {path} in data_bounds.BOUNDS")
        bound.check(node, path)


def check_numbers(name: str, doc: dict[str, Any]) -> None:
    """Fails at the first number of the checked document ``doc`` of file ``name`` that is
    out of its declared range, then checks the file's DERIVED ranges."""
    _walk(doc, "", BOUNDS.get(name, {}))
    for derived in DERIVED.get(name, ()):
        derived(doc)

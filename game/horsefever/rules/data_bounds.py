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
from collections.abc import Callable
from typing import Any

from game.core.data_schema import N_, Bound, fail, is_int, item, join, pattern  # noqa: F401

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


def _money(why: str, low: int = 0) -> Bound:
    return Bound(low, MONEY, why)


_CARD = Bound(1, CARD_NUMBER, N_("a printed card number"))
_ROUNDS = Bound(1, ROUNDS, N_("a game must end: each round adds decisions"))
_VP = Bound(0, VP, N_("VP tokens"))

BOUNDS: dict[str, dict[str, Bound]] = {
    "stables.toml": {
        "stable[].number": Bound(1, STABLE_COUNT, N_("a lane of the board, left to right")),
    },
    "blackboard.toml": {
        "prizes[]": _money(N_("a Stable Owner prize in D")),
        "row[].odds": Bound(2, ODDS, N_("the N of a 1:N payout")),
        "row[].price": _money(N_("a Stable Owner card's price in D")),
    },
    "track.toml": {
        "finish_line": Bound(1, SQUARES, N_("the finish line's square: every race must end")),
    },
    "rules.toml": {
        "starting_vp": Bound(1, VP, N_("VP tokens at the start")),
        "min_bet_per_vp": _money(N_("the minimum bet per VP in D"), 1),
        "stake_step": _money(N_("stakes are multiples of it"), 1),
        "win_vp": _VP,
        "show_vp": _VP,
        "show_multiplier": Bound(1, ODDS, N_("a Show bet pays stake x this")),
        "show_places": Bound(1, STABLE_COUNT, N_("places a Show bet wins on, of six horses")),
        "penalty_vp": _VP,
        "action_cards_dealt": Bound(0, 3, N_("six players x 3 = the Family deck's 18 cards")),
        "stable_vp": _VP,
        "min_rounds": _ROUNDS,
        "max_rounds": _ROUNDS,
        "players[].players": Bound(PLAYER_COUNTS[0], PLAYER_COUNTS[-1], N_("2 to 6 players")),
        "players[].rounds": _ROUNDS,
        "players[].short": _ROUNDS,
        "players[].long": _ROUNDS,
        "players[].bet_tokens": Bound(1, 12, N_("bet tokens per colour in the reserve")),
    },
    "movement.toml": {
        "card[].number": _CARD,
        "card[].values[]": Bound(0, MOVE, N_("squares a horse moves; never backwards")),
    },
    "actions.toml": {"card[].number": _CARD},
    "characters.toml": {
        "character[].danari": _money(N_("starting Danari")),
        "character[].owns_odds": Bound(2, ODDS, N_("the N of a 1:N odds row")),
    },
    "board.toml": {
        "prices.actions": _money(N_("a price in D")),
        "prices.actions_per_purchase": Bound(1, 6, N_("Action cards one purchase draws")),
        "prices.goal": _money(N_("a price in D")),
        "prices.assistant": _money(N_("a price in D")),
        "prices.horse": _money(N_("a price in D")),
        "prices.draw": Bound(1, HORSE_CARD_COUNT,
                             N_("cards drawn to keep one: the Horse deck's size")),
        "prices.pass_bonus": _money(N_("the Bank's gift for passing")),
        "prices.buy_from_player_multiplier": Bound(1, 10, N_("a card bought from a player costs "
                                                          "its value x this")),
        "prices.clearance_divisor": Bound(1, 10,
                                          N_("a card sold to the Bank brings its value / this")),
        "prices.clearance_rounding": Bound(1, 10_000, N_("clearance prices are multiples of it")),
        "prices.goal_vp": _VP,
        "auction.dutch_start": _money(N_("the Bank's first offer"), 1),
        "auction.dutch_step": _money(N_("each acceptance lowers the offer by it"), 1),
        "auction.dutch_floor": _money(N_("the lowest offer")),
        "auction.english_start": _money(N_("the first bid"), 1),
        "auction.english_step": _money(N_("each bid raises by it: a bidder's money runs out"), 1),
        "loans.cards": Bound(0, 12, N_("Loan cards on the table")),
        "loan[].receive": _money(N_("Danari a loan gives")),
        "loan[].repay": _money(N_("Danari a loan costs at the end")),
    },
    "assistants.toml": {"card[].number": _CARD},
    "horses.toml": {"card[].number": _CARD},
    "goals.toml": {"goal[].numbers[]": _CARD},
}

# A card effect's value by (trigger, op) (game.horsefever.rules.data.KNOWN_EFFECTS says what they do).
EFFECT_BOUNDS: dict[tuple[str, str], Bound] = {
    ("start", "set"): Bound(0, MOVE, N_("squares at the start; never backwards")),
    ("start", "add"): Bound(-MOVE, MOVE, N_("squares more or fewer at the start")),
    ("first", "set"): Bound(0, MOVE, N_("squares a first horse moves; never backwards")),
    ("last", "set"): Bound(1, MOVE, N_("a last horse must move, or horses tied last and first "
                                    "could stay put for ever")),
    ("finish_line", "add"): Bound(0, MOVE, N_("squares past the line; fewer would pull the "
                                           "horse back before it at every card")),
    ("sprint", "set"): Bound(0, MOVE, N_("squares of a sprint")),
    ("sprint", "add"): Bound(-MOVE, MOVE, N_("squares more or fewer in a sprint")),
    ("reveal", "odds"): Bound(-ROW_MOVES, ROW_MOVES, "odds rows: the Blackboard has "
                                                 f"{ODDS_ROW_COUNT}"),
    ("payoff", "danari"): Bound(-MONEY, MONEY, N_("Danari paid or taken")),
    ("payoff", "vp"): Bound(-VP, VP, N_("VP given or taken")),
    ("payoff", "danari_if_no_win"): _money(N_("Danari paid")),
    ("payoff", "take_left"): _money(N_("Danari taken")),
    ("payoff", "take_right"): _money(N_("Danari taken")),
    ("hire", "danari"): _money(N_("Danari paid")),
    ("price", "set"): _money(N_("a price in D")),
    ("price", "add"): Bound(-MONEY, MONEY, N_("a price change in D")),
    ("loan", "repay"): _money(N_("Danari a loan costs at the end")),
    ("goals", "count"): Bound(0, 10, N_("cards counted for Goal cards")),
    ("reveal", "move_odds"): Bound(1, ROW_MOVES, f"odds rows: the Blackboard has "
                                                 f"{ODDS_ROW_COUNT}"),
    ("bets", "extra"): Bound(0, 4, N_("more bets a round: each is one more decision")),
    ("show", "places"): Bound(1, STABLE_COUNT, N_("places a Show bet wins on, of six horses")),
}


def _movement_moves_every_row(doc: dict[str, Any]) -> None:
    for row in range(ODDS_ROW_COUNT):
        if not any(card["values"][row] > 0 for card in doc["card"]):
            fail(f"card[*].values[{row + 1}]",
                 N_("must be above 0 on at least one card (else a horse on that odds row moves "
                    "only by sprints, and a horse that cannot sprint never finishes)"))


def _dutch_auction_ends(doc: dict[str, Any]) -> None:
    auction = doc["auction"]
    steps = math.ceil((auction["dutch_start"] - auction["dutch_floor"]) / auction["dutch_step"])
    if steps > AUCTION_STEPS:
        fail("auction.dutch_step",
             N_("must be at least (dutch_start - dutch_floor) / {steps} = {least} (a Dutch "
                "auction may take at most {steps} acceptances), found {found}"),
             steps=AUCTION_STEPS, found=auction["dutch_step"],
             least=math.ceil((auction["dutch_start"] - auction["dutch_floor"]) / AUCTION_STEPS))


# Ranges that follow from other numbers of the same file, checked after BOUNDS.
DERIVED: dict[str, tuple[Callable[[dict[str, Any]], None], ...]] = {
    "movement.toml": (_movement_moves_every_row,),
    "board.toml": (_dutch_auction_ends,),
}

def _effect_bound(effect: dict[str, Any]) -> Bound | None:
    """The range of an effect's value, or None when its (trigger, op) takes no number:
    the file's checks then report the unknown effect or the wrong type."""
    return EFFECT_BOUNDS.get((effect.get("trigger"), effect.get("op")))


def _walk_effects(node: Any, path: str) -> None:
    """Checks the value of every card effect or ability under ``node`` (its range
    depends on its trigger and op, so the schema's Scalar leaves it to this walk)."""
    if isinstance(node, dict):
        is_effect = "trigger" in node and "op" in node
        for key, value in node.items():
            where = join(path, key)
            if is_effect and key == "value":
                bound = _effect_bound(node)
                if bound is not None and is_int(value):
                    bound.check(value, where)
            else:
                _walk_effects(value, where)
    elif isinstance(node, (tuple, list)):
        for i, value in enumerate(node):
            _walk_effects(value, item(path, i))


def check_numbers(name: str, doc: dict[str, Any]) -> None:
    """Fails at the first card effect of the checked document ``doc`` of file ``name``
    whose value is out of its range, then checks the file's DERIVED ranges (every other
    number was checked against ``BOUNDS`` with the schema: ``game.core.data_schema``)."""
    _walk_effects(doc, "")
    for derived in DERIVED.get(name, ()):
        derived(doc)

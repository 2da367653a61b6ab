"""Scenario builders for Board Game rules tests: a game at its first purchase, chance forced.

Typical use::

    game = board_game(3, assistants={0: [DANIEL_JACKSON]}, danari=[3000, 3000, 3000])
    force_race(game)                      # RACE_A: green, black, red, white, yellow, blue
    events = autoplay(game, until="dutch_auction")   # quiet choices up to the auction
    assert payouts(events, reason="assistant") == [(0, 300, 0)]

Conventions (see docs/architecture.md, "Forcing chance in tests"):

- ``board_game`` starts a real ``Game.new(..., variant="board")`` and then forces the state
  at the first purchase decision of round 1: the first player (seat 0 unless told), the
  odds (``LANE_ODDS`` unless told), every seat's Danari (3000), VP tokens (1), Stable Owner
  cards (none), characters, Goal/Assistant/Horse cards, loans and action-card hands. Every
  card given to a seat is taken out of its deck, so each card stays in exactly one place
  (``check_cards`` asserts it).
- ``fixed_order=True`` replaces the game's generator by ``FixedOrderRandom``: the same
  seeded generator whose ``shuffle`` leaves a deck as it is. Purchases then draw from the
  top of the deck (its last item) in the order the test set; dice and tie-breaks stay random
  unless forced too.
- ``force_race`` puts movement cards on top of the movement deck (first turned = last item)
  and queues the sprint dice.
- ``autoplay`` makes the "quiet" choice at every decision (pass purchases, lineups, second
  bets and auctions; a first bet of the minimum stake to win on a horse that loses RACE_A;
  the first horse offered at a photo finish) until a decision of a kind the test wants to
  make itself.
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Sequence

import pytest

from game.horsefever.rules import Action, Game, IllegalAction
from game.horsefever.rules.cards import card_problem
from .helpers import COLOURS, LANE_ODDS, data, named, one  # noqa: F401  (re-exported)

NAMES = ["Ada", "Bruno", "Carla", "Dario", "Elena", "Fabio"]

# ---- card numbers (data/*.toml, the printed numbers) ---------------------------------
# Star action cards.
PECUNIA_NON_OLET = 17
BOSS = 18
ARMAND_AMENDE = 21
BOSS_BANG = 22  # "Boss!!!"
# Assistants.
ADELBERT_DIPLOMATISH = 23
TOMMY_STYLE = 24
FRANCISCO_CABALLOS = 25
FRANZ_GALOPP = 26
MICHELE_CUORLIONE = 27
ARONNE_DAL_BANCO = 28
DIDIER_ADDITION = 29
JUSTICE_BROS = 30
BRIAN_O_FIST = 31
PEDRO_PUGNOS = 32
DANIEL_JACKSON = 33
CEDRIC_COPIEUR = 34
FRANCOIS_RICHE = 35
# Horse cards.
COSTANTINO = 36
EL_GUAPO = 37
LA_LONGUE_CARABINE = 38
NAPOLEON = 39
THE_FURY = 40
VARONNE = 41
BISCUIT_DE_MER = 42
BOSSON = 43
GIUMENTA = 44
TROY = 45
# Goals (two copies of each design).
MOST_STABLES = (46, 47)
MOST_ASSISTANTS = (48, 49)
MOST_GOALS = (50, 51)
MOST_HORSES = (52, 53)
MOST_DANARI = (54, 55)
FEWEST_STABLES = (56, 57)
FEWEST_VP = (58, 59)

PASS = Action("pass")

# ---- the standard race ---------------------------------------------------------------
# The Family tests' RACE_A (tests/test_scenarios_examples.py), for odds = LANE_ODDS and no
# card in force (black 1:2, blue 1:3, green 1:4, red 1:5, yellow 1:6, white 1:7):
#
#   unit card values(bk bl gr rd ye wh)  dice            squares after the sprint
#   1    13   2 2 3 3 2 2               green, red      bk2  bl2  gr4  rd4  ye2  wh2
#   2     7   2 2 3 2 2 3               green, green    bk4  bl4  gr8  rd6  ye4  wh5
#   3     2   3 2 3 2 2 2               green, yellow   bk7  bl6  gr12 rd8  ye7  wh7
#   4     3   3 2 - 3 2 2               black, black    bk11 bl8  rd11 ye9  wh9
#   5     1   3 3 - 2 2 2               white, white    bk14 bl11 rd13 ye11 wh12
#   6     5   - 2 - - 3 -               white, white    bl13 ye14
# Ranking: green, black, red, white, yellow, blue.
RACE_A_MOVEMENT = [13, 7, 2, 3, 1, 5]
RACE_A_DICE = [["green", "red"], ["green", "green"], ["green", "yellow"],
               ["black", "black"], ["white", "white"], ["white", "white"]]
RACE_A_RANKING = ["green", "black", "red", "white", "yellow", "blue"]
# Horses whose Win bets lose RACE_A, in the order the quiet first bet tries them.
LOSING_WIN_HORSES = ("blue", "yellow", "white", "red", "black")


class FixedOrderRandom(random.Random):
    """The game's seeded generator, except that ``shuffle`` leaves a deck in its order."""

    def __init__(self, state: Any) -> None:
        super().__init__()
        self.setstate(state)

    def shuffle(self, x: Any, *args: Any, **kw: Any) -> None:  # type: ignore[override]
        return None


def _per_seat(value: Any, n: int, default: Any) -> list[Any]:
    if value is None:
        return [default] * n
    if isinstance(value, dict):
        return [value.get(seat, default) for seat in range(n)]
    value = list(value)
    assert len(value) == n, f"test setup: {n} values expected, got {value!r}"
    return value


def deck_of(game: Game, item: str) -> list[int]:
    """The deck of a card family (top = last item)."""
    s = game.state
    return {"goal": s.goal_deck, "assistant": s.assistant_deck, "horse": s.horse_deck,
            "actions": s.action_deck}[item]


def take(deck: list[int], card: int) -> int:
    """Takes one card out of a deck (ValueError if it is not there: a card twice?)."""
    deck.remove(card)
    return card


def board_game(n: int = 3, *, seed: int = 0, stars: bool = False,
               first_player: int = 0, odds: dict[str, int] | None = None,
               danari: Any = None, vp_tokens: Any = None, stables: Any = None,
               characters: Any = None, goals: Any = None, assistants: Any = None,
               horses: Any = None, loans: Any = None, hands: Any = None,
               fixed_order: bool = False) -> Game:
    """A Board Game at the first purchase decision of round 1 with chance forced.

    Per-seat values are a list (one per seat) or a dict {seat: value}; seats left out get
    3000 D, 1 VP token, no stable, no card, no loan. ``characters`` defaults to Oliver Oil
    (no ability) for every seat when ``stars`` is on, else keeps the dealt characters
    (without star cards no character has an ability).
    """
    game, _ = Game.new(data(), NAMES[:n], variant="board", seed=seed, stars=stars)
    s = game.state
    assert s.round == 1 and s.phase == "purchase" and s.board.get("purchase_step") == 1
    s.odds = dict(odds or LANE_ODDS)
    assert set(s.odds) == set(COLOURS)
    owners: list[str] = []
    for p, d, v, st in zip(s.players, _per_seat(danari, n, 3000), _per_seat(vp_tokens, n, 1),
                           _per_seat(stables, n, [])):
        p.danari, p.vp_tokens, p.stables = d, v, list(st)
        owners += st
    assert len(owners) == len(set(owners)), "test setup: a stable with two owners"
    if stars:
        for p, ch in zip(s.players, _per_seat(characters, n, "Oliver Oil")):
            p.character = ch
    else:
        assert characters is None, "test setup: characters have abilities only with stars"
    for item, given in (("goal", goals), ("assistant", assistants), ("horse", horses)):
        deck = deck_of(game, item)
        for p, cards in zip(s.players, _per_seat(given, n, [])):
            mine = {"goal": p.goals, "assistant": p.assistants, "horse": p.horses}[item]
            mine[:] = [take(deck, c) for c in cards]
    for p, kinds in zip(s.players, _per_seat(loans, n, [])):
        p.loans = list(kinds)
        s.loan_cards -= len(kinds)
    for p, cards in zip(s.players, _per_seat(hands, n, [])):
        assert not p.hand
        p.hand = [take(s.action_deck, c) for c in cards]
    s.first_player = first_player
    s.queue = s.clockwise_from(first_player)
    if fixed_order:
        s.rng = FixedOrderRandom(s.rng.getstate())
    check_cards(game)
    return game


def stack(game: Game, item: str, top: Sequence[int]) -> None:
    """Puts these cards (already in the deck) on top of it, ``top[0]`` drawn first."""
    deck = deck_of(game, item)
    for c in top:
        deck.remove(c)
    deck.extend(reversed(top))


def force_race(game: Game, movement: Sequence[int] = RACE_A_MOVEMENT,
               dice: Iterable[Sequence[str]] = RACE_A_DICE) -> None:
    """The next race turns these movement cards (in order) and rolls these dice first."""
    s = game.state
    rest = [c for c in s.movement_deck if c not in movement]
    assert len(rest) + len(movement) == len(s.movement_deck), "test setup: a card twice"
    s.movement_deck = rest + list(reversed(movement))
    s.dice_queue = [list(pair) for pair in dice]


# ---- checks --------------------------------------------------------------------------

def check_cards(game: Game) -> None:
    """Every card is in exactly one place (decks, hands, tables, lineup, a pending draw:
    ``game.horsefever.rules.cards``), the Loan cards add up, no Stable Owner card is held twice."""
    s = game.state
    b = s.data.board
    problem = card_problem(s)
    assert problem is None, problem
    assert s.loan_cards + sum(len(p.loans) for p in s.players) == b.prices.loan_cards
    owners = [c for p in s.players for c in p.stables]
    assert len(owners) == len(set(owners)), "a Stable Owner card held twice"


def refused(game: Game, action: Action, rule: str, words: str = "") -> IllegalAction:
    """The action is illegal: IllegalAction names ``rule`` and the state is unchanged."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.rule == rule, str(info.value)
    assert words in str(info.value), str(info.value)
    assert game.to_json() == before, "an illegal action changed the state"
    return info.value


# ---- driving -------------------------------------------------------------------------

def act(game: Game, seat: int, action: Action, kind: str | None = None) -> list[dict]:
    """``seat`` (who must be the one to move) takes ``action``; returns the events."""
    d = game.decision()
    assert d is not None, "the game is over"
    assert d.seat == seat, f"seat {d.seat} is to move ({d.kind}), not seat {seat}"
    if kind is not None:
        assert d.kind == kind, f"expected a {kind} decision, got {d.kind}"
    return game.apply(action)


def buy(item: str, **kw: Any) -> Action:
    return Action("buy", item=item, **kw)


def quiet_action(game: Game, bets: dict[int, Action] | None = None) -> Action:
    """The choice that changes least: pass, or the smallest losing first bet (RACE_A)."""
    d = game.decision()
    assert d is not None
    if d.kind == "first_bet":
        if bets and d.seat in bets:
            return bets[d.seat]
        horse = next(h for h in LOSING_WIN_HORSES if "win" in d.options["horses"].get(h, []))
        return Action("bet", horse=horse, kind="win", stake=d.options["min_stake"])
    if d.kind == "second_bet" and bets and (d.seat, "second") in bets:  # type: ignore[operator]
        return bets[(d.seat, "second")]  # type: ignore[index]
    if d.kind == "keep":
        return Action("keep", card=d.options["cards"][0])
    if d.kind == "photo_finish":  # only races the test does not look at need this
        return Action("photo_pick", horse=d.options["horses"][0])
    assert d.can_pass, f"autoplay: the test must make the {d.kind} decision of seat {d.seat}"
    return PASS


def autoplay(game: Game, until: str | Sequence[str] = (), *, next_round: bool = False,
             bets: dict[Any, Action] | None = None) -> list[dict]:
    """Makes quiet choices until a decision of a kind in ``until`` (or the game's end).

    ``next_round``: also stop at the first decision of a later round. ``bets``: first bets
    by seat ({seat: Action}) and second bets ({(seat, "second"): Action}) to make instead
    of the quiet ones.
    """
    kinds = (until,) if isinstance(until, str) else tuple(until)
    start = game.state.round
    events: list[dict] = []
    while not game.is_over():
        if next_round and game.state.round > start:
            break
        d = game.decision()
        if d.kind in kinds:
            break
        events += game.apply(quiet_action(game, bets))
    return events


def win(horse: str, stake: int) -> Action:
    return Action("bet", horse=horse, kind="win", stake=stake)


def show(horse: str, stake: int) -> Action:
    return Action("bet", horse=horse, kind="show", stake=stake)


def play(card: int, horse: str) -> Action:
    return Action("play_card", card=card, horse=horse)


def payouts(events: Iterable[dict], reason: str | None = None) -> list[tuple]:
    """Payouts as (seat, danari, vp), or (seat, reason, danari, vp) without a reason."""
    out = []
    for e in named(events, "payout"):
        if reason is None:
            out.append((e["seat"], e["reason"], e["danari"], e["vp"]))
        elif e["reason"] == reason:
            out.append((e["seat"], e["danari"], e["vp"]))
    return out


def balances(game: Game) -> list[tuple[int, int]]:
    """Each seat's (Danari, VP total)."""
    s = game.state
    return [(p.danari, s.vp(p.seat)) for p in s.players]

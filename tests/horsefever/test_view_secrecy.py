"""View secrecy: a seat never sees another seat's hand or face-down cards before the reveal.

* ``game.view(seat)`` lists only the seat's own hand; other seats' cards behind the lanes are
  ``None`` until the reveal; anywhere in the view, a card number under a ``card``/``cards``/
  ``hand`` key is one the seat may know.
* ``redact_event`` strips other seats' ``deal.cards`` and ``action_played.card`` (and leaves
  the event itself untouched).
* Property: two states that differ only in seat 1's hand (and seat 1's face-down cards) give
  identical views to every other seat and to a spectator.
"""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.horsefever.rules import Game, redact_event
from game.horsefever.rules.loader import load_data
from .invariants import Seats, play_recorded  # tests/ is on sys.path (pytest rootdir import)

DATA = load_data()
FACE_DOWN = ("first_bet", "fix", "second_bet")
CARD_KEYS = ("card", "cards", "hand")
CASES = [(4, ["simple", "random", "uniform"]), (9, ["random"] * 4),
         (16, ["simple", "simple", "random", "uniform", "simple", "random"]),
         (30, ["uniform", "simple"])]


def card_values(obj, path=""):
    """Yields (path, card number) for every value under a card-ish key, recursively."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k in CARD_KEYS:
                vals = v if isinstance(v, list) else [v]
                for x in vals:
                    if x is not None and not isinstance(x, dict):
                        yield f"{path}.{k}", x
            yield from card_values(v, f"{path}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from card_values(v, f"{path}[{i}]")


def known_to(game, seat) -> set:
    """The action cards ``seat`` may know right now."""
    s = game.state
    known = set()
    if seat is not None:
        known |= set(s.players[seat].hand)
    face_down = s.phase in FACE_DOWN
    for c in s.colours:
        for pc in s.lanes[c]:
            if pc.seat == seat or not face_down:
                known.add(pc.card)
        for pc in s.discarded[c]:
            known.add(pc.card)
    return known


def check_views(game) -> None:
    s = game.state
    n = len(s.players)
    face_down = s.phase in FACE_DOWN
    for seat in list(range(n)) + [None]:
        v = game.view(seat)
        json.dumps(v)  # a view is plain JSON data
        for entry in v["players"]:
            if entry["seat"] == seat:
                assert entry["hand"] == s.players[seat].hand
            else:
                assert "hand" not in entry, f"seat {seat} sees seat {entry['seat']}'s hand"
            assert entry["hand_count"] == len(s.players[entry["seat"]].hand)
        for colour, cards in v["lanes"].items():
            for pc in cards:
                if face_down and pc["seat"] != seat:
                    assert pc["card"] is None, \
                        f"seat {seat} sees seat {pc['seat']}'s face-down card on {colour}"
        assert ("decision" in v) == (seat is not None and seat == game.current_player())
        known = known_to(game, seat)
        for path, card in card_values(v):
            assert card in known, f"seat {seat} sees card {card} at {path} ({s.phase})"


@pytest.mark.parametrize("seed,kinds", CASES)
def test_views_never_show_secrets(seed, kinds) -> None:
    game, _, _, _ = play_recorded(DATA, seed, kinds, between=check_views)
    check_views(game)  # the final state too


@pytest.mark.parametrize("seed,kinds", CASES)
def test_redact_event_strips_other_seats_cards(seed, kinds) -> None:
    game, _, steps, setup = play_recorded(DATA, seed, kinds)
    events = setup + [e for s in steps for e in s]
    n = len(kinds)
    seen = {"deal": 0, "action_played": 0}
    revealed = False
    for ev in events:
        if ev["type"] == "round_start":
            revealed = False
        if ev["type"] == "reveal":
            revealed = True
        original = copy.deepcopy(ev)
        for seat in list(range(n)) + [None]:
            r = redact_event(ev, seat)
            assert ev == original, "redact_event changed the event itself"
            name = ev["type"]
            own = ev.get("seat") == seat
            if name == "deal":
                seen[name] += 1
                assert ("cards" in r) == own
            elif name == "action_played":
                seen[name] += 1
                assert ("card" in r) == own
            elif name == "game_start":  # the seed is the full log's alone
                assert "seed" not in r and r == {k: v for k, v in ev.items() if k != "seed"}
            else:
                assert r == ev
            json.dumps(r)
            if own or revealed or name == "reveal":
                continue
            # Before the reveal, no event shows another seat's cards to this seat.
            leaked = list(card_values(r))
            assert not leaked, f"{name} shows {leaked} to seat {seat} before the reveal"
    assert seen["deal"] and seen["action_played"]


def swap_hidden_cards(game: Game, seat: int, picks: list[int]) -> Game | None:
    """A copy of the game where ``seat``'s hand and face-down lane cards are swapped for
    other cards from the action deck (same counts, same lanes); None if nothing to swap."""
    twin = Game.from_json(game.to_json(), DATA)
    s = twin.state
    p = s.players[seat]
    face_down = s.phase in FACE_DOWN
    mine = [pc for c in s.colours for pc in s.lanes[c] if pc.seat == seat] if face_down else []
    slots = len(p.hand) + len(mine)
    if slots == 0 or len(s.action_deck) < slots:
        return None
    # Pick distinct deck positions from the hypothesis-drawn numbers.
    positions: list[int] = []
    for x in picks:
        i = x % len(s.action_deck)
        while i in positions:
            i = (i + 1) % len(s.action_deck)
        positions.append(i)
        if len(positions) == slots:
            break
    while len(positions) < slots:
        positions.append(next(i for i in range(len(s.action_deck)) if i not in positions))
    new = [s.action_deck[i] for i in positions]
    old = list(p.hand) + [pc.card for pc in mine]
    for i, card in zip(positions, old):
        s.action_deck[i] = card
    p.hand[:] = new[:len(p.hand)]
    for pc, card in zip(mine, new[len(p.hand):]):
        pc.card = card
    return twin


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6),
       steps=st.integers(0, 60), kinds=st.lists(st.sampled_from(["random", "simple"]),
                                                min_size=6, max_size=6),
       picks=st.lists(st.integers(0, 10**6), min_size=6, max_size=6))
def test_views_do_not_depend_on_another_seats_hidden_cards(seed, players, steps, kinds,
                                                             picks) -> None:
    game, _ = Game.new(DATA, [f"P{i}" for i in range(players)], "family", seed)
    seats = Seats(DATA, seed, kinds[:players])
    # Play on to a decision while cards are still hidden, at most ``steps`` decisions in.
    last_hidden = None
    for _ in range(steps + 1):
        if game.is_over():
            break
        if game.state.phase in FACE_DOWN:
            last_hidden = game.to_json()
        game.apply(seats.choose(game))
    if last_hidden is None:
        return
    game = Game.from_json(last_hidden, DATA)
    twin = swap_hidden_cards(game, 1, picks)
    if twin is None:
        return
    assert twin.to_json() != game.to_json()
    for seat in [s for s in range(players) if s != 1] + [None]:
        assert twin.view(seat) == game.view(seat), \
            f"seat {seat}'s view depends on seat 1's hidden cards ({game.state.phase})"
    assert twin.view(1) != game.view(1)  # the swap did change something seat 1 sees


# ---- the listed actions of a view are the legal actions ---------------------------------

@pytest.mark.parametrize("seed,stars", [(1, True), (2, False), (5, True)])
def test_a_views_listed_actions_are_exactly_the_legal_actions(seed, stars) -> None:
    """A view lists the legal actions of small decisions as JSON; Board Game purchases
    build that list directly (PhaseRules.expand_json): it must equal ``legal_actions()``, in
    order, and the view must be the same whichever way it is built (view_and_decision)."""
    import random

    from game.horsefever.rules.views import view_and_decision

    game, _ = Game.new(DATA, ["A", "B", "C", "D"], "board", seed, stars)
    pick = random.Random(seed)
    checked = {}
    while not game.is_over():
        seat = game.current_player()
        view = game.view(seat)
        legal = game.legal_actions()
        d = view["decision"]
        if "actions" in d:
            assert d["actions"] == [a.to_json() for a in legal], d["kind"]
            assert [list(a) for a in d["actions"]] == [list(a.to_json()) for a in legal]
            checked[d["kind"]] = checked.get(d["kind"], 0) + 1
        assert view_and_decision(game.state, seat)[0] == view
        game.apply(pick.choice(legal))
    assert checked.get("purchase", 0) >= 8, checked


# ---- a view is the caller's own: changing it changes nothing in the game ----------------

def _scribble(v) -> None:
    """Changes every list and dict inside ``v`` (what a careless bot might do to its view)."""
    if isinstance(v, dict):
        for x in list(v.values()):
            _scribble(x)
        v["scribbled"] = True
    elif isinstance(v, list):
        for x in v:
            _scribble(x)
        v.append("scribbled")


@pytest.mark.parametrize("variant,seed", [("family", 3), ("board", 4), ("board", 8)])
def test_a_view_shares_no_list_or_dict_with_the_game(variant, seed) -> None:
    import random

    from game.horsefever.rules.serialize import state_to_json

    game, _ = Game.new(DATA, ["A", "B", "C", "D"], variant, seed, variant == "board")
    pick = random.Random(seed)
    phases = set()
    while not game.is_over():
        before = json.dumps(state_to_json(game.state), sort_keys=True)
        for seat in (0, 1, 2, 3, None):
            _scribble(game.view(seat))
        assert json.dumps(state_to_json(game.state), sort_keys=True) == before, game.state.phase
        phases.add(game.state.phase)
        game.apply(pick.choice(game.legal_actions()))
    if variant == "board":
        assert {"purchase", "dutch_auction", "english_auction", "lineup"} <= phases, phases

"""One random-simulation test for every registered game (after OpenSpiel's ``random_sim_test``).

Each game is played to the end several times, from seeded setups (every option's values
tried one at a time, and a random mix), by its bots of every kind, one move in five
drawn uniformly from its described legal set instead (``Game.legal().sample``). At
sampled decisions:

* the state round-trips through JSON (same JSON, same view for the seat to move);
* a bounded sample of legal actions passes ``check`` and applies on a copy, with JSON
  events and redactions;
* crafted illegal actions are refused with the game's error, one line, and leave the
  state's JSON byte-identical: each field of a legal action given a wrong type (float,
  bool, list, dict, text, None, a huge number), an out-of-range value, actions of other
  phases seen earlier, things that are no action at all; building a mistyped action or
  reading one from JSON raises the game's error too, never TypeError;
* secrecy: ``redeal_hidden`` for the seat to move leaves that seat's view unchanged (and
  changes the hidden state at least once a game, so the check is not vacuous).

A new game gets all of this by registering (``game/catalogue.py``).
"""
from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from game.core.actions import action_from_json, field_specs, forge
from game.core.contract import Game
from game.core.registry import GameInfo
from game.catalogue import registered_games

GAMES = registered_games()
CHECK_CHANCE = 0.2  # share of decisions checked in full
MAX_CHECKS = 8  # checked decisions per game at most
LEGAL_SAMPLE = 3  # legal actions applied (on copies) at a checked decision
RANDOM_MOVES = 0.2  # share of moves drawn uniformly from the legal set instead of a bot's
MAX_DECISIONS = 20_000  # a random game that has not ended by then never will


def dumps(d: Any) -> str:
    return json.dumps(d, sort_keys=True, ensure_ascii=False)


def setups(info: GameInfo) -> list[dict[str, Any]]:
    """Every mix of the choice options (variants); then each other option's test values one
    at a time, on those mixes in turn; and one random mix of everything."""
    def values(o) -> list[Any]:
        if o.kind == "bool":
            return [False, True]
        if o.kind == "choice":
            return list(o.choices)
        return sorted(set(range(o.lo, o.hi + 1)) if o.hi - o.lo < 6 else {o.lo, o.hi})

    bases: list[dict[str, Any]] = [{}]
    for o in info.options:
        if o.kind == "choice":
            bases = [{**b, o.name: v} for b in bases for v in values(o)]
    out = [info.setup(b) for b in bases]
    k = 1
    for o in info.options:
        if o.kind != "choice":
            for v in values(o):
                if v != o.default:
                    out.append(info.setup({**bases[k % len(bases)], o.name: v}))
                    k += 1
    rng = random.Random(f"setups:{info.name}")
    out.append(info.setup({o.name: rng.choice(values(o)) for o in info.options}))
    return out


def _cases() -> list[Any]:
    return [pytest.param(info, i, opts, id=f"{info.name}-{i}")
            for info in GAMES for i, opts in enumerate(setups(info))]


def wrong_types(v: Any) -> list[Any]:
    """Values of the wrong type for a field holding ``v``."""
    if type(v) is int:
        return [float(v), v == 0, [v], {"n": v}, str(v), None, 10 ** 30, -(10 ** 30)]
    if type(v) is str:
        return [[v], {v: 1}, 7, 7.0, True, None, v * 100]
    if v is None:
        return [1.5, True, [], {}]
    return [[v], {}, 1.5]


def out_of_range(v: Any) -> list[Any]:
    """Values of the right type that are unlikely to be legal."""
    if type(v) is int:
        return [v + 1_000_000, -v - 1_000_000]
    if type(v) is str:
        return ["no-such-" + v]
    return []


def refuses(info: GameInfo, game: Any, action: Any) -> None:
    """``check`` and ``apply`` refuse with the game's error, in one line."""
    for attempt in (game.check, game.apply):
        with pytest.raises(info.error) as refusal:
            attempt(action)
        text = str(refusal.value)
        assert text and "\n" not in text


def unchanged(game: Any, before: str, what: str) -> None:
    """The state's JSON is still ``before``, byte for byte (after refusing ``what``)."""
    assert dumps(game.to_json()) == before, f"refusing {what} changed the state"


def check_crafted(info: GameInfo, game: Any, legal: Any, a: Any, before: str,
                  rng: random.Random) -> None:
    """Mistyped and out-of-range variants of the legal action ``a`` are refused."""
    cls = type(a)
    fields = {f.name: getattr(a, f.name) for f in dataclasses.fields(a)}
    kinds = info.action_kinds()
    optional = {spec[0] for spec in field_specs(cls) if spec[2]}
    for name, v in fields.items():
        for bad in wrong_types(v):
            if bad is None and name in optional:
                continue
            values = {**fields, name: bad}
            with pytest.raises(info.error):
                cls(**values)
            with pytest.raises(info.error):
                action_from_json(kinds, {"type": cls.KIND, **values}, info.error)
            refuses(info, game, forge(cls, **values))
        for odd in out_of_range(v):
            try:
                b = cls(**{**fields, name: odd})
            except info.error:
                continue  # (a field of fixed names refuses it when built)
            if not legal.contains(b):
                refuses(info, game, b)
        unchanged(game, before, f"{cls.__name__} with a bad {name}")


def check_decision(info: GameInfo, game: Any, rng: random.Random,
                   seen: dict[type, Any]) -> bool:
    """The checks of one sampled decision; True if the re-deal changed the hidden state."""
    d = game.decision()
    legal = game.legal()
    before = dumps(game.to_json())
    # JSON round trip.
    back = info.load(json.loads(before))
    assert dumps(back.to_json()) == before
    assert back.view(d.seat) == game.view(d.seat)
    # A bounded sample of legal actions applies (on a copy).
    if legal.count() <= 400:
        assert set(game.legal_actions()) == set(legal), d
    for _ in range(LEGAL_SAMPLE):
        a = legal.sample(rng)
        assert legal.contains(a)
        game.check(a)
        trial = game.copy()
        for ev in trial.apply(a):
            dumps(ev)
            for seat in [None, *range(len(game.view(None)["players"]))]:
                dumps(trial.redact(ev, seat))
        seen[type(a)] = a
    assert dumps(game.to_json()) == before
    # Crafted illegal actions.
    check_crafted(info, game, legal, legal.sample(rng), before, rng)
    # Actions of other phases seen before: refused unless legal now (one definition of
    # legal: tests/core/test_legal_agreement.py).
    for other in seen.values():
        if not legal.contains(other):
            refuses(info, game, other)
    for thing in (None, "pass", {"type": "pass"}, 7, object()):
        refuses(info, game, thing)
    unchanged(game, before, "actions of other phases, or no actions at all")
    with pytest.raises(info.error):
        action_from_json(info.action_kinds(), {"type": "no-such-action"}, info.error)
    # Secrecy: re-deal what the seat to move cannot see; its view stays the same.
    view = game.view(d.seat)
    redealt = game.redeal_hidden(d.seat, rng)
    assert redealt.view(d.seat) == view, f"re-dealing changed seat {d.seat}'s view"
    assert dumps(game.to_json()) == before
    redealt.apply(redealt.legal().sample(rng))  # and the re-dealt game plays on
    return dumps(redealt.to_json()) != before


@pytest.mark.parametrize("info,index,options", _cases())
def test_random_simulation(info: GameInfo, index: int, options: dict[str, Any]) -> None:
    rng = random.Random(f"random-sim:{info.name}:{index}")
    game, events = info.new_game(options, index, None)
    assert isinstance(game, Game)  # every method of the contract is there
    # Bots of every kind around the table (uniformly random legal moves alone end most
    # games in their first round): a bot's move, or now and then a random legal one.
    players = len(game.view(None)["players"])
    bots = [info.make_bot(info.bot_kinds[(index + seat) % len(info.bot_kinds)], index, seat)
            for seat in range(players)]
    seen: dict[type, Any] = {}
    checks = redeals_changed = decisions = 0
    while not game.is_over():
        d = game.decision()
        assert d is not None and d.phase in info.phases, d
        assert game.legal().count() > 0, d
        if checks < MAX_CHECKS and rng.random() < CHECK_CHANCE:
            checks += 1
            redeals_changed += check_decision(info, game, rng, seen)
        if rng.random() < RANDOM_MOVES:
            action = game.legal().sample(rng)
        else:
            action = bots[d.seat].choose(game.view(d.seat))
        events += game.apply(action)
        decisions += 1
        assert decisions < MAX_DECISIONS, "the game does not end"
    assert game.decision() is None and game.legal().count() == 0
    standings = game.standings()
    assert sorted(s.seat for s in standings) == list(range(players))
    assert standings[0].place == 1
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    if checks:
        assert redeals_changed, "redeal_hidden never changed anything"
    print(f"{info.name} {options}: {decisions} decisions, {checks} checked")

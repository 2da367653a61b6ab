"""One definition of legal, for every registered game: ``check`` accepts exactly the actions
``legal()`` describes.

Seeded games of each game (its default setup and its largest table with every optional
rule on; bots of each kind, now and then a uniformly random legal move) are played to the
end. At sampled decisions:

* every action ``legal()`` lists is accepted by ``check`` (a sample of them when there
  are many);
* candidates made from a legal action by changing one of its fields (to a value another
  legal action of the game gave that field, to None, to one more or one less, to a seeded
  number or name) are accepted by ``check`` exactly when ``legal().contains`` them, and
  one accepted applies (on a copy);
* fuzzed values forged past the actions' constructors (a list, a dict, a float, a bool
  where a number belongs) are neither contained nor accepted, and ``contains`` answers
  False rather than raising.

A new game gets this by registering (``game/catalogue.py``).
"""
from __future__ import annotations

import dataclasses
import random
from collections import defaultdict
from typing import Any, Iterator

import pytest

from game.core.actions import forge
from game.core.registry import GameInfo
from game.catalogue import registered_games

from .setups import richest

GAMES = registered_games()
SEEDS = (1, 2)
CHANCE = 0.3  # share of decisions sampled
MOST = 12  # sampled decisions per game
LISTED = 200  # legal actions checked one by one at a decision (a sample when more)
BASES = 3  # legal actions a decision's candidates are made from
RANDOM_MOVES = 0.2  # share of moves drawn uniformly from the legal set instead of a bot's
MAX_DECISIONS = 20_000


def _cases() -> list[Any]:
    return [pytest.param(info, setup, seed, id=f"{info.name}-{k}-{seed}")
            for info in GAMES for k, setup in enumerate((info.setup(), richest(info)))
            for seed in SEEDS]


def fields_of(a: Any) -> dict[str, Any]:
    return {f.name: getattr(a, f.name) for f in dataclasses.fields(a)}


def candidates(a: Any, pool: dict[str, set[Any]], words: list[str],
               rng: random.Random) -> Iterator[dict[str, Any]]:
    """``a``'s fields with one changed (module docstring)."""
    fields = fields_of(a)
    for name, value in fields.items():
        others: set[Any] = set(pool[name]) | {None}
        if type(value) is int:
            others |= {value + 1, value - 1, rng.randrange(-3, 120)}
        elif type(value) is str:
            others |= {rng.choice(words)} if words else set()
        if value is None:
            others |= {rng.randrange(0, 120), rng.choice(words) if words else "x"}
        for v in sorted(others, key=repr)[:24]:  # (seeded order: repr sorts any mix)
            if not (type(v) is type(value) and v == value):
                yield {**fields, name: v}


def accepted(info: GameInfo, game: Any, action: Any) -> bool:
    try:
        game.check(action)
    except info.error as e:
        assert str(e) and "\n" not in str(e)
        return False
    return True


def check_decision(info: GameInfo, game: Any, pool: dict[str, set[Any]],
                   rng: random.Random, counts: dict[str, int]) -> None:
    legal = game.legal()
    n = legal.count()
    listed = range(n) if n <= LISTED else sorted(rng.sample(range(n), LISTED))
    for i in listed:
        a = legal.at(i)
        assert legal.contains(a) and accepted(info, game, a), a
        for k, v in fields_of(a).items():
            pool[k].add(v)
    counts["listed"] += len(listed)
    words = sorted({v for vs in pool.values() for v in vs if type(v) is str})
    for _ in range(BASES):
        a = legal.sample(rng)
        cls = type(a)
        for values in candidates(a, pool, words, rng):
            try:
                c = cls(**values)
            except info.error:
                continue  # (a field its type refuses: the constructor's own refusal)
            inside = legal.contains(c)
            ok = accepted(info, game, c)
            assert ok == inside, (f"{info.name} at {game.decision()}: check "
                                  f"{'accepts' if ok else 'refuses'} {c!r}, which legal() "
                                  f"{'does not contain' if ok else 'contains'}")
            counts["in" if inside else "out"] += 1
            if ok and counts["applied"] < counts["in"] // 4 + 1:
                game.copy().apply(c)
                counts["applied"] += 1
        for name, value in fields_of(a).items():
            for bad in ([value], {"x": value}, 1.5, True, [[]]):
                f = forge(cls, **{**fields_of(a), name: bad})
                assert not legal.contains(f) and not accepted(info, game, f), f
                counts["fuzzed"] += 1


@pytest.mark.parametrize("info,setup,seed", _cases())
def test_check_accepts_exactly_what_legal_describes(info: GameInfo, setup: dict[str, Any],
                                                    seed: int) -> None:
    rng = random.Random(f"legal-agreement:{info.name}:{seed}:{sorted(setup.items())}")
    game, _ = info.new_game(setup, seed, None)
    players = len(game.view(None)["players"])
    bots = [info.make_bot(info.bot_kinds[(seed + s) % len(info.bot_kinds)], seed, s)
            for s in range(players)]
    pool: dict[str, set[Any]] = defaultdict(set)
    counts: dict[str, int] = defaultdict(int)
    sampled = 0
    for _ in range(MAX_DECISIONS):
        d = game.decision()
        if d is None:
            break
        if sampled < MOST and rng.random() < CHANCE:
            check_decision(info, game, pool, rng, counts)
            sampled += 1
        action = (game.legal().sample(rng) if rng.random() < RANDOM_MOVES
                  else bots[d.seat].choose(game.view(d.seat)))
        game.apply(action)
    assert game.is_over()
    assert sampled and counts["listed"] and counts["out"] and counts["fuzzed"], dict(counts)

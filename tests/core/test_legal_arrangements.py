"""``core.legal.Arrangements``: ordered choices of different values (a hand's cards in race
order) times the other fields' picks: counted, indexed, listed, tested and described."""
from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter

import pytest

from game.core.actions import TypedAction, action_kinds
from game.core.legal import ActionSet, Arrangements, Family, Pick, arrangements


@dataclasses.dataclass(frozen=True)
class Lineup(TypedAction):
    KIND = "lineup"
    a: str
    mood: str
    b: str | None = None
    c: str | None = None


@dataclasses.dataclass(frozen=True)
class Skip(TypedAction):
    KIND = "skip"


action_kinds([Lineup, Skip])
VALUES = ("x", "y", "z", "w")


def test_counts_and_indexes_every_arrangement_once_in_order() -> None:
    fam = Arrangements(Lineup, ("a", "b", "c"), VALUES, 3, {"mood": Pick(("up", "down"))})
    assert fam.count() == arrangements(4, 3) * 2 == 48
    got = [fam.at(i) for i in range(fam.count())]
    assert got == list(fam)  # (the listing in one pass keeps at()'s order)
    want = [Lineup(a, m, b, c) for a, b, c in itertools.permutations(VALUES, 3)
            for m in ("up", "down")]
    assert got == want
    assert all(fam.contains(x) for x in got)


def test_fewer_slots_leave_the_others_none_and_membership_is_exact() -> None:
    fam = Arrangements(Lineup, ("a", "b", "c"), VALUES, 1, {"mood": "up"})
    assert [x.a for x in fam] == list(VALUES) and all(x.b is x.c is None for x in fam)
    assert fam.contains(Lineup("x", "up"))
    assert not fam.contains(Lineup("x", "down"))  # (a fixed field)
    assert not fam.contains(Lineup("x", "up", "y"))  # (a slot past k named)
    assert not fam.contains(Lineup("q", "up"))  # (not a value)
    three = Arrangements(Lineup, ("a", "b", "c"), VALUES, 3, {"mood": "up"})
    assert not three.contains(Lineup("x", "up", "x", "y"))  # (a value twice)
    assert not three.contains(Skip())


def test_in_an_action_set_it_samples_uniformly_and_describes_itself() -> None:
    fam = Arrangements(Lineup, ("a", "b"), VALUES[:3], 2, {"mood": "up"})
    legal = ActionSet((Family(Skip), fam))
    assert legal.count() == 1 + 6
    rng = random.Random(5)
    seen = Counter(legal.sample(rng) for _ in range(7000))
    assert set(seen) == set(legal) and min(seen.values()) > 800  # (1,000 each expected)
    assert fam.to_json() == {"type": "lineup", "arrange": {"fields": ["a", "b"],
                                                            "of": ["x", "y", "z"]},
                             "mood": "up"}


def test_a_long_set_is_read_one_action_at_a_time() -> None:
    from game.core.legal import ListedActions
    fam = Arrangements(Lineup, ("a", "b", "c"), VALUES, 3, {"mood": Pick(("up", "down"))})
    legal = ActionSet((Family(Skip), fam))
    listed = ListedActions(legal)
    everything = list(legal)
    assert len(listed) == len(everything) == 49
    assert listed[0] == Skip() and listed[-1] == everything[-1] and listed[5] == everything[5]
    assert listed[3:7] == everything[3:7] and list(listed) == everything
    assert everything[10] in listed
    with pytest.raises(IndexError):
        listed[49]

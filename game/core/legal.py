"""Legal actions described rather than listed: a stake range, cards to choose from.

A bet of 100 to 3,000 D on six horses, win or show, is 360 actions; a game describes it as
one ``Family``: the action's class, a ``Pick`` of horses, ``Steps`` of stakes. Three
different cards of a hand in race order are ``Arrangements`` (24 cards: 12,144 orders). An
``ActionSet`` is a union of families. It counts, tests membership, lists (when small
enough to list) and samples uniformly with a given ``random.Random`` without listing.
"""
from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any, Iterator, Mapping, Sequence

from .actions import TypedAction
from .rng import randbelow


@dataclasses.dataclass(frozen=True)
class Steps:
    """Whole numbers from ``lo`` to ``hi`` (both included) by ``step``."""

    lo: int
    hi: int
    step: int = 1

    def __init__(self, lo: int, hi: int, step: int = 1) -> None:
        # (written straight into the instance: a frozen dataclass's own __init__ goes
        # through object.__setattr__ per field, and games build these every decision)
        d = self.__dict__
        d["lo"], d["hi"], d["step"] = lo, hi, step
        # (counted once: a family sizes its ranges when built, several share one Steps)
        d["_size"] = 0 if hi < lo else (hi - lo) // step + 1

    def __len__(self) -> int:
        return self._size  # type: ignore[attr-defined,no-any-return]

    def __getitem__(self, i: int) -> int:
        return self.lo + i * self.step

    def __contains__(self, v: Any) -> bool:
        return (type(v) is int and self.lo <= v <= self.hi
                and (v - self.lo) % self.step == 0)

    def to_json(self) -> dict[str, int]:
        return {"lo": self.lo, "hi": self.hi, "step": self.step}


@dataclasses.dataclass(frozen=True)
class Pick:
    """One of these values."""

    values: tuple[Any, ...]

    def __init__(self, values: tuple[Any, ...]) -> None:
        self.__dict__["values"] = values  # (as Steps: built every decision)

    def __len__(self) -> int:
        return len(self.values)

    def __getitem__(self, i: int) -> Any:
        return self.values[i]

    def __contains__(self, v: Any) -> bool:
        # Exact types: 7.0 or True is not the card 7 or the seat 1.
        return any(type(v) is type(x) and v == x for x in self.values)

    def to_json(self) -> list[Any]:
        return list(self.values)


@dataclasses.dataclass(frozen=True)
class Family:
    """Every action of one class whose fields take the given values: a fixed value, or a
    ``Pick``/``Steps`` (the product of them all). Fields not named keep their default."""

    action: type[TypedAction]
    fields: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def __init__(self, action: type[TypedAction],
                 fields: Mapping[str, Any] | None = None) -> None:
        # Counted once, when built: a random bot samples a decision's families every
        # decision (the bench's hot path), and a family never changes (frozen, its ranges
        # too). Written straight into the instance, as Steps and Pick are.
        if fields is None:
            fields = {}
        ranges = []
        n = 1
        for k, v in fields.items():
            t = type(v)
            if t is Pick:
                r: Any = v.values  # (the tuple itself: sized and indexed in C)
                size = len(r)
            elif t is Steps:
                r, size = v, v._size  # type: ignore[attr-defined]
            elif isinstance(v, (Pick, Steps)):
                r, size = v, len(v)
            else:
                continue
            ranges.append((k, r, size))
            n *= size
        d = self.__dict__
        d["action"], d["fields"], d["_cached"] = action, fields, (ranges, n)

    def count(self) -> int:
        return self._cached[1]  # type: ignore[attr-defined,no-any-return]

    def at(self, i: int) -> TypedAction:
        """The ``i``-th action (mixed radix over the ranges, the last field fastest)."""
        values = dict(self.fields)  # (every range among them is written over below)
        for k, r, size in reversed(self._cached[0]):  # type: ignore[attr-defined]
            i, j = divmod(i, size)
            values[k] = r[j]
        return self.action(**values)

    def contains(self, a: Any, skip: tuple[str, ...] = ()) -> bool:
        """Whether ``a`` is one of the family's (the fields in ``skip`` left unjudged);
        False, never an error, for anything else (an action forged with a list in a field)."""
        if type(a) is not self.action or a.problem() is not None:
            return False
        for f in dataclasses.fields(a):  # type: ignore[arg-type]
            if f.name in skip:
                continue
            v = getattr(a, f.name)
            want = self.fields.get(f.name, f.default)
            if isinstance(want, (Pick, Steps)):
                if v not in want:
                    return False
            elif not (type(v) is type(want) and v == want):
                return False
        return True

    def to_json(self) -> dict[str, Any]:
        return {"type": self.action.KIND,
                **{k: (v.to_json() if isinstance(v, (Pick, Steps)) else v)
                   for k, v in self.fields.items()}}


def arrangements(n: int, k: int) -> int:
    """The ordered choices of ``k`` different things out of ``n``: n(n-1)...(n-k+1)."""
    out = 1
    for j in range(k):
        out *= n - j
    return out


@dataclasses.dataclass(frozen=True)
class Arrangements:
    """Every action of one class that names ``k`` different ``values`` in order, one in
    each of the fields ``slots[:k]`` (the other slots left None), with its other fields
    fixed or picked as a ``Family``'s are (the product): three horse cards of a hand in
    race order, and a bet. Counts, indexes (the arrangements in the order of ``values``,
    the other fields fastest), tests membership and describes itself as a Family does."""

    action: type[TypedAction]
    slots: tuple[str, ...]
    values: tuple[Any, ...]
    k: int
    fields: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def __init__(self, action: type[TypedAction], slots: tuple[str, ...],
                 values: tuple[Any, ...], k: int,
                 fields: Mapping[str, Any] | None = None) -> None:
        rest = Family(action, fields)  # (the other fields' ranges, counted as a Family's)
        d = self.__dict__
        d["action"], d["slots"], d["values"], d["k"] = action, tuple(slots), tuple(values), k
        d["fields"], d["_rest"] = rest.fields, rest
        d["_cached"] = ((), arrangements(len(values), k) * rest.count())

    def count(self) -> int:
        return self._cached[1]  # type: ignore[attr-defined,no-any-return]

    def at(self, i: int) -> TypedAction:
        """The ``i``-th action: the arrangement ``i // m``, the other fields ``i % m``."""
        rest: Family = self._rest  # type: ignore[attr-defined]
        i, j = divmod(i, rest.count())
        values = dict(rest.fields)  # (every range among them is written over below)
        for k, r, size in reversed(rest._cached[0]):  # type: ignore[attr-defined]
            j, m = divmod(j, size)
            values[k] = r[m]
        left = list(self.values)
        for n, slot in enumerate(self.slots):
            if n >= self.k:
                values[slot] = None
                continue
            block = arrangements(len(left) - 1, self.k - n - 1)
            pick, i = divmod(i, block)
            values[slot] = left.pop(pick)
        return self.action(**values)

    def __iter__(self) -> Iterator[TypedAction]:
        """Every action, in ``at``'s order (listed in one pass: a hand's arrangements run
        to tens of thousands at a round's start)."""
        rest: Family = self._rest  # type: ignore[attr-defined]
        ranges = rest._cached[0]  # type: ignore[attr-defined]
        fixed = dict(rest.fields)
        combos = [dict(zip([k for k, _r, _n in ranges], vals))
                  for vals in itertools.product(*[r for _k, r, _n in ranges])]
        blanks = dict.fromkeys(self.slots[self.k:])
        make = self.action
        for order in itertools.permutations(self.values, self.k):
            named = dict(zip(self.slots, order))
            for combo in combos:
                yield make(**{**fixed, **combo, **named, **blanks})

    def contains(self, a: Any) -> bool:
        """Whether ``a`` is one of these actions; False for anything else (a field of the
        wrong type too: the values are compared as a set's)."""
        if type(a) is not self.action or a.problem() is not None:
            return False
        named = [getattr(a, s) for s in self.slots[:self.k]]
        if any(getattr(a, s) is not None for s in self.slots[self.k:]):
            return False
        if len(set(named)) != len(named) or not all(v in Pick(self.values) for v in named):
            return False
        return self._rest.contains(a, self.slots)  # type: ignore[attr-defined,no-any-return]

    def to_json(self) -> dict[str, Any]:
        rest = self._rest.to_json()  # type: ignore[attr-defined]
        return {"type": rest.pop("type"),
                "arrange": {"fields": list(self.slots[:self.k]), "of": list(self.values)},
                **rest}


@dataclasses.dataclass(frozen=True)
class ActionSet:
    """The legal actions of one decision: a union of disjoint families."""

    families: tuple[Family | Arrangements, ...]

    def count(self) -> int:
        n = 0
        for f in self.families:
            n += f._cached[1]  # type: ignore[attr-defined]
        return n

    def at(self, i: int) -> TypedAction:
        """The ``i``-th action, ``0 <= i < count()``."""
        for f in self.families:
            n = f._cached[1]  # type: ignore[attr-defined]
            if i < n:
                return f.at(i)
            i -= n
        raise IndexError("past the last legal action")

    def sample(self, rng: random.Random) -> TypedAction:
        """One legal action, every one equally likely, drawn from ``rng`` (nothing listed)."""
        return self.at(randbelow(rng, self.count()))

    def contains(self, a: Any) -> bool:
        """Whether ``a`` is a legal action: False, never an error, for a malformed one."""
        return any(f.contains(a) for f in self.families)

    def __iter__(self) -> Iterator[TypedAction]:
        for f in self.families:
            if type(f) is Arrangements:
                yield from f
                continue
            for i in range(f.count()):
                yield f.at(i)

    def to_json(self) -> list[dict[str, Any]]:
        return [f.to_json() for f in self.families]


class ListedActions(Sequence[TypedAction]):
    """An ``ActionSet``'s actions as a read-only sequence, each built when it is read: a
    set too long to list at once (a Bettor Horse round's start offers 36,456 whole rounds)
    still answers ``len``, ``[i]``, slices and iteration, in ``at``'s order, without
    building the rest."""

    def __init__(self, legal: ActionSet) -> None:
        self.legal = legal
        self.size = legal.count()

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self.legal.at(k) for k in range(*i.indices(self.size))]
        if i < 0:
            i += self.size
        if not 0 <= i < self.size:
            raise IndexError("no such legal action")
        return self.legal.at(i)

    def __iter__(self) -> Iterator[TypedAction]:
        return iter(self.legal)

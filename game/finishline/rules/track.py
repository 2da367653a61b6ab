"""The row of horse tiles (back to lead) and every way it changes.

``order`` lists the running horses from the back (left) to the lead (right). ``level``
says the last two are dead even: ``order[-2]`` is the upper tile (the former second),
``order[-1]`` the lower (the former leader). The two share one place (C.6), and every
move up or back counts places, not tiles (``_groups``): a third horse passing them takes
the lead and the upper one falls back behind the lower; a leader moving up goes in front
of the other; a leader dropping back (Losing speed) leaves the other in the lead alone.
Interference alone counts tiles ("three tiles, adjacent"). Every change ends in an
``order`` event carrying the full order, so a screen can slide the tiles from it alone.
"""
from __future__ import annotations

from typing import Any

PERMS = ("012", "021", "102", "120", "201", "210")


def _groups(order: list[int], level: bool) -> list[list[int]]:
    """The places of the race: one tile each, the dead even pair sharing one."""
    groups = [[t] for t in order]
    if level and len(groups) >= 2:
        top = groups.pop(-2)[0]
        groups[-1] = [top, groups[-1][0]]
    return groups


def _set(s: dict[str, Any], groups: list[list[int]]) -> None:
    s["order"] = [t for g in groups for t in g]
    s["level"] = any(len(g) == 2 for g in groups)


def leaders(s: dict[str, Any]) -> list[int]:
    """The horse in the lead (both, when dead even)."""
    o = s["order"]
    if not o:
        return []
    return o[-2:] if s["level"] else o[-1:]


def move_up(s: dict[str, Any], tile: int, n: int) -> bool:
    """Moves ``tile`` ahead ``n`` places (a place = a tile, or the dead even pair);
    True if the order changed."""
    if not s["level"]:  # (every place one tile: the groups' walk below, spelt out)
        o = s["order"]
        i = o.index(tile)
        target = min(i + n, len(o) - 1)
        if target == i:
            return False
        o = o.copy()
        del o[i]
        o.insert(target, tile)
        s["order"] = o
        return True
    groups = _groups(s["order"], s["level"])
    g = next(i for i, grp in enumerate(groups) if tile in grp)
    if len(groups[g]) == 2:  # a dead even leader moves: in front of the other
        other = groups[g][0] if groups[g][1] == tile else groups[g][1]
        groups[g] = [other]
        groups.insert(g + 1, [tile])
    else:
        target = min(g + n, len(groups) - 1)
        if target == g:
            return False
        del groups[g]
        groups.insert(target, [tile])
        if len(groups[target - 1]) == 2:  # it passed the pair: the upper falls back
            groups[target - 1:target] = [[t] for t in groups[target - 1]]
    _set(s, groups)
    return True


def places_behind(s: dict[str, Any], tile: int) -> int:
    """How many places are behind ``tile`` (0: it is last): its place in ``_groups``,
    found without building them (Losing speed asks it of every horse it may pick)."""
    o = s["order"]
    i = o.index(tile)
    return i - 1 if s["level"] and i == len(o) - 1 else i


def drop_back(s: dict[str, Any], tile: int, n: int) -> None:
    """Drops ``tile`` back ``n`` places (Losing speed): it ends with ``n`` more places
    ahead of it, as many as there are. A dead even leader leaves the pair, which is over:
    the other leads alone, the first of the places it drops behind."""
    groups = _groups(s["order"], s["level"])
    g = next(i for i, grp in enumerate(groups) if tile in grp)
    ahead = len(groups) - 1 - g  # (places ahead of it: 0 for either dead even leader)
    if len(groups[g]) == 2:
        groups[g] = [t for t in groups[g] if t != tile]
    else:
        del groups[g]
    groups.insert(max(len(groups) - ahead - n, 0), [tile])
    _set(s, groups)


def remove(s: dict[str, Any], tile: int) -> None:
    """Takes a disqualified tile out of the row."""
    if s["level"] and tile in s["order"][-2:]:
        s["level"] = False
    s["order"].remove(tile)


def dead_even(s: dict[str, Any]) -> bool:
    """The horse in second moves level with the leader (and on top); False if fewer
    than two horses run (house ruling: nothing happens)."""
    if len(s["order"]) < 2 or s["level"]:
        return False
    s["level"] = True  # order[-2] (the second) is now the upper tile of the pair
    return True


def interference_problem(s: dict[str, Any], rear: int, perm: str) -> tuple[str, dict] | None:
    """Why rearranging the three tiles from ``rear`` forward as ``perm`` is illegal."""
    o = s["order"]
    if perm not in PERMS:
        return "interference_order", {"order": perm}
    if len(o) < 3:
        return "interference_three", {"horses": len(o)}
    i = o.index(rear)
    if i + 2 >= len(o):
        return "interference_window", {"horse": rear}
    if perm not in orders_at(s, i):
        return "interference_dead_heat", {"horse": o[-2]}
    return None


# The orders that leave the window's top tile where it is.
KEEP_TOP = tuple(p for p in PERMS if p[2] == "2")


def orders_at(s: dict[str, Any], i: int) -> tuple[str, ...]:
    """The orders a window of three from place ``i`` of the order may take (``i + 2``
    a place of it): every one, but a window taking in only the upper dead even tile may
    not put another horse level with the leader (house ruling "interference_dead_even")."""
    if s["level"] and i == len(s["order"]) - 4:
        return KEEP_TOP
    return PERMS


def interfere(s: dict[str, Any], rear: int, perm: str) -> None:
    """Rearranges three adjacent tiles: ``perm[k]`` is which of them goes to place k."""
    o = s["order"]
    i = o.index(rear)
    window = o[i:i + 3]
    o[i:i + 3] = [window[int(c)] for c in perm]
    if s["level"] and i == len(o) - 3:  # both leaders taken in: the dead even is broken
        s["level"] = False

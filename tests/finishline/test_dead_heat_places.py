"""Every face that counts places, beside a dead heat: two horses dead even share ONE place
(rulebook C.6), so Losing speed, its "not last or second to last", the Rider helmet, a
Tempo change's arrival and Interference count places, not tiles in the row.

Tiles used (data/finish_line.toml): F = 2, 14; S = 21; plain = 3, 5, 8, 11, 18, 20, 22.
Rows are listed back (left) to lead (right); in a dead heat the last two are level, the
upper tile (the former second) listed before the lower (the former leader).
"""
from __future__ import annotations

from game.finishline.actions import Use
from tests.finishline.helpers import at_use, check_state
from tests.finishline.test_faces import order, refused

BLANKS = {"W1": "blank", "G1": "blank"}


def dead_heat(row: list[int], die: str, face: str, gone: tuple[int, ...] = (), **kw):
    """A use decision with ``row`` running, its last two dead even, ``die`` showing
    ``face`` in hand; the horses ``gone`` disqualified earlier in the race."""
    g = at_use(row, {die: face, **BLANKS}, **kw)
    s = g.engine.s
    s["start"] = list(gone) + list(row)
    s["disqualified"] = list(gone)
    s["level"], s["dead_even_used"] = True, True
    g.engine.touched()
    check_state(s)
    return g


def offered(g, die: str) -> list:
    """The targets (or, for Interference, the windows' rear horses) the options offer."""
    return [fam["fixed"].get("target", v) for fam in g.engine.use_families()
            if fam["die"] == die for v in fam["values"]]


def test_losing_speed_on_the_upper_horse_of_a_dead_heat() -> None:
    # The game (seed 2, race 2): #11 level on top of #14; Losing speed on #11
    # drops it from the shared lead two places, behind #14 and #20: third of four.
    g = dead_heat([21, 20, 11, 14], "Y1", "losing_speed", gone=(8, 22, 3),
                  on={"W2": (11, "horseshoe")})
    g.apply(Use("Y1", target=11))
    assert order(g) == [21, 11, 20, 14] and not g.engine.s["level"]
    assert g.engine.s["squares"]["11"] == [None] * 3 and "W2" in g.engine.s["out"]
    check_state(g.engine.s)


def test_losing_speed_on_the_lower_horse_of_a_dead_heat() -> None:
    g = dead_heat([21, 20, 11, 14], "Y1", "losing_speed", gone=(8, 22, 3))
    g.apply(Use("Y1", target=14))
    assert order(g) == [21, 14, 20, 11] and not g.engine.s["level"]


def test_losing_speed_behind_a_dead_heat_leaves_it() -> None:
    g = dead_heat([8, 22, 3, 5, 18, 11, 20], "Y1", "losing_speed")
    g.apply(Use("Y1", target=18))
    assert order(g) == [8, 22, 18, 3, 5, 11, 20] and g.engine.s["level"]


def test_losing_speed_not_on_the_last_two_places_with_three_horses_dead_even() -> None:
    # 3 horses, #11 and #14 dead even: two places, the pair second to last: no target.
    g = dead_heat([20, 11, 14], "Y1", "losing_speed", gone=(8, 22, 3, 5))
    for horse in (20, 11, 14):
        refused(g, Use("Y1", target=horse), "losing_speed_rear")
    assert offered(g, "Y1") == []
    # 4 horses: the pair leads three places, so both leaders may lose speed, #20 not
    g = dead_heat([21, 20, 11, 14], "Y1", "losing_speed", gone=(8, 22, 3))
    refused(g, Use("Y1", target=20), "losing_speed_rear")
    assert offered(g, "Y1") == [11, 14]


def test_rider_helmet_beside_a_dead_heat() -> None:
    # third place (#5, with a white horseshoe) moves two places: past #18 and the pair,
    # into the lead; the upper leader falls back behind the lower (C.6)
    g = dead_heat([8, 22, 3, 5, 18, 11, 20], "Y1", "rider_helmet",
                  on={"W2": (5, "horseshoe"), "W3": (18, "horseshoe")})
    g.apply(Use("Y1", target=5))
    assert order(g) == [8, 22, 3, 18, 11, 20, 5] and not g.engine.s["level"]
    # second place (#18, right behind the pair) moves one place, into the lead
    g = dead_heat([8, 22, 3, 5, 18, 11, 20], "Y1", "rider_helmet",
                  on={"W3": (18, "horseshoe")})
    g.apply(Use("Y1", target=18))
    assert order(g) == [8, 22, 3, 5, 11, 20, 18] and not g.engine.s["level"]
    # both dead even horses lead: no helmet on either
    g = dead_heat([8, 22, 3, 5, 18, 11, 2], "Y1", "rider_helmet",
                  on={"W3": (11, "horseshoe")})
    refused(g, Use("Y1", target=11), "helmet_on_leader")
    refused(g, Use("Y1", target=2), "helmet_on_leader")


def test_tempo_change_arriving_beside_a_dead_heat() -> None:
    on = {"W2": (8, "horseshoe"), "W3": (18, "horseshoe"), "W4": (11, "horseshoe"),
          "W5": (20, "horseshoe")}
    # onto #18, right behind the pair: one place up passes both; the upper falls back
    g = dead_heat([8, 22, 3, 5, 18, 11, 20], "K1", "tempo_change", on=on)
    g.apply(Use("K1", source=8, target=18))
    assert order(g) == [8, 22, 3, 5, 11, 20, 18] and not g.engine.s["level"]
    # onto the upper leader: it goes in front of the lower one
    g = dead_heat([8, 22, 3, 5, 18, 11, 20], "K1", "tempo_change", on=on)
    g.apply(Use("K1", source=8, target=11))
    assert order(g) == [8, 22, 3, 5, 18, 20, 11] and not g.engine.s["level"]
    # onto the lower leader: the row reads the same, the dead heat is over
    g = dead_heat([8, 22, 3, 5, 18, 11, 20], "K1", "tempo_change", on=on)
    events = g.apply(Use("K1", source=8, target=20))
    assert order(g) == [8, 22, 3, 5, 18, 11, 20] and not g.engine.s["level"]
    assert [e["horse"] for e in events if e["type"] == "order"] == [20]


def test_interference_beside_a_dead_heat() -> None:
    row = [8, 22, 3, 5, 18, 11, 20]
    # a window behind the pair: any order, the pair stays dead even
    g = dead_heat(row, "Y1", "interference")
    g.apply(Use("Y1", target=3, order="210"))
    assert order(g) == [8, 22, 18, 5, 3, 11, 20] and g.engine.s["level"]
    # a window taking in the upper leader alone: it stays, the two behind it may swap
    g = dead_heat(row, "Y1", "interference")
    for perm in ("021", "120", "201", "210"):
        refused(g, Use("Y1", target=5, order=perm), "interference_dead_heat")
    g.apply(Use("Y1", target=5, order="102"))
    assert order(g) == [8, 22, 3, 18, 5, 11, 20] and g.engine.s["level"]
    # a window taking in both leaders breaks the dead heat: three places from two
    g = dead_heat(row, "Y1", "interference")
    g.apply(Use("Y1", target=18, order="120"))
    assert order(g) == [8, 22, 3, 5, 11, 20, 18] and not g.engine.s["level"]
    # three horses, two dead even: the one window takes in both leaders
    g = dead_heat([20, 11, 14], "Y1", "interference", gone=(8, 22, 3, 5))
    assert offered(g, "Y1") == [20] * 6

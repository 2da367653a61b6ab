"""The dice results list (rulebook C.1-C.6 and page 8): what each face does, and where.

``use_problem`` says why a use is illegal (a reason code and parameters); ``use`` applies
a checked one. A use is ``{"die", "target", "slot", "source", "order", "back", "back2"}``
(None, or left out, where the face takes no such choice: the action's JSON as it comes,
read with ``get``): ``target`` a running horse's number,
``slot`` the square the die goes on (None: the first free one), ``source`` the tile a
Tempo change takes its white die from, ``order`` an Interference's new order of three
adjacent tiles from ``target`` forward, ``back``/``back2`` the dice an Inside tip returns.
"""
from __future__ import annotations

from typing import Any

from .tables import FLData
from . import track
from .state import KEY, PRINTED, dice_on, emit, next_seat

Problem = tuple[str, dict[str, Any]] | None
# The choices each effect takes (the others must be None).
FIELDS = {
    "horseshoe": ("target", "slot"), "outsider": ("target", "slot"),
    "whipping": ("target", "slot"), "double": ("target", "slot"),
    "disqualify": ("target", "slot"), "helmet": ("target", "slot"),
    "extra_horseshoe": ("target", "slot"), "tempo": ("source", "target", "slot"),
    "losing_speed": ("target",), "interference": ("target", "order"),
    "inside_tip": ("back", "back2"), "side_bet": (), "extra_move": (), "dead_even": (),
}
ALL_FIELDS = ("target", "slot", "source", "order", "back", "back2")
OPTIONAL = ("slot", "back", "back2")  # (None: the first free square; fewer dice back)
# Each effect's fields in order: None a choice it does not take, True one it needs, False
# one it may leave out (``use_problem`` walks them at every use).
_NEEDS = {eff: tuple((f, None if f not in want else f not in OPTIONAL) for f in ALL_FIELDS)
          for eff, want in FIELDS.items()}
# The effects whose die (or the white one moved) takes a square.
ON_TILE = frozenset(("horseshoe", "outsider", "whipping", "double", "disqualify", "helmet",
                     "extra_horseshoe", "tempo"))
PLACED = ON_TILE - {"tempo"}  # the die used itself takes a square


def effect_of(s: dict[str, Any], data: FLData, die: str) -> str:
    """What using ``die`` does now: its face's effect; a used Dead even is blank; a saved
    Extra move after the race acts as a white horseshoe."""
    eff = data.faces[s["faces"][die]]["effect"]
    if eff == "dead_even" and s["dead_even_used"]:
        return "blank"
    if eff == "extra_move" and s["phase"] == "extra":
        return "extra_horseshoe"
    return eff


def effects_of(s: dict[str, Any], data: FLData, dice: list[str]) -> list[str]:
    """``effect_of`` of each die (a use decision's options judge up to three)."""
    out = []  # (a loop: a comprehension costs more over three)
    for d in dice:
        out.append(effect_of(s, data, d))
    return out


WHITE_FACES = ("horseshoe", "extra_move")


def white_dice(s: dict[str, Any], data: FLData, tile: int) -> list[str]:
    # (a saved Extra move placed after the race counts as a white horseshoe)
    f = s["faces"]
    out = []  # (a loop: a comprehension costs more)
    for d in s["squares"][KEY[tile]]:
        if d is not None and d != PRINTED and f[d] in WHITE_FACES:
            out.append(d)
    return out


def with_free_square(s: dict[str, Any], tiles: list[int]) -> list[int]:
    """The tiles with a free square (where ``free_square(s, tile, None)`` finds one)."""
    squares = s["squares"]
    out = []  # (a loop: a comprehension costs more, asked at every use decision)
    for t in tiles:
        if None in squares[KEY[t]]:
            out.append(t)
    return out


def free_square(s: dict[str, Any], tile: int, slot: int | None) -> Problem | int:
    """The square a die goes on (an int), or why it cannot go there."""
    sq = s["squares"][KEY[tile]]
    if slot is None:
        if None in sq:  # (the free square: None, as ``with_free_square`` looks for)
            return sq.index(None)
        return "tile_full", {"horse": tile}
    if not 0 <= slot < len(sq):
        return "no_such_square", {"horse": tile, "slot": slot}
    if sq[slot] == PRINTED:
        return "printed_square", {"horse": tile, "slot": slot}
    if sq[slot] is not None:
        return "square_taken", {"horse": tile, "slot": slot}
    return slot


def source_problem(s: dict[str, Any], data: FLData, src: Any) -> Problem:
    """Why a Tempo change may not take its white die from tile ``src`` (whatever the
    target: ``Engine.use_families`` skips such a source at once)."""
    if src not in s["order"]:
        return "horse_not_running", {"horse": src}
    if data.tiles[src]["trait"] == "S":
        return "steady_no_tempo", {"horse": src}
    if not white_dice(s, data, src):
        return "no_white_on_source", {"horse": src}
    return None


def tempo_target_problem(s: dict[str, Any], t: int, src: int, slot: int | None) -> Problem:
    """Why a Tempo change from a good source (``source_problem`` None) may not move its
    white die to the running horse ``t`` (``Engine.use_families`` lists the same targets
    as the horses ``with_free_square`` other than the source, found once a decision)."""
    if src == t:
        return "tempo_same_tile", {"horse": t}
    sq = free_square(s, t, slot)
    return None if isinstance(sq, int) else sq


# The effects that pick a target horse and nothing else but its square (a Tempo change
# picks its source too, an Interference its order).
TARGETED = frozenset(eff for eff, want in FIELDS.items()
                     if "target" in want and eff not in ("tempo", "interference"))
# The effects that ask something of the horse they pick (``horse_problem``); the others'
# any running horse with a free square will do.
CONDITIONED = frozenset(("whipping", "disqualify", "outsider", "helmet", "losing_speed"))


def horse_problem(s: dict[str, Any], data: FLData, eff: str, t: int) -> Problem:
    """Why the effect may not pick the running horse ``t`` for what the horse is (its
    trait, its dice, its place), squares aside: ``target_problem``'s middle, which
    ``Engine.use_families`` asks once per effect and horse (of a ``CONDITIONED``
    effect only: the others ask nothing)."""
    if eff not in CONDITIONED:
        return None
    if eff == "whipping" or eff == "disqualify":
        if data.tiles[t]["trait"] == "S":
            return ("steady_no_whipping" if eff == "whipping" else "steady_no_disqualify",
                    {"horse": t})
    elif eff == "outsider":
        colour = data.die_colour
        for d in s["squares"][KEY[t]]:
            if d is not None and d != PRINTED and colour[d] == "green":
                return "second_green", {"horse": t}
    elif eff == "helmet":
        if t in track.leaders(s):
            return "helmet_on_leader", {"horse": t}
        if data.tiles[t]["trait"] != "F" and not white_dice(s, data, t):
            return "helmet_needs_f_or_horseshoe", {"horse": t}
    elif eff == "losing_speed":
        if track.places_behind(s, t) < 2:  # (the last two places: a dead heat is one)
            return "losing_speed_rear", {"horse": t}
    return None


def fit(s: dict[str, Any], data: FLData, eff: str, targets: list[int]) -> list[int]:
    """The running horses of ``targets`` that ``horse_problem`` finds nothing against for
    the effect, in their order (the use decision's options ask it once per effect)."""
    out = []  # (a loop: a comprehension costs more)
    for t in targets:
        if horse_problem(s, data, eff, t) is None:
            out.append(t)
    return out


def target_problem(s: dict[str, Any], data: FLData, eff: str, t: Any, slot: Any = None,
                   source: Any = None, order: Any = None) -> Problem:
    """Why this target (and square, source, order) is illegal for the effect: not a
    running horse, then the effect's own conditions, then the square."""
    if t not in s["order"]:
        return "horse_not_running", {"horse": t}
    if eff == "interference":
        return track.interference_problem(s, t, order)
    if eff == "tempo":
        problem = source_problem(s, data, source)
        if problem is not None:
            return problem
        return tempo_target_problem(s, t, source, slot)
    problem = horse_problem(s, data, eff, t)
    if problem is not None or eff not in ON_TILE:
        return problem
    sq = free_square(s, t, slot)
    return None if isinstance(sq, int) else sq


def use_problem(s: dict[str, Any], data: FLData, a: dict[str, Any]) -> Problem:
    """Why using ``a["die"]`` this way is illegal now."""
    die = a.get("die")
    held = s["hand"] if s["phase"] == "use" else [d for _, d in s["extras"][:1]]
    if die not in held:
        return "die_not_in_hand", {"die": die}
    eff = effect_of(s, data, die)
    if eff == "blank":
        return "blank_face", {"die": die, "face": s["faces"][die]}
    wanted = FIELDS[eff]
    for f, need in _NEEDS[eff]:
        if need is None:  # (a choice this effect does not take)
            if a.get(f) is not None:
                return "choice_not_used", {"die": die, "field": f}
        elif need and a.get(f) is None:
            return "choice_missing", {"die": die, "field": f}
    if eff == "inside_tip":
        backs = [b for b in (a.get("back"), a.get("back2")) if b is not None]
        if len(set(backs)) != len(backs) or any(b not in s["out"] for b in backs):
            return "inside_tip_not_out", {"dice": backs}
        if len(backs) < min(2, len(s["out"])):
            return "inside_tip_two", {"out": len(s["out"])}
        return None
    if "target" in wanted:
        return target_problem(s, data, eff, a.get("target"), a.get("slot"), a.get("source"),
                              a.get("order"))
    return None


def _to_out(s: dict[str, Any], dice: list[str]) -> None:
    for d in dice:
        s["out"].append(d)


def _put(s: dict[str, Any], tile: int, die: str, slot: int | None) -> int:
    sq = free_square(s, tile, slot)
    assert isinstance(sq, int)
    s["squares"][KEY[tile]][sq] = die
    return sq


def _lift(s: dict[str, Any], tile: int, dice: list[str], reason: str,
          events: list[dict[str, Any]]) -> None:
    """Takes dice off a tile, out of the race."""
    if not dice:
        return
    sq = s["squares"][KEY[tile]]
    for i, v in enumerate(sq):
        if v in dice:
            sq[i] = None
    _to_out(s, dice)
    events.append({"type": "dice_out", "seq": None, "dice": list(dice), "horse": tile,
                   "reason": reason})


def _order(s: dict[str, Any], events: list[dict[str, Any]], cause: str, horse: int) -> None:
    events.append({"type": "order", "seq": None, "order": s["order"].copy(),
                   "level": s["level"], "cause": cause, "horse": horse})


def move_up(s: dict[str, Any], tile: int, n: int, cause: str,
            events: list[dict[str, Any]]) -> None:
    if track.move_up(s, tile, n):
        _order(s, events, cause, tile)


def disqualify(s: dict[str, Any], tile: int, cause: str,
               events: list[dict[str, Any]]) -> None:
    """The tile and every die on it leave the race."""
    dice = dice_on(s, tile)
    _lift(s, tile, dice, "disqualified", events)
    track.remove(s, tile)
    del s["squares"][KEY[tile]]
    s["disqualified"].append(tile)
    emit(s, events, "disqualified", horse=tile, cause=cause)
    _order(s, events, "disqualified", tile)


def _white_lands(s: dict[str, Any], data: FLData, tile: int, events: list[dict[str, Any]]) -> None:
    """A white horseshoe arrived: two on the tile, or one on a favourite, move it up one
    place; those white dice then leave the race (the others stay)."""
    whites = white_dice(s, data, tile)
    if len(whites) >= 2 or data.tiles[tile]["trait"] == "F":
        move_up(s, tile, 1, "horseshoe", events)
        _lift(s, tile, whites, "horseshoe", events)


def use(s: dict[str, Any], data: FLData, seat: int, a: dict[str, Any],
        events: list[dict[str, Any]]) -> None:
    """Applies a checked use of a die (it has left the hand or the saved dice)."""
    die, t = a.get("die"), a.get("target")
    eff = effect_of(s, data, die)
    used = {"type": "die_used", "seq": None, "seat": seat, "die": die,
            "colour": data.die_colour[die], "face": s["faces"][die], "effect": eff}
    named = len(a)  # (the type, the die and the choices named)
    if named == 3 and t is not None:
        used["target"] = t  # (the commonest: a target alone)
    elif named > 2:  # (the choices named follow in ALL_FIELDS' order)
        for f in ALL_FIELDS:
            v = a.get(f)
            if v is not None:
                used[f] = v
    events.append(used)
    if eff in PLACED:
        slot = a.get("slot")
        sq = s["squares"][KEY[t]]
        if slot is None and None in sq:  # (``_put`` for the first free square)
            slot = sq.index(None)
            sq[slot] = die
        else:
            slot = _put(s, t, die, slot)
        events.append({"type": "die_placed", "seq": None, "die": die, "horse": t,
                       "slot": slot})
    if eff == "horseshoe" or eff == "extra_horseshoe":
        _white_lands(s, data, t, events)
    elif eff == "outsider":
        pass  # it stays on the tile until the payouts
    elif eff == "whipping":
        whips = [d for d in dice_on(s, t) if s["faces"][d] == "whipping"]
        if len(whips) >= 2:
            disqualify(s, t, "whipping", events)
    elif eff == "double":
        move_up(s, t, 1, "double", events)
        _lift(s, t, [die], "double", events)
    elif eff == "disqualify":
        disqualify(s, t, "disqualified", events)
    elif eff == "helmet":
        move_up(s, t, 2, "helmet", events)
        _lift(s, t, [die] + white_dice(s, data, t), "helmet", events)
    elif eff == "losing_speed":
        track.drop_back(s, t, 2)
        _order(s, events, "losing_speed", t)
        _lift(s, t, dice_on(s, t), "losing_speed", events)
        _to_out(s, [die])
    elif eff == "interference":
        track.interfere(s, t, a.get("order"))
        _order(s, events, "interference", t)
        _to_out(s, [die])
    elif eff == "tempo":
        src = a.get("source")
        white = white_dice(s, data, src)[0]
        sq = s["squares"][KEY[src]]
        sq[sq.index(white)] = None
        sq = _put(s, t, white, a.get("slot"))
        emit(s, events, "die_moved", die=white, source=src, horse=t, slot=sq)
        _to_out(s, [die])
        _white_lands(s, data, t, events)
    elif eff == "dead_even":
        s["dead_even_used"] = True
        if track.dead_even(s):
            _order(s, events, "dead_even", s["order"][-2])
        _to_out(s, [die])
    elif eff == "inside_tip":
        backs = [b for b in (a.get("back"), a.get("back2")) if b is not None]
        for b in backs:
            s["out"].remove(b)
            s["faces"][b] = None
            s["pool"].append(b)
        order = {d["id"]: i for i, d in enumerate(data.dice)}
        s["pool"].sort(key=order.__getitem__)
        emit(s, events, "dice_to_pool", seat=seat, dice=backs, pool=len(s["pool"]))
        _to_out(s, [die])
    elif eff == "side_bet":
        payer = next_seat(s, seat)
        s["side"][seat] += data.side_bet
        s["side"][payer] -= data.side_bet
        s["skip"] = True
        emit(s, events, "side_bet", seat=seat, payer=payer, amount=data.side_bet)
        _to_out(s, [die])
    elif eff == "extra_move":
        s["saved"].append([seat, die])
        emit(s, events, "die_saved", seat=seat, die=die)

"""The dice in the race (rulebook C, I-IV and C.7-C.8): draw, roll, use one, pass two.

The starting player draws three dice from the pool, each later player one to make three
again; the three must show at least two colours whenever the pool allows it. Yellow
(homestretch) dice may be drawn only when the pool holds 7 or fewer and the player two.
A full hand is rolled at once from the game's generator. The player uses one die or
puts one out doing nothing; the other two go to the next player on the left (past a
player skipped by a Side bet). The turn that took the pool's last die ends the race.
"""
from __future__ import annotations

import random
from typing import Any

from ...core.rng import randbelow
from .tables import FLData
from .state import emit, next_seat


def homestretch(s: dict[str, Any], data: FLData) -> bool:
    """Yellow dice may be drawn: the pool holds 7 or fewer, and the player two dice."""
    return len(s["pool"]) <= data.homestretch_pool and len(s["hand"]) == data.hand - 1


COLOURS = ("white", "green", "red", "black", "yellow")  # the data's order


def drawable(s: dict[str, Any], data: FLData) -> list[str]:
    """The colours the player may draw now, in the data's order."""
    colour = data.die_colour.__getitem__  # (map: asked at every draw)
    pool, hand = s["pool"], s["hand"]
    allowed = set(map(colour, pool))
    last = len(hand) == data.hand - 1
    if not (last and len(pool) <= data.homestretch_pool):  # (not ``homestretch``)
        allowed.discard(data.homestretch_colour)
    if last:
        held = set(map(colour, hand))
        if len(held) == 1 and allowed - held:
            allowed -= held  # the last die must bring a second colour when it can
    out = []  # (a loop costs less than a comprehension over five)
    for c in COLOURS:
        if c in allowed:
            out.append(c)
    return out


def draw_problem(s: dict[str, Any], data: FLData, colour: str,
                 allowed: list[str] | None = None) -> tuple[str, dict[str, Any]] | None:
    """Why drawing a die of ``colour`` is illegal now (``allowed``: ``drawable`` if known)."""
    if colour in (drawable(s, data) if allowed is None else allowed):
        return None
    if not any(data.die_colour[d] == colour for d in s["pool"]):
        return "colour_not_in_pool", {"colour": colour}
    if colour == data.homestretch_colour and not homestretch(s, data):
        return "yellow_before_homestretch", {"pool": len(s["pool"])}
    return "two_colours", {"colour": colour}


def draw(s: dict[str, Any], data: FLData, rng: random.Random, colour: str,
         events: list[dict[str, Any]]) -> None:
    """Takes the pool's first die of ``colour``; a full hand is rolled at once."""
    pool, die_colour = s["pool"], data.die_colour
    if (not s["homestretch"] and len(pool) <= data.homestretch_pool  # (``homestretch``)
            and len(s["hand"]) == data.hand - 1):
        s["homestretch"] = True
        emit(s, events, "homestretch", race=s["race"], pool=len(pool))
    for i, die in enumerate(pool):  # (the first of the colour: checked there is one)
        if die_colour[die] == colour:
            break
    del pool[i]
    s["hand"].append(die)
    events.append({"type": "draw", "seq": None, "seat": s["turn"], "die": die,
                   "colour": colour, "pool": len(pool)})
    if len(s["hand"]) == data.hand:
        roll(s, data, rng, events)


def roll(s: dict[str, Any], data: FLData, rng: random.Random,
         events: list[dict[str, Any]]) -> None:
    """Rolls the hand: each die's face from the game's generator."""
    out = []
    faces, die_faces, colour = s["faces"], data.die_faces, data.die_colour
    for d in s["hand"]:
        face = faces[d] = die_faces[d][randbelow(rng, 6)]
        out.append({"id": d, "colour": colour[d], "face": face})
    s["phase"] = "use"
    events.append({"type": "roll", "seq": None, "seat": s["turn"], "dice": out})


def end_turn(s: dict[str, Any], data: FLData, events: list[dict[str, Any]]) -> bool:
    """Passes the two dice left; True if the pool is empty (the race is run)."""
    seat = s["turn"]
    if not s["pool"]:
        return True
    skip = s["skip"]
    s["skip"] = False
    if skip:
        emit(s, events, "skipped", seat=next_seat(s, seat))
    s["turn"] = (seat + (2 if skip else 1)) % len(s["names"])  # (``next_seat``)
    s["phase"] = "draw"
    events.append({"type": "pass_dice", "seq": None, "seat": seat, "to": s["turn"],
                   "dice": s["hand"].copy()})
    return False

"""Setup: the game (its options and the announcement of the components) and each race's
start (the first player's choices, the horses back at the start, the deal)."""
from __future__ import annotations

import random
from typing import Any, Sequence

from ...core.rng import shuffle
from .components import DISCIPLINES, TGData
from .errors import TicketGagnantError
from .events import emit
from .state import PREDICT, RACE_SETUP, VISIBILITIES, State


def races_for(data: TGData, players: int, races: int | None) -> int:
    """The number of races: the setup's, or the data file's table for the player count."""
    return data.races[players] if races is None else races


def new_state(data: TGData, names: Sequence[str], mode: str, visibility: str,
              races: int | None, seed: int, bots: Sequence[str] | None,
              events: list[dict[str, Any]]) -> State:
    """A new game, waiting for the first race's setup; its ``game_start`` event."""
    # (The options are checked before: GameInfo.setup and the adapter.)
    n = len(names)
    s = State(names=list(names), bots=list(bots) if bots else [""] * n, mode=mode,
              default_visibility=visibility, races=races_for(data, n, races), seed=seed,
              rng=random.Random(seed), scores=[0] * n, exact=[0] * n)
    emit(s, events, "game_start", players=n, names=list(names), bots=list(s.bots),
         mode=mode, predictions=visibility, races=s.races,
         horses=[{"number": h, "colour": data.colours[h]} for h in data.horses],
         grid={"lanes": data.lanes, "columns": data.columns, "line_after": data.line_after},
         maps={d: data.maps[d].to_json() for d in DISCIPLINES},
         deck=[c.to_json() for c in data.cards], rulings=sorted(data.rulings))
    open_race(s)
    return s


def open_race(s: State) -> None:
    """The race awaits its first player's choices (horses stay where the last race left
    them until the race starts)."""
    s.phase = RACE_SETUP
    s.turn = s.first


def setup_problem(data: TGData, s: State, hand: int, discipline: str,
                  visibility: str) -> tuple[str, dict[str, Any]] | None:
    """What makes the first player's choices illegal, or None."""
    if not data.hand_min <= hand <= data.hand_max:
        return "hand_size", {"hand": hand, "lo": data.hand_min, "hi": data.hand_max}
    if discipline not in DISCIPLINES:
        return "discipline", {"discipline": discipline}
    if s.mode == "basic" and discipline != "flat":
        return "discipline_basic", {"discipline": discipline}
    if visibility not in VISIBILITIES:
        return "visibility", {"visibility": visibility}
    return None


def start_race(data: TGData, s: State, hand: int, discipline: str, visibility: str,
               events: list[dict[str, Any]]) -> None:
    """The first player's choices made: horses to column 1 in a random lane order (house
    ruling), the whole deck shuffled and dealt, the predictions open."""
    problem = setup_problem(data, s, hand, discipline, visibility)
    if problem is not None:
        raise TicketGagnantError(problem[0], **problem[1])
    s.hand_size, s.discipline, s.visibility = hand, discipline, visibility
    lanes = list(range(1, data.lanes + 1))
    shuffle(s.rng, lanes)
    s.positions = {h: [1, lane] for h, lane in zip(data.horses, lanes)}
    deck = [c.id for c in data.cards]
    shuffle(s.rng, deck)
    s.hands = []
    for _ in range(s.players):
        s.hands.append(sorted(deck[:hand]))
        del deck[:hand]
    s.deck, s.played = deck, []
    s.predictions = [None] * s.players
    s.revealed = False
    emit(s, events, "race_start", race=s.race, races=s.races, first=s.first, hand_size=hand,
         discipline=discipline, visibility=visibility,
         lanes={str(h): s.positions[h][1] for h in data.horses},
         positions={str(h): list(p) for h, p in s.positions.items()})
    for seat in range(s.players):
        emit(s, events, "deal", seat=seat, count=hand, cards=list(s.hands[seat]))
    s.phase = PREDICT
    s.turn = s.first

"""Horse Fever's own headless driver, on its engine: whole games with bots in every seat.

The generic driver is ``game/core/match.py`` (any game, through the game contract: the
command line for other games, the tournament, ``make bench``'s generic figure). This one
stays for what only Horse Fever needs: it drives the engine directly with the engine's
``Action`` records, which its saves (``game/save_format.py``), the golden event logs
(``tools/golden_logs.py``), the kill test and its benchmark are written against, and
its ``result_line`` (VP and Danari per seat). Pure apart from writing the log.
"""
from __future__ import annotations

import json
from typing import IO, Any, Iterable

from ..core.match import DEFAULT_NAMES as CORE_NAMES
from .bots import make_bot
from .bots.base import Bot
from .rules import Game
from .rules.actions import Action
from .rules.data import GameData
from .rules.engine import apply_action
from .rules.state import PHASE_OVER
from .rules.views import view_and_decision

DEFAULT_NAMES = list(CORE_NAMES[:6])  # one name per seat, up to its six players


def new_bot_game(data: GameData, players: int, seed: int, variant: str = "family",
                 bots: Iterable[str] | None = None, stars: bool = False,
                 rounds: int | None = None) -> tuple[Game, list[dict[str, Any]], list[Bot]]:
    """Sets up a game with bots in every seat; returns it, its events so far and the bots."""
    given = list(bots) if bots else ["simple"]
    kinds = [given[i % len(given)] for i in range(players)]  # a short list repeats
    names = [f"{DEFAULT_NAMES[i]} ({kinds[i]})" for i in range(players)]
    game, events = Game.new(data, names, variant, seed, stars, rounds, bots=kinds)
    seats = [make_bot(k, data, seed, i) for i, k in enumerate(kinds)]
    return game, list(events), seats


def play_on(game: Game, seats: list[Bot], events: list[dict[str, Any]],
            stop_after: int | None = None, on_decision: Any = None,
            actions: list[tuple[int, Action]] | None = None) -> bool:
    """Lets the bots play from the current decision, appending to ``events``.

    Stops at the first decision point once ``len(events) >= stop_after`` (returns False),
    else plays to the end (returns True). ``on_decision(game, events)`` is called at every
    decision point reached (not at the stop point) and once at the end: the autosave hook.
    ``actions``, if given, gets every (seat, action) applied: the game's history (saves).
    """
    # The engine's functions directly (what Game.view/apply call), and the decision the
    # view was built from is the one the answer is checked against: nothing can change the
    # state between the two (a bot sees only its own copy, the view).
    s = game.state
    while s.phase != PHASE_OVER:
        if stop_after is not None and len(events) >= stop_after:
            return False
        if on_decision is not None:
            on_decision(game, events)
            s = game.state  # the hook may have replaced it (a resumed save)
        seat = s.queue[0]
        view, d = view_and_decision(s, seat)
        action = seats[seat].choose(view)
        events.extend(apply_action(s, action, d))
        if actions is not None:
            actions.append((seat, action))
    if on_decision is not None:
        on_decision(game, events)
    return True


def play_game(data: GameData, players: int, seed: int, variant: str = "family",
              bots: Iterable[str] | None = None, stars: bool = False,
              rounds: int | None = None, log: IO[str] | None = None,
              on_event: Any = None) -> tuple[Game, list[dict[str, Any]]]:
    """Plays one whole game with bots; returns the finished game and its events."""
    game, all_events, seats = new_bot_game(data, players, seed, variant, bots, stars, rounds)
    play_on(game, seats, all_events)
    if log is not None:
        for ev in all_events:
            log.write(json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n")
    if on_event is not None:
        for ev in all_events:
            on_event(ev)
    return game, all_events


def result_line(game: Game) -> str:
    """One line: the seed, the winner, and each seat's VP and Danari."""
    s = game.state
    # The words in the command line's language (game.i18n); the numbers and the seats'
    # "seat:character" stay as they are, so two runs of one seed compare line for line.
    from ..i18n import _
    parts = []
    for p in s.players:
        pattern = (_("{seat}:{character} {vp}VP {danari}D out") if p.eliminated else
                   _("{seat}:{character} {vp}VP {danari}D"))
        parts.append(pattern.format(seat=p.seat, character=p.character, vp=s.vp(p.seat), danari=p.danari))
    variant = _("family") if s.variant == "family" else _("board")
    return _("seed {seed} {variant}: winner seat {winner} ({name})").format(
        seed=s.seed, variant=variant, winner=s.winner, name=s.players[s.winner].name) + " | " + " | ".join(parts)

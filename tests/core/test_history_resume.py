"""A save is a history, for every registered game: save at a random decision, load, play
on, and the game goes on event for event as the uninterrupted one.

Each game is played by its own bots (``GameInfo.make_bot``; slow kinds left to
``test_resume.py``) from seeded setups. At a random decision the history so far, with
the bots' generators, goes through JSON (as a save file holds it), is replayed
(``core.history.replay``) with its bots restored (``make_bots``), and both games are
played to the end: every event, the final JSON and the standings must be equal. A new game
gets this by registering (``game/catalogue.py``).
"""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game.core import history as hist
from game.core.registry import GameInfo
from game.catalogue import registered_games

SLOW_BOTS = {"normal", "hard"}  # they simulate races at every decision: test_resume.py
MAX_DECISIONS = 20_000


def play(info: GameInfo, game: Any, events: list, bots: list, actions: list,
         stop: int | None = None, at_stop: Any = None) -> None:
    """Bots play on; at decision number ``stop`` (counting every action since the start)
    ``at_stop()`` is called once, before that decision is taken."""
    for _ in range(MAX_DECISIONS):
        d = game.decision()
        if d is None:
            return
        if stop is not None and len(actions) == stop and at_stop is not None:
            at_stop()
        action = bots[d.seat].choose(game.view(d.seat))
        events.extend(game.apply(action))
        actions.append((d.seat, action))
    pytest.fail(f"{info.name}: no end after {MAX_DECISIONS} decisions")


def cases() -> list[Any]:
    out = []
    for info in registered_games():
        kinds = [k for k in info.bot_kinds if k not in SLOW_BOTS]
        rng = random.Random(f"history:{info.name}")
        for i in range(6):
            options = info.setup({o.name: rng.choice(list(o.choices)) for o in info.options
                                  if o.kind == "choice"})
            if "stars" in options:
                options["stars"] = i % 2 == 1
            out.append(pytest.param(info, options, rng.randrange(10 ** 6),
                                    [rng.choice(kinds) for _ in range(info.max_players)],
                                    rng.random(), id=f"{info.name}-{i}"))
    return out


@pytest.mark.parametrize("info, options, seed, kinds, where", cases())
def test_save_at_a_random_decision_load_and_play_on_event_for_event(info, options, seed,
                                                                    kinds, where):
    n = options.get("players", info.min_players)
    kinds = kinds[:n]
    names = [f"P{i}" for i in range(n)]
    game, events = info.new_game(options, seed, names, bots=kinds)
    events = list(events)
    bots = [info.make_bot(k, seed, i) for i, k in enumerate(kinds)]
    # The uninterrupted game, to learn its length; then again, saving at a random decision.
    actions: list = []
    play(info, game, events, bots, actions)
    stop = int(where * len(actions))
    game2, events2 = info.new_game(options, seed, names, bots=kinds)
    events2 = list(events2)
    bots2 = [info.make_bot(k, seed, i) for i, k in enumerate(kinds)]
    actions2: list = []
    saved: dict[str, Any] = {}

    def save() -> None:
        seats = [hist.Seat(k, b.random_state()) for k, b in zip(kinds, bots2)]
        h = hist.record(info, options, seed, names, seats, actions2)
        saved["json"] = json.dumps(h.to_json())  # what a save file holds
        saved["events"] = len(events2)

    play(info, game2, events2, bots2, actions2, stop=stop, at_stop=save)
    assert events2 == events  # saving changes nothing
    h = hist.History.from_json(json.loads(saved["json"]))
    replayed = hist.replay(h)
    assert replayed.events == events[:saved["events"]]
    loaded_bots = hist.make_bots(replayed.info, h)
    more_actions = list(h.actions)
    play(info, replayed.game, replayed.events, loaded_bots, more_actions)
    assert replayed.events == events, f"diverged after a load at decision {stop}"
    assert json.dumps(replayed.game.to_json()) == json.dumps(game.to_json())
    assert replayed.game.standings() == game.standings()

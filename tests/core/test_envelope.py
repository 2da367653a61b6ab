"""Every registered game writes its log in the one envelope of docs/event-log.md, and no
seat or spectator receives the seed (game/core/envelope.py)."""
from __future__ import annotations

import json
import random

import pytest

from game import catalogue as games  # noqa: F401  (registers every game)
from game.core import envelope
from game.core.match import play_match
from game.core.registry import registered_games

# Short setups: the envelope does not depend on the game's length.
SHORT = {"horse-fever": [{"players": 2, "rounds": 3}, {"variant": "board", "players": 3,
                                                       "rounds": 3, "stars": True}],
         "ticket-gagnant": [{"players": 3, "races": 2}]}
GAMES = [info.name for info in registered_games()]


def setups(info):
    """A few seeded setups per game: its short ones, else its defaults and most players."""
    given = SHORT.get(info.name) or [{}, {"players": info.max_players}]
    names = {o.name for o in info.options}
    return [info.setup({k: v for k, v in g.items() if k in names}) for g in given]


@pytest.mark.parametrize("name", GAMES)
def test_every_log_is_in_the_envelope(name):
    info = next(i for i in registered_games() if i.name == name)
    kinds = [k for k in ("random", info.bot_kinds[1]) if k in info.bot_kinds]
    for seed, options in enumerate(setups(info), 11):
        m = play_match(info, options, seed, kinds)
        ev = m.events
        assert all(list(e)[:2] == ["type", "seq"] for e in ev)
        assert [e["seq"] for e in ev] == list(range(1, len(ev) + 1))
        start, end = ev[0], ev[-1]
        assert list(start)[:7] == ["type", "seq", *envelope.START_FIELDS]
        assert start["type"] == "game_start" and start["game"] == info.name
        assert start["version"] == info.version and start["seed"] == seed
        assert set(start["options"]) == set(options)
        assert all(start["options"][k] == v for k, v in options.items() if v is not None)
        again, first = info.new_game(info.setup(start["options"]), seed, m.names, bots=m.kinds)
        assert first == ev[:len(first)]  # (the options as played set the same game up)
        assert start["seats"] == [{"seat": i, "name": n, "bot": k}
                                  for i, (n, k) in enumerate(zip(m.names, m.kinds))]
        assert [e["type"] for e in ev].count("game_start") == 1
        assert end["type"] == "game_end" and [e["type"] for e in ev].count("game_end") == 1
        assert end["standings"] == envelope.rows(m.game.standings())
        assert [r["place"] for r in end["standings"]] == sorted(r["place"] for r in
                                                                 end["standings"])
        assert end["standings"][0]["place"] == 1
        # The full log keeps the seed; nobody else receives it, in any event.
        text = json.dumps(start)
        assert f'"seed": {seed}' in text
        for seat in [None, *range(len(m.names))]:
            for e in ev:
                assert '"seed"' not in json.dumps(m.game.redact(e, seat)), (seat, e["type"])


@pytest.mark.parametrize("name", GAMES)
def test_a_person_s_seat_is_human_and_a_view_has_no_seed(name):
    info = next(i for i in registered_games() if i.name == name)
    options = setups(info)[0]
    players = options.get("players") or info.min_players
    kinds = ["", *(["random"] * (players - 1))]
    game, events = info.new_game(options, 5, [f"P{i}" for i in range(players)], bots=kinds)
    assert [s["bot"] for s in events[0]["seats"]] == ["human", *kinds[1:]]
    rng = random.Random(5)
    for _ in range(30):  # a few decisions in: every seat's view, no seed
        d = game.decision()
        if d is None:
            break
        for seat in [None, *range(players)]:
            assert '"seed"' not in json.dumps(game.view(seat)), (seat, d.phase)
        events += game.apply(game.legal().sample(rng))


def test_old_events_are_renamed_and_nothing_else():
    old = {"event": "bet", "seq": 4, "seat": 1, "stake": 300}
    assert envelope.upgrade(old) == {"type": "bet", "seq": 4, "seat": 1, "stake": 300}
    assert list(envelope.upgrade(old)) == ["type", "seq", "seat", "stake"]
    assert envelope.upgrade({"type": "game_over", "seq": 9, "pool": 0}) == \
        {"type": "game_end", "seq": 9, "pool": 0}
    new = [{"type": "game_start", "seq": 1}, {"type": "game_end", "seq": 2}]
    assert envelope.upgrade_log(new) is new
    with pytest.raises(envelope.LogError, match="line 2"):
        envelope.parse_log('{"type": "x", "seq": 1}\n[1, 2]\n')

"""The display state folded from events matches the engine's public view, event by event."""
from __future__ import annotations

import pytest

from game.horsefever.bots import make_bot
from game.horsefever.rules import Game
from game.horsefever.ui.display import DisplayState
from game.horsefever.ui.private_knowledge import PrivateKnowledge


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 4), (4, 7), (5, 2), (6, 9)])
def test_folding_the_events_gives_the_engines_public_facts(data, players, seed):
    game, events = Game.new(data, [f"P{i}" for i in range(players)], "family", seed)
    bots = [make_bot("random", data, seed, i) for i in range(players)]
    ds = DisplayState.empty(data.colours)
    ds.tokens_per_colour = data.players[players].bet_tokens
    mine = {s: PrivateKnowledge(s) for s in range(players)}

    def fold(evs):
        for ev in evs:
            before = {c: list(v) for c, v in ds.lanes.items()}
            ds.apply(ev)
            for pk in mine.values():
                pk.apply(ev, before)

    fold(events)
    steps = 0
    while not game.is_over():
        assert ds.public_facts() == DisplayState.facts_of_view(game.view(None))
        for s in range(players):
            view = game.view(s)
            assert mine[s].hand == view["players"][s].get("hand", [])
            for c, lane in view["lanes"].items():
                for slot, pc in enumerate(lane):
                    if pc["seat"] == s and view["phase"] in ("first_bet", "fix", "second_bet"):
                        assert mine[s].card_at(c, slot) == pc["card"]
        seat = game.current_player()
        fold(game.apply(bots[seat].choose(game.view(seat))))
        steps += 1
    assert ds.winner == game.state.winner
    assert [r["seat"] for r in ds.standings][0] == game.state.winner
    assert steps > 10


def test_the_public_state_never_holds_a_face_down_card(data):
    game, events = Game.new(data, ["A", "B", "C"], "family", 3)
    bots = [make_bot("simple", data, 3, i) for i in range(3)]
    ds = DisplayState.empty(data.colours)
    for ev in events:
        ds.apply(ev)
    while not game.is_over() and game.state.round < 2:
        seat = game.current_player()
        for ev in game.apply(bots[seat].choose(game.view(seat))):
            ds.apply(ev)
            if ds.phase in ("first_bet", "fix", "second_bet"):
                assert all(pc["card"] is None for lane in ds.lanes.values() for pc in lane)


def test_a_board_round_is_never_shown_as_bets_before_its_first_bet(data):
    # A Board Game round opens with purchases (no cards are dealt): the headline must not
    # say "First bets, everyone must bet" while the round's opening events are shown.
    game, events = Game.new(data, ["A", "B", "C", "D"], "board", 5, stars=True)
    bots = [make_bot("random", data, 5, i) for i in range(4)]
    ds = DisplayState.empty(data.colours)
    shown: list[tuple[str, str]] = []
    bet_this_round = False

    def fold(evs):
        nonlocal bet_this_round
        for ev in evs:
            ds.apply(ev)
            if ev["type"] == "round_start":
                bet_this_round = False
            bet_this_round = bet_this_round or ev["type"] == "bet"
            if ev["type"] != "game_start" and not bet_this_round:
                shown.append((ev["type"], ds.phase))

    fold(events)
    while not game.is_over():
        seat = game.current_player()
        fold(game.apply(bots[seat].choose(game.view(seat))))
    assert ("round_start", "purchase") in shown
    assert [s for s in shown if s[1] == "first_bet"] == []

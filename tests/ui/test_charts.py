"""The final-scores charts and export, on games played through the real window.

The charts' numbers are checked against the finished game itself (its standings, every
bet event), the drawn texts against the players and horses, and the export files are read
back. Family and Board Games, and a game in which a player was eliminated.
"""
from __future__ import annotations

import json

import pygame

from game import saves as core
from game.horsefever.chart_series import last_values
from tests.horsefever.bot_games import play_game
from game.ui.charts import nice_ticks
from game.ui.scenes.final import FinalScene
from game.ui.plugin import SeatChoice

from .driver import Driver, make_app

NAMES = ["Ada", "Bruno", "Carla", "Dario", "Elsa", "Fritz"]


def play_to_final(data, players: int, seed: int, variant: str = "family", kinds=("simple", "random")):
    seats = [SeatChoice(NAMES[i], kinds[i % len(kinds)]) for i in range(players)]
    app = make_app(data, seats=seats, seed=seed, variant=variant)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.top, FinalScene), steps=30000, dt=0.1)
    return drv


def check_charts(drv: Driver) -> FinalScene:
    final = drv.top
    session = final.session
    drv.press("tab:charts")
    assert final.page == "charts"
    s = final.series
    game = session.game.engine
    # The last point of every line is the player's final total in the engine.
    for p in game.state.players:
        assert last_values(s, "vp")[p.seat] == game.state.vp(p.seat)
        assert last_values(s, "danari")[p.seat] == p.danari
    # Bets: every bet event of the game is counted once, as won, lost or refunded.
    for seat, tally in s.bets.items():
        placed = [e for e in session.events if e["type"] == "bet" and e["seat"] == seat]
        assert tally.won + tally.lost + tally.refunded == len(placed)
        assert tally.staked == sum(e["stake"] for e in placed)
    # Odds: one point per round started plus the end, each a value of the Blackboard.
    starts = [e for e in session.events if e["type"] == "round_start"]
    for c in drv.app.data.colours:
        assert s.odds[c][:-1] == [e["odds"][c] for e in starts]
        assert s.odds[c][-1] == game.state.odds[c]
    drawn = drv.texts()
    for title in ("Victory Points", "Danari", "Bets won and lost", "Odds of each horse"):
        assert title in drawn
    for p in s.players:
        assert any(t.startswith(p.name) for t in drawn)
    for n in range(1, 7):
        assert str(n) in drawn  # each horse's number tags its line
    assert "1:2" in drawn and "Start" in drawn
    return final


def test_family_game_charts_match_the_game(data):
    drv = play_to_final(data, 4, 3)
    final = check_charts(drv)
    s = final.series
    assert s.labels == ["Start"] + [str(r) for r in range(1, final.session.game.engine.state.rounds + 1)]
    assert "after each of 4 rounds" in drv.texts() or final.session.game.engine.state.rounds != 4
    # Resting the mouse on a point reads its value out.
    from game.horsefever.ui.story_charts import story_layout
    from game.ui import charts
    st = story_layout(final.charts_area(), s, data.colours, data.odds_values)
    fr = charts.frame(st.cells[0], s.labels, st.vp)
    seat = s.players[1].seat
    drv.move((fr.x(2), fr.y(s.vp[seat][2], 1)))
    assert f"{s.players[1].name}, after round 2: {s.vp[seat][2]} VP" in drv.texts()
    fr = charts.frame(st.cells[3], s.odds_labels, st.horses, st.odds_range, True)
    drv.move((fr.x(0), fr.y(s.odds["green"][0], 2)))
    assert f"3 Green, at the start of round 1: odds 1:{s.odds['green'][0]}" in drv.texts()
    drv.move((5, 5))
    assert not any(", after round" in t for t in drv.texts())
    # C toggles back to the standings.
    drv.key(pygame.K_c)
    assert final.page == "scores" and "Best Gambler Ever" in drv.texts()


def test_six_player_charts_give_every_player_a_distinct_colour_and_marker(data):
    from game.ui.charts import player_style
    drv = play_to_final(data, 6, 2)
    check_charts(drv)
    styles = [player_style(i) for i in range(6)]
    assert len({c for c, _m in styles}) == 6 and len({m for _c, m in styles}) == 6


def board_seed_with_elimination(data) -> int:
    for seed in range(1, 40):
        _, events = play_game(data, 4, seed, "board", ["random"])
        if any(e["type"] == "eliminated" for e in events):
            return seed
    raise AssertionError("no Board Game with an elimination in seeds 1..39")


def test_board_game_with_an_elimination_marks_the_player_out(data):
    seed = board_seed_with_elimination(data)
    drv = play_to_final(data, 4, seed, "board", kinds=("random",))
    final = check_charts(drv)
    gone = {e["seat"] for e in final.session.events if e["type"] == "eliminated"}
    assert gone
    for p in final.series.players:
        assert (p.eliminated_at is not None) == (p.seat in gone)
        if p.seat in gone:
            assert f"{p.name} (out)" in drv.texts()


def test_export_on_the_final_scores_writes_the_log_and_summary_and_shows_the_path(data):
    drv = play_to_final(data, 3, 5)
    final = drv.top
    drv.press("export")
    out = final.exported
    assert out is not None and out.log.parent == core.exports_dir()
    events = [json.loads(ln) for ln in out.log.read_text().splitlines()]
    assert events == final.session.events and events[-1]["type"] == "game_end"
    summary = out.summary.read_text()
    winner = final.session.display.standings[0]["name"]
    assert winner in summary and "Round 1" in summary
    assert any(str(out.log) in t for t in drv.texts())


def test_ticks_are_round_and_cover_the_values():
    for lo, hi in ((0, 12), (0, 9800), (-300, 4100), (2, 7), (0, 1)):
        ticks = nice_ticks(lo, hi)
        assert ticks[0] <= lo and ticks[-1] >= hi
        steps = {round(b - a, 6) for a, b in zip(ticks, ticks[1:])}
        assert len(steps) == 1 and all(float(t).is_integer() for t in ticks)


def test_axis_numbers_are_written_the_languages_way():
    from game.services import i18n
    from game.ui.charts import axis_number
    try:
        assert [axis_number(v) for v in (0, 2.5, 25000, -1)] == ["0", "2.5", "25,000", "-1"]
        i18n.set_language("it")
        assert [axis_number(v) for v in (0, 2.5, 25000, 0.25)] == ["0", "2,5", "25.000", "0,25"]
    finally:
        i18n.set_language("en")

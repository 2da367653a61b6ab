"""Bettor Horse's board never goes back in time (issue 36, points 1 and 2): a whole bots'
game watched frame by frame with its clips playing. While the events of a burst are shown
the board's view stays as it was (the generic rule); the board draws it advanced by the
events shown since, so: the round, the Purses and what has been revealed never go back; at
the end of every burst the board already shows what the game's own view then shows (the
final Purse totals before the scores); and the header says the game is over only once its
last race has been shown."""
from __future__ import annotations

import pytest

from game.bettorhorse.ui import PRESENTATION
from game.ui.app import App, AppConfig
from game.ui.generic.session import ContractSession
from game.ui.generic.table import GenericTableScene
from game.ui.plugin import GameSetup, SeatChoice

OVER = "The game is over."


def public(view):
    """What every onlooker sees of a view: round, Purses, Pool, the races face up."""
    t = view.get("table")
    table = None
    if t is not None:
        table = (tuple(t["seats"]), tuple(tuple(r) for r in t["results"]),
                 tuple(tuple(c["card"] for c in row if c and c["face_up"]) for row in t["slots"]),
                 tuple(t["bets"]) if t["revealed"] and all(t["bet_down"]) else None,
                 t["condition"])
    return (view["round"], bool(view["over"]),
            tuple(p["purse_count"] for p in view["players"]), len(view["pool"] or []), table)


@pytest.fixture(scope="module")
def watched(data):
    """Every frame of a whole 2-player bots' game at normal animation speed: (the board's
    picture, the header, whether the table had caught up), and every burst's end
    (the picture just before the view was refreshed, the refreshed view)."""
    app = App(AppConfig(speed="instant", autosave=False), data=data)
    setup = GameSetup("bettor-horse", {"players": 2, "track_conditions": True},
                      (SeatChoice("Ada", "hard"), SeatChoice("Bruno", "normal")), 6)
    s = ContractSession.new(PRESENTATION, setup, speed="instant", anim_speed="fast",
                            autosave=False)
    scene = GenericTableScene(app, s)
    board = scene.frame.board
    frames, ends = [], []
    last = {"view": s.view}
    refresh = s._refresh_view

    def at_refresh():  # (the session puts the game's current view on the board)
        ends.append((board.picture(last["view"], None)[0], s.game.view(s.viewer)))
        refresh()
        last["view"] = s.view
    s._refresh_view = at_refresh
    for _ in range(60000):
        if s.stop is not None:  # (a results sheet: the table closes it)
            s.resume()
        s.update(0.05)
        frames.append((board.picture(s.view, s.playing)[0], scene.frame.status(), s.caught_up()))
        if s.finished():
            break
    assert s.game.is_over() and s.bot_errors == []
    return s, frames, ends


def test_the_board_never_shows_an_older_moment(watched):
    s, frames, ends = watched
    seen = [public(pic) for pic, _status, _up in frames]
    for a, b in zip(seen, seen[1:]):
        assert b[0] >= a[0], "the round went back"
        assert all(y >= x for x, y in zip(a[2], b[2])), "a Purse went back"
        assert b[1] or not a[1], "the game came back from over"
    # At every burst's end the board showed what the game's view then shows.
    assert len(ends) > 8
    for pic, now in ends:
        assert public(pic) == public(now)
    # The final Purses were on the board before the scores.
    final = [st.score["purse"] for st in sorted(s.game.standings(), key=lambda st: st.seat)]
    assert seen[-1][2] == tuple(final) and seen[-1][1]


def test_the_game_is_over_only_after_the_last_race(watched):
    s, frames, _ends = watched
    over = [k for k, (_pic, status, _up) in enumerate(frames) if status == OVER]
    assert over, "the header never said the game is over"
    assert all(frames[k][2] for k in over)  # only once everything was shown
    # The last race was on the board (its cards face up) while the header still said
    # what was happening, not that the game was over.
    last_race = max(k for k, (pic, _st, _up) in enumerate(frames)
                    if pic.get("table") and any(pic["table"]["results"]))
    assert last_race < over[0] and frames[last_race][1] != OVER

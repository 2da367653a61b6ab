"""The board draws from a plain view alone (JSON, no game), hides what the view hides, and
the clips draw every kind of finish event; none of it changes anything."""
from __future__ import annotations

import copy
import json

from game.ticketgagnant.actions import Predict, SetupRace
from game.ticketgagnant.game import TicketGagnantGame
from game.ticketgagnant.ui import PRESENTATION
from game.ticketgagnant.ui.board import TicketBoard
from game.ui.app import App, AppConfig
from game.ui.generic import Playing
from game.ui.generic import layout as GL
from game.ui.painter import Painter

OPTS = {"players": 3, "mode": "advanced", "predictions": "visible", "races": None}


def _painter(data) -> Painter:
    app = App(AppConfig(speed="instant", autosave=False), data=data)
    return Painter(app.screen, app.viewport, app.assets)


def _hidden_race() -> tuple[TicketGagnantGame, list]:
    g, events = TicketGagnantGame.new(OPTS, 3)
    events += g.apply(SetupRace(hand=5, discipline="harness", visibility="hidden"))
    for seat in range(3):
        events += g.apply(Predict(first=seat + 1, second=8, third=None))
    return g, events


def test_the_board_draws_a_plain_view_and_never_a_hidden_ticket(data):
    g, _ = _hidden_race()
    p = _painter(data)
    board = TicketBoard(PRESENTATION)
    view = json.loads(json.dumps(g.view(None)))  # plain data only: no game behind it
    before = copy.deepcopy(view)
    board.draw(p, GL.BOARD, view, None)
    assert view == before
    texts = p.texts()
    assert any("Harness" in t for t in texts)
    # Spectator view in hidden mode: every ticket is drawn as its back ("TG"), no slot.
    assert texts.count("TG") == 3
    mine = json.loads(json.dumps(g.view(1)))
    p2 = _painter(data)
    board.draw(p2, GL.BOARD, mine, None)
    assert p2.texts().count("TG") == 2  # seat 1 sees its own ticket only


def test_clips_draw_each_finish_event(data):
    g, events = _hidden_race()
    while not g.is_over() and g.s.race == 1:
        events += g.apply(g.legal_actions()[0])
    kinds = {e["type"]: e for e in events}
    p = _painter(data)
    names = list(g.s.names)
    PRESENTATION.describe(events[0], names)
    drawn = set()
    for kind in ("card_played", "ranking", "race_score", "photo_finish", "disqualified"):
        e = kinds.get(kind)
        if e is None:
            continue
        clip = PRESENTATION.animate(e)
        assert clip is not None and clip.seconds > 0
        for t in (0.0, 0.5, 1.0):
            TicketBoard(PRESENTATION).draw(p, GL.BOARD, g.view(None), Playing(e, clip, t))
        drawn.add(kind)
    assert {"card_played", "ranking", "race_score"} <= drawn
    assert PRESENTATION.sound(kinds["card_played"]) in ("tg_gallop", "tg_bump")
    assert PRESENTATION.sound(kinds["race_end"]) == "tg_bell"


def test_seat_summary_and_chart_from_the_events():
    g, events = _hidden_race()
    while not g.is_over():
        events += g.apply(g.legal_actions()[0])
    series = PRESENTATION.chart_series(events, g.s.names)
    assert len(series) == 1
    totals = series[0].values
    assert [totals[s][-1] for s in range(3)] == g.s.scores
    assert len(series[0].labels) == g.s.races + 1
    view = g.view(None)
    assert PRESENTATION.seat_summary(view, 0).startswith(f"{g.s.scores[0]} point")
    rulings = [r for page in PRESENTATION.rules_pages() for r in page.rulings]
    assert rulings == list(g.data.rulings.values())


def test_the_grid_takes_the_room_and_the_side_column_has_no_hole():
    # Issue 37, point 5: the racecourse as tall as the board allows, and the side column
    # shared by the seats' rows, the threat line and the played cards, end to end.
    view = {"grid": {"columns": 11, "lanes": 8}}
    from game.ticketgagnant.ui import look as L
    board = GL.BOARD
    grid = L.grid_rect(board, view)
    assert grid.h >= 0.85 * board.h and grid.w >= 0.55 * board.w, (grid, board)
    assert L.score_rect(board, view).right <= L.side_rect(board).x
    for n in range(2, 7):
        seats, threat = L.seats_rect(board, n), L.threat_rect(board, n)
        played = L.played_rect(board, n)
        rows = [L.seat_rect(board, n, s) for s in range(n)]
        assert rows[0].y == seats.y and rows[-1].bottom <= seats.bottom
        assert 0 <= threat.y - seats.bottom <= 4 and 0 <= played.y - threat.bottom <= 4
        assert played.bottom == L.side_rect(board).bottom and played.h >= L.PLAYED_H
        assert not any(a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:])

"""A monkey at the table: 20,000 random clicks and key presses; nothing may break.

Two humans share the screen with two bots, so pass screens, payoffs sheets, overlays,
the setup screen (after a random "leave to title"), every widget and every key get hit.
The loop is stepped by hand with made-up time steps, never sleeping.
"""
from __future__ import annotations

import random

import pygame

from game.rules import Game
from game.ui import input_map as K
from game.ui.scenes.table import TableScene
from game.ui.session import SeatSpec

from .driver import make_app

EVENTS = 20_000
PER_FRAME = 80


def _check_valid(app, data) -> None:
    """The engine's state is valid, and the table agrees with it."""
    table = app.stack.find(TableScene)
    if table is None:
        return
    s = table.session
    g = s.game
    blob = g.to_json()
    assert Game.from_json(blob, data).to_json() == blob
    st = g.state
    for p in st.players:
        assert p.danari >= 0
    for c, n in st.bet_tokens.items():
        assert 0 <= n <= data.players[len(st.players)].bet_tokens
    if not g.is_over():
        assert 0 <= g.current_player() < len(st.players)
        assert g.legal_actions()
    assert s.sync_mismatches == [], s.sync_mismatches
    assert s.bot_errors == [], s.bot_errors


def test_twenty_thousand_random_clicks_and_keys(data):
    rng = random.Random(20240)
    seats = [SeatSpec("Ada"), SeatSpec("Bruno"), SeatSpec("Carla", "random"), SeatSpec("Dario", "simple")]
    keys = list(K.ALL_KEYS)
    sent = 0
    apps = 0
    games_seen: set[int] = set()
    while sent < EVENTS:
        app = make_app(data, seats=seats, seed=rng.randrange(1000), autosave=True)
        apps += 1
        frames = 0
        while sent < EVENTS and app.running:
            for _ in range(PER_FRAME):
                r = rng.random()
                if r < 0.55:
                    # Mostly where the controls are; sometimes anywhere, letterbox included.
                    x = rng.uniform(0, 1280) if rng.random() < 0.8 else rng.uniform(-50, 1330)
                    y = rng.uniform(500, 720) if rng.random() < 0.5 else rng.uniform(-20, 740)
                    pos = app.viewport.to_window((x, y))
                    button = 1 if rng.random() < 0.9 else 3
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
                else:
                    k = rng.choice(keys)
                    mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
                sent += 1
            app.step(rng.choice((0.016, 0.05, 0.2, 1.0)))
            frames += 1
            table = app.stack.find(TableScene)
            if table is not None:
                games_seen.add(id(table.session))
            if frames % 50 == 0:
                _check_valid(app, data)
        _check_valid(app, data)
    assert sent >= EVENTS
    assert games_seen  # the monkey did play

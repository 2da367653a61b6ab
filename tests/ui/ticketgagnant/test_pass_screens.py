"""Ticket Gagnant at one screen follows the one hot-seat rule of docs/ui.md (issue 37,
point 2): whole hot-seat games with 2 and 3 people (and a bot), every human turn recorded
with what came before it (pass screen, "NAME's turn" banner or nothing) and checked
against the rule in the tests' own words (tests/ui/test_pass_rule.py); the seat's secrets
are on screen exactly when its turn shows them, and nothing of the table shows behind a
pass screen."""
from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import PassScene

from ..test_pass_rule import _expected as expected  # (the rule in the tests' own words)
from .helpers import answer, table

SECRET = {"race_setup": False, "predict": True, "play": True, "discard": True}


def play_hot_seat(data, kinds: tuple[str, ...], seed: int):
    app, scene, d = table(data, *kinds, seed=seed, races=2)
    s = scene.session
    banners: dict[int, int] = {}
    take = s.take_banner

    def spy() -> int | None:
        seat = take()
        if seat is not None:
            banners[len(s.applied)] = seat
        return seat

    s.take_banner = spy
    passes: dict[int, int] = {}
    turns = []
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, FinalScene):
            break
        if isinstance(top, PassScene):
            app.draw()
            # Opaque: no card face, ticket slot or hand of the table behind it.
            assert not any(op[0] in ("played_card", "track") for op in app.last_ops)
            passes[len(s.applied)] = top.seat
            d.run_until(lambda: top.age >= 0.5, steps=20, dt=0.1)
            d.key(pygame.K_RETURN)
            continue
        if top.name == "results":  # a race's results wait for a person
            d.go_on()
            continue
        if top is scene and scene.frame.panel is not None:
            n, seat = len(s.applied), scene.frame.panel.ctx.seat
            phase = scene.frame.panel.ctx.phase.key
            before = ("pass" if passes.get(n) == seat
                      else "banner" if banners.get(n) == seat else "-")
            # The seat's own view is drawn exactly when its turn shows secrets.
            assert s.viewer == (seat if SECRET[phase] else None), (phase, s.viewer)
            turns.append((n, seat, phase, before))
            answer(d, scene)
            continue
        d.step(0.1)
    assert isinstance(app.stack.top, FinalScene), "the game did not end"
    return s, turns


@pytest.mark.parametrize("kinds, seed", [(("human", "human", "random"), 4),
                                         (("human", "human", "human"), 7)],
                         ids=["2-people-and-a-bot", "3-people"])
def test_whole_hot_seat_games_follow_the_pass_screen_rule(data, kinds, seed):
    s, turns = play_hot_seat(data, kinds, seed)
    humans = set(s.humans)
    # Only the race's setup is public (phases.py): its action is the one kind not secret.
    moves = [(seat, seat in humans, a.KIND != "setup_race") for seat, a in s.applied]
    assert [n for n, (seat, _) in enumerate(s.applied) if seat in humans] == \
        [t[0] for t in turns]
    got = [t[3] for t in turns]
    assert got == expected(moves)
    # What the table showed, in the rule's cases: every ticket and play after another
    # person's turn gets its pass screen; the race's setup (public) never does; the game's
    # first ticket, right after its first player's setup, does (nobody has seen secrets
    # yet, and the whole table watched the setup).
    for k in range(1, len(turns)):
        n, seat, phase, before = turns[k]
        if phase != "race_setup" and turns[k - 1][1] != seat:
            assert before == "pass", turns[k]
        if phase == "race_setup":
            assert before != "pass", turns[k]
    assert turns[0][2] == "race_setup" and turns[1][1:] == (turns[0][1], "predict", "pass")

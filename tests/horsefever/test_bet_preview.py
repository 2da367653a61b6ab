"""The bet preview (game/horsefever/rules/preview.py) against what the payoffs really pay.

Over seeded bot games (the Family Game, and the Board Game with star cards), every bet
placed is previewed from the betting seat's own view at the moment it is placed. Whenever
the preview says nothing unknown can change it (no face-down card of another seat on the
lane, no action card still to be played, no choice left to a seat at the reveal), a winning
bet must be paid exactly what the preview said, star cards on its horse included.
"""
from __future__ import annotations

from typing import Any

import pytest

from game.horsefever.bots import make_bot
from tests.horsefever.bot_games import new_bot_game, play_on
from game.horsefever.rules import Action
from game.horsefever.rules.actions import BET
from game.horsefever.rules.preview import bet_preview
from .helpers import data  # noqa: F401  (the session's data)

# (variant, stars, players, seed): every table size of both games, a few seeds each.
GAMES = [("family", False, 2 + i % 5, i) for i in range(15)]
GAMES += [("board", True, 2 + i % 5, 100 + i) for i in range(15)]


class Recorder:
    """A bot that previews every bet it places, from the view it was given."""

    def __init__(self, inner: Any, log: list, options: list) -> None:
        self.inner, self.log, self.options = inner, log, options

    def choose(self, view: dict[str, Any]) -> Action:
        a = self.inner.choose(view)
        if a.type == BET:
            p = bet_preview(data(), view, a.horse, a.kind, a.stake)
            self.log.append((view["round"], view["seat"], view, p))
            o = view["decision"]["options"]
            for horse, kinds in o["horses"].items():  # every other bet it could have made
                for kind in kinds:
                    self.options.append((view["round"], bet_preview(data(), view, horse, kind,
                                                                    o["min_stake"])))
        return a


def _play(variant: str, stars: bool, players: int, seed: int) -> tuple[list, list, list]:
    game, events, seats = new_bot_game(data(), players, seed, variant, ["random", "easy"], stars)
    log: list = []
    options: list = []
    play_on(game, [Recorder(b, log, options) for b in seats], events)
    return log, options, events


def _paid(events: list[dict[str, Any]]) -> tuple[dict, dict]:
    """Bet payouts by (round, seat, horse, kind), star-card money by (round, seat, horse)."""
    bets: dict = {}
    stars: dict = {}
    for ev in events:
        if ev["type"] not in ("payout", "payment"):
            continue
        if ev["reason"] in ("win_bet", "show_bet"):
            bets[(ev["round"], ev["seat"], ev["horse"], ev["kind"])] = (ev["danari"], ev["vp"])
        elif ev["reason"] == "star_card":
            d, v = stars.get((ev["round"], ev["seat"], ev["horse"]), (0, 0))
            stars[(ev["round"], ev["seat"], ev["horse"])] = (d + ev.get("danari", 0),
                                                             v + ev.get("vp", 0))
    return bets, stars


@pytest.fixture(scope="module")
def played() -> list[tuple[str, list, dict, dict, list, dict]]:
    out = []
    for variant, stars, players, seed in GAMES:
        log, options, events = _play(variant, stars, players, seed)
        race_odds = {ev["round"]: ev["odds"] for ev in events if ev["type"] == "race_start"}
        out.append((variant, log, *_paid(events), options, race_odds))
    return out


def test_a_sure_preview_of_a_winning_bet_is_what_the_payoffs_pay(played) -> None:
    checked = {"family": 0, "board": 0}
    for variant, log, bets, star_money, _options, _odds in played:
        for rnd, seat, view, p in log:
            paid = bets.get((rnd, seat, p.horse, p.kind))
            if paid is None or not p.sure:
                continue  # a lost bet, or a preview that says the odds may still change
            assert paid == (p.danari, p.vp), (variant, rnd, seat, p)
            assert star_money.get((rnd, seat, p.horse), (0, 0)) == (p.star_danari, p.star_vp), p
            checked[variant] += 1
    assert checked["family"] >= 10 and checked["board"] >= 10, checked


def test_a_sure_preview_has_the_odds_the_race_is_run_and_paid_at(played) -> None:
    # Every bet a seat could have made (each horse, each kind): when sure, the odds the
    # preview applies are the race's odds (what a Win bet is paid at).
    checked = moved = 0
    for _variant, _log, _bets, _stars, options, race_odds in played:
        for rnd, p in options:
            if p.sure and rnd in race_odds:
                assert race_odds[rnd][p.horse] == p.odds, (rnd, p)
                checked += 1
                moved += p.odds != p.odds_now
    # Including the cases the old preview (the Blackboard's odds now) got wrong.
    assert checked >= 200 and moved >= 10, (checked, moved)


def test_the_preview_says_why_it_is_unsure(played) -> None:
    kinds = set()
    for _variant, log, _bets, _stars, _options, _odds in played:
        for _rnd, seat, view, p in log:
            hidden = [pc for pc in view["lanes"][p.horse] if pc["card"] is None]
            # Another seat's face-down card on the lane is always named, and never one's own.
            assert ((("face_down", len(hidden)) in p.unsure) if hidden
                    else all(code != "face_down" for code, _n in p.unsure)), p
            assert all(pc["seat"] != seat for pc in hidden)
            kinds.update(code for code, _n in p.unsure)
    assert {"face_down", "cards_to_play"} <= kinds, kinds


def test_el_guapo_and_an_own_star_card_in_the_preview_then_in_the_payoffs() -> None:
    """The issue's case: El Guapo lined up face up on the favourite-to-be moves its odds
    from 1:4 to 1:2 at the reveal; a star card the bettor played there adds 400 D."""
    from .board_helpers import (EL_GUAPO, PECUNIA_NON_OLET, act, autoplay, board_game,
                               force_race, play, show, win)
    game = board_game(3, stars=True, stables={0: ["green"]}, horses={0: [EL_GUAPO]},
                      hands={1: [PECUNIA_NON_OLET]})
    autoplay(game, until="lineup")
    act(game, 0, Action("lineup", card=EL_GUAPO, horse="green"), "lineup")
    autoplay(game, until="first_bet")
    first = {}
    while game.decision().kind == "first_bet":
        seat = game.decision().seat
        first[seat] = bet_preview(data(), game.view(seat), "green", "win", 500)
        lo = game.decision().options["min_stake"]
        act(game, seat, win("green", 500) if seat == 1 else win("blue", lo))
    p = first[1]
    assert (p.odds_now, p.odds, p.causes, p.danari, p.vp) == (4, 2, (EL_GUAPO,), 1000, 3)
    assert p.unsure == (("cards_to_play", None),)
    act(game, 1, play(PECUNIA_NON_OLET, "green"), "fix")
    autoplay(game, until="second_bet")
    while game.decision().kind == "second_bet" and game.decision().seat != 1:
        act(game, game.decision().seat, Action("pass"))
    mine = bet_preview(data(), game.view(1), "green", "show", 300)
    theirs = bet_preview(data(), game.view(2), "green", "win", 100)
    assert mine.sure and (mine.danari, mine.vp, mine.star_danari) == (600, 1, 400)
    assert mine.star_cards == (PECUNIA_NON_OLET,)
    # Seat 2 cannot see seat 1's card: no star money guessed, and it says why.
    assert theirs.unsure == (("face_down", 1),) and theirs.star_danari == 0
    from game.horsefever.ui.decisions.bet import unsure_words  # (the words: the screen's)
    assert unsure_words(theirs.unsure[0]) == "1 face-down card on this lane"
    force_race(game)  # RACE_A: green wins
    act(game, 1, show("green", 300), "second_bet")
    events = autoplay(game, until="dutch_auction")
    paid = [(e["reason"], e["danari"], e["vp"]) for e in events
            if e["type"] == "payout" and e["seat"] == 1 and e["reason"] != "stable_prize"]
    assert paid == [("win_bet", 1000, 3), ("show_bet", 600, 1), ("star_card", 400, 0)]

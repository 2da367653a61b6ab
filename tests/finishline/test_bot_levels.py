"""Finish Line's bot levels play visibly differently (docs/bots.md, "Finish Line bots"):
easy bets on the two favourites by the odds with modest stakes and only pushes its own
horses; normal bets on its estimate's two best values with stakes split by its estimated
chances, and holds back its horses' rivals with its dice."""
from __future__ import annotations

from typing import Any

import pytest

from game.finishline.bots import make_bot
from game.finishline.data import load_data
from game.finishline.estimate import chances, state_from_view
from game.finishline.game import FinishLineGame
from game.finishline.smart import NormalBot

KINDS = ["hard", "normal", "easy", "random"]
PUSH_FACES = {"horseshoe", "double_horseshoes", "rider_helmet", "extra_move"}


def play(seed: int) -> list[dict[str, Any]]:
    """One 4-player game of the four kinds; every decision as (kind, view, action,
    reason)."""
    game, _ = FinishLineGame.new({"players": 4}, seed, bots=KINDS)
    bots = [make_bot(k, seed, i) for i, k in enumerate(KINDS)]
    out = []
    while not game.is_over():
        seat = game.decision().seat
        view = game.view(seat)
        a = bots[seat].choose(view)
        out.append({"kind": KINDS[seat], "view": view, "action": a,
                    "reason": bots[seat].last_reason})
        game.apply(a)
    return out


@pytest.fixture(scope="module")
def games() -> list[list[dict[str, Any]]]:
    return [play(seed) for seed in (21, 22)]


def first_bets(decisions: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    """The kind's first bet decision of each race (its room still whole)."""
    seen, out = set(), []
    for d in decisions:
        v = d["view"]
        if d["kind"] == kind and v["phase"] == "bet" and v["race"] not in seen:
            seen.add(v["race"])
            out.append(d)
    return out


def sheet_of(decisions: list[dict[str, Any]], kind: str, race: int) -> list[Any]:
    return [d["action"] for d in decisions if d["kind"] == kind
            and d["view"]["phase"] == "bet" and d["view"]["race"] == race
            and d["action"].KIND != "end_bets"]


def test_easy_bets_modestly_on_the_two_favourites(games) -> None:
    for decisions in games:
        for d in first_bets(decisions, "easy"):
            v = d["view"]
            room = v["decision"]["options"]["room"]
            by_odds = sorted(v["start"], key=lambda h: v["odds"][v["start"].index(h)])
            fav, second = by_odds[:2]
            bets = [a.to_json() for a in sheet_of(decisions, "easy", v["race"])]
            assert bets == [
                {"type": "win_bet", "horse": fav, "stake": room * 3 // 10 // 100 * 100},
                {"type": "win_bet", "horse": second, "stake": room // 10 // 100 * 100},
                {"type": "place_bet", "first": fav, "second": second,
                 "stake": room * 2 // 10 // 100 * 100}]
            assert sum(b["stake"] for b in bets) <= 0.6 * room


def test_easy_only_pushes_its_own_horses(games) -> None:
    uses = 0
    for decisions in games:
        for d in decisions:
            v, a = d["view"], d["action"]
            if d["kind"] != "easy" or a.KIND != "use":
                continue
            mine = {h for b in v["sheets"][-1][v["seat"]] for h in b["horses"]}
            assert v["faces"][a.die] in PUSH_FACES
            assert a.target in mine
            assert d["reason"][0] == "push"
            uses += 1
    assert uses >= 5


def test_normal_splits_its_stake_by_its_estimate(games) -> None:
    data = load_data()
    checked = 0
    for decisions in games:
        for d in first_bets(decisions, "normal"):
            v = d["view"]
            s = state_from_view(v)
            odds = {h: v["odds"][i] for i, h in enumerate(v["start"])}
            est = {h: chances(data, s, {h: NormalBot.BOOST})[0][h] for h in v["start"]}
            best = sorted(v["start"], key=lambda h: est[h] * odds[h], reverse=True)[:2]
            bets = sheet_of(decisions, "normal", v["race"])
            wins = {a.horse: a.stake for a in bets if a.KIND == "win_bet"}
            assert sorted(wins) == sorted(best)
            room = v["decision"]["options"]["room"]
            for h in best:  # each stake is its share of 60% of the room, by chance
                share = 0.6 * room * est[h] / (est[best[0]] + est[best[1]])
                assert share - 100 < wins[h] <= share
            hi, lo = sorted(best, key=est.__getitem__, reverse=True)
            assert wins[hi] >= wins[lo]  # the likelier horse never gets less
            places = [a for a in bets if a.KIND == "place_bet"]
            assert [{p.first, p.second} for p in places] == [set(best)]
            checked += 1
    assert checked == 6


def test_normal_holds_back_rivals_and_easy_never_does(games) -> None:
    hinders = {"normal": 0, "easy": 0, "hard": 0}
    for decisions in games:
        for d in decisions:
            if d["kind"] in hinders and d["reason"][0] == "hinder":
                v, a = d["view"], d["action"]
                mine = {h for b in v["sheets"][-1][v["seat"]] for h in b["horses"]}
                assert a.target not in mine
                hinders[d["kind"]] += 1
    assert hinders["normal"] >= 3 and hinders["hard"] >= 3
    assert hinders["easy"] == 0

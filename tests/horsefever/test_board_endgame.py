"""The end of a Board Game: loans repaid, Goals scored, the final ranking; debts at Payoffs;
and 100 seeded bot games that must all reach their end.

2017 rulebook "End of the Game" (Pay Back Loans, VP Counting), the Board Game rulings
(Goals: 2 VP each, ties count, a "most" Goal needs at least one, duplicates score once, the
players still in after loans are compared) and goals.toml.

Each scenario makes round 1 the last one (``state.rounds = 1``) and plays it for real: by
default every seat passes both purchase steps (+800 D), loses its minimum first bet in
RACE_A (green, black, red, white, yellow, blue) and passes in both auctions. A seat given
3000 D, 1 VP token and no stable therefore ends with 3700 D and 1 VP before the final stage.
"""
from __future__ import annotations

import pytest

from .board_helpers import (ADELBERT_DIPLOMATISH, ARONNE_DAL_BANCO, COSTANTINO,
                           FEWEST_STABLES, FEWEST_VP, GIUMENTA, JUSTICE_BROS, MICHELE_CUORLIONE,
                           MOST_ASSISTANTS, MOST_DANARI, MOST_GOALS, MOST_HORSES, MOST_STABLES,
                           NAPOLEON, PASS, PEDRO_PUGNOS, TOMMY_STYLE, VARONNE, act, autoplay,
                           balances, board_game, buy, check_cards, data, force_race, named,
                           one, win)
from tests.horsefever.bot_games import play_game
from game.horsefever.rules import Action
from game.horsefever.rules.family.penalties import eliminate
from .helpers import ScriptedRandom


def last_round(game, purchases=(), bets=None):
    """Makes round 1 the last; ``purchases``: (seat, action) made instead of passes, in
    turn order; then plays to the end. Returns the events."""
    game.state.rounds = 1
    force_race(game)
    events = []
    todo = list(purchases)
    while game.decision().kind == "purchase":
        seat = game.decision().seat
        if todo and todo[0][0] == seat:
            events += act(game, seat, todo.pop(0)[1])
        else:
            events += act(game, seat, PASS)
    assert not todo, f"test setup: purchases not made {todo}"
    events += autoplay(game, bets=bets)
    assert game.is_over() and events[-1]["type"] == "game_end"
    assert one(events, "ranking")["order"] == ["green", "black", "red", "white", "yellow",
                                               "blue"]
    check_cards(game)
    return events


def goal_results(events):
    """{(seat, card): "scored" | "failed" | "duplicate"}."""
    out = {}
    for name, word in (("goal_scored", "scored"), ("goal_failed", "failed"),
                       ("goal_duplicate", "duplicate")):
        for e in named(events, name):
            out[(e["seat"], e["card"])] = word
    return out


def standings(events):
    return [(r["seat"], r["vp"], r["eliminated"]) for r in one(events, "game_end")["standings"]]


# ---- loans -----------------------------------------------------------------------------

def test_loans_are_repaid_with_interest_and_michele_aronne_lower_the_sums():
    # Seat 0: Bank loan (+2000), pass (+400), loses 100: 5300; repays 2500 -> 2800.
    # Seat 1 (Michele Cuorlione): Mob loan (+4000), pass: 7300; repays 4000 not 5000 -> 3300.
    # Seat 2 (Aronne Dal Banco): Bank then Mob loans (+6000): 8900; repays 2000 (not 2500)
    #   and 5000 -> 1900.
    game = board_game(3, assistants={1: [MICHELE_CUORLIONE], 2: [ARONNE_DAL_BANCO]})
    ev = last_round(game, purchases=[(0, buy("loan", kind="bank")),
                                     (1, buy("loan", kind="mob")),
                                     (2, buy("loan", kind="bank")),
                                     (2, buy("loan", kind="mob"))])
    assert [(e["seat"], e["kind"], e["danari"], e["danari_after"])
            for e in named(ev, "loan_repaid")] == [
        (0, "bank", -2500, 2800), (1, "mob", -4000, 3300), (2, "bank", -2000, 6900),
        (2, "mob", -5000, 1900)]
    assert not named(ev, "loan_default")
    assert [p.loans for p in game.state.players] == [[], [], []]
    assert game.state.loan_cards == 6
    assert balances(game) == [(2800, 1), (3300, 1), (1900, 1)]


def test_a_player_who_cannot_repay_is_out_and_counts_for_no_goal():
    # Seat 0: the white stable and a "+ Stable" Goal; 3800 - 200 (VP 2) = 3600 D.
    # Seat 1: the yellow stable; Mob loan (+4000) then the blue stable (1:3, 1900 D): 5100;
    #   loses 300 (VP 3): 4800 < 5000 to repay: out. White, yellow, blue win no prize.
    # Seat 2: a "+ Danari" Goal; 3700 D.
    # Without seat 1, seat 0 has the most stables (1 against 0) and seat 2 the most Danari
    # (3700 against 3600): both Goals score. Seat 1's VP do not count: it ranks last.
    game = board_game(3, stables={0: ["white"], 1: ["yellow"]},
                      goals={0: [MOST_STABLES[0]], 2: [MOST_DANARI[0]]})
    ev = last_round(game, purchases=[(1, buy("loan", kind="mob")),
                                     (1, buy("stable", horse="blue"))])
    default = one(ev, "loan_default")
    assert (default["seat"], default["due"], default["danari_after"]) == (1, 5000, 4800)
    assert one(ev, "eliminated")["seat"] == 1
    assert goal_results(ev) == {(0, MOST_STABLES[0]): "scored",
                                (2, MOST_DANARI[0]): "scored"}
    assert standings(ev) == [(0, 2 + 2, False), (2, 1 + 2, False), (1, 3, True)]
    assert game.state.winner == 0


# ---- the Goal designs ------------------------------------------------------------------

def test_most_and_fewest_stables_ties_count():
    # Seats 0 and 1 hold one stable each (tied most: both score); seat 2 none (fewest).
    game = board_game(3, stables={0: ["white"], 1: ["yellow"]},
                      goals={0: [MOST_STABLES[0]], 1: [MOST_STABLES[1]],
                             2: [FEWEST_STABLES[0]]})
    ev = last_round(game)
    assert goal_results(ev) == {(0, MOST_STABLES[0]): "scored",
                                (1, MOST_STABLES[1]): "scored",
                                (2, FEWEST_STABLES[0]): "scored"}
    assert [e["vp"] for e in named(ev, "goal_scored")] == [2, 2, 2]
    assert balances(game) == [(3600, 2 + 2), (3600, 2 + 2), (3700, 1 + 2)]


def test_fewest_stables_fails_with_more_than_the_fewest():
    game = board_game(2, stables={0: ["white"]}, goals={0: [FEWEST_STABLES[0]],
                                                         1: [FEWEST_STABLES[1]]})
    ev = last_round(game)
    assert goal_results(ev) == {(0, FEWEST_STABLES[0]): "failed",
                                (1, FEWEST_STABLES[1]): "scored"}


def test_most_assistants_justice_bros_counts_two():
    # Seat 0: Justice Bros. (2); seat 1: Tommy Style and Adelbert (2): a tie, both score.
    # Seat 2: one Assistant, no Goal.
    game = board_game(3, assistants={0: [JUSTICE_BROS], 1: [TOMMY_STYLE, ADELBERT_DIPLOMATISH],
                                     2: [ARONNE_DAL_BANCO]},
                      goals={0: [MOST_ASSISTANTS[0]], 1: [MOST_ASSISTANTS[1]]})
    ev = last_round(game)
    assert goal_results(ev) == {(0, MOST_ASSISTANTS[0]): "scored",
                                (1, MOST_ASSISTANTS[1]): "scored"}


def test_a_most_goal_needs_at_least_one():
    # Nobody has an Assistant or a Horse: "+ Assistant" and "+ Horse" fail although the
    # holder ties for the most (0).
    game = board_game(2, goals={0: [MOST_ASSISTANTS[0]], 1: [MOST_HORSES[0]]})
    ev = last_round(game)
    assert goal_results(ev) == {(0, MOST_ASSISTANTS[0]): "failed",
                                (1, MOST_HORSES[0]): "failed"}
    assert balances(game) == [(3700, 1), (3700, 1)]


def test_most_horses_giumenta_counts_two():
    # Seat 0: Giumenta (2); seat 1: Costantino and Napoléon (2); seat 2: Varonne (1). Nobody
    # owns a stable, so no Horse card runs.
    game = board_game(3, horses={0: [GIUMENTA], 1: [COSTANTINO, NAPOLEON], 2: [VARONNE]},
                      goals={0: [MOST_HORSES[0]], 2: [MOST_HORSES[1]]})
    ev = last_round(game)
    assert goal_results(ev) == {(0, MOST_HORSES[0]): "scored", (2, MOST_HORSES[1]): "failed"}


def test_most_goals_and_fewest_vp_before_goal_vp():
    # Seat 0: 1 VP token, two Goals ("+ Goal", "- VP"): it has the most Goals and the fewest
    # VP (1 against 2 and 2): both score, 1 + 4 = 5 VP. Seat 1: 2 VP tokens and a "- VP"
    # Goal: 2 is not the fewest before Goal VP (it would tie seat 2 after them): it fails.
    # Seat 2: 2 VP tokens, no Goal.
    game = board_game(3, vp_tokens=[1, 2, 2],
                      goals={0: [MOST_GOALS[0], FEWEST_VP[0]], 1: [FEWEST_VP[1]]})
    ev = last_round(game)
    assert goal_results(ev) == {(0, MOST_GOALS[0]): "scored", (0, FEWEST_VP[0]): "scored",
                                (1, FEWEST_VP[1]): "failed"}
    # Minimum bets: 100, 200, 200.
    assert balances(game) == [(3700, 5), (3600, 2), (3600, 2)]
    assert standings(ev)[0] == (0, 5, False)


def test_most_danari_is_counted_after_loans():
    # Seat 0 takes a Bank loan: 5300 D before repaying, 2800 after: not the most. Seats 1
    # and 2 tie at 3700: seat 1's "+ Danari" scores.
    game = board_game(3, goals={0: [MOST_DANARI[0]], 1: [MOST_DANARI[1]]})
    ev = last_round(game, purchases=[(0, buy("loan", kind="bank"))])
    assert goal_results(ev) == {(0, MOST_DANARI[0]): "failed", (1, MOST_DANARI[1]): "scored"}


def test_two_identical_goals_score_once():
    game = board_game(2, stables={0: ["white"]}, goals={0: list(MOST_STABLES)})
    ev = last_round(game)
    assert goal_results(ev) == {(0, MOST_STABLES[0]): "scored",
                                (0, MOST_STABLES[1]): "duplicate"}
    assert balances(game)[0] == (3600, 2 + 2)


# ---- the final ranking -----------------------------------------------------------------

def test_final_ranking_by_vp_only():
    # Seat 0: 2 VP tokens and little money (100 + 800 - 200 = 700 D); seat 1: 1 VP and
    # 9700 D. VP decide.
    game = board_game(2, danari=[100, 9000], vp_tokens=[2, 1])
    ev = last_round(game)
    assert [(r["seat"], r["danari"], r["vp"]) for r in one(ev, "game_end")["standings"]] == [
        (0, 700, 2), (1, 9700, 1)]
    assert not named(ev, "tie_break")


def test_a_vp_tie_is_broken_by_a_sprint_die_not_by_danari():
    # Both seats have 1 VP; seat 1 has far more Danari. The sprint die (scripted): first
    # both roll green (a tie: roll again), then seat 0 white (lane 6), seat 1 black (lane 1):
    # the higher lane wins, so seat 0 wins.
    game = board_game(2, danari=[3000, 9000])
    game.state.rounds = 1
    force_race(game)
    autoplay(game, until="english_auction")
    act(game, 0, PASS)
    game.state.rng = ScriptedRandom(game.state.rng.getstate(), [2, 2, 5, 0])
    ev = act(game, 1, PASS)
    ties = named(ev, "tie_break")
    assert [(t["seats"], [(r["seat"], r["colour"]) for r in t["rolls"]]) for t in ties] == [
        ([0, 1], [(0, "green"), (1, "green")]), ([0, 1], [(0, "white"), (1, "black")])]
    assert ties[1]["rolls"][0]["text"] == data().track.tie_breaker["white"]
    assert [(r["seat"], r["danari"]) for r in one(ev, "game_end")["standings"]] == [
        (0, 3700), (1, 9700)]


# ---- debts at Payoffs ------------------------------------------------------------------

@pytest.mark.parametrize("tokens,out", [(1, True), (2, False)])
def test_a_debt_at_payoffs_costs_2_vp_tokens_or_the_game(tokens, out):
    # Pedro Pugnos (seat 0) takes 200 D from his right (seat 2), who staked everything on a
    # loser and has 0 D: seat 2 loses 2 VP tokens instead, or with fewer than 2 is out. An
    # eliminated player's stables count for nobody's Goals and it ranks last.
    game = board_game(3, vp_tokens={2: tokens}, assistants={0: [PEDRO_PUGNOS]},
                      stables={2: ["yellow", "blue"]}, goals={1: [MOST_STABLES[0]]})
    stake = 3800  # 3000 + 800
    ev = last_round(game, bets={2: win("yellow", stake)})
    pen = one(ev, "bet_penalty", seat=2)
    assert (pen["eliminated"], pen["vp_lost"]) == (out, 0 if out else 2)
    assert not named(ev, "payout", reason="assistant")
    if out:
        assert one(ev, "eliminated")["seat"] == 2
        # Seat 1 has no stable: with seat 2 out nobody has one, so "+ Stable" fails.
        assert goal_results(ev) == {(1, MOST_STABLES[0]): "failed"}
        assert standings(ev)[-1] == (2, tokens + 2, True)
    else:
        assert game.state.players[2].vp_tokens == 0 and not game.state.players[2].eliminated
        assert goal_results(ev) == {(1, MOST_STABLES[0]): "failed"}
        assert balances(game)[2] == (0, 0 + 2)


# ---- seeded bot games ------------------------------------------------------------------

def test_one_hundred_seeded_board_games_end():
    for seed in range(100):
        players = 2 + seed % 5
        stars = seed % 2 == 0
        game, events = play_game(data(), players, seed, "board",
                                 bots=["random", "simple"], stars=stars)
        assert game.is_over() and events[-1]["type"] == "game_end", (seed, players, stars)
        assert sorted(r["seat"] for r in events[-1]["standings"]) == list(range(players))
        assert not [p.loans for p in game.state.players if p.loans and not p.eliminated]
        check_cards(game)


# ---- a game that ends before its round's end -------------------------------------------

def test_a_game_ended_at_the_first_bets_returns_the_horse_lineup_before_the_goals():
    # Seat 0 owns black and lines up Napoleon; seat 1 cannot cover the minimum bet with one
    # VP token: it is out at the first bets and the game ends there. Napoleon goes back to
    # seat 0 (every card in exactly one place) before the Goals count it: "+ Horse" scores.
    game = board_game(2, stables={0: ["black"]}, horses={0: [NAPOLEON]},
                      goals={0: [MOST_HORSES[0]]})
    autoplay(game, until="lineup")
    ev = act(game, 0, Action("lineup", card=NAPOLEON, horse="black"), "lineup")
    ev += autoplay(game, until="first_bet")
    game.state.players[1].danari = 0
    ev += act(game, 0, win("blue", 200), "first_bet")
    assert game.is_over()
    names = [e["type"] for e in ev]
    assert names.index("eliminated") < names.index("bet_refund") < \
        names.index("horse_returned") < names.index("goal_scored") < names.index("game_end")
    back = one(ev, "horse_returned")
    assert (back["seat"], back["horse"], back["card"]) == (0, "black", NAPOLEON)
    assert game.state.players[0].horses == [NAPOLEON] and game.state.lineup == {}
    assert goal_results(ev) == {(0, MOST_HORSES[0]): "scored"}
    assert one(ev, "game_end")["winner"] == 0
    check_cards(game)


def test_a_game_ended_at_payoffs_skips_the_rest_of_the_round():
    # Three players, Pedro Pugnos (seat 0) takes 200 D from seat 2; seat 1 is already out.
    # Seat 2 staked all it had and lost: it is out at Payoffs, leaving seat 0 alone. The rest
    # of the round is skipped (no odds update, no auctions); the round end returns the
    # lineup (seat 0's Napoleon on black), then the final stage and the ranking follow.
    game = board_game(3, assistants={0: [PEDRO_PUGNOS]}, stables={0: ["black"]},
                      horses={0: [NAPOLEON]}, danari={2: 0})
    game.state.rounds = 3
    s = game.state
    engine_eliminate(game, 1)
    force_race(game)
    autoplay(game, until="lineup")
    act(game, 0, Action("lineup", card=NAPOLEON, horse="black"), "lineup")
    ev = autoplay(game, until="first_bet")
    s.players[2].danari = 100
    ev += autoplay(game)
    assert game.is_over() and s.round == 1
    names = [e["type"] for e in ev]
    out = one(ev, "eliminated")
    assert (out["seat"], out["reason"]) == (2, "assistant_taken")
    after = names[names.index("eliminated") + 1:]
    assert "odds_update" not in after and "auction_start" not in after
    assert after == ["horse_returned", "round_end", "game_end"], after
    assert s.players[0].horses == [NAPOLEON]
    assert one(ev, "game_end")["winner"] == 0
    check_cards(game)


def engine_eliminate(game, seat):
    """Takes ``seat`` out of the game through the engine (test setup)."""
    eliminate(game.state, [], seat, "test")

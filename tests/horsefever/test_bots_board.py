"""The easy, normal and hard bots in the Board Game (with and without star cards).

- view-only: two Board Game states that differ only in what the bot cannot see (the other
  seats' hands and Goal cards, the faces of their face-down cards, the order of the
  movement, Goal, Assistant and Horse decks) lead it to the same decision, for every
  decision kind met, purchases, lineup and auctions included;
- determinism: the same seed gives the same Board Game, event for event and reason for
  reason;
- Board Game decisions are the level's own (``BoardPlay``), not the simple bot's;
- what a bot says in the public log never names a card it holds or played face down.
Decision times: ``python -m game.horsefever.tipster.bench`` (both variants).
"""
from __future__ import annotations

import random

import pytest

from game.horsefever.bots import make_bot
from game.horsefever.bots.base import public_reason
from game.horsefever.bots.base import handler
from game.horsefever.bots.board_play import HANDLERS
from game.horsefever.rules import Action, Game
from game.horsefever.rules.loader import load_data

LEVELS = ("easy", "normal", "hard")


@pytest.fixture(scope="module")
def data():
    return load_data()


def board_points(data, seed, kinds, stars, limit):
    """Yields (game, seat) at each decision of a Board Game played by these bots."""
    game, _ = Game.new(data, [f"P{i}" for i in range(len(kinds))], "board", seed, stars)
    bots = [make_bot(k, data, seed, i) for i, k in enumerate(kinds)]
    n = 0
    while not game.is_over() and n < limit:
        seat = game.current_player()
        yield game, seat
        game.apply(bots[seat].choose(game.view(seat)))
        n += 1


def hide_differently(data, game, seat):
    """A copy of the game that differs only in what ``seat`` cannot see."""
    other = Game.from_json(game.to_json(), data)
    s = other.state
    rng = random.Random(77)
    pool = list(s.action_deck)
    rng.shuffle(pool)

    def swap(holder: list[int], i: int, deck: list[int], spare: list[int]) -> None:
        if spare:
            new = spare.pop()
            deck.remove(new)
            deck.append(holder[i])
            holder[i] = new

    if s.phase in ("first_bet", "fix", "second_bet"):
        for c in data.colours:
            for pc in s.lanes[c]:
                if pc.seat != seat and pool:
                    new = pool.pop()
                    s.action_deck.remove(new)
                    s.action_deck.append(pc.card)
                    pc.card = new
    goals = list(s.goal_deck)
    rng.shuffle(goals)
    for p in s.players:
        if p.seat == seat:
            continue
        for i in range(len(p.hand)):
            swap(p.hand, i, s.action_deck, pool)
        for i in range(len(p.goals)):
            swap(p.goals, i, s.goal_deck, goals)
    for deck in (s.movement_deck, s.goal_deck, s.assistant_deck, s.horse_deck):
        rng.shuffle(deck)
    return other


@pytest.mark.parametrize("kind,stars", [("easy", False), ("normal", False), ("hard", False),
                                        ("hard", True), ("normal", True)])
def test_board_decisions_depend_on_the_view_only(data, kind, stars):
    kinds = [kind, "normal", "easy", "random"]
    seen, differed = set(), 0
    for game, seat in board_points(data, 31, kinds, stars, limit=260):
        if seat != 0:
            continue
        other = hide_differently(data, game, seat)
        v1, v2 = game.view(seat), other.view(seat)
        assert v1 == v2  # only hidden things changed
        differed += game.to_json() != other.to_json()
        a = make_bot(kind, data, 31, seat)
        b = make_bot(kind, data, 31, seat)
        assert a.choose(v1) == b.choose(v2), v1["decision"]["kind"]
        assert a.last_reason == b.last_reason
        seen.add(v1["decision"]["kind"])
    # (Board Game Action cards are bought, not dealt: a bot that buys none never fixes.)
    assert {"purchase", "first_bet", "second_bet"} <= seen
    if kind == "easy":
        assert {"fix", "keep"} <= seen  # it buys Action cards (and Goal cards)
    assert seen & {"dutch_auction", "english_auction"}
    assert differed >= 10  # the copies really hid something different


def play_board(data, seed, kinds, stars, rounds=None):
    game, events = Game.new(data, [f"P{i}" for i in range(len(kinds))], "board", seed, stars,
                            rounds)
    bots = [make_bot(k, data, seed, i) for i, k in enumerate(kinds)]
    reasons: list[tuple[str, str]] = []
    while not game.is_over():
        seat = game.current_player()
        view = game.view(seat)
        action = bots[seat].choose(view)
        reason = bots[seat].last_reason
        assert reason and "\n" not in reason, (kinds[seat], reason)
        reasons.append((view["decision"]["kind"], reason))
        events += game.apply(action)  # raises IllegalAction if a bot broke a rule
    return events, reasons


def test_same_seed_same_board_game(data):
    kinds = ["hard", "normal", "easy", "random"]
    e1, r1 = play_board(data, 8, kinds, True)
    e2, r2 = play_board(data, 8, kinds, True)
    assert e1 == e2 and r1 == r2
    assert e1[-1]["type"] == "game_end"
    e3, _ = play_board(data, 9, kinds, True)
    assert e3 != e1


@pytest.mark.parametrize("players", [2, 5])
def test_levels_play_whole_board_games_with_their_own_board_decisions(data, players):
    kinds = ["hard", "normal", "easy", "hard", "normal"][:players]
    events, reasons = play_board(data, 60 + players, kinds, stars=players == 5)
    assert events[-1]["type"] == "game_end"
    board = [(k, r) for k, r in reasons if handler(k) in HANDLERS]
    assert {k for k, _ in board} >= {"purchase", "dutch_auction", "english_auction"}
    for _, r in board:
        assert r.split(":")[0] in LEVELS and "(as simple)" not in r, r


def test_hard_turns_money_into_vp_in_the_last_english_auction(data):
    """In the last round nothing else can be bought: the hard bot bids while it can pay
    and keep its loan money; in an earlier round it stops at its VP price."""
    for game, seat in board_points(data, 12, ["hard", "hard", "hard", "hard"], False, 2000):
        d = game.decision()
        if d.kind == "english_auction" and game.state.round == game.state.rounds:
            break
    else:
        pytest.skip("no English auction in the last round of this game")
    view = game.view(seat)
    bot = make_bot("hard", data, 12, seat)
    me = view["players"][seat]
    rich = dict(view, players=[dict(p, danari=9000, loans=[]) if p["seat"] == seat else p
                               for p in view["players"]])
    rich["decision"] = dict(view["decision"], options=dict(view["decision"]["options"],
                                                           offer=3000))
    assert bot.choose(rich) == Action("bid", value=3000)
    early = dict(rich, round=1)
    assert bot.choose(early) == Action("pass")
    assert me["danari"] >= 0


def test_public_reasons_never_name_hidden_cards(data):
    card = data.actions[0]
    said = f"hard: {card.name} on red: the best of 12 simulated placements (+0.40 VP expected)"
    text, after_reveal = public_reason(said, "fix", {}, Action("play_card", card=card.number,
                                                                horse="red"))
    assert after_reveal and card.name in text  # held back until the cards are face up
    goal = data.board.goals[0]
    kept, later = public_reason(f"normal: keeps goal card {goal.name}", "keep",
                                {"item": "goal"}, Action("keep", card=goal.number))
    assert goal.name not in kept and not later
    bet = public_reason("normal: 300 D win on yellow (P=35%)", "first_bet", {},
                        Action("bet", horse="yellow", kind="win", stake=300))
    assert bet == ("300 D win on yellow (P=35%)", False)


def test_board_tournament_with_star_cards(data):
    from game.horsefever.tournament import run_tournament
    stats = run_tournament(data, ["normal", "random"], games=4, seed=11, variant="board",
                           stars=True, processes=1)
    assert stats["normal"].games == stats["random"].games == 4
    assert sum(s.wins for s in stats.values()) == 4
    assert all(len(s.scores["vp"]) == 4 for s in stats.values())

"""Seeded fuzz: whole Board Games, 2-6 players, with and without star cards, invariants
checked after every event and every ``apply``.

Each game mixes four kinds of seat: the random, simple and easy bots (each sees only its
own view, via ``game.horsefever.bots.make_bot``) and a pure uniform choice over ``game.legal_actions()``,
which takes every loan, makes every offer, sells its stables and goes broke, and so reaches
the odd corners (clearance, defaults, penalties, eliminations); a few games seat only
"hoarders" (uniform, but buying action cards whenever they may and betting the minimum) so
the action deck runs out; a few have one ``normal`` bot. Half the seeds play with star cards
(star characters and star action cards), half without; the player count cycles 2, 3, 4, 5,
6. ``tests/board_invariants.py`` checks every event and, after every ``apply``, the real
state (see its docstring for the list). About one decision in fifty is first offered a
couple of illegal actions, which must be refused and change nothing (and a seat's view is
checked for others' secrets); about one in a hundred is made on a copy of the game saved and
loaded through JSON text.

``HF_FUZZ_BOARD_GAMES`` sets the number of games (default 1,000; ``make test`` runs them
all); ``HF_FUZZ_BOARD_SEED`` (or ``HF_FUZZ_SEED``) shifts the seeds for a fresh sample;
``HF_FUZZ_JOBS`` sets the worker processes (default: 2, this machine's cores; 1 plays in the
test process); ``HF_FUZZ_BOARD_NORMAL`` is the share of games with one ``normal`` bot seat
(default 0.03: it is slow; 0 leaves it out). A failure names its seed:
``play_board_fuzz_game(seed)`` replays it alone.
"""
from __future__ import annotations

import json
import multiprocessing
import os
import random
import signal
import traceback
from collections import Counter

import pytest

from game.horsefever.bots import BOT_KINDS, make_bot
from game.horsefever.rules import Action, Game, IllegalAction
from game.horsefever.rules.loader import load_data

from .board_invariants import BoardInvariantChecker  # tests/ on sys.path
from .invariants import KNOWN_BUGS
from .pools import default_signals

N_GAMES = int(os.environ.get("HF_FUZZ_BOARD_GAMES", "1000"))
BASE_SEED = int(os.environ.get("HF_FUZZ_BOARD_SEED", os.environ.get("HF_FUZZ_SEED", "0")))
NORMAL_SHARE = float(os.environ.get("HF_FUZZ_BOARD_NORMAL", "0.03"))
CHUNKS = 10
KINDS = tuple(k for k in ("random", "simple", "easy") if k in BOT_KINDS) + ("uniform",)
# Seats the fuzz plays itself: a uniform choice over legal_actions(), and "hoard" (the same,
# but it buys two action cards whenever it may: the deck runs short; see hoard_choice).
TEST_SEATS = ("uniform", "hoard")
JOBS = max(1, int(os.environ.get("HF_FUZZ_JOBS", str(min(2, os.cpu_count() or 1)))))
BATCH = 10  # games per task sent to a worker process
MAX_STEPS = 20000  # no Board Game needs anywhere near this many decisions
TIMEOUT = 900  # seconds for the whole fuzz: a hang in the engine fails, not stalls
PROBE_RATE = 0.02  # share of decisions preceded by an illegal action
ROUNDTRIP_RATE = 0.01  # share of decisions made on a copy loaded from the game's JSON

DATA = load_data()
# Known engine bugs the fuzz steps around until they are fixed (each with a strict xfail
# test below that turns red when the fix lands: then delete it here, there and in
# invariants.KNOWN_BUGS). None is open.
TOLERATED: set[str] = set()
assert TOLERATED <= set(KNOWN_BUGS)


def game_plan(seed: int) -> tuple[int, bool, list[str], int | None]:
    """Players, star cards, seat kinds and rounds for one fuzz game (all from the seed)."""
    r = random.Random(f"board-fuzz-plan:{seed}")
    players = 2 + seed % 5
    stars = (seed // 5) % 2 == 0  # each player count: half with star cards, half without
    style = r.random()
    if style < 0.04:
        kinds = ["hoard"] * players  # action cards every purchase: short and empty decks
    elif style < 0.2:
        kinds = ["uniform"] * players
    elif style < 0.3:
        kinds = [r.choice(KINDS[:-1])] * players
    else:
        kinds = [r.choice(KINDS) for _ in range(players)]
    if "normal" in BOT_KINDS and r.random() < NORMAL_SHARE:
        kinds[r.randrange(players)] = "normal"
    rounds = r.randint(DATA.rules.min_rounds, DATA.rules.max_rounds) if r.random() < 0.25 \
        else None
    return players, stars, kinds, rounds


# ---- illegal actions ----------------------------------------------------------------------

def illegal_candidates(game: Game, r: random.Random) -> list[Action]:
    """A few actions that break a rule now (the engine must refuse every one)."""
    d = game.decision()
    assert d is not None
    s = game.state
    seat = d.seat
    p = s.players[seat]
    o = d.options
    out = [Action("play_card", card=999, horse="red"),
           Action("bet", horse="purple", kind="win", stake=100),
           Action("photo_pick", horse="nobody"), Action("buy", item="castle"),
           Action("keep", card=999), Action("copy", card=999),
           Action("odds_move", horse="red", value=3), Action("lineup", card=999, horse="red")]
    if not d.can_pass:
        out.append(Action("pass"))
    if d.kind in ("first_bet", "second_bet"):
        horse = next(iter(o["horses"]))
        kind = o["horses"][horse][0]
        out += [Action("bet", horse=horse, kind=kind, stake=o["min_stake"] + 1),
                Action("bet", horse=horse, kind=kind, stake=o["max_stake"] + o["step"]),
                Action("bet", horse=horse, kind="place", stake=o["min_stake"]),
                Action("buy", item="actions")]
        if o["min_stake"] > o["step"]:
            out.append(Action("bet", horse=horse, kind=kind, stake=o["min_stake"] - o["step"]))
    elif d.kind == "fix":
        out += [Action("play_card", card=o["cards"][0], horse="purple"),
                Action("bet", horse="red", kind="win", stake=100)]
    elif d.kind == "purchase":
        allowed, why = o["allowed"], o["unavailable"]
        for item in ("actions", "goal", "assistant", "horse"):
            if item in why:
                out.append(Action("buy", item=item))
        taken = [c for c in s.colours if s.owner_of(c) is not None]
        if taken:
            out.append(Action("buy", item="stable", horse=r.choice(taken)))
        out.append(Action("buy", item="loan", kind="shark"))
        for kind in p.loans:
            out.append(Action("buy", item="loan", kind=kind))
        others = [q for q in s.active_seats() if q != seat]
        out += [Action("offer", target=seat, item="assistant",
                       card=p.assistants[0] if p.assistants else 23),
                Action("offer", target=r.choice(others), item="horse", card=999),
                Action("offer", target=r.choice(others), item="loan"),
                Action("clearance", item="goal", card=999),
                Action("clearance", item="stable",
                       horse=next((c for c in s.colours if c not in p.stables), "red")),
                Action("bid", value=1000), Action("accept")]
        if "offer" not in allowed:
            for q in others:
                for n in s.players[q].assistants:
                    out.append(Action("offer", target=q, item="assistant", card=n))
        if "clearance" not in allowed:
            for n in p.goals:
                out.append(Action("clearance", item="goal", card=n))
    elif d.kind == "keep":
        out += [Action("keep", card=n) for n in range(23, 60) if n not in o["cards"]][:3]
    elif d.kind == "consent":
        if "cards" in o:
            out.append(Action("accept", card=999))
        out.append(Action("bid", value=1000))
    elif d.kind == "lineup":
        not_free = [c for c in s.colours if c not in o["horses"]]
        if not_free:
            out.append(Action("lineup", card=o["cards"][0], horse=r.choice(not_free)))
    elif d.kind in ("troy_copy", "cedric_copy"):
        out.append(Action("copy", card=next(n for n in range(23, 60)
                                            if n not in o["cards"])))
    elif d.kind == "eric_odds":
        out += [Action("odds_move", horse="red", value=1),
                Action("odds_move", horse="purple", value=o["rows"][1])]
    elif d.kind == "dutch_auction":
        out += [Action("bid", value=o["offer"]), Action("buy", item="actions")]
    elif d.kind == "english_auction":
        out += [Action("bid", value=o["offer"] + 100), Action("bid", value=o["offer"] - 100),
                Action("accept")]
    return r.sample(out, min(2, len(out)))


def hoard_choice(game: Game, legal: list[Action], uniform: Action) -> Action:
    """A hoarder buys two action cards whenever it may and bets the minimum stake (to stay
    rich enough to buy again); otherwise it plays like the uniform seat."""
    buy = Action("buy", item="actions")
    if buy in legal:
        return buy
    if uniform.type == "bet":
        return min((a for a in legal if a.type == "bet"), key=lambda a: a.stake)
    return uniform


def check_view_secrecy(game: Game, seat: int, label: str) -> None:
    """A seat's view shows its own hand and Goals only, and nobody else's pending draw."""
    view = game.view(seat)
    for entry in view["players"]:
        if entry["seat"] != seat:
            assert "hand" not in entry and "goals" not in entry, \
                f"[{label}] seat {seat} sees seat {entry['seat']}'s hand or Goals"
    pending = game.state.board.get("pending")
    if pending and pending["seat"] != seat:
        text = json.dumps(view)
        assert '"cards"' not in text or "decision" in view, \
            f"[{label}] seat {seat} sees another seat's drawn cards"


# ---- one game ---------------------------------------------------------------------------

def play_board_fuzz_game(seed: int) -> BoardInvariantChecker:
    players, stars, kinds, rounds = game_plan(seed)
    names = [f"P{i}-{k}" for i, k in enumerate(kinds)]
    r = random.Random(f"board-fuzz-moves:{seed}")
    game, events = Game.new(DATA, names, "board", seed, stars=stars, rounds=rounds,
                            bots=[k if k not in TEST_SEATS else "random" for k in kinds])
    label = f"board seed={seed} players={players} stars={stars} kinds={kinds} rounds={rounds}"
    checker = BoardInvariantChecker(DATA, label, tolerate=TOLERATED)
    checker.feed_all(events)
    checker.check_state(game)
    bots = [make_bot(k, DATA, seed, i) if k not in TEST_SEATS else None
            for i, k in enumerate(kinds)]
    steps = 0
    legal = None  # legal_actions() of the current state, when a uniform seat needs them
    while not game.is_over():
        steps += 1
        assert steps < MAX_STEPS, f"[{label}] the game does not end"
        seat = game.current_player()
        bot = bots[seat]
        if bot is None:
            if legal is None:
                legal = game.legal_actions()
            action = r.choice(legal)
            if kinds[seat] == "hoard":
                action = hoard_choice(game, legal, action)
        else:
            action = bot.choose(game.view(seat))
        if r.random() < PROBE_RATE:
            # An illegal action is refused and changes nothing.
            before, asked = game.to_json(), game.decision()
            for bad in illegal_candidates(game, r):
                try:
                    game.apply(bad)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"[{label}] {asked}: the illegal action "
                                         f"{bad} was accepted")
            assert game.to_json() == before, f"[{label}] a refused action changed the state"
            check_view_secrecy(game, r.randrange(players), label)
        if r.random() < ROUNDTRIP_RATE:
            # Saved and loaded through JSON text, the game goes on from the copy.
            saved = game.to_json()
            game = Game.from_json(json.loads(json.dumps(saved)), DATA)
            assert game.to_json() == saved, f"[{label}] the JSON round trip changed the state"
        try:
            events = game.apply(action)
        except IllegalAction as e:  # a bot or legal_actions() offered an illegal action
            raise AssertionError(f"[{label}] seat {seat} ({kinds[seat]}) chose {action}, "
                                 f"refused: {e}") from e
        assert events, f"[{label}] apply({action}) returned no events"
        checker.feed_all(events)
        legal = None
        if not game.is_over() and bots[game.current_player()] is None:
            legal = game.legal_actions()
        checker.check_state(game, legal)
    assert checker.ended
    return checker


def run_seeds(seeds: list[int]) -> list[tuple[int, str | None, dict[str, int]]]:
    """Plays fuzz games; returns (seed, failure text or None, event counts) per game.

    Runs in a worker process: failures come back as text, not exceptions.
    """
    out = []
    for seed in seeds:
        try:
            checker = play_board_fuzz_game(seed)
            out.append((seed, None, dict(checker.counts)))
        except KeyboardInterrupt:
            raise
        except BaseException:  # noqa: BLE001 - pytest.fail/raises are BaseExceptions too
            out.append((seed, traceback.format_exc(limit=12), {}))
    return out


def _alarm(signum, frame):  # pragma: no cover - only on a hang
    raise TimeoutError(f"the Board Game fuzz took over {TIMEOUT} s: an engine loop may hang")


@pytest.fixture(scope="module")
def board_fuzz_results() -> dict[int, tuple[str | None, dict[str, int]]]:
    """Plays every fuzz game once (on JOBS processes) and keeps each game's outcome."""
    seeds = list(range(BASE_SEED, BASE_SEED + N_GAMES))
    batches = [seeds[i:i + BATCH] for i in range(0, len(seeds), BATCH)]
    old = signal.signal(signal.SIGALRM, _alarm) if hasattr(signal, "SIGALRM") else None
    if old is not None:
        signal.alarm(TIMEOUT)
    results: dict[int, tuple[str | None, dict[str, int]]] = {}
    try:
        if JOBS > 1:
            methods = multiprocessing.get_all_start_methods()
            ctx = multiprocessing.get_context("fork" if "fork" in methods else None)
            with ctx.Pool(JOBS, initializer=default_signals) as pool:
                for part in pool.imap_unordered(run_seeds, batches):
                    for seed, failure, counts in part:
                        results[seed] = (failure, counts)
        else:
            for batch in batches:
                for seed, failure, counts in run_seeds(batch):
                    results[seed] = (failure, counts)
    finally:
        if old is not None:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
    return results


def chunk_seeds(chunk: int) -> range:
    per = -(-N_GAMES // CHUNKS)
    lo = chunk * per
    return range(BASE_SEED + lo, BASE_SEED + min(N_GAMES, lo + per))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_board_fuzz_whole_games(chunk: int, board_fuzz_results) -> None:
    """Each tenth of the seeds: every game ends and no invariant ever breaks."""
    failures = [(seed, board_fuzz_results[seed][0]) for seed in chunk_seeds(chunk)
                if board_fuzz_results[seed][0] is not None]
    if failures:
        seed, text = failures[0]
        pytest.fail(f"{len(failures)} Board Game fuzz games failed (seeds "
                    f"{[s for s, _ in failures][:20]}); rerun one with "
                    f"play_board_fuzz_game({seed}). First failure:\n{text}", pytrace=False)


# What the fuzz must have exercised: a counter name (an event, or a checker's own count)
# and what it means.
CORNERS = {
    "sale": "an offer accepted (a card bought from another player)",
    "offer_declined": "an offer declined",
    "clearance": "a clearance sale",
    "loan_taken": "a loan taken",
    "loan_repaid": "a loan repaid",
    "loan_default": "a loan defaulted (the borrower eliminated)",
    "auction_sold:dutch": "a Dutch auction with a sale",
    "auction_sold:english": "an English auction with a sale",
    "horse_copy": "a Troy copy",
    "assistant_copy": "a Cédric Copieur copy",
    "odds_move": "an Eric Change move",
    "star_card_paid": "a star action card paying out",
    "star_card_charged": "a star action card taking Danari or VP",
    "goal_scored": "a Goal scored",
    "goal_failed": "a Goal failed",
    "goal_duplicate": "a second copy of a Goal design",
    "eliminated": "an elimination",
    "horse_money": "Horse card money (Biscuit De Mer / Bosson)",
    "assistant_taken": "Brian O'Fist / Pedro Pugnos taking",
    "hire": "François Riche hired",
    # (Both decks hold an even number of cards and every purchase takes two, so a short
    # draw of one card cannot happen in play; an emptied deck, closed to purchases, can.)
    "action_deck_emptied": "the action deck bought empty (then closed to purchases)",
    "third_bet": "Antonio Vesuvio's third bet",
    "lineup": "a Horse card in the starting lineup",
    "photo_finish": "a photo finish",
    "tie_break": "a tie-break roll",
}


def test_board_fuzz_reached_the_corners(board_fuzz_results) -> None:
    """The fuzz is only worth it if it reaches the rare paths of the Board Game."""
    if N_GAMES < 1000:
        pytest.skip("needs the whole fuzz (>= 1,000 games)")
    seen: Counter[str] = Counter()
    for _, counts in board_fuzz_results.values():
        seen.update(counts)
    missing = {name: why for name, why in CORNERS.items() if seen[name] <= 0}
    assert not missing, f"the Board Game fuzz never produced: {missing}\ncounts: {dict(seen)}"
    plans = [game_plan(seed) for seed in board_fuzz_results]
    assert {p[0] for p in plans} == {2, 3, 4, 5, 6}
    stars = Counter(p[1] for p in plans)
    assert stars[True] == stars[False], stars


# ---- engine bugs found by the fuzz: directed tests ----------------------------------------

def test_no_decision_once_a_payoffs_elimination_leaves_one_player() -> None:
    """Two players; seat 1 holds Pedro Pugnos (takes 200 D from the player to the right:
    seat 0). Seat 0 has 100 D at the first bets, stakes them and loses, so it cannot pay
    Pedro: with one VP token (fewer than two) it is eliminated at Payoffs. rules-notes.md:
    "if fewer than two players remain the game ends after the current step", and no
    decision is asked of a lone survivor (the Family Game's rule, test_fuzz.py). The engine
    used to run the auctions (seat 1, alone, was asked to sell a VP for 1000 D: fuzz seeds
    75, 295, 810); now the rest of the round is skipped and the round's end ends the game."""
    from .board_helpers import PEDRO_PUGNOS, autoplay, board_game, force_race

    game = board_game(2, assistants={1: [PEDRO_PUGNOS]})
    force_race(game)
    autoplay(game, until="first_bet")
    s = game.state
    s.players[0].danari = 100  # just the minimum bet: nothing left to pay Pedro with
    events = autoplay(game, until=("dutch_auction", "english_auction"))
    out = [e for e in events if e["type"] == "eliminated"]
    assert [(e["seat"], e["reason"]) for e in out] == [(0, "assistant_taken")], out
    assert game.is_over(), (f"seat {game.current_player()} is alone in the game but must "
                            f"decide {game.decision().kind}")
    names = [e["type"] for e in events]
    after = names[names.index("eliminated") + 1:]
    # Nothing of the round after the Payoffs step: no odds update, no auction.
    assert "odds_update" not in after and "auction_start" not in after, after
    assert after[-2:] == ["round_end", "game_end"], after
    end = events[-1]
    assert end["winner"] == 1
    assert [(x["seat"], x["eliminated"]) for x in end["standings"]] == [(1, False), (0, True)]

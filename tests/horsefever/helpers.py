"""Scenario builders for rules tests: a game at its first bet with every chance forced.

Typical use::

    game = setup_game(odds=LANE_ODDS, hands={0: [MAGNA_VELOCITAS]}, movement=[17, 18],
                      dice=[["red", "red"], ["blue", "white"]])
    events = play_round(game, first=[bet("green", "win", 200), bet("red", "show", 300)],
                        cards=[(MAGNA_VELOCITAS, "white")])
    assert movement(events, unit=1)["moves"]["white"] == 4

``setup_game`` makes a game and calls ``force`` (which also works at the first bet of a
later round); ``play_round`` plays bets, cards, second bets and photo picks up to the next
decision after the race; ``play_to_race`` stops at the first photo-finish choice (use it
when only the start of a race is forced and the rest is left to the seeded generator);
``play_any_round`` plays a round whose outcome does not matter.

Conventions (see docs/architecture.md, "Forcing chance in tests"):

- ``movement`` lists movement cards in the order they are turned (the helper puts them on
  top of the deck, first one last in the list, since the top of a deck is its last item);
  the other movement cards stay below them, so every card is still in exactly one place.
- ``dice`` lists the sprint-dice pairs in the order they are rolled.
- ``hands`` moves action cards from the action deck into hands (every hand is emptied back
  into the deck first, so a seat not named holds no card and skips race fixing).
- Unless given, every seat gets 3000 D, 1 VP token and no Stable Owner card, so the
  minimum bet is 100 D: the numbers in a test are the ones the test sets.
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Sequence

from game.horsefever.rules import Action, Game
from game.horsefever.rules.loader import load_data

COLOURS = ("black", "blue", "green", "red", "yellow", "white")

# Lane order equals odds order: black 1:2, blue 1:3, ... white 1:7. With these odds the
# values of a movement card, read left to right, are the moves of the lanes left to right.
LANE_ODDS = {"black": 2, "blue": 3, "green": 4, "red": 5, "yellow": 6, "white": 7}

# Action card numbers (data/actions.toml, the printed numbers).
MAGNA_VELOCITAS = 1
FORTUNA_BENEVOLA = 2
FLAGELLUM_FULGURIS = 3
HERBA_MAGICA = 4
IN_IGNI_VERITAS = 5
FUSTIS_ET_RADIX = 6
VIGOR_FERREUM = 7
GLOBUS_OBSCURUS = 8
AQUA_PUTRIDA = 9
SERUM_MALEFICUM = 10
VENENUM_VENEFICUM = 11
MALA_TEMPORA = 12
XIII = 13
FELIX_INFERNALIS = 14
ALFIO_ALLIBRATORE = 15
FRIZ_FINDEN = 16
STEVEN_STING = 19
ROCHELLE_RECHERCHE = 20

_DATA = None


def data():
    """The real game data, loaded once per test session."""
    global _DATA
    if _DATA is None:
        _DATA = load_data()
    return _DATA


def _per_seat(value: Any, n: int, default: Any) -> list[Any]:
    """A per-seat value from None (default for all), a dict {seat: v} or a list."""
    if value is None:
        return [default] * n
    if isinstance(value, dict):
        return [value.get(seat, default) for seat in range(n)]
    value = list(value)
    assert len(value) == n, f"test setup: {n} values expected, got {value!r}"
    return value


def setup_game(n_players: int = 2, *, seed: int = 0, rounds: int | None = None,
               first_player: int | None = 0, **forced: Any) -> Game:
    """Returns a new Family game at the first bet of round 1 with chance forced.

    ``forced`` are the keyword arguments of ``force``. The first player is seat 0 unless
    told otherwise (None keeps the one the game drew).
    """
    names = ["Ada", "Bruno", "Carla", "Dario", "Elena", "Fabio"][:n_players]
    game, _ = Game.new(data(), names, seed=seed, rounds=rounds)
    force(game, first_player=first_player, **forced)
    return game


def force(game: Game, *, first_player: int | None = None,
          odds: dict[str, int] | None = None,
          hands: dict[int, Sequence[int]] | None = None,
          movement: Sequence[int] | None = None,
          dice: Iterable[Sequence[str]] | None = None,
          danari: Any = None, vp_tokens: Any = None, stables: Any = None) -> None:
    """Forces chance at the first bet of a round, before anybody has bet.

    ``danari``, ``vp_tokens`` and ``stables`` take one value per seat (a list) or a dict
    {seat: value}; seats left out get 3000 D, 1 VP token and no stable. ``first_player``
    None keeps the round's first player.
    """
    s = game.state
    n = len(s.players)
    assert s.phase == "first_bet" and not s.bets, "test setup: force at a round's first bet"
    if odds is not None:
        assert set(odds) == set(COLOURS), "test setup: give the odds of all six stables"
        s.odds = dict(odds)
    for p, d, v, st in zip(s.players, _per_seat(danari, n, 3000), _per_seat(vp_tokens, n, 1),
                           _per_seat(stables, n, [])):
        p.danari, p.vp_tokens, p.stables = d, v, list(st)
    # Hands: every card back into the action deck, then the chosen ones out of it.
    for p in s.players:
        s.action_deck.extend(p.hand)
        p.hand.clear()
    for seat, cards in (hands or {}).items():
        for card in cards:
            s.action_deck.remove(card)  # ValueError: the card is not in the deck (twice?)
            s.players[seat].hand.append(card)
    if movement is not None:
        rest = [c for c in s.movement_deck if c not in movement]
        assert len(rest) + len(movement) == len(s.movement_deck), "test setup: a card twice"
        s.movement_deck = rest + list(reversed(movement))
    s.dice_queue = [list(pair) for pair in (dice or [])]
    if first_player is not None:
        s.first_player = first_player
    s.queue = s.clockwise_from(s.first_player)
    assert s.players[s.queue[0]].danari >= s.min_stake(s.queue[0]), (
        "test setup: the first seat to bet must cover its minimum bet (the penalty check "
        "ran before the forcing); test a penalty on a later seat")


def bet(horse: str, kind: str, stake: int) -> Action:
    """A bet action."""
    return Action("bet", horse=horse, kind=kind, stake=stake)


PASS = Action("pass")


def apply_all(game: Game, actions: Iterable[Action], kind: str | None = None) -> list[dict]:
    """Applies actions in turn; if ``kind`` is given, checks the decision kind first."""
    events: list[dict] = []
    for a in actions:
        if kind is not None:
            d = game.decision()
            assert d is not None and d.kind == kind, f"expected a {kind} decision, got {d}"
        events += game.apply(a)
    return events


def play_round(game: Game, first: Sequence[Action] = (),
               cards: Sequence[tuple[int, str]] = (),
               second: Sequence[Action | None] = (),
               photo: Sequence[str] = ()) -> list[dict]:
    """Plays one round from the first bet to the next decision after the race.

    ``first``: the first bets in turn order; ``cards``: (card, lane) in play order;
    ``second``: second bets in turn order (None or PASS to pass; missing ones pass);
    ``photo``: horses the first player picks, in order, at photo finishes of equal odds.
    Returns every event from the first bet on.
    """
    events = apply_all(game, first, "first_bet")
    events += apply_all(game, [Action("play_card", card=c, horse=h) for c, h in cards], "fix")
    second = list(second)
    picks = list(photo)
    while game.decision() is not None and game.decision().kind == "second_bet":
        a = second.pop(0) if second else None
        events += game.apply(a or PASS)
    while game.decision() is not None and game.decision().kind == "photo_finish":
        assert picks, f"unexpected photo-finish decision: {game.decision()}"
        events += game.apply(Action("photo_pick", horse=picks.pop(0)))
    assert not second and not picks, f"test setup: unused {second!r} {picks!r}"
    return events


def play_any_round(game: Game) -> list[dict]:
    """Plays a round with no interest in its outcome: the smallest legal first bet on the
    first horse offered, every card on black, no second bet, the first tied horse picked."""
    events: list[dict] = []
    while not game.is_over():
        d = game.decision()
        if d.kind == "first_bet":
            horse = next(iter(d.options["horses"]))
            a = bet(horse, d.options["horses"][horse][0], d.options["min_stake"])
        elif d.kind == "fix":
            a = Action("play_card", card=d.options["cards"][0], horse="black")
        elif d.kind == "second_bet":
            a = PASS
        else:
            a = Action("photo_pick", horse=d.options["horses"][0])
        round_before = game.state.round
        events += game.apply(a)
        if game.state.round != round_before:
            break
    return events


def play_to_race(game: Game, first: Sequence[Action] = (),
                 cards: Sequence[tuple[int, str]] = (),
                 second: Sequence[Action | None] = ()) -> list[dict]:
    """Like play_round, but stops at the first photo-finish decision (or the next round)."""
    events = apply_all(game, first, "first_bet")
    events += apply_all(game, [Action("play_card", card=c, horse=h) for c, h in cards], "fix")
    second = list(second)
    while game.decision() is not None and game.decision().kind == "second_bet":
        a = second.pop(0) if second else None
        events += game.apply(a or PASS)
    return events


def named(events: Iterable[dict], name: str, **match: Any) -> list[dict]:
    """The events called ``name`` whose fields equal ``match``."""
    return [e for e in events if e["type"] == name
            and all(e.get(k) == v for k, v in match.items())]


def one(events: Iterable[dict], name: str, **match: Any) -> dict:
    """The only event called ``name`` matching ``match`` (fails if not exactly one)."""
    found = named(events, name, **match)
    assert len(found) == 1, f"expected one {name} {match}, got {found}"
    return found[0]


def movement(events: Iterable[dict], unit: int, round: int = 1) -> dict:
    """The movement event of a race unit."""
    return one(events, "movement", unit=unit, round=round)


def sprint(events: Iterable[dict], unit: int, round: int = 1) -> dict:
    """The sprint event of a race unit."""
    return one(events, "sprint", unit=unit, round=round)


def ranking(events: Iterable[dict], round: int = 1) -> list[str]:
    """The final order of a race."""
    return one(events, "ranking", round=round)["order"]


def payouts(events: Iterable[dict], round: int = 1) -> list[tuple[int, str, int, int]]:
    """The payouts of a round as (seat, reason, danari, vp)."""
    return [(e["seat"], e["reason"], e["danari"], e["vp"])
            for e in named(events, "payout", round=round)]


class ScriptedRandom(random.Random):
    """A Random whose ``randrange`` returns scripted values first (e.g. tie-break dice).

    Only ``randrange`` is scripted: shuffles (``_randbelow``) keep the generator's own
    sequence. Force every sprint-dice roll with ``dice`` so that none eats the script.
    """

    def __init__(self, state: Any, script: Sequence[int]) -> None:
        super().__init__()
        self.setstate(state)
        self.script = list(script)

    def randrange(self, *args: Any, **kw: Any) -> int:  # type: ignore[override]
        if self.script:
            return self.script.pop(0)
        return super().randrange(*args, **kw)


# A race with every stable on the 1:2 row, so every tie is a photo finish at equal odds
# (the first player chooses). All horses read the 1:2 column: cards 17, 18, 16, 1 move
# them 4, 4, 3, 3; the dice show black and blue every unit.
#   unit card move  dice          squares after the sprint
#   1    17   4     black, blue   bk5  bl5  gr4  rd4  ye4  wh4
#   2    18   4     black, blue   bk10 bl10 gr8  rd8  ye8  wh8
#   3    16   3     black, blue   bk14 bl14 gr11 rd11 ye11 wh11
#        -> black and blue tie 2 beyond: first photo choice (places 1-2)
#   4     1   3     black, blue   gr14 rd14 ye14 wh14 (the dice show ranked horses)
#        -> four horses tie 2 beyond: three choices (places 3-6)
ALL_EVEN_ODDS = {c: 2 for c in COLOURS}
ALL_EVEN_RACE = dict(odds=ALL_EVEN_ODDS, movement=[17, 18, 16, 1],
                     dice=[["black", "blue"]] * 4)


def photo_pick(game: Game, horse: str) -> list[dict]:
    """The first player's photo-finish choice."""
    return game.apply(Action("photo_pick", horse=horse))

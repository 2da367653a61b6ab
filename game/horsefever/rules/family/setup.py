"""Preparation (rulebook: "Preparation", "The Odds"): a new game's table before round 1.

The stables' odds, the characters dealt, the decks, the first player; the variant's own
setup (``Variant.setup``) and the first round follow in ``engine.new_game``.
"""
from __future__ import annotations

import random

from ....core.envelope import start_event
from ..data import GameData
from ..identity import NAME, version
from ..machine import Event, emit
from ..rand import shuffle
from ..state import FAMILY, VARIANTS, GameState, Player


def new_table(data: GameData, names: list[str], variant: str = FAMILY, seed: int = 0,
              stars: bool = False, rounds: int | None = None,
              bots: list[str] | None = None) -> tuple[GameState, list[Event]]:
    """Sets up a game's table for these player names (``engine.new_game`` goes on)."""
    n = len(names)
    if n not in data.players:
        raise ValueError(f"Horse Fever is played by {min(data.players)} to "
                         f"{max(data.players)} players, not {n}")
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r} (family or board)")
    if variant != FAMILY and data.board is None:
        raise ValueError("the Board Game data files are not loaded")
    table = data.players[n]
    rules = data.rules
    if rounds is None:
        rounds = table.rounds
    if not rules.min_rounds <= rounds <= rules.max_rounds:
        raise ValueError(f"rounds must be {rules.min_rounds} to {rules.max_rounds}")
    rng = random.Random(seed)
    s = GameState(data=data, variant=variant, seed=seed, stars=stars and variant != FAMILY,
                  rounds=rounds, rng=rng)
    events: list[Event] = []

    # Stable tokens go onto the odds rows one at a time from 1:7 up to 1:2.
    colours = list(data.colours)
    shuffle(rng, colours)
    for colour, odds in zip(colours, reversed(data.odds_values)):
        s.odds[colour] = odds

    allowed = [c for c in data.characters if s.stars or not c.star]
    dealt = rng.sample(allowed, n)
    for seat, (name, ch) in enumerate(zip(names, dealt)):
        p = Player(seat=seat, name=name, character=ch.name, danari=ch.danari,
                   vp_tokens=rules.starting_vp, bot=(bots[seat] if bots else ""))
        if ch.owns_odds is not None:
            p.stables.append(next(c for c in data.colours if s.odds[c] == ch.owns_odds))
        s.players.append(p)

    s.action_deck = [c.number for c in data.actions if s.stars or not c.star]
    s.movement_deck = [c.number for c in data.movement]
    shuffle(rng, s.movement_deck)
    s.lanes = {c: [] for c in data.colours}
    s.discarded = {c: [] for c in data.colours}
    s.first_player = rng.randrange(n)

    s.seq += 1
    own = {"type": "game_start", "seq": s.seq, "variant": variant, "rounds": rounds,
           "stars": s.stars,
           "players": [{"seat": p.seat, "name": p.name, "character": p.character,
                        "danari": p.danari, "vp": s.vp(p.seat), "stables": list(p.stables),
                        "bot": p.bot} for p in s.players],
           "odds": dict(s.odds), "bet_tokens": table.bet_tokens}
    # The options as played: the rounds the rulebook gives when none were asked for, no
    # star cards in a Family Game (the same game is set up again from them).
    options = {"variant": variant, "players": n, "stars": s.stars, "rounds": rounds}
    events.append(start_event(own, NAME, version(data), seed, options, names, bots))
    emit(s, events, "first_player", seat=s.first_player)
    return s, events

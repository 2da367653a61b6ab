"""Card conservation: every card in exactly one place (rulebook: "Content", "Preparation").

The one list of the places a card can be: an action card in the action deck, a hand, on a
lane or among a lane's discards; a movement card in the deck or turned; a Goal, Assistant
or Horse card (Board Game) in its deck, among a player's cards, in the starting lineup or
among the cards drawn and not yet kept. ``card_places`` reads it from a ``GameState`` or
from its JSON (a state not yet built), so the tests' invariant checks (``tests/invariants.py``,
``tests/board_helpers.py``) and anything else asking "is every card in exactly one place?"
read the same places, and ``misplaced_card`` gives the same answer to all of them (also to
``tests/board_invariants.py``, which asks it of the places the events tell of).
"""
from __future__ import annotations

from typing import Any, Iterable

from .data import GameData

# (family, the name in messages, the deck's key, a player's key); the Board Game's cards.
BOARD_CARD_KINDS = (("goal", "Goal", "goal_deck", "goals"),
                    ("assistant", "Assistant", "assistant_deck", "assistants"),
                    ("horse", "Horse", "horse_deck", "horses"))
CARD_NAMES = {"action": "action", "movement": "movement",
              **{family: name for family, name, _, _ in BOARD_CARD_KINDS}}
# Where a missing card was looked for (the end of a "card N is missing" message).
_LOOKED_IN = {"action": "in no deck, hand or lane", "movement": "in neither the deck nor turned",
              **{family: "in no deck, player's cards or lineup"
                 for family, _, _, _ in BOARD_CARD_KINDS}}

# One card where it lies: (family, its JSON path, the place in words, the card number as
# found: a save may hold anything there, which its check then refuses).
CardPlace = tuple[str, str, str, Any]


def _get(obj: Any, key: str) -> Any:
    """``obj[key]`` for the JSON, ``obj.key`` for the GameState (and its players)."""
    return obj[key] if isinstance(obj, dict) else getattr(obj, key)


def card_places(s: Any, board: bool | None = None) -> list[CardPlace]:
    """Every card of a game with where it lies, from a ``GameState`` or its JSON.

    ``board``: whether to list the Board Game's own cards (default: the state's variant).
    The JSON's containers must be lists and dicts where the state has them (a save's check
    makes sure of that first).
    """
    out: list[CardPlace] = []
    add = out.append
    for j, c in enumerate(_get(s, "action_deck")):
        add(("action", f"action_deck[{j}]", "the action deck", c))
    players = _get(s, "players")
    for i, p in enumerate(players):
        for j, c in enumerate(_get(p, "hand")):
            add(("action", f"players[{i}].hand[{j}]", f"hand of seat {i}", c))
    for key in ("lanes", "discarded"):
        for colour, cards in _get(s, key).items():
            where = f"lane {colour}" if key == "lanes" else f"discards of lane {colour}"
            for j, pc in enumerate(cards):
                add(("action", f"{key}.{colour}[{j}].card", where, _get(pc, "card")))
    for key, where in (("movement_deck", "the movement deck"),
                       ("movement_used", "the turned movement cards")):
        for j, c in enumerate(_get(s, key)):
            add(("movement", f"{key}[{j}]", where, c))
    if board is None:
        board = _get(s, "variant") == "board"
    if not board:
        return out
    lineup = _get(s, "lineup")
    pending = _get(s, "board").get("pending")
    drawn = pending.get("item") if isinstance(pending, dict) and pending.get("kind") == "keep" \
        else None
    for family, name, deck_key, held_key in BOARD_CARD_KINDS:
        for j, c in enumerate(_get(s, deck_key)):
            add((family, f"{deck_key}[{j}]", f"the {name} deck", c))
        for i, p in enumerate(players):
            for j, c in enumerate(_get(p, held_key)):
                add((family, f"players[{i}].{held_key}[{j}]", f"{name} cards of seat {i}", c))
        if family == "horse":
            for colour, slot in lineup.items():
                add((family, f"lineup.{colour}.card", f"the lineup on {colour}", slot["card"]))
        if drawn == family:
            for j, c in enumerate(pending["cards"]):
                add((family, f"board.pending.cards[{j}]", f"the {name} cards drawn", c))
    return out


def every_card(data: GameData, stars: bool, board: bool) -> dict[str, set[int]]:
    """Every card of each family in such a game (star action cards only with star cards)."""
    out = {"action": {c.number for c in data.actions if stars or not c.star},
           "movement": {c.number for c in data.movement}}
    if board:
        b = data.board
        assert b is not None, "the Board Game data is not loaded"
        for family, _, _, held_key in BOARD_CARD_KINDS:
            out[family] = {c.number for c in getattr(b, held_key)}
    return out


def misplaced_card(places: Iterable[CardPlace], cards: dict[str, set[int]]) -> str | None:
    """None when each card of ``cards`` is in exactly one of ``places``; otherwise one line
    naming the first card in two places, one that does not belong, or one missing."""
    where: dict[tuple[str, Any], str] = {}
    for family, _, place, card in places:
        key = (family, card)
        if key in where:
            return (f"{CARD_NAMES[family]} card {card} is in two places: {where[key]} "
                    f"and {place}")
        if card not in cards[family]:
            return f"{CARD_NAMES[family]} card {card!r} ({place}) is not a card of this game"
        where[key] = place
    for family, numbers in cards.items():
        missing = sorted(c for c in numbers if (family, c) not in where)
        if missing:
            return f"{CARD_NAMES[family]} card {missing[0]} is missing ({_LOOKED_IN[family]})"
    return None


def card_problem(s: Any) -> str | None:
    """``misplaced_card`` for a whole ``GameState``: None when every card is in exactly
    one place."""
    board = s.variant == "board"
    return misplaced_card(card_places(s, board), every_card(s.data, s.stars, board))

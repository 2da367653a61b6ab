"""Validation of a loaded save: refuse anything a real game could never have reached.

A save file is data from outside the program: it may be truncated, hand-edited or written
by another version. ``game.saves`` parses it (JSON only) and calls ``check_save`` here
before anything else touches it. Every problem raises ``ImpossibleState`` whose ``str()``
is ONE line naming what is wrong and where, for example::

    players[1].danari: -300 Danari (Danari are never negative)
    action card 7 is in two places: hand of seat 0 and lane black
    lanes.black[0].card: 99 is not an action card number (1..22)

What is checked (against the loaded ``GameData``):

* shape: every field of ``GameState`` present (the list comes from the dataclass, so new
  engine fields are required too), the Family Game fields with the right JSON type
  (booleans are never integers, no floats where integers belong), no unknown keys, the
  random generator's state well formed; the Board Game fields by their JSON type;
* values: known variant, phase, colours, characters, card numbers, bot kinds; rounds in
  the rules' range; seats in range; Danari and VP tokens never negative; odds on the
  Blackboard; stakes positive multiples of the step; at most one first and one second bet
  per seat (and a third for Antonio Vesuvio), never two alike; bet tokens in the reserve
  plus bets on the table equal the table's tokens;
* cards: every action card and every movement card in exactly one place (deck, hand, lane,
  discard pile; deck or turned), none unknown, none twice, none missing; in the Board Game
  likewise every Goal, Assistant and Horse card (deck, a player's cards, the lineup, the
  cards just drawn), the lineup on owned stables, the Loan cards adding up;
* consistency: eliminated flags, their order and the count; a stable owned by one seat at
  most; the phase has someone to decide (or the game is over with a winner); the event log
  has ``seq`` 1..n, ``n == state.seq``, starts with the ``game_start`` of this game; each
  seat's kind matches the player's ``bot`` field and bot seats carry a valid RNG state;
* finally the rebuilt game must answer ``current_player``/``decision``/``legal_actions``.

Nothing here runs code from the file; it only reads plain JSON values.
"""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import fields
from typing import Any

from .rules import Game
from .rules import state as _state
from .rules.cards import BOARD_CARD_KINDS, card_places, every_card, misplaced_card
from .rules.data import GameData
from .rules.serialize import FORMAT_VERSION, StateFormatError
from .rules.state import BET_KINDS, VARIANTS, GameState, Player, RaceProgress
from .rules.variants import RULE_NAMES, STEP_NAMES

HUMAN = "human"
BET_WHICH = ("first", "second", "third")  # the third: Antonio Vesuvio (stars)
MT_N = 624  # Mersenne Twister state size (random.getstate()[1] has N + 1 items)


class ImpossibleState(ValueError):
    """A save whose contents a real game could never reach; ``str()`` is one line."""


def _fail(where: str, problem: str) -> None:
    msg = f"{where}: {problem}" if where else problem
    raise ImpossibleState(" ".join(msg.split()))


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _show(v: Any) -> str:
    r = repr(v)
    return r if len(r) <= 40 else r[:37] + "..."


def _int(v: Any, where: str, lo: int | None = None, hi: int | None = None,
         what: str = "") -> int:
    if not _is_int(v):
        _fail(where, f"{_show(v)} is not a whole number")
    if lo is not None and v < lo:
        _fail(where, f"{v}{what}" if what else f"{v} is below {lo}")
    if hi is not None and v > hi:
        _fail(where, f"{v} is above {hi}")
    return v


def _str(v: Any, where: str) -> str:
    if not isinstance(v, str):
        _fail(where, f"{_show(v)} is not text")
    return v


def _bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        _fail(where, f"{_show(v)} is not true or false")
    return v


def _list(v: Any, where: str) -> list:
    if not isinstance(v, list):
        _fail(where, f"expected a list, found {type(v).__name__}")
    return v


def _dict(v: Any, where: str) -> dict:
    if not isinstance(v, dict):
        _fail(where, f"expected an object, found {type(v).__name__}")
    return v


def _keys(d: dict, expected: set[str], where: str) -> None:
    missing = sorted(expected - set(d))
    if missing:
        _fail(where, f"missing {', '.join(missing)}")
    unknown = sorted(set(d) - expected)
    if unknown:
        _fail(where, f"unknown key {', '.join(map(repr, unknown))}")


def _colour(v: Any, where: str, colours: tuple[str, ...]) -> str:
    if v not in colours or not isinstance(v, str):
        _fail(where, f"{_show(v)} is not a horse colour ({', '.join(colours)})")
    return v


def _colour_map(v: Any, where: str, colours: tuple[str, ...]) -> dict:
    d = _dict(v, where)
    unknown = [k for k in d if k not in colours]
    if unknown:
        _fail(where, f"{_show(unknown[0])} is not a horse colour ({', '.join(colours)})")
    missing = [c for c in colours if c not in d]
    if missing:
        _fail(where, f"colour {missing[0]} is missing")
    return d


def check_rng_state(v: Any, where: str) -> tuple:
    """Checks a ``random.Random.getstate()`` as JSON ([3, [625 ints], None|float]);
    returns it as the tuple ``setstate`` takes."""
    if not isinstance(v, list) or len(v) != 3:
        _fail(where, "a random generator state is [version, [625 numbers], gauss]")
    version, internal, gauss = v
    if version != 3 or not _is_int(version):
        _fail(where, f"random generator version {_show(version)} is not 3")
    if not isinstance(internal, list) or len(internal) != MT_N + 1:
        _fail(where, f"the random generator state must hold {MT_N + 1} numbers")
    if set(map(type, internal)) != {int} or min(internal) < 0 or max(internal) >= 2 ** 32:
        bad = next(x for x in internal if type(x) is not int or not 0 <= x < 2 ** 32)
        _fail(where, f"{_show(bad)} is not a 32-bit number in the random generator state")
    if internal[-1] > MT_N:
        _fail(where, f"random generator position {internal[-1]} is above {MT_N}")
    if gauss is not None and (not isinstance(gauss, float) or not math.isfinite(gauss)):
        _fail(where, f"random generator gauss {_show(gauss)} is not a number or null")
    return (version, tuple(internal), gauss)


# ---- the state -------------------------------------------------------------------------

# Board Game fields: a Family Game leaves them at their defaults (empty).
BOARD_ONLY_STATE = ("goal_deck", "assistant_deck", "horse_deck", "loan_cards", "lineup",
                    "board")
BOARD_ONLY_PLAYER = ("goals", "assistants", "horses", "loans")
# Fields checked one by one below; the others get the generic check (_generic_fields).
_STATE_CHECKED = {"variant", "seed", "stars", "rounds", "round", "phase", "players",
                  "first_player", "odds", "race_odds", "action_deck", "movement_deck",
                  "movement_used", "lanes", "discarded", "bet_tokens", "bets", "queue", "steps",
                  "race", "last_ranking", "dice_queue", "seq", "eliminations", "winner", "rng"}
_PLAYER_CHECKED = {"seat", "name", "character", "danari", "vp_tokens", "stables", "hand",
                   "eliminated", "eliminated_order", "bot"}
_SIMPLE_TYPES = {"int": "whole number", "bool": "true or false", "str": "text"}


def _generic_fields(obj: dict, cls: type, checked: set[str], where: str,
                    family: bool, board_only: tuple[str, ...]) -> None:
    """Checks the fields not checked one by one by the JSON type their annotation names
    (``int``, ``bool``, ``str``, ``list[int]``, ``list[str]``, ``dict[...]``); in a Family
    Game the Board Game's fields must keep their defaults."""
    from dataclasses import MISSING
    for f in fields(cls):
        if f.name in checked or f.name == "data" or f.name not in obj:
            continue
        v = obj[f.name]
        w = f"{where}{f.name}"
        t = str(f.type).replace(" ", "")
        if t == "int":
            _int(v, w)
        elif t == "bool":
            _bool(v, w)
        elif t == "str":
            _str(v, w)
        elif t.startswith("list["):
            items = _list(v, w)
            for j, x in enumerate(items):
                if t == "list[int]":
                    _int(x, f"{w}[{j}]")
                elif t == "list[str]":
                    _str(x, f"{w}[{j}]")
        elif t.startswith("dict["):
            _dict(v, w)
        if family and f.name in board_only:
            default = f.default if f.default is not MISSING else (
                f.default_factory() if f.default_factory is not MISSING else None)  # type: ignore[misc]
            if v != default:
                _fail(w, "the Family Game has no such thing (Board Game only)")

def _known_phases() -> set[str]:
    phases = {_state.PHASE_FIRST_BET, _state.PHASE_FIX, _state.PHASE_SECOND_BET,
              _state.PHASE_PHOTO, _state.PHASE_OVER}
    phases.update(RULE_NAMES)
    return phases


def _bets_extra(character: str, stars: bool, data: GameData) -> bool:
    """True when this character may place more than two bets a round (Antonio Vesuvio)."""
    return stars and any(e.trigger == "bets" and e.op == "extra"
                         for e in data.abilities.get(character, ()))


def _bot_kinds() -> set[str]:
    from .bots import BOT_KINDS
    return set(BOT_KINDS)


def check_state_json(d: Any, data: GameData) -> None:
    """Checks ``Game.to_json()`` output read from a file; raises ImpossibleState."""
    d = _dict(d, "state")
    if d.get("format") != FORMAT_VERSION:
        _fail("state", f"state format {_show(d.get('format'))} is not {FORMAT_VERSION}")
    if data.identity and d.get("data_identity") != data.identity:
        _fail("state", "made with different data files (data_identity differs)")
    names = {f.name for f in fields(GameState) if f.name != "data"}
    _keys(d, names | {"format", "data_identity"}, "state")

    colours = data.colours
    rules = data.rules
    variant = d["variant"]
    if variant not in VARIANTS:
        _fail("variant", f"{_show(variant)} is not one of {', '.join(VARIANTS)}")
    _int(d["seed"], "seed")
    stars = _bool(d["stars"], "stars")
    if stars and variant == _state.FAMILY:
        _fail("stars", "the Family Game has no star cards")
    rounds = _int(d["rounds"], "rounds", rules.min_rounds, rules.max_rounds)
    _int(d["round"], "round", 1, rounds)
    phase = _str(d["phase"], "phase")
    if phase not in _known_phases():
        _fail("phase", f"{_show(phase)} is not a phase of the game")

    # Players.
    players = _list(d["players"], "players")
    if len(players) not in data.players:
        _fail("players", f"{len(players)} players (the game is for "
                         f"{min(data.players)} to {max(data.players)})")
    n = len(players)
    p_names = {f.name for f in fields(Player)}
    characters = {c.name: c for c in data.characters}
    bot_kinds = _bot_kinds()
    seen_chars: dict[str, int] = {}
    owners: dict[str, int] = {}
    eliminated_orders = []
    for i, p in enumerate(players):
        w = f"players[{i}]"
        _keys(_dict(p, w), p_names, w)
        if p["seat"] != i or not _is_int(p["seat"]):
            _fail(f"{w}.seat", f"{_show(p['seat'])} but it is seat {i}")
        if not _str(p["name"], f"{w}.name").strip():
            _fail(f"{w}.name", "empty name")
        ch = _str(p["character"], f"{w}.character")
        if ch not in characters:
            _fail(f"{w}.character", f"{_show(ch)} is not a character card")
        if characters[ch].star and not stars:
            _fail(f"{w}.character", f"{ch} is a star character but star cards are off")
        if ch in seen_chars:
            _fail(f"{w}.character", f"{ch} is also seat {seen_chars[ch]}'s character")
        seen_chars[ch] = i
        _int(p["danari"], f"{w}.danari", 0, what=" Danari (Danari are never negative)")
        _int(p["vp_tokens"], f"{w}.vp_tokens", 0,
             what=" VP tokens (VP tokens are never negative)")
        for j, c in enumerate(_list(p["stables"], f"{w}.stables")):
            _colour(c, f"{w}.stables[{j}]", colours)
            if c in owners:
                _fail(f"{w}.stables", f"the {c} stable is also owned by seat {owners[c]}")
            owners[c] = i
        for j, c in enumerate(_list(p["hand"], f"{w}.hand")):
            _int(c, f"{w}.hand[{j}]")
        elim = _bool(p["eliminated"], f"{w}.eliminated")
        order = _int(p["eliminated_order"], f"{w}.eliminated_order", 0, n)
        if elim != (order > 0):
            _fail(w, "eliminated and eliminated_order disagree")
        if elim:
            eliminated_orders.append(order)
            if p["hand"]:
                _fail(f"{w}.hand", "an eliminated player holds action cards")
        bot = _str(p["bot"], f"{w}.bot")
        if bot and bot not in bot_kinds:
            _fail(f"{w}.bot", f"{_show(bot)} is not a bot kind ({', '.join(sorted(bot_kinds))})")
        _generic_fields(p, Player, _PLAYER_CHECKED, f"{w}.", variant == _state.FAMILY,
                        BOARD_ONLY_PLAYER)
    eliminations = _int(d["eliminations"], "eliminations", 0, n)
    if sorted(eliminated_orders) != list(range(1, len(eliminated_orders) + 1)) \
            or eliminations != len(eliminated_orders):
        _fail("eliminations", f"{eliminations} but the players' elimination orders are "
                              f"{sorted(eliminated_orders)}")

    def seat(v: Any, where: str) -> int:
        if not _is_int(v) or not 0 <= v < n:
            _fail(where, f"seat {_show(v)} is out of range (0..{n - 1})")
        return v

    seat(d["first_player"], "first_player")

    # Odds.
    odds_values = data.odds_values
    for c, v in _colour_map(d["odds"], "odds", colours).items():
        if v not in odds_values or not _is_int(v):
            _fail(f"odds.{c}", f"{_show(v)} is not on the Blackboard (1:N for N in "
                               f"{', '.join(map(str, odds_values))})")
    race_odds = _dict(d["race_odds"], "race_odds")
    if race_odds:
        for c, v in _colour_map(race_odds, "race_odds", colours).items():
            if v not in odds_values or not _is_int(v):
                _fail(f"race_odds.{c}", f"{_show(v)} is not on the Blackboard")

    # Cards: the places a card can be (game/rules/cards.py); each card a known number, in
    # exactly one place. The containers first: lists, and lane cards {"seat", "card"}.
    action_numbers = {a.number: a for a in data.actions}
    movement_numbers = {m.number for m in data.movement}
    _list(d["action_deck"], "action_deck")
    for key in ("lanes", "discarded"):
        lanes = _colour_map(d[key], key, colours)
        for colour in colours:
            for j, pc in enumerate(_list(lanes[colour], f"{key}.{colour}")):
                w = f"{key}.{colour}[{j}]"
                _keys(_dict(pc, w), {"seat", "card"}, w)
                seat(pc["seat"], f"{w}.seat")
    for key in ("movement_deck", "movement_used"):
        _list(d[key], key)
    places = card_places(d, board=False)
    for kind, w, _, card in places:
        _int(card, w)
        if kind == "action":
            if card not in action_numbers:
                _fail(w, f"{card} is not an action card number "
                         f"({min(action_numbers)}..{max(action_numbers)})")
            if action_numbers[card].star and not stars:
                _fail(w, f"action card {card} is a star card but star cards are off")
        elif card not in movement_numbers:
            _fail(w, f"{card} is not a movement card number "
                     f"({min(movement_numbers)}..{max(movement_numbers)})")
    problem = misplaced_card(places, every_card(data, stars, board=False))
    if problem is not None:
        _fail("", problem)

    # Bets and bet tokens.
    table = data.players[n].bet_tokens
    tokens = _colour_map(d["bet_tokens"], "bet_tokens", colours)
    for c, v in tokens.items():
        _int(v, f"bet_tokens.{c}", 0, table)
    on_table: Counter[str] = Counter()
    by_seat: dict[tuple[int, str], dict] = {}
    step = rules.stake_step
    for j, b in enumerate(_list(d["bets"], "bets")):
        w = f"bets[{j}]"
        _keys(_dict(b, w), {"seat", "horse", "kind", "stake", "which"}, w)
        s = seat(b["seat"], f"{w}.seat")
        h = _colour(b["horse"], f"{w}.horse", colours)
        if b["kind"] not in BET_KINDS:
            _fail(f"{w}.kind", f"{_show(b['kind'])} is not {' or '.join(BET_KINDS)}")
        stake = _int(b["stake"], f"{w}.stake", step)
        if stake % step:
            _fail(f"{w}.stake", f"{stake} D is not a multiple of {step} D")
        if b["which"] not in BET_WHICH:
            _fail(f"{w}.which", f"{_show(b['which'])} is not first, second or third")
        if b["which"] == "third" and not _bets_extra(players[s]["character"], stars, data):
            _fail(f"{w}.which", f"seat {s} has a third bet but {players[s]['character']} "
                                f"may place only two")
        if (s, b["which"]) in by_seat:
            _fail(w, f"seat {s} has two {b['which']} bets")
        by_seat[(s, b["which"])] = b
        on_table[h] += 1
    for s in range(n):
        placed = [by_seat[(s, w)] for w in BET_WHICH if (s, w) in by_seat]
        if (s, "third") in by_seat and (s, "second") not in by_seat:
            _fail("bets", f"seat {s} has a third bet without a second")
        for j, a in enumerate(placed):
            for b in placed[j + 1:]:
                if a["horse"] == b["horse"] and a["kind"] == b["kind"]:
                    _fail("bets", f"seat {s} bets twice to {a['kind']} on {a['horse']}")
    for c in colours:
        if tokens[c] + on_table[c] != table:
            _fail(f"bet_tokens.{c}", f"{tokens[c]} in the reserve and {on_table[c]} on the "
                                     f"table make {tokens[c] + on_table[c]}, not {table}")

    # Who is to act.
    queue = _list(d["queue"], "queue")
    for j, q in enumerate(queue):
        s = seat(q, f"queue[{j}]")
        if players[s]["eliminated"]:
            _fail(f"queue[{j}]", f"seat {s} is out of the game")
    if "steps" in d:
        known_steps = STEP_NAMES
        for j, st in enumerate(_list(d["steps"], "steps")):
            _str(st, f"steps[{j}]")
            if known_steps and st not in known_steps:
                _fail(f"steps[{j}]", f"{_show(st)} is not a step of the game")

    # The race.
    finish = data.track.finish_line
    race = d["race"]
    if race is not None:
        _keys(_dict(race, "race"), {f.name for f in fields(RaceProgress)}, "race")
        _int(race["unit"], "race.unit", 0)
        _int(race["pending_unit"], "race.pending_unit", 0)
        for c, v in _colour_map(race["positions"], "race.positions", colours).items():
            _int(v, f"race.positions.{c}", 0, 10 * finish)
        for key in ("ranked", "pending_placed", "pending_finishers"):
            items = _list(race[key], f"race.{key}")
            for j, c in enumerate(items):
                _colour(c, f"race.{key}[{j}]", colours)
            if len(set(items)) != len(items):
                _fail(f"race.{key}", "a horse is listed twice")
        for c in race["ranked"]:
            if race["positions"][c] < finish:
                _fail("race.ranked", f"{c} is ranked before reaching the finish line")
        pending_all = []
        for j, g in enumerate(_list(race["pending"], "race.pending")):
            for k, c in enumerate(_list(g, f"race.pending[{j}]")):
                pending_all.append(_colour(c, f"race.pending[{j}][{k}]", colours))
            if not g:
                _fail(f"race.pending[{j}]", "an empty group")
        if len(set(pending_all)) != len(pending_all) or set(pending_all) & set(race["ranked"]):
            _fail("race.pending", "a horse is pending twice or already ranked")
        _bool(race["pending_photo"], "race.pending_photo")
    last = _list(d["last_ranking"], "last_ranking")
    for j, c in enumerate(last):
        _colour(c, f"last_ranking[{j}]", colours)
    if last and sorted(last) != sorted(colours):
        _fail("last_ranking", "must be empty or every horse once")
    for j, pair in enumerate(_list(d["dice_queue"], "dice_queue")):
        if len(_list(pair, f"dice_queue[{j}]")) != len(data.track.dice):
            _fail(f"dice_queue[{j}]", f"{len(data.track.dice)} dice are rolled at a time")
        for k, c in enumerate(pair):
            _colour(c, f"dice_queue[{j}][{k}]", colours)
    _int(d["seq"], "seq", 0)
    check_rng_state(d["rng"], "rng")
    _generic_fields(d, GameState, _STATE_CHECKED, "", variant == _state.FAMILY,
                    BOARD_ONLY_STATE)
    if variant == _state.BOARD:
        _check_board_cards(d, data, seat)

    # The phase must have someone to decide.
    winner = d["winner"]
    if phase == _state.PHASE_OVER:
        if winner is None:
            _fail("winner", "the game is over but has no winner")
        seat(winner, "winner")
    else:
        if winner is not None:
            _fail("winner", "the game is not over but has a winner")
        if len(players) - len(eliminated_orders) < 2 and phase != _state.PHASE_OVER:
            _fail("players", "fewer than two players still in a game that is not over")
        if phase == _state.PHASE_PHOTO:
            if race is None or not race["pending"] or len(race["pending"][0]) < 2:
                _fail("phase", "a photo finish without tied horses")
        elif not queue:
            _fail("queue", f"nobody is to decide in phase {phase}")
        if phase == _state.PHASE_FIX and not players[queue[0]]["hand"]:
            _fail("queue", f"seat {queue[0]} must play an action card but has none")


def _check_board_cards(d: dict, data: GameData, seat: Any) -> None:
    """The Board Game's own cards: every Goal, Assistant and Horse card in exactly one
    place (its deck, a player's cards, the starting lineup, or the cards drawn and not yet
    kept), none unknown; the lineup on stables their owners hold; loans of known kinds and
    the Loan cards adding up."""
    board = data.board
    if board is None:
        _fail("variant", "a Board Game save but the Board Game data is not loaded")
    players = d["players"]
    colours = data.colours
    pending = d["board"].get("pending")
    pending_item = pending.get("item") if isinstance(pending, dict) \
        and pending.get("kind") == "keep" else None
    lineup = _dict(d["lineup"], "lineup")
    for colour, slot in lineup.items():
        w = f"lineup.{colour}"
        _colour(colour, "lineup", colours)
        _keys(_dict(slot, w), {"seat", "card"}, w)
        s = seat(slot["seat"], f"{w}.seat")
        _int(slot["card"], f"{w}.card")
        if colour not in players[s]["stables"]:
            _fail(w, f"seat {s} lines up a Horse card on the {colour} stable it does not own")
    if pending_item is not None:
        _list(pending.get("cards"), "board.pending.cards")
    places = [p for p in card_places(d, board=True) if p[0] not in ("action", "movement")]
    for item, name, _, held_key in BOARD_CARD_KINDS:
        known = {c.number for c in getattr(board, held_key)}
        for kind, w, _, card in places:
            if kind != item:
                continue
            _int(card, w)
            if card not in known:
                article = "an" if name[0] in "AEIOU" else "a"
                _fail(w, f"{card} is not {article} {name} card number "
                         f"({min(known)}..{max(known)})")
    cards = every_card(data, stars=False, board=True)
    problem = misplaced_card(places, {item: cards[item] for item, _, _, _ in BOARD_CARD_KINDS})
    if problem is not None:
        _fail("", problem)
    taken = 0
    for i, p in enumerate(players):
        for j, kind in enumerate(p["loans"]):
            if kind not in board.loans:
                _fail(f"players[{i}].loans[{j}]", f"{_show(kind)} is not a loan "
                                                  f"({', '.join(board.loans)})")
            taken += 1
    total = board.prices.loan_cards
    left = _int(d["loan_cards"], "loan_cards", 0)
    if left + taken != total:
        _fail("loan_cards", f"{left} left and {taken} taken make {left + taken}, "
                            f"not the game's {total} Loan cards")


def _has_legal_action(game: Game, d: Any) -> bool:
    """True when the decision has a legal answer. A bet is judged from its options, not by
    listing every stake: an edited save with 10**30 Danari would list 10**28 of them."""
    if d.can_pass:
        return True
    if d.kind in (_state.PHASE_FIRST_BET, _state.PHASE_SECOND_BET):
        o = d.options
        return bool(o.get("horses")) and o["min_stake"] <= o["max_stake"]
    return bool(game.legal_actions())


def check_game(game: Game) -> None:
    """Checks the rebuilt game answers its basic questions (who decides, what is legal)."""
    s = game.state
    try:
        over = game.is_over()
        if not over:
            seat = game.current_player()
            if not 0 <= seat < len(s.players) or s.players[seat].eliminated:
                _fail("state", f"seat {seat} to decide is out of range or out of the game")
            d = game.decision()
            if d is None or not _has_legal_action(game, d):
                _fail("state", "the seat to decide has no legal action")
            game.view(seat)
        else:
            game.view(None)
    except ImpossibleState:
        raise
    except Exception as exc:  # noqa: BLE001 - a broken state may fail anywhere in the engine
        _fail("state", f"the engine cannot continue from it ({type(exc).__name__}: "
                       f"{_show(str(exc))})")


# ---- the save around the state ---------------------------------------------------------

def check_events(events: Any, state: dict[str, Any]) -> None:
    """Checks the event log: objects with ``event`` and ``seq`` 1..n, n == state.seq,
    starting with this game's ``game_start``."""
    events = _list(events, "events")
    if len(events) != state["seq"]:
        _fail("events", f"{len(events)} events but the state is at event {state['seq']}")
    for i, ev in enumerate(events):
        w = f"events[{i}]"
        _dict(ev, w)
        if not isinstance(ev.get("event"), str):
            _fail(w, "an event without a name")
        if ev.get("seq") != i + 1 or not _is_int(ev.get("seq")):
            _fail(f"{w}.seq", f"{_show(ev.get('seq'))}, expected {i + 1}")
    if events:
        first = events[0]
        if first["event"] != "game_start":
            _fail("events[0]", "the log must begin with game_start")
        players = first.get("players")
        if first.get("seed") != state["seed"] or first.get("variant") != state["variant"] \
                or not isinstance(players, list) or len(players) != len(state["players"]):
            _fail("events[0]", "game_start is not the start of this game (seed, variant or "
                               "players differ)")
        for i, p in enumerate(players):
            if not isinstance(p, dict) or p.get("name") != state["players"][i]["name"]:
                _fail(f"events[0].players[{i}]", "differs from the state's player")
    rounds = [ev.get("round") for ev in events if ev["event"] == "round_start"]
    if rounds and rounds[-1] != state["round"]:
        _fail("round", f"{state['round']} but the log is in round {_show(rounds[-1])}")
    over = state["phase"] == _state.PHASE_OVER
    if over and (not events or events[-1]["event"] != "game_end"):
        _fail("events", "the game is over but the log does not end with game_end")


def check_seats(seats: Any, state: dict[str, Any]
                ) -> list[tuple[str, tuple | None, dict[str, tuple]]]:
    """Checks the seats list ({seat, kind, rng, inner_rngs}); returns
    [(kind, rng_state or None, {path: rng_state})]."""
    seats = _list(seats, "seats")
    players = state["players"]
    if len(seats) != len(players):
        _fail("seats", f"{len(seats)} seats for {len(players)} players")
    bot_kinds = _bot_kinds()
    out: list[tuple[str, tuple | None, dict[str, tuple]]] = []
    for i, st in enumerate(seats):
        w = f"seats[{i}]"
        _keys(_dict(st, w), {"seat", "kind", "rng", "inner_rngs"}, w)
        inner = _dict(st["inner_rngs"], f"{w}.inner_rngs")
        if st["seat"] != i or not _is_int(st["seat"]):
            _fail(f"{w}.seat", f"{_show(st['seat'])} but it is seat {i}")
        kind = _str(st["kind"], f"{w}.kind")
        bot = players[i]["bot"]
        if kind == HUMAN:
            if bot:
                _fail(f"{w}.kind", f"human, but player {i} is a {bot} bot")
            if st["rng"] is not None or inner:
                _fail(f"{w}.rng", "a human seat has no random generator")
            out.append((HUMAN, None, {}))
            continue
        if kind not in bot_kinds:
            _fail(f"{w}.kind", f"{_show(kind)} is not human or a bot kind "
                               f"({', '.join(sorted(bot_kinds))})")
        if kind != bot:
            _fail(f"{w}.kind", f"{kind}, but player {i} is {_show(bot or 'human')}")
        out.append((kind, check_rng_state(st["rng"], f"{w}.rng"),
                    {path: check_rng_state(v, f"{w}.inner_rngs.{path}")
                     for path, v in inner.items()}))
    return out


def build_game(state: Any, data: GameData) -> Game:
    """Checks the state thoroughly, rebuilds the Game and checks it can continue."""
    check_state_json(state, data)
    try:
        game = Game.from_json(state, data)
    except StateFormatError as exc:
        _fail("state", str(exc))
    check_game(game)
    return game

"""The Family Game rules: setup, deal, bets, race fixing, the race, payoffs, end of game.

A game moves from decision to decision. ``apply_action`` checks an action against the
current decision (raising ``IllegalAction`` and changing nothing when it breaks a rule),
applies it, then advances automatically through everything that needs no decision (the
reveal, race units, payoffs, a new round), returning the events that happened.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from ..core.actions import field_problem, field_specs
from . import race as race_rules
from . import reveal
from .actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .data import GameData
from .errors import IllegalAction
from .rand import shuffle
from .state import (BET_KINDS, FAMILY, PHASE_FIRST_BET, PHASE_FIX, PHASE_OVER, PHASE_PHOTO,
                    PHASE_SECOND_BET, SHOW, TERMINAL, VARIANTS, WIN, Bet, GameState,
                    PlayedCard, Player, RaceProgress)

Event = dict[str, Any]


@dataclass(slots=True)
class Decision:
    """What the seat to move must decide, with its options, in words and in data."""

    seat: int
    kind: str  # the phase: first_bet, second_bet, fix, photo_finish, ...
    prompt: str
    options: dict[str, Any] = field(default_factory=dict)
    can_pass: bool = False
    # The legal actions as JSON (without the pass), when the describer built them along
    # with the options (Board Game purchases): EXPAND_JSON hands a copy to the view.
    actions_json: list[dict[str, Any]] | None = None


# ---- registries ------------------------------------------------------------------------
# A round is a script of steps (ROUND_SCRIPTS). Each step is a function
# ``step(state, events, fresh) -> bool`` that runs what needs no decision and returns True
# while a seat must decide (having set ``state.phase`` and ``state.queue[0]``). Each
# decision phase has a describer (Decision), a checker (IllegalAction), a handler (apply)
# and an expander (legal_actions). The Board Game registers its steps and phases the same way.
StepFn = Callable[[GameState, "list[Event]", bool], bool]
STEPS: dict[str, StepFn] = {}
DESCRIBE: dict[str, Callable[[GameState, int], Decision]] = {}
CHECK: dict[str, Callable[[GameState, Decision, Action], None]] = {}
HANDLE: dict[str, Callable[[GameState, "list[Event]", int, Action], None]] = {}
EXPAND: dict[str, Callable[[GameState, Decision], list[Action]]] = {}
# Optional: a phase's legal actions as JSON (``[a.to_json() for a in EXPAND...]``) built
# without Action objects, for views of decisions with many actions (Board Game purchases).
EXPAND_JSON: dict[str, Callable[[GameState, Decision], list[dict[str, Any]]]] = {}
ROUND_SCRIPTS: dict[str, list[str]] = {
    FAMILY: ["round_start", "deal", "first_bets", "fix", "second_bets", "reveal",
             "reveal_odds", "race", "payoffs", "odds_update", "end_round"],
}


def step(name: str) -> Callable[[StepFn], StepFn]:
    """Registers a round step under ``name``."""
    def deco(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn
    return deco


def phase(name: str, describe: Any, check: Any, handle: Any, expand: Any) -> None:
    """Registers a decision phase's four functions."""
    DESCRIBE[name], CHECK[name], HANDLE[name], EXPAND[name] = describe, check, handle, expand


# ---- events ----------------------------------------------------------------------------

def emit(s: GameState, events: list[Event], name: str, **fields: Any) -> Event:
    """Appends an event with the next sequence number and returns it.

    The events of every decision (bets, cards played, payouts, race units...) are built
    where they happen as one dict literal instead, ``s.seq += 1`` then
    ``events.append({"event": ..., "seq": s.seq, ...})`` with the fields in the same
    order: a call with keyword arguments costs about three times as much.
    """
    s.seq += 1
    ev: Event = {"event": name, "seq": s.seq, **fields}
    events.append(ev)
    return ev


# ---- setup -----------------------------------------------------------------------------

def new_game(data: GameData, names: list[str], variant: str = FAMILY, seed: int = 0,
             stars: bool = False, rounds: int | None = None,
             bots: list[str] | None = None) -> tuple[GameState, list[Event]]:
    """Sets up a game for these player names and plays up to the first decision."""
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

    emit(s, events, "game_start", variant=variant, seed=seed, rounds=rounds, stars=s.stars,
         players=[{"seat": p.seat, "name": p.name, "character": p.character,
                   "danari": p.danari, "vp": s.vp(p.seat), "stables": list(p.stables),
                   "bot": p.bot} for p in s.players],
         odds=dict(s.odds), bet_tokens=table.bet_tokens)
    emit(s, events, "first_player", seat=s.first_player)
    if variant != FAMILY:
        setup_variant(s, events)
    s.steps = list(ROUND_SCRIPTS[variant])
    _advance(s, events)
    return s, events


# Variant-specific setup (the Board Game registers its decks and hands here).
VARIANT_SETUP: dict[str, Callable[[GameState, "list[Event]"], None]] = {}


def setup_variant(s: GameState, events: list[Event]) -> None:
    """Runs the variant's extra setup, if it has one."""
    fn = VARIANT_SETUP.get(s.variant)
    if fn is not None:
        fn(s, events)



# ---- the automatic flow ----------------------------------------------------------------

def _advance(s: GameState, events: list[Event]) -> None:
    """Runs the round's steps until a seat must decide or the game is over.

    Ruling (docs/rules-notes.md): once fewer than two players are still in, nobody is asked
    anything more: the rest of the round is skipped and its end-of-round step (cards back,
    Horse cards returned) ends the game.
    """
    steps = s.steps
    while s.phase != PHASE_OVER:
        name = steps[0]
        if s.step_fresh and name != END_ROUND and _fewer_than_two(s):
            del steps[:steps.index(END_ROUND)]
            continue
        fresh = s.step_fresh
        s.step_fresh = False
        if STEPS[name](s, events, fresh):
            if not _fewer_than_two(s):
                return
            # A lone survivor is never asked: the step is abandoned (the game is over).
            del steps[:steps.index(END_ROUND)]
            s.queue = []
            s.step_fresh = True
            continue
        if s.phase == PHASE_OVER:
            return
        steps.pop(0)
        s.step_fresh = True


END_ROUND = "end_round"  # the last step of every round script


def _fewer_than_two(s: GameState) -> bool:
    """True once fewer than two players are still in the game."""
    if not s.eliminations:
        # Nobody is out (eliminate() is what takes a player out, and it counts them).
        return len(s.players) < 2
    still_in = 0
    for p in s.players:
        if not p.eliminated:
            still_in += 1
            if still_in > 1:
                return False
    return True


def wait(s: GameState, phase_name: str, seat: int) -> bool:
    """Puts ``seat`` in front of a decision of ``phase_name``; returns True for step()."""
    s.phase = phase_name
    if not s.queue or s.queue[0] != seat:
        s.queue.insert(0, seat)
    return True


# ---- decisions -------------------------------------------------------------------------

def current_player(s: GameState) -> int:
    """Returns the seat that must decide now, or TERMINAL when the game is over."""
    if s.phase == PHASE_OVER:
        return TERMINAL
    return s.queue[0]


def decision(s: GameState) -> Decision | None:
    """Describes the decision in front of the seat to move (None when the game is over)."""
    if s.phase == PHASE_OVER:
        return None
    return DESCRIBE[s.phase](s, s.queue[0])


def legal_actions(s: GameState) -> list[Action]:
    """Lists every legal action of the seat to move (stakes expanded in 100 D steps)."""
    d = decision(s)
    if d is None:
        return []
    out = EXPAND[d.kind](s, d)
    if d.can_pass:
        out.append(Action(PASS))
    return out


def check_action(s: GameState, action: Action, d: Decision | None = None) -> None:
    """Raises IllegalAction (naming the rule) unless the action is legal now.

    ``d``: the current decision when the caller has just described it (a driver that built
    the seat's view); otherwise it is described here.
    """
    if d is None:
        d = decision(s)
    if d is None:
        raise IllegalAction("End of the Game", "the game is over")
    # Types before rules: 7.0 or True would pass a rule's comparison with a legal number,
    # a list where a colour belongs would crash a look-up (TypeError).
    problem = field_problem(action, _ACTION_FIELDS) if type(action) is Action else (
        "type", f"{action!r:.40} is not an action")
    if problem is not None:
        raise IllegalAction(_FIELD_RULES.get(problem[0]) or RULE_NAMES.get(d.kind, d.kind),
                            problem[1])
    if action.type == PASS:
        if not d.can_pass:
            raise IllegalAction(RULE_NAMES.get(d.kind, d.kind),
                                f"{s.players[d.seat].name} may not pass now")
        return
    CHECK[d.kind](s, d, action)


_ACTION_FIELDS = field_specs(Action)  # each field's type, checked by game.core.actions
_FIELD_RULES = {"stake": "Betting"}  # a mistyped field's rule, if not the phase's own

# The rulebook section each phase's rules come from (named in IllegalAction messages).
RULE_NAMES: dict[str, str] = {PHASE_FIRST_BET: "First Bets", PHASE_SECOND_BET: "Second Bets",
                              PHASE_FIX: "Fixing the Race", PHASE_PHOTO: "Photo Finish"}


def apply_action(s: GameState, action: Action, d: Decision | None = None) -> list[Event]:
    """Applies a legal action of the seat to move and advances to the next decision.

    ``d`` (optional) is ``decision(s)`` of this very state, unchanged since it was made:
    game.match passes the one its view was built from, so it is not described twice.
    """
    check_action(s, action, d)
    events: list[Event] = []
    HANDLE[s.phase](s, events, s.queue[0], action)
    _advance(s, events)
    return events


# ---- round start and the Family Game deal ----------------------------------------------

@step("round_start")
def _round_start(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Begins a round: bet tokens back in the reserve, the round announced."""
    s.round += 1
    s.bets = []
    s.race = None
    s.race_odds = {}
    s.queue = []
    s.bet_tokens = {c: s.data.players[len(s.players)].bet_tokens for c in s.colours}
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"event": "round_start", "seq": s.seq, "round": s.round,
                   "first_player": s.first_player, "odds": dict(s.odds)})
    return False


@step("deal")
def _deal(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Family Game deal: the action deck is shuffled and each player gets two cards."""
    shuffle(s.rng, s.action_deck)
    order = s.clockwise_from(s.first_player)
    for _ in range(s.data.rules.action_cards_dealt):
        for seat in order:
            if s.action_deck:
                s.players[seat].hand.append(s.action_deck.pop())
    for seat in order:
        hand = s.players[seat].hand
        s.seq += 1
        events.append({"event": "deal", "seq": s.seq, "round": s.round, "seat": seat,
                       "count": len(hand), "cards": list(hand)})
    return False


# ---- betting ---------------------------------------------------------------------------

def bets_allowed(s: GameState, seat: int) -> int:
    """How many bets a seat may place in a round (Antonio Vesuvio: more)."""
    return 2 + ability_value(s, seat, "bets", "extra", 0)


def ability_value(s: GameState, seat: int, trigger: str, op: str, default: Any) -> Any:
    """Returns the value of a character ability effect of this seat, or ``default``."""
    abilities = s.data.abilities.get(s.players[seat].character, ()) if s.stars else ()
    for e in abilities:
        if e.trigger == trigger and e.op == op:
            return e.value if e.value is not None else True
    return default


def bet_options(s: GameState, seat: int, which: str) -> dict[str, list[str]]:
    """Returns, per horse with a bet token left, the bet kinds this seat may place."""
    # A later bet on the same horse must be the other kind of bet.
    taken: dict[str, list[str]] = {}
    for b in s.bets:
        if b.seat == seat:
            taken.setdefault(b.horse, []).append(b.kind)
    tokens = s.bet_tokens
    out: dict[str, list[str]] = {}
    if not taken:  # (this seat's first bet: every horse with a token, both kinds)
        for colour in s.data.colours:
            if tokens[colour] > 0:
                out[colour] = [WIN, SHOW]  # BET_KINDS, as a fresh list for the caller
        return out
    for colour in s.data.colours:
        if tokens[colour] <= 0:
            continue
        had = taken.get(colour)
        if had is None:
            out[colour] = [WIN, SHOW]  # BET_KINDS, as a fresh list for the caller
        else:
            kinds = [k for k in BET_KINDS if k not in had]
            if kinds:
                out[colour] = kinds
    return out


def _has_bet_option(s: GameState, seat: int) -> bool:
    """``bool(bet_options(s, seat, ...))`` without building it: a token left on a horse
    this seat has not yet bet both ways on."""
    tokens = s.bet_tokens
    for colour in s.colours:
        if tokens[colour] > 0:
            kinds = 0
            for b in s.bets:
                if b.seat == seat and b.horse == colour:
                    kinds += 1
            if kinds < len(BET_KINDS):
                return True
    return False


def _can_cover(s: GameState, seat: int) -> bool:
    return s.players[seat].danari >= s.min_stake(seat)


@step("first_bets")
def _first_bets(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Compulsory first bets clockwise from the first player; penalties when unaffordable."""
    if fresh:
        s.queue = s.clockwise_from(s.first_player)
    while s.queue and not _fewer_than_two(s):
        seat = s.queue[0]
        if s.players[seat].eliminated:
            s.queue.pop(0)
            continue
        if not _can_cover(s, seat):
            penalty(s, events, seat, "minimum_bet")
            s.queue = [q for q in s.queue if q != seat]
            continue
        if not _has_bet_option(s, seat):
            _bet_pass(s, events, seat, "first", "no_tokens")
            s.queue.pop(0)
            continue
        return wait(s, PHASE_FIRST_BET, seat)
    if _fewer_than_two(s):
        # Too few players left for a race: the stakes on the table go back to their owners,
        # and the bet tokens to the reserve.
        for b in s.bets:
            p = s.players[b.seat]
            p.danari += b.stake
            s.bet_tokens[b.horse] += 1
            emit(s, events, "bet_refund", round=s.round, seat=b.seat, horse=b.horse,
                 kind=b.kind, danari=b.stake, danari_after=p.danari)
        s.bets = []
        _end_game(s, events)
    return False


@step("second_bets")
def _second_bets(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Optional second bets counter-clockwise from the first player's right (first player last)."""
    if fresh:
        order = s.clockwise_from(s.first_player)
        s.queue = list(reversed(order[1:])) + order[:1]
        s.seq += 1  # emit()'s event as one literal (see emit)
        events.append({"event": "second_bets_start", "seq": s.seq, "round": s.round})
    while s.queue:
        seat = s.queue[0]
        if s.players[seat].eliminated:
            s.queue.pop(0)
            continue
        which = _later_bet_name(s, seat)
        reason = None
        if not _can_cover(s, seat):
            reason = "cannot_cover"
        elif not _has_bet_option(s, seat):
            reason = "no_tokens"
        if reason is None:
            return wait(s, PHASE_SECOND_BET, seat)
        _bet_pass(s, events, seat, which, reason)
        s.queue.pop(0)
    return False


_BET_WORDS = {"first": "place your first bet", "second": "place a second bet or pass",
              "third": "place a third bet (Antonio Vesuvio) or pass"}


def _describe_bet(s: GameState, seat: int) -> Decision:
    p = s.players[seat]
    step_d = s.data.rules.stake_step
    which = "first" if s.phase == PHASE_FIRST_BET else _later_bet_name(s, seat)
    lo = s.min_stake(seat)
    hi = (p.danari // step_d) * step_d
    return Decision(seat, s.phase, f"{p.name}: {_BET_WORDS[which]} (minimum {lo} D)",
                    {"horses": bet_options(s, seat, which), "min_stake": lo,
                     "max_stake": hi, "step": step_d, "which": which},
                    which != "first")


def _check_bet(s: GameState, d: Decision, action: Action) -> None:
    rule = RULE_NAMES[d.kind]
    if action.type != BET:
        raise IllegalAction(rule, f"expected a bet, not {action.type}")
    o = d.options
    if action.horse not in s.colours:
        raise IllegalAction(rule, f"there is no horse {action.horse!r}")
    if s.bet_tokens[action.horse] <= 0:
        raise IllegalAction("Bet Tokens Table",
                            f"no {action.horse} bet token is left in the reserve")
    if action.kind not in BET_KINDS:
        raise IllegalAction("Bet to Win & Bet to Show",
                            f"a bet is win or show, not {action.kind!r}")
    if action.kind not in o["horses"].get(action.horse, []):
        raise IllegalAction("Second Bets", "a second bet on the same horse must be the "
                            "other kind of bet (win/show)")
    if not isinstance(action.stake, int) or isinstance(action.stake, bool):
        raise IllegalAction("Betting", f"stake {action.stake!r} is not a whole number of D")
    if action.stake % o["step"]:
        raise IllegalAction("Betting", f"stake {action.stake} D is not a multiple of "
                            f"{o['step']} D")
    if action.stake < o["min_stake"]:
        raise IllegalAction("The Minimum Bet", f"stake {action.stake} D is below the "
                            f"minimum bet of {o['min_stake']} D")
    if action.stake > s.players[d.seat].danari:
        raise IllegalAction("Betting", f"stake {action.stake} D is more than the "
                            f"{s.players[d.seat].danari} D the player has")


def _handle_bet(s: GameState, events: list[Event], seat: int, action: Action) -> None:
    which = "first" if s.phase == PHASE_FIRST_BET else _later_bet_name(s, seat)
    if action.type == PASS:
        _bet_pass(s, events, seat, which, "declined")
        s.queue.pop(0)
        return
    p = s.players[seat]
    p.danari -= action.stake
    s.bet_tokens[action.horse] -= 1  # type: ignore[index]
    s.bets.append(Bet(seat, action.horse, action.kind, action.stake, which))  # type: ignore[arg-type]
    s.seq += 1
    events.append({"event": "bet", "seq": s.seq, "round": s.round, "seat": seat,
                   "horse": action.horse, "kind": action.kind, "stake": action.stake,
                   "which": which, "danari_after": p.danari})
    # Antonio Vesuvio's third bet comes right after his second one.
    if not (which == "second" and bets_allowed(s, seat) > 2):
        s.queue.pop(0)


def _bet_pass(s: GameState, events: list[Event], seat: int, which: str, reason: str) -> None:
    """The ``bet_pass`` event: a seat places no (more) bets this round, and why."""
    s.seq += 1
    events.append({"event": "bet_pass", "seq": s.seq, "round": s.round, "seat": seat,
                   "which": which, "reason": reason})


def _later_bet_name(s: GameState, seat: int) -> str:
    """Names a seat's bet in the second-bet phase: its second, or Antonio's third."""
    for b in s.bets:
        if b.seat == seat and b.which == "second":
            return "third"
    return "second"


def _expand_bet(s: GameState, d: Decision) -> list[Action]:
    o = d.options
    return [Action(BET, horse=h, kind=k, stake=stake)
            for h, kinds in o["horses"].items() for k in kinds
            for stake in range(o["min_stake"], o["max_stake"] + 1, o["step"])]


for _p in (PHASE_FIRST_BET, PHASE_SECOND_BET):
    phase(_p, _describe_bet, _check_bet, _handle_bet, _expand_bet)


def penalty(s: GameState, events: list[Event], seat: int, reason: str) -> None:
    """A player who cannot pay loses 2 VP tokens; without them they are eliminated."""
    p = s.players[seat]
    lost = s.data.rules.penalty_vp
    if p.vp_tokens >= lost:
        p.vp_tokens -= lost
        emit(s, events, "bet_penalty", round=s.round, seat=seat, vp=-lost, vp_lost=lost,
             eliminated=False, reason=reason, vp_after=s.vp(seat))
    else:
        emit(s, events, "bet_penalty", round=s.round, seat=seat, vp=0, vp_lost=0,
             eliminated=True, reason=reason, vp_after=s.vp(seat))
        eliminate(s, events, seat, reason)


def eliminate(s: GameState, events: list[Event], seat: int, reason: str) -> None:
    """Takes a player out of the game; their cards stay where they are."""
    p = s.players[seat]
    if p.eliminated:
        return
    p.eliminated = True
    s.eliminations += 1
    p.eliminated_order = s.eliminations
    # Unplayed action cards go back to the deck now: they can never be played.
    s.action_deck.extend(p.hand)
    p.hand.clear()
    s.queue = [q for q in s.queue if q != seat]
    emit(s, events, "eliminated", round=s.round, seat=seat, reason=reason)


# ---- race fixing -----------------------------------------------------------------------

@step("fix")
def _fix(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Every action card in hand is played face down, one a turn, clockwise."""
    if fresh:
        s.queue = [seat for seat in s.clockwise_from(s.first_player) if s.players[seat].hand]
        s.seq += 1  # emit()'s event as one literal (see emit)
        events.append({"event": "fixing_start", "seq": s.seq, "round": s.round})
    s.queue = [q for q in s.queue if s.players[q].hand and not s.players[q].eliminated]
    if s.queue:
        return wait(s, PHASE_FIX, s.queue[0])
    return False


def _describe_fix(s: GameState, seat: int) -> Decision:
    p = s.players[seat]
    return Decision(seat, PHASE_FIX, f"{p.name}: play an action card face down on a lane",
                    {"cards": list(p.hand), "horses": list(s.colours)})


def _check_fix(s: GameState, d: Decision, action: Action) -> None:
    if action.type != PLAY_CARD:
        raise IllegalAction("Fixing the Race", f"expected an action card, not {action.type}")
    if action.card not in d.options["cards"]:
        raise IllegalAction("Fixing the Race", f"card {action.card} is not in "
                            f"{s.players[d.seat].name}'s hand")
    if action.horse not in s.colours:
        raise IllegalAction("Fixing the Race", f"there is no lane {action.horse!r}")


def _handle_fix(s: GameState, events: list[Event], seat: int, action: Action) -> None:
    p = s.players[seat]
    p.hand.remove(action.card)  # type: ignore[arg-type]
    s.lanes[action.horse].append(PlayedCard(seat, action.card))  # type: ignore[index,arg-type]
    s.seq += 1
    events.append({"event": "action_played", "seq": s.seq, "round": s.round, "seat": seat,
                   "horse": action.horse, "card": action.card})
    s.queue.pop(0)
    if p.hand:
        s.queue.append(seat)


def _expand_fix(s: GameState, d: Decision) -> list[Action]:
    return [Action(PLAY_CARD, card=c, horse=h) for c in sorted(set(d.options["cards"]))
            for h in d.options["horses"]]


phase(PHASE_FIX, _describe_fix, _check_fix, _handle_fix, _expand_fix)


# ---- the reveal ------------------------------------------------------------------------

@step("reveal")
def _reveal(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Turns the action cards face up: Friz/Rochelle discards, then letter pairs cancel."""
    data = s.data
    emit(s, events, "reveal", round=s.round,
         lanes={c: [{"seat": pc.seat, "card": pc.card} for pc in s.lanes[c]]
                for c in s.colours})
    for colour in s.colours:
        cards = s.lanes[colour]
        if not cards:
            continue
        gone = [(cards[i], reason)
                for i, reason in reveal.discards([pc.card for pc in cards], data.action)]
        for pc, reason in gone:
            cards.remove(pc)
            s.discarded[colour].append(pc)
            emit(s, events, "action_discarded", round=s.round, horse=colour, card=pc.card,
                 seat=pc.seat, reason=reason)
    return False


@step("reveal_odds")
def _reveal_odds(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Odds changes of the revealed cards, lane by lane, in play order on each lane."""
    for colour in s.colours:
        for card, rows in reveal.odds_moves([pc.card for pc in s.lanes[colour]], s.data.action):
            move_odds(s, events, colour, rows, cause=card)
        for card, e in REVEAL_ODDS_EXTRA.get(s.variant, _no_extra)(s, colour):
            move_odds(s, events, colour, int(e.value), cause=card)  # type: ignore[arg-type]
    return False


def _no_extra(s: GameState, colour: str) -> list:
    return []


# Extra reveal-time odds effects of a variant (Board Game: Horse cards), per lane.
REVEAL_ODDS_EXTRA: dict[str, Callable[[GameState, str], list]] = {}


def move_odds(s: GameState, events: list[Event], colour: str, rows: int, cause: Any) -> None:
    """Moves a stable token ``rows`` rows (negative = towards 1:2), stopping at the ends."""
    values = s.data.odds_values
    old = s.odds[colour]
    i = reveal.shift_row(values.index(old), rows, len(values))
    s.odds[colour] = values[i]
    emit(s, events, "odds_change", round=s.round, horse=colour, rows=rows,
         **{"from": old, "to": values[i]}, cause=cause)


# ---- the race --------------------------------------------------------------------------

# Extra race effects of a variant per lane (Board Game: the Horse card on the lane).
HORSE_EFFECTS: dict[str, Callable[[GameState, str], list]] = {}


def horse_mods(s: GameState) -> dict[str, race_rules.HorseMods]:
    """Returns the combined card effects in force on each horse for this race.

    Equal lanes may share one HorseMods (as every horse without a race effect shares
    ``race.NO_MODS``): the result is read-only.
    """
    profiles = lane_profiles(s)
    return {c: profiles[c][0] for c in s.colours}


# What the race step needs of the cards in force on one horse: (their HorseMods, the mods
# card_move needs, or None when the horse moves by the card's value: no card_move call,
# its sprint length, whether it has a first/last effect).
LaneProfile = tuple[race_rules.HorseMods, "race_rules.HorseMods | None", int, bool]


def _profile(m: race_rules.HorseMods) -> LaneProfile:
    """A horse's LaneProfile (``race.moves_plainly``: card_move would return the card's
    value on every card)."""
    return (m, None if race_rules.moves_plainly(m) else m, race_rules.sprint_length(m),
            m.first_set is not None or m.last_set is not None)


_PLAIN_PROFILE = _profile(race_rules.NO_MODS)  # a horse without race effects

# Profiles of the action-card sequences found on lanes, per GameData. A profile is a
# function of the card numbers alone (their effects are static data), so an entry never
# goes stale; it saves building HorseMods for every lane of every race (and again after a
# photo-finish choice). Bounded: past _PROFILES_KEPT sequences, new ones are built each time.
_PROFILE_MEMOS: dict[int, tuple[GameData, dict[tuple[int, ...], LaneProfile]]] = {}
_PROFILES_KEPT = 4096


def _profile_memo(data: GameData) -> dict[tuple[int, ...], LaneProfile]:
    found = _PROFILE_MEMOS.get(id(data))
    if found is None or found[0] is not data:
        found = (data, {})
        _PROFILE_MEMOS[id(data)] = found
    return found[1]


def lane_profiles(s: GameState) -> dict[str, LaneProfile]:
    """Returns each horse's LaneProfile for this race, from the cards on its lane."""
    extra = HORSE_EFFECTS.get(s.variant)
    data = s.data
    lanes = s.lanes
    memo = _profile_memo(data)
    out = {}
    for colour in s.colours:
        cards = lanes[colour]
        horse = extra(s, colour) if extra is not None else ()
        if horse:  # a Horse card (Board Game): every action effect may overrule it
            effects_of = data.action_effects
            effects = [(pc.card, e) for pc in cards for e in effects_of[pc.card]]
            out[colour] = _profile(race_rules.build_mods(effects, horse))
        elif cards:
            key = tuple([pc.card for pc in cards])  # the action cards in play order
            found = memo.get(key)
            if found is None:
                found = _lane_profile(data, key)
                if len(memo) < _PROFILES_KEPT:
                    memo[key] = found
            out[colour] = found
        else:
            out[colour] = _PLAIN_PROFILE
    return out


def _lane_profile(data: GameData, cards: tuple[int, ...]) -> LaneProfile:
    """The LaneProfile of a lane with these action cards (in play order) and no Horse card.

    Only the effects that change the race count: reveal and payoff effects leave a
    HorseMods as it is, so the mods come out the same, and a lane whose cards have no race
    effect races as an empty lane does (sharing NO_MODS).
    """
    race_effects_of = data.action_race_effects
    effects = [(card, e) for card in cards for e in race_effects_of[card]]
    return _profile(race_rules.build_mods(effects)) if effects else _PLAIN_PROFILE


def _reshuffle_movement(s: GameState, events: list[Event]) -> tuple[list[int], list[int]]:
    """Refills an exhausted movement deck; returns the new deck and used pile."""
    # Ruling: an exhausted movement deck is reshuffled from the cards turned so far.
    s.movement_deck = s.movement_used
    s.movement_used = []
    shuffle(s.rng, s.movement_deck)
    emit(s, events, "movement_reshuffle", round=s.round)
    return s.movement_deck, s.movement_used


def _roll_dice(s: GameState) -> list[str]:
    """The sprint dice: forced ones first (tests), else one roll of each die."""
    return _dice_roller(s)()[0]


Roll = tuple[list[str], tuple[str, ...]]  # the dice as rolled, the horses they show


def _dice_roller(s: GameState) -> Callable[[], Roll]:
    """The race kernel's ``roll`` for ``s``: rolls the sprint dice (forced ones first,
    for tests; else one roll of each die from the game's generator) and returns them with
    the horses they show (``race.shown_by_dice``, looked up in a table for two dice)."""
    rng = s.rng
    data = s.data
    lane_of = data.lane_of
    shown_by_dice = race_rules.shown_by_dice
    spec = _dice_spec(data)

    def forced() -> Roll:
        dice = list(s.dice_queue.pop(0))
        return dice, tuple(shown_by_dice(dice, lane_of))
    if type(rng) is not random.Random or len(spec) != 2:
        # A subclass of Random may draw differently: ask it (and any number of dice).
        def roll() -> Roll:
            if s.dice_queue:
                return forced()
            dice = [faces[rng.randrange(n)] for faces, n, _ in spec]
            return dice, tuple(shown_by_dice(dice, lane_of))
        return roll
    # ``rng.randrange(n)`` of random.Random is ``_randbelow_with_getrandbits(n)``: draw
    # n.bit_length() bits until the number is below n. Done here without its two calls and
    # argument checks: the very same numbers (tests/test_rand.py compares them).
    getrandbits = rng.getrandbits
    (faces0, n0, bits0), (faces1, n1, bits1) = spec
    shown_of = _shown_table(data)

    def roll_two() -> Roll:
        if s.dice_queue:
            return forced()
        i = getrandbits(bits0)
        while i >= n0:
            i = getrandbits(bits0)
        j = getrandbits(bits1)
        while j >= n1:
            j = getrandbits(bits1)
        return [faces0[i], faces1[j]], shown_of[i][j]
    return roll_two


_DICE_SPECS: dict[int, tuple[GameData, tuple[tuple[tuple[str, ...], int, int], ...]]] = {}
_SHOWN_TABLES: dict[int, tuple[GameData, list[list[tuple[str, ...]]]]] = {}


def _dice_spec(data: GameData) -> tuple[tuple[tuple[str, ...], int, int], ...]:
    """(faces, face count, its bit length) of each sprint die, computed once per data."""
    found = _DICE_SPECS.get(id(data))
    if found is None or found[0] is not data:
        found = (data, tuple((d.faces, len(d.faces), len(d.faces).bit_length())
                             for d in data.track.dice))
        _DICE_SPECS[id(data)] = found
    return found[1]


def _shown_table(data: GameData) -> list[list[tuple[str, ...]]]:
    """``race.shown_by_dice`` of every roll of the two sprint dice, by face index."""
    found = _SHOWN_TABLES.get(id(data))
    if found is None or found[0] is not data:
        (faces0, _, _), (faces1, _, _) = _dice_spec(data)
        found = (data, [[tuple(race_rules.shown_by_dice((a, b), data.lane_of)) for b in faces1]
                        for a in faces0])
        _SHOWN_TABLES[id(data)] = found
    return found[1]


@step("race")
def _race(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Runs the race in the race kernel (``race.run_units``), recording every unit as a
    movement and a sprint event, until every horse is ranked; waits for photo-finish
    choices."""
    colours = s.colours
    if fresh:
        s.race_odds = dict(s.odds)
        s.race = RaceProgress(positions=dict.fromkeys(colours, 0))
        s.seq += 1  # emit()'s event as one literal (see emit)
        events.append({"event": "race_start", "seq": s.seq, "round": s.round,
                       "odds": dict(s.race_odds)})
    r = s.race
    assert r is not None
    data = s.data
    finish = data.track.finish_line
    profiles = lane_profiles(s)
    row_index = data.odds_row_index
    race_odds = s.race_odds
    n_horses = len(colours)
    positions = r.positions
    ranked = r.ranked
    rnd = s.round

    def refill() -> tuple[list[int], list[int]]:
        return _reshuffle_movement(s, events)

    def on_unit(unit: int, card: int, values: Any, moves: dict[str, int],
                after_card: dict[str, int], dice: list[str], smoves: dict[str, int]) -> None:
        seq = s.seq
        events.append({"event": "movement", "seq": seq + 1, "round": rnd, "unit": unit,
                       "card": card, "values": list(values), "moves": moves,
                       "positions": after_card})
        events.append({"event": "sprint", "seq": seq + 2, "round": rnd, "unit": unit,
                       "dice": dice, "moves": smoves, "positions": positions.copy()})
        s.seq = seq + 2

    def place(unit: int, finishers: list[str]) -> bool:
        return _finish_unit(s, events, r, finishers, profiles, unit)

    # After a photo-finish choice: rank the finishers left to place.
    if r.pending and not _place_pending(s, events):
        return wait(s, PHASE_PHOTO, s.clockwise_from(s.first_player)[0])
    if len(ranked) < n_horses:
        lanes: list[race_rules.RaceLane] = []
        sprints: dict[str, int] = {}  # the running horses' sprint lengths
        needs_rank = False  # whether a running horse has a first/last effect
        for c in colours:
            if c not in ranked:
                profile = profiles[c]
                lanes.append((c, row_index[race_odds[c]], profile[1]))
                sprints[c] = profile[2]
                if profile[3]:
                    needs_rank = True
        r.unit = race_rules.run_units(
            positions, lanes, sprints, r.unit, finish, needs_rank, s.movement_deck,
            s.movement_used, refill, data.movement_values, _dice_roller(s), place, on_unit)
        if r.pending:  # a photo finish waits for the first player's choice
            return wait(s, PHASE_PHOTO, s.clockwise_from(s.first_player)[0])
    s.last_ranking = list(ranked)
    s.queue = []
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"event": "ranking", "seq": s.seq, "round": rnd, "order": list(ranked)})
    return False


def _finish_unit(s: GameState, events: list[Event], r: RaceProgress, finishers: list[str],
                 profiles: dict[str, LaneProfile], unit: int) -> bool:
    """Orders this unit's finishers (``r.pending``: finish_order's groups), announces any
    photo finish and ranks them (_place_pending); False when a photo-finish choice must be
    made first. ``finishers`` are in lane order."""
    r.pending_unit = unit
    r.pending_placed = []
    r.pending_finishers = finishers
    if len(finishers) == 1:
        # One horse (most units with a finisher): placed after the ranking's last place.
        horse = finishers[0]
        r.pending = []
        r.pending_photo = False
        ranked = r.ranked
        ranked.append(horse)
        s.seq += 1
        events.append({"event": "ranked", "seq": s.seq, "round": s.round, "unit": unit,
                       "horses": [horse], "photo_finish": False, "places": [len(ranked)]})
        return True
    positions = r.positions
    # The finishers by square, each list in lane order: a square shared by several
    # horses is a photo finish.
    level: dict[int, list[str]] = {}
    for c in finishers:
        sq = positions[c]
        if sq in level:
            level[sq].append(c)
        else:
            level[sq] = [c]
    if len(level) == len(finishers):
        # No photo finish: finish_order's groups are single horses, by squares beyond the
        # line; _place_pending ranks them all at once (after the ranking's last place).
        placed = [level[sq][0] for sq in sorted(level, reverse=True)]
        ranked = r.ranked
        first_place = len(ranked) + 1
        ranked.extend(placed)
        r.pending = []
        r.pending_photo = False
        s.seq += 1
        events.append({"event": "ranked", "seq": s.seq, "round": s.round, "unit": unit,
                       "horses": placed, "photo_finish": False,
                       "places": list(range(first_place, first_place + len(placed)))})
        return True
    finish = s.data.track.finish_line
    odds = s.race_odds
    mods = {c: profiles[c][0] for c in finishers}
    r.pending = race_rules.finish_order(finishers, positions, odds, mods, finish)
    r.pending_photo = True
    for sq, horses in sorted(level.items(), reverse=True):
        if len(horses) > 1:
            reason = _photo_reason_words(horses, mods, odds)
            s.seq += 1  # emit()'s event as one literal (see emit)
            events.append({"event": "photo_finish", "seq": s.seq, "round": s.round,
                           "unit": unit, "horses": horses, "beyond": sq - finish,
                           "reason": reason})
    return _place_pending(s, events)


def _photo_reason_words(horses: list[str], mods: dict[str, race_rules.HorseMods],
                        odds: dict[str, int]) -> str:
    """Says how a tie on squares is broken: a card, the odds, or the first player."""
    distinct_odds = set()
    for h in horses:
        if mods[h].photo:  # a photo-finish card decides, whatever the odds
            return "card"
        distinct_odds.add(odds[h])
    if len(distinct_odds) < len(horses):
        return "choice" if len(distinct_odds) == 1 else "odds_and_choice"
    return "odds"


def _place_pending(s: GameState, events: list[Event]) -> bool:
    """Moves this unit's finishers to the ranking until a group needs a choice."""
    r = s.race
    assert r is not None
    pending, ranked, placed = r.pending, r.ranked, r.pending_placed
    while pending:
        group = pending[0]
        if len(group) > 1:
            return False
        del pending[0]
        ranked.append(group[0])
        placed.append(group[0])
    # This unit's horses are the ranking's last ones (placed and chosen in order).
    places = list(range(len(ranked) - len(placed) + 1, len(ranked) + 1))
    s.seq += 1
    events.append({"event": "ranked", "seq": s.seq, "round": s.round, "unit": r.pending_unit,
                   "horses": list(placed), "photo_finish": r.pending_photo,
                   "places": places})
    r.pending_placed = []
    return True


def _describe_photo(s: GameState, seat: int) -> Decision:
    group = s.race.pending[0]  # type: ignore[union-attr]
    return Decision(seat, PHASE_PHOTO,
                    f"{s.players[seat].name}: photo finish between {', '.join(group)} at "
                    "equal odds: choose the horse placed next", {"horses": list(group)})


def _check_photo(s: GameState, d: Decision, action: Action) -> None:
    if action.type != PHOTO_PICK or action.horse not in d.options["horses"]:
        raise IllegalAction("Photo Finish", "choose one of the tied horses: "
                            + ", ".join(d.options["horses"]))


def _handle_photo(s: GameState, events: list[Event], seat: int, action: Action) -> None:
    r = s.race
    assert r is not None
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"event": "photo_finish_choice", "seq": s.seq, "round": s.round,
                   "seat": seat, "horse": action.horse})
    r.pending[0].remove(action.horse)  # type: ignore[arg-type]
    r.ranked.append(action.horse)  # type: ignore[arg-type]
    r.pending_placed.append(action.horse)  # type: ignore[arg-type]
    s.queue.pop(0)


def _expand_photo(s: GameState, d: Decision) -> list[Action]:
    return [Action(PHOTO_PICK, horse=h) for h in d.options["horses"]]


phase(PHASE_PHOTO, _describe_photo, _check_photo, _handle_photo, _expand_photo)


# ---- after the race --------------------------------------------------------------------

def show_places(s: GameState, seat: int) -> int:
    """The places a seat's Show bets win on (Miss Paris: one more)."""
    return ability_value(s, seat, "show", "places", s.data.rules.show_places)


@step("payoffs")
def _payoffs(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Pays the bets clockwise from the first player, then the stable prizes."""
    rules = s.data.rules
    ranking = s.last_ranking
    for seat in s.clockwise_from(s.first_player):
        for b in s.bets:
            if b.seat != seat:
                continue
            place = ranking.index(b.horse) + 1
            if b.kind == WIN and place == 1:
                pay(s, events, seat, b.stake * s.race_odds[b.horse], rules.win_vp,
                    "win_bet", horse=b.horse, kind=b.kind, stake=b.stake)
            elif b.kind == SHOW and place <= show_places(s, seat):
                pay(s, events, seat, b.stake * rules.show_multiplier, rules.show_vp,
                    "show_bet", horse=b.horse, kind=b.kind, stake=b.stake)
            else:
                s.seq += 1
                events.append({"event": "bet_lost", "seq": s.seq, "round": s.round,
                               "seat": seat, "horse": b.horse, "kind": b.kind,
                               "stake": b.stake, "place": place})
    for place, (colour, prize) in enumerate(zip(ranking, s.data.prizes), start=1):
        owner = s.owner_of(colour)
        if owner is not None and not s.players[owner].eliminated:
            pay(s, events, owner, prize, 0, "stable_prize", horse=colour, place=place)
    return False


def winning_bet(s: GameState, b: Bet) -> bool:
    """True when a bet on the table won this round's race."""
    place = s.last_ranking.index(b.horse) + 1
    if b.kind == WIN:
        return place == 1
    return place <= show_places(s, b.seat)


def pay(s: GameState, events: list[Event], seat: int, danari: int, vp: int, reason: str,
        **extra: Any) -> None:
    """The bank pays a seat Danari and VP tokens (the bank is unlimited)."""
    p = s.players[seat]
    p.danari += danari
    p.vp_tokens += vp
    s.seq += 1
    ev = {"event": "payout", "seq": s.seq, "round": s.round, "seat": seat, "danari": danari,
          "vp": vp, "reason": reason, "danari_after": p.danari, "vp_after": s.vp(seat)}
    if extra:
        ev.update(extra)
    events.append(ev)


@step("odds_update")
def _odds_update(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Each stable moves one row towards its horse's place (compared with its race row)."""
    values = s.data.odds_values
    changes = {}
    for place, colour in enumerate(s.last_ranking, start=1):
        row = values.index(s.race_odds[colour]) + 1
        new_row = row - 1 if place < row else row + 1 if place > row else row
        new_row = min(max(new_row, 1), len(values))
        s.odds[colour] = values[new_row - 1]
        if s.odds[colour] != s.race_odds[colour]:
            changes[colour] = {"from": s.race_odds[colour], "to": s.odds[colour]}
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"event": "odds_update", "seq": s.seq, "round": s.round,
                   "odds": dict(s.odds), "changes": changes})
    return False


# Variant-specific end-of-round clean-up (Board Game: Horse cards back to their owners).
END_ROUND_EXTRA: dict[str, Callable[[GameState, "list[Event]"], None]] = {}


@step("end_round")
def _end_round(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Cards back into their decks, reshuffled; the first player card passes clockwise."""
    deck = s.action_deck
    for colour in s.colours:
        for pc in s.lanes[colour]:
            deck.append(pc.card)
        for pc in s.discarded[colour]:
            deck.append(pc.card)
        s.lanes[colour] = []
        s.discarded[colour] = []
    for p in s.players:
        s.action_deck.extend(p.hand)
        p.hand.clear()
    s.movement_deck.extend(s.movement_used)
    s.movement_used = []
    shuffle(s.rng, s.movement_deck)
    extra = END_ROUND_EXTRA.get(s.variant)
    if extra is not None:
        extra(s, events)
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"event": "round_end", "seq": s.seq, "round": s.round})
    if s.round >= s.rounds or _fewer_than_two(s):
        _end_game(s, events)
        return False
    s.first_player = s.clockwise_from((s.first_player + 1) % len(s.players))[0]
    s.steps.extend(ROUND_SCRIPTS[s.variant])  # this step is popped next: the new round follows
    return False


# ---- the end ---------------------------------------------------------------------------

# Variant-specific cards returned to their owners when the game ends (Board Game: the
# Horse card lineup, when the game ends before the round's end returned it).
GAME_END_RETURNS: dict[str, Callable[[GameState, "list[Event]"], None]] = {}

# Variant-specific final stage before the ranking (Board Game: loans, then Goals).
FINAL_STAGE: dict[str, Callable[[GameState, "list[Event]"], None]] = {}


def tie_break_roll(s: GameState, events: list[Event], tied: list[int]) -> list[int]:
    """Orders tied seats by sprint-die rolls: the higher lane number wins; re-roll ties."""
    colours = s.colours
    die = s.data.track.dice[0]
    order: list[int] = []
    groups = [list(tied)]
    while groups:
        group = groups.pop(0)
        if len(group) == 1:
            order.append(group[0])
            continue
        rolls = {seat: die.faces[s.rng.randrange(len(die.faces))] for seat in group}
        emit(s, events, "tie_break", seats=list(group),
             rolls=[{"seat": seat, "colour": c, "text": s.data.track.tie_breaker.get(c, "")}
                    for seat, c in rolls.items()])
        by_value: dict[int, list[int]] = {}
        for seat, c in rolls.items():
            by_value.setdefault(colours.index(c), []).append(seat)
        groups = [by_value[v] for v in sorted(by_value, reverse=True)] + groups
    return order


def _end_game(s: GameState, events: list[Event]) -> None:
    """Ranks the players: most VP, then most Danari (Family Game), then a die roll."""
    s.phase = PHASE_OVER
    s.queue = []
    s.steps = []
    # A game that ends before its round's end (everyone else out at the first bets) still
    # gives the round's cards back to their owners (Board Game: the Horse card lineup,
    # before the Goals count them). After a normal round end this finds nothing.
    give_back = GAME_END_RETURNS.get(s.variant)
    if give_back is not None:
        give_back(s, events)
    final = FINAL_STAGE.get(s.variant)
    if final is not None:
        final(s, events)
    active = s.active_seats()
    use_danari = s.variant == FAMILY

    def key(seat: int) -> tuple[int, int]:
        return (s.vp(seat), s.players[seat].danari if use_danari else 0)

    buckets: dict[tuple[int, int], list[int]] = {}
    for seat in active:
        buckets.setdefault(key(seat), []).append(seat)
    order: list[int] = []
    for k in sorted(buckets, reverse=True):
        seats = buckets[k]
        order.extend(tie_break_roll(s, events, seats) if len(seats) > 1 else seats)
    out = sorted((p for p in s.players if p.eliminated), key=lambda p: -p.eliminated_order)
    order.extend(p.seat for p in out)
    s.winner = order[0]
    emit(s, events, "game_end", winner=s.winner,
         standings=[{"seat": seat, "name": s.players[seat].name,
                     "danari": s.players[seat].danari, "vp": s.vp(seat),
                     "eliminated": s.players[seat].eliminated} for seat in order])

"""The Family Game rules: setup, deal, bets, race fixing, the race, payoffs, end of game.

A game moves from decision to decision. ``apply_action`` checks an action against the
current decision (raising ``IllegalAction`` and changing nothing when it breaks a rule),
applies it, then advances automatically through everything that needs no decision (the
reveal, race units, payoffs, a new round), returning the events that happened.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from . import race as race_rules
from .actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .data import GameData
from .errors import IllegalAction
from .state import (BET_KINDS, FAMILY, PHASE_FIRST_BET, PHASE_FIX, PHASE_OVER, PHASE_PHOTO,
                    PHASE_SECOND_BET, SHOW, TERMINAL, VARIANTS, WIN, Bet, GameState,
                    PlayedCard, Player, RaceProgress)

Event = dict[str, Any]


@dataclass
class Decision:
    """What the seat to move must decide, with its options, in words and in data."""

    seat: int
    kind: str  # the phase: first_bet, second_bet, fix, photo_finish, ...
    prompt: str
    options: dict[str, Any] = field(default_factory=dict)
    can_pass: bool = False


# ---- events ----------------------------------------------------------------------------

def emit(s: GameState, events: list[Event], name: str, **fields: Any) -> Event:
    """Appends an event with the next sequence number and returns it."""
    s.seq += 1
    ev: Event = {"event": name, "seq": s.seq}
    ev.update(fields)
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
    rng.shuffle(colours)
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
    rng.shuffle(s.movement_deck)
    s.lanes = {c: [] for c in data.colours}
    s.discarded = {c: [] for c in data.colours}
    s.first_player = rng.randrange(n)

    emit(s, events, "game_start", variant=variant, seed=seed, rounds=rounds, stars=s.stars,
         players=[{"seat": p.seat, "name": p.name, "character": p.character,
                   "danari": p.danari, "vp": s.vp(p.seat), "stables": list(p.stables),
                   "bot": p.bot} for p in s.players],
         odds=dict(s.odds), bet_tokens=table.bet_tokens)
    emit(s, events, "first_player", seat=s.first_player)
    _start_round(s, events)
    _advance(s, events)
    return s, events


def _start_round(s: GameState, events: list[Event]) -> None:
    """Begins a round: bet tokens to the reserve, a fresh deal, first bets."""
    s.round += 1
    s.bets = []
    s.race = None
    s.race_odds = {}
    s.bet_tokens = {c: s.data.players[len(s.players)].bet_tokens for c in s.colours}
    emit(s, events, "round_start", round=s.round, first_player=s.first_player,
         odds=dict(s.odds))
    _deal(s, events)
    s.phase = PHASE_FIRST_BET
    s.queue = s.clockwise_from(s.first_player)


def _deal(s: GameState, events: list[Event]) -> None:
    """Family Game deal: the action deck is shuffled and each player gets two cards."""
    s.rng.shuffle(s.action_deck)
    order = s.clockwise_from(s.first_player)
    for _ in range(s.data.rules.action_cards_dealt):
        for seat in order:
            if s.action_deck:
                s.players[seat].hand.append(s.action_deck.pop())
    for seat in order:
        emit(s, events, "deal", round=s.round, seat=seat, count=len(s.players[seat].hand),
             cards=list(s.players[seat].hand))


# ---- decisions -------------------------------------------------------------------------

def current_player(s: GameState) -> int:
    """Returns the seat that must decide now, or TERMINAL when the game is over."""
    if s.phase == PHASE_OVER:
        return TERMINAL
    if s.phase == PHASE_PHOTO:
        return _photo_chooser(s)
    return s.queue[0]


def bet_options(s: GameState, seat: int, which: str) -> dict[str, list[str]]:
    """Returns, per horse with a bet token left, the bet kinds this seat may place."""
    mine = [b for b in s.bets if b.seat == seat]
    out: dict[str, list[str]] = {}
    for colour in s.colours:
        if s.bet_tokens[colour] <= 0:
            continue
        # A second bet on the same horse must be the other kind of bet.
        taken = {b.kind for b in mine if b.horse == colour}
        kinds = [k for k in BET_KINDS if k not in taken]
        if kinds:
            out[colour] = kinds
    return out


def decision(s: GameState) -> Decision | None:
    """Describes the decision in front of the seat to move (None when the game is over)."""
    if s.phase == PHASE_OVER:
        return None
    seat = current_player(s)
    p = s.players[seat]
    step = s.data.rules.stake_step
    if s.phase in (PHASE_FIRST_BET, PHASE_SECOND_BET):
        which = "first" if s.phase == PHASE_FIRST_BET else "second"
        lo = s.min_stake(seat)
        hi = (p.danari // step) * step
        words = "place your first bet" if which == "first" else "place a second bet or pass"
        return Decision(seat, s.phase, f"{p.name}: {words} (minimum {lo} D)",
                        {"horses": bet_options(s, seat, which), "min_stake": lo,
                         "max_stake": hi, "step": step, "which": which},
                        can_pass=which == "second")
    if s.phase == PHASE_FIX:
        return Decision(seat, s.phase, f"{p.name}: play an action card face down on a lane",
                        {"cards": list(p.hand), "horses": list(s.colours)})
    if s.phase == PHASE_PHOTO:
        group = s.race.pending[0]  # type: ignore[union-attr]
        return Decision(seat, s.phase,
                        f"{p.name}: photo finish between {', '.join(group)} at equal odds: "
                        "choose the horse placed next",
                        {"horses": list(group)})
    raise AssertionError(f"no decision in phase {s.phase}")


def legal_actions(s: GameState) -> list[Action]:
    """Lists every legal action of the seat to move (stakes expanded in 100 D steps)."""
    d = decision(s)
    if d is None:
        return []
    out: list[Action] = []
    if d.kind in (PHASE_FIRST_BET, PHASE_SECOND_BET):
        o = d.options
        for horse, kinds in o["horses"].items():
            for kind in kinds:
                for stake in range(o["min_stake"], o["max_stake"] + 1, o["step"]):
                    out.append(Action(BET, horse=horse, kind=kind, stake=stake))
    elif d.kind == PHASE_FIX:
        for card in sorted(set(d.options["cards"])):
            for horse in d.options["horses"]:
                out.append(Action(PLAY_CARD, card=card, horse=horse))
    elif d.kind == PHASE_PHOTO:
        out = [Action(PHOTO_PICK, horse=h) for h in d.options["horses"]]
    if d.can_pass:
        out.append(Action(PASS))
    return out


def check_action(s: GameState, action: Action) -> None:
    """Raises IllegalAction (naming the rule) unless the action is legal now."""
    d = decision(s)
    if d is None:
        raise IllegalAction("End of the Game", "the game is over")
    t = action.type
    if t == PASS:
        if not d.can_pass:
            raise IllegalAction(_RULE[d.kind], f"{s.players[d.seat].name} may not pass now")
        return
    if d.kind in (PHASE_FIRST_BET, PHASE_SECOND_BET):
        if t != BET:
            raise IllegalAction("Betting Phase", f"expected a bet, not {t}")
        o = d.options
        if action.horse not in s.colours:
            raise IllegalAction("Betting Phase", f"there is no horse {action.horse!r}")
        if s.bet_tokens[action.horse] <= 0:
            raise IllegalAction("Bet Tokens Table",
                                f"no {action.horse} bet token is left in the reserve")
        if action.kind not in BET_KINDS:
            raise IllegalAction("Bet to Win & Bet to Show", f"a bet is win or show, not "
                                f"{action.kind!r}")
        if action.kind not in o["horses"].get(action.horse, []):
            raise IllegalAction("Second Bets", "a second bet on the same horse must be the "
                                "other kind of bet (win/show)")
        if action.stake % o["step"]:
            raise IllegalAction("Betting", f"stake {action.stake} D is not a multiple of "
                                f"{o['step']} D")
        if action.stake < o["min_stake"]:
            raise IllegalAction("The Minimum Bet", f"stake {action.stake} D is below the "
                                f"minimum bet of {o['min_stake']} D")
        if action.stake > s.players[d.seat].danari:
            raise IllegalAction("Betting", f"stake {action.stake} D is more than the "
                                f"{s.players[d.seat].danari} D the player has")
        return
    if d.kind == PHASE_FIX:
        if t != PLAY_CARD:
            raise IllegalAction("Fixing the Race", f"expected an action card, not {t}")
        if action.card not in d.options["cards"]:
            raise IllegalAction("Fixing the Race", f"card {action.card} is not in "
                                f"{s.players[d.seat].name}'s hand")
        if action.horse not in s.colours:
            raise IllegalAction("Fixing the Race", f"there is no lane {action.horse!r}")
        return
    if d.kind == PHASE_PHOTO:
        if t != PHOTO_PICK or action.horse not in d.options["horses"]:
            raise IllegalAction("Photo Finish", "choose one of the tied horses: "
                                + ", ".join(d.options["horses"]))
        return
    raise IllegalAction("Game Play", f"{t} is not possible now")


_RULE = {PHASE_FIRST_BET: "First Bets", PHASE_SECOND_BET: "Second Bets",
         PHASE_FIX: "Fixing the Race", PHASE_PHOTO: "Photo Finish"}


def apply_action(s: GameState, action: Action) -> list[Event]:
    """Applies a legal action of the seat to move and advances to the next decision."""
    check_action(s, action)
    events: list[Event] = []
    seat = current_player(s)
    if s.phase in (PHASE_FIRST_BET, PHASE_SECOND_BET):
        which = "first" if s.phase == PHASE_FIRST_BET else "second"
        if action.type == PASS:
            emit(s, events, "bet_pass", round=s.round, seat=seat, which=which,
                 reason="declined")
        else:
            _place_bet(s, events, seat, action, which)
        s.queue.pop(0)
    elif s.phase == PHASE_FIX:
        p = s.players[seat]
        p.hand.remove(action.card)  # type: ignore[arg-type]
        s.lanes[action.horse].append(PlayedCard(seat, action.card))  # type: ignore[index,arg-type]
        emit(s, events, "action_played", round=s.round, seat=seat, horse=action.horse,
             card=action.card)
        s.queue.pop(0)
        if p.hand:
            s.queue.append(seat)
    elif s.phase == PHASE_PHOTO:
        emit(s, events, "photo_finish_choice", round=s.round, seat=seat, horse=action.horse)
        _place_pending_choice(s, events, action.horse)  # type: ignore[arg-type]
    _advance(s, events)
    return events


def _place_bet(s: GameState, events: list[Event], seat: int, a: Action, which: str) -> None:
    p = s.players[seat]
    p.danari -= a.stake
    s.bet_tokens[a.horse] -= 1  # type: ignore[index]
    s.bets.append(Bet(seat, a.horse, a.kind, a.stake, which))  # type: ignore[arg-type]
    emit(s, events, "bet", round=s.round, seat=seat, horse=a.horse, kind=a.kind,
         stake=a.stake, which=which, danari_after=p.danari)


# ---- the automatic flow ----------------------------------------------------------------

def _advance(s: GameState, events: list[Event]) -> None:
    """Runs everything that needs no decision, up to the next decision or the game's end."""
    while True:
        if s.phase == PHASE_OVER:
            return
        if s.phase == PHASE_FIRST_BET:
            if _settle_first_bets(s, events):
                return
            if len(s.active_seats()) < 2:
                _end_game(s, events)
                return
            _start_fixing(s, events)
        elif s.phase == PHASE_FIX:
            if s.queue:
                return
            _start_second_bets(s, events)
        elif s.phase == PHASE_SECOND_BET:
            if _settle_second_bets(s, events):
                return
            _reveal(s, events)
            _start_race(s, events)
        elif s.phase == PHASE_PHOTO:
            if not _run_race(s, events):
                return
            _after_race(s, events)


def _can_cover(s: GameState, seat: int) -> bool:
    return s.players[seat].danari >= s.min_stake(seat)


def _settle_first_bets(s: GameState, events: list[Event]) -> bool:
    """Handles seats with no real choice; True when a seat must decide a first bet."""
    while s.queue:
        seat = s.queue[0]
        if s.players[seat].eliminated:
            s.queue.pop(0)
            continue
        if not _can_cover(s, seat):
            penalty(s, events, seat, "minimum_bet")
            s.queue.pop(0)
            continue
        if not bet_options(s, seat, "first"):
            emit(s, events, "bet_pass", round=s.round, seat=seat, which="first",
                 reason="no_tokens")
            s.queue.pop(0)
            continue
        return True
    return False


def _settle_second_bets(s: GameState, events: list[Event]) -> bool:
    """Skips seats that cannot bet; True when a seat must decide a second bet."""
    while s.queue:
        seat = s.queue[0]
        if s.players[seat].eliminated:
            s.queue.pop(0)
            continue
        reason = None
        if not _can_cover(s, seat):
            reason = "cannot_cover"
        elif not bet_options(s, seat, "second"):
            reason = "no_tokens"
        if reason is None:
            return True
        emit(s, events, "bet_pass", round=s.round, seat=seat, which="second", reason=reason)
        s.queue.pop(0)
    return False


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
    if seat in s.queue:
        s.queue = [q for q in s.queue if q != seat]
    emit(s, events, "eliminated", round=s.round, seat=seat, reason=reason)


def _start_fixing(s: GameState, events: list[Event]) -> None:
    s.phase = PHASE_FIX
    s.queue = [seat for seat in s.clockwise_from(s.first_player) if s.players[seat].hand]
    emit(s, events, "fixing_start", round=s.round)


def _start_second_bets(s: GameState, events: list[Event]) -> None:
    s.phase = PHASE_SECOND_BET
    order = s.clockwise_from(s.first_player)
    # Counter-clockwise from the player to the first player's right; first player last.
    s.queue = list(reversed(order[1:])) + order[:1]
    emit(s, events, "second_bets_start", round=s.round)


# ---- the reveal ------------------------------------------------------------------------

def _reveal(s: GameState, events: list[Event]) -> None:
    """Turns the action cards face up: discards, letter pairs, then odds changes."""
    data = s.data
    emit(s, events, "reveal", round=s.round,
         lanes={c: [{"seat": pc.seat, "card": pc.card} for pc in s.lanes[c]]
                for c in s.colours})
    for colour in s.colours:
        cards = s.lanes[colour]
        # Friz Finden / Rochelle Recherche discard every red / green card on their horse.
        discard_kinds = {e.value for pc in cards for e in data.action(pc.card).effects
                         if e.trigger == "reveal" and e.op == "discard"}
        gone: list[tuple[PlayedCard, str]] = []
        for target in sorted(discard_kinds):  # type: ignore[type-var]
            by = next(data.action(pc.card).name for pc in cards
                      if any(e.trigger == "reveal" and e.op == "discard" and e.value == target
                             for e in data.action(pc.card).effects))
            for pc in cards:
                if data.action(pc.card).kind == target:
                    gone.append((pc, by))
        left = [pc for pc in cards if all(pc is not g[0] for g in gone)]
        # A positive and a negative card with the same letter cancel each other.
        by_letter: dict[str, list[PlayedCard]] = {}
        for pc in left:
            letter = data.action(pc.card).letter
            if letter:
                by_letter.setdefault(letter, []).append(pc)
        for letter, group in by_letter.items():
            pos = [pc for pc in group if data.action(pc.card).kind == "positive"]
            neg = [pc for pc in group if data.action(pc.card).kind == "negative"]
            for a, b in zip(pos, neg):
                gone.append((a, f"letter {letter}: cancelled by {data.action(b.card).name}"))
                gone.append((b, f"letter {letter}: cancelled by {data.action(a.card).name}"))
        for pc, reason in gone:
            cards.remove(pc)
            s.discarded[colour].append(pc)
            emit(s, events, "action_discarded", round=s.round, horse=colour, card=pc.card,
                 seat=pc.seat, reason=reason)
    # Odds changes apply lane by lane, in play order on each lane.
    for colour in s.colours:
        for pc in s.lanes[colour]:
            for e in data.action(pc.card).effects:
                if e.trigger == "reveal" and e.op == "odds":
                    move_odds(s, events, colour, int(e.value), cause=pc.card)  # type: ignore[arg-type]


def move_odds(s: GameState, events: list[Event], colour: str, rows: int, cause: Any) -> None:
    """Moves a stable token ``rows`` rows (negative = towards 1:2), stopping at the ends."""
    values = s.data.odds_values
    old = s.odds[colour]
    i = min(max(values.index(old) + rows, 0), len(values) - 1)
    s.odds[colour] = values[i]
    emit(s, events, "odds_change", round=s.round, horse=colour, rows=rows,
         **{"from": old, "to": values[i]}, cause=cause)


# ---- the race --------------------------------------------------------------------------

def horse_mods(s: GameState) -> dict[str, race_rules.HorseMods]:
    """Returns the combined card effects in force on each horse for this race."""
    data = s.data
    out = {}
    for colour in s.colours:
        effects = [(pc.card, e) for pc in s.lanes[colour] for e in data.action(pc.card).effects]
        out[colour] = race_rules.build_mods(effects)
    return out


def _start_race(s: GameState, events: list[Event]) -> None:
    s.race_odds = dict(s.odds)
    s.race = RaceProgress(positions={c: 0 for c in s.colours})
    emit(s, events, "race_start", round=s.round, odds=dict(s.race_odds))
    if _run_race(s, events):
        _after_race(s, events)


def _draw_movement(s: GameState, events: list[Event]) -> int:
    if not s.movement_deck:
        # Ruling: an exhausted movement deck is reshuffled from the cards turned so far.
        s.movement_deck = s.movement_used
        s.movement_used = []
        s.rng.shuffle(s.movement_deck)
        emit(s, events, "movement_reshuffle", round=s.round)
    card = s.movement_deck.pop()
    s.movement_used.append(card)
    return card


def _roll_dice(s: GameState) -> list[str]:
    if s.dice_queue:
        return list(s.dice_queue.pop(0))
    return [die.faces[s.rng.randrange(len(die.faces))] for die in s.data.track.dice]


def _run_race(s: GameState, events: list[Event]) -> bool:
    """Runs race units until the race ends (True) or a photo-finish choice is needed."""
    r = s.race
    assert r is not None
    finish = s.data.track.finish_line
    mods = horse_mods(s)
    n_horses = len(s.colours)
    while True:
        if r.pending:
            if not _place_pending(s, events):
                s.phase = PHASE_PHOTO
                return False
            continue
        if len(r.ranked) == n_horses:
            return True
        r.unit += 1
        running = [c for c in s.colours if c not in r.ranked]
        card_no = _draw_movement(s, events)
        card = s.data.movement_card(card_no)
        firsts, lasts = race_rules.first_and_last(r.positions, running)
        moves = {}
        for c in running:
            base = card.values[s.odds_row(c, s.race_odds)]
            m = race_rules.card_move(base, r.positions[c], r.unit, mods[c],
                                     c in firsts, c in lasts, finish)
            moves[c] = m
        for c, m in moves.items():
            r.positions[c] += m
        emit(s, events, "movement", round=s.round, unit=r.unit, card=card_no,
             values=list(card.values), moves=moves, positions=dict(r.positions))
        dice = _roll_dice(s)
        smoves = {}
        for c in s.colours:
            if c in dice and c not in r.ranked:
                smoves[c] = race_rules.sprint_length(mods[c])
                r.positions[c] += smoves[c]
        emit(s, events, "sprint", round=s.round, unit=r.unit, dice=dice, moves=smoves,
             positions=dict(r.positions))
        finishers = [c for c in running if r.positions[c] >= finish]
        if finishers:
            groups = race_rules.finish_order(finishers, r.positions, s.race_odds, mods, finish)
            r.pending = groups
            r.pending_unit = r.unit
            r.pending_placed = []
            r.pending_finishers = finishers
            r.pending_photo = len({r.positions[c] for c in finishers}) < len(finishers)
            level_groups = {}
            for c in finishers:
                level_groups.setdefault(r.positions[c], []).append(c)
            for sq, horses in sorted(level_groups.items(), reverse=True):
                if len(horses) > 1:
                    reason = _photo_reason_words(horses, mods, s.race_odds)
                    emit(s, events, "photo_finish", round=s.round, unit=r.unit,
                         horses=sorted(horses, key=s.colours.index), beyond=sq - finish,
                         reason=reason)


def _photo_reason_words(horses: list[str], mods: dict[str, race_rules.HorseMods],
                        odds: dict[str, int]) -> str:
    """Says how a tie on squares is broken: a card, the odds, or the first player."""
    if any(mods[h].photo for h in horses):
        return "card"
    if len({odds[h] for h in horses}) < len(horses):
        return "choice" if len({odds[h] for h in horses}) == 1 else "odds_and_choice"
    return "odds"


def _place_pending(s: GameState, events: list[Event]) -> bool:
    """Moves this unit's finishers to the ranking until a group needs a choice."""
    r = s.race
    assert r is not None
    while r.pending:
        group = r.pending[0]
        if len(group) > 1:
            return False
        r.pending.pop(0)
        r.ranked.append(group[0])
        r.pending_placed.append(group[0])
    emit(s, events, "ranked", round=s.round, unit=r.pending_unit, horses=list(r.pending_placed),
         photo_finish=r.pending_photo, places=[r.ranked.index(h) + 1 for h in r.pending_placed])
    r.pending_placed = []
    return True


def _place_pending_choice(s: GameState, events: list[Event], horse: str) -> None:
    r = s.race
    assert r is not None
    group = r.pending[0]
    group.remove(horse)
    r.ranked.append(horse)
    r.pending_placed.append(horse)
    if len(group) == 1:
        r.pending[0] = group
    s.phase = PHASE_PHOTO  # _advance continues the race


def _photo_chooser(s: GameState) -> int:
    """The first player breaks ties of equal odds (the next seat still in, if they are out)."""
    return s.clockwise_from(s.first_player)[0]


# ---- after the race --------------------------------------------------------------------

def _after_race(s: GameState, events: list[Event]) -> None:
    r = s.race
    assert r is not None
    s.last_ranking = list(r.ranked)
    emit(s, events, "ranking", round=s.round, order=list(r.ranked))
    _payoffs(s, events)
    _odds_update(s, events)
    _end_round(s, events)


def _payoffs(s: GameState, events: list[Event]) -> None:
    """Pays the bets clockwise from the first player, then the stable prizes."""
    rules = s.data.rules
    ranking = s.last_ranking
    for seat in s.clockwise_from(s.first_player):
        for b in [b for b in s.bets if b.seat == seat]:
            place = ranking.index(b.horse) + 1
            if b.kind == WIN and place == 1:
                pay(s, events, seat, b.stake * s.race_odds[b.horse], rules.win_vp,
                    "win_bet", horse=b.horse, kind=b.kind, stake=b.stake)
            elif b.kind == SHOW and place <= rules.show_places:
                pay(s, events, seat, b.stake * rules.show_multiplier, rules.show_vp,
                    "show_bet", horse=b.horse, kind=b.kind, stake=b.stake)
            else:
                emit(s, events, "bet_lost", round=s.round, seat=seat, horse=b.horse,
                     kind=b.kind, stake=b.stake, place=place)
    for place, (colour, prize) in enumerate(zip(ranking, s.data.prizes), start=1):
        owner = s.owner_of(colour)
        if owner is not None and not s.players[owner].eliminated:
            pay(s, events, owner, prize, 0, "stable_prize", horse=colour, place=place)


def pay(s: GameState, events: list[Event], seat: int, danari: int, vp: int, reason: str,
        **extra: Any) -> None:
    """The bank pays a seat Danari and VP tokens (the bank is unlimited)."""
    p = s.players[seat]
    p.danari += danari
    p.vp_tokens += vp
    emit(s, events, "payout", round=s.round, seat=seat, danari=danari, vp=vp, reason=reason,
         danari_after=p.danari, vp_after=s.vp(seat), **extra)


def _odds_update(s: GameState, events: list[Event]) -> None:
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
    emit(s, events, "odds_update", round=s.round, odds=dict(s.odds), changes=changes)


def _end_round(s: GameState, events: list[Event]) -> None:
    """Cards back into their decks, reshuffled; the first player card passes clockwise."""
    for colour in s.colours:
        s.action_deck.extend(pc.card for pc in s.lanes[colour])
        s.action_deck.extend(pc.card for pc in s.discarded[colour])
        s.lanes[colour] = []
        s.discarded[colour] = []
    for p in s.players:
        s.action_deck.extend(p.hand)
        p.hand.clear()
    s.movement_deck.extend(s.movement_used)
    s.movement_used = []
    s.rng.shuffle(s.movement_deck)
    emit(s, events, "round_end", round=s.round)
    if s.round >= s.rounds or len(s.active_seats()) < 2:
        _end_game(s, events)
        return
    s.first_player = s.clockwise_from((s.first_player + 1) % len(s.players))[0]
    _start_round(s, events)


# ---- the end ---------------------------------------------------------------------------

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
        emit(s, events, "tie_break", seats=list(group), rolls=rolls,
             table={seat: s.data.track.tie_breaker.get(c, "") for seat, c in rolls.items()})
        by_value: dict[int, list[int]] = {}
        for seat, c in rolls.items():
            by_value.setdefault(colours.index(c), []).append(seat)
        groups = [by_value[v] for v in sorted(by_value, reverse=True)] + groups
    return order


def _end_game(s: GameState, events: list[Event]) -> None:
    """Ranks the players: most VP, then most Danari (Family Game), then a die roll."""
    s.phase = PHASE_OVER
    s.queue = []
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

"""The engine: whose decision it is, applying an action and running on to the next
decision (reveals, the race end, ranking, scoring, the next race, the game's end)."""
from __future__ import annotations

from typing import Any

from .components import TGData
from .errors import TicketGagnantError
from .events import emit
from .finish import ended_at_finish, rank
from .movement import has_play, move, play_problem, refuse
from .predict import next_to_predict, predict, reveal
from .scoring import new_total, score_ticket
from .setup import open_race, start_race
from .state import DISCARD, OVER, PLAY, PREDICT, RACE_SETUP, State

Events = list[dict[str, Any]]


def check_turn(s: State, seat: int, phase: str) -> None:
    if s.phase == OVER:
        raise TicketGagnantError("game_over")
    if s.phase != phase:
        raise TicketGagnantError("wrong_phase", phase=s.phase, wanted=phase)
    if seat != s.turn:
        raise TicketGagnantError("not_your_turn", seat=seat, turn=s.turn)


def do_setup(data: TGData, s: State, seat: int, hand: int, discipline: str,
             visibility: str) -> Events:
    check_turn(s, seat, RACE_SETUP)
    events: Events = []
    start_race(data, s, hand, discipline, visibility, events)
    return events


def do_predict(data: TGData, s: State, seat: int, slots: list[int | None]) -> Events:
    check_turn(s, seat, PREDICT)
    events: Events = []
    predict(data, s, seat, slots, events)
    nxt = next_to_predict(s)
    if nxt is not None:
        s.turn = nxt
        return events
    if s.visibility == "visible":
        reveal(s, events)
    s.turn = s.first
    start_turn(data, s, events)
    return events


def check_play(data: TGData, s: State, seat: int, card: int, horse: int,
               dst: tuple[int, int], push: tuple[int, int] | None) -> None:
    check_turn(s, seat, PLAY)
    if card not in s.hands[seat]:
        raise TicketGagnantError("card_not_in_hand", card=card)
    if horse not in data.colours:
        raise TicketGagnantError("wrong_horse", card=card, horse=horse)
    refuse(play_problem(data, data.maps[s.discipline], s.positions, data.cards[card], horse,
                        dst, push))


def do_play(data: TGData, s: State, seat: int, card: int, horse: int,
            dst: tuple[int, int], push: tuple[int, int] | None) -> Events:
    check_play(data, s, seat, card, horse, dst, push)
    events: Events = []
    src = list(s.positions[horse])
    pushed = move(s.positions, horse, dst, push)
    s.hands[seat].remove(card)
    s.played.append(card)
    c = data.cards[card]
    emit(s, events, "card_played", seat=seat, card=card, kind=c.kind, value=c.value,
         horse=horse, **{"from": src}, to=list(dst), push=pushed)
    end_turn(data, s, events)
    return events


def check_discard(data: TGData, s: State, seat: int, card: int) -> None:
    check_turn(s, seat, DISCARD)
    if card not in s.hands[seat]:
        raise TicketGagnantError("card_not_in_hand", card=card)


def do_discard(data: TGData, s: State, seat: int, card: int) -> Events:
    check_discard(data, s, seat, card)
    events: Events = []
    s.hands[seat].remove(card)
    s.played.append(card)
    emit(s, events, "card_discarded", seat=seat, card=card, reason="no_legal_play")
    end_turn(data, s, events)
    return events


def start_turn(data: TGData, s: State, events: Events) -> None:
    """The seat to play plays a card, or discards one if none can be played."""
    if not s.hands[s.turn]:
        end_race(data, s, events, "hands_spent", 0)
        return
    dead = not has_play(data, data.maps[s.discipline], s.positions, s.hands[s.turn])
    s.phase = DISCARD if dead else PLAY


def end_turn(data: TGData, s: State, events: Events) -> None:
    horse = ended_at_finish(data, s)
    if horse:
        end_race(data, s, events, "finish", horse)
        return
    s.turn = (s.turn + 1) % s.players
    start_turn(data, s, events)


def end_race(data: TGData, s: State, events: Events, why: str, horse: int) -> None:
    """Ranking and scoring; the next race, or the game's end."""
    emit(s, events, "race_end", race=s.race, reason=why, horse=horse or None,
         cards_left=[len(h) for h in s.hands])
    order, out = rank(data, s, events)
    reveal(s, events)
    for seat in range(s.players):
        slots = s.predictions[seat] or []
        lines, bonus, kind = score_ticket(data, slots, order, out)
        before = s.scores[seat]
        s.scores[seat] = new_total(data, before, lines, bonus)
        s.exact[seat] += sum(1 for line in lines if line["result"] == "exact")
        emit(s, events, "race_score", race=s.race, seat=seat, lines=lines, bonus=bonus,
             bonus_kind=kind, previous=before, total=s.scores[seat],
             floored=s.scores[seat] != before + sum(x["points"] for x in lines) + bonus)
    s.totals.append(list(s.scores))
    # Every card back to the deck: the next race reshuffles the whole deck.
    s.deck = s.deck + s.played + [c for h in s.hands for c in h]
    s.played, s.hands = [], [[] for _ in range(s.players)]
    if s.race >= s.races:
        end_game(s, events)
        return
    s.race += 1
    s.first = (s.first + 1) % s.players
    emit(s, events, "first_player", seat=s.first, race=s.race)
    open_race(s)


def end_game(s: State, events: Events) -> None:
    """Most points; ties to the most exact predictions; then shared (house ruling)."""
    s.phase = OVER
    key = [(s.scores[i], s.exact[i]) for i in range(s.players)]
    s.places = [1 + sum(1 for k in key if k > key[i]) for i in range(s.players)]
    emit(s, events, "game_end", scores=list(s.scores), exact=list(s.exact),
         places=list(s.places), winners=[i for i in range(s.players) if s.places[i] == 1],
         standings=final_standings(s))


def final_standings(s: State) -> list[dict[str, Any]]:
    """The final standings, best first, as ``game_end`` and the game contract give them:
    ``{seat, name, place, points, exact}`` (``end_game`` placed them)."""
    order = sorted(range(s.players), key=lambda i: (s.places[i], i))
    return [{"seat": i, "name": s.names[i], "place": s.places[i], "points": s.scores[i],
             "exact": s.exact[i]} for i in order]

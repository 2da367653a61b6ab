"""The end of the game (rulebook: "End of the Game", "Tiebreaker table").

Most VP wins, then most Danari (Family Game), then sprint-die rolls; eliminated players
rank last, the last one out first. The variant's final stage (Board Game: loans, then
Goals) comes before the ranking.
"""
from __future__ import annotations

from typing import Any

from ..machine import Event, emit, variant_of
from ..state import FAMILY, PHASE_OVER, GameState


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


def end_game(s: GameState, events: list[Event]) -> None:
    """Ranks the players: most VP, then most Danari (Family Game), then a die roll."""
    s.phase = PHASE_OVER
    s.queue = []
    s.steps = []
    # A game that ends before its round's end (everyone else out at the first bets) still
    # gives the round's cards back to their owners (Board Game: the Horse card lineup,
    # before the Goals count them). After a normal round end this finds nothing.
    variant = variant_of(s)
    give_back = variant.game_end_returns
    if give_back is not None:
        give_back(s, events)
    final = variant.final_stage
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
    emit(s, events, "game_end", winner=s.winner, standings=final_standings(s))


def final_standings(s: GameState) -> list[dict[str, Any]]:
    """The final standings, best first, as ``game_end`` and the game contract give them:
    ``{seat, name, place, vp, danari, eliminated}``. The winner (the tie-break roll's,
    kept in ``s.winner``) is first; then most VP (Family Game: then most Danari), level
    seats sharing a place (the roll decided the winner, no other place); eliminated
    players last, the latest out first."""
    use_danari = s.variant == FAMILY

    def key(seat: int) -> tuple[int, int]:
        return (s.vp(seat), s.players[seat].danari if use_danari else 0)

    active = sorted(s.active_seats(),
                    key=lambda seat: (seat != s.winner, [-k for k in key(seat)]))
    out = sorted((p for p in s.players if p.eliminated), key=lambda p: -p.eliminated_order)
    order = active + [p.seat for p in out]
    rows: list[dict[str, Any]] = []
    for i, seat in enumerate(order):
        tied = (0 < i < len(active) and order[i - 1] != s.winner
                and key(order[i - 1]) == key(seat))
        p = s.players[seat]
        rows.append({"seat": seat, "name": p.name, "place": rows[-1]["place"] if tied else i + 1,
                     "vp": s.vp(seat), "danari": p.danari, "eliminated": p.eliminated})
    return rows

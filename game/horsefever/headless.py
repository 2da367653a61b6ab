"""What Horse Fever says of a game outside the table: its headless result line and its
save's Resume line (``GameInfo.result_line`` and ``GameInfo.save_meta``)."""
from __future__ import annotations

from typing import Any

from ..services.i18n import _
from .game import HorseFeverGame


def result_line(game: HorseFeverGame) -> str:
    """One line: the seed, the winner, and each seat's VP and Danari."""
    s = game.engine.state
    # The words in the command line's language (game.services.i18n); the numbers and the seats'
    # "seat:character" stay as they are, so two runs of one seed compare line for line.
    parts = []
    for p in s.players:
        pattern = (_("{seat}:{character} {vp}VP {danari}D out") if p.eliminated else
                   _("{seat}:{character} {vp}VP {danari}D"))
        parts.append(pattern.format(seat=p.seat, character=p.character, vp=s.vp(p.seat),
                                    danari=p.danari))
    variant = _("family") if s.variant == "family" else _("board")
    return _("seed {seed} {variant}: winner seat {winner} ({name})").format(
        seed=s.seed, variant=variant, winner=s.winner, name=s.players[s.winner].name) \
        + " | " + " | ".join(parts)


def save_meta(game: HorseFeverGame) -> dict[str, Any]:
    """The variant, star cards and round of a save (the Resume line: "Family Game, round 3
    of 6")."""
    s = game.engine.state
    return {"variant": s.variant, "stars": s.stars, "round": s.round, "rounds": s.rounds}

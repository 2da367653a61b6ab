"""The hint's secrecy check, shared by every game's hint test (``game/ui/generic/hint.py``).

A game is played by its bots to a few decisions; at each, the deciding seat is made a
person at the shell's table (``ContractSession``) and asks for a hint the way the Hint
button does (``HintAsker``). Then what that seat cannot see is dealt anew in the game's own
state (the game's ``redeal``: other seats' hands, the decks' order, face-down cards; the
seed and the generator always), the state is loaded back, and the check makes sure the
seat's ``view`` is unchanged while the hidden state is not; asked again on that game,
the hint's sentence must be the same. A bot's seat gets no hint.
"""
from __future__ import annotations

import random
from typing import Any, Callable

from game.core.registry import get_game
from game.ui.generic.hint import HintAsker
from game.ui.generic.session import ContractSession
from game.ui.plugin import presentation

Redeal = Callable[[dict[str, Any], int, random.Random], dict[str, Any]]


def table(game: str, g: Any, seat: int, seed: int, options: dict[str, Any],
          n: int, update: bool = True) -> ContractSession:
    """The shell's session of ``g`` (its state as it stands) with ``seat`` a person and
    every other seat a hard bot, caught up, the person's turn on screen."""
    pres = presentation(game)
    info = get_game(game)
    kinds = ["human" if i == seat else "hard" for i in range(n)]
    bots = [None if k == "human" else info.make_bot(k, seed, i) for i, k in enumerate(kinds)]
    names = [f"Seat {i + 1}" for i in range(n)]
    s = ContractSession(pres, g, [], names, kinds, bots, seed, options, speed="instant",
                        anim_speed="instant")
    if update:
        s.update(0.0)
    return s


def ask(s: ContractSession) -> str:
    """The hint as the button gets it: asked, worked out on its thread, read."""
    asker = HintAsker(s)
    assert asker.ask() == ""
    asker.wait(30.0)
    text = asker.shown()
    assert text, "no hint came"
    return text


def check_hints(game: str, redeal: Redeal, *, options: dict[str, Any] | None = None,
                seed: int = 3, stops: int = 5, every: int = 7, limit: int = 400,
                others_see: bool = True, play_with: str = "normal") -> list[str]:
    """Plays ``game`` with ``play_with`` bots and checks the hint at ``stops`` decisions, one every
    ``every`` actions; returns the hints (their words are checked by the caller).
    ``others_see``: at one stop at least, the re-deal changed another seat's view (False
    where the stops come before anybody holds a card: only decks and the seed change)."""
    info = get_game(game)
    options = info.setup(dict(options or {}))
    n = options.get("players", 2)
    g, _events = info.new_game(options, seed, [f"Seat {i + 1}" for i in range(n)])
    bots = [info.make_bot(play_with, seed, i) for i in range(n)]
    rng = random.Random(seed)
    hints: list[str] = []
    hidden_changed = 0
    for step in range(limit):
        d = g.decision()
        if d is None or len(hints) >= stops:
            break
        if step % every == every - 1:
            seat = d.seat
            first = ask(table(game, g.copy(), seat, seed, options, n))
            state = redeal(g.to_json(), seat, rng)
            other_seed = seed + 1000 + step
            fresh = info.new_game(options, other_seed, [f"Seat {i + 1}" for i in range(n)])[0]
            state["seed"], state["rng"] = other_seed, fresh.to_json()["rng"]
            g2 = info.load(state)
            assert g2.view(seat) == g.view(seat), f"{game}: the re-deal changed seat {seat}'s view"
            assert g2.to_json() != g.to_json()
            hidden_changed += any(g2.view(o) != g.view(o) for o in range(n) if o != seat)
            second = ask(table(game, g2, seat, other_seed, options, n))
            assert second == first, f"{game}: the hint changed with what seat {seat} cannot see"
            # The same view again: the same hint (a random bot is seeded from the view).
            assert ask(table(game, g.copy(), seat, seed + 7, options, n)) == first
            hints.append(first)
        g.apply(bots[d.seat].choose(g.view(d.seat)))
    assert len(hints) == stops, f"{game}: only {len(hints)} hints checked"
    assert hidden_changed or not others_see, f"{game}: the re-deals changed no seat's view"
    return hints


def check_bot_refused(game: str, options: dict[str, Any] | None = None) -> None:
    """At a bot's decision the Hint button is off and asking says why."""
    info = get_game(game)
    options = info.setup(dict(options or {}))
    n = options.get("players", 2)
    g, _events = info.new_game(options, 1, [f"Seat {i + 1}" for i in range(n)])
    seat = g.decision().seat
    # The seat deciding is a bot (not moved on: its move would come before the ask).
    s = table(game, g, (seat + 1) % n, 1, options, n, update=False)
    assert s.decision().seat in s.bots
    asker = HintAsker(s)
    assert not asker.available()
    assert "bot" in asker.ask()
    assert asker.shown() is None


def shuffle_together(lists: list[list[Any]], rng: random.Random) -> list[list[Any]]:
    """The items of ``lists`` shuffled and dealt back in the same sizes."""
    pool = [x for lst in lists for x in lst]
    rng.shuffle(pool)
    out, k = [], 0
    for lst in lists:
        out.append(pool[k:k + len(lst)])
        k += len(lst)
    return out

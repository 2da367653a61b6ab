"""The export's readable summary of a Horse Fever game, in the language chosen at export.

``summary_text(events, data)`` tells the whole game from its event log: the players, each
round's odds, bets (secret cards included: the export is the whole record), the race
results, payoffs and the final standings. Every word goes through the catalogs
(``game.services.i18n``) and every amount through ``game.services.numbers`` ("1,000 D" / "1.000 D"), so the
file reads in the language the player has when they press Export; the events themselves
stay language-neutral. The Board Game's purchases, loans, auctions and Goals are said as
the table's log says them (``LogWords.board_line``).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ..services.bot_words import level_name
from ..core.envelope import upgrade_log
from ..services.i18n import _, ngettext, pgettext
from .log_words import LogWords, card_name as log_card_name, horse, money, ordinal
from .rules.data import GameData
from .story import game_history

Event = dict[str, Any]


def _bet_line(who: str, ev: Event) -> str:
    """ "Ada bets 400 D on 4 Red to Win (first bet)": one message per kind and bet."""
    first, win = ev.get("which") == "first", ev.get("kind") == "win"
    pattern = ((_("{name} bets {stake} on {horse} to Win (first bet)") if first else
                _("{name} bets {stake} on {horse} to Win (second bet)")) if win else
               (_("{name} bets {stake} on {horse} to Show (first bet)") if first else
                _("{name} bets {stake} on {horse} to Show (second bet)")))
    return pattern.format(name=who, stake=money(ev["stake"]), horse=horse(ev["horse"]))


def _pass_line(who: str, ev: Event) -> str:
    r, first = ev.get("reason"), ev.get("which") == "first"
    if r == "no_tokens":
        pattern = (_("{name} cannot bet (no bet tokens left) (first bet)") if first else
                   _("{name} cannot bet (no bet tokens left) (second bet)"))
    elif r == "cannot_cover":
        pattern = (_("{name} cannot cover the minimum bet (first bet)") if first else
                   _("{name} cannot cover the minimum bet (second bet)"))
    else:
        pattern = _("{name} passes (first bet)") if first else _("{name} passes (second bet)")
    return pattern.format(name=who)


def _payout_line(who: str, ev: Event, words: LogWords | None) -> str:
    r = ev.get("reason")
    if r not in ("win_bet", "show_bet", "stable_prize") and words is not None:
        return words.payout_words(ev)
    won = (_("{danari} and {vp} VP").format(danari=money(ev.get("danari", 0)), vp=ev["vp"])
           if ev.get("vp") else money(ev.get("danari", 0)))
    if r == "win_bet":
        what = _("win bet on {horse}").format(horse=horse(ev.get("horse", "")))
    elif r == "show_bet":
        what = _("show bet on {horse}").format(horse=horse(ev.get("horse", "")))
    elif r == "stable_prize":
        what = _("stable prize, {horse} {place}").format(horse=horse(ev.get("horse", "")),
                                                         place=ordinal(ev.get("place", 0)))
    else:
        what = str(r)
    return _("{name} wins {what} ({why})").format(name=who, what=won, why=what)


def summary_text(events: Sequence[Event], data: GameData | None = None) -> str:
    """A readable account of the game: who bet what, race results, payoffs, standings."""
    events = upgrade_log(events)  # (a log of before the envelope reads the same)
    names: dict[int, str] = {}
    lines: list[str] = []
    card_name: Callable[[int], str] = ((lambda n: data.action(n).name) if data is not None
                                       else (lambda n: _("an action card")))
    # The Board Game's purchases, loans, auctions, Goals and other money: said as the table's
    # log says them (the full events: the export is the whole record, secrets included).
    words: LogWords | None = None

    def who(seat: Any) -> str:
        return names.get(seat, _("seat {seat}").format(seat=seat))

    for ev in events:
        e = ev.get("type")
        if e == "game_start":
            n = ev.get("rounds", 0)
            pattern = (ngettext("Horse Fever - Family Game, seed {seed}, {n} round",
                                "Horse Fever - Family Game, seed {seed}, {n} rounds", n)
                       if ev.get("variant") == "family" else
                       ngettext("Horse Fever - Board Game, seed {seed}, {n} round",
                                "Horse Fever - Board Game, seed {seed}, {n} rounds", n))
            lines.append(pattern.format(seed=ev.get("seed"), n=n))
            lines.append(_("Players:"))
            for p in ev.get("players", []):
                names[p["seat"]] = p.get("name", _("seat {seat}").format(seat=p["seat"]))
                stables = ", ".join(horse(c) for c in p.get("stables", [])) or pgettext("stables", "none")
                kind = level_name(p["bot"]) if p.get("bot") else _("human")
                lines.append("  " + _("{name} ({kind}): {character}, {danari}, {vp} VP, stable: {stables}")
                             .format(name=p["name"], kind=kind, character=p.get("character"),
                                     danari=money(p.get("danari", 0)), vp=p.get("vp"), stables=stables))
            if data is not None:
                words = LogWords(data, [names[k] for k in sorted(names)])
        elif e == "round_start":
            odds = ", ".join(f"{horse(c)} 1:{o}" for c, o in ev.get("odds", {}).items())
            lines += ["", _("Round {round} (first player {name})").format(
                round=ev.get("round"), name=who(ev.get("first_player"))),
                "  " + _("Odds: {odds}").format(odds=odds)]
        elif e == "bet":
            lines.append("  " + _bet_line(who(ev["seat"]), ev))
        elif e == "bet_pass":
            lines.append("  " + _pass_line(who(ev["seat"]), ev))
        elif e == "bet_penalty":
            pattern = (_("{name} cannot cover the minimum bet: loses {vp} VP, eliminated")
                       if ev.get("eliminated") else _("{name} cannot cover the minimum bet: loses {vp} VP"))
            lines.append("  " + pattern.format(name=who(ev["seat"]), vp=ev.get("vp_lost")))
        elif e == "action_played" and "card" in ev:
            lines.append("  " + _("{name} plays action card {card} on {horse}").format(
                name=who(ev["seat"]), card=card_name(ev["card"]), horse=horse(ev["horse"])))
        elif e == "action_discarded":
            lines.append("  " + _("card {card} on {horse} discarded ({reason})").format(
                card=card_name(ev["card"]), horse=horse(ev["horse"]), reason=ev.get("reason")))
        elif e == "odds_change":
            cause = ev.get("cause")
            lines.append("  " + _("{horse} odds 1:{old} -> 1:{new} ({card})").format(
                horse=horse(ev["horse"]), old=ev.get("from"), new=ev.get("to"),
                card=(log_card_name(data, cause) if data is not None and type(cause) is int
                      else _("the race"))))
        elif e == "photo_finish":
            lines.append("  " + _("photo finish: {horses}").format(
                horses=", ".join(horse(c) for c in ev.get("horses", []))))
        elif e == "photo_finish_choice":
            lines.append("  " + _("{name} places {horse} next").format(name=who(ev["seat"]),
                                                                       horse=horse(ev["horse"])))
        elif e == "ranking":
            order = ", ".join(f"{i}. {horse(c)}" for i, c in enumerate(ev.get("order", []), 1))
            lines.append("  " + _("Race result: {order}").format(order=order))
        elif e == "payout":
            lines.append("  " + _payout_line(who(ev["seat"]), ev, words))
        elif e == "bet_lost":
            pattern = (_("{name} loses {stake} (win bet on {horse}, {place})") if ev.get("kind") == "win"
                       else _("{name} loses {stake} (show bet on {horse}, {place})"))
            lines.append("  " + pattern.format(name=who(ev["seat"]), stake=money(ev.get("stake", 0)),
                                               horse=horse(ev.get("horse", "")),
                                               place=ordinal(ev.get("place", 0))))
        elif e == "eliminated":
            lines.append("  " + _("{name} is out of the game ({reason})").format(
                name=who(ev["seat"]), reason=_("the minimum bet") if ev.get("reason") == "minimum_bet"
                else _("a payment")))
        elif e in ("odds_update", "tie_break", "bet_refund") and words is not None:
            lines.append(f"  {words.event_line(ev)}")
        elif e == "game_end":
            lines += ["", _("Final standings:")]
            for i, st in enumerate(ev.get("standings", []), 1):
                pattern = (_("{place}. {name}: {vp} VP, {danari} (out)") if st.get("eliminated") else
                           _("{place}. {name}: {vp} VP, {danari}"))
                lines.append("  " + pattern.format(place=i, name=st.get("name"), vp=st.get("vp"),
                                                   danari=money(st.get("danari", 0))))
            lines.append(_("Winner: {name}").format(name=who(ev.get("winner"))))
        elif words is not None and e != "draw":  # (a draw repeats the purchase before it)
            line = words.board_line(ev)
            if line:
                lines.append(f"  {line}")
    hist = game_history(events)
    if not hist["standings"] and hist["players"]:
        lines += ["", _("Game in progress. Standings after the last full round:")]
        for p in hist["players"]:
            s = p["seat"]
            v = hist["vp"][s][-1] if hist["vp"][s] else "?"
            d = money(hist["danari"][s][-1]) if hist["danari"][s] else "?"
            lines.append("  " + _("{name}: {vp} VP, {danari}").format(name=p["name"], vp=v, danari=d))
    return "\n".join(lines) + "\n"

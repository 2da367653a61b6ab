"""Ticket Gagnant in words: every reason code and every event as one English line, via
``_()``. The rules speak in codes and parameters; the log, the export and the error's
``str()`` come here (``install`` hooks the error class)."""
from __future__ import annotations

from typing import Any

from .rules import errors


def _(message: str) -> str:
    """``game.services.i18n._``, imported when words are first needed: importing the game (and so
    its rules package) loads no language machinery (tests/core/test_rules_packages.py)."""
    from ..services import i18n
    return i18n._(message)


def N_(message: str) -> str:
    """Marks a message for extraction (``game.services.i18n.N_``); translated where shown."""
    return message

SLOTS = (N_("1st"), N_("2nd"), N_("3rd"))
# The rules' keys as players read them (the log, the refusals, the screens).
DISCIPLINE_NAMES = {"flat": N_("Flat"), "obstacle": N_("Obstacle"),
               "steeplechase": N_("Steeplechase"), "harness": N_("Harness")}
MODE_NAMES = {"basic": N_("basic"), "advanced": N_("advanced")}

REASONS: dict[str, str] = {
    "not_your_turn": N_("it is seat {turn}'s turn, not seat {seat}'s"),
    "wrong_phase": N_("this is not the time for that (now: {phase})"),
    "not_an_action": N_("{given} is not a Ticket Gagnant action"),
    "bad_field": N_("{detail}"),
    "game_over": N_("the game is over"),
    "hand_size": N_("a hand is {lo} to {hi} cards, not {hand}"),
    "discipline": N_("there is no discipline {discipline}"),
    "discipline_basic": N_("basic mode races Flat only, not {discipline}"),
    "visibility": N_("predictions are visible or hidden, not {visibility}"),
    "no_prediction": N_("a ticket predicts at least one horse"),
    "same_horse": N_("a ticket names each horse once ({horses})"),
    "no_horse": N_("there is no horse {horse}"),
    "card_not_in_hand": N_("the {card} card is not in your hand"),
    "wrong_horse": N_("the {card} card cannot move horse {horse}"),
    "not_straight": N_("the {card} card moves a horse exactly {value} squares in a straight line, "
                       "not to {square}"),
    "off_board": N_("{square} is off the board"),
    "past_line": N_("a horse past the dotted line cannot go back (to {square})"),
    "hedge_backward": N_("a hedge cannot be crossed backward ({square})"),
    "river": N_("no horse may stop on the river ({square})"),
    "not_adjacent": N_("a two-colour card puts horse {horse} next to the other horse, "
                       "not on {square}"),
    "same_square": N_("horse {horse} is already on {square}"),
    "push_needed": N_("horse {horse} on {square} must be pushed: choose its square"),
    "push_not_needed": N_("nobody stands on {square}: there is no one to push"),
    "push_not_neighbour": N_("a pushed horse goes to a neighbouring square, not {square}"),
    "push_occupied": N_("a pushed horse needs a free square; {square} is taken"),
    "push_off_board": N_("a pushed horse stays on the board, not {square}"),
    "push_river": N_("a pushed horse may not stop on the river ({square})"),
    "push_past_line": N_("a horse past the dotted line cannot be pushed back ({square})"),
    "push_hedge": N_("a horse cannot be pushed backward onto a hedge ({square})"),
    "no_free_square": N_("horse {horse} on {square} has no free square to be pushed to"),
    "has_legal_play": N_("a card can be played: discarding is only for a dead hand"),
    "must_discard": N_("no card of your hand can be played: discard one"),
}

RULE_NAMES: dict[str, str] = {
    "actions": N_("Moves"),
    "dead_cards": N_("Dead cards"),
    "deal": N_("Deal"),
    "disciplines": N_("Disciplines"),
    "dotted_line": N_("Dotted line"),
    "end_of_the_game": N_("End of the game"),
    "hedges": N_("Hedges"),
    "movement": N_("Movement"),
    "predictions": N_("Predictions"),
    "pushes": N_("Pushes"),
    "river": N_("River"),
    "turn_order": N_("Turn order"),
    "two_colour_cards": N_("Two-colour cards"),
    "rules": N_("Rules"),
}


def square_words(sq: Any) -> str:
    """A square as the board names it (its column numbers on top, its lane numbers on the
    left): "column 7, lane 3". The one notation of the log, the refusals, the buttons,
    the confirmations and the tooltips."""
    return _("column {c}, lane {l}").format(c=sq[0], l=sq[1])


def _sq(v: Any) -> Any:
    if isinstance(v, (list, tuple)) and len(v) == 2:
        return square_words(v)
    return v


def reason_body(code: str, params: dict[str, Any]) -> str:
    """A reason code and its parameters as the rule's words alone ("column 12, lane 3 is
    off the board"), without the "illegal action" frame (``reason``)."""
    text = REASONS.get(code)
    names = DISCIPLINE_NAMES
    shown = {k: _(names[v]) if k == "discipline" and v in names
             else card_name(v) if k == "card" else _sq(v) for k, v in params.items()}
    try:
        return _(text).format(**shown) if text else code
    except (KeyError, IndexError):
        return _(text or code)


def refusal_words(code: str, params: dict[str, Any]) -> str:
    """A refusal as a player reads it: the rule in words, one sentence (no code, no rule
    key: ``reason`` frames it with the rule's name for the command line)."""
    body = reason_body(code, params)
    return body[:1].upper() + body[1:] + ("" if body.endswith((".", "!", "?")) else ".")


def card_name(card: Any) -> str:
    """A card by what it shows: "Joker 2", "Horse 5 · 3", "Two-colour 2/6" (never its
    number in the deck)."""
    from .data import game_data
    cards = game_data().cards
    if type(card) is not int or not 0 <= card < len(cards):
        return _("that card")
    c = cards[card]
    if c.kind == "joker":
        return _("Joker {v}").format(v=c.value)
    if c.kind == "horse":
        return _("Horse {n} · {v}").format(n=c.horse, v=c.value)
    return _("Two-colour {a}/{b}").format(a=c.pair[0], b=c.pair[1])


def cards_named(cards: Any) -> str:
    """A hand's cards by what they show, one after the other."""
    return ", ".join(card_name(c) for c in cards)


def reason(code: str, params: dict[str, Any]) -> str:
    """One line for a reason code and its parameters."""
    body = reason_body(code, params)
    rule = params.get("rule") or errors.RULES.get(code, "rules")
    return _("illegal action: {body} ({rule})").format(
        body=body, rule=_(RULE_NAMES.get(rule, rule)))


def install() -> None:
    """Hooks the error class's ``str()`` to these words (idempotent)."""
    if not errors.RENDER:
        errors.RENDER.append(reason)


def decision_prompt(phase: str, name: str) -> str:
    prompts = {"race_setup": _("{name}: choose the hand size, discipline and predictions"),
               "predict": _("{name}: fill in your prediction ticket"),
               "play": _("{name}: play a card"),
               "discard": _("{name}: no legal move, discard a card")}
    return prompts.get(phase, _("{name} to decide")).format(name=name)


def _ticket(slots: list[Any] | None) -> str:
    if slots is None:
        return _("(hidden)")
    parts = [_("{slot} horse {horse}").format(slot=_(SLOTS[i]), horse=h)
             for i, h in enumerate(slots) if h is not None]
    return ", ".join(parts)


def cards_held(e: dict[str, Any], who: Any) -> str:
    """Who still held cards when a race ended at the finish (``race_end``'s public
    ``cards_left``), "Ada 2 cards, Bruno 1 card"; "" when every hand was spent."""
    from ..services.i18n import ngettext  # (here, not at import: see ``_``)
    left = e.get("cards_left") or []
    return ", ".join(ngettext("{name} {n} card", "{name} {n} cards", n).format(name=who(s), n=n)
                     for s, n in enumerate(left) if n)


def event_line(e: dict[str, Any], names: list[str] | None = None) -> str:
    """One English log sentence for an event (redacted or not)."""
    def who(seat: int) -> str:
        return names[seat] if names and 0 <= seat < len(names) else _("seat {n}").format(n=seat)

    t = e["type"]
    if t == "game_start":
        from ..services.i18n import ngettext  # (here, not at import: see ``_``)
        return ngettext("Ticket Gagnant: {n} players, {mode} mode, {races} race.",
                        "Ticket Gagnant: {n} players, {mode} mode, {races} races.",
                        e["races"]).format(
            n=e["players"], mode=_(MODE_NAMES.get(e["mode"], e["mode"])), races=e["races"])
    if t == "race_start":
        return _("Race {race} of {races}: {discipline}, hands of {hand}, predictions "
                 "{vis}; {name} is first player.").format(
            race=e["race"], races=e["races"],
            discipline=_(DISCIPLINE_NAMES.get(e["discipline"], e["discipline"])),
            hand=e["hand_size"], vis=_(e["visibility"]), name=who(e["first"]))
    if t == "deal":
        if e["cards"] is None:
            return _("{name} is dealt {n} cards.").format(name=who(e["seat"]), n=e["count"])
        return _("{name} is dealt {cards}.").format(name=who(e["seat"]),
                                                    cards=cards_named(e["cards"]))
    if t == "prediction_made":
        return _("{name} fills in a ticket: {ticket}.").format(name=who(e["seat"]),
                                                             ticket=_ticket(e["slots"]))
    if t == "prediction_revealed":
        return _("{name}'s ticket: {ticket}.").format(name=who(e["seat"]),
                                                     ticket=_ticket(e["slots"]))
    if t == "card_played":
        line = _("{name} plays {card}: horse {horse} from {a} to {b}.").format(
            name=who(e["seat"]), card=card_name(e["card"]), horse=e["horse"], a=_sq(e["from"]),
            b=_sq(e["to"]))
        if e["push"]:
            p = e["push"]
            line += " " + _("Horse {horse} is pushed from {a} to {b}.").format(
                horse=p["horse"], a=_sq(p["from"]), b=_sq(p["to"]))
        return line
    if t == "card_discarded":
        return _("{name} has no legal move and discards {card}.").format(
            name=who(e["seat"]), card=card_name(e["card"]))
    if t == "race_end":
        if e["reason"] != "finish":
            return _("Race {race} ends: every hand is spent.").format(race=e["race"])
        line = _("Race {race} ends: horse {horse} reaches the finish.").format(
            race=e["race"], horse=e["horse"])
        held = cards_held(e, who)
        return line + " " + (_("Cards still in hand: {held}.").format(held=held) if held
                             else _("Every hand was spent."))
    if t == "disqualified":
        return _("Horse {horse} is disqualified on a horseshoe at {sq}.").format(
            horse=e["horse"], sq=_sq(e["square"]))
    if t == "photo_finish":
        return _("Photo finish in column {c}: {order} (from place {p}).").format(
            c=e["column"], order=", ".join(str(h) for h in e["order"]), p=e["place"])
    if t == "ranking":
        return _("Ranking: {order}.").format(order=", ".join(str(h) for h in e["order"]))
    if t == "race_score":
        parts = [_("{slot} horse {horse}: {pts:+d}").format(
            slot=_(SLOTS[x["slot"] - 1]), horse=x["horse"], pts=x["points"])
            for x in e["lines"]]
        if e["bonus"]:
            parts.append(_("bonus {b:+d}").format(b=e["bonus"]))
        return _("{name} scores {lines}: {prev} -> {total}.").format(
            name=who(e["seat"]), lines="; ".join(parts) or _("nothing"), prev=e["previous"],
            total=e["total"])
    if t == "first_player":
        return _("{name} is first player for race {race}.").format(name=who(e["seat"]),
                                                                   race=e["race"])
    if t == "game_end":
        return _("Game over: {winners} wins with {score} points.").format(
            winners=" & ".join(who(w) for w in e["winners"]),
            score=e["scores"][e["winners"][0]])
    return t


BOT_REASONS: dict[str, str] = {
    "random": N_("a random legal move"),
    "setup": N_("hands of {hand}, {discipline}, predictions {visibility}"),
    "ticket": N_("the ticket with the best expected score ({expected})"),
    "favourites": N_("the horses my hand can push furthest"),
    "move": N_("the move that best helps my ticket ({gain})"),
    "dead": N_("no legal move: the least useful card goes"),
}


def bot_reason(code: str, params: dict[str, Any]) -> str:
    """A bot's ``last_reason`` in words."""
    text = BOT_REASONS.get(code, code)
    try:
        shown = dict(params)  # (the setup's discipline in words, not the rules' key)
        if "discipline" in shown:
            shown["discipline"] = _(DISCIPLINE_NAMES.get(shown["discipline"], shown["discipline"]))
        from ..services.numbers import decimal  # (here, not at import: see ``_``)
        for key, signed in (("expected", False), ("gain", True)):  # (decimals in the language's format)
            if isinstance(shown.get(key), (int, float)):
                shown[key] = decimal(shown[key], 1, signed)
        if shown.get("visibility") in ("visible", "hidden"):
            shown["visibility"] = _(shown["visibility"])
        return _(text).format(**shown)
    except (KeyError, ValueError, IndexError):
        return _(text)





def house_rulings() -> list[str]:
    """Every house ruling's note of the data file, translated, for the rules help (which
    shows each once and marks it "House ruling")."""
    from .data import game_data
    return [_(note) for note in game_data().rulings.values()]


install()

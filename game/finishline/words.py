"""Finish Line in words: every refusal, event, prompt and die face as one English line.

The rules speak in reason codes and plain events; this module (outside the rules) turns
them into sentences through ``_()`` so the catalogs can translate them. Importing it
plugs ``refusal`` into the rules' error class, so ``str(error)`` is one readable line
naming the rule.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..services.i18n import N_, _
from ..services.numbers import money
from .rules import errors

# Reason code -> (the rule it names, the sentence with {params}).
REFUSALS: dict[str, tuple[str, str]] = {
    "not_now": (N_("Turn order"), N_("a {action} action is not possible now (phase {phase})")),
    "not_an_action": (N_("Moves"), N_("{thing} is not a Finish Line action")),
    "bad_action": (N_("Moves"), N_("{detail}")),
    "bad_state": (N_("Saved games"), N_("the saved state is broken: {problem}")),
    "horse_not_running": (N_("The horses"), N_("horse {horse} is not running in this race")),
    "too_many_winner_bets": (N_("B: Winner bets"), N_("at most {most} winner bets")),
    "horse_already_bet": (N_("B: Winner bets"), N_("you already have a winner bet on horse {horse}")),
    "pair_same_horse": (N_("B: Place bets"), N_("a place bet needs two different horses")),
    "too_many_place_bets": (N_("B: Place bets"), N_("at most {most} place bets")),
    "pair_already_bet": (N_("B: Place bets"),
                         N_("you already have a place bet on horses {first} and {second}")),
    "stake_step": (N_("B: Bets"), N_("a stake of {stake} is not a multiple of {step}")),
    "over_capital": (N_("B: Bets"),
                     N_("a stake of {stake} is more than the {left} you have left")),
    "colour_not_in_pool": (N_("C.I: The pool"), N_("there is no {colour} die in the pool")),
    "yellow_before_homestretch": (N_("C.II: Homestretch dice"),
                                  N_("yellow dice only on the homestretch (pool {pool}, "
                                     "needs 7 or fewer)")),
    "two_colours": (N_("C.IV: Two colours"),
                    N_("your three dice must show at least two colours: not {colour}")),
    "die_not_in_hand": (N_("C.III: Use one die"), N_("that die is not one you may use now")),
    "blank_face": (N_("C.7: Blank sides"),
                   N_("that die shows a blank side: put a die out instead")),
    "choice_not_used": (N_("Dice results"), N_("that die takes no {field}")),
    "not_offered": (N_("Dice results"),
                    N_("this use of the die is not one of the choices offered now")),
    "choice_missing": (N_("Dice results"), N_("that die needs a {field}")),
    "inside_tip_not_out": (N_("Inside tip"), N_("only used dice out of the race go back "
                                                "to the pool, each once")),
    "inside_tip_two": (N_("Inside tip"), N_("take two used dice back ({out} are out)")),
    "steady_no_whipping": (N_("C.5: Steady runners"),
                           N_("no Whipping on a steady runner (horse {horse} is S)")),
    "steady_no_disqualify": (N_("C.5: Steady runners"),
                             N_("no Disqualified! on a steady runner (horse {horse} is S)")),
    "steady_no_tempo": (N_("C.5: Steady runners"),
                        N_("no white die may be taken from a steady runner (horse {horse} is S)")),
    "second_green": (N_("Outsider"), N_("horse {horse} already has a green die")),
    "helmet_on_leader": (N_("Rider helmet"), N_("no Rider helmet on the leader (horse {horse})")),
    "helmet_needs_f_or_horseshoe": (N_("Rider helmet"),
                                    N_("horse {horse} is not a favourite and has no "
                                       "white horseshoe")),
    "losing_speed_rear": (N_("Losing speed"),
                          N_("horse {horse} is in the last or second-to-last place "
                             "(two dead even horses share one)")),
    "interference_order": (N_("Interference"), N_("{order} is not an order of three tiles")),
    "interference_three": (N_("Interference"), N_("only {horses} horses are left")),
    "interference_window": (N_("Interference"),
                            N_("there are not three tiles from horse {horse} forward")),
    "interference_dead_heat": (N_("Interference"),
                               N_("this would put a horse dead even with the leader "
                                  "(horse {horse} must stay)")),
    "no_white_on_source": (N_("Tempo change"), N_("horse {horse} has no white horseshoe die")),
    "tempo_same_tile": (N_("Tempo change"), N_("the white die must go to another tile")),
    "tile_full": (N_("Dice on the tiles"), N_("horse {horse} has no free square")),
    "no_such_square": (N_("Dice on the tiles"), N_("horse {horse} has no square {slot}")),
    "printed_square": (N_("Dice on the tiles"),
                       N_("square {slot} of horse {horse} is the printed F/S square")),
    "square_taken": (N_("Dice on the tiles"), N_("square {slot} of horse {horse} is taken")),
}


# A die as players name it: by its colour (the data's ids, W1 G2 R3 K1 Y2, are never shown).
DIE_LABELS = {"W": N_("a white die"), "G": N_("a green die"), "R": N_("a red die"),
              "K": N_("a black die"), "Y": N_("a yellow die")}
COLOUR_OF = {"W": N_("white"), "G": N_("green"), "R": N_("red"), "K": N_("black"),
             "Y": N_("yellow")}
MONEY_PARAMS = ("stake", "left", "step", "amount", "capital")  # refusals' amounts in euros


def die_label(die: str) -> str:
    """"W3" as the player reads it: "a white die" ("un dado bianco")."""
    label = DIE_LABELS.get(die[:1])
    return _(label) if label else _("a die")


def die_colour(die: str) -> str:
    """"W3"'s colour in words: "white"."""
    colour = COLOUR_OF.get(die[:1])
    return _(colour) if colour else ""


def die_face(die: str, face: str) -> str:
    """A rolled die as it lies: "Outsider 1000 (green)"."""
    return _("{face} ({colour})").format(face=face_name(face), colour=die_colour(die))


def horse(n: Any) -> str:
    """A horse as its tile shows it: "horse 17"."""
    return _("horse {n}").format(n=n)


def horses(hs: Sequence[int]) -> str:
    """"horse 9", "horses 9 and 4", "horses 2, 20 and 6"."""
    hs = list(hs)
    if len(hs) == 1:
        return horse(hs[0])
    return _("horses {some} and {last}").format(some=", ".join(str(h) for h in hs[:-1]),
                                                last=hs[-1])


def interference_order(start: int, order: str, tiles: Sequence[int]) -> str:
    """Interference's choice (``order``: three digits, the new places of the three tiles
    from ``start`` forward) as the horses' new order, back to lead."""
    i = list(tiles).index(start) if start in tiles else 0
    three = list(tiles)[i:i + 3]
    if len(three) < 3 or not order:
        return _("a new order of three tiles")
    return _("horses {a}, {b} and {c}, back to lead").format(
        a=three[int(order[0])], b=three[int(order[1])], c=three[int(order[2])])


def eur(amount: int) -> str:
    """Money as Finish Line writes it (euros, in the player's language)."""
    return money(amount, "€")


def _worded(params: dict[str, Any]) -> dict[str, Any]:
    """Refusal and reason parameters as shown: dice by label, amounts in euros, colours in
    words."""
    out = dict(params)
    for k in ("die", "back", "back2"):
        if isinstance(out.get(k), str):
            out[k] = die_label(out[k])
    for k in MONEY_PARAMS:
        if type(out.get(k)) is int:
            out[k] = eur(out[k])
    if isinstance(out.get("colour"), str):  # a die colour's code ("green"): its word, "verde"
        out["colour"] = _(out["colour"])
    return out


def refusal_words(code: str, params: dict[str, Any]) -> str:
    """Why an action is refused, as a player reads it: the rule in words, one sentence
    (no code, no rule key: ``refusal`` adds the rule's name for the command line)."""
    _rule, text = REFUSALS.get(code, (N_("Rules"), code))
    try:
        line = _(text).format(**_worded(params))
    except (KeyError, IndexError, ValueError):
        line = _("that move is not allowed now")
    return line[:1].upper() + line[1:] + ("" if line.endswith((".", "!", "?")) else ".")


def refusal(code: str, params: dict[str, Any]) -> str:
    """One line: why an action is refused, naming the rule (``str(error)``: the command
    line's and the network's message)."""
    rule, text = REFUSALS.get(code, (N_("Rules"), code))
    try:
        line = _(text).format(**_worded(params))
    except (KeyError, IndexError, ValueError):
        line = f"{code} {params}"
    return _("illegal: {line} ({rule})").format(line=line, rule=_(rule))


errors.RENDER = refusal

FACES: dict[str, str] = {
    "logo": N_("Finish Line logo: a blank side, nothing happens."),
    "blank": N_("Blank: nothing happens."),
    "horseshoe": N_("Horseshoe: put it on any horse. A second one there, or one on a "
                    "favourite (F), moves that horse up one place."),
    "outsider_1000": N_("Outsider 1000: put it on a horse (one green die a horse). If it "
                        "wins, its winner bettors get 1000; place bettors get 500 if it "
                        "comes 1st or 2nd."),
    "outsider_2000": N_("Outsider 2000: like Outsider 1000, with 2000 (1000 for place "
                        "bets)."),
    "outsider_3000": N_("Outsider 3000: like Outsider 1000, with 3000 (1500 for place "
                        "bets)."),
    "side_bet": N_("Side bet: the next player is skipped and owes you 500 at the end."),
    "extra_move": N_("Extra move: keep it; after the race, place it as a white horseshoe."),
    "disqualified": N_("Disqualified!: the horse leaves the race with its dice. Not on S."),
    "inside_tip": N_("Inside tip: two used dice go back into the pool."),
    "tempo_change": N_("Tempo change: move a white horseshoe to another horse. Not from S."),
    "whipping": N_("Whipping: put it on a horse (not S); a second one disqualifies it."),
    "double_horseshoes": N_("Double horseshoes: the horse moves up one place at once."),
    "rider_helmet": N_("Rider helmet: a favourite, or a horse with a white horseshoe, moves "
                       "up two places (second: into the lead). Not on the leader."),
    "interference": N_("Interference: rearrange three adjacent horses; no new dead even."),
    "dead_even": N_("Dead even: the second horse draws level with the leader (once a "
                    "race; then blank)."),
    "losing_speed": N_("Losing speed: a horse drops back two places and loses its dice. "
                       "Not the last two."),
}


def face_help(face: str) -> str:
    """The tooltip of a die face."""
    return _(FACES.get(face, face))


PROMPTS = {"bet": N_("{name}: fill in your bet sheet"), "draw": N_("{name}: draw a die"),
           "use": N_("{name}: use a die"), "extra": N_("{name}: play your Extra move")}


def prompt(phase: str, name: str) -> str:
    return _(PROMPTS.get(phase, "{name}")).format(name=name)


FACE_NAMES = {
    "logo": N_("logo"), "blank": N_("blank"), "horseshoe": N_("horseshoe"),
    "outsider_1000": N_("Outsider 1000"), "outsider_2000": N_("Outsider 2000"),
    "outsider_3000": N_("Outsider 3000"), "side_bet": N_("Side bet"),
    "extra_move": N_("Extra move"), "disqualified": N_("Disqualified!"),
    "inside_tip": N_("Inside tip"), "tempo_change": N_("Tempo change"),
    "whipping": N_("Whipping"), "double_horseshoes": N_("Double horseshoes"),
    "rider_helmet": N_("Rider helmet"), "interference": N_("Interference"),
    "dead_even": N_("Dead even"), "losing_speed": N_("Losing speed"),
}


def face_name(face: str) -> str:
    """A die face's short name."""
    return _(FACE_NAMES.get(face, face))


def _dice(ds: Sequence[Any]) -> str:
    """Rolled dice by face and colour; dice not rolled by colour: "a red die", "dice
    (red, white)"."""
    if ds and all(isinstance(d, str) for d in ds):
        if len(ds) == 1:
            return die_label(ds[0])
        return _("dice ({colours})").format(colours=", ".join(die_colour(d) for d in ds))
    return ", ".join(die_label(d) if isinstance(d, str) else die_face(d["id"], d["face"])
                     for d in ds)


EFFECT_NAMES = {
    "horseshoe": N_("Horseshoe"), "extra_horseshoe": N_("Extra move"),
    "outsider": N_("Outsider"), "side_bet": N_("Side bet"), "extra_move": N_("Extra move"),
    "disqualify": N_("Disqualified!"), "inside_tip": N_("Inside tip"),
    "tempo": N_("Tempo change"), "whipping": N_("Whipping"), "double": N_("Double horseshoes"),
    "helmet": N_("Rider helmet"), "interference": N_("Interference"),
    "dead_even": N_("Dead even"), "losing_speed": N_("Losing speed"), "blank": N_("Blank"),
}


def event_line(e: dict[str, Any], names: Sequence[str]) -> str:
    """One English log sentence for an event (as redacted for the reader)."""
    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else _("seat {n}").format(n=seat + 1)

    t = e["type"]
    if t == "game_start":
        return _("Finish Line: {n} players, {r} races.").format(n=len(e["players"]),
                                                                r=e["races"])
    if t == "race_start":
        return _("Race {race}: {tiles} from the back to the lead; {name} starts.").format(
            race=e["race"], tiles=horses(e["tiles"]), name=who(e["starter"]))
    if t == "top_up":
        return _("{name} gets {amount}: capital {capital}.").format(
            name=who(e["seat"]), amount=eur(e["amount"]), capital=eur(e["capital"]))
    if t == "bet":
        if e.get("hidden"):
            return _("{name} writes a bet in secret.").format(name=who(e["seat"]))
        kind = _("to win") if e["kind"] == "win" else _("to place")
        return _("{name} bets {stake} on {horses} {kind} at {odds}x.").format(
            name=who(e["seat"]), stake=eur(e["stake"]), horses=horses(e["horses"]), kind=kind,
            odds=e["odds"])
    if t == "bets_done":
        return _("{name} has finished betting.").format(name=who(e["seat"]))
    if t == "race_running":
        return _("They're off! {name} draws first.").format(name=who(e["starter"]))
    if t == "homestretch":
        return _("The homestretch: yellow dice may be drawn.")
    if t == "draw":
        return _("{name} draws {die}.").format(name=who(e["seat"]), die=die_label(e["die"]))
    if t == "roll":
        return _("{name} rolls {dice}.").format(name=who(e["seat"]), dice=_dice(e["dice"]))
    if t == "die_used":
        target = _(" on {horse}").format(horse=horse(e["target"])) if "target" in e else ""
        return _("{name} uses {die}: {effect}{target}.").format(
            name=who(e["seat"]), die=die_label(e["die"]), effect=_(EFFECT_NAMES[e["effect"]]),
            target=target)
    if t == "die_declined":
        return _("{name} does nothing and puts {die} out.").format(name=who(e["seat"]),
                                                                   die=die_label(e["die"]))
    if t == "die_placed":
        return cap(_("{die} goes on {horse}.").format(die=die_label(e["die"]), horse=horse(e["horse"])))
    if t == "die_moved":
        return cap(_("{die} moves from {source} to {horse}.").format(
            die=die_label(e["die"]), source=horse(e["source"]), horse=horse(e["horse"])))
    if t == "dice_out":
        return _("Out of the race: {dice}.").format(dice=_dice(e["dice"]))
    if t == "order":
        level = _(" (the two leaders dead even)") if e["level"] else ""
        return _("Order, back to lead: {order}{level}.").format(order=horses(e["order"]),
                                                               level=level)
    if t == "disqualified":
        return cap(_("{horse} is disqualified!").format(horse=horse(e["horse"])))
    if t == "dice_to_pool":
        return _("Back into the pool: {dice}.").format(dice=_dice(e["dice"]))
    if t == "side_bet":
        return _("Side bet: {payer} owes {name} {amount}.").format(
            payer=who(e["payer"]), name=who(e["seat"]), amount=eur(e["amount"]))
    if t == "skipped":
        return _("{name} is skipped.").format(name=who(e["seat"]))
    if t == "die_saved":
        return _("{name} saves {die} for an extra move.").format(name=who(e["seat"]),
                                                                 die=die_label(e["die"]))
    if t == "pass_dice":
        return _("{name} passes {dice} to {to}.").format(
            name=who(e["seat"]), dice=_dice(e["dice"]), to=who(e["to"]))
    if t == "race_over":
        return _("The last die is used: the finish line is crossed.")
    if t == "extra_moves":
        return _("Extra moves: {dice}.").format(dice=", ".join(
            _("{name} ({colour})").format(name=who(seat), colour=die_colour(die))
            for seat, die in e["dice"]))
    if t == "photo_finish":
        return _("Photo finish between {horses}: {winner} wins it.").format(
            horses=horses(e["horses"]), winner=horse(e["winner"]))
    if t == "race_result":
        return _("Race {race} result: {places}.").format(race=e["race"],
                                                         places=horses(e["places"]))
    if t == "bets_revealed":
        return _("The bet sheets are revealed.")
    if t == "payout":
        return _("{name}: {stake} on {horses} at {odds}x returns {amount}.").format(
            name=who(e["seat"]), stake=eur(e["stake"]), horses=horses(e["horses"]),
            odds=e["odds"], amount=eur(e["amount"]))
    if t == "outsider_bonus":
        return _("{name} gets an Outsider bonus of {amount} on {horse}.").format(
            name=who(e["seat"]), amount=eur(e["amount"]), horse=horse(e["horse"]))
    if t == "race_end":
        return _("Capital after race {race}: {capital}.").format(
            race=e["race"], capital=", ".join(f"{who(i)} {eur(c)}" for i, c in
                                              enumerate(e["capital"])))
    if t == "game_end":
        return _("Grand Totals: {totals}. Winner: {winners}.").format(
            totals=", ".join(f"{who(i)} {eur(c)}" for i, c in enumerate(e["totals"])),
            winners=", ".join(who(w) for w in e["winners"]))
    return t


def cap(line: str) -> str:
    """A sentence that begins with a value ("a white die goes..."): its first letter up."""
    return line[:1].upper() + line[1:]


def use_line(effect: str, die: str, *, payer: str = "", amount: int = 0,
             order: Sequence[int] = (), back: Sequence[str] = ()) -> str:
    """What using a die that asks no horse does, said on its button (never "Use K3"):
    ``payer`` the next player a Side bet skips, ``order`` the horses back to lead (a
    Dead even's pair), ``back`` an Inside tip's dice back into the pool."""
    label = die_label(die)
    if effect == "extra_move":
        return _("Save it: an Extra move after the race")
    if effect == "side_bet":
        if payer:
            return _("Side bet: {name} is skipped and owes you {amount}").format(
                name=payer, amount=eur(amount))
        return _("Side bet: the next player is skipped and owes you {amount}").format(
            amount=eur(amount))
    if effect == "dead_even" and len(order) >= 2:
        return _("Dead even: {second} level with {leader}").format(
            second=horse(order[-2]), leader=horse(order[-1]))
    if effect == "inside_tip":
        if back:
            return _("Inside tip: {dice} back into the pool").format(
                dice=", ".join(die_label(d) for d in back))
        return _("Inside tip: no die is out to take back")
    return _("Use {die}").format(die=label)


REASONS = {
    "random": N_("a random legal choice"),
    "bet_front": N_("a bet on a front runner (horse {horse})"),
    "bet_value": N_("the best value by its estimate: horse {horse}"),
    "bet_kelly": N_("a Kelly stake on horse {horse} (win chance {chance}%)"),
    "bets_done": N_("no more bets worth making"),
    "draw": N_("draws {colour}"),
    "push": N_("{die} helps its horse {horse}"),
    "hinder": N_("{die} holds back horse {horse}, a rival of its horses"),
    "best_use": N_("{die}: the best gain for its bets"),
    "decline": N_("nothing helps: puts {die} out"),
}


def bot_reason(reason: tuple[str, dict[str, Any]]) -> str:
    """A bot's ``last_reason`` in words."""
    code, params = reason
    try:
        return _(REASONS.get(code, code)).format(**_worded(params))
    except (KeyError, ValueError):
        return code


def house_rulings() -> list[str]:
    """The data file's house rulings' notes, translated, for the rules help (which shows
    each once and marks it "House ruling")."""
    from .data import load_data
    return [_(r["note"]) for r in load_data().rulings]

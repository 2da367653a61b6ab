"""Finish Line in words: every refusal, event, prompt and die face as one English line.

The rules speak in reason codes and plain events; this module (outside the rules) turns
them into sentences through ``_()`` so the catalogs can translate them. Importing it
plugs ``refusal`` into the rules' error class, so ``str(error)`` is one readable line
naming the rule.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..i18n import N_, _
from .rules import errors

# Reason code -> (the rule it names, the sentence with {params}).
REFUSALS: dict[str, tuple[str, str]] = {
    "not_now": (N_("Turn order"), N_("a {action} action is not possible now (phase {phase})")),
    "not_an_action": (N_("Actions"), N_("{thing} is not a Finish Line action")),
    "bad_action": (N_("Actions"), N_("{detail}")),
    "bad_state": (N_("Saved games"), N_("the saved state is broken: {problem}")),
    "horse_not_running": (N_("The horses"), N_("horse #{horse} is not running in this race")),
    "too_many_winner_bets": (N_("B: Winner bets"), N_("at most {most} winner bets")),
    "horse_already_bet": (N_("B: Winner bets"), N_("you already have a winner bet on #{horse}")),
    "pair_same_horse": (N_("B: Place bets"), N_("a place bet needs two different horses")),
    "too_many_place_bets": (N_("B: Place bets"), N_("at most {most} place bets")),
    "pair_already_bet": (N_("B: Place bets"),
                         N_("you already have a place bet on #{first} and #{second}")),
    "stake_step": (N_("B: Bets"), N_("a stake of {stake} is not a multiple of {step}")),
    "over_capital": (N_("B: Bets"), N_("a stake of {stake} is more than the {left} you have left")),
    "colour_not_in_pool": (N_("C.I: The pool"), N_("there is no {colour} die in the pool")),
    "yellow_before_homestretch": (N_("C.II: Homestretch dice"),
                                  N_("yellow dice only on the homestretch (pool {pool}, "
                                     "needs 7 or fewer)")),
    "two_colours": (N_("C.IV: Two colours"),
                    N_("your three dice must show at least two colours: not {colour}")),
    "die_not_in_hand": (N_("C.III: Use one die"), N_("die {die} is not one you may use now")),
    "blank_face": (N_("C.7: Blank sides"),
                   N_("die {die} shows a blank ({face}): put a die out instead")),
    "choice_not_used": (N_("Dice results"), N_("die {die} takes no {field}")),
    "choice_missing": (N_("Dice results"), N_("die {die} needs a {field}")),
    "inside_tip_not_out": (N_("Inside tip"), N_("only used dice out of the race go back "
                                                "to the pool, each once")),
    "inside_tip_two": (N_("Inside tip"), N_("take two used dice back ({out} are out)")),
    "steady_no_whipping": (N_("C.5: Steady runners"),
                           N_("no Whipping on a steady runner (#{horse} is S)")),
    "steady_no_disqualify": (N_("C.5: Steady runners"),
                             N_("no Disqualified! on a steady runner (#{horse} is S)")),
    "steady_no_tempo": (N_("C.5: Steady runners"),
                        N_("no white die may be taken from a steady runner (#{horse} is S)")),
    "second_green": (N_("Outsider"), N_("#{horse} already has a green die")),
    "helmet_on_leader": (N_("Rider helmet"), N_("no Rider helmet on the leader (#{horse})")),
    "helmet_needs_f_or_horseshoe": (N_("Rider helmet"),
                                    N_("#{horse} is not a favourite and has no white "
                                       "horseshoe")),
    "losing_speed_rear": (N_("Losing speed"),
                          N_("#{horse} is last or second to last")),
    "interference_order": (N_("Interference"), N_("{order} is not an order of three tiles")),
    "interference_three": (N_("Interference"), N_("only {horses} horses are left")),
    "interference_window": (N_("Interference"),
                            N_("there are not three tiles from #{horse} forward")),
    "interference_dead_heat": (N_("Interference"),
                               N_("this would put a horse dead even with the leader "
                                  "(#{horse} must stay)")),
    "no_white_on_source": (N_("Tempo change"), N_("#{horse} has no white horseshoe die")),
    "tempo_same_tile": (N_("Tempo change"), N_("the white die must go to another tile")),
    "tile_full": (N_("Dice on the tiles"), N_("#{horse} has no free square")),
    "no_such_square": (N_("Dice on the tiles"), N_("#{horse} has no square {slot}")),
    "printed_square": (N_("Dice on the tiles"),
                       N_("square {slot} of #{horse} is the printed F/S square")),
    "square_taken": (N_("Dice on the tiles"), N_("square {slot} of #{horse} is taken")),
}


def refusal(code: str, params: dict[str, Any]) -> str:
    """One line: why an action is refused, naming the rule."""
    rule, text = REFUSALS.get(code, (N_("Rules"), code))
    try:
        line = _(text).format(**params)
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
    "outsider_2000": N_("Outsider 2000: as above, 2000 (half for place bets)."),
    "outsider_3000": N_("Outsider 3000: as above, 3000 (half for place bets)."),
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

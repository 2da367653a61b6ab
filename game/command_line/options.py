"""The command line's game and setup options: ``--game``, ``--option NAME=VALUE``,
``--help-options``, and Horse Fever's own ``--variant``/``--stars``/``--rounds``.

A game declares its setup options (``game.core.registry.SetupOption``); the command line
reads each ``--option`` value by the option's kind (bool: true/false, yes/no, on/off, 1/0;
int; choice: one of its values as written) and the game's ``setup`` checks it. Anything
wrong is ``OptionError``: one line naming the option and what it allows (exit code 2).
"""
from __future__ import annotations

import argparse
from typing import Any

from ..services.i18n import _
from ..core.registry import GameInfo, SetupError, SetupOption, get_game

HORSE_FEVER = "horse-fever"
DEFAULT_GAME = HORSE_FEVER
TRUE_WORDS = ("true", "yes", "on", "1")
FALSE_WORDS = ("false", "no", "off", "0")
DEFAULT_WORD = "default"  # ``--option rounds=default``: the game's own choice
# Horse Fever's flags (kept as they were before --option) and the options they set.
HF_FLAGS = {"variant": "--variant", "stars": "--stars", "rounds": "--rounds"}


class OptionError(ValueError):
    """A game, option or value the command line cannot use: one line."""


def parse_value(o: SetupOption, text: str) -> Any:
    """``text`` read as option ``o``'s kind; OptionError names the option and what it allows."""
    word = text.strip()
    if word.lower() == DEFAULT_WORD:
        return o.default
    if o.kind == "bool":
        if word.lower() in TRUE_WORDS:
            return True
        if word.lower() in FALSE_WORDS:
            return False
        raise OptionError(_("option {name}: {value} is not true or false "
                            "(also yes/no, on/off, 1/0)").format(name=o.name, value=repr(word)))
    if o.kind == "int":
        try:
            value: Any = int(word)
        except ValueError:
            value = word
    else:
        value = next((c for c in o.choices if str(c) == word), word)
    try:
        return o.check(value)
    except SetupError:
        raise OptionError(refusal(o, value)) from None


def refusal(o: SetupOption, value: Any) -> str:
    """Why ``value`` is not allowed for ``o``, in the player's language (the core's check
    decides; the core has no words of the player's, so they are said here)."""
    if o.kind == "bool":
        pattern = _("option {name}: {value} is not true or false")
    elif o.kind == "int":
        pattern = _("option {name}: {value} is not a whole number from {low} to {high}")
    else:
        pattern = _("option {name}: {value} is not one of {choices}")
    return pattern.format(name=o.name, value=repr(value), low=o.lo, high=o.hi,
                          choices=", ".join(str(c) for c in o.choices))


def option_pairs(given: list[str] | None) -> list[tuple[str, str]]:
    """``["rounds=6", ...]`` as (name, text) pairs; OptionError for one without ``=``."""
    out = []
    for item in given or []:
        name, sep, text = item.partition("=")
        if not sep or not name.strip():
            raise OptionError(_("--option {item}: write it as NAME=VALUE (e.g. players=3)").format(
                item=repr(item)))
        out.append((name.strip(), text))
    return out


def game_options(info: GameInfo, args: argparse.Namespace) -> dict[str, Any]:
    """The setup options the command line asks for, checked by the game (every option;
    those not given at their defaults). OptionError (one line) for anything wrong."""
    by_name = {o.name: o for o in info.options}
    given: dict[str, Any] = {}
    where: dict[str, str] = {}
    hf_given = getattr(args, "hf_given", None)  # (parse_args fills Horse Fever's defaults)
    if hf_given is None:
        hf_given = {n: getattr(args, n) for n in HF_FLAGS if getattr(args, n, None) is not None}
    hf_given = {n: hf_given.get(n) for n in HF_FLAGS}
    if info.name == HORSE_FEVER:
        if hf_given["variant"] is not None:
            given["variant"], where["variant"] = hf_given["variant"], "--variant"
        if hf_given["stars"] is not None:
            given["stars"], where["stars"] = hf_given["stars"] == "on", "--stars"
        if hf_given["rounds"] is not None:
            given["rounds"], where["rounds"] = hf_given["rounds"], "--rounds"
    else:
        for name, flag in HF_FLAGS.items():
            if hf_given[name] is not None:
                raise OptionError(_("{flag} is Horse Fever's; {game} takes --option "
                                    "NAME=VALUE (see --game {name} --help-options)").format(
                    flag=flag, game=info.title, name=info.name))
    players = getattr(args, "players", None)
    if players is not None:
        if "players" not in by_name:
            raise OptionError(_("{game} has no players option: its bots' seats set "
                                "the number of players (--seats)").format(game=info.title))
        given["players"], where["players"] = players, "--players"
    for name, text in option_pairs(getattr(args, "option", None)):
        o = by_name.get(name)
        if o is None:
            raise OptionError(_("{game} has no option {name} (options: {options})").format(
                game=info.title, name=repr(name), options=", ".join(sorted(by_name)) or _("none")))
        value = parse_value(o, text)
        if name in where and given[name] != value:
            raise OptionError(_("option {name}: {where} and --option {name}={value} disagree").format(
                name=name, where=where[name], value=text))
        given[name], where[name] = value, f"--option {name}={text}"
    try:
        return info.setup(given)
    except SetupError as e:
        raise OptionError(str(e)) from None


def resolve(args: argparse.Namespace) -> tuple[GameInfo, dict[str, Any]]:
    """The game named by ``--game`` and its options; OptionError (one line) if wrong,
    its data file's line if that is broken."""
    import game.catalogue  # noqa: F401  (registers every game)

    try:
        info = get_game(args.game)
    except SetupError as e:
        raise OptionError(str(e)) from None
    problem = info.problem()  # its data file, read at this first use
    if problem is not None:
        raise OptionError(problem)
    return info, game_options(info, args)


def help_options(info: GameInfo) -> str:
    """``--game NAME --help-options``: each option's name, kind, default, allowed values
    and help, one option a line, and how to give them."""
    lines = [_("{game} ({name}), {low} to {high} players: {description}").format(
                 game=info.title, name=info.name, low=info.min_players, high=info.max_players,
                 description=_(info.description)),
             _("setup options (--game {name} --option NAME=VALUE, repeatable):").format(name=info.name)]
    for o in info.options:
        if o.kind == "bool":
            allowed = _("true/false (yes/no, on/off, 1/0)")
        elif o.kind == "int":
            allowed = _("{low} to {high}").format(low=o.lo, high=o.hi)
        else:
            allowed = ", ".join(str(c) for c in o.choices)
        default = (o.default if o.default is not None else
                   _("none: {means}").format(means=_(o.none_means) if o.none_means else ""))
        if isinstance(default, bool):
            default = str(default).lower()
        lines.append(f"  {o.name:<18} {o.kind:<6} " + _("default {default}; allowed {allowed}. {help}").format(
            default=default, allowed=allowed, help=_(o.help) if o.help else ""))
    if not info.options:
        lines.append("  " + _("(none)"))
    lines.append(_("bots (--bots, --seats): {bots}").format(bots=", ".join(info.bot_kinds)))
    if info.name == HORSE_FEVER:
        lines.append(_("also, as before: --variant family|board, --stars on|off, --rounds N, "
                       "--players N"))
    return "\n".join(lines)

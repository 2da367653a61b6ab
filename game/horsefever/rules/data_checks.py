"""Each data file's checks beyond its schema and number ranges: duplicates, letters, effects
and references to the files loaded before it.

A check is ``check(doc, loaded)``: ``doc`` is the file's checked document, ``loaded`` the
documents of the files before it in ``game.horsefever.rules.data_files.FILES``. A problem is raised
with ``fail(key, problem)``.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.horsefever.rules.data import CARD_KINDS, DISCARD_TARGETS, EFFECT_ITEMS, KNOWN_EFFECTS
from game.horsefever.rules.data_bounds import ACTION_LETTERS, PLAYER_COUNTS
from game.core.data_schema import N_, fail, is_int, item, join, toml_type, unique


def check_stables(doc: dict, loaded: dict[str, dict]) -> None:
    for key in ("number", "colour", "name"):
        unique(doc["stable"], key, "stable")


def check_blackboard(doc: dict, loaded: dict[str, dict]) -> None:
    rows = doc["row"]
    unique(rows, "odds", "row")
    for i in range(1, len(rows)):
        if rows[i]["odds"] < rows[i - 1]["odds"]:
            fail(join(item("row", i), "odds"), N_("rows must be in order, 1:2 first"))


def check_track(doc: dict, loaded: dict[str, dict]) -> None:
    colours = [s["colour"] for s in loaded["stables.toml"]["stable"]]
    for i, die in enumerate(doc["die"]):
        if sorted(die["faces"]) != sorted(colours):
            fail(join(item("die", i), "faces"),
                 N_("must be the horse colours once each ({names})"),
                 names=', '.join(colours))


def check_rules(doc: dict, loaded: dict[str, dict]) -> None:
    low, high = doc["min_rounds"], doc["max_rounds"]
    if low > high:
        fail("min_rounds", N_("must not exceed max_rounds ({high}), found {low}"), high=high,
             low=low)
    unique(doc["players"], "players", "players")
    counts = sorted(p["players"] for p in doc["players"])
    if counts != list(PLAYER_COUNTS):
        fail("players", N_("must have one row for each player count from {low} to {high}, "
                           "found {counts}"), low=PLAYER_COUNTS[0], high=PLAYER_COUNTS[-1],
             counts=counts)
    for i, row in enumerate(doc["players"]):
        for key in ("short", "rounds", "long"):
            if not low <= row[key] <= high:
                fail(join(item("players", i), key),
                     N_("must be between min_rounds ({low}) and max_rounds ({high}), "
                        "found {found}"), low=low, high=high, found=row[key])
        if not row["short"] <= row["rounds"] <= row["long"]:
            fail(item("players", i), N_("must have short <= rounds <= long"))


def check_movement(doc: dict, loaded: dict[str, dict]) -> None:
    unique(doc["card"], "number", "card")
    rows = len(loaded["blackboard.toml"]["row"])
    for i, card in enumerate(doc["card"]):
        if len(card["values"]) != rows:
            fail(join(item("card", i), "values"),
                 N_("expected {rows} integers (one per odds row), found {count}"),
                 rows=rows, count=len(card['values']))


def _check_effect(effect: dict[str, Any], path: str) -> None:
    pair = (effect["trigger"], effect["op"])
    if pair not in KNOWN_EFFECTS:
        ops = sorted(op for trigger, op in KNOWN_EFFECTS if trigger == pair[0])
        triggers = sorted({trigger for trigger, _ in KNOWN_EFFECTS})
        known = (f"known ops for it: {', '.join(ops)}" if ops
                 else f"known triggers: {', '.join(triggers)}")
        fail(path, N_('unknown effect trigger="{trigger}", op="{op}" ({known})'),
             trigger=pair[0], op=pair[1], known=known)
    wanted, value = KNOWN_EFFECTS[pair], effect["value"]
    if wanted is None:
        if value is not None:
            fail(join(path, "value"), N_('op "{op}" takes no value'), op=pair[1])
        return
    if value is None:
        fail(join(path, "value"), N_('missing key (op "{op}" needs a value)'), op=pair[1])
    if wanted is int and not is_int(value):
        fail(join(path, "value"), N_("expected an integer, found {found}"),
             found=toml_type(value))
    if wanted is str and not isinstance(value, str):
        fail(join(path, "value"), N_("expected a string, found {found}"),
             found=toml_type(value))
    if pair == ("reveal", "discard") and value not in DISCARD_TARGETS:
        fail(join(path, "value"),
             N_('"{value}" is not one of: {names}'),
             value=value, names=", ".join(DISCARD_TARGETS))


def _check_effect_item(effect: dict[str, Any], path: str) -> None:
    """An effect names an item exactly when its (trigger, op) needs one, from its list."""
    pair = (effect["trigger"], effect["op"])
    items, named = EFFECT_ITEMS.get(pair), effect.get("item")
    if items is None and named is not None:
        fail(join(path, "item"), N_("effect {trigger}/{op} takes no item"),
             trigger=pair[0], op=pair[1])
    if items is not None:
        if named is None:
            fail(join(path, "item"), N_("missing key (effect {trigger}/{op} needs one of: "
                                        "{names})"),
                 trigger=pair[0], op=pair[1], names=", ".join(items))
        if named not in items:
            fail(join(path, "item"), N_('"{named}" is not one of: {names}'),
                 named=named, names=", ".join(items))


def check_actions(doc: dict, loaded: dict[str, dict]) -> None:
    cards = doc["card"]
    unique(cards, "number", "card")
    unique(cards, "name", "card")
    for i, card in enumerate(cards):
        path = item("card", i)
        for j, effect in enumerate(card["effects"]):
            _check_effect(effect, item(join(path, "effects"), j))
        if card["kind"] == "neutral" and card["letter"] is not None:
            fail(join(path, "letter"), N_("neutral (grey) cards have no letter"))
        if card["kind"] != "neutral" and card["letter"] is None:
            fail(join(path, "letter"), N_("missing key ({kind} cards need a letter)"),
                 kind=card["kind"])
    for kind in CARD_KINDS:
        if kind == "neutral":
            continue
        of_kind = [(i, c) for i, c in enumerate(cards) if c["kind"] == kind]
        seen: dict[str, int] = {}
        for i, card in of_kind:
            if card["letter"] in seen:
                fail(join(item("card", i), "letter"),
                     N_("letter {letter} is already on a {kind} card ({item})"),
                     letter=card["letter"], kind=kind, item=item("card", seen[card["letter"]]))
            seen[card["letter"]] = i
        missing = [letter for letter in ACTION_LETTERS if letter not in seen]
        if missing:
            fail("card", N_("no {kind} card has the letter {names} (each of {letters} is on one "
                            "{kind} card)"),
                 kind=kind, names=", ".join(missing), letters="".join(ACTION_LETTERS))


def check_characters(doc: dict, loaded: dict[str, dict]) -> None:
    chars = doc["character"]
    unique(chars, "name", "character")
    unique(chars, "owns_odds", "character")
    odds = [r["odds"] for r in loaded["blackboard.toml"]["row"]]
    for i, char in enumerate(chars):
        path = join(item("character", i), "owns_odds")
        if char["star"] and char["owns_odds"] is not None:
            fail(path, N_("star characters start with no stable"))
        if not char["star"] and char["owns_odds"] is None:
            fail(path, N_("missing key (characters without a star own a stable)"))
        if char["owns_odds"] is not None and char["owns_odds"] not in odds:
            fail(path, N_("1:{owns_odds} is not an odds row ({names})"),
                 owns_odds=char["owns_odds"], names=", ".join(f"1:{n}" for n in odds))


def _check_effect_list(rows: Iterable[dict[str, Any]], path: str) -> None:
    for i, row in enumerate(rows):
        for j, effect in enumerate(row["effects"]):
            where = item(join(item(path, i), "effects"), j)
            if "value" in effect and effect["value"] is None:
                effect = {k: v for k, v in effect.items() if k != "value"}
            _check_effect({"value": None, **effect}, where)
            _check_effect_item(effect, where)


def check_board(doc: dict, loaded: dict[str, dict]) -> None:
    unique(doc["loan"], "kind", "loan")
    kinds = {loan["kind"] for loan in doc["loan"]}
    if kinds != {"bank", "mob"}:
        fail("loan", N_("expected one bank and one mob loan"))
    unique(doc["ability"], "character", "ability")
    names = {c["name"]: c for c in loaded["characters.toml"]["character"]}
    for i, ability in enumerate(doc["ability"]):
        where = join(item("ability", i), "character")
        if ability["character"] not in names:
            fail(where, N_('no character is named "{character}"'), character=ability["character"])
        if not names[ability["character"]]["star"]:
            fail(where, N_("only star characters have abilities"))
    _check_effect_list(doc["ability"], "ability")


def check_board_cards(doc: dict, loaded: dict[str, dict]) -> None:
    unique(doc["card"], "number", "card")
    unique(doc["card"], "name", "card")
    _check_effect_list(doc["card"], "card")
    for i, card in enumerate(doc["card"]):
        for j, effect in enumerate(card["effects"]):
            if effect.get("trigger") == "payoff" and effect.get("op") == "vp":
                fail(item(join(item("card", i), "effects"), j),
                     N_("payoff/vp is for action cards"))


def check_goals(doc: dict, loaded: dict[str, dict]) -> None:
    unique(doc["goal"], "design", "goal")
    seen: dict[int, int] = {}
    for i, goal in enumerate(doc["goal"]):
        for n in goal["numbers"]:
            if n in seen:
                fail(join(item("goal", i), "numbers"), N_("card number {n} is used twice"), n=n)
            seen[n] = i

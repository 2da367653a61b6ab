"""Tests for game.horsefever.rules.loader: the real data files, and one broken copy per kind of error."""
from __future__ import annotations

import dataclasses
import pathlib
import shutil
import subprocess
import sys

import pytest

from game.horsefever.rules.data import KNOWN_EFFECTS, Effect, RulesConstants
from game.horsefever.rules.loader import FILES, DataError, load_data

REPO = pathlib.Path(__file__).resolve().parents[2]
DATA = REPO / "data"


@pytest.fixture(scope="module")
def data():
    return load_data()


def broken(tmp_path: pathlib.Path, name: str, old: str, new: str, count: int = 1) -> pathlib.Path:
    """Copies data/ to tmp_path/data and replaces the first ``count`` ``old`` in ``name``."""
    target = tmp_path / "data"
    shutil.copytree(DATA, target)
    path = target / name
    text = path.read_text(encoding="utf-8")
    assert old in text, f"test setup: {old!r} not in {name}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return target


def error_for(directory: pathlib.Path) -> str:
    with pytest.raises(DataError) as info:
        load_data(directory)
    message = str(info.value)
    assert "\n" not in message
    return message


# ----------------------------------------------------------------------------- real data


def test_real_data_counts(data):
    assert len(data.stables) == 6
    assert len(data.movement) == 23
    assert len(data.actions) == 22
    assert len(data.characters) == 12
    assert len(data.odds_rows) == 6
    assert len(data.track.dice) == 2
    assert sorted(data.players) == [2, 3, 4, 5, 6]
    assert sum(1 for a in data.actions if a.star) == 4
    assert sum(1 for c in data.characters if c.star) == 6


def test_real_data_spot_values(data):
    assert data.movement_card(18).values == (4, 2, 2, 2, 2, 0)
    alfio = data.action(15)
    assert alfio.name == "Alfio Allibratore"
    assert alfio.kind == "neutral" and alfio.letter is None and not alfio.star
    assert alfio.effects == (Effect("reveal", "odds", -2),)
    cervantes = data.character("Cranéo Cervantes")
    assert (cervantes.danari, cervantes.owns_odds, cervantes.star) == (4400, 7, False)
    assert data.price_for_odds(3) == 1900
    assert data.colours == ("black", "blue", "green", "red", "yellow", "white")
    assert data.odds_values == (2, 3, 4, 5, 6, 7)
    assert data.prizes == (600, 400, 200)
    assert data.track.finish_line == 12
    assert data.players[4].rounds == 4 and data.players[5].bet_tokens == 4
    assert data.players[3].short == 3 and data.players[5].long == 10
    assert data.rules.win_vp == 3 and data.rules.max_rounds == 10
    assert data.action(13).effects == (Effect("finish_line", "stop"),)
    assert data.action(16).effects == (Effect("reveal", "discard", "negative"),)
    assert data.stables[4].name == "L'Ardor Giallo"


def test_real_data_uses_tuples_and_known_effects(data):
    assert isinstance(data.movement, tuple) and isinstance(data.movement[0].values, tuple)
    assert isinstance(data.actions[0].effects, tuple)
    for card in data.actions:
        for effect in card.effects:
            assert (effect.trigger, effect.op) in KNOWN_EFFECTS


def test_movement_column_totals(data):
    totals = [sum(card.values[row] for card in data.movement) for row in range(6)]
    assert totals == [57, 55, 52, 49, 48, 45]


def test_letters_pair_up(data):
    for kind in ("positive", "negative"):
        letters = sorted(a.letter for a in data.actions if a.kind == kind)
        assert letters == list("ABCDEFG")
    assert all(a.letter is None for a in data.actions if a.kind == "neutral")


def test_identity_is_stable_and_changes_with_the_data(data, tmp_path):
    assert len(data.identity) == 64
    assert load_data().identity == data.identity
    changed = broken(tmp_path, "actions.toml", "This horse never sprints.",
                     "This horse never, ever sprints.")
    assert load_data(changed).identity != data.identity


def test_rules_schema_matches_the_dataclass():
    rules = next(f for f in FILES if f.name == "rules.toml")
    names = {f.name for f in dataclasses.fields(RulesConstants)}
    assert set(rules.schema.fields) - {"players"} == names


def test_board_game_data_loads():
    data = load_data()
    board = data.board
    assert len(board.assistants) == 13 and len(board.horses) == 10 and len(board.goals) == 14
    assert board.loans["mob"].receive == 4000 and board.loans["bank"].repay == 2500
    assert board.prices.goal_vp == 2 and board.prices.pass_bonus == 400
    assert {e.item for e in data.abilities["Miss Double"]} == {"goal", "assistant", "horse", "stable"}


def test_board_game_files_are_checked_too(tmp_path):
    target = broken(tmp_path, "horses.toml", 'op = "set", value = 2', 'op = "sett", value = 2')
    message = error_for(target)
    assert "horses.toml: card[1].effects[1]: unknown effect" in message


def test_board_effect_item_is_checked(tmp_path):
    target = broken(tmp_path, "assistants.toml", 'item = "goal"', 'item = "goat"')
    assert 'card[1].effects[1].item: "goat" is not one of' in error_for(target)


# ----------------------------------------------------------------------------- errors


def test_syntax_error(tmp_path):
    d = broken(tmp_path, "movement.toml", "number = 3\n", "number = = 3\n")
    message = error_for(d)
    assert "data/movement.toml: line 14, column 10: invalid TOML: " in message


def test_missing_file(tmp_path):
    d = broken(tmp_path, "rules.toml", "win_vp", "win_vp")
    (d / "actions.toml").unlink()
    message = error_for(d)
    assert "data/actions.toml" in message and "file not found" in message


def test_missing_key(tmp_path):
    d = broken(tmp_path, "characters.toml", "danari = 3800\n", "")
    message = error_for(d)
    assert "data/characters.toml: character[3].danari: missing key" in message


def test_unknown_key(tmp_path):
    d = broken(tmp_path, "actions.toml", "effects = [{ trigger = \"sprint\", op = \"block\" }]",
               "efects = [{ trigger = \"sprint\", op = \"block\" }]")
    message = error_for(d)
    assert "data/actions.toml: card[10].efects: unknown key" in message
    assert 'did you mean "effects"' in message


def test_unknown_top_level_key(tmp_path):
    d = broken(tmp_path, "rules.toml", "win_vp = 3", "win_vp = 3\nwin_pv = 3")
    assert "data/rules.toml: win_pv: unknown key" in error_for(d)


def test_wrong_type(tmp_path):
    d = broken(tmp_path, "blackboard.toml", "price = 1900", 'price = "1900"')
    message = error_for(d)
    assert ('data/blackboard.toml: row[2].price: expected a whole number from 0 to 1000000, '
            'found string "1900"') in message


def test_bool_is_not_an_int(tmp_path):
    d = broken(tmp_path, "rules.toml", "starting_vp = 1", "starting_vp = true")
    message = error_for(d)
    assert ("data/rules.toml: starting_vp: expected a whole number from 1 to 20, "
            "found boolean true") in message


def test_wrong_count_of_values(tmp_path):
    d = broken(tmp_path, "movement.toml", "values = [3, 2, 2, 3, 2, 2]", "values = [3, 2, 2, 3, 2]")
    message = error_for(d)
    assert message.endswith("data/movement.toml: card[3].values: expected 6 integers, found 5")


def test_wrong_count_of_cards(tmp_path):
    last = "[[card]]\nnumber = 23\nvalues = [2, 4, 2, 2, 0, 2]\n"
    d = broken(tmp_path, "movement.toml", last, "")
    assert "data/movement.toml: card: expected 23 tables, found 22" in error_for(d)


def test_unknown_effect(tmp_path):
    d = broken(tmp_path, "actions.toml", 'trigger = "sprint", op = "block"',
               'trigger = "sprint", op = "stop"')
    message = error_for(d)
    assert "data/actions.toml: card[10].effects[1]: unknown effect" in message


def test_wrong_effect_value_type(tmp_path):
    d = broken(tmp_path, "actions.toml", 'op = "set", value = 4', 'op = "set", value = "4"')
    message = error_for(d)
    assert "data/actions.toml: card[1].effects[1].value: expected an integer" in message


def test_effect_value_where_none_is_allowed(tmp_path):
    d = broken(tmp_path, "actions.toml", 'op = "win" }', 'op = "win", value = 1 }')
    assert "data/actions.toml: card[5].effects[1].value: " in error_for(d)


def test_bad_discard_target(tmp_path):
    d = broken(tmp_path, "actions.toml", 'value = "negative"', 'value = "red"')
    assert "data/actions.toml: card[16].effects[1].value: " in error_for(d)


def test_duplicate_number(tmp_path):
    d = broken(tmp_path, "movement.toml", "number = 10\n", "number = 9\n")
    message = error_for(d)
    assert "data/movement.toml: card[10].number: duplicate number 9" in message


def test_bad_letter(tmp_path):
    d = broken(tmp_path, "actions.toml", 'letter = "B"', 'letter = "A"')
    message = error_for(d)
    assert "data/actions.toml: card[2].letter: letter A is already on a positive card" in message


def test_letter_on_neutral_card(tmp_path):
    d = broken(tmp_path, "actions.toml", 'kind = "neutral"\n', 'kind = "neutral"\nletter = "A"\n')
    assert "data/actions.toml: card[15].letter: " in error_for(d)


def test_bad_kind(tmp_path):
    d = broken(tmp_path, "actions.toml", 'kind = "negative"', 'kind = "red"')
    assert "data/actions.toml: card[8].kind: " in error_for(d)


def test_bad_owns_odds(tmp_path):
    d = broken(tmp_path, "characters.toml", "owns_odds = 7", "owns_odds = 8")
    message = error_for(d)
    assert "data/characters.toml: character[6].owns_odds: 1:8 is not an odds row" in message


def test_negative_price(tmp_path):
    d = broken(tmp_path, "blackboard.toml", "price = 1100", "price = -1100")
    assert ("data/blackboard.toml: row[6].price: must be from 0 to 1000000 "
            "(a Stable Owner card's price in D), found -1100") in error_for(d)


def test_dice_faces_must_be_the_colours(tmp_path):
    d = broken(tmp_path, "track.toml", '"yellow", "white"]', '"yellow", "yellow"]')
    assert "data/track.toml: die[1].faces: " in error_for(d)


def test_players_table_must_cover_two_to_six(tmp_path):
    d = broken(tmp_path, "rules.toml", "players = 6\n", "players = 5\n")
    assert "data/rules.toml: players[5].players: duplicate" in error_for(d)


def test_load_or_exit_prints_one_line_and_exits_2(tmp_path):
    d = broken(tmp_path, "movement.toml", "values = [3, 2, 2, 3, 2, 2]", "values = [3, 2, 2, 3, 2]")
    result = subprocess.run(
        [sys.executable, "-c",
         f"from game.horsefever.rules.loader import load_or_exit; load_or_exit({str(d)!r})"],
        cwd=REPO, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error: ")
    assert "data/movement.toml: card[3].values: expected 6 integers, found 5" in lines[0]
    assert "Traceback" not in result.stderr
    assert result.stdout == ""

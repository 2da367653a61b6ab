"""The data file: every house ruling there with its note; a broken or missing key is ONE
line naming the file and the key."""
from __future__ import annotations

import copy
import tomllib

import pytest

from game.services.resources import data_dir
from game.ticketgagnant.data import FILE, DataError, game_data, load_file, parse

DOC = tomllib.loads((data_dir() / FILE).read_text(encoding="utf-8"))


def test_the_bundled_file_reads() -> None:
    d = parse(DOC)
    assert len(d.cards) == 80 and (d.lanes, d.columns, d.line_after) == (8, 11, 7)
    assert {c.value for c in d.cards if c.kind != "pair"} == {1, 2, 3, 4}
    assert {c.kind for c in d.cards} == {"horse", "joker", "pair"}
    assert d.races == {2: 4, 3: 6, 4: 4, 5: 5, 6: 6}
    for key in ("grid_size", "deck", "races", "maps", "race_end", "dead_cards", "tie_break"):
        assert d.rulings[key] and d.rulings[key][0].isupper() or d.rulings[key][0].isdigit()


def test_the_maps_fit_the_grid() -> None:
    """Each feature where its rule can bite: a hedge stops only a backward move and a horse
    past the dotted line never goes back, so hedges stand before the line in every lane;
    the river before the line; the horseshoes in the last stretch, off the finish."""
    d = parse(DOC)
    for disc in ("obstacle", "steeplechase"):
        hedges = d.maps[disc].hedges
        assert {lane for c, lane in hedges if c < d.line_after} == set(range(1, d.lanes + 1))
    river = d.maps["steeplechase"].river
    assert {lane for _, lane in river} == set(range(1, d.lanes + 1))
    assert all(1 < c <= d.line_after for c, _ in river)
    assert not river & d.maps["steeplechase"].hedges
    shoes = d.maps["harness"].horseshoes
    assert shoes and all(d.line_after <= c < d.columns for c, _ in shoes)


def broken(path: list, value=None, delete: bool = False) -> str:
    doc = copy.deepcopy(DOC)
    node = doc
    for k in path[:-1]:
        node = node[k]
    if delete:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    with pytest.raises(DataError) as e:
        parse(doc)
    text = str(e.value)
    assert "\n" not in text and text.startswith(f"data/{FILE}: ")
    return text


def test_broken_keys_are_named() -> None:
    assert "grid.lanes" in broken(["grid", "lanes"], delete=True)
    assert "grid.columns" in broken(["grid", "columns"], "wide")
    assert "races.4" in broken(["races", "4"], delete=True)
    assert "deck.pairs" in broken(["deck", "pairs"], [[1, 1]])
    assert "disciplines.steeplechase.river" in broken(
        ["disciplines", "steeplechase", "river"], [[99, 1]])
    assert "disciplines.harness.surface" in broken(["disciplines", "harness", "surface"],
                                                   delete=True)
    assert "scoring.exact" in broken(["scoring", "exact"], [7, 5])
    assert "rulings[1].note: missing key" in broken(["rulings", 0, "note"], delete=True)


def test_unreadable_file_is_one_line(tmp_path) -> None:
    p = tmp_path / FILE
    p.write_text("[grid\nlanes = 8", encoding="utf-8")
    with pytest.raises(DataError) as e:
        load_file(p)
    assert "\n" not in str(e.value) and FILE in str(e.value)


def test_house_rulings_for_the_rules_help() -> None:
    from game.ticketgagnant.words import house_rulings
    rulings = house_rulings()
    assert len(rulings) >= 20 and rulings == list(game_data().rulings.values())
    # The notes are the rulings alone: the help marks them, and no design measurement is a
    # rule (docs/rules-notes.md keeps those).
    assert not any(n.lower().startswith("house ruling") or "measured" in n.lower() for n in rulings)

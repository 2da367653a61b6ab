"""A save's summary is never trusted (issue 31): for each of the four games, every field of
a committed save's ``meta`` (and of its first player, and of its ``progress``) is set to
None, [], {}, a number, a huge number, text and True, and deleted; the history is left
intact. The title and Resume (the real App, dummy video) open on the lot without an
exception, every save is listed with a line rebuilt from its history, Continue takes one
onto the table; a save whose history is broken too is listed as damaged with one line.
"""
from __future__ import annotations

import copy
import json
import pathlib

import pytest

from game import saves as core
from game.saves.summary import problem  # noqa
from game.ui.resume_words import game_of, row_lines, save_line
from game.ui.scenes.resume import ResumeScene
from game.ui.scenes.title import TitleScene

from .driver import Driver, make_app

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "saves"
GAMES = ("horse-fever", "bettor-horse", "finish-line", "ticket-gagnant")
GONE = object()  # the field deleted
SHELL_READS = {"meta", "meta.game", "meta.players", "meta.over", "meta.to_move",
               "meta.players[0].seat", "meta.players[0].name"}
BAD = (None, [], {}, 7, 10 ** 30, "x", True, GONE)


def damaged(doc: dict) -> list[tuple[str, dict]]:
    """(what was damaged, the save) for every field of the summary and every bad value."""
    out = []

    def put(where: dict, key: str, value) -> None:
        if value is GONE:
            where.pop(key, None)
        else:
            where[key] = value

    places = [("meta", lambda d: d["meta"], list(doc["meta"]))]
    places.append(("meta.players[0]", lambda d: d["meta"]["players"][0],
                   list(doc["meta"]["players"][0])))
    if isinstance(doc["meta"].get("progress"), dict):
        places.append(("meta.progress", lambda d: d["meta"]["progress"],
                       list(doc["meta"]["progress"])))
    for place, find, keys in places:
        for key in keys:
            for value in BAD:
                d = copy.deepcopy(doc)
                put(find(d), key, value)
                out.append((f"{place}.{key}={'deleted' if value is GONE else repr(value)[:8]}", d))
    for value in BAD:  # the summary itself
        d = copy.deepcopy(doc)
        put(d, "meta", value)
        out.append((f"meta={'deleted' if value is GONE else repr(value)[:8]}", d))
    return out


def write_all(folder: pathlib.Path) -> dict[str, tuple[str, dict]]:
    """Every damaged save of every game in the saves folder: file stem -> (game, what)."""
    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    for game in GAMES:
        doc = json.loads((FIXTURES / f"{game}.json").read_text(encoding="utf-8"))
        assert not problem(doc["meta"], doc), game  # (the committed summary checks)
        for k, (what, d) in enumerate(damaged(doc)):
            stem = f"autosave-{game}-{k:03d}"
            (folder / f"{stem}.json").write_text(json.dumps(d), encoding="utf-8")
            made[stem] = (game, what)
        # The summary AND the history broken: listed as damaged, in one line.
        d = copy.deepcopy(doc)
        d["meta"]["players"] = None
        d["history"]["actions"] = [[0, {"type": "no such action"}]]
        stem = f"autosave-{game}-broken"
        (folder / f"{stem}.json").write_text(json.dumps(d), encoding="utf-8")
        made[stem] = (game, "broken")
    return made


def test_the_title_and_resume_read_every_damaged_summary(data):
    made = write_all(core.saves_dir())
    names = {g: json.loads((FIXTURES / f"{g}.json").read_text())["history"]["names"]
             for g in GAMES}
    drv = Driver(make_app(data, speed="fast"))
    drv.step()
    title = drv.top
    assert isinstance(title, TitleScene)
    assert title.latest is not None  # (every one is an unfinished autosave)
    line = title.continue_words()
    assert line and "\n" not in line
    drv.press("resume")
    scene = drv.top
    assert isinstance(scene, ResumeScene)
    assert {i.name for i in scene.infos} == set(made)  # every save listed
    for info in scene.infos:
        game, what = made[info.name]
        if what == "broken":
            assert not info.ok and info.error and "\n" not in info.error, info.error
            continue
        assert info.ok, (info.name, what, info.error)
        meta = info.meta
        assert not problem(meta, {"history": {"game": game, "names": names[game]}}), what
        assert game_of(meta) == game and [p["name"] for p in meta["players"]] == names[game]
        assert not meta["over"] and 0 <= meta["to_move"] < len(names[game])
        for text in (save_line(meta), *row_lines(meta)):
            assert text and "\n" not in text, (what, text)
        # What the screens cannot do without, damaged in any way, is rebuilt (others
        # may stay as they are when still plain values: Horse Fever's "phase": 7).
        if what.split("=")[0] in SHELL_READS:
            assert info.rebuilt, (what, info)
    # Every row drawn (scrolled through) and every save checked: only the broken ones fail.
    for k in range(len(scene.infos)):
        scene.select(k)
        drv.step(0.016)
    assert drv.run_until(lambda: all(str(i.path) in scene.checked for i in scene.infos),
                         steps=len(made) + 50, dt=0.016)
    refused = {i.name for i in scene.infos if scene.problem(i)}
    assert refused == {s for s, (_, what) in made.items() if what == "broken"}
    for info in scene.infos:
        assert "\n" not in scene.problem(info)


@pytest.mark.parametrize("game", GAMES)
def test_continue_a_save_whose_summary_lies(data, game):
    """A summary naming another game, other players and a finished game: the title's
    Continue still finds it (rebuilt: unfinished) and puts the right game on the table."""
    doc = json.loads((FIXTURES / f"{game}.json").read_text(encoding="utf-8"))
    other = next(g for g in GAMES if g != game)
    doc["meta"].update(game=other, over=True, to_move=-1,
                       players=[{"seat": 0, "name": "Mallory\x00", "kind": "human"}])
    path = core.saves_dir() / "autosave-20261202-061500-abcd.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), encoding="utf-8")
    drv = Driver(make_app(data, speed="fast", autosave=True))
    drv.step()
    title = drv.top
    assert title.latest is not None and title.latest.rebuilt
    assert game_of(title.latest.meta) == game
    drv.press("continue")
    assert not title.message, title.message
    assert drv.table.session.info.name == game

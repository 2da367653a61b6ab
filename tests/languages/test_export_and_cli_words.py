"""The export summary and the command line speak the language chosen (issue 20).

* The summary is written in the language the player has when exporting: its words and its
  amounts ("1.000 D" in Italian, "1,000 D" in English); the event log beside it is the same
  JSON in both (language-neutral).
* The command line (``HORSEBURG_LANGUAGE=it``): its one-line errors, argparse's own words
  ("uso:", "scelta non valida") and the headless result line are Italian.
"""
from __future__ import annotations

import json
import os
import pathlib
import re
import subprocess
import sys

import pytest

from game.services import i18n
from game import saves
from game.horsefever import saves as hf_saves
from tests.horsefever.bot_games import new_bot_game, play_on
from game.horsefever.rules.loader import load_data

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def finished():
    """A whole Board Game (its purchases, loans, auctions and Goals) played by bots."""
    data = load_data()
    game, events, seats = new_bot_game(data, 3, 11, "board", ["hard", "normal", "easy"], stars=True)
    play_on(game, seats, events)
    return data, game, events


def _export(tmp_path, finished, lang: str):
    data, game, events = finished
    i18n.set_language(lang)
    out = hf_saves.export_game(events, data, directory=tmp_path / lang, stem="game")
    return out.summary.read_text(encoding="utf-8"), out.log.read_text(encoding="utf-8")


def test_the_export_summary_reads_in_the_language_chosen_at_export(tmp_path, finished):
    data, game, events = finished
    it, it_log = _export(tmp_path, finished, "it")
    en, en_log = _export(tmp_path, finished, "en")
    assert it_log == en_log and [json.loads(x) for x in it_log.splitlines()] == events
    winner = game.state.players[game.state.winner].name
    # Italian words, Italian totals: thousands grouped with a dot.
    for words in ("Horse Fever - Gioco da Tavolo, seme 11", "Giocatori:", "Turno 1 (primo giocatore",
                  "Quote: ", "Ordine d'arrivo: 1.", "Classifica finale:", f"Vincitore: {winner}"):
        assert words in it, words
    assert " punta " in it and "vincente" in it
    end = next(e for e in events if e["type"] == "game_end")
    for i, st in enumerate(end["standings"], 1):
        it_total = f"{st['danari']:,}".replace(",", ".") + " D"
        en_total = f"{st['danari']:,} D"
        assert f"  {i}. {st['name']}: {st['vp']} PV, {it_total}" in it
        assert f"  {i}. {st['name']}: {st['vp']} VP, {en_total}" in en
    big = [e["stake"] for e in events if e["type"] == "bet" and e["stake"] >= 1000]
    assert big and f"{big[0]:,}".replace(",", ".") + " D" in it  # a stake of a thousand or more
    # No English left in the Italian summary's own words, and none of them in the English one.
    for english in ("Players:", "Round ", "Race result", "Final standings", "Winner:", " bets ", " VP"):
        assert english not in it, english
        assert english in en, english
    assert not re.search(r"\d,\d{3} D", it)  # every amount in the Italian format


def _cli(args: list[str], tmp_path, lang: str = "it") -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               HORSEBURG_HOME=str(tmp_path / "home"), HORSEBURG_LANGUAGE=lang)
    return subprocess.run([sys.executable, "main.py", *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=240)


def test_the_command_lines_errors_are_italian(tmp_path):
    r = _cli(["--headless", "--option", "players=9"], tmp_path)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.strip() == "errore: opzione players: 9 non è un numero intero da 2 a 6"
    r = _cli(["--headless", "--option", "players"], tmp_path)
    assert r.stderr.strip() == ("errore: --option 'players': scrivila come NOME=VALORE "
                                "(es. players=3)")
    r = _cli(["--variant", "casa"], tmp_path)  # argparse's own words, through our catalog
    assert r.returncode == 2
    assert r.stderr.startswith("uso: horseburg")
    assert ("horseburg: errore: argomento --variant: scelta non valida: 'casa' "
            "(scegli tra 'family', 'board')") in r.stderr
    r = _cli(["--variant", "casa"], tmp_path, lang="en")
    assert "error: argument --variant: invalid choice: 'casa'" in r.stderr


def test_the_help_and_the_result_line_are_italian(tmp_path):
    r = _cli(["--help"], tmp_path)
    assert r.returncode == 0
    assert "opzioni:" in r.stdout and "gioca partite di bot senza finestra" in r.stdout
    assert "mostra questo aiuto ed esci" in r.stdout
    r = _cli(["--headless", "--players", "2", "--seed", "5", "--bots", "random"], tmp_path)
    assert r.returncode == 0, r.stderr
    assert re.fullmatch(r"seme 5 famiglia: vince il posto \d \(.+\) \| 0:.+PV -?\d+D.*\n", r.stdout), r.stdout


def test_the_tournament_table_is_italian(tmp_path):
    out = _cli(["--tournament", "--game", "bettor-horse", "--players", "2", "--games", "4",
                "--seats", "hard,normal", "--processes", "1"], tmp_path)
    assert out.returncode == 0, out.stderr
    assert "| bot | partite | vittorie | percentuale di vittorie |" in out.stdout, out.stdout
    assert "Torneo: Bettor Horse" in out.stdout and "% a " in out.stdout.split("\n")[3]
    # The decimals the Italian way: "62,5%", "da 12,3% a 80,1%", a mean "22,00".
    rows = [line for line in out.stdout.splitlines() if line.startswith("| hard")
            or line.startswith("| normal")]
    assert len(rows) == 2 and all(re.search(r"\| \d+,\d% \| da \d+,\d% a \d+,\d% \| \d+,\d\d \|", r)
                                  for r in rows), rows
    english = _cli(["--tournament", "--game", "bettor-horse", "--players", "2", "--games", "4",
                    "--seats", "hard,normal", "--processes", "1"], tmp_path, lang="en")
    assert "| bot | games | wins | win rate | 95% interval |" in english.stdout, english.stdout
    assert re.search(r"\| \d+\.\d% \| \d+\.\d% to \d+\.\d% \|", english.stdout), english.stdout

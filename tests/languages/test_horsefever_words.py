"""Horse Fever in Italian: a headless game's log has no English sentence left, the language
switches mid-game, and refusals are reason codes worded outside the rules
(game/horsefever/log_words.py, board_words.py, words.py)."""
from __future__ import annotations

import pytest

from game.services import i18n
from game.horsefever.log_words import LogWords
from tests.horsefever.bot_games import play_game
from game.horsefever.rules import Action, IllegalAction
from game.horsefever.rules.loader import load_data


@pytest.fixture(scope="module")
def games():
    data = load_data()
    out = []
    for variant, stars, seed, players in (("family", False, 7, 4), ("board", True, 3, 5),
                                          ("board", False, 11, 6)):
        game, events = play_game(data, players, seed, variant, stars=stars)
        out.append((LogWords(data, [p.name for p in game.state.players]), events))
    return out


def _render(words: LogWords, events: list) -> list[str]:
    lines = []
    for ev in events:
        line = words.event_line(ev)
        if line is not None:
            lines.append(line)
    return lines


def test_every_line_of_the_italian_log_differs_from_the_english(games):
    for words, events in games:
        i18n.set_language("en")
        english = _render(words, events)
        i18n.set_language("it")
        italian = _render(words, events)
        assert len(english) == len(italian)
        same = [e for e, i in zip(english, italian) if e == i]
        assert same == [], same[:5]
        assert not any(w in line for line in italian
                       for w in (" bets ", " pays ", " buys ", " Red", " stable ", " VP"))


def test_the_pseudo_locale_wraps_every_log_sentence(games):
    words, events = games[1]
    i18n.set_language("qps")
    for line in _render(words, events):
        # A line may join pieces (a card's name before a sentence): a bracket in each.
        assert "⟦" in line and "⟧" in line, line


def test_switching_language_mid_game_rewords_the_same_log(games):
    words, events = games[0]
    half = len(events) // 2
    i18n.set_language("en")
    first = _render(words, events[:half])
    i18n.set_language("it")
    second = _render(words, events[half:])
    i18n.set_language("en")
    again = _render(words, events[:half])
    assert again == first  # back in English: the same words as before the switch
    assert any("scommessa" in line or "punta" in line or "carta" in line for line in second)
    assert not any(" bets " in line for line in second)


def test_money_in_the_log_is_in_the_languages_format(games):
    words, _ = games[0]
    ev = {"type": "bet", "seq": 1, "round": 1, "seat": 0, "horse": "red", "kind": "win",
          "stake": 1200, "which": "first"}
    i18n.set_language("en")
    assert "1,200 D" in words.event_line(ev)
    i18n.set_language("it")
    assert words.event_line(ev).endswith("punta 1.200 D su 4 Rosso vincente (prima scommessa).")


@pytest.fixture
def betting_game():
    from game.horsefever.rules import Game
    data = load_data()
    game, _ = Game.new(data, ["Ada", "Bruno"], "family", 1)
    return game


def test_a_refusal_is_a_code_with_parameters_worded_in_each_language(betting_game):
    seat = betting_game.decision().seat
    action = Action("bet", horse="red", kind="win", stake=150)
    with pytest.raises(IllegalAction) as info:
        betting_game.check(action)
    err = info.value
    assert (err.rule, err.code, err.params) == ("Betting", "stake_step",
                                                {"stake": 150, "step": 100})
    assert str(err) == "illegal action: stake 150 D is not a multiple of 100 D (Betting)"
    i18n.set_language("it")
    assert str(err) == ("mossa non valida: la puntata di 150 D non è un multiplo di 100 D "
                        "(Scommesse)")
    assert err.detail == "la puntata di 150 D non è un multiplo di 100 D"
    assert seat in (0, 1)


def test_a_sentence_instead_of_a_code_is_shown_as_given():
    err = IllegalAction("End of the Game", "the game is over")
    assert str(err) == "illegal action: the game is over (End of the Game)"
    i18n.set_language("it")
    assert str(err) == "mossa non valida: la partita è finita (Fine della partita)"


def test_a_broken_data_file_is_one_line_in_each_language(tmp_path):
    import shutil

    from game.horsefever.rules.loader import DataError
    from game.services.resources import data_dir
    target = tmp_path / "data"
    shutil.copytree(data_dir(), target)
    path = target / "rules.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("stake_step = 100",
                                                             'stake_step = "a"', 1),
                    encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_data(target)
    err = info.value
    assert (err.message == "expected a whole number from {low} to {high}, found {found}"
            and err.key == "stake_step")
    assert str(err).endswith('rules.toml: stake_step: expected a whole number from 1 to '
                             '1000000, found string "a"')
    i18n.set_language("it")
    assert str(err).endswith('rules.toml: stake_step: atteso un numero intero da 1 a 1000000, '
                             'trovato: string "a"')
    assert "\n" not in str(err)


def test_a_damaged_save_is_one_line_in_each_language(tmp_path):
    from game.saves.files import SaveError, read_doc
    path = tmp_path / "broken.json"
    path.write_text('{"kind": ', encoding="utf-8")
    with pytest.raises(SaveError) as english:
        read_doc(path)
    assert "truncated: the JSON ends early after 9 bytes" in str(english.value)
    i18n.set_language("it")
    with pytest.raises(SaveError) as italian:
        read_doc(path)
    assert "troncato: il JSON finisce in anticipo dopo 9 byte" in str(italian.value)
    assert str(path) in str(italian.value) and "\n" not in str(italian.value)


def test_bots_give_their_reasons_in_the_players_language():
    from tests.horsefever.bot_games import new_bot_game
    data = load_data()
    said = {}
    for lang in ("en", "it"):
        i18n.set_language(lang)
        game, _, seats = new_bot_game(data, 4, 7, "family", ["simple", "easy", "normal", "random"])
        reasons = []
        for _turn in range(12):
            seat = game.current_player()
            game.apply(seats[seat].choose(game.view(seat)))
            reasons.append(seats[seat].last_reason)
        said[lang] = reasons
    assert len(said["en"]) == len(said["it"]) == 12
    # The same choices (the seed decides), worded in each language after the bot's level.
    for en, it in zip(said["en"], said["it"]):
        assert en.split(": ", 1)[0] == it.split(": ", 1)[0]
        assert en != it, en

"""The settings screen, driven with real clicks and drags: saved at once, read back, live.

Every test checks the settings file on disk (re-read with ``load_settings``) and what the
running program does with the value, not only what the screen shows.
"""
from __future__ import annotations

import json

import pygame

from game.services.settings import Settings, load_settings, settings_path
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.plugin import HUMAN, SeatChoice

from .driver import Driver, make_app


def open_settings(drv: Driver) -> SettingsScene:
    drv.step()
    drv.press("settings")
    assert isinstance(drv.top, SettingsScene)
    return drv.top


def on_disk() -> Settings:
    s, warnings = load_settings()
    assert warnings == []
    return s


def test_every_choice_is_written_at_once_and_read_back_by_the_next_run(data):
    app = make_app(data, speed=None)
    drv = Driver(app)
    open_settings(drv)
    drv.press("tipster:True")
    assert on_disk().tipster is True and app.settings.tipster is True
    drv.press("explain_bots:False")
    drv.press("payout_hints:False")
    drv.press("colour_blind:True")
    drv.press("race:fast")
    drv.press("bot:slow")
    drv.press("effects_volume:-")
    drv.press("music_volume:+")
    s = on_disk()
    assert (s.tipster, s.explain_bots, s.payout_hints, s.colour_blind) == (True, False, False, True)
    assert (s.animation_speed, s.bot_speed) == ("fast", "slow")
    assert (s.effects_volume, s.music_volume) == (0.7, 0.6)
    assert (app.race_speed, app.bot_speed) == ("fast", "slow")
    drv.press("back")
    assert isinstance(drv.top, TitleScene)
    # The next run starts with them.
    again = make_app(data, speed=None)
    assert again.settings == s
    assert (again.race_speed, again.bot_speed) == ("fast", "slow")
    drv2 = Driver(again)
    open_settings(drv2)
    assert drv2.button("tipster:True").selected and drv2.button("race:fast").selected


def test_dragging_a_volume_slider_sets_it_and_saves_once_on_release(data):
    app = make_app(data)
    drv = Driver(app)
    scene = open_settings(drv)
    sl = scene.sliders["effects_volume"]
    start = drv.window_pos((sl.rect.x + sl.rect.w * 0.5, sl.rect.centery))
    mid = drv.window_pos((sl.rect.x + sl.rect.w * 0.3, sl.rect.centery))
    end = drv.window_pos((sl.rect.x + sl.rect.w * 0.25, sl.rect.centery))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    drv.step()
    assert abs(app.settings.effects_volume - 0.5) <= 0.01
    assert not settings_path().exists()  # not written while the knob is held
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    drv.step()
    assert abs(on_disk().effects_volume - 0.25) <= 0.01
    assert app.settings.effects_volume == on_disk().effects_volume
    assert scene.dragging is None
    # Dragging past the end stops at 0.
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=drv.window_pos((sl.rect.x - 200, sl.rect.y)),
                                         rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    drv.step()
    assert on_disk().effects_volume == 0.0
    assert "off" in drv.texts()


def test_the_effects_volume_goes_to_the_sound_player_at_once_with_a_preview_click(data):
    from game.ui.scenes.settings import sound_player
    app = make_app(data)
    drv = Driver(app)
    open_settings(drv)
    player = sound_player(app)
    assert player is not None
    before = len(player.played)
    drv.press("effects_volume:-")
    drv.press("effects_volume:-")
    assert abs(player.volume - 0.6) < 1e-9 and on_disk().effects_volume == 0.6
    clicks = [lvl for name, lvl in player.played[before:] if name == "click"]
    assert len(clicks) == 2 and abs(clicks[-1] - 0.6) < 1e-9


def test_the_window_size_applies_now_and_at_the_next_start(data):
    app = make_app(data)
    drv = Driver(app)
    open_settings(drv)
    drv.press("window:(1600, 900)")
    assert app.screen.get_size() == (1600, 900)
    assert on_disk().window_size == (1600, 900)
    # Clicks still land on the buttons at the new scale.
    drv.press("window:(1280, 720)")
    assert app.screen.get_size() == (1280, 720) and on_disk().window_size == (1280, 720)
    drv.press("window:(1920, 1080)")
    again = make_app(data)
    assert again.screen.get_size() == (1920, 1080)


def test_fullscreen_and_language_are_saved(data):
    app = make_app(data)
    drv = Driver(app)
    open_settings(drv)
    drv.press("language:en")
    assert on_disk().language == "en" and "English" in drv.texts()
    drv.press("fullscreen")
    assert app.fullscreen and on_disk().fullscreen is True
    drv.press("fullscreen")
    assert not app.fullscreen and on_disk().fullscreen is False


def test_settings_from_the_pause_menu_change_the_game_in_play(data):
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "simple")]
    app = make_app(data, seats=seats, seed=2, speed=None)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: drv.frame.widget is not None)
    assert drv.frame.widget.ctx.hints is True
    drv.key(pygame.K_ESCAPE)
    drv.press("settings")
    assert isinstance(drv.top, SettingsScene)
    drv.press("bot:instant")
    drv.press("race:slow")
    drv.press("payout_hints:False")
    assert (session.speed, session.anim_speed) == ("instant", "slow")
    drv.key(pygame.K_ESCAPE)  # Done
    drv.key(pygame.K_ESCAPE)  # close the menu
    # The betting widget is rebuilt after the next action; its hints follow the setting.
    drv.frame.widget_key = None
    drv.step()
    assert drv.frame.widget.ctx.hints is False


def test_reset_puts_the_defaults_back_but_keeps_the_window(data):
    app = make_app(data)
    drv = Driver(app)
    open_settings(drv)
    drv.press("tipster:True")
    drv.press("music_volume:-")
    drv.press("window:(1600, 900)")
    drv.press("reset")
    s = on_disk()
    assert s == Settings().replace(window_size=(1600, 900), window_chosen=True)
    assert "Settings reset to the defaults." in drv.texts()


def test_a_broken_settings_file_gives_the_defaults_and_a_warning_not_a_crash(data):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ volume: eleven")
    app = make_app(data, speed=None)
    drv = Driver(app)
    drv.step()
    assert app.settings == Settings()
    assert any("settings file was damaged" in t for t in drv.texts())
    assert (path.parent / "settings.json.broken").read_text() == "{ volume: eleven"
    assert json.loads(path.read_text())["tipster"] is False


def test_an_old_settings_file_keeps_its_payout_hints_and_starts_the_tipster_panel_off(data):
    path = settings_path()
    path.parent.mkdir(parents=True)
    old = Settings().to_json()
    del old["payout_hints"], old["explain_bots"]
    old["tipster"] = False  # the old meaning: payout hints off
    path.write_text(json.dumps(old))
    app = make_app(data)
    assert app.settings.payout_hints is False and app.settings.tipster is False
    drv = Driver(app)
    open_settings(drv)
    assert drv.button("payout_hints:False").selected and drv.button("tipster:False").selected


# ---- colour-blind patterns ---------------------------------------------------------------

def cloths(app) -> set[str]:
    """The colours whose pawn wore the patterned number cloth in the last frame."""
    return {op[2][1] for op in app.last_ops
            if op[0] == "sprite" and isinstance(op[2], tuple) and op[2][0] == "saddle_cloth"}


def test_colour_blind_patterns_put_a_number_cloth_on_every_pawn_at_once(data):
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "simple")]
    app = make_app(data, seats=seats, seed=2)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    drv.step()
    pawns = {op[1] for op in app.last_ops if op[0] == "pawn"}
    assert len(pawns) == len(data.colours) and cloths(app) == set()  # the default look
    drv.key(pygame.K_ESCAPE)
    drv.press("settings")
    drv.press("colour_blind:True")
    assert on_disk().colour_blind is True and app.assets.colour_blind is True
    drv.key(pygame.K_ESCAPE)  # Done
    drv.key(pygame.K_ESCAPE)  # close the menu
    drv.step()
    assert cloths(app) == pawns
    # Every cloth carries its number as text the player can read.
    assert {str(n) for n in range(1, len(data.colours) + 1)} <= set(drv.texts())
    # The next run starts with the patterns on.
    again = make_app(data, seats=seats, seed=2)
    drv2 = Driver(again)
    assert drv2.run_until(lambda: drv2.frame.widget is not None)
    drv2.step()
    assert again.assets.colour_blind is True and cloths(again) == pawns


def test_colour_blind_off_again_gives_back_the_plain_pawns(data):
    app = make_app(data)
    drv = Driver(app)
    open_settings(drv)  # the title's galloping horses are drawn under the sheet
    assert cloths(app) == set()
    drv.press("colour_blind:True")
    drv.step()
    assert cloths(app) == set(data.colours)
    drv.press("colour_blind:False")
    drv.step()
    assert cloths(app) == set() and on_disk().colour_blind is False


# ---- window size and fullscreen ------------------------------------------------------------

def resize_window(drv: Driver, size: tuple[int, int]) -> None:
    """What a window manager does when the player drags the window's edge."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    drv.step(0.05)


def test_a_dragged_window_size_is_saved_once_it_settles_and_used_next_time(data, monkeypatch):
    from game.ui import app as app_module
    writes = []
    store = app_module.saves.store
    monkeypatch.setattr(app_module.saves, "store", lambda s: writes.append(s.window_size) or store(s))
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    for size in ((1400, 800), (1450, 820), (1500, 850)):
        resize_window(drv, size)
    assert app.screen.get_size() == (1500, 850) and app.viewport.scale < 1.2
    assert not settings_path().exists()  # not while the edge is still being dragged
    for _ in range(6):  # half a second later (a frame's time step is at most 0.1 s)
        drv.step(0.1)
    assert on_disk().window_size == (1500, 850) and writes == [(1500, 850)]  # one write
    again = make_app(data)
    assert again.screen.get_size() == (1500, 850)


def test_a_window_dragged_smaller_than_the_minimum_is_remembered_at_the_minimum(data):
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    resize_window(drv, (640, 400))
    app.quit()  # quitting writes a size that has not settled yet
    assert on_disk().window_size == (800, 600)


def test_f11_fullscreen_is_remembered_and_leaving_it_restores_the_window(data):
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    resize_window(drv, (1400, 800))
    drv.key(pygame.K_F11)
    assert app.fullscreen and on_disk().fullscreen is True
    assert on_disk().window_size == (1400, 800)  # the fullscreen size is never kept as the window's
    again = make_app(data)
    drv2 = Driver(again)
    drv2.step()
    assert again.fullscreen
    drv2.key(pygame.K_F11)
    assert not again.fullscreen and on_disk().fullscreen is False
    assert again.screen.get_size() == (1400, 800)


# ---- music -------------------------------------------------------------------------------

def test_the_tune_plays_on_the_title_and_follows_the_music_volume(data):
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    assert app.music.state == "playing" and app.music.audible  # the dummy driver has a mixer
    assert pygame.mixer.music.get_busy()
    assert abs(pygame.mixer.music.get_volume() - 0.5) < 0.01
    open_settings(drv)
    assert app.music.audible  # the settings sheet sits over the title: the tune goes on
    for _ in range(5):
        drv.press("music_volume:-")
    assert on_disk().music_volume == 0.0
    assert app.music.volume == 0.0 and not app.music.audible  # 0 is silence
    drv.press("music_volume:+")
    assert app.music.audible and abs(pygame.mixer.music.get_volume() - 0.1) < 0.01
    app.quit()
    assert not app.music.audible


def test_the_tune_goes_on_at_the_table_and_a_saved_volume_of_zero_stays_silent(data):
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "simple")]
    app = make_app(data, seats=seats, seed=2)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    assert app.music.state == "playing" and app.music.audible
    app.settings = app.settings.replace(music_volume=0.0)
    from game.services.settings import save_settings
    save_settings(app.settings)
    again = make_app(data, seats=seats, seed=2)
    Driver(again).step()
    assert again.music.state == "playing" and not again.music.audible


def test_mute_silences_effects_and_music_keeps_the_volumes_and_m_toggles_it_anywhere(data):
    from game.ui.scenes.settings import sound_player
    seats = [SeatChoice("Ada", HUMAN), SeatChoice("Bruno", "simple")]
    app = make_app(data, seats=seats, seed=2)
    drv = Driver(app)
    assert drv.run_until(lambda: drv.frame.widget is not None)
    player = sound_player(app)
    assert app.music.audible and not player.muted
    drv.key(pygame.K_m)  # at the table
    drv.step()
    assert on_disk().muted and not app.music.audible and player.muted
    assert on_disk().effects_volume == 0.8 and on_disk().music_volume == 0.5  # kept
    before = len(player.played)
    player.play("click")
    assert player.played[before:] == [("click", 0.0)]  # played, at no volume
    drv.key(pygame.K_ESCAPE)
    drv.press("settings")
    assert drv.button("mute").selected
    drv.press("mute")  # the button turns it on again
    assert not on_disk().muted and app.music.audible and not player.muted


def test_m_typed_into_a_name_is_a_letter_not_mute(data):
    app = make_app(data)
    drv = Driver(app)
    drv.new_game()
    entry = drv.top.entries[0]
    drv.click(app.viewport.to_logical(entry.rect.center))
    drv.key(pygame.K_m, unicode="m")
    drv.type_text("m")
    assert not app.settings.muted and "m" in entry.get_text()

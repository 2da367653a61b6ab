"""The settings screen, driven with real clicks and drags: saved at once, read back, live.

Every test checks the settings file on disk (re-read with ``load_settings``) and what the
running program does with the value, not only what the screen shows.
"""
from __future__ import annotations

import json

import pygame

from game.settings import Settings, load_settings, settings_path
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.session import HUMAN, SeatSpec

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
    seats = [SeatSpec("Ada", HUMAN), SeatSpec("Bruno", "simple")]
    app = make_app(data, seats=seats, seed=2, speed=None)
    drv = Driver(app)
    session = drv.table.session
    assert drv.run_until(lambda: drv.table.widget is not None)
    assert drv.table.widget.ctx.hints is True
    drv.key(pygame.K_ESCAPE)
    drv.press("settings")
    assert isinstance(drv.top, SettingsScene)
    drv.press("bot:instant")
    drv.press("race:slow")
    drv.press("payout_hints:False")
    assert (session.speed, session.race_speed) == ("instant", "slow")
    drv.key(pygame.K_ESCAPE)  # Done
    drv.key(pygame.K_ESCAPE)  # close the menu
    # The betting widget is rebuilt after the next action; its hints follow the setting.
    drv.table.widget_key = None
    drv.step()
    assert drv.table.widget.ctx.hints is False


def test_reset_puts_the_defaults_back_but_keeps_the_window(data):
    app = make_app(data)
    drv = Driver(app)
    open_settings(drv)
    drv.press("tipster:True")
    drv.press("music_volume:-")
    drv.press("window:(1600, 900)")
    drv.press("reset")
    s = on_disk()
    assert s == Settings().replace(window_size=(1600, 900))
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

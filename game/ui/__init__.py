"""The desktop shell: the pygame-ce window every game of the table is played in.

Entry point: ``game.ui.app.run_app(args)``. The shell knows no game: it offers every
registered game (``game/catalogue.py``) through its presentation plug-in (``plugin.py``;
``game/catalogue.py``, the catalogue, names each one beside its rules), and a game without screens of its own plays on the
generic table (``generic/``). It only *drives* the pure rules; it never decides a rule.
Horse Fever's own screens are ``game/horsefever/ui/``. Layout of the package:

    app.py            the window, the dt loop, screenshots; ``App.step`` for tests
    scene.py          the scene stack (push / pop / replace, overlays over the scene below)
    scene_registry.py scenes by name: ``app.open("settings")``, never a scene module imported
    plugin.py         what a game gives the shell: tile, table scene, words, rules help
    games_ui.py       imports every scene and the catalogue; sets the plain generic table
    generic/          the generic table: session, table, panels, final scores, replay
    speeds.py         the one table of speeds
    backdrop.py       the felt every screen stands on
    viewport.py       fixed logical size scaled into the window with letterbox bars
    painter.py        every drawing call, in logical coordinates, recorded in a draw list
    assets.py         fonts and sprites with drawn fallbacks when a file is missing
    fallback_art.py   the drawn stand-ins for sprites that are not there (yet)
    palette.py        colours, horse numbers and patterns (colour-blind aid)
    gui.py            pygame_gui (text entry, scrolling text, tooltips) at the window's scale
    widgets.py        self-drawn buttons, steppers and focus
    input_map.py      keys -> commands (1-6, W/S, +/-, Enter, Backspace, Esc, F1, F11, Tab)
    pass_rule.py      when a hot-seat pass screen stands before a decision (docs/ui.md)
    scenes/           title, choose a game, setup (from a game's options), pass-the-device,
                      resume, save as, settings, overlays (pause, rules, log, card)
"""

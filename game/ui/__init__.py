"""The desktop game: a pygame-ce table where people play Horse Fever hot-seat and against bots.

Entry point: ``game.ui.app.run_app(args)``. The package only *drives* the pure rules engine
(``game.horsefever.rules``); it never decides a rule itself. Layout of the package:

    app.py            the window, the dt loop, screenshots; ``App.step`` for tests
    scene.py          the scene stack (push / pop / replace, overlays over the scene below)
    viewport.py       fixed logical size scaled into the window with letterbox bars
    painter.py        every drawing call, in logical coordinates, recorded in a draw list
    assets.py         fonts and sprites with drawn fallbacks when a file is missing
    fallback_art.py   the drawn stand-ins for sprites that are not there (yet)
    palette.py        colours, horse numbers and patterns (colour-blind aid)
    gui.py            pygame_gui (text entry, scrolling text, tooltips) at the window's scale
    widgets.py        self-drawn buttons, steppers and focus
    input_map.py      keys -> commands (1-6, W/S, +/-, Enter, Backspace, Esc, F1, F11, Tab)
    display.py        the "display state": the table as the presented events left it
    display_board.py  the Board Game's public table inside the display state
    private_knowledge.py  one seat's hand, face-down cards and Goals (hot seat shows them)
    session.py        the match driver and hot-seat controller (bots, pacing, privacy)
    describe.py       words: log lines and card / token / Blackboard details
    rules_text.py     the in-game rules help pages
    table_layout.py   where everything on the table is (pure geometry, shared by draw and clicks)
    table_draw.py     draws the table from a display state (the seam for richer animation)
    decisions/        one small widget per decision kind, found through a registry
    scenes/           title, setup, table, pass-the-device, payoffs, final scores, overlays
"""

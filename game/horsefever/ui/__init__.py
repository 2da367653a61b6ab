"""Horse Fever's screens for the desktop shell: its presentation plug-in (``presentation.py``).

Importing ``entry.py`` registers the plug-in (``game.ui.plugin``) and its scenes;
``game/ui/games_ui.py`` names it, imported the first time Horse Fever is asked for. Beside
it live Horse Fever's own screens: its table (``scenes/table.py``, drawn by
``table_draw.py``, ``track_draw.py``, ``board_panels.py``), its session (``session.py``:
pacing, bots, hot-seat privacy over its engine), the decision widgets (``decisions/``), the
race show (``race/``), the payoffs sheet, new cards, final scores and replay (``scenes/``).
"""

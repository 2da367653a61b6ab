"""Horse Fever's screens for the desktop shell: its presentation plug-in (``presentation.py``).

Importing ``entry.py`` registers the plug-in (``game.ui.plugin``); ``game/ui/games_ui.py``
names it, imported the first time Horse Fever is asked for (this package imports nothing).
Horse Fever plays on the shell's one session (``game/ui/generic``): its stage
(``stage.py``) folds the events into the display state and each person's private
knowledge, plays the race show (``race/``) and stops on its sheets (``payoffs.py``,
``new_cards.py``); its frame at the shell's one table (``table_frame.py``, drawn by
``table_draw.py``, ``track_draw.py``, ``board_panels.py``), the decision widgets
(``decisions/``) and the tipster panel; its words and charts on the shell's final scores
(``final_notes.py``, ``story_charts.py``), the races the shell's replay plays one by one
(``race/replay.py``). No scene of its own: every screen is the shell's.
"""

"""Where things sit on the generic table, in logical 1280x720 coordinates.

The window's minimum size is the shell's (``settings.MIN_WINDOW``); the painter scales
this layout to any window, so it is laid out once. Board and panel share the left column
(the board as wide as it can be, the decision panel under it); seats and log the right.
"""
from __future__ import annotations

import pygame

WIDTH, HEIGHT = 1280, 720
MARGIN = 12
STATUS = pygame.Rect(0, 0, WIDTH, 44)  # whose decision, the phase's prompt, the menu
BOARD = pygame.Rect(MARGIN, 52, 880, 440)  # the game's Board draws here
PANEL = pygame.Rect(MARGIN, 500, 880, 208)  # the decision panel (or what is happening)
SEATS = pygame.Rect(904, 52, 364, 208)  # each seat: name, person/bot, score line
LOG = pygame.Rect(904, 268, 364, 440)  # the game log (``logbox.py``)
MENU_BUTTON = pygame.Rect(WIDTH - 112, 8, 100, 28)
RULES_BUTTON = pygame.Rect(WIDTH - 220, 8, 100, 28)
LOG_BUTTON = pygame.Rect(WIDTH - 328, 8, 100, 28)
# Confirm and Undo of a chosen action: the panel's top right corner (a panel's prompt
# stops short of them, ``PROMPT_W``); the chosen action and any refusal are worded on the
# panel's bottom line, right of a fallback panel's page buttons (``NOTE``).
CONFIRM = pygame.Rect(PANEL.right - 122, PANEL.y + 8, 108, 28)
UNDO = pygame.Rect(PANEL.right - 238, PANEL.y + 8, 108, 28)
PROMPT_W = UNDO.x - PANEL.x - 28
NOTE = pygame.Rect(PANEL.x + 400, PANEL.bottom - 36, PANEL.w - 414, 24)
SEAT_ROW = 34  # height of one seat's line in SEATS
# Hot seat: a look at one's own secrets, in the seats panel's title row (never narrowing the
# status line, whose words are what is being shown)
PEEK_BUTTON = pygame.Rect(SEATS.right - 96, SEATS.y + 7, 84, 24)
# The shell's Hint button (``hint_box.py``), beside it (the status line keeps its width)
HINT_BUTTON = pygame.Rect(SEATS.right - 188, SEATS.y + 7, 84, 24)

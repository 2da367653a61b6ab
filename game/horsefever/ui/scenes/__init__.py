"""Horse Fever's own scenes: its table, payoffs sheet, new cards, final scores and replay.

Importing this package registers them by name (``game/ui/scene_registry.py``).
"""
from __future__ import annotations

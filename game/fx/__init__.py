"""Presentation helpers that need no window: tweens and the dice physics (pymunk)."""

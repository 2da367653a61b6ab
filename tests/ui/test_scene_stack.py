"""The scene stack: lifecycle hooks, who gets events, what is drawn (overlays over scenes)."""
from __future__ import annotations

from unittest.mock import Mock

import pygame

from game.ui.painter import Painter
from game.ui.scene import Scene, SceneStack


def _scene(opaque: bool = True, consume: bool = True) -> Mock:
    s = Mock(spec=Scene)
    s.opaque = opaque
    s.gui = None
    s.process_event.return_value = consume
    return s


def test_push_pauses_and_pop_resumes_symmetrically():
    stack = SceneStack()
    a, b = _scene(), _scene()
    stack.push(a)
    stack.push(b)
    assert a.on_pause.call_count == 1 and b.on_enter.call_count == 1
    stack.pop()
    assert b.on_exit.call_count == 1 and a.on_resume.call_count == 1
    assert stack.top is a


def test_replace_and_reset():
    stack = SceneStack()
    a, b, c = _scene(), _scene(), _scene()
    stack.push(a)
    stack.replace(b)
    assert a.on_exit.call_count == 1 and a.on_resume.call_count == 0 and stack.scenes == [b]
    stack.push(c)
    stack.reset(a)
    assert stack.scenes == [a] and b.on_exit.call_count == 1 and c.on_exit.call_count == 1


def test_only_the_top_scene_gets_events_and_time():
    stack = SceneStack()
    a, b = _scene(), _scene(opaque=False)
    stack.push(a)
    stack.push(b)
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0)
    stack.process_event(ev)
    stack.update(0.5)
    b.process_event.assert_called_once_with(ev)
    b.update.assert_called_once_with(0.5)
    a.process_event.assert_not_called()
    a.update.assert_not_called()


def test_overlays_draw_over_the_scene_below_down_to_an_opaque_one():
    stack = SceneStack()
    bottom, table, overlay = _scene(), _scene(), _scene(opaque=False)
    for s in (bottom, table, overlay):
        stack.push(s)
    assert stack.visible() == [table, overlay]
    painter = Mock(spec=Painter)  # (the stack keeps the scenes' tooltips for their turn)
    stack.draw(painter)
    assert [c.kwargs for c in painter.flush_over.call_args_list] == [{"show": False},
                                                                     {"show": True}]
    bottom.draw.assert_not_called()
    table.draw.assert_called_once_with(painter)
    overlay.draw.assert_called_once_with(painter)
    curtain = _scene(opaque=True)
    stack.push(curtain)
    assert stack.visible() == [curtain]

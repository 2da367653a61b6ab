"""pygame_gui at the window's scale: text entry, scrolling text boxes and tooltips.

pygame_gui works in window pixels, so each scene that uses it owns a ``GuiLayer``: a
UIManager themed for the current scale (font sizes multiplied, cream-and-ink colours) plus
a ``build`` function that places the scene's elements from logical rectangles. When the
window changes size the layer is rebuilt, and the scene's build function copies the values
it must keep (typed names, scroll positions are cheap to lose) from its own model.
"""
from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui

from .painter import Painter

if TYPE_CHECKING:
    from .app import App


def hex_colour(c: tuple[int, int, int], a: int | None = None) -> str:
    """``#RRGGBB`` (``#RRGGBBAA`` with ``a``): a colour as the theme and the text boxes'
    markup write it."""
    return "#" + "".join(f"{v:02X}" for v in c) + (f"{a:02X}" if a is not None else "")


_hex = hex_colour


def theme(app: "App") -> dict:
    """The pygame_gui theme for the current scale: our fonts, cream paper, dark ink."""
    from . import palette as P

    s = app.viewport.scale
    fonts = app.assets

    def font(size: float, role: str = "ui") -> dict:
        bold = "ui_bold" if role == "ui" else "serif_bold"
        italic = "serif_italic"
        return {"name": "fira" if role == "ui" else "baskerville", "size": str(max(8, round(size * s))),
                "regular_path": fonts.font_path(role), "bold_path": fonts.font_path(bold),
                "italic_path": fonts.font_path(italic)}

    paper = {"dark_bg": _hex(P.CREAM), "normal_bg": _hex(P.CREAM), "hovered_bg": _hex(P.lighten(P.CREAM, 0.3)),
             "normal_text": _hex(P.INK), "selected_text": _hex(P.CREAM), "selected_bg": _hex(P.BRASS_DARK),
             "normal_border": _hex(P.BRASS_DARK), "hovered_border": _hex(P.BRASS),
             "selected_border": _hex(P.BRASS), "active_border": _hex(P.HIGHLIGHT),
             "text_cursor": _hex(P.INK), "link_text": _hex(P.BAD), "link_hover": _hex(P.BRASS_DARK),
             "disabled_dark_bg": _hex(P.CREAM_DARK), "disabled_text": _hex(P.INK_FAINT),
             "filled_bar": _hex(P.BRASS_DARK), "unfilled_bar": _hex(P.CREAM_DARK)}
    return {
        "defaults": {"colours": paper, "font": font(16)},
        "text_entry_line": {"colours": paper, "font": font(18),
                            "misc": {"border_width": str(max(1, round(1.5 * s))), "shape": "rounded_rectangle",
                                     "shape_corner_radius": str(max(2, round(6 * s))),
                                     "padding": f"{max(2, round(8 * s))},{max(1, round(3 * s))}"}},
        # Plain rectangles: pygame_gui's rounded shapes are slow to draw for large boxes, and
        # the paper sheet around the box is ours anyway.
        "text_box": {"colours": paper, "font": font(16),
                     "misc": {"border_width": str(max(1, round(1.5 * s))), "padding": f"{round(10 * s)},{round(8 * s)}",
                              "shape": "rectangle"}},
        "#log_text": {"font": font(15)},
        "tool_tip": {"colours": {"dark_bg": _hex((252, 244, 222)), "normal_text": _hex(P.INK),
                                 "normal_border": _hex(P.BRASS_DARK)},
                     "font": font(15),
                     "misc": {"rect_width": str(round(300 * s)), "border_width": str(max(1, round(1.5 * s))),
                              "shadow_width": str(max(1, round(2 * s))), "shape": "rounded_rectangle",
                              "shape_corner_radius": str(max(2, round(6 * s)))}},
        "vertical_scroll_bar": {"colours": {"dark_bg": _hex(P.CREAM_DARK), "normal_bg": _hex(P.BRASS),
                                            "hovered_bg": _hex(P.BRASS_LIGHT), "active_bg": _hex(P.BRASS_DARK),
                                            "normal_border": _hex(P.BRASS_DARK)}},
        "vertical_scroll_bar.#sliding_button": {"colours": {"normal_bg": _hex(P.BRASS),
                                                            "hovered_bg": _hex(P.BRASS_LIGHT)}},
    }


# pygame_gui loads fonts it was not told about on the fly, with a warning each time; the
# common ones are preloaded below, the rest (HTML sizes) may load quietly.
warnings.filterwarnings("ignore", category=UserWarning, module=r"pygame_gui\..*")

# Idle UIManagers by window size and scale: a new manager parses the theme and loads its
# fonts again (tens of milliseconds), so a scene that closes gives its manager back here.
_POOL: dict[tuple, list[pygame_gui.UIManager]] = {}
_POOL_MAX = 3


def _take_manager(app: "App") -> pygame_gui.UIManager:
    key = (app.viewport.window, round(app.viewport.scale, 4))
    idle = _POOL.get(key)
    if idle:
        return idle.pop()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        manager = pygame_gui.UIManager(app.viewport.window, theme(app))
        s = app.viewport.scale
        fonts = []
        for name, sizes in (("fira", (15, 16, 18)), ("baskerville", (16.5,))):
            for size in sizes:
                for style in ("regular", "bold", "italic"):
                    fonts.append({"name": name, "point_size": max(8, round(size * s)), "style": style})
        try:
            manager.preload_fonts(fonts)
        except Exception:  # noqa: BLE001 - preloading is only an optimisation
            pass
        return manager


def _give_back(app: "App", manager: pygame_gui.UIManager, key: tuple) -> None:
    manager.clear_and_reset()
    idle = _POOL.setdefault(key, [])
    if len(idle) < _POOL_MAX:
        idle.append(manager)


class GuiLayer:
    """A UIManager at the current window scale with a rebuild function for its elements."""

    def __init__(self, app: "App", build: Callable[["GuiLayer"], None]) -> None:
        self.app = app
        self._build = build
        self.manager: pygame_gui.UIManager | None = None
        self.tooltip: pygame_gui.elements.UITooltip | None = None
        self._tip_key: object = None
        self._key: tuple = ()
        self.rebuild()

    def rect(self, r: pygame.Rect | tuple) -> pygame.Rect:
        """A logical rectangle in window pixels (pygame_gui's coordinates)."""
        return self.app.viewport.rect(r)

    def rebuild(self) -> None:
        """Takes a manager for the current viewport and places the elements again."""
        self.close()
        self.manager = _take_manager(self.app)
        self._key = (self.app.viewport.window, round(self.app.viewport.scale, 4))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self._build(self)

    def close(self) -> None:
        """Removes every element (the scene is leaving); the manager goes back to the pool."""
        self.tooltip = None
        self._tip_key = None
        if self.manager is not None:
            _give_back(self.app, self.manager, self._key)
            self.manager = None

    @property
    def current(self) -> bool:
        """False when the window changed size since the elements were placed."""
        return self.manager is not None and self._key == (self.app.viewport.window,
                                                          round(self.app.viewport.scale, 4))

    # ---- per frame -------------------------------------------------------------------
    def process(self, ev: pygame.event.Event) -> bool:
        """Gives an event to pygame_gui; True when it used it (typing, scrolling)."""
        if self.manager is None:
            return False
        used = bool(self.manager.process_events(ev))
        if ev.type in (pygame.KEYDOWN, pygame.TEXTINPUT) and self.text_focused():
            # Keys typed into a text field are text, never game commands.
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_TAB,
                                                        pygame.K_RETURN, pygame.K_KP_ENTER):
                return used and ev.key not in (pygame.K_ESCAPE, pygame.K_TAB)
            return True
        return used

    def text_focused(self) -> bool:
        """True while a text entry has the keyboard."""
        if self.manager is None:
            return False
        focus = self.manager.get_focus_set()
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in (focus or ()))

    def focus(self, element) -> None:
        """Gives an element the keyboard the way a click would (joins the focus set, which
        ``text_focused`` reads: ``element.focus()`` alone would type without joining it)."""
        if self.manager is not None:
            self.manager.set_focus_set(element)

    def update(self, dt: float) -> None:
        if self.manager is not None:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                self.manager.update(dt)

    def draw(self, p: Painter) -> None:
        if self.manager is not None:
            self.manager.draw_ui(p.surface)

    # ---- tooltips for self-drawn things ------------------------------------------------
    def show_tooltip(self, key: object, html: str, logical_pos: tuple[float, float]) -> None:
        """Shows a pygame_gui tooltip for a table item (once per item under the mouse)."""
        if self.manager is None:
            return
        if (key, html) == self._tip_key and self.tooltip is not None:
            return  # same item, same words: keep it (it follows the facts, not the first look)
        self.hide_tooltip()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self.tooltip = pygame_gui.elements.UITooltip(html, (0, round(18 * self.app.viewport.scale)),
                                                         self.manager)
            self.tooltip.find_valid_position(pygame.math.Vector2(self.app.viewport.to_window(logical_pos)))
        self._tip_key = (key, html)

    def hide_tooltip(self) -> None:
        if self.tooltip is not None:
            self.tooltip.kill()
        self.tooltip = None
        self._tip_key = None

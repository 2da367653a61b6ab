"""Scenes by name (the Tuxemon way): a scene module registers its scene under a name, and
everything else opens it by that name (``app.open("settings")``), never by importing it.

So no scene module imports another scene's module and ``App`` imports no concrete scene:
``game/ui/scenes/__init__.py`` imports the shell's scene modules (and ``game/ui/games_ui.py``
the games' presentations) once, which registers them. ``tests/ui/test_import_cycles.py``
checks that ``game/ui`` has no import cycle.

What is registered is a factory ``factory(app, *args, **kw) -> Scene``: usually the scene's
class; a function where one instance is reused (the rules and the log keep their laid-out
pages between visits).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:
    from .app import App
    from .scene import Scene

F = TypeVar("F", bound=Callable[..., Any])

_FACTORIES: dict[str, Callable[..., "Scene"]] = {}


def register_scene(name: str) -> Callable[[F], F]:
    """Decorator: registers a scene class (or a factory function) under ``name``."""
    def deco(factory: F) -> F:
        old = _FACTORIES.get(name)
        if old is not None and old is not factory and \
                getattr(old, "__qualname__", None) != getattr(factory, "__qualname__", None):
            raise ValueError(f"a scene named {name!r} is already registered ({old.__qualname__})")
        _FACTORIES[name] = factory
        return factory
    return deco


def make_scene(name: str, app: "App", *args: Any, **kw: Any) -> "Scene":
    """A new scene (or the reused one) registered as ``name``; KeyError naming it if none."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise KeyError(f"no scene named {name!r} (scenes: {', '.join(sorted(_FACTORIES))})") from None
    return factory(app, *args, **kw)


def scene_names() -> list[str]:
    """Every registered scene name."""
    return sorted(_FACTORIES)

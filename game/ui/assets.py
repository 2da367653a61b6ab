"""Every font and sprite goes through here: package-relative paths, caches, fallbacks.

Sprites are looked up by name under ``sprites/`` (``horse_red_0.png`` ...; the folder is found
from the package by ``game.services.resources``, installed or not). The art is
being made while the game is built, so a missing file is never an error: the caller gives
a fallback that draws a stand-in of the same size (``fallback_art``), and the real file is
used as soon as it exists. Images are converted after the display exists (``convert_alpha``
needs a video mode) and cached per requested pixel size, so scaling happens once.
"""
from __future__ import annotations

import logging
from collections import OrderedDict
from pathlib import Path
from typing import Callable, Iterable

import pygame

from ..services import resources

log = logging.getLogger(__name__)

# Found from the package (the repository's sprites/, or the installed copy), never from the
# current directory.
SPRITES = resources.sprites_dir()
FONTS = resources.fonts_dir()  # bundled OFL fonts, with their licences

# Font roles -> files. Limelight is the 1920s display face; Libre Baskerville the card
# serif; Fira Sans the readable interface face; League Gothic the condensed numbers.
FONT_FILES: dict[str, str] = {
    "display": "Limelight-Regular.ttf",
    "serif": "LibreBaskerville-Regular.ttf",
    "serif_bold": "LibreBaskerville-Bold.ttf",
    "serif_italic": "LibreBaskerville-Italic.ttf",
    "ui": "FiraSans-Regular.ttf",
    "ui_medium": "FiraSans-Medium.ttf",
    "ui_bold": "FiraSans-Bold.ttf",
    "condensed": "LeagueGothic-Regular.ttf",
}

Fallback = Callable[[int, int], pygame.Surface]


class _LRU(OrderedDict):
    """A small least-recently-used cache (rendered text and scaled sprites)."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def get_or(self, key, make):
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = make()
        self[key] = value
        if len(self) > self.limit:
            self.popitem(last=False)
        return value


class Assets:
    """Fonts, rendered text and sprites, cached; missing files fall back to drawings."""

    def __init__(self, sprites_dir: Path = SPRITES, fonts_dir: Path = FONTS) -> None:
        self.sprites_dir = sprites_dir
        self.fonts_dir = fonts_dir
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._raw: dict[str, pygame.Surface | None] = {}
        self._scaled = _LRU(1200)
        self._text = _LRU(4000)
        self._sizes = _LRU(20000)
        self.shapes = _LRU(3000)  # translucent shapes and shadows, by pixel size and colour
        self.colour_blind = False  # the colour-blind aid (game/ui/colour_aid.py), set by the App
        # What has been loaded and scaled ahead of use, e.g. the race show's sprites at a scale
        # (a drawing cache: kept here, not in the scene, so drawing changes no scene's state).
        self.warmed: set[tuple] = set()

    # ---- fonts and text --------------------------------------------------------------
    def font(self, role: str, px: int) -> pygame.font.Font:
        """Returns the font of a role at a pixel size (pygame's default font if missing)."""
        px = max(6, int(px))
        key = (role, px)
        f = self._fonts.get(key)
        if f is None:
            path = self.fonts_dir / FONT_FILES.get(role, FONT_FILES["ui"])
            try:
                f = pygame.font.Font(str(path), px)
            except (FileNotFoundError, OSError, pygame.error):
                f = pygame.font.Font(None, px)
            self._fonts[key] = f
        return f

    def font_path(self, role: str) -> str | None:
        """The file of a font role, or None when it is missing (pygame_gui theme)."""
        path = self.fonts_dir / FONT_FILES.get(role, "")
        return str(path) if path.is_file() else None

    def text(self, txt: str, role: str, px: int, colour: tuple[int, int, int]) -> pygame.Surface:
        """Returns ``txt`` rendered anti-aliased (cached)."""
        key = (txt, role, int(px), tuple(colour))
        return self._text.get_or(key, lambda: self.font(role, px).render(txt, True, colour))

    def measure(self, txt: str, role: str, px: int) -> tuple[int, int]:
        """The pixel size of ``txt`` (cached: Font.size is slow and asked for very often)."""
        key = (txt, role, int(px))
        return self._sizes.get_or(key, lambda: self.font(role, px).size(txt))

    # ---- sprites ---------------------------------------------------------------------
    def image(self, name: str) -> pygame.Surface | None:
        """Returns ``sprites/<name>.png`` converted, or None when there is no such file."""
        if name in self._raw:
            return self._raw[name]
        path = self.sprites_dir / f"{name}.png"
        img: pygame.Surface | None = None
        if path.is_file():
            try:
                img = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    img = img.convert_alpha()
            except (pygame.error, OSError) as exc:  # a half-written file while art is made
                log.warning("cannot load %s: %s", path, exc)
                img = None
        self._raw[name] = img
        return img

    def has(self, name: str) -> bool:
        """True when the sprite file exists (and loads)."""
        return self.image(name) is not None

    def sprite(self, names: str | Iterable[str], size: tuple[int, int], fallback: Fallback,
               fit: str = "contain") -> tuple[pygame.Surface, str]:
        """Returns (surface, name used) for the first existing name, scaled to ``size``.

        ``fit``: "stretch" fills the size exactly; "contain" keeps the aspect inside it;
        "cover" keeps the aspect and crops to fill it. The name is "fallback:<first name>"
        when no file exists and the stand-in was drawn.
        """
        if isinstance(names, str):
            names = (names,)
        names = tuple(names)
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = (names, w, h, fit)

        def make() -> tuple[pygame.Surface, str]:
            for name in names:
                img = self.image(name)
                if img is not None:
                    return _fit(img, w, h, fit), name
            return fallback(w, h), f"fallback:{names[0]}"

        return self._scaled.get_or(key, make)

    def forget_scaled(self) -> None:
        """Drops size-dependent caches (after the window was resized)."""
        self._scaled.clear()
        self._text.clear()
        self._sizes.clear()
        self.shapes.clear()
        self.warmed.clear()

    def reload(self) -> None:
        """Forgets every loaded file so new art is picked up."""
        self._raw.clear()
        self._scaled.clear()


def _fit(img: pygame.Surface, w: int, h: int, fit: str) -> pygame.Surface:
    """Scales a sprite to (w, h): stretch, contain, cover, tile:<k>, or nine:<border>[:<k>].

    ``tile:<k>`` repeats the image at k times its size (seamless felt and turf);
    ``nine:<b>:<k>`` keeps a ``b``-pixel border unstretched (drawn at k times), so frames
    keep their thickness when the aspect ratio changes.
    """
    iw, ih = img.get_size()
    if fit.startswith("tile"):
        k = float(fit.split(":")[1]) if ":" in fit else 1.0
        tw, th = max(1, round(iw * k)), max(1, round(ih * k))
        tile = pygame.transform.smoothscale(img, (tw, th)) if (tw, th) != (iw, ih) else img
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        for x in range(0, w, tw):
            for y in range(0, h, th):
                out.blit(tile, (x, y))
        return out
    if fit.startswith("nine"):
        parts = fit.split(":")
        b = int(parts[1]) if len(parts) > 1 else 8
        k = float(parts[2]) if len(parts) > 2 else 1.0
        return _nine(img, w, h, b, k)
    if fit == "stretch" or (iw, ih) == (w, h):
        return pygame.transform.smoothscale(img, (w, h)) if (iw, ih) != (w, h) else img
    k = min(w / iw, h / ih) if fit == "contain" else max(w / iw, h / ih)
    nw, nh = max(1, round(iw * k)), max(1, round(ih * k))
    scaled = pygame.transform.smoothscale(img, (nw, nh))
    if fit == "contain":
        return scaled
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(scaled, ((w - nw) // 2, (h - nh) // 2))
    return out


def _nine(img: pygame.Surface, w: int, h: int, b: int, k: float) -> pygame.Surface:
    """Nine-slice scaling: corners kept, edges stretched one way, the middle both ways."""
    iw, ih = img.get_size()
    b = max(1, min(b, iw // 2 - 1, ih // 2 - 1))
    d = max(1, min(round(b * k), w // 2, h // 2))  # the border's size in the output
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    xs_src = (0, b, iw - b, iw)
    ys_src = (0, b, ih - b, ih)
    xs_dst = (0, d, w - d, w)
    ys_dst = (0, d, h - d, h)
    for i in range(3):
        for j in range(3):
            sw, sh = xs_src[i + 1] - xs_src[i], ys_src[j + 1] - ys_src[j]
            dw, dh = xs_dst[i + 1] - xs_dst[i], ys_dst[j + 1] - ys_dst[j]
            if sw <= 0 or sh <= 0 or dw <= 0 or dh <= 0:
                continue
            piece = img.subsurface((xs_src[i], ys_src[j], sw, sh))
            out.blit(pygame.transform.smoothscale(piece, (dw, dh)), (xs_dst[i], ys_dst[j]))
    return out

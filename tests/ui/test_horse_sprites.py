"""The horse sprites name their stable at a glance (issue 16): whatever the coat, the saddle
cloth is the stable's colour, and no coat looks like another stable's colour (the white
stable's horse was black, the green stable's grey).

The committed PNGs are what the game shows; the cloth's place in each frame comes from the
generator itself (``tools/make_sprites.py``), so the test follows the art if it moves.
"""
from __future__ import annotations

import importlib
import pathlib
import sys

import numpy as np
import pygame
import pytest

from game.ui import palette as P

ROOT = pathlib.Path(__file__).resolve().parents[2]
COLOURS = ["black", "blue", "green", "red", "yellow", "white"]


@pytest.fixture(scope="module")
def art():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return importlib.import_module("make_sprites")
    finally:
        sys.path.remove(str(ROOT / "tools"))


def load(colour: str, frame: int) -> np.ndarray:
    pygame.init()
    s = pygame.image.load(str(ROOT / "sprites" / f"horse_{colour}_{frame}.png"))
    return pygame.surfarray.array3d(s).swapaxes(0, 1).astype(float)  # [y, x, rgb]


def inside(art, outline, frame: int, shape: tuple[int, int]) -> np.ndarray:
    """Pixels well inside a rest-pose outline (4x pixels) posed for this frame."""
    pose = art.gallop_pose(frame)
    pts = [(x / art.SS, y / art.SS) for x, y in art.posed(art.K.catmull_rom(outline, steps=4), pose)]
    surf = pygame.Surface((shape[1], shape[0]))
    surf.fill((0, 0, 0))
    pygame.draw.polygon(surf, (255, 255, 255), pts)
    m = pygame.surfarray.array_red(surf).T > 0
    # One pixel in from the edge: the trim and the antialiased border stay out.
    return m & np.roll(m, 1, 0) & np.roll(m, -1, 0) & np.roll(m, 1, 1) & np.roll(m, -1, 1)


def dist(a, b) -> np.ndarray:
    return np.sqrt(((np.asarray(a, float) - np.asarray(b, float)) ** 2).sum(-1))


@pytest.mark.parametrize("colour", COLOURS)
def test_the_saddle_cloth_is_big_and_in_the_stables_colour(art, colour):
    for frame in range(art.HORSE_FRAMES):
        img = load(colour, frame)
        cloth = inside(art, art.SADDLE_TRIM, frame, img.shape[:2])
        # The number is in the middle of the cloth: its box is left out.
        nx, ny = (v / art.SS for v in art.posed([art.SADDLE_NUMBER], art.gallop_pose(frame))[0])
        ys, xs = np.mgrid[0:img.shape[0], 0:img.shape[1]]
        cloth &= ~((abs(xs - nx) <= 5) & (abs(ys - ny) <= 7))
        assert cloth.sum() >= 120, (colour, frame, int(cloth.sum()))  # 14 x 12 px in all, once
        # Most of it is the stable's colour (the rest: the rider's boot and the saddle on it).
        near = dist(img[cloth], P.HORSE[colour]) < 70
        assert near.sum() >= 100 and near.mean() >= 0.7, (colour, frame, int(near.sum()), near.mean())


@pytest.mark.parametrize("colour", COLOURS)
def test_no_coat_looks_like_another_stables_colour(art, colour):
    st = art.STABLE_BY_NAME[colour]
    img = load(colour, 0)
    pose = art.gallop_pose(0)
    # The coat on the hindquarters, behind the cloth.
    x, y = (v / art.SS for v in art.posed([(112.0, 128.0)], pose)[0])
    coat = np.median(img[round(y) - 1:round(y) + 2, round(x) - 1:round(x) + 2].reshape(-1, 3), axis=0)
    assert dist(coat, st.coat) < 60, (colour, coat)  # the sample is the coat
    # Grey, black or white coats read as the black or the white stable: a coat has colour.
    saturation = (coat.max() - coat.min()) / max(coat.max(), 1)
    assert saturation >= 0.3, (colour, "grey/black/white coat", coat)
    for other in ("blue", "green", "red", "yellow"):
        if other != colour:
            assert dist(coat, P.HORSE[other]) >= 40, (colour, "coat reads as", other, coat)

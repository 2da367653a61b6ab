"""The sprint dice thrown onto a tray with pymunk physics (presentation only).

The rules engine has already rolled the dice; this module only makes the throw look real:
two square dice get a seeded impulse and spin, bounce off the tray's walls and each other,
slow down by friction and come to rest. What face a die shows is decided by the engine;
the physics decides only where the dice travel and how they turn.

Determinism: a throw is rebuilt from ``(game seed, roll number)`` and stepped with a
constant time step, so the same game looks the same on replay (bit-identical positions;
see style-anchors.md, pymunk section). Nothing here imports pygame: the drawing lives in
the UI, which reads ``positions``/``angles`` and the recorded ``hits`` (for the rattle).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pymunk

PHYS_DT = 1.0 / 120.0  # fixed physics step (s); render frames never change it
MAX_TIME = 3.0  # a throw always ends by then, settled or not
REST_SPEED = 6.0  # px/s: below this (and a slow spin) a die is at rest
REST_SPIN = 0.25  # rad/s
LINEAR_FRICTION = 3.4  # 1/s: velocity decays like exp(-k t) (felt-covered tray)
ANGULAR_FRICTION = 3.8  # 1/s
DIE_KIND, WALL_KIND = 1, 2  # pymunk collision types


@dataclass
class Hit:
    """A collision worth a sound: when (s since the throw), how hard, and what hit what."""

    time: float
    impulse: float
    kind: str  # "die" (die on die) or "wall"


@dataclass
class DiceThrow:
    """One throw of the sprint dice on a tray of ``width`` x ``height`` pixels."""

    seed: int
    roll: int
    width: float = 360.0
    height: float = 200.0
    size: float = 40.0  # a die's side in pixels
    count: int = 2
    time: float = 0.0
    hits: list[Hit] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._space = pymunk.Space()
        self._space.gravity = (0.0, 0.0)  # seen from above: friction, not gravity, stops them
        self._accumulator = 0.0
        self._bodies: list[pymunk.Body] = []
        self._build()

    # ---- construction ----------------------------------------------------------------
    def _build(self) -> None:
        space, w, h = self._space, self.width, self.height
        walls = [((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))]
        for a, b in walls:
            seg = pymunk.Segment(space.static_body, a, b, 4.0)
            seg.elasticity = 0.55
            seg.friction = 0.6
            seg.collision_type = WALL_KIND
            space.add(seg)
        # Impulses and spins come from a generator seeded by the game seed and the roll
        # number only, and bodies are created in a fixed order: the throw is reproducible.
        rng = random.Random(f"dice-throw:{self.seed}:{self.roll}")
        for i in range(self.count):
            mass = 1.0
            moment = pymunk.moment_for_box(mass, (self.size, self.size))
            body = pymunk.Body(mass, moment)
            # Each die starts in its own band of the tray's left edge: never overlapping.
            band = (i + 0.5) / self.count
            body.position = (self.size * (0.9 + 0.3 * rng.random()),
                             h * (0.15 + 0.7 * band) + rng.uniform(-6.0, 6.0))
            body.angle = rng.uniform(-math.pi, math.pi)
            speed = rng.uniform(620.0, 820.0)
            heading = rng.uniform(-0.45, 0.45)
            body.velocity = (speed * math.cos(heading), speed * math.sin(heading))
            body.angular_velocity = rng.uniform(-14.0, 14.0)
            shape = pymunk.Poly.create_box(body, (self.size, self.size), radius=4.0)
            shape.elasticity = 0.45
            shape.friction = 0.5
            shape.collision_type = DIE_KIND
            space.add(body, shape)
            self._bodies.append(body)
        space.on_collision(DIE_KIND, DIE_KIND, post_solve=self._record("die"))
        space.on_collision(DIE_KIND, WALL_KIND, post_solve=self._record("wall"))

    def _record(self, kind: str):
        def post_solve(arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
            if arbiter.is_first_contact:
                impulse = arbiter.total_impulse.length
                if impulse > 1.0:
                    self.hits.append(Hit(self.time, impulse, kind))
        return post_solve

    # ---- time ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advances by ``dt`` seconds of animation in fixed physics steps."""
        self._accumulator += dt
        while self._accumulator >= PHYS_DT and not self.done:
            self._step()
            self._accumulator -= PHYS_DT

    def _step(self) -> None:
        decay = math.exp(-LINEAR_FRICTION * PHYS_DT)
        spin_decay = math.exp(-ANGULAR_FRICTION * PHYS_DT)
        for body in self._bodies:
            body.velocity = body.velocity * decay
            body.angular_velocity *= spin_decay
        self._space.step(PHYS_DT)
        self.time += PHYS_DT

    def finish(self) -> None:
        """Runs the throw to its end at once (skipping, instant speed, tests)."""
        while not self.done:
            self._step()

    @property
    def settled(self) -> bool:
        """True when every die has (almost) stopped."""
        return all(b.velocity.length < REST_SPEED and abs(b.angular_velocity) < REST_SPIN
                   for b in self._bodies)

    @property
    def done(self) -> bool:
        """True when the throw is over: the dice rest, or the time is up."""
        return self.time >= MAX_TIME or (self.time > 0.3 and self.settled)

    # ---- what the UI draws -----------------------------------------------------------
    @property
    def positions(self) -> list[tuple[float, float]]:
        """Each die's centre in tray pixels (y down)."""
        return [(b.position.x, b.position.y) for b in self._bodies]

    @property
    def angles(self) -> list[float]:
        """Each die's rotation in radians (draw with ``-math.degrees(angle)``)."""
        return [b.angle for b in self._bodies]

    def tumble_face(self, die: int, faces: int) -> int:
        """The face index a tumbling die shows now (it changes as the die rolls on)."""
        body = self._bodies[die]
        turned = abs(body.angle) + 0.02 * (abs(body.position.x) + abs(body.position.y))
        return int(turned / 0.9) % faces

"""Numbers that decide how the pond feels, in level pixels and seconds.

Coordinates are the level's (Tiled) pixels with y pointing down, so gravity
is positive y. The speed caps and the step are chosen together so that no body
moves further in one step than the thinnest thing it could pass through
(see ``docs/rules/splash.md``, "Nothing passes through the walls").
"""

from __future__ import annotations

from game.rules.splash.actions import STRENGTH_MAX, STRENGTH_MIN

#: One physics step; the pond steps at this rate from an accumulator.
PHYSICS_DT = 1.0 / 120.0
#: Frames of real time never run more than this many steps (avoids a spiral).
MAX_STEPS_PER_CALL = 24

GRAVITY = 900.0
#: Fraction of velocity kept per second (air and water drag).
DAMPING = 0.95
SOLVER_ITERATIONS = 10

DROPLET_RADIUS = 9.0
DROPLET_MASS = 1.0
DROPLET_FRICTION = 0.5
DROPLET_BOUNCINESS = 0.5

PEBBLE_RADIUS = 17.0
PEBBLE_MASS = 14.0
PEBBLE_FRICTION = 0.6
PEBBLE_BOUNCINESS = 0.5

#: Half the thickness of every wall (pymunk segment radius).
WALL_RADIUS = 6.0
#: Half the thickness of the sensor lines along the play area's sides.
EDGE_RADIUS = 8.0

#: No droplet ever moves faster than this; one step at this speed is
#: DROPLET_SPEED_CAP * PHYSICS_DT px, less than DROPLET_RADIUS + WALL_RADIUS.
DROPLET_SPEED_CAP = 1500.0
#: The pebble's cap; one step is less than PEBBLE_RADIUS + WALL_RADIUS.
PEBBLE_SPEED_CAP = 1500.0

#: Toss strength is a fraction 0..1 of TOSS_SPEED_MAX (px/s).
TOSS_SPEED_MAX = 950.0
TOSS_STRENGTH_MIN = STRENGTH_MIN
TOSS_STRENGTH_MAX = STRENGTH_MAX
#: Drag length (px on the level, the same on the screen at scale 1) that
#: gives full strength: a comfortable pull for a small arm, and every level's
#: toss start has this much room on every side inside the window.
DRAG_FOR_FULL_STRENGTH = 160.0

#: The play area is open at the top: above the map there is this much sky
#: (level px) where a lob rises and comes back down. Higher than anything can
#: rise (PEBBLE_SPEED_CAP**2 / (2 * GRAVITY) = 1250 px), so only the sides and
#: the bottom of the area can be left.
SKY_HEIGHT = 1300.0

#: A throw ends when all bodies are at rest, or after this much simulated time.
THROW_TIME_CAP = 6.0
#: A body slower than this (px/s, spin counted, see ``settling``) is at rest;
#: pymunk uses the same speed to let bodies fall asleep.
REST_SPEED = 12.0
#: Everything must stay at rest this long, in a row, for a throw to end.
REST_GRACE = 0.15
#: Rolling resistance: a wooden droplet is not a marble. A body slower than
#: CREEP_SPEED (px/s, spin counted) loses ROLL_DECEL px/s every second, so a
#: droplet nudged along a flat floor or the board stops within a fraction of
#: a second instead of rolling on for many (pymunk circles never stop rolling).
#: Slopes steeper than asin(ROLL_DECEL / GRAVITY) (about 15 degrees) still
#: roll.
CREEP_SPEED = 80.0
ROLL_DECEL = 400.0
#: A body slower than SLEEP_SPEED (pymunk's idle_speed_threshold) for
#: SLEEP_TIME falls asleep. Much slower than REST_SPEED on purpose: pymunk
#: keeps a sleeping body's last velocity, and a body it touches slides along
#: it as on a conveyor belt, so only bodies that have all but stopped sleep.
SLEEP_SPEED = 4.0
SLEEP_TIME = 0.3

#: Pouring droplets in (start of game, leftovers back) settles for at most this.
POUR_TIME_CAP = 6.0

#: The splash: when the pebble first lands among the droplets at speed v,
#: droplets within SPLASH_RADIUS are thrown up and outwards at up to
#: SPLASH_FACTOR * v (less further out), and the pebble keeps PEBBLE_KEEP of
#: its speed. A pile of wooden circles alone swallows the blow; this is what
#: makes a good throw send droplets over the rim (measured in docs/rules).
SPLASH_RADIUS = 100.0
SPLASH_FACTOR = 0.86
#: Sideways lean of the splash: 0 straight up, 1 about 45 degrees at the edge.
SPLASH_SIDE = 1.0
SPLASH_JITTER = 0.2
#: Below this landing speed (px/s) the pebble just settles in, no splash.
SPLASH_MIN_SPEED = 150.0
#: Landing speed counts in full up to the knee and only partly above it, so a
#: hard toss splashes more than a drop but does not empty the pond.
SPLASH_KNEE = 800.0
SPLASH_ABOVE_KNEE = 0.3
PEBBLE_KEEP = 0.25

#: Where droplets are (pond region, off the area) is checked every this many
#: steps (60 times a second); speeds are clamped every step.
TRACK_EVERY = 2

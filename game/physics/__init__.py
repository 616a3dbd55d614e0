"""The Kids' Splash pond in pymunk: a basin from a level, droplets, a pebble.

`game.physics.pond.Pond` is the entry point; `aim` holds the pure aiming
maths a screen needs for a toss, `events` what a step reports, `tuning` the
numbers that decide how the pond feels.
"""

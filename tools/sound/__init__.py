"""The game's music and sound effects, made by ``tools/make_sounds.py``.

``midi`` writes Standard MIDI Files, ``compose`` holds the five pieces (one per
mode), ``fx`` synthesises the effects and the water (numpy, a tools-only
dependency), ``render`` turns them into loudness-normalised Ogg Vorbis files.
"""

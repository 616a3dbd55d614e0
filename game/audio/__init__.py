"""Sound: music per mode, effects, the water of the table and voice prompts,
all made by the project (``tools/make_sounds.py``) and shipped as Ogg Vorbis."""

from game.audio.manager import EFFECTS, SoundManager, WaterLevels

__all__ = ["EFFECTS", "SoundManager", "WaterLevels"]

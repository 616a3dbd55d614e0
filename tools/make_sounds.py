"""Write the game's generated sounds into assets/sounds/ (run from the repo root).

python tools/make_sounds.py
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.audio.synth import SOUNDS, to_wav  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = OUT / f"{name}.wav"
        temp = path.with_suffix(".wav.tmp")
        temp.write_bytes(to_wav(make()))
        os.replace(temp, path)
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

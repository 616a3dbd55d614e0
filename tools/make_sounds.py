"""Make the game's music and sounds (run from the repo root: ``make sounds``).

python tools/make_sounds.py [music|stings|effects|water|voice ...] [PIECE ...] [--list]
python tools/make_sounds.py voice [LINE ...]   (only those voice lines, e.g. spin)

Needs the ``assets`` extra (numpy), FluidSynth with Debian's
fluid-soundfont-gm, and oggenc (vorbis-tools). Writes ``assets/music/*.ogg``
and ``assets/sounds/*.ogg``, every file at 44.1 kHz, loudness-normalised and
below -1 dBTP, then prints each file's length, loudness and true peak.
``voice`` (only when named) re-levels the voice prompts of ``assets/voice/`` to
the same targets. ``--list`` only measures the shipped files (no tools needed
but the game's): music, water and voice by integrated loudness, an effect by
its loudest 400 ms.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT)]
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # only decodes, never plays

from game.audio.catalogue import EFFECT_TAKES, MUSIC, WATER  # noqa: E402

ASSETS = ROOT / "assets"
TARGET = -18.0  # LUFS: music and water integrated, effects' loudest 400 ms
PARTS = ("music", "stings", "effects", "water")  # what a bare run makes
LEVEL = ("voice",)  # what it levels only when named


def make_music(rows: list[str], pieces: list[str]) -> None:
    from sound import compose, render

    for name in pieces or MUSIC:
        with tempfile.TemporaryDirectory() as work:
            audio = render.render_song(compose.PIECES[name](), Path(work))
        path = ASSETS / "music" / f"{name}.ogg"
        m, audio = render.ship(audio, path, TARGET, short=False, loop=True)
        rows.append(
            _row(f"music/{name}.ogg", m.seconds * 44100, m.loudness, m.peak, m.bytes)
        )
        size = render.write_ogg(
            render.head(audio), ASSETS / "music" / f"{name}_head.ogg"
        )
        rows.append(
            _row(
                f"music/{name}_head.ogg", render.HEAD_SECONDS * render.RATE, 0, 0, size
            )
        )


def make_stings(rows: list[str], _pieces: list[str]) -> None:
    import numpy as np
    from sound import fx, render

    song, slots = fx.stings()
    with tempfile.TemporaryDirectory() as work:
        audio = render.render_midi(song, Path(work))
    for name, takes in slots.items():
        assert len(takes) == EFFECT_TAKES[name], name
        for k, (start, length) in enumerate(takes, 1):
            first = int((start + 1.0) * render.RATE)  # one beat (a second) of lead-in
            part = audio[first : first + int((length + 0.6) * render.RATE)].copy()
            fade = int(0.4 * render.RATE)
            part[-fade:] *= np.linspace(1, 0, fade)[:, None] ** 2
            _finish(rows, f"{name}_{k}", part, short=True)


def make_effects(rows: list[str], _pieces: list[str]) -> None:
    import numpy as np
    from sound import fx

    for name, make in fx.EFFECTS.items():
        for k in range(1, EFFECT_TAKES[name] + 1):
            rng = np.random.default_rng([abs(hash_name(name)), k])
            audio = make(rng)
            fade = min(len(audio) // 4, int(0.03 * 44100))
            audio[-fade:] *= np.linspace(1, 0, fade)[:, None]
            _finish(rows, f"{name}_{k}", audio, short=True)


def make_water(rows: list[str], _pieces: list[str]) -> None:
    import numpy as np
    from sound import fx

    for name in WATER:
        rng = np.random.default_rng(abs(hash_name(name)))
        audio = fx.WATER[name](rng)
        _finish(rows, name, audio, short=False, loop=True)


def level_voice(rows: list[str], lines: list[str]) -> None:
    """Bring the voice prompts in ``assets/voice/`` (made by their own tool) to
    the mix's targets: -18 LUFS integrated, true peak under -1 dBTP. Only when
    asked for (``make_sounds.py voice``): it re-encodes those files in place
    (only ``lines``, by sound name, when any are named)."""
    from sound import render

    for path in sorted((ASSETS / "voice").glob("*.ogg")):
        if lines and path.stem not in lines:
            continue
        audio = render.decode_file(path)
        m, _ = render.ship(audio, path, TARGET, short=False, loop=False)
        rows.append(
            _row(f"voice/{path.name}", m.seconds * 44100, m.loudness, m.peak, m.bytes)
        )


def hash_name(name: str) -> int:
    """A stable seed from a name (``hash`` changes from run to run)."""
    return int.from_bytes(name.encode()[:8].ljust(8, b"_"), "little")


def _finish(
    rows: list[str], name: str, audio: object, short: bool, loop: bool = False
) -> None:
    from sound import render

    path = ASSETS / "sounds" / f"{name}.ogg"
    m, _ = render.ship(audio, path, TARGET, short=short, loop=loop)  # type: ignore[arg-type]
    rows.append(
        _row(f"sounds/{name}.ogg", m.seconds * 44100, m.loudness, m.peak, m.bytes)
    )


def _row(name: str, frames: float, loudness: float, peak: float, size: int) -> str:
    return (
        f"{name:32} {frames / 44100:7.2f} s {loudness:7.2f} LUFS "
        f"{peak:6.2f} dBTP {size // 1024:6d} KB"
    )


def main(argv: list[str]) -> int:
    if "--list" in argv:
        from game.audio.check import measure_file

        folders = ("music", "sounds", "voice")
        for path in [p for f in folders for p in sorted((ASSETS / f).glob("*.ogg"))]:
            m = measure_file(path)
            effect = path.parent.name == "sounds" and path.stem not in WATER
            print(
                _row(
                    str(path.relative_to(ASSETS)),
                    m.frames,
                    m.momentary if effect else m.loudness,
                    m.peak,
                    path.stat().st_size,
                )
            )
        return 0
    parts = [a for a in argv if a in PARTS + LEVEL] or list(PARTS)
    rows: list[str] = []
    makers = {
        "music": make_music,
        "stings": make_stings,
        "effects": make_effects,
        "water": make_water,
        "voice": level_voice,
    }
    for part in parts:
        if part == "voice":
            named = [a for a in argv if a not in PARTS + LEVEL and a not in MUSIC]
            level_voice(rows, named)
        else:
            makers[part](rows, [a for a in argv if a in MUSIC])
        print("\n".join(rows[-200:]), flush=True)
        rows.clear()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

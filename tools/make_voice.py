"""Record Kids' Splash's spoken lines into assets/voice/ (run from the repo root).

    python tools/make_voice.py [--engine festival|espeak] [--only NAME ...]
    python tools/make_voice.py --measure     (loudness of the files as they are)

Every line of ``game.audio.voice.every_line()`` is spoken by an offline
synthesiser (Debian packages; nothing is downloaded): festival with the HTS
voice ``cmu_us_slt_arctic_hts`` (package festvox-us-slt-hts, the most natural
of those we can install), else espeak-ng (``en-us+f3``). ffmpeg then trims the
silence at both ends, resamples to 44.1 kHz mono, sets every line to the same
integrated loudness (EBU R128, ``TARGET_LUFS``) with a peak limiter, and
encodes Ogg Vorbis. Each file is measured again after encoding; the spread
of the loudness of all files is printed at the end (it must stay within
``MAX_SPREAD_LU``).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.audio.voice import Line, every_line, spoken  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "voice"
RATE = 44100
TARGET_LUFS = -18.0
MAX_SPREAD_LU = 2.0
#: Loudness is corrected again when the encoded file misses by more than this.
TOLERANCE_LU = 0.4
FESTIVAL_VOICE = "cmu_us_slt_arctic_hts"
ESPEAK_VOICE = "en-us+f3"
#: Silence kept before and after the words (seconds).
PAD = 0.06


def festival_has_voice() -> bool:
    if shutil.which("text2wave") is None:
        return False
    return any(Path("/usr/share/festival/voices").glob(f"*/{FESTIVAL_VOICE}"))


def synthesise(words: str, engine: str, wav: Path) -> None:
    text = spoken(words)
    if engine == "festival":
        txt = wav.with_suffix(".txt")
        txt.write_text(text + "\n", encoding="utf-8")
        run(
            [
                "text2wave",
                "-eval",
                f"(voice_{FESTIVAL_VOICE})",
                str(txt),
                "-o",
                str(wav),
            ]
        )
    else:
        run(["espeak-ng", "-v", ESPEAK_VOICE, "-s", "145", "-w", str(wav), text])


def run(command: list[str]) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{command[0]} failed: {done.stderr.strip()[-400:]}")
    return done.stderr


def loudness(path: Path) -> tuple[float, float]:
    """(integrated loudness in LUFS, true peak in dBFS) of an audio file."""
    report = run(
        [
            "ffmpeg",
            "-hide_banner",
            "-nostats",
            "-i",
            str(path),
            "-af",
            "ebur128=peak=true",
            "-f",
            "null",
            "-",
        ]
    )
    summary = report[report.rfind("Summary:") :]
    integrated = re.search(r"I:\s+(-?[\d.]+|-inf) LUFS", summary)
    peak = re.search(r"Peak:\s+(-?[\d.]+|-inf) dBFS", summary)
    if integrated is None or peak is None:
        raise SystemExit(f"cannot measure the loudness of {path}")
    return float(integrated.group(1)), float(peak.group(1))


def trim_filter() -> str:
    silence = "silenceremove=start_periods=1:start_threshold=-50dB"
    return (
        f"{silence},areverse,{silence},areverse,"
        f"adelay={round(PAD * 1000)},apad=pad_dur={PAD}"
    )


def encode(source: Path, target: Path, gain: float) -> None:
    chain = f"aresample={RATE},{trim_filter()},volume={gain:.2f}dB,alimiter=limit=0.89"
    run(
        [
            "ffmpeg",
            "-hide_banner",
            "-loglevel",
            "error",
            "-y",
            "-i",
            str(source),
            "-af",
            chain,
            "-ac",
            "1",
            "-ar",
            str(RATE),
            "-c:a",
            "libvorbis",
            "-q:a",
            "4",
            "-map_metadata",
            "-1",
            str(target),
        ]
    )


def record(line: Line, engine: str, work: Path) -> float:
    """Make ``assets/voice/<line>.ogg``; returns its loudness."""
    raw = work / f"{line.name}.wav"
    synthesise(line.words, engine, raw)
    level, _ = loudness(raw)
    gain = TARGET_LUFS - level
    target = OUT / f"{line.name}.ogg"
    temp = work / f"{line.name}.ogg"
    for _ in range(3):
        encode(raw, temp, gain)
        level, _ = loudness(temp)
        if abs(level - TARGET_LUFS) <= TOLERANCE_LU:
            break
        gain += TARGET_LUFS - level
    os.replace(temp, target)  # never half a file in assets/
    return level


def measure(lines: list[Line]) -> int:
    levels: dict[str, float] = {}
    for line in lines:
        path = OUT / f"{line.name}.ogg"
        if not path.is_file():
            print(f"missing: {path}")
            continue
        levels[line.name], peak = loudness(path)
    return report(levels)


def report(levels: dict[str, float]) -> int:
    if not levels:
        print("no voice files")
        return 1
    low = min(levels, key=levels.__getitem__)
    high = max(levels, key=levels.__getitem__)
    spread = levels[high] - levels[low]
    print(
        f"{len(levels)} lines: loudness {levels[low]:.1f} ({low}) to "
        f"{levels[high]:.1f} ({high}) LUFS, spread {spread:.1f} LU "
        f"(target {TARGET_LUFS:.0f} LUFS, at most {MAX_SPREAD_LU:.0f} LU apart)"
    )
    return 0 if spread <= MAX_SPREAD_LU else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--engine", choices=("festival", "espeak"))
    parser.add_argument("--only", nargs="*", help="sound names to record")
    parser.add_argument("--measure", action="store_true")
    args = parser.parse_args(argv)
    lines = every_line()
    if args.only:
        lines = [line for line in lines if line.name in set(args.only)]
    if args.measure:
        return measure(lines)
    engine = args.engine or ("festival" if festival_has_voice() else "espeak")
    if engine == "festival" and not festival_has_voice():
        raise SystemExit(f"festival's voice {FESTIVAL_VOICE} is not installed")
    OUT.mkdir(parents=True, exist_ok=True)
    levels: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="voice-") as folder:
        for line in lines:
            levels[line.name] = record(line, engine, Path(folder))
            print(f"{line.name}: {line.words!r} {levels[line.name]:.1f} LUFS")
    print(f"engine: {engine}")
    return report(levels)


if __name__ == "__main__":
    sys.exit(main())

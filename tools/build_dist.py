"""Build the standalone one-folder app: ``dist/fountaineer/fountaineer``.

Run by ``make dist`` (which installs PyInstaller first, from the ``dist``
extra). The ponds (``levels/``) and the sounds (``assets/sounds/``) go inside
the folder, where ``game.paths.asset_dir`` finds them (``sys._MEIPASS``). The
result runs on a machine of the same system without Python.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "fountaineer"
# Game files the bundle carries: (folder in the checkout, folder in the bundle).
DATA = (
    ("levels", "levels"),
    ("assets/sounds", "assets/sounds"),
    ("assets/music", "assets/music"),
    ("assets/voice", "assets/voice"),
)


def pyinstaller_args(root: Path = ROOT) -> list[str]:
    """PyInstaller's command line for the one-folder app."""
    args = [
        str(root / "main.py"),
        "--name",
        NAME,
        "--onedir",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--windowed",  # no console window on Windows, an .app on macOS
        "--distpath",
        str(root / "dist"),
        "--workpath",
        str(root / "build" / "pyinstaller"),
        "--specpath",
        str(root / "build"),
        # Some scenes and the level loader are imported by name at run time.
        "--collect-submodules",
        "game",
    ]
    for source, target in DATA:
        args += ["--add-data", f"{root / source}{os.pathsep}{target}"]
    return args


def main() -> int:
    try:
        import PyInstaller.__main__ as pyinstaller
    except ModuleNotFoundError:
        print(
            "build_dist: PyInstaller is not installed; `make dist` installs it "
            "(pip install -e '.[dist]')",
            file=sys.stderr,
        )
        return 1
    for source, _ in DATA:
        if not any((ROOT / source).iterdir()):
            print(f"build_dist: {source}/ is empty", file=sys.stderr)
            return 1
    pyinstaller.run(pyinstaller_args())
    program = ROOT / "dist" / NAME / (NAME + (".exe" if os.name == "nt" else ""))
    print(f"built {program}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

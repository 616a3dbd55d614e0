"""Keep the audio library's own complaints off the terminal.

On a machine without a sound card, ALSA prints a dozen "ALSA lib ..." lines
to the process's stderr while SDL looks for a device. pygame reports the real
problem as an exception anyway, so those lines are dropped; anything else
written meanwhile is passed on.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

NOISE = ("ALSA lib ",)


@contextmanager
def quiet_audio_probe() -> Iterator[None]:
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):  # no real stderr (embedded): nothing to hide
        yield
        return
    with tempfile.TemporaryFile(mode="w+b") as caught:
        os.dup2(caught.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            for line in caught.read().decode("utf-8", "replace").splitlines():
                if not line.startswith(NOISE):
                    print(line, file=sys.stderr)

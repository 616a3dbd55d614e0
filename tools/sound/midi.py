"""A small sequencer: notes on tracks, written as a Standard MIDI File (type 1).

Times are in beats (floats); ``Song.to_bytes`` quantises them to ``Song.ticks``
per beat: one tick a millisecond where the beat allows (FluidSynth's player then
times every event exactly alike in every pass of a loop), else ``TICKS``.
Channel 9 is General MIDI percussion.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

TICKS = 480
DRUMS = 9


@dataclass(frozen=True, slots=True)
class Note:
    start: float  # beats
    length: float  # beats
    pitch: int
    velocity: int


@dataclass
class Track:
    name: str
    channel: int
    program: int = 0  # General MIDI program, 0-based (ignored on the drum channel)
    volume: int = 100  # CC 7
    pan: int = 64  # CC 10
    reverb: int = 60  # CC 91
    chorus: int = 0  # CC 93
    notes: list[Note] = field(default_factory=list)

    def add(self, start: float, length: float, pitch: int, velocity: int) -> None:
        velocity = max(1, min(127, int(velocity)))
        if 0 <= pitch <= 127 and length > 0:
            self.notes.append(Note(start, length, pitch, velocity))


@dataclass
class Song:
    tempo: float  # beats per minute
    beats: float  # length of one pass, in beats
    tracks: list[Track] = field(default_factory=list)

    @property
    def ticks(self) -> int:
        """Ticks per beat: the beat's length in milliseconds when that is a
        whole number of sixteenths, else ``TICKS``."""
        beat_ms = 60_000 / self.tempo
        if beat_ms == int(beat_ms) and int(beat_ms) % 16 == 0:
            return int(beat_ms)
        return TICKS

    @property
    def seconds(self) -> float:
        return self.beats * 60.0 / self.tempo

    def track(self, name: str, channel: int, program: int = 0, **mix: int) -> Track:
        track = Track(name, channel, program, **mix)
        self.tracks.append(track)
        return track

    def to_bytes(self, passes: int = 1, tail_beats: float = 8.0) -> bytes:
        """The song played ``passes`` times back to back, then ``tail_beats`` of
        silence for the reverb to ring out."""
        ticks = self.ticks
        chunks = [_tempo_track(self.tempo, passes * self.beats + tail_beats, ticks)]
        for track in self.tracks:
            chunks.append(_note_track(track, self.beats, passes, ticks))
        header = struct.pack(">4sIHHH", b"MThd", 6, 1, len(chunks), ticks)
        return header + b"".join(chunks)


def _var(value: int) -> bytes:
    out = [value & 0x7F]
    value >>= 7
    while value:
        out.append(0x80 | (value & 0x7F))
        value >>= 7
    return bytes(reversed(out))


def _chunk(events: list[tuple[int, int, bytes]]) -> bytes:
    """``events`` are (tick, order, message); order breaks ties (offs first)."""
    data = bytearray()
    now = 0
    for tick, _order, message in sorted(events, key=lambda e: (e[0], e[1])):
        data += _var(tick - now) + message
        now = tick
    data += _var(0) + b"\xff\x2f\x00"
    return b"MTrk" + struct.pack(">I", len(data)) + bytes(data)


def _tempo_track(tempo: float, beats: float, ticks: int) -> bytes:
    micros = round(60_000_000 / tempo)
    return _chunk(
        [
            (0, 0, b"\xff\x51\x03" + micros.to_bytes(3, "big")),
            (round(beats * ticks), 9, b"\xff\x01\x03end"),
        ]
    )


def _note_track(track: Track, beats: float, passes: int, ticks: int) -> bytes:
    ch = track.channel
    name = track.name.encode("ascii")
    events: list[tuple[int, int, bytes]] = [
        (0, 0, b"\xff\x03" + _var(len(name)) + name)
    ]
    setup = [(7, track.volume), (10, track.pan), (91, track.reverb), (93, track.chorus)]
    for controller, value in setup:
        events.append((0, 1, bytes((0xB0 | ch, controller, value))))
    if ch != DRUMS:
        events.append((0, 2, bytes((0xC0 | ch, track.program))))
    for n in range(passes):
        offset = n * beats
        for note in track.notes:
            on = round((note.start + offset) * ticks) + ticks  # one beat of lead-in
            off = on + max(1, round(note.length * ticks) - 4)
            events.append((on, 4, bytes((0x90 | ch, note.pitch, note.velocity))))
            events.append((off, 3, bytes((0x80 | ch, note.pitch, 0))))
    return _chunk(events)

"""The game's five pieces of music, one per mode, composed as MIDI.

Each piece is a list of sections over a chord progression; the parts (pad,
bass, arpeggio, melody, percussion) are written by small seeded generators,
so the same notes come out every time. Each tempo makes a loop a whole
number of 640 ms (see ``render.render_song``). Every progression ends on a chord that
leads back to the first, because each piece loops for as long as its screen
is shown: ``render`` plays it twice and keeps the second pass, so the reverb
of the end rings into the start exactly as it will in the game.

| piece     | screen                       | character                          |
|-----------|------------------------------|------------------------------------|
| title     | title and menus              | harp, strings and flute, open      |
| fountains | the Fountains table          | flowing piano and celesta, 3/4     |
| machine   | solo against The Machine     | music box ostinato, ticking blocks |
| splash    | Kids' Splash                 | pizzicato, marimba, skipping tune  |
| results   | the results                  | horns and strings, warm            |
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sound.midi import DRUMS, Song, Track

MAJOR = (0, 2, 4, 5, 7, 9, 11)
MINOR = (0, 2, 3, 5, 7, 8, 10)  # natural minor
ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}


@dataclass(frozen=True, slots=True)
class Key:
    tonic: int  # MIDI pitch of the tonic in the middle octave
    mode: tuple[int, ...]

    def pitch(self, degree: int, octave: int = 0) -> int:
        """Scale degree (0-based, any integer) to a MIDI pitch."""
        steps, index = divmod(degree, 7)
        return self.tonic + 12 * (octave + steps) + self.mode[index]

    def degree_of(self, pitch: int) -> int:
        """The nearest scale degree at or below ``pitch``."""
        degree = (pitch - self.tonic) // 12 * 7
        while self.pitch(degree + 1) <= pitch:
            degree += 1
        while self.pitch(degree) > pitch:
            degree -= 1
        return degree


@dataclass(frozen=True, slots=True)
class Chord:
    root: int  # scale degree, 0-based
    size: int  # 3 (triad) or 4 (seventh)

    def degrees(self) -> list[int]:
        return [self.root + 2 * k for k in range(self.size)]


def chord(symbol: str) -> Chord:
    """ "IV", "ii7", "V7": a roman numeral (case ignored) and an optional 7."""
    seventh = symbol.endswith("7")
    name = symbol.rstrip("7").lower()
    return Chord(ROMAN[name] - 1, 4 if seventh else 3)


@dataclass(frozen=True, slots=True)
class Span:
    """One chord held from ``start`` for ``length`` beats."""

    start: float
    length: float
    chord: Chord


def harmony(bars: Sequence[str], beats_per_bar: int, start_bar: int) -> list[Span]:
    """Bars of chord symbols ("I", or "I V" for two chords in one bar)."""
    spans = []
    for n, bar in enumerate(bars):
        names = bar.split()
        each = beats_per_bar / len(names)
        for k, name in enumerate(names):
            at = (start_bar + n) * beats_per_bar + k * each
            spans.append(Span(at, each, chord(name)))
    return spans


# --------------------------------------------------------------------- parts
def pad(
    track: Track, key: Key, spans: Sequence[Span], octave: int, velocity: int
) -> None:
    """Sustained chords in close position, voice-led around one register."""
    centre = key.pitch(2, octave)
    for span in spans:
        pitches = []
        for degree in span.chord.degrees():
            pitch = key.pitch(degree, octave)
            while pitch - centre > 6:
                pitch -= 12
            while centre - pitch > 6:
                pitch += 12
            pitches.append(pitch)
        for pitch in sorted(set(pitches)):
            track.add(span.start, span.length, pitch, velocity)


def bass(
    track: Track,
    key: Key,
    spans: Sequence[Span],
    pattern: Sequence[tuple[float, float, int]],
    octave: int,
    velocity: int,
    rng: random.Random,
) -> None:
    """``pattern``: (offset, length, step) with step 0 root, 4 fifth, 7 octave
    (scale steps above the root), repeated through each chord."""
    period = max(o + 1e-9 for o, _, _ in pattern)
    period = float(int(period) + 1) if period % 1 else period
    for span in spans:
        at = 0.0
        while at < span.length - 1e-6:
            for offset, length, step in pattern:
                if at + offset >= span.length - 1e-6:
                    continue
                pitch = key.pitch(span.chord.root + step, octave)
                accent = 8 if offset == 0 else 0
                track.add(
                    span.start + at + offset,
                    min(length, span.length - at - offset),
                    pitch,
                    velocity + accent + rng.randint(-4, 4),
                )
            at += period


def arpeggio(
    track: Track,
    key: Key,
    spans: Sequence[Span],
    step: float,
    order: Sequence[int],
    octave: int,
    velocity: int,
    rng: random.Random,
    ring: float = 1.0,
) -> None:
    """Chord tones in ``order`` (indexes into the chord, +10 for an octave up),
    one every ``step`` beats, each ringing ``ring`` steps."""
    k = 0
    for span in spans:
        degrees = span.chord.degrees()
        at = 0.0
        while at < span.length - 1e-6:
            index = order[k % len(order)]
            up, which = divmod(index, 10)
            degree = degrees[which % len(degrees)]
            pitch = key.pitch(degree, octave + up)
            swell = 6 if at == 0 else 0
            track.add(
                span.start + at,
                step * ring,
                pitch,
                velocity + swell + rng.randint(-6, 6),
            )
            at += step
            k += 1


# Rhythms of two bars, as note lengths in beats (negative: a rest).
RHYTHMS_4 = (
    (1.5, 0.5, 1, 1, 2, 2),
    (1, 1, 1, 1, 3, -1),
    (0.5, 0.5, 1, 2, 1, 1, 2),
    (2, 1, 1, 1.5, 0.5, 2),
    (1, 0.5, 0.5, 2, 1, 1, 2),
)
RHYTHMS_3 = (
    (2, 1, 3),
    (1, 1, 1, 3),
    (1.5, 0.5, 1, 2, 1),
    (3, 1, 1, 1),
)


class Melody:
    """A tune over the harmony, built from two-bar motifs.

    A motif is a rhythm and a contour (scale steps); a phrase of four bars is
    the motif, then an answer (the same rhythm, a varied contour) ending long
    on a chord tone. Strong beats land on chord tones.
    """

    def __init__(
        self, key: Key, beats_per_bar: int, low: int, high: int, seed: int
    ) -> None:
        self.key = key
        self.bar = beats_per_bar
        self.low, self.high = low, high
        self.rng = random.Random(seed)
        self.last = key.pitch(4, 1 if low > key.tonic else 0)

    def motif(self) -> tuple[tuple[float, ...], list[int]]:
        rhythms = RHYTHMS_3 if self.bar == 3 else RHYTHMS_4
        rhythm = self.rng.choice(rhythms)
        contour = [self.rng.choice((-2, -1, -1, 1, 1, 2, 0, 3, -3)) for _ in rhythm]
        return rhythm, contour

    def phrase(
        self,
        track: Track,
        spans: Sequence[Span],
        start_bar: int,
        motif: tuple[tuple[float, ...], list[int]],
        velocity: int,
        answer: bool,
    ) -> None:
        rhythm, contour = motif
        for half in range(2):
            at = (start_bar + 2 * half) * self.bar
            steps = list(contour)
            if half == 1:
                steps = [s + self.rng.choice((-1, 0, 0, 1)) for s in steps]
            last_note = len(rhythm) - 1
            for k, length in enumerate(rhythm):
                if length > 0:
                    closing = half == 1 and k == last_note
                    pitch = self._next(
                        spans, at, steps[k], closing or answer and k == 0
                    )
                    strong = at % self.bar == 0
                    vel = velocity + (8 if strong else 0) + self.rng.randint(-5, 5)
                    track.add(at, length * (0.95 if not closing else 1.0), pitch, vel)
                at += abs(length)

    def _next(self, spans: Sequence[Span], at: float, step: int, land: bool) -> int:
        key = self.key
        span = _span_at(spans, at)
        degree = key.degree_of(self.last) + step
        pitch = key.pitch(degree)
        if span is not None and (land or at % self.bar == 0):
            tones = {d % 7 for d in span.chord.degrees()[:3]}
            candidates = [
                key.pitch(d)
                for d in range(degree - 3, degree + 4)
                if d % 7 in tones and self.low <= key.pitch(d) <= self.high
            ]
            if candidates:
                pitch = min(candidates, key=lambda p: (abs(p - pitch), p))
        while pitch > self.high:
            pitch -= 12
        while pitch < self.low:
            pitch += 12
        self.last = pitch
        return pitch


def _span_at(spans: Sequence[Span], at: float) -> Span | None:
    for span in spans:
        if span.start <= at < span.start + span.length:
            return span
    return None


def drums(
    track: Track,
    bars: range,
    beats_per_bar: int,
    hits: Sequence[tuple[float, int, int]],
    rng: random.Random,
    chance: float = 1.0,
) -> None:
    """``hits``: (offset in the bar, GM drum note, velocity) in every bar."""
    for bar in bars:
        for offset, note, velocity in hits:
            if chance >= 1.0 or rng.random() < chance:
                at = bar * beats_per_bar + offset
                track.add(at, 0.25, note, velocity + rng.randint(-6, 6))


# -------------------------------------------------------------------- pieces
@dataclass(frozen=True, slots=True)
class Section:
    bars: tuple[str, ...]
    parts: frozenset[str]  # which parts play
    tune: str = ""  # the melody's instrument in this section ("" none)


def _sections(*items: tuple[str, str, str]) -> list[Section]:
    out = []
    for bars, parts, tune in items:
        out.append(Section(tuple(bars.split("|")), frozenset(parts.split()), tune))
    return out


def _lay_out(
    song: Song,
    key: Key,
    beats_per_bar: int,
    sections: Sequence[Section],
    write: Callable[[str, list[Span], int, int], None],
    tunes: dict[str, Track],
    melody: Melody,
    velocity: int,
) -> int:
    """Write every section; returns the number of bars."""
    bar = 0
    motifs: dict[tuple[str, ...], tuple[tuple[float, ...], list[int]]] = {}
    for section in sections:
        bars = [b.strip() for b in section.bars]
        spans = harmony(bars, beats_per_bar, bar)
        for part in section.parts:
            write(part, spans, bar, len(bars))
        if section.tune:
            tune = tunes[section.tune]
            motif = motifs.setdefault(section.bars, melody.motif())
            for phrase in range(0, len(bars) - 3, 4):
                melody.phrase(
                    tune, spans, bar + phrase, motif, velocity, answer=phrase % 8 == 4
                )
        bar += len(bars)
    song.beats = bar * beats_per_bar
    return bar


def title() -> Song:
    """An open, hopeful theme: D major, 80 bpm, harp under strings and flute."""
    key = Key(62, MAJOR)
    song = Song(tempo=80, beats=0)
    rng = random.Random(101)
    strings = song.track("strings", 0, 48, volume=82, reverb=80)
    harp = song.track("harp", 1, 46, volume=96, pan=44, reverb=70)
    flute = song.track("flute", 2, 73, volume=100, pan=76, reverb=70)
    oboe = song.track("oboe", 3, 68, volume=92, pan=52, reverb=70)
    basses = song.track("basses", 4, 43, volume=88, reverb=50)
    bells = song.track("celesta", 5, 8, volume=70, pan=90, reverb=90)

    def write(part: str, spans: list[Span], bar: int, count: int) -> None:
        if part == "pad":
            pad(strings, key, spans, 0, 62)
        elif part == "harp":
            arpeggio(harp, key, spans, 0.5, (0, 1, 2, 10, 2, 1), -1, 62, rng)
        elif part == "harp_hi":
            arpeggio(harp, key, spans, 0.5, (0, 1, 2, 10, 11, 12, 11, 10), 0, 58, rng)
        elif part == "bass":
            bass(basses, key, spans, ((0, 2, 0), (2, 2, 4)), -2, 66, rng)
        elif part == "bells":
            arpeggio(bells, key, spans, 2.0, (12, 11), 1, 48, rng, ring=1.0)

    a = "I|V|vi|IV|I|V|IV|V"
    b = "vi|iii|IV|I|ii|V|IV|V"
    sections = _sections(
        (a, "pad harp bass", ""),
        (a, "pad harp bass", "flute"),
        (b, "pad harp bass bells", "oboe"),
        (a, "pad harp_hi bass", "flute"),
        ("IV|I|ii|vi|IV|I|ii7|V", "pad harp bass", "oboe"),
        (a, "pad harp_hi bass bells", "flute"),
    )
    melody = Melody(key, 4, 69, 88, seed=7)
    _lay_out(song, key, 4, sections, write, {"flute": flute, "oboe": oboe}, melody, 76)
    return song


def fountains() -> Song:
    """Flowing water in 3/4: F major, 93.75 bpm, piano ripples, celesta tune."""
    key = Key(65, MAJOR)
    song = Song(tempo=93.75, beats=0)
    rng = random.Random(202)
    piano = song.track("piano", 0, 0, volume=92, reverb=80)
    celesta = song.track("celesta", 1, 8, volume=96, pan=80, reverb=85)
    vibes = song.track("vibraphone", 2, 11, volume=84, pan=48, reverb=85)
    warm = song.track("pad", 3, 89, volume=66, reverb=90)
    fretless = song.track("bass", 4, 35, volume=82, reverb=40)
    flute = song.track("flute", 5, 73, volume=84, pan=70, reverb=85)

    def write(part: str, spans: list[Span], bar: int, count: int) -> None:
        if part == "ripple":
            arpeggio(piano, key, spans, 0.5, (0, 1, 2, 10, 2, 1), -1, 58, rng, 2.0)
        elif part == "ripple_hi":
            arpeggio(piano, key, spans, 0.5, (0, 2, 10, 11, 12, 11), 0, 54, rng, 2.0)
        elif part == "pad":
            pad(warm, key, spans, 0, 56)
        elif part == "bass":
            bass(fretless, key, spans, ((0, 3, 0),), -2, 64, rng)

    a = "I|IV|I|V|vi|IV|ii|V"
    b = "IV|V|iii|vi|ii|V|I|I"
    c = "vi|V|IV|I|ii|iii|IV|V"
    sections = _sections(
        (a, "ripple bass", ""),
        (a, "ripple bass pad", "celesta"),
        (b, "ripple bass pad", "vibes"),
        (a, "ripple_hi bass", "celesta"),
        (c, "ripple bass pad", "flute"),
        (c, "ripple_hi bass pad", "vibes"),
        (b, "ripple bass", "celesta"),
        (a, "ripple bass pad", "flute"),
        (a, "ripple_hi pad", ""),
    )
    melody = Melody(key, 3, 72, 89, seed=11)
    tunes = {"celesta": celesta, "vibes": vibes, "flute": flute}
    _lay_out(song, key, 3, sections, write, tunes, melody, 72)
    return song


def machine() -> Song:
    """The Machine: A minor, 107 bpm, a music-box ostinato over ticking
    wood blocks and a pizzicato bass, like a clockwork toy."""
    key = Key(57, MINOR)
    song = Song(tempo=60_000 / 560, beats=0)  # a beat of 560 ms
    rng = random.Random(303)
    box = song.track("music box", 0, 10, volume=86, pan=80, reverb=60)
    marimba = song.track("marimba", 1, 12, volume=90, pan=40, reverb=50)
    pizz = song.track("pizzicato", 2, 45, volume=96, reverb=40)
    strings = song.track("strings", 3, 49, volume=70, reverb=70)
    clarinet = song.track("clarinet", 4, 71, volume=92, pan=60, reverb=60)
    bells = song.track("tubular bells", 5, 14, volume=64, reverb=90)
    ticks = song.track("ticks", DRUMS, 0, volume=84, reverb=30)

    def write(part: str, spans: list[Span], bar: int, count: int) -> None:
        if part == "box":
            arpeggio(box, key, spans, 0.25, (0, 2, 1, 2, 10, 2, 1, 2), 1, 56, rng)
        elif part == "marimba":
            arpeggio(marimba, key, spans, 0.5, (0, 10, 1, 2), 0, 66, rng, 0.8)
        elif part == "bass":
            pattern = ((0, 0.5, 0), (1, 0.5, 4), (2, 0.5, 0), (3, 0.5, 4))
            bass(pizz, key, spans, pattern, -1, 78, rng)
        elif part == "pad":
            pad(strings, key, spans, 0, 52)
        elif part == "ticks":
            hits = ((0, 76, 70), (1, 77, 58), (2, 76, 66), (3, 77, 58), (3.5, 75, 44))
            drums(ticks, range(bar, bar + count), 4, hits, rng)
        elif part == "gears":
            hits = ((0.75, 75, 40), (1.75, 75, 36), (2.5, 76, 40), (3.25, 77, 38))
            drums(ticks, range(bar, bar + count), 4, hits, rng, chance=0.7)
        elif part == "bells":
            for k in range(0, count, 4):
                bells.add((bar + k) * 4, 4, key.pitch(0, 1), 60)

    a = "i|i|VI|VII|i|III|iv|VII"
    b = "VI|VII|i|i|VI|VII|iv|v"
    c = "iv|i|iv|v|VI|iv|VII|VII"
    sections = _sections(
        (a, "box ticks bass", ""),
        (a, "box ticks bass pad", "clarinet"),
        (b, "marimba ticks gears bass pad", "clarinet"),
        (a, "box marimba ticks bass bells", "marimba"),
        (c, "box ticks gears bass pad", "clarinet"),
        (b, "marimba ticks bass pad bells", "box"),
        (a, "box ticks gears bass", "clarinet"),
        (c, "box marimba ticks bass pad", ""),
    )
    melody = Melody(key, 4, 64, 84, seed=13)
    tunes = {"clarinet": clarinet, "marimba": marimba, "box": box}
    _lay_out(song, key, 4, sections, write, tunes, melody, 80)
    return song


def splash() -> Song:
    """Kids' Splash: G major, 125 bpm, pizzicato and marimba with a skipping
    xylophone and clarinet tune, claps and a shaker."""
    key = Key(67, MAJOR)
    song = Song(tempo=125, beats=0)
    rng = random.Random(404)
    pizz = song.track("pizzicato", 0, 45, volume=92, pan=50, reverb=40)
    marimba = song.track("marimba", 1, 12, volume=92, pan=78, reverb=40)
    xylo = song.track("xylophone", 2, 13, volume=88, pan=70, reverb=50)
    clarinet = song.track("clarinet", 3, 71, volume=94, pan=56, reverb=50)
    tuba = song.track("tuba", 4, 58, volume=86, reverb=30)
    whistle = song.track("piccolo", 5, 72, volume=78, pan=84, reverb=60)
    kit = song.track("kit", DRUMS, 0, volume=76, reverb=30)

    def write(part: str, spans: list[Span], bar: int, count: int) -> None:
        if part == "oompah":
            pattern = ((0, 0.5, 0), (2, 0.5, 4))
            bass(tuba, key, spans, pattern, -2, 80, rng)
            arpeggio(pizz, key, spans, 1.0, (10, 1, 11, 2), -1, 64, rng, 0.4)
        elif part == "bounce":
            arpeggio(marimba, key, spans, 0.5, (0, 1, 2, 1, 10, 2, 1, 2), 0, 62, rng)
        elif part == "kit":
            hits = ((1, 39, 56), (3, 39, 60), (0.5, 70, 40), (1.5, 70, 34))
            more = ((2.5, 70, 40), (3.5, 70, 36), (0, 54, 40), (2, 54, 40))
            drums(kit, range(bar, bar + count), 4, hits + more, rng)
        elif part == "toms":
            hits = ((3.0, 48, 56), (3.5, 45, 60))
            for b in range(bar + 3, bar + count, 4):
                drums(kit, range(b, b + 1), 4, hits, rng)

    a = "I|IV|V|I|I|IV|ii|V"
    b = "vi|IV|I|V|vi|IV|ii V|V"
    c = "IV|IV|I|I|IV|IV|ii|V"
    sections = _sections(
        (a, "oompah kit", "xylo"),
        (a, "oompah bounce kit toms", "clarinet"),
        (b, "oompah kit", "xylo"),
        (c, "oompah bounce kit", "piccolo"),
        (a, "oompah bounce kit toms", "clarinet"),
        (b, "oompah bounce kit", "xylo"),
        (c, "oompah kit toms", "clarinet"),
        (a, "oompah bounce kit", "piccolo"),
    )
    melody = Melody(key, 4, 72, 91, seed=17)
    tunes = {"xylo": xylo, "clarinet": clarinet, "piccolo": whistle}
    _lay_out(song, key, 4, sections, write, tunes, melody, 82)
    return song


def results() -> Song:
    """The results: B-flat major, 75 bpm, horns and strings over a harp."""
    key = Key(58, MAJOR)
    song = Song(tempo=75, beats=0)
    rng = random.Random(505)
    strings = song.track("strings", 0, 48, volume=84, reverb=85)
    horn = song.track("horn", 1, 60, volume=96, pan=50, reverb=80)
    harp = song.track("harp", 2, 46, volume=90, pan=80, reverb=75)
    choir = song.track("choir", 3, 52, volume=62, reverb=95)
    cello = song.track("cellos", 4, 42, volume=86, pan=44, reverb=60)
    trumpet = song.track("trumpet", 5, 56, volume=78, pan=70, reverb=80)

    def write(part: str, spans: list[Span], bar: int, count: int) -> None:
        if part == "pad":
            pad(strings, key, spans, 0, 60)
        elif part == "choir":
            pad(choir, key, spans, 0, 50)
        elif part == "harp":
            arpeggio(harp, key, spans, 0.5, (0, 1, 2, 10, 11, 10, 2, 1), -1, 58, rng)
        elif part == "bass":
            bass(cello, key, spans, ((0, 2, 0), (2, 2, 4)), -2, 66, rng)

    a = "I|IV|I|V|vi|IV|ii7|V"
    b = "IV|V|iii|vi|IV|I|ii|V"
    sections = _sections(
        (a, "pad harp bass", ""),
        (a, "pad harp bass", "horn"),
        (b, "pad harp bass choir", "horn"),
        (a, "pad harp bass choir", "trumpet"),
        (b, "pad harp bass", "horn"),
    )
    melody = Melody(key, 4, 65, 82, seed=19)
    _lay_out(
        song, key, 4, sections, write, {"horn": horn, "trumpet": trumpet}, melody, 78
    )
    return song


PIECES: dict[str, Callable[[], Song]] = {
    "title": title,
    "fountains": fountains,
    "machine": machine,
    "splash": splash,
    "results": results,
}

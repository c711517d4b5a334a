#!/usr/bin/env bash
# screen_text_check.py can fail: on synthetic screenshots (glyph-like letters drawn with the
# standard library) it passes dark text of a readable size, and fails light grey text (2.3:1)
# and text in a font too small (6 px glyphs), naming the problem.
# Usage: screen_text_check_fails.sh SCREEN_TEXT_CHECK_PY
set -euo pipefail
checker=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

python3 - "$work" <<'PY'
import struct, sys, zlib

def png(path, width, height, pixels):
    raw = b"".join(b"\x00" + bytes(c for x in range(width) for c in pixels[y][x])
                   for y in range(height))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(
            ">I", zlib.crc32(kind + body) & 0xffffffff)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2,
                                                                  0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))

def letters(colour, size):
    """A line of E, L, T, H, F glyphs (strokes of size // 7 + 1 px) on white."""
    width, height, stroke = 40 + 12 * size, 3 * size, size // 7 + 1
    pixels = [[(255, 255, 255)] * width for _ in range(height)]
    def box(x0, y0, w, h):
        for y in range(y0, y0 + h):
            for x in range(x0, x0 + w):
                pixels[y][x] = colour
    x, top, w = 10, size, size * 2 // 3
    for letter in "ELTHF":
        if letter in "ELHF":
            box(x, top, stroke, size)
        if letter in "ETF":
            box(x, top, w, stroke)
        if letter in "EF" or letter == "H":
            box(x, top + size // 2, w, stroke)
        if letter in "EL":
            box(x, top + size - stroke, w, stroke)
        if letter == "T":
            box(x + w // 2, top, stroke, size)
        if letter == "H":
            box(x + w - stroke, top, stroke, size)
        x += w + max(3, size // 4)
    return width, height, pixels

work = sys.argv[1]
png(f"{work}/good.png", *letters((20, 20, 25), 14))
png(f"{work}/light.png", *letters((170, 170, 170), 14))
png(f"{work}/small.png", *letters((20, 20, 25), 6))
PY

python3 "$checker" "$work/good.png" > /dev/null || fail "dark 14 px text on white was refused"
python3 "$checker" "$work/light.png" 2> "$work/light.txt" > /dev/null &&
    fail "light grey text passed"
grep -q "has contrast 2\.[0-9]*:1" "$work/light.txt" || fail "the low contrast is not named"
python3 "$checker" "$work/small.png" 2> "$work/small.txt" > /dev/null && fail "6 px text passed"
grep -q "a font under 11 px" "$work/small.txt" || fail "the small font is not named"
echo "screen text check: passes readable text, fails light grey and small text"

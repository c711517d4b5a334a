#!/usr/bin/env python3
"""Measures the text on screenshots: the contrast of each glyph against its background and the
height of each run of glyphs, without OCR. Fails (status 1, naming the image and the place) when
a run of glyphs has less than --min-contrast (WCAG 2's ratio, 4.5:1 by default) or a line of
text is in a font under --min-size pixels (11 by default; read from the line's tallest glyph).

Usage: screen_text_check.py [--min-contrast R] [--min-size PX] PNG...
Only the standard library: PNG is read with zlib (8-bit RGB or RGBA, not interlaced).

How text is found: the background of each 32x32 block is its most common colour; pixels far from
it (in luminance) form connected components; a component the size and shape of a glyph (2-48 px
tall, not much wider than tall, not a filled disc or box) is a glyph. Its colour is its pixel of
highest contrast to the background (anti-aliased edges are lighter than the glyph's core).
A one-pixel vertical line 16 px tall or more is a frame's edge. Glyphs side by side on a line
(overlapping vertically, a gap under a glyph's height) form a run; a run of three glyphs or
more, one of them 5 px tall, is text. Lines, frames, stones and boards are larger or fuller than
glyphs and are left out.
"""
import struct
import sys
import zlib

BLOCK = 32


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError(f"{path}: only 8-bit RGB/RGBA, not interlaced")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[at]
        line = bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def channel(v):
    v /= 255.0
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


LUMINANCE = {}


def luminance(rgb):
    value = LUMINANCE.get(rgb)
    if value is None:
        r, g, b = rgb
        value = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
        LUMINANCE[rgb] = value
    return value


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def backgrounds(width, height, rows):
    """The most common colour of each BLOCK x BLOCK block."""
    result = {}
    for by in range(0, height, BLOCK):
        for bx in range(0, width, BLOCK):
            counts = {}
            for y in range(by, min(by + BLOCK, height)):
                row = rows[y]
                for x in range(bx, min(bx + BLOCK, width)):
                    counts[row[x]] = counts.get(row[x], 0) + 1
            result[(bx // BLOCK, by // BLOCK)] = max(counts, key=counts.get)
    return result


def glyphs(width, height, rows):
    """Connected components of pixels that stand out from their block's background."""
    back = backgrounds(width, height, rows)
    ink = bytearray(width * height)
    for y in range(height):
        row = rows[y]
        for x in range(width):
            if contrast(row[x], back[(x // BLOCK, y // BLOCK)]) >= 1.6:
                ink[y * width + x] = 1
    found = []
    for start in range(width * height):
        if ink[start] != 1:
            continue
        ink[start] = 2
        stack, pixels = [start], []
        while stack:
            at = stack.pop()
            pixels.append(at)
            x, y = at % width, at // width
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if 0 <= nx < width and 0 <= ny < height and ink[ny * width + nx] == 1:
                    ink[ny * width + nx] = 2
                    stack.append(ny * width + nx)
            if len(pixels) > 6000:
                stack = []  # far larger than a glyph: stop following it
        xs = [p % width for p in pixels]
        ys = [p // width for p in pixels]
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        w, h = x1 - x0 + 1, y1 - y0 + 1
        if not (2 <= h <= 48 and w <= 2 * h + 4 and len(pixels) < 6000):
            continue
        if h >= 10 and w >= 10 and len(pixels) > 0.6 * w * h:
            continue  # a filled disc or box (a stone, a swatch), not a glyph
        if w == 1 and h >= 16:
            continue  # a frame's edge: glyph stems that tall are anti-aliased over 2 px or more
        bg = back[((x0 + x1) // 2 // BLOCK, (y0 + y1) // 2 // BLOCK)]
        core = max((rows[p // width][p % width] for p in pixels), key=lambda c: contrast(c, bg))
        found.append((x0, y0, x1, y1, contrast(core, bg), core, bg))
    return found


def runs(found):
    """Glyphs side by side on a line; each run as its glyphs."""
    found = sorted(found, key=lambda g: (g[0], g[1]))
    result = []
    for g in found:
        for run in result:
            last = run[-1]
            overlap = min(last[3], g[3]) - max(last[1], g[1])
            gap = g[0] - last[2]
            if overlap >= 0.5 * min(g[3] - g[1], last[3] - last[1]) and -2 <= gap <= max(
                    4, g[3] - g[1]):
                run.append(g)
                break
        else:
            result.append([g])
    # Dots in a row ("...") and the tops of a line cut off at a scrolled panel's edge are no
    # text to read: a run needs a glyph 5 px tall.
    return [run for run in result if len(run) >= 3 and max(g[3] - g[1] + 1 for g in run) >= 5]


def lines(text_runs):
    """Runs on the same screen line (overlapping vertically by half), anywhere across."""
    result = []
    for run in sorted(text_runs, key=lambda r: min(g[1] for g in r)):
        top, bottom = min(g[1] for g in run), max(g[3] for g in run)
        for line in result:
            overlap = min(line[1], bottom) - max(line[0], top)
            if overlap >= 0.5 * min(line[1] - line[0], bottom - top):
                line[0], line[1] = min(line[0], top), max(line[1], bottom)
                line[2].append(run)
                break
        else:
            result.append([top, bottom, [run]])
    return result


def check(path, min_contrast, min_size):
    """Problems of one screenshot. A line's text size is read from its tallest glyph: capitals,
    digits and ascenders are about 0.72 of the font's size (DejaVu Sans, Noto), so a font of
    min_size px has glyphs of at least 0.72 * min_size px on a line."""
    width, height, rows = read_png(path)
    problems, text_runs, lowest = [], runs(glyphs(width, height, rows)), 99.0
    for run in text_runs:
        # A run is read at its clearest glyphs: its median glyph contrast.
        ratios = sorted(g[4] for g in run)
        ratio = ratios[len(ratios) // 2]
        lowest = min(lowest, ratio)
        if ratio < min_contrast:
            x0, y0 = run[0][0], min(g[1] for g in run)
            core, bg = run[len(run) // 2][5], run[len(run) // 2][6]
            problems.append(f"{path}: text at ({x0},{y0}) has contrast {ratio:.2f}:1 "
                            f"(#{bytes(core).hex()} on #{bytes(bg).hex()})")
    shortest = 999
    for top, _, line_runs in lines(text_runs):
        tallest = max(g[3] - g[1] + 1 for run in line_runs for g in run)
        shortest = min(shortest, tallest)
        if tallest < 0.72 * min_size:
            x0 = min(run[0][0] for run in line_runs)
            problems.append(f"{path}: the text line at ({x0},{top}) has glyphs of {tallest} px "
                            f"at most: a font under {min_size} px")
    if not text_runs:
        problems.append(f"{path}: no text found")
    print(f"{path}: {len(text_runs)} runs of text, lowest contrast {lowest:.2f}:1, "
          f"tallest glyph of the smallest line {shortest} px")
    return problems


def main(argv):
    min_contrast, min_size, paths = 4.5, 11, []
    args = iter(argv)
    for arg in args:
        if arg == "--min-contrast":
            min_contrast = float(next(args))
        elif arg == "--min-size":
            min_size = int(next(args))
        else:
            paths.append(arg)
    problems = []
    for path in paths:
        problems += check(path, min_contrast, min_size)
    for problem in problems:
        print("FAIL:", problem, file=sys.stderr)
    return 1 if problems or not paths else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""The live page in a real browser: headless Chromium (Debian's chromium) opens the overview
and a board during a scripted game entered with the command line, at 1920x1080 and 360 px
wide. Checks: the board is drawn with every stone and the last move marked, the clocks change
between two shots, a claim shows as awaiting the arbiter's ruling (never as a result), and a
page open in the browser updates by itself within one second of a journaled command.
Screenshots are left in the work folder for people to look at.

Usage: live_browser.py RENJU_ARBITER WORK_FOLDER   (exit 77: chromium is not installed)
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request

BINARY, WORK = sys.argv[1], sys.argv[2]
CHROMIUM = shutil.which("chromium")
if not CHROMIUM:
    print("chromium is not installed: skipped")
    sys.exit(77)

shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
EVENT = os.path.join(WORK, "live.renju")
failures = []


def check(condition, what):
    print(("ok: " if condition else "FAILED: ") + what)
    if not condition:
        failures.append(what)


def cli(*args):
    result = subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        raise SystemExit(f"renju-arbiter {' '.join(args)}: {result.stderr}")
    return result.stdout


def chromium_args(profile):
    return [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--hide-scrollbars", f"--user-data-dir={profile}"]


def browse(url, *options):
    """Runs a fresh headless Chromium once; returns its standard output."""
    with tempfile.TemporaryDirectory(dir=WORK) as profile:
        result = subprocess.run(chromium_args(profile) + list(options) + [url],
                                capture_output=True, text=True, timeout=60)
    return result.stdout


def screenshot(url, name, width, height):
    path = os.path.join(WORK, name)
    browse(url, f"--screenshot={path}", f"--window-size={width},{height}")
    with open(path, "rb") as png:
        header = png.read(24)
    shot_width, shot_height = struct.unpack(">II", header[16:24])
    check(header[:8] == b"\x89PNG\r\n\x1a\n" and shot_width == width,
          f"{name}: a {width} px wide screenshot ({shot_width}x{shot_height})")
    return path


def dom(url, width=1920, height=1080):
    return browse(url, "--dump-dom", f"--window-size={width},{height}")


# The event: four players with names in four scripts, round 1 started, clocks in real time.
cli("event", "new", EVENT, "--name", "Live Page Open", "--rounds", "3", "--opening", "none",
    "--control", "900+5", "--start", "2026-11-21", "--end", "2026-11-22")
for name in ["Erik Lind", "Анна Иванова", "王小明", "佐藤花子"]:
    cli("player", "add", EVENT, "--name", name)
cli("round", "pair", EVENT)
cli("round", "publish", EVENT)
cli("round", "start", EVENT)
moves = ["h8", "a1", "g8", "a3", "i6", "a5", "i7", "a7"]
cli("game", EVENT, "1", *[word for move in moves for word in (move, "press")])

server = subprocess.Popen([BINARY, "serve", EVENT, "--listen", "127.0.0.1:0"],
                          stdout=subprocess.PIPE, text=True)
watchers = []
try:
    line = server.stdout.readline()
    port = int(re.search(r":(\d+)/", line).group(1))
    base = f"http://127.0.0.1:{port}"
    overview = json.load(urllib.request.urlopen(base + "/api/overview"))
    check(len(overview["view"]["boards"]) == 2, "the overview lists both boards")

    # The overview and a board at 1920x1080 and at 360 px wide.
    screenshot(base + "/", "overview-1920.png", 1920, 1080)
    screenshot(base + "/", "overview-360.png", 360, 800)
    screenshot(base + "/pairings", "pairings-360.png", 360, 800)
    screenshot(base + "/standings", "standings-1920.png", 1920, 1080)
    first = screenshot(base + "/table/1/1", "table-1920-a.png", 1920, 1080)
    screenshot(base + "/table/1/1", "table-360.png", 360, 800)

    page = dom(base + "/table/1/1")
    stones = re.findall(r'<circle[^>]*class="stone (black|white)( last)?"', page)
    check(len(stones) == len(moves), f"the board shows {len(moves)} stones ({len(stones)})")
    check(sum(1 for s in stones if s[1]) == 1, "one stone is marked as the last move")
    check("Last move: 8. a7" in page, "the last move is written")
    check("王小明" in dom(base + "/pairings"), "names in Chinese script are on the pairings")
    for path in ["/", "/pairings", "/standings", "/crosstable", "/round/1", "/table/1/2"]:
        main = dom(base + path).split("<main", 1)[1].split("</main>", 1)[0]
        text = re.sub(r"<[^>]*>", " ", main.split(">", 1)[1])
        check(not re.search(r"\b(null|undefined|NaN)\b", text),
              f"{path} shows no null, undefined or NaN")
    clocks = re.findall(r'class="clock-time big[^"]*">([^<]+)<', page)
    check(len(clocks) == 2, f"both clocks are shown ({clocks})")
    time.sleep(1.6)
    later = re.findall(r'class="clock-time big[^"]*">([^<]+)<', dom(base + "/table/1/1"))
    check(clocks[0] != later[0] and clocks[1] == later[1],
          f"Black's clock runs and White's stands between two shots ({clocks} then {later})")
    second = screenshot(base + "/table/1/1", "table-1920-b.png", 1920, 1080)
    with open(first, "rb") as a, open(second, "rb") as b:
        check(a.read() != b.read(), "the two screenshots of the board differ (the clock ran)")

    # Pages open in the browser follow the journal by itself (Server-Sent Events): a board's
    # page fetches its view again, the overview only the board that changed.
    logs = {}
    for name, path in [("table", "/table/1/1"), ("overview", "/")]:
        logs[name] = os.path.join(WORK, f"chromium-{name}.log")
        profile = tempfile.mkdtemp(dir=WORK)
        with open(logs[name], "w") as log:
            watchers.append(subprocess.Popen(
                chromium_args(profile) + ["--enable-logging=stderr", "--v=0", base + path],
                stdout=subprocess.DEVNULL, stderr=log))
    time.sleep(4)  # the pages load and connect to the stream

    def updates(name):
        with open(logs[name], errors="replace") as log:
            return log.read().count("renju-live update")

    before = {name: updates(name) for name in logs}
    cli("game", EVENT, "1", "i8")  # Black's double-three (9.2): White may claim it
    entered = time.monotonic()
    delays = {}
    while len(delays) < len(logs) and time.monotonic() - entered < 5:
        for name in logs:
            if name not in delays and updates(name) > before[name]:
                delays[name] = time.monotonic() - entered
        time.sleep(0.01)
    for name in logs:
        delay = delays.get(name, 99)
        check(delay < 1.0, f"the open {name} page updated by itself {delay * 1000:.0f} ms "
                           "after the command")

    cli("game", EVENT, "1", "claim white forbidden")
    time.sleep(0.5)
    claimed = dom(base + "/")
    check("claim: awaiting the arbiter's ruling" in claimed,
          "the overview shows the claim awaiting the arbiter's ruling")
    check("wins" not in claimed, "no result is shown while the claim awaits the ruling")
    check("forbidden" not in dom(base + "/table/1/1").split("<main")[1].split("</main>")[0]
          .replace("claims forbidden", ""),
          "the board page shows no forbidden points or remarks while the game goes on")
    screenshot(base + "/", "overview-claim-1920.png", 1920, 1080)
    cli("game", EVENT, "1", "ruling uphold")
    time.sleep(0.5)
    finished = dom(base + "/table/1/1")
    check("0-1 White (" in finished and "wins" in finished,
          "after the ruling the result is written by colour with the winner's name")
    check('href="/game/1/1.sgf"' in finished, "a finished game offers its record downloads")
    sgf = urllib.request.urlopen(base + "/game/1/1.sgf").read().decode()
    check(sgf.startswith("(;") and ";B[" in sgf, "the SGF record downloads")
    screenshot(base + "/table/1/1", "table-finished-1920.png", 1920, 1080)
finally:
    for watcher in watchers:
        watcher.terminate()
        watcher.wait(timeout=10)
    server.terminate()
    server.wait(timeout=10)

check(server.returncode == 0, "the server stops cleanly on SIGTERM")

# A Ren event (seed 002): the board of squares with its stones, the points, the rui and niban;
# a finished game offers the downloads that hold it (the sheet and the text format) only.
REN = os.path.join(WORK, "ren.renju")
cli("match", "new", REN, "Anna Aas", "Boris Berg", "--rule", "total-points", "--rules", "ren",
    "--board", "10", "--control", "900")
squares = ["b2", "d4", "c2", "c3", "e2", "e3", "d1", "d2", "d3"]
cli("game", REN, "1", *[word for square in squares for word in (square, "press")])
server = subprocess.Popen([BINARY, "serve", REN, "--listen", "127.0.0.1:0"],
                          stdout=subprocess.PIPE, text=True)
try:
    port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))
    base = f"http://127.0.0.1:{port}"
    page = dom(base + "/table/1/1")
    check('class="board squares"' in page, "the Ren board is drawn as squares")
    stones = re.findall(r'<circle[^>]*class="stone (black|white)', page)
    check(len(stones) == 9, f"the Ren board shows 9 stones ({len(stones)})")
    check(len(re.findall(r'class="stone black rui"', page)) == 2,
          "both rui stones are ringed (c2, e2)")
    check(re.search(r'class="niban"[^>]*>n<', page) is not None, "the niban stone is marked")
    check(re.search(r'class="group"', page) is not None, "the last move's group is outlined")
    check(re.search(r'Black\s*<span class="pts">1</span>', page) is not None,
          "Black's point is shown")
    check("Opening:" not in page, "a Ren board has no opening line")
    overview = dom(base + "/")
    check("points: Black 1, White 0" in overview, "the overview gives the Ren table's points")
    screenshot(base + "/table/1/1", "ren-table-1920.png", 1920, 1080)
    screenshot(base + "/table/1/1", "ren-table-360.png", 360, 800)
    screenshot(base + "/", "ren-overview-1920.png", 1920, 1080)
    # The match's two games end (a resignation, then two passes): the table has its result.
    cli("game", REN, "1", "resign white")
    cli("match", "next", REN, "1")
    cli("game", REN, "1", "pass", "pass")
    time.sleep(0.5)
    finished = dom(base + "/table/1/1")
    check('href="/game/1/1.txt"' in finished and 'href="/game/1/1.pdf"' in finished,
          "a finished Ren game offers the sheet and the text record")
    check('href="/game/1/1.sgf"' not in finished and 'href="/game/1/1.rif"' not in finished,
          "a finished Ren game offers no five-in-a-row format")
    text = urllib.request.urlopen(base + "/game/1/1.txt").read().decode()
    check("b2 d4 c2 c3 e2 e3 d1 d2 d3" in text and "rules=ren" in text,
          "the Ren game downloads as text, its rules named")
finally:
    server.terminate()
    server.wait(timeout=10)

print(f"{len(failures)} failed")
sys.exit(1 if failures else 0)

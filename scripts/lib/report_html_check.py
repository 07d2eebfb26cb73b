"""Checks of a `quotepool report --html` page as headless Chromium rendered it (scripts/check-report-html.sh).

    python3 report_html_check.py dom DUMPED_DOM.html --runs N --active N
    python3 report_html_check.py png SCREENSHOT.png

Each prints the figures it measured (`figure NAME=VALUE`) and one `problem: ...` line per failed
expectation, and exits 0 when every expectation holds, 1 otherwise. Standard library only: the PNG is
decoded with zlib and struct, no PIL.
"""

import argparse
import re
import struct
import sys
import zlib
from collections import Counter
from html.parser import HTMLParser

# The three charts ReportHTML.swift draws: the <title> of each <svg>, and the <h2> of its section.
CHARTS = [
    ("Acceptance funnel", "Acceptance funnel"),
    ("Rejection reasons by run", "Rejection reasons by run"),
    ("Pool size over time", "Pool size, last"),
]
SHAPES = {"rect", "path", "polyline", "polygon", "circle", "ellipse", "line"}
FUNNEL_STAGES = ["draft", "stream", "gate", "taste", "novelty", "judge", "distinctiveness", "accepted"]
# Solid fills of the charts (ReportHTML.swift): funnel "reached", "stopped", "accepted", pool "active lines".
CHART_COLOURS = {"#4e79a7": "reached/added", "#e15759": "stopped", "#59a14f": "accepted", "#a0cbe8": "pool"}


class Page(HTMLParser):
    """Collects the <svg> elements (their title, shapes and text) and the <h2> headings."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.svgs = []  # {"title": str, "shapes": Counter, "texts": [str], "drawn": int}
        self.h2 = []
        self.text = []
        self._svg = None
        self._in = []  # open tags we collect text for: "title", "text", "h2"

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "svg":
            self._svg = {"title": None, "shapes": Counter(), "texts": [], "drawn": 0}
            self.svgs.append(self._svg)
        elif self._svg is not None and tag in SHAPES:
            self._svg["shapes"][tag] += 1
            # A shape that paints something: a rect with a positive area, or any other shape.
            if tag != "rect" or (_num(a.get("width")) > 0 and _num(a.get("height")) > 0):
                self._svg["drawn"] += 1
        if tag in ("title", "text", "h2"):
            self._in.append([tag, ""])

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag in ("title", "text", "h2"):
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if self._in and self._in[-1][0] == tag:
            _, text = self._in.pop()
            text = text.strip()
            if tag == "h2":
                self.h2.append(text)
            elif self._svg is not None:
                # The first <title> directly in the <svg> names the chart; later ones are tooltips of shapes.
                if tag == "title" and self._svg["title"] is None:
                    self._svg["title"] = text
                elif tag == "text":
                    self._svg["texts"].append(text)
        if tag == "svg":
            self._svg = None

    def handle_data(self, data):
        self.text.append(data)
        if self._in:
            self._in[-1][1] += data


def _num(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


def check_dom(path, runs, active):
    problems = []
    html = open(path, encoding="utf-8", errors="replace").read()
    page = Page()
    page.feed(html)
    page.close()
    total_shapes = sum(sum(s["shapes"].values()) for s in page.svgs)
    drawn = sum(s["drawn"] for s in page.svgs)
    print(f"figure dom_bytes={len(html)}")
    print(f"figure svgs={len(page.svgs)}")
    print(f"figure shapes={total_shapes} (drawn with area: {drawn})")
    for s in page.svgs:
        kinds = ", ".join(f"{n} {k}" for k, n in sorted(s["shapes"].items())) or "none"
        print(f"figure svg {s['title']!r}: {kinds}; {len(s['texts'])} text labels")

    if len(page.svgs) != len(CHARTS):
        problems.append(f"expected {len(CHARTS)} <svg> charts, found {len(page.svgs)}")
    by_title = {s["title"]: s for s in page.svgs}
    for title, heading in CHARTS:
        if not any(h.startswith(heading) for h in page.h2):
            problems.append(f"no <h2> starting {heading!r} (headings: {page.h2})")
        if title not in by_title:
            problems.append(f"no <svg> titled {title!r} (titles: {[s['title'] for s in page.svgs]})")

    funnel = by_title.get("Acceptance funnel")
    if funnel:
        # Per stage: a background track and a "reached" bar, so at least two rects per stage.
        if funnel["shapes"]["rect"] < 2 * len(FUNNEL_STAGES):
            problems.append(f"funnel has {funnel['shapes']['rect']} rects, expected >= {2 * len(FUNNEL_STAGES)}")
        missing = [st for st in FUNNEL_STAGES if st not in funnel["texts"]]
        if missing:
            problems.append(f"funnel lacks the stage labels {missing}")
        if "no drafts recorded" in funnel["texts"]:
            problems.append("funnel says 'no drafts recorded'")
    rejections = by_title.get("Rejection reasons by run")
    if rejections:
        labels = [t for t in rejections["texts"] if re.fullmatch(r"#\d+", t)]
        print(f"figure rejection_chart_run_labels={len(labels)} ({' '.join(labels)})")
        if len(labels) != runs:
            problems.append(f"rejection chart labels {len(labels)} runs, the database has {runs}")
        bars = rejections["drawn"] - rejections["shapes"]["line"]
        if bars < 1:
            problems.append("rejection chart draws no bar")
        for placeholder in ("no runs yet", "no rejections"):
            if placeholder in rejections["texts"]:
                problems.append(f"rejection chart says {placeholder!r}")
    pool = by_title.get("Pool size over time")
    if pool:
        if pool["shapes"]["rect"] < 1:
            problems.append("pool chart draws no bar")
        if "no lines in these days" in pool["texts"]:
            problems.append("pool chart says 'no lines in these days'")

    text = " ".join(" ".join(page.text).split())
    m = re.search(r"(\d+) active lines\.", text)
    shown = int(m.group(1)) if m else None
    print(f"figure active_lines_on_page={shown} (database: {active})")
    if shown != active:
        problems.append(f"the page reports {shown} active lines, the database holds {active}")
    return problems


def read_png(path):
    """Returns (width, height, rows of (r, g, b) tuples) for an 8-bit, non-interlaced PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, header = 8, [], None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError("no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}, interlace {interlace}")
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
            elif kind != 0:
                raise ValueError(f"bad filter type {kind} in row {y}")
        previous = line
        if channels >= 3:
            rows.append([tuple(line[i : i + 3]) for i in range(0, stride, channels)])
        else:
            rows.append([(v, v, v) for v in line[0:stride:channels]])
    return width, height, rows


def check_png(path, min_fraction, min_colours):
    problems = []
    try:
        width, height, rows = read_png(path)
    except (OSError, ValueError, zlib.error) as e:
        return [f"cannot decode {path}: {e}"]
    counts = Counter()
    for row in rows:
        counts.update(row)
    total = width * height
    background, bg_count = counts.most_common(1)[0]
    fraction = (total - bg_count) / total
    # Colours covering at least 0.01 % of the page: anti-aliasing produces many one-off shades.
    real_colours = [c for c, n in counts.items() if n >= max(20, total // 10000)]
    print(f"figure png={width}x{height}")
    print("figure background=#%02x%02x%02x" % background)
    print(f"figure non_background_fraction={fraction:.4f} ({total - bg_count} of {total} pixels)")
    print(f"figure distinct_colours={len(counts)} (covering >= 0.01 %: {len(real_colours)})")
    chart_pixels = {}
    for hex_colour, name in CHART_COLOURS.items():
        rgb = tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
        chart_pixels[hex_colour] = counts.get(rgb, 0)
    print("figure chart_colour_pixels=" + ", ".join(f"{k} {CHART_COLOURS[k]}: {v}" for k, v in chart_pixels.items()))

    if fraction < min_fraction:
        problems.append(f"only {fraction:.2%} of the pixels differ from the background (need >= {min_fraction:.0%})")
    if len(real_colours) < min_colours:
        problems.append(f"only {len(real_colours)} colours cover >= 0.01 % of the page (need >= {min_colours})")
    for hex_colour in ("#4e79a7", "#e15759", "#59a14f"):
        # The legends' swatches alone paint a few hundred pixels of each; the bars paint thousands.
        if chart_pixels[hex_colour] < 1500:
            problems.append(
                f"the chart colour {hex_colour} ({CHART_COLOURS[hex_colour]}) covers "
                f"{chart_pixels[hex_colour]} pixels (need >= 1500): the charts were not painted"
            )
    return problems


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="mode", required=True)
    dom = sub.add_parser("dom")
    dom.add_argument("file")
    dom.add_argument("--runs", type=int, required=True)
    dom.add_argument("--active", type=int, required=True)
    png = sub.add_parser("png")
    png.add_argument("file")
    png.add_argument("--min-fraction", type=float, default=0.08)
    png.add_argument("--min-colours", type=int, default=8)
    args = parser.parse_args()
    if args.mode == "dom":
        problems = check_dom(args.file, args.runs, args.active)
    else:
        problems = check_png(args.file, args.min_fraction, args.min_colours)
    for p in problems:
        print(f"problem: {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

"""Leave-one-style-out folds of the style-labeled quality set (Tests/Fixtures/quality), for
scripts/quality-figures.sh.

  split DIR       writes, for every style S, DIR/train-S.jsonl (every other style, in the taste locales),
                  DIR/test-S.jsonl (the lines of S in every locale, in the eval format), DIR/fresh-S.jsonl (the
                  lines of S in the second set, Tests/Fixtures/quality-fresh) and DIR/styles
  summarize DIR   reads DIR/eval-S.json (quotepool eval --json on test-S) and prints the held-out tables
  summarize-fresh DIR  the same for DIR/eval-fresh-S.json (eval on fresh-S, with the model fitted without S)
  judge FILE OUT  writes the judge set (Tests/Fixtures/judge) in the eval format to OUT
  judge-summary EVAL  prints the judge-set table from quotepool eval --json output

Only the fitted parts (the taste model's weights, calibration and thresholds) are refitted per fold; the
later stages are deterministic and the same in every fold.
"""
import collections
import glob
import json
import os
import sys

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
LOCALES = ["en", "de", "es", "fr", "it", "pt", "ja"]
TASTE_LOCALES = {"en", "de", "es", "fr", "it", "pt"}


def rows(kind):
    out = []
    for locale in LOCALES:
        path = os.path.join(ROOT, "Tests/Fixtures", kind, f"{locale}.jsonl")
        out += [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    return out


def eval_row(r):
    return {"text": r["text"], "locale": r["locale"], "expect": "accept" if r["label"] == "good" else "reject"}


def write(path, items):
    with open(path, "w", encoding="utf-8") as f:
        for item in items:
            f.write(json.dumps(item, ensure_ascii=False) + "\n")


def split(directory):
    data = rows("quality")
    styles = sorted({r["style"] for r in data})
    for style in styles:
        write(os.path.join(directory, f"train-{style}.jsonl"),
              [r for r in data if r["style"] != style and r["locale"] in TASTE_LOCALES])
        write(os.path.join(directory, f"test-{style}.jsonl"), [eval_row(r) for r in data if r["style"] == style])
        write(os.path.join(directory, f"fresh-{style}.jsonl"),
              [eval_row(r) for r in rows("quality-fresh") if r["style"] == style])
    with open(os.path.join(directory, "styles"), "w") as f:
        f.write("\n".join(styles) + "\n")


def outcomes(data, report):
    """(row, kept) for every row: kept when the chain accepted it."""
    mistakes = {(m["text"], m["locale"]) for m in report["mistakes"]}
    out = []
    for r in data:
        wrong = (r["text"], r["locale"]) in mistakes
        good = r["label"] == "good"
        out.append((r, good != wrong))
    return out


def pct(a, n):
    return f"{100 * a / n:.1f}%" if n else "—"


def summarize(directory, kind="quality", prefix="eval",
              title="held-out styles, through every stage (each style scored by a taste model fitted without it):"):
    data = rows(kind)
    results = []
    reasons = collections.Counter()
    for style in open(os.path.join(directory, "styles")).read().split():
        report = json.load(open(os.path.join(directory, f"{prefix}-{style}.json")))
        mine = [r for r in data if r["style"] == style]
        results += outcomes(mine, report)
        for m in report["mistakes"]:
            if m["expect"] == "accept":
                reasons[m["got_reason"]] += 1

    def rate(select):
        chosen = [(r, kept) for r, kept in results if select(r)]
        good = [kept for r, kept in chosen if r["label"] == "good"]
        flat = [not kept for r, kept in chosen if r["label"] == "flat"]
        return sum(good), len(good), sum(flat), len(flat)

    print(title)
    print("  locale   good accepted        flat rejected")
    for locale in ["all"] + LOCALES:
        g, gn, f, fn = rate(lambda r: locale == "all" or r["locale"] == locale)
        print(f"  {locale:<6} {g:>4}/{gn:<4} {pct(g, gn):>7}    {f:>4}/{fn:<4} {pct(f, fn):>7}")
    print("  style                 label  kept or stopped as it should")
    labels = {r["style"]: r["label"] for r in data}
    for style in sorted(labels, key=lambda s: (labels[s] == "flat", s)):
        g, gn, f, fn = rate(lambda r: r["style"] == style)
        label = labels[style]
        a, n = (g, gn) if label == "good" else (f, fn)
        print(f"  {style:<21} {label:<6} {a:>4}/{n:<4} {pct(a, n):>7}")
    print("  good lines stopped, by reason:", dict(sorted(reasons.items())))


def judge(out):
    write(out, [eval_row(r) for r in rows("judge")])


def judge_summary(path):
    data = rows("judge")
    results = outcomes(data, json.load(open(path)))
    print("judge set (another writer, never fitted on), through every stage with the shipped model:")
    print("  locale   good accepted        flat rejected")
    for locale in ["all"] + LOCALES:
        chosen = [(r, k) for r, k in results if locale == "all" or r["locale"] == locale]
        good = [k for r, k in chosen if r["label"] == "good"]
        flat = [not k for r, k in chosen if r["label"] == "flat"]
        print(f"  {locale:<6} {sum(good):>4}/{len(good):<4} {pct(sum(good), len(good)):>7}    "
              f"{sum(flat):>4}/{len(flat):<4} {pct(sum(flat), len(flat)):>7}")


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "split":
        split(sys.argv[2])
    elif command == "summarize":
        summarize(sys.argv[2])
    elif command == "summarize-fresh":
        summarize(sys.argv[2], kind="quality-fresh", prefix="eval-fresh",
                  title="second writer's set, held out by style and by source (each style scored by the model "
                        "fitted without it):")
    elif command == "judge":
        judge(sys.argv[2])
    elif command == "judge-summary":
        judge_summary(sys.argv[2])
    else:
        sys.exit(f"unknown command {command}")

#!/usr/bin/env python3
"""Good lines by other writers against a catalog the size of a pool: how many novelty rejects.

build DIR      writes DIR/catalog.jsonl (every line of Tests/Fixtures/quality and every anchor and
               variant of the two novelty calibration sets, about 490 a locale) and DIR/good.jsonl (the
               good lines of Tests/Fixtures/quality-fresh and Tests/Fixtures/judge, 80 a locale, none of
               them in the catalog, expected accepted).
summarize F..  prints, for each `quotepool eval --json` output F, the near_duplicate rejections per
               locale and the lines rejected.
"""
import collections
import glob
import json
import os
import sys

FIXTURES = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "Fixtures")


def rows(directory):
    for path in sorted(glob.glob(os.path.join(FIXTURES, directory, "*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    yield json.loads(line)


def build(out):
    catalog, seen = [], set()

    def add(text, locale):
        if (text, locale) not in seen:
            seen.add((text, locale))
            catalog.append({"text": text, "locale": locale})

    for r in rows("quality"):
        add(r["text"], r["locale"])
    for name in ("novelty", "novelty-second"):
        for r in rows(name):
            add(r["anchor"], r["locale"])
            add(r["variant"], r["locale"])
    good = [
        {"text": r["text"], "locale": r["locale"], "expect": "accept"}
        for name in ("quality-fresh", "judge")
        for r in rows(name)
        if r.get("label") == "good" and (r["text"], r["locale"]) not in seen
    ]
    for name, items in (("catalog.jsonl", catalog), ("good.jsonl", good)):
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            f.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in items)
    per_locale = lambda items: dict(sorted(collections.Counter(r["locale"] for r in items).items()))
    print(f"catalog: {len(catalog)} lines {per_locale(catalog)}")
    print(f"good lines by other writers: {len(good)} {per_locale(good)}")


def summarize(paths):
    for path in paths:
        with open(path, encoding="utf-8") as f:
            result = json.load(f)
        flagged = [m for m in result["mistakes"] if m["got_reason"] == "near_duplicate"]
        by_locale = collections.Counter(m["locale"] for m in flagged)
        total = result["by_locale"]
        line = ", ".join(f"{loc} {by_locale[loc]}/{total[loc]['total']}" for loc in sorted(total))
        print(f"{os.path.basename(path)}: near_duplicate {len(flagged)}/{result['total']} ({line})")
        for m in sorted(flagged, key=lambda m: (m["locale"], m["text"])):
            print(f"  {m['locale']}  {m['text']}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "build":
        build(sys.argv[2])
    elif len(sys.argv) >= 3 and sys.argv[1] == "summarize":
        summarize(sys.argv[2:])
    else:
        sys.exit(__doc__)

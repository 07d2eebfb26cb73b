"""Writes the shipped taste training set (Sources/QuotePoolCore/Resources/taste/taste-training.tsv) from the
labeled fixtures: the style-labeled set (Tests/Fixtures/quality) and the composer-style set
(Tests/Fixtures/taste). One line per example: good|flat, locale, style (empty for the composer set), text.
The judge set (Tests/Fixtures/judge) is never part of it."""
import glob, json, os, sys

root = os.path.join(os.path.dirname(__file__), "..", "..")
out = []
for path in sorted(glob.glob(os.path.join(root, "Tests/Fixtures/quality/*.jsonl"))):
    for line in open(path, encoding="utf-8"):
        if line.strip():
            r = json.loads(line)
            if r["locale"] in ("en", "de", "es", "fr", "it", "pt"):
                out.append((r["label"], r["locale"], r["style"], r["text"]))
for path in sorted(glob.glob(os.path.join(root, "Tests/Fixtures/taste/*.jsonl"))):
    for line in open(path, encoding="utf-8"):
        if line.strip():
            r = json.loads(line)
            out.append(("good" if r["expect"] == "accept" else "flat", r["locale"], "", r["text"]))
for row in out:
    assert all("\t" not in f and "\n" not in f for f in row), row
target = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "Sources/QuotePoolCore/Resources/taste/taste-training.tsv")
with open(target, "w", encoding="utf-8") as f:
    f.write("".join("\t".join(row) + "\n" for row in out))

"""Writes the shipped taste training set (Sources/QuotePoolCore/Resources/taste/taste-training.tsv) from the
labeled fixtures: the style-labeled set (Tests/Fixtures/quality), the composer-style set
(Tests/Fixtures/taste) and, as negatives, the model drafts a reader labeled discard in the `read` split of
Tests/Fixtures/drafts (style `model_draft_<seed>`, so that calibration scores each fill's drafts with weights
that did not see that fill). One line per example: good|flat, locale, style (empty for the composer set), text.
The judge set (Tests/Fixtures/judge) and the drafts' `held_out` split are never part of it.

    taste_training.py [TSV [DRAFTS_JSONL]]

DRAFTS_JSONL, when given, receives the draft negatives as labeled JSONL for `quotepool taste train --dataset`."""
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
drafts = []
for path in sorted(glob.glob(os.path.join(root, "Tests/Fixtures/drafts/*.jsonl"))):
    for line in open(path, encoding="utf-8"):
        if line.strip():
            r = json.loads(line)
            if r["split"] == "read" and r["label"] == "discard":
                drafts.append(("flat", r["locale"], "model_draft_%d" % r["seed"], r["text"]))
out += drafts
for row in out:
    assert all("\t" not in f and "\n" not in f for f in row), row
target = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "Sources/QuotePoolCore/Resources/taste/taste-training.tsv")
with open(target, "w", encoding="utf-8") as f:
    f.write("".join("\t".join(row) + "\n" for row in out))
if len(sys.argv) > 2:
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        for label, locale, style, text in drafts:
            f.write(json.dumps({"text": text, "locale": locale, "label": label, "style": style}, ensure_ascii=False) + "\n")

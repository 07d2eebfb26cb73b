"""Data sets and summaries for scripts/spelling-figures.sh.

  prepare DRAFTS TUNE_SEEDS OUT_DIR   writes OUT_DIR/drafts.jsonl and OUT_DIR/good.jsonl (every line expected
                                      `reject` as `empty`, a reason no non-empty line gets, so that eval lists
                                      every line among its mistakes with what it got) and their .index.json
  summarize OUT_DIR                   per locale: discard-labeled drafts rejected, and good lines kept, by the
                                      spelling stage alone, by the whole chain, and by the whole chain with
                                      no dictionary (every line's spelling skipped: the chain before the stage)

DRAFTS holds labeled model drafts as <locale>.jsonl or <split>/<locale>.jsonl rows with text, locale, seed, label
(keep or discard), cause, and optionally setup and split (Tests/Fixtures/drafts). A row whose split is "read" (its
line was read while the rules were written) or whose seed is in TUNE_SEEDS (comma-separated) counts as tuned on;
every other row is held out. Good lines: the good half of Tests/Fixtures/quality-fresh (a second writer's lines, never
tuned on) and of Tests/Fixtures/quality (the set the stages were fitted on).
"""
import glob
import json
import os
import sys

LOCALES = ("en", "de", "fr", "es", "it", "pt")
GOOD_SETS = (("quality-fresh", "held out"), ("quality", "fitted on"))


def write(out_dir, name, rows):
    with open(f"{out_dir}/{name}.jsonl", "w", encoding="utf-8") as f:
        for row in rows:
            item = {"text": row["text"], "locale": row["locale"], "expect": "reject", "reason": "empty"}
            f.write(json.dumps(item, ensure_ascii=False) + "\n")
    with open(f"{out_dir}/{name}.index.json", "w", encoding="utf-8") as f:
        json.dump(rows, f, ensure_ascii=False)


def prepare(drafts, tune_seeds, out_dir):
    tuned = {int(s) for s in tune_seeds.split(",") if s}
    rows, seen = [], set()
    for path in sorted(glob.glob(f"{drafts}/*.jsonl") + glob.glob(f"{drafts}/*/*.jsonl")):
        for line in open(path, encoding="utf-8"):
            row = json.loads(line)
            key = (row["locale"], row["text"])
            if row["locale"] not in LOCALES or row["label"] != "discard" or key in seen:
                continue
            seen.add(key)
            group = "tuned" if row["seed"] in tuned or row.get("split") == "read" else "held out"
            rows.append({"text": row["text"], "locale": row["locale"], "group": group,
                         "writer": f"setup {row.get('setup', 'default')}", "seed": row["seed"],
                         "cause": row["cause"]})
    write(out_dir, "drafts", rows)
    good = []
    for fixture, group in GOOD_SETS:
        for locale in LOCALES:
            for line in open(f"Tests/Fixtures/{fixture}/{locale}.jsonl", encoding="utf-8"):
                row = json.loads(line)
                if row["label"] == "good":
                    good.append({"text": row["text"], "locale": locale, "group": f"{fixture} ({group})"})
    write(out_dir, "good", good)


def outcomes(out_dir, name, run):
    """The index rows of `name`, each with what `run` (eval's JSON) got: `accept` or the reason rejected."""
    rows = json.load(open(f"{out_dir}/{name}.index.json", encoding="utf-8"))
    mistakes = json.load(open(f"{out_dir}/{name}.{run}.json", encoding="utf-8"))["mistakes"]
    assert len(mistakes) == len(rows), f"{name}.{run}: {len(mistakes)} outcomes for {len(rows)} lines"
    for row, m in zip(rows, mistakes):
        assert m["text"] == row["text"] and m["locale"] == row["locale"], (row["text"], m["text"])
        row[run] = "accept" if m["got"] == "accept" else m["got_reason"]
    return rows


def share(part, whole):
    return f"{part}/{whole} ({100 * part / whole:.1f} %)" if whole else "-"


def table(title, rows, count):
    print(title)
    print(f"  {'locale':8}{'lines':>7}   {'spelling alone':<22}{'whole chain':<22}{'chain without spelling'}")
    for locale in LOCALES + ("all",):
        sel = [r for r in rows if locale in ("all", r["locale"])]
        if not sel:
            continue
        figures = [sum(1 for r in sel if count(r[run], run == "spelling")) for run in RUNS]
        print(f"  {locale:8}{len(sel):>7}   " + "".join(f"{share(n, len(sel)):<22}" for n in figures).rstrip())


RUNS = ("spelling", "chain", "unchecked")


def joined(out_dir, name):
    """The index rows of `name` with each run's outcome."""
    runs = [outcomes(out_dir, name, run) for run in RUNS]
    return [dict(rows[0], **{run: r[run] for run, r in zip(RUNS, rows)}) for rows in zip(*runs)]


def summarize(out_dir):
    drafts = joined(out_dir, "drafts")
    good = joined(out_dir, "good")
    # Spelling alone: rejected as misspelled (the gate's rejections are not the spelling stage's).
    rejected = lambda got, alone: got == "misspelled" if alone else got != "accept"
    kept = lambda got, alone: got != "misspelled" if alone else got == "accept"
    for group in ("tuned", "held out"):
        sel = [r for r in drafts if r["group"] == group]
        seeds = ",".join(str(s) for s in sorted({r["seed"] for r in sel}))
        table(f"Discard-labeled drafts, {group} (seeds {seeds}): rejected", sel, rejected)
        writers = sorted({r["writer"] for r in sel})
        for writer in writers if len(writers) > 1 else []:
            table(f"  of which {writer}:", [r for r in sel if r["writer"] == writer], rejected)
        table("  of which labeled misspelled:", [r for r in sel if r["cause"] in ("misspelled", "invented_word")], rejected)
    held = [r for r in drafts if r["group"] == "held out"]
    print("Held-out discard lines the whole chain accepts, by cause:")
    causes = {}
    for r in held:
        if r["chain"] == "accept":
            causes.setdefault(r["locale"], {}).setdefault(r["cause"], 0)
            causes[r["locale"]][r["cause"]] += 1
    for locale in LOCALES:
        print(f"  {locale}: " + ", ".join(f"{c} {n}" for c, n in sorted(causes.get(locale, {}).items())))
    for fixture, group in GOOD_SETS:
        name = f"{fixture} ({group})"
        table(f"Good lines of {name}: kept", [r for r in good if r["group"] == name], kept)
    print("Good lines the spelling stage rejects:")
    for r in good:
        if r["spelling"] == "misspelled":
            print(f"  [{r['locale']}] {r['group']}: {r['text']}")


if __name__ == "__main__":
    if sys.argv[1] == "prepare":
        prepare(*sys.argv[2:5])
    else:
        summarize(sys.argv[2])

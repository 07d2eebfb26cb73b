"""Runs the held-out labeled sets through `quotepool eval --through all` and prints per-locale figures; see
scripts/held-out-figures.sh.

    held_out_figures.py BINARY WORKDIR [CONFIG]"""
import collections
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
FIXTURES = os.path.join(ROOT, "Tests/Fixtures")
LOCALES = ["de", "en", "es", "fr", "it", "pt", "ja"]


def jsonl(pattern):
    rows = []
    for path in sorted(glob.glob(os.path.join(FIXTURES, pattern))):
        rows += [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    return rows


def labeled(pattern):
    """The style-labeled sets' rows as eval items (good: accept, flat: reject)."""
    return [{"text": r["text"], "locale": r["locale"], "expect": "accept" if r["label"] == "good" else "reject"}
            for r in jsonl(pattern)]


def sets():
    drafts = [r for r in jsonl("drafts/*.jsonl") if r["split"] == "held_out"]
    by_seed = [("model drafts, held-out seed %d" % seed,
                [{"text": r["text"], "locale": r["locale"], "expect": "reject" if r["label"] == "discard" else "accept"}
                 for r in drafts if r["seed"] == seed], "keeps kept", "discards refused")
               for seed in sorted({r["seed"] for r in drafts})]
    return [
        ("quality-fresh (second writer)", labeled("quality-fresh/*.jsonl"), "good kept", "flat refused"),
        ("quality-third (third writer)", labeled("quality-third/*.jsonl"), "good kept", "flat refused"),
        ("quality-fourth (fourth writer)", labeled("quality-fourth/*.jsonl"), "good kept", "flat refused"),
        ("judge set", labeled("judge/*.jsonl"), "good kept", "flat refused"),
    ] + by_seed + [
        ("chatter-third", [{k: r[k] for k in ("text", "locale", "expect")} for r in jsonl("eval/chatter-third.jsonl")],
         "good kept", "replies refused"),
    ]


def evaluate(binary, path, through, config):
    out = subprocess.run([binary, "eval", "--dataset", path, "--through", through, "--json"] + config,
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def print_past_gate(items, report, gate_report):
    """The discards the gate lets through, and how many of those the later stages refuse."""
    past = {(m["locale"], m["text"]) for m in gate_report["mistakes"] if m["expect"] == "reject"}
    kept = {(m["locale"], m["text"]) for m in report["mistakes"] if m["expect"] == "reject"}
    cells, right, count = [], 0, 0
    for locale in LOCALES:
        n = sum(1 for i in items if i["expect"] == "reject" and i["locale"] == locale and (locale, i["text"]) in past)
        if n:
            ok = n - sum(1 for key in kept if key[0] == locale and key in past)
            cells.append(f"{locale} {ok}/{n} ({100 * ok / n:.0f}%)")
            right, count = right + ok, count + n
    if count:
        print(f"  past the gate, refused: {right}/{count} ({100 * right / count:.1f}%)   " + "  ".join(cells))


def main():
    binary, workdir = sys.argv[1], sys.argv[2]
    config = ["--config", sys.argv[3]] if len(sys.argv) > 3 else []
    refusals = collections.Counter()
    for index, (name, items, accept_name, reject_name) in enumerate(sets()):
        path = os.path.join(workdir, f"set-{index}.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            f.write("".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items))
        report = evaluate(binary, path, "all", config)
        wrong = collections.Counter((m["locale"], m["expect"]) for m in report["mistakes"])
        total = collections.Counter((item["locale"], item["expect"]) for item in items)
        for m in report["mistakes"]:
            if m["expect"] == "accept" and reject_name == "flat refused":
                refusals[(m["locale"], m.get("got_reason") or m["got"])] += 1
        print(name)
        for expect, label in (("accept", accept_name), ("reject", reject_name)):
            cells, right, count = [], 0, 0
            for locale in LOCALES:
                n = total[(locale, expect)]
                if n:
                    ok = n - wrong[(locale, expect)]
                    cells.append(f"{locale} {ok}/{n} ({100 * ok / n:.0f}%)")
                    right, count = right + ok, count + n
            if count:
                print(f"  {label}: {right}/{count} ({100 * right / count:.1f}%)   " + "  ".join(cells))
        if reject_name == "discards refused":
            print_past_gate(items, report, evaluate(binary, path, "gate", config))
    print("good lines refused in the four writers' sets (second, third, fourth, judge), by locale and stage:")
    for locale in LOCALES:
        stages = sorted((stage, n) for (loc, stage), n in refusals.items() if loc == locale)
        if stages:
            print(f"  {locale}: " + ", ".join(f"{stage} {n}" for stage, n in stages))


main()

"""Summarizes `quotepool eval --json` on stdin: totals, per-locale accuracy, weak reasons, mistakes."""
import json
import sys

r = json.load(sys.stdin)


def ratio(x):
    """A ratio of the report, or '-' where it had nothing to divide by (null)."""
    return "-" if x is None else f"{x:.3f}"


if len(sys.argv) > 1 and sys.argv[1] == "--line":
    recalls = [f["recall"] for f in r["by_reason"].values() if f["support"]]
    print(f"accuracy {r['accuracy']:.3f}, reject precision {ratio(r['reject_precision'])}, "
          f"min reason recall {min(recalls) if recalls else 1:.3f}")
    sys.exit(0)
print(f"  all: {r['total']} lines, accuracy {r['accuracy']:.3f}, reject precision {ratio(r['reject_precision'])}, "
      f"reject recall {ratio(r['reject_recall'])}")
for loc, f in sorted(r["by_locale"].items()):
    print(f"  {loc}: {f['total']} lines, accuracy {f['accuracy']:.3f}")
low = {c: f["recall"] for c, f in r["by_reason"].items() if f["support"] and f["recall"] < 0.9}
print("  reasons with recall below 0.9:", low or "none")
print(f"  mistakes: {len(r['mistakes'])}")
for m in r["mistakes"]:
    print(f"    [{m['locale']}] expected {m['reason'] or m['expect']}, got {m['got_reason'] or m['got']}: {m['text']}")

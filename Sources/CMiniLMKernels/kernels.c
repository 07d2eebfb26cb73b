#include "CMiniLMKernels.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define QP_X86 1
#else
#define QP_X86 0
#endif

#define P QP_MINILM_PANEL

/* Calls a kernel's AVX2 version where the CPU has AVX2 and FMA (qp_minilm_accelerated), its portable version
   elsewhere, with the same arguments: every kernel chooses by the same test. */
#if QP_X86
#define DISPATCH(AVX2, PORTABLE, ...)                                                                               \
    do {                                                                                                           \
        if (qp_minilm_accelerated())                                                                               \
            AVX2(__VA_ARGS__);                                                                                     \
        else                                                                                                       \
            PORTABLE(__VA_ARGS__);                                                                                 \
    } while (0)
#else
#define DISPATCH(AVX2, PORTABLE, ...) PORTABLE(__VA_ARGS__)
#endif

void qp_minilm_pack(const float *weight, size_t outputs, size_t inputs, float *panels) {
    for (size_t o = 0; o < outputs; o++) {
        float *panel = panels + (o / P) * inputs * P + o % P;
        const float *source = weight + o * inputs;
        for (size_t k = 0; k < inputs; k++) panel[k * P] = source[k];
    }
}

/* ---- GELU ---------------------------------------------------------------------------------------------- */

/* erf as an odd rational function on [-4, 4] (outside it erf is ±1 in single precision); the coefficients
   are Eigen's generic_fast_erf_float. Absolute error under 5e-7 against the exact erf. Written without calls
   or branches so the loop below vectorizes, with AVX2 inside the AVX2 functions that inline it. */
static inline __attribute__((always_inline)) float erf_approx(float a) {
    float x = a > 4.0f ? 4.0f : a;
    x = x < -4.0f ? -4.0f : x;
    float x2 = x * x;
    float p = -2.72614225801306e-10f;
    p = p * x2 + 2.77068142495902e-08f;
    p = p * x2 - 2.10102402082508e-06f;
    p = p * x2 - 5.69250639462346e-05f;
    p = p * x2 - 7.34990630326855e-04f;
    p = p * x2 - 2.95459980854025e-03f;
    p = p * x2 - 1.60960333262415e-02f;
    float q = -1.45660718464996e-05f;
    q = q * x2 - 2.13374055278905e-04f;
    q = q * x2 - 1.68282697438203e-03f;
    q = q * x2 - 7.37332916720468e-03f;
    q = q * x2 - 1.42647390514189e-02f;
    return x * p / q;
}

static inline __attribute__((always_inline)) void gelu_body(float *v, size_t n) {
    for (size_t i = 0; i < n; i++) {
        float x = v[i];
        v[i] = 0.5f * x * (1.0f + erf_approx(x * 0.70710678118654752f));
    }
}

static void gelu_portable(float *v, size_t n) { gelu_body(v, n); }

/* ---- dense layer ---------------------------------------------------------------------------------------

   A tile is `rows` rows (a compile-time constant at every call, so the loops unroll and the accumulators live in
   registers) by one panel of sixteen columns. */

/* The body of every product (fp32 and 4-bit, portable and AVX2), over the caller's parameters `x`, `row_begin`,
   `row_end`, `panels`, `bias`, `panel_begin`, `panel_end`, `y`, `outputs` and `gelu`: for each panel, the rows in
   tiles of BIG rows while they last, then of SMALL, then one at a time, each by TILE. Those are the only row counts
   TILE is compiled for. STRIDE is a row of `x` in its elements, SPAN a panel in `panels`' elements, WIDTH a panel's
   columns. */
#define FOR_EACH_TILE(TILE, BIG, SMALL, STRIDE, SPAN, WIDTH)                                                        \
    for (size_t p = panel_begin; p < panel_end; p++) {                                                             \
        size_t r = row_begin;                                                                                      \
        for (; r + (BIG) <= row_end; r += (BIG))                                                                   \
            TILE(x + r * (STRIDE), STRIDE, panels + p * (SPAN), bias + p * (WIDTH), y + r * outputs + p * (WIDTH), \
                 outputs, gelu, BIG);                                                                              \
        for (; r + (SMALL) <= row_end; r += (SMALL))                                                               \
            TILE(x + r * (STRIDE), STRIDE, panels + p * (SPAN), bias + p * (WIDTH), y + r * outputs + p * (WIDTH), \
                 outputs, gelu, SMALL);                                                                            \
        for (; r < row_end; r++)                                                                                   \
            TILE(x + r * (STRIDE), STRIDE, panels + p * (SPAN), bias + p * (WIDTH), y + r * outputs + p * (WIDTH), \
                 outputs, gelu, 1);                                                                                \
    }

static inline __attribute__((always_inline)) void tile_portable(const float *x, size_t inputs, const float *w,
                                                                const float *b, float *y, size_t outputs, int gelu,
                                                                const int rows) {
    float acc[4][P];
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < P; j++) acc[i][j] = b[j];
    for (size_t k = 0; k < inputs; k++) {
        const float *wk = w + k * P;
        for (int i = 0; i < rows; i++) {
            const float a = x[i * inputs + k];
            for (int j = 0; j < P; j++) acc[i][j] += a * wk[j];
        }
    }
    for (int i = 0; i < rows; i++) {
        memcpy(y + i * outputs, acc[i], sizeof acc[i]);
        if (gelu) gelu_portable(y + i * outputs, P);
    }
}

static void linear_portable(const float *x, size_t row_begin, size_t row_end, size_t inputs, const float *panels,
                            const float *bias, size_t panel_begin, size_t panel_end, float *y, size_t outputs,
                            int gelu) {
    FOR_EACH_TILE(tile_portable, 4, 1, inputs, inputs * P, P)
}

#if QP_X86
__attribute__((target("avx2,fma"))) static void gelu_avx2(float *v, size_t n) { gelu_body(v, n); }

/* GELU of eight values in a register, with erf_approx's formula: for the products' outputs while they are still in
   registers (a call per tile of eight or sixteen outputs cost a fifth of a 4-bit product's time). */
__attribute__((target("avx2,fma"))) static inline __attribute__((always_inline)) __m256 gelu8_avx2(__m256 v) {
    __m256 x = _mm256_mul_ps(v, _mm256_set1_ps(0.70710678118654752f));
    x = _mm256_max_ps(_mm256_min_ps(x, _mm256_set1_ps(4.0f)), _mm256_set1_ps(-4.0f));
    const __m256 x2 = _mm256_mul_ps(x, x);
    __m256 p = _mm256_set1_ps(-2.72614225801306e-10f);
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(2.77068142495902e-08f));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(-2.10102402082508e-06f));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(-5.69250639462346e-05f));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(-7.34990630326855e-04f));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(-2.95459980854025e-03f));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(-1.60960333262415e-02f));
    __m256 q = _mm256_set1_ps(-1.45660718464996e-05f);
    q = _mm256_fmadd_ps(q, x2, _mm256_set1_ps(-2.13374055278905e-04f));
    q = _mm256_fmadd_ps(q, x2, _mm256_set1_ps(-1.68282697438203e-03f));
    q = _mm256_fmadd_ps(q, x2, _mm256_set1_ps(-7.37332916720468e-03f));
    q = _mm256_fmadd_ps(q, x2, _mm256_set1_ps(-1.42647390514189e-02f));
    const __m256 erf = _mm256_div_ps(_mm256_mul_ps(x, p), q);
    return _mm256_mul_ps(_mm256_mul_ps(_mm256_set1_ps(0.5f), v), _mm256_add_ps(_mm256_set1_ps(1.0f), erf));
}

/* Up to six rows: twelve ymm accumulators, the panel row in two more, the broadcast in one. */
__attribute__((target("avx2,fma"))) static inline __attribute__((always_inline)) void
tile_avx2(const float *x, size_t inputs, const float *w, const float *b, float *y, size_t outputs, int gelu,
          const int rows) {
    __m256 c[6][2];
    for (int i = 0; i < rows; i++) {
        c[i][0] = _mm256_loadu_ps(b);
        c[i][1] = _mm256_loadu_ps(b + 8);
    }
    for (size_t k = 0; k < inputs; k++) {
        const __m256 w0 = _mm256_loadu_ps(w + k * P);
        const __m256 w1 = _mm256_loadu_ps(w + k * P + 8);
        for (int i = 0; i < rows; i++) {
            const __m256 a = _mm256_broadcast_ss(x + i * inputs + k);
            c[i][0] = _mm256_fmadd_ps(a, w0, c[i][0]);
            c[i][1] = _mm256_fmadd_ps(a, w1, c[i][1]);
        }
    }
    for (int i = 0; i < rows; i++) {
        _mm256_storeu_ps(y + i * outputs, gelu ? gelu8_avx2(c[i][0]) : c[i][0]);
        _mm256_storeu_ps(y + i * outputs + 8, gelu ? gelu8_avx2(c[i][1]) : c[i][1]);
    }
}

__attribute__((target("avx2,fma"))) static void linear_avx2(const float *x, size_t row_begin, size_t row_end,
                                                             size_t inputs, const float *panels, const float *bias,
                                                             size_t panel_begin, size_t panel_end, float *y,
                                                             size_t outputs, int gelu) {
    FOR_EACH_TILE(tile_avx2, 6, 2, inputs, inputs * P, P)
}
#endif

int qp_minilm_accelerated(void) {
#if QP_X86
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
    return 0;
#endif
}

void qp_minilm_linear(const float *x, size_t row_begin, size_t row_end, size_t inputs, const float *panels,
                      const float *bias, size_t panel_begin, size_t panel_end, float *y, size_t outputs, int gelu) {
    DISPATCH(linear_avx2, linear_portable, x, row_begin, row_end, inputs, panels, bias, panel_begin, panel_end, y,
             outputs, gelu);
}

void qp_minilm_gelu(float *values, size_t n) {
    DISPATCH(gelu_avx2, gelu_portable, values, n);
}

/* ---- attention (AVX2 and FMA for head sizes that are multiples of 8) and layer norm --------------------- */

static inline float dot(const float *a, const float *b, size_t n) {
    float s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        for (int l = 0; l < 8; l++) s[l] += a[i + l] * b[i + l];
    float tail = 0;
    for (; i < n; i++) tail += a[i] * b[i];
    return ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7])) + tail;
}

static void attention_portable(const float *qkv, size_t length, size_t hidden, size_t head, size_t head_size,
                               float *context, float *scratch) {
    const size_t stride = 3 * hidden;
    const float scale = 1.0f / sqrtf((float)head_size);
    const float *q0 = qkv + head * head_size;
    const float *k0 = q0 + hidden;
    const float *v0 = k0 + hidden;
    for (size_t i = 0; i < length; i++) {
        const float *q = q0 + i * stride;
        float best = -INFINITY;
        for (size_t j = 0; j < length; j++) {
            float s = dot(q, k0 + j * stride, head_size) * scale;
            scratch[j] = s;
            if (s > best) best = s;
        }
        float total = 0;
        for (size_t j = 0; j < length; j++) {
            float e = expf(scratch[j] - best);
            scratch[j] = e;
            total += e;
        }
        float *out = context + i * hidden + head * head_size;
        for (size_t t = 0; t < head_size; t++) out[t] = 0;
        for (size_t j = 0; j < length; j++) {
            const float p = scratch[j];
            const float *v = v0 + j * stride;
            for (size_t t = 0; t < head_size; t++) out[t] += p * v[t];
        }
        const float inverse = 1.0f / total;
        for (size_t t = 0; t < head_size; t++) out[t] *= inverse;
    }
}

#if QP_X86
__attribute__((target("avx2,fma"))) static inline float hsum_avx2(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    return _mm_cvtss_f32(_mm_add_ss(s, _mm_movehdup_ps(s)));
}

/* e^x for x ≤ 0 (softmax arguments less their maximum): x = n·ln 2 + r with |r| ≤ ln 2 / 2, e^r by its Taylor
   polynomial to r^6 (relative error under 2e-7), 2^n put into the exponent; below -87 the result is 0. */
__attribute__((target("avx2,fma"))) static inline __m256 exp_avx2(__m256 x) {
    const __m256 low = _mm256_set1_ps(-87.0f);
    const __m256 underflow = _mm256_cmp_ps(x, low, _CMP_LT_OQ);
    x = _mm256_max_ps(x, low);
    const __m256 n = _mm256_round_ps(_mm256_mul_ps(x, _mm256_set1_ps(1.44269504088896341f)),
                                     _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m256 r = _mm256_fnmadd_ps(n, _mm256_set1_ps(0.693145751953125f), x);
    r = _mm256_fnmadd_ps(n, _mm256_set1_ps(1.428606765330187e-06f), r);
    __m256 p = _mm256_set1_ps(1.0f / 720);
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 120));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 24));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f / 6));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(0.5f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
    const __m256i bits = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(n), _mm256_set1_epi32(127)), 23);
    return _mm256_andnot_ps(underflow, _mm256_mul_ps(p, _mm256_castsi256_ps(bits)));
}

/* Head sizes that are multiples of 8, up to 64. The head's keys are first copied transposed (and scaled by
   1/√d) into scratch, so the scores of eight keys come from one accumulator each step, with no horizontal sums;
   the exponentials are computed eight at a time, and the running output lives in registers, one accumulator per
   eight columns. */
__attribute__((target("avx2,fma"))) static void attention_avx2(const float *qkv, size_t length, size_t hidden,
                                                                size_t head, size_t head_size, float *context,
                                                                float *scratch) {
    const size_t stride = 3 * hidden;
    const float scale = 1.0f / sqrtf((float)head_size);
    const size_t padded = (length + 7) / 8 * 8;
    const float *q0 = qkv + head * head_size;
    const float *k0 = q0 + hidden;
    const float *v0 = k0 + hidden;
    float *keys = scratch;                    /* head_size rows of `padded` keys */
    float *scores = scratch + head_size * padded; /* `padded` values */
    for (size_t j = 0; j < padded; j++)
        for (size_t t = 0; t < head_size; t++) keys[t * padded + j] = j < length ? k0[j * stride + t] * scale : 0;
    const size_t lanes = head_size / 8;
    for (size_t i = 0; i < length; i++) {
        const float *q = q0 + i * stride;
        /* Two blocks of eight keys at a time, each with two accumulators, so that four additions are in flight. */
        for (size_t jb = 0; jb < padded; jb += 16) {
            const int two = jb + 8 < padded;
            __m256 a0 = _mm256_setzero_ps(), a1 = _mm256_setzero_ps();
            __m256 b0 = _mm256_setzero_ps(), b1 = _mm256_setzero_ps();
            for (size_t t = 0; t < head_size; t += 2) {
                const __m256 qa = _mm256_set1_ps(q[t]);
                const __m256 qb = _mm256_set1_ps(q[t + 1]);
                const float *ka = keys + t * padded + jb;
                const float *kb = ka + padded;
                a0 = _mm256_fmadd_ps(qa, _mm256_loadu_ps(ka), a0);
                b0 = _mm256_fmadd_ps(qb, _mm256_loadu_ps(kb), b0);
                if (two) {
                    a1 = _mm256_fmadd_ps(qa, _mm256_loadu_ps(ka + 8), a1);
                    b1 = _mm256_fmadd_ps(qb, _mm256_loadu_ps(kb + 8), b1);
                }
            }
            _mm256_storeu_ps(scores + jb, _mm256_add_ps(a0, b0));
            if (two) _mm256_storeu_ps(scores + jb + 8, _mm256_add_ps(a1, b1));
        }
        float best = -INFINITY;
        for (size_t j = 0; j < length; j++) best = scores[j] > best ? scores[j] : best;
        for (size_t j = length; j < padded; j++) scores[j] = -INFINITY; /* e^-inf = 0: padding weighs nothing */
        const __m256 top = _mm256_set1_ps(best);
        __m256 sums = _mm256_setzero_ps();
        for (size_t j = 0; j < padded; j += 8) {
            const __m256 e = exp_avx2(_mm256_sub_ps(_mm256_loadu_ps(scores + j), top));
            _mm256_storeu_ps(scores + j, e);
            sums = _mm256_add_ps(sums, e);
        }
        __m256 acc[8];
        for (size_t c = 0; c < lanes; c++) acc[c] = _mm256_setzero_ps();
        for (size_t j = 0; j < length; j++) {
            const __m256 p = _mm256_set1_ps(scores[j]);
            const float *v = v0 + j * stride;
            for (size_t c = 0; c < lanes; c++) acc[c] = _mm256_fmadd_ps(p, _mm256_loadu_ps(v + 8 * c), acc[c]);
        }
        const __m256 inverse = _mm256_set1_ps(1.0f / hsum_avx2(sums));
        float *out = context + i * hidden + head * head_size;
        for (size_t c = 0; c < lanes; c++) _mm256_storeu_ps(out + 8 * c, _mm256_mul_ps(acc[c], inverse));
    }
}
#endif

size_t qp_minilm_attention_scratch(size_t length, size_t head_size) { return (head_size + 1) * ((length + 7) / 8 * 8); }

void qp_minilm_attention(const float *qkv, size_t length, size_t hidden, size_t head, size_t head_size,
                         float *context, float *scratch) {
#if QP_X86
    if (head_size % 8 == 0 && head_size <= 64 && qp_minilm_accelerated()) {
        attention_avx2(qkv, length, hidden, head, head_size, context, scratch);
        return;
    }
#endif
    attention_portable(qkv, length, hidden, head, head_size, context, scratch);
}

void qp_minilm_add_layer_norm(float *row, const float *delta, const float *gamma, const float *beta, size_t n,
                              float epsilon) {
    if (delta)
        for (size_t i = 0; i < n; i++) row[i] += delta[i];
    float s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        for (int l = 0; l < 8; l++) s[l] += row[i + l];
    float sum = ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
    for (; i < n; i++) sum += row[i];
    const float mean = sum / (float)n;
    for (int l = 0; l < 8; l++) s[l] = 0;
    for (i = 0; i + 8 <= n; i += 8)
        for (int l = 0; l < 8; l++) {
            const float c = row[i + l] - mean;
            s[l] += c * c;
        }
    float squares = ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
    for (; i < n; i++) squares += (row[i] - mean) * (row[i] - mean);
    const float inverse = 1.0f / sqrtf(squares / (float)n + epsilon);
    for (i = 0; i < n; i++) row[i] = (row[i] - mean) * inverse * gamma[i] + beta[i];
}

/* ---- Q4_0 weights times Q8_0 activations -----------------------------------------------------------------

   A panel block holds one block of 32 inputs for eight output columns, arranged so that one 32-byte load gives
   each column's next four weights side by side: byte 32j + 4c + i holds column c's weight 4j + i in its low
   nibble and weight 16 + 4j + i in its high nibble. Multiplying such a vector with four activations repeated
   eight times (one 32-bit broadcast) yields partial sums of all eight columns at once, so the scales, the
   conversion to float and the accumulation are paid once per eight columns instead of once per column. */

#define QB QP_QBLOCK
#define QP QP_Q4_PANEL

/* IEEE binary16 to binary32, subnormals, infinities and NaN included. */
static float half_to_float(uint16_t bits) {
    const uint32_t sign = (uint32_t)(bits & 0x8000u) << 16;
    const uint32_t exponent = (bits >> 10) & 0x1fu;
    const uint32_t mantissa = bits & 0x3ffu;
    uint32_t out;
    if (exponent == 0) {
        const float magnitude = (float)mantissa * 0x1p-24f;
        return sign ? -magnitude : magnitude;
    }
    if (exponent == 31)
        out = sign | 0x7f800000u | (mantissa << 13);
    else
        out = sign | ((exponent + 112) << 23) | (mantissa << 13);
    float f;
    memcpy(&f, &out, sizeof f);
    return f;
}

/* A Q4_0 block as stored: a little-endian binary16 scale, then 16 bytes of nibbles. */
static inline float q4_scale(const uint8_t *block) { return half_to_float((uint16_t)(block[0] | (block[1] << 8))); }

void qp_q4_dequantize(const void *blocks, size_t count, float *out) {
    const uint8_t *block = blocks;
    for (size_t start = 0; start < count; start += QB, block += QP_Q4_BLOCK_BYTES) {
        const float scale = q4_scale(block);
        const uint8_t *nibbles = block + 2;
        for (int j = 0; j < QB / 2; j++) {
            out[start + j] = (float)((nibbles[j] & 0x0f) - 8) * scale;
            out[start + j + QB / 2] = (float)((nibbles[j] >> 4) - 8) * scale;
        }
    }
}

void qp_q4_pack(const void *weight, size_t outputs, size_t inputs, qp_q4_panel_block *panels) {
    const size_t blocks = inputs / QB;
    const uint8_t *rows = weight;
    for (size_t p = 0; p < outputs / QP; p++)
        for (size_t b = 0; b < blocks; b++) {
            qp_q4_panel_block *out = panels + p * blocks + b;
            for (int c = 0; c < QP; c++) {
                const uint8_t *block = rows + ((p * QP + c) * blocks + b) * QP_Q4_BLOCK_BYTES;
                out->scale[c] = q4_scale(block);
                /* Weights k (low nibble of byte k) and k + 16 (high nibble) of the stored block. */
                uint8_t w[QB];
                for (int k = 0; k < QB / 2; k++) {
                    w[k] = block[2 + k] & 0x0f;
                    w[k + QB / 2] = block[2 + k] >> 4;
                }
                for (int j = 0; j < 4; j++)
                    for (int i = 0; i < 4; i++)
                        out->nibbles[32 * j + 4 * c + i] = (uint8_t)(w[4 * j + i] | (w[16 + 4 * j + i] << 4));
            }
        }
}

/* ---- activations to Q8_0 ---- */

static void quantize_block_portable(const float *x, qp_q8_block *out) {
    float amax = 0;
    for (int k = 0; k < QB; k++) amax = fmaxf(amax, fabsf(x[k]));
    const float scale = amax / 127.0f;
    const float inverse = scale > 0 ? 1.0f / scale : 0.0f;
    int32_t sum = 0;
    for (int k = 0; k < QB; k++) {
        long v = lrintf(x[k] * inverse);
        v = v > 127 ? 127 : (v < -128 ? -128 : v);
        out->q[k] = (int8_t)v;
        sum += (int32_t)v;
    }
    out->scale = scale;
    out->offset = 8 * sum;
}

void qp_q8_quantize_portable(const float *x, size_t rows, size_t inputs, qp_q8_block *out) {
    const size_t blocks = inputs / QB;
    for (size_t r = 0; r < rows; r++)
        for (size_t b = 0; b < blocks; b++) quantize_block_portable(x + r * inputs + b * QB, out + r * blocks + b);
}

/* ---- the product ---- */

static inline __attribute__((always_inline)) void q4_tile_portable(const qp_q8_block *x, size_t blocks,
                                                                   const qp_q4_panel_block *w, const float *bias,
                                                                   float *y, size_t outputs, int gelu,
                                                                   const int rows) {
    float acc[4][QP];
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < QP; c++) acc[r][c] = 0;
    for (size_t b = 0; b < blocks; b++) {
        const qp_q4_panel_block *pb = w + b;
        for (int r = 0; r < rows; r++) {
            const qp_q8_block *a = x + r * blocks + b;
            for (int c = 0; c < QP; c++) {
                int32_t sum = 0;
                for (int j = 0; j < 4; j++)
                    for (int i = 0; i < 4; i++) {
                        const uint8_t packed = pb->nibbles[32 * j + 4 * c + i];
                        sum += (packed & 0x0f) * a->q[4 * j + i] + (packed >> 4) * a->q[16 + 4 * j + i];
                    }
                acc[r][c] += (float)(sum - a->offset) * (pb->scale[c] * a->scale);
            }
        }
    }
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < QP; c++) y[r * outputs + c] = acc[r][c] + bias[c];
        if (gelu) gelu_portable(y + r * outputs, QP);
    }
}

void qp_q4_linear_portable(const qp_q8_block *x, size_t row_begin, size_t row_end, size_t inputs,
                           const qp_q4_panel_block *panels, const float *bias, size_t panel_begin, size_t panel_end,
                           float *y, size_t outputs, int gelu) {
    const size_t blocks = inputs / QB;
    FOR_EACH_TILE(q4_tile_portable, 4, 1, blocks, blocks, QP)
}

#if QP_X86
__attribute__((target("avx2,fma"))) static void quantize_block_avx2(const float *x, qp_q8_block *out) {
    const __m256 sign = _mm256_set1_ps(-0.0f);
    __m256 v[4];
    __m256 m = _mm256_setzero_ps();
    for (int i = 0; i < 4; i++) {
        v[i] = _mm256_loadu_ps(x + 8 * i);
        m = _mm256_max_ps(m, _mm256_andnot_ps(sign, v[i]));
    }
    __m128 h = _mm_max_ps(_mm256_castps256_ps128(m), _mm256_extractf128_ps(m, 1));
    h = _mm_max_ps(h, _mm_movehl_ps(h, h));
    h = _mm_max_ss(h, _mm_movehdup_ps(h));
    const float scale = _mm_cvtss_f32(h) / 127.0f;
    const __m256 inverse = _mm256_set1_ps(scale > 0 ? 1.0f / scale : 0.0f);
    __m256i q[4];
    /* Rounded to nearest even, as lrintf does under the default rounding mode. */
    for (int i = 0; i < 4; i++) q[i] = _mm256_cvtps_epi32(_mm256_mul_ps(v[i], inverse));
    __m256i total = _mm256_add_epi32(_mm256_add_epi32(q[0], q[1]), _mm256_add_epi32(q[2], q[3]));
    __m128i t = _mm_add_epi32(_mm256_castsi256_si128(total), _mm256_extracti128_si256(total, 1));
    t = _mm_add_epi32(t, _mm_shuffle_epi32(t, _MM_SHUFFLE(1, 0, 3, 2)));
    t = _mm_add_epi32(t, _mm_shuffle_epi32(t, _MM_SHUFFLE(2, 3, 0, 1)));
    /* Saturating packs interleave the 128-bit lanes; the permutation puts the values back in order. */
    const __m256i bytes = _mm256_packs_epi16(_mm256_packs_epi32(q[0], q[1]), _mm256_packs_epi32(q[2], q[3]));
    _mm256_storeu_si256((__m256i *)out->q,
                        _mm256_permutevar8x32_epi32(bytes, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7)));
    out->scale = scale;
    out->offset = 8 * _mm_cvtsi128_si32(t);
}

__attribute__((target("avx2,fma"))) static void q8_quantize_avx2(const float *x, size_t rows, size_t inputs,
                                                                  qp_q8_block *out) {
    const size_t blocks = inputs / QB;
    for (size_t r = 0; r < rows; r++)
        for (size_t b = 0; b < blocks; b++) quantize_block_avx2(x + r * inputs + b * QB, out + r * blocks + b);
}

static inline __attribute__((always_inline)) int32_t load_i32(const int8_t *p) {
    int32_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

/* Up to four rows by one panel: four float accumulators, and per block four 16-bit partial sums, which cannot
   overflow: each holds 16 products of a nibble (at most 15) and an activation (at most 128 in magnitude). */
__attribute__((target("avx2,fma"))) static inline __attribute__((always_inline)) void
q4_tile_avx2(const qp_q8_block *x, size_t blocks, const qp_q4_panel_block *w, const float *bias, float *y,
             size_t outputs, int gelu, const int rows) {
    const __m256i low = _mm256_set1_epi8(0x0f);
    const __m256i ones = _mm256_set1_epi16(1);
    __m256 acc[4];
    for (int r = 0; r < rows; r++) acc[r] = _mm256_setzero_ps();
    for (size_t b = 0; b < blocks; b++) {
        const qp_q4_panel_block *pb = w + b;
        __m256i partial[4];
        for (int r = 0; r < rows; r++) partial[r] = _mm256_setzero_si256();
        for (int j = 0; j < 4; j++) {
            const __m256i packed = _mm256_loadu_si256((const __m256i *)(pb->nibbles + 32 * j));
            const __m256i lo = _mm256_and_si256(packed, low);
            const __m256i hi = _mm256_and_si256(_mm256_srli_epi16(packed, 4), low);
            for (int r = 0; r < rows; r++) {
                const int8_t *q = x[r * blocks + b].q;
                const __m256i a_lo = _mm256_set1_epi32(load_i32(q + 4 * j));
                const __m256i a_hi = _mm256_set1_epi32(load_i32(q + 16 + 4 * j));
                partial[r] = _mm256_add_epi16(partial[r], _mm256_maddubs_epi16(lo, a_lo));
                partial[r] = _mm256_add_epi16(partial[r], _mm256_maddubs_epi16(hi, a_hi));
            }
        }
        const __m256 scales = _mm256_loadu_ps(pb->scale);
        for (int r = 0; r < rows; r++) {
            const qp_q8_block *a = x + r * blocks + b;
            const __m256i sums = _mm256_sub_epi32(_mm256_madd_epi16(partial[r], ones), _mm256_set1_epi32(a->offset));
            acc[r] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(sums), _mm256_mul_ps(scales, _mm256_set1_ps(a->scale)),
                                     acc[r]);
        }
    }
    const __m256 b8 = _mm256_loadu_ps(bias);
    for (int r = 0; r < rows; r++) {
        const __m256 out = _mm256_add_ps(acc[r], b8);
        _mm256_storeu_ps(y + r * outputs, gelu ? gelu8_avx2(out) : out);
    }
}

__attribute__((target("avx2,fma"))) static void q4_linear_avx2(const qp_q8_block *x, size_t row_begin,
                                                                size_t row_end, size_t inputs,
                                                                const qp_q4_panel_block *panels, const float *bias,
                                                                size_t panel_begin, size_t panel_end, float *y,
                                                                size_t outputs, int gelu) {
    const size_t blocks = inputs / QB;
    FOR_EACH_TILE(q4_tile_avx2, 4, 2, blocks, blocks, QP)
}
#endif

void qp_q8_quantize(const float *x, size_t rows, size_t inputs, qp_q8_block *out) {
    DISPATCH(q8_quantize_avx2, qp_q8_quantize_portable, x, rows, inputs, out);
}

void qp_q4_linear(const qp_q8_block *x, size_t row_begin, size_t row_end, size_t inputs,
                  const qp_q4_panel_block *panels, const float *bias, size_t panel_begin, size_t panel_end, float *y,
                  size_t outputs, int gelu) {
    DISPATCH(q4_linear_avx2, qp_q4_linear_portable, x, row_begin, row_end, inputs, panels, bias, panel_begin,
             panel_end, y, outputs, gelu);
}

#include "CMiniLMKernels.h"

#include <math.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define QP_X86 1
#else
#define QP_X86 0
#endif

#define P QP_MINILM_PANEL

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
    for (size_t p = panel_begin; p < panel_end; p++) {
        const float *w = panels + p * inputs * P;
        size_t r = row_begin;
        for (; r + 4 <= row_end; r += 4)
            tile_portable(x + r * inputs, inputs, w, bias + p * P, y + r * outputs + p * P, outputs, gelu, 4);
        for (; r < row_end; r++)
            tile_portable(x + r * inputs, inputs, w, bias + p * P, y + r * outputs + p * P, outputs, gelu, 1);
    }
}

#if QP_X86
__attribute__((target("avx2,fma"))) static void gelu_avx2(float *v, size_t n) { gelu_body(v, n); }

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
        _mm256_storeu_ps(y + i * outputs, c[i][0]);
        _mm256_storeu_ps(y + i * outputs + 8, c[i][1]);
        if (gelu) gelu_avx2(y + i * outputs, P);
    }
}

__attribute__((target("avx2,fma"))) static void linear_avx2(const float *x, size_t row_begin, size_t row_end,
                                                             size_t inputs, const float *panels, const float *bias,
                                                             size_t panel_begin, size_t panel_end, float *y,
                                                             size_t outputs, int gelu) {
    for (size_t p = panel_begin; p < panel_end; p++) {
        const float *w = panels + p * inputs * P;
        size_t r = row_begin;
        for (; r + 6 <= row_end; r += 6)
            tile_avx2(x + r * inputs, inputs, w, bias + p * P, y + r * outputs + p * P, outputs, gelu, 6);
        for (; r + 2 <= row_end; r += 2)
            tile_avx2(x + r * inputs, inputs, w, bias + p * P, y + r * outputs + p * P, outputs, gelu, 2);
        for (; r < row_end; r++)
            tile_avx2(x + r * inputs, inputs, w, bias + p * P, y + r * outputs + p * P, outputs, gelu, 1);
    }
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
#if QP_X86
    if (qp_minilm_accelerated()) {
        linear_avx2(x, row_begin, row_end, inputs, panels, bias, panel_begin, panel_end, y, outputs, gelu);
        return;
    }
#endif
    linear_portable(x, row_begin, row_end, inputs, panels, bias, panel_begin, panel_end, y, outputs, gelu);
}

void qp_minilm_gelu(float *values, size_t n) {
#if QP_X86
    if (qp_minilm_accelerated()) {
        gelu_avx2(values, n);
        return;
    }
#endif
    gelu_portable(values, n);
}

/* ---- attention and layer norm (a few percent of the work: portable C, vectorized by the compiler) ------ */

static inline float dot(const float *a, const float *b, size_t n) {
    float s[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        for (int l = 0; l < 8; l++) s[l] += a[i + l] * b[i + l];
    float tail = 0;
    for (; i < n; i++) tail += a[i] * b[i];
    return ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7])) + tail;
}

void qp_minilm_attention(const float *qkv, size_t length, size_t hidden, size_t head, size_t head_size,
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

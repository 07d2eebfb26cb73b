#include "CVectorKernels.h"

#include <math.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define QP_X86 1
#else
#define QP_X86 0
#endif

/* ---- portable versions ---------------------------------------------------------------------------------- */

static float dot_f32_portable(const float *a, const float *b, size_t dim) {
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    size_t j = 0;
    for (; j + 4 <= dim; j += 4) {
        s0 += a[j] * b[j];
        s1 += a[j + 1] * b[j + 1];
        s2 += a[j + 2] * b[j + 2];
        s3 += a[j + 3] * b[j + 3];
    }
    for (; j < dim; j++) s0 += a[j] * b[j];
    return (s0 + s1) + (s2 + s3);
}

static float half_to_float(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000) << 16;
    uint32_t exponent = (h >> 10) & 0x1f;
    uint32_t mantissa = h & 0x3ff;
    uint32_t bits;
    if (exponent == 0) {
        if (mantissa == 0) {
            bits = sign;
        } else {
            /* subnormal: normalize */
            int e = -1;
            do {
                e++;
                mantissa <<= 1;
            } while ((mantissa & 0x400) == 0);
            bits = sign | ((uint32_t)(127 - 15 - e) << 23) | ((mantissa & 0x3ff) << 13);
        }
    } else if (exponent == 31) {
        bits = sign | 0x7f800000u | (mantissa << 13);
    } else {
        bits = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
    }
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static uint16_t float_to_half(float f) {
    uint32_t x;
    memcpy(&x, &f, sizeof x);
    uint32_t sign = (x >> 16) & 0x8000;
    int32_t exponent = (int32_t)((x >> 23) & 0xff) - 127 + 15;
    uint32_t mantissa = x & 0x7fffff;
    if (((x >> 23) & 0xff) == 0xff) return (uint16_t)(sign | 0x7c00 | (mantissa ? 0x200 : 0));
    if (exponent >= 31) return (uint16_t)(sign | 0x7c00);
    if (exponent <= 0) {
        if (exponent < -10) return (uint16_t)sign;
        mantissa |= 0x800000;
        uint32_t shift = (uint32_t)(14 - exponent);
        uint32_t half = mantissa >> shift;
        uint32_t rest = mantissa & ((1u << shift) - 1);
        uint32_t midpoint = 1u << (shift - 1);
        if (rest > midpoint || (rest == midpoint && (half & 1))) half++;
        return (uint16_t)(sign | half);
    }
    uint32_t half = sign | ((uint32_t)exponent << 10) | (mantissa >> 13);
    uint32_t rest = mantissa & 0x1fff;
    if (rest > 0x1000 || (rest == 0x1000 && (half & 1))) half++;
    return (uint16_t)half;
}

static float dot_f16_portable(const uint16_t *a, const float *b, size_t dim) {
    float s = 0;
    for (size_t j = 0; j < dim; j++) s += half_to_float(a[j]) * b[j];
    return s;
}

/* ---- AVX2 + FMA + F16C ------------------------------------------------------------------------------------ */

#if QP_X86
__attribute__((target("avx2,fma"))) static inline float hsum256(__m256 v) {
    __m128 lo = _mm256_castps256_ps128(v);
    __m128 hi = _mm256_extractf128_ps(v, 1);
    lo = _mm_add_ps(lo, hi);
    __m128 shuf = _mm_movehdup_ps(lo);
    __m128 sums = _mm_add_ps(lo, shuf);
    shuf = _mm_movehl_ps(shuf, sums);
    sums = _mm_add_ss(sums, shuf);
    return _mm_cvtss_f32(sums);
}

__attribute__((target("avx2,fma"))) static float dot_f32_avx2(const float *a, const float *b, size_t dim) {
    __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps(), acc2 = _mm256_setzero_ps(),
           acc3 = _mm256_setzero_ps();
    size_t j = 0;
    for (; j + 32 <= dim; j += 32) {
        acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + j), _mm256_loadu_ps(b + j), acc0);
        acc1 = _mm256_fmadd_ps(_mm256_loadu_ps(a + j + 8), _mm256_loadu_ps(b + j + 8), acc1);
        acc2 = _mm256_fmadd_ps(_mm256_loadu_ps(a + j + 16), _mm256_loadu_ps(b + j + 16), acc2);
        acc3 = _mm256_fmadd_ps(_mm256_loadu_ps(a + j + 24), _mm256_loadu_ps(b + j + 24), acc3);
    }
    for (; j + 8 <= dim; j += 8) acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + j), _mm256_loadu_ps(b + j), acc0);
    float s = hsum256(_mm256_add_ps(_mm256_add_ps(acc0, acc1), _mm256_add_ps(acc2, acc3)));
    for (; j < dim; j++) s += a[j] * b[j];
    return s;
}

__attribute__((target("avx2,fma,f16c"))) static float dot_f16_avx2(const uint16_t *a, const float *b, size_t dim) {
    __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps(), acc2 = _mm256_setzero_ps(),
           acc3 = _mm256_setzero_ps();
    size_t j = 0;
    for (; j + 32 <= dim; j += 32) {
        acc0 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(a + j))), _mm256_loadu_ps(b + j),
                               acc0);
        acc1 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(a + j + 8))),
                               _mm256_loadu_ps(b + j + 8), acc1);
        acc2 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(a + j + 16))),
                               _mm256_loadu_ps(b + j + 16), acc2);
        acc3 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(a + j + 24))),
                               _mm256_loadu_ps(b + j + 24), acc3);
    }
    for (; j + 8 <= dim; j += 8)
        acc0 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(a + j))), _mm256_loadu_ps(b + j),
                               acc0);
    float s = hsum256(_mm256_add_ps(_mm256_add_ps(acc0, acc1), _mm256_add_ps(acc2, acc3)));
    for (; j < dim; j++) s += half_to_float(a[j]) * b[j];
    return s;
}

__attribute__((target("avx2,fma,f16c"))) static void f32_to_f16_f16c(const float *in, uint16_t *out, size_t n) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        _mm_storeu_si128((__m128i *)(out + i), _mm256_cvtps_ph(_mm256_loadu_ps(in + i), _MM_FROUND_TO_NEAREST_INT));
    for (; i < n; i++) out[i] = float_to_half(in[i]);
}
#endif

static int accelerated = -1;

int qp_vector_kernels_accelerated(void) {
    if (accelerated < 0) {
#if QP_X86
        __builtin_cpu_init();
        accelerated = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
                      __builtin_cpu_supports("f16c");
#else
        accelerated = 0;
#endif
    }
    return accelerated;
}

static inline float dot_f32(const float *a, const float *b, size_t dim) {
#if QP_X86
    if (qp_vector_kernels_accelerated()) return dot_f32_avx2(a, b, dim);
#endif
    return dot_f32_portable(a, b, dim);
}

void qp_scores_f32(const float *rows, size_t count, size_t dim, const float *query, float *scores) {
    for (size_t i = 0; i < count; i++) scores[i] = dot_f32(rows + i * dim, query, dim);
}

/* The row `dot` scores highest (the first of equals), its score in *best. The kernel is chosen once, by the
   caller, rather than per row. */
static inline size_t top1_with(float (*dot)(const float *, const float *, size_t), const float *rows, size_t count,
                               size_t dim, const float *query, float *best) {
    size_t best_index = 0;
    float best_score = -INFINITY;
    for (size_t i = 0; i < count; i++) {
        float s = dot(rows + i * dim, query, dim);
        if (s > best_score) {
            best_score = s;
            best_index = i;
        }
    }
    *best = best_score;
    return best_index;
}

size_t qp_top1_f32(const float *rows, size_t count, size_t dim, const float *query, float *best) {
#if QP_X86
    if (qp_vector_kernels_accelerated()) return top1_with(dot_f32_avx2, rows, count, dim, query, best);
#endif
    return top1_with(dot_f32_portable, rows, count, dim, query, best);
}

/* Keeps the k best (index, score) pairs, best first, by insertion: k is small (a handful of candidates to
 * re-check in full precision). */
static inline void keep_best(size_t *indices, float *scores, size_t k, size_t *filled, size_t index, float score) {
    if (*filled == k && score <= scores[k - 1]) return;
    size_t position = *filled < k ? (*filled)++ : k - 1;
    while (position > 0 && scores[position - 1] < score) {
        scores[position] = scores[position - 1];
        indices[position] = indices[position - 1];
        position--;
    }
    scores[position] = score;
    indices[position] = index;
}

size_t qp_topk_f16(const uint16_t *rows, size_t count, size_t dim, const float *query, size_t k, size_t *indices,
                   float *scores) {
    if (k == 0) return 0;
    for (size_t i = 0; i < k; i++) {
        indices[i] = (size_t)-1;
        scores[i] = -INFINITY;
    }
    size_t filled = 0;
#if QP_X86
    if (qp_vector_kernels_accelerated()) {
        for (size_t i = 0; i < count; i++)
            keep_best(indices, scores, k, &filled, i, dot_f16_avx2(rows + i * dim, query, dim));
        return filled;
    }
#endif
    for (size_t i = 0; i < count; i++)
        keep_best(indices, scores, k, &filled, i, dot_f16_portable(rows + i * dim, query, dim));
    return filled;
}

void qp_f32_to_f16(const float *in, uint16_t *out, size_t n) {
#if QP_X86
    if (qp_vector_kernels_accelerated()) {
        f32_to_f16_f16c(in, out, n);
        return;
    }
#endif
    for (size_t i = 0; i < n; i++) out[i] = float_to_half(in[i]);
}

uint64_t qp_stream_read(const void *buffer, size_t n) {
    const uint64_t *words = (const uint64_t *)buffer;
    size_t count = n / 8;
    uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        s0 += words[i];
        s1 += words[i + 1];
        s2 += words[i + 2];
        s3 += words[i + 3];
    }
    for (; i < count; i++) s0 += words[i];
    return s0 + s1 + s2 + s3;
}

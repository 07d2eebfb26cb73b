#ifndef QUOTEPOOL_CVECTORKERNELS_H
#define QUOTEPOOL_CVECTORKERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Dot products of one query with `count` rows of `dim` floats stored back to back, written to `scores`.
/// Uses AVX2 and FMA when the CPU has them (checked once at run time), portable C otherwise.
void qp_scores_f32(const float *rows, size_t count, size_t dim, const float *query, float *scores);

/// The row with the largest dot product with `query` among `count` rows of `dim` floats; its score in `*best`.
/// Returns 0 and sets `*best` to -INFINITY when `count` is 0.
size_t qp_top1_f32(const float *rows, size_t count, size_t dim, const float *query, float *best);

/// The `k` rows with the largest dot products among rows stored as IEEE half floats (`uint16_t` bits), best
/// first, in `indices` and `scores` (which hold `k` entries; fewer are filled when `count < k`, the rest get
/// index SIZE_MAX). Uses F16C, AVX2 and FMA when present.
size_t qp_topk_f16(const uint16_t *rows, size_t count, size_t dim, const float *query, size_t k, size_t *indices,
                   float *scores);

/// Converts `n` floats to IEEE half floats (round to nearest even).
void qp_f32_to_f16(const float *in, uint16_t *out, size_t n);

/// Sums `n` bytes read as 64-bit words (n a multiple of 8): a streaming read to measure memory bandwidth.
uint64_t qp_stream_read(const void *buffer, size_t n);

/// 1 when the fast paths (AVX2, FMA, F16C) are in use on this CPU.
int qp_vector_kernels_accelerated(void);

#endif

#ifndef QUOTEPOOL_CMINILMKERNELS_H
#define QUOTEPOOL_CMINILMKERNELS_H

#include <stddef.h>

/// Output columns per packed weight panel.
#define QP_MINILM_PANEL 16

/// Packs a dense layer's weight (`outputs` × `inputs`, row-major, PyTorch layout; `outputs` a multiple of
/// QP_MINILM_PANEL) into panels of QP_MINILM_PANEL columns: panel p holds `inputs` rows of QP_MINILM_PANEL
/// contiguous floats. `panels` holds `outputs * inputs` floats.
void qp_minilm_pack(const float *weight, size_t outputs, size_t inputs, float *panels);

/// For rows [row_begin, row_end) of `x` (rows of `inputs` floats) and panels [panel_begin, panel_end):
/// y[r][16p .. 16p+15] = x[r] · W[16p .. 16p+15]ᵀ + bias[16p ..], then GELU (erf form) when `gelu` is non-zero.
/// `y` has rows of `outputs` floats. Uses AVX2 and FMA when the CPU has them, portable C otherwise.
void qp_minilm_linear(const float *x, size_t row_begin, size_t row_end, size_t inputs, const float *panels,
                      const float *bias, size_t panel_begin, size_t panel_end, float *y, size_t outputs, int gelu);

/// Self-attention of one head over one sequence of `length` tokens. Row t of `qkv` holds q, k and v of
/// `hidden` floats each (3 × hidden); the head uses columns [head × head_size, (head + 1) × head_size) of each.
/// Writes the head's columns of `context` (rows of `hidden` floats). `scratch` holds `length` floats.
void qp_minilm_attention(const float *qkv, size_t length, size_t hidden, size_t head, size_t head_size,
                         float *context, float *scratch);

/// row = LayerNorm(row + delta) · gamma + beta over `n` floats (biased variance, `epsilon` inside the root).
void qp_minilm_add_layer_norm(float *row, const float *delta, const float *gamma, const float *beta, size_t n,
                              float epsilon);

/// GELU in erf form in place: x · (1 + erf(x / √2)) / 2, erf by a rational approximation (error under 1e-6).
void qp_minilm_gelu(float *values, size_t n);

/// 1 when the AVX2 and FMA paths are in use on this CPU.
int qp_minilm_accelerated(void);

#endif

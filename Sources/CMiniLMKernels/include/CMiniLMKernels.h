#ifndef QUOTEPOOL_CMINILMKERNELS_H
#define QUOTEPOOL_CMINILMKERNELS_H

#include <stddef.h>
#include <stdint.h>

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
/// Writes the head's columns of `context` (rows of `hidden` floats). `scratch` holds
/// qp_minilm_attention_scratch(length, head_size) floats.
void qp_minilm_attention(const float *qkv, size_t length, size_t hidden, size_t head, size_t head_size,
                         float *context, float *scratch);

/// The floats of scratch space qp_minilm_attention needs for a sequence of `length` tokens.
size_t qp_minilm_attention_scratch(size_t length, size_t head_size);

/// row = LayerNorm(row + delta) · gamma + beta over `n` floats (biased variance, `epsilon` inside the root).
void qp_minilm_add_layer_norm(float *row, const float *delta, const float *gamma, const float *beta, size_t n,
                              float epsilon);

/// GELU in erf form in place: x · (1 + erf(x / √2)) / 2, erf by a rational approximation (error under 1e-6).
void qp_minilm_gelu(float *values, size_t n);

/// 1 when the AVX2 and FMA paths are in use on this CPU.
int qp_minilm_accelerated(void);

// ---- 4-bit weights (Q4_0) times 8-bit activations (Q8_0) ----

/// Weights or activations per quantization block.
#define QP_QBLOCK 32
/// Output columns per Q4_0 panel.
#define QP_Q4_PANEL 8
/// Bytes of one stored Q4_0 block: a little-endian binary16 scale, then 16 bytes whose byte k holds weight k in
/// its low nibble and weight k + 16 in its high nibble; weight = scale × (nibble − 8).
#define QP_Q4_BLOCK_BYTES 18

/// 32 activations as bytes: x[k] ≈ scale × q[k].
typedef struct {
    float scale;
    /// 8 × Σ q[k]: what the Q4_0 zero point (8) takes off this block's dot product with a weight block.
    int32_t offset;
    int8_t q[QP_QBLOCK];
} qp_q8_block;

/// One block of 32 inputs for QP_Q4_PANEL output columns, interleaved for the product (see kernels.c).
typedef struct {
    float scale[QP_Q4_PANEL];
    uint8_t nibbles[QP_Q4_PANEL * QP_QBLOCK / 2];
} qp_q4_panel_block;

/// Widens `count` weights (a multiple of QP_QBLOCK) stored as consecutive Q4_0 blocks into floats.
void qp_q4_dequantize(const void *blocks, size_t count, float *out);

/// Repacks a dense layer's Q4_0 weight (`outputs` rows of `inputs` / QP_QBLOCK stored blocks each; `outputs` a
/// multiple of QP_Q4_PANEL, `inputs` of QP_QBLOCK) into panels: block b of panel p at panels[p × inputs / 32 + b].
void qp_q4_pack(const void *weight, size_t outputs, size_t inputs, qp_q4_panel_block *panels);

/// Quantizes `rows` rows of `inputs` floats (a multiple of QP_QBLOCK) to blocks, row after row: per block the
/// scale is max |x| / 127 and q = x / scale rounded to nearest even. Uses AVX2 when the CPU has it.
void qp_q8_quantize(const float *x, size_t rows, size_t inputs, qp_q8_block *out);

/// For rows [row_begin, row_end) of the quantized `x` and panels [panel_begin, panel_end):
/// y[r][8p .. 8p+7] = x[r] · W[8p .. 8p+7]ᵀ + bias[8p ..], then GELU when `gelu` is non-zero. `y` has rows of
/// `outputs` floats. Uses AVX2 and FMA when the CPU has them, portable C otherwise.
void qp_q4_linear(const qp_q8_block *x, size_t row_begin, size_t row_end, size_t inputs,
                  const qp_q4_panel_block *panels, const float *bias, size_t panel_begin, size_t panel_end, float *y,
                  size_t outputs, int gelu);

/// The portable paths of qp_q8_quantize and qp_q4_linear on every CPU, so tests can hold the two paths to each
/// other.
void qp_q8_quantize_portable(const float *x, size_t rows, size_t inputs, qp_q8_block *out);
void qp_q4_linear_portable(const qp_q8_block *x, size_t row_begin, size_t row_end, size_t inputs,
                           const qp_q4_panel_block *panels, const float *bias, size_t panel_begin, size_t panel_end,
                           float *y, size_t outputs, int gelu);

#endif

#include "pixels.h"

// Two channels per 32-bit word at once: each times a / 255, rounded as pixman's
// UN8x4_MUL_UN8 rounds ((t + (t >> 8)) >> 8 with t = c * a + 0x80).
static inline uint32_t mul_un8x4(uint32_t x, uint32_t a) {
    uint32_t rb = (x & 0xFF00FFu) * a + 0x800080u;
    rb = ((rb + ((rb >> 8) & 0xFF00FFu)) >> 8) & 0xFF00FFu;
    uint32_t ag = ((x >> 8) & 0xFF00FFu) * a + 0x800080u;
    ag = (ag + ((ag >> 8) & 0xFF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

// Byte-wise x + y, each byte saturated at 255 (pixman's UN8x4_ADD_UN8x4).
static inline uint32_t add_un8x4(uint32_t x, uint32_t y) {
    uint32_t rb = (x & 0xFF00FFu) + (y & 0xFF00FFu);
    rb |= 0x1000100u - ((rb >> 8) & 0xFF00FFu);
    uint32_t ag = ((x >> 8) & 0xFF00FFu) + ((y >> 8) & 0xFF00FFu);
    ag |= 0x1000100u - ((ag >> 8) & 0xFF00FFu);
    return (rb & 0xFF00FFu) | ((ag & 0xFF00FFu) << 8);
}

__attribute__((target_clones("avx512bw", "avx2", "default")))
void segue_darken_copy(const uint32_t *src, int src_stride, uint32_t *dst, int dst_stride,
                       int width, int height, uint32_t keep) {
    for (int y = 0; y < height; y++) {
        const uint32_t *restrict s = (const uint32_t *)((const char *)src + (long)y * src_stride);
        uint32_t *restrict d = (uint32_t *)((char *)dst + (long)y * dst_stride);
        for (int x = 0; x < width; x++) d[x] = mul_un8x4(s[x], keep) | 0xFF000000u;
    }
}

__attribute__((target_clones("avx512bw", "avx2", "default")))
void segue_darken_blend(const uint32_t *src, int src_stride, uint32_t *dst, int dst_stride,
                        int width, int height, uint32_t keep, int opaque_source) {
    uint32_t force = opaque_source ? 0xFF000000u : 0;
    for (int y = 0; y < height; y++) {
        const uint32_t *restrict s = (const uint32_t *)((const char *)src + (long)y * src_stride);
        uint32_t *restrict d = (uint32_t *)((char *)dst + (long)y * dst_stride);
        for (int x = 0; x < width; x++) {
            uint32_t p = s[x] | force, sa = p >> 24;
            // A transparent pixel adds nothing and keeps what is under it (times 255 / 255).
            uint32_t colour = mul_un8x4(p & 0x00FFFFFFu, keep) | (sa << 24);
            d[x] = add_un8x4(colour, mul_un8x4(d[x], 255 - sa));
        }
    }
}

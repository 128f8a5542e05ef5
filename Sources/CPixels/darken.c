#include "pixels.h"
#include "pixel_math.h"

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

#include "pixels.h"
#include "pixel_math.h"

__attribute__((target_clones("avx512bw", "avx2", "default")))
void segue_over_masked(const uint32_t *src, int src_stride, const uint8_t *mask, int mask_stride, uint32_t mask_alpha,
                       uint32_t *dst, int dst_stride, int width, int height, int opaque_source) {
    uint32_t force = opaque_source ? 0xFF000000u : 0;
    for (int y = 0; y < height; y++) {
        const uint32_t *restrict s = (const uint32_t *)((const char *)src + (long)y * src_stride);
        const uint8_t *restrict m = mask + (long)y * mask_stride;
        uint32_t *restrict d = (uint32_t *)((char *)dst + (long)y * dst_stride);
        if (mask_alpha == 255) {
            for (int x = 0; x < width; x++) {
                // The source in the mask, then over the target; no coverage leaves it as it is.
                uint32_t p = mul_un8x4(s[x] | force, m[x]);
                d[x] = add_un8x4(p, mul_un8x4(d[x], 255 - (p >> 24)));
            }
        } else {
            for (int x = 0; x < width; x++) {
                uint32_t p = mul_un8x4(s[x] | force, mul_un8(m[x], mask_alpha));
                d[x] = add_un8x4(p, mul_un8x4(d[x], 255 - (p >> 24)));
            }
        }
    }
}

// One source pixel at `alpha` over the colour: `under` is the colour's share when the pixel
// is opaque. No byte of the sum can pass 255 (each channel of p is at most p's alpha, each of
// the colour's share at most 255 less it), so a plain add is pixman's saturating one.
static inline uint32_t over_solid_pixel(uint32_t s, uint32_t alpha, uint32_t color, uint32_t under) {
    uint32_t p = mul_un8x4(s, alpha);
    return p + ((s >> 24) == 255 ? under : mul_un8x4(color, 255 - (p >> 24)));
}

__attribute__((target_clones("avx512bw", "avx2", "default")))
void segue_over_solid(const uint32_t *src, int src_stride, uint32_t alpha, uint32_t color,
                      uint32_t *dst, int dst_stride, int width, int height, int opaque_source) {
    uint32_t force = opaque_source ? 0xFF000000u : 0;
    // An opaque pixel at `alpha` leaves the colour one share throughout: one word, worked out
    // once. Runs of 64 opaque pixels (a page) take only that path.
    uint32_t under = mul_un8x4(color, 255 - (mul_un8x4(0xFF000000u, alpha) >> 24));
    for (int y = 0; y < height; y++) {
        const uint32_t *restrict s = (const uint32_t *)((const char *)src + (long)y * src_stride);
        uint32_t *restrict d = (uint32_t *)((char *)dst + (long)y * dst_stride);
        int x = 0;
        for (; x + 64 <= width; x += 64) {
            uint32_t all = force;
            for (int k = 0; k < 64; k++) all |= ~s[x + k];
            if ((all & 0xFF000000u) == 0 || force) {
                for (int k = 0; k < 64; k++) d[x + k] = mul_un8x4(s[x + k] | 0xFF000000u, alpha) + under;
            } else {
                for (int k = 0; k < 64; k++) d[x + k] = over_solid_pixel(s[x + k], alpha, color, under);
            }
        }
        for (; x < width; x++) d[x] = over_solid_pixel(s[x] | force, alpha, color, under);
    }
}

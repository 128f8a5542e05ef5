#include "pixels.h"
#include "pixel_math.h"

__attribute__((target_clones("avx512bw", "avx2", "default")))
void segue_over_masked(const uint32_t *src, int src_stride, const uint8_t *mask, int mask_stride,
                       uint32_t *dst, int dst_stride, int width, int height, int opaque_source) {
    uint32_t force = opaque_source ? 0xFF000000u : 0;
    for (int y = 0; y < height; y++) {
        const uint32_t *restrict s = (const uint32_t *)((const char *)src + (long)y * src_stride);
        const uint8_t *restrict m = mask + (long)y * mask_stride;
        uint32_t *restrict d = (uint32_t *)((char *)dst + (long)y * dst_stride);
        for (int x = 0; x < width; x++) {
            // The source in the mask, then over the target; no coverage leaves it as it is.
            uint32_t p = mul_un8x4(s[x] | force, m[x]);
            d[x] = add_un8x4(p, mul_un8x4(d[x], 255 - (p >> 24)));
        }
    }
}

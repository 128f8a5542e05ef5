// Per-pixel loops the software backend runs over whole pages, where pixman has no single
// operation for the job. Each is compiled for AVX-512, AVX2 and plain x86-64 and picks the
// widest the CPU has when the program loads (`target_clones`), which Swift cannot do.
#ifndef SEGUE_PIXELS_H
#define SEGUE_PIXELS_H

#include <stdint.h>

// Copies `width` x `height` premultiplied ARGB32 pixels from `src` to `dst` (strides in
// bytes), each colour channel times `keep` / 255 rounded as pixman rounds, alpha set opaque.
void segue_darken_copy(const uint32_t *src, int src_stride, uint32_t *dst, int dst_stride,
                       int width, int height, uint32_t keep);

// Blends premultiplied ARGB32 `src` (its alpha taken as opaque when `opaque_source` is
// non-zero) over `dst`, the source's colour times `keep` / 255 and its alpha kept.
void segue_darken_blend(const uint32_t *src, int src_stride, uint32_t *dst, int dst_stride,
                        int width, int height, uint32_t keep, int opaque_source);

#endif

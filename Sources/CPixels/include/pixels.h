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

// Blends premultiplied ARGB32 `src` (taken as opaque when `opaque_source` is non-zero)
// through the 8-bit coverage `mask` over `dst`: each source pixel times its mask byte / 255
// (the byte first times `mask_alpha` / 255 unless that is 255: a mask made at full coverage,
// used at an opacity), then over what is there, rounded as pixman's OVER with an a8 mask.
void segue_over_masked(const uint32_t *src, int src_stride, const uint8_t *mask, int mask_stride, uint32_t mask_alpha,
                       uint32_t *dst, int dst_stride, int width, int height, int opaque_source);

// What `segue_over_masked` makes with every mask byte `alpha` over a target that holds the
// opaque premultiplied `color` throughout: each source pixel times alpha / 255, then over
// the colour, written without reading the target (a page fading in over a solid fill).
void segue_over_solid(const uint32_t *src, int src_stride, uint32_t alpha, uint32_t color,
                      uint32_t *dst, int dst_stride, int width, int height, int opaque_source);

// Fills a rounded rectangle, [l, r] x [t, b] with elliptical corners of radii rx and ry, with
// the premultiplied ARGB32 `color` over `dst` (stride in bytes), in the pixels x0..<x1 by
// y0..<y1 only: each pixel at its exact coverage (a straight edge's, and on a corner the
// tangent's at the nearest point), blended as pixman's OVER with an a8 mask blends.
// Positions are taken to 1/256 pixel, so the shape moved by whole pixels draws the same.
void segue_rounded_rect_fill(uint32_t *dst, int dst_stride, int x0, int y0, int x1, int y1,
                             double l, double t, double r, double b, double rx, double ry, uint32_t color);

// Blends the premultiplied ARGB32 texture `src` (its alpha taken as opaque when
// `opaque_source` is non-zero), texel (x + ox, y + oy) on pixel (x, y), through the same
// shape at `alpha` / 255 over `dst`, in the pixels x0..<x1 by y0..<y1: what
// `segue_over_masked` makes through the shape's coverage mask at that alpha, in one pass
// and without the mask. The texels under those pixels lie inside `src`.
void segue_rounded_rect_over(const uint32_t *src, int src_stride, int ox, int oy, int opaque_source, uint32_t alpha,
                             uint32_t *dst, int dst_stride, int x0, int y0, int x1, int y1,
                             double l, double t, double r, double b, double rx, double ry);

// The same shape's coverage levels (0...255), each times `alpha` / 255 unless that is 255,
// into the 8-bit `mask` whose first byte is pixel (ox, oy), `width` x `height`.
void segue_rounded_rect_coverage(uint8_t *mask, int mask_stride, int ox, int oy, int width, int height,
                                 double l, double t, double r, double b, double rx, double ry, uint32_t alpha);

#endif

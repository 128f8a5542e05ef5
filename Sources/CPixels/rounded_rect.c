#include <math.h>

// No fused multiply-adds: every clone below (and the plain one, which has none) rounds alike,
// so a CPU draws the same levels whichever it runs.
#pragma clang fp contract(off)
#include "pixels.h"
#include "pixel_math.h"

// A rounded rectangle [l, r] x [t, b] with elliptical corners of radii rx, ry (both zero, or
// both at least half a pixel and at most half the sides). Every length is a whole number of
// 1/256 px, as cairo takes points, so a pixel centre's distance from an edge is exact in
// double precision, and in single precision near the edge, where coverage is worked out:
// the same shape moved by whole pixels draws the same levels, however large it is.
typedef struct {
    double l, t, r, b;
    float rx, ry;
    // 1 / rx^2 and 1 / ry^2.
    float kx, ky;
} shape_t;

// What every pixel of one row shares: the row's overlap with the shape down, and, in a
// corner's rows, how far the pixel centres lie from the corners' centres down.
typedef struct {
    float down;
    float dy;
    int corner;
} row_t;

static double fixed(double v) { return round(v * 256) / 256; }

static int shape_of(shape_t *s, double l, double t, double r, double b, double rx, double ry) {
    if (!isfinite(l + t + r + b + rx + ry) || fabs(l) + fabs(r) + fabs(t) + fabs(b) > 1e12) return 0;
    l = fixed(l); t = fixed(t); r = fixed(r); b = fixed(b);
    if (!(r > l) || !(b > t)) return 0;
    double w = r - l, h = b - t;
    rx = fixed(rx < 0 ? 0 : (rx > w / 2 ? w / 2 : rx));
    ry = fixed(ry < 0 ? 0 : (ry > h / 2 ? h / 2 : ry));
    if (rx < 0.5 || ry < 0.5) rx = ry = 0;
    *s = (shape_t){l, t, r, b, (float)rx, (float)ry, rx > 0 ? (float)(1 / (rx * rx)) : 0, ry > 0 ? (float)(1 / (ry * ry)) : 0};
    return 1;
}

// How far in from the sides the arcs lie at height y (0 between the corners).
static double arc_inset(const shape_t *s, double y) {
    if (s->rx <= 0) return 0;
    double dy = 0, top = s->t + s->ry, bottom = s->b - s->ry;
    if (y < top) dy = top - y; else if (y > bottom) dy = y - bottom;
    if (dy <= 0) return 0;
    double q = dy / s->ry;
    return s->rx * (1 - sqrt(q < 1 ? 1 - q * q : 0));
}

// In the shape's row band [y, y + 1]: the pixels wholly inside, [*in0, *in1) (none when
// *in0 >= *in1), and the pixels it may touch at all, [*out0, *out1). The shape is convex, so
// a pixel is wholly inside when its four corners are, and the band is widest at its edge
// nearest the middle.
static row_t row_of(const shape_t *s, int y, int *in0, int *in1, int *out0, int *out1) {
    row_t row = {0, 0, 0};
    double lo = y > s->t ? (double)y : s->t, hi = y + 1 < s->b ? (double)y + 1 : s->b;
    if (!(hi > lo)) { *in0 = *out0 = 1; *in1 = *out1 = 0; return row; }
    double mid = (s->t + s->b) / 2;
    double nearest = hi <= mid ? hi : (lo >= mid ? lo : mid);
    double wide = arc_inset(s, nearest);
    double left = floor(s->l + wide), right = ceil(s->r - wide);
    *out0 = left < -2e9 ? -2000000000 : (int)left;
    *out1 = right > 2e9 ? 2000000000 : (int)right;
    if (y < s->t || y + 1 > s->b) {
        *in0 = *in1 = *out1;
    } else {
        double a = arc_inset(s, y), b = arc_inset(s, y + 1.0);
        double narrow = a > b ? a : b;
        double i0 = ceil(s->l + narrow), i1 = floor(s->r - narrow);
        *in0 = i0 < -2e9 ? -2000000000 : (int)i0;
        *in1 = i1 > 2e9 ? 2000000000 : (int)i1;
    }
    row.down = (float)(hi - lo);
    // The centre's distances from the top and the bottom.
    double ct = (y + 0.5) - s->t, cb = s->b - (y + 0.5);
    if (s->rx > 0 && ct < s->ry) { row.dy = (float)ct - s->ry; row.corner = 1; }
    else if (s->rx > 0 && cb < s->ry) { row.dy = s->ry - (float)cb; row.corner = 1; }
    return row;
}

// The coverage levels (0...255) of the n pixels from x, in one row. Branch-free, so the
// compiler runs it on as many pixels at once as the CPU takes.
//
// A pixel's coverage by a straight edge of unit normal (nx, ny), its centre d inside it: the
// pixel projected on the normal is a trapezoid |nx|+|ny| wide with a flat top ||nx|-|ny||
// wide, and the coverage is its integral up to d: exact for a straight edge. On an arc the
// tangent at the nearest point stands for the arc (off by about 1/(8r) of a pixel); the
// distance and the normal come from the ellipse's implicit function, exact for a circle.
// The sides are the pixel's overlap with the rectangle across times down (exact, thin
// rectangles included); in a corner the smaller of that and the arc's.
static inline __attribute__((always_inline)) void levels(const shape_t *s, const row_t *row, int x, int n, uint8_t *out) {
    // The first centre's distances from the left and the right side.
    float fromLeft = (float)((x + 0.5) - s->l), fromRight = (float)(s->r - (x + 0.5));
    float rx = s->rx, kx = s->kx, ky = s->ky, dy = row->dy, down = row->down;
    int corner = row->corner;
    for (int i = 0; i < n; i++) {
        float xl = fromLeft + (float)i, xr = fromRight - (float)i;
        float across = (xl + 0.5f < 1 ? xl + 0.5f : 1) + (xr + 0.5f < 1 ? xr + 0.5f : 1) - 1;
        float sides = (across > 0 ? across : 0) * down;
        float dx = xl < rx ? xl - rx : (xr < rx ? rx - xr : 0);
        int inCorner = corner && (xl < rx || xr < rx);
        float gx = dx * kx, gy = dy * ky;
        float f = __builtin_elementwise_sqrt(dx * gx + dy * gy);
        float slope = __builtin_elementwise_sqrt(gx * gx + gy * gy);
        float inv = 1 / (slope > 1e-20f ? slope : 1e-20f);
        float d = (1 - f) * f * inv;
        float nx = fabsf(gx * inv), ny = fabsf(gy * inv);
        float a = nx > ny ? nx : ny, b = nx > ny ? ny : nx;
        float half = (a + b) * 0.5f, flat = (a - b) * 0.5f;
        float k = 1 / (2 * a * b + 1e-20f);
        float under = (d + half) * (d + half) * k, over = 1 - (half - d) * (half - d) * k;
        float arc = d < -flat ? under : (d > flat ? over : 0.5f + d / (a > 0.5f ? a : 0.5f));
        arc = d >= half ? 1 : (d <= -half ? 0 : arc);
        float c = inCorner && arc < sides ? arc : sides;
        c = c < 0 ? 0 : (c > 1 ? 1 : c);
        out[i] = (uint8_t)(c * 255 + 0.5f);
    }
}

// The levels of a run of one row, into `out`: whole vectors of them (the runs at the edges
// are short), the spare ones unused.
static inline __attribute__((always_inline)) void level_run(const shape_t *s, const row_t *row, int x, int n, uint8_t *out) {
    uint8_t m[64];
    while (n > 0) {
        int k = n < 64 ? n : 64;
        levels(s, row, x, (k + 15) & ~15, m);
        for (int i = 0; i < k; i++) out[i] = m[i];
        x += k;
        out += k;
        n -= k;
    }
}

// Clamps the spans of a row to the columns [x0, x1): the touched ones, and the inside ones
// within them (none, at the touched ones' end, when empty).
static inline void clamp_spans(int x0, int x1, int *in0, int *in1, int *out0, int *out1) {
    if (*out0 < x0) *out0 = x0;
    if (*out1 > x1) *out1 = x1;
    if (*in0 < *out0) *in0 = *out0;
    if (*in1 > *out1) *in1 = *out1;
    if (*in0 >= *in1) *in0 = *in1 = *out1;
}

// What is blended through the shape: a solid premultiplied colour, or (`src`) a texture one
// texel per pixel, texel (x + ox, y + oy) on pixel (x, y), its alpha taken as opaque when
// `force` is 0xFF000000; either at `alpha` / 255.
typedef struct {
    uint32_t color;
    const uint32_t *src;
    long src_stride;
    int ox, oy;
    uint32_t force;
    uint32_t alpha;
} paint_t;

// The source pixel for target pixel (x, y).
static inline __attribute__((always_inline)) uint32_t source(const paint_t *p, int textured, int x, int y) {
    if (!textured) return p->color;
    return p->src[(long)(y + p->oy) * p->src_stride + x + p->ox] | p->force;
}

// The n pixels of row y from x through their levels `m`, each level times the alpha, as
// pixman's OVER with an a8 mask blends.
static inline __attribute__((always_inline)) void blend_levels(const paint_t *p, int textured, uint32_t *d, int y, int x, int n, const uint8_t *m) {
    for (int i = 0; i < n; i++) {
        uint32_t level = p->alpha == 255 ? m[i] : mul_un8(m[i], p->alpha);
        uint32_t q = mul_un8x4(source(p, textured, x + i, y), level);
        d[x + i] = add_un8x4(q, mul_un8x4(d[x + i], 255 - (q >> 24)));
    }
}

// The pixels of row y from x to x + n, through their coverage.
static inline __attribute__((always_inline)) void blend_run(const shape_t *s, const row_t *row, const paint_t *p, int textured, uint32_t *d, int y, int x, int n) {
    uint8_t m[64];
    while (n > 0) {
        int k = n < 64 ? n : 64;
        level_run(s, row, x, k, m);
        blend_levels(p, textured, d, y, x, k, m);
        x += k;
        n -= k;
    }
}

// Row y's pixels [x0, x1), wholly inside: the source at the alpha over them (written as it
// is where it is opaque at full alpha).
static inline __attribute__((always_inline)) void blend_inside(const paint_t *p, int textured, uint32_t *d, int y, int x0, int x1) {
    if (!textured && p->alpha == 255 && (p->color >> 24) == 255) {
        for (int x = x0; x < x1; x++) d[x] = p->color;
    } else if (!textured) {
        uint32_t q = p->alpha == 255 ? p->color : mul_un8x4(p->color, p->alpha), keep = 255 - (q >> 24);
        for (int x = x0; x < x1; x++) d[x] = add_un8x4(q, mul_un8x4(d[x], keep));
    } else if (p->alpha == 255) {
        for (int x = x0; x < x1; x++) {
            uint32_t q = source(p, 1, x, y);
            d[x] = (q >> 24) == 255 ? q : add_un8x4(q, mul_un8x4(d[x], 255 - (q >> 24)));
        }
    } else {
        for (int x = x0; x < x1; x++) {
            uint32_t q = mul_un8x4(source(p, 1, x, y), p->alpha);
            d[x] = add_un8x4(q, mul_un8x4(d[x], 255 - (q >> 24)));
        }
    }
}

// Blends the paint through the shape over `dst`, in the pixels [x0, x1) x [y0, y1). The
// rows between the corners, wholly inside the shape's height, are alike: their spans and the
// levels at their edges are worked out once.
static inline __attribute__((always_inline)) void walk(const shape_t *s, const paint_t *p, int textured, uint32_t *dst, int dst_stride,
                                                      int x0, int y0, int x1, int y1) {
    if (y0 < floor(s->t)) y0 = (int)floor(s->t);
    if (y1 > ceil(s->b)) y1 = (int)ceil(s->b);
    double m0 = ceil(s->t + s->ry), m1 = floor(s->b - s->ry);
    int mid0 = m0 < y0 ? y0 : (m0 > y1 ? y1 : (int)m0), mid1 = m1 < y0 ? y0 : (m1 > y1 ? y1 : (int)m1);
    uint8_t left[64], right[64];
    int known = 0, in0m = 0, in1m = 0, out0m = 0, out1m = 0;
    for (int y = y0; y < y1; y++) {
        uint32_t *restrict d = (uint32_t *)((char *)dst + (long)y * dst_stride);
        int in0, in1, out0, out1;
        int middle = y >= mid0 && y < mid1;
        row_t row = {1, 0, 0};
        if (middle && known) {
            in0 = in0m; in1 = in1m; out0 = out0m; out1 = out1m;
        } else {
            row = row_of(s, y, &in0, &in1, &out0, &out1);
            clamp_spans(x0, x1, &in0, &in1, &out0, &out1);
            middle = middle && in0 - out0 <= 64 && out1 - in1 <= 64;
            if (middle) {
                level_run(s, &row, out0, in0 - out0, left);
                level_run(s, &row, in1, out1 - in1, right);
                in0m = in0; in1m = in1; out0m = out0; out1m = out1;
                known = 1;
            }
        }
        if (out0 >= out1) continue;
        if (middle) blend_levels(p, textured, d, y, out0, in0 - out0, left); else blend_run(s, &row, p, textured, d, y, out0, in0 - out0);
        blend_inside(p, textured, d, y, in0, in1);
        if (middle) blend_levels(p, textured, d, y, in1, out1 - in1, right); else blend_run(s, &row, p, textured, d, y, in1, out1 - in1);
    }
}

__attribute__((target_clones("avx512bw", "avx2", "default")))
void segue_rounded_rect_fill(uint32_t *dst, int dst_stride, int x0, int y0, int x1, int y1,
                             double l, double t, double r, double b, double rx, double ry, uint32_t color) {
    shape_t s;
    if (!shape_of(&s, l, t, r, b, rx, ry)) return;
    paint_t p = {color, 0, 0, 0, 0, 0, 255};
    walk(&s, &p, 0, dst, dst_stride, x0, y0, x1, y1);
}

__attribute__((target_clones("avx512bw", "avx2", "default")))
void segue_rounded_rect_over(const uint32_t *src, int src_stride, int ox, int oy, int opaque_source, uint32_t alpha,
                             uint32_t *dst, int dst_stride, int x0, int y0, int x1, int y1,
                             double l, double t, double r, double b, double rx, double ry) {
    shape_t s;
    if (!shape_of(&s, l, t, r, b, rx, ry)) return;
    paint_t p = {0, src, src_stride / 4, ox, oy, opaque_source ? 0xFF000000u : 0, alpha};
    walk(&s, &p, 1, dst, dst_stride, x0, y0, x1, y1);
}

__attribute__((target_clones("avx512bw", "avx2", "default")))
void segue_rounded_rect_coverage(uint8_t *mask, int mask_stride, int ox, int oy, int width, int height,
                                 double l, double t, double r, double b, double rx, double ry, uint32_t alpha) {
    shape_t s;
    int ok = shape_of(&s, l, t, r, b, rx, ry);
    for (int j = 0; j < height; j++) {
        uint8_t *m = mask + (long)j * mask_stride;
        for (int i = 0; i < width; i++) m[i] = 0;
        if (!ok) continue;
        int in0, in1, out0, out1;
        row_t row = row_of(&s, oy + j, &in0, &in1, &out0, &out1);
        clamp_spans(ox, ox + width, &in0, &in1, &out0, &out1);
        if (out0 >= out1) continue;
        level_run(&s, &row, out0, in0 - out0, m + (out0 - ox));
        for (int x = in0; x < in1; x++) m[x - ox] = 255;
        level_run(&s, &row, in1, out1 - in1, m + (in1 - ox));
        if (alpha != 255) {
            for (int x = out0; x < out1; x++) m[x - ox] = (uint8_t)mul_un8(m[x - ox], alpha);
        }
    }
}

// pixman's 8-bit arithmetic on a whole ARGB32 word, two channels per operation.
#ifndef SEGUE_PIXEL_MATH_H
#define SEGUE_PIXEL_MATH_H

#include <stdint.h>

// Each channel times a / 255, rounded as pixman's UN8x4_MUL_UN8 rounds
// ((t + (t >> 8)) >> 8 with t = c * a + 0x80).
static inline uint32_t mul_un8x4(uint32_t x, uint32_t a) {
    uint32_t rb = (x & 0xFF00FFu) * a + 0x800080u;
    rb = ((rb + ((rb >> 8) & 0xFF00FFu)) >> 8) & 0xFF00FFu;
    uint32_t ag = ((x >> 8) & 0xFF00FFu) * a + 0x800080u;
    ag = (ag + ((ag >> 8) & 0xFF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

// One 8-bit value times a / 255, rounded as pixman's MUL_UN8 rounds.
static inline uint32_t mul_un8(uint32_t x, uint32_t a) {
    uint32_t t = x * a + 0x80;
    return (t + (t >> 8)) >> 8;
}

// Byte-wise x + y, each byte saturated at 255 (pixman's UN8x4_ADD_UN8x4).
static inline uint32_t add_un8x4(uint32_t x, uint32_t y) {
    uint32_t rb = (x & 0xFF00FFu) + (y & 0xFF00FFu);
    rb |= 0x1000100u - ((rb >> 8) & 0xFF00FFu);
    uint32_t ag = ((x >> 8) & 0xFF00FFu) + ((y >> 8) & 0xFF00FFu);
    ag |= 0x1000100u - ((ag >> 8) & 0xFF00FFu);
    return (rb & 0xFF00FFu) | ((ag & 0xFF00FFu) << 8);
}

#endif

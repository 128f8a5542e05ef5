#ifndef SEGUE_ALLOC_COUNTER_H
#define SEGUE_ALLOC_COUNTER_H
#include <stdint.h>

/// Number of heap allocations (malloc, calloc, realloc, aligned variants) made by the
/// whole process since it started. Used by `segue bench` for its allocation figures.
uint64_t segue_alloc_count(void);

/// 1 where allocations are counted (glibc), 0 elsewhere.
int segue_alloc_counting_available(void);

#endif

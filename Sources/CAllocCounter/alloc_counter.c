// Counts heap allocations by wrapping glibc's allocator entry points. The wrappers forward
// to glibc's internal names, so behaviour is unchanged; only a relaxed atomic increment is added.
#define _GNU_SOURCE
#include "alloc_counter.h"
#include <stddef.h>
#include <errno.h>

// Under AddressSanitizer the allocator is ASan's: wrapping glibc's would hand ASan's blocks to
// glibc's free (the sanitizer build of the live window, scripts/test). Counting is off there.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SEGUE_UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define SEGUE_UNDER_ASAN 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(SEGUE_UNDER_ASAN)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static uint64_t counter;

static inline void bump(void) { __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) { bump(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { bump(); return __libc_calloc(n, size); }
void *realloc(void *ptr, size_t size) { bump(); return __libc_realloc(ptr, size); }
void free(void *ptr) { __libc_free(ptr); }
void *memalign(size_t alignment, size_t size) { bump(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { bump(); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    bump();
    void *p = __libc_memalign(alignment, size);
    if (p == NULL && size != 0) return ENOMEM;
    *out = p;
    return 0;
}

uint64_t segue_alloc_count(void) { return __atomic_load_n(&counter, __ATOMIC_RELAXED); }
int segue_alloc_counting_available(void) { return 1; }
#else
uint64_t segue_alloc_count(void) { return 0; }
int segue_alloc_counting_available(void) { return 0; }
#endif

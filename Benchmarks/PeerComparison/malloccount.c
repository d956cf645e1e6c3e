// Counts every allocation of a process (LD_PRELOAD) and prints the total at exit: the
// allocations of a scenario are the difference of two run lengths. For Benchmarks/PeerComparison/run.sh.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdatomic.h>
static atomic_long count;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);
static char bootstrap[65536]; static size_t used;
void *malloc(size_t n) {
  if (!real_malloc) { real_malloc = dlsym(RTLD_NEXT, "malloc"); }
  atomic_fetch_add(&count, 1); return real_malloc(n);
}
void *calloc(size_t a, size_t b) {
  if (!real_calloc) { void *p = bootstrap + used; used += ((a*b + 15) & ~15UL); real_calloc = dlsym(RTLD_NEXT, "calloc"); if (!real_calloc) return p; }
  atomic_fetch_add(&count, 1); return real_calloc(a, b);
}
int posix_memalign(void **p, size_t a, size_t n) {
  if (!real_posix_memalign) real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
  atomic_fetch_add(&count, 1); return real_posix_memalign(p, a, n);
}
void *aligned_alloc(size_t a, size_t n) {
  if (!real_aligned_alloc) real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
  atomic_fetch_add(&count, 1); return real_aligned_alloc(a, n);
}
__attribute__((destructor)) static void report(void) { fprintf(stderr, "MALLOCS %ld\n", atomic_load(&count)); }

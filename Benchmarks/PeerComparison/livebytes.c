// Keeps the number of heap bytes in use (malloc_usable_size of every live block) for a process
// started with LD_PRELOAD, readable from the process itself through `peer_live_bytes`
// (memory-main.swift finds it with dlsym). For Benchmarks/PeerComparison/memory.sh.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
static atomic_long live;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static void (*real_free)(void *);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);
static char bootstrap[65536];
static size_t used;
static int from_bootstrap(void *p) { return (char *)p >= bootstrap && (char *)p < bootstrap + sizeof bootstrap; }
static void *counted(void *p) { if (p) atomic_fetch_add(&live, (long)malloc_usable_size(p)); return p; }
long peer_live_bytes(void) { return atomic_load(&live); }
void *malloc(size_t n) {
  if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc");
  return counted(real_malloc(n));
}
void *calloc(size_t a, size_t b) {
  if (!real_calloc) {
    void *p = bootstrap + used; used += ((a * b + 15) & ~15UL);
    real_calloc = dlsym(RTLD_NEXT, "calloc");
    if (!real_calloc) return p;
  }
  return counted(real_calloc(a, b));
}
void *realloc(void *p, size_t n) {
  if (!real_realloc) real_realloc = dlsym(RTLD_NEXT, "realloc");
  if (p && !from_bootstrap(p)) atomic_fetch_sub(&live, (long)malloc_usable_size(p));
  return counted(real_realloc(p, n));
}
void free(void *p) {
  if (!p || from_bootstrap(p)) return;
  if (!real_free) real_free = dlsym(RTLD_NEXT, "free");
  atomic_fetch_sub(&live, (long)malloc_usable_size(p));
  real_free(p);
}
int posix_memalign(void **p, size_t a, size_t n) {
  if (!real_posix_memalign) real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
  int result = real_posix_memalign(p, a, n);
  if (result == 0) counted(*p);
  return result;
}
void *aligned_alloc(size_t a, size_t n) {
  if (!real_aligned_alloc) real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
  return counted(real_aligned_alloc(a, n));
}

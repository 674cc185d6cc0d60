// An allocator for cmark-gfm that hands out memory from per-thread chunks and gives it back
// to the system only when the whole document is done with (small freed blocks are reused
// until then). cmark-gfm allocates every node, cell and string separately, and a
// 100,000-row guideline set makes millions of them: with the C library's allocator,
// allocating and then freeing them node by node costs more than parsing.
//
// cmark's allocator functions take no context, so the arena in use is per thread: push one
// before parsing, read the document, then pop it, which releases everything at once. Arenas
// nest (a document may be parsed while another is open on the same thread).
#ifndef CMARK_ARENA_H
#define CMARK_ARENA_H

#include <stddef.h>

typedef struct hig_arena hig_arena;

/// Makes a new arena this thread's current one, and returns it.
hig_arena *hig_arena_push(void);

/// Releases everything `arena` handed out, and makes the arena that was current before it
/// current again. `arena` must be this thread's current arena.
void hig_arena_pop(hig_arena *arena);

/// The functions of a `cmark_mem` that allocates from this thread's current arena.
void *hig_arena_calloc(size_t count, size_t size);
void *hig_arena_realloc(void *pointer, size_t size);
void hig_arena_free(void *pointer);

#endif

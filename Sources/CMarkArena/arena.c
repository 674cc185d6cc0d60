#include "CMarkArena.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Every allocation starts with a header that holds its size and its room (the size rounded
// up), so realloc can copy it and free can file it; 16 bytes keep what follows aligned.
typedef struct {
    size_t size;
    size_t room;
} header;

enum {
    alignment = 16,
    first_chunk = 256 * 1024,
    largest_chunk = 16 * 1024 * 1024,
    // Freed blocks up to this room are kept for reuse, one list per room. cmark frees many
    // short-lived row and cell objects while it parses; without reuse a large file would
    // hold all of them until the end.
    largest_reused = 1024,
    room_classes = largest_reused / alignment + 1,
};

typedef struct chunk {
    struct chunk *previous;
    size_t capacity;
    size_t used;
    size_t padding;  // makes the header 32 bytes, so `bytes` is aligned like the blocks in it
    unsigned char bytes[];
} chunk;

struct hig_arena {
    chunk *chunks;
    size_t next_chunk;
    // The newest allocation: it alone can grow or be given back in place, which is what
    // cmark's growing string buffers and short-lived scratch objects do.
    unsigned char *newest;
    // Freed blocks by room / alignment; each block holds the next one's address.
    void *freed[room_classes];
    hig_arena *outer;
};

static _Thread_local hig_arena *current;

static void fail(const char *what) {
    fprintf(stderr, "hig-gen: out of memory while parsing Markdown (%s)\n", what);
    abort();
}

/// A block's room: its size rounded up, and never less than one step, so a freed block can
/// hold the address of the next.
static size_t rounded(size_t size) { return size == 0 ? alignment : (size + alignment - 1) & ~(size_t)(alignment - 1); }

hig_arena *hig_arena_push(void) {
    hig_arena *arena = calloc(1, sizeof(hig_arena));
    if (!arena) fail("arena");
    arena->next_chunk = first_chunk;
    arena->outer = current;
    current = arena;
    return arena;
}

void hig_arena_pop(hig_arena *arena) {
    if (arena != current) {
        fprintf(stderr, "hig-gen: internal error: Markdown arenas popped out of order\n");
        abort();
    }
    for (chunk *c = arena->chunks; c;) {
        chunk *previous = c->previous;
        free(c);
        c = previous;
    }
    current = arena->outer;
    free(arena);
}

/// Room for `size` bytes after a header: a freed block of the same room, or new room from
/// the current chunk or a new one. Not zeroed.
static unsigned char *take(size_t size) {
    hig_arena *arena = current;
    if (!arena) {
        fprintf(stderr, "hig-gen: internal error: cmark allocated outside an arena\n");
        abort();
    }
    if (size > SIZE_MAX / 2) fail("request too large");
    size_t room = rounded(size);
    if (room <= largest_reused && arena->freed[room / alignment]) {
        void **block = arena->freed[room / alignment];
        arena->freed[room / alignment] = *block;
        ((header *)block - 1)->size = size;
        return (unsigned char *)block;
    }
    size_t needed = sizeof(header) + room;
    chunk *c = arena->chunks;
    if (!c || c->capacity - c->used < needed) {
        // Chunks double up to a limit, so a big document takes few of them; a request larger
        // than that gets a chunk of its own.
        size_t capacity = arena->next_chunk > needed ? arena->next_chunk : needed;
        if (arena->next_chunk < largest_chunk) arena->next_chunk *= 2;
        chunk *fresh = malloc(sizeof(chunk) + capacity);
        if (!fresh) fail("chunk");
        fresh->previous = c;
        fresh->capacity = capacity;
        fresh->used = 0;
        arena->chunks = c = fresh;
    }
    header *h = (header *)(c->bytes + c->used);
    h->size = size;
    h->room = room;
    c->used += needed;
    unsigned char *memory = (unsigned char *)(h + 1);
    arena->newest = memory;
    return memory;
}

void *hig_arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) fail("calloc overflow");
    unsigned char *memory = take(count * size);
    memset(memory, 0, count * size);
    return memory;
}

void *hig_arena_realloc(void *pointer, size_t size) {
    if (!pointer) return take(size);
    header *h = (header *)pointer - 1;
    if (size <= h->room) {
        h->size = size;
        return pointer;
    }
    hig_arena *arena = current;
    chunk *c = arena ? arena->chunks : NULL;
    if (c && pointer == arena->newest && size <= SIZE_MAX / 2) {
        // The newest allocation ends where the chunk's free space starts: it can grow there.
        size_t start = (size_t)((unsigned char *)h - c->bytes);
        size_t needed = sizeof(header) + rounded(size);
        if (c->capacity - start >= needed) {
            h->size = size;
            h->room = rounded(size);
            c->used = start + needed;
            return pointer;
        }
    }
    size_t old = h->size;
    unsigned char *memory = take(size);
    memcpy(memory, pointer, old);
    hig_arena_free(pointer);
    return memory;
}

void hig_arena_free(void *pointer) {
    hig_arena *arena = current;
    if (!pointer || !arena) return;
    header *h = (header *)pointer - 1;
    if (pointer == arena->newest) {
        // The newest allocation's room goes back to the chunk.
        chunk *c = arena->chunks;
        c->used = (size_t)((unsigned char *)h - c->bytes);
        arena->newest = NULL;
    } else if (h->room <= largest_reused) {
        *(void **)pointer = arena->freed[h->room / alignment];
        arena->freed[h->room / alignment] = pointer;
    }
    // Larger blocks wait for the pop.
}

/* Best-fit-decreasing bin planning over document lengths (pipeline/packplan.py loads this).
 *
 * Items are taken longest first, ties by index (a stable counting sort: lengths are bounded by
 * the row length, so ordering is O(n + T)). Each goes to the bin with the
 * least remaining token room that still fits it and also has room for its chunks and edges;
 * a new bin is opened when none does. Bins are kept in one list per remaining token room and a
 * bitset over rooms finds the smallest room >= the item's length in O(T / 64) word steps.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int64_t next_set(const uint64_t *bits, int64_t from, int64_t limit) {
    int64_t w = from >> 6;
    int64_t nw = (limit >> 6) + 1;
    if (from > limit) return -1;
    uint64_t word = bits[w] & (~(uint64_t)0 << (from & 63));
    for (;;) {
        if (word) {
            int64_t r = (w << 6) + __builtin_ctzll(word);
            return r <= limit ? r : -1;
        }
        if (++w >= nw) return -1;
        word = bits[w];
    }
}

/* Returns the number of bins (>= 0), -1 - i when item i exceeds a capacity, -(n+2) on OOM. */
int64_t pk_bfd(int64_t n, const int32_t *tokens, const int32_t *chunks,
               const int32_t *edges, int32_t cap_tokens, int32_t cap_chunks, int32_t cap_edges,
               int64_t *bin_of) {
    int64_t nbins = 0, rooms = (int64_t)cap_tokens + 1;
    uint64_t *bits = calloc((size_t)(rooms / 64 + 1), sizeof(uint64_t));
    int64_t *head = malloc((size_t)rooms * sizeof(int64_t));
    int64_t *tail = malloc((size_t)rooms * sizeof(int64_t));
    int64_t *next = malloc((size_t)(n + 1) * sizeof(int64_t));
    int64_t *prev = malloc((size_t)(n + 1) * sizeof(int64_t));
    int32_t *room_t = malloc((size_t)(n + 1) * sizeof(int32_t));
    int32_t *room_c = malloc((size_t)(n + 1) * sizeof(int32_t));
    int32_t *room_e = malloc((size_t)(n + 1) * sizeof(int32_t));
    int64_t *order = malloc((size_t)(n + 1) * sizeof(int64_t));
    int64_t *count = calloc((size_t)rooms + 1, sizeof(int64_t));
    int64_t result;
    if (!order || !count || !bits || !head || !tail || !next || !prev || !room_t || !room_c || !room_e) {
        result = -(n + 2);
        goto done;
    }
    for (int64_t r = 0; r < rooms; r++) head[r] = tail[r] = -1;
    for (int64_t i = 0; i < n; i++) {
        if (tokens[i] < 0 || tokens[i] > cap_tokens) { result = -1 - i; goto done; }
        count[cap_tokens - tokens[i] + 1]++;  /* key: cap - length, so longest first */
    }
    for (int64_t r = 1; r <= rooms; r++) count[r] += count[r - 1];
    for (int64_t i = 0; i < n; i++) order[count[cap_tokens - tokens[i]]++] = i;
    for (int64_t k = 0; k < n; k++) {
        int64_t i = order[k], b = -1, r;
        int32_t t = tokens[i], c = chunks[i], e = edges[i];
        if (t < 0 || t > cap_tokens || c > cap_chunks || e > cap_edges) {
            result = -1 - i;
            goto done;
        }
        for (r = next_set(bits, t, cap_tokens); r >= 0; r = next_set(bits, r + 1, cap_tokens)) {
            for (int64_t x = head[r]; x >= 0; x = next[x]) {
                if (room_c[x] >= c && room_e[x] >= e) { b = x; break; }
            }
            if (b >= 0) break;
        }
        if (b < 0) {
            b = nbins++;
            room_t[b] = cap_tokens; room_c[b] = cap_chunks; room_e[b] = cap_edges;
        } else {  /* unlink b from the list of room r */
            if (prev[b] >= 0) next[prev[b]] = next[b]; else head[r] = next[b];
            if (next[b] >= 0) prev[next[b]] = prev[b]; else tail[r] = prev[b];
            if (head[r] < 0) bits[r >> 6] &= ~((uint64_t)1 << (r & 63));
        }
        room_t[b] -= t; room_c[b] -= c; room_e[b] -= e;
        bin_of[i] = b;
        r = room_t[b];  /* append b to the list of its new room */
        next[b] = -1; prev[b] = tail[r];
        if (tail[r] >= 0) next[tail[r]] = b; else head[r] = b;
        tail[r] = b;
        bits[r >> 6] |= (uint64_t)1 << (r & 63);
    }
    result = nbins;
done:
    free(order); free(count); free(bits); free(head); free(tail); free(next); free(prev); free(room_t); free(room_c); free(room_e);
    return result;
}

/* Row materialization (pipeline/stages/pack.py): n ranges of elements of `itemsize` bytes.
 * pk_copy_ranges: dst[dst_start[i] .. + len[i]) = src[src_start[i] .. + len[i]).
 * pk_fill_ranges: every element of dst[dst_start[i] .. + len[i]) = values[i].
 * Starts and lengths are in elements; the Python wrappers check every range is in bounds. */
void pk_copy_ranges(int64_t n, int64_t itemsize, const char *src, const int64_t *src_start,
                    char *dst, const int64_t *dst_start, const int64_t *len) {
    for (int64_t i = 0; i < n; i++) {
        if (len[i] > 0)
            memcpy(dst + dst_start[i] * itemsize, src + src_start[i] * itemsize, (size_t)(len[i] * itemsize));
    }
}

void pk_fill_ranges(int64_t n, int64_t itemsize, const char *values, char *dst,
                    const int64_t *dst_start, const int64_t *len) {
    for (int64_t i = 0; i < n; i++) {
        char *d = dst + dst_start[i] * itemsize;
        const char *v = values + i * itemsize;
        int64_t m = len[i];
        switch (itemsize) {
        case 1: memset(d, *v, (size_t)(m > 0 ? m : 0)); break;
        case 2: { int16_t x; memcpy(&x, v, 2); for (int64_t k = 0; k < m; k++) ((int16_t *)d)[k] = x; } break;
        case 4: { int32_t x; memcpy(&x, v, 4); for (int64_t k = 0; k < m; k++) ((int32_t *)d)[k] = x; } break;
        case 8: { int64_t x; memcpy(&x, v, 8); for (int64_t k = 0; k < m; k++) ((int64_t *)d)[k] = x; } break;
        default: for (int64_t k = 0; k < m; k++) memcpy(d + k * itemsize, v, (size_t)itemsize);
        }
    }
}

/* Compiled core of the hybrid tokenizer: word counting, BPE training, greedy longest-match encoding.
 *
 * Built when the package is installed (setup.py) and called through ctypes (pipeline/tokenizer/_native.py).
 * Every function here has a readable Python reference in pipeline/tokenizer/reference.py, and the
 * tests demand identical results. No global state: all state lives in caller-owned handles.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------------------------
 * Word boundaries. cls[256] maps a byte to its class; bnd[prev * ncls + cur] is 1 when a word
 * starts at the current byte. The first byte of a document always starts a word.
 * ------------------------------------------------------------------------------------------ */

int64_t tk_split_words(const uint8_t *buf, int64_t n, const uint8_t *cls, const uint8_t *bnd, int32_t ncls,
                       int64_t *starts) {
    int64_t k = 0;
    if (n <= 0) return 0;
    starts[k++] = 0;
    for (int64_t i = 1; i < n; i++) {
        if (bnd[cls[buf[i - 1]] * ncls + cls[buf[i]]]) starts[k++] = i;
    }
    return k;
}

/* ---- word counter: an open-addressing hash table of distinct words with their counts ---- */

typedef struct {
    uint64_t hash;
    int64_t off;   /* offset of the word's bytes in pool; -1 = empty slot */
    int64_t len;
    int64_t count;
} WSlot;

typedef struct {
    WSlot *tab;
    int64_t cap, n;
    uint8_t *pool;
    int64_t pool_len, pool_cap;
    uint8_t cls[256];
    uint8_t bnd[256];
    int32_t ncls;
} WCounter;

static uint64_t hash_bytes(const uint8_t *p, int64_t n) {
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (int64_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 1099511628211ULL;
    }
    return h ^ (h >> 29);
}

void *tk_wc_new(const uint8_t *cls, const uint8_t *bnd, int32_t ncls) {
    WCounter *w = calloc(1, sizeof(WCounter));
    if (!w) return NULL;
    w->cap = 1 << 16;
    w->tab = malloc(sizeof(WSlot) * w->cap);
    for (int64_t i = 0; i < w->cap; i++) w->tab[i].off = -1;
    w->pool_cap = 1 << 20;
    w->pool = malloc(w->pool_cap);
    memcpy(w->cls, cls, 256);
    memcpy(w->bnd, bnd, (size_t)ncls * ncls);
    w->ncls = ncls;
    return w;
}

void tk_wc_free(void *p) {
    WCounter *w = p;
    if (!w) return;
    free(w->tab);
    free(w->pool);
    free(w);
}

static void wc_grow(WCounter *w) {
    int64_t ncap = w->cap * 2;
    WSlot *nt = malloc(sizeof(WSlot) * ncap);
    for (int64_t i = 0; i < ncap; i++) nt[i].off = -1;
    for (int64_t i = 0; i < w->cap; i++) {
        if (w->tab[i].off < 0) continue;
        int64_t j = (int64_t)(w->tab[i].hash & (uint64_t)(ncap - 1));
        while (nt[j].off >= 0) j = (j + 1) & (ncap - 1);
        nt[j] = w->tab[i];
    }
    free(w->tab);
    w->tab = nt;
    w->cap = ncap;
}

static void wc_insert(WCounter *w, const uint8_t *p, int64_t n, int64_t count) {
    uint64_t h = hash_bytes(p, n);
    int64_t j = (int64_t)(h & (uint64_t)(w->cap - 1));
    while (w->tab[j].off >= 0) {
        WSlot *s = &w->tab[j];
        if (s->hash == h && s->len == n && memcmp(w->pool + s->off, p, (size_t)n) == 0) {
            s->count += count;
            return;
        }
        j = (j + 1) & (w->cap - 1);
    }
    if (w->pool_len + n > w->pool_cap) {
        while (w->pool_len + n > w->pool_cap) w->pool_cap *= 2;
        w->pool = realloc(w->pool, w->pool_cap);
    }
    memcpy(w->pool + w->pool_len, p, (size_t)n);
    w->tab[j].hash = h;
    w->tab[j].off = w->pool_len;
    w->tab[j].len = n;
    w->tab[j].count = count;
    w->pool_len += n;
    w->n++;
    if (w->n * 2 > w->cap) wc_grow(w);
}

/* Count the words of one document (a word never spans two documents). */
void tk_wc_add(void *p, const uint8_t *buf, int64_t n) {
    WCounter *w = p;
    if (n <= 0) return;
    int64_t start = 0;
    for (int64_t i = 1; i < n; i++) {
        if (w->bnd[w->cls[buf[i - 1]] * w->ncls + w->cls[buf[i]]]) {
            wc_insert(w, buf + start, i - start, 1);
            start = i;
        }
    }
    wc_insert(w, buf + start, n - start, 1);
}

/* Add n counted words (word i is bytes[offsets[i] : offsets[i+1]], seen counts[i] times): merges
 * word tables counted apart (e.g. one per shard) into one. */
void tk_wc_add_counted(void *p, const uint8_t *bytes, const int64_t *offsets, const int64_t *counts, int64_t n) {
    WCounter *w = p;
    for (int64_t i = 0; i < n; i++) wc_insert(w, bytes + offsets[i], offsets[i + 1] - offsets[i], counts[i]);
}

void tk_wc_size(void *p, int64_t *n_words, int64_t *n_bytes) {
    WCounter *w = p;
    *n_words = w->n;
    *n_bytes = w->pool_len;
}

/* Export in insertion-independent form: bytes concatenated, offsets[n+1], counts[n]. */
void tk_wc_export(void *p, uint8_t *bytes, int64_t *offsets, int64_t *counts) {
    WCounter *w = p;
    int64_t k = 0, pos = 0;
    for (int64_t i = 0; i < w->cap; i++) {
        WSlot *s = &w->tab[i];
        if (s->off < 0) continue;
        memcpy(bytes + pos, w->pool + s->off, (size_t)s->len);
        offsets[k] = pos;
        counts[k] = s->count;
        pos += s->len;
        k++;
    }
    offsets[k] = pos;
}

/* ------------------------------------------------------------------------------------------
 * BPE training over a word-frequency table with incremental pair counts (as in HF / minbpe).
 *
 * Symbols 0..255 are bytes, 256..256+n_seeds-1 the seeded morphemes, then one symbol per merge.
 * Each word is first cut into symbols by greedy longest match of the seeds (bytes otherwise); with
 * ``aligned`` a seed only matches between morpheme boundaries (so "thread" is not cut at "read").
 * Selection: the pair with the highest count; ties go to the smallest (left, right) symbol ids.
 * Counting is plain adjacency (a run "a a a" counts the pair (a, a) twice), merging is left to
 * right without overlap -- exactly what reference.bpe_train does.
 * ------------------------------------------------------------------------------------------ */

/* A word lives in one block of int32 with all the others, in word order: a 4-int32 header
 * [symbol count, stamp (the last merge that visited it), count (int64, 2 int32)] then its
 * symbols (a word has at most as many symbols as bytes, and only shrinks). A pair's word list
 * holds header positions, so visiting a word reads one place in memory (and, for a list in word
 * order, reads the block forwards). */
enum { WH_LEN = 0, WH_STAMP = 1, WH_COUNT = 2, WH_SIZE = 4 };
/* how many words of a pair's list ahead of the one being merged to prefetch (4..24 measured alike) */
enum { PREFETCH_AHEAD = 12 };

static inline int64_t word_count(const int32_t *h) {
    int64_t c;
    memcpy(&c, h + WH_COUNT, sizeof c);
    return c;
}

typedef struct {
    uint64_t key; /* (a << 32) | b ; UINT64_MAX = empty */
    int64_t idx;
} PSlot;

typedef struct {
    int64_t count;
    int32_t a, b;
} HeapE;

/* everything about one pair in one record (one cache line to touch per count update) */
typedef struct {
    int64_t count;
    int32_t a, b;
    uint32_t *wl; /* header positions of the words that held the pair (stale entries included) */
    int32_t wl_len, wl_cap;
    int64_t touch; /* the last merge that changed its count */
} Pair;

typedef struct {
    PSlot *tab;
    int64_t cap, n;
    Pair *p;
    int64_t pcap;
} Pairs;

static void pairs_init(Pairs *P) {
    P->cap = 1 << 20;
    P->tab = malloc(sizeof(PSlot) * P->cap);
    for (int64_t i = 0; i < P->cap; i++) P->tab[i].key = UINT64_MAX;
    P->n = 0;
    P->pcap = 1 << 18;
    P->p = malloc(sizeof(Pair) * P->pcap);
}

static void pairs_free(Pairs *P) {
    for (int64_t i = 0; i < P->n; i++) free(P->p[i].wl);
    free(P->tab);
    free(P->p);
}

static inline uint64_t mix64(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

static void pairs_rehash(Pairs *P) {
    int64_t ncap = P->cap * 2;
    PSlot *nt = malloc(sizeof(PSlot) * ncap);
    for (int64_t i = 0; i < ncap; i++) nt[i].key = UINT64_MAX;
    for (int64_t i = 0; i < P->cap; i++) {
        if (P->tab[i].key == UINT64_MAX) continue;
        int64_t j = (int64_t)(mix64(P->tab[i].key) & (uint64_t)(ncap - 1));
        while (nt[j].key != UINT64_MAX) j = (j + 1) & (ncap - 1);
        nt[j] = P->tab[i];
    }
    free(P->tab);
    P->tab = nt;
    P->cap = ncap;
}

/* index of pair (a, b), created with count 0 if absent */
static int64_t pairs_get(Pairs *P, int32_t a, int32_t b) {
    uint64_t key = ((uint64_t)(uint32_t)a << 32) | (uint32_t)b;
    int64_t j = (int64_t)(mix64(key) & (uint64_t)(P->cap - 1));
    while (P->tab[j].key != UINT64_MAX) {
        if (P->tab[j].key == key) return P->tab[j].idx;
        j = (j + 1) & (P->cap - 1);
    }
    if (P->n == P->pcap) {
        P->pcap *= 2;
        P->p = realloc(P->p, sizeof(Pair) * P->pcap);
    }
    int64_t idx = P->n++;
    P->tab[j].key = key;
    P->tab[j].idx = idx;
    Pair *r = &P->p[idx];
    r->count = 0;
    r->a = a;
    r->b = b;
    r->wl = NULL;
    r->wl_len = r->wl_cap = 0;
    r->touch = -1;
    if (P->n * 2 > P->cap) pairs_rehash(P);
    return idx;
}

static void wl_push(Pair *r, uint32_t pos) {
    if (r->wl_len > 0 && r->wl[r->wl_len - 1] == pos) return;
    if (r->wl_len == r->wl_cap) {
        r->wl_cap = r->wl_cap ? r->wl_cap * 2 : 4;
        r->wl = realloc(r->wl, sizeof(uint32_t) * r->wl_cap);
    }
    r->wl[r->wl_len++] = pos;
}

/* heap order: larger count first, then smaller a, then smaller b */
static inline int heap_before(const HeapE *x, const HeapE *y) {
    if (x->count != y->count) return x->count > y->count;
    if (x->a != y->a) return x->a < y->a;
    return x->b < y->b;
}

typedef struct {
    HeapE *e;
    int64_t n, cap;
} Heap;

static void heap_push(Heap *h, int64_t count, int32_t a, int32_t b) {
    if (h->n == h->cap) {
        h->cap = h->cap ? h->cap * 2 : 1024;
        h->e = realloc(h->e, sizeof(HeapE) * h->cap);
    }
    int64_t i = h->n++;
    HeapE x = {count, a, b};
    while (i > 0) {
        int64_t p = (i - 1) / 2;
        if (!heap_before(&x, &h->e[p])) break;
        h->e[i] = h->e[p];
        i = p;
    }
    h->e[i] = x;
}

static HeapE heap_pop(Heap *h) {
    HeapE top = h->e[0];
    HeapE x = h->e[--h->n];
    int64_t i = 0;
    for (;;) {
        int64_t l = 2 * i + 1, r = l + 1, m = i;
        const HeapE *best = &x;
        if (l < h->n && heap_before(&h->e[l], best)) {
            m = l;
            best = &h->e[l];
        }
        if (r < h->n && heap_before(&h->e[r], best)) m = r;
        if (m == i) break;
        h->e[i] = h->e[m];
        i = m;
    }
    if (h->n > 0) h->e[i] = x;
    return top;
}

/* Cut one word into symbols: greedy longest seed match, else the byte. */
static inline int is_alpha(uint8_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/* A morpheme boundary sits before p[i]: at the ends of the word, next to a non-letter (digit, _,
 * space, punctuation), or at a lower -> upper camelCase step. */
static inline int morph_boundary(const uint8_t *p, int32_t n, int32_t i) {
    if (i == 0 || i == n) return 1;
    if (!is_alpha(p[i - 1]) || !is_alpha(p[i])) return 1;
    return (p[i - 1] >= 'a' && p[i - 1] <= 'z') && (p[i] >= 'A' && p[i] <= 'Z');
}

static int32_t seed_cut(const uint8_t *p, int32_t n, const uint8_t *seed_bytes, const int64_t *seed_off,
                        int32_t aligned, const int32_t *first_idx, const int32_t *first_cnt, int32_t *out) {
    int32_t k = 0, i = 0;
    while (i < n) {
        int32_t best = -1, best_len = 1;
        int32_t f = first_idx[p[i]], c = first_cnt[p[i]];
        if (aligned && !morph_boundary(p, n, i)) c = 0;
        for (int32_t s = f; s < f + c; s++) {
            int32_t L = (int32_t)(seed_off[s + 1] - seed_off[s]);
            if (L > best_len && L <= n - i && memcmp(p + i, seed_bytes + seed_off[s], (size_t)L) == 0 &&
                (!aligned || morph_boundary(p, n, i + L))) {
                best = s;
                best_len = L;
            }
        }
        if (best >= 0) {
            out[k++] = 256 + best;
            i += best_len;
        } else {
            out[k++] = p[i];
            i += 1;
        }
    }
    return k;
}

/*
 * words: bytes + offsets[n_words+1] + counts[n_words].
 * seeds: must be sorted by first byte (seed_bytes/seed_off), each at least 2 bytes.
 * Writes merges as out_pairs[2*k], out_pairs[2*k+1] and the winning count in out_counts[k].
 * Returns the number of merges made (< max_merges when no pair reaches min_freq), or -1 when the
 * word table is too large for 32-bit word positions (more than 2**32 int32 of words and headers).
 */
int64_t tk_bpe_train(int64_t n_words, const uint8_t *bytes, const int64_t *offsets, const int64_t *counts,
                     int32_t n_seeds, const uint8_t *seed_bytes, const int64_t *seed_off, int32_t aligned,
                     int64_t max_merges,
                     int64_t min_freq, int32_t *out_pairs, int64_t *out_counts) {
    int32_t first_idx[256], first_cnt[256];
    for (int i = 0; i < 256; i++) {
        first_idx[i] = 0;
        first_cnt[i] = 0;
    }
    for (int32_t s = 0; s < n_seeds; s++) {
        uint8_t f = seed_bytes[seed_off[s]];
        if (first_cnt[f] == 0) first_idx[f] = s;
        first_cnt[f]++;
    }
    int64_t block_len = (n_words > 0 ? offsets[n_words] : 0) + WH_SIZE * n_words;
    if (block_len > (int64_t)UINT32_MAX) return -1;
    int32_t *blk = malloc(sizeof(int32_t) * (block_len > 0 ? block_len : 1));
    Pairs P;
    pairs_init(&P);
    Heap H = {0};
    uint32_t pos = 0;
    for (int64_t w = 0; w < n_words; w++) {
        int32_t n = (int32_t)(offsets[w + 1] - offsets[w]);
        int32_t *h = blk + pos, *sym = h + WH_SIZE;
        int32_t len = seed_cut(bytes + offsets[w], n, seed_bytes, seed_off, aligned, first_idx, first_cnt, sym);
        h[WH_LEN] = len;
        h[WH_STAMP] = -1;
        memcpy(h + WH_COUNT, &counts[w], sizeof(int64_t));
        for (int32_t i = 0; i + 1 < len; i++) {
            Pair *r = &P.p[pairs_get(&P, sym[i], sym[i + 1])];
            r->count += counts[w];
            wl_push(r, pos);
        }
        pos += (uint32_t)(WH_SIZE + n);
    }
    for (int64_t i = 0; i < P.n; i++) heap_push(&H, P.p[i].count, P.p[i].a, P.p[i].b);

    int64_t *touched = NULL, n_touched = 0, touched_cap = 0;
    uint8_t *merged = NULL; /* per symbol of the word being merged: 1 where an (a, b) occurrence sits */
    int64_t merged_cap = 0;
    int64_t k = 0;
    int32_t next_sym = 256 + n_seeds;

    while (k < max_merges && H.n > 0) {
        HeapE top = heap_pop(&H);
        int64_t pi = pairs_get(&P, top.a, top.b);
        int64_t cur = P.p[pi].count;
        if (cur != top.count) { /* stale entry: re-queue at its current count */
            if (cur > 0) heap_push(&H, cur, top.a, top.b);
            continue;
        }
        if (cur < min_freq) break;
        int32_t a = top.a, b = top.b, z = next_sym++;
        out_pairs[2 * k] = a;
        out_pairs[2 * k + 1] = b;
        out_counts[k] = cur;
        n_touched = 0;
        /* the word list of (a, b) is not modified below (new pairs all involve z), nor moved:
         * pairs_get may move the Pair records, never a list */
        const uint32_t *list = P.p[pi].wl;
        int32_t list_len = P.p[pi].wl_len;
        for (int32_t li = 0; li < list_len; li++) {
            /* the words of a list are far apart: ask for a later one while this one is merged */
            if (li + PREFETCH_AHEAD < list_len) __builtin_prefetch(blk + list[li + PREFETCH_AHEAD], 1, 1);
            int32_t *h = blk + list[li];
            if (h[WH_STAMP] == (int32_t)k) continue;
            h[WH_STAMP] = (int32_t)k;
            int32_t len = h[WH_LEN], *sym = h + WH_SIZE;
            int32_t first = -1;
            for (int32_t i = 0; i + 1 < len; i++) {
                if (sym[i] == a && sym[i + 1] == b) {
                    first = i;
                    break;
                }
            }
            if (first < 0) continue;
            int64_t wc = word_count(h);
            /* Only the pairs next to a merge change: an old pair that touches a merged position
             * goes, a new pair that touches z comes; every other pair is the same on both sides.
             * (The same counts as removing every old pair and adding every new one.) */
            if (len > merged_cap) {
                merged_cap = (int64_t)len * 2;
                merged = realloc(merged, (size_t)merged_cap);
            }
            memset(merged, 0, (size_t)len);
            for (int32_t i = first; i + 1 < len;) {
                if (sym[i] == a && sym[i + 1] == b) {
                    merged[i] = merged[i + 1] = 1;
                    i += 2;
                } else {
                    i++;
                }
            }
            for (int32_t i = first > 0 ? first - 1 : 0; i + 1 < len; i++) {
                if (merged[i] | merged[i + 1]) P.p[pairs_get(&P, sym[i], sym[i + 1])].count -= wc;
            }
            int32_t j = first, i = first;
            while (i < len) {
                if (i + 1 < len && sym[i] == a && sym[i + 1] == b) {
                    sym[j++] = z;
                    i += 2;
                } else {
                    sym[j++] = sym[i++];
                }
            }
            h[WH_LEN] = len = j;
            for (int32_t q = first > 0 ? first - 1 : 0; q + 1 < len; q++) {
                int32_t x = sym[q], y = sym[q + 1];
                if (x != z && y != z) continue; /* an untouched pair: its count is unchanged */
                int64_t idx = pairs_get(&P, x, y);
                Pair *r = &P.p[idx];
                r->count += wc;
                wl_push(r, (uint32_t)(h - blk));
                if (r->touch != k) {
                    r->touch = k;
                    if (n_touched == touched_cap) {
                        touched_cap = touched_cap ? touched_cap * 2 : 1024;
                        touched = realloc(touched, sizeof(int64_t) * touched_cap);
                    }
                    touched[n_touched++] = idx;
                }
            }
        }
        for (int64_t t = 0; t < n_touched; t++) {
            Pair *r = &P.p[touched[t]];
            if (r->count > 0) heap_push(&H, r->count, r->a, r->b);
        }
        k++;
    }
    free(blk);
    free(touched);
    free(merged);
    free(H.e);
    pairs_free(&P);
    return k;
}

/* ------------------------------------------------------------------------------------------
 * Greedy longest match over a flat trie in BFS order with sorted children (the GPU layout).
 * Node 0 is the root; its 256 children are nodes 1..256 (every byte is a token).
 *   first[v]  index of v's first child;  nchild[v] number of children;
 *   label[v]  byte on the edge into v;   token[v]  token id ending at v, or -1.
 * ------------------------------------------------------------------------------------------ */

static inline int64_t trie_child(const uint32_t *first, const uint32_t *nchild, const uint8_t *label, int64_t v,
                                 uint8_t c) {
    int64_t lo = first[v], hi = lo + nchild[v];
    if (hi - lo == 256) return lo + c;
    while (hi - lo > 8) {
        int64_t mid = (lo + hi) >> 1;
        if (label[mid] <= c)
            lo = mid;
        else
            hi = mid;
    }
    for (int64_t i = lo; i < hi; i++) {
        if (label[i] == c) return i;
        if (label[i] > c) break;
    }
    return -1;
}

/* Canonical encoding (DESIGN 5): the input is cut into pieces -- each newline is a piece of its
 * own, and each newline-free run is cut into pieces of at most max_piece bytes counted from the
 * run's start -- and greedy longest match runs within each piece. max_piece < 1 means unbounded
 * (only the tests use that). reference.py's greedy_encode is the specification. */
int64_t tk_encode(const uint32_t *first, const uint32_t *nchild, const uint8_t *label, const int32_t *token,
                  const uint8_t *buf, int64_t n, int64_t max_piece, uint32_t *out) {
    int64_t i = 0, k = 0, piece_end = 0;
    while (i < n) {
        if (i >= piece_end) { /* a new piece starts at i */
            if (buf[i] == '\n') {
                piece_end = i + 1;
            } else {
                int64_t lim = (max_piece > 0 && max_piece < n - i) ? i + max_piece : n;
                const uint8_t *nl = memchr(buf + i, '\n', (size_t)(lim - i));
                piece_end = nl ? (int64_t)(nl - buf) : lim;
            }
        }
        int64_t v = 1 + buf[i];
        int32_t best = token[v];
        int64_t best_end = i + 1, j = i + 1;
        while (j < piece_end && nchild[v]) {
            v = trie_child(first, nchild, label, v, buf[j]);
            if (v < 0) break;
            j++;
            if (token[v] >= 0) {
                best = token[v];
                best_end = j;
            }
        }
        out[k++] = (uint32_t)best;
        i = best_end;
    }
    return k;
}

/* Encode n_docs documents laid out back to back: doc d is buf[doc_off[d] : doc_off[d+1]].
 * ids of doc d land in out[out_off[d] : out_off[d+1]]; returns the total count. */
int64_t tk_encode_batch(const uint32_t *first, const uint32_t *nchild, const uint8_t *label, const int32_t *token,
                        const uint8_t *buf, const int64_t *doc_off, int64_t n_docs, int64_t max_piece,
                        uint32_t *out, int64_t *out_off) {
    int64_t k = 0;
    out_off[0] = 0;
    for (int64_t d = 0; d < n_docs; d++) {
        k += tk_encode(first, nchild, label, token, buf + doc_off[d], doc_off[d + 1] - doc_off[d], max_piece,
                       out + k);
        out_off[d + 1] = k;
    }
    return k;
}

/* ------------------------------------------------------------------------------------------
 * Code-aware scan (the compiled twin of scan.py's regexes; tests demand equal tables).
 *
 * Per document: blank comments, string and char literals (each becomes one space), then count
 * identifiers, qualifiers "a::b" / "a::", namespaces, and lower-cased morphemes, each with a
 * document frequency. Tables are keyed by bytes: count, docs, and the last document seen.
 * ------------------------------------------------------------------------------------------ */

typedef struct {
    uint64_t hash;
    int64_t off; /* -1 = empty */
    int64_t len;
    int64_t count, docs, last_doc;
} KSlot;

typedef struct {
    KSlot *tab;
    int64_t cap, n;
    uint8_t *pool;
    int64_t pool_len, pool_cap;
} KTab;

static void ktab_init(KTab *t) {
    t->cap = 1 << 14;
    t->n = 0;
    t->tab = malloc(sizeof(KSlot) * t->cap);
    for (int64_t i = 0; i < t->cap; i++) t->tab[i].off = -1;
    t->pool_cap = 1 << 16;
    t->pool_len = 0;
    t->pool = malloc(t->pool_cap);
}

static void ktab_free(KTab *t) {
    free(t->tab);
    free(t->pool);
}

static void ktab_grow(KTab *t) {
    int64_t ncap = t->cap * 2;
    KSlot *nt = malloc(sizeof(KSlot) * ncap);
    for (int64_t i = 0; i < ncap; i++) nt[i].off = -1;
    for (int64_t i = 0; i < t->cap; i++) {
        if (t->tab[i].off < 0) continue;
        int64_t j = (int64_t)(t->tab[i].hash & (uint64_t)(ncap - 1));
        while (nt[j].off >= 0) j = (j + 1) & (ncap - 1);
        nt[j] = t->tab[i];
    }
    free(t->tab);
    t->tab = nt;
    t->cap = ncap;
}

static void ktab_add(KTab *t, const uint8_t *p, int64_t n, int64_t count, int64_t doc) {
    uint64_t h = hash_bytes(p, n);
    int64_t j = (int64_t)(h & (uint64_t)(t->cap - 1));
    KSlot *s;
    while (t->tab[j].off >= 0) {
        s = &t->tab[j];
        if (s->hash == h && s->len == n && memcmp(t->pool + s->off, p, (size_t)n) == 0) goto found;
        j = (j + 1) & (t->cap - 1);
    }
    if (t->pool_len + n > t->pool_cap) {
        while (t->pool_len + n > t->pool_cap) t->pool_cap *= 2;
        t->pool = realloc(t->pool, t->pool_cap);
    }
    memcpy(t->pool + t->pool_len, p, (size_t)n);
    s = &t->tab[j];
    s->hash = h;
    s->off = t->pool_len;
    s->len = n;
    s->count = 0;
    s->docs = 0;
    s->last_doc = -1;
    t->pool_len += n;
    t->n++;
found:
    s->count += count;
    if (s->last_doc != doc) {
        s->last_doc = doc;
        s->docs++;
    }
    if (t->n * 2 > t->cap) ktab_grow(t);
}

typedef struct {
    KTab ident, qual, ns, morph, forms;
    int64_t n_docs;
    uint8_t *code;
    int64_t code_cap;
} Scanner;

void *tk_scan_new(void) {
    Scanner *s = calloc(1, sizeof(Scanner));
    ktab_init(&s->ident);
    ktab_init(&s->qual);
    ktab_init(&s->ns);
    ktab_init(&s->morph);
    ktab_init(&s->forms);
    return s;
}

void tk_scan_free(void *p) {
    Scanner *s = p;
    if (!s) return;
    ktab_free(&s->ident);
    ktab_free(&s->qual);
    ktab_free(&s->ns);
    ktab_free(&s->morph);
    ktab_free(&s->forms);
    free(s->code);
    free(s);
}

static inline int is_word(uint8_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
static inline int is_ident_start(uint8_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static inline int is_upper(uint8_t c) { return c >= 'A' && c <= 'Z'; }
static inline int is_lower(uint8_t c) { return c >= 'a' && c <= 'z'; }

/* Length of a string literal starting at buf[i] == '"' (closing quote on the same line), or 0. */
static int64_t match_string(const uint8_t *b, int64_t n, int64_t i) {
    int64_t j = i + 1;
    while (j < n) {
        if (b[j] == '\\') {
            if (j + 1 >= n) return 0;
            j += 2;
        } else if (b[j] == '"') {
            return j + 1 - i;
        } else if (b[j] == '\n') {
            return 0;
        } else {
            j++;
        }
    }
    return 0;
}

/* Raw string R"delim( ... )delim" starting at b[i] == 'R', or 0 (delim: at most 16 bytes,
 * none of ( ) \\ space newline; the first )delim" closes it). */
static int64_t match_raw(const uint8_t *b, int64_t n, int64_t i) {
    if (i + 1 >= n || b[i + 1] != '"') return 0;
    int64_t d0 = i + 2, j = d0;
    while (j < n && b[j] != '(') {
        uint8_t c = b[j];
        if (c == ')' || c == '\\' || c == ' ' || c == '\n' || j - d0 >= 16) return 0;
        j++;
    }
    if (j >= n) return 0;
    int64_t dl = j - d0;
    for (int64_t k = j + 1; k + dl + 1 < n; k++) {
        if (b[k] == ')' && memcmp(b + k + 1, b + d0, (size_t)dl) == 0 && b[k + 1 + dl] == '"') return k + dl + 2 - i;
    }
    return 0;
}

/* Char literal: 1..8 units (an escape "\x" is one unit) then a closing quote, same line. */
static int64_t match_char(const uint8_t *b, int64_t n, int64_t i) {
    int64_t j = i + 1;
    int units = 0;
    while (j < n && units < 8) {
        if (b[j] == '\\') {
            if (j + 1 >= n) return 0;
            j += 2;
        } else if (b[j] == '\'' || b[j] == '\n') {
            break;
        } else {
            j++;
            while (j < n && (b[j] & 0xC0) == 0x80) j++; /* a UTF-8 character is one unit */
        }
        units++;
    }
    if (units >= 1 && j < n && b[j] == '\'') return j + 1 - i;
    return 0;
}

/* Blank comments and literals; returns the length of the code written to out. */
static int64_t blank(const uint8_t *b, int64_t n, uint8_t *out) {
    int64_t i = 0, k = 0;
    while (i < n) {
        uint8_t c = b[i];
        int64_t m = 0;
        if (c == '/' && i + 1 < n && b[i + 1] == '/') {
            m = 2;
            while (i + m < n && b[i + m] != '\n') m++;
        } else if (c == '/' && i + 1 < n && b[i + 1] == '*') {
            int64_t j = i + 2;
            while (j + 1 < n && !(b[j] == '*' && b[j + 1] == '/')) j++;
            m = (j + 1 < n) ? j + 2 - i : n - i;
        } else if (c == 'R' && (i == 0 || !is_word(b[i - 1]))) {
            m = match_raw(b, n, i);
        } else if (c == '"') {
            m = match_string(b, n, i);
        } else if (c == '\'' && (i == 0 || !is_word(b[i - 1]))) {
            m = match_char(b, n, i);
        }
        if (m > 0) {
            out[k++] = ' ';
            i += m;
        } else {
            out[k++] = c;
            i++;
        }
    }
    return k;
}

void tk_scan_add(void *p, const uint8_t *buf, int64_t n) {
    Scanner *s = p;
    int64_t doc = s->n_docs++;
    if (n + 1 > s->code_cap) {
        s->code_cap = n + 1;
        s->code = realloc(s->code, s->code_cap);
    }
    uint8_t *c = s->code;
    int64_t L = blank(buf, n, c);
    for (int64_t i = 0; i < L;) {
        if (!is_ident_start(c[i]) || (i > 0 && is_word(c[i - 1]))) {
            i++;
            continue;
        }
        int64_t j = i + 1;
        while (j < L && is_word(c[j])) j++;
        ktab_add(&s->ident, c + i, j - i, 1, doc);
        int64_t next = j;
        if (j + 1 < L && c[j] == ':' && c[j + 1] == ':') {
            int64_t e = j + 2;
            if (e < L && is_ident_start(c[e])) {
                while (e < L && is_word(c[e])) e++;
            }
            ktab_add(&s->qual, c + i, e - i, 1, doc);
            ktab_add(&s->ns, c + i, j - i, 1, doc);
            next = j + 2;
        }
        /* morphemes [A-Z]+(?![a-z]) | [A-Z]?[a-z]+ as written (forms), then lower-cased in place
         * (c[i:j] is not read again) */
        for (int64_t q = i; q < j;) {
            int64_t r = q;
            if (is_upper(c[q])) {
                while (r < j && is_upper(c[r])) r++;
                if (r < j && is_lower(c[r])) {
                    if (r - q >= 2) {
                        r--; /* "HTTPServer": HTTP, then Server */
                    } else {
                        while (r < j && is_lower(c[r])) r++;
                    }
                }
            } else if (is_lower(c[q])) {
                while (r < j && is_lower(c[r])) r++;
            } else {
                q++;
                continue;
            }
            ktab_add(&s->forms, c + q, r - q, 1, doc);
            for (int64_t t = q; t < r; t++) c[t] = (uint8_t)(is_upper(c[t]) ? c[t] + 32 : c[t]);
            ktab_add(&s->morph, c + q, r - q, 1, doc);
            q = r;
        }
        i = next;
    }
}

/* which: 0 identifiers, 1 qualifiers, 2 namespaces, 3 morphemes, 4 morpheme forms */
static KTab *scan_tab(Scanner *s, int32_t which) {
    KTab *t[5] = {&s->ident, &s->qual, &s->ns, &s->morph, &s->forms};
    return t[which];
}

void tk_scan_size(void *p, int32_t which, int64_t *n, int64_t *nbytes, int64_t *n_docs) {
    Scanner *s = p;
    KTab *t = scan_tab(s, which);
    *n = t->n;
    *nbytes = t->pool_len;
    *n_docs = s->n_docs;
}

void tk_scan_export(void *p, int32_t which, uint8_t *bytes, int64_t *offsets, int64_t *counts, int64_t *docs) {
    Scanner *s = p;
    KTab *t = scan_tab(s, which);
    int64_t k = 0, pos = 0;
    for (int64_t i = 0; i < t->cap; i++) {
        KSlot *e = &t->tab[i];
        if (e->off < 0) continue;
        memcpy(bytes + pos, t->pool + e->off, (size_t)e->len);
        offsets[k] = pos;
        counts[k] = e->count;
        docs[k] = e->docs;
        pos += e->len;
        k++;
    }
    offsets[k] = pos;
}

/* Compiled core of pipeline.hygiene.neardup: text -> 5-token shingle hashes -> MinHash signatures.
 *
 * Bit-identical to the numpy path in neardup.py (and so to datasketch's affine32 MinHash fed the
 * high 32 bits of each shingle hash): tokens are maximal runs of word bytes (ASCII letters,
 * digits, '_', every byte >= 0x80) or of punctuation bytes; whitespace separates. A token's hash
 * is fmix64(sum_j (byte_j + 1) * POLY^j); a shingle's is fmix64(sum_i tok_i * MULT[i]) over five
 * consecutive tokens; a document with 1-4 tokens has one shingle fmix64(n + sum_i tok_i * MULT[i]).
 * MinHash value k of a shingle: a[k] * fmix32(shingle >> 32) + b[k] mod 2^32; the signature is
 * the minimum over the document's shingles (0xFFFFFFFF for a document without tokens).
 *
 * One pass over the bytes, no allocation; the per-shingle loop over the permutations is written
 * so the compiler vectorizes it.
 */
#include <stdint.h>
#include <string.h>

/* On x86-64 build an AVX2 clone of the hot loop next to the baseline one; the loader picks one at
 * run time (same results, the arithmetic is exact integer math either way). */
#if defined(__x86_64__) && defined(__GNUC__) && defined(__linux__)
#define MULTIVERSION __attribute__((target_clones("avx2", "default")))
#else
#define MULTIVERSION
#endif

#define POLY 0x100000001B3ULL
#define SHINGLE 5

static const uint64_t MULT[SHINGLE] = {0x9E3779B97F4A7C15ULL, 0xC2B2AE3D27D4EB4FULL, 0x165667B19E3779F9ULL,
                                       0xD6E8FEB86659FD93ULL, 0xFF51AFD7ED558CCDULL};

static inline uint64_t fmix64(uint64_t x) {
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDULL;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ULL;
    x ^= x >> 33;
    return x;
}

static inline uint32_t fmix32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x85EBCA6BU;
    x ^= x >> 13;
    x *= 0xC2B2AE35U;
    x ^= x >> 16;
    return x;
}

/* 0 whitespace, 1 word, 2 punctuation */
static unsigned char CLS[256];
static int cls_ready = 0;

static void init_cls(void) {
    for (int i = 0; i < 256; i++) {
        unsigned char c = (unsigned char)i;
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f')
            CLS[i] = 0;
        else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                 c >= 0x80)
            CLS[i] = 1;
        else
            CLS[i] = 2;
    }
    cls_ready = 1;
}

static inline void update(uint32_t *restrict sig, const uint32_t *restrict a, const uint32_t *restrict b,
                          int32_t num_perm, uint64_t shingle) {
    uint32_t h = fmix32((uint32_t)(shingle >> 32));
    for (int32_t k = 0; k < num_perm; k++) {
        uint32_t v = a[k] * h + b[k];
        sig[k] = v < sig[k] ? v : sig[k];
    }
}

MULTIVERSION static void one_document(const unsigned char *data, int64_t n, const uint32_t *a, const uint32_t *b,
                         int32_t num_perm, uint32_t *sig) {
    uint64_t ring[SHINGLE];
    int64_t ntok = 0;
    int64_t i = 0;
    for (int32_t k = 0; k < num_perm; k++) sig[k] = 0xFFFFFFFFU;
    while (i < n) {
        unsigned char c = CLS[data[i]];
        if (c == 0) {
            i++;
            continue;
        }
        uint64_t acc = 0, pw = 1;
        while (i < n && CLS[data[i]] == c) {
            acc += ((uint64_t)data[i] + 1) * pw;
            pw *= POLY;
            i++;
        }
        ring[ntok % SHINGLE] = fmix64(acc);
        ntok++;
        if (ntok >= SHINGLE) {
            uint64_t s = 0;
            for (int j = 0; j < SHINGLE; j++) s += ring[(ntok - SHINGLE + j) % SHINGLE] * MULT[j];
            update(sig, a, b, num_perm, fmix64(s));
        }
    }
    if (ntok > 0 && ntok < SHINGLE) {
        uint64_t s = (uint64_t)ntok;
        for (int64_t j = 0; j < ntok; j++) s += ring[j] * MULT[j];
        update(sig, a, b, num_perm, fmix64(s));
    }
}

/* Signatures of n_docs documents: document d is data[starts[d] : starts[d + 1]] (UTF-8 bytes).
 * out is n_docs x num_perm uint32, row-major. */
void mh_signatures(const unsigned char *data, const int64_t *starts, int64_t n_docs, const uint32_t *a,
                   const uint32_t *b, int32_t num_perm, uint32_t *out) {
    if (!cls_ready) init_cls();
    for (int64_t d = 0; d < n_docs; d++)
        one_document(data + starts[d], starts[d + 1] - starts[d], a, b, num_perm, out + d * (int64_t)num_perm);
}

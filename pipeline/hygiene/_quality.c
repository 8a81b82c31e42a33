/* Compiled core of pipeline.hygiene.quality: the filter stage's hot loops over a document's bytes.
 *
 * Each function gives exactly what the Python measure it replaces gives (the wrappers in
 * ``_quality_native.py`` say which), or says that it cannot (a return value of -1), and the
 * caller then runs the Python path. Nothing here decides anything: the rules stay in Python.
 *
 * - q_byte_counts: the 256 byte counts of a buffer (``np.bincount`` of ``byte_entropy``).
 * - q_strip_comments: ``quality.without_comments`` on UTF-8 bytes. Its regex
 *   (comments and literals, re.S) is made of ASCII characters and negated ASCII classes, so it
 *   matches the same spans on the UTF-8 bytes as on the code points: a match starts at an ASCII
 *   byte and a byte >= 0x80 is matched only by ``.`` or a negated class, as its code point is.
 * - q_token_repeats: ``quality.code_tokens`` + ``quality.duplicate_ngram_share``: the code's
 *   tokens (the regex ``_CODE_TOKEN``), ids in order of first occurrence, the same 64-bit window
 *   hash, windows whose hash occurred earlier, and the tokens those windows cover. A byte >= 0x80
 *   outside a string or character literal (where Python's ``\w``, ``\d`` and ``\s`` are Unicode
 *   classes) makes it return -1.
 * - q_longest_line: the longest line of ASCII text (``str.splitlines``), for ``quality.long_lines``.
 * - q_data_candidates: the lines of ASCII code that may be data lines: ``quality._never_data``
 *   is False on them and they may hold four literals or be a long string line
 *   (``str.splitlines`` and ``str.strip`` in ASCII), and whether a line that cannot be one came
 *   since the previous one (it ends a run of data lines, as a line that is no data line does).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void q_byte_counts(const uint8_t *s, int64_t n, int64_t *counts) {
    int64_t c[4][256];
    memset(c, 0, sizeof c);
    int64_t i = 0;
    for (; i + 4 <= n; i += 4) {
        c[0][s[i]]++;
        c[1][s[i + 1]]++;
        c[2][s[i + 2]]++;
        c[3][s[i + 3]]++;
    }
    for (; i < n; i++) c[0][s[i]]++;
    for (int k = 0; k < 256; k++) counts[k] = c[0][k] + c[1][k] + c[2][k] + c[3][k];
}

/* The end (exclusive) of the literal opened by the quote s[i], or -1: ``"(?:\\.|[^"\\\n])*"``.
 * ``dot_newline``: whether ``.`` matches a newline (re.S). The two alternatives of the loop start
 * with different characters, so the greedy path is the only one and no backtracking finds another. */
static int64_t literal_end(const uint8_t *s, int64_t n, int64_t i, int dot_newline) {
    const uint8_t q = s[i];
    int64_t j = i + 1;
    while (j < n) {
        const uint8_t c = s[j];
        if (c == '\\') {
            if (j + 1 < n && (dot_newline || s[j + 1] != '\n')) {
                j += 2;
                continue;
            }
            return -1;
        }
        if (c == q) return j + 1;
        if (c == '\n') return -1;
        j++;
    }
    return -1;
}

/* ``out`` holds at least n bytes (a comment of k >= 2 bytes becomes at most k - 1). */
int64_t q_strip_comments(const uint8_t *s, int64_t n, uint8_t *out) {
    int64_t i = 0, o = 0;
    while (i < n) {
        const uint8_t c = s[i];
        if (c == '/' && i + 1 < n && (s[i + 1] == '/' || s[i + 1] == '*')) {
            int64_t end;
            if (s[i + 1] == '/') {
                const uint8_t *nl = memchr(s + i + 2, '\n', (size_t)(n - i - 2));
                end = nl ? nl - s : n;
            } else {
                end = n;
                for (int64_t j = i + 2; j + 1 < n; j++) {
                    if (s[j] == '*' && s[j + 1] == '/') {
                        end = j + 2;
                        break;
                    }
                }
            }
            for (int64_t j = i; j < end; j++)
                if (s[j] == '\n') out[o++] = '\n';
            out[o++] = ' ';
            i = end;
            continue;
        }
        if (c == '"' || c == '\'') {
            const int64_t end = literal_end(s, n, i, 1);
            if (end > 0) {
                memcpy(out + o, s + i, (size_t)(end - i));
                o += end - i;
                i = end;
                continue;
            }
        }
        out[o++] = c;
        i++;
    }
    return o;
}

/* Python's \s, \w and \d on ASCII characters. */
static inline int is_space(uint8_t c) { return c == ' ' || (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x1f); }
static inline int is_digit(uint8_t c) { return c >= '0' && c <= '9'; }
static inline int is_word(uint8_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) || c == '_';
}

static inline uint64_t token_hash(const uint8_t *p, int64_t len) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (int64_t k = 0; k < len; k++) h = (h ^ p[k]) * 0x100000001b3ULL;
    return h ^ (h >> 29);
}

/* Tokens of ``_CODE_TOKEN`` into starts/lens (capacity n); their count, or -1 (a byte >= 0x80 where
 * Python's Unicode classes would decide). */
static int64_t tokenize(const uint8_t *s, int64_t n, int64_t *starts, int32_t *lens) {
    int64_t i = 0, t = 0;
    while (i < n) {
        const uint8_t c = s[i];
        int64_t j;
        if (c >= 0x80) return -1;
        if (is_space(c)) {
            i++;
            continue;
        }
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_') {
            j = i + 1;  /* [A-Za-z_]\w* */
            while (j < n && is_word(s[j])) j++;
            if (j < n && s[j] >= 0x80) return -1;
        } else if (is_digit(c) || (c == '.' && i + 1 < n && is_digit(s[i + 1]))) {
            /* \.?\d(?:[\w.']|[eEpP][-+])*: e, E, p, P are \w, so the second alternative never
             * matches where the first fails; this is \.?\d[\w.']* */
            j = c == '.' ? i + 2 : i + 1;
            while (j < n && (is_word(s[j]) || s[j] == '.' || s[j] == '\'')) j++;
            if (j < n && s[j] >= 0x80) return -1;
        } else if (c == '.' && i + 1 < n && s[i + 1] >= 0x80) {
            return -1; /* a Unicode digit would make it a number */
        } else if ((c == '"' || c == '\'') && (j = literal_end(s, n, i, 0)) > 0) {
            /* a string or character literal */
        } else if (i + 1 < n && ((c == ':' && s[i + 1] == ':') || (c == '-' && (s[i + 1] == '>' || s[i + 1] == '-')) ||
                                 (c == '<' && (s[i + 1] == '<' || s[i + 1] == '=')) ||
                                 (c == '>' && (s[i + 1] == '>' || s[i + 1] == '=')) ||
                                 ((c == '=' || c == '!') && s[i + 1] == '=') || (c == '&' && s[i + 1] == '&') ||
                                 (c == '|' && s[i + 1] == '|') || (c == '+' && s[i + 1] == '+'))) {
            j = i + 2;
        } else {
            j = i + 1; /* [^\s\w] */
        }
        starts[t] = i;
        lens[t] = (int32_t)(j - i);
        t++;
        i = j;
    }
    return t;
}

static uint64_t table_size(int64_t n) {
    uint64_t size = 16;
    while (size < (uint64_t)n * 2) size <<= 1;
    return size;
}

/* Token count into *ntokens and the tokens covered by a window of ``ngram`` tokens whose hash occurred
 * at an earlier window (``duplicate_ngram_share``'s numerator), or -1 (see tokenize) or -2 (no memory). */
int64_t q_token_repeats(const uint8_t *s, int64_t n, int32_t ngram, const uint64_t *coef, int64_t *ntokens) {
    int64_t result = -2;
    int64_t *starts = malloc(sizeof(int64_t) * (size_t)(n + 1));
    int32_t *lens = malloc(sizeof(int32_t) * (size_t)(n + 1));
    uint64_t *ids = NULL, *slots = NULL, *hslots = NULL;
    uint8_t *hused = NULL;
    if (!starts || !lens) goto done;
    const int64_t t = tokenize(s, n, starts, lens);
    *ntokens = t;
    if (t < 0) {
        result = -1;
        goto done;
    }
    if (t < ngram) {
        result = 0;
        goto done;
    }
    /* ids in order of first occurrence: an open-addressing table of token indices (+1; 0 is empty) */
    ids = malloc(sizeof(uint64_t) * (size_t)t);
    const uint64_t size = table_size(t), mask = size - 1;
    slots = calloc(size, sizeof(uint64_t));
    if (!ids || !slots) goto done;
    uint64_t next_id = 0;
    for (int64_t k = 0; k < t; k++) {
        const uint8_t *p = s + starts[k];
        const int32_t len = lens[k];
        uint64_t h = token_hash(p, len) & mask;
        for (;;) {
            const uint64_t slot = slots[h];
            if (slot == 0) {
                slots[h] = (uint64_t)k + 1;
                ids[k] = next_id++;
                break;
            }
            const int64_t other = (int64_t)slot - 1;
            if (lens[other] == len && memcmp(s + starts[other], p, (size_t)len) == 0) {
                ids[k] = ids[other];
                break;
            }
            h = (h + 1) & mask;
        }
    }
    /* window hashes (uint64 arithmetic wraps, as numpy's does), and windows seen before */
    const int64_t windows = t - ngram + 1;
    const uint64_t hsize = table_size(windows), hmask = hsize - 1;
    hslots = malloc(sizeof(uint64_t) * hsize);
    hused = calloc(hsize, 1);
    if (!hslots || !hused) goto done;
    int64_t covered = 0, cover_end = 0;
    for (int64_t w = 0; w < windows; w++) {
        uint64_t h = 0;
        for (int32_t k = 0; k < ngram; k++) h += (ids[w + k] + 1) * coef[k];
        uint64_t x = h ^ (h >> 31);
        x *= 0x9E3779B97F4A7C15ULL;
        uint64_t slot = (x ^ (x >> 29)) & hmask;
        int seen = 0;
        while (hused[slot]) {
            if (hslots[slot] == h) {
                seen = 1;
                break;
            }
            slot = (slot + 1) & hmask;
        }
        if (!seen) {
            hused[slot] = 1;
            hslots[slot] = h;
            continue;
        }
        /* windows come in order, so the union of [w, w + ngram) grows at its end only */
        const int64_t from = w > cover_end ? w : cover_end;
        covered += w + ngram - from;
        cover_end = w + ngram;
    }
    result = covered;
done:
    free(starts);
    free(lens);
    free(ids);
    free(slots);
    free(hslots);
    free(hused);
    return result;
}

/* The end of the line of ASCII ``s`` that starts at ``i``, as str.splitlines() ends it: at \n, \r,
 * \r\n, \v, \f, \x1c, \x1d or \x1e (the terminator not included); *next: where the next line starts. */
static inline int64_t line_end(const uint8_t *s, int64_t n, int64_t i, int64_t *next) {
    int64_t e = i;
    while (e < n) {
        const uint8_t c = s[e];
        if (c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d || c == 0x1e) break;
        e++;
    }
    *next = e;
    if (e < n) *next = (s[e] == '\r' && e + 1 < n && s[e + 1] == '\n') ? e + 2 : e + 1;
    return e;
}

/* The length of the longest line of ASCII ``s`` (``max(map(len, s.splitlines()), default=0)``). */
int64_t q_longest_line(const uint8_t *s, int64_t n) {
    int64_t i = 0, longest = 0, next;
    while (i < n) {
        const int64_t e = line_end(s, n, i, &next);
        if (e - i > longest) longest = e - i;
        i = next;
    }
    return longest;
}

/* Lines of ASCII ``s`` as str.splitlines() gives them, stripped; for each line that may be a data
 * line (see the top of the file): its span (start, end) and whether a non-blank line that cannot be
 * one came since the previous such line (reset). The count of such lines; the first ``cap`` are
 * written (call again with a larger capacity when the count is larger). */
int64_t q_data_candidates(const uint8_t *s, int64_t n, int64_t *starts, int64_t *ends, uint8_t *reset,
                          int64_t cap) {
    int64_t i = 0, k = 0;
    int pending = 0;
    while (i < n) {
        int64_t next;
        const int64_t e = line_end(s, n, i, &next);
        int64_t a = i, b = e;
        while (a < b && is_space(s[a])) a++;
        while (b > a && is_space(s[b - 1])) b--;
        if (a < b) {
            int64_t digits = 0, quotes = 0, apostrophes = 0;
            int assign = 0, quoted = 0;
            for (int64_t j = a; j < b; j++) {
                const uint8_t c = s[j];
                if (c == '"' || c == '\'') quoted = 1;
                if (!quoted && (c == '=' || c == '(')) {
                    assign = 1;
                    break;
                }
                digits += is_digit(c);
                quotes += c == '"';
                apostrophes += c == '\'';
            }
            /* never data (_never_data): '=' or '(' before the first quote (or in a line without
             * one), or no quote and fewer than four digits. Nor is a line data (_is_data_line) that
             * cannot hold four literals (each holds a digit, or two quotes or two apostrophes of its
             * own) unless it is a string line (which holds a '"') of at least 60 characters. */
            const int four_literals = 2 * digits + quotes + apostrophes >= 8;
            const int string_line = quotes > 0 && b - a >= 60;
            const int never = assign || (!quoted && digits < 4) || (!four_literals && !string_line);
            if (never) {
                pending = 1;
            } else {
                if (k < cap) {
                    starts[k] = a;
                    ends[k] = b;
                    reset[k] = (uint8_t)pending;
                }
                pending = 0;
                k++;
            }
        }
        i = next;
    }
    return k;
}

/* The AST facts walk of pipeline/structure/analyze.py (``_ast_facts``) in C, over the tree that
 * py-tree-sitter built.
 *
 * py-tree-sitter's extension exports no ts_* symbol, so this library carries its own copy of the
 * tree-sitter runtime, the very sources of the pinned binding (third_party/tree-sitter-0.26.1, taken
 * from py-tree-sitter 0.26.1's sdist; see its README), compiled in with hidden visibility. A tree is
 * only read here: the walk never allocates from, edits or frees the binding's tree, so the two
 * copies of the runtime never mix allocators. The caller (pipeline/structure/cwalk.py) passes the
 * ``TSTree *`` it read from the Python ``Tree`` object, after checking the object's type and size,
 * and uses this library only when the installed binding's version equals CW_RUNTIME_VERSION and a
 * self-check against the Python walk passes.
 *
 * Like the other compiled cores it is a plain C library loaded through ctypes (no Python API, no
 * Python.h): the walk runs with the GIL released while the caller holds the Tree alive.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The runtime, as one translation unit (the files its lib.c would include that a walk needs). */
#define TREE_SITTER_HIDE_SYMBOLS
#include "alloc.c"
#include "get_changed_ranges.c"
#include "language.c"
#include "node.c"
#include "point.c"
#include "subtree.c"
#include "tree.c"
#include "tree_cursor.c"
#include "wasm_store.c"

#define CW_RUNTIME_VERSION "0.26.1"
#define CW_EXPORT __attribute__((visibility("default")))

CW_EXPORT const char *cw_runtime_version(void) { return CW_RUNTIME_VERSION; }

/* Nodes in the tree (what the cursor walk visits). */
CW_EXPORT int64_t cw_count(const TSTree *tree) { return ts_node_descendant_count(ts_tree_root_node(tree)); }

static const char *const NAME_TYPES[] = {
    "identifier", "field_identifier", "type_identifier", "namespace_identifier",
    "destructor_name", "operator_name", NULL,
};
static const char *const NAMED_BY_NAME[] = {
    "qualified_identifier", "template_function", "template_type", NULL,
};

static int in_list(const char *t, const char *const *list) {
    if (t == NULL) return 0;
    for (; *list; list++)
        if (strcmp(t, *list) == 0) return 1;
    return 0;
}

static TSNode field(TSNode node, const char *name) {
    return ts_node_child_by_field_name(node, name, (uint32_t)strlen(name));
}

/* analyze.declared_name: the span of the simple name a declarator (chain) declares; 0 if none. */
static int declared_name(TSNode node, TSTreeCursor *scratch, int64_t *s, int64_t *e) {
    while (!ts_node_is_null(node)) {
        const char *t = ts_node_type(node);
        if (in_list(t, NAME_TYPES)) {
            *s = ts_node_start_byte(node);
            *e = ts_node_end_byte(node);
            return 1;
        }
        if (in_list(t, NAMED_BY_NAME)) {
            node = field(node, "name");
            continue;
        }
        TSNode inner = field(node, "declarator");
        if (ts_node_is_null(inner)) { /* the first named child that is a name or has a declarator */
            ts_tree_cursor_reset(scratch, node);
            int ok = ts_tree_cursor_goto_first_child(scratch);
            while (ok) {
                TSNode c = ts_tree_cursor_current_node(scratch);
                if (ts_node_is_named(c) &&
                    (in_list(ts_node_type(c), NAME_TYPES) || !ts_node_is_null(field(c, "declarator")))) {
                    inner = c;
                    break;
                }
                ok = ts_tree_cursor_goto_next_sibling(scratch);
            }
        }
        node = inner;
    }
    return 0;
}

enum { ROLE_COMMENT = 1, ROLE_CALL = 2, ROLE_TYPE = 3 };

/* The walk of analyze._ast_facts. Pre-order over every node (a tree cursor, children in order):
 *   nodes[0..5][i] = start, end, kind id, depth, parent (walk index, -1 for the root), index among
 *   the parent's children (zero-width ones included); each row ``cap`` long.
 *   events[0..3][j] = role, the node's start, the span of the text the role records: a comment's
 *   span (role 1), a call's declared name (role 2), a type identifier's span (role 3); only nodes
 *   with end > start, roles 2 and 3 only when ``names`` is set.
 *   counts = nodes, events, nested (1 when every node lies in its parent and each sibling starts at
 *   or after the end of the one before it).
 * When nested, the owner (deepest node with start <= p < end, found as in
 * analyze._owners_by_ancestors) of each of the ``k`` offsets ``where`` (0..k-1 when NULL) gives
 * depth_out (min(depth, 32767)), sib_out and type_out (codes[kind id]); -1 where no node covers p.
 * Returns 0, -2 when the tree has more than ``cap`` nodes, -3 out of memory.
 */
CW_EXPORT int cw_walk(const TSTree *tree, const uint8_t *roles, const int32_t *codes, int names, int64_t cap,
                      int64_t *nodes, int64_t *events, int64_t *counts, const int64_t *where, int64_t k,
                      int16_t *depth_out, int32_t *sib_out, int32_t *type_out) {
    int64_t *start = nodes, *end = nodes + cap, *kind = nodes + 2 * cap, *level = nodes + 3 * cap;
    int64_t *parent = nodes + 4 * cap, *sibling = nodes + 5 * cap;
    int64_t *ev_role = events, *ev_at = events + cap, *ev_s = events + 2 * cap, *ev_e = events + 3 * cap;
    TSNode root = ts_tree_root_node(tree);
    size_t stack_cap = 64;
    int64_t *path = malloc(stack_cap * sizeof *path); /* path[d]: walk index of the node at depth d */
    int64_t *next_sib = malloc(stack_cap * sizeof *next_sib); /* next child index at depth d */
    if (path == NULL || next_sib == NULL) {
        free(path);
        free(next_sib);
        return -3;
    }
    TSTreeCursor cursor = ts_tree_cursor_new(root);
    TSTreeCursor scratch = ts_tree_cursor_new(root);
    int64_t i = 0, n_ev = 0, d = 0;
    int nested = 1, rc = 0;
    next_sib[0] = 0;
    for (;;) {
        if (i >= cap) {
            rc = -2;
            break;
        }
        TSNode node = ts_tree_cursor_current_node(&cursor);
        int64_t s = ts_node_start_byte(node), e = ts_node_end_byte(node);
        TSSymbol kid = ts_node_symbol(node);
        int64_t p = d ? path[d - 1] : -1;
        int64_t sib = next_sib[d]++;
        start[i] = s;
        end[i] = e;
        kind[i] = kid;
        level[i] = d;
        parent[i] = p;
        sibling[i] = sib;
        if (p >= 0) {
            if (s < start[p] || e > end[p]) nested = 0;
            if (sib > 0 && end[path[d]] > s) nested = 0; /* path[d]: still the previous sibling */
        }
        path[d] = i;
        uint8_t role = roles[kid];
        if (role && e > s) {
            if (role == ROLE_COMMENT) {
                ev_role[n_ev] = ROLE_COMMENT, ev_at[n_ev] = s, ev_s[n_ev] = s, ev_e[n_ev] = e;
                n_ev++;
            } else if (names && role == ROLE_CALL) {
                int64_t ns, ne;
                if (declared_name(field(node, "function"), &scratch, &ns, &ne)) {
                    ev_role[n_ev] = ROLE_CALL, ev_at[n_ev] = s, ev_s[n_ev] = ns, ev_e[n_ev] = ne;
                    n_ev++;
                }
            } else if (names && role == ROLE_TYPE) {
                ev_role[n_ev] = ROLE_TYPE, ev_at[n_ev] = s, ev_s[n_ev] = s, ev_e[n_ev] = e;
                n_ev++;
            }
        }
        i++;
        if (ts_tree_cursor_goto_first_child(&cursor)) {
            d++;
            if ((size_t)d >= stack_cap) {
                stack_cap *= 2;
                int64_t *a = realloc(path, stack_cap * sizeof *path);
                if (a == NULL) {
                    rc = -3;
                    break;
                }
                path = a;
                int64_t *b = realloc(next_sib, stack_cap * sizeof *next_sib);
                if (b == NULL) {
                    rc = -3;
                    break;
                }
                next_sib = b;
            }
            next_sib[d] = 0;
            continue;
        }
        int done = 0;
        while (!ts_tree_cursor_goto_next_sibling(&cursor)) {
            if (!ts_tree_cursor_goto_parent(&cursor)) {
                done = 1;
                break;
            }
            d--;
        }
        if (done) break;
    }
    ts_tree_cursor_delete(&scratch);
    ts_tree_cursor_delete(&cursor);
    free(path);
    free(next_sib);
    if (rc) return rc;
    counts[0] = i;
    counts[1] = n_ev;
    counts[2] = nested;
    if (!nested) return 0; /* the caller sweeps (analyze._owners_by_sweep) */
    for (int64_t j = 0; j < k; j++) {
        int64_t pos = where ? where[j] : j;
        int64_t lo = 0, hi = i; /* the last node with start <= pos: starts ascend when nested */
        while (lo < hi) {
            int64_t mid = lo + (hi - lo) / 2;
            if (start[mid] <= pos)
                lo = mid + 1;
            else
                hi = mid;
        }
        int64_t f = lo - 1;
        while (f >= 0 && end[f] <= pos) f = parent[f];
        if (f >= 0) {
            depth_out[j] = (int16_t)(level[f] < 32767 ? level[f] : 32767);
            sib_out[j] = (int32_t)sibling[f];
            type_out[j] = codes[kind[f]];
        } else {
            depth_out[j] = -1;
            sib_out[j] = -1;
            type_out[j] = -1;
        }
    }
    return 0;
}

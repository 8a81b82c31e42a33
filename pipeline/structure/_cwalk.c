/* The AST facts walk of pipeline/structure/analyze.py (``_ast_facts``) in C, over the tree that
 * py-tree-sitter built; also analyze's painter and merge (``cw_paint``, ``cw_merge``) and
 * split.cut_levels' descendant walk (``cw_block_starts``), each with its Python reference kept.
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

/* A subtree whose children are being walked: the nodes a tree cursor visits, in its order. A
 * hidden child (not visible, not aliased) is not a node: its visible descendants are visited in its
 * place, as children of the nearest visible ancestor (a frame of its own at the same depth). */
typedef struct {
    Subtree parent;
    const TSSymbol *aliases; /* the parent's production's alias sequence, or NULL */
    uint32_t child, structural, position; /* next child, its structural index, its start byte */
    int64_t depth, owner; /* depth of the nodes found here, walk index of their (visible) parent */
} Frame;

static int grow(void **a, size_t *cap, size_t need, size_t size) {
    if (need <= *cap) return 1;
    size_t n = *cap * 2 > need ? *cap * 2 : need;
    void *b = realloc(*a, n * size);
    if (b == NULL) return 0;
    *a = b;
    *cap = n;
    return 1;
}

/* The walk of analyze._ast_facts. Pre-order over every node, exactly the nodes and order of a tree
 * cursor's walk (ts_tree_cursor_goto_first_child / _next_sibling / _parent), read from the subtrees
 * directly: the cursor computes rows and columns and re-derives each level's iterator per step,
 * which is most of its cost; this needs only bytes, visibility and aliases (as tree_cursor.c's
 * ts_tree_cursor_child_iterator_next and ts_tree_cursor_current_node find them).
 *   nodes[0..5][i] = start, end, kind id (ts_node_symbol), depth, parent (walk index, -1 for the
 *   root), index among the parent's children (zero-width ones included); each row ``cap`` long.
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
    const TSLanguage *lang = tree->language;
    TSNode root = ts_tree_root_node(tree);
    size_t frames_cap = 64, last_cap = 64, sib_cap = 64;
    Frame *frames = malloc(frames_cap * sizeof *frames);
    int64_t *last = malloc(last_cap * sizeof *last);    /* last[d]: the last node found at depth d */
    int64_t *next_sib = malloc(sib_cap * sizeof *next_sib); /* next child index at depth d */
    TSTreeCursor scratch = ts_tree_cursor_new(root);
    int64_t i = 0, n_ev = 0, n_frames = 0;
    int nested = 1, rc = 0;
    if (frames == NULL || last == NULL || next_sib == NULL) rc = -3;
    /* the root: a node whatever its visibility, never aliased */
    const Subtree *sub = &tree->root;
    uint32_t s0 = ts_node_start_byte(root);
    int64_t d = 0, p = -1, sib = 0;
    TSSymbol alias = 0;
    while (rc == 0) {
        /* record node i: *sub at s0, aliased ``alias``, depth d, parent p, sibling index sib */
        if (i >= cap) {
            rc = -2;
            break;
        }
        int64_t s = s0, e = s0 + ts_subtree_size(*sub).bytes;
        TSSymbol sym = ts_language_public_symbol(lang, alias ? alias : ts_subtree_symbol(*sub));
        start[i] = s;
        end[i] = e;
        kind[i] = sym;
        level[i] = d;
        parent[i] = p;
        sibling[i] = sib;
        if (p >= 0) {
            if (s < start[p] || e > end[p]) nested = 0;
            if (sib > 0 && end[last[d]] > s) nested = 0; /* last[d]: the previous sibling */
        }
        last[d] = i;
        uint8_t role = roles[sym];
        if (role && e > s) {
            if (role == ROLE_COMMENT) {
                ev_role[n_ev] = ROLE_COMMENT, ev_at[n_ev] = s, ev_s[n_ev] = s, ev_e[n_ev] = e;
                n_ev++;
            } else if (names && role == ROLE_CALL) {
                TSNode node = ts_node_new(tree, sub, (Length){(uint32_t)s, {0, 0}}, alias);
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
        int64_t me = i++;
        /* its children are found at depth d + 1 */
        if (ts_subtree_child_count(*sub) > 0) {
            if (!grow((void **)&frames, &frames_cap, (size_t)n_frames + 1, sizeof *frames) ||
                !grow((void **)&last, &last_cap, (size_t)d + 2, sizeof *last) ||
                !grow((void **)&next_sib, &sib_cap, (size_t)d + 2, sizeof *next_sib)) {
                rc = -3;
                break;
            }
            frames[n_frames++] = (Frame){*sub, ts_language_alias_sequence(lang, sub->ptr->production_id),
                                         0, 0, s0, d + 1, me};
            next_sib[d + 1] = 0;
        }
        /* the next node: the next visible child, from the innermost frame that has one */
        int found = 0;
        while (n_frames > 0 && !found) {
            Frame *f = &frames[n_frames - 1];
            if (f->child == ts_subtree_child_count(f->parent)) {
                n_frames--;
                continue;
            }
            const Subtree *c = &ts_subtree_children(f->parent)[f->child];
            if (f->child > 0) f->position += ts_subtree_padding(*c).bytes;
            uint32_t at = f->position;
            f->position += ts_subtree_size(*c).bytes;
            f->child++;
            bool visible = ts_subtree_visible(*c);
            TSSymbol a = 0;
            if (!ts_subtree_extra(*c)) {
                if (f->aliases) {
                    a = f->aliases[f->structural];
                    visible |= a != 0;
                }
                f->structural++;
            }
            if (visible) {
                sub = c, s0 = at, alias = a, d = f->depth, p = f->owner, sib = next_sib[d]++;
                found = 1;
            } else if (ts_subtree_visible_child_count(*c) > 0) { /* hidden: walk its children here */
                int64_t depth = f->depth, owner = f->owner;
                if (!grow((void **)&frames, &frames_cap, (size_t)n_frames + 1, sizeof *frames)) {
                    rc = -3;
                    break;
                }
                frames[n_frames++] = (Frame){*c, ts_language_alias_sequence(lang, c->ptr->production_id),
                                             0, 0, at, depth, owner};
            }
        }
        if (!found) break;
    }
    ts_tree_cursor_delete(&scratch);
    free(frames);
    free(last);
    free(next_sib);
    if (rc) return rc;
    counts[0] = i;
    counts[1] = n_ev;
    counts[2] = nested;
    if (!nested) return 0; /* the caller sweeps (analyze._owners_by_sweep) */
    int64_t lo = 0, prev = INT64_MIN;
    for (int64_t j = 0; j < k; j++) {
        int64_t pos = where ? where[j] : j;
        /* lo: the number of nodes with start <= pos (starts ascend when nested); offsets usually
         * ascend too, so lo only moves forward; a smaller offset searches again from the start */
        if (pos < prev) lo = 0;
        prev = pos;
        if (lo < i && start[lo] <= pos) {
            int64_t step = 1; /* gallop, then bisect: as fast as a scan for near offsets */
            while (lo + step < i && start[lo + step] <= pos) step *= 2;
            int64_t hi = lo + step < i ? lo + step : i;
            lo += step / 2 + 1; /* start[lo - 1] <= pos is known (the last probe that held) */
            while (lo < hi) {
                int64_t mid = lo + (hi - lo) / 2;
                if (start[mid] <= pos)
                    lo = mid + 1;
                else
                    hi = mid;
            }
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

/* The descendant walk of split.cut_levels: below each of the ``k`` nodes ``roots`` (TSNode copies
 * of py-tree-sitter ``Node`` objects, read by the caller), every non-empty child of a block node
 * (``blocks[kind id]`` set) as (depth, start byte), where depth counts the block nodes above that
 * child from the root down (a block root's children are at depth 0). The nodes are a tree cursor's
 * (what ``Node.children`` lists), found as cw_walk finds them: from the subtrees directly, bytes,
 * visibility and aliases only. The output's order does not matter to the caller (it sorts each
 * depth's starts). ``span`` holds each root's start and end byte as the caller read them: a root
 * that disagrees (a layout the caller did not expect) stops the walk. Returns the number of pairs,
 * -2 when more than ``cap``, -3 out of memory, -4 when a root's span disagrees.
 * In a frame here, ``depth`` is the depth of its (visible) parent and ``owner`` 1 when that parent
 * is a block.
 */
CW_EXPORT int64_t cw_block_starts(const TSNode *roots, const int64_t *span, int64_t k, const uint8_t *blocks,
                                  int64_t cap, int64_t *depth_out, int64_t *start_out) {
    int64_t n = 0;
    size_t frames_cap = 64;
    Frame *frames = malloc(frames_cap * sizeof *frames);
    if (frames == NULL) return -3;
    for (int64_t r = 0; r < k && n >= 0; r++) {
        TSNode root = roots[r];
        if ((int64_t)ts_node_start_byte(root) != span[2 * r] || (int64_t)ts_node_end_byte(root) != span[2 * r + 1]) {
            n = -4;
            break;
        }
        const Subtree *sub = (const Subtree *)root.id;
        if (ts_subtree_child_count(*sub) == 0) continue;
        const TSLanguage *lang = root.tree->language;
        int64_t n_frames = 0;
        frames[n_frames++] = (Frame){*sub, ts_language_alias_sequence(lang, sub->ptr->production_id), 0, 0,
                                     ts_node_start_byte(root), 0, blocks[ts_node_symbol(root)] != 0};
        while (n_frames > 0 && n >= 0) {
            Frame *f = &frames[n_frames - 1];
            if (f->child == ts_subtree_child_count(f->parent)) {
                n_frames--;
                continue;
            }
            const Subtree *c = &ts_subtree_children(f->parent)[f->child];
            if (f->child > 0) f->position += ts_subtree_padding(*c).bytes;
            uint32_t at = f->position;
            f->position += ts_subtree_size(*c).bytes;
            f->child++;
            bool visible = ts_subtree_visible(*c);
            TSSymbol a = 0;
            if (!ts_subtree_extra(*c)) {
                if (f->aliases) {
                    a = f->aliases[f->structural];
                    visible |= a != 0;
                }
                f->structural++;
            }
            int64_t depth = f->depth, block = f->owner;
            if (visible) {
                if (block && ts_subtree_size(*c).bytes > 0) {
                    if (n >= cap) {
                        n = -2;
                        break;
                    }
                    depth_out[n] = depth;
                    start_out[n] = at;
                    n++;
                }
                if (ts_subtree_child_count(*c) > 0) { /* its children: below this node */
                    TSSymbol sym = ts_language_public_symbol(lang, a ? a : ts_subtree_symbol(*c));
                    if (!grow((void **)&frames, &frames_cap, (size_t)n_frames + 1, sizeof *frames)) {
                        n = -3;
                        break;
                    }
                    frames[n_frames++] = (Frame){*c, ts_language_alias_sequence(lang, c->ptr->production_id),
                                                 0, 0, at, depth + block, blocks[sym] != 0};
                }
            } else if (ts_subtree_visible_child_count(*c) > 0) { /* hidden: its children are this frame's */
                if (!grow((void **)&frames, &frames_cap, (size_t)n_frames + 1, sizeof *frames)) {
                    n = -3;
                    break;
                }
                frames[n_frames++] = (Frame){*c, ts_language_alias_sequence(lang, c->ptr->production_id),
                                             0, 0, at, depth, block};
            }
        }
    }
    free(frames);
    return n;
}

/* ---- The painter of analyze._Painter in C --------------------------------------------------------
 * The same walk over the top-level items, the same paint order, the same units in the same order.
 * Node types are looked up per kind id in ``kinds`` (built by the caller from analyze.py's type
 * sets, by name: a node's ``type`` is its kind id's name); categories come in ``cats`` (OTHER,
 * PREAMBLE, FUNC_SIGNATURE, FUNC_BODY, CLASS_DECL, CLASS_MEMBER, TYPEDEF, NAMESPACE, COMMENT as
 * columns.py numbers them) and ``head`` (analyze._HEAD_CATEGORY, -1 where a kind has none).
 * ``Node.children`` is a tree cursor's children; ``children_by_field_name`` the children whose
 * cursor field id is the field's; ``named_children`` the children that are named.
 */
enum {
    K_PREPROC_CONTAINER = 1, K_NAMESPACE_DEF, K_LINKAGE, K_COMMENT, K_FUNCTION_DEF, K_TEMPLATE_DECL,
    K_CLASS, K_ENUM, K_TYPEDEF, K_PREAMBLE, K_NAMESPACE_ALIAS, K_DECLARATION, K_TRANSLATION_UNIT,
    K_DECLARATION_LIST, K_TEMPLATE_PARAMS, K_FIELD_INIT_LIST, K_FUNCTION_DECLARATOR, K_ENUMERATOR_LIST,
    K_BRACE, K_SEMICOLON,
};
enum { C_OTHER, C_PREAMBLE, C_FUNC_SIGNATURE, C_FUNC_BODY, C_CLASS_DECL, C_CLASS_MEMBER, C_TYPEDEF, C_NAMESPACE,
       C_COMMENT };

typedef struct {
    uint8_t *cat;
    int64_t n;
    const uint8_t *kinds;
    const int32_t *cats, *head;
    const TSLanguage *lang;
    TSFieldId declarator_field;
    TSTreeCursor scratch;
    int64_t cap, n_units, n_nodes, n_defs;
    int64_t *u_start, *u_kind;           /* per unit */
    int64_t *node_unit, *node_span;       /* per unit node: its unit, start and end */
    TSNode *node_out;                     /* per unit node: the node */
    int64_t *def_unit, *def_span;         /* per defined name: its unit, the name's span */
    int rc;
} Painter;

static uint8_t kind_of_node(const Painter *p, TSNode node) { return p->kinds[ts_node_symbol(node)]; }

static void paint_span(Painter *p, int64_t s, int64_t e, int32_t value) {
    if (e > p->n) e = p->n;
    if (s < e) memset(p->cat + s, (uint8_t)value, (size_t)(e - s));
}

static void paint_node(Painter *p, TSNode node, int k) {
    paint_span(p, ts_node_start_byte(node), ts_node_end_byte(node), p->cats[k]);
}

/* A unit (its nodes and names already recorded under index p->n_units). */
static void add_unit(Painter *p, int64_t start, int64_t kind) {
    if (p->n_units >= p->cap) {
        p->rc = -2;
        return;
    }
    p->u_start[p->n_units] = start;
    p->u_kind[p->n_units] = kind;
    p->n_units++;
}

static void add_node(Painter *p, int64_t unit, TSNode node) {
    if (p->n_nodes >= p->cap) {
        p->rc = -2;
        return;
    }
    p->node_unit[p->n_nodes] = unit;
    p->node_span[2 * p->n_nodes] = ts_node_start_byte(node);
    p->node_span[2 * p->n_nodes + 1] = ts_node_end_byte(node);
    p->node_out[p->n_nodes] = node;
    p->n_nodes++;
}

static void add_define(Painter *p, int64_t s, int64_t e) { /* a name of the unit about to be added */
    if (p->n_defs >= p->cap) {
        p->rc = -2;
        return;
    }
    p->def_unit[p->n_defs] = p->n_units;
    p->def_span[2 * p->n_defs] = s;
    p->def_span[2 * p->n_defs + 1] = e;
    p->n_defs++;
}

/* _Painter._define: the declared name of a (possibly null) name node. */
static void define_name(Painter *p, TSNode name) {
    int64_t s, e;
    if (!ts_node_is_null(name) && declared_name(name, &p->scratch, &s, &e)) add_define(p, s, e);
}

/* The names of children_by_field_name(node, "declarator"). */
static void define_declarators(Painter *p, TSNode node) {
    if (p->declarator_field == 0) return;
    TSTreeCursor c = ts_tree_cursor_new(node);
    for (int ok = ts_tree_cursor_goto_first_child(&c); ok; ok = ts_tree_cursor_goto_next_sibling(&c)) {
        if (ts_tree_cursor_current_field_id(&c) == p->declarator_field) {
            int64_t s, e;
            if (declared_name(ts_tree_cursor_current_node(&c), &p->scratch, &s, &e)) add_define(p, s, e);
        }
    }
    ts_tree_cursor_delete(&c);
}

static int has_function_declarator(const Painter *p, TSNode node) {
    TSNode d = field(node, "declarator");
    while (!ts_node_is_null(d)) {
        if (kind_of_node(p, d) == K_FUNCTION_DECLARATOR) return 1;
        d = field(d, "declarator");
    }
    return 0;
}

static int kind_of(Painter *p, TSNode node, int record);

static void function(Painter *p, TSNode node, int record) {
    paint_node(p, node, C_FUNC_SIGNATURE);
    TSTreeCursor c = ts_tree_cursor_new(node);
    for (int ok = ts_tree_cursor_goto_first_child(&c); ok; ok = ts_tree_cursor_goto_next_sibling(&c)) {
        TSNode child = ts_tree_cursor_current_node(&c);
        if (kind_of_node(p, child) == K_FIELD_INIT_LIST)
            paint_span(p, ts_node_start_byte(child), ts_node_end_byte(node), p->cats[C_FUNC_BODY]);
    }
    ts_tree_cursor_delete(&c);
    TSNode body = field(node, "body");
    if (!ts_node_is_null(body)) paint_node(p, body, C_FUNC_BODY);
    if (record) {
        int64_t s, e;
        if (declared_name(field(node, "declarator"), &p->scratch, &s, &e)) add_define(p, s, e);
    }
}

static void class_like(Painter *p, TSNode node, int record) {
    paint_node(p, node, C_CLASS_DECL);
    if (record) define_name(p, field(node, "name"));
    TSNode body = field(node, "body");
    if (ts_node_is_null(body)) return;
    int enumerators = kind_of_node(p, body) == K_ENUMERATOR_LIST;
    TSTreeCursor c = ts_tree_cursor_new(body);
    for (int ok = ts_tree_cursor_goto_first_child(&c); ok && p->rc == 0; ok = ts_tree_cursor_goto_next_sibling(&c)) {
        TSNode child = ts_tree_cursor_current_node(&c);
        uint8_t k = kind_of_node(p, child);
        if (!ts_node_is_named(child)) {
            if (!enumerators && k != K_BRACE) paint_node(p, child, C_CLASS_MEMBER);
            continue;
        }
        if (k == K_COMMENT) continue;
        if (k == K_FUNCTION_DEF || k == K_TEMPLATE_DECL) {
            int kind = kind_of(p, child, 0); /* a member's names are not the unit's */
            if (kind != p->cats[C_FUNC_BODY] && kind != p->cats[C_FUNC_SIGNATURE]) paint_node(p, child, C_CLASS_MEMBER);
            continue;
        }
        paint_node(p, child, C_CLASS_MEMBER);
    }
    ts_tree_cursor_delete(&c);
}

/* _Painter.kind_of: paint one item, return its unit kind; its names are recorded when ``record``. */
static int kind_of(Painter *p, TSNode node, int record) {
    uint8_t k = kind_of_node(p, node);
    switch (k) {
    case K_COMMENT:
        paint_node(p, node, C_COMMENT);
        return p->cats[C_COMMENT];
    case K_FUNCTION_DEF:
        function(p, node, record);
        return p->cats[C_FUNC_BODY];
    case K_TEMPLATE_DECL: {
        TSNode inner = {{0, 0, 0, 0}, NULL, NULL}; /* the last named child not a parameter list or comment */
        TSTreeCursor c = ts_tree_cursor_new(node);
        for (int ok = ts_tree_cursor_goto_first_child(&c); ok; ok = ts_tree_cursor_goto_next_sibling(&c)) {
            TSNode child = ts_tree_cursor_current_node(&c);
            uint8_t ck = kind_of_node(p, child);
            if (ts_node_is_named(child) && ck != K_TEMPLATE_PARAMS && ck != K_COMMENT) inner = child;
        }
        ts_tree_cursor_delete(&c);
        if (ts_node_is_null(inner)) {
            paint_node(p, node, C_OTHER);
            return p->cats[C_OTHER];
        }
        int kind = kind_of(p, inner, record);
        int32_t h = kind >= 0 && kind < 256 ? p->head[kind] : -1;
        paint_span(p, ts_node_start_byte(node), ts_node_start_byte(inner), h >= 0 ? h : p->cats[C_OTHER]);
        return kind;
    }
    case K_CLASS:
    case K_ENUM:
        if (ts_node_is_null(field(node, "body"))) { /* `class A;` forward declaration */
            paint_node(p, node, C_CLASS_DECL);
            if (record) define_name(p, field(node, "name"));
            return p->cats[C_CLASS_DECL];
        }
        class_like(p, node, record);
        return p->cats[C_CLASS_DECL];
    case K_TYPEDEF: {
        paint_node(p, node, C_TYPEDEF);
        if (record) {
            define_declarators(p, node);
            define_name(p, field(node, "name"));
            TSNode spec = field(node, "type");
            if (!ts_node_is_null(spec)) {
                uint8_t sk = kind_of_node(p, spec);
                if (sk == K_CLASS || sk == K_ENUM) define_name(p, field(spec, "name"));
            }
        }
        return p->cats[C_TYPEDEF];
    }
    case K_PREAMBLE:
        paint_node(p, node, C_PREAMBLE);
        if (record) define_name(p, field(node, "name"));
        return p->cats[C_PREAMBLE];
    case K_NAMESPACE_ALIAS:
        paint_node(p, node, C_NAMESPACE);
        if (record) define_name(p, field(node, "name"));
        return p->cats[C_NAMESPACE];
    case K_DECLARATION: {
        TSNode spec = field(node, "type");
        if (!ts_node_is_null(spec)) {
            uint8_t sk = kind_of_node(p, spec);
            if ((sk == K_CLASS || sk == K_ENUM) && !ts_node_is_null(field(spec, "body"))) {
                paint_node(p, node, C_CLASS_DECL);
                class_like(p, spec, record);
                return p->cats[C_CLASS_DECL];
            }
        }
        if (has_function_declarator(p, node)) {
            paint_node(p, node, C_FUNC_SIGNATURE);
            if (record) define_declarators(p, node);
            return p->cats[C_FUNC_SIGNATURE];
        }
        break;
    }
    default:
        break;
    }
    paint_node(p, node, C_OTHER);
    return p->cats[C_OTHER];
}

static void item(Painter *p, TSNode node) {
    int kind = kind_of(p, node, 1);
    if (p->rc) return;
    add_node(p, p->n_units, node);
    add_unit(p, ts_node_start_byte(node), kind);
}

/* _Painter.container. ``last_has_nodes``: whether the last unit added has nodes. */
static void container(Painter *p, TSNode node, int own_index, int depth) {
    if (depth > 10000) { /* far deeper than any real nesting of grouping nodes: refuse */
        p->rc = -5;
        return;
    }
    int32_t own = p->cats[own_index];
    paint_span(p, ts_node_start_byte(node), ts_node_end_byte(node), own);
    uint8_t k = kind_of_node(p, node);
    if (k != K_TRANSLATION_UNIT) {
        if (k == K_NAMESPACE_DEF) {
            TSNode name = field(node, "name");
            if (!ts_node_is_null(name)) add_define(p, ts_node_start_byte(name), ts_node_end_byte(name));
        }
        add_unit(p, ts_node_start_byte(node), own);
    }
    TSNode parent = node;
    if (k == K_NAMESPACE_DEF || k == K_LINKAGE) {
        TSNode body = field(node, "body");
        if (ts_node_is_null(body)) return;
        if (kind_of_node(p, body) != K_DECLARATION_LIST) { /* extern "C" int f(void); */
            item(p, body);
            return;
        }
        parent = body;
    }
    int has_header = k == K_PREPROC_CONTAINER;
    TSTreeCursor c = ts_tree_cursor_new(parent);
    uint32_t i = 0;
    for (int ok = ts_tree_cursor_goto_first_child(&c); ok && p->rc == 0;
         ok = ts_tree_cursor_goto_next_sibling(&c), i++) {
        TSNode child = ts_tree_cursor_current_node(&c);
        uint32_t start = ts_node_start_byte(child), end = ts_node_end_byte(child);
        if (end <= start) continue; /* MISSING nodes are zero-width */
        if (has_header) {
            const char *f = ts_node_field_name_for_child(node, i);
            if (f != NULL && (strcmp(f, "name") == 0 || strcmp(f, "condition") == 0)) continue;
        }
        uint8_t ck = kind_of_node(p, child);
        if (ck == K_PREPROC_CONTAINER)
            container(p, child, C_PREAMBLE, depth + 1);
        else if (ck == K_NAMESPACE_DEF)
            container(p, child, C_NAMESPACE, depth + 1);
        else if (ck == K_LINKAGE)
            container(p, child, C_OTHER, depth + 1);
        else if (ts_node_is_named(child) || ck == K_COMMENT)
            item(p, child);
        else if (ck == K_SEMICOLON && p->n_units > 0 && p->n_nodes > 0 && p->node_unit[p->n_nodes - 1] == p->n_units - 1) {
            int64_t prev = p->u_kind[p->n_units - 1];
            int32_t h = prev >= 0 && prev < 256 ? p->head[prev] : -1;
            paint_span(p, start, end, h >= 0 ? h : (int32_t)prev);
            add_node(p, p->n_units - 1, child);
        } else
            add_unit(p, start, own);
    }
    ts_tree_cursor_delete(&c);
}

/* Paint ``cat`` (``n`` bytes, zeroed by the caller) and record the units of the tree's root as
 * analyze._Painter does, before _merge. Returns 0; -2 when more than ``cap`` units, unit nodes or
 * names; -5 when containers nest too deep. */
CW_EXPORT int cw_paint(const TSTree *tree, const uint8_t *kinds, const int32_t *cats, const int32_t *head,
                       uint8_t *cat, int64_t n, int64_t cap, int64_t *u_start, int64_t *u_kind, int64_t *node_unit,
                       int64_t *node_span, TSNode *node_out, int64_t *def_unit, int64_t *def_span, int64_t *counts) {
    TSNode root = ts_tree_root_node(tree);
    Painter p = {cat, n, kinds, cats, head, tree->language,
                 ts_language_field_id_for_name(tree->language, "declarator", 10),
                 ts_tree_cursor_new(root), cap, 0, 0, 0, u_start, u_kind, node_unit, node_span, node_out,
                 def_unit, def_span, 0};
    container(&p, root, C_OTHER, 0);
    ts_tree_cursor_delete(&p.scratch);
    counts[0] = p.n_units;
    counts[1] = p.n_nodes;
    counts[2] = p.n_defs;
    return p.rc;
}

typedef struct {
    int64_t start, index;
} StartIndex;

static int by_start_then_index(const void *a, const void *b) {
    const StartIndex *x = a, *y = b;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}

/* analyze._merge over the painter's ``k`` units (starts, kinds): sort by start (stable), drop those
 * starting at or after ``n`` (but the first), merge a unit into the one before when they start
 * together (the later kind wins) or share a kind that ``mergeable`` marks; the first unit starts at 0.
 * ``into[u]``: the merged unit of unit u (-1: dropped); the merged starts and kinds go to
 * ``out_start``/``out_kind`` (up to ``k`` of them; ``scratch`` holds 3 * k int64s). Returns the
 * number of merged units (0 when k is 0: the caller makes the one OTHER unit), -3 out of memory. */
CW_EXPORT int64_t cw_merge(const int64_t *start, const int64_t *kind, int64_t k, int64_t n, const uint8_t *mergeable,
                           int64_t *scratch, int64_t *into, int64_t *out_start, int64_t *out_kind) {
    int64_t *order = scratch;
    int sorted = 1;
    for (int64_t i = 0; i < k; i++) {
        order[i] = i;
        if (i > 0 && start[i] < start[i - 1]) sorted = 0;
    }
    if (!sorted) { /* sorted(units, key=start): stable, so ties keep the painter's order */
        StartIndex *pairs = (StartIndex *)(scratch + k);
        for (int64_t i = 0; i < k; i++) pairs[i] = (StartIndex){start[i], i};
        qsort(pairs, (size_t)k, sizeof *pairs, by_start_then_index);
        for (int64_t i = 0; i < k; i++) order[i] = pairs[i].index;
    }
    int64_t m = 0;
    for (int64_t r = 0; r < k; r++) {
        int64_t u = order[r];
        into[u] = -1;
        if (start[u] >= n && m > 0) continue;
        if (m > 0 && (start[u] == out_start[m - 1] ||
                      (kind[u] == out_kind[m - 1] && kind[u] >= 0 && kind[u] < 256 && mergeable[kind[u]]))) {
            if (start[u] == out_start[m - 1]) out_kind[m - 1] = kind[u];
            into[u] = m - 1;
            continue;
        }
        out_start[m] = start[u];
        out_kind[m] = kind[u];
        into[u] = m++;
    }
    if (m > 0) out_start[0] = 0;
    return m;
}

// BPE training on the GPU over the word table: merges identical, in order, to _native.c
// tk_bpe_train (the CPU trainer: pipeline/tokenizer/_native.py bpe_train).
//
// The corpus enters as its unique words with their counts (the CPU trainer's word table, words
// cut by pipeline/tokenizer/boundary.py), so a merge step costs in proportion to the distinct
// words, not to the corpus. The symbol stream holds one vec2(symbol, word count) per symbol,
// each word followed by a SENTINEL; symbols are 32-bit ids (0..255 bytes, then the seeds, then
// one per merge), so vocabularies beyond 65,536 train too. Words shorter than two symbols can
// never hold a pair again and are dropped by each compaction.
//
// Bind group 0 (pipeline/gpu/kernels.py LAYOUTS["bpe"] holds the same table and is asserted
// against these declarations at pipeline creation):
//   binding  access      name           type                    contents
//   0        read_write  params         array<u32>              P_* below
//   1        read        word_bytes     array<u32>              word-table bytes, 4 per u32, LE
//   2        read        word_byte_off  array<u32>              nwords + 1 byte offsets
//   3        read        seeds          array<u32>              first_idx[256] first_cnt[256]
//                                                              seed_off[nseeds+1] bytes (packed)
//   4        read_write  sym_in         array<vec2<u32>>        stream read this step
//   5        read_write  sym_out        array<vec2<u32>>        stream written by the compaction
//   6        read_write  word_in        array<u32>              stream offset of each word
//   7        read_write  word_out       array<u32>              the same after compaction
//   8        read_write  scan_data      array<u32>              [new size of word w | alive w]
//   9        read_write  scan_blocks    array<u32>              block totals of the scan
//   10       read_write  table          array<atomic<u32>>      global pair table: key, count;
//                                                              then 2 counters (distinct, merged)
//   11       read_write  best           array<u32>              [arg-max (count, a, b), pad,
//                                                              partials of find_max4 ...]
//   12       read_write  merges         array<u32>              (a, b, count) per merge
//   13       read_write  args           array<u32>              indirect dispatch grids
//
// One merge step (one command buffer): clear_table, pair_count, find_max4, find_max_final_det,
// setup_merge, merge_reduce, scan_pass1..3, finalize_compact, bpe_advance. Once setup_merge
// finds no pair worth merging it sets P_DONE and every later kernel does nothing.

const P_SCAN_N: u32 = 0u;        // scan length: 2 * P_NWORDS
const P_SCAN_TOTAL: u32 = 1u;
const P_NWORDS: u32 = 2u;        // words in the current stream
const P_NSYM: u32 = 3u;          // stream length (symbols and sentinels)
const P_CAP: u32 = 4u;           // pair table slots (a power of two)
const P_STEP: u32 = 5u;          // merges made so far
const P_DONE: u32 = 6u;
const P_SYM_BASE: u32 = 7u;      // 256 + number of seeds: the first merge's symbol
const P_MIN_FREQ: u32 = 8u;
const P_MAX_MERGES: u32 = 9u;
const P_NSEEDS: u32 = 10u;
const P_ALIGNED: u32 = 11u;
const P_NWORDS0: u32 = 12u;      // words in the word table (seed_cut)
const P_MERGE_A: u32 = 13u;
const P_MERGE_B: u32 = 14u;
const P_MERGE_Z: u32 = 15u;
const P_FINDMAX_GROUPS: u32 = 16u;
const P_MAX_CAP: u32 = 17u;      // largest table the buffer holds
const P_DISTINCT: u32 = 18u;     // distinct pairs counted this step
const P_MAX_GROUPS: u32 = 19u;   // workgroups per grid dimension (the adapter's limit)

// args: grids of (x, y, 1) for dispatch_workgroups_indirect
const A_POS: u32 = 0u;     // 1,024 stream positions per workgroup
const A_WORD: u32 = 3u;    // one per word
const A_SCAN: u32 = 6u;    // one per scanned element
const A_TABLE: u32 = 9u;   // one per table slot
const A_FIND: u32 = 12u;   // four table slots per invocation

const SENTINEL: u32 = 0xffffffffu;
const EMPTY: u32 = 0u;
const LOCAL_SLOTS: u32 = 1024u;   // 1,024 slots x 8 bytes = 8 KiB of workgroup memory
const LOCAL_PROBES: u32 = 16u;
const POS_PER_THREAD: u32 = 4u;   // 1,024 positions per workgroup share one local table

@group(0) @binding(0) var<storage, read_write> params: array<u32>;
@group(0) @binding(1) var<storage, read> word_bytes: array<u32>;
@group(0) @binding(2) var<storage, read> word_byte_off: array<u32>;
@group(0) @binding(3) var<storage, read> seeds: array<u32>;
@group(0) @binding(4) var<storage, read_write> sym_in: array<vec2<u32>>;
@group(0) @binding(5) var<storage, read_write> sym_out: array<vec2<u32>>;
@group(0) @binding(6) var<storage, read_write> word_in: array<u32>;
@group(0) @binding(7) var<storage, read_write> word_out: array<u32>;
@group(0) @binding(8) var<storage, read_write> scan_data: array<u32>;
@group(0) @binding(9) var<storage, read_write> scan_blocks: array<u32>;
@group(0) @binding(10) var<storage, read_write> table: array<atomic<u32>>;
@group(0) @binding(11) var<storage, read_write> best: array<u32>;
@group(0) @binding(12) var<storage, read_write> merges: array<u32>;
@group(0) @binding(13) var<storage, read_write> args: array<u32>;

var<workgroup> local_keys: array<atomic<u32>, 1024>;
var<workgroup> local_counts: array<atomic<u32>, 1024>;
var<workgroup> red: array<vec3<u32>, 256>;
var<workgroup> wg_count: atomic<u32>;

fn linear_group(wid: vec3<u32>, nwg: vec3<u32>) -> u32 {
    return wid.x + wid.y * nwg.x;
}

// Murmur3's 32-bit finalizer.
fn fmix32(x0: u32) -> u32 {
    var x = x0;
    x = x ^ (x >> 16u);
    x = x * 0x85ebca6bu;
    x = x ^ (x >> 13u);
    x = x * 0xc2b2ae35u;
    x = x ^ (x >> 16u);
    return x;
}

fn pair_hash(a: u32, b: u32) -> u32 {
    return fmix32(a ^ fmix32(b + 0x9e3779b9u));
}

// A table key is (stream position of one occurrence) + 1: the pair is read back from the stream,
// so a 64-bit pair of 32-bit ids is claimed with one 32-bit compare-exchange.
fn key_is(key: u32, a: u32, b: u32) -> bool {
    return sym_in[key - 1u].x == a && sym_in[key].x == b;
}

fn global_add(key: u32, a: u32, b: u32, count: u32) {
    let mask = params[P_CAP] - 1u;
    var s = pair_hash(a, b) & mask;
    var q = 0u;
    loop {
        let r = atomicCompareExchangeWeak(&table[2u * s], EMPTY, key);
        if r.exchanged || (r.old_value != EMPTY && key_is(r.old_value, a, b)) {
            atomicAdd(&table[2u * s + 1u], count);
            return;
        }
        if r.old_value == EMPTY { continue; }  // spurious failure of the weak exchange: retry
        q = q + 1u;
        s = (s + q) & mask;  // quadratic (triangular) probing visits every slot of a 2^k table
    }
}

// CPU twin: pairs_init / the table reset at the start of a step (the CPU updates counts
// incrementally instead; both give the exact adjacency counts).
@compute @workgroup_size(256)
fn clear_table(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
               @builtin(local_invocation_index) lid: u32) {
    let s = linear_group(wid, nwg) * 256u + lid;
    if params[P_DONE] != 0u || s >= params[P_CAP] { return; }
    atomicStore(&table[2u * s], EMPTY);
    atomicStore(&table[2u * s + 1u], 0u);
}

// CPU twin: the pair counting of tk_bpe_train (count of (sym[i], sym[i+1]) += word count, plain
// adjacency, so "a a a" counts (a, a) twice). Counted first in an 8 KiB workgroup table, then
// flushed to the global table once per distinct pair per workgroup.
@compute @workgroup_size(256)
fn pair_count(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
              @builtin(local_invocation_index) lid: u32) {
    for (var s = lid; s < LOCAL_SLOTS; s = s + 256u) {
        atomicStore(&local_keys[s], EMPTY);
        atomicStore(&local_counts[s], 0u);
    }
    workgroupBarrier();
    let done = params[P_DONE] != 0u;
    let nsym = params[P_NSYM];
    for (var r = 0u; r < POS_PER_THREAD; r = r + 1u) {
        let i = (linear_group(wid, nwg) * POS_PER_THREAD + r) * 256u + lid;
        if done || i + 1u >= nsym { continue; }
        let x = sym_in[i];
        let b = sym_in[i + 1u].x;
        if x.x == SENTINEL || b == SENTINEL { continue; }
        let a = x.x;
        let key = i + 1u;
        var s = pair_hash(a, b) & (LOCAL_SLOTS - 1u);
        var q = 0u;
        var placed = false;
        loop {
            if q >= LOCAL_PROBES { break; }
            let res = atomicCompareExchangeWeak(&local_keys[s], EMPTY, key);
            if res.exchanged || (res.old_value != EMPTY && key_is(res.old_value, a, b)) {
                atomicAdd(&local_counts[s], x.y);
                placed = true;
                break;
            }
            if res.old_value == EMPTY { continue; }
            q = q + 1u;
            s = (s + q) & (LOCAL_SLOTS - 1u);
        }
        if !placed { global_add(key, a, b, x.y); }  // local table crowded: straight to global
    }
    workgroupBarrier();
    if done { return; }
    for (var s = lid; s < LOCAL_SLOTS; s = s + 256u) {
        let key = atomicLoad(&local_keys[s]);
        if key != EMPTY {
            global_add(key, sym_in[key - 1u].x, sym_in[key].x, atomicLoad(&local_counts[s]));
        }
    }
}

// Selection order of the CPU trainer's heap (heap_before): larger count, then smaller left
// symbol, then smaller right symbol. A total order, so the arg-max is deterministic.
fn better(x: vec3<u32>, y: vec3<u32>) -> bool {
    if x.x != y.x { return x.x > y.x; }
    if x.y != y.y { return x.y < y.y; }
    return x.z < y.z;
}

fn reduce_best(lid: u32, v: vec3<u32>) -> vec3<u32> {
    red[lid] = v;
    workgroupBarrier();
    for (var w = 128u; w > 0u; w = w >> 1u) {
        if lid < w && better(red[lid + w], red[lid]) { red[lid] = red[lid + w]; }
        workgroupBarrier();
    }
    let r = red[0];
    workgroupBarrier();
    return r;
}

// CPU twin: heap_pop in tk_bpe_train (the pair with the highest current count). Stage 1: each
// invocation takes four table slots, each workgroup writes its best to best[4 + 3 * group].
@compute @workgroup_size(256)
fn find_max4(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
             @builtin(local_invocation_index) lid: u32) {
    let g = linear_group(wid, nwg);
    var v = vec3<u32>(0u, SENTINEL, SENTINEL);
    let cap = params[P_CAP];
    if lid == 0u { atomicStore(&wg_count, 0u); }
    workgroupBarrier();
    if params[P_DONE] == 0u {
        for (var j = 0u; j < 4u; j = j + 1u) {
            let s = g * 1024u + j * 256u + lid;
            if s < cap {
                let key = atomicLoad(&table[2u * s]);
                if key != EMPTY {
                    atomicAdd(&wg_count, 1u);
                    let c = vec3<u32>(atomicLoad(&table[2u * s + 1u]), sym_in[key - 1u].x, sym_in[key].x);
                    if better(c, v) { v = c; }
                }
            }
        }
    }
    let r = reduce_best(lid, v);
    if lid == 0u && g < params[P_FINDMAX_GROUPS] {
        atomicAdd(&table[2u * params[P_MAX_CAP]], atomicLoad(&wg_count));
        best[4u + 3u * g] = r.x;
        best[5u + 3u * g] = r.y;
        best[6u + 3u * g] = r.z;
    }
}

// Stage 2: one workgroup reduces the partials in a fixed order into best[0..3].
@compute @workgroup_size(256)
fn find_max_final_det(@builtin(local_invocation_index) lid: u32) {
    var v = vec3<u32>(0u, SENTINEL, SENTINEL);
    let ng = params[P_FINDMAX_GROUPS];
    if params[P_DONE] == 0u {
        for (var g = lid; g < ng; g = g + 256u) {
            let c = vec3<u32>(best[4u + 3u * g], best[5u + 3u * g], best[6u + 3u * g]);
            if better(c, v) { v = c; }
        }
    }
    let r = reduce_best(lid, v);
    if lid == 0u {
        best[0] = r.x;
        best[1] = r.y;
        best[2] = r.z;
    }
}

// CPU twin: the stop test and the merge record of tk_bpe_train (stop when no pair is left, the
// best count is below min_freq, or max_merges are made; else z = next symbol).
@compute @workgroup_size(1)
fn setup_merge() {
    if params[P_DONE] != 0u { return; }
    let mc = params[P_MAX_CAP];
    params[P_DISTINCT] = atomicLoad(&table[2u * mc]);
    atomicStore(&table[2u * mc], 0u);
    atomicStore(&table[2u * mc + 1u], 0u);
    let k = params[P_STEP];
    let c = best[0];
    if c == 0u || c < params[P_MIN_FREQ] || k >= params[P_MAX_MERGES] {
        params[P_DONE] = 1u;
        return;
    }
    merges[3u * k] = best[1];
    merges[3u * k + 1u] = best[2];
    merges[3u * k + 2u] = c;
    params[P_MERGE_A] = best[1];
    params[P_MERGE_B] = best[2];
    params[P_MERGE_Z] = params[P_SYM_BASE] + k;
    params[P_STEP] = k + 1u;
}

// The new size of word w in the compacted stream (symbols + sentinel; 0 drops it).
fn record_size(w: u32, len: u32) {
    let nw = params[P_NWORDS];
    if len >= 2u {
        scan_data[w] = len + 1u;
        scan_data[nw + w] = 1u;
    } else {
        scan_data[w] = 0u;
        scan_data[nw + w] = 0u;
    }
}

// CPU twin: the merge loop of tk_bpe_train: left to right without overlap, so a run "a a a"
// of the pair (a, a) becomes "z a". One invocation per word, in place; freed slots at the end
// of the word become sentinels.
@compute @workgroup_size(256)
fn merge_reduce(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
                @builtin(local_invocation_index) lid: u32) {
    let w = linear_group(wid, nwg) * 256u + lid;
    if params[P_DONE] != 0u || w >= params[P_NWORDS] { return; }
    let a = params[P_MERGE_A];
    let b = params[P_MERGE_B];
    let z = params[P_MERGE_Z];
    let off = word_in[w];
    var i = off;
    var j = off;
    var merged = 0u;
    loop {
        let x = sym_in[i];
        if x.x == SENTINEL { break; }
        if x.x == a && sym_in[i + 1u].x == b {
            sym_in[j] = vec2<u32>(z, x.y);
            merged = merged + 1u;
            i = i + 2u;
        } else {
            sym_in[j] = x;
            i = i + 1u;
        }
        j = j + 1u;
    }
    for (var t = j; t < i; t = t + 1u) { sym_in[t] = vec2<u32>(SENTINEL, 0u); }
    if merged > 0u { atomicAdd(&table[2u * params[P_MAX_CAP] + 1u], merged); }
    record_size(w, j - off);
}

// CPU twin: seed_cut in _native.c (greedy longest seed match, bytes otherwise; with `aligned`
// a seed only matches between morpheme boundaries). One invocation per word of the word table;
// word_in holds the word's count on entry and its stream offset on exit.

fn wbyte(i: u32) -> u32 {
    return (word_bytes[i >> 2u] >> ((i & 3u) * 8u)) & 0xffu;
}

fn seed_byte(i: u32) -> u32 {
    let base = 512u + params[P_NSEEDS] + 1u;
    return (seeds[base + (i >> 2u)] >> ((i & 3u) * 8u)) & 0xffu;
}

fn is_alpha(c: u32) -> bool {
    return (c >= 97u && c <= 122u) || (c >= 65u && c <= 90u);
}

fn morph_boundary(p: u32, n: u32, i: u32) -> bool {
    if i == 0u || i == n { return true; }
    let x = wbyte(p + i - 1u);
    let y = wbyte(p + i);
    if !is_alpha(x) || !is_alpha(y) { return true; }
    return (x >= 97u && x <= 122u) && (y >= 65u && y <= 90u);
}

@compute @workgroup_size(256)
fn seed_cut(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
            @builtin(local_invocation_index) lid: u32) {
    let w = linear_group(wid, nwg) * 256u + lid;
    if w >= params[P_NWORDS0] { return; }
    let count = word_in[w];
    let p = word_byte_off[w];
    let n = word_byte_off[w + 1u] - p;
    let out = p + w;  // each word owns n + 1 stream slots
    let aligned = params[P_ALIGNED] != 0u;
    var i = 0u;
    var k = 0u;
    while i < n {
        let c0 = wbyte(p + i);
        var bestsym = c0;
        var best_len = 1u;
        let f = seeds[c0];
        var cnt = seeds[256u + c0];
        if aligned && !morph_boundary(p, n, i) { cnt = 0u; }
        for (var s = f; s < f + cnt; s = s + 1u) {
            let so = seeds[512u + s];
            let len = seeds[512u + s + 1u] - so;
            if len > best_len && len <= n - i && (!aligned || morph_boundary(p, n, i + len)) {
                var same = true;
                for (var t = 0u; t < len; t = t + 1u) {
                    if wbyte(p + i + t) != seed_byte(so + t) { same = false; break; }
                }
                if same {
                    bestsym = 256u + s;
                    best_len = len;
                }
            }
        }
        sym_in[out + k] = vec2<u32>(bestsym, count);
        k = k + 1u;
        i = i + best_len;
    }
    for (var t = k; t <= n; t = t + 1u) { sym_in[out + t] = vec2<u32>(SENTINEL, 0u); }
    word_in[w] = out;
    record_size(w, k);
}

// CPU twin: none (the CPU edits words in place): copy each surviving word to its scanned
// offset and its entry to its scanned index, so the next step touches only live words.
@compute @workgroup_size(256)
fn finalize_compact(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
                    @builtin(local_invocation_index) lid: u32) {
    let w = linear_group(wid, nwg) * 256u + lid;
    let nw = params[P_NWORDS];
    if params[P_DONE] != 0u || w >= nw { return; }
    let size = select(scan_data[w + 1u], scan_data[nw], w + 1u == nw) - scan_data[w];
    if size == 0u { return; }
    let dst = scan_data[w];
    let src = word_in[w];
    for (var t = 0u; t < size; t = t + 1u) { sym_out[dst + t] = sym_in[src + t]; }
    word_out[scan_data[nw + w] - scan_data[nw]] = dst;
}

fn set_grid(at: u32, groups: u32) {
    let x = min(groups, params[P_MAX_GROUPS]);
    var y = 0u;
    if x > 0u { y = (groups + x - 1u) / x; }
    args[at] = x;
    args[at + 1u] = y;
    args[at + 2u] = 1u;
}

// Sizes of the compacted stream for the next step: word and symbol counts, the indirect grids of
// every kernel, and a table of at least twice the pairs the next step can hold (so it never
// fills): a merge of m occurrences adds at most 2m new pairs to the distinct pairs counted now,
// and there are never more distinct pairs than positions. After the seed cut (no count yet)
// the positions bound it.
@compute @workgroup_size(1)
fn bpe_advance() {
    if params[P_DONE] != 0u { return; }
    let nw_old = params[P_NWORDS];
    var nsym = 0u;
    var nw = 0u;
    if nw_old > 0u {
        nsym = scan_data[nw_old];
        nw = params[P_SCAN_TOTAL] - nsym;
    }
    var bound = nsym;
    if params[P_STEP] > 0u {
        bound = min(nsym, params[P_DISTINCT] + 2u * atomicLoad(&table[2u * params[P_MAX_CAP] + 1u]));
    }
    var cap = 1024u;
    while cap < 2u * bound && cap < params[P_MAX_CAP] { cap = cap * 2u; }
    params[P_NWORDS] = nw;
    params[P_NSYM] = nsym;
    params[P_SCAN_N] = 2u * nw;
    params[P_CAP] = cap;
    params[P_FINDMAX_GROUPS] = cap / 1024u;
    set_grid(A_POS, (nsym + 1023u) / 1024u);
    set_grid(A_WORD, (nw + 255u) / 256u);
    set_grid(A_SCAN, (2u * nw + 255u) / 256u);
    set_grid(A_TABLE, cap / 256u);
    set_grid(A_FIND, cap / 1024u);
}

// Trie tokenization: the canonical greedy longest match of pipeline/tokenizer (DESIGN §5) on
// the GPU, bit-identical to _native.c tk_encode_batch / Tokenizer.encode_batch.
//
// Bind group 0 (one layout for every kernel of this module; pipeline/gpu/kernels.py holds the
// same table and asserts it against these declarations when it builds the pipelines):
//   binding  access      name         type                 contents
//   0        read_write  params       array<u32>           P_* below
//   1        read        text         array<u32>           the batch's bytes, 4 per word, LE
//   2        read        doc_off      array<u32>           ndocs + 1 byte offsets
//   3        read        nodes        array<vec4<u32>>     trie node: (first, nchild, token, label)
//   4        read_write  scratch      array<u32>           ids of chunk b at scratch[start_b ..]
//   5        read_write  chunk_start  array<u32>           start byte of chunk b, or NONE
//   6        read_write  scan_data    array<u32>           ids per chunk, then their prefix sum
//   7        read_write  scan_blocks  array<u32>           block totals of the scan
//   8        read_write  doc_chunk    array<u32>           chunk holding the start of doc d
//   9        read_write  doc_local    array<u32>           ids of that chunk before doc d
//   10       read_write  ids_out      array<u32>           the compacted id stream
//   11       read_write  doc_tok_off  array<u32>           ndocs + 1 id offsets
//
// Chunks: block b covers bytes [b*CHUNK, (b+1)*CHUNK). Its chunk starts at the first cut point in
// the block (a document start or the byte after a newline) and runs to the first cut point at or
// after the next block's start; a block with no cut point has no chunk. A cut point is always a
// token boundary (no token but "\n" contains a newline), so no match crosses a chunk edge and
// the ids do not depend on CHUNK. Within a chunk, matches also stop at document ends and, when
// params[P_PIECE] > 0, at the piece bound: a newline-free run is cut every P_PIECE bytes from
// its start (Tokenizer.max_piece_bytes).

const P_SCAN_N: u32 = 0u;      // = number of blocks (the scan length)
const P_SCAN_TOTAL: u32 = 1u;  // written by scan_pass2: total ids
const P_N: u32 = 2u;           // bytes in the batch
const P_NDOCS: u32 = 3u;
const P_CHUNK: u32 = 4u;       // bytes per block
const P_PIECE: u32 = 5u;       // piece bound in bytes, 0 = unbounded
const P_NNODES: u32 = 6u;
const P_NLABELS: u32 = 7u;     // labels cached in workgroup memory (nodes 257 ..)

const NONE: u32 = 0xffffffffu;
const NEWLINE: u32 = 10u;
const CACHED_LABEL_WORDS: u32 = 2048u;  // 8,192 labels of depth-2 nodes, packed 4 per u32

@group(0) @binding(0) var<storage, read_write> params: array<u32>;
@group(0) @binding(1) var<storage, read> text: array<u32>;
@group(0) @binding(2) var<storage, read> doc_off: array<u32>;
@group(0) @binding(3) var<storage, read> nodes: array<vec4<u32>>;
@group(0) @binding(4) var<storage, read_write> scratch: array<u32>;
@group(0) @binding(5) var<storage, read_write> chunk_start: array<u32>;
@group(0) @binding(6) var<storage, read_write> scan_data: array<u32>;
@group(0) @binding(7) var<storage, read_write> scan_blocks: array<u32>;
@group(0) @binding(8) var<storage, read_write> doc_chunk: array<u32>;
@group(0) @binding(9) var<storage, read_write> doc_local: array<u32>;
@group(0) @binding(10) var<storage, read_write> ids_out: array<u32>;
@group(0) @binding(11) var<storage, read_write> doc_tok_off: array<u32>;

// Root and its 256 children (every byte is a token), plus the labels of the depth-2 nodes.
var<workgroup> wg_nodes: array<vec4<u32>, 257>;
var<workgroup> wg_labels: array<u32, 2048>;

fn byte_at(i: u32) -> u32 {
    return (text[i >> 2u] >> ((i & 3u) * 8u)) & 0xffu;
}

fn node(v: u32) -> vec4<u32> {
    if v <= 256u { return wg_nodes[v]; }
    return nodes[v];
}

fn label(i: u32) -> u32 {
    let k = i - 257u;
    if i >= 257u && k < params[P_NLABELS] {
        return (wg_labels[k >> 2u] >> ((k & 3u) * 8u)) & 0xffu;
    }
    return nodes[i].w;
}

// CPU twin: trie_child in _native.c (binary search over the sorted children of v).
fn child(v: u32, c: u32) -> u32 {
    if v == 0u { return 1u + c; }
    let nd = node(v);
    var lo = nd.x;
    let end = nd.x + nd.y;
    var hi = end;
    while lo < hi {
        let mid = (lo + hi) >> 1u;
        if label(mid) < c { lo = mid + 1u; } else { hi = mid; }
    }
    if lo < end && label(lo) == c { return lo; }
    return NONE;
}

// First index d with doc_off[d] >= p (doc_off is non-decreasing), in [0, ndocs].
fn first_doc_at_or_after(p: u32) -> u32 {
    var lo = 0u;
    var hi = params[P_NDOCS];
    while lo < hi {
        let mid = (lo + hi) >> 1u;
        if doc_off[mid] < p { lo = mid + 1u; } else { hi = mid; }
    }
    return lo;
}

fn load_cache(lid: u32) {
    for (var v = lid; v < 257u; v = v + 64u) { wg_nodes[v] = nodes[v]; }
    let nl = params[P_NLABELS];
    for (var w = lid; w < CACHED_LABEL_WORDS; w = w + 64u) {
        var packed = 0u;
        for (var j = 0u; j < 4u; j = j + 1u) {
            let k = w * 4u + j;
            if k < nl { packed = packed | (nodes[257u + k].w << (j * 8u)); }
        }
        wg_labels[w] = packed;
    }
    workgroupBarrier();
}

// CPU twin: tk_encode_batch in _native.c (greedy longest match per document), with the piece
// bound of Tokenizer.max_piece_bytes. One invocation per chunk; ids go to scratch[start ..],
// the count to scan_data[b]; every document starting in the chunk records (chunk, local index).
@compute @workgroup_size(64)
fn trie_tokenizer_chunked(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
                          @builtin(local_invocation_index) lid: u32) {
    load_cache(lid);
    let b = (wid.x + wid.y * nwg.x) * 64u + lid;
    let nblocks = params[P_SCAN_N];
    if b >= nblocks { return; }
    let n = params[P_N];
    let ndocs = params[P_NDOCS];
    let chunk = params[P_CHUNK];
    let piece = params[P_PIECE];
    let p0 = b * chunk;
    let stop = min(p0 + chunk, n);
    var d = first_doc_at_or_after(p0);
    var start = NONE;
    for (var p = p0; p < stop; p = p + 1u) {
        if (d < ndocs && doc_off[d] == p) || (p > 0u && byte_at(p - 1u) == NEWLINE) {
            start = p;
            break;
        }
    }
    chunk_start[b] = start;
    if start == NONE {
        scan_data[b] = 0u;
        return;
    }
    var i = start;
    var k = 0u;
    var run = start;
    loop {
        if i < n && i >= stop && (byte_at(i - 1u) == NEWLINE || (d < ndocs && doc_off[d] == i)) {
            break;
        }
        while d < ndocs && doc_off[d] == i {
            doc_chunk[d] = b;
            doc_local[d] = k;
            run = i;
            d = d + 1u;
        }
        if i >= n { break; }
        var lim = n;
        if d < ndocs { lim = doc_off[d]; }
        if piece > 0u { lim = min(lim, run + ((i - run) / piece + 1u) * piece); }
        let c0 = byte_at(i);
        var v = 1u + c0;
        var nd = node(v);
        var best = nd.z;
        var best_end = i + 1u;
        var j = i + 1u;
        while j < lim && nd.y > 0u {
            v = child(v, byte_at(j));
            if v == NONE { break; }
            nd = node(v);
            j = j + 1u;
            if nd.z != NONE {
                best = nd.z;
                best_end = j;
            }
        }
        scratch[start + k] = best;
        k = k + 1u;
        if c0 == NEWLINE { run = i + 1u; }
        i = best_end;
    }
    scan_data[b] = k;
}

// The parallel prefix sum of the per-chunk counts is scan_pass1..3 (scan.wgsl) over scan_data;
// trie_prefix_sum is pass 2's name in this pipeline. After it, scan_data[b] is chunk b's first
// output index and params[P_SCAN_TOTAL] the total, read back (4 bytes) before the copy.

// CPU twin: the concatenation in tk_encode_batch (ids of doc d at out_off[d] ..). Invocation t
// copies chunk t and writes the id offset of document t.
@compute @workgroup_size(64)
fn trie_tokenizer_compact(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
                          @builtin(local_invocation_index) lid: u32) {
    let t = (wid.x + wid.y * nwg.x) * 64u + lid;
    let nblocks = params[P_SCAN_N];
    let total = params[P_SCAN_TOTAL];
    let ndocs = params[P_NDOCS];
    if t < nblocks {
        let s = chunk_start[t];
        if s != NONE {
            let base = scan_data[t];
            var end = total;
            if t + 1u < nblocks { end = scan_data[t + 1u]; }
            for (var j = 0u; j < end - base; j = j + 1u) { ids_out[base + j] = scratch[s + j]; }
        }
    }
    if t < ndocs {
        if doc_off[t] >= params[P_N] {
            doc_tok_off[t] = total;
        } else {
            doc_tok_off[t] = scan_data[doc_chunk[t]] + doc_local[t];
        }
    }
    if t == ndocs { doc_tok_off[t] = total; }
}

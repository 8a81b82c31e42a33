// Hierarchical exclusive scan of scan_data[0 .. params[P_SCAN_N]) in place, shared by the
// tokenizer (per-chunk token counts) and the trainer (per-word stream lengths).
// CPU twin: numpy's cumsum minus the element (pipeline/gpu/*.py only checks the result).
//   scan_pass1: each 256-wide workgroup scans its block; block totals go to scan_blocks.
//   scan_pass2: one workgroup scans the block totals (each invocation sums a run of them
//               first, so any number of blocks works) and writes the grand total to
//               params[P_SCAN_TOTAL].
//   scan_pass3: adds each block's prefix to its elements.
// wg_scan comes from scan_plain.wgsl or scan_subgroup.wgsl (same result, tests check it).

fn scan_wg_index(wid: vec3<u32>, nwg: vec3<u32>) -> u32 {
    return wid.x + wid.y * nwg.x;
}

@compute @workgroup_size(256)
fn scan_pass1(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
              @builtin(local_invocation_index) lid: u32) {
    let n = params[P_SCAN_N];
    let blk = scan_wg_index(wid, nwg);
    let i = blk * 256u + lid;
    var x = 0u;
    if i < n { x = scan_data[i]; }
    let r = wg_scan(lid, x);
    if i < n { scan_data[i] = r.x; }
    if lid == 0u && blk * 256u < n { scan_blocks[blk] = r.y; }
}

@compute @workgroup_size(256)
fn scan_pass2(@builtin(local_invocation_index) lid: u32) {
    let n = params[P_SCAN_N];
    let nb = (n + 255u) / 256u;
    let per = (nb + 255u) / 256u;
    let lo = min(lid * per, nb);
    let hi = min(lo + per, nb);
    var s = 0u;
    for (var b = lo; b < hi; b = b + 1u) { s = s + scan_blocks[b]; }
    let r = wg_scan(lid, s);
    var acc = r.x;
    for (var b = lo; b < hi; b = b + 1u) {
        let t = scan_blocks[b];
        scan_blocks[b] = acc;
        acc = acc + t;
    }
    if lid == 0u { params[P_SCAN_TOTAL] = r.y; }
}

@compute @workgroup_size(256)
fn scan_pass3(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
              @builtin(local_invocation_index) lid: u32) {
    let n = params[P_SCAN_N];
    let blk = scan_wg_index(wid, nwg);
    let i = blk * 256u + lid;
    if i < n { scan_data[i] = scan_data[i] + scan_blocks[blk]; }
}

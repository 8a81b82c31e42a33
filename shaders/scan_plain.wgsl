// Workgroup exclusive scan without subgroup operations (Hillis-Steele in workgroup memory).
// Same result as scan_subgroup.wgsl's wg_scan for every input: both are exact u32 sums.
// Returns vec2(exclusive prefix of x over the workgroup, workgroup total). Call from uniform
// control flow with all 256 invocations.
var<workgroup> wg_scan_buf: array<u32, 256>;

fn wg_scan(lid: u32, x: u32) -> vec2<u32> {
    wg_scan_buf[lid] = x;
    workgroupBarrier();
    var offset = 1u;
    loop {
        if offset >= 256u { break; }
        var add = 0u;
        if lid >= offset { add = wg_scan_buf[lid - offset]; }
        workgroupBarrier();
        wg_scan_buf[lid] = wg_scan_buf[lid] + add;
        workgroupBarrier();
        offset = offset * 2u;
    }
    let incl = wg_scan_buf[lid];
    let total = wg_scan_buf[255];
    workgroupBarrier();
    return vec2<u32>(incl - x, total);
}

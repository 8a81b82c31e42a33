// Workgroup exclusive scan with subgroup operations: an exclusive add inside each subgroup, the
// subgroup totals scanned once in workgroup memory, two barriers in all. No `enable subgroups;`
// (Naga in wgpu 0.32 rejects it); the host requests the `subgroup` device feature instead.
// Assumes invocation `lid` is lane `lid % size` of subgroup `lid / size` (true for 1-D
// workgroups on Vulkan drivers we know); the tests compare it with scan_plain.wgsl.
var<workgroup> wg_scan_sg: array<u32, 256>;
var<workgroup> wg_scan_total: u32;

fn wg_scan(lid: u32, x: u32) -> vec2<u32> {
    let size = subgroupAdd(1u);
    let sg = lid / size;
    let excl = subgroupExclusiveAdd(x);
    let sg_total = subgroupAdd(x);
    if lid % size == 0u { wg_scan_sg[sg] = sg_total; }
    workgroupBarrier();
    if lid == 0u {
        var acc = 0u;
        for (var s = 0u; s < 256u / size; s = s + 1u) {
            let t = wg_scan_sg[s];
            wg_scan_sg[s] = acc;
            acc = acc + t;
        }
        wg_scan_total = acc;
    }
    workgroupBarrier();
    let res = vec2<u32>(wg_scan_sg[sg] + excl, wg_scan_total);
    workgroupBarrier();
    return res;
}

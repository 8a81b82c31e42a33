import json, glob, os
D='benchmarks/decisions/twentyfifth/s13-lic25'
P='/work/main/benchmarks/decisions/twentyfourth/s13-lic24'
for f in sorted(glob.glob(D+'/license-changes-*.json')):
    s=os.path.basename(f)[16:-5]
    try: d=json.load(open(f))
    except Exception as e: print(s, 'not done'); continue
    prev=os.path.join(P, f'license-changes-{s}.json')
    same='n/a'
    cnl=[]; 
    for k,v in d['earlier_verdicts'].items(): cnl+=v['correct_no_longer_dropped']
    if os.path.exists(prev):
        p=json.load(open(prev))
        same = all(d['earlier_verdicts'].get(k,{}).get('reason_changed')==v['reason_changed'] for k,v in p['earlier_verdicts'].items())
    rows=open(f[:-5]+'.tsv').read().strip().split('\n')[1:]
    print(f"{s}: drops {d['license_drops']} old {d['license_drops_old']} changed {d['changed_decisions']} cnl={cnl} reason_changed_same_as_lic24={same} rows={len(rows)}")

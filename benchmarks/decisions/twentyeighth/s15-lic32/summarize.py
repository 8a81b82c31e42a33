import json, glob, os
O=__import__('os').path.dirname(__import__('os').path.abspath(__file__))
out=[]
changed=[]
for f in sorted(glob.glob(f'{O}/license-changes-*.json')):
    d=json.load(open(f)); s=d['set']
    cnl={k:v['correct_no_longer_dropped'] for k,v in d['earlier_verdicts'].items()}
    allc=sorted(x for v in cnl.values() for x in v)
    out.append(f"{s} {d['files_measured']} {d['license_drops']} {d['changed_decisions']} correct_no_longer_dropped= {allc}")
    rows=open(f[:-5]+'.tsv').read().splitlines()[1:]
    if rows: changed.append((s, rows))
print("\n".join(out))
for s, rows in changed:
    ncftp=[r for r in rows if r.startswith('ncftp/') and '\tlicense/proprietary\t' in r and '\tlicense/denied\tClArtistic\t' in r]
    other=[r for r in rows if r not in ncftp]
    print(f"== license-changes-{s}.tsv ({len(rows)} rows; {len(ncftp)} ncftp proprietary -> denied:ClArtistic not listed)")
    for r in other: print(r)

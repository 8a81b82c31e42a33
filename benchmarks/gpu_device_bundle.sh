#!/bin/bash
# Make the bundle folder benchmarks/gpu_device.sh reads on a lent GPU machine (see that script).
# Usage: bash benchmarks/gpu_device_bundle.sh DEST   (run in the checkout whose HEAD should travel)
# Needs here: git, xz, gcc, apt-get (amd64 lists), pip with network. DEST/include.tar.xz is remade
# only when missing or FORCE=1 (it takes a minute or two). DEV_MB: how much of the dev split it holds
# (default 40, enough for run 1; "all" for gpu_host.py's training scaling, ~121 MB).
set -eu
DEST=$(mkdir -p "$1" && cd "$1" && pwd)
PY=${PY:-python3}
REPO=$(git rev-parse --show-toplevel)
cd "$REPO"

git archive --format=tar.gz -o "$DEST/repo.tar.gz" HEAD
git rev-parse HEAD >"$DEST/repo.commit"
cp benchmarks/gpu_device.sh "$DEST/run.sh"

if [ ! -f "$DEST/include.tar.xz" ] || [ "${FORCE:-0}" = 1 ]; then
    # the dev split's first DEV_MB MB (sorted, as benchmarks/gpu.py takes it), libstdc++ 12 (tests/gpu),
    # the whole held-out split: paths relative to /usr/include, regular files only
    PYTHONPATH=$REPO $PY - "$DEST/include.list" "${DEV_MB:-40}" <<'EOF'
import sys
from pathlib import Path

sys.path.insert(0, "benchmarks")
from corpora import INCLUDE, dev_files, heldout_files

prefix, n = [], 0
dev_mb = float("inf") if sys.argv[2] == "all" else float(sys.argv[2])
for p in dev_files():
    if n >= dev_mb * 1e6:
        break
    prefix.append(p)
    n += p.stat().st_size
cxx = [p for p in (INCLUDE / "c++" / "12").rglob("*") if p.is_file() and not p.is_symlink()]
files = sorted({*prefix, *cxx, *heldout_files()})
Path(sys.argv[1]).write_text("".join(f"{p.relative_to(INCLUDE)}\n" for p in files))
print(f"{len(files)} files, {sum(p.stat().st_size for p in files) / 1e6:.1f} MB")
EOF
    tar -C "${CPPCORPUS_INCLUDE:-/usr/include}" -cf - --no-recursion -T "$DEST/include.list" |
        nice -n 10 xz -T2 -6 >"$DEST/include.tar.xz"
fi

mkdir -p "$DEST/gl" /tmp/amd64/partial
o="-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/amd64"
# shellcheck disable=SC2086
apt-get $o update >/dev/null
# shellcheck disable=SC2086
(cd "$DEST/gl" && apt-get $o download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)

$PY -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
    --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
    -d "$DEST/whl" wgpu==0.32.0 cffi==2.1.1 pycparser==3.12

# the compiled cores, plain C libraries (no Python API): the fallback if build_ext fails there
mkdir -p "$DEST/prebuilt"
$PY - "$DEST/prebuilt" <<'EOF'
import ast, subprocess, sys

tree = ast.parse(open("setup.py").read())
cores = next(n.value for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "CORES")
for name, src, flags in ast.literal_eval(cores):
    out = f"{sys.argv[1]}/{name}.so"
    subprocess.run(["gcc", "-shared", "-fPIC", *flags, "-o", out, src], check=True)
    print(out)
EOF
du -sh "$DEST"

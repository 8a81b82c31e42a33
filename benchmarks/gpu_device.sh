#!/bin/bash
# One run of the GPU kernels on a lent GPU machine (no network, no -dev packages there): tests/gpu
# under pytest on the real adapter, then benchmarks/gpu.py (tokenize part, train part), each part
# under its own timeout, its JSON written to $OUT as it ends; a short table last.
#
# Everything comes from a bundle folder ($DEVRUN, default .devrun; benchmarks/gpu_device_bundle.sh
# makes it): repo.tar.gz (`git archive` of the branch), include.tar.xz (the corpora.py files: the
# dev split's first 40 MB, libstdc++ 12, the held-out split; read through CPPCORPUS_INCLUDE), gl/*.deb
# (the Vulkan loader, unpacked into / where the machine has none), whl/*.whl (wgpu, cffi, pycparser
# for CPython 3.12), prebuilt/*.so (the compiled cores, used only if building them here fails).
#
# Usage: OUT=/some/dir bash .devrun/run.sh
# Knobs: PY (python3), SIZES=full|tiny (tiny: the local rehearsal on lavapipe), LOCAL=1 (no dpkg/pip:
# use PY's own packages), PYTEST_ARGS (replaces the test selection), WORK (/tmp/cppc-gpu),
# PARTS (which parts run, in this order; default "tests tokenize train", run 1):
#   tests     pytest tests/gpu                                   -> pytest.txt
#   tokenize  gpu.py --part tokenize (MB/s: GPU, CPU, HF)          -> tokenize.json
#   train     gpu.py --part train (merges/s, kernel profile)       -> train.json
#   phases    gpu_host.py --part phases (host time of the GPU encode path by phase, cProfile)
#                                                                -> phases.json, phases_cprofile.txt
#   scaling   gpu_host.py --part scaling (GPU vs CPU merges/s by word table size) -> scaling.json
set -u
PY=${PY:-python3}
DEVRUN=$(cd "${DEVRUN:-.devrun}" && pwd)
OUT=${OUT:?OUT must name a folder}
WORK=${WORK:-/tmp/cppc-gpu}
LOCAL=${LOCAL:-0}
mkdir -p "$OUT"
exec > >(tee -a "$OUT/log.txt") 2>&1
export PYTHONUNBUFFERED=1
[ -n "${XDG_RUNTIME_DIR:-}" ] || export XDG_RUNTIME_DIR=$(mktemp -d)  # else Mesa's WSI complains
step() { echo "=== [$(date -u +%T) +${SECONDS}s] $*"; }

PARTS=${PARTS:-tests tokenize train}
if [ "${SIZES:-full}" = tiny ]; then
    T_SETUP=300 T_TEST=900 T_TOK=300 T_TRAIN=300 T_PHASES=300 T_SCALING=300
    TOK_ARGS="--rev-mb 1 --eval-mb 0.5 --repeat 1"
    TRAIN_ARGS="--train-mb 0.3 --merges 32 --repeat 2"
    PHASES_ARGS="--rev-mb 1 --eval-mb 2 --repeat 2"
    SCALING_ARGS="--train-mb 0.6,0.2 --merges 32 --repeat 2"
    PYTEST_ARGS=${PYTEST_ARGS:-"tests/gpu -m 'not slow'"}
else
    T_SETUP=60 T_TEST=120 T_TOK=100 T_TRAIN=80 T_PHASES=90 T_SCALING=110
    TOK_ARGS="--rev-mb 8 --eval-mb 128 --repeat 3 --hf-repeat 2"
    TRAIN_ARGS="--train-mb 32 --merges 4096 --repeat 3"
    PHASES_ARGS="--rev-mb 8 --eval-mb 128 --repeat 3"
    # the dev split holds ~121 MB, so 128 is all of it; largest first (a timeout cuts the small ones)
    SCALING_ARGS="--train-mb 128,32,64 --merges 4096 --repeat 3"
    PYTEST_ARGS=${PYTEST_ARGS:-tests/gpu}
fi
has() { [[ " $PARTS " == *" $1 "* ]]; }
echo "parts: $PARTS"

step "machine"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm --format=csv 2>&1 | head -3
echo "cpus $(nproc); $($PY -V 2>&1) at $(command -v "$PY"); $(gcc --version 2>&1 | head -1)"

step "Vulkan loader and wheels"
if [ "$LOCAL" != 1 ]; then
    for f in "$DEVRUN"/gl/*.deb; do dpkg -x "$f" /; done
    ldconfig
    $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site \
        "$DEVRUN"/whl/*.whl || echo "!!! wheel install failed"
    export PYTHONPATH=/tmp/site
fi
ldconfig -p | grep -E "libvulkan.so|libGLX_nvidia|libnvidia-gpucomp" | head -5
ls /usr/local/nvidia/share/vulkan/icd.d /etc/vulkan/icd.d /usr/share/vulkan/icd.d 2>/dev/null

step "unpack the branch and the corpora"
rm -rf "$WORK" && mkdir -p "$WORK/include"
tar -xzf "$DEVRUN/repo.tar.gz" -C "$WORK"
tar -xJf "$DEVRUN/include.tar.xz" -C "$WORK/include" 2>/dev/null ||
    $PY -c "import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])" \
        "$DEVRUN/include.tar.xz" "$WORK/include"
export CPPCORPUS_INCLUDE=$WORK/include PYTHONPATH=$WORK${PYTHONPATH:+:$PYTHONPATH}
cd "$WORK" || exit 1
echo "include: $(find include -type f | wc -l) files, $(du -sm include | cut -f1) MB"

step "build the compiled cores"
if ! timeout $T_SETUP $PY setup.py -q build_ext --inplace >build.log 2>&1; then
    echo "!!! build_ext failed (last lines below); using the prebuilt cores from the bundle"
    tail -15 build.log
    suffix=$($PY -c "import importlib.machinery as m; print(m.EXTENSION_SUFFIXES[0])")
    for so in "$DEVRUN"/prebuilt/*.so; do
        rel=$(basename "$so" .so)  # e.g. pipeline.tokenizer._native_core
        cp "$so" "$(echo "$rel" | tr . /)$suffix"
    done
fi
$PY -c "from pipeline.tokenizer import _native; _native._lib(); print('compiled cores load')" || exit 1

step "adapters"
adapters() {
    $PY - <<'EOF'
import pipeline, wgpu
from pipeline.gpu.device import _adapters, gpu_context
print("pipeline from", pipeline.__file__, "| wgpu", wgpu.__version__, "from", wgpu.__file__)
for a in _adapters():
    i = a.info
    print(" ", i.get("device"), "|", i.get("backend_type"), "|", i.get("adapter_type"), "|", i.get("description"))
ctx = gpu_context(allow_cpu=True)
print("picked:", ctx.info)
raise SystemExit(0 if ctx.info["adapter_type"] in ("DiscreteGPU", "IntegratedGPU", "VirtualGPU") else 3)
EOF
}
if ! adapters; then
    icd=$(ls /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd*.json /etc/vulkan/icd.d/nvidia_icd*.json \
        /usr/share/vulkan/icd.d/nvidia_icd*.json 2>/dev/null | head -1)
    if [ -n "$icd" ] && [ "$LOCAL" != 1 ]; then
        echo "no real GPU adapter: retrying with VK_DRIVER_FILES=$icd"
        export VK_DRIVER_FILES=$icd
        egl=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
        [ -f $egl ] && export __EGL_VENDOR_LIBRARY_FILENAMES=$egl
        adapters || NO_GPU="still no real GPU adapter with VK_DRIVER_FILES=$icd"
    else
        NO_GPU="no real GPU adapter (no NVIDIA ICD file found)"
    fi
fi
if [ -n "${NO_GPU:-}" ]; then
    if [ "$LOCAL" != 1 ]; then  # a lent machine's minutes: stop here, the rest would measure nothing
        echo "!!! $NO_GPU: stopping"
        ls -l /usr/local/nvidia/share/vulkan/icd.d /usr/local/nvidia/lib* 2>&1 | head -20
        exit 2
    fi
    echo "!!! $NO_GPU: the figures below are NOT a GPU's"
fi

if has tests; then
    step "tests/gpu (timeout ${T_TEST}s)"
    extra=()
    $PY -c "import pytest_timeout" 2>/dev/null && extra+=(--timeout=60)
    if ! $PY -c "import polars" 2>/dev/null; then
        extra+=(--deselect tests/gpu/test_gpu_wiring.py::test_cli_encode_device_flag)
        echo "polars missing: test_cli_encode_device_flag deselected (pipeline.cli imports polars)"
    fi
    eval "set -- $PYTEST_ARGS"
    timeout $T_TEST $PY -m pytest -p no:cacheprovider -v -rs --durations=8 "${extra[@]}" "$@" 2>&1 |
        tee "$OUT/pytest.txt" | grep -E "PASSED|FAILED|ERROR|SKIPPED|passed|failed|slowest|^[0-9.]+s "
    echo "pytest exit ${PIPESTATUS[0]} (124: timed out)"
fi

if has tokenize; then
    step "benchmark: tokenize ($TOK_ARGS; timeout ${T_TOK}s)"
    # shellcheck disable=SC2086
    timeout $T_TOK $PY benchmarks/gpu.py --part tokenize $TOK_ARGS --out "$OUT/tokenize.json" >/dev/null
    echo "exit $? (124: timed out)"
fi

if has train; then
    step "benchmark: train ($TRAIN_ARGS; timeout ${T_TRAIN}s)"
    # shellcheck disable=SC2086
    timeout $T_TRAIN $PY benchmarks/gpu.py --part train $TRAIN_ARGS --out "$OUT/train.json" >/dev/null
    echo "exit $? (124: timed out)"
fi

if has phases; then
    step "benchmark: GPU encode host phases ($PHASES_ARGS; timeout ${T_PHASES}s)"
    # shellcheck disable=SC2086
    timeout $T_PHASES $PY benchmarks/gpu_host.py --part phases $PHASES_ARGS --out "$OUT/phases.json" \
        --cprofile "$OUT/phases_cprofile.txt" >/dev/null
    echo "exit $? (124: timed out)"
    head -42 "$OUT/phases_cprofile.txt" 2>/dev/null
fi

if has scaling; then
    step "benchmark: training scaling ($SCALING_ARGS; timeout ${T_SCALING}s)"
    # shellcheck disable=SC2086
    timeout $T_SCALING $PY benchmarks/gpu_host.py --part scaling $SCALING_ARGS --out "$OUT/scaling.json" >/dev/null
    echo "exit $? (124: timed out)"
fi

step "summary"
$PY - "$OUT" <<'EOF'
import json, sys
from pathlib import Path
out = Path(sys.argv[1])
for part in ("tokenize", "train", "phases", "scaling"):
    f = out / f"{part}.json"
    if not f.is_file():
        print(f"{part}: no result")
        continue
    d = json.loads(f.read_text())
    r = d.get(part, {})
    print(part, d["adapter"]["adapter"], "|", d["adapter"]["backend"], "|", d["machine"], "|", d.get("eval_mb", ""))
    if part == "scaling":
        cols = ("train_mb", "words", "word_bytes", "parity_with_cpu", "gpu_first_run_merges_s",
                "cpu_merges_s", "gpu_merges_s", "gpu_over_cpu", "kernel_ms_per_step_sum")
        print("  " + " | ".join(cols))
        for row in r:
            print("  " + " | ".join(str(row.get(c, "-")) for c in cols))
        continue
    for k, v in r.items():
        if k == "phases_best_run_s":
            share = r.get("phases_share_of_total", {})
            print(f"  {'phase (best run)':28} seconds  share")
            for p, s in v.items():
                print(f"    {p:26} {s:7.4f}  {share.get(p, 1.0):.3f}")
        elif k == "phases_runs_s":
            print(f"  {'totals of the runs':28} {[x['total'] for x in v]}")
        elif not isinstance(v, (dict, list)) or k.startswith(("kernel", "word", "first_call")):
            print(f"  {k:28} {v}")
EOF
step "done"

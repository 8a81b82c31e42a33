#!/usr/bin/env bash
# Set up everything the project needs on a fresh Debian 12 machine: system packages and the venv.
set -euo pipefail
VENV="${1:-.venv}"
# docker-compose validates docker-compose.yml; nlohmann-json3-dev is real C++ for the demo and tests.
APT_PACKAGES=(git docker-compose nlohmann-json3-dev
  # the held-out corpora of benchmarks/corpora.py (Debian -dev trees nobody tunes on)
  libboost-dev libeigen3-dev libthrust-dev libcub-dev libcgal-dev libabsl-dev libglm-dev xxd
  # the Vulkan CPU driver (Mesa lavapipe): the GPU kernel parity tests run on it (tests/gpu)
  mesa-vulkan-drivers libvulkan1
  # `make up` (scripts/deploy.py): the metadata DB and the Celery broker; the UI test's headless browser
  postgresql redis-server chromium chromium-driver
  # the C cores are compiled when the package is installed (setup.py); workers need no compiler
  gcc libc6-dev)
# The confirmation corpora of benchmarks/corpora.py (CONFIRM: fresh -dev trees, never tuned on): only
# the decisions benchmark reads them, so only `make bench-corpora` (CPPCORPUS_BENCH_CORPORA=1) installs them.
if [ "${CPPCORPUS_BENCH_CORPORA:-0}" = 1 ]; then
  APT_PACKAGES+=(
  libpoco-dev libasio-dev libwebsocketpp-dev libcereal-dev rapidjson-dev libmsgpack-cxx-dev librange-v3-dev
  libxtensor-dev xtl-dev libxsimd-dev libopencv-core-dev libflatbuffers-dev libcli11-dev libsimde-dev libvulkan-dev
  libstb-dev libimgui-dev libbullet-dev libcrypto++-dev libdlib-dev libassimp-dev libnanoflann-dev
  libtinyobjloader-dev libutfcpp-dev libogre-1.12-dev libfltk1.3-dev libxerces-c-dev libseqan3-dev libsigc++-2.0-dev
  libopenexr-dev libosmium2-dev libpqxx-dev libode-dev libcoin-dev libopenvdb-dev libsimbody-dev libbox2d-dev
  libembree-dev qt6-base-dev)
fi

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --upgrade pip
# torch 2.13.0 (CPU) for megatron-core's reader; s3fs pinned high so the resolver never picks 0.4.
"$VENV/bin/python" -m pip install -q -e ".[airflow,megatron,test]" "s3fs>=2026.9"

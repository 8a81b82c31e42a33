"""Device selection and wiring: same artifacts on every device, clear failures, CPU fallback."""

from __future__ import annotations

import filecmp
import json
import logging
import os
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

from pipeline.gpu import GPUUnavailable, device, hooks, select_device
from pipeline.tokenizer import load_tokenizer, train_tokenizer
from pipeline.tokenizer.corpus import read_text

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_adapter(monkeypatch):
    """wgpu finds nothing (and no context is cached)."""
    monkeypatch.setattr(device, "_CONTEXT", {})
    monkeypatch.setattr(device, "_NO_ADAPTER", {})
    monkeypatch.setattr(device, "_adapters", lambda: [])


@pytest.mark.slow
def test_revision_trained_on_gpu_is_byte_identical(ctx, tmp_path, cxx_files):
    texts = [read_text(f) for f in cxx_files[0][:40]]
    trainer, record = hooks.bpe_trainer("gpu")
    assert record["device"] == "gpu" and record["adapter"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # small corpus: reserved learned ids
        m_cpu = train_tokenizer(texts, tmp_path / "cpu", vocab_size=8192)
        m_gpu = train_tokenizer(texts, tmp_path / "gpu", vocab_size=8192, bpe_trainer=trainer)
    assert m_cpu["training"]["n_merges"] > 1000
    assert m_gpu == m_cpu
    names = sorted(p.name for p in (tmp_path / "cpu").iterdir())
    assert names == sorted(p.name for p in (tmp_path / "gpu").iterdir())
    for name in names:
        assert filecmp.cmp(tmp_path / "cpu" / name, tmp_path / "gpu" / name, shallow=False), name


def test_gpu_setting_without_adapter_fails_clearly(no_adapter):
    with pytest.raises(GPUUnavailable, match="no usable adapter"):
        select_device("gpu")
    with pytest.raises(GPUUnavailable, match="tokenizer.device=gpu"):
        hooks.bpe_trainer("gpu")


def test_auto_without_gpu_logs_once_and_uses_cpu(no_adapter, caplog, tok):
    with caplog.at_level(logging.INFO, logger="pipeline.gpu.device"):
        encode_batch, record = hooks.batch_encoder(tok, "auto")
    assert record == {"device": "cpu"}
    assert [r.message for r in caplog.records if "CPU path" in r.message]
    assert np.array_equal(encode_batch(["int x;\n"])[0], tok.encode_bytes(b"int x;\n"))
    assert hooks.bpe_trainer("auto") == (None, {"device": "cpu"})
    with pytest.raises(ValueError, match="tokenizer.device"):
        select_device("tpu")


def test_a_background_probe_answers_every_later_selection(no_adapter, monkeypatch):
    """What a worker does at start: the probe runs once, in a thread; later selections reuse its answer."""
    probes = []
    monkeypatch.setattr(device, "_adapters", lambda: probes.append("listed") or [])
    device.probe_in_background("auto").join()
    assert select_device("auto") is None
    assert hooks.bpe_trainer("auto") == (None, {"device": "cpu"})
    assert probes == ["listed"]  # not probed again
    with pytest.raises(GPUUnavailable, match="no usable adapter"):  # gpu counts CPU emulators: its own probe
        select_device("gpu")
    assert probes == ["listed", "listed"]
    assert device.probe_in_background("cpu") is None


def test_a_run_probes_once_and_its_workers_take_the_answer(no_adapter, monkeypatch):
    """``cppcorpus run --workers N``: the run's process probes; each worker takes the answer with its
    ranks (runner._rank_task) instead of probing again (~0.3 CPU-s and ~1 s each)."""
    probes = []
    monkeypatch.setattr(device, "_adapters", lambda: probes.append("listed") or [])
    monkeypatch.setattr(device, "_HAS_ADAPTER", set())
    monkeypatch.setattr(device, "_PROBING", set())
    assert device.probe_answers() == {}  # nothing known yet: a worker asked now probes when a step asks
    device.probe_in_background("auto").join()
    answers = device.probe_answers()
    assert list(answers) == [False] and "no real GPU adapter" in answers[False]

    monkeypatch.setattr(device, "_NO_ADAPTER", {})  # a worker: nothing probed there
    device.adopt_probe_answers("auto", answers)
    assert select_device("auto") is None
    assert hooks.bpe_trainer("auto") == (None, {"device": "cpu"})
    assert probes == ["listed"]  # the worker did not probe
    device.adopt_probe_answers("cpu", answers)  # the CPU setting needs no answer

    class Gpu:
        info = {"adapter_type": "DiscreteGPU", "backend_type": "Vulkan", "device": "a GPU"}

    monkeypatch.setattr(device, "_NO_ADAPTER", {})
    monkeypatch.setattr(device, "_adapters", lambda: [Gpu()])
    device._find_adapter(allow_cpu=False)  # the run found a GPU: its workers look for it, once each
    assert device.probe_answers() == {False: None}
    started = []
    monkeypatch.setattr(device, "_HAS_ADAPTER", set())
    monkeypatch.setattr(device, "_PROBING", set())  # a fresh worker
    monkeypatch.setattr(
        device, "probe_in_background", lambda setting: started.append(setting) or device._PROBING.add(setting)
    )
    device.adopt_probe_answers("auto", {False: None})
    device.adopt_probe_answers("auto", {False: None})
    assert started == ["auto"]


def test_auto_skips_cpu_emulators(monkeypatch):
    class Fake:
        def __init__(self, kind):
            self.info = {"adapter_type": kind, "backend_type": "Vulkan", "device": kind}

    assert device._pick([Fake("CPU")], allow_cpu=False) is None
    assert device._pick([Fake("CPU")], allow_cpu=True).info["adapter_type"] == "CPU"
    assert (
        device._pick([Fake("CPU"), Fake("DiscreteGPU")], allow_cpu=True).info["adapter_type"] == "DiscreteGPU"
    )


def test_failing_gpu_falls_back_under_auto(ctx, tok, monkeypatch, caplog):
    monkeypatch.setattr(device, "select_device", lambda setting: ctx)
    monkeypatch.setattr(hooks, "select_device", lambda setting: ctx)
    from pipeline.gpu import tokenize

    def broken(self, docs, profile=False):
        raise RuntimeError("device lost")

    monkeypatch.setattr(tokenize.GPUTrieEncoder, "encode_batch", broken)
    encode_batch, record = hooks.batch_encoder(tok, "auto")
    with caplog.at_level(logging.WARNING, logger="pipeline.gpu.hooks"):
        ids = encode_batch(["a b\n"])
    assert np.array_equal(ids[0], tok.encode_bytes(b"a b\n"))
    assert any("using the CPU path" in r.message for r in caplog.records)
    encode_gpu, _ = hooks.batch_encoder(tok, "gpu")
    with pytest.raises(RuntimeError, match="device lost"):
        encode_gpu(["a"])


def test_cli_encode_device_flag(ctx, gpu_rev, tmp_path):
    src = tmp_path / "a.cpp"
    src.write_text("#include <vector>\nint main() { return 0; }\n")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    outs = []
    for dev in ("cpu", "gpu"):
        cmd = [sys.executable, "-m", "pipeline.cli", "tokenizer", "encode", "--tokenizer", str(gpu_rev)]
        proc = subprocess.run([*cmd, "--device", dev, str(src)], capture_output=True, text=True, env=env)
        assert proc.returncode == 0, proc.stderr
        outs.append(json.loads(proc.stdout))
    assert outs[0] == outs[1]
    assert outs[0]["ids"] == load_tokenizer(gpu_rev).encode(src.read_text())

"""Adapter selection, the device, its pipelines and pooled buffers.

``select_device(setting)`` maps the ``tokenizer.device`` setting to a ``GPUContext`` or ``None``
(the CPU path):

- ``cpu``: always ``None``.
- ``auto``: a real GPU (discrete, integrated or virtual) when wgpu finds one, else ``None`` with
  one log line saying why; a CPU emulator such as Mesa lavapipe is never picked here, since the
  compiled CPU encoder is faster than an emulated GPU.
- ``gpu``: any adapter wgpu finds, lavapipe included; none raises ``GPUUnavailable``.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from dataclasses import dataclass, field

import numpy as np

from .kernels import LAYOUTS, shader_source

log = logging.getLogger(__name__)

DEVICES = ("auto", "cpu", "gpu")
_REAL_TYPES = ("DiscreteGPU", "IntegratedGPU", "VirtualGPU")
_BACKENDS_SET = False
_BACKEND_RANK = {"Vulkan": 0, "Metal": 0, "D3D12": 0}  # others (OpenGL) last: weaker compute


class GPUUnavailable(RuntimeError):
    """``device: gpu`` was asked for and no usable adapter exists."""


def _adapters() -> list:
    import wgpu  # noqa: PLC0415  (optional dependency: imported only when a GPU is considered)

    global _BACKENDS_SET
    if not _BACKENDS_SET:  # Vulkan/Metal/D3D12 only: OpenGL is weaker for compute and its EGL probe
        _BACKENDS_SET = True  # prints noise on machines without a display
        try:
            from wgpu.backends.wgpu_native.extras import set_instance_extras  # noqa: PLC0415

            set_instance_extras(backends=["Primary"])
        except Exception as e:  # an older/newer wgpu-py: keep its defaults
            log.debug("wgpu instance extras not set: %s", e)
    return list(wgpu.gpu.enumerate_adapters_sync())


def _pick(adapters: list, allow_cpu: bool):
    def rank(a) -> tuple:
        info = a.info
        t = info.get("adapter_type", "")
        return (
            0 if t == "DiscreteGPU" else 1 if t in _REAL_TYPES else 2,
            _BACKEND_RANK.get(info.get("backend_type", ""), 1),
        )

    usable = [a for a in adapters if allow_cpu or a.info.get("adapter_type") in _REAL_TYPES]
    usable = [a for a in usable if a.info.get("backend_type") != "OpenGL"] or usable
    return min(usable, key=rank) if usable else None


@dataclass
class GPUContext:
    """A wgpu device with this project's pipelines and a pool of reusable buffers."""

    adapter: object
    device: object
    subgroups: bool
    group_limit: int | None = None  # tests lower it to exercise the 2-D grids on small inputs
    _pipelines: dict = field(default_factory=dict)
    _layouts: dict = field(default_factory=dict)
    _pool: dict = field(default_factory=dict)

    @property
    def info(self) -> dict:
        """Adapter name, backend and type: what the stage manifest records."""
        i = self.adapter.info
        return {
            "adapter": i.get("device", ""),
            "backend": i.get("backend_type", ""),
            "adapter_type": i.get("adapter_type", ""),
            "subgroups": self.subgroups,
        }

    @property
    def limits(self) -> dict:
        return dict(self.device.limits)

    @property
    def max_binding(self) -> int:
        """Largest storage binding in bytes (lavapipe: 128 MiB)."""
        lim = self.limits
        return int(min(lim["max-storage-buffer-binding-size"], lim["max-buffer-size"]))

    @property
    def max_groups(self) -> int:
        """Workgroups per grid dimension (the adapter's limit, or ``group_limit`` if lower)."""
        lim = int(self.limits["max-compute-workgroups-per-dimension"])
        return min(lim, self.group_limit) if self.group_limit else lim

    def bind_group_layout(self, module: str):
        import wgpu  # noqa: PLC0415

        if module not in self._layouts:
            entries = [
                {
                    "binding": b,
                    "visibility": wgpu.ShaderStage.COMPUTE,
                    "buffer": {
                        "type": wgpu.BufferBindingType.read_only_storage
                        if acc == "read"
                        else wgpu.BufferBindingType.storage
                    },
                }
                for b, acc, _ in LAYOUTS[module]
            ]
            self._layouts[module] = self.device.create_bind_group_layout(entries=entries)
        return self._layouts[module]

    def pipeline(self, module: str, entry: str, subgroups: bool | None = None):
        """Compute pipeline ``entry`` of ``shaders/<module>.wgsl`` (layout checked on load)."""
        sg = self.subgroups if subgroups is None else (subgroups and self.subgroups)
        key = (module, entry, sg)
        if key not in self._pipelines:
            smk = (module, sg)
            if smk not in self._pipelines:
                self._pipelines[smk] = self.device.create_shader_module(code=shader_source(module, sg))
            layout = self.device.create_pipeline_layout(bind_group_layouts=[self.bind_group_layout(module)])
            self._pipelines[key] = self.device.create_compute_pipeline(
                layout=layout, compute={"module": self._pipelines[smk], "entry_point": entry}
            )
        return self._pipelines[key]

    def buffer(self, name: str, nbytes: int, extra_usage: int = 0):
        """A pooled storage buffer of at least ``nbytes``; grown x1.5 when too small."""
        import wgpu  # noqa: PLC0415

        nbytes = max(16, (int(nbytes) + 15) // 16 * 16)
        usage = wgpu.BufferUsage.STORAGE | wgpu.BufferUsage.COPY_DST | wgpu.BufferUsage.COPY_SRC | extra_usage
        buf = self._pool.get(name)
        if buf is None or buf.size < nbytes or (buf.usage & usage) != usage:
            size = nbytes if buf is None else max(nbytes, int(buf.size * 1.5) // 16 * 16)
            if buf is not None:
                buf.destroy()
            if size > self.max_binding:
                size = max(nbytes, min(size, self.max_binding))
            buf = self.device.create_buffer(size=size, usage=usage)
            self._pool[name] = buf
        return buf

    def write(self, name: str, data: np.ndarray, extra_usage: int = 0):
        """Upload ``data`` into the pooled buffer ``name`` (padded to 4 bytes)."""
        raw = np.ascontiguousarray(data).tobytes()
        if len(raw) % 4:
            raw += b"\0" * (4 - len(raw) % 4)
        buf = self.buffer(name, len(raw), extra_usage)
        if raw:
            self.device.queue.write_buffer(buf, 0, raw)
        return buf

    def read(self, buf, nbytes: int, offset: int = 0, dtype=np.uint32) -> np.ndarray:
        """Copy ``nbytes`` back (a small read also waits for submitted work: lavapipe's
        ``on_submitted_work_done_sync`` raises)."""
        if nbytes == 0:
            return np.zeros(0, dtype)
        return np.frombuffer(self.device.queue.read_buffer(buf, offset, nbytes), dtype).copy()

    def grid(self, groups: int) -> tuple[int, int, int]:
        """A 2-D grid of at least ``groups`` workgroups within the per-dimension limit."""
        groups = max(1, int(groups))
        x = min(groups, self.max_groups)
        return (x, (groups + x - 1) // x, 1)

    @property
    def timestamps(self) -> bool:
        return "timestamp-query" in self.device.features

    def submit_profiled(self, module: str, kernels: list, bg, subgroups: bool, profile: dict) -> None:
        """Run ``kernels`` [(entry, grid)] one compute pass each and add each kernel's seconds to
        ``profile``: GPU timestamps where the adapter has them, else wall time per submission.
        ``grid`` is a workgroup count or an (indirect buffer, offset) pair."""
        import wgpu  # noqa: PLC0415

        def encode(enc, entry, grid, ts=None):
            cp = enc.begin_compute_pass(timestamp_writes=ts) if ts else enc.begin_compute_pass()
            cp.set_bind_group(0, bg)
            cp.set_pipeline(self.pipeline(module, entry, subgroups))
            if isinstance(grid, tuple):
                cp.dispatch_workgroups_indirect(*grid)
            else:
                cp.dispatch_workgroups(*self.grid(grid))
            cp.end()

        profile.setdefault("_clock", "timestamp-query" if self.timestamps else "wall per submission")
        if not self.timestamps:
            for entry, grid in kernels:
                t0 = time.perf_counter()
                enc = self.device.create_command_encoder()
                encode(enc, entry, grid)
                self.device.queue.submit([enc.finish()])
                self.wait()
                profile[entry] = profile.get(entry, 0.0) + time.perf_counter() - t0
            return
        n = 2 * len(kernels)
        qs = self.device.create_query_set(type=wgpu.QueryType.timestamp, count=n)
        res = self.buffer("_timestamps", 8 * n, wgpu.BufferUsage.QUERY_RESOLVE)
        enc = self.device.create_command_encoder()
        for k, (entry, grid) in enumerate(kernels):
            ts = {
                "query_set": qs,
                "beginning_of_pass_write_index": 2 * k,
                "end_of_pass_write_index": 2 * k + 1,
            }
            encode(enc, entry, grid, ts)
        enc.resolve_query_set(qs, 0, n, res, 0)
        self.device.queue.submit([enc.finish()])
        t = self.read(res, 8 * n, dtype=np.uint64)
        for k, (entry, _) in enumerate(kernels):
            profile[entry] = profile.get(entry, 0.0) + float(t[2 * k + 1] - t[2 * k]) * 1e-9

    def wait(self) -> None:
        """Block until submitted work is done (read a few bytes; see ``read``)."""
        buf = self.buffer("_fence", 16)
        self.device.queue.read_buffer(buf, 0, 4)


_CONTEXT: dict[bool, GPUContext | None] = {}
# Why there is no adapter, per ``allow_cpu``: the probe's answer, kept for the life of the process
# (a probe costs ~1 s of wall time, ~0.3 CPU-s: the Vulkan loader tries every driver).
_NO_ADAPTER: dict[bool, str] = {}
_HAS_ADAPTER: set[bool] = set()  # the probe found one (the device is still made where it is used)
_PROBE_LOCK = threading.Lock()
_PROBING: set[str] = set()  # settings whose background probe this process has started


def _find_adapter(allow_cpu: bool):
    """The best adapter, or ``GPUUnavailable`` with the reason (a negative answer is cached)."""
    with _PROBE_LOCK:
        if allow_cpu in _NO_ADAPTER:
            raise GPUUnavailable(_NO_ADAPTER[allow_cpu])
        try:
            adapters = _adapters()
        except Exception as e:  # wgpu missing, no Vulkan loader, driver error
            _NO_ADAPTER[allow_cpu] = f"wgpu cannot list adapters ({type(e).__name__}: {e})"
            raise GPUUnavailable(_NO_ADAPTER[allow_cpu]) from e
        adapter = _pick(adapters, allow_cpu)
        if adapter is None:
            seen = (
                ", ".join(f"{a.info.get('device')} ({a.info.get('adapter_type')})" for a in adapters)
                or "none"
            )
            kind = "usable" if allow_cpu else "real GPU"
            _NO_ADAPTER[allow_cpu] = f"no {kind} adapter (adapters found: {seen})"
            raise GPUUnavailable(_NO_ADAPTER[allow_cpu])
        _HAS_ADAPTER.add(allow_cpu)
        return adapter


def probe_in_background(setting: str) -> threading.Thread | None:
    """Start answering "is there an adapter for ``setting``?" in a daemon thread; returns it.

    The answer is what :func:`select_device` would find, computed while this process does other
    work; a later :func:`select_device` waits for it instead of probing again. Only a negative
    answer is kept: with an adapter, the device is still created by the thread that asks for it.
    Nothing for ``cpu``.
    """
    if setting not in ("auto", "gpu"):
        return None

    def probe() -> None:
        with contextlib.suppress(GPUUnavailable):  # the reason is cached; select_device logs it
            _find_adapter(allow_cpu=setting == "gpu")

    _PROBING.add(setting)
    thread = threading.Thread(target=probe, name="cppcorpus gpu probe", daemon=True)
    thread.start()
    return thread


def probe_answers() -> dict[bool, str | None]:
    """What this process's probes found, per ``allow_cpu``: the reason there is no adapter, or
    ``None`` where there is one. A run probes once, in its own process, and hands this to its
    workers with their ranks (:func:`adopt_probe_answers`) instead of every worker probing."""
    return {**dict.fromkeys(_HAS_ADAPTER), **_NO_ADAPTER}


def adopt_probe_answers(setting: str, answers: dict[bool, str | None]) -> None:
    """Take the run's answer for ``setting`` (from :func:`probe_answers`): no adapter is final; an
    adapter found there is looked for here too, in the background (once), so the device is ready
    when a step asks. Without an answer yet, nothing: a step that asks probes itself."""
    if setting not in ("auto", "gpu"):
        return
    allow_cpu = setting == "gpu"
    if allow_cpu not in answers:
        return
    if answers[allow_cpu] is not None:
        with _PROBE_LOCK:
            _NO_ADAPTER.setdefault(allow_cpu, answers[allow_cpu])
    elif setting not in _PROBING:
        probe_in_background(setting)


def gpu_context(allow_cpu: bool) -> GPUContext:
    """The process-wide context on the best adapter (``allow_cpu``: lavapipe counts too).

    Raises ``GPUUnavailable`` with the reason when there is none.
    """
    if allow_cpu in _CONTEXT and _CONTEXT[allow_cpu] is not None:
        return _CONTEXT[allow_cpu]
    adapter = _find_adapter(allow_cpu)
    subgroups = "subgroup" in adapter.features and os.environ.get("CPPCORPUS_GPU_SUBGROUPS", "1") != "0"
    lim = adapter.limits
    want = {
        "max-storage-buffer-binding-size": lim["max-storage-buffer-binding-size"],
        "max-buffer-size": lim["max-buffer-size"],
        "max-storage-buffers-per-shader-stage": lim["max-storage-buffers-per-shader-stage"],
        "max-compute-workgroup-storage-size": lim["max-compute-workgroup-storage-size"],
    }
    feats = ["subgroup"] if subgroups else []
    if "timestamp-query" in adapter.features:
        feats.append("timestamp-query")
    try:
        device = adapter.request_device_sync(required_features=feats, required_limits=want)
    except Exception as e:
        raise GPUUnavailable(f"adapter {adapter.info.get('device')} refused a device ({e})") from e
    ctx = GPUContext(adapter=adapter, device=device, subgroups=subgroups)
    _CONTEXT[allow_cpu] = ctx
    return ctx


def select_device(setting: str) -> GPUContext | None:
    """``GPUContext`` for the ``tokenizer.device`` setting, or ``None`` for the CPU path.

    ``auto`` without a real GPU logs one line and returns ``None``; ``gpu`` without any adapter
    raises ``GPUUnavailable``.
    """
    if setting not in DEVICES:
        raise ValueError(f"tokenizer.device must be one of {DEVICES}, got {setting!r}")
    if setting == "cpu":
        return None
    if setting == "gpu":
        return gpu_context(allow_cpu=True)
    try:
        return gpu_context(allow_cpu=False)
    except GPUUnavailable as e:
        log.info("tokenizer.device=auto: using the CPU path: %s", e)
        return None

"""The stage contract, in one place (DESIGN §3).

A stage is one object, an instance of a :class:`Stage` subclass in its own module under
``pipeline.stages``: it owns its name, code version, upstream stages, output schema, config
slice, gate parameters and suite, and its work, written as a sequence of :class:`Step`:

* a **mapped** step runs once per rank, ``rank`` in ``range(world_size)``; each rank handles the
  shards it owns (``ctx.owns(shard)``: ``shard % world_size == rank``) and skips the ones already
  written, so a retry of a failed rank redoes only that rank's missing shards;
* a **single** step (``mapped=False``) runs once, as rank 0 of 1, after every rank of the step
  before it: the small global reduce steps (dedup clusters, the tokenizer's training, the
  packing plan, the export's index merge).

Shard numbers and boundaries come from the data and the config, never from the number of ranks,
so every world size writes the same bytes. A stage's version is committed (``_manifest.json``,
by its gate) only when all of its steps are done.

The simplest stages are :class:`DocumentStage` (maps each input shard to one output shard) and
:class:`DocumentFilter`, which implements only a judgment per document: ``None`` (keep),
``(reason, detail)`` (drop), or a mapping of the values of the columns it adds to a kept
document. The base writes the drop records and the shards.

The registry (:func:`registry`) imports every module of ``pipeline.stages`` and collects the
``stage`` object each stage module defines; the stage graph (:func:`order`) is the topological
order of their upstream stages. Adding a stage means adding one module.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

import pyarrow as pa

from pipeline.config import PipelineConfig
from pipeline.store import StageContext

Judgment = tuple[str, str] | Mapping[str, Any] | None


@dataclass(frozen=True)
class Step:
    """One unit of a stage's work: ``run(ctx, cfg)`` with ``ctx.rank`` / ``ctx.world_size`` set.

    ``long_single``: a single step that runs long on one core (the tokenizer's BPE training,
    dedup's clusters). A scheduling hint, nothing else (the bytes written are the same): where the
    stage before's gate runs beside this stage's steps (``cppcorpus run --workers N``), that gate
    is held back until this step starts, and runs on the cores the step leaves idle instead of
    ahead of the stage's first ranks.
    """

    name: str
    run: Callable[[StageContext, PipelineConfig], None]
    mapped: bool = True
    long_single: bool = False

    def __post_init__(self) -> None:
        if self.long_single and self.mapped:
            raise ValueError(f"step {self.name}: long_single is for a single (mapped=False) step")


class Stage:
    """A pipeline stage. Subclasses set the class attributes and write ``run_shard`` (or ``steps``)."""

    name: ClassVar[str]
    code_version: ClassVar[str]
    schema: ClassVar[pa.Schema]
    upstream: ClassVar[tuple[str, ...]] = ()

    def inputs(self, cfg: PipelineConfig) -> tuple[str, ...]:
        """The committed upstream versions this stage reads (a subset of ``upstream``)."""
        return self.upstream

    def config_slice(self, cfg: PipelineConfig) -> dict:
        """The part of the configuration that enters the version id."""
        raise NotImplementedError

    def gate_params(self, cfg: PipelineConfig) -> dict:
        """Run-time parameters of the stage's Great Expectations suite."""
        return {}

    def output_schema(self, cfg: PipelineConfig) -> pa.Schema:
        """The schema of the stage's ``part-*`` shards (``schema``, unless it depends on the config)."""
        return self.schema

    @property
    def suite(self) -> str:
        return f"expectations/{self.name}.json"

    def steps(self, cfg: PipelineConfig) -> tuple[Step, ...]:
        return (Step("shards", self.run_shard),)

    def run_shard(self, ctx: StageContext, cfg: PipelineConfig) -> None:
        """The mapped work of rank ``ctx.rank`` of ``ctx.world_size``."""
        raise NotImplementedError

    def extra(self, ctx: StageContext, cfg: PipelineConfig) -> dict:
        """Stage-specific facts for the manifest, computed at commit time from the written files."""
        return {}

    def __repr__(self) -> str:
        return f"<stage {self.name} v{self.code_version}>"


class DocumentStage(Stage):
    """Output shard N comes from input shard N of ``source_stage``: ``process`` maps one shard."""

    source_stage: ClassVar[str]
    read_columns: ClassVar[list[str] | None] = None  # None: every column of the input
    row_group_size: ClassVar[int | None] = None

    def prepare(self, ctx: StageContext, cfg: PipelineConfig) -> Any:
        """Per-rank state shared by the rank's shards (loaded once per rank); None by default."""
        return None

    def process(self, table: pa.Table, state: Any, cfg: PipelineConfig) -> tuple[pa.Table, list[dict]]:
        raise NotImplementedError

    def run_shard(self, ctx: StageContext, cfg: PipelineConfig) -> None:
        if not ctx.pending_shards(self.source_stage):
            return
        state = self.prepare(ctx, cfg)
        ctx.map_shards(
            self.source_stage,
            lambda shard, table: self.process(table, state, cfg),
            columns=self.read_columns,
            row_group_size=self.row_group_size,
        )

    def drop_record(self, doc: Mapping[str, Any], reason: str, detail: str) -> dict:
        return {
            "doc_id": doc["doc_id"],
            "source": doc["source"],
            "path": doc["path"],
            "stage": self.name,
            "reason": reason,
            "detail": detail,
        }


class DocumentFilter(DocumentStage):
    """A per-document judgment; the base keeps or drops and records the drops.

    ``judge`` sees the document's ``judge_columns`` as a dict and returns ``None`` to keep it,
    ``(reason, detail)`` to drop it, or a mapping with the values of ``added_columns`` for a kept
    document (a stage that annotates what it keeps, like ``license``).
    """

    judge_columns: ClassVar[tuple[str, ...]] = ("doc_id", "source", "path", "text")
    added_columns: ClassVar[tuple[tuple[str, pa.DataType], ...]] = ()

    def judge(self, doc: dict, state: Any, cfg: PipelineConfig) -> Judgment:
        raise NotImplementedError

    def process(self, table: pa.Table, state: Any, cfg: PipelineConfig) -> tuple[pa.Table, list[dict]]:
        keep: list[int] = []
        drops: list[dict] = []
        added: dict[str, list] = {name: [] for name, _ in self.added_columns}
        names = self.judge_columns
        for i, values in enumerate(zip(*(table.column(c).to_pylist() for c in names), strict=True)):
            doc = dict(zip(names, values, strict=True))
            verdict = self.judge(doc, state, cfg)
            if isinstance(verdict, tuple):
                drops.append(self.drop_record(doc, *verdict))
                continue
            keep.append(i)
            for name in added:
                added[name].append(verdict[name])
        out = table.take(pa.array(keep, type=pa.int64()))
        for name, typ in self.added_columns:
            out = out.append_column(name, pa.array(added[name], typ))
        return out.cast(self.output_schema(cfg)), drops


def _walk_modules() -> list[Stage]:
    import pipeline.stages as package

    found: list[Stage] = []
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if info.name.startswith("_") or info.name == "base":
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        obj = getattr(module, "stage", None)
        if isinstance(obj, Stage):
            found.append(obj)
    return found


_REGISTRY: dict[str, Stage] | None = None


def registry() -> dict[str, Stage]:
    """Every stage, by name, in the graph's topological order (ties broken by name)."""
    global _REGISTRY
    if _REGISTRY is None:
        stages = {s.name: s for s in _walk_modules()}
        ordered: dict[str, Stage] = {}
        while len(ordered) < len(stages):
            ready = sorted(
                n for n, s in stages.items() if n not in ordered and all(u in ordered for u in s.upstream)
            )
            if not ready:
                missing = sorted(set(stages) - set(ordered))
                raise RuntimeError(f"the stage graph has a cycle or an unknown upstream among {missing}")
            ordered[ready[0]] = stages[ready[0]]
        _REGISTRY = ordered
    return _REGISTRY


def order() -> tuple[str, ...]:
    return tuple(registry())

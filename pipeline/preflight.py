"""Checks of a whole run's inputs before any stage runs: settings, sources, root, stage names, revision.

The CLI's ``run`` and the DAG's first task call :func:`check_run`; a problem is one
``ConfigError`` line naming it (the CLI exits 2, the task fails), and nothing has been written
under the root. Checks that need the outside world are only the cheap ones: that a source folder
or a local tarball exists, that a local root is (or can become) a folder, that a pinned tokenizer
revision is stored with the configured vocab size.
"""

from __future__ import annotations

import os
import posixpath

from pipeline.config import ConfigError, PipelineConfig, validate_config


def check_root(url: str) -> None:
    """The root is a folder (or can be created as one) or a URL of a filesystem fsspec knows.

    >>> check_root("s3://")
    Traceback (most recent call last):
    pipeline.config.ConfigError: root 's3://': expected s3://BUCKET[/PREFIX]
    """
    if not isinstance(url, str) or not url.strip():
        raise ConfigError("root: expected a folder or a URL such as s3://bucket/prefix, got an empty value")
    if "://" in url:
        import fsspec

        proto, rest = url.split("://", 1)
        try:
            fsspec.get_filesystem_class(proto)
        except (ValueError, ImportError) as e:
            raise ConfigError(f"root {url!r}: unknown or unavailable filesystem {proto!r} ({e})") from None
        if proto in ("s3", "s3a", "gs", "gcs", "az", "abfs") and not rest.strip("/"):
            raise ConfigError(f"root {url!r}: expected {proto}://BUCKET[/PREFIX]")
        return
    path = os.path.abspath(url)
    if os.path.exists(path) and not os.path.isdir(path):
        raise ConfigError(f"root {url!r} is a file, not a folder; give a folder (it is created if missing)")
    parent = path
    while not os.path.exists(parent):  # the nearest existing ancestor must be a writable folder
        parent = os.path.dirname(parent)
    if not os.path.isdir(parent):
        raise ConfigError(f"root {url!r} cannot be created: {parent} is a file, not a folder")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise ConfigError(f"root {url!r} cannot be written: no write permission on {parent}")


def check_sources(cfg: PipelineConfig) -> None:
    """Folder sources exist and are folders; local tarballs exist (remote ones are checked when fetched)."""
    for spec in cfg.sources:
        if spec.path is not None and not os.path.isdir(spec.path):
            what = "is not a folder" if os.path.exists(spec.path) else "does not exist"
            raise ConfigError(f"source {spec.name!r}: folder {spec.path} {what}")
        if spec.tarball is not None and ("://" not in spec.tarball or spec.tarball.startswith("file://")):
            local = spec.tarball.removeprefix("file://")
            if not os.path.isfile(local):
                raise ConfigError(f"source {spec.name!r}: tarball not found: {local}")


def min_trainable_vocab() -> int:
    """The smallest vocab size the trainer accepts: fixed bands plus room for 256 learned tokens."""
    from pipeline.tokenizer.bands import band_layout
    from pipeline.tokenizer.train import MIN_VOCAB

    return max(MIN_VOCAB, band_layout()["learned"][0] + 256)


def check_tokenizer(cfg: PipelineConfig, store) -> None:  # noqa: ANN001 - an ObjectStore
    """A pinned revision is stored with the configured vocab size; a trained one has a trainable size."""
    t = cfg.tokenizer
    if not t.revision:
        low = min_trainable_vocab()
        if t.vocab_size < low:
            raise ConfigError(
                f"tokenizer.vocab_size (--vocab-size / vocab_size): must be at least {low} to train "
                f"a tokenizer, got {t.vocab_size}"
            )
        return
    manifest = store.path("tokenizers", t.revision, "manifest.json")
    if not store.exists(manifest):
        raise ConfigError(
            f"tokenizer revision {t.revision} not found under {posixpath.join(store.url, 'tokenizers')}/"
        )
    stored = store.read_json(manifest).get("vocab_size")
    if stored is not None and int(stored) != t.vocab_size:
        raise ConfigError(
            f"tokenizer revision {t.revision} has vocab size {stored}, but --vocab-size / vocab_size "
            f"is {t.vocab_size}"
        )


def check_run(
    cfg: PipelineConfig, root: str, *, until: str | None = None, storage_options: dict | None = None
) -> PipelineConfig:
    """Everything a run needs, checked before any stage runs; returns the normalized configuration."""
    from pipeline.runner import ORDER
    from pipeline.store import ObjectStore

    cfg = validate_config(cfg)
    if not cfg.sources:
        raise ConfigError("sources: no sources configured")
    if until is not None and until not in ORDER:
        raise ConfigError(f"--until {until!r}: unknown stage; stages are {', '.join(ORDER)}")
    check_root(root)
    check_sources(cfg)
    check_tokenizer(cfg, ObjectStore(root, storage_options))
    return cfg

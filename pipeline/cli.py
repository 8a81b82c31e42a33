"""``cppcorpus``: the pipeline in-process (the same stage functions the DAG calls).

    cppcorpus run --sources sources.yaml --root ./lake [--workers N] [--until STAGE] [--seq-len T] [--snapshot KEY]
    cppcorpus backfill --root ./lake --tokenizer-revision REV [--from KEY] [--to KEY]
    cppcorpus verify PREFIX --vocab-size N
    cppcorpus ledger --root ROOT [--drops]
    cppcorpus docs --root ROOT --out DIR

``run`` prints progress to stderr and, as its last line on stdout, one JSON summary.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from concurrent.futures.process import BrokenProcessPool


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not 1 <= value <= 1024:
        raise argparse.ArgumentTypeError(f"expected 1 to 1024, got {value}")
    return value


def _cmd_run(args: argparse.Namespace) -> int:
    from pipeline.workerserver import default_workers, start_worker_server

    if args.workers is None:
        args.workers = default_workers()
    if args.workers > 1:
        start_worker_server()  # started by main() already; here for a caller of this function alone
    from pipeline.config import PipelineConfig, load_config_file, load_sources
    from pipeline.preflight import check_run
    from pipeline.runner import run_pipeline
    from pipeline.store import ObjectStore

    cfg = PipelineConfig(sources=load_sources(args.sources))
    if args.config:
        cfg = load_config_file(cfg, args.config)
    cfg = cfg.with_overrides(
        seq_len=args.seq_len, vocab_size=args.vocab_size, tokenizer_revision=args.tokenizer_revision
    )
    cfg = check_run(cfg, args.root, until=args.until)  # the whole configuration, before any stage runs
    store = ObjectStore(args.root)
    summary = run_pipeline(store, cfg, until=args.until, workers=args.workers)
    from pipeline.snapshots import record_run

    summary["snapshot"] = record_run(
        store, args.snapshot, {k: v["version"] for k, v in summary["stages"].items()}
    )
    print(json.dumps(summary, sort_keys=True))
    return 0


def _cmd_backfill(args: argparse.Namespace) -> int:
    """Re-export every stored snapshot in [--from, --to] with a stored tokenizer revision."""
    from pipeline.config import PipelineConfig, load_config_file, validate_config
    from pipeline.snapshots import backfill
    from pipeline.store import ObjectStore

    cfg = PipelineConfig()
    if args.config:
        cfg = load_config_file(cfg, args.config)
    cfg = validate_config(
        cfg.with_overrides(
            seq_len=args.seq_len, vocab_size=args.vocab_size, tokenizer_revision=args.tokenizer_revision
        ),
        origin="arguments",
    )
    from pipeline.workerserver import default_workers

    result = backfill(
        ObjectStore(args.root), cfg, args.from_key, args.to_key, workers=args.workers or default_workers()
    )
    unbalanced = [
        k
        for k, s in result["snapshots"].items()
        if not all(r["balanced"] for r in s["ledger"]["sources"].values())
    ]
    print(json.dumps(result, sort_keys=True))
    if unbalanced:
        print(f"cppcorpus: the ledger does not balance for snapshots {unbalanced}", file=sys.stderr)
        return 1
    return 0


def _cmd_verify(args: argparse.Namespace) -> int:
    from pipeline.megatron import VerifyError, verify

    try:
        if "://" in args.prefix:  # a dataset in the object store: verify a local copy, report the URL
            summary = _verify_remote(args.prefix, args.vocab_size)
        else:
            summary = verify(args.prefix, args.vocab_size)
    except VerifyError as e:
        print(f"verify FAILED: {e}", file=sys.stderr)
        return 1
    print(
        f"first {len(summary['first_tokens'])} tokens of document 0: {summary['first_tokens']}",
        file=sys.stderr,
    )
    print(json.dumps({"ok": True, **summary}, sort_keys=True))
    return 0


def _verify_remote(url: str, vocab_size: int) -> dict:
    """The verify gate on ``URL.bin``/``URL.idx`` in an object store (credentials from the environment)."""
    import tempfile

    import fsspec

    from pipeline.megatron import VerifyError, verify
    from pipeline.store import storage_options_from_env

    proto = url.split("://", 1)[0]
    fs, path = fsspec.core.url_to_fs(url, **(storage_options_from_env() if proto == "s3" else {}))
    with tempfile.TemporaryDirectory(prefix="cppcorpus-verify-") as local:
        prefix = os.path.join(local, os.path.basename(path))
        for ext in (".idx", ".bin"):
            if not fs.exists(path + ext):
                raise VerifyError(f"{url}{ext}: missing")
            fs.get_file(path + ext, prefix + ext)
        try:
            return {**verify(prefix, vocab_size), "prefix": url}
        except VerifyError as e:
            raise VerifyError(str(e).replace(prefix, url)) from None


def _cmd_ledger(args: argparse.Namespace) -> int:
    from pipeline import ledger
    from pipeline.store import ObjectStore

    store = ObjectStore(args.root)
    record = ledger.latest_record(store)
    versions = record["stages"]
    if args.drops:
        for rec in ledger.drop_records(store, versions):
            print(json.dumps(rec, sort_keys=True))
        return 0
    report = ledger.compute(store, versions, stopped_at=record.get("stopped_at"))
    print(json.dumps(report, sort_keys=True))
    balanced = all(s["balanced"] for s in report["sources"].values())
    if "stopped_at" in report:
        print(
            f"cppcorpus ledger: {report['note']}" + ("" if balanced else " But it does not balance there."),
            file=sys.stderr,
        )
    elif "export" not in versions:
        last = list(versions)[-1] if versions else "none"
        print(
            f"cppcorpus ledger: the latest run under {store.url} did not finish (last committed stage: {last}); "
            "re-run it to complete",
            file=sys.stderr,
        )
        return 1
    return 0 if balanced else 1


def _cmd_docs(args: argparse.Namespace) -> int:
    from pipeline import gates, ledger
    from pipeline.store import VALIDATION, ObjectStore

    store = ObjectStore(args.root)
    results = []
    for stage, version in ledger.latest_run(store).items():
        path = store.path(stage, version, VALIDATION)
        if store.exists(path):
            results.append(store.read_json(path))
    index = gates.render_data_docs(results, args.out)
    print(json.dumps({"data_docs": str(index), "validations": len(results)}))
    return 0


def _cmd_report(args: argparse.Namespace) -> int:
    # Imported here, not when the parser is built: the report's imports (polars, the ledger, Arrow:
    # ~0.5 CPU-s) would otherwise delay every command, a run's start included.
    from pipeline.report import command

    return command(args)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cppcorpus", description=__doc__.split("\n\n")[0])
    p.add_argument(
        "-v",
        "--verbose",
        action="count",
        default=0,
        help="-v: the pipeline's debug lines; -v -v: also the INFO lines of libraries (GX, botocore, ...)",
    )
    sub = p.add_subparsers(dest="command", required=True)

    r = sub.add_parser("run", help="run the pipeline in-process")
    r.add_argument("--sources", required=True, help="sources.yaml: pinned git, folder or tarball sources")
    r.add_argument("--root", required=True, help="object-store root: a folder or s3://bucket/prefix")
    r.add_argument("--config", help="YAML overrides by section (acquire, filter, tokenizer, pack)")
    r.add_argument("--until", help="stop after this stage")
    r.add_argument(
        "--workers",
        type=_positive_int,
        default=None,
        help="worker processes for the stages' mapped steps (default: the number of cores); "
        "the outputs are the same for every number",
    )
    r.add_argument("--seq-len", type=int, help="packed row length T (default 2048)")
    r.add_argument("--vocab-size", type=int, help="tokenizer vocabulary size (default 65536)")
    r.add_argument("--tokenizer-revision", help="use this stored tokenizer revision instead of training one")
    r.add_argument(
        "--snapshot", help="record this run under this snapshot key (default: pins-<acquire version>)"
    )
    r.set_defaults(func=_cmd_run)

    b = sub.add_parser(
        "backfill", help="re-export stored snapshots with a tokenizer revision (upstream reused)"
    )
    b.add_argument("--root", required=True)
    b.add_argument("--tokenizer-revision", required=True, help="a stored revision (tokenizers/<revision>/)")
    b.add_argument("--from", dest="from_key", help="first snapshot key (e.g. 2026-11-01); default: the first")
    b.add_argument("--to", dest="to_key", help="last snapshot key; default: the last")
    b.add_argument("--config", help="the same YAML settings the snapshots were refreshed with")
    b.add_argument(
        "--workers",
        type=_positive_int,
        default=None,
        help="worker processes for the stages' mapped steps (default: the number of cores)",
    )
    b.add_argument("--seq-len", type=int, help="packed row length T (default 2048)")
    b.add_argument("--vocab-size", type=int, help="the revision's vocabulary size (default 65536)")
    b.set_defaults(func=_cmd_backfill)

    v = sub.add_parser("verify", help="the Megatron verify gate")
    v.add_argument("prefix", help="dataset prefix (without .bin/.idx)")
    v.add_argument("--vocab-size", type=int, required=True)
    v.set_defaults(func=_cmd_verify)

    led = sub.add_parser("ledger", help="acquired = exported + dropped, per source, for the latest run")
    led.add_argument("--root", required=True)
    led.add_argument("--drops", action="store_true", help="print every drop record as a JSON line")
    led.set_defaults(func=_cmd_ledger)

    d = sub.add_parser("docs", help="render the latest run's gate results as Data Docs (HTML)")
    d.add_argument("--root", required=True)
    d.add_argument("--out", required=True, help="a local folder for the HTML pages")
    d.set_defaults(func=_cmd_docs)

    rep = sub.add_parser("report", help="an HTML page of plots of the latest run's outputs (+ report.json)")
    rep.add_argument("--root", required=True)
    rep.add_argument("--out", required=True, help="a local folder for index.html and report.json")
    rep.set_defaults(func=_cmd_report)

    try:
        from pipeline.tokenizer import cli as tokenizer_cli
    except ImportError:
        tokenizer_cli = None
    if tokenizer_cli is not None and hasattr(tokenizer_cli, "add_parser"):
        tokenizer_cli.add_parser(sub)
    return p


def configure_logging(verbosity: int) -> None:
    """The pipeline's INFO lines (one per stage, progress) by default; libraries at WARNING unless -v -v.

    ``-v`` adds the pipeline's DEBUG lines; ``-v -v`` also shows the INFO lines of third-party
    libraries (Great Expectations alone logs hundreds per run).
    """
    from pipeline.progress import THIRD_PARTY_LOGGERS

    logging.basicConfig(
        level=logging.WARNING,
        stream=sys.stderr,
        force=True,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        datefmt="%H:%M:%S",
    )
    logging.getLogger("pipeline").setLevel(logging.DEBUG if verbosity >= 1 else logging.INFO)
    for name in THIRD_PARTY_LOGGERS:
        logging.getLogger(name).setLevel(logging.INFO if verbosity >= 2 else logging.WARNING)
    if verbosity >= 2:
        logging.getLogger().setLevel(logging.INFO)


def main(argv: list[str] | None = None) -> int:
    from pipeline import collector

    collector.tune()  # this process's collector thresholds, before the commands' imports
    args = build_parser().parse_args(argv)
    if args.func is _cmd_run:
        from pipeline.workerserver import default_workers, start_worker_server

        if args.workers is None:
            args.workers = default_workers()
        if args.workers > 1:
            # Before this process imports the pipeline (Arrow, the stages, ~0.5 CPU-s) and plans the
            # run: the workers' fork server imports the pipeline and Great Expectations meanwhile.
            start_worker_server()
    configure_logging(args.verbose)
    from pipeline.config import ConfigError
    from pipeline.gates import GateFailed
    from pipeline.megatron import VerifyError
    from pipeline.stages.acquire import SourceError
    from pipeline.stages.export import ExportError
    from pipeline.store import StageNotReady

    try:
        return args.func(args)
    except (ConfigError, FileNotFoundError, SourceError, ValueError, StageNotReady) as e:
        print(f"cppcorpus: {e}", file=sys.stderr)
        return 2
    except PermissionError as e:
        root = getattr(args, "root", "") or ""
        if "://" in root and not (e.filename and os.path.isabs(str(e.filename))):
            print(
                f"cppcorpus: access to the object store {root} was refused ({e}); check the credentials "
                "(AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_ENDPOINT_URL)",
                file=sys.stderr,
            )
        else:  # a local file: the store's credentials have nothing to do with it
            print(f"cppcorpus: permission denied: {e.filename or e}", file=sys.stderr)
        return 2
    except (GateFailed, VerifyError, ExportError) as e:
        print(f"cppcorpus: {e}", file=sys.stderr)
        return 1
    except BrokenProcessPool:
        print(
            "cppcorpus: a worker process died (killed, or out of memory); the shards it had finished are "
            "kept: run the same command again to finish the rest",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())

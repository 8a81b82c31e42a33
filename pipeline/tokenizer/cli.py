"""``cppcorpus tokenizer train|encode|report`` -- thin wrappers over the library.

    cppcorpus tokenizer train  --corpus PATH... --vocab-size N --out DIR
    cppcorpus tokenizer encode --tokenizer DIR FILE...          (JSON lines: {"path", "ids"})
    (train and encode take --device auto|cpu|gpu: same outputs, see docs/gpu.md)
    cppcorpus tokenizer report --tokenizer DIR --corpus PATH...  (one JSON object)

``add_parser(subparsers)`` registers the ``tokenizer`` command on the top-level parser; each leaf
sets ``func(args) -> int``.
"""

from __future__ import annotations

import argparse
import json
import sys

DEVICE_HELP = "auto: a real GPU if found, else the CPU; gpu: the WGSL kernels on any adapter (lavapipe too)"


def _train(args: argparse.Namespace) -> int:
    from . import train_tokenizer
    from .corpus import iter_source_files, read_text

    texts = (read_text(f) for f in iter_source_files(args.corpus))
    from pipeline.gpu.hooks import bpe_trainer

    trainer, _device = bpe_trainer(args.device)
    manifest = train_tokenizer(
        texts,
        args.out,
        vocab_size=args.vocab_size,
        boundary_scheme=args.boundary_scheme,
        min_frequency=args.min_frequency,
        bpe_trainer=trainer,
    )
    json.dump({k: manifest[k] for k in ("revision", "vocab_size", "format_version", "learned")}, sys.stdout)
    sys.stdout.write("\n")
    return 0


def _encode(args: argparse.Namespace) -> int:
    from . import load_tokenizer
    from .corpus import read_text

    tok = load_tokenizer(args.tokenizer)
    from pipeline.gpu.hooks import batch_encoder

    encode_batch, _device = batch_encoder(tok, args.device)
    for path in args.files:
        ids = encode_batch([read_text(path)])[0].tolist()
        sys.stdout.write(json.dumps({"path": str(path), "ids": ids}) + "\n")
    return 0


def _report(args: argparse.Namespace) -> int:
    from . import load_tokenizer
    from .corpus import iter_source_files, read_text
    from .report import tokenizer_report

    tok = load_tokenizer(args.tokenizer)
    rep = tokenizer_report(tok, (read_text(f) for f in iter_source_files(args.corpus)), top=args.top)
    json.dump(rep, sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Register ``tokenizer`` and its ``train``/``encode``/``report`` subcommands."""
    p = subparsers.add_parser("tokenizer", help="train, apply and inspect tokenizer revisions")
    sub = p.add_subparsers(dest="tokenizer_command", required=True)

    t = sub.add_parser("train", help="train a revision on C/C++ files or folders")
    t.add_argument("--corpus", nargs="+", required=True, help="files or folders of C/C++ source")
    t.add_argument("--vocab-size", type=int, default=65536)
    t.add_argument("--out", required=True, help="output directory of the revision artifact")
    t.add_argument("--boundary-scheme", default="ident_digits")
    t.add_argument("--min-frequency", type=int, default=2)
    t.add_argument("--device", choices=("auto", "cpu", "gpu"), default="auto", help=DEVICE_HELP)
    t.set_defaults(func=_train)

    e = sub.add_parser("encode", help="encode files; prints JSON lines of path and ids")
    e.add_argument("--tokenizer", required=True, help="revision directory")
    e.add_argument("files", nargs="+")
    e.add_argument("--device", choices=("auto", "cpu", "gpu"), default="auto", help=DEVICE_HELP)
    e.set_defaults(func=_encode)

    r = sub.add_parser("report", help="tokens per byte, band usage, top tokens, dead learned tokens")
    r.add_argument("--tokenizer", required=True)
    r.add_argument("--corpus", nargs="+", required=True)
    r.add_argument("--top", type=int, default=50)
    r.set_defaults(func=_report)
    return p

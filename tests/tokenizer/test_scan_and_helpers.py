"""Scan, domain selection, id masking, platform vocabulary, report and CLI."""

from __future__ import annotations

import argparse
import json
import os
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.tokenizer import (
    PLATFORM_CATEGORIES,
    PLATFORM_LABELS,
    _native,
    apply_id_mask,
    build_id_mask,
    load_tokenizer,
    platform_ids,
)
from pipeline.tokenizer.cli import add_parser
from pipeline.tokenizer.masking import band_ids
from pipeline.tokenizer.platform import MAX_PLATFORM_IDS
from pipeline.tokenizer.report import tokenizer_report
from pipeline.tokenizer.scan import (
    scan_texts,
    scan_texts_reference,
    split_morphemes,
    strip_comments_and_strings,
)
from pipeline.tokenizer.selection import distinctive, select_domain


def test_scan_ignores_comments_and_strings():
    doc = (
        "// cudaFree here is a comment\n/* and hipMalloc\n spans lines */\n"
        "const char* s = \"cudaMemcpy in a string\"; char c = 'x'; int n = 1'000;\n"
        'auto r = R"raw(ncclSend " inside)raw";\n'
        "void f() { cudaMalloc(&p, 4); std::vector<int> v; llvm::StringRef s; }\n"
    )
    r = scan_texts([doc, "std::string t;"])
    for hidden in ("cudaFree", "hipMalloc", "cudaMemcpy", "ncclSend", "comment"):
        assert hidden not in r.identifiers, hidden
    assert r.identifiers["cudaMalloc"] == 1
    assert r.namespaces["std"] == 2 and r.namespace_docs["std"] == 2
    assert r.namespaces["llvm"] == 1
    assert r.qualified["std::vector"] == 1
    assert r.hits("std::") == (2, 2)
    assert strip_comments_and_strings("int n = 1'000'000; f('a');") == "int n = 1'000'000; f( );"


HYP = settings(
    max_examples=int(os.environ.get("TOKENIZER_HYPOTHESIS_EXAMPLES", "100")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TABLES = (
    "identifiers",
    "identifier_docs",
    "qualified",
    "qualified_docs",
    "namespaces",
    "namespace_docs",
    "morphemes",
    "morpheme_docs",
    "morpheme_forms",
    "n_docs",
    "n_bytes",
)
lexeme = st.sampled_from(
    [
        "a",
        "Zb",
        "HTTPServer",
        "x_1",
        "3d",
        "::",
        ":",
        "std",
        "::std::",
        '"',
        "'",
        "\\",
        "//",
        "/*",
        "*/",
        'R"',
        "(",
        ")",
        "d(",
        ')d"',
        " ",
        "\n",
        "é",
        "漢字",
        "'x'",
        "1'000",
        'u8R"(',
        '"s"',
    ]
)


def _same_scan(texts):
    a, b = scan_texts(texts), scan_texts_reference(texts)
    for name in TABLES:
        assert getattr(a, name) == getattr(b, name), name


@pytest.mark.skipif(not _native.available(), reason="no C compiler")
def test_compiled_scan_equals_reference_on_real_code(train_texts):
    _same_scan(train_texts)


@pytest.mark.skipif(not _native.available(), reason="no C compiler")
@HYP
@given(docs=st.lists(st.lists(lexeme, max_size=40).map("".join), max_size=4))
def test_compiled_scan_equals_reference_hypothesis(docs):
    _same_scan(docs)


def test_morphemes():
    assert split_morphemes("initReadBuffer") == ["init", "read", "buffer"]
    assert split_morphemes("MAX_BUFFER_SIZE") == ["max", "buffer", "size"]
    r = scan_texts(["int initValue; int init_value2; int value;"])
    assert r.morphemes["init"] == 2 and r.morphemes["value"] == 3
    assert r.morpheme_docs["value"] == 1
    assert r.morpheme_forms["Value"] == 1


def test_distinctive_patterns():
    for t in (
        "__device__",
        "cublasSgemm",
        "ncclAllReduce",
        "CUBLAS_OP_N",
        "ClientContext",
        "flat_map",
        "thrust::",
    ):
        assert distinctive(t), t
    for t in ("query", "Status", "Channel", "stride", "chunk", "expected"):
        assert not distinctive(t), t


def test_select_domain_ids_do_not_depend_on_sample():
    a, rep_a = select_domain(scan_texts(["__global__ void k(); cudaMalloc(p);"]), 5000)
    b, rep_b = select_domain(scan_texts(["cudaMalloc(q);"]), 5000)
    assert a["cudaMalloc"] == b["cudaMalloc"]
    assert "__global__" in a and "__global__" not in b
    cut_b = {e["token"]: e for e in rep_b["cuda_runtime"]["cut"]}
    assert cut_b["__global__"]["id"] == a["__global__"] and cut_b["__global__"]["docs"] == 0
    assert rep_b["sql"]["kept"] == []


def test_id_mask_off_by_default_and_allow_list():
    logits = np.arange(8, dtype=np.float32)
    assert apply_id_mask(logits) is logits
    mask = build_id_mask([5, 6, 99], 8, always_allow=[0])
    out = apply_id_mask(logits, mask)
    assert np.isinf(out[[1, 2, 3, 4, 7]]).all() and out[[0, 5, 6]].tolist() == [0.0, 5.0, 6.0]
    assert int(np.argmax(out)) == 6


def test_id_mask_from_bands(tok):
    ids = band_ids(tok.manifest, ["bytes", "keywords"])
    mask = build_id_mask(ids, tok.vocab_size)
    assert mask.shape == (65536,)
    assert (mask[64:320] == 0).all() and mask[tok.bos_id] == 0 and np.isinf(mask[-1])
    torch = pytest.importorskip("torch")
    t = apply_id_mask(torch.zeros(2, tok.vocab_size), mask)
    assert t.shape == (2, tok.vocab_size) and torch.isinf(t[0, -1])


def test_platform_vocabulary():
    assert len(PLATFORM_LABELS) == 113 and len(set(PLATFORM_LABELS)) == 113
    assert PLATFORM_CATEGORIES == ("os", "rtos", "gpu", "arch", "compiler", "std")
    doc = (
        "#if defined(__linux__) && defined(__x86_64__)\n#include <cuda_runtime.h>\n#endif\n"
        "#ifdef _MSC_VER\n#endif\n#include <FreeRTOS.h>\nstd::optional<int> x; co_await y;\n"
    )
    labels = {PLATFORM_LABELS[i] for i in platform_ids(doc)}
    assert {
        "os/linux",
        "arch/x86_64",
        "gpu/cuda",
        "compiler/msvc",
        "rtos/freertos",
        "std/c++17",
        "std/c++20",
    } <= labels
    assert platform_ids("int main() {}") == []
    everything = " ".join(t for lab in PLATFORM_LABELS for t in [lab.split("/")[1]]) + " " + doc * 3
    ids = platform_ids(
        everything + " __aarch64__ __riscv __AVX2__ __clang__ __GNUC__ _WIN32 __APPLE__ "
        "__ANDROID__ __FreeBSD__ hipMalloc ncclAllReduce cutlass:: <vulkan/vulkan.h> __ARM_NEON"
    )
    assert len(ids) == MAX_PLATFORM_IDS and ids == sorted(set(ids))
    assert all(0 <= i < 113 for i in ids)


def test_report(tok, heldout_texts):
    rep = tokenizer_report(tok, heldout_texts[:30], top=10)
    assert 0.1 < rep["tokens_per_byte"] < 0.5
    assert rep["bands"]["learned"]["occurrences"] > 0 and rep["bands"]["special"]["occurrences"] == 0
    assert len(rep["top_tokens"]) == 10
    assert rep["learned_never_produced"]["count"] > 0


def _run(argv):
    parser = argparse.ArgumentParser(prog="cppcorpus")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


def test_cli_train_encode_report(tmp_path, capsys, corpus_split):
    src = tmp_path / "src"
    src.mkdir()
    for i, f in enumerate(corpus_split[0][:15]):
        (src / f"f{i}.h").write_bytes(f.read_bytes())
    out = tmp_path / "rev"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert (
            _run(["tokenizer", "train", "--corpus", str(src), "--vocab-size", "65536", "--out", str(out)])
            == 0
        )
    manifest = json.loads(capsys.readouterr().out)
    assert manifest["vocab_size"] == 65536 and manifest["revision"]
    tok = load_tokenizer(out)
    files = sorted(src.iterdir())[:2]
    assert _run(["tokenizer", "encode", "--tokenizer", str(out), *map(str, files)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["path"] for x in lines] == [str(f) for f in files]
    assert tok.decode(lines[0]["ids"]) == files[0].read_text()
    assert _run(["tokenizer", "report", "--tokenizer", str(out), "--corpus", str(src), "--top", "5"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["docs"] == 15 and len(rep["top_tokens"]) == 5

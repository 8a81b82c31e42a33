"""A small tokenizer revision for the structure tests, trained at run time on the system headers."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from pipeline.tokenizer import load_tokenizer, train_tokenizer

CXX_ROOT = Path("/usr/include/c++/12")


@pytest.fixture(scope="session")
def small_tok(tmp_path_factory):
    """A 4,096-id revision trained on ~400 kB of libstdc++ headers (small ids: many tokens per document)."""
    if not CXX_ROOT.is_dir():
        pytest.skip(f"{CXX_ROOT} not present")
    texts, n = [], 0
    for f in sorted((CXX_ROOT / "bits").glob("*.h")):
        if n > 400_000:
            break
        t = f.read_text(errors="replace")
        texts.append(t)
        n += len(t)
    d = tmp_path_factory.mktemp("structtok")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        train_tokenizer(texts, d, vocab_size=4096)
    return load_tokenizer(d)

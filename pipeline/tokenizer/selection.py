"""Scan-driven choices: which domain candidates keep a fixed slot, which morphemes seed BPE.

Rule for the domain catalogue (measured in the seed article: most "domain" words were generic):
a candidate keeps its slot only if it has a distinctive naming pattern -- double underscore,
SCREAMING_CASE, a prefix-style API (``cudaMalloc``, ``ncclAllReduce``), a multi-hump CamelCase
compound (``ClientContext``), a snake_case compound (``flat_map``) or a namespace qualifier -- and
the scan saw it outside comments and strings in at least ``max(min_domain_docs,
ceil(min_domain_doc_share * n_docs))`` documents (1 in 100,000 by default: at the seed article's
scale a band with ~150 hits in a million documents is noise). Generic
words (``query``, ``Status``, ``stride``) are always left to BPE, which learns them as merges.

>>> [distinctive(t) for t in ("__device__", "cudaMalloc", "SQLITE_OK", "ClientContext", "Status", "stride")]
[True, True, True, True, False, False]
"""

from __future__ import annotations

import math
import re

from .bands import _words, domain_candidates
from .scan import ScanResult

_SCREAMING = re.compile(r"^[A-Z][A-Z0-9_]{2,}$")
_PREFIX_API = re.compile(r"^[a-z][a-z0-9]*[A-Z][A-Za-z0-9_]*$")
_CAMEL_COMPOUND = re.compile(r"^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9_]*$")
_SNAKE_COMPOUND = re.compile(r"^[a-z][a-z0-9]*_[a-z0-9_]+$")
_MIN_SEED_LEN = 3  # shorter morpheme candidates never seed

# Morpheme candidates (common components, C++ stems, prefixes, suffixes); the scan keeps those
# actually seen in identifiers. Each kept one becomes a single token seeded before any merge.
MORPHEME_CANDIDATES: tuple[str, ...] = tuple(
    _words(
        """
value index offset node ptr buffer count context size length data type name key list item entry
handle state status result error config option param arg info desc flag mode level table array
vector string stream file path line block chunk page frame packet message event request response
callback handler manager factory builder iterator pointer object element child parent root tree graph
edge queue stack cache pool alloc lock mutex thread task worker timer clock time num len idx pos addr
mem src dst tmp buf str ctx cfg msg obj val ret res err input output target source format
init read write create start stop parse find insert remove delete update get set load store open
close send recv push pop append copy move reset clear check validate compute process convert build
register emit visit apply match resolve encode decode compare merge split join sort search free
proto sub non multi meta mono pre post inter super hyper auto semi micro macro over under
able tion sion ment ness ity ize ized ing ally ful less ous ive
"""
    )
)


def scan_keys() -> dict[str, frozenset[str] | None]:
    """The scan entries the choices read, by kind (``ScanResult.to_table(keys)``); ``None``: every key.

    ``select_domain`` reads each domain candidate's entry (``ScanResult.hit_key``), ``select_seeds``
    each morpheme candidate and its Capitalized form; every namespace is kept for the report's top
    namespaces. Per-shard counts restricted to these keys stay small whatever the corpus, and their
    sum gives the same choices as one scan of the whole corpus.

    >>> keys = scan_keys()
    >>> "cudaMalloc" in keys["identifier"], "init" in keys["morpheme"], "Init" in keys["morpheme_form"]
    (True, True, True)
    """
    wanted: dict[str, set[str]] = {
        "identifier": set(),
        "qualified": set(),
        "morpheme": set(),
        "morpheme_form": set(),
    }
    for _, tok in domain_candidates():
        kind, key = ScanResult.hit_key(tok)
        if kind != "namespace":
            wanted[kind].add(key)
    for m in MORPHEME_CANDIDATES:
        if len(m) >= _MIN_SEED_LEN:
            wanted["morpheme"].add(m)
            wanted["morpheme_form"].add(m.capitalize())
    return {**{k: frozenset(v) for k, v in wanted.items()}, "namespace": None}


def distinctive(token: str) -> bool:
    """Whether a candidate's naming pattern is distinctive enough for a fixed slot (see module doc)."""
    if "::" in token or token.startswith("__") or token.endswith("__"):
        return True
    return bool(
        _SCREAMING.match(token)
        or _PREFIX_API.match(token)
        or _CAMEL_COMPOUND.match(token)
        or _SNAKE_COMPOUND.match(token)
    )


def select_domain(
    scan: ScanResult, domain_start: int, *, min_domain_docs: int = 1, min_domain_doc_share: float = 1e-5
) -> tuple[dict, dict]:
    """Returns ({token: pinned id} of kept candidates, selection report by category).

    Every candidate's id is ``domain_start + its catalogue position`` whether kept or not, so a
    retrain on another sample never moves a kept token.
    """
    kept: dict[str, int] = {}
    report: dict[str, dict] = {}
    min_docs = max(min_domain_docs, math.ceil(min_domain_doc_share * scan.n_docs))
    for pos, (cat, tok) in enumerate(domain_candidates()):
        hits, docs = scan.hits(tok)
        share = docs / scan.n_docs if scan.n_docs else 0.0
        if not distinctive(tok):
            reason = "generic word: left to BPE" + (
                " (in 2-30% of documents)" if 0.02 <= share <= 0.30 else ""
            )
            keep = False
        elif docs < min_docs:
            reason = f"seen in {docs} documents (< {min_docs})"
            keep = False
        else:
            reason = "distinctive and seen"
            keep = True
        entry = {"token": tok, "id": domain_start + pos, "hits": hits, "docs": docs, "reason": reason}
        cat_rep = report.setdefault(cat, {"kept": [], "cut": [], "kept_hits": 0, "cut_hits": 0})
        cat_rep["kept" if keep else "cut"].append(entry)
        cat_rep["kept_hits" if keep else "cut_hits"] += hits
        if keep:
            kept[tok] = domain_start + pos
    return kept, report


def select_seeds(scan: ScanResult, *, min_seed_count: int = 2, max_seeds: int = 256) -> list[tuple[str, int]]:
    """Seeded morphemes with their counts, most frequent first (ties by string).

    The lower-case form is seeded when the candidate occurs ``min_seed_count`` times; the
    Capitalized form (``Init`` in ``doInit``) too when it occurs that often on its own. Seeds become
    single symbols before the first merge, matched only between morpheme boundaries by default
    (``reference.seed_cut``): seeding "read" inside "thread" cost 1.6% tokens on held-out code,
    aligned seeding costs nothing measurable (benchmarks/RESULTS.md).
    """
    out: list[tuple[str, int]] = []
    for m in MORPHEME_CANDIDATES:
        if len(m) < _MIN_SEED_LEN:
            continue
        c = scan.morphemes.get(m, 0)
        if c >= min_seed_count:
            out.append((m, c))
            cap = m.capitalize()
            cc = scan.morpheme_forms.get(cap, 0)
            if cc >= min_seed_count:
                out.append((cap, cc))
    out.sort(key=lambda x: (-x[1], x[0]))
    return out[:max_seeds]

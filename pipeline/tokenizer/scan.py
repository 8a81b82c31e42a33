"""Code-aware frequency scan: identifiers, namespace qualifiers and morphemes outside comments and
string/char literals, with document frequencies.

The scan decides which domain candidates earn a fixed slot and which morphemes seed the learned
band. Counting inside comments and strings would let prose and paths dominate the top of the
table, so those are blanked first (one regex pass).

>>> r = scan_texts(['// cudaFree in a comment\\nint readValue = cudaMalloc(&p, n); // x', 'std::vector<int> v;'])
>>> r.identifiers["cudaMalloc"], r.identifiers.get("cudaFree", 0), r.namespaces["std"]
(1, 0, 1)
>>> r.morphemes["read"], r.morphemes["value"]
(1, 1)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pyarrow as pa

# Comments, raw strings, string literals, char literals (a digit separator 1'000 is not a char literal).
_BLANK = re.compile(
    r"""(?=[/"'R])"""  # cheap first-character filter: Python's re has no prefix scan for alternations
    r"(?://[^\n]*"
    r"|/\*.*?(?:\*/|\Z)"
    r'|\bR"([^()\\ \n]{0,16})\(.*?\)\1"'
    r'|"(?:\\.|[^"\\\n])*"'
    r"|(?<![0-9A-Za-z_])'(?:\\.|[^'\\\n]){1,8}')",
    re.S | re.A,
)
_IDENT = re.compile(r"\b[A-Za-z_]\w*", re.A)
# "a::b" (or "a::" before a non-identifier) at every qualifier, overlapping: a::b::c gives a::b, b::c
_QUAL = re.compile(r"\b(?=([A-Za-z_]\w*::(?:[A-Za-z_]\w*)?))[A-Za-z_]\w*::", re.A)
_MORPH = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")
SCAN_KINDS = ("identifier", "morpheme", "morpheme_form", "namespace", "qualified")  # table order (sorted)


def split_morphemes(identifier: str) -> list[str]:
    """Split at snake_case and camelCase boundaries, lower-cased; digits dropped.

    >>> split_morphemes("cudaMallocAsync"), split_morphemes("read_buffer_size"), split_morphemes("HTTPServer2")
    (['cuda', 'malloc', 'async'], ['read', 'buffer', 'size'], ['http', 'server'])
    """
    return [m.lower() for m in _MORPH.findall(identifier)]


def strip_comments_and_strings(text: str) -> str:
    """Replace comments and string/char literals by one space each.

    >>> strip_comments_and_strings('a = "x y"; // c\\nb /* d */')
    'a =  ;  \\nb  '
    """
    return _BLANK.sub(" ", text)


@dataclass
class ScanResult:
    """Counts (occurrences) and document frequencies of one scan."""

    n_docs: int = 0
    n_bytes: int = 0
    identifiers: Counter = field(default_factory=Counter)  # identifier -> occurrences
    identifier_docs: Counter = field(default_factory=Counter)  # identifier -> documents
    namespaces: Counter = field(default_factory=Counter)  # "std" (from std::) -> occurrences
    namespace_docs: Counter = field(default_factory=Counter)
    qualified: Counter = field(default_factory=Counter)  # "std::vector" -> occurrences
    qualified_docs: Counter = field(default_factory=Counter)
    morphemes: Counter = field(default_factory=Counter)  # lower-cased morpheme -> occurrences
    morpheme_docs: Counter = field(default_factory=Counter)
    morpheme_forms: Counter = field(default_factory=Counter)  # "Init", "init" -> occurrences

    @staticmethod
    def hit_key(token: str) -> tuple[str, str]:
        """The (kind, key) entry that ``hits`` reads for a candidate token.

        >>> ScanResult.hit_key("cudaMalloc"), ScanResult.hit_key("thrust::"), ScanResult.hit_key("a::b::c")
        (('identifier', 'cudaMalloc'), ('namespace', 'thrust'), ('qualified', 'b::c'))
        """
        if "::" not in token:
            return "identifier", token
        parts = token.split("::")
        if parts[-1] == "":
            return "namespace", [p for p in parts if p][-1] if any(parts) else ""
        return "qualified", "::".join(parts[-2:]).lstrip(":")

    def hits(self, token: str) -> tuple[int, int]:
        """(occurrences, documents) of a candidate token: an identifier, ``ns::`` or ``ns::name``.

        >>> scan_texts(["thrust::sort(v); thrust::sort(w);"]).hits("thrust::sort")
        (2, 1)
        """
        kind, key = self.hit_key(token)
        counts, docs = self._table(kind)
        return counts.get(key, 0), docs.get(key, 0)

    def _table(self, kind: str) -> tuple[Counter, Counter]:
        """(occurrences, documents) of one kind; ``morpheme_form`` has no document counts."""
        return {
            "identifier": (self.identifiers, self.identifier_docs),
            "namespace": (self.namespaces, self.namespace_docs),
            "qualified": (self.qualified, self.qualified_docs),
            "morpheme": (self.morphemes, self.morpheme_docs),
            "morpheme_form": (self.morpheme_forms, Counter()),
        }[kind]

    def to_table(self, keys: Mapping[str, Collection[str] | None] | None = None) -> pa.Table:
        """One row per (kind, token): count and docs, sorted by kind, count desc, token; ``n_docs`` and
        ``n_bytes`` in the schema metadata.

        ``keys`` (kind -> the tokens to keep, ``None`` for all of that kind; a kind not named is left
        out) restricts the table to what a consumer reads: per-shard counts that ``merge`` sums.
        """
        import pyarrow as pa

        rows = []
        for kind in SCAN_KINDS:
            if keys is not None and kind not in keys:
                continue
            wanted = None if keys is None else keys[kind]
            counts, docs = self._table(kind)
            for tok, c in counts.items():
                if wanted is None or tok in wanted:
                    rows.append((kind, tok, c, docs.get(tok, 0)))
        rows.sort(key=lambda r: (r[0], -r[2], r[1]))
        table = pa.table(
            {
                "kind": pa.array([r[0] for r in rows], pa.string()),
                "token": pa.array([r[1] for r in rows], pa.string()),
                "count": pa.array([r[2] for r in rows], pa.int64()),
                "docs": pa.array([r[3] for r in rows], pa.int64()),
            }
        )
        return table.replace_schema_metadata({"n_docs": str(self.n_docs), "n_bytes": str(self.n_bytes)})

    @classmethod
    def merge(cls, tables: Iterable[pa.Table]) -> ScanResult:
        """Sum tables written by ``to_table`` (scans of disjoint sets of documents, e.g. one per shard).

        Counts and document counts add up, so the result does not depend on the order or the grouping
        of the tables: scanning shards apart and merging gives the one scan of their union (for the
        keys the tables hold).

        >>> docs = ["int cudaMalloc;", "cudaMalloc(p); cudaMalloc(q);"]
        >>> m = ScanResult.merge([scan_texts(docs[:1]).to_table(), scan_texts(docs[1:]).to_table()])
        >>> m.n_docs, m.hits("cudaMalloc"), m.hits("cudaMalloc") == scan_texts(docs).hits("cudaMalloc")
        (2, (3, 2), True)
        """
        r = cls()
        for table in tables:
            meta = table.schema.metadata or {}
            if b"n_docs" not in meta or b"n_bytes" not in meta:
                raise ValueError(
                    "a scan table without n_docs / n_bytes metadata: not written by ScanResult.to_table"
                )
            r.n_docs += int(meta[b"n_docs"])
            r.n_bytes += int(meta[b"n_bytes"])
            for kind, tok, c, d in zip(
                *(table.column(n).to_pylist() for n in ("kind", "token", "count", "docs")), strict=True
            ):
                counts, docs = r._table(kind)
                counts[tok] += c
                if kind != "morpheme_form":
                    docs[tok] += d
        return r

    def write_parquet(self, path: str | Path) -> None:
        """``to_table()`` (every entry) as a parquet file."""
        import pyarrow.parquet as pq

        pq.write_table(self.to_table(), str(path), compression="zstd")


def scan_texts(texts: Iterable[str]) -> ScanResult:
    """Scan documents; see the module docstring. Uses the compiled scanner when the compiled core is
    installed (same tables as ``scan_texts_reference``, an order of magnitude faster)."""
    return scan_bytes(t.encode("utf-8", "surrogatepass") for t in texts)


def scan_bytes(docs: Iterable[bytes]) -> ScanResult:
    """``scan_texts`` over UTF-8 encoded documents."""
    from . import _native

    if not _native.available():
        return scan_texts_reference(d.decode("utf-8", "surrogatepass") for d in docs)
    sc = _native.Scanner()
    n_docs = n_bytes = 0
    for data in docs:
        sc.add(data)
        n_docs += 1
        n_bytes += len(data)
    r = ScanResult(n_docs=n_docs, n_bytes=n_bytes)
    tables = {}
    for k, name in enumerate(_native.Scanner.TABLES):
        keys, counts, docs = sc.export(k)
        tables[name] = (
            dict(zip(keys, counts.tolist(), strict=True)),
            dict(zip(keys, docs.tolist(), strict=True)),
        )
    r.identifiers, r.identifier_docs = (Counter(t) for t in tables["identifiers"])
    r.qualified, r.qualified_docs = (Counter(t) for t in tables["qualified"])
    r.namespaces, r.namespace_docs = (Counter(t) for t in tables["namespaces"])
    r.morphemes, r.morpheme_docs = (Counter(t) for t in tables["morphemes"])
    r.morpheme_forms = Counter(tables["morpheme_forms"][0])
    _drop_bare_qualifiers(r)
    return r


def _drop_bare_qualifiers(r: ScanResult) -> None:
    """ "a::" before a non-identifier counts for the namespace ``a`` but is not a qualified name."""
    for q in [q for q in r.qualified if q.endswith("::")]:
        del r.qualified[q], r.qualified_docs[q]


def scan_texts_reference(texts: Iterable[str]) -> ScanResult:
    """Pure-Python scan (regexes): the specification the compiled scanner must match."""
    r = ScanResult()
    for text in texts:
        r.n_docs += 1
        r.n_bytes += len(text.encode("utf-8", "surrogatepass"))
        code = strip_comments_and_strings(text)
        idents = Counter(_IDENT.findall(code))
        r.identifiers.update(idents)
        r.identifier_docs.update(idents.keys())
        quals = Counter(_QUAL.findall(code))
        r.qualified.update(quals)
        r.qualified_docs.update(quals.keys())
        r.namespace_docs.update({q.split("::", 1)[0] for q in quals})
        # morpheme document frequency from the distinct identifiers of this document
        r.morpheme_docs.update(set(map(str.lower, _MORPH.findall(" ".join(idents)))))
    for q, c in r.qualified.items():
        r.namespaces[q.split("::", 1)[0]] += c
    # occurrence counts of morphemes follow from the identifier table
    for ident, c in r.identifiers.items():
        for p in _MORPH.findall(ident):
            r.morpheme_forms[p] += c
    for form, c in r.morpheme_forms.items():
        r.morphemes[form.lower()] += c
    _drop_bare_qualifiers(r)
    return r

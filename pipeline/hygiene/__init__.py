"""Corpus hygiene: license evidence and policy, PII/secret scrubbing, near-duplicate detection.

Pure library code (no Airflow, no I/O beyond what callers pass in) used by the ``license``,
``scrub`` and ``dedup`` stages:

- ``pipeline.hygiene.license``: ``detect_file_license``, ``detect_repo_license``, ``resolve``,
  ``classify`` with a ``LicensePolicy``;
- ``pipeline.hygiene.scrub``: ``scrub`` / ``find_redactions`` with a ``ScrubPolicy``, failing
  closed with ``ScrubError``;
- ``pipeline.hygiene.neardup``: vectorized shingling, MinHash (datasketch-compatible), LSH band
  keys, per-band candidate edges, verification, clusters and deterministic representatives.
"""

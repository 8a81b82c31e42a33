"""The export's license mix (issue 9 item 7) and provenance (issue 8 item 10), end to end via the CLI."""

from __future__ import annotations

import pyarrow.parquet as pq
import pytest
from corpus import STDCXX, copy_headers, last_json, run_cli, write_settings

SEQ_LEN, VOCAB = "256", "8192"

GPL2_HEADER = """/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _EXAMPLE_UAPI_COUNTERS_H
#define _EXAMPLE_UAPI_COUNTERS_H

#include <linux/types.h>

struct example_counters {
\t__u64 packets_in;
\t__u64 packets_out;
\t__u32 drops;
\t__u32 flags;
};

#define EXAMPLE_IOC_GET_COUNTERS _IOR('E', 1, struct example_counters)

#endif /* _EXAMPLE_UAPI_COUNTERS_H */
"""


def _run(sources, root, settings) -> dict:
    return last_json(
        run_cli(
            "run",
            "--sources",
            str(sources),
            "--root",
            str(root),
            "--seq-len",
            SEQ_LEN,
            "--vocab-size",
            VOCAB,
            "--config",
            str(settings),
        ).stdout
    )


@pytest.mark.slow
def test_switching_the_mix_reruns_only_the_export_and_both_ledgers_balance(tmp_path):
    src = tmp_path / "src"
    copy_headers(STDCXX / "bits", src / "bits", 12, "*.h")
    (src / "uapi").mkdir()
    (src / "uapi" / "counters.h").write_text(GPL2_HEADER)
    sources = tmp_path / "sources.yaml"
    sources.write_text(f"sources:\n  - name: s\n    path: {src}\n")
    root = tmp_path / "lake"

    permissive = _run(sources, root, write_settings(tmp_path / "a.yaml"))
    ledger_a = last_json(run_cli("ledger", "--root", str(root)).stdout)["sources"]["s"]
    with_gpl2 = _run(
        sources, root, write_settings(tmp_path / "b.yaml", export={"mix": ["allowed", "gpl-2.0"]})
    )
    ledger_b = last_json(run_cli("ledger", "--root", str(root)).stdout)["sources"]["s"]

    hits = {k: v["cache_hit"] for k, v in with_gpl2["stages"].items()}
    assert hits == {k: k != "export" for k in hits}, hits
    for k in hits:
        if k != "export":
            assert with_gpl2["stages"][k]["version"] == permissive["stages"][k]["version"]
    assert ledger_a["balanced"] and ledger_b["balanced"]
    assert ledger_a["dropped"].get("export/license-excluded") == 1
    assert "export/license-excluded" not in ledger_b["dropped"]
    assert ledger_b["exported"] == ledger_a["exported"] + 1

    table = pq.read_table(root / "export" / with_gpl2["stages"]["export"]["version"] / "part-00000.parquet")
    rows = {r["path"]: r for r in table.to_pylist()}
    uapi = rows["uapi/counters.h"]
    assert uapi["license"] == "GPL-2.0-only WITH Linux-syscall-note"
    assert uapi["license_evidence"].startswith("spdx-tag")
    assert all(r["url"] and r["license_evidence"] for r in rows.values())
    assert all(r["license"] and r["revision"] for r in rows.values())

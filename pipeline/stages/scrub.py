"""Stage ``scrub``: emails, network addresses, secrets and home paths out, before tokenization.

Replacements are the markers of DESIGN §4 (``<redacted-email>``, ``<redacted-network-address>``,
``API_KEY_REDACTED``, ``<redacted-path>/``). Fail closed: a document the scrubber cannot make
clean is dropped with its reason, never passed on. ``n_bytes`` and ``sha256`` are recomputed for
the scrubbed text; ``redactions`` counts what was replaced in each document.
"""

from __future__ import annotations

import hashlib

import pyarrow as pa

from pipeline.config import PipelineConfig, as_dict
from pipeline.hygiene.scrub import ScrubError, scrub
from pipeline.stages.base import DocumentStage
from pipeline.stages.license import SCHEMA as LICENSE_SCHEMA
from pipeline.store import StageContext, iter_shards

STAGE = "scrub"
CODE_VERSION = (
    "19"  # 19: a standard's designation with "-" or in brackets ("[ECMA-376] 20.1.10.59") and a sibling of a
    # section the text cites (same first three parts) are section numbers; a quad in a URL's path names no
    # host; a Python qualified name or signature (Cython's "A.<locals>.f", "A.f(self)") is no secret; a
    # Message-ID in an archive link's msg= query value (a link cut over comment lines too) is no mailbox
    # 18: JWT-shaped values with no signature a key verifies (alg none, no/empty/wrong-length signature,
    # no JOSE header) are no secret; a quad after "enzyme" (also "+", a query's blank) is an EC number
)
# 17: character sets, LDAP filters, query-string pieces, dot-folders under /home, news Message-IDs,
# FTP logins (USER user@host), SSH request names near GLOBAL_REQUEST
# 16: IRC hostmasks/targets, made-up domains, SVG path data, lone section headings, base64 prose
# 12: protocol names, Message-IDs, PEP 440 pins, document names, expressions
# (same answer on every Python; 192.0.0.0/24, 3fff::/20 kept, NAT64 judged by its IPv4 address);
# SSH algorithm constants, %1 templates, quads returned by *version* functions kept
# 10: call arguments of predicates/verifiers and name++ are no secrets;
# ssh://user@host logins of the text kept as e-mail; quads heading a longer dotted number and
# wildcard-reversed DNSBL names of unroutable addresses kept; /home/worded_file_name.ext kept
# 9: a file directly under /home (a name with an extension ending the path) and
# SourceForge's /home/groups/ kept; a quad in an in-addr.arpa name judged reversed
# 8: section-number runs and comment headings, UniProt DR ids kept; a value that spells
# its name or a :-joined id is no secret; FlexLM port@host kept; Doxygen's name@@domain redacted;
# SourceForge's /home/project-web kept
# 7: mail domains end in a real TLD (Public Suffix List), reserved mail domains kept,
# home names literal and at a path root, pinned package versions, no local part inside a \ escape
# 6: addresses that name no host kept (one judging standard); git remote prefixes
# 5: AWS's documented EXAMPLE keys, GUIDs under GUID_* names, token-endpoint URLs kept
# 4: gi-docgen refs, SCP remotes, SSH names, PEM marker constants, 3GPP sections, quoted host quads
# 3: secrets must not read as words; netmasks, OIDs, hex byte dumps, URL user info kept
# 2: shape/context IPv4 rule, secrets never calls/identifiers/tags/formats, step budget
SCHEMA = LICENSE_SCHEMA.append(pa.field("redactions", pa.int32()))


def config_slice(cfg: PipelineConfig) -> dict:
    return {"policy": as_dict(cfg.scrub)}


class ScrubStage(DocumentStage):
    """Secrets, e-mail addresses, IP addresses and home paths replaced by markers; a document the
    scrubber cannot finish within its budget is dropped with the reason."""

    name = STAGE
    code_version = CODE_VERSION
    schema = SCHEMA
    upstream = ("dedup",)
    source_stage = "dedup"

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        # Markers replace values, so sizes change a little: only the filter's upper bound holds.
        return {"min_bytes": 1, "max_bytes": cfg.filter.max_bytes}

    def process(self, table: pa.Table, state: None, cfg: PipelineConfig) -> tuple[pa.Table, list[dict]]:
        rows: list[dict] = []
        drops: list[dict] = []
        for row in table.to_pylist():
            try:
                result = scrub(row["text"], cfg.scrub)
            except ScrubError as e:
                drops.append(self.drop_record(row, e.reason.removeprefix("scrub/"), e.detail))
                continue
            raw = result.text.encode()
            row.update(
                text=result.text,
                n_bytes=len(raw),
                sha256=hashlib.sha256(raw).hexdigest(),
                redactions=sum(result.counts.values()),
            )
            rows.append(row)
        return pa.Table.from_pylist(rows, schema=SCHEMA), drops

    def extra(self, ctx: StageContext, cfg: PipelineConfig) -> dict:
        return {
            "redactions": sum(
                sum(t.column("redactions").to_pylist())
                for _, t in iter_shards(ctx.store, STAGE, ctx.version, ["redactions"])
            )
        }


stage = ScrubStage()

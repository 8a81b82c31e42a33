"""Stage ``license``: the license of every document, from its own header or its repository's files.

Per file: an ``SPDX-License-Identifier`` tag (aliases and short forms normalized), license text in
the header comment or in a block at the end of the file; otherwise the evidence of the nearest
folder above it in its source that has any (read from the acquire output, where these files are
documents the filter later drops by extension), so a subproject's beats the root's. Within one
folder its LICENSE/COPYING/NOTICE files decide (a Debian copyright file's per-path ``Files``
paragraphs applied), else its package metadata (``package.json``, ``PKG-INFO``/``METADATA``,
``pyproject.toml``, ``setup.cfg``, ``Cargo.toml``, ``vcpkg.json``, ``library.json``,
``library.properties``), else a README's license section holding a grant. The policy keeps
permissive and weak-copyleft licenses and the strong-copyleft families (tagged; the export's ``mix``
chooses), and drops unknown, proprietary and denied licenses with a reason. Kept documents carry
``license`` (a normalized SPDX expression) and ``license_evidence`` (``method: detail``, the method
one of ``spdx-tag``, ``header-text``, ``trailer-text``, ``license-file``, ``package-metadata``,
``readme-text``; the detail names the rule or the file) on to export.
"""

from __future__ import annotations

import pyarrow as pa

from pipeline.config import PipelineConfig, as_dict
from pipeline.hygiene import license as lic
from pipeline.stages.acquire import DOC_SCHEMA
from pipeline.stages.base import DocumentFilter, Step
from pipeline.store import StageContext, shard_numbers

STAGE = "license"
CODE_VERSION = "39"  # 39: a licence file that is a use notice for some users only ("freely available for academic, nonprofit, and personal use", commercial licensing elsewhere; "is modified from <work>" is no right to modify) is proprietary (pxblat's blat LICENSE); a PyPI package whose only License classifier is Other/Proprietary License is proprietary when nothing else is read; a known licence's own text (MIT's, BSD's, ISC's, zlib's grant, the GNU and Apache 2.0 notices) in a README or a PyPI description outside any license section is the folder's licence when it is the only one there (pypulchra's PULCHRA MIT text); 38: a licence file that is a use notice granting no open rights (the work "distributed / provided free of charge", "free for academic use", with no right to modify or redistribute, no open or plain grant, no licence named; registration and citation requests, a disclaimer) is proprietary, not unreadable (BIOGEME's LICENSE); a known licence text or an open grant still decides first; 37: name forms: a PyPI trove classifier as the name ("License :: OSI Approved :: MIT License": the title it ends with, when that reads), a publisher's initials before its own licence's id (ODC-PDDL-1.0: PDDL-1.0; Open Data Commons, Creative Commons, SIL), a project before the name of a licence the license index names by that project (Allegro-gift-ware: Giftware, ScanCode allegro-4); 36: a Debian paragraph naming the file's path (a DEP-5 Files: glob other than *, even with the tree's licence; a free-form copyright file's "For <paths>:" licence block) licenses a bare all-rights-reserved header; a template placeholder holder (__MyCompanyName__) reserves nothing; a header pointing to another file for its copyright ("See readme.txt for copyright information") takes the tree's licence, Debian's tree statement too, over a reservation beside it; "you have a royalty-free right to use, modify ... and distribute" after "All Rights Reserved" is an open grant; 35: a licence file reserving all rights, granting nothing open and restricting the work (use only with a vendor's products, no use/copying/distribution of it, non-transferable, confidential) is proprietary, not unreadable; a clause-less "BSD" in package metadata (PyPI License: BSD / classifier BSD License, npm "BSD") is LicenseRef-BSD-unspecified, kept when every plain OSI-approved BSD licence is allowed, else denied (no evidence when the PyPI description names another licence); 34: name forms: "v" and the clause count after BSD (BSDv3: BSD-3-Clause; BSD licences have no versions), a short form followed by "License"/"Licence" ("Modified BSD license", "Revised BSD License", "Expat License"; not Perl, not public domain); 33: a file's own contents named at more length before "subject to" as a named grant ("This file contains Original Code ... as defined in and that are subject to the Apple Public Source License Version 2.0": APSL-2.0, read by the versioned title's initials), a version-less DEP-5 name whose own text states its version in its title (License: APSL with the APSL 2.0 text: APSL-2.0, when name and title agree), Pixar's modified Apache 2.0 (the Tomorrow Open Source Technology License 1.0 title, its own Section 6: SPDX Pixar, not Apache-2.0; a licence named only as what a text "differs from" is not that text's licence), a title followed by its own abbreviation ("GNU General Public License v3 (GPLv3)") when both read as one id; 32: a bare all-rights-reserved header whose copyright holder a Debian source tree's debian/copyright names for the tree (its Files: * paragraph's Copyright field, a free-form file's copyright and upstream-author lines; names compared without case, punctuation, years, emails, company forms) takes that file's tree-wide licence (another holder's still does not, license 20); 31: a licence name whose words are an index key's in another order ("Clarified Artistic License": ScanCode artistic-clarified, ClArtistic), a grant after "and" as a second predicate of the subject ("copyrighted by the author and licensed under ..."), HPND's grant without "and its documentation"; 30: name forms with "C" before the clause count (BSD-C3, C2-BSD) or after it for four clauses (BSD-4C), new/modified/revised written together with BSD (RevisedBSD); 29: a licence file bundling several components' licences (ANDed for the tree) whose components Debian's DEP-5 places (Files: * one of them, per-path paragraphs every other): Files: *'s for the tree, the evidence still the upstream file's; a line that is only a licence's name and the address of its text ("MIT License - http://...") as the file's licence; 28: untitled free-form licence grants in a licence file ("Everyone is granted permission to copy, modify and redistribute", "I place no restrictions on the use of"; an open grant, custom, not unknown), "no charge is made for this software" as a non-commercial grant, a header reserving all rights under a licence by a name no rule reads ("made available under the terms of the ClearSilver License": LicenseRef-custom-<name>, not proprietary; the folder's licence file still applies as to a bare all-rights-reserved), "under the terms of either the GNU General Public License or ..." as a version-less grant, the GPL v1 text (GPL-1.0-only) as the package licence of a version-less grant keeps GPL-1.0-or-later and gives way to Debian's Files: * naming GPL-1+, name forms ("GPL-2 plus following disclaimer", pubic-domain); 27: the BSD grant with a short object after "use" ("Redistribution and use of this software in source and binary forms, with or without modification, are permitted"; "of" and at most four words, not across a sentence break); 26: SPDX Sun-PPP by its grant sentence, passive "(non-exclusive) rights to <use/modify/...> ... is hereby granted" as an open grant (not after "no", not across "reserved", not "for non-commercial"); 25: a line that is only a public-domain statement ("100% Public Domain", "Still 100% PD", "Public domain.": a header's licence line, also in a DEP-5 text such as Debian's public-domain~sha1), not a line ending a sentence begun before it nor in a paragraph about parts; 24: a URL after a name ("3-clause BSD <https://...>"), a licence title with its version read by its initials when that is an SPDX id (IBM Public License Version 1.0: IPL-1.0; not "Open Source License 3.0"), a title followed by " - <what it covers>"; 23: RSA's MD4/MD5 licence text (RSA-MD), a passive "License to copy and use this software is granted" as an open grant, a public-domain dedication in the active voice naming the work ("agreed to put this module into the public domain"), names joined by a spelt-out operator whose parts are SPDX ids (BSD-3-clause_or_GPL-2.0, MIT_and_Zlib); 22: a prose GNU version is not read across a sentence boundary or from another licence's mention, a built GNU id SPDX does not have (GPL-2.1-only) is never emitted, "the GNU GPL version 2" and "the GPL version 2, or any later version" as short-name grants (not the Debian packaging's); 21: a DEP-5 name spelling an SPDX variant id (BSD-3-clause-HP) given with the base licence's text without the variant's own words is the base licence, name forms (BEER-WARE-LICENSE, Original-SSLeay, PSF by the initials of the Python Software Foundation License's title); 20: a Debian source tree's debian/copyright is evidence for the tree (its specific DEP-5 paragraphs over the upstream LICENSE, the whole file when the tree has none; its tree-wide statement does not replace another holder's bare all-rights-reserved header), a LICENSE.<name> named after the holder of its text beside the tree's own licence file is a dependency's, the MirOS Licence's grant sentence, name forms (FDL1.2+-noinvar, "GPLv2+ (please see ...)"); 19: "this source code is subject to the terms of the <name> License" as a named grant (a patent licence named after it adds nothing), a licence text that says it is "the same as the <name> license" (Debian's MIT/X11 stanza: MIT), a header's "License: Public Domain" field, the CC0 text without its title, name forms (CCO, CeCILL-C-V1, Boost_ver_1, FASTCGI: OML, the Glide licence's title, QPL: QPL-1.0, the LPPL's title with a version and +, GPL-3-BISON, LGPL-2.1-QTexception-1.1, "the GNU General Public License (GPL), version 2 or later"); 18: a licensor's permission in its own words beside all-rights-reserved ("permits anyone to copy, distribute or change", "A User is permitted to make and distribute": an open grant, denied as a custom license, not proprietary), name forms (AFFERO-3, GNU names joined by -or-: GPL-3-or-GPL-2, "+" on a non-GNU id: Apache-2.0+, a -standalone id by its name: SSLeay); 17: a DEP-5 list of names is read name by name before the prose under it (a choice "LGPL2.1 or LGPL3 (with some BSD) or Eclipse public license." is the whole OR, not the EPL the prose names), a remark after a DEP-5 name ("(with some BSD)"), the DEP-5 drafts' format lines (Format-Specification: .../dep5.mdwn, dep.debian.net/deps/dep5), name forms ("LGPL2.1 (see COPYING-LGPL2.1)", "GPLv2 License", BEER-WARE, "A | B | C" as OR, a title followed by its id, a project prefix before a GNU name: GNOKII-GPL-2+); 16: a no-redistribution notice about parts that a license file's grant names as exceptions ("This library (with exception of PBUN, PNEW) is free software ... LGPL") is theirs, not the folder's (files named after them proprietary), a version-less GNU grant by short name ("licensed under the GNU LGPL"), a free-form Debian copyright naming its license only by a /usr/share/common-licenses/<name> path, not the Debian packaging's grant, GitHub/choosealicense license titles (BSD 3-Clause "New" or "Revised" License, The MIT License (MIT)), Creative Commons ids with -Unported/-International, a header's grant only for non-commercial use is proprietary (a folder's license does not replace it as it replaces a bare all-rights-reserved); 15: a version-less GNU grant in a license or copyright file too (not another work's: "combine it with a work licensed under"), and "placed under the terms of" as a grant (an old-style Debian copyright: "free software, placed under the terms of the GNU Library General Public License" is LGPL-2.0-or-later); 14: an open grant in the licensor's own words ("hereby grants to each user ... a license to use and distribute") beside all-rights-reserved, and in a license file that names no license (a free-form Debian copyright: LicenseRef-custom-open-grant, denied, not unknown); 13: a choice offered at the top of a license file by a named license whose version its text states below (EPL-1.0 OR GPL-2.0+), a version-less GNU grant in a header (the version of the package licence of that family, else any version: GPL-1.0-or-later, LGPL-2.0-or-later), the BSD grant with words after "forms", "permission to freely use" as an open grant, a no-redistribution notice naming no license is proprietary, the CPL-1.0 title in a license file, name forms (3-BSD, 2-BSD, IBM-PL-1.0, SQLite); 12: a public-domain / "not subject to copyright" statement in a README's or a PyPI description's license section (the whole work only), "The contents of this file are subject to the <name> License" as a named grant, a license file that is a custom license text of its own (LicenseRef-custom-<name>); 11: name forms (CamelCase titles run together, hyphenated -with-<x>-exception, generic-word initials such as FSL, a colon after the name, a library's license without "lib": TIFF); 10: "All rights reserved" + an open grant is a custom license (denied, not proprietary), Debian-local names given with their text are custom licenses (denied, not unknown), NGPL, "is public domain", DEP-5 globs against installed paths, name forms (3C-BSD, "X, Version N", GFDL-NIV, SIL, Zend-Engine, PublicDomain, title initials); 9: SPDX tags spaced out by a formatter, Eclipse EPL/EDL dual grants, "GNU GPL v2 or later", named grants without "License", PyPI PSF classifier, license folders, TCL text, DEP-5 name forms (EDL, UFL, BZIP2, GNUAllPermissive, FSFULLR-No-Warranty, Perl), Linux-syscall-note; 8: grants naming a license ("licensed under the MIT License"), MPICH and FSF notices allowed, CC0/FSF/BSD-4/"GNU GPL version 3" names; 7: DEP-5 editorial qualifiers, commercial offer beside an open grant, Debian name rules; 6: DEP-5 conjunctions read name by name, exceptions, common-licenses pointers; 5: package metadata
SCHEMA = DOC_SCHEMA.append(pa.field("license", pa.string())).append(pa.field("license_evidence", pa.string()))
_MAX_LICENSE_FILE = 200_000


def config_slice(cfg: PipelineConfig) -> dict:
    return {"policy": as_dict(cfg.license)}


# per acquire shard: source -> path -> the text its evidence needs (``license.evidence_text``)
EVIDENCE_PART = "_evidence-{:05d}.json"
# per source, folder -> [expression, method, detail] of its evidence, and for a Debian copyright
# file with per-path paragraphs a fourth item: [[globs, expression], ...] in the file's order, and a fifth when
# those rules come from another file than the third item's (a Debian source tree's debian/copyright), and a sixth
# (the fourth and fifth then written, empty when there are none) when the evidence names the tree's copyright
# holders (a Debian tree statement's: a bare all-rights-reserved header of one of them takes it, license 32)
REPO_LICENSES = "_repo_licenses.json"


def evidence_row(e: lic.LicenseEvidence) -> list:
    """A folder's evidence as ``_repo_licenses.json`` holds it (``evidence_of`` reads it back)."""
    row: list = [e.expression, e.method, e.detail]
    if e.paths or e.rules_file or e.holders:
        row.append([[list(g), x] for g, x in e.paths])
    if e.rules_file or e.holders:
        row.append(e.rules_file)
    if e.holders:
        row.append(list(e.holders))
    return row


def evidence_of(row: list) -> lic.LicenseEvidence:
    """The evidence an ``evidence_row`` holds.

    >>> e = lic.LicenseEvidence("ClArtistic", "license-file", "debian/copyright", holders=("Mike Gleason",))
    >>> evidence_of(evidence_row(e)) == e, evidence_row(e)
    (True, ['ClArtistic', 'license-file', 'debian/copyright', [], '', ['Mike Gleason']])
    """
    return lic.LicenseEvidence(
        *row[:3],
        tuple((tuple(g), x) for g, x in (row[3] if len(row) > 3 else ())),
        row[4] if len(row) > 4 else "",
        tuple(row[5]) if len(row) > 5 else (),
    )


def gather_evidence(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Mapped step: the license and metadata files of the acquire shards this rank owns, one
    ``_evidence-NNNNN.json`` per shard (a README contributes only its license section). Only the
    shards holding such files have their text read."""
    version = ctx.inputs["acquire"]
    for shard in shard_numbers(ctx.store, "acquire", version):
        out = ctx.file_path(EVIDENCE_PART.format(shard))
        if not ctx.owns(shard) or ctx.store.exists(out):
            continue
        part = ctx.store.path("acquire", version, f"part-{shard:05d}.parquet")
        listing = ctx.store.read_table(part, columns=["source", "path", "n_bytes"])
        keys = {
            (source, path)
            for source, path, n in zip(
                *(listing.column(c).to_pylist() for c in ("source", "path", "n_bytes")), strict=True
            )
            if lic.is_evidence_file(path) and n <= _MAX_LICENSE_FILE
        }
        found: dict[str, dict[str, str]] = {}
        if keys:
            table = ctx.store.read_table(part, columns=["source", "path", "text"])
            for source, path, text in zip(
                *(table.column(c).to_pylist() for c in ("source", "path", "text")), strict=True
            ):
                if (source, path) in keys and (kept := lic.evidence_text(path, text)):
                    found.setdefault(source, {})[path] = kept
        ctx.store.write_json(out, found)
        ctx.shard_done()


def repo_licenses(ctx: StageContext) -> dict[str, dict[str, lic.LicenseEvidence]]:
    """Per source, folder -> evidence of its license and metadata files, from the gathered parts."""
    texts: dict[str, dict[str, str]] = {}
    for shard in shard_numbers(ctx.store, "acquire", ctx.inputs["acquire"]):
        for source, by_path in ctx.store.read_json(ctx.file_path(EVIDENCE_PART.format(shard))).items():
            texts.setdefault(source, {}).update(by_path)
    return {source: lic.detect_tree_licenses(by_path) for source, by_path in sorted(texts.items())}


def find_repo_licenses(ctx: StageContext, cfg: PipelineConfig) -> None:
    """Single step: every source's folder -> evidence, from the gathered files, once for all ranks."""
    path = ctx.file_path(REPO_LICENSES)
    if ctx.store.exists(path):
        return
    found = {
        source: {folder: evidence_row(e) for folder, e in sorted(tree.items())}
        for source, tree in repo_licenses(ctx).items()
    }
    ctx.store.write_json(path, found)


class LicenseStage(DocumentFilter):
    """Each document's license from its own text, else the nearest folder's license files or package
    metadata; kept if allowed."""

    name = STAGE
    code_version = CODE_VERSION
    schema = SCHEMA
    upstream = ("acquire", "filter")
    source_stage = "filter"
    added_columns = (("license", pa.string()), ("license_evidence", pa.string()))

    def config_slice(self, cfg: PipelineConfig) -> dict:
        return config_slice(cfg)

    def gate_params(self, cfg: PipelineConfig) -> dict:
        return {"min_bytes": cfg.filter.min_bytes, "max_bytes": cfg.filter.max_bytes}

    def steps(self, cfg: PipelineConfig) -> tuple[Step, ...]:
        return (
            Step("gather", gather_evidence),
            Step("evidence", find_repo_licenses, mapped=False),
            Step("judge", self.run_shard),
        )

    def prepare(self, ctx: StageContext, cfg: PipelineConfig) -> dict[str, dict[str, lic.LicenseEvidence]]:
        found = ctx.store.read_json(ctx.file_path(REPO_LICENSES))
        return {
            source: {folder: evidence_of(e) for folder, e in tree.items()} for source, tree in found.items()
        }

    def judge(self, doc: dict, repo: dict, cfg: PipelineConfig) -> tuple[str, str] | dict:
        found = lic.resolve(
            lic.detect_file_license(doc["text"]), lic.license_for(doc["path"], repo.get(doc["source"], {}))
        )
        verdict = lic.classify(found.expression if found else None, cfg.license)
        if not verdict.keep:
            return (
                verdict.reason.removeprefix("license/"),
                f"{found.method}: {found.detail}" if found else "no license evidence",
            )
        return {
            "license": verdict.expression,
            "license_evidence": f"{found.method}: {found.detail}" if found else "",
        }


stage = LicenseStage()

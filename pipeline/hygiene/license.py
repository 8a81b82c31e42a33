"""Per-file license evidence and the keep/drop policy of the ``license`` stage (DESIGN §4).

Three pure steps, each usable alone:

1. evidence: ``detect_file_license(text)`` reads ``SPDX-License-Identifier`` tags, then the
   license text of the leading header comments, then a license block at the end of the file;
   ``detect_tree_licenses(files)`` reads the LICENSE / COPYING / NOTICE files of every folder of a
   repository, and ``license_for(path, tree)`` picks the nearest one above a file (a subproject's
   LICENSE beats the root's). ``resolve(file_ev, repo_ev)`` applies the fallback (a file without
   a usable grant of its own inherits its folder's license; the evidence records which decided).
2. normalization: every expression goes through the maintained ``license-expression`` library
   (SPDX keys, its alias index, ``GPL-2.0+`` -> ``GPL-2.0-or-later``), after common short forms
   that trees write in tags (``BSD-3``, ``LGPLv2.1+``, ``Apache 2.0``) are mapped to SPDX ids.
3. decision: ``classify(expression, policy)`` returns a ``Verdict`` whose ``reason`` is a ledger
   drop reason (``license/unknown``, ``license/denied:CC-BY-NC-4.0``, ...).

Decision rules (see ``classify``)
    Each license symbol has a rank: allowed < copyleft < unknown < proprietary < denied. ``OR``
    takes the best option (an OR with one allowed option is allowed), ``AND`` the worst (every
    part must be allowed). ``X WITH exception`` ranks as ``X`` (an exception only adds
    permissions) unless the full ``X WITH exception`` string is itself in the allow-list.
    Strong copyleft (the GPL and AGPL families) is kept and *tagged* ``copyleft``: the choice of
    taking it is the export's ``mix`` (``mix_members``, ``in_mix``), so two datasets with and
    without GPL share every upstream stage.

>>> ev = detect_file_license("// SPDX-License-Identifier: MIT OR GPL-3.0-or-later\\nint x;\\n")
>>> ev.expression, ev.method
('MIT OR GPL-3.0-or-later', 'spdx-tag')
>>> classify(ev.expression, LicensePolicy())
Verdict(keep=True, reason='license/allowed', expression='MIT OR GPL-3.0-or-later', tags=())
>>> classify("GPL-2.0", LicensePolicy()).tags
('copyleft',)
>>> classify(None, LicensePolicy()).reason
'license/unknown'
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from pipeline.suffixes import CPP_SUFFIXES

__all__ = [
    "ALL_RIGHTS_RESERVED",
    "CUSTOM_PREFIX",
    "OPEN_GRANT",
    "DEFAULT_ALLOW",
    "DESIGN_SCIENCE",
    "KNOWN_REFS",
    "COPYLEFT",
    "GPL2_FAMILY",
    "is_license_file",
    "PROPRIETARY",
    "PUBLIC_DOMAIN",
    "UNSPECIFIED_BSD",
    "LicenseEvidence",
    "LicensePolicy",
    "Verdict",
    "classify",
    "debian_copyright_license",
    "detect_file_license",
    "detect_license_text",
    "detect_repo_license",
    "debian_copyright_rules",
    "detect_metadata_license",
    "evidence_text",
    "detect_tree_licenses",
    "is_evidence_file",
    "is_metadata_file",
    "manifest_license",
    "readme_license_section",
    "in_mix",
    "license_for",
    "mix_members",
    "header_comments",
    "normalize_expression",
    "resolve",
]

# LicenseRef ids for evidence that has no SPDX license id.
PUBLIC_DOMAIN = "LicenseRef-public-domain"
PROPRIETARY = "LicenseRef-proprietary"  # an explicit "confidential / do not redistribute" notice
ALL_RIGHTS_RESERVED = "LicenseRef-all-rights-reserved"  # a copyright line and no grant at all
# Licenses that the SPDX list (and the license library) lacks but that are known by their text or
# name: a ``LicenseRef-`` id each, ranked as a known license (denied unless a policy lists it), not
# as unknown. Names and texts that give them: ``_SHORT_FORMS``, ``_PHRASE_RULES``.
DESIGN_SCIENCE = "LicenseRef-Design-Science-License"  # the DSL: a copyleft license for works
KNOWN_REFS: tuple[str, ...] = (DESIGN_SCIENCE,)
# A determined custom license: a license text that is no SPDX license but is read as a license (an
# open grant in its own words; a Debian-local license name given with its text). Its ids carry this
# prefix (``LicenseRef-custom-Battelle-BSD-style``) and rank as known licenses: ``license/denied``
# unless a policy lists them, never ``license/unknown`` (which stays for files with no evidence).
CUSTOM_PREFIX = "LicenseRef-custom-"
# "All rights reserved" followed by a grant in words of its own ("Permission is hereby granted, free
# of charge, to use and distribute ..."; "It may be used, distributed and modified without limitation").
OPEN_GRANT = f"{CUSTOM_PREFIX}open-grant"
# A clause-less "BSD" in package metadata (PyPI's ``License: BSD`` or classifier ``License :: OSI Approved :: BSD
# License``, npm's ``"license": "BSD"``; license 35): it names the BSD family, not one of its texts. The id records
# that honestly; it is kept when the allow-list holds every plain BSD licence that OSI approves (``BARE_BSD_MEMBERS``:
# whichever of them the package means is kept), else denied, never unknown. Read from package metadata only: the
# name normalizer (``normalize_expression``) still reads a bare "BSD" as no SPDX id.
UNSPECIFIED_BSD = "LicenseRef-BSD-unspecified"
# The OSI-approved BSD licences of the plain texts (0BSD, the 1-, 2- and 3-clause texts; BSD-4-Clause is not
# OSI-approved). Variants with words of their own (BSD-2-Clause-Patent, BSD-3-Clause-LBNL) go by their own names.
BARE_BSD_MEMBERS: tuple[str, ...] = ("0BSD", "BSD-1-Clause", "BSD-2-Clause", "BSD-3-Clause")

# Permissive and weak-copyleft licenses (SPDX ids as license-expression normalizes them). The
# permissive ones grant use, copying, modification and redistribution with at most notice-keeping
# conditions (MIT, BSD, ISC, Zlib, ...); the notice licenses of that kind are here too: HPND and its
# MIT-CMU variant (HPND's grant with CMU's no-endorsement sentence; Pillow's license), the MPICH notice (``mpich2``: "permission is hereby granted to use, reproduce, prepare derivative works,
# and to redistribute to others"), the FSF's all-permissive notices (FSFAP, FSFUL, FSFULLR) and the Tcl/Tk
# license (TCL: "permission to use, copy, modify, distribute, and license this software ... for any
# purpose", provided the notices are retained; HPND's kind, allowed since license 9 read its text).
DEFAULT_ALLOW: tuple[str, ...] = (
    "0BSD",
    "Apache-2.0",
    "BSD-1-Clause",
    "BSD-2-Clause",
    "BSD-3-Clause",
    "BSL-1.0",
    "CC0-1.0",
    "FSFAP",
    "FSFUL",
    "FSFULLR",
    "HPND",
    "ISC",
    "LGPL-2.0-only",
    "LGPL-2.0-or-later",
    "LGPL-2.1-only",
    "LGPL-2.1-or-later",
    "LGPL-3.0-only",
    "LGPL-3.0-or-later",
    "MIT",
    "MIT-0",
    "MIT-CMU",
    "MPL-1.1",
    "MPL-2.0",
    "NCSA",
    "PSF-2.0",
    "TCL",
    "Unlicense",
    "X11",
    "Zlib",
    "mpich2",
    PUBLIC_DOMAIN,
)
GPL2_FAMILY: tuple[str, ...] = ("GPL-1.0-or-later", "GPL-2.0-only", "GPL-2.0-or-later")
GPL3_FAMILY: tuple[str, ...] = ("GPL-3.0-only", "GPL-3.0-or-later")
AGPL_FAMILY: tuple[str, ...] = ("AGPL-3.0-only", "AGPL-3.0-or-later")
# Strong copyleft: kept through the pipeline with the license recorded; the export's ``mix``
# decides whether a dataset takes them (issue 9 item 7), so changing one's mind re-runs only the export.
COPYLEFT: tuple[str, ...] = GPL2_FAMILY + GPL3_FAMILY + AGPL_FAMILY
WEAK_COPYLEFT: tuple[str, ...] = tuple(k for k in DEFAULT_ALLOW if k.startswith(("LGPL", "MPL")))
PERMISSIVE: tuple[str, ...] = tuple(k for k in DEFAULT_ALLOW if k not in WEAK_COPYLEFT)

_RANK_ALLOWED, _RANK_COPYLEFT, _RANK_UNKNOWN, _RANK_PROPRIETARY, _RANK_DENIED = range(5)


@dataclass(frozen=True)
class LicensePolicy:
    """What the license stage keeps. Plain data: ``dataclasses.asdict`` is JSON-serializable.

    ``allow`` holds SPDX ids (or full ``"X WITH exception"`` strings); ``allow_extra`` adds to it,
    so that a settings file extends the defaults without restating them (the merge rule: the
    effective allow-list is ``allow + allow_extra``). ``copyleft`` ids are kept and tagged
    ``copyleft``: the export's mix chooses whether a dataset takes them. ``proprietary`` lists the
    ids reported as ``license/proprietary``; any other known id is ``license/denied``.
    """

    allow: tuple[str, ...] = DEFAULT_ALLOW
    allow_extra: tuple[str, ...] = ()
    copyleft: tuple[str, ...] = COPYLEFT
    proprietary: tuple[str, ...] = (PROPRIETARY, ALL_RIGHTS_RESERVED)

    @property
    def allowed(self) -> tuple[str, ...]:
        """The effective allow-list: ``allow`` then ``allow_extra``."""
        return tuple(dict.fromkeys(self.allow + self.allow_extra))


@dataclass(frozen=True)
class LicenseEvidence:
    """A normalized SPDX expression and where it came from.

    ``method`` is ``"spdx-tag"``, ``"header-text"``, ``"trailer-text"``, ``"license-file"``,
    ``"package-metadata"`` or ``"readme-text"``; ``detail`` names the
    rule(s) or the file(s) that matched, for the provenance column.
    """

    expression: str
    method: str
    detail: str
    # Per-path rules of a Debian copyright file (DEP-5 ``Files:`` paragraphs, in file order): the
    # globs (relative to the source root: the copyright file's folder joined to them) and the license
    # of the files they match; ``license_for`` applies them, the last match winning. Empty otherwise.
    paths: tuple[tuple[tuple[str, ...], str], ...] = field(default=(), repr=False)
    # The file the per-path rules come from when it is not ``detail``'s: a Debian source tree's
    # ``debian/copyright``, whose specific paragraphs apply over the upstream's own license file (license 20).
    rules_file: str = field(default="", repr=False)
    # The copyright holders the evidence names (license 32): of a header reserving all rights, the names in its
    # copyright lines; of a Debian source tree's ``debian/copyright`` stating the tree's license, those of its
    # ``Files: *`` paragraph's ``Copyright`` field (a free-form file: its copyright and upstream-author lines).
    # ``resolve`` lets Debian's tree statement license a bare all-rights-reserved header of a holder it names.
    holders: tuple[str, ...] = field(default=(), repr=False)


@dataclass(frozen=True)
class Verdict:
    """The license stage's decision for one document; ``reason`` is a ledger reason."""

    keep: bool
    reason: str
    expression: str | None
    tags: tuple[str, ...] = ()


# --------------------------------------------------------------------------------------------
# Normalization
# --------------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _licensing() -> Any:
    from license_expression import get_spdx_licensing

    return get_spdx_licensing()


@lru_cache(maxsize=4096)
def _parse(expression: str) -> Any:
    return _licensing().parse(expression, validate=False)


@lru_cache(maxsize=1)
def _aliases() -> dict[str, str]:
    """casefolded alias -> SPDX id, from the license library's own index.

    Every license of the index contributes its ScanCode key (``bsd-new``), the ``LicenseRef-scancode-``
    form of it and its ``other_spdx_license_keys`` (``GPL-2.0``, ``LicenseRef-Apache-2.0``, ...).
    """
    from license_expression import get_license_index

    out: dict[str, str] = {}
    for entry in get_license_index():
        spdx = entry.get("spdx_license_key")
        if not spdx or spdx.startswith("LicenseRef-scancode-"):
            continue
        key = entry["license_key"]
        for alias in (key, f"LicenseRef-scancode-{key}", *entry.get("other_spdx_license_keys", ())):
            out.setdefault(alias.casefold(), spdx)
    return out


# Short forms that real trees write in SPDX tags and that no index lists (``BSD-3``, ``LGPLv2.1+``,
# ``Apache 2``, ``MIT License``, ``Boost``). Each must match a whole symbol.
_SHORT_FORMS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), spdx)
    for pattern, spdx in (
        # also with "v" before the count (bencoder.pyx's ``BSDv3``): BSD licences have no versions, so a "v2", "v3",
        # "v4" after BSD is the clause count (license 34), as in the two- and four-clause forms below
        (
            r"(?:new |modified |revised )?bsd[- ]?(?:3(?:[- ]?(?:clauses?|c))?|[cv][- ]?3)(?: license)?"
            r"|(?:new|modified|revised)[- ]?bsd",
            "BSD-3-Clause",
        ),
        # "C" for clause after the count (ruby's ``3C-BSD``) or before it (znc's ``BSD-C3``, above; license 30),
        # or the count alone before the name (libpg-query's ``3-BSD``)
        (r"(?:c[- ]?3[- ]?|(?:3|three)[- ]?(?:(?:clause|c)[- ])?)bsd(?: license)?", "BSD-3-Clause"),
        (r"(?:c[- ]?2[- ]?|(?:2|two)[- ]?(?:(?:clause|c)[- ])?)bsd(?: license)?", "BSD-2-Clause"),
        # "IBM Public License Version 1.0" by its initials after the company (Debian's ``IBM-PL-1.0``)
        (r"ibm[- ]pl[- ]?v?1(?:\.0)?", "IPL-1.0"),
        # the SQLite blessing by the library's name: SPDX's one id for it is titled "SQLite Blessing"
        (r"sqlite(?:[- ]blessing)?", "blessing"),
        (
            r"(?:simplified |freebsd )?bsd[- ]?(?:2(?:[- ]?(?:clauses?|c))?|[cv][- ]?2)(?: license)?|simplified[- ]bsd|freebsd",
            "BSD-2-Clause",
        ),
        # the four-clause (advertising) BSD: Debian's ``BSD-4``, ``BSD-4clause``, "original BSD"
        (
            r"(?:original )?bsd[- ]?(?:4(?:[- ]?(?:clauses?|c))?|[cv][- ]?4)(?: license)?|original[- ]bsd|bsd[- ]original",
            "BSD-4-Clause",
        ),
        (r"apache(?:[- ]license)?(?:[- ]?v(?:ersion)?)?[- ]?2(?:\.0)?", "Apache-2.0"),
        # also with "ver" and underscores (``Boost_ver_1``; license 19)
        (
            r"(?:boost|bsl)(?:[-_ ]software[-_ ]license)?(?:[-_ ]?(?:v|ver\.?|version)?[-_ ]?1(?:\.0)?)?",
            "BSL-1.0",
        ),
        (r"mit(?:[- ]license)?|expat", "MIT"),
        (r"mpl[- ]?v?2(?:\.0)?", "MPL-2.0"),
        (r"zlib(?:/libpng)?(?:[- ]license)?", "Zlib"),  # OSI titles Zlib "The zlib/libpng License"
        # also ``PublicDomain``, ``public_domain``, and misspelt without the l (jbig2dec's ``pubic-domain``; license 28)
        (r"publ?ic[-_ ]?domain", PUBLIC_DOMAIN),
        # CC0 has one version (1.0, "Universal"): ``CC0``, ``CC-0``, ``CC0 1.0 Universal``
        # (also misspelt with the letter O: Debian's ``CCO``; license 19)
        (r"cc[- ]?[0o](?:[- ]v?1(?:\.0)?)?(?:[- ]universal)?(?:[- ]licen[sc]e)?", "CC0-1.0"),
        # CeCILL-B and CeCILL-C have one version (1.0): ``CeCILL-C-V1``, ``CECILL-C-1.0`` (license 19)
        (r"cecill[-_ ]?b[-_ ]?v?(?:ersion[-_ ]?)?1(?:\.0)?", "CECILL-B"),
        (r"cecill[-_ ]?c[-_ ]?v?(?:ersion[-_ ]?)?1(?:\.0)?", "CECILL-C"),
        # the Open Market licence by its product's name (FastCGI's licence; SPDX's one id for that text is OML) or its
        # licensor's (license 19)
        (r"fast[-_ ]?cgi(?:[-_ ]licen[sc]e)?|open[-_ ]market(?:[-_ ]licen[sc]e)?", "OML"),
        # the Glide licence by its own title, "3DFX GLIDE Source Code General Public License" (license 19)
        (r"(?:3dfx[-_ ])?glide(?:[-_ ]source[-_ ]code)?(?:[-_ ]general[-_ ]public)?[-_ ]licen[sc]e", "Glide"),
        # Trolltech's Q Public License was published as 1.0 only (license 19)
        (
            r"qpl|q[-_ ]public[-_ ]licen[sc]e(?:[-_ ]?v?(?:ersion[-_ ]?)?1(?:\.0)?)?|qpl[-_ ]?v?1(?:\.0)?",
            "QPL-1.0",
        ),
        # the FSF's all-permissive notices, by Debian's and FSF's names (texts: ``_PHRASE_RULES``)
        (r"(?:gnu|fsf)[- ]?all[- ]?permissive(?:[- ]?licen[sc]e)?(?:[- ]fsf)?|fsf[- ]ap", "FSFAP"),
        (r"fsf[- ]ul|fsf[- ]unlimited(?:[- ]licen[sc]e)?", "FSFUL"),
        (r"fsf[- ]?(?:ul|unlimited(?:[- ]licen[sc]e)?)[- ]?lr", "FSFULLR"),
        (r"(?:the[- ])?design[- ]science(?:[- ]licen[sc]e)?", DESIGN_SCIENCE),
        # FSFULLR's grant with the no-warranty paragraph (Debian's ``FSFULLR-No-Warranty``)
        (r"fsf[- ]?(?:ul|unlimited(?:[- ]licen[sc]e)?)[- ]?lr[- ]?(?:no[- ]warranty|wd)", "FSFULLRWD"),
        # the Eclipse Distribution License 1.0 is SPDX's BSD-3-Clause (it has one version); the EPL by title
        (
            r"edl(?:[- ]?v?1(?:\.0)?)?|eclipse[- ]distribution[- ]licen[sc]e(?:[- ]?v?(?:ersion[- ])?1(?:\.0)?)?",
            "BSD-3-Clause",
        ),
        (r"eclipse[- ]public[- ]licen[sc]e[- ]?v?(?:ersion[- ])?1(?:\.0)?", "EPL-1.0"),
        (r"eclipse[- ]public[- ]licen[sc]e[- ]?v?(?:ersion[- ])?2(?:\.0)?", "EPL-2.0"),
        # PSF-2.0 is the only PSF license SPDX lists (PyPI's classifier "Python Software Foundation License"), also by
        # the title's initials without a version (PyPI's ``License: PSF``; license 21)
        (
            r"(?:the[- ])?python[- ]software[- ]foundation(?:[- ]licen[sc]e)?(?:[- ]?v?(?:ersion[- ])?2(?:\.0)?)?"
            r"|psf(?:[- ]licen[sc]e)?",
            "PSF-2.0",
        ),
        # the Ubuntu Font Licence (Debian's ``UFL-1.0``) and the bzip2 license (SPDX has one text of it)
        (r"ufl[- ]?v?1(?:\.0)?|ubuntu[- ]font(?:[- ]licen[sc]e)?(?:[- ]?v?1(?:\.0)?)?", "Ubuntu-font-1.0"),
        (r"bzip2(?:[- ]licen[sc]e)?", "bzip2-1.0.6"),
        # DEP-5's ``Perl``: "the same terms as Perl itself", GPL-1+ or Artistic-1 (the DEP-5 spec's definition)
        (r"perl", "Artistic-1.0-Perl OR GPL-1.0-or-later"),
    )
)
# A short form followed by the word "License" or "Licence" (gle-graphics' DEP-5 "Modified BSD license", "Revised BSD
# License", "Expat License"; license 34): the short form's licence. Only a short form that names one SPDX licence: not
# ``Perl`` (a choice of two) nor public domain ("Public Domain License" names a licence text, not a dedication).
_LICENSE_SUFFIX = re.compile(r"(.*[A-Za-z0-9])[-_ ]+licen[sc]e", re.IGNORECASE)


def _short_form_license(symbol: str) -> str | None:
    """The SPDX id of a short form (``_SHORT_FORMS``) written with the word "License" after it.

    >>> _short_form_license("Modified BSD license"), _short_form_license("Revised-BSD-Licence")
    ('BSD-3-Clause', 'BSD-3-Clause')
    >>> _short_form_license("Expat License"), _short_form_license("Perl License"), _short_form_license("BSD License")
    ('MIT', None, None)
    """
    m = _LICENSE_SUFFIX.fullmatch(symbol)
    if m is None:
        return None
    spdx = next((spdx for pattern, spdx in _SHORT_FORMS if pattern.fullmatch(m.group(1))), None)
    return spdx if spdx is not None and " " not in spdx and not spdx.startswith("LicenseRef-") else None


# License families written with their version in a form of their own: (pattern with a ``v`` group
# for the version and an optional ``later`` group, SPDX id template). Debian's ``GFDL-NIV-1.2+`` (NIV:
# no invariant sections), SIL's Open Font License by its publisher (``SIL-1.1``), the Zend Engine
# License by its title (``Zend-Engine-2.00``: its version written with two decimals).
_VERSIONED_FORMS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), template)
    for pattern, template in (
        (
            r"gfdl[- ]?niv[- ]?v?(?P<v>1\.[123])(?P<later>\+|[- ]or[- ]later|[- ]only)?",
            "GFDL-{v}-no-invariants-{later}",
        ),
        # Debian's ``FDL1.2+-noinvar``: the GNU FDL ("FDL", only the GNU one has invariant sections) with none
        # (license 20, set on TWENTY-FIRST, seen)
        (
            r"g?fdl[- ]?v?(?P<v>1\.[123])(?P<later>\+|[- ]or[- ]later|[- ]only)?[- ]no[- ]?invar(?:iants?)?",
            "GFDL-{v}-no-invariants-{later}",
        ),
        (r"sil(?:[- ]ofl|[- ]open[- ]font(?:[- ]licen[sc]e)?)?[- ]?v?(?P<v>1\.[01])", "OFL-{v}"),
        (r"zend(?:[- ]engine)?(?:[- ]licen[sc]e)?[- ]?v?(?P<v>2)(?:\.0+)?", "Zend-{v}.0"),
    )
)


def _versioned_form(symbol: str) -> str | None:
    """The SPDX id of a license family's own name-and-version form (``_VERSIONED_FORMS``).

    >>> _versioned_form("GFDL-NIV-1.2+"), _versioned_form("SIL-1.1"), _versioned_form("Zend-Engine-2.00")
    ('GFDL-1.2-no-invariants-or-later', 'OFL-1.1', 'Zend-2.0')
    """
    for pattern, template in _VERSIONED_FORMS:
        m = pattern.fullmatch(symbol)
        if m is None:
            continue
        later = (m.groupdict().get("later") or "").casefold()
        spdx = template.format(
            v=m.group("v"), later="only" if not later or later.endswith("only") else "or-later"
        )
        if spdx.casefold() in _licensing().known_symbols_lowercase:
            return spdx
    return None


_TITLE_WORD = re.compile(r"[A-Za-z]+|[0-9]+(?:\.[0-9]+)*")


def _title_initials(symbol: str, versioned: bool = True) -> str | None:
    """A license written by its title whose SPDX id is the title's initials: ``NETHACK GENERAL PUBLIC LICENSE`` ->
    ``NGPL``; with a version, the initials and that version (``IBM PUBLIC LICENSE VERSION 1.0`` -> ``IPL-1.0``, any
    case; a whole-number version also as ``N.0``; license 24). The title has at least three words and ends with
    "License" (before the version); "and"/"of"/"the" give no letter, and a versioned title needs a word that is not
    generic ("Open Source License 3.0" names no one license); not with ``versioned=False``. GNU titles are read by
    ``_gnu_title``.

    >>> _title_initials("NETHACK GENERAL PUBLIC LICENSE"), _title_initials("Zend Engine License")
    ('NGPL', None)
    >>> _title_initials("IBM PUBLIC LICENSE VERSION 1.0"), _title_initials("Open Source License 3.0")
    ('IPL-1.0', None)
    """
    words = _TITLE_WORD.findall(symbol)
    if not _NAME_CHARS.fullmatch(symbol) or len(words) < 3:
        return None
    version = words.pop() if words[-1][0].isdigit() else ""
    if version and not versioned:
        return None
    if version and words and words[-1].casefold() in ("v", "version"):
        words.pop()
    if not words or not _LICENSE_WORD.fullmatch(words[-1]) or words[0].casefold() == "gnu":
        return None
    letters = [w for w in words if w.casefold() not in ("and", "of", "the")]
    if len(letters) < 3 or any(not w.isalpha() for w in letters):
        return None
    if version and all(w.casefold() in _GENERIC_WORDS for w in letters):
        return None
    initials = "".join(w[0] for w in letters)
    versions = [version, f"{version}.0"] if version and "." not in version else [version]
    for candidate in (f"{initials}-{v}" if v else initials for v in versions):
        spdx = _licensing().known_symbols_lowercase.get(candidate.casefold())
        if spdx is not None and not _GNU_FAMILY.match(spdx.key) and not spdx.key.startswith("LicenseRef-"):
            return spdx.key
    return None


# Deprecated SPDX ids that the SPDX license list replaced by a license WITH an exception (its
# "deprecated license identifiers" notes). The library still knows them as plain symbols, so
# without this table ``wxWindows`` ranks as a license of its own instead of the LGPL variant it is.
_DEPRECATED_WITH_EXCEPTION: dict[str, str] = {
    old.casefold(): new
    for old, new in (
        ("wxWindows", "LGPL-2.0-or-later WITH WxWindows-exception-3.1"),
        ("eCos-2.0", "GPL-2.0-or-later WITH eCos-exception-2.0"),
        ("GPL-2.0-with-autoconf-exception", "GPL-2.0-only WITH Autoconf-exception-2.0"),
        ("GPL-2.0-with-bison-exception", "GPL-2.0-or-later WITH Bison-exception-2.2"),
        ("GPL-2.0-with-classpath-exception", "GPL-2.0-only WITH Classpath-exception-2.0"),
        ("GPL-2.0-with-font-exception", "GPL-2.0-only WITH Font-exception-2.0"),
        ("GPL-2.0-with-GCC-exception", "GPL-2.0-only WITH GCC-exception-2.0"),
        ("GPL-3.0-with-autoconf-exception", "GPL-3.0-only WITH Autoconf-exception-3.0"),
        ("GPL-3.0-with-GCC-exception", "GPL-3.0-only WITH GCC-exception-3.1"),
    )
}
_GNU_SHORT = re.compile(
    r"(?:gnu[- ])?(l|a)?gpl[- ]?(?:v|version[- ])?([123])(?:\.([01]))?(\+|[- ]or[- ]later|[- ]only)?(?:[- ]licen[sc]e)?",
    re.IGNORECASE,
)
# A project's own prefix before a GNU license's short name (gammu's Debian names ``GNOKII-GPL-2+``, ``SMSCGI-GPL-3+``:
# the notices of its parts, each the plain GPL). Only the GNU family is read so: its text may not be changed (its
# own terms), so the prefix can name only whose notice it is; a prefix before a permissive name (``Adobe-BSD-3-clause``,
# ``PacBio-BSD-3-Clause``) names the holder's own variant of a template text and is not read.
_PREFIXED_GNU = re.compile(r"([A-Za-z][A-Za-z0-9]*)[-_]((?:l|a)?gpl[- ]?v?[123].*)", re.IGNORECASE)
_OPERATOR = re.compile(r"(\s+(?:and|or|with)\s+|[()])", re.IGNORECASE)
_OR_LATER = re.compile(
    r"(?<=[A-Za-z0-9.])\s+or\s+(?:\(?at\s+your\s+option\)?\s+)?(?:any\s+)?later(?:\s+version)?(?![A-Za-z0-9.+-])",
    re.IGNORECASE,
)


# A Creative Commons id with the name of its port ("CC-BY-SA-3.0-Unported", "CC-BY-4.0-International"): SPDX's id
# without a port suffix is the unported (3.0) / international (4.0) license; a country port (-DE) has its own id.
_CC_UNPORTED = re.compile(r"(CC-[A-Za-z-]+?-[0-9.]+)[-_ ](?:unported|international)", re.IGNORECASE)


# The Affero GPL by its family word alone (Debian's ``AFFERO-3``): read as ``AGPL-`` and the rest.
_AFFERO = re.compile(r"(?:gnu[- ])?affero(?:[- ]gpl)?[- ]?(v?[0-9].*)", re.IGNORECASE)
# Names joined by a hyphenated "or" or "and" (Debian's ``GPL-3-or-GPL-2``, ``BSD-3-clause_or_GPL-2.0``): each part is
# a name, the operator spelt out. Split on one kind of operator only ("A_or_B_and_C" says no grouping).
_HYPHEN_OR = re.compile(r"[-_]or[-_]", re.IGNORECASE)
_HYPHEN_AND = re.compile(r"[-_]and[-_]", re.IGNORECASE)
# SPDX's ``-standalone`` suffix: a license text taken on its own, out of the combined text it is best known in
# (``SSLeay-standalone``: the SSLeay license without OpenSSL's). The name alone, when it is no id, names it.
_STANDALONE = "-standalone"


def _spelt_id(part: str) -> str | None:
    """The id of one part of a name joined by a spelt-out operator: a GNU short name, a GNU name with an exception run
    into it, or an SPDX id as it stands (any case; not a ``LicenseRef-``, no alias: ``BSD``, ``Eclipse`` are not read)."""
    if _GNU_SHORT.fullmatch(part):
        return _alias_of(part)
    if exception := _suffixed_exception(part):
        return exception
    spdx = _licensing().known_symbols_lowercase.get(part.casefold())
    if spdx is None or spdx.key.startswith("LicenseRef-") or not re.fullmatch(r"[A-Za-z0-9.\-]+", part):
        return None
    return normalize_expression(spdx.key)


def _hyphen_or(symbol: str) -> str | None:
    """Names joined by ``-or-`` / ``_or_`` (or ``-and-`` / ``_and_``), as an OR (AND) of their ids
    (``GPL-3-or-GPL-2`` -> ``GPL-3.0-only OR GPL-2.0-only``); None unless every part is a GNU short name or an SPDX
    id as it stands (``GPL-2-or-later``, ``BSD-or-GPL2``, ``Eclipse-or-GPL-2`` are not read so).

    >>> _hyphen_or("GPL-3-or-GPL-2"), _hyphen_or("BSD-or-GPL2"), _hyphen_or("GPL-2-or-later")
    ('GPL-3.0-only OR GPL-2.0-only', None, None)
    >>> _hyphen_or("BSD-3-clause_or_GPL-2.0"), _hyphen_or("MIT_and_Zlib"), _hyphen_or("MIT_or_Zlib_and_ISC")
    ('BSD-3-Clause OR GPL-2.0-only', 'MIT AND Zlib', None)
    """
    ors, ands = _HYPHEN_OR.split(symbol), _HYPHEN_AND.split(symbol)
    if len(ors) > 1 and len(ands) > 1:
        return None
    parts, joiner = (ors, " OR ") if len(ors) > 1 else (ands, " AND ")
    if len(parts) < 2:
        return None
    # a part may carry an exception run into its name (SIXTH's ``GPL-3_or_LGPL-2.1-QTexception-1.1``; license 19)
    ids = [_spelt_id(p) for p in parts]
    if not all(ids):
        return None
    return joiner.join(f"({i})" if " " in i else i for i in ids)  # type: ignore[operator]


# "Original" before a licence's name: the title a combined text gives the part taken from the original work
# ("Original SSLeay License" in OpenSSL's text; Debian's ``Original-SSLeay``): that licence on its own (license 21).
_ORIGINAL = re.compile(r"original[-_ ]+(.+)", re.IGNORECASE)


def _standalone(symbol: str) -> str | None:
    """The ``-standalone`` SPDX id named by its license's name alone (``SSLeay`` -> ``SSLeay-standalone``),
    when that name is no id of its own (``OpenSSL`` is one); also with "Original" before the name and the
    generic word "License" after it (``Original-SSLeay``, "Original SSLeay License"; license 21).

    >>> _standalone("SSLeay"), _standalone("OpenSSL"), _standalone("Original-SSLeay")
    ('SSLeay-standalone', None, 'SSLeay-standalone')
    >>> _standalone("Original SSLeay License"), _standalone("Original-OpenSSL"), _standalone("Original-BSD")
    ('SSLeay-standalone', 'OpenSSL-standalone', None)
    """
    known = _licensing().known_symbols_lowercase
    if original := _ORIGINAL.fullmatch(symbol):
        symbol = re.sub(r"(?i)[-_ ]+licen[sc]e$", "", original.group(1))
    elif symbol.casefold() in known:
        return None
    if not re.fullmatch(r"[A-Za-z][A-Za-z0-9.\-]*", symbol):
        return None
    spdx = known.get(f"{symbol}{_STANDALONE}".casefold())
    return None if spdx is None else spdx.key


def or_later_base(key: str) -> str | None:
    """The known SPDX id before a ``+`` on a license outside the GNU family (``Apache-2.0+``: Apache-2.0 or any
    later version, valid SPDX; the library knows ``+`` only in the GNU ids it lists): that id, which decides
    as the license's own version does. None otherwise.

    >>> or_later_base("Apache-2.0+"), or_later_base("Apache-2.0"), or_later_base("Local-1.0+")
    ('Apache-2.0', None, None)
    """
    if not key.endswith("+"):
        return None
    spdx = _licensing().known_symbols_lowercase.get(key[:-1].casefold())
    return None if spdx is None or spdx.key.startswith("LicenseRef-") else spdx.key


# The LaTeX Project Public License by its title and a version, "+" for "or later" ("Latex Project Public License
# 1.2+"): SPDX has no -or-later ids for it, so the "+" stays an operator (``LPPL-1.2+``), as Debian's ``LPPL-1.2+``
# reads. No version, no licence (license 19).
_LPPL_TITLE = re.compile(
    r"la?tex[-_ ]project[-_ ]public[-_ ]licen[sc]e[-_ ]?(?:v|version[-_ ]?)?(1\.3[ac]|1\.[0-3]|1)(\+?)",
    re.IGNORECASE,
)


def _alias_of(symbol: str, versioned_titles: bool = True) -> str | None:
    """The SPDX id a non-canonical symbol stands for, or None (``versioned_titles``: see ``normalize_expression``)."""
    known = _aliases().get(symbol.casefold())
    if known:
        return known
    if lppl := _LPPL_TITLE.fullmatch(symbol):
        version = lppl.group(1).casefold() if "." in lppl.group(1) else f"{lppl.group(1)}.0"
        spdx = f"LPPL-{version}"
        if spdx.casefold() in _licensing().known_symbols_lowercase:
            return spdx + lppl.group(2)
    if (affero := _AFFERO.fullmatch(symbol)) and (agpl := _alias_of(f"AGPL-{affero.group(1)}")):
        return agpl if agpl.startswith("AGPL-") else None
    if hyphen_or := _hyphen_or(symbol):
        return hyphen_or
    if (cc := _CC_UNPORTED.fullmatch(symbol)) and (base := normalize_expression(cc.group(1))):
        return base if is_known_expression(base) and "-" in base and " " not in base else None
    for pattern, spdx in _SHORT_FORMS:
        if pattern.fullmatch(symbol):
            return spdx
    if short := _short_form_license(symbol):
        return short
    m = _GNU_SHORT.fullmatch(symbol)
    if m:
        family = (m.group(1) or "").upper() + "GPL"
        version = f"{m.group(2)}.{m.group(3) or '0'}"
        later = bool(m.group(4)) and not m.group(4).lower().endswith("only")
        candidate = f"{family}-{version}-{'or-later' if later else 'only'}"
        return candidate if candidate.casefold() in _licensing().known_symbols_lowercase else None
    prefixed = _PREFIXED_GNU.fullmatch(symbol)
    if (
        prefixed
        and _GNU_SHORT.fullmatch(prefixed.group(2))
        and prefixed.group(1).casefold() not in ("gnu", "fsf")
        and _alias_of(prefixed.group(1)) is None  # not a license name before it ("MIT-GPL-2" is no prefix)
    ):
        return _alias_of(prefixed.group(2))
    return (
        _versioned_form(symbol)
        or _by_name_parts(symbol)
        or _same_license_pair(symbol)
        or _gnu_title(symbol)
        or _title_initials(symbol, versioned_titles)
        or _camel_case_title(symbol)
        or _library_name(symbol)
        or _standalone(symbol)
        or _title_for_part(symbol)
        or _publisher_prefix(symbol)
        or _project_prefix(symbol)
    )


# Publishers' initials before the id of a licence they publish (ciftilib's DEP-5 ``ODC-PDDL-1.0``: the Open Data
# Commons Public Domain Dedication and License, SPDX ``PDDL-1.0``; SPDX writes the initials in ``ODC-By-1.0`` only):
# the initials -> the id families of that publisher's licences (license 37). A prefix names its publisher only before
# one of these (``ODC-MIT``, ``CC-Apache-2.0`` stay unread).
_PUBLISHERS: dict[str, tuple[str, ...]] = {
    "odc": ("odc-", "odbl-", "pddl-"),  # Open Data Commons: ODC-By, ODbL, PDDL
    "cc": ("cc-", "cc0-"),  # Creative Commons: CC-BY…, CC-PDDC, CC0
    "sil": ("ofl-",),  # SIL International: the Open Font License
}
_PREFIXED_NAME = re.compile(r"([A-Za-z][A-Za-z0-9]*)[-_ ]+([A-Za-z0-9].*)")


def _one_license(name: str) -> str | None:
    """The one SPDX id ``name`` reads as by itself (an id as written or an alias), else None: no expression, no
    ``LicenseRef-``."""
    spdx = _licensing().known_symbols_lowercase.get(name.casefold())
    spdx_id = spdx.key if spdx is not None else _alias_of(name)
    if spdx_id is None or " " in spdx_id or spdx_id.startswith("LicenseRef-"):
        return None
    return spdx_id


def _publisher_prefix(symbol: str) -> str | None:
    """A licence id (or a name of it) after its publisher's initials (``_PUBLISHERS``): that id.

    >>> _publisher_prefix("ODC-PDDL-1.0"), _publisher_prefix("ODC ODbL 1.0"), _publisher_prefix("CC-CC0-1.0")
    ('PDDL-1.0', 'ODbL-1.0', 'CC0-1.0')
    >>> _publisher_prefix("ODC-MIT"), _publisher_prefix("CC-Apache-2.0"), _publisher_prefix("ODC-PDDL")
    (None, None, None)
    """
    m = _PREFIXED_NAME.fullmatch(symbol)
    if m is None or (families := _PUBLISHERS.get(m.group(1).casefold())) is None:
        return None
    spdx = _one_license(m.group(2))
    return spdx if spdx is not None and spdx.casefold().startswith(families) else None


@lru_cache(maxsize=1)
def _index_projects() -> dict[str, frozenset[str]]:
    """SPDX id -> the first words of the license library's index names of the licence that its SPDX id does not hold:
    the projects or licensors the index names the licence by (ScanCode's key of ``Giftware`` is ``allegro-4``:
    ``{"allegro"}``; ``OML``'s is ``fastcgi``). Only a first word, so a qualifier after the family's name
    (``bsd-simplified``, ``bsd-new``) is none; words of three or more letters."""
    from license_expression import get_license_index

    words: dict[str, set[str]] = {}
    for entry in get_license_index():
        spdx = entry.get("spdx_license_key")
        if not spdx or spdx.startswith("LicenseRef-scancode-"):
            continue
        own = set(re.findall(r"[a-z]+", spdx.casefold()))
        for name in (entry["license_key"], *entry.get("other_spdx_license_keys", ())):
            first = re.match(r"[a-z]+", re.sub(r"^licenseref-(?:scancode-)?", "", name.casefold()))
            if first and len(first.group()) > 2 and first.group() not in own | _GENERIC_WORDS:
                words.setdefault(spdx, set()).add(first.group())
    return {spdx: frozenset(ws) for spdx, ws in words.items()}


def _project_prefix(symbol: str) -> str | None:
    """A project's name before the name of its licence (allegro4.4's DEP-5 ``Allegro-gift-ware``, the Allegro
    library's giftware licence, SPDX ``Giftware``): the licence's id, when the rest names one licence and the license
    library's index names that licence by the project (ScanCode's key of ``Giftware`` is ``allegro-4``), as SPDX names
    ``libtiff`` and ``blessing`` (SQLite) by their libraries. A project that made its own variant of a licence is not
    named so by the index (``Khronos-Expat``, ``Adobe-BSD-3-clause``, ``PacBio-BSD-3-Clause`` stay unread), nor is a
    qualifier (lammps' DEP-5 ``Simplified_BSD-2`` is a three-clause text: the index's ``bsd-simplified`` is no project).

    >>> _project_prefix("Allegro-gift-ware"), _project_prefix("Allegro_Giftware"), _project_prefix("Khronos-Expat")
    ('Giftware', 'Giftware', None)
    >>> _project_prefix("Adobe-BSD-3-clause"), _project_prefix("Allegro-MIT"), _project_prefix("Simplified_BSD-2")
    (None, None, None)
    """
    m = _PREFIXED_NAME.fullmatch(symbol)
    if m is None:
        return None
    spdx = _one_license(m.group(2))
    if spdx is None or m.group(1).casefold() not in _index_projects().get(spdx, frozenset()):
        return None
    return spdx


# A license's title, then a spaced dash and what it was issued for or covers (Debian's "IBM PUBLIC LICENSE VERSION 1.0 -
# JIKES COMPILER", the title the IPL 1.0 text carries): the title (license 24).
_TITLE_FOR_PART = re.compile(
    r"(.*?\blicen[sc]e\b.*?)\s+[-\u2013\u2014]\s+([A-Za-z0-9][A-Za-z0-9. ]*)", re.IGNORECASE
)


def _title_for_part(symbol: str) -> str | None:
    """A license title (with the word "License") followed by `` - <what it covers>``: the title's one license id, when
    the words after the dash name no license themselves (a second license would make the name a list, not a title).

    >>> _title_for_part("IBM PUBLIC LICENSE VERSION 1.0 - JIKES COMPILER"), _title_for_part("Reuters-21578 - Distribution 1.0")
    ('IPL-1.0', None)
    >>> _title_for_part("Apache License 2.0 - MIT")
    """
    m = _TITLE_FOR_PART.fullmatch(symbol)
    if m is None or is_known_expression(m.group(2)):
        return None
    title = m.group(1).strip()
    spdx = _licensing().known_symbols_lowercase.get(title.casefold())
    spdx_id = spdx.key if spdx is not None else _alias_of(title)
    if spdx_id is None or " " in spdx_id or spdx_id.startswith("LicenseRef-"):
        return None
    return spdx_id


_CAMEL_TITLE = re.compile(r"((?:[A-Z][a-z]+){2,})[-_ ]?(v?[0-9]+(?:\.[0-9]+)*)?")


def _camel_case_title(symbol: str) -> str | None:
    """A title written with its words run together (CamelCase), a version after them or not:
    the title with its words apart (``BoostSoftwareLicense1.0`` -> "Boost Software License 1.0" ->
    ``BSL-1.0``). Only capitalized words are split (an acronym such as ``GPLWithACException`` is not
    guessed at), and the words apart must name a license by the other rules.

    >>> _camel_case_title("BoostSoftwareLicense1.0"), _camel_case_title("DejaVu")
    ('BSL-1.0', None)
    """
    m = _CAMEL_TITLE.fullmatch(symbol)
    if m is None:
        return None
    words = re.findall(r"[A-Z][a-z]+", m.group(1))
    title = " ".join([*words, *([m.group(2)] if m.group(2) else [])])
    return _alias_of(title) if title != symbol else None


def _library_name(symbol: str) -> str | None:
    """A library's license named by the library without its ``lib`` prefix, where SPDX names the
    license by the library (``TIFF`` -> ``libtiff``, ``selinux-1.0`` -> ``libselinux-1.0``): only when
    that id is the family's one id (``PNG`` is no name of one: ``Libpng`` and ``libpng-2.0`` are both
    the PNG library's licenses).

    >>> _library_name("TIFF"), _library_name("PNG")
    ('libtiff', None)
    """
    if not re.fullmatch(r"[A-Za-z][A-Za-z0-9.\-]*", symbol) or symbol.casefold().startswith("lib"):
        return None
    known = _licensing().known_symbols_lowercase
    candidate = f"lib{symbol.casefold()}"
    if candidate not in known or any(k.startswith(f"{candidate}-") for k in known):
        return None
    return known[candidate].key


_GNU_TITLE = re.compile(
    r"gnu[- ](?:(lesser|library|affero)[- ])?general[- ]public[- ]licen[sc]e[- ]v?(?:ersion[- ])?([123](?:\.[01])?)"
    r"(\+|[- ]or[- ]later|[- ]only)?",
    re.IGNORECASE,
)


def _gnu_title(symbol: str) -> str | None:
    """A GNU license written by its title (``GNU Affero General Public License v3``): the title's
    family word becomes the short family name and the rest is read as ``_GNU_SHORT``."""
    m = _GNU_TITLE.fullmatch(symbol)
    if m is None:
        return None
    family = {"lesser": "L", "library": "L", "affero": "A"}.get((m.group(1) or "").casefold(), "")
    return _alias_of(f"{family}GPL-{m.group(2)}{m.group(3) or ''}")


def _same_license_pair(symbol: str) -> str | None:
    """A name made of two names of the same license (Debian's ``MIT-Expat``: ``Expat`` is Debian's
    name of MIT): that license. Two names of different licenses give None."""
    for m in re.finditer(r"[-/]", symbol):
        left, right = symbol[: m.start()], symbol[m.end() :]
        if left and right and "+" not in left:
            a, b = _aliases().get(left.casefold()), _aliases().get(right.casefold())
            a = a or next((spdx for pattern, spdx in _SHORT_FORMS if pattern.fullmatch(left)), None)
            b = b or next((spdx for pattern, spdx in _SHORT_FORMS if pattern.fullmatch(right)), None)
            if a and a == b:
                return a
    return None


# Words of a license's name that its SPDX id or ScanCode key leaves out ("SCEA Shared Source License
# 1.0" is ``scea-1.0``).
_GENERIC_WORDS = frozenset(
    {"license", "licence", "licensed", "software", "source", "shared", "public", "open", "the", "agreement"}
)
# A title's generic words by their initials, after the name they qualify (``SGI-FSL-B-1.1``: SGI's Free
# Software License B, ScanCode's ``sgi-fslb``): upper-case letters of Free, Open, Public, Software, Source,
# Shared, ending with the L of License. Never the first word (``OSL-3.0`` is a license's own id).
_GENERIC_INITIALS = re.compile(r"F?[OPS]{1,2}L")
_NAME_TOKEN = re.compile(r"[A-Za-z0-9.]+")
_NAME_CHARS = re.compile(r"[A-Za-z0-9._\- ]+\+?")


def _by_name_parts(symbol: str) -> str | None:
    """The SPDX id of a name written with other separators, without ``.0`` or with generic words.

    Two general rules, tried on the words of the name (split on ``-``, ``_``, blanks): a trailing
    whole-number version is also tried with ``.0`` (``CC-BY-SA-3`` -> ``CC-BY-SA-3.0``, as SPDX
    writes every version), and the generic words of license titles are dropped (``SCEA_Shared_Source_License-1.0``
    -> ``scea-1.0``, the ScanCode key of ``SCEA``). Each candidate must be a known SPDX id or a
    key of the license library's index; a trailing ``+`` (or later) is kept as the SPDX operator.

    >>> _by_name_parts("CC-BY-SA-3"), _by_name_parts("SCEA_Shared_Source_License-1.0")
    ('CC-BY-SA-3.0', 'SCEA')
    >>> _by_name_parts("BSD-3-clause-notice") is None, _by_name_parts("SGI-FSL-B-1.1")
    (True, 'SGI-B-1.1')
    """
    if not _NAME_CHARS.fullmatch(symbol):
        return None  # other punctuation ("AFL-2.1," in "GPL-2+ or AFL-2.1, and Expat") is syntax, not a name
    plus = symbol.endswith("+")
    words = _NAME_TOKEN.findall(symbol.rstrip("+"))
    if not words:
        return None
    variants = [words]
    # Debian writes ``BSD-4-UC`` for SPDX's ``BSD-4-Clause-UC``; "Creative Commons" is SPDX's ``CC``
    if (
        len(words) > 2
        and words[0].casefold() == "bsd"
        and words[1].isdigit()
        and words[2].casefold() != "clause"
    ):
        variants.append([words[0], words[1], "Clause", *words[2:]])
    if len(words) > 2 and [w.casefold() for w in words[:2]] == ["creative", "commons"]:
        variants.append(["CC", *words[2:]])
    content = [
        w
        for i, w in enumerate(words)
        if w.casefold() not in _GENERIC_WORDS and not (i and _GENERIC_INITIALS.fullmatch(w))
    ]
    if content and content != words:
        variants.append(content)
    # one word written in two (``BEER-WARE`` is SPDX's ``Beerware``), also after the generic words are left out
    # (``BEER-WARE-LICENSE``; license 21)
    for ws in (words, content):
        if len(ws) == 2 and all(w.isalpha() for w in ws):
            variants.append(["".join(ws)])
    known = _licensing().known_symbols_lowercase
    aliases = _aliases()
    for ws in variants:
        tails = [ws[-1]] + ([f"{ws[-1]}.0"] if ws[-1].isdigit() else [])
        for tail in tails:
            candidate = "-".join([*ws[:-1], tail]).casefold()
            spdx = known[candidate].key if candidate in known else aliases.get(candidate)
            if spdx and spdx.casefold() != symbol.casefold():
                return f"{spdx}+" if plus and not spdx.endswith("-or-later") else spdx
    # the name's words in another order than the index key's ("Clarified Artistic License" is ScanCode's
    # ``artistic-clarified``, SPDX ``ClArtistic``; license 31)
    for ws in (words, content):
        spdx = _key_words().get(_word_order_key(ws))
        if spdx and spdx.casefold() != symbol.casefold():
            return f"{spdx}+" if plus and not spdx.endswith("-or-later") else spdx
    return None


def _word_order_key(words: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The words of a name without their order: its words without digits, sorted, and those with digits (its
    version) in their order; None for fewer than two words without digits or for a list of names (a word "and",
    "or", "with")."""
    folded = [w.casefold() for w in words]
    plain = sorted(w for w in folded if not any(c.isdigit() for c in w))
    if len(plain) < 2 or any(w in ("and", "or", "with") for w in plain):
        return None
    return tuple(plain), tuple(w for w in folded if any(c.isdigit() for c in w))


@lru_cache(maxsize=1)
def _key_words() -> dict[tuple[tuple[str, ...], tuple[str, ...]], str]:
    """``_word_order_key`` of every ScanCode key of the license library's index -> its SPDX id (as ``_aliases``);
    a key shared by keys of different licenses is left out (none is, in the index of license 31).

    >>> _key_words()[(("artistic", "clarified"), ())]
    'ClArtistic'
    """
    from license_expression import get_license_index

    out: dict[tuple[tuple[str, ...], tuple[str, ...]], str] = {}
    clash: set[tuple[tuple[str, ...], tuple[str, ...]]] = set()
    for entry in get_license_index():
        spdx = entry.get("spdx_license_key")
        if not spdx or spdx.startswith("LicenseRef-scancode-"):
            continue
        key = _word_order_key(entry["license_key"].split("-"))
        if key is None:
            continue
        if out.setdefault(key, spdx) != spdx:
            clash.add(key)
    return {k: v for k, v in out.items() if k not in clash}


@lru_cache(maxsize=1)
def _exceptions() -> dict[str, list[tuple[tuple[int, ...], str]]]:
    """name of an exception, casefolded, without the word "exception" and its version ->
    [(version, SPDX id)], from the license library's known exception symbols. An exception whose id
    does not say "exception" (``Linux-syscall-note``) is indexed by its whole id."""
    out: dict[str, list[tuple[tuple[int, ...], str]]] = {}
    for key, sym in _licensing().known_symbols.items():
        if not getattr(sym, "is_exception", False) or key.startswith("LicenseRef-"):
            continue
        m = re.fullmatch(r"(.+?)-exception(?:-([0-9][0-9.]*))?", key, re.IGNORECASE)
        if m is None:
            if "exception" not in key.casefold():
                out.setdefault(key.casefold(), []).append(((), key))
            continue
        version = tuple(int(x) for x in m.group(2).split(".") if x) if m.group(2) else ()
        out.setdefault(m.group(1).casefold(), []).append((version, key))
    return out


def _exception_of(phrase: str, license_key: str = "") -> str | None:
    """The SPDX exception id that ``<license_key> WITH <phrase>`` names in prose (``Bison exception``,
    ``Classpath exception 2.0``, ``Libtool exception``): the library's exception of that name and
    version. Without a version: the only one, else the latest whose major version is at most the
    license's (``GPL-2+ with Autoconf exception`` -> ``Autoconf-exception-2.0``, ``GPL-3+`` ->
    ``-3.0``; the Bison exception 2.2 came with Bison's GPL-2+ and GPL-3+ releases), else None.

    >>> _exception_of("Bison exception", "GPL-3.0-or-later"), _exception_of("classpath exception 2.0")
    ('Bison-exception-2.2', 'Classpath-exception-2.0')
    >>> _exception_of("Autoconf exception", "GPL-2.0-or-later"), _exception_of("Autoconf exception")
    ('Autoconf-exception-2.0', None)
    >>> _exception_of("Autoconf-data exception", "GPL-2.0-or-later") is None
    True
    >>> _exception_of("Bison-2.2 exception", "GPL-3.0-or-later")
    'Bison-exception-2.2'
    """
    m = re.fullmatch(
        r"(?:the\s+)?(.+?)[-_ ]+exceptions?(?:[-_ ]+v?(?:ersion\s+)?([0-9][0-9.]*))?",
        phrase.strip(),
        re.IGNORECASE,
    )
    if m is None:
        return None
    name = re.sub(r"[\s_]+", "-", m.group(1)).casefold()
    given = m.group(2)
    versioned = re.fullmatch(r"(.+?)-v?([0-9]+(?:\.[0-9]+)*)", name)
    if given is None and versioned and versioned.group(1) in _exceptions():
        name, given = versioned.group(1), versioned.group(2)  # "Bison-2.2 exception"
    options = _exceptions().get(name, [])
    family = re.match(r"(L|A)?GPL", license_key, re.IGNORECASE)
    if not options and family:
        # an exception named for the license family it is written for (the Qt exception of the LGPL: Qt-LGPL-...)
        options = _exceptions().get(f"{name}-{family.group().casefold()}", [])
    if given:
        wanted = tuple(int(x) for x in given.split(".") if x)
        wanted = wanted + (0,) * (2 - len(wanted))
        options = [(v, k) for v, k in options if v + (0,) * (2 - len(v)) == wanted]
    elif len(options) > 1:
        major = re.search(r"-([0-9]+)(?:\.[0-9]+)?(?:-only|-or-later|\+)?$", license_key)
        if major is None:
            return None
        options = [(v, k) for v, k in options if v and v[0] <= int(major.group(1))]
    return max(options)[1] if options else None


# The license titles that GitHub shows and choosealicense.com lists (the ``title`` of each of its licenses), as
# projects copy them into their package metadata (a PyPI ``License: BSD 3-Clause "New" or "Revised" License``).
# Their quotes, parentheses and " or " are part of the title, not operators, so they are read whole, before an
# expression is split into symbols. GitHub's ids for the GNU family are SPDX's version-only ids.
_GITHUB_TITLES: dict[str, str] = {
    "Academic Free License v3.0": "AFL-3.0",
    "Apache License 2.0": "Apache-2.0",
    "Artistic License 2.0": "Artistic-2.0",
    "Blue Oak Model License 1.0.0": "BlueOak-1.0.0",
    'BSD 2-Clause "Simplified" License': "BSD-2-Clause",
    "BSD 2-Clause Plus Patent License": "BSD-2-Clause-Patent",
    "BSD 3-Clause Clear License": "BSD-3-Clause-Clear",
    'BSD 3-Clause "New" or "Revised" License': "BSD-3-Clause",
    'BSD 4-Clause "Original" or "Old" License': "BSD-4-Clause",
    "BSD Zero Clause License": "0BSD",
    "Boost Software License 1.0": "BSL-1.0",
    "Creative Commons Attribution 4.0 International": "CC-BY-4.0",
    "Creative Commons Attribution Share Alike 4.0 International": "CC-BY-SA-4.0",
    "Creative Commons Zero v1.0 Universal": "CC0-1.0",
    "CeCILL Free Software License Agreement v2.1": "CECILL-2.1",
    "CERN Open Hardware Licence Version 2 - Permissive": "CERN-OHL-P-2.0",
    "CERN Open Hardware Licence Version 2 - Strongly Reciprocal": "CERN-OHL-S-2.0",
    "CERN Open Hardware Licence Version 2 - Weakly Reciprocal": "CERN-OHL-W-2.0",
    "Do What The F*ck You Want To Public License": "WTFPL",
    "Eclipse Public License 1.0": "EPL-1.0",
    "Eclipse Public License 2.0": "EPL-2.0",
    "Educational Community License v2.0": "ECL-2.0",
    "European Union Public License 1.1": "EUPL-1.1",
    "European Union Public License 1.2": "EUPL-1.2",
    "GNU Affero General Public License v3.0": "AGPL-3.0-only",
    "GNU Free Documentation License v1.3": "GFDL-1.3-only",
    "GNU General Public License v2.0": "GPL-2.0-only",
    "GNU General Public License v3.0": "GPL-3.0-only",
    "GNU Lesser General Public License v2.1": "LGPL-2.1-only",
    "GNU Lesser General Public License v3.0": "LGPL-3.0-only",
    "ISC License": "ISC",
    "LaTeX Project Public License v1.3c": "LPPL-1.3c",
    "MIT License": "MIT",
    "MIT No Attribution": "MIT-0",
    "Microsoft Public License": "MS-PL",
    "Microsoft Reciprocal License": "MS-RL",
    "Mozilla Public License 2.0": "MPL-2.0",
    "Mulan Permissive Software License, Version 2": "MulanPSL-2.0",
    "ODC Open Database License v1.0": "ODbL-1.0",
    "Open Software License 3.0": "OSL-3.0",
    "PostgreSQL License": "PostgreSQL",
    "SIL Open Font License 1.1": "OFL-1.1",
    "University of Illinois/NCSA Open Source License": "NCSA",
    "The Unlicense": "Unlicense",
    "Universal Permissive License v1.0": "UPL-1.0",
    "Vim License": "Vim",
    "zlib License": "Zlib",
}
# A title, optionally after "The" and before its id in parentheses ("The MIT License (MIT)"), as a whole symbol:
# not inside a longer name.
_GITHUB_TITLE = re.compile(
    r"(?<![\w.\-])(?:the\s+)?("
    + "|".join(re.escape(t).replace(r"\ ", r"\s+") for t in sorted(_GITHUB_TITLES, key=len, reverse=True))
    + r")(\s*\(\s*([A-Za-z0-9.\-+]+)\s*\))?(?![\w\-+])(?!\s*,?\s*or\s+(?:\(?at\s+your\s+option\)?\s+)?(?:any\s+)?later)",
    re.IGNORECASE,
)
_TITLE_IDS = {" ".join(t.split()).casefold(): spdx for t, spdx in _GITHUB_TITLES.items()}


def _github_titles(expression: str) -> str:
    """``expression`` with each GitHub / choosealicense license title replaced by its SPDX id; a parenthesized
    id after the title ("The MIT License (MIT)") goes with it when it names the same license.

    >>> _github_titles('BSD 3-Clause "New" or "Revised" License'), _github_titles("The MIT License (MIT)")
    ('BSD-3-Clause', 'MIT')
    >>> _github_titles("Apache License 2.0 OR GNU General Public License v2.0")
    'Apache-2.0 OR GPL-2.0-only'
    """

    def replace(m: re.Match[str]) -> str:
        spdx = _TITLE_IDS[" ".join(m.group(1).split()).casefold()]
        named = m.group(3)
        if named and normalize_expression(named) != spdx and named.casefold() != spdx.casefold():
            return f"{spdx}{m.group(2)}"  # another name in the parentheses stays for the parser to judge
        return spdx

    return _GITHUB_TITLE.sub(replace, expression)


_COMMA_VERSION = re.compile(r"(?<=[A-Za-z]),\s*(?=v(?:ersion)?\s*[0-9])", re.IGNORECASE)


_SEE_REMARK = re.compile(r"\s*\(\s*(?:please\s+)?see\s+[^()]*\)", re.IGNORECASE)
# A URL after a name, in angle brackets, parentheses or square brackets or bare at the end ("3-clause BSD
# <https://opensource.org/licenses/bsd-license.php>": PyPI's ``License:``, a name and where its text is): where the
# text is, not a license; the name says which (license 24).
_URL = r"(?:https?|ftp)://"
_URL_REMARK = re.compile(
    rf"(?<=\S)\s*(?:<\s*{_URL}[^<>\s]*\s*>|\(\s*{_URL}[^()\s]*\s*\)|\[\s*{_URL}[^\[\]\s]*\s*\])"
    rf"|(?<=\S)\s+{_URL}\S*\s*\Z",
    re.IGNORECASE,
)
# A warranty disclaimer added after a name ("GPL-2 plus following disclaimer": DEP-5's name for the GPL v2 text with the
# upstream's "AS IS" paragraph after it): a disclaimer adds no terms, the name says which license (license 28).
_DISCLAIMER_REMARK = re.compile(
    r"(?<=\S)\s+(?:plus|with|and)\s+(?:the\s+|a\s+)?(?:following\s+)?(?:warranty\s+)?disclaimer\s*:?\s*\Z",
    re.IGNORECASE,
)
_TITLE_INITIALS = re.compile(
    r"\b(licen[sc]e)\s*\((?:L|A)?GPL\)(?=\s*,?\s*v(?:ersion)?\s*[0-9])", re.IGNORECASE
)
_THE_GNU = re.compile(r"^the\s+(?=gnu\s)", re.IGNORECASE)
_PIPE = re.compile(r"\s*\|\s*")
_TITLE_AND_ID = re.compile(r"([A-Za-z][A-Za-z0-9. \-]*?)\s*\(\s*([A-Za-z][A-Za-z0-9.+\-]*)\s*\)")
_VERSION_NUMBER = re.compile(r"[0-9]+(?:\.[0-9]+)*")


def _title_and_id(expression: str) -> str:
    """A license's title followed by its id in parentheses: the id, when it is a known SPDX id, the title alone reads
    as no license, and the two agree on the version and the first letter (the title restates the id; a title naming
    another license, or a parenthesis of another kind, is left as written).

    >>> _title_and_id("Creative Commons Attribution Share Alike 3.0 (CC-BY-SA-3.0)")
    'CC-BY-SA-3.0'
    >>> _title_and_id("Creative Commons Attribution 4.0 (CC-BY-SA-3.0)")
    'Creative Commons Attribution 4.0 (CC-BY-SA-3.0)'
    >>> _title_and_id("GNU General Public License v3 (GPLv3)"), _title_and_id("GNU General Public License v3 (LGPLv3)")
    ('GPL-3.0-only', 'GNU General Public License v3 (LGPLv3)')
    """
    m = _TITLE_AND_ID.fullmatch(expression)
    if m is None:
        return expression
    title, spdx = m.group(1).strip(), m.group(2)
    known = _licensing().known_symbols_lowercase.get(spdx.casefold())
    if known is None:
        # a title followed by its own abbreviation (PyPI's classifier titles: "GNU General Public License v3
        # (GPLv3)", "GNU Lesser General Public License v2 or later (LGPLv2+)"): that license when both read as the
        # same one id (license 33, set on TWENTY-NINTH)
        by_title = _one_known_id(title)
        return by_title if by_title is not None and by_title == _one_known_id(spdx) else expression
    if _alias_of(title) is not None:
        return expression
    if (
        _VERSION_NUMBER.findall(title) != _VERSION_NUMBER.findall(spdx)
        or title[0].casefold() != spdx[0].casefold()
    ):
        return expression
    return known.key


def _one_known_id(name: str) -> str | None:
    """The one known id ``name`` reads as (a parenthesis-free name, see ``_title_and_id``), else None."""
    if "(" in name or ")" in name:
        return None
    text = canonicalize_symbols(name)[0].strip()
    if (
        " " in text
        or text.startswith("LicenseRef-")
        or text.casefold() not in _licensing().known_symbols_lowercase
    ):
        return None
    return text


# A PyPI trove classifier of the License group used as a licence name (a PKG-INFO ``License: License :: OSI Approved ::
# MIT License``): the classifier's last part is the licence's title (license 37).
_TROVE_CLASSIFIER = re.compile(r"License\s*::\s*(?:OSI\s+Approved\s*::\s*)?([^:]*[^:\s])", re.IGNORECASE)


def _trove_classifier(expression: str) -> str:
    """The title a License trove classifier ends with (``License :: OSI Approved :: MIT License`` -> ``MIT License``),
    when the normalizer reads that title as a licence; else ``expression`` unchanged: a classifier whose title names
    no one licence (``License :: OSI Approved :: BSD License``: no clause count; ``Apache Software License``: no
    version; ``Other/Proprietary License``) stays as unread as that title.

    >>> _trove_classifier("License :: OSI Approved :: MIT License"), _trove_classifier("License :: Public Domain")
    ('MIT License', 'Public Domain')
    >>> _trove_classifier("License :: OSI Approved :: BSD License")
    'License :: OSI Approved :: BSD License'
    """
    m = _TROVE_CLASSIFIER.fullmatch(expression)
    return m.group(1) if m is not None and is_known_expression(m.group(1)) else expression


@lru_cache(maxsize=16384)  # a pure function of the string; the same few expressions recur
def canonicalize_symbols(expression: str, *, versioned_titles: bool = True) -> tuple[str, tuple[str, ...]]:
    """``expression`` with every symbol that is not a known SPDX key replaced by the id it is an
    alias or a common short form of; also the list of replacements made (``"BSD-3 -> BSD-3-Clause"``).

    >>> canonicalize_symbols("BSD-3 OR LGPLv2.1+")
    ('BSD-3-Clause OR LGPL-2.1-or-later', ('BSD-3 -> BSD-3-Clause', 'LGPLv2.1+ -> LGPL-2.1-or-later'))
    >>> canonicalize_symbols("GNU GPL v2 or later")[0], canonicalize_symbols("Apache-2.0.")[0]
    ('GPL-2.0-or-later', 'Apache-2.0')
    >>> canonicalize_symbols("BSD-3:")[0]
    'BSD-3-Clause'
    """
    # a full stop after the expression ends a sentence ("SPDX-License-Identifier: Apache-2.0."); a colon,
    # semicolon or comma after it is punctuation too (a DEP-5 field "License: BSD-3:")
    expression = expression.strip().rstrip(".:;,").rstrip()
    # a PyPI trove classifier written as the name ("License :: OSI Approved :: MIT License"): its licence's title
    expression = _trove_classifier(expression)
    # a pointer to the license's text after the name ("LGPL2.1 (see COPYING-LGPL2.1)") is a remark, not a license
    expression = _SEE_REMARK.sub("", expression).strip().rstrip(".:;,").rstrip()
    expression = _URL_REMARK.sub("", expression).strip().rstrip(".:;,").rstrip()
    expression = _DISCLAIMER_REMARK.sub("", expression).strip().rstrip(".:;,").rstrip()
    # a title's initials in parentheses before its version ("the GNU General Public License (GPL), version 2 or
    # later") are the title again, not a license; "the" before a GNU title is an article (license 19)
    expression = _TITLE_INITIALS.sub(r"\1", expression)
    expression = _THE_GNU.sub("", expression)
    # "|" between names is OR (Debian's ``MPL-1.1 | GPL-3+ | LGPL-3+``)
    expression = _PIPE.sub(" OR ", expression)
    # a title followed by its id ("Creative Commons Attribution Share Alike 3.0 (CC-BY-SA-3.0)")
    expression = _title_and_id(expression)
    # a license title as GitHub shows it ('BSD 3-Clause "New" or "Revised" License'), quotes and "or" included
    expression = _github_titles(expression)
    # a comma before the version belongs to the name ("Apache License, Version 2.0")
    expression = _COMMA_VERSION.sub(" ", expression)
    # a name followed by "or later" ("GNU GPL v2 or later") is one symbol with SPDX's "+", not an OR
    # with a license named "later": read so when every symbol is then known
    merged = _OR_LATER.sub("+", expression)
    if merged != expression:
        text, replaced = _canonicalize(merged, versioned_titles)
        try:
            parsed = _parse(text.strip())
        except Exception:  # license_expression raises several unrelated types on bad input
            parsed = None
        if parsed is not None and all(
            k.startswith("LicenseRef-") for k in _licensing().unknown_license_keys(parsed)
        ):
            return text, replaced
    return _canonicalize(expression, versioned_titles)


def _canonicalize(expression: str, versioned_titles: bool = True) -> tuple[str, tuple[str, ...]]:
    known = _licensing().known_symbols_lowercase
    pieces = _OPERATOR.split(expression)
    replaced: list[str] = []
    out: list[str] = []
    after_with = False
    license_before = ""  # the (canonical) symbol before the last operator: the license a WITH applies to
    for piece in pieces:
        symbol = piece.strip()
        is_operator = bool(_OPERATOR.fullmatch(piece))
        if is_operator or not symbol:
            out.append(piece)
            after_with = (symbol.casefold() == "with") if is_operator else after_with
            continue
        replacement = _DEPRECATED_WITH_EXCEPTION.get(symbol.casefold())
        if replacement is not None:
            replaced.append(f"{symbol} -> {replacement}")
            out.append(piece.replace(symbol, f"({replacement})"))
            continue
        if symbol.casefold() in known:
            out.append(piece)
            license_before = symbol
            continue
        # after WITH: an exception named in prose ("GPL-3+ with Bison exception"); one the license
        # library does not know is a LicenseRef exception (an exception only adds permissions, so
        # the license before WITH still decides)
        if after_with:
            spdx = _exception_of(symbol, license_before) or _exception_ref(symbol)
        else:
            spdx = _alias_of(symbol, versioned_titles) or _licenseref_with_exception(symbol)
        if spdx is None:
            out.append(piece)
        else:
            replaced.append(f"{symbol} -> {spdx}")
            out.append(piece.replace(symbol, f"({spdx})" if " " in spdx else spdx))
        license_before = out[-1].strip()
    return "".join(out), tuple(replaced)


_REF_CHARS = re.compile(r"[^A-Za-z0-9.]+")
# A versioned license name with an exception's name after it, without "with": Debian's ``GPL-3-BISON`` (the Bison
# exception), ``LGPL-2.1-QTexception-1.1`` (the word "exception" run into the name, its version after it).
_SUFFIXED_EXCEPTION = re.compile(
    r"(.+?[0-9+])[-_]([A-Za-z]+?)(?:[-_ ]?exceptions?)?(?:[-_ ]?v?([0-9][0-9.]*))?", re.IGNORECASE
)


def _suffixed_exception(symbol: str) -> str | None:
    """A versioned GNU licence name followed by the name of an exception the library knows (``_SUFFIXED_EXCEPTION``):
    that licence WITH the exception, the version it states if any (license 19). None for any other suffix.

    >>> _suffixed_exception("GPL-3-BISON"), _suffixed_exception("LGPL-2.1-QTexception-1.1")
    ('GPL-3.0-only WITH Bison-exception-2.2', 'LGPL-2.1-only WITH Qt-LGPL-exception-1.1')
    >>> _suffixed_exception("LGPL-2.1-QTexception-1.0"), _suffixed_exception("GPL-2+-KDEeV")
    (None, None)
    """
    m = _SUFFIXED_EXCEPTION.fullmatch(symbol)
    if m is None:
        return None
    license_key = _alias_of(m.group(1))
    if license_key is None or " " in license_key or not _GNU_FAMILY.match(license_key):
        return None
    phrase = f"{m.group(2)} exception" + (f" {m.group(3)}" if m.group(3) else "")
    exception = _exception_of(phrase, license_key)
    return f"{license_key} WITH {exception}" if exception else None


def _exception_ref(phrase: str) -> str | None:
    """A ``LicenseRef-`` id for an exception the license library does not know, named in prose
    after WITH (``DUNE exception`` -> ``LicenseRef-DUNE-exception``); None for anything that does
    not call itself an exception.

    >>> _exception_ref("DUNE exception"), _exception_ref("LicenseRef-FLOSS-exception"), _exception_ref("MIT")
    ('LicenseRef-DUNE-exception', 'LicenseRef-FLOSS-exception', None)
    """
    if phrase.startswith("LicenseRef-"):
        return phrase if _NAME_CHARS.fullmatch(phrase) else None
    if not re.search(r"exceptions?$", phrase.strip(), re.IGNORECASE):
        return None
    slug = _REF_CHARS.sub("-", phrase.strip()).strip("-")
    return f"LicenseRef-{slug}" if slug else None


_LICENSEREF_WITH = re.compile(
    r"(?:LicenseRef-)?(.+?)[-_]with[-_](.+?[-_]exceptions?(?:[-_][0-9.]+)?)", re.IGNORECASE
)


def _licenseref_with_exception(symbol: str) -> str | None:
    """A name that joins a known license and an exception with hyphens or underscores, as a
    ``LicenseRef-`` id (``LicenseRef-GPL-2.0-only-with-DUNE-exception``) or a Debian short name
    (``GPL-3+-with-bison-exception``, the spaced ``GPL-3+ with Bison exception`` written as one
    word): that license WITH the exception (the library's when it knows it, else a LicenseRef
    exception), as the spaced form reads. None otherwise (``SGI-B-1.1-with-NVIDIA`` names no exception).
    A Debian short name is read so only when its license has a version and the library knows its
    exception: a version-less family (``GPL-with-Bison-Exception``) names no one license, and a
    Debian-local name for an exception the library lacks (``APACHE-2-WITH-COMPILER-EXCEPTIONS``) is read
    from its text, which may say which exception it is (the LLVM exception).

    >>> _licenseref_with_exception("LicenseRef-GPL-2.0-only-with-DUNE-exception")
    'GPL-2.0-only WITH LicenseRef-DUNE-exception'
    >>> _licenseref_with_exception("LicenseRef-GPL-3.0-or-later-with-Bison-exception")
    'GPL-3.0-or-later WITH Bison-exception-2.2'
    >>> _licenseref_with_exception("GPL-3+-with-bison-exception")
    'GPL-3.0-or-later WITH Bison-exception-2.2'
    >>> _licenseref_with_exception("LicenseRef-Proprietary"), _licenseref_with_exception("SGI-B-1.1-with-NVIDIA")
    (None, None)
    >>> _licenseref_with_exception("GPL-with-Bison-Exception"), _licenseref_with_exception("GPL-2-with-DUNE-exception")
    (None, None)
    """
    m = _LICENSEREF_WITH.fullmatch(symbol)
    if m is None:
        return _suffixed_exception(symbol)
    ref = symbol.casefold().startswith("licenseref-")
    known = _licensing().known_symbols_lowercase
    name = m.group(1)
    if not ref and not re.search(r"[0-9]", name):
        return None
    license_key = known[name.casefold()].key if name.casefold() in known else _alias_of(name)
    if license_key is None or license_key.startswith("LicenseRef-") or " " in license_key:
        return None
    phrase = m.group(2).replace("_", "-")
    exception = _exception_of(phrase.replace("-", " "), license_key) or (
        _exception_ref(phrase) if ref else None
    )
    return f"{license_key} WITH {exception}" if exception else None


@lru_cache(maxsize=16384)  # a pure function of the string; the same few expressions recur
def normalize_expression(expression: str, *, versioned_titles: bool = True) -> str | None:
    """The canonical SPDX rendering of ``expression``, or None if it does not parse.

    Non-canonical symbols are first mapped through the license library's aliases and the common
    short forms (``canonicalize_symbols``). ``versioned_titles=False`` leaves a versioned title that only its
    initials would read unread (``_title_initials``): a name read from a license text's grant (``_named_grants``).

    >>> normalize_expression("gpl-2.0+ with linux-syscall-note or bsd-3-clause")
    'GPL-2.0-or-later WITH Linux-syscall-note OR BSD-3-Clause'
    >>> normalize_expression("BSD-3")
    'BSD-3-Clause'
    >>> normalize_expression("MIT/X11") is None
    True
    """
    text, _ = canonicalize_symbols(expression, versioned_titles=versioned_titles)
    try:
        parsed = _parse(text.strip())
    except Exception:  # license_expression raises several unrelated types on bad input
        return None
    return None if parsed is None else parsed.render()


@lru_cache(maxsize=16384)  # a pure function of the string; the same few expressions recur
def is_known_expression(expression: str) -> bool:
    """Whether ``expression`` parses and names only known SPDX ids (or ``LicenseRef-`` ids).

    >>> is_known_expression("BSD-3"), is_known_expression("see the LICENSE file")
    (True, False)
    """
    normalized = normalize_expression(expression)
    if normalized is None:
        return False
    unknown = _licensing().unknown_license_keys(_parse(normalized))
    return all(k.startswith("LicenseRef-") or or_later_base(k) for k in unknown)


# --------------------------------------------------------------------------------------------
# Classification
# --------------------------------------------------------------------------------------------


def _rank_symbol(key: str, policy: LicensePolicy, known: bool) -> int:
    key = or_later_base(key) or key  # "Apache-2.0+" decides as Apache-2.0
    if key in policy.allowed:
        return _RANK_ALLOWED
    if key == UNSPECIFIED_BSD:
        # whichever plain BSD licence the package means must be allowed (license 35)
        return _RANK_ALLOWED if all(m in policy.allowed for m in BARE_BSD_MEMBERS) else _RANK_DENIED
    if key in policy.copyleft:
        return _RANK_COPYLEFT
    if key in policy.proprietary:
        return _RANK_PROPRIETARY
    if not known:
        return _RANK_UNKNOWN
    return _RANK_DENIED


def _rank(node: Any, policy: LicensePolicy, unknown: frozenset[str]) -> int:
    from license_expression import LicenseSymbol, LicenseWithExceptionSymbol

    lic = _licensing()
    if isinstance(node, LicenseWithExceptionSymbol):
        if node.render() in policy.allowed:
            return _RANK_ALLOWED
        key = node.license_symbol.key
        return _rank_symbol(key, policy, key not in unknown)
    if isinstance(node, LicenseSymbol):
        return _rank_symbol(node.key, policy, node.key not in unknown)
    ranks = [_rank(arg, policy, unknown) for arg in node.args]
    if isinstance(node, lic.OR):
        return min(ranks)
    if isinstance(node, lic.AND):
        return max(ranks)
    return _RANK_UNKNOWN


def classify(expression: str | None, policy: LicensePolicy) -> Verdict:
    """Keep or drop a document whose license is ``expression`` (None = no evidence).

    Reasons: ``license/allowed`` (kept; ``tags == ("copyleft",)`` when only a strong-copyleft
    path keeps it: the export's mix decides on those), ``license/unknown`` (no evidence,
    unparsable or unknown id), ``license/proprietary``, ``license/denied:<expr>`` (a known
    license on neither list).

    >>> p = LicensePolicy()
    >>> classify("Apache-2.0 WITH LLVM-exception", p).keep
    True
    >>> classify("GPL-2.0", p)
    Verdict(keep=True, reason='license/allowed', expression='GPL-2.0-only', tags=('copyleft',))
    >>> classify("MIT AND CC-BY-NC-4.0", p).reason
    'license/denied:MIT AND CC-BY-NC-4.0'
    >>> classify("GPL-2.0-only OR BSD-3-Clause", p)
    Verdict(keep=True, reason='license/allowed', expression='GPL-2.0-only OR BSD-3-Clause', tags=())
    >>> classify("LicenseRef-all-rights-reserved", p).reason
    'license/proprietary'
    >>> classify("LicenseRef-custom-open-grant", p).reason, classify("LicenseRef-Local-Name", p).reason
    ('license/denied:LicenseRef-custom-open-grant', 'license/unknown')
    >>> classify(UNSPECIFIED_BSD, p).reason, classify(UNSPECIFIED_BSD, LicensePolicy(allow=("MIT", "BSD-3-Clause"))).reason
    ('license/allowed', 'license/denied:LicenseRef-BSD-unspecified')
    """
    if expression is None or not expression.strip():
        return Verdict(False, "license/unknown", None)
    normalized = normalize_expression(expression)
    if normalized is None:
        return Verdict(False, "license/unknown", expression.strip())
    parsed = _parse(normalized)
    unknown = frozenset(
        k
        for k in _licensing().unknown_license_keys(parsed)
        if k not in (PUBLIC_DOMAIN, UNSPECIFIED_BSD, *KNOWN_REFS)
        and not k.startswith(CUSTOM_PREFIX)
        and not or_later_base(k)
    )
    # subtle: LicenseRef ids are "unknown" to license-expression but known to us when listed.
    unknown = unknown - set(policy.allowed) - set(policy.proprietary)
    rank = _rank(parsed, policy, unknown)
    if rank == _RANK_ALLOWED:
        return Verdict(True, "license/allowed", normalized)
    if rank == _RANK_COPYLEFT:
        return Verdict(True, "license/allowed", normalized, ("copyleft",))
    if rank == _RANK_PROPRIETARY:
        return Verdict(False, "license/proprietary", normalized)
    if rank == _RANK_UNKNOWN:
        return Verdict(False, "license/unknown", normalized)
    return Verdict(False, f"license/denied:{normalized}", normalized)


# --------------------------------------------------------------------------------------------
# The export's mix
# --------------------------------------------------------------------------------------------

# Names a mix may use besides SPDX ids and full "X WITH exception" strings.
MIX_GROUPS: dict[str, tuple[str, ...]] = {
    "permissive": PERMISSIVE,
    "weak-copyleft": WEAK_COPYLEFT,
    "gpl-2.0": GPL2_FAMILY,
    "gpl-3.0": GPL3_FAMILY,
    "agpl-3.0": AGPL_FAMILY,
}


def mix_members(mix: tuple[str, ...], policy: LicensePolicy) -> tuple[str, ...]:
    """The sorted license ids (and ``X WITH exception`` strings) a mix takes.

    Entries are group names (``MIX_GROUPS``), ``"allowed"`` (the license policy's allow-list with
    ``allow_extra``) or SPDX ids, which are normalized.

    >>> mix_members(("permissive", "GPL-2.0"), LicensePolicy())[:3]
    ('0BSD', 'Apache-2.0', 'BSD-1-Clause')
    >>> "GPL-2.0-only" in mix_members(("permissive", "GPL-2.0"), LicensePolicy())
    True
    """
    out: set[str] = set()
    for entry in mix:
        if entry == "allowed":
            out.update(policy.allowed)
        elif entry in MIX_GROUPS:
            out.update(MIX_GROUPS[entry])
        else:
            out.add(normalize_expression(entry) or entry)
    return tuple(sorted(out))


def in_mix(expression: str | None, members: tuple[str, ...]) -> bool:
    """Whether a recorded license expression is taken by a mix (OR: any option, AND: every part).

    >>> members = mix_members(("permissive", "weak-copyleft"), LicensePolicy())
    >>> in_mix("GPL-2.0-only OR MIT", members), in_mix("GPL-2.0-only", members), in_mix(None, members)
    (True, False, False)
    """
    if not expression:
        return False
    policy = LicensePolicy(allow=members, copyleft=(), proprietary=())
    return classify(expression, policy).reason == "license/allowed"


# --------------------------------------------------------------------------------------------
# Evidence from text
# --------------------------------------------------------------------------------------------

# also with blanks around its hyphens and colon, as a code formatter leaves it ("SPDX - License - Identifier : MIT")
_SPDX_TAG = re.compile(r"SPDX[ \t]*-[ \t]*License[ \t]*-[ \t]*Identifier[ \t]*:[ \t]*([A-Za-z0-9.+\-() :]+)")
# Leading region of a C/C++ file: whitespace, comments and preprocessor lines, in any order.
# A preprocessor line runs on over backslash-newline continuations (``\\\r?\n``: tried before any other
# character, since a greedy ``[^\n]*`` would swallow the backslash and never continue) and stops where a
# comment starts, so that a comment on a directive line (``#endif /* X_H */``, a license block opened
# after ``#ifndef``) is its own item.
_HEADER_ITEM = re.compile(
    r"[ \t\r\n\f\v]+|//[^\n]*|/\*.*?(?:\*/|\Z)|\#(?:\\\r?\n|/(?![/*])|[^\n/])*",
    re.DOTALL,
)
HEADER_SCAN_CHARS = 65536  # the license header must start within this prefix
SPDX_SCAN_LINES = 64  # tags are looked for in the first lines only (as REUSE recommends)


def header_comments(text: str, limit: int = HEADER_SCAN_CHARS) -> str:
    """The comments before the first line of code (preprocessor lines do not stop the scan).

    >>> header_comments('/* Copyright A */\\n#ifndef X_H\\n// more\\nint x; // not header')
    '/* Copyright A */\\n// more'
    """
    head = text[:limit]
    pos = 0
    comments = []
    while pos < len(head):
        m = _HEADER_ITEM.match(head, pos)
        if m is None or m.end() == pos:
            break
        item = m.group(0)
        if item.startswith(("//", "/*")):
            comments.append(item)
        pos = m.end()
    return "\n".join(comments)


def _norm(text: str) -> str:
    """Lowercase words separated by single spaces; comment art and punctuation removed."""
    text = text.lower().replace("licence", "license").replace("and/or", "and or")
    return " ".join(re.findall(r"[a-z0-9]+(?:\.[0-9]+)*", text))


@lru_cache(maxsize=8192)
def _norm_phrase(phrase: str) -> str:
    """:func:`_norm` of a rule's phrase: the rules' phrases are constants, normalized once per process."""
    return _norm(phrase)


def _has(text: str, *phrases: str) -> bool:
    return any(_norm_phrase(p) in text for p in phrases)


def _first(t: str, *phrases: str) -> int:
    """Earliest position of any of the phrases in normalized text ``t``, or -1."""
    positions = [i for i in (t.find(_norm_phrase(p)) for p in phrases) if i != -1]
    return min(positions) if positions else -1


# Words before a license's name that compare a text with it rather than state it ("The Tomorrow Open Source Technology
# License 1.0 differs from the original Apache License 2.0 in the following manner": the text's own license is
# another; license 33, set on TWENTY-NINTH), in normalized text.
_COMPARED_WITH = re.compile(
    r"\b(?:differs? from|different from|deviates? from|based on|derived from|(?:a )?modified (?:version|form) of"
    r"|(?:a )?modification of|(?:a )?variant of)(?: the)?(?: original| standard| unmodified)? \Z"
)


def _first_stated(t: str, *phrases: str) -> int:
    """Earliest position of any of the phrases in normalized text ``t`` that is not a comparison with that license
    (``_COMPARED_WITH``), or -1.

    >>> t = _norm("This license differs from the original Apache License 2.0 in Section 6.")
    >>> _first(t, "apache license 2.0") > 0, _first_stated(t, "apache license 2.0")
    (True, -1)
    """
    positions = []
    for p in phrases:
        phrase = _norm_phrase(p)
        pos = t.find(phrase)
        while pos != -1 and _COMPARED_WITH.search(t, max(0, pos - 60), pos):
            pos = t.find(phrase, pos + 1)
        if pos != -1:
            positions.append(pos)
    return min(positions) if positions else -1


# A modified license text and the license it modifies: where the modified text's own words are found, the base
# license's name and words in it are the modified text's, not a grant of the base (Pixar's modified Apache 2.0 restates
# Apache's title, grant and sections but replaces Section 6; license 33).
_MODIFIED_BASE = {"Pixar": "Apache-2.0"}


# Titles of full license texts (LICENSE/COPYING files). A full text states no "or later", so the
# GNU ones give -only ids.
_TITLES: tuple[tuple[str, str], ...] = (
    ("Apache-2.0", "apache license version 2.0 january 2004"),
    ("LGPL-3.0-only", "gnu lesser general public license version 3 29 june 2007"),
    ("LGPL-2.1-only", "gnu lesser general public license version 2.1 february 1999"),
    ("LGPL-2.0-only", "gnu library general public license version 2 june 1991"),
    ("GPL-3.0-only", "gnu general public license version 3 29 june 2007"),
    ("GPL-2.0-only", "gnu general public license version 2 june 1991"),
    ("GPL-1.0-only", "gnu general public license version 1 february 1989"),
    ("AGPL-3.0-only", "gnu affero general public license version 3 19 november 2007"),
    ("MPL-2.0", "mozilla public license version 2.0"),
    ("BSL-1.0", "boost software license version 1.0"),
    ("CPL-1.0", "common public license version 1.0"),
    ("PSF-2.0", "python software foundation license version 2"),
    ("NGPL", "nethack general public license"),
    # Pixar's modified Apache 2.0 (SPDX Pixar) under the title OpenUSD gives it (license 33, set on TWENTY-NINTH)
    ("Pixar", "tomorrow open source technology license 1.0"),
)


_GPL_NAMES = (
    ("LGPL", r"gnu (?:lesser|library) general public license"),
    ("GPL", r"gnu general public license"),
    ("AGPL", r"gnu affero general public license"),
)
_VERSION = re.compile(r"\bversion (2\.1|1|2|3)(?:\.0)?(?![.0-9])")
# The BSD grant sentence; a few words may name what it covers ("in source and binary forms of the software as
# well as documentation, with or without modification, are permitted", the Pallets wording), and a short object may
# follow "use" (license 27, set on TWENTY-SIXTH: freeDiameter's "Redistribution and use of this software in source and
# binary forms, with or without modification, are permitted"): "of" and at most four words, in the same sentence
# (``_bsd_grant``).
_BSD_GRANT = re.compile(
    r"\bredistribution and use(?P<object> of(?: [a-z0-9]+){1,4})? in source and binary forms(?: [a-z0-9]+){0,8}"
    r" with or without modification(?: [a-z0-9]+){0,2} are permitted\b"
)
# Wording that offers a choice between several licenses (else several grants all apply).
_CHOICE = re.compile(
    r"\b(?:dual licensed|dual license|at your choice|terms of either|either the gnu|either of the following"
    r"|or both in parallel|alternatively|you may choose|choose whichever|whichever you prefer|dual licensed under"
    r"|available under 2 licenses|available under two licenses|or at your option under"
    r"|may also be made available under the following secondary licenses"
    r"|one of the two licenses|one of the following licenses|either the (?:[a-z0-9.]+ ){1,4}license)\b"
)
_SEP = r"[\s*/#!]+"  # blanks and comment art between the words of a grant
_GNU_SHORT_GRANT = re.compile(
    rf"\b(?:released|licen[sc]ed|distributed|available|covered|provided){_SEP}under{_SEP}(?:the{_SEP})?"
    rf"(?:terms{_SEP}of{_SEP}(?:the{_SEP})?)?(?:GNU{_SEP})?(L|A)?GPL(?:[- ]?v?|,?{_SEP}version{_SEP})([123])(?:\.([01]))?(?![./]?[0-9])"
    rf"(\+|,?{_SEP}or{_SEP}(?:\(?at{_SEP}your{_SEP}option\)?{_SEP})?(?:any{_SEP})?later|[- ]only)?",
    re.IGNORECASE,
)
# A grant naming a license that is not a GNU one ("This code is licensed under the MIT License (MIT)",
# "released under the zlib license", "distributed under BSD-3-Clause"): a granting verb, "under", then
# the name; read on the raw text, between comment art (``_named_grants``).
# Also the Mozilla-style grant of the MPL's family ("The contents of this file are subject to the Interbase
# Public License Version 1.0 (the "License")"): the file's contents "subject to" a license named after it; also "this
# source code is subject to the terms of the BSD 2 Clause License and the Alliance for Open Media Patent License 1.0"
# (license 19, set on TWENTIETH, seen: svt-av1's headers had no header evidence and took the package's licence). Only
# the first name is read: a patent licence named after it ("and the ... Patent License") grants patents beside the
# copyright licence and restricts no copying, so it adds nothing to the file's licence.
# The file's own contents may be named at more length before "subject to", in the same sentence (license 33, set on
# TWENTY-NINTH: Apple's "This file contains Original Code and/or Modifications of Original Code as defined in and that
# are subject to the Apple Public Source License Version 2.0", "The contents of this file constitute Original Code as
# defined in and are subject to the Apple Public Source License Version 1.1"): at most fourteen words between, no
# punctuation, no relative clause of another subject ("which", "whose") and no negation; that grant states the file's
# own terms, so its name is also read by a versioned title's initials (APSL-2.0; a "licensed under" grant is not, see
# ``_named_grants``).
_SUBJECT_GAP = rf"(?:{_SEP}(?!(?:which|whose|who|not|no|except|subject)\b)[A-Za-z]+){{0,14}}?(?:{_SEP}that)?"
_NAMED_GRANT = re.compile(
    rf"(?:\b(?:released|licen[sc]ed|distributed|available|covered|provided|published){_SEP}under"
    rf"|(?P<subject>\b(?:contents{_SEP}of{_SEP})?this{_SEP}(?:file|source{_SEP}code|code|software|library)"
    rf"{_SUBJECT_GAP}{_SEP}(?:are|is){_SEP}subject{_SEP}to)){_SEP}"
    rf"(?:(?:the|a|an){_SEP})?(?:terms{_SEP}(?:and{_SEP}conditions{_SEP})?of{_SEP}(?:the{_SEP})?)?",
    re.IGNORECASE,
)
# "a work", "any software", "the work" right before the verb (no "is" between): a phrase naming the
# license of another work ("combine it with a work licensed under ...", "aside from the work licensed under"). Not
# across "and"/"or"/"but": the verb is then a second predicate of the sentence's subject ("The software is copyrighted
# by the author and licensed under the Clarified Artistic License"; license 31).
_OTHER_WORK = re.compile(
    r"\b(?:a|an|any|another|other|some|the)\s+(?:(?!(?:is|are|was|were|be|been|and|or|but)\b)[A-Za-z-]+\s+){1,2}\Z",
    re.IGNORECASE,
)
_NAME_WORD = re.compile(rf"(?:{_SEP})?([A-Za-z0-9][A-Za-z0-9.+\-]*[A-Za-z0-9+]|[A-Za-z0-9])")
_LICENSE_WORD = re.compile(r"licen[sc]e", re.IGNORECASE)
_NAME_VERSION = re.compile(
    r"[\s*/#!]*,?[\s*/#!]*(?:version|ver\.?|v\.?)?\s*v?([0-9]+(?:\.[0-9]+)*)\b", re.IGNORECASE
)
_GNU_FAMILY = re.compile(r"^(?:L|A)?GPL-", re.IGNORECASE)
# A grant by the short name with no version ("Gwenhywfar is licensed under the GNU LGPL (see below)", "released
# under the GPL."): read as the version-less full name is (``_UNVERSIONED``). Not when a version follows, between
# comment art too ("the GNU GPL,\n * version 2 or later"; a versioned short name is ``_GNU_SHORT_GRANT``'s), nor a
# parenthesis with a version ("GPL (GNU General Public License 2)"), nor when another name follows in a list
# ("distributed under GPL (...), LGPL (...) and MPL (...)"): such a list is not read as one grant.
_GNU_SHORT_UNVERSIONED = re.compile(
    rf"\b(?:released|licen[sc]ed|distributed|available|covered|provided|placed){_SEP}under{_SEP}(?:the{_SEP})?"
    rf"(?:terms{_SEP}of{_SEP}(?:the{_SEP})?)?(?:GNU{_SEP})?(L)?GPL\b"
    r"(?![-\s,(*/#!]*(?:v|ver|version)?\.?\s*[0-9]|-[A-Za-z]|[\s*/#!]*\([^)]{0,80}[0-9]"
    r"|[\s*/#!]*(?:,|/|\band\b|\bor\b)[\s*/#!]*(?:the\s+)?(?-i:[A-Z]{2,}))",
    re.IGNORECASE,
)


def _named_grants(raw: str) -> list[tuple[int, str]]:
    """(position in normalized text, id) of the licenses granted by name: after ``_NAMED_GRANT``, the
    words up to the first "License" (at most six, not crossing punctuation), with the version written
    after it ("the Apache License, Version 2.0"), or one word that is itself a license id or short
    form ("under MIT"). Each name goes through the aliases and must name a known license; names of
    the GNU family are left to ``_gnu_licenses``, and a name that is not a license ("under the
    License", "under the same license as Perl", "the BSD license" without a clause count) gives
    nothing.

    >>> _named_grants("// Copyright (c) 2015 Acme. All rights reserved.\\n//\\n// This code is licensed "
    ...               "under the MIT License (MIT).")
    [(54, 'MIT')]
    >>> [k for _, k in _named_grants("Licensed under the Apache License, Version 2.0 (the License); "
    ...                              "software distributed under the License is distributed AS IS")]
    ['Apache-2.0']
    >>> _named_grants("This file is distributed under the BSD license.") + _named_grants("under the same license")
    []
    >>> _named_grants("you may combine it with a work licensed under the OpenSSL license (any version)")
    []
    >>> [k for _, k in _named_grants("The contents of this file are subject to the SNIA Public License Version 1.0")]
    ['SNIA']
    """
    found: list[tuple[int, str]] = []
    for m in _NAMED_GRANT.finditer(raw):
        if _OTHER_WORK.search(raw, max(0, m.start() - 60), m.start()):
            continue  # "combine it with a work licensed under the OpenSSL license": another work's license
        words: list[tuple[str, int]] = []  # (word, end position)
        pos = m.end()
        while len(words) < 6:
            w = _NAME_WORD.match(raw, pos)
            if w is None or (words and not re.fullmatch(_SEP, raw[pos : w.start(1)])):
                break
            words.append((w.group(1), w.end()))
            pos = w.end()
            if _LICENSE_WORD.fullmatch(w.group(1)):
                break
        if not words:
            continue
        names = [w for w, _ in words]
        if _LICENSE_WORD.fullmatch(names[-1]):
            version = _NAME_VERSION.match(raw, words[-1][1])
            candidates = (
                [" ".join([*names, version.group(1)]), " ".join([*names[:-1], version.group(1)])]
                if version
                else []
            )
            candidates.append(" ".join(names))
        elif len(names) > 1 and names[1].casefold() in ("and", "or"):
            continue  # a list of names ("under the MIT and GPL licenses"): not read here
        else:
            # a name without the word "License" ("Licensed under the BSD 3-Clause."): the longest run
            # of its words that names a license, down to the first word alone ("under MIT")
            candidates = [" ".join(names[:k]) for k in range(len(names), 0, -1)]
        # a versioned title is not read by its initials here: a license file's own title in its grant beside
        # another license file would be read as a second license (zfec's COPYING.TGPPL.rst beside COPYING.GPL, a
        # choice, ANDed; license 10). A "subject to" grant states the file's own terms: its name is read by the
        # initials only when no candidate reads otherwise (the SNIA Public License Version 1.0 is SNIA by its title,
        # not SPL-1.0 by its initials; license 33)
        for versioned_titles in (False, True) if m.group("subject") is not None else (False,):
            expression = next(
                (
                    e
                    for e in (normalize_expression(c, versioned_titles=versioned_titles) for c in candidates)
                    if _grant_id(e)
                ),
                None,
            )
            if expression is not None:
                found.append((len(_norm(raw[: m.start()])), expression))
                break
    return found


def _grant_id(expression: str | None) -> bool:
    """Whether a name read in a named grant is one known license outside the GNU family (``_named_grants``)."""
    return (
        expression is not None
        and is_known_expression(expression)
        and " " not in expression
        and not _GNU_FAMILY.match(expression)
        and (not expression.startswith("LicenseRef-") or expression in KNOWN_REFS)
    )


# A line that is only a license's name and the address of its text ("MIT License -
# http://www.opensource.org/licenses/mit-license.php", "zlib License (https://...)"): the statement of the file's
# license, as a header's "License:" field is; without the address a name alone on a line may be a heading or a mention.
# The name ends with "License" (a version may follow it); one to four words before it, after comment art only (not a
# list's "- " bullet). Only a header with one such line: several are a list of licenses and where their texts are
# ("- OpenSSL license : https://...", the options of a choice stated above them; license 29).
_NAME_URL_LINE = re.compile(
    r"^[ \t*/#!]*(?P<name>(?:[A-Za-z0-9][A-Za-z0-9.+\-]*[ \t]+){1,4}licen[cs]e(?:,?[ \t]+(?:version|v\.?)?[ \t]*"
    r"v?[0-9]+(?:\.[0-9]+)*)?)[ \t]*(?:[-:,\u2013][ \t]*|\([ \t]*|<[ \t]*)(?:https?|ftp)://[^\s()<>]+[ \t]*[)>]?"
    r"[ \t*/#!]*$",
    re.IGNORECASE | re.MULTILINE,
)


def _name_url_lines(raw: str) -> list[tuple[int, str]]:
    """(position in normalized text, id) of the lines that are only a license's name and the address of its text
    (``_NAME_URL_LINE``); the name must name a known license (not of the GNU family, read by its own rules).

    >>> _name_url_lines(" * A. Writer - 2012\\n * MIT License - http://www.opensource.org/licenses/mit-license.php\\n")
    [(13, 'MIT')]
    >>> _name_url_lines(" * Parts are taken from a project under the MIT License - http://example.org/\\n")
    []
    >>> _name_url_lines(" * Frobnicate License - http://example.org/frob\\n")
    []
    >>> _name_url_lines(" * MIT License : http://example.org/mit\\n * Zlib License : http://example.org/zlib\\n")
    []
    """
    lines = list(_NAME_URL_LINE.finditer(raw))
    if len(lines) != 1:
        # several such lines are a list of licenses and where their texts are (the options of a choice, stated
        # above them), not the file's own statement
        return []
    found: list[tuple[int, str]] = []
    for m in lines:
        name = re.sub(r"\s+", " ", m.group("name"))
        expression = normalize_expression(name, versioned_titles=False)
        if (
            expression is not None
            and is_known_expression(expression)
            and " " not in expression
            and not _GNU_FAMILY.match(expression)
            and (not expression.startswith("LicenseRef-") or expression in KNOWN_REFS)
        ):
            found.append((len(_norm(raw[: m.start("name")])), expression))
    return found


# Words before "License" that make it no license's name ("the same License", "this License").
_NOT_A_NAME = frozenset(
    ("same", "this", "that", "such", "said", "above", "following", "original", "its", "our")
)
# The rule name of a header that reserves all rights and grants them under a license by a name no rule reads.
NAMED_CUSTOM_RULE = "all-rights-reserved+named-license"


def _unread_named_license(raw: str) -> str | None:
    """The name of a license granted by a title that no rule reads ("This code is made available under the terms of
    the ClearSilver License": ``ClearSilver``): after ``_NAMED_GRANT``, one to four capitalized words, then "License".
    None for a license that is no name ("under the same License", "under the License").

    >>> _unread_named_license("This code is made available under the terms of the ClearSilver License.")
    'ClearSilver'
    >>> _unread_named_license("distributed under the same License"), _unread_named_license("licensed under the License")
    (None, None)
    """
    for m in _NAMED_GRANT.finditer(raw):
        if _OTHER_WORK.search(raw, max(0, m.start() - 60), m.start()):
            continue
        names: list[str] = []
        pos = m.end()
        while len(names) < 5:
            w = _NAME_WORD.match(raw, pos)
            if w is None or (names and not re.fullmatch(_SEP, raw[pos : w.start(1)])):
                break
            names.append(w.group(1))
            pos = w.end()
            if _LICENSE_WORD.fullmatch(w.group(1)):
                break
        if (
            len(names) >= 2
            and _LICENSE_WORD.fullmatch(names[-1])
            and all(n[0].isupper() and n.casefold() not in _NOT_A_NAME for n in names[:-1])
        ):
            return " ".join(names[:-1])
    return None


_LATER = re.compile(r"\b(?:or at your option any later version|or any later version|or later version)\b")
# A grant right before a GNU license's name ("under the terms of the", "subject at your choice either to the",
# "placed under the terms of the"), for a header or a license/copyright file that names no version (an old-style
# free-text Debian copyright: "This is free software, placed under the terms of the GNU Library General Public
# License"): the GPL's own section 9 (LGPL 2's section 13) lets the recipient choose
# any version ever published, i.e. the first one or later. The Library GPL began at 2.0, the Lesser GPL at 2.1.
# A license title right before a version ("the Eclipse Public License version 1.0", "the Apache License (Version
# 2.0)"), not a GNU one ("the GNU Public License version 2"): that version is the other license's.
_OTHER_TITLE = re.compile(r"(?<!general public )(?<!gnu public )license \Z")
_UNVERSIONED_GRANT = re.compile(
    r"(?:\b(?:released|licen[sc]ed|distributed|redistributable|modifiable|available|covered|provided|published|placed"
    r"|redistribute it|modify it) under(?: the)?(?: terms(?: and conditions)? of)?(?: either)?(?: the)?"
    r"|\bsubject(?: [a-z]+){0,4} to(?: the)?) \Z"
)
_UNVERSIONED = {
    "GPL": lambda name: "GPL-1.0-or-later",
    "LGPL": lambda name: "LGPL-2.0-or-later",  # the Lesser GPL's "any version ever published" includes 2.0
}


# What comes right before a granting verb in a grant: the start of a sentence or line ("Licensed under the LGPL"), or
# a form of "to be" ("Frob is licensed under the GNU LGPL"); not a noun ("Unlike code released under GPL, ...").
_GRANT_SUBJECT = re.compile(
    r"(?:\A|[.;:!?(\n]|\b(?:is|are|was|were|be|been|being))[\s*/#!]*(?:(?:also|now|hereby|itself|all|fully)[\s*/#!]+)?\Z",
    re.IGNORECASE,
)
# A relative clause's verb ("Based on the IUPAC InChI software, which is distributed under the GNU LGPL"): the
# clause is about the work it follows, often another one; a version-less short name there grants nothing.
_RELATIVE_SUBJECT = re.compile(
    r"\b(?:which|that|who)[\s*/#!]+(?:(?:is|are|was|were)[\s*/#!]+)?\Z", re.IGNORECASE
)
_PACKAGING = re.compile(r"\bpackaging\b", re.IGNORECASE)
_SENTENCE_START = re.compile(r"[.!?]\s|\n[ \t]*\n")
# (license 22) for the packaging's sentence, a blank line after a colon ("The Debian packaging is:\n\n    Copyright
# (C) 2009 ...") or before a paragraph that starts in lower case ("\n\nand is licensed under the GPL version 3")
# continues the sentence
_PACKAGING_BOUNDARY = re.compile(r"[.!?]\s|(?<!:)\n[ \t]*\n(?=\s*[^a-z\s])")


# The end of a sentence for ``_sentence_starts``: a full stop, "!" or "?" before a word that does not start in lower
# case ("version 2.1. of the GNU Lesser General Public License" goes on), or a blank line
_VERSION_SENTENCE_END = re.compile(r"[.!?]\s+(?=[\s*/#!]*[^a-z\s*/#!])|\n[ \t]*\n")
# A license's name or short name between a version and a GNU title: the version is that license's
_OTHER_MENTION = re.compile(r"\b(?:(?:l|a)?gpl|license)\b")
_TOKEN = re.compile(r"[a-z0-9]+(?:\.[0-9]+)*")


def _sentence_starts(raw: str) -> list[int]:
    """Positions in :func:`_norm`'s text of ``raw`` where a sentence or paragraph of ``raw`` starts (after ". ",
    "! ", "? " or a blank line).

    >>> t = "Foo is under the GNU LGPL version 2.1.  On Debian, see the GNU GPL."
    >>> [_norm(t)[p:].split()[0] for p in _sentence_starts(t)]
    ['on']
    """
    low = raw.lower().replace("licence", "license").replace("and/or", "and or")
    if len(low) != len(raw):
        return []  # lowercasing changed the length (a rare non-ASCII letter): positions would not match
    bounds = [m.end() for m in _VERSION_SENTENCE_END.finditer(raw)]
    out: list[int] = []
    i = 0
    offset = 0
    for tok in _TOKEN.finditer(low):
        while i < len(bounds) and bounds[i] <= tok.start():
            if offset and (not out or out[-1] != offset):
                out.append(offset)
            i += 1
        offset += len(tok.group(0)) + 1
    return out


def _packaging_sentence(raw: str, pos: int) -> bool:
    """Whether the sentence of ``raw`` up to ``pos`` is about a Debian package's packaging ("The Debian packaging
    is (C) 2006 Ron and is licensed under the GPL"): a grant there licenses the packaging, not the work.

    >>> _packaging_sentence("The Debian packaging is (C) 2006 Ron and is licensed under the GPL.", 45)
    True
    >>> _packaging_sentence("The packaging is done.  Foo is licensed under the GPL.", 30)
    False
    >>> _packaging_sentence("The Debian packaging is:\\n\\n  Copyright 2009 Ron\\n\\nand is licensed under the GPL.", 55)
    True
    """
    starts = [m.end() for m in _PACKAGING_BOUNDARY.finditer(raw, max(0, pos - 300), pos)]
    return bool(_PACKAGING.search(raw, starts[-1] if starts else max(0, pos - 300), pos))


def _gnu_licenses(
    t: str, raw: str = "", full_text: bool = False, versionless: set[str] | None = None
) -> list[tuple[int, str]]:
    """(position, id) of the GNU licenses stated in normalized text: name, then version
    (+ 'or later') within reach.

    One id per family: the first version stated wins, and it is ``-or-later`` when any
    statement of that version says so (headers repeat the name in their warranty paragraph).
    """
    found: dict[str, tuple[int, str]] = {}  # family -> (first position, id)
    starts: list[int] = []

    def sentences() -> list[int]:
        if raw and not starts:
            starts.extend(_sentence_starts(raw))
            starts.append(-1)  # computed
        return starts

    unversioned: dict[str, tuple[int, str]] = {}  # family -> a grant that names no version
    offered: dict[str, int] = {}  # family -> its position in a choice at the top of a license file
    for family, pattern in _GPL_NAMES:
        for m in re.finditer(pattern, t):
            window = t[m.end() : m.end() + 260]
            before = t[max(0, m.start() - 120) : m.start()]
            # not the version of another license's title further on ("... or the GNU General Public License as
            # given below ... a copy of the Eclipse Public License version 1.0")
            v = next(
                (w for w in _VERSION.finditer(window) if "public license" not in window[: w.start()]), None
            )
            if v is None:
                # "version 2 of the GNU General Public License"; not the version of another license's
                # title ("either the Eclipse Public License version 1.0 or the GNU General Public License")
                # (license 22): nor a version stated in an earlier sentence or before another license's mention
                # ("... under the GNU LGPL version 2.1 or later. On Debian systems, the complete text of the GNU
                # General Public License"): that version is another sentence's, another license's
                start = max(0, m.start() - 120)
                v = next(
                    (
                        b
                        for b in _VERSION.finditer(before)
                        if not _OTHER_TITLE.search(before[: b.start()])
                        and not _OTHER_MENTION.search(before, b.end())
                        and not any(start + b.end() < s <= m.start() for s in sentences())
                    ),
                    None,
                )
            if v is None:
                # "under the terms of either the Apache License (Version 2.0) or the GNU Lesser GPL"; in a license
                # file only a granting verb: a license offered in a choice there has its version in its text below
                grant = _UNVERSIONED_GRANT.search(before)
                if grant and _OTHER_WORK.search(before, 0, grant.start()):
                    grant = None  # "combine it with a work licensed under the GNU Lesser GPL": another work's
                offer = grant or (
                    not full_text and _CHOICE.search(t) and re.search(r"\bor(?: the)? \Z", before)
                )
                if offer and family in _UNVERSIONED:
                    unversioned.setdefault(family, (m.start(), _UNVERSIONED[family](m.group(0))))
                if full_text and m.start() < 600 and _CHOICE.search(t[:600]):
                    # named in a choice at the top of a license file, its version stated in its text below
                    # ("either the Eclipse Public License version 1.0 or the GNU General Public License as
                    # given below"): the license is offered at the top
                    offered.setdefault(family, m.start())
                continue
            version = {"1": "1.0", "2": "2.0", "2.1": "2.1", "3": "3.0"}[v.group(1)]
            if family == "LGPL" and version == "1.0":
                continue
            later = _LATER.search(window) is not None
            key = f"{family}-{version}-{'or-later' if later else 'only'}"
            if key.casefold() not in _licensing().known_symbols_lowercase:
                continue  # never an id SPDX does not have (GPL-2.1, LGPL-3.1): not this family's version
            current = found.get(family)
            if current is None:
                found[family] = (m.start(), key)
            elif current[1] == f"{family}-{version}-only" and later:
                found[family] = (current[0], key)
    # A grant by short name ("This file is released under LGPL2", "Licensed under GPLv2 or later"),
    # read on the raw text (the "+" and the "/" of a date matter): only after a granting verb, so that
    # prose mentioning the GPL does not count.
    for m in _GNU_SHORT_GRANT.finditer(raw):
        family = (m.group(1) or "").upper() + "GPL"
        if family in found or _packaging_sentence(raw, m.start()):
            continue  # (license 22) "The Debian packaging ... is licensed under the GPL version 3": the packaging's
        version = f"{m.group(2)}.{m.group(3) or '0'}"
        if (family == "LGPL" and version == "1.0") or version not in ("1.0", "2.0", "2.1", "3.0"):
            continue
        later = bool(m.group(4)) and not m.group(4).lower().endswith("only")
        key = f"{family}-{version}-{'or-later' if later else 'only'}"
        if key.casefold() in _licensing().known_symbols_lowercase:
            found[family] = (len(_norm(raw[: m.start()])), key)
    for m in _GNU_SHORT_UNVERSIONED.finditer(raw):
        family = (m.group(1) or "").upper() + "GPL"
        if (
            family not in found
            and not _OTHER_WORK.search(raw, max(0, m.start() - 60), m.start())
            and not _packaging_sentence(raw, m.start())
            and _GRANT_SUBJECT.search(raw, max(0, m.start() - 40), m.start())
            and not _RELATIVE_SUBJECT.search(raw, max(0, m.start() - 40), m.start())
        ):
            unversioned.setdefault(family, (len(_norm(raw[: m.start()])), _UNVERSIONED[family](family)))
    # A header's grant that names no version at all ("redistributable under the terms of the GNU General Public
    # License."): by the license's own terms any version may be chosen, the first one published or later.
    for family, hit in unversioned.items():
        if family not in found:
            found[family] = hit
            if versionless is not None:
                versionless.add(hit[1])
    for family, first in offered.items():
        if family in found:
            found[family] = (min(first, found[family][0]), found[family][1])
    # An LGPL header often names the "GNU General Public License" as well; a GPL id only counts
    # beside an LGPL one when the text offers a choice (LGPL-3.0 *is* GPL-3.0 + permissions). In a
    # license or copyright file (``full_text``) only a GPL named *after* the LGPL is that mention: a
    # GPL stated first is the package's own grant (a copyright file whose package is GPL and whose
    # bundled component is LGPL), and it stays.
    if (
        "LGPL" in found
        and "GPL" in found
        and not _CHOICE.search(t)
        and not (full_text and found["GPL"][0] < found["LGPL"][0])
    ):
        del found["GPL"]
    return list(found.values())


def _exception(t: str) -> str | None:
    if "gcc runtime library exception" in t:
        return "GCC-exception-3.1"
    if "llvm exceptions" in t:
        return "LLVM-exception"
    if (
        "linking this library statically or dynamically with other modules" in t
        or "gnu classpath exception" in t
    ):
        return "Classpath-exception-2.0"
    if "wxwindows library license" in t:  # the LGPL with the wxWindows exception (its title)
        return "WxWindows-exception-3.1"
    return None


# (SPDX id, any-of phrases). Checked in order; the first group of rules that matches wins.
_PHRASE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Unlicense", ("this is free and unencumbered software released into the public domain",)),
    # CC0 by its title, or by its own text's words where a copy gives no title (Debian's stanza that starts at the
    # "Statement of Purpose"; license 19, set on TWENTIETH, seen)
    (
        "CC0-1.0",
        (
            "cc0 1.0 universal",
            "creative commons zero",
            "creativecommons.org/publicdomain/zero",
            "the person associating cc0 with a work",
        ),
    ),
    # Pixar's modified Apache 2.0 by the words of its own Section 6 ("Trademarks"), which replaces Apache's: a text
    # with them is not Apache-2.0 (``_MODIFIED_BASE``; license 33, set on TWENTY-NINTH)
    (
        "Pixar",
        (
            "names, trademarks, service marks, or product names of the licensor and its affiliates, except as required "
            "to comply with section 4(c) of the license and to reproduce the content of the notice file",
        ),
    ),
    (
        "Apache-2.0",
        (
            "apache license version 2.0",
            "apache license v2.0",
            "apache license 2.0",
            "apache software license version 2.0",
            "apache software license 2.0",
        ),
    ),
    (
        "BSL-1.0",
        (
            "boost software license version 1.0",
            "boost software license 1.0",
            # the license's grant sentence: its text is often copied without the title line
            "permission is hereby granted, free of charge, to any person or organization obtaining a copy of the "
            "software and accompanying documentation covered by this license",
        ),
    ),
    ("MPL-2.0", ("mozilla public license v. 2.0", "mozilla public license version 2.0")),
    ("MPL-1.1", ("mozilla public license version 1.1",)),
    ("PSF-2.0", ("python software foundation license version 2",)),
    ("MIT", ("permission is hereby granted, free of charge, to any person obtaining a copy",)),
    # the MirOS Licence's grant sentence, which its headers carry without a title (license 20, set on TWENTY-FIRST,
    # seen: mksh)
    ("MirOS", ("permission is granted to deal in this work without restriction",)),
    (
        "ISC",
        (
            "permission to use, copy, modify, and/or distribute this software for any purpose with or "
            "without fee is hereby granted",
            "permission to use, copy, modify, and distribute this software for any purpose with or "
            "without fee is hereby granted",
        ),
    ),
    (
        "HPND",
        (
            "permission to use, copy, modify, distribute, and sell this software and its documentation "
            "for any purpose is hereby granted without fee",
            "permission to use, copy, modify, and distribute this software and its documentation for "
            "any purpose and without fee is hereby granted",
            # without "and its documentation", which SPDX's HPND template marks optional (license 31, set on
            # TWENTY-EIGHTH, seen: ncftp's gl_getline.h), read with the rest of HPND's notice condition ("... and
            # that both that copyright notice and this permission notice appear in supporting documentation"):
            # Gray Watson's dmalloc grant ("... notice and this permission notice appear in all copies, and that the
            # name ...") and Markus Kuhn's wcwidth grant (no condition) are other texts (judged on TWENTY-SIXTH)
            "permission to use, copy, modify, and distribute this software for any purpose and without fee is "
            "hereby granted, provided that the above copyright notice appear in all copies and that both",
            "permission to use, copy, modify, and distribute this software for any purpose and without fee is "
            "hereby granted, provided that the above copyright notices appear in all copies and that both",
        ),
    ),
    # the MPICH notice ("COPYRIGHT ... notice of limited availability of the code"; SPDX ``mpich2``)
    (
        "mpich2",
        (
            "permission is hereby granted to use, reproduce, prepare derivative works, and to redistribute to others",
        ),
    ),
    # the FSF's all-permissive notices (GNU's recommended notice for small files; autoconf's and automake's)
    (
        "FSFAP",
        (
            "copying and distribution of this file, with or without modification, are permitted in any medium "
            "without royalty provided the copyright notice and this notice are preserved",
        ),
    ),
    (
        "FSFULLR",
        (
            "the free software foundation gives unlimited permission to copy and/or distribute it, with or "
            "without modifications, as long as this notice is preserved",
        ),
    ),
    ("FSFUL", ("the free software foundation gives unlimited permission to copy, distribute and modify it",)),
    # RSA Data Security's MD4/MD5 licence (SPDX ``RSA-MD``), which its headers give after "All rights reserved": "License
    # to copy and use this software is granted provided that it is identified as the "RSA Data Security, Inc. MD5
    # Message-Digest Algorithm" ...", then a grant to make derivative works (license 23, set on TWENTY-THIRD, seen:
    # canu). RFC 1319's MD2 text grants only "for non-commercial Internet Privacy-Enhanced Mail" and is not this one.
    (
        "RSA-MD",
        (
            "license to copy and use this software is granted provided that it is identified as the rsa data "
            "security, inc. md",
        ),
    ),
    # Sun's licence of its PPP code (SPDX ``Sun-PPP``), given after "All rights reserved" and granted in the passive
    # voice: "Non-exclusive rights to redistribute, modify, translate, and use this software in source and binary
    # forms, in whole or in part, is hereby granted, provided that ..." (license 26, set on TWENTY-FIFTH, seen: ppp's
    # pppd/eap.c). Sun's 2000 notice ("Permission to use, copy, modify, and distribute ...", ``Sun-PPP-2000``) is not it.
    (
        "Sun-PPP",
        (
            "non-exclusive rights to redistribute, modify, translate, and use this software in source and binary "
            "forms, in whole or in part, is hereby granted",
        ),
    ),
    # the Tcl/Tk license (SPDX ``TCL``): an open grant, not a proprietary notice
    (
        "TCL",
        (
            "hereby grant permission to use, copy, modify, distribute, and license this software and its "
            "documentation for any purpose, provided that existing copyright notices are retained in all copies",
        ),
    ),
)
_PUBLIC_DOMAIN_PHRASES = (
    "placed in the public domain",
    "released into the public domain",
    "dedicated to the public domain",
    "is in the public domain",
    "are in the public domain",
    "is public domain",
    "are public domain",
    "released to the public domain",
    "placed into the public domain",
    "put in the public domain",
    "put into the public domain",
    "hereby placed in the public domain",
    "public domain software",
    # a work that no copyright covers (a US government work, 17 U.S.C. 105: "This software is not subject
    # to copyright protection in the United States"; "Since it is not copyrighted, it cannot be licensed")
    "not subject to copyright",
    "not susceptible to copyright",
    "is not copyrighted",
)
# A dedication in the active voice, the work named between the verb and "the public domain" ("He has agreed to put
# this module into the public domain", "I hereby place this code in the public domain", "we release it to the public
# domain"; license 23, set on TWENTY-THIRD, seen: gnuplot's fit.h): the object starts with a pronoun or determiner and
# is at most four words. Not when denied ("has not placed this file in the public domain", "won't put it into ...")
# nor about a part (``_PD_PART_OBJECT``: "placed the following files in the public domain").
_PUBLIC_DOMAIN_ACT = re.compile(
    r"\b(?:put|puts|putting|place|places|placed|placing|release|releases|released|releasing|dedicate|dedicates|"
    r"dedicated|dedicating|give|gives|gave|given|giving|donate|donates|donated)"
    r" ((?:it|this|these|the|that|all|my|our|his|her|its|their)(?: [a-z0-9]+){0,3}?) (?:in|into|to) the public domain\b"
)
# words that make the dedicated object a part of the work ("the following", "other", "some of"): "this file", "these
# files" name the work (a header's file), unlike ``_PART_WORDS``
_PD_PART_OBJECT = re.compile(
    r"\b(?:parts?|portions?|some|certain|following|other|others|bundled|third party|contributed|included|original)\b"
)
# the last words of a negated verb ("not", "never"; "won't" and "doesn't" normalize to "won t", "doesn t")
_PD_NEGATION = frozenset(("not", "no", "never", "nor", "t"))


def _public_domain(t: str) -> bool:
    """Whether normalized text ``t`` states a public-domain dedication (a phrase of ``_PUBLIC_DOMAIN_PHRASES``, or a
    dedication in the active voice naming the work).

    >>> _public_domain(_norm("He has agreed to put this module into the public domain."))
    True
    >>> _public_domain(_norm("I have not placed this code in the public domain.")), _public_domain(_norm(
    ...     "We placed the following files in the public domain."))
    (False, False)
    """
    if _has(t, *_PUBLIC_DOMAIN_PHRASES):
        return True
    return any(
        not _PD_NEGATION.intersection(t[: m.start()].split()[-2:]) and not _PD_PART_OBJECT.search(m.group(1))
        for m in _PUBLIC_DOMAIN_ACT.finditer(t)
    )


# Words that make a public-domain sentence a statement about a part of the work ("parts of this library are
# public domain", "the following files are in the public domain"), not about the work as a whole.
_PART_WORDS = re.compile(
    r"\b(?:parts?|portions?|some|certain|except|excluding|exceptions?|unless|following|partly|partially|"
    r"mostly|files?|these|those|other|others|bundled|third[ -]party|contributed|included)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.;!?])\s+|\n[ \t]*\n")

# A line that is nothing but a public-domain statement: a header's licence line ("100% Public Domain" under "SHA-1 in
# C / By Steve Reid", each later modifier's "Still 100% public domain" / "Still 100% PD", D. J. Bernstein's "Public
# domain."; license 25, set on TWENTY-FIFTH, seen: libsolv's sha1.c, also the text under Debian's
# ``public-domain~sha1``). Only the whole line counts (after comment art): "in the public domain" alone, and a line
# that ends a sentence begun on the line before ("portions are in the / public domain."), do not; see
# ``_public_domain_line``.
_PUBLIC_DOMAIN_LINE = re.compile(
    r"(?:still\s+)?(?:100\s*(?:%|percent)\s*(?:public[-_ ]domain|pd)|public[-_ ]domain)[.!]?", re.IGNORECASE
)
_LINE_ART = re.compile(r"^[\s*/#!]+|[\s*/]+$")
# last words of a line that leave its sentence open, so that the next line completes it: an article, a preposition,
# a copula, a conjunction, a negation, a possessive or a dedicating verb ("... are considered / public domain.")
_OPEN_LINE_END = frozenset(
    re.findall(
        r"\S+",
        "a an the this that these those it its his her our my their your in into to of as by for from under with "
        "within on is are was were be been being am remain remains remained stay stays not no nor never and or but "
        "also still now hereby placed released put dedicated given donated considered deemed declared",
    )
)


def _public_domain_line(text: str) -> bool:
    """Whether ``text`` (a header comment, a licence text) has a line that is only a public-domain statement
    (``_PUBLIC_DOMAIN_LINE``) and says it of the whole: the line before it in its paragraph (lines up to a blank or
    comment-art-only line, or a DEP-5 " ." line) does not leave a sentence open (``_OPEN_LINE_END``), and no word of
    the paragraph narrows it to a part (``_PART_WORDS``: "the following files", "portions", "third-party").

    >>> _public_domain_line("/*\\nSHA-1 in C\\nBy A. Person <a@example.org>\\n100% Public Domain\\n*/")
    True
    >>> _public_domain_line(" * Parts of this code were written by B. Person and are in the\\n * public domain.")
    False
    >>> _public_domain_line(" * Third-party code:\\n *   Public Domain\\n")
    False
    """
    paragraph: list[str] = []
    for raw in (*text.splitlines(), ""):
        line = _LINE_ART.sub("", raw)
        if line and line != ".":
            paragraph.append(line)
            continue
        for i, candidate in enumerate(paragraph):
            if not _PUBLIC_DOMAIN_LINE.fullmatch(candidate):
                continue
            before = re.findall(r"[a-z]+", paragraph[i - 1].casefold()) if i else []
            if (not before or before[-1] not in _OPEN_LINE_END) and not _PART_WORDS.search(
                " ".join(paragraph)
            ):
                return True
        paragraph = []
    return False


def _whole_work_public_domain(text: str) -> bool:
    """Whether license prose ``text`` says that the work *as a whole* is public domain: a sentence (or
    clause up to a semicolon) holding a public-domain phrase and no word that narrows it to a part
    ("parts", "some", "the following files", "except", ...). A README's or a package description's license
    section is evidence for a whole origin; a mention of public-domain parts in it licenses nothing else.

    >>> _whole_work_public_domain("Since it is not copyrighted, it cannot be licensed; it is simply free.")
    True
    >>> _whole_work_public_domain("Parts of this library are public domain; the rest is ours.")
    False
    """
    return any(
        _public_domain(_norm(sentence)) and not _PART_WORDS.search(sentence)
        for sentence in _SENTENCE_END.split(text)
    )


_PROPRIETARY_PHRASES = (
    "proprietary and confidential",
    "confidential and proprietary",
    "unauthorized copying of this file, via any medium is strictly prohibited",
    "unauthorized copying of this file via any medium is strictly prohibited",
    "not for redistribution",
    "this file is proprietary",
)
# Words that grant use, copying or redistribution (an open grant), whatever license text follows:
# after "All rights reserved" they make the notice a license of its own words, not a proprietary one.
_OPEN_GRANT_PHRASES = (
    "permission is hereby granted",
    "permission is granted to anyone to use",
    "hereby grant permission",
    "hereby grants permission",
    "permission to use copy modify",
    "permission to freely use copy modify",
    "permission to use and distribute",
    "may be used distributed and modified",
    "may be used copied",
    "may be freely used",
    "may be freely distributed",
    "may be freely redistributed",
    "freely redistributable",
    "without limitation the rights to use",
    "redistribution and use in source and binary forms are permitted",
)
# A licensor's grant of a license to use, copy, distribute or modify, in its own words ("NGA hereby grants to each
# user of the software a license to use and distribute the software, and develop derivative works"; "X grants you a
# nonexclusive license to use, copy and distribute"): the granting verb ("hereby grants", or "grants" to a grantee),
# then "a ... license to" and a right. A sentence about a license ("the grant of a license to use", "does not grant
# you a license to use", "no license to use ... is granted") is no grant.
_LICENSE_GRANT = re.compile(
    r"\b(?:hereby grants?|grants?(?: to)? (?:you|licensee|each|every|all|any))"
    r"(?: [a-z0-9]+){0,8}? an?(?: [a-z0-9]+){0,6}? license to"
    r" (?:use|copy|reproduce|modify|distribute|redistribute|sublicense)\b"
)
# A licensor's permission given to the users by name, in its own words ("OMRON permits anyone to copy, distribute or
# change the Wnn6 Client Library"; "A User is permitted to make and distribute verbatim copies"): "permits" a grantee,
# or a grantee "is/are permitted", then "to" and a right. "is not permitted to" does not match (its "not" comes first).
_PERMITTED_GRANT = re.compile(
    r"\b(?:permits? (?:anyone|everyone|any person|you|users?|each user|licensee)|"
    r"(?:anyone|everyone|any person|you|a user|users|each user|licensee) (?:is|are) (?:hereby )?permitted|"
    # "Everyone is granted permission to copy, modify and redistribute this Library" (license 28)
    r"(?:anyone|everyone|any person|you|a user|users|each user|licensee) (?:is|are) (?:hereby )?granted permission)"
    r" to (?:use|copy|make|modify|change|distribute|redistribute|reproduce)\b"
)
# A licensor who places no restrictions on the use of the work ("I place no restrictions on the use of newmat except
# that I take no liability ..."; license 28): an open grant in its own words. "We place restrictions on" is not.
_NO_RESTRICTION_GRANT = re.compile(
    r"\b(?:i|we) (?:hereby )?(?:place|impose|put|make) no restrictions? (?:at all )?on (?:the )?"
    r"(?:use|copying|distribution|redistribution)\b"
)
# A licence granted in the passive voice, the licensor unnamed ("License to copy and use this software is granted
# provided that ..."; "License is also granted to make and use derivative works"): a grant of its own, unless only for
# non-commercial use ("is granted for non-commercial Internet Privacy-Enhanced Mail"). "No license to use ... is
# granted" is no grant (its "no" comes first).
_PASSIVE_LICENSE_GRANT = re.compile(
    r"\blicense (?:to (?:use|copy|reproduce|modify|distribute|redistribute)\b(?: [a-z0-9]+){0,8}? is"
    r" (?:also |hereby )?granted\b(?! for non ?commercial)"
    r"|is (?:also |hereby )?granted to (?:use|copy|make|reproduce|modify|distribute|redistribute)\b)"
)
# Rights granted in the passive voice, the licensor unnamed ("Non-exclusive rights to redistribute, modify, translate,
# and use this software in source and binary forms, in whole or in part, is hereby granted"; "the rights to use and copy
# the software are granted"): "rights to" and a right, then "is/are (also/hereby) granted" in the same clause. Not when
# the words between reserve, deny or except ("rights to copy this software are reserved. Permission is granted to
# view": "reserved" comes between), nor "granted for non-commercial" use, nor after "no" (``_open_grant``).
_PASSIVE_RIGHTS_GRANT = re.compile(
    r"\brights? to (?:use|copy|reproduce|modify|translate|distribute|redistribute)\b"
    r"(?: (?!(?:reserved|not|no|except|unless|granted|permission)\b)[a-z0-9]+){0,20}?"
    r" (?:is|are) (?:also |hereby )?granted\b(?! for non ?commercial)"
)
# Rights held by the users in the licensor's own words after its reservation ("(C) Copyright Advanced Gravis Computer
# Technology Ltd 1995. All Rights Reserved. ... You have a royalty-free right to use, modify, reproduce and distribute
# the following code (and/or any modified version) provided that ..."; license 36): a grantee that "has/have" or "is/are
# given" a right, then "to" and the rights, among at most sixteen words; an open grant only when those rights are use,
# modification and distribution all three (``_open_grant``). "You have no right to" (a negation) is none.
_HELD_RIGHTS_GRANT = re.compile(
    r"\b(?:you|licensee|licensees|users?|each user|everyone|anyone) (?:ha(?:ve|s)|(?:is|are) (?:hereby )?given)"
    r"(?: (?!(?:not|no)\b)[a-z0-9]+){0,4}? rights? to (?P<rights>(?:[a-z0-9]+ ){0,15}[a-z0-9]+)"
)
_HELD_RIGHTS = (("use",), ("modify", "change", "alter"), ("distribute", "redistribute"))


def _held_rights_grant(t: str) -> bool:
    """Whether normalized text ``t`` gives its users rights to use, modify and distribute the work in the licensor's
    own words (``_HELD_RIGHTS_GRANT``), not after a negation.

    >>> _held_rights_grant(_norm("You have a royalty-free right to use, modify, reproduce and distribute the "
    ...                          "following code (and/or any modified version) provided that you agree"))
    True
    >>> _held_rights_grant(_norm("You have the right to use the software.")), _held_rights_grant(_norm(
    ...     "You have no right to use, modify or distribute this code."))
    (False, False)
    """
    for m in _HELD_RIGHTS_GRANT.finditer(t):
        if _NEGATION.intersection(t[: m.start()].split()[-3:]):
            continue
        words = set(m.group("rights").split())
        if all(words.intersection(right) for right in _HELD_RIGHTS):
            return True
    return False


# Words that deny the grant they precede ("does not grant you a license to use").
_NEGATION = frozenset(("not", "no", "nothing", "never", "nor"))
# A refusal in such a notice ("Redistribution and use in source and binary forms ... are not permitted"):
# then nothing is granted, whatever grant-like words it has.
_REFUSAL_PHRASES = ("not permit", "is not granted", "are not granted", "no permission")


def _open_grant(t: str) -> bool:
    """Whether normalized text ``t`` grants use, copying or redistribution in its licensor's own words (an
    open-grant phrase, or a grant of "a license to use ...") and refuses nothing.

    >>> _open_grant(_norm("NGA hereby grants to each user of the software a license to use and distribute the "
    ...                   "software, and develop derivative works."))
    True
    >>> _open_grant(_norm("OMRON permits anyone to copy, distribute or change the library.")), _open_grant(_norm(
    ...     "A User is not permitted to copy the library."))
    (True, False)
    >>> _open_grant(_norm("License to copy and use this software is granted provided that it is identified as "
    ...                   "the work of Acme.")), _open_grant(_norm("No license to use this software is granted."))
    (True, False)
    >>> _open_grant(_norm("Non-exclusive rights to use and copy this software, in whole or in part, are hereby "
    ...                   "granted.")), _open_grant(_norm("No rights to use this software are granted."))
    (True, False)
    >>> _open_grant(_norm("Nothing here grants you a license to use the software.")), _open_grant(_norm(
    ...     "The grant of a license to use the software is made by a separate agreement."))
    (False, False)
    """
    granted = (
        _has(t, *_OPEN_GRANT_PHRASES)
        or _held_rights_grant(t)
        or any(
            not _NEGATION.intersection(t[: m.start()].split()[-3:])
            for grant in (
                _LICENSE_GRANT,
                _PERMITTED_GRANT,
                _PASSIVE_LICENSE_GRANT,
                _PASSIVE_RIGHTS_GRANT,
                _NO_RESTRICTION_GRANT,
            )
            for m in grant.finditer(t)
        )
    )
    return granted and not _has(t, *_REFUSAL_PHRASES)


# An offer of a proprietary (commercial) license: a restriction on its own, dual licensing beside an
# open grant ("This program is also available under a commercial proprietary license", x265).
_PROPRIETARY_OFFER_PHRASES = (
    "proprietary license",
    # a no-redistribution notice that grants nothing ("This software may not be distributed to others without
    # permission of the author"): proprietary when no license is named beside it
    "may not be distributed to others without permission",
    "may not be distributed without permission",
    "may not be distributed without the permission",
    "may not be distributed without written permission",
    "may not be redistributed without permission",
    "may not be redistributed without written permission",
)


# A grant that leaves named parts out ("This library (with exception of PBUN, PNEW, PVAR, PSEN) is a free software;
# you can redistribute it ... under the terms of the GNU Lesser General Public License"): the parts are names
# (routines, modules, files), listed after "with (the) exception(s) of" or "except (for)".
_GRANT_EXCEPTIONS = re.compile(
    r"\((?:with )?(?:the )?exceptions? of ([A-Za-z_][A-Za-z0-9_.]*(?:(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+)"
    r"[A-Za-z_][A-Za-z0-9_.]*)*)\)",
    re.IGNORECASE,
)
_PARAGRAPH = re.compile(r"\n[ \t]*\n")


def excepted_parts(text: str) -> tuple[str, ...]:
    """The named parts that a license text's grant leaves out, when every no-redistribution notice of the text
    is about them (its paragraph names one): then the notice is those parts' terms, not the work's, and the
    grant is the license of the rest. Empty when the text has no such exceptions or a notice covers more.

    >>> excepted_parts("Routines PBUN, PNEW, Copyright ACM. Not for redistribution. The rest, Copyright L.\\n\\n"
    ...                "This library (with exception of PBUN, PNEW) is free software; you can redistribute it "
    ...                "under the terms of the GNU Lesser General Public License")
    ('PBUN', 'PNEW')
    >>> excepted_parts("Not for redistribution.\\n\\nThis library (with exception of PBUN) is free software")
    ()
    """
    names: list[str] = []
    for m in _GRANT_EXCEPTIONS.finditer(text):
        names.extend(n for n in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group(1)) if n)
    if not names:
        return ()
    words = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in names) + r")\b")
    notices = [p for p in _PARAGRAPH.split(text) if _has(_norm(p), *_PROPRIETARY_PHRASES)]
    if not notices or not all(words.search(p) for p in notices):
        return ()
    return tuple(dict.fromkeys(names))


# A grant restricted to non-commercial use ("Permission to use, copy, and distribute this software ... is hereby
# granted free of charge, provided that (1) it is not a component of a commercial product"): no open license.
_NONCOMMERCIAL_PHRASES = (
    "it is not a component of a commercial product",
    "for non commercial use only",
    "for non commercial purposes only",
    "for noncommercial use only",
    "for noncommercial purposes only",
    "not for commercial use",
    "may not be used for commercial purposes",
    "commercial use is prohibited",
    "commercial use is not permitted",
    # a grant on condition that nothing is charged for the work ("provided ... No charge is made for this software or
    # works derived from it"; license 28)
    "no charge is made for this software",
    "no charge is made for the software",
)


_EPL = re.compile(r"\beclipse public license (?:v ?|version )?([12])\.0(?![.0-9])")
_EDL = re.compile(r"\beclipse distribution license\b")


def _eclipse_licenses(t: str) -> list[tuple[int, str]]:
    """(position, expression) of the Eclipse licenses named in normalized text ``t``: the Eclipse
    Public License by version, and the Eclipse Distribution License 1.0, which SPDX counts as
    BSD-3-Clause. Both named in one text ("made available under the terms of the Eclipse Public
    License v2.0 and Eclipse Distribution License v1.0") is Eclipse's dual licensing: a choice, OR
    (the wording Eclipse's projects use for it, e.g. Paho and Mosquitto, whose SPDX tags say
    ``EPL-2.0 OR BSD-3-Clause``).

    >>> _eclipse_licenses(_norm("are made available under the terms of the Eclipse Public License v1.0 "
    ...                         "and Eclipse Distribution License v1.0 which accompany this distribution"))
    [(42, '(EPL-1.0 OR BSD-3-Clause)')]
    >>> _eclipse_licenses(_norm("Eclipse Public License - v 2.0")), _eclipse_licenses(_norm("the EPL"))
    ([(0, 'EPL-2.0')], [])
    """
    epl = _EPL.search(t)
    edl = _EDL.search(t)
    if epl and edl:
        return [(epl.start(), f"(EPL-{epl.group(1)}.0 OR BSD-3-Clause)")]
    if epl:
        return [(epl.start(), f"EPL-{epl.group(1)}.0")]
    return [(edl.start(), "BSD-3-Clause")] if edl else []


# The grant sentence of the PSF license agreement, whose licensor's name varies (Python's PSF, the
# Matplotlib Development Team: Matplotlib's license is the PSF-2.0 text with its names). CNRI's and
# BeOpen's agreements for old Pythons use the same sentence and are other licenses.
_PSF_GRANT = re.compile(
    r"\b(\w+) hereby grants licensee a nonexclusive royalty free world wide license to reproduce analyze test "
    r"perform and or display publicly prepare derivative works distribute and otherwise use\b"
)


def _psf_grant(t: str) -> list[tuple[int, str]]:
    """(position, "PSF-2.0") where normalized text ``t`` has the PSF license's grant sentence from a
    licensor other than CNRI or BeOpen.

    >>> _psf_grant(_norm("2. Subject to the terms and conditions of this License Agreement, MDT hereby grants "
    ...                  "Licensee a nonexclusive, royalty-free, world-wide license to reproduce, analyze, test, "
    ...                  "perform and/or display publicly, prepare derivative works, distribute, and otherwise use"))
    [(64, 'PSF-2.0')]
    """
    for m in _PSF_GRANT.finditer(t):
        if m.group(1) not in ("cnri", "beopen"):
            return [(m.start(), "PSF-2.0")]
    return []


def _common_license_pointer(text: str) -> str | None:
    """The license that a free-form (non-DEP-5) Debian copyright file names only by the path of its text, the
    first ``/usr/share/common-licenses/<name>`` of a known license ("License:  /usr/share/common-licenses/LGPL-3").
    Debian's names: ``LGPL-3`` is that version only, unless the words around it (its paragraph and the one
    before) grant "or (at your option) any later version", as a ``+`` name would.

    >>> _common_license_pointer("License:\\n\\n   /usr/share/common-licenses/LGPL-3\\n")
    'LGPL-3.0-only'
    >>> _common_license_pointer("either version 2 of the License, or (at your option) any later version.\\n\\n"
    ...                         "See /usr/share/common-licenses/GPL-2.")
    'GPL-2.0-or-later'
    """
    for m in _COMMON_LICENSES.finditer(text):
        expression = normalize_expression(m.group(1))
        if not expression or not is_known_expression(expression):
            continue
        start = text.rfind("\n\n", 0, max(0, text.rfind("\n\n", 0, m.start())))
        end = text.find("\n\n", m.end())
        if _PACKAGING.search(text, text.rfind("\n\n", 0, m.start()) + 1, m.start()):
            continue  # the license of the Debian packaging, not of the work
        around = _norm(text[max(0, start) : end if end != -1 else len(text)])
        if expression.endswith("-only") and _LATER.search(around):
            expression = expression.removesuffix("-only") + "-or-later"
        return expression
    return None


# A licence text that says it is another licence by name ("This license is the same as the MIT/X Consortium license",
# Debian's ``MIT/X11`` stanza before the MIT disclaimer): that licence, read by its name, or by the name's first part
# before a "/" (``MIT/X Consortium``: the MIT licence that the X Consortium used). License 19, set on TWENTIETH, seen.
_SAME_AS = re.compile(
    r"\b(?:this|the|its)\s+licen[sc]e\s+is\s+(?:the\s+)?same\s+as\s+the\s+"
    r"([A-Za-z0-9][A-Za-z0-9.+/\-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.+/\-]*){0,3}?)\s+licen[sc]e\b",
    re.IGNORECASE,
)
# A header's "License:" field naming the public domain ("license: Public Domain, no warranty"): the file's statement
# that it is public domain, as "This file is public domain" is (license 19, set on TWENTIETH, seen).
_PUBLIC_DOMAIN_FIELD = re.compile(r"(?im)^[\s*/#!]*licen[sc]e\s*:\s*(?:in\s+the\s+)?public[-_ ]domain\b")


def _same_as(text: str) -> str | None:
    """The licence a text says it is the same as (``_SAME_AS``), when its name reads as a known licence.

    >>> _same_as("You may copy it. This license is the same as the MIT/X Consortium\\n license.")
    'MIT'
    >>> _same_as("This license is the same as the one of the Frobnicator project.") is None
    True
    """
    for m in _SAME_AS.finditer(text):
        name = " ".join(m.group(1).split())
        for candidate in (name, name.split("/")[0]):
            expression = normalize_expression(candidate)
            if expression and " " not in expression and is_known_expression(expression):
                return expression
    return None


def _bsd_grant(t: str, raw: str) -> re.Match[str] | None:
    """The first BSD grant sentence (``_BSD_GRANT``) in normalized text ``t`` of ``raw``; one with an object after
    "use" only when no sentence of ``raw`` starts between "use" and "in source" (``_sentence_starts``).

    >>> _bsd_grant(_norm(t := "Redistribution and use of this software in source and binary forms, with or without "
    ...                  "modification, are permitted provided that ..."), t) is not None
    True
    >>> _bsd_grant(_norm(t := "Redistribution and use of it. In source and binary forms, with or without "
    ...                  "modification, are permitted provided that ..."), t) is None
    True
    """
    starts: list[int] | None = None
    for m in _BSD_GRANT.finditer(t):
        if m.group("object"):
            if starts is None:
                starts = _sentence_starts(raw)
            if any(m.start("object") < s <= m.end("object") + 1 for s in starts):
                continue
        return m
    return None


def detect_license_text(text: str, *, full_text: bool = False) -> tuple[str, str] | None:
    """(expression, rule names) recognized in license prose, or None.

    ``full_text`` is for LICENSE/COPYING files: it also recognizes the titles of full license
    texts (which state no "or later", so they give ``-only`` ids) and keeps only the license
    stated first, unless the top of the file offers a choice ("dual licensed", "either").
    Without it (header comments), every license found applies: joined with OR when the text
    offers a choice, else AND.

    >>> detect_license_text("Distributed under the Boost Software License, Version 1.0.")
    ('BSL-1.0', 'BSL-1.0')
    >>> detect_license_text("This library is free software; you can redistribute it under the terms of the "
    ...                     "GNU Lesser General Public License as published by the Free Software Foundation; "
    ...                     "either version 2.1 of the License, or (at your option) any later version.")[0]
    'LGPL-2.1-or-later'
    """
    t = _norm(text)
    if not t:
        return None
    hits: list[tuple[int, str]] = []  # (position in normalized text, id)
    if full_text:
        for key, phrase in _TITLES:
            pos = t.find(_norm_phrase(phrase))
            if pos != -1:
                hits.append((pos, key))
    for key, phrases in _PHRASE_RULES:
        pos = _first_stated(t, *phrases)
        if pos != -1:
            hits.append((pos, key))
    bsd = _bsd_grant(t, text)
    pos = bsd.start() if bsd else -1
    if pos != -1:
        if _has(t, "all advertising materials mentioning features or use of this software"):
            hits.append((pos, "BSD-4-Clause"))
        elif _has(
            t, "neither the name", "may not be used to endorse or promote", "endorse or promote products"
        ):
            hits.append((pos, "BSD-3-Clause"))
        else:
            hits.append((pos, "BSD-2-Clause"))
    pos = _first(t, "this software is provided 'as-is', without any express or implied warranty")
    if pos != -1 and _has(t, "the origin of this software must not be misrepresented"):
        hits.append((pos, "Zlib"))
    hits.extend(_eclipse_licenses(t))
    hits.extend(_psf_grant(t))
    versionless: set[str] = set()
    hits.extend(_gnu_licenses(t, text, full_text, versionless))
    # a license named in a grant that a rule above already read (inside an "A OR B" too) is the same grant
    read = {s for _, k in hits for s in re.findall(r"[A-Za-z0-9.+\-]+", k)}
    hits.extend(h for h in _named_grants(text) if h[1] not in read)
    hits.extend(h for h in _name_url_lines(text) if h[1] not in read)
    # a modified license's text restates its base's name and words: the base read there is the modified text's
    modified = {_MODIFIED_BASE[k] for _, k in hits if k in _MODIFIED_BASE}
    if modified:
        hits = [(pos, key) for pos, key in hits if key not in modified]
    hits.sort()
    if full_text and hits:
        # A license file states its license first; texts further down are usually those of
        # bundled components (numpy's LICENSE.txt) or quoted ones (MPL-2.0 names the GPLs).
        # A choice offered at the top only covers the licenses named at the top.
        top = [h for h in hits if h[0] < 1000] if _CHOICE.search(t[:600]) else []
        hits = top or hits[:1]
    found: list[str] = list(dict.fromkeys(key for _, key in hits))
    if full_text and not found and (pointed := _common_license_pointer(text)):
        found.append(pointed)
    if not found and (same := _same_as(text)):
        found.append(same)
    if not found and (_public_domain(t) or _PUBLIC_DOMAIN_FIELD.search(text) or _public_domain_line(text)):
        found.append(PUBLIC_DOMAIN)
    # a no-redistribution notice about parts that the text's grant names as exceptions is theirs, not the work's
    notice = _has(t, *_PROPRIETARY_PHRASES) and not (found and excepted_parts(text))
    if notice or (not found and _has(t, *_PROPRIETARY_OFFER_PHRASES)):
        return PROPRIETARY, "proprietary-notice"
    if not found and not full_text and _has(t, *_NONCOMMERCIAL_PHRASES):
        # a header's grant only for non-commercial use is the file's own license, not an open one: a folder's license does
        # not replace it (as it replaces a bare "All rights reserved")
        return PROPRIETARY, "non-commercial-grant"
    if not found:
        if "all rights reserved" in t:
            # a grant after the reservation licenses the rights it reserved: an open license in its own
            # words (no SPDX text matched), determined; proprietary only when nothing is granted
            if _open_grant(t):
                return OPEN_GRANT, "all-rights-reserved+open-grant"
            if not full_text and (name := _unread_named_license(text)):
                # the reserved rights granted under a license by a name no rule reads ("made available under the
                # terms of the ClearSilver License"): that license, a custom one (license 28)
                return _custom_ref(name), NAMED_CUSTOM_RULE
            return ALL_RIGHTS_RESERVED, "all-rights-reserved"
        return None
    exception = _exception(t)
    parts = []
    for key in found:
        # the LLVM exception goes with Apache-2.0, the GCC/Classpath exceptions with the GPL family
        if (
            exception
            and key.startswith(("GPL", "LGPL", "Apache"))
            and ((exception == "LLVM-exception") == key.startswith("Apache"))
        ):
            parts.append(f"({key} WITH {exception})")
            continue
        parts.append(key)
    # Several grants in one header mean a choice ("either ... or ...", "dual licensed") when
    # the text says so; otherwise all of them apply.
    joiner = " OR " if _CHOICE.search(t) else " AND "
    expression = normalize_expression(joiner.join(parts))
    rules = "+".join(f"{key}{VERSIONLESS_MARK}" if key in versionless else key for key in found)
    return (expression, rules) if expression else None


def trailer_comments(text: str, limit: int = 16384) -> str:
    """The comments after the last line of code (a license block at the end of a file).

    >>> trailer_comments("int x;\\n/* a */ int y;\\n// MIT\\n/* more */\\n#endif\\n")
    '// MIT\\n/* more */'
    """
    tail = text[-limit:]
    comments: list[tuple[int, int]] = []
    last_code_end = 0
    pos = 0
    for m in _COMMENT_OR_LITERAL.finditer(tail):
        gap = tail[pos : m.start()]
        if _has_code(gap):
            comments.clear()
            last_code_end = m.start()
        if m.group().startswith("/"):
            comments.append((m.start(), m.end()))
        else:  # a literal is code
            comments.clear()
            last_code_end = m.end()
        pos = m.end()
    if _has_code(tail[pos:]):
        return ""
    return "\n".join(tail[a:b] for a, b in comments if a >= last_code_end)


_COMMENT_OR_LITERAL = re.compile(
    r'//[^\n]*|/\*.*?(?:\*/|\Z)|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S
)


def _has_code(gap: str) -> bool:
    """Whether text between comments holds anything but whitespace and preprocessor lines."""
    return any(line.strip() and not line.strip().startswith("#") for line in gap.splitlines())


def detect_file_license(text: str) -> LicenseEvidence | None:
    """License evidence of one source file: SPDX tags, then the header comment's prose, then a
    license block at the end of the file.

    Several SPDX tags are combined with AND (each applies to the file). Tags in non-canonical
    forms (``BSD-3``, ``LGPLv2.1+``) are mapped through the license library's aliases; the
    detail says so. A tag that still does not parse does not decide: the header text, then the
    trailer, decide; failing both, an evidence with the unparsable tag is returned, which
    ``resolve`` replaces by the repository's license files when there are any. ``None`` means
    the file says nothing usable.

    >>> detect_file_license("/* SPDX-License-Identifier: GPL-2.0+ WITH Linux-syscall-note */")
    LicenseEvidence(expression='GPL-2.0-or-later WITH Linux-syscall-note', method='spdx-tag', detail='GPL-2.0+ WITH Linux-syscall-note (GPL-2.0+ -> GPL-2.0-or-later)')
    >>> detect_file_license("// Copyright 2020 Acme\\n// Use of this file is governed by the MIT license "
    ...                     "(Permission is hereby granted, free of charge, to any person obtaining a copy ...)\\n")
    LicenseEvidence(expression='MIT', method='header-text', detail='MIT')
    >>> detect_file_license("int main() { return 0; }") is None
    True
    """
    lines = text[:HEADER_SCAN_CHARS].splitlines()
    head_lines = "\n".join(lines[:SPDX_SCAN_LINES])
    tags = [m.group(1).strip() for m in _SPDX_TAG.finditer(head_lines)]
    if not tags:
        tail_lines = "\n".join(text[-HEADER_SCAN_CHARS:].splitlines()[-SPDX_SCAN_LINES:])
        tags = [m.group(1).strip() for m in _SPDX_TAG.finditer(tail_lines)]
    tags = list(dict.fromkeys(t for t in tags if t))
    unparsable: LicenseEvidence | None = None
    if tags:
        combined = " AND ".join(f"({t})" for t in tags) if len(tags) > 1 else tags[0]
        canonical, replaced = canonicalize_symbols(combined)
        expression = normalize_expression(canonical)
        detail = "; ".join(tags) + (f" ({', '.join(replaced)})" if replaced else "")
        if expression is not None and is_known_expression(expression):
            return LicenseEvidence(expression, "spdx-tag", detail)
        unparsable = LicenseEvidence(combined, "spdx-tag", f"unparsable tag {combined!r}")
    for method, comments_of in (("header-text", header_comments), ("trailer-text", trailer_comments)):
        comments = comments_of(text)
        found = detect_license_text(comments)
        if found is not None and found[0] == ALL_RIGHTS_RESERVED and _PLACEHOLDER_HOLDER.search(comments):
            # an editor's template notice ("Copyright 2005 __MyCompanyName__. All rights reserved.") names no holder:
            # nobody reserves anything; the rest of the comments decide (license 36)
            comments = _without_placeholder_notices(comments)
            found = detect_license_text(comments)
        if found is not None and found[0] == ALL_RIGHTS_RESERVED and (pointer := _notice_pointer(comments)):
            # the header puts the file's copyright in another file ("See readme.txt for copyright information"): a
            # reservation beside it is no notice of the file's own; the folder's licence applies (license 36)
            found = (found[0], f"{POINTED_NOTICE_RULE} {pointer}")
        if found is not None:
            # the holders of a bare "All rights reserved": Debian's statement for their tree licenses it (license 32)
            holders = copyright_holders(comments) if found[0] == ALL_RIGHTS_RESERVED else ()
            return LicenseEvidence(
                found[0],
                method,
                found[1] + (f"; {unparsable.detail}" if unparsable else ""),
                holders=holders,
            )
    return unparsable


# A copyright holder that is an editor's template placeholder, never filled in (Xcode's ``__MyCompanyName__`` and
# ``___ORGANIZATIONNAME___``, ``${user}``, ``%COMPANY%``, ``<copyright holder>``, ``[name of copyright owner]``).
_PLACEHOLDER_HOLDER = re.compile(
    r"(?i)(?<![A-Za-z0-9])_{2,}[A-Za-z]+_{2,}(?![A-Za-z0-9])|\$\{[A-Za-z_.]+\}|%[A-Z_]+%"
    r"|[<\[](?:your |the )?(?:company(?: name)?|organi[sz]ation(?: name)?|author|copyright (?:holder|owner)s?"
    r"|name of (?:the )?copyright (?:holder|owner)|your name|fullname|owner)[>\]]"
)
# A comment line that only reserves the rights (the statement's holder on the line before it)
_RESERVED_LINE = re.compile(r"(?i)^[\s*/#!-]*all\s+rights\s+reserved[\s.*/]*$")


def _without_placeholder_notices(comments: str) -> str:
    """``comments`` without the copyright lines whose holder is a template placeholder (``_PLACEHOLDER_HOLDER``), and
    without a line that only reserves the rights right after one.

    >>> _without_placeholder_notices("/*\\n *  Created by A. Coder on 18/07/2005.\\n"
    ...                              " *  Copyright 2005 __MyCompanyName__. All rights reserved.\\n */")
    '/*\\n *  Created by A. Coder on 18/07/2005.\\n */'
    """
    out: list[str] = []
    dropped = False
    for line in comments.splitlines():
        if _PLACEHOLDER_HOLDER.search(line) and _statement_names(line) is not None:
            dropped = True
            continue
        if dropped and _RESERVED_LINE.match(line):
            continue
        dropped = False
        out.append(line)
    return "\n".join(out)


# A header's pointer to another file for the file's copyright or licence ("See readme.txt for copyright information",
# "see the file COPYING for the license"): the file named (a name with a suffix, or an all-capitals one).
_NOTICE_POINTER = re.compile(
    r"(?i)\bsee\s+(?:the\s+)?(?:file\s+)?[`'\"]?(?P<file>[\w.-]+\.[A-Za-z0-9_]+|(?-i:[A-Z][A-Z0-9_.-]{2,}))[`'\"]?"
    r"\s+for\s+(?:the\s+|full\s+|complete\s+|more\s+)*(?:copyright|licen[cs]e|licensing)\b"
)
# The rule name of a reservation beside such a pointer (``resolve``: the folder's licence applies, Debian's tree
# statement too)
POINTED_NOTICE_RULE = "all-rights-reserved, copyright in"


def _notice_pointer(comments: str) -> str | None:
    """The file a header points to for the file's copyright or licence (``_NOTICE_POINTER``), or None.

    >>> _notice_pointer("/*\\n *      By George Foot.\\n *\\n *      See readme.txt for copyright information.\\n */")
    'readme.txt'
    >>> _notice_pointer("/* see the file COPYING for the license */"), _notice_pointer("/* see below for licence */")
    ('COPYING', None)
    """
    m = _NOTICE_POINTER.search(comments)
    return m.group("file") if m else None


_LICENSE_FILE = re.compile(
    r"^(?:un)?licen[cs]e(?:s)?(?:[-._].*)?$|^copying(?:[-._].*)?$|^notice(?:[-._].*)?$|^copyright(?:[-._].*)?$",
    re.IGNORECASE,
)
# a file named like a license file but holding code or build input (LICENSE.py, license.cmake)
_CODE_SUFFIXES = (*CPP_SUFFIXES, ".py", ".in", ".cmake", ".json")


def _license_file_tier(path: str) -> int | None:
    """0 for LICENSE/COPYING/UNLICENSE files, 1 for NOTICE/COPYRIGHT ones, None otherwise.

    NOTICE files mostly list attributions of bundled components, so they only count when the
    repository has no license file proper; third-party license files never count.
    """
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    lower = name.lower()
    if not _LICENSE_FILE.match(name) or lower.endswith(_CODE_SUFFIXES):
        return None
    if re.search(r"third|3rd|vendor", lower):
        return None
    return 1 if lower.startswith(("notice", "copyright")) else 0


def is_license_file(path: str) -> bool:
    """Whether ``detect_repo_license`` would read this path (the license stage loads only these)."""
    return _license_file_tier(path) is not None


# The format line of DEP-5, and of its drafts before 1.0 (``Format-Specification:`` pointing at the draft in
# Debian's svn, ``Format:`` at dep.debian.net): the same Files/Copyright/License paragraphs.
_DEP5_FORMAT = re.compile(
    r"Format(?:-Specification)?:[ \t]*<?https?://(?:(?:www\.)?debian\.org/doc/packaging-manuals/copyright-format/"
    r"|svn\.debian\.org/wsvn/dep/web/deps/dep5|dep\.debian\.net/deps/dep5)",
    re.IGNORECASE,
)
_DEP5_PARAGRAPH = re.compile(r"\n[ \t]*\n")
_DEP5_FIELD = re.compile(r"^([A-Za-z-]+):[ \t]*([^\n]*(?:\n[ \t]+[^\n]*)*)", re.MULTILINE)


def _dep5_paragraphs(text: str) -> list[dict[str, str]] | None:
    """The paragraphs of a DEP-5 file as field -> value (field names lower-cased), or None."""
    if not _DEP5_FORMAT.match(text.lstrip()):
        return None
    return [{k.lower(): v for k, v in _DEP5_FIELD.findall(p)} for p in _DEP5_PARAGRAPH.split(text)]


_COMMON_LICENSES = re.compile(r"/usr/share/common-licenses/([A-Za-z0-9.+\-]+?)['\"`.,;)]*(?:\s|$)")
_DEP5_JOINER = re.compile(r"(\s+(?:and|or)\s+)", re.IGNORECASE)
# Words of a license text that make it copyleft or a restriction rather than a permission.
_NOT_PERMISSIVE = (
    "general public license",
    "copyleft",
    "share alike",
    "sharealike",
    "non-commercial",
    "noncommercial",
    "must be made available in source code form",
)
_GRANT = (
    "permission to use, copy",
    "permission is hereby granted",
    "hereby grant permission",
    "may be freely used",
    "may be used, copied",
    "freely redistributable",
    "redistribution and use in source and binary forms",
)


def _dep5_text_license(text: str) -> str | None:
    """The SPDX expression of a DEP-5 license text: the text detector (``full_text``), else the
    ``/usr/share/common-licenses/<name>`` file it points to (Debian's stand-alone paragraphs often
    give only that pointer), with an exception the text states (the LLVM exceptions)."""
    hit = detect_license_text(text, full_text=True) if text.strip() else None
    if hit is not None:
        return None if hit[0] in (ALL_RIGHTS_RESERVED, PROPRIETARY, OPEN_GRANT) else hit[0]
    for m in _COMMON_LICENSES.finditer(text):
        expression = normalize_expression(m.group(1))
        if expression and is_known_expression(expression):
            exception = _exception(_norm(text))
            if (
                exception
                and expression.startswith(("GPL", "LGPL", "Apache"))
                and ((exception == "LLVM-exception") == expression.startswith("Apache"))
            ):
                return normalize_expression(f"{expression} WITH {exception}")
            return expression
    return None


# The title at the top of a license text and the version stated with it ("APPLE PUBLIC SOURCE LICENSE" then "Version 2.0 -
# August 6, 2003"), in normalized text (``_stated_version``).
_TEXT_TITLE_VERSION = re.compile(
    r"(?P<title>(?:[a-z]+ ){1,6}?license) (?:version |v )?(?P<version>[0-9]+(?:\.[0-9]+)*)\b"
)


def _stated_version(name: str, text: str) -> str | None:
    """The SPDX id of a version-less DEP-5 name (``APSL``) whose own text states its version in its title at the top
    ("APPLE PUBLIC SOURCE LICENSE Version 2.0 - August 6, 2003"), when the name with that version and the title with
    it both read as that one id (license 33, set on TWENTY-NINTH: hfsprogs' ``License: APSL`` was a custom license);
    else None. Two reads must agree: a title another licence's name does not match, or a version no id has, give
    nothing.

    >>> _stated_version("APSL", " APPLE PUBLIC SOURCE LICENSE\\n Version 2.0 - August 6, 2003\\n .\\n Please read")
    'APSL-2.0'
    >>> _stated_version("APSL", " MOZILLA PUBLIC LICENSE\\n Version 1.1\\n"), _stated_version("APSL-2", " APPLE ...")
    (None, None)
    """
    if re.search(r"[0-9]", name):
        return None
    m = _TEXT_TITLE_VERSION.match(_norm(text[:400]))
    if m is None:
        return None
    by_title = normalize_expression(f"{m.group('title')} {m.group('version')}")
    by_name = normalize_expression(f"{name.strip()} {m.group('version')}")
    if (
        by_title is None
        or by_title != by_name
        or " " in by_title
        or by_title.startswith("LicenseRef-")
        or not is_known_expression(by_title)
    ):
        return None
    return by_title


def _custom_ref(name: str) -> str:
    """The ``LicenseRef-custom-`` id of a Debian-local license name (``Battelle-BSD-style`` ->
    ``LicenseRef-custom-Battelle-BSD-style``): a license known by its text, not by an SPDX id.

    >>> _custom_ref("Custom-MIT-like"), _custom_ref("as is")
    ('LicenseRef-custom-Custom-MIT-like', 'LicenseRef-custom-as-is')
    """
    slug = _REF_CHARS.sub("-", name).strip("-")
    return f"{CUSTOM_PREFIX}{slug or 'unnamed'}"


def _is_exception_text(name: str, text: str) -> bool:
    """Whether a Debian-local license's text is an exception to another license (xsd's ``FLOSS``:
    "a special exception to the terms and conditions of version 2 of the GPL", "this FLOSS
    Exception"), not a license of its own."""
    t = _norm(text)
    return bool(t) and (
        "special exception" in t or f"{_norm(name)} exception" in t or "exception" in _norm(name)
    )


def _is_permissive_text(name: str, text: str) -> bool:
    """Whether an unrecognized Debian-local license reads as a plain permission: its name says
    ``permissive`` or its text grants use/copy/redistribution, and nothing in it is copyleft or a
    use restriction."""
    t = _norm(text)
    if _has(t, *_NOT_PERMISSIVE) or _has(_norm(name), "non-commercial", "noncommercial", "proprietary"):
        return False
    return "permissive" in name.casefold() or _has(t, *_GRANT)


# SPDX variants of a BSD licence: their text is the base licence's with words of their own added (license 21). A
# DEP-5 name is a local name even when it spells a variant's id (gnu-efi's ``BSD-3-clause-HP``, Hewlett-Packard's
# plain 3-clause text): given with a text that reads as the base licence and has none of the variant's words, the
# text decides. Variants not listed here keep their name (their words are not known to this reader).
_VARIANT_WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "BSD-3-Clause-HP": ("BSD-3-Clause", ("patent infringement",)),
    "BSD-3-Clause-Clear": ("BSD-3-Clause", ("patent rights are granted",)),
    "BSD-3-Clause-LBNL": ("BSD-3-Clause", ("no obligation whatsoever to provide any bug fixes",)),
    "BSD-3-Clause-No-Nuclear-License": ("BSD-3-Clause", ("nuclear",)),
    "BSD-3-Clause-No-Nuclear-License-2014": ("BSD-3-Clause", ("nuclear",)),
    "BSD-3-Clause-No-Nuclear-Warranty": ("BSD-3-Clause", ("nuclear",)),
    "BSD-3-Clause-No-Military-License": ("BSD-3-Clause", ("military",)),
    "BSD-2-Clause-Patent": ("BSD-2-Clause", ("patent license",)),
    "BSD-2-Clause-Views": ("BSD-2-Clause", ("views and conclusions contained in the software",)),
}


def _text_over_variant(expression: str, text: str) -> str:
    """``expression`` (a DEP-5 name read as an SPDX id), or the base licence its text reads as when the id is a
    variant (``_VARIANT_WORDS``) whose own words the text lacks (license 21): Debian's ``BSD-3-clause-HP`` over
    the plain BSD-3-Clause text is BSD-3-Clause. Only a listed variant given with a text is read again.

    >>> text = ("Redistribution and use in source and binary forms, with or without modification, are permitted "
    ...         "provided that ... Neither the name of the copyright holder may be used to endorse or promote products")
    >>> _text_over_variant("BSD-3-Clause-HP", text), _text_over_variant("BSD-3-Clause-HP", text + " PATENT INFRINGEMENT")
    ('BSD-3-Clause', 'BSD-3-Clause-HP')
    >>> _text_over_variant("BSD-3-Clause-HP", ""), _text_over_variant("MIT", text)
    ('BSD-3-Clause-HP', 'MIT')
    """
    variant = _VARIANT_WORDS.get(expression)
    if variant is None or not text.strip():
        return expression
    base, words = variant
    if _has(_norm(text), *words):
        return expression
    return base if _dep5_text_license(text) == base else expression


def _dep5_license(value: str, texts: Mapping[str, str]) -> str | None:
    """The SPDX expression of a DEP-5 ``License`` field: its short name through the aliases, else
    (a Debian-local name such as ``BSD-3-clause-notice``) the license text given with it, in the
    field's own continuation lines or in the stand-alone ``License:`` paragraph of that name.

    A field joining several names with ``and`` / ``or`` is read name by name (each known name
    through the aliases, each local one from its stand-alone paragraph's text), joined back with the
    same operators. Two rules for local names whose text gives no license:
    - a name whose text is an exception to the license before it (``GPL-2+ and FLOSS``, FLOSS being
      "a special exception to ... version 2 of the GPL") is that license ``WITH`` a LicenseRef
      exception: ``GPL-2.0-or-later WITH LicenseRef-FLOSS-exception``;
    - in an ``and`` list with at least one recognized license, a local name whose text reads as a
      plain permission (``sun-permissive``: "grant permission to use, copy, modify ... for any
      purpose"; nothing copyleft or restrictive in it) is left out: the recognized licenses already
      carry the most restrictive known terms, and such a text adds none. Any other unread name given
      with its text is a custom license, ``LicenseRef-custom-<name>`` (determined: denied unless
      allowed); a name with no text anywhere stays a plain ``LicenseRef-`` id, which makes the
      expression unknown.
    A single local name given with its text (``Battelle-BSD-style``) that no rule reads is
    ``LicenseRef-custom-<name>`` too.
    """
    name, _, body = value.partition("\n")
    name = name.strip()
    expression = normalize_expression(name) if name else None
    if expression and is_known_expression(expression):
        pieces = _DEP5_JOINER.split(name)
        if len(pieces) > 1 and any(normalize_expression(p.strip()) in _VARIANT_WORDS for p in pieces[::2]):
            return _dep5_names(pieces, texts)  # a variant's name in a list: read by its own paragraph's text
        return _text_over_variant(expression, body if body.strip() else texts.get(name.casefold(), ""))
    if len(_DEP5_JOINER.split(name)) == 1:
        text = body if body.strip() else texts.get(name.casefold(), "")
        read = _dep5_text_license(text)
        if read is None:
            read = _dep5_qualified_name(name)
        if read is None:
            read = _stated_version(name, text)
        if read is None and text.strip() and not _is_exception_text(name, text):
            read = _custom_ref(name)  # a local license given with its text: determined, custom
        return read
    pieces = _DEP5_JOINER.split(name)
    if body.strip():
        # the names first: a text under a list of names often restates them in prose that the text reader takes
        # apart ("triple-licensed LGPL v2.1, LGPL 3.0 and EPL"); the text decides only when a name stays unread
        read = _dep5_names(pieces, texts, whole=True)
        return read if read is not None else _dep5_text_license(body)
    return _dep5_names(pieces, texts)


# A remark after a license name in a DEP-5 list ("LGPL3 (with some BSD)", "LGPL2.1 (see COPYING-LGPL2.1)"): read
# the name without it when the name with it reads as no license.
_DEP5_REMARK = re.compile(r"^(.*?\S)\s*\([^()]*\)[.,;]?$")


def _dep5_names(pieces: list[str], texts: Mapping[str, str], whole: bool = False) -> str | None:
    """The SPDX expression of a DEP-5 list of names joined by ``and``/``or`` (``_DEP5_JOINER``'s pieces), read
    name by name (see ``_dep5_license``). With ``whole``, None unless every name reads as a license."""
    parts: list[str] = []  # resolved parts and operators, in order
    unread_permissive: list[int] = []  # indices in parts of permissive local names left out
    for piece in pieces:
        if _DEP5_JOINER.fullmatch(piece):
            parts.append(piece.strip().upper())
            continue
        part = piece.strip().rstrip(".,;").rstrip()
        known = normalize_expression(part)
        if not (known and is_known_expression(known)) and (remark := _DEP5_REMARK.match(part)):
            part = remark.group(1)
            known = normalize_expression(part)
        if known and is_known_expression(known):
            parts.append(f"({_text_over_variant(known, texts.get(part.casefold(), ''))})")
            continue
        text = texts.get(part.casefold(), "")
        read = _dep5_text_license(text) if not _is_exception_text(part, text) else None
        if read is None and not _is_exception_text(part, text):
            read = _stated_version(part, text)
        if read is not None:
            parts.append(f"({read})")
        elif _is_exception_text(part, text) and len(parts) >= 2 and parts[-1] == "AND":
            # Debian writes the word first too (``exception-universal-FOSS``)
            named = re.sub(r"(?i)^exception[-_ ](.+)$", r"\1-exception", part)
            named = f"{named}-exception" if "exception" not in named.casefold() else named
            exception = _exception_ref(named) or f"LicenseRef-{_REF_CHARS.sub('-', named).strip('-')}"
            del parts[-1]
            before = parts[-1][1:-1] if parts[-1].startswith("(") else parts[-1]
            if " " in before:  # an expression, not one license: nothing to attach the exception to
                parts += ["AND", f"LicenseRef-{_REF_CHARS.sub('-', part).strip('-')}"]
            else:
                parts[-1] = f"({before} WITH {exception})"
        else:
            if _is_permissive_text(part, text):
                unread_permissive.append(len(parts))
            slug = _REF_CHARS.sub("-", part).strip("-")
            if text.strip() and not _is_exception_text(part, text):
                parts.append(_custom_ref(part))  # given with its text: a custom license, determined
            else:
                parts.append(f"LicenseRef-{slug}" if slug else "LicenseRef-unnamed")
    if whole and any(p.startswith("LicenseRef-") for p in parts[::2]):
        return None
    if unread_permissive and all(p == "AND" for p in parts[1::2]):
        recognized = [p for i, p in enumerate(parts[::2]) if 2 * i not in unread_permissive]
        if any(not p.startswith("LicenseRef-") for p in recognized):
            parts = list(" AND ".join(recognized).split(" "))
    return normalize_expression(" ".join(parts))


_DEP5_QUALIFIER = re.compile(r"^(.*?(?:[0-9]|\+))((?:[-_][A-Za-z]+)+)$")


def _dep5_qualified_name(name: str) -> str | None:
    """A Debian-local name that is a versioned license name followed by editorial qualifiers
    (``GPL-2+-shorttext``: Debian's ``GPL-2+`` given with a short text): that license, when the
    name before the qualifiers is a known one. Qualifiers naming an exception or a variant of the
    terms (``-with-...``, ``-exception``, ``-like``) are not editorial and give None."""
    m = _DEP5_QUALIFIER.match(name.strip())
    if m is None or re.search(r"(?i)exception|with|like|variant|additional|permission", m.group(2)):
        return None
    expression = normalize_expression(m.group(1))
    return expression if expression and is_known_expression(expression) else None


def _dep5_standalone_texts(paragraphs: list[dict[str, str]]) -> dict[str, str]:
    """short name (casefolded) -> license text of the stand-alone ``License:`` paragraphs."""
    out: dict[str, str] = {}
    for fields in paragraphs:
        if "files" not in fields and "license" in fields:
            name, _, body = fields["license"].partition("\n")
            if body.strip():
                out.setdefault(name.strip().casefold(), body)
    return out


def debian_copyright_license(text: str) -> str | None:
    """The license of a Debian machine-readable copyright file (DEP-5) as an SPDX expression: the
    ``License`` field of its ``Files: *`` paragraph (the license of the whole work), or None when
    the text is not such a file or that field does not name known licenses.

    DEP-5 short names (``Expat``, ``GPL-2+``, ``BSD-3-clause``) go through the same aliases as tags;
    a Debian-local name is read from the license text given for it. Per-path paragraphs:
    ``debian_copyright_rules``.

    >>> debian_copyright_license("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\\n"
    ...     "Upstream-Name: x\\n\\nFiles: *\\nCopyright: 2006 A. Person\\nLicense: BSL-1.0\\n\\n"
    ...     "Files: debian/*\\nLicense: GPL-2+\\n")
    'BSL-1.0'
    """
    paragraphs = _dep5_paragraphs(text)
    if paragraphs is None:
        return None
    texts = _dep5_standalone_texts(paragraphs)
    for fields in paragraphs:
        if "*" in fields.get("files", "").split() and "license" in fields:
            return _dep5_license(fields["license"], texts)
    return None


def debian_copyright_rules(text: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """Every ``Files:`` paragraph of a DEP-5 file, in file order: (globs, license). The license is
    an SPDX expression, or the field's name as written when it names no known license (it is then
    recorded, and dropped as unknown, for the files it governs).

    >>> rules = debian_copyright_rules("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    ...     "\\n\\nFiles: *\\nLicense: Expat\\n\\nFiles: src/gpl/* tools/x.c\\nLicense: GPL-2+\\n")
    >>> rules
    ((('*',), 'MIT'), (('src/gpl/*', 'tools/x.c'), 'GPL-2.0-or-later'))
    """
    paragraphs = _dep5_paragraphs(text)
    if paragraphs is None:
        return ()
    texts = _dep5_standalone_texts(paragraphs)
    rules = []
    for fields in paragraphs:
        globs = tuple(fields.get("files", "").split())
        if globs and "license" in fields:
            name = fields["license"].partition("\n")[0].strip()
            rules.append((globs, _dep5_license(fields["license"], texts) or name))
    return tuple(rules)


@lru_cache(maxsize=4096)
def _dep5_glob(pattern: str) -> re.Pattern[str]:
    """A DEP-5 ``Files`` glob: ``*`` and ``?`` match any characters, slashes included; ``\\`` escapes."""
    out, i = [], 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\" and i + 1 < len(pattern):
            out.append(re.escape(pattern[i + 1]))
            i += 2
            continue
        out.append(".*" if c == "*" else "." if c == "?" else re.escape(c))
        i += 1
    return re.compile("".join(out), re.DOTALL)


def _apply_path_rules(evidence: LicenseEvidence, path: str, folder: str = "") -> LicenseEvidence:
    """``evidence`` for a file at ``path`` (the globs of ``evidence.paths`` are joined to ``folder``,
    the copyright file's folder): the license of the last DEP-5 ``Files`` paragraph whose glob
    matches it (DEP-5: the last match wins).

    DEP-5 globs are relative to the *source* package, but a Debian origin holds its installed files,
    under an install prefix (``php/20220829/ext/date/lib/x.h`` for the source's ``ext/date/lib/x.h``).
    A glob therefore also matches the path with leading folders removed at folder boundaries, down
    to the last folder and the file name (a bare name such as ``config.h`` matches only at the top).

    >>> e = LicenseEvidence("PHP-3.01", "license-file", "php/LICENSE",
    ...                     ((("php/*",), "PHP-3.01"), (("php/ext/date/lib/*",), "MIT")))
    >>> _apply_path_rules(e, "php/php/20220829/ext/date/lib/timelib_config.h", "php").expression
    'MIT'
    >>> _apply_path_rules(e, "php/php/20220829/main/php.h", "php").expression
    'PHP-3.01'
    """
    prefix = f"{folder}/" if folder else ""
    rel = path[len(prefix) :] if prefix and path.startswith(prefix) else path
    parts = rel.split("/")
    tails = ["/".join(parts[i:]) for i in range(max(1, len(parts) - 1))]
    chosen = None
    for globs, expression in evidence.paths:
        patterns = [g[len(prefix) :] if prefix and g.startswith(prefix) else g for g in globs]
        if any(_dep5_glob(g).fullmatch(t) for g in patterns for t in tails):
            chosen = (globs, expression, "*" in patterns)
    if chosen is None or (chosen[1] == evidence.expression and chosen[2]):
        # (a paragraph that names the file's path, not the whole tree's ``*``, is a statement about that file even
        # when its licence is the tree's: a bare all-rights-reserved header takes it; license 36)
        return evidence
    source = evidence.rules_file or evidence.detail
    return LicenseEvidence(chosen[1], evidence.method, f"{source} (Files: {' '.join(chosen[0])})")


_SUFFIXED_LICENSE_FILE = re.compile(r"(?:licen[cs]e|copying)[-._](.+?)(?:\.(?:txt|md|rst))?", re.IGNORECASE)


def _named_after_holder(path: str, text: str) -> bool:
    """Whether a suffixed license file is named after the holder of its text: the suffix is a name in one of its
    copyright lines (``LICENSE.OpenSSL``, "Copyright (c) 1998-2016 The OpenSSL Project"), not a license's name
    as in ``LICENSE-MIT`` or ``COPYING.LESSER``, whose copyright lines name the author or the FSF.

    >>> _named_after_holder("LICENSE.OpenSSL", "Copyright (c) 1998-2016 The OpenSSL Project.  All rights reserved.")
    True
    >>> _named_after_holder("LICENSE-MIT", "MIT License\\n\\nCopyright (c) 2020 A. Person")
    False
    """
    m = _SUFFIXED_LICENSE_FILE.fullmatch(posixpath.basename(path.replace("\\", "/")))
    if m is None:
        return False
    name = re.compile(rf"\b{re.escape(m.group(1))}\b", re.IGNORECASE)
    return any(
        name.search(line) for line in text.splitlines() if re.search(r"\bcopyright\b", line, re.IGNORECASE)
    )


# A licence file of its own words that reserves all rights, grants nothing open and restricts the work (license 35):
# MbientLab's LICENSE.md ("Copyright 2020 MbientLab Inc. All rights reserved ... the Software may be modified, copied,
# and distributed when used in conjunction with an MbientLab Inc, product. Other than for the foregoing purpose, you may
# not use, reproduce, copy, ... or sell this Software"). The rule's name in the evidence's detail:
RESTRICTED_USE_RULE = "all-rights-reserved+restricted-use"
# Use restricted to a vendor's products ("only with Acme products", "solely in connection with Acme devices", "when
# used in conjunction with an MbientLab Inc, product"): a grant tied to its products is no open grant.
_VENDOR_ONLY = re.compile(
    r"\b(?:(?:only|solely|exclusively) (?:for use )?(?:with|in conjunction with|in connection with|on)"
    r"|when used (?:in conjunction|in connection|together) with"
    r"|for use (?:only |solely |exclusively )?(?:with|on)(?= (?:an? |the |its )?(?:[a-z0-9]+ ){1,4}?products?\b))"
    r" (?:an? |the |its )?(?:[a-z0-9]+ ){1,4}?(?:products?|devices?|hardware|chips?|boards?)\b"
)
# A prohibition of using, copying or distributing the work itself ("you may not use, reproduce, copy, ... or sell this
# Software"; "this software may not be copied or distributed"). Not a prohibition about names or marks ("you may not
# use the name of Acme to endorse ..."), nor one that only keeps the notice ("may not be distributed without this
# notice"): permissive licences say those too.
_WORK = r"(?:software|program|source code|code|files?|library|work)"
_PROHIBITED_USE = re.compile(
    r"\b(?:may|shall|must|can) not (?:use|copy|reproduce|distribute|redistribute|sell|disclose|sublicense|publish)\b"
    r"(?: (?!(?:names?|trademarks?|logos?|marks?|endorse|promote|without|except|unless)\b)[a-z0-9]+){0,16}?"
    rf" (?:this|the) {_WORK}\b"
    rf"|\b{_WORK}(?: [a-z0-9]+){{0,3}}? (?:may|shall|must|can) not be"
    r" (?:used|copied|reproduced|distributed|redistributed|sold|disclosed|published|transferred)\b"
    r"(?! without (?:retaining |including |keeping )?(?:this|the|its|a|an|such)? ?(?:above )?(?:copyright )?notices?\b)"
)
_RESTRICTED_PHRASES = ("non transferable", "nontransferable", "confidential", "trade secret")
# A plain grant to the user ("You may use, copy, modify and distribute this software for any purpose"): with it, a
# prohibition is a condition of an open licence, not a restriction of the work (a custom licence, not proprietary).
_PLAIN_GRANT = re.compile(
    r"\b(?:you|anyone|everyone|licensee|users?) (?:may|can|are free to|is free to) (?:freely )?"
    r"(?:use|copy|modify|distribute|redistribute)\b"
)


def _restricted_use(text: str) -> bool:
    """Whether a licence file's text reserves all rights, grants nothing open (``_open_grant``) and restricts the
    work: its use tied to a vendor's products (``_VENDOR_ONLY``), or (with no plain grant to the user) a
    prohibition of using, copying or distributing it, or words that keep it non-transferable or confidential. Such
    a text is a proprietary licence (license 35); a known licence text found in it decides first (BSD and MIT texts
    say "All rights reserved" too), and so does an open grant in its own words.

    >>> _restricted_use("Copyright 2020 Acme Inc. All rights reserved. The Software may be modified, copied and "
    ...                 "distributed when used in conjunction with an Acme Inc, product. Other than for the foregoing "
    ...                 "purpose, you may not use, reproduce, copy, modify, distribute or sell this Software.")
    True
    >>> _restricted_use("Copyright Acme. All rights reserved. You may use, copy, modify and distribute this software "
    ...                 "for any purpose. You may not use the name of Acme to endorse products derived from it.")
    False
    >>> _restricted_use("Copyright Acme. All rights reserved."), _restricted_use(
    ...     "Acme confidential: you may not copy this software.")
    (False, False)
    """
    t = _norm(text)
    if "all rights reserved" not in t or _open_grant(t):
        return False
    if _VENDOR_ONLY.search(t):
        return True
    return not _PLAIN_GRANT.search(t) and bool(_PROHIBITED_USE.search(t) or _has(t, *_RESTRICTED_PHRASES))


# A licence file that is a use notice granting no open rights (license 38): the work is given out free of charge or
# for use ("BIOGEME is distributed free of charge. We ask each user to register ... and to mention explicitly the use
# of the package when publishing results ... provided free of charge and "AS IS""), with no right to modify or
# redistribute it given, no open grant and no licence named: a proprietary licence, as the all-rights-reserved notice
# of license 35 is (free of charge is the price, not a right). The rule's name in the evidence's detail:
USE_NOTICE_RULE = "use-notice-without-open-grant"
# The work given out without charge or for use: "is distributed / provided / available ... free of charge", "free for
# (academic) use", "free to use", "freeware".
_NO_CHARGE_USE = re.compile(
    r"\b(?:is|are) (?:being )?(?:distributed|provided|available|made available|offered|supplied|released|given)"
    r"(?: [a-z0-9]+){0,3}? (?:free of charge|without charge|at no (?:cost|charge)|for free|gratis)\b"
    r"|\bfree (?:of charge )?for (?:[a-z-]+ ){0,3}?use\b|\bfree to use\b|\bfreeware\b"
    # a use notice for some users only ("freely available for academic, nonprofit, and personal use"; license 39)
    r"|\bfreely (?:available|distributed|provided|offered|usable) for (?:[a-z-]+ ){1,6}?use\b"
)
# Rights of an open licence named in the text (modification, redistribution, derivative works, sublicensing) or a
# licence it points to ("distributed under the terms of ..."): unless denied ("you may not modify"), such a text is no
# bare use notice, whatever else it says (a custom licence's conditions, or a licence named elsewhere).
_OPEN_RIGHT_WORD = re.compile(
    r"\b(?:(?:modif(?:y|ying|ied|ies|ications?)|alter(?:s|ed|ing|ations?)?|adapt(?:ed|ing|ations?)?)(?! from\b)"
    r"|derivative|redistribut[a-z]*|sublicens[a-z]*|distribute|distributing|be (?:[a-z0-9]+ ){0,3}?distributed"
    r"|licen[cs]ed? (?:under|by)|under the (?:terms|conditions)|terms and conditions|open source|free software)\b"
)


def _use_notice(text: str) -> bool:
    """Whether a licence file's text is a use notice that grants no open rights: it gives the work out free of charge
    or for use (``_NO_CHARGE_USE``) and grants nothing more, neither an open grant (``_open_grant``), nor a plain grant
    to the user ("you may use, copy, ..."), nor any right of modification or redistribution, nor a licence it is under
    (``_OPEN_RIGHT_WORD``, unless denied). Requests to register or to cite the work and a warranty disclaimer do not
    change it. Such a text is a proprietary licence (license 38); a known licence text or name read in the file
    decides first.

    >>> _use_notice("BIOGEME is distributed free of charge. We ask each user to register to Biogeme's users group, "
    ...             "and to mention explicitly the use of the package when publishing results. Disclaimer: This "
    ...             'software is provided free of charge and "AS IS" WITHOUT ANY WARRANTY of any kind.')
    True
    >>> _use_notice("This software is distributed free of charge. You may not modify or redistribute it.")
    True
    >>> _use_notice("This software is provided free of charge. You may use, copy, modify and distribute it."), (
    ...     _use_notice("Acme Tool is available free of charge. Modifications and redistribution are welcome."))
    (False, False)
    >>> _use_notice("This program is distributed free of charge under the terms of the license in COPYING."), (
    ...     _use_notice("Copyright 2020 Acme. Please cite our paper when you use this code."))
    (False, False)
    """
    t = _norm(text)
    if not _NO_CHARGE_USE.search(t) or _open_grant(t) or _PLAIN_GRANT.search(t):
        return False
    return all(_NEGATION.intersection(t[: m.start()].split()[-4:]) for m in _OPEN_RIGHT_WORD.finditer(t))


def detect_repo_license(files: Mapping[str, str]) -> LicenseEvidence | None:
    """License evidence of a repository from its LICENSE / COPYING / NOTICE(-like) files.

    ``files`` maps repository paths to text; any other paths are ignored, so a whole tree may
    be passed. Only the shallowest license files count (a vendored ``third_party/x/LICENSE``
    does not license the repository), NOTICE/COPYRIGHT files only without a LICENSE/COPYING
    file, and ``LICENSE-THIRD-PARTY``-like files never. Several licenses: ``COPYING`` (GPL) beside
    ``COPYING.LESSER`` (LGPL) means LGPL; ``LICENSE-MIT`` beside ``LICENSE-APACHE`` (one file
    per license, named by suffix) is the dual-license convention, OR; anything else is AND.

    >>> detect_repo_license({"LICENSE_1_0.txt": "Boost Software License - Version 1.0 - August 17th, 2003 ...",
    ...                      "src/a.cpp": "int a;"})
    LicenseEvidence(expression='BSL-1.0', method='license-file', detail='LICENSE_1_0.txt')
    """
    tiers = {p: _license_file_tier(p) for p in files}
    candidates = sorted(p for p, tier in tiers.items() if tier is not None)
    if not candidates:
        return None
    depth = min(p.replace("\\", "/").count("/") for p in candidates)
    top = [p for p in candidates if p.replace("\\", "/").count("/") == depth]
    # a license file named after the holder of its text (``LICENSE.OpenSSL``: "Copyright (c) 1998-2016 The OpenSSL
    # Project") beside the folder's own license file is the license of that project, a dependency's: like a
    # third-party license file it is not the folder's (license 20)
    dependency = {p for p in top if _named_after_holder(p, files[p])}
    if any(tiers[p] == 0 for p in top if p not in dependency):
        top = [p for p in top if p not in dependency]
    found: dict[str, str] = {}  # expression -> first path that gave it
    rules_of: dict[str, str] = {}  # path -> the rule that read it, when the detail names one
    for tier in (0, 1):
        for path in (p for p in top if tiers[p] == tier):
            expression = debian_copyright_license(files[path])
            hit = None if expression else detect_file_license(files[path])
            if hit is not None and hit.method == "spdx-tag":
                expression = hit.expression
            if expression is None:
                text_hit = detect_license_text(files[path], full_text=True)
                expression = text_hit[0] if text_hit else None
            if expression == ALL_RIGHTS_RESERVED and _restricted_use(files[path]):
                # all rights reserved, nothing open granted, the work restricted: a proprietary licence (license 35)
                expression = PROPRIETARY
                rules_of.setdefault(path, RESTRICTED_USE_RULE)
            elif (
                expression in (None, ALL_RIGHTS_RESERVED)
                and tier == 0
                and not _DEP5_FORMAT.match(files[path].lstrip())
                and _use_notice(files[path])
            ):
                # the work given out free of charge or for use and no open right granted: proprietary (license 38)
                expression = PROPRIETARY
                rules_of.setdefault(path, USE_NOTICE_RULE)
            if expression is not None and expression != ALL_RIGHTS_RESERVED:
                found.setdefault(expression, path)
        if found:
            break
    if not found:
        return None
    exprs = list(found)
    lgpl = [e for e in exprs if e.startswith("LGPL")]
    if lgpl:
        exprs = [e for e in exprs if not (e.startswith("GPL-") and e[4:7] == lgpl[0][5:8])]
    paths = [found[e] for e in exprs]
    if len(exprs) == 1:
        rules = (
            debian_copyright_rules(files[paths[0]]) if _DEP5_FORMAT.match(files[paths[0]].lstrip()) else ()
        )
        folder = posixpath.dirname(paths[0].replace("\\", "/"))
        if rules:
            # the globs are relative to the folder of the copyright file
            rules = tuple((tuple(posixpath.join(folder, g) for g in globs), e) for globs, e in rules)
        elif parts := excepted_parts(files[paths[0]]) if exprs[0] != PROPRIETARY else ():
            # the parts the grant leaves out under a no-redistribution notice: a file named after one is
            # theirs (proprietary), whatever its suffix and case
            globs = (f"{n}.*" for p in parts for n in dict.fromkeys((p, p.lower())))
            rules = (((*(posixpath.join(folder, g) for g in globs),), PROPRIETARY),)
        detail = f"{paths[0]} ({rules_of[paths[0]]})" if paths[0] in rules_of else paths[0]
        return LicenseEvidence(exprs[0], "license-file", detail, rules)
    names = [p.replace("\\", "/").rsplit("/", 1)[-1].lower() for p in paths]
    # One file per license (LICENSE-MIT + LICENSE-APACHE, LICENSE-MIT + UNLICENSE) is the
    # dual-license convention; the options are listed in sorted order.
    dual = all(re.match(r"^(?:licen[cs]e[-._]|unlicen[cs]e)", n) for n in names)
    if dual:
        exprs = sorted(exprs)
    joiner = " OR " if dual else " AND "
    expression = normalize_expression(joiner.join(f"({e})" for e in exprs))
    if expression is None:
        return None
    return LicenseEvidence(
        expression, "license-file", ", ".join(f"{p} ({rules_of[p]})" if p in rules_of else p for p in paths)
    )


# --------------------------------------------------------------------------------------------
# Package metadata (npm, PyPI, Cargo, vcpkg, PlatformIO, Arduino) and README license sections
# --------------------------------------------------------------------------------------------

# Manifests whose license field names the package's license, in the order they are asked within one
# folder (the first that names a known license decides).
_MANIFESTS: tuple[str, ...] = (
    "package.json",
    "Cargo.toml",
    "vcpkg.json",
    "library.json",
    "library.properties",
    "pyproject.toml",
    "PKG-INFO",
    "METADATA",
    "setup.cfg",
)
_README = re.compile(r"^readme(?:\.(?:md|markdown|rst|txt|adoc))?$", re.IGNORECASE)


def is_metadata_file(path: str) -> bool:
    """Whether ``path`` is a package manifest or README whose license statement the stage reads.

    >>> is_metadata_file("package.json"), is_metadata_file("sub/PKG-INFO"), is_metadata_file("Readme.md")
    (True, True, True)
    >>> is_metadata_file("src/package.json.in"), is_metadata_file("README.cpp")
    (False, False)
    """
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    return name in _MANIFESTS or bool(_README.match(name))


def is_evidence_file(path: str) -> bool:
    """Whether the license stage reads ``path`` as repository evidence (license or metadata file)."""
    return is_license_file(path) or is_metadata_file(path)


# npm's "UNLICENSED" (not the Unlicense): the package grants no license.
_NO_GRANT = re.compile(r"unlicensed|proprietary|all rights reserved", re.IGNORECASE)
# A clause-less BSD name in a manifest ("BSD", "BSD License", PyPI's classifier title): the BSD family (license 35).
_BARE_BSD = re.compile(r"(?:the[ \t]+)?bsd(?:[ \t_-]+licen[cs]e)?", re.IGNORECASE)


def _named(value: str) -> str | None:
    """The SPDX expression a manifest's license value names, or None (prose, "SEE LICENSE IN ...").

    >>> _named("MIT"), _named("BSD"), _named("BSD License"), _named("BSD-style"), _named("see LICENSE")
    ('MIT', 'LicenseRef-BSD-unspecified', 'LicenseRef-BSD-unspecified', None, None)
    """
    value = value.strip()
    if not value or len(value) > 200:
        return None
    if _NO_GRANT.fullmatch(value):
        return ALL_RIGHTS_RESERVED
    if _BARE_BSD.fullmatch(value):
        return UNSPECIFIED_BSD
    expression = normalize_expression(value)
    if expression and is_known_expression(expression):
        return expression
    return None


def _classifier_license(classifiers: list[str]) -> str | None:
    """The license of PyPI ``License ::`` trove classifiers: each names one license (its SPDX id
    in the parentheses, else its title: ``MIT License``, ``GNU Lesser General Public License v2 or
    later (LGPLv2+)``); several are ANDed (PyPI does not say whether they are a choice). A
    version-less classifier (``Apache Software License``) names no SPDX id; ``BSD License`` names the BSD family
    (``UNSPECIFIED_BSD``, license 35)."""
    found = []
    for c in classifiers:
        parts = [p.strip() for p in c.split("::")]
        if (
            len(parts) < 2
            or parts[0] != "License"
            or parts[-1] in ("OSI Approved", "Other/Proprietary License")
        ):
            continue
        title = parts[-1]
        m = re.fullmatch(r"(.*?)\s*\(([^()]+)\)", title)
        candidates = [m.group(2), m.group(1)] if m else [title]
        expression = next(
            (e for e in map(_named, candidates) if e is not None and e != ALL_RIGHTS_RESERVED), None
        )
        if expression is None:
            return None  # one unreadable classifier: the set is not known
        found.append(expression)
    found = list(dict.fromkeys(found))
    if not found:
        return None
    return normalize_expression(" AND ".join(f"({e})" for e in found))


def proprietary_classifier(files: Mapping[str, str]) -> LicenseEvidence | None:
    """Evidence of a proprietary licence from a folder's PyPI core metadata (``PKG-INFO``, ``METADATA``) whose only
    License trove classifier is ``License :: Other/Proprietary License`` (license 39): the package's own word that
    its licence is not an open one. The stage reads it last, when no licence file, manifest, README or grant in a
    licence file said anything; a classifier beside an open one's (``OSI Approved :: MIT License``) is not read.

    >>> proprietary_classifier({"PKG-INFO": "Name: x\\nLicense: UNKNOWN\\nClassifier: License :: Other/Proprietary "
    ...                         "License\\n"})
    LicenseEvidence(expression='LicenseRef-proprietary', method='package-metadata', detail='PKG-INFO (Other/Proprietary License classifier)')
    >>> proprietary_classifier({"PKG-INFO": "Name: x\\nClassifier: License :: Other/Proprietary License\\n"
    ...                         "Classifier: License :: OSI Approved :: MIT License\\n"}) is None
    True
    """
    for path in sorted(files):
        if path.replace("\\", "/").rsplit("/", 1)[-1] not in ("PKG-INFO", "METADATA"):
            continue
        head = files[path].replace("\r\n", "\n").split("\n\n", 1)[0]
        licenses = {
            c.strip()
            for c in re.findall(r"^Classifier:[ \t]*(License\b.*)$", head, re.M)
            if c.strip() != "License"
        }
        if licenses == {"License :: Other/Proprietary License"}:
            return LicenseEvidence(
                PROPRIETARY, "package-metadata", f"{path} (Other/Proprietary License classifier)"
            )
    return None


def _pkg_info_license(text: str) -> str | None:
    """PyPI core metadata (``PKG-INFO``, ``METADATA``): ``License-Expression`` (PEP 639), else a
    ``License`` field that names a license (or whose text is a license), else the classifiers."""
    head = text.split("\n\n", 1)[0]  # the description follows the header block
    fields: dict[str, list[str]] = {}
    for m in re.finditer(r"^([A-Za-z-]+):[ \t]*(.*(?:\n[ \t]+.*|\n {7,8}\|.*)*)", head, re.M):
        fields.setdefault(m.group(1).lower(), []).append(m.group(2))
    for value in fields.get("license-expression", []):
        if (found := _named(value)) is not None:
            return found
    for value in fields.get("license", []):
        if value.strip() in ("", "UNKNOWN"):
            continue
        if (found := _named(value.splitlines()[0])) is not None and "\n" not in value.strip():
            return _bsd_clauses(found, fields.get("classifier", []))
        hit = detect_license_text(value, full_text=True)
        if hit is not None and hit[0] not in (ALL_RIGHTS_RESERVED, PROPRIETARY, OPEN_GRANT):
            return hit[0]
    return _classifier_license(fields.get("classifier", []))


def _bsd_clauses(found: str, classifiers: list[str]) -> str:
    """``found`` (a manifest's license field), or the one BSD licence the classifiers name when the field is a
    clause-less "BSD" (``License: BSD`` beside ``License :: OSI Approved :: BSD-3-Clause``): the classifier says
    which text the family name means.

    >>> _bsd_clauses(UNSPECIFIED_BSD, ["License :: OSI Approved :: BSD-3-Clause"]), _bsd_clauses("MIT", [])
    ('BSD-3-Clause', 'MIT')
    """
    if found != UNSPECIFIED_BSD:
        return found
    named = _classifier_license(classifiers)
    return named if named in BARE_BSD_MEMBERS or (named or "").startswith("BSD-") else found


def _toml_license(text: str, name: str) -> str | None:
    """``pyproject.toml`` ([project] or [tool.poetry]) or ``Cargo.toml`` ([package]) license."""
    import tomllib

    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return None
    if name == "Cargo.toml":
        value = data.get("package", {}).get("license")
        # Cargo's legacy "MIT/Apache-2.0" means a choice
        return _named(value.replace("/", " OR ")) if isinstance(value, str) else None
    for table in (data.get("project", {}), data.get("tool", {}).get("poetry", {})):
        value = table.get("license")
        if isinstance(value, dict):
            value = value.get("text")  # {file = "LICENSE"} is read as the license file itself
            if isinstance(value, str):
                if (found := _named(value)) is not None:
                    return found
                hit = detect_license_text(value, full_text=True)
                if hit is not None and hit[0] not in (ALL_RIGHTS_RESERVED, PROPRIETARY, OPEN_GRANT):
                    return hit[0]
                value = None
        classifiers = table.get("classifiers")
        if isinstance(value, str) and (found := _named(value)) is not None:
            return _bsd_clauses(found, [str(c) for c in classifiers] if isinstance(classifiers, list) else [])
        if isinstance(classifiers, list) and (found := _classifier_license([str(c) for c in classifiers])):
            return found
    return None


def _json_license(text: str) -> str | None:
    """npm ``package.json`` (``license``: an SPDX expression, or the legacy ``{"type": ...}``
    object or ``licenses`` list, whose entries npm documents as alternatives: OR), ``vcpkg.json``
    and PlatformIO's ``library.json``."""
    import json

    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    value = data.get("license")
    if isinstance(value, dict):
        value = value.get("type")
    if isinstance(value, str):
        return _named(value)
    entries = data.get("licenses")
    if isinstance(entries, list):
        names = [e.get("type") if isinstance(e, dict) else e for e in entries]
        names = [n for n in names if isinstance(n, str) and n.strip()]
        found = [_named(n) for n in names]
        if found and all(f is not None and f != ALL_RIGHTS_RESERVED for f in found):
            return normalize_expression(" OR ".join(f"({f})" for f in dict.fromkeys(found)))
    return None


def _properties_license(text: str, key: str = "license") -> str | None:
    """``key=value`` files (Arduino ``library.properties``) and ``setup.cfg`` ([metadata] license)."""
    for m in re.finditer(rf"^[ \t]*{key}[ \t]*[=:][ \t]*(.+)$", text, re.M | re.IGNORECASE):
        if (found := _named(m.group(1))) is not None:
            return found
    return None


def _setup_cfg_license(text: str) -> str | None:
    import configparser

    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read_string(text)
    except configparser.Error:
        return None
    if not parser.has_section("metadata"):
        return None
    meta = parser["metadata"]
    classifiers = [c.strip() for c in meta.get("classifiers", "").splitlines() if c.strip()]
    for key in ("license_expression", "license"):
        if key in meta and (found := _named(meta[key].strip().splitlines()[0] if meta[key].strip() else "")):
            return _bsd_clauses(found, classifiers)
    return _classifier_license(classifiers)


def manifest_license(path: str, text: str) -> str | None:
    """The license a package manifest states, as an SPDX expression (``LicenseRef-all-rights-reserved``
    for npm's ``UNLICENSED``), or None when it states none that is known.

    >>> manifest_license("package.json", '{"name": "x", "license": "MIT"}')
    'MIT'
    >>> manifest_license("PKG-INFO", "Metadata-Version: 2.1\\nName: x\\n"
    ...                  "Classifier: License :: OSI Approved :: Apache Software License\\n"
    ...                  "Classifier: License :: OSI Approved :: zlib/libpng License\\n") is None
    True
    >>> manifest_license("PKG-INFO", "Name: x\\nLicense: BSD\\nClassifier: License :: OSI Approved :: BSD License\\n")
    'LicenseRef-BSD-unspecified'
    """
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    if name.endswith(".json"):
        return _json_license(text)
    if name.endswith(".toml"):
        return _toml_license(text, name)
    if name in ("PKG-INFO", "METADATA"):
        return _pkg_info_license(text)
    if name == "setup.cfg":
        return _setup_cfg_license(text)
    if name == "library.properties":
        return _properties_license(text)
    return None


_MD_HEADING = re.compile(r"^(#{1,6})[ \t]+(.*?)[ \t#]*$")
_RST_UNDERLINE = re.compile(r"^([=\-~^\"'`#*+:.])\1{2,}[ \t]*$")
_LICENSE_HEADING = re.compile(r"\b(?:licen[cs]e|licen[cs]ing|copying)\b", re.IGNORECASE)


_PLAIN_SECTION_LINES = 60


def readme_license_section(text: str) -> str:
    """The text of a README's license section: from a heading naming the license (Markdown ``#``,
    reStructuredText underlined, or a line that is only ``License``) to the next heading of the same
    or a higher level. Empty when there is none.

    >>> readme_license_section("# x\\nUse it.\\n## License\\nMIT, see below.\\n### Details\\nmore\\n## Authors\\nme\\n")
    'MIT, see below.\\n### Details\\nmore'
    """
    lines = text.splitlines()
    for i, line in enumerate(lines):
        level = None
        md = _MD_HEADING.match(line)
        if md and _LICENSE_HEADING.search(md.group(2)):
            level, body_start = len(md.group(1)), i + 1
        elif (
            line.strip()
            and _LICENSE_HEADING.search(line)
            and len(line.split()) <= 4
            and i + 1 < len(lines)
            and _RST_UNDERLINE.match(lines[i + 1])
        ):
            level, body_start = -ord(lines[i + 1][0]), i + 2  # rst: the same underline closes it
        elif re.fullmatch(r"[ \t]*(?:licen[cs]e|licensing)[ \t]*:?[ \t]*", line, re.IGNORECASE):
            level, body_start = 0, i + 1
        if level is None:
            continue
        out = []
        # a plain "License" line has no level: its section is what follows, up to _PLAIN_SECTION_LINES
        stop = len(lines) if level != 0 else min(len(lines), body_start + _PLAIN_SECTION_LINES)
        for j in range(body_start, stop):
            md = _MD_HEADING.match(lines[j])
            if level > 0 and md and len(md.group(1)) <= level:
                break
            rst_heading = (
                level < 0 and j + 1 < len(lines) and lines[j].strip() and _RST_UNDERLINE.match(lines[j + 1])
            )
            if rst_heading and -ord(lines[j + 1][0]) == level:
                break
            out.append(lines[j])
        return "\n".join(out).strip()
    return ""


def evidence_text(path: str, text: str) -> str:
    """What the evidence of ``path`` needs of its text: all of a license file or manifest; of a
    README only its license section (under a ``# License`` heading, so that it reads the same), or
    ``""`` when it has none. The license stage keeps only this much of every README in memory.

    >>> evidence_text("README.md", "# x\\nlong usage text\\n## License\\nMIT licensed.\\n## Usage\\nmore")
    '# License\\n\\nMIT licensed.'
    >>> evidence_text("docs/README", "no license here")
    ''
    """
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    if not _README.match(name):
        return text
    section = readme_license_section(text)
    if section:
        return f"# License\n\n{section}"
    # no license section, but a licence's own text in it ("PULCHRA User's Manual ... Permission is hereby granted, free
    # of charge, ..."): all of it, read as a whole (license 39)
    return text if _LICENSE_TEXT_MARK.search(_norm(text)) else ""


def detect_metadata_license(files: Mapping[str, str]) -> LicenseEvidence | None:
    """License evidence of one folder from its package metadata: the manifests in ``_MANIFESTS``
    order (the first that names a known license, or npm's ``UNLICENSED``, decides; method
    ``package-metadata``), else a README's license section if it holds a recognizable grant
    (``readme-text``: a license's grant sentence or a statement such as "licensed under the Apache
    License, Version 2.0"; a copyright line alone is no grant). The detail names the file.

    >>> detect_metadata_license({"package.json": '{"license": "MIT"}', "README.md": "# x"})
    LicenseEvidence(expression='MIT', method='package-metadata', detail='package.json')
    """
    by_name: dict[str, str] = {}
    for path in sorted(files):
        by_name.setdefault(path.replace("\\", "/").rsplit("/", 1)[-1], path)
    for name in _MANIFESTS:
        if name in by_name:
            found = manifest_license(by_name[name], files[by_name[name]])
            if found == UNSPECIFIED_BSD and _other_license_described(files, by_name):
                continue  # the BSD family named for a part (bindings) of a package whose description names another
            if found is not None:
                return LicenseEvidence(found, "package-metadata", by_name[name])
    # a README's license section, else that of a PyPI package's description (PKG-INFO's body: the
    # project's README as published, "License and Citation" sections included)
    sections = [
        (path, readme_license_section(files[path]))
        for name, path in sorted(by_name.items())
        if _README.match(name)
    ]
    sections += [
        (f"{by_name[name]} description", readme_license_section(_pkg_info_description(files[by_name[name]])))
        for name in ("PKG-INFO", "METADATA")
        if name in by_name
    ]
    for path, section in sections:
        hit = detect_license_text(section)
        if hit is None or hit[0] in (ALL_RIGHTS_RESERVED, PROPRIETARY, OPEN_GRANT):
            continue
        if hit[0] == PUBLIC_DOMAIN and not _whole_work_public_domain(section):
            continue  # public-domain parts named in it ("parts of it are public domain") license nothing else
        return LicenseEvidence(hit[0], "readme-text", f"{path} ({hit[1]})")
    # a README or a PyPI description with no license section at all: a known licence's own text anywhere in it
    # (license 39; a license section that reads nothing, "See the LICENSE file", speaks for the work's licence)
    wholes = [(path, files[path]) for name, path in sorted(by_name.items()) if _README.match(name)]
    wholes += [
        (f"{by_name[name]} description", _pkg_info_description(files[by_name[name]]))
        for name in ("PKG-INFO", "METADATA")
        if name in by_name
    ]
    for path, text in wholes:
        if readme_license_section(text):
            continue
        if (found := described_license_text(text)) is not None:
            return LicenseEvidence(found, "readme-text", f"{path} ({found} text)")
    return None


# The opening words of a known licence's own text or of its standard notice, normalized: MIT's grant, the BSD
# licences' grant, ISC's, zlib's disclaimer, the GNU licences' and Apache 2.0's standard notices (license 39).
_LICENSE_TEXT_MARK = re.compile(
    r"\bpermission is hereby granted free of charge to any person obtaining a copy\b"
    r"|\bredistribution and use in source and binary forms with or without modification are permitted\b"
    r"|\bpermission to use copy modify and or distribute this software for any purpose with or without fee\b"
    r"|\bin no event will the authors be held liable for any damages arising from the use of this software\b"
    r"|\byou can redistribute it and or modify it under the terms of the gnu\b"
    r"|\byou may not use this file except in compliance with the license\b"
)


def described_license_text(text: str) -> str | None:
    """The one licence whose own text (or standard notice, ``_LICENSE_TEXT_MARK``) a README or a package's long
    description carries outside any license section, or None: none there, a licence only named ("MIT licensed"), or
    texts of several licences (a bundled component's beside the project's), which do not say which is the work's.

    >>> described_license_text("PULCHRA User's Manual\\n---\\nCopyright (c) 2000-2009 Piotr Rotkiewicz\\n\\n"
    ...     "Permission is hereby granted, free of charge, to any person obtaining a copy of this software and "
    ...     "associated documentation files (the Software), to deal in the Software without restriction, including "
    ...     "without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell "
    ...     "copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the "
    ...     "following conditions: The above copyright notice and this permission notice shall be included in all "
    ...     "copies or substantial portions of the Software.")
    'MIT'
    >>> described_license_text("A fast parser. MIT licensed."), described_license_text("Bindings for libfoo.")
    (None, None)
    """
    t = _norm(text)
    if not _LICENSE_TEXT_MARK.search(t):
        return None
    hit = detect_license_text(text)
    if hit is None or hit[0] in (ALL_RIGHTS_RESERVED, PROPRIETARY, OPEN_GRANT, PUBLIC_DOMAIN):
        return None
    if " AND " in hit[0] or " OR " in hit[0] or " WITH " in hit[0]:
        return None
    return hit[0]


# A licence other than BSD named in a package's description ("Distributed under free software license GPLv2"):
# the GNU, Mozilla, Apache, Eclipse, CDDL, Artistic and MIT licences by name or short name.
_OTHER_LICENSE_NAME = re.compile(
    r"\b(?:(?:L|A)?GPL(?:v?\d[\w.+]*)?|(?:lesser |library |affero )?general public licen[cs]e|MPL|mozilla public"
    r"|apache (?:software )?licen[cs]e|apache[- ]2|EPL|eclipse public|CDDL|artistic licen[cs]e|MIT licen[cs]e)\b",
    re.IGNORECASE,
)


def _other_license_described(files: Mapping[str, str], by_name: Mapping[str, str]) -> bool:
    """Whether the description of the folder's PyPI metadata names a licence other than BSD (license 35): then a
    clause-less "BSD" of its metadata is no evidence for the folder's files (unicorn's PyPI classifier ``BSD License``
    is its Python bindings'; its description says "Distributed under free software license GPLv2", its C core's).

    >>> _other_license_described({"PKG-INFO": "Name: x\\n\\n- Distributed under free software license GPLv2\\n"},
    ...                          {"PKG-INFO": "PKG-INFO"})
    True
    >>> _other_license_described({"PKG-INFO": "Name: x\\n\\nA sparse bit field (BSD licensed).\\n"}, {"PKG-INFO": "PKG-INFO"})
    False
    """
    return any(
        _OTHER_LICENSE_NAME.search(_pkg_info_description(files[by_name[name]]))
        for name in ("PKG-INFO", "METADATA")
        if name in by_name
    )


def _pkg_info_description(text: str) -> str:
    """The long description of PyPI core metadata: the body after the header block (metadata 2.1+), else
    the ``Description`` field with its continuation lines (``        |`` or 8 blanks) unindented.

    >>> _pkg_info_description("Name: x\\nDescription: Hello\\n        |\\n        |License\\n        |=======\\n")
    'Hello\\n\\nLicense\\n======='
    """
    head, _, body = text.replace("\r\n", "\n").partition("\n\n")
    if body.strip():
        return body
    m = re.search(r"^Description:[ \t]*(.*(?:\n(?: {8}\|?| {7}\|).*)*)", head, re.M)
    if not m:
        return ""
    return re.sub(r"\n(?: {8}\|?| {7}\|)", "\n", m.group(1))


# A license text of its own: a title naming a license at its top, and the grant of rights it is about.
_LICENSE_TITLE = re.compile(r"^[#=*\s]*(\S.{0,80}?\blicen[cs]e\b.{0,60}?)[\s#=*]*$", re.IGNORECASE)
_TEXT_GRANT = re.compile(
    r"\b(?:grants? (?:to )?you|hereby grants?|is hereby granted|"
    r"subject to the terms and conditions of this licen[cs]e)\b",
    re.IGNORECASE,
)
# A page *about* licenses (NumPy's ``doc/source/license.rst``: "licensed under the BSD 3-Clause License (SPDX
# identifier BSD-3-Clause)"), not a license text of its own.
_ABOUT_LICENSES = re.compile(r"\bSPDX\b|\blicen[cs]ed under the\b", re.IGNORECASE)
_MANIFEST_NAME = re.compile(r"[A-Za-z][A-Za-z0-9.+\-_ ]{1,39}")


def custom_license_file(licenses: Mapping[str, str], metadata: Mapping[str, str]) -> LicenseEvidence | None:
    """A determined custom license (``LicenseRef-custom-<name>``) for a folder whose license files and
    metadata name no known license, when its top license file is a license text of its own: a title naming
    a license in its first lines ("NVIDIA Source Code License for Warp") and a grant of rights ("each Licensor
    grants to you a ... license", "Permission is hereby granted"). Its name is the one the folder's PyPI
    metadata gives it (``License: NVSCL`` beside ``License-File: LICENSE.md``), else the title. A file that is
    no license text (a list of authors, a pointer "see COPYING") gives nothing: ``license/unknown`` stays for
    files with no evidence. Asked after the folder's manifests and README, so it never replaces a known
    license that any of them names.

    >>> custom_license_file({"LICENSE.md": "# Acme Source Code License\\n\\nAcme grants to you a non-exclusive "
    ...                      "license to reproduce the Work for non-commercial use only."},
    ...                     {"PKG-INFO": "Name: x\\nLicense: ASCL\\nLicense-File: LICENSE.md\\n"})
    LicenseEvidence(expression='LicenseRef-custom-ASCL', method='license-file', detail='LICENSE.md (custom license text; PKG-INFO: License: ASCL)')
    >>> custom_license_file({"LICENSE": "Written by Jane Roe and John Doe."}, {}) is None
    True
    """
    tiers = {p: _license_file_tier(p) for p in licenses}
    candidates = sorted(p for p, tier in tiers.items() if tier == 0)
    if not candidates:
        return None
    depth = min(p.count("/") for p in candidates)
    for path in (p for p in candidates if p.count("/") == depth):
        text = licenses[path]
        lines = [line for line in text[:2000].splitlines() if line.strip()][:3]
        title = next((m.group(1).strip() for m in map(_LICENSE_TITLE.match, lines) if m), None)
        if (
            title is None
            or len(title.split()) > 12
            or not _TEXT_GRANT.search(text[:20000])
            or _ABOUT_LICENSES.search(text[:20000])
        ):
            continue
        name, source = title, ""
        file_name = posixpath.basename(path)
        for meta_path, meta in sorted(metadata.items()):
            if posixpath.basename(meta_path) not in ("PKG-INFO", "METADATA"):
                continue
            head = meta.replace("\r\n", "\n").split("\n\n", 1)[0]  # sdists may write CRLF
            field = re.search(r"^License:[ \t]*(.*)$", head, re.M)
            files = re.findall(r"^License-File:[ \t]*(.*?)[ \t]*$", head, re.M)
            value = field.group(1).strip() if field else ""
            if (
                _MANIFEST_NAME.fullmatch(value)
                and value.upper() != "UNKNOWN"
                and (not files or file_name in (posixpath.basename(f) for f in files))
            ):
                name, source = value, f"; {posixpath.basename(meta_path)}: License: {value}"
                break
        return LicenseEvidence(_custom_ref(name), "license-file", f"{path} (custom license text{source})")
    return None


def open_grant_file(licenses: Mapping[str, str]) -> LicenseEvidence | None:
    """An open grant in the licensor's own words (``OPEN_GRANT``, a determined custom license) for a folder whose
    license files name no license and hold no license text of its own: the first of its shallowest license files
    (LICENSE/COPYING before NOTICE/COPYRIGHT) whose text grants use, copying, distribution or modification
    (``_open_grant``: "NGA hereby grants to each user of the software a license to use and distribute the
    software", in a free-form Debian copyright file) with no refusal and nothing copyleft or restrictive in it.
    Asked last, after the folder's license files, metadata and custom license text, so it only replaces *no*
    evidence (``license/unknown``); a file that merely mentions a license grants nothing.

    >>> open_grant_file({"LICENSE": "Terms of Use. Acme hereby grants to each user of the software a license to "
    ...                  "use and distribute the software, and develop derivative works."})
    LicenseEvidence(expression='LicenseRef-custom-open-grant', method='license-file', detail='LICENSE (open grant)')
    >>> open_grant_file({"LICENSE": "Acme does not grant you a license to use the software."}) is None
    True
    """
    tiers = {p: _license_file_tier(p) for p in licenses}
    candidates = sorted(p for p, tier in tiers.items() if tier is not None)
    if not candidates:
        return None
    depth = min(p.count("/") for p in candidates)
    for tier in (0, 1):
        for path in (p for p in candidates if p.count("/") == depth and tiers[p] == tier):
            t = _norm(licenses[path])
            if _open_grant(t) and not _has(t, *_NOT_PERMISSIVE):
                return LicenseEvidence(OPEN_GRANT, "license-file", f"{path} (open grant)")
    return None


_LICENSE_FOLDER = re.compile(r"licen[cs]es?", re.IGNORECASE)
_PLAIN_LICENSE_FILE = re.compile(r"(?:licen[cs]e|copying)(?:\.(?:txt|md|rst))?", re.IGNORECASE)


def detect_tree_licenses(files: Mapping[str, str]) -> dict[str, LicenseEvidence]:
    """folder -> license evidence, for every folder of a tree that holds license or metadata files.

    Per folder, its LICENSE / COPYING / NOTICE files decide (``detect_repo_license``); when they
    are missing or name no license, its package metadata does (``detect_metadata_license``). A
    subproject with its own LICENSE or manifest inside a repository licenses the files under it: the
    nearest folder with evidence governs (``license_for``). ``""`` is the root. A license folder
    (``LICENSE/`` or ``licenses/``, as Matplotlib ships: ``LICENSE/LICENSE`` beside
    ``LICENSE/LICENSE_FREETYPE``) gives its plain ``LICENSE`` / ``COPYING`` file to its parent folder,
    below that folder's own license files; its other files are the licenses of bundled components.

    >>> tree = detect_tree_licenses({"LICENSE": "Boost Software License - Version 1.0 ...",
    ...                              "ext/z/COPYING": "Permission is hereby granted, free of charge, to any "
    ...                                               "person obtaining a copy of this software",
    ...                              "ext/y/package.json": '{"license": "ISC"}'})
    >>> [license_for(p, tree).expression for p in ("ext/z/a.c", "src/a.c", "ext/y/b.c")]
    ['MIT', 'BSL-1.0', 'ISC']
    """
    licenses: dict[str, dict[str, str]] = {}
    metadata: dict[str, dict[str, str]] = {}
    debian: dict[
        str, tuple[str, str]
    ] = {}  # folder -> (path, text) of the Debian copyright of the tree rooted there
    for path, text in files.items():
        norm = path.replace("\\", "/")
        folder = posixpath.dirname(norm)
        if posixpath.basename(norm) == "copyright" and posixpath.basename(folder) == "debian":
            # a Debian source tree's ``debian/copyright``: evidence for the tree it packages (the folder above
            # ``debian/``), its DEP-5 globs relative to that folder (license 20)
            debian[posixpath.dirname(folder)] = (norm, text)
            continue
        if is_license_file(norm):
            if _LICENSE_FOLDER.fullmatch(posixpath.basename(folder)):
                # a license folder (``LICENSE/LICENSE`` beside ``LICENSE/LICENSE_FREETYPE``): its plain
                # license file is its parent folder's; the others are those of bundled components
                if not _PLAIN_LICENSE_FILE.fullmatch(posixpath.basename(norm)):
                    continue
                folder = posixpath.dirname(folder)
            licenses.setdefault(folder, {})[norm] = text
        elif is_metadata_file(norm):
            metadata.setdefault(posixpath.dirname(norm), {})[norm] = text
    out = {}
    for folder in sorted(set(licenses) | set(metadata) | set(debian)):
        evidence = detect_repo_license(licenses[folder]) if folder in licenses else None
        if folder in debian:
            evidence = with_debian_copyright(evidence, folder, *debian[folder])
        if evidence is None and folder in metadata:
            evidence = detect_metadata_license(metadata[folder])
        if evidence is None and folder in licenses:
            evidence = custom_license_file(licenses[folder], metadata.get(folder, {}))
        if evidence is None and folder in licenses:
            evidence = open_grant_file(licenses[folder])
        if evidence is None and folder in metadata:
            evidence = proprietary_classifier(metadata[folder])
        if evidence is not None:
            out[folder] = evidence
    return out


def with_debian_copyright(
    evidence: LicenseEvidence | None, folder: str, path: str, text: str
) -> LicenseEvidence | None:
    """The evidence of ``folder`` (the root of a Debian source tree) given its ``debian/copyright`` at ``path``.

    The upstream's own license files in the folder (``evidence``) state the license of the whole tree in the
    holders' words, so they stay the tree's license; Debian's DEP-5 ``Files:`` paragraphs other than
    ``Files: *`` name files precisely, and apply to the files they match over that license (the last match
    wins, as for any DEP-5 file). With no upstream license file, the copyright file is the tree's license
    file: its ``Files: *`` paragraph (or a free-form file's statement) for the whole tree, its per-path
    paragraphs for theirs. Globs are relative to ``folder``, as DEP-5's are to the source tree's root.

    >>> dep5 = ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\\n\\n"
    ...         "Files: *\\nLicense: BSD-4-clause\\n\\nFiles: src/md5.c src/md5.h\\nLicense: public-domain\\n")
    >>> up = LicenseEvidence("BSD-4-Clause", "license-file", "LICENSE")
    >>> e = with_debian_copyright(up, "", "debian/copyright", dep5)
    >>> _apply_path_rules(e, "src/md5.h").expression, _apply_path_rules(e, "src/md5.c").detail
    ('LicenseRef-public-domain', 'debian/copyright (Files: src/md5.c src/md5.h)')
    >>> _apply_path_rules(e, "src/golay.h").expression, _apply_path_rules(e, "src/golay.h").detail
    ('BSD-4-Clause', 'LICENSE')
    """
    # read as a license file at the tree's root, so that its globs are joined to the root
    own = detect_repo_license({posixpath.join(folder, "copyright"): text})
    if own is None:
        return evidence
    rules = own.paths
    if not rules and not _DEP5_FORMAT.match(text.lstrip()):
        # a free-form file's "For <paths>:" licence blocks are its per-path paragraphs (license 36)
        rules = tuple(
            (tuple(posixpath.join(folder, g) for g in globs), x) for globs, x in free_form_path_rules(text)
        )
    own = LicenseEvidence(own.expression, own.method, path, rules, holders=debian_copyright_holders(text))
    if evidence is None:
        return own
    everywhere = posixpath.join(folder, "*")
    specific = tuple((globs, x) for globs, x in own.paths if everywhere not in globs)
    whole = [x for globs, x in own.paths if everywhere in globs]
    if (
        whole
        and _first_version_text(evidence.expression)
        and _first_or_later(evidence.expression) in re.findall(r"[A-Za-z0-9.+\-]+", whole[-1])
    ):
        # the upstream's license file is the text of a GNU license's first version (the GPL v1 beside a Perl module),
        # which states no version of the work: Debian's ``Files: *`` naming that version or later ("Artistic or
        # GPL-1+") says which (license 28)
        evidence = LicenseEvidence(
            whole[-1],
            evidence.method,
            f"{evidence.detail} ({path} Files: *)",
            evidence.paths,
            evidence.rules_file,
        )
    elif whole and _placed_by_debian(evidence.expression, whole[-1], [x for _, x in specific]):
        # the upstream's license files hold several components' licenses, ANDed for the whole tree (a LICENSE that
        # bundles the project's own license with those of code it took from others, each "for the X code"); Debian's
        # ``Files: *`` names one of them for the tree and its other paragraphs place every other one on the files
        # it covers: the upstream file's license for the tree is that one (license 29). The evidence stays the
        # upstream license file's (a bare "All rights reserved" of the project's holder still takes it).
        evidence = LicenseEvidence(
            whole[-1],
            evidence.method,
            f"{evidence.detail} ({path} Files: *)",
            evidence.paths,
            evidence.rules_file,
        )
    if not specific:
        return evidence
    return LicenseEvidence(
        evidence.expression, evidence.method, evidence.detail, evidence.paths + specific, path
    )


# A free-form Debian copyright file's block heading naming paths ("  For mpcenc/*,\n      libmpcenc/*,\n
# common/fastmath.c:"): "For", then the paths, separated by commas or blanks (a missing comma at a line's end too),
# over one line or more, the last ending with a colon.
_FOR_PATHS = re.compile(r"(?i)^(?P<indent>[ \t]*)for[ \t]+(?P<paths>[^\s:,][^:]*?)(?P<colon>:?)[ \t]*$")
# One path of such a list: a file or a glob, with a folder, a suffix or a wildcard (not a word of prose).
_FREE_FORM_PATH = re.compile(r"[\w.*?\[\]{}+-]*(?:/|\.[A-Za-z0-9*]|\*)[\w./*?\[\]{}+-]*")


def free_form_path_rules(text: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """The per-path licences of a free-form (not DEP-5) Debian copyright file that lists its licences by path
    ("License:" then "  For mpcenc/*, libmpcdec/*:" over the BSD text): (globs, licence) per block, in file order, as
    ``debian_copyright_rules`` gives a DEP-5 file's. A block's text runs from its heading to the next heading, or to a
    line indented less than the heading; only a block whose text reads as a known licence counts (the "For <paths>:"
    blocks of a "Copyright:" section give copyright lines, no licence).

    >>> free_form_path_rules("Copyright:\\n\\n  For common/tags.c,\\n      mpcenc/stderr.c:\\n"
    ...     "    Copyright (C) A. Coder 2002. All rights reserved.\\n\\nLicense:\\n\\n  For mpcenc/*\\n      wavcmp/*:\\n\\n"
    ...     "   Redistribution and use in source and binary forms, with or without modification, are permitted\\n"
    ...     "   provided that ... Neither the name of the team nor the names of its contributors may be used to\\n"
    ...     "   endorse or promote products derived from this software without specific prior written permission.\\n")
    ((('mpcenc/*', 'wavcmp/*'), 'BSD-3-Clause'),)
    """
    lines = text.splitlines()
    blocks: list[tuple[tuple[str, ...], int, int, int]] = []  # (globs, heading line, first text line, indent)
    i = 0
    while i < len(lines):
        m = _FOR_PATHS.match(lines[i])
        if m is None:
            i += 1
            continue
        items, j, listing, colon = [], i, m.group("paths"), bool(m.group("colon"))
        while True:
            items.extend(x for x in re.split(r"[\s,]+", listing.strip()) if x and x.lower() != "and")
            j += 1
            if colon or j >= len(lines) or j - i > 40 or not lines[j].strip():
                break
            cont = re.fullmatch(r"[ \t]+(?P<paths>[^\s:][^:]*?)(?P<colon>:?)[ \t]*", lines[j])
            if cont is None:
                break
            listing, colon = cont.group("paths"), bool(cont.group("colon"))
        if colon and items and all(_FREE_FORM_PATH.fullmatch(x) for x in items):
            blocks.append((tuple(items), i, j, len(m.group("indent").expandtabs())))
            i = j
        else:
            i += 1
    rules = []
    for k, (globs, _, start, indent) in enumerate(blocks):
        end = blocks[k + 1][1] if k + 1 < len(blocks) else len(lines)
        body = []
        for line in lines[start:end]:
            if indent and line.strip() and len(line.expandtabs()) - len(line.expandtabs().lstrip()) < indent:
                break
            body.append(line)
        expression = _dep5_text_license("\n".join(body))
        if expression is not None:
            rules.append((globs, expression))
    return tuple(rules)


def _placed_by_debian(upstream: str, whole: str, specific: list[str]) -> bool:
    """Whether Debian's DEP-5 file places every license of an upstream conjunction ``upstream`` (the licenses of
    the upstream's license files, ANDed): ``whole``, its ``Files: *`` license, is one of them, and each other one
    is named by one of its per-path paragraphs (``specific``). Only a plain conjunction of known licenses counts;
    a single license, a choice, or a ``Files: *`` license the upstream files do not hold does not.

    >>> _placed_by_debian("BSD-3-Clause AND BSD-4-Clause", "BSD-3-Clause", ["MIT", "BSD-4-Clause"])
    True
    >>> _placed_by_debian("BSD-3-Clause AND BSD-4-Clause", "BSD-3-Clause", ["MIT"])
    False
    >>> _placed_by_debian("MIT AND Zlib", "GPL-2.0-or-later", ["MIT", "Zlib"])
    False
    >>> _placed_by_debian("MIT OR Zlib", "MIT", ["Zlib"])
    False
    """
    if not is_known_expression(upstream) or re.search(r"\b(?:OR|WITH)\b|[()]", upstream):
        return False
    parts = set(upstream.split(" AND "))
    if len(parts) < 2 or whole not in parts:
        return False
    named = {s for x in specific for s in re.findall(r"[A-Za-z0-9.+\-]+", x)}
    return parts - {whole} <= named


def _first_or_later(key: str) -> str | None:
    """The "first version or later" id of a GNU license id's family ("GPL-1.0-or-later" for ``GPL-2.0-only``), the
    reading of a grant of that family that names no version; None for other ids."""
    family = key.split("-")[0]
    return _UNVERSIONED[family](family) if family in _UNVERSIONED else None


def _first_version_text(expression: str) -> bool:
    """Whether ``expression`` is a GNU license's first version only (``GPL-1.0-only``), as the license file holding
    that version's text reads: the text states no version of the work it comes with.

    >>> _first_version_text("GPL-1.0-only"), _first_version_text("GPL-2.0-only"), _first_version_text("MIT")
    (True, False, False)
    """
    later = _first_or_later(expression)
    return later is not None and expression == later.replace("-or-later", "-only")


def license_for(path: str, tree: Mapping[str, LicenseEvidence]) -> LicenseEvidence | None:
    """The evidence of the license files nearest above ``path`` (its own folder first); a Debian
    copyright file's per-path ``Files`` paragraphs are applied to ``path``."""
    norm = path.replace("\\", "/")
    folder = posixpath.dirname(norm)
    while True:
        if folder in tree:
            evidence = tree[folder]
            return _apply_path_rules(evidence, norm, folder) if evidence.paths else evidence
        if not folder:
            return None
        folder = posixpath.dirname(folder)


# A copyright statement: "Copyright" or "©" with "(c)", a year or "by" after it ("(c)" alone before a year), not
# "Copyright Holder" or "copyright notice"; the rest of the line, up to another statement, names the holder(s).
_HOLDER_STATEMENT = re.compile(
    r"(?i)(?P<mark>\bcopyright\b|©|\(c\)(?=\s*(?:19|20)\d\d))"
    r"(?P<lead>(?:[\s,.:;-]|\(c\)|©|\bby\b|\b\d{4}\b(?:\s*[-–]\s*\d{2,4}\b)?)*)"
    r"(?P<rest>(?:(?!\bcopyright\b|©).)*)"
)
# What comes before a holder's name in a copyright field's line ("Copyright (C) 2001-2005 by ", "2001, 2003 ")
_HOLDER_LEAD = re.compile(
    r"(?i)^(?:[\s,.:;*/#-]|\(c\)|©|\bcopyright\b|\bby\b|\b\d{4}\b(?:\s*[-–]\s*\d{2,4}\b)?)*"
)
# Words after a holder's name that make no difference to who it is ("Frob Systems Inc.", "Acme, Ltd")
_HOLDER_SUFFIXES = frozenset((
    "inc", "incorporated", "ltd", "limited", "llc", "gmbh", "corp", "corporation", "co", "plc", "ag", "sa", "bv",
    "nv", "pty", "srl", "sarl",
))  # fmt: skip
# Words no holder is told apart by: a name made of these alone ("The Authors", "the project contributors") is none
_GENERIC_HOLDER_WORDS = frozenset((
    "and", "of", "for", "the", "authors", "author", "contributors", "contributor", "developers", "developer",
    "others", "other", "team", "project", "projects", "software", "free", "foundation", "university", "company",
    "group", "community", "various", "unknown", "none", "holder", "holders", "owner", "owners", "maintainers",
    "maintainer", "upstream", "original", "all", "rights", "reserved", "copyright", "copyrighted",
))  # fmt: skip
# The Debian packaging's own lines in a free-form copyright file ("This package was debianized by", "The Debian
# packaging is Copyright (C) 2008 ..."), read without emails and addresses (an upstream author at debian.org)
_PACKAGING_LINE = re.compile(r"(?i)debian|packag")
_ADDRESS = re.compile(r"<[^>]*>|\S+@\S+|https?://\S+|www\.\S+")
# A field of a free-form Debian copyright file that names the work's holders ("Upstream Author: ...", "Copyright:")
_HOLDER_FIELD = re.compile(
    r"(?i)^(?P<indent>[ \t]*)(?:upstream[ \t]+)?(?:authors?|copyright(?:[ \t]+holders?)?)(?:\(s\))?[ \t]*:(?P<value>.*)$"
)


def _holder_names(rest: str) -> list[str]:
    """The holders a copyright statement's text after its years names, each as its comma-separated parts: emails,
    addresses, "All rights reserved" and comment art left out; holders joined by "and", "&" or ";" apart.

    >>> _holder_names("Mike Gleason <mgleason@NcFTP.com>, NcFTP Software.  All Rights Reserved. */")
    ['Mike Gleason, NcFTP Software']
    >>> _holder_names("A. Coder (coder@example.org) and Frob Systems, Inc.")
    ['A. Coder', 'Frob Systems, Inc']
    """
    rest = re.split(r"(?i)all\s+rights\s+reserved", rest)[0]
    rest = _ADDRESS.sub(" ", rest)
    names = []
    for part in re.split(r"(?i)\s*(?:;|&|\band\b|\bet\s+al\b\.?)\s*", rest):
        segments = [seg.strip(" \t*/#!.,:;-") for seg in re.split(r"[,()\[\]]", part)]
        segments = [seg for seg in segments if re.search(r"[^\W\d_]", seg)]
        if segments:
            names.append(", ".join(segments))
    return names


def _statement_names(line: str) -> list[str] | None:
    """The holders a line's copyright statements name, or None when it has none (an empty list: a statement
    whose holder is on the next line, as in "Copyright (c) 2011, 2012" over "A. Author <a@example.org>")."""
    found = None
    for m in _HOLDER_STATEMENT.finditer(line):
        if m.group("mark").lower() == "copyright" and not re.search(
            r"(?i)\(c\)|©|\d{4}|\bby\b", m.group("lead")
        ):
            continue
        found = (found or []) + _holder_names(m.group("rest"))
    return found


def copyright_holders(text: str) -> tuple[str, ...]:
    """The holders named by the copyright statements of ``text`` (a header's comments), in order, each once.

    >>> copyright_holders("/* c_chdir.c\\n *\\n * Copyright (c) 1996-2005 Mike Gleason, NcFTP Software.\\n"
    ...                   " * All rights reserved.\\n */")
    ('Mike Gleason, NcFTP Software',)
    >>> copyright_holders("/*-\\n * Copyright (c) 2011, 2012\\n *\\tA. Author <a@example.org>\\n */")
    ('A. Author',)
    >>> copyright_holders("/* The Copyright Holder may not be named. */")
    ()
    """
    holders: list[str] = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        names = _statement_names(line)
        if names is None:
            continue
        if not names and i + 1 < len(lines) and _statement_names(lines[i + 1]) is None:
            # the holder on the line after the years
            names = _holder_names(_HOLDER_LEAD.sub("", lines[i + 1]))
        holders.extend(names)
    return tuple(dict.fromkeys(holders))


def debian_copyright_holders(text: str) -> tuple[str, ...]:
    """The holders a Debian copyright file names for the whole work: the ``Copyright`` field of a DEP-5 file's
    ``Files: *`` paragraph (and of its header paragraph); in a free-form file, its copyright statements and its
    ``Upstream Author(s)``/``Copyright`` fields (a free-form file says "copyrighted by the author"), not the
    Debian packaging's.

    >>> debian_copyright_holders("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\\n\\n"
    ...     "Files: *\\nCopyright: 1999-2004 Frob Systems Inc.\\n 2005, Q. Coder <qc@example.org>\\nLicense: MIT\\n\\n"
    ...     "Files: debian/*\\nCopyright: 2010 B. Packager\\nLicense: MIT\\n")
    ('Frob Systems Inc', 'Q. Coder')
    >>> debian_copyright_holders("This package was debianized by B. Packager <bp@example.org>.\\n\\n"
    ...     "Upstream Author: Mike Gleason <mgleason@NcFTP.com>\\n\\nThe software is copyrighted by the author.\\n")
    ('Mike Gleason',)
    """
    holders: list[str] = []
    paragraphs = _dep5_paragraphs(text)
    if paragraphs is not None:
        for i, fields in enumerate(paragraphs):
            if "*" in fields.get("files", "").split() or (i == 0 and "files" not in fields):
                for line in fields.get("copyright", "").splitlines():
                    holders.extend(_holder_names(_HOLDER_LEAD.sub("", line)))
        return tuple(dict.fromkeys(holders))
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if _PACKAGING_LINE.search(_ADDRESS.sub(" ", line)):
            continue  # the packaging's holders
        field = _HOLDER_FIELD.match(line)
        if field is None:
            holders.extend(_statement_names(line) or ())
            continue
        values = [field.group("value")]
        if not values[0].strip():
            while i < len(lines) and not lines[i].strip():
                i += 1  # the field's value below a blank line
        indent = len(field.group("indent").expandtabs())
        while (
            i < len(lines)
            and lines[i].strip()
            and len(lines[i].expandtabs()) - len(lines[i].expandtabs().lstrip()) > indent
        ):
            values.append(lines[i])
            i += 1
        for value in values:
            if not _PACKAGING_LINE.search(_ADDRESS.sub(" ", value)):
                holders.extend(_holder_names(_HOLDER_LEAD.sub("", value)))
    return tuple(dict.fromkeys(holders))


def _holder_key(part: str) -> tuple[str, ...]:
    """A holder's name (one comma-separated part of it) for comparison: its words in lower case, without years,
    "(c)", "by", "the" and a company form after the name ("Inc.", "Ltd")."""
    words = [
        w for w in re.findall(r"[^\W_]+", part.casefold()) if not w.isdigit() and w not in ("c", "by", "the")
    ]
    while words and words[-1] in _HOLDER_SUFFIXES:
        words.pop()
    return tuple(words)


def _real_name(key: tuple[str, ...]) -> bool:
    """Whether a holder's key tells a holder apart: a word of two letters or more that is no generic word."""
    return any(len(w) >= 2 and w not in _GENERIC_HOLDER_WORDS for w in key)


def holders_named(holders: tuple[str, ...], named: tuple[str, ...]) -> bool:
    """Whether every holder in ``holders`` (a header's) is one of ``named`` (a Debian copyright file's): one of its
    comma-separated parts, a real name, is one of theirs, compared as ``_holder_key`` (case, punctuation, years,
    emails and company forms aside). A header naming no real holder ("The Authors") is not named.

    >>> holders_named(("Mike Gleason, NcFTP Software",), ("Mike Gleason",))
    True
    >>> holders_named(("Frob Systems, Inc.",), ("FROB SYSTEMS INC",)), holders_named(("Frob Systems",), ("Frob",))
    (True, False)
    >>> holders_named(("The Apache Software Foundation",), ("Free Software Foundation",))
    False
    >>> holders_named(("Mike Gleason", "Chris Thewalt"), ("Mike Gleason",)), holders_named(("The Authors",), ("The Authors",))
    (False, False)
    """
    keys = {k for name in named for k in map(_holder_key, name.split(",")) if _real_name(k)}
    real = [name for name in holders if any(_real_name(_holder_key(p)) for p in name.split(","))]
    return bool(real) and all(any(_holder_key(p) in keys for p in name.split(",")) for name in real)


def _debian_tree_statement(evidence: LicenseEvidence) -> bool:
    """Whether ``evidence`` is a Debian source tree's ``debian/copyright`` for the whole tree (not a paragraph
    naming the file)."""
    return evidence.method == "license-file" and bool(
        re.fullmatch(r"(?:.*/)?debian/copyright", evidence.detail)
    )


# The rule name of a header's GNU grant that states no version ("GPL-1.0-or-later (no version)"): the family is
# the file's own, its version the package's when the folder's license names that family (``resolve``).
VERSIONLESS_MARK = " (no version)"


def resolve(
    file_evidence: LicenseEvidence | None, repo_evidence: LicenseEvidence | None
) -> LicenseEvidence | None:
    """The evidence that governs a file: its own, else the repository's.

    A bare "All rights reserved" copyright line is not a license of its own, and neither is an
    SPDX tag that does not parse: the repository's license applies when there is one (the
    evidence's detail says what it replaced), otherwise the file's evidence stands (and is
    dropped as proprietary or unknown). "All rights reserved" with a grant in the licensor's own
    words (``OPEN_GRANT``) is an open license that no SPDX text names: a license the folder names
    applies, else the open grant stands (a custom license: denied unless allowed, not proprietary).

    >>> arr = LicenseEvidence(ALL_RIGHTS_RESERVED, "header-text", "all-rights-reserved")
    >>> resolve(arr, LicenseEvidence("MIT", "license-file", "LICENSE")).expression
    'MIT'
    >>> resolve(arr, None).expression
    'LicenseRef-all-rights-reserved'
    """
    if file_evidence is None:
        return repo_evidence
    if (
        repo_evidence is not None
        and file_evidence.detail.endswith(VERSIONLESS_MARK)
        and "+" not in file_evidence.detail
    ):
        # "under the terms of the GNU General Public License" with no version, "see the file COPYING": the
        # package's license of that family says which version; with none, any version (the grant stands), and so
        # with the text of the family's first version only (the GPL v1 names no later one; license 28)
        family = file_evidence.expression.split("-")[0]
        same = [
            s for s in re.findall(r"[A-Za-z0-9.+\-]+", repo_evidence.expression) if s.split("-")[0] == family
        ]
        if same and not all(_first_version_text(s) for s in same):
            return LicenseEvidence(
                repo_evidence.expression,
                repo_evidence.method,
                f"{repo_evidence.detail}; file's {file_evidence.detail}",
            )
    if file_evidence.expression == OPEN_GRANT:
        # an open grant in the licensor's own words names no license: a license the folder names
        # (a Debian paragraph for the file, the package's LICENSE) names it; else it stands (denied)
        known = repo_evidence is not None and is_known_expression(repo_evidence.expression)
        return repo_evidence if known else file_evidence
    usable = (
        file_evidence.expression != ALL_RIGHTS_RESERVED
        and not file_evidence.detail.startswith(NAMED_CUSTOM_RULE)
        and is_known_expression(file_evidence.expression)
    )
    if usable or repo_evidence is None:
        return file_evidence
    if file_evidence.expression == ALL_RIGHTS_RESERVED or file_evidence.detail.startswith(NAMED_CUSTOM_RULE):
        # (license 28: also with the rights granted under a license by a name no rule reads: the folder's license file
        # is most likely that license's text, read; Debian's tree statement is no such file)
        # a bare "All rights reserved" is a copyright line's formality under the project's own license file; Debian's
        # statement for a whole source tree (``debian/copyright``'s ``Files: *`` or free-form text) is no such file:
        # it says what the tree's authors grant, and a file of another holder that reserves all rights needs a
        # paragraph of its own there (license 20)
        if not _debian_tree_statement(repo_evidence):
            return repo_evidence
        if file_evidence.detail.startswith(POINTED_NOTICE_RULE):
            # the header puts the file's copyright in another file of the tree: the tree's licence is the file's
            # (license 36)
            return LicenseEvidence(
                repo_evidence.expression,
                repo_evidence.method,
                f"{repo_evidence.detail}; file's {file_evidence.detail}",
            )
        if file_evidence.expression == ALL_RIGHTS_RESERVED and holders_named(
            file_evidence.holders, repo_evidence.holders
        ):
            # the holder reserving all rights is the one Debian's statement names for the tree: the rights it reserves
            # are those that statement grants (license 32)
            return LicenseEvidence(
                repo_evidence.expression,
                repo_evidence.method,
                f"{repo_evidence.detail}; file's {file_evidence.detail} by a holder named there",
            )
        return file_evidence
    return LicenseEvidence(
        repo_evidence.expression,
        repo_evidence.method,
        f"{repo_evidence.detail}; file's {file_evidence.detail}",
    )

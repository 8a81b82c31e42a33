"""Recall of the license normalizer on the license names that appear in a package-built set (issue 8).

Every name found: ``SPDX-License-Identifier`` values in the files, npm ``license`` fields, PyPI
``PKG-INFO`` ``License`` fields and Debian DEP-5 ``License:`` fields (``decisions_fresh.py``). For
each, what the normalizer makes of it; for a name it does not recognize, the SPDX expression the
name unambiguously denotes, written by hand below (``""``: none — Debian-local names such as
``HPND-sl-sgi``, version-less families such as ``LGPL``, prose). Recall = recognized names among
those that denote an SPDX expression; recognized names were checked by hand to normalize correctly.

    python benchmarks/license_names_fresh.py [--set fresh|fourth|…|thirtyfirst] SETDIR decisions/<set>/<run>/result.json > names.tsv

``BY_HAND`` holds the readings of the sets' unrecognized names (FRESH's, then FOURTH's, FIFTH's, SIXTH's, SEVENTH's, NINTH's, TENTH's, ELEVENTH's, TWELFTH's, THIRTEENTH's, FOURTEENTH's, FIFTEENTH's, SIXTEENTH's, SEVENTEENTH's, EIGHTEENTH's, NINETEENTH's, TWENTIETH's, TWENTY-FIRST's, TWENTY-SECOND's, TWENTY-THIRD's, TWENTY-FOURTH's, TWENTY-FIFTH's, TWENTY-SIXTH's, TWENTY-SEVENTH's, TWENTY-EIGHTH's, TWENTY-NINTH's, THIRTIETH's, THIRTY-FIRST's, THIRTY-SECOND's, THIRTY-THIRD's and THIRTY-FOURTH's).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import corpora  # noqa: E402
import decisions_fresh  # noqa: E402

from pipeline.hygiene import license as lic  # noqa: E402

BY_HAND = {
    "BSD": "",
    "BSD, Public Domain": "",
    "LGPL with exceptions": "",
    "(GPL-2+ and/or GPL-3+) with Libtool exception": "",  # 'and/or' is no expression
    "BSD-3-Clause~Google": "",
    "BSD-3-clause-notice": "",
    "BSD-3-clause-notice-2": "",
    "BSD-ancient": "",
    "BSD-like": "",
    "Base64": "",
    "Expat and Base64": "",
    "Free_use": "",
    "CC-BY-SA-3": "CC-BY-SA-3.0",
    "Expat and GPL-3+ with Bison exception": "MIT AND GPL-3.0-or-later WITH Bison-exception-2.2",
    "GPL-3+ with Bison exception": "GPL-3.0-or-later WITH Bison-exception-2.2",
    "SCEA_Shared_Source_License-1.0": "SCEA",
    "GPL-2+ with Autoconf-2.0.AND_Autoconf-2.0~g10 exception": "",
    "GPL-2+ with Autoconf-2.0~Archive exception": "",
    "GPL-2+ with Autoconf-data exception": "",
    "GPL-3+ with Autoconf-2.0~Archive exception": "",
    "GPLWithACException": "",
    "HPND-3i": "",
    "HPND-disclaimer": "",
    "HPND-eos": "",
    "HPND-p-sl-sgi": "",
    "HPND-sl-gl-sgi": "",
    "HPND-sl-sgi": "",
    "ITT": "",
    "Khronos": "",
    "LGPL": "",
    "MIT-exception": "",
    "OSGPL": "",
    "Open-Source": "",
    "OpenNURBS": "",
    "PCRE2": "",
    "REQUEST_MODIFICATIONS": "",
    "SGI_FREE_SOFTWARE_LICENSE_B": "",  # SGI-B-1.0 / 1.1 / 2.0: the version is not stated
    "Unicode-strict": "",
    "cpl-mem-cache": "",
    "fontconfig": "",
    # FOURTH (read by hand from the DEP-5 files, PKG-INFO and package.json of the set)
    "Apache": "",  # no version
    "Apache Software License 2.0": "Apache-2.0",
    "Apache-2.0-OR-MIT": "Apache-2.0 OR MIT",  # a Debian short name spelling the expression with dashes
    "Apache-2.0+VTK-Copyright": "",
    "Artistic": "",  # Artistic-1.0 or 2.0: the version is not stated
    "BSD-3clause": "BSD-3-Clause",
    "BSD-4clause": "BSD-4-Clause",
    "CC-BY-SA-4": "CC-BY-SA-4.0",
    "CC0": "CC0-1.0",  # CC0 has one version
    "CPL-1": "CPL-1.0",
    "GFDL-NIV-1.2+": "GFDL-1.2-no-invariants-or-later",
    "GNU-All-Permissive-License": "FSFAP",
    "GPL-1+ or Artistic": "",  # Artistic without a version
    "GPL-2 with DUNE exception": "",  # no SPDX exception for DUNE's runtime exception
    "GPL-2+ and FLOSS": "",
    "GPL-2+ with Bison exception": "GPL-2.0-or-later WITH Bison-exception-2.2",
    "GPL-2+ with Gmsh exception": "",  # no SPDX exception for Gmsh's
    "GPL-3+ or MPL-1": "GPL-3.0-or-later OR MPL-1.0",
    "GPL-3+ with AutoConf exception": "GPL-3.0-or-later WITH Autoconf-exception-3.0",
    "MPL-1": "MPL-1.0",
    "zlib/libpng": "Zlib",  # the OSI "zlib/libpng License" is SPDX Zlib
    "JPEG": "",  # IJG's licence, but Debian's name does not say which variant
    "LPPL": "",  # no version
    "MIT-ATT": "",
    "Debian ITK is Licensed under the GPL": "",
    "Redistribution and use in source and binary forms, with or without": "",
    "Other": "",
    "other": "",
    "permissive": "",
    "FLOSS": "",
    "wxWindows-3": "",  # the exception's version (3.1) differs from the name's
    "dcmtk-or-AFPL": "",
    "rsa-license": "",
    "pbmplus": "",
}
_FOURTH_LOCAL = (  # Debian-local names (a project's own licence or a variant with a local suffix): no SPDX id
    "AD9371-API", "Altera-megafunction", "BSD-2-clause-OpenJPEG", "BSD-3-clause-Kitware",
    "BSD-3-clause-LLNS-additional-notice", "BSD-3-clause-MetaIO", "BSD-3-clause-Riesmeier", "BSD-3-clause-SMU",
    "BSD-3-clause-UC-additional-notice", "BSD-3-clause-VXL", "BSD-3-clause-alike-Alexander-Chemeris",
    "BSD-3-clause-alike-CREATIS", "BSD-3-clause-alike-Jan-de-Vaan", "BSD-3-clause-alike-Mathieu-Malaterre",
    "BSD-3-clause-alike-NrrdIO", "BSD-3-clause-alike-Theodore-Ts", "BSD-4-clause-DICOMParser", "BSD-Modified",
    "BSD-Modified-1", "BSD-Modified-2", "BSD-Nvidia", "Benz", "Expat2", "Expat3", "FFTPACK-public-domain",
    "Herveille", "Jama-public-domain", "Khronos-Expat", "Kitware-BSD", "MBSI", "NIST-public-domain", "OFFISeV",
    "OPENCORES-SPI", "POEMS-License", "RSNA", "Simplified_BSD-0", "Simplified_BSD-2", "U-OF-I-BSD-LIKE",
    "VTK-Copyright", "Xilinx-boilerplate", "ZPU-BSD", "csha1-public-domain", "gdcmjpeg", "hilbert", "netlib-blas",
    "netlib-slatec", "other-KHRONOS", "public-domain-logo", "public-domain-stb", "quern-public-domain", "socketxx",
    "stdcxx-m4",
)  # fmt: skip
BY_HAND.update(dict.fromkeys(_FOURTH_LOCAL, ""))
# FIFTH (read by hand from the DEP-5 files, PKG-INFO and package.json of the set)
BY_HAND.update(
    {
        "APACHE-2-LLVM-EXCEPTIONS": "Apache-2.0 WITH LLVM-exception",
        "Apache-2.0 with LLVM exception": "Apache-2.0 WITH LLVM-exception",
        "Bitstream-Vera-Fonts-Copyright": "Bitstream-Vera",
        "EPL-1": "EPL-1.0",
        "GDFL-1.2+-no-invariant-sections": "GFDL-1.2-no-invariants-or-later",  # GDFL: Debian's typo for GFDL
        "GPL-2+ with Libtool exception": "GPL-2.0-or-later WITH Libtool-exception",
        "GPL-3+ with autoconf exception": "GPL-3.0-or-later WITH Autoconf-exception-3.0",
        "GPL-3+ with autoconf macro exception": "GPL-3.0-or-later WITH Autoconf-exception-macro",
        "GPL-3+-with-Bison-exception-2.2": "GPL-3.0-or-later WITH Bison-exception-2.2",
        "LGPL-2.1 with Digia Qt LGPL Exception 1.1": "LGPL-2.1-only WITH Qt-LGPL-exception-1.1",
        "LGPL-2.1 with OpenCASCADE exception": "LGPL-2.1-only WITH OCCT-exception-1.0",
        "LGPL-2.1-only_WITH_Qt-LGPL-exception-1.1": "LGPL-2.1-only WITH Qt-LGPL-exception-1.1",
        "LGPL-2.1-only_WITH_Qt-LGPL-exception-1.1 OR GPL-3.0-only OR LicenseRef-Qt-Commercial": (
            "LGPL-2.1-only WITH Qt-LGPL-exception-1.1 OR GPL-3.0-only OR LicenseRef-Qt-Commercial"
        ),
        "Ubuntu-Font-License-1.0": "Ubuntu-font-1.0",
    }
)
_FIFTH_NO_SPDX = (  # no version, no SPDX exception, a local suffix or a project's own licence: no SPDX id
    "AGPL", "Apache License", "GNU General Public License (GPL)", "CC-BY-SA", "OFL", "LGPL or Zlib", "GFDL-2",
    "LGPL-2.0-only WITH Qt-Commercial-exception-1.0", "LGPL-2.0-only_WITH_Qt-Commercial-exception-1.0",
    "LGPL-2+ with OpenSSL exception", "GPL-3+ with Autoconf-data exception", "GPL-2+ | other", "MIT/X11", "Unicode",
    "Unicode-DFS", "Adobe-BSD-3-clause", "Apache-Style-Software-License-Version-1.1", "Apple-MIT-license",
    "BSD-3-Clause-Google", "BSD-3-Clause-Intel", "BSD-3-clause and BSD/superlu and Xerox", "BSD-3-clause-Google",
    "BSD-3-clause-adam-barth", "BSD-3-clause-apple", "BSD-3-clause-canon", "BSD-3-clause-cmake",
    "BSD-3-clause-code-aurora", "BSD-3-clause-copyright-holder", "BSD-3-clause-ericsson", "BSD-3-clause-google",
    "BSD-3-clause-jochen-kalmbach", "BSD-3-clause-microsoft", "BSD-3-clause-motorola", "BSD-3-clause-opera",
    "BSD-4-clause-valgrind", "BSD-like-gist", "Batang-license", "Expat-CESAR-BLECUA-UDIAS", "Expat-stripped",
    "GPL-2~either", "GPL-2~or", "Geogratis", "Jim-Mossman-Attribution", "LF",
    "LGPL-2+ and LGPL-2.1+ and sun-permissive and lcs-telegraphics-permissive and X11R5-permissive and Expat and "
    "BSD-3-clause-Google and Apache-2.0 and CC0-1.0 and ZPL-2.1",
    "LGPL-2.1+ and Sundry", "LGPL-2.1-only_with_parts_under_GPL-3.0-or-later", "LRUCache11", "LUCENT", "MIT-Khronos",
    "OPL-PSI-1.0", "Open-Clipart", "QT-Commercial", "QT-Commercial or BSD-3-Clause",
    "QT-Commercial or LGPL-2.1 with Digia Qt LGPL Exception 1.1 or GPL-3", "QT-Commercial or LGPL-3 or GPL-2 or GPL-3+",
    "QT-Commercial or LGPL-3 or GPL-2+", "QWT-1.0", "RDS-Data-Security", "Sundry", "Tom-Patterson", "X11R5-permissive",
    "agg", "agg or BSD-3-clause", "go-squared", "lcs-telegraphics-permissive", "man-page", "ooura", "other-mit",
    "other-reduce-rab", "permissive-2", "public-domain-attribution", "public-domain~Kroon", "solar-public-domain",
    "sun-permissive", "webgoddess",
)  # fmt: skip
BY_HAND.update(dict.fromkeys(_FIFTH_NO_SPDX, ""))
# SIXTH (read by hand from the DEP-5 files, PKG-INFO and package.json of the set)
BY_HAND.update(
    {
        "Apache-2.0 + LLVM exception": "Apache-2.0 WITH LLVM-exception",
        "BSD-4": "BSD-4-Clause",  # ACE's copyright file: the 4-clause text
        "FSF-UL": "FSFUL",
        "FSF-Unlimited-License-LR": "FSFULLR",
        "GNU GPL version 3": "GPL-3.0-only",  # PKG-INFO License, no "or later"
        "GPL-2+3": "GPL-2.0-only OR GPL-3.0-only",  # "version 2 of the License, or (at your option) version 3"
        "GPL-3_or_LGPL-2.1-QTexception-1.1": "GPL-3.0-only OR LGPL-2.1-only WITH Qt-LGPL-exception-1.1",
        "SCEA-SSL-1.0": "SCEA",
    }
)
_SIXTH_NO_SPDX = (  # local names and suffixes, version-less families, projects' own licences, junk
    "2clause", "=========================", "BSD-2-Clause-Chemeris", "BSD-3-Clause-Hiroshima-University",
    "BSD-3-clause-default", "BSD-3-clause-with-promotion-clause", "BSD-4 and BSD-4.2", "BSD-4.1", "BSD-4.2",
    "BSD.1", "Contract_DE-AC04-94AL85000", "Expat-like-Highscore", "FIPL-1.0", "FSF-UL-GPL",
    "GPL-2+ and exception-autoconf", "GPL-2+ or Artistic", "GPL-2+ with OpenSSL exception or gSOAP-public-license",
    "GPL-2+3+KDEeV", "GPL-2.0 or GPL-3.0 or FIPL-1.0", "GPL-3_or_LGPL-2.1-QTexception-1.0",
    "GPL-with-Bison-Exception", "GPL_autoconf", "HDF4", "LGPL-2+3", "LGPL-2+3+KDEeV", "LGPL-2.1+3+KDEeV",
    "MMTBX", "MPC", "NetCDF and HDF4", "Perl-like", "Reuters-21578 - Distribution 1.0", "UL", "ctemplate",
    "exception-autoconf", "mmlitex", "other-1", "own-risk", "public-domain-md5",
)  # fmt: skip
BY_HAND.update(dict.fromkeys(_SIXTH_NO_SPDX, ""))

# SEVENTH (read by hand from the DEP-5 files, PKG-INFO and package.json of the set)
BY_HAND.update(
    {
        "BSD-4-UC": "BSD-4-Clause-UC",  # the stanza is the UC Berkeley 4-clause text
        "Creative-Commons-by-2.0": "CC-BY-2.0",
        "Design-Science-License": "DSL",
        "GNU Affero General Public License v3": "AGPL-3.0-only",  # the classifier without "or later"
        "GNU-All-Permissive-License-FSF": "FSFAP",
        "GPL-2 and exception-universal-FOSS": "GPL-2.0-only WITH Universal-FOSS-exception-1.0",
        "GPL-2+-shorttext": "GPL-2.0-or-later",  # Movit's stanza: "either version 2 or (at your option) any later"
        "MIT-Expat": "MIT",
    }
)
_SEVENTH_NO_SPDX = (  # no version, an exception alone, a local suffix or a project's own licence: no SPDX id
    "AIAA_2006-6753", "Artistic or GPL", "BSD-1", "BSD-3-AIST", "BSD-3-Institute", "BSD-3-WIDE",
    "BSD-3-clause or GPL-3 or hidapi-orig, and zlib/libpng", "BSD-3-clause-NVIDIA-LICENSE", "BSD-3-clause-chromium",
    "BSD-3-clause-kitware", "BSD-3-mt19937", "BSD-3-zlib", "BSD-variant", "BrownUn_UnCalifornia_ErikCorry",
    "ColorBrewer-Apache-2", "Expat-like", "FLOSS-exception", "FindFTGL-BSD-3-clause-with-disclaimer",
    "GPL-3_or_LGPL-2.1+3", "Gareth_McCaughan", "Google", "LibJPEG", "Mozilla-permissive",
    "Mozilla-permissive and Expat and zlib/libpng", "OGDF-GPL-2-or-3-with-additional-permissions",
    "PublicDomain_David_Ludwig", "PublicDomain_Edgar_Simo", "PublicDomain_Sam_Lantinga", "RSA", "RSA_Data_Security",
    "SGI-2", "SGI-Free-Software-License-B", "STREAM", "YAZ", "as_is", "exception-universal-FOSS", "free",
    "hidapi-orig", "rand48", "zlib-libpng-like-permissive", "zlib/libpng and Expat-like and Apache-2.0",
    "zlib/libpng and RSA_Data_Security", "zlib/libpng and zlib-libpng-like-permissive",
)  # fmt: skip
BY_HAND.update(dict.fromkeys(_SEVENTH_NO_SPDX, ""))

# NINTH (read by hand from the DEP-5 files, PKG-INFO and SPDX tags of the set)
BY_HAND.update(
    {
        "Apache-2.0.": "Apache-2.0",  # aws-crt's tags end the sentence with a period
        "BZIP2": "bzip2-1.0.6",  # the bzip2 text; SPDX's one live id for it (bzip2-1.0.5 is the same text)
        "EDL-1.0": "BSD-3-Clause",  # the Eclipse Distribution License 1.0 is SPDX's BSD-3-Clause
        "EPL-2.0 or EDL-1.0": "EPL-2.0 OR BSD-3-Clause",  # mosquitto's own tags say so too
        "FSFULLR-No-Warranty": "FSFULLRWD",  # FSFULLR's grant with the "WITHOUT ANY WARRANTY" paragraph
        "GNU GPL v2 or later": "GPL-2.0-or-later",  # pythia8's PKG-INFO License
        "GNUAllPermissive": "FSFAP",
        "Perl": "Artistic-1.0-Perl OR GPL-1.0-or-later",  # DEP-5's "Perl": "GPL-1+ or Artistic-1"
        "UFL-1.0": "Ubuntu-font-1.0",  # the Ubuntu Font Licence 1.0
    }
)
_NINTH_NO_SPDX = (  # local names and suffixes, version-less families, exceptions alone, prose
    "ANL",  # the stanza is mpich2's text, but the name is Debian-local
    "Artistic or BSD-3-clause", "BSD License", "BSD-2-clause-allowed-endorsement", "BSD-3-clause-University",
    "BSD-3-clause-fjord", "BSD-3-clause-pcre", "BSD-uthash", "Behrens", "Chromium-BSD-style",
    "Copyright (c) 2001-2002 Enthought, Inc. 2003, SciPy Developers.", "Example",
    "Expat_or_PublicDomain_or_DualExpatPD", "FFTPACK", "FOSS-Exception",
    "GFDL-NIV",  # no version (the stanza says 1.3 or later)
    "GPL or Artistic", "GPL-3+ or FOSS-Exception or Link-Exception",
    "GPL-3-with-openssl-exception",  # no SPDX exception for a generic OpenSSL linking permission
    "ISC or Other-IBM", "Iconv-PD", "Janik-permissive", "Kuchling-PD",
    "LGPL-2+ and LGPL-2.1+ and FSFULLR and CC0-1.0 and Janik-permissive and Iconv-PD and Mingw-PD and "
    "Old-GLib-Tests-permissive",
    "LGPL-2.1+ and BSD-3-clause-pcre", "LGPL-2.1+ and Kuchling-PD and Plumb-PD", "LGPL-2.1+ or MIT/X11",
    "LGPL-2.1+~OpenSSL", "LGPL-2.1+~OpenSSL or BSD-2-clause or BSD-3-clause",
    "License agreement for matplotlib versions 1.3.0 and later", "Link-Exception",
    "MIT-X11",  # MIT or X11? (the stanza is Khronos's "Materials" variant)
    "MIT-old", "Mingw-PD", "Monotype", "None", "Northwestern", "Old-GLib-Tests-permissive", "Old-STB", "Other-IBM",
    "Plumb-PD", "TCL-like", "TK-BSD", "freely-redistributable",
)  # fmt: skip
BY_HAND.update(dict.fromkeys(_NINTH_NO_SPDX, ""))

# TENTH (read by hand from the DEP-5 files, PKG-INFO and SPDX tags of the set)
BY_HAND.update(
    {
        "3C-BSD": "BSD-3-Clause",  # ruby's name for "3-clause BSD"; the stanza is UC Berkeley's 3-clause text
        "Apache License, Version 2.0": "Apache-2.0",  # catboost's PKG-INFO License
        "NETHACK GENERAL PUBLIC LICENSE": "NGPL",  # nle's PKG-INFO License: the first line of the NGPL's text
        "PublicDomain": "LicenseRef-public-domain",  # spelling of "public-domain" (ruby)
        "public_domain": "LicenseRef-public-domain",  # spelling of "public-domain" (libmaus2: Bob Jenkins' hash)
        "SIL-1.1": "OFL-1.1",  # the stanza is the SIL Open Font License 1.1
        "Zend-Engine-2.00": "Zend-2.0",  # "The Zend Engine License, version 2.00" is SPDX Zend-2.0
    }
)
_TENTH_NO_SPDX = (  # local names and suffixes, version-less families, 'and/or', projects' own licences
    "AllPermissions",  # the text is Markus Kuhn's (HPND-Markus-Kuhn), but the name is ruby's own
    "Apache-2.0 and/or Expat", "Apache-2.0 and/or GPL-2", "Apache-2.0 and/or GPL-2+", "Apache-2.0 and/or GPL-3+",
    "BSD-2-clause and/or GPL-2+", "BSD-2-clause-libmagic", "BSD-3-clause-TangentOrg", "BSD-TSRM",
    "Battelle-BSD-style", "Bob-Jenkins", "CC-BY-3.0-famfamfam",
    "CeCILL",  # no version (the stanza holds CeCILL 2.0 and CeCILL-C 1.0)
    "Custom-MIT-like",
    "GPL-2.0+exceptions",  # "version 2 of the License." only, with ZeroC's own exceptions (no SPDX id)
    "LGPL-3 and BSD-3-clause-modified",
    "OpenLDAP",  # no version (OLDAP-1.1 … OLDAP-2.8)
    "PartialGplArtisticAndRuby", "Paul-Hsieh", "Permissive",
    "PreserveNotice",  # the text is dtoa's (Lucent), but the name is ruby's own
    "RSA-Data-Security",  # the text is RSA-MD; the name is Debian-local (SEVENTH read "RSA_Data_Security" so)
    "as-is",  # the text is Zlib's, but the name is libmaus2's own (SEVENTH read "as_is" so)
    "as-is+gpl-2+", "public-domain2",
)  # fmt: skip
BY_HAND.update(dict.fromkeys(_TENTH_NO_SPDX, ""))

# ELEVENTH (read by hand from the DEP-5 files, PKG-INFO and SPDX tags of the set): none of its unrecognized
# names denotes an SPDX expression ("Apache License", "Khronos", "RSA" and "other" were read in earlier sets)
_ELEVENTH_NO_SPDX = (  # local names and suffixes, a project's own licence, prose
    "BSD-2-clause-no-conditions",  # wireshark's packet-pflog.c: a 2-clause text cut to one condition
    "BSD-3-clause-Endance",  # wireshark's erf.c (Endace, sic): the 3-clause text, but the name is Debian-local
    "Copyright (c) 2012, HPC Project and Serge Guelton",  # pythran's License: the first line of a BSD text
    "FSL-Kaz",  # wireshark's except.c: the text is Kazlib's, but the name is Debian-local
    "Larsson",  # blasr's qsufsort: Jesper Larsson's own licence
    "Lucent",  # blasr's ssort.hpp: an HPND-style notice; the name could as well mean LPL-1.0 / LPL-1.02
    "NTP~disclaimer",  # efl's Wayland protocol files: a local variant of NTP (a sell grant and a disclaimer)
    "PacBio-BSD-3-Clause",  # blasr: the text is BSD-3-Clause-Clear's, but the name is Debian-local
)
BY_HAND.update(dict.fromkeys(_ELEVENTH_NO_SPDX, ""))

# TWELFTH (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        "BSD-3:": "BSD-3-Clause",  # xdmf: "BSD-3" with a stray colon (as NINTH's "Apache-2.0."); Sandia's 3-clause text
        "BoostSoftwareLicense1.0": "BSL-1.0",  # wildmagic's Files: *: the Boost Software License 1.0 text, name run together
        "GPL-3+-with-bison-exception": "GPL-3.0-or-later WITH Bison-exception-2.2",  # kea's bison parsers: the 2.2 text
        "SGI-FSL-B-1.1": "SGI-B-1.1",  # terralib's GL headers: "SGI FREE SOFTWARE LICENSE B (Version 1.1 [02/22/2000])"
        "STK-4.3": "MIT-STK",  # gsequencer's eq10 (J. O. Smith III): STK's licence, MIT + the non-binding request
        "TIFF": "libtiff",  # terralib: Sam Leffler / SGI's libtiff text; the name is the library's (as "BZIP2"), one SPDX id
    }
)
_TWELFTH_NO_SPDX = (  # local names and suffixes, projects' own licences, no SPDX id, prose
    "AGGPL",  # mapserver's AGG 2.4 copy: AGG's own permissive notice, no SPDX id (FIFTH read "agg" so)
    "AGGPL or BSD-3-clause-AGG",  # mapserver's renderers/agg: both options Debian-local
    "ANSI2KNR",  # terralib's ansi2knr: the Ghostscript GPL of 1988, no SPDX id
    "ARL-BSD",  # xdmf: a 3-clause text with an extra "modified versions must be marked" clause; Debian-local
    "BSD-3-Georgia",  # combblas' graph500: the 3-clause text, but the name is Debian-local
    "BSD-3-clause-AGG",  # mapserver's agg_curves.h: a 3-clause text, but the name is Debian-local
    "BSD-3-clause-KTH",  # mapserver's strptime.c: KTH's 3-clause text, but the name is Debian-local
    "BSD-3-email",  # combblas' MersenneTwister.h: a 3-clause text with an e-mail request; Debian-local
    "Copyright (c) 2012, Chris Drake",  # pyeda's PKG-INFO License: the first line of a BSD-2-Clause text
    "DBCL-1.0",  # opm-simulators' test decks: the ODC Database Contents License, not on the SPDX list
    "DejaVu",  # mapserver's dejavu-sans-condensed.h: Bitstream Vera + Arev + public-domain changes; no one id
    "Expat-Groupe_Bull",  # motif's Xpm files: the X11 text with Groupe Bull's name; Debian-local
    "Expat-X.org",  # motif's Xpms_popen.c: the X11 text; Debian-local name
    "Expat-X.org and LGPL-2+",  # motif's RegEditI.h: one part Debian-local
    "GLUT",  # terralib's glut.h: Kilgard's "freely distributable" notice, no SPDX id
    "GLXPL-1.0",  # terralib's glxint.h: the GLX Public License 1.0, not on the SPDX list
    "GPL-2+ or other",  # omniorb's omniidl: 'other' is the omniidl back-end exception in words
    "GPL-2.1+",  # xdmf's gzstream: "version 2.1 of the [GNU General Public] License", a GPL version that does not exist
    "IBPP-1.1",  # terralib's Firebird ibpp: the IBPP licence, not on the SPDX list
    "Kitware-BSD:",  # xdmf: FOURTH's "Kitware-BSD" with a stray colon, Debian-local either way
    "MIT-mapquantization",  # mapserver: the MIT text plus pngquant's HPND-style notices; Debian-local
    "MIT-mapstring",  # mapserver: the MIT text plus the UIUC and Todd Miller notices; Debian-local
    "MIT-maptclutf",  # mapserver: the MIT text plus the Tcl licence of tclUtf.c; Debian-local
    "OCI",  # terralib's Oracle OCI headers: Oracle's restrictive licence-agreement notice, no SPDX id
    "ODBL-1.0 and DBCL-1.0",  # opm-simulators' test decks: DBCL-1.0 is no SPDX id
    "Public-domain-email",  # pwizlite's automation_vector.h: a public-domain grant by e-mail; a local suffix
    "Qwt-1.0",  # terralib: the Qwt License 1.0, "the LGPL" (no version) with exceptions (FIFTH read "QWT-1.0" so)
    "SGI-B-1.1-with-NVIDIA",  # mapserver's glext.h: SGI-B-1.1 with NVIDIA's notice; "with-NVIDIA" is no SPDX exception
    "Sandia-BSD",  # xdmf's vtkexodus: a Debian-local name (its text is written under "BSD-3:")
    "UCAR-BSD",  # xdmf's vtknetcdf: the text is UCAR's (SPDX UCAR), but the "-BSD" name is Debian-local
    "ZLIB-BSD",  # xdmf's vtkzlib: the text is Zlib's, but the "-BSD" name is Debian-local
    "dxflib-Commercial-License",  # terralib: dxflib's commercial licence agreement, no SPDX id
    "other-BSD",  # omniorb's omkdepend: the X11 text under a Debian-local name
    "public-domain-solardiz",  # dovecot's md5.c: Solar Designer's public-domain notice (SEVENTH read "solar-public-domain")
)
BY_HAND.update(dict.fromkeys(_TWELFTH_NO_SPDX, ""))

# THIRTEENTH (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        "BSD-4-Clause-UCB": "BSD-4-Clause-UC",  # libetpan's getopt.c: the UC Berkeley 4-clause text; UCB spells UC (SEVENTH's "BSD-4-UC")
        'The pyopenjtalk package is licensed under the MIT "Expat" License:': "MIT",  # pyopenjtalk's PKG-INFO License: names Expat = MIT
    }
)
_THIRTEENTH_NO_SPDX = (  # local names and suffixes, version-less families, projects' own licences, prose
    "ATTLucentBellCore",  # fetk's vf2c: an HPND-style AT&T/Lucent/Bellcore notice under a Debian-local name
    "Apache licensed, as found in the LICENSE file",  # sherpa-onnx's PKG-INFO License: Apache without a version
    "Artistic or GPL-1+",  # yuma123's ppport.h: Artistic without a version (FOURTH read "GPL-1+ or Artistic" so)
    "BSD-2-Clause~AES",  # ucommon's brg_*.h: Brian Gladman's 2-condition text under a local "~AES" suffix
    "BSD-3-Clause and BSD-RSA",  # libetpan's md5.*: BSD-RSA is Debian-local
    "BSD-3-Clause~AES or GPL-1+",  # ucommon's sha2: Gladman's licence under a local "~AES" suffix
    "BSD-3-clause-Chemeris",  # libretro-common's msvc stdint.h: the 3-clause text, Debian-local name (FOURTH's "-alike-Alexander-Chemeris")
    "BSD-4-Clause-CMU",  # libetpan: CMU's Cyrus text (SPDX BSD-Attribution-HPND-disclaimer), but the name is Debian-local
    "BSD-4-Clause-CMU and BSD-4-Clause-UCB",  # libetpan's timeutils.c: one part Debian-local
    "BSD-4-Clause-N",  # libetpan's getopt.h: the NetBSD 4-clause text under a local "-N" suffix
    "BSD-Berkeley",  # libretro-common's ifaddrs.h: BSDI's 1-condition text under a Debian-local name
    "BSD-Like",  # lwip's ppp files: several BSD/HPND/Tcl-style notices in one stanza (as "BSD-like")
    "BSD-RSA",  # libetpan's md5: the text is RSA-MD, but the name is Debian-local (TENTH read "RSA-Data-Security" so)
    "Base64-other",  # codeblocks' base64.cpp: Bob Withers' own notice ("Base64" was read so)
    "BoostAcMacros",  # subversion's ax_boost_*.m4: the text is FSFAP, but the name is Debian-local
    "CMake-License",  # kdevelop's cmListFileLexer.h: Kitware's 3-clause text under a Debian-local name
    "CPL",  # nordugrid-arc's hashes.py: no version ("the most current version of the Common Public License"; CPL 0.5 and 1.0)
    "Custom",  # hfst's ax_check_icu.m4: the FSFAP text under a generic name
    "DEPSLIB-other",  # codeblocks' depslib: the text is Jam's, but the name is Debian-local
    "EURid-BSD-like",  # yadifa's Files: *: the 3-clause text under a Debian-local name
    "Expat and Unicode",  # subversion's utf8proc: "Unicode" without a version (FIFTH read "Unicode" so)
    "FPL",  # libretro-common's sha1.c: Paul E. Jones' "Freeware Public License", no SPDX id
    "FSFULLR~Makefile.in",  # ucommon: the FSFULLR text under a local "~" suffix
    "FSFULLR~Makefile.in and FSFULLR~author",  # ucommon's */Makefile.in: local "~" suffixes
    "FSFULLR~author",  # ucommon: an FSFULLR-style "the author gives unlimited permission" under a local suffix
    "GNU GENERAL PUBLIC LICENSE",  # pytrimal's PKG-INFO License: the GPL-3.0 text's first line, no version in the name
    "GPL-2+ or any later version approved by KDE e.V.",  # kdevelop: the trailing operand is prose (KDE e.V. proxy)
    "GPL-2+~OpenSSL-Exception",  # libzypp's Files: *: a local "~" exception suffix (NINTH read "LGPL-2.1+~OpenSSL" so)
    "GPL-2+~OpenSSL-Exception or Zlib or BSD-3-clause",  # libzypp: one option with a local "~" suffix
    "IDPL-1.0",  # firebird: the Initial Developer's Public License 1.0, not on the SPDX list
    "ISC-Like",  # libetpan's Todd Miller files: the ISC text under a Debian-local name
    "KWIC",  # codeblocks' wxSmithKWIC: "the LGPL" (no version) with KWIC's own exceptions
    "LGPL-2.1+ or any later version approved by KDE e.V.",  # kdevelop: the trailing operand is prose (KDE e.V. proxy)
    "MD5",  # cbflib's md5c.c: the text is RSA-MD, but "MD5" names an algorithm with many licences
    "NTP-disclaimer",  # waylandpp's protocol XML: ELEVENTH's "NTP~disclaimer" with a dash, Debian-local either way
    "NVSCL",  # warp-lang's PKG-INFO License: the NVIDIA Source Code License (non-commercial), no SPDX id
    "Permissive-install-sh",  # libflame's install-sh: MIT's 1991 X11-style notice under a Debian-local name
    "Prior-BSD",  # lwip's vj.c: the pre-1990 UC Berkeley text under a Debian-local name
    "Scintilla",  # codeblocks' scintilla: Neil Hodgson's HPND-style notice; a project's name
    "Svnwrap",  # subversion's debian/bin/svnwrap: Peter Samuelson's one-line grant; a file's name
    "Utfwidth",  # subversion's utf_width.c: the text is Markus Kuhn's (HPND-Markus-Kuhn), but the name is local
    "VIDS",  # gem's videoInput: "Do whatever you want" plus the MIT disclaimer; a plugin's name
    "as_IS",  # odin's fileio_gzip.cpp: the text is Zlib's, but the name is local (SEVENTH/TENTH read "as_is"/"as-is" so)
    "bsd-like",  # firebird's enc.cpp: the UC 4-clause text under a generic name (as "BSD-like")
    "other-glew",  # gem's glew: a 3-clause text under a Debian-local name
    "public-domain-Nach",  # libretro-common's libco: public domain under a local author suffix
    "public-domain-Nach-byuu",  # libretro-common's libco/fiber.c: a local author suffix
    "public-domain-Pavlov",  # libretro-common's 7zip: a local author suffix
    "public-domain-Peslyak",  # libretro-common's md5.c: Solar Designer's notice (TWELFTH read "public-domain-solardiz" so)
    "public-domain-Themaister",  # libretro-common's libco/armeabi.c: a local author suffix
    "public-domain-blargg",  # libretro-common's libco/ppc.c: a local author suffix
    "public-domain-byuu",  # libretro-common's libco: a local author suffix
)
BY_HAND.update(dict.fromkeys(_THIRTEENTH_NO_SPDX, ""))

# FOURTEENTH (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        "2-BSD": "BSD-2-Clause",  # libpg-query's xxhash/protobuf-c: "BSD 2-Clause License" text; "BSD-2" reordered (TENTH's "3C-BSD")
        "3-BSD": "BSD-3-Clause",  # libpg-query's Files: *: the 3-clause text; "BSD-3" reordered (TENTH's "3C-BSD")
        "IBM-PL-1.0": "IPL-1.0",  # sleuthkit's TCT files: "IBM PUBLIC LICENSE VERSION 1.0" text; PL = Public License (SGI-FSL-B-1.1)
        "SQLite": "blessing",  # sleuthkit's sqlite3.c: the blessing text; SPDX's one id for it is "SQLite Blessing" (as "TIFF")
    }
)
_FOURTEENTH_NO_SPDX = (  # local names and suffixes, version-less names, projects' own licences, prose
    "AESBSD",  # open-zwave's aes: Brian Gladman's 2-condition text under a Debian-local name (THIRTEENTH's "BSD-2-Clause~AES")
    "Birgmeier",  # libpg-query's PostgreSQL copy: Martin Birgmeier's own notice, no SPDX id
    "CCLRC",  # cmor's free-form copyright: the CCLRC licence (use only as part of CDAT), no SPDX id
    "Eclipse-or-GPL-2",  # adolc: the Eclipse licence without a version in the name, and the text says GPL-2.0+, not GPL-2
    "GAP",  # kannel's aclocal.m4: FSFULLR's text under a Debian-local acronym (GNU All-Permissive is FSFAP's name)
    "GAP~Makefile.in",  # kannel's Makefile.in: a local "~" suffix (THIRTEENTH's "FSFULLR~Makefile.in")
    "GAP~configure",  # kannel's configure: FSFUL-style text under a local "~" suffix
    "GNU LESSER GENERAL PUBLIC LICENSE",  # pygobject's PKG-INFO License: the LGPL-2.1 text's first line, no version in the name
    "GPL-2+ or Research-Use-Only or GPL-3+",  # qsopt-ex's Files: *: one option Debian-local
    "HIDAPIlicense",  # open-zwave's hidapi: HIDAPI's choice-of-three notice under a Debian-local name
    "HIDAPIlicense or GPL-3 or OZBSD or OriginalHIDAPI",  # open-zwave's hidapi: three options Debian-local
    "IBM",  # sleuthkit's fiwalk base64.cpp: IBM's own DNS-update grant, no SPDX id
    "ISC and IBM",  # sleuthkit's fiwalk base64.cpp: one part Debian-local
    "KannelSL-1.0",  # kannel's Files: *: the Kannel Software License 1.0 (Apache-1.1-style), not on the SPDX list
    "LGPL-2.1+ or Research-Use-Only",  # qsopt-ex's eg_* files: one option Debian-local
    "OZBSD",  # open-zwave's hidapi: Signal 11's 3-clause text, but the name is Debian-local
    "OriginalHIDAPI",  # open-zwave's hidapi: the one-sentence original HIDAPI licence, no SPDX id
    "PostgreSQL and 3-BSD and Birgmeier and Spencer",  # libpg-query's src/postgres: Birgmeier and Spencer name no SPDX id
    "Research-Use-Only",  # qsopt-ex: "use is granted for research purposes only", Debian-local
    "Spencer",  # libpg-query's regex: Henry Spencer's 1998-99 text, but SPDX has Spencer-86/-94/-99 and the name no version
    "TINY",  # open-zwave's tinyxml: the Zlib text under a Debian-local name (as "as-is")
    "URI",  # libdap: the University of Rhode Island / MIT notice, no SPDX id
    "custom-attribution",  # libcvd's m4 macros: the FSFAP text under a Debian-local name (THIRTEENTH's "Custom")
    "custom-cal",  # boinc's cal_boinc.h: AMD's CAL licence, no SPDX id
    "custom-permissive",  # libmongo-client's scopeguard.h: Loki's HPND-style notice under a Debian-local name
    "custom-wrapper",  # boinc's samples/wrapper regexp: Henry Spencer's 1986 text under a Debian-local name
    "custom-zip",  # boinc's zip: the Info-ZIP text under a Debian-local name
    "public-domain-jsoncpp",  # libmongo-client's jsoncpp: public domain under a local suffix (THIRTEENTH's "public-domain-Nach")
    "public-domain-jsoncpp or Expat",  # libmongo-client's jsoncpp: one option with a local suffix
    "public-domain-murmurhash3",  # libmongo-client's murmurhash3: a local suffix
    "public-domain-tz",  # libmongo-client's tz: a local suffix
    "special",  # sleuthkit's mactime.base: a one-condition BSD-style notice under a generic name
    "special and CPL-1.0",  # sleuthkit's mactime.base: one part Debian-local
)
BY_HAND.update(dict.fromkeys(_FOURTEENTH_NO_SPDX, ""))

# FIFTEENTH (read by hand from the DEP-5 files, PKG-INFO and SPDX tags of the set)
BY_HAND.update(
    {
        "GFDL-1.1 with no invariant parts": "GFDL-1.1-no-invariants-only",  # gtkextra's docs/*: the GFDL 1.1 text, no "+" (FIFTH's "GDFL-1.2+-no-invariant-sections")
        "Tcl/Tk-license": "TCL",  # visp's vpParseArgv: SPDX's TCL is the "TCL/TK License"; the stanza's text is only UC's short 1990 tkArgv notice
    }
)
_FIFTEENTH_NO_SPDX = (  # local names and suffixes, version-less names, projects' own licences, prose
    "BSD, CC BY-NC-SA",  # madmom's PKG-INFO License: BSD without a clause count, CC BY-NC-SA without a version, a comma
    "BSD-3-clause-EP",  # claws-mail's mailmbox: libEtPan!'s 3-clause text under a local "-EP" suffix
    "Copyright (C) 2009-2020 Authors of CryptoMiniSat, see AUTHORS file",  # pycryptosat's PKG-INFO License: a copyright line
    "GPL-2.1-only",  # lttng-tools' error-query.h SPDX tag: a GPL version that does not exist (its 52 siblings say LGPL-2.1-only)
    "GlobalArrays",  # global-arrays' Files: *: Battelle's own BSD-style grant with a DOE clause, no SPDX id
    "ISC-Fujitsu",  # ibus' XimProto.h: an HPND sell-variant text under a Debian-local name
    "ISC-Intel",  # ibus' wayland protocol files: an HPND sell-variant text under a Debian-local name
    "ISC-NCR",  # ibus' Xtrans.h: NCR's HPND-style text under a Debian-local name
    "ISC-Sun",  # ibus' IMdkit: Sun/HP's HPND sell-variant text under a Debian-local name
    "LGPL-2+-with-embedded-exception",  # plib's Files: *: Steve Baker's embedded-systems linking exception, no SPDX exception
    "MIT and ISC-NCR",  # ibus' Xtrans.h: one part Debian-local
    "MIT-MINIMAL",  # liburcu's uatomic: the Boehm/Xerox "provided as is ... use or copy" notice under a Debian-local name
    "MIT-Variant",  # cdk's configure.in: the X11 text with "distribute with modifications"; a local suffix (NINTH's "MIT-old")
    "ODEPACK-Public-Domain",  # siconos' odepack: LLNL's public-domain declaration under a local name (FOURTH's "FFTPACK-public-domain")
    "PD",  # gwyddion's install-sh: the X11 text under an abbreviation (only "FSF changes ... are in the public domain")
    "PDB-CC0-1.0",  # openstructure's components.cif.gz: CC0 1.0 data under a local "PDB-" prefix (TENTH's "CC-BY-3.0-famfamfam")
    "PERMISSIVE-Makefile.in",  # fcml's Makefile.in: FSFULLR's text under a Debian-local name
    "PERMISSIVE-autoconf",  # fcml's aclocal.m4: FSFULLR's text under a Debian-local name
    "PERMISSIVE-configure",  # fcml's configure: FSFUL's text under a Debian-local name
    "PERMISSIVE-install",  # fcml's INSTALL: FSFAP's text under a Debian-local name
    "PERMISSIVE-libtool",  # fcml's libtool m4: FSFULLR's text under a Debian-local name
    "TM-align",  # openstructure's tmalign.f: the TM-align authors' own notice, no SPDX id
    "UCBerkeley-like-MIT",  # global-arrays' compat/random.c: UC's 1-paragraph advertising text, a "-like" name
    "custom",  # gclib's GThreads: the Zlib text under a generic name (THIRTEENTH's "Custom")
    "expm",  # siconos' expm.hpp: an HPND sell-variant notice under a file's name
    "free_documentation",  # gwyddion's INSTALL: the FSF's "unlimited permission" notice under a Debian-local name
    "permissive-author-grant-attribution",  # ibus' introspection.m4: FSFULLR-style author grant, Debian-local name
    "permissive-autoconf-m4",  # ibus' m4 files: FSFULLR's text under a Debian-local name
    "permissive-fsf-grant",  # ibus' configure: FSFUL's text under a Debian-local name
    "permissive-fsf-grant-attribution",  # ibus' aclocal.m4: FSFULLR's text with the warranty paragraph, Debian-local name
    "permissive-makefile-in",  # ibus' Makefile.in: FSFULLR's text under a Debian-local name
    "public-domain-like",  # global-arrays' ccopy.c: the mpich2 grant sentence under a "-like" name
)
BY_HAND.update(dict.fromkeys(_FIFTEENTH_NO_SPDX, ""))

# SIXTEENTH (read by hand from the DEP-5 files and PKG-INFO of the set): no name denotes an SPDX id
_SIXTEENTH_NO_SPDX = (  # local names and suffixes, projects' own licences, prose
    "BSD-3-Clause-style",  # neon-2-sse's Files: *: a 2-condition BSD text (no binary clause) under a "-style" name
    "BSD-alike",  # gfarm's nconnect.c: the Expat text under an "-alike" name (as "BSD-Like")
    "Expat-Precision",  # libxnvctrl: the X11-style "including the next paragraph" MIT text under a local suffix
    "Expat-RedHat",  # libxnvctrl: Red Hat's MIT text ("without limitation on the rights") under a local suffix
    "Expat-advertising",  # libva: the MIT text with a "supporting documentation" clause, local suffix
    "FSF-configure-unlimited",  # xml-security-c's configure: FSFUL's text under a Debian-local name (FIFTEENTH's "PERMISSIVE-configure")
    "OS-OpenData",  # plplot's data/*.shp: Natural Earth's public-domain statement under a local name, no SPDX id
    "Public_Domain_1",  # libinstpatch's md5.*: "Do with it what you wish", a numbered local name
    "Public_Domain_2",  # libinstpatch's examples: "Use this example as you please", a numbered local name
    "Simple_Library_Usage_License",  # teem's Files: *: LGPL-2.1+ with Kindlmann's own linking terms, a project's own licence
    "Unless otherwise specified by LICENSE.txt files in individual",  # scikit-fmm's PKG-INFO License: prose, first line of a BSD text
    "other-MetroLink",  # libxnvctrl's XF86Config-parser: Metro Link's X11-style text under a Debian-local name
    "other-MetroLink and other-XFree",  # libxnvctrl's XF86Config-parser: both parts Debian-local
    "other-XFree",  # libxnvctrl's XF86Config-parser: XFree86's X11-style text under a Debian-local name
    "plplot-doc",  # plplot's doc/docbook: the project's own documentation licence (BSD-style for DocBook)
    "public-domain-gts",  # librnd's gts: Shewchuk's public-domain notice under a local suffix (FOURTEENTH's "public-domain-tz")
    "public-domain-liblihata",  # librnd's liblihata: Tibor Palinkas' public-domain notice under a local suffix
    "public-domain-regex",  # librnd's scconfig regex.c: Ozan Yigit's public-domain notice under a local suffix
    "public-domain-regex2",  # librnd's genregex: Yigit-based public-domain notice under a local suffix
)
BY_HAND.update(dict.fromkeys(_SIXTEENTH_NO_SPDX, ""))

# SEVENTEENTH (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        'BSD 3-Clause "New" or "Revised" License': "BSD-3-Clause",  # pytorch-block-sparse's PKG-INFO License: SPDX's full name of BSD-3-Clause
        "BSD-4-clause-California": "BSD-4-Clause-UC",  # openldap's ldap_queue.h: the UC Berkeley 4-clause text; California = UC (SEVENTH's "BSD-4-UC")
        "CC-BY-SA-3.0-Unported": "CC-BY-SA-3.0",  # libdrumstick's docs: "Attribution-Share Alike 3.0 Unported"; SPDX's CC-BY-SA-3.0 is the Unported one
        "MIT-XC": "X11",  # openldap's ldapc++ install-sh: the X Consortium MIT text with its no-advertising clause, SPDX's X11
        "OpenLDAP-2.8 and BSD-4-clause-California": "OLDAP-2.8 AND BSD-4-Clause-UC",  # openldap's ldap_queue.h: both parts denote SPDX ids
        "The MIT License (MIT)": "MIT",  # thriftpy2's PKG-INFO License: the OSI title of MIT (TENTH's "Apache License, Version 2.0")
    }
)
_SEVENTEENTH_NO_SPDX = (  # local names and suffixes, version-less names, projects' own licences, prose
    "Academia-Sinicai-XML-Now",  # pupnp's ixml test data: the Chinese XML Now! site's use-and-republish grant, no SPDX id
    "Apache-2.0 and BSD-3-clause-Cambridge",  # apache2's ap_regex.h: one part Debian-local
    "Apache-2.0 and Cisco",  # apache2's mod_mime_magic.c: one part Debian-local
    "Apache-2.0 and Haines",  # apache2's mod_imagemap.c: one part Debian-local
    "Apache-2.0 and MD5",  # apache2's util_md5.c: "MD5" names an algorithm (THIRTEENTH's "MD5")
    "Apache-2.0 and Zeus",  # apache2's ab.c: one part Debian-local
    "BSD-3-Clause-Generic",  # kmer's mt19937ar: a 3-clause text under a local suffix (FIFTH's "BSD-3-Clause-Intel")
    "BSD-3-Clause-Intel-2020",  # opa-ff: Intel's 3-clause text under a local suffix (FIFTH's "BSD-3-Clause-Intel")
    "BSD-3-Clause-Intel-2020 and BSD-OpenIB-ibacm",  # opa-ff's dsap_prov.c: both parts Debian-local
    "BSD-3-Clause-Intel-2020 and BSD-OpenIB-quickmap or GPL-2",  # opa-ff's iquickmap.c: two parts Debian-local
    "BSD-3-clause-California",  # openldap's syslog.c: UC's 3-clause text under a local suffix (FIFTEENTH's "BSD-3-clause-EP")
    "BSD-3-clause-Cambridge",  # apache2's ap_regex.h: PCRE's 3-clause text under a local suffix
    "BSD-3-clause-Intel",  # pupnp's Files: *: Intel's 3-clause text under a local suffix (FIFTH's "BSD-3-Clause-Intel")
    "BSD-3-clause-Smrgrav",  # apache2's test_limits.c: a 3-clause "in this position and unchanged" text under an author suffix
    "BSD-3-clause-top",  # opa-ff's Files: *: Intel's 3-clause text with an export note, local suffix
    "BSD-3-clause-variant",  # openldap's sysexits-compat.h: UC's one-paragraph advertising text (BSD-4.3TAHOE's), a "-variant" name
    "BSD-OpenIB-ibacm",  # opa-ff's ibacm: the OpenIB.org BSD text (Linux-OpenIB's) under a local file suffix
    "BSD-OpenIB-quickmap",  # opa-ff's iquickmap.c: GPL-2 or OpenIB.org BSD in one stanza, a local file suffix
    "CDDL",  # sunpinyin: the CDDL 1.0 text, but no version in the name (CDDL-1.0 and CDDL-1.1 exist)
    "Cisco",  # apache2's mod_mime_magic.c: Cisco's acknowledgment note plus Ian Darwin's notice, no SPDX id
    "Cmake-Modules-BSD-3-clause",  # limesuite's Findlibusb-1.0.cmake: a 3-clause text under a local prefix
    "Copyright (c) 2006-2023, NIPY Developers",  # nipy's PKG-INFO License: a copyright line, the first line of a BSD text
    "Expat-Adobe",  # ftgl's font_pack: Adobe/DEC's HPND-style text under a Debian-local name
    "Expat-ISC",  # openldap's base64.c: the ISC Internet Software Consortium text under a Debian-local name
    "Expat-SGI",  # ftgl's trackball: SGI's HPND-style text under a Debian-local name
    "Expat-UNM",  # openldap's MUTTUCData.txt: the MIT text naming NMSU, local suffix (SIXTEENTH's "Expat-RedHat")
    "F5",  # openldap: "same terms as OpenLDAP itself" without a version, F5's own notice
    "Free-Software-License",  # kmer's kazlib: Kaz Kylheku's own notice under a generic name
    "GPL-3+ and Other",  # 389-ds-base's Files: *: "Other" is Red Hat's linking exception (389-exception's text) under a generic name, joined by "and"
    "GPL-3+ or Custom",  # apache2's util_expr_parse.c: "Custom" is the Bison exception text under a generic name
    "Haines",  # apache2's mod_imagemap.c: a contributors' list, no licence text, no SPDX id
    "JCG",  # openldap's ldapmodrdn.c: Juan C. Gomez's own notice, no SPDX id
    "L1",  # librcsb-core-wrapper's regex: Henry Spencer's 1994 text (Spencer-94's) under a numbered local name
    "L2",  # librcsb-core-wrapper's cctbx: the LBNL 3-clause text (BSD-3-Clause-LBNL's) under a numbered local name
    "LGPL-2.1 or CDDL",  # sunpinyin's Files: *: CDDL without a version
    "LLVM-Team-BSD-3-clause",  # limesuite's CheckAtomic.cmake: the NCSA text under a misleading local name
    "MIT-like",  # pupnp's uuid: the OSF/HP/DEC HPND-style text under a "-like" name
    "NeoSoft-permissive",  # openldap's ldaptcl: NeoSoft's own notice, no SPDX id
    "OFFISdicom",  # xmedcon's dict-dicom.dic: OFFIS's text under a local suffix (FOURTH's "OFFISeV")
    "OpenLDAP-2.8 and BSD-3-clause-variant",  # openldap's sysexits-compat.h: one part Debian-local
    "OpenLDAP-2.8 and Expat-ISC",  # openldap's base64.c: one part Debian-local
    "OpenLDAP-2.8 and Expat-UNM",  # openldap's MUTTUCData.txt: one part Debian-local
    "OpenLDAP-2.8 and JCG and UMich",  # openldap's ldapmodrdn.c: two parts Debian-local
    "OpenLDAP-2.8 and UMich",  # openldap's clients and slapd: one part Debian-local
    "OpenLDAP-2.8 and UMich and F5",  # openldap's ldapcompare.c: two parts Debian-local
    "PCRE",  # apache2's util_pcre.c: PCRE's 3-clause text under the library's name, no SPDX id (FOURTH's "PCRE2")
    "PD-sha1",  # ndpi's sha1: "100% Public Domain" under a local suffix (THIRTEENTH's "public-domain-md5")
    "PERMISSIVE",  # libkkc's README: an author's FSFULLR-style notice under a generic name (FIFTEENTH's "PERMISSIVE-*")
    "RUTGERS_RCSB_PDB_SOFTWARE_LICENSE_AGREEMENT",  # librcsb-core-wrapper's Files: *: the project's own click-through licence
    "SClicense",  # xmedcon's m-qmedian.c: Sam Leffler/SGI's libtiff text under a Debian-local name
    "Stream",  # opa-ff's IbaTools/stream: McCalpin's STREAM licence, no SPDX id (SEVENTH's "STREAM")
    "UMich",  # openldap: the University of Michigan's notice, no SPDX id (UMich-Merit is Merit's other text)
    "WOL",  # svxlink: the Wide Open License, not on the SPDX list
    "Zeus",  # apache2's ab.c: Zeus Technology's disclaimer, no grant, no SPDX id
    "crc32-license",  # libre's crc32.c: "use ... as desired without restriction", Debian-local name
    "doxygen-unlimited",  # shibboleth-sp's doxygen.m4: FSFAP's text under a Debian-local name (FOURTEENTH's "custom-attribution")
    "md5-license",  # libre's md5: the Zlib text under a Debian-local name (FIFTEENTH's "custom")
    "other1",  # papyrus' JpgLossy: the IJG text under a numbered generic name
    "other2",  # papyrus' JpgLless: Cornell's HPND-style text under a numbered generic name
    "ppowell",  # unixodbc's snprintf.c: Patrick Powell's notice (snprintf's text) under the author's login name
    "unicode",  # duktape's Unicode data: the Unicode data-files text, but no version in the name (FIFTH's "Unicode")
    "unrestricted",  # kmer's test data: NCBI's no-restrictions statement for data, no SPDX id
)
BY_HAND.update(dict.fromkeys(_SEVENTEENTH_NO_SPDX, ""))

# EIGHTEENTH (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        "BEER-WARE": "Beerware",  # simavr's avr_hd44780: the beer-ware text ("as long as you retain this notice ... buy me a beer") under its own name
        "Creative Commons Attribution Share Alike 3.0 (CC-BY-SA-3.0)": "CC-BY-SA-3.0",  # ceph's doc/*: the full name with the SPDX id in parentheses
        "GNAPP-GPL-2+": "GPL-2.0-or-later",  # gammu's gnapplet: the plain GPL "version 2 ... or (at your option) any later" notice; the prefix names the project (SEVENTH's "GPL-2+-shorttext")
        "GNOKII-GPL-2+": "GPL-2.0-or-later",  # gammu's blue_osx.c: the plain GPL-2+ notice of gnokii; the prefix names the project
        "GPL2 (see COPYING-GPL2)": "GPL-2.0-only",  # ceph's btrfs_ioctl.h: "GPL2" with a pointer to the text, no "or later"
        "GPLv2 License": "GPL-2.0-only",  # palpy's PKG-INFO License (classifier GPLv2), no "or later"; note the sdist's COPYING is the GPL 3 text
        "IRDA-GPL-2+": "GPL-2.0-or-later",  # gammu's irda_unx.h: the GPL-2+ notice plus an as-is sentence; the prefix names the code's origin
        "LGPL2 or later (see COPYING-GPL2)": "LGPL-2.0-or-later",  # ceph's canonicalize.c: "LGPL2 or later" with a pointer to a text file
        "LGPL2.1 (see COPYING-LGPL2.1)": "LGPL-2.1-only",  # ceph's Files: *: "LGPL2.1" with a pointer to the text, no "or later"
        "MPL-1.1 | GPL-3+ | LGPL-3+": "MPL-1.1 OR GPL-3.0-or-later OR LGPL-3.0-or-later",  # librevenge's gentoken.pl: three SPDX short names joined by "|" (or)
        "NSCA": "NCSA",  # zeek-broker's Files: *: the NCSA/University of Illinois text under a misspelt name
        "SHORT-GPL-2+": "GPL-2.0-or-later",  # gammu's usb.c: "Licensed under GNU GPL version 2 or later" (SEVENTH's "GPL-2+-shorttext")
        "SMSCGI-GPL-3+": "GPL-3.0-or-later",  # gammu's contrib/smscgi: the plain GPL "version 3 ... or (at your option) any later" notice; the prefix names the program
    }
)
_EIGHTEENTH_NO_SPDX = (  # local names and suffixes, version-less names, projects' own licences, prose
    "AS_IS",  # netpbm's pnmstitch.c: Mark Salyzyn's 1-condition source-only BSD-style text under a generic name
    "AS_IS_MB",  # netpbm's pamaddnoise.c, pnmconvol.c: the HPND-style "provided as is" notice under a local name
    "BSD-0-clause",  # libtoxcore's crypto_scrypt-common.c: "Redistribution and use ... are permitted" plus the BSD disclaimer, not 0BSD's ISC-style text
    "BSD-2 or other",  # libnet's libnet-asn1.h: "other" is CMU's HPND-style text under a generic name (FIFTH's "GPL-2+ | other")
    "BSD-3 or other",  # libnet's libnet_asn1.c: "other" is CMU's HPND-style text under a generic name
    "BSD-Author",  # librabbitmq's msinttypes/stdint.h: a 3-clause "name of the author" text under a local suffix (SEVENTEENTH's "BSD-3-Clause-Generic")
    "Eclipse Public License",  # libsynthesis: the EPL 1.0 text, but no version in the name (EPL-1.0 and EPL-2.0 exist; SEVENTEENTH's "CDDL")
    "FSF",  # libomxil-bellagio's m4/*: FSFULLR's text under a generic name (FIFTEENTH's "PERMISSIVE-libtool")
    "FSFULLR-alike",  # eso-cpl's snprintf.c: Patrick Powell's notice plus Holger Weiss' grant, an "-alike" name (SEVENTEENTH's "ppowell")
    "Free",  # eso-cpl's Makefile.in, configure, m4: FSFULLR's text under a generic name
    "GPL-3/OpenSSL",  # ceph's libs3: GPL 3 with a generic OpenSSL linking permission, no SPDX exception (NINTH's "GPL-3-with-openssl-exception")
    "GPL3.0+-with-exception",  # wimlib's Files: *: GPL-3+ with wimlib's own LGPL-3+ option for the library, no SPDX exception
    "JASPER",  # netpbm's jpeg2000: the JasPer text, but no version in the name (JasPer 1.0 and 2.0 exist; SEVENTEENTH's "CDDL")
    "LGPL2.1 or LGPL3 (with some BSD) or Eclipse public license.",  # libsynthesis' Files: *: prose, "(with some BSD)" and EPL without a version
    "LICENSE.txt",  # py-earth's PKG-INFO License: a file's name (the file is a 3-clause BSD text)
    "MD5-PD",  # gammu's md5.c: Colin Plumb's public-domain statement under a local suffix (SEVENTEENTH's "PD-sha1")
    "MIT-like-Open-Group-variant",  # netpbm's pamtotiff.c: an HPND-style notice with its own disclaimer, a "-like" name
    "TCG",  # tpm2-tss: the Trusted Computing Group specification licence, no SPDX id (a LicenseRef in scancode)
    "University",  # netpbm's urt/*: the Utah Raster Toolkit text (URT-RLE's) under a generic name
    "all-permissive",  # nghttp2's ax_cxx_compile_stdcxx.m4: FSFAP's text under a Debian-local name (FIFTEENTH's "PERMISSIVE-install")
    "same as upstream, LGPL2.1 or LGPL3",  # libsynthesis' debian/*: prose
    "unknown",  # simavr's avr_twi_master.h: "License terms not specified"
    "yarandom",  # genometools' yarandom.*: Jamie Zawinski's HPND-style notice under a file's name (FIFTEENTH's "expm")
    "zbase32-MIT-variant",  # ostree's zbase32.c: the Expat text with "this software" under a local suffix (SIXTEENTH's "Expat-RedHat")
)
BY_HAND.update(dict.fromkeys(_EIGHTEENTH_NO_SPDX, ""))

# NINETEENTH (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        "AFFERO-3": "AGPL-3.0-only",  # libpll's Files: *: the GNU AGPL v3 text; AFFERO spells AGPL and DEP-5's "-3" is version 3 only (SEVENTH's "GNU Affero General Public License v3")
        "Apache-2.0+": "Apache-2.0+",  # rasqal's Files: * option: the Apache 2.0 notice; the name is itself a valid SPDX expression (the id with SPDX's "+" operator)
        "GPL-3-or-GPL-2": "GPL-3.0-only OR GPL-2.0-only",  # mir: "GNU General Public License version 2 or 3"; the name spells the expression with dashes (FOURTH's "Apache-2.0-OR-MIT", SIXTH's "GPL-2+3")
        "GPL-3-or-GPL-2 or LGPL-3-or-LGPL-2": "GPL-3.0-only OR GPL-2.0-only OR LGPL-3.0-only OR LGPL-2.0-only",  # mir's README.md: both options denote SPDX expressions
        "LGPL-2.1+ or GPL-2+ or Apache-2.0+": "LGPL-2.1-or-later OR GPL-2.0-or-later OR Apache-2.0+",  # rasqal's Files: *: three SPDX short names joined by "or"
        "LGPL-3-or-LGPL-2": "LGPL-3.0-only OR LGPL-2.0-only",  # mir: "Lesser General Public License version 2 or 3" with Debian's LGPL-2 (Library GPL 2.0) file for version 2; the name spells the expression (as "GPL-3-or-GPL-2"; note SIXTH left "LGPL-2+3" unmapped)
        "OpenSSL and SSLeay": "OpenSSL AND SSLeay-standalone",  # cyrus-sasl2's crypto-compat.c: both parts denote SPDX ids
        "SSLeay": "SSLeay-standalone",  # cyrus-sasl2's stanza: Eric Young's original SSLeay licence alone; the library's name, SPDX's one id for that text (TWELFTH's "TIFF")
    }
)
_NINETEENTH_NO_SPDX = (  # local names and suffixes, version-less names, projects' own licences, prose
    "Autoconf-permissive",  # flatpak's m4 files: FSFAP's text under a Debian-local name (EIGHTEENTH's "all-permissive")
    "BSD-2.2-clause",  # cyrus-sasl2's saslauthd/auth_pam.*: a 2-clause text with two alternative second clauses under a Debian-local name
    "BSD-3-clause and BSD-3-clause-generic",  # dbus: one part Debian-local
    "BSD-3-clause-JANET",  # cyrus-sasl2's gs2.c: JANET(UK)'s 3-clause text under a local suffix (FIFTH's "BSD-3-clause-google")
    "BSD-3-clause-JANET and BSD-4-clause",  # cyrus-sasl2's plugins/gs2.c: one part Debian-local
    "BSD-3-clause-PADL",  # cyrus-sasl2's gs2_token.c: PADL Software's 3-clause text under a local suffix
    "BSD-3-clause-PADL and MIT-OpenVision",  # cyrus-sasl2's plugins/gs2_token.c: both parts Debian-local
    "BSD-3-clause-generic",  # dbus: a 3-clause "name of the author" text under a local suffix (SEVENTEENTH's "BSD-3-Clause-Generic")
    "BSD-4-clause and BSD-4-clause-KTH",  # cyrus-sasl2's makemd5.c: one part Debian-local
    "BSD-4-clause and IBM-as-is",  # cyrus-sasl2's lib/saslutil.c: one part Debian-local
    "BSD-4-clause and MIT-Export",  # cyrus-sasl2's sample/server.c: one part Debian-local
    "BSD-4-clause-KTH",  # cyrus-sasl2: KTH's 4-clause text under a local suffix (TWELFTH's "BSD-3-clause-KTH")
    "BSD-or-GPL2",  # libkcapi's Files: *: BSD without a clause count (a 3-clause text) or GPL 2 (FIFTEENTH's "BSD, CC BY-NC-SA")
    "BSDlike",  # libtecla's Files: *: the X11-style "copyright notice(s)" text under a "-like" name (FRESH's "BSD-like")
    "Copyright (c) 2015-2026 Michael Popoloski",  # pyslang's PKG-INFO License: a copyright line, the first line of the MIT text (SEVENTEENTH's NIPY line)
    "Expat~X",  # o2's Files: *: the Expat text under a local "~X" suffix (THIRTEENTH's "FSFULLR~author")
    "FSF-unlimited-permission",  # dbus' m4 files: FSFULLR's text, but the name could be FSFUL's or FSFULLR's (both "unlimited permission"); Debian-local
    "GPL-2+ or AFL-2.1, and Expat and Tcl-BSDish",  # dbus' Files: *: a comma in the expression and one part Debian-local
    "GPL-3+exception",  # frog's ax_pthread.m4: GPL-3+ with the Autoconf macro exception, but the name does not say which exception (EIGHTEENTH's "GPL3.0+-with-exception")
    "GPL-3-or-GPL-2 or LGPL-3-or-LGPL-2 or GPL-2+ or LGPL-3 or LGPL-2.1+ or ISC or MIT~X11 or Expat or BSD-3-clause or NTP",  # mir's debian/*: one option ("MIT~X11") Debian-local
    "IBM-as-is",  # cyrus-sasl2's saslutil.c: IBM's own as-is grant, no SPDX id (FOURTEENTH's "IBM")
    "ISC-ibm-and-ibm-dhcp",  # open-vm-tools' base64.c: the ISC text plus IBM's grant in one stanza under a Debian-local name
    "LGPL | MPL",  # liblangtag's Files: *: both without a version (the stanza's text is GPL-2+'s)
    "MIT-1",  # blt's Files: *: Lucent's HPND-style notice under a numbered local name (SEVENTEENTH's "other1")
    "MIT-2",  # blt's win/X11 headers: DEC/MIT's HPND-style notice under a numbered local name
    "MIT-3",  # blt's win/X11/Xlib.h, Xfuncproto.h: M.I.T.'s HPND-style notice under a numbered local name
    "MIT-4",  # blt's bltHash.c, bltPool.c: Lucent/Silicon Metrics' HPND-style notice under a numbered local name
    "MIT-5",  # blt's bltTed.c: AT&T Bell Laboratories' HPND-style notice under a numbered local name
    "MIT-6",  # blt's bltUnixMain.c: the University of California's "without written agreement" notice under a numbered local name
    "MIT-Export",  # cyrus-sasl2: MIT Kerberos' export-control notice (HPND-export-US-modify's kind) under a Debian-local name
    "MIT-OpenVision",  # cyrus-sasl2's gs2_token.h: OpenVision's HPND sell-variant text under a Debian-local name
    "MIT~X11",  # mir's xcursor.c: an HPND sell-variant text under a local "~X11" suffix
    "MXML",  # adios' src/mxml: the Mini-XML licence, LGPL-2 with Mini-XML's own exceptions, no SPDX exception
    "Tcl-BSDish",  # dbus: the Tcl text under a "-BSDish" name (NINTH's "TCL-like")
    "Unicode-data",  # netcdf's utf8proc_data.c: the Unicode data-files text, but no year (FIFTH's "Unicode-DFS")
    "WTFPL-1",  # wmaker's GNUstepGlow icons: WTFPL version 1.0 (Banlu Kemiyatorn, 2000); SPDX's WTFPL is Sam Hocevar's version 2
    "autoconf-archive-permissive",  # dbus' m4 files: FSFAP's text under a Debian-local name
    "g10-permissive",  # dbus' versioninfo.rc.in: an FSFULLR-style "author gives unlimited permission" notice plus a no-warranty paragraph, Debian-local name (THIRTEENTH's "FSFULLR~author")
    "misc-1",  # compiz' src/display.c: Novell's HPND sell-variant text plus fvwm2's GPL-2+ part under a numbered generic name
    "misc-2",  # compiz' gtk-window-decorator.c: LGPL-2+ plus fvwm2's GPL-2+ part under a numbered generic name
    "misc-3",  # compiz' src/window.c: Novell's HPND sell-variant text plus Robert Nation's grant under a numbered generic name
    "ncxml",  # netcdf's libncxml: the Zlib text under the library's name (FOURTEENTH's "TINY")
    "xfree86-1.0",  # open-vm-tools' libvmwarectrl.c: the X11 text; SPDX has XFree86-1.1 only, no 1.0
)
BY_HAND.update(dict.fromkeys(_NINETEENTH_NO_SPDX, ""))

# TWENTIETH (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        "3dfx-glide-source-code-general-public-license": "Glide",  # glide's Files: *: the "3DFX GLIDE Source Code General Public License" text; the name is that licence's full title, SPDX's Glide (FOURTH's "GNU-All-Permissive-License")
        "Boost_ver_1": "BSL-1.0",  # openems' clipper.cpp: the Boost Software License 1.0 text, name run together (TWELFTH's "BoostSoftwareLicense1.0")
        "CCO": "CC0-1.0",  # libbitarray's Files: *: the CC0 1.0 Universal text under a misspelt name (letter O for zero; EIGHTEENTH's "NSCA")
        "CeCILL-C-V1": "CECILL-C",  # mumps' Files: *: the CeCILL-C text (Licence_CeCILL-C_V1); CeCILL-C has one version
        "FASTCGI": "OML",  # libfcgi's Files: *: Open Market's FastCGI text, SPDX's one id for it (OML); the library's name (TWELFTH's "TIFF", NINETEENTH's "SSLeay")
        "GPL-3 or LGPL-2.1-QTexception-1.1": "GPL-3.0-only OR LGPL-2.1-only WITH Qt-LGPL-exception-1.1",  # signond's my-network-proxy-factory.cpp: Nokia's Qt LGPL 2.1 + Digia exception 1.1 or GPL 3 notice (SIXTH's "GPL-3_or_LGPL-2.1-QTexception-1.1")
        "GPL-3-BISON": "GPL-3.0-only WITH Bison-exception-2.2",  # harp's udunits2/utparser.[ch]: the Bison 2.2 skeleton exception; DEP-5's "-3" is version 3 only (AFFERO-3), though the stanza's text says "or any later"
        "Latex Project Public License 1+": "LPPL-1.0+",  # fbreader's hyphenation patterns: the LPPL's full name with "1+" (version 1 or later), no text in the file
        "Latex Project Public License 1.2+": "LPPL-1.2+",  # fbreader's sv.pattern, ru.pattern: the LPPL's full name with "1.2+" (NINETEENTH's "Apache-2.0+")
        "QPL or GPL-2": "QPL-1.0 OR GPL-2.0-only",  # libmatroska's tests: Trolltech's Q Public License (published only as 1.0) or GPL version 2 (FOURTH's "CC0")
        "the GNU General Public License (GPL), version 2 or later": "GPL-2.0-or-later",  # libvoikko's stanza: prose, but it names the GPL, version 2 or later unambiguously (EIGHTEENTH's "GPL2 (see COPYING-GPL2)")
    }
)
_TWENTIETH_NO_SPDX = (  # local names and suffixes, version-less names, projects' own licences, prose
    "0BSD-MIT-Apache-2.0",  # clamav's vendored crates: three texts in one stanza, the name does not say AND or OR (FOURTH's "Apache-2.0-OR-MIT" said OR)
    "0BSD-MIT-Apache-2.0-Zlib",  # clamav's bytemuck: four texts, no operator in the name
    "AGPL-3+ and custom",  # ghostscript's pdf_sec.ps: one part a project's own grant
    "ALTERA-NUAND-MIT",  # bladerf's hdl/fpga/ip/altera: Altera's megafunction terms under a local name
    "Apache-2.0-BSL-1.0",  # clamav's ryu: two texts in one stanza, no operator in the name
    "Apache-2.0-Expat",  # clamav's vendored crates: two texts in one stanza, no operator in the name
    "Apache-2.0-Expat or Zlib",  # clamav: one option with no operator in its name
    "Apache-2.0-Expat-LLVM-exception",  # clamav: texts and an exception run together, no operators
    "BSD-2-VUT",  # unbound's libunbound/python/examples: a 2-clause text under a local suffix (NINETEENTH's "BSD-3-clause-JANET")
    "BSD-2-clause and permissive",  # yubico-piv-tool's pkcs11.h: "permissive" is a generic name (FOURTH's "permissive")
    "BSD-3-ADG",  # unbound's sha512.c: Aaron D. Gifford's 3-clause text under a local suffix
    "BSD-3-CZ.NIC",  # unbound's file_py3.i: a 3-clause text under a local suffix
    "BSD-3-Clause and custom-1",  # speex' lpc.c: one part a numbered local name
    "BSD-3-Clause~Adobe",  # ghostscript's Resource/CMap: Adobe's 3-clause text under a local "~" suffix (FRESH's "BSD-3-Clause~Google")
    "BSD-3-Farsight",  # unbound's dnstap.c: a 3-clause text under a local suffix
    "BSD-3-NLnetLabs",  # unbound's Files: *: NLnet Labs' 3-clause text under a local suffix
    "BSD-3-NLnetLabs-Mekking",  # unbound's strptime.c: a 3-clause text under a local suffix
    "BSD-3-Regents-DEC",  # unbound's inet_aton.c: the Regents' 3-clause text plus DEC's notice under a local suffix
    "BSD-3-Todd-Miller",  # unbound's strlcat.c: a 3-clause text under a local suffix
    "BSD-3-VUT",  # unbound's libunbound/python: a 3-clause text under a local suffix
    "BSD-3-Viagénie",  # unbound's dns64.c: a 3-clause text under a local suffix
    "BSD-3-clause and Bellcore",  # gmerlin-avdecoder's base64.c: one part Debian-local
    "BSD-3-clause and SOSL",  # opendkim's Files: *: one part (SOSL) not on the SPDX list
    "BSD-3-clause-Cambridge with BINARY LIBRARY-LIKE PACKAGES exception",  # pcre2's Files: *: a local "-Cambridge" suffix and the exception under a Debian-local name (FRESH's "PCRE2")
    "BSD-3-clause~Cisco",  # libusrsctp's sctp_lock_userspace.h: a 3-clause text under a local "~" suffix
    "BSD-3-clause~Regents",  # libusrsctp's user_inpcb.h: the Regents' 3-clause text under a local "~" suffix
    "BSD-3-clause~project",  # libusrsctp's CMakeLists.txt: a 3-clause text under a local "~" suffix
    "BSD-3-clause~project and BSD-3-clause~Regents",  # libusrsctp's user_ip6_var.h: both parts local
    "BSD-3-clause~usrsctp",  # libusrsctp's Files: *: a 3-clause text under a local "~" suffix
    "BSD-Tcl",  # itcl4's Files: *: the Tcl text under a Debian-local name (NINETEENTH's "Tcl-BSDish")
    "BSD-Tcl or public-domain",  # itcl4's itcl.h: both options without an SPDX id
    "BSD-style",  # fwknop's sha2, liberasurecode's strlcpy.c: a "-style" name (FRESH's "BSD-like")
    "BSD-tcp_wrappers",  # pam's pam_access.c: Wietse Venema's tcp_wrappers notice under a local suffix
    "BSD-with-add-clause",  # liberasurecode's list.h: a BSD text with an added clause under a local name
    "BSD.msc_inttypes",  # bladerf's windows c99/inttypes.h: a 3-clause text under a local suffix (EIGHTEENTH's "BSD-Author")
    "Bellcore",  # gmerlin-avdecoder's base64.c: Bellcore's HPND-style notice under its name, no SPDX id
    "CRC32",  # libcomps' crc32.c: "use ... as desired without restriction" under a file's name (EIGHTEENTH's "yarandom")
    "Copyright (c) 2020 Tyler Kennedy",  # yyjson's PKG-INFO License: a copyright line, the first line of the MIT text (NINETEENTH's pyslang line)
    "Copyright © Aptos Foundation",  # tree_sitter_move's PKG-INFO License: a copyright line before the Apache 2.0 text
    "Expat~Ghostgum",  # ghostscript's ghostpdf.ppd: the Expat text under a local "~" suffix (NINETEENTH's "Expat~X")
    "Expat~SunSoft",  # ghostscript's icc34.h: the Expat text under a local "~" suffix
    "Expat~SunSoft with SunSoft exception",  # ghostscript's icc34.h: a local suffix and a non-SPDX exception
    "GPL-2+~xine",  # gmerlin-avdecoder's asmrp.h: xine's GPL-2+ notice under a local "~" suffix (THIRTEENTH's "GPL-2+~OpenSSL-Exception")
    "GPL-2-with-OpenSSL-exception",  # seafile's Files: *: GPL 2 with a generic OpenSSL linking permission, no SPDX exception (EIGHTEENTH's "GPL-3/OpenSSL")
    "GPL-2.0 and Unicode-strict",  # ofono's util.c: one part Debian-local (FRESH's "Unicode-strict")
    "ISC-Original",  # libtrio's Files: *: an ISC-style grant with its own disclaimer under a local suffix (THIRTEENTH's "ISC-Like")
    "LGPL-1.1+",  # libgphoto2's gphoto2-api.sgml: no LGPL 1.1 exists; the text is GFDL 1.1+ and the comment chooses LGPL-2.0+
    "LGPL/CeCill-C/BSD-3",  # mumps' ana_orderings.F: prose, "/" is no operator and LGPL has no version
    "LZW",  # clamav's libclamav/lzw: an HPND-style (libtiff-like) notice under an algorithm's name
    "Latex Project Public License",  # fbreader's es.pattern: no version (FOURTH's "LPPL")
    "MIT/X",  # coolkey's install-sh: the X11 text under a "/" name (FIFTH's "MIT/X11")
    "NRL-2-clause",  # norm's Files: *: the Naval Research Laboratory's own text under a local name
    "NRL-3-clause",  # norm's galois.h: the Naval Research Laboratory's own text under a local name
    "NTP~Lucent",  # ghostscript's gdevifno.c: Lucent's NTP-style notice under a local "~" suffix
    "NTP~WSU",  # ghostscript's gdev4693.c: an NTP-style notice under a local "~" suffix
    "OFX",  # libofx' dtd/ofx*.dtd: the Open Financial Exchange specification licence, no SPDX id
    "OGDI-3I",  # ogdi-dfsg's ecs_capabilities.c: an HPND-style notice under a local name
    "OGDI-LAS",  # ogdi-dfsg's Files: *: an HPND-style notice under a local name
    "OGDI-QUEEN",  # ogdi-dfsg's c-api/makefile: an HPND-style notice under a local name
    "OPENCORES-MIT",  # bladerf's opencores i2c: the OpenCores source notice (not the MIT text) under a local name (FOURTH's "OPENCORES-SPI")
    "PDBe",  # libpdb-redo's 1cbs_map.mtz: EMBL-EBI's PDBe data terms, no SPDX id
    "SOSL",  # opendkim: the Sendmail Open Source License, not SPDX's Sendmail or Sendmail-8.23 text
    "UCAR-2-BSD",  # harp's udunits2, netcdf: UCAR's own terms under a local name
    "UNICODE-BSD",  # harp's utf8proc_data.h: an MIT-style text under a local name (NINETEENTH's "Unicode-data")
    "VPFLIB",  # ogdi-dfsg's vpflib: a public-domain statement under the library's name
    "Wide-Open-License",  # guitarix' detune.cc: the Wide Open License, not on the SPDX list (SEVENTEENTH's "WOL")
    "aes-gladman",  # libmediainfo's aes-gladman: Brian Gladman's text, but the name does not say 2- or 3-clause (FOURTEENTH's "AESBSD")
    "auto-permissive",  # libcacard's m4: "Auto-generated file under the permissive license", a generic name
    "csiro",  # liboggplay's Files: *: CSIRO's 3-clause text under an organisation's name
    "custom-1",  # libavif's iccjpeg.*, speex: a numbered local name (SEVENTEENTH's "other1")
    "gsm",  # libsndfile's GSM610: TU Berlin's notice, but the library's name does not say TU-Berlin-1.0 or 2.0 (FOURTH's "JPEG")
    "libvista-addon",  # libvistaio's tests: an HPND-style notice under a local name
    "libvista-orig",  # libvistaio's Files: *: an HPND-style notice under a local name
    "none",  # ghostscript's Fontmap.*: no licence (lists of font names)
    "nsis-bzip2",  # clamav's nsis/bzlib.c: the bzip2 text under a local prefix
    "other-2",  # libgphoto2's mesalib.c: StarDot's own grant under a numbered generic name
    "other-3",  # libgphoto2's crctab.h: a credit-only grant under a numbered generic name
    "permissive-1",  # libmypaint's introspection.m4: FSFULLR's text under a numbered generic name
    "plbasename",  # rrdtool's plbasename.c: the author's own terms under a file's name
    "public-domain-1",  # libgphoto2's lunkwill-canon-capture.c: public domain under a numbered local name
    "public-domain-debian",  # mumps' debian/*: "may be used and reused freely" under a local suffix
    "public-domain~1",  # clamav's is_tar.c: public domain under a local "~" suffix
    "public-domain~3",  # clamav's 7z: Igor Pavlov's public-domain statement under a local "~" suffix
    "specific (follows)",  # fbreader's en/fr/no patterns: prose
    "sun",  # libsndfile's G72x: Sun's "unrestricted use" notice under a company's name
    "targa",  # gmerlin-avdecoder's targa.c: the author's own grant under a file's name
)
BY_HAND.update(dict.fromkeys(_TWENTIETH_NO_SPDX, ""))

# TWENTY-FIRST (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        "FDL1.2+-noinvar": "GFDL-1.2-no-invariants-or-later",  # pfstools' doc/*: the GNU FDL 1.2 "or any later version" notice with no Invariant Sections; FDL abbreviates GFDL (FOURTH's "GFDL-NIV-1.2+", FIFTH's "GDFL-1.2+-no-invariant-sections")
        "GPLv2+ (please see /usr/share/common-licenses/GPL-2).": "GPL-2.0-or-later",  # rbldnsd's copyright: "GPLv2+" with a pointer to the text (EIGHTEENTH's "GPL2 (see COPYING-GPL2)")
    }
)
_TWENTYFIRST_NO_SPDX = (  # local names and suffixes, "-like"/"-style" names, projects' own licences, prose
    "Angband",  # angband's stanza: the project's own non-commercial grant ("educational, research, and not for profit purposes")
    "BSD-3-clause-Fraunhofer",  # openconnect's gnutls_tpm2_esys.c: a 3-clause text under a local suffix (NINETEENTH's "BSD-3-clause-JANET")
    "BSD-3-clause-like",  # aide's fopen.[ch]: a 3-clause "name of the author" text under a "-like" name (FRESH's "BSD-like")
    "BSD-style-descipher",  # tigervnc's DesCipher.java: Widget Workshop's grant plus a 2-clause text under a "-style" name
    "CMAKE-SCRIPTS-2-Clause",  # pfstools' FindFFTW.cmake: a 2-clause text under a Debian-local name (FIFTH's "BSD-3-clause-cmake")
    "COPYING-CMAKE-SCRIPTS",  # pfstools' cmake/Find*.cmake: a 3-clause "name of the author" text under a file's name (SEVENTEENTH's "Cmake-Modules-BSD-3-clause")
    "Copyright 2018, KU Leuven and Regents of the University of California",  # pysdd's PKG-INFO License: a copyright line before the Apache 2.0 notice (TWENTIETH's Aptos Foundation line)
    "GPL-2 or Angband",  # angband's Files: *: one option is the project's own non-commercial grant
    "GPL-3+ and Wietse",  # inetutils' utmp_init.c, utmp_logout.c: one part a person's name (see "Wietse")
    "GPL-3-or-Autoconf",  # dnsdist's boost.m4: GPL-3+ with an Autoconf section-7 permission, but "or" is no exception operator and "Autoconf" names none of SPDX's several Autoconf exceptions (FIFTH's "GPL_autoconf")
    "Ghostscript-GPL",  # outguess' ansi2knr.c: the Ghostscript General Public License of 1988, no SPDX id (TWELFTH's "ANSI2KNR")
    "JMVBSD",  # codec2's lpcnet/*: Jean-Marc Valin's 3-clause text under a local name
    "KISSFFTBSD",  # codec2's kiss_fft.c: Mark Borgerding's 3-clause text under a local name (FOURTEENTH's "TINY")
    "MIT-modified",  # arduino-core-avr's LUFA files: an HPND-style "Permission to use, copy, modify, distribute, and sell" text under a Debian-local name (SEVENTEENTH's "MIT-like")
    "MIT/X11-style",  # tigervnc's xvnc.c: the X11 text under a "-style" name (FIFTH's "MIT/X11")
    "Wietse",  # inetutils' utmp_*.c: Wietse Venema's notice (SPDX's TCP-wrappers text) under the author's name (TWENTIETH's "BSD-tcp_wrappers", "Bellcore")
    "bsd-like-1",  # aide's debian/aideinit: "free for any purpose ... so long as the above copyright notice remains" under a numbered "-like" name
    "custom1",  # nixnote2's lineedit.*: Trolltech's one-sentence grant under a numbered generic name (TWENTIETH's "custom-1")
    "fmt",  # osm2pgsql's contrib/fmt: MIT with fmt's optional exception under the library's name; fmt was BSD-2-Clause before 6.0, so the name alone is ambiguous (NINETEENTH's "ncxml")
    "free-fsf",  # dnsdist's libtool and warnings m4: FSFULLR's text under a Debian-local name (FIFTEENTH's "permissive-autoconf-m4")
    "free-generic",  # dnsdist's ax_cxx_compile_stdcxx_17.m4: FSFAP's text under a Debian-local name (SEVENTEENTH's "doxygen-unlimited")
    "mafft",  # mafft's Files: *: a 3-clause "name of the author" text under the project's name (NINETEENTH's "ncxml")
    "permissive-aclocal",  # drumgizmo's aclocal.m4, Makefile.in: FSFULLR's text under a Debian-local name (FIFTEENTH's "PERMISSIVE-autoconf")
    "permissive-configure",  # drumgizmo's configure: FSFUL's text under a Debian-local name (FIFTEENTH's "PERMISSIVE-configure")
    "pivotal",  # libmseed's genutils.c: Paul Sheer's pivotal_gmtime_r terms (2038bug.com acknowledgment clause), no SPDX id
)
BY_HAND.update(dict.fromkeys(_TWENTYFIRST_NO_SPDX, ""))

# TWENTY-SECOND (read by hand from the DEP-5 files, the -dev origins' LICENSE files and PKG-INFO of the set)
BY_HAND.update(
    {
        "BEER-WARE-LICENSE": "Beerware",  # lighttpd's stanza: Poul-Henning Kamp's "THE BEER-WARE LICENSE" text under its own title (EIGHTEENTH's "BEER-WARE")
        "BSD-3-clause and BEER-WARE-LICENSE": "BSD-3-Clause AND Beerware",  # lighttpd's src/mod_authn_file.c: both parts denote SPDX ids
        "OpenSSL and Original-SSLeay": "OpenSSL AND SSLeay-standalone",  # shim's Cryptlib/OpenSSL: the OpenSSL text and Eric Young's text titled "Original SSLeay License" (NINETEENTH's "OpenSSL and SSLeay")
        "PSF": "PSF-2.0",  # pyalsaaudio's PKG-INFO License: the sdist's LICENSE is the "PSF LICENSE AGREEMENT"; the classifier "Python Software Foundation License" normalizes to PSF-2.0, SPDX's one PSF id (TWENTIETH's "QPL or GPL-2")
    }
)
_TWENTYSECOND_NO_SPDX = (  # local names and suffixes, "-like" names, company/person/project names, version-ambiguous names, prose
    "ATT",  # f2c's Files: *: AT&T Bell Laboratories/Bellcore's HPND-style notice under a company's name (THIRTEENTH's "ATTLucentBellCore")
    "AirSpy-BSD",  # airspyone-host's libairspy/*: a 3-clause text under a local name (TWENTIETH's "BSD-3-NLnetLabs")
    "BSD-1-Clause-FatFs",  # swupdate's fs/ff*: FatFs' one-condition text under a local suffix (NINETEENTH's "BSD-3-clause-JANET")
    "BSD-2-clause-Intel",  # gnu-efi's inc/*, lib/*: a 2-clause text under a local suffix
    "BSD-2-clause-Linaro",  # gnu-efi's aarch64/arm files: a 2-clause "without modification" text under a local suffix
    "BSD-2-clause-Linaro or GPL-2+",  # gnu-efi's and shim's aarch64/arm files: one option with a local suffix
    "BSD-3-Clause-Debian",  # opentype-sanitizer's debian/*: a 3-clause text under a local suffix
    "BSD-3-Clause-EWM",  # dascrubber's Files: *: a 3-clause text under a local suffix
    "BSD-3-Clause-Institute",  # shim's v3_pci.c, v3_pcia.c: a 3-clause text under a local suffix
    "BSD-3-clause and DEC",  # opensmtpd's res_hnok.c: one part a company's name (see "DEC")
    "BSD-3-clause-and-additional-restrictions",  # opensmtpd's fparseln.c: a 3-clause text with added terms under a local name
    "BSD-3-clause-des",  # syslinux's des.c: a 3-clause text under a local suffix
    "BSD-3-clause-jpeg",  # syslinux's tinyjpeg: a 3-clause text under a local suffix
    "BSD-3-clause-lwip",  # syslinux's core/lwip/*: lwIP's 3-clause text under a local suffix
    "BSD-3-clause-special",  # colmap's Files: *: a 3-clause text under a local suffix
    "BSD-3-clause-strtod",  # syslinux's strtod.c: a 3-clause text under a local suffix
    "BSD-4-clause-Intel",  # gnu-efi's efidbg.h, eficontext.h: a 4-clause text under a local suffix (NINETEENTH's "BSD-4-clause-KTH")
    "BSD-4-clause-and-Eric-Young-additional-restrictions",  # opensmtpd's libressl.c: Eric Young's SSLeay text under a local name
    "BSD-like:",  # gnuplot-iostream's LICENSE: the MIT text under a "-like" name with a stray colon (FRESH's "BSD-like")
    "BSD-old",  # syslinux's ppp vj.[ch]: the pre-1990 UC Berkeley one-paragraph text under a Debian-local name (THIRTEENTH's "Prior-BSD")
    "Copyright (c) 2014-2017 EPFL-LCAV",  # pyroomacoustics' PKG-INFO License: a copyright line, the first line of the sdist's MIT text (TWENTIETH's Tyler Kennedy line)
    "DEC",  # opensmtpd: Digital Equipment Corporation's HPND-style notice under a company's name (TWENTIETH's "Bellcore")
    "FSF-something",  # iperf's aclocal.m4, Makefile.in: FSFULLR's text under a Debian-local name (EIGHTEENTH's "FSF")
    "GPL-2-WithACException",  # iperf's ax_*.m4, depcomp: GPL-2+ with the generic Autoconf exception; "AC exception" names none of SPDX's several Autoconf exceptions, the text says "or later" (FRESH's "GPLWithACException", TWENTY-FIRST's "GPL-3-or-Autoconf")
    "GPL-3-WithACException",  # iperf's config.guess, config.sub: GPL-3+ with the generic Autoconf section-7 exception; "AC exception" names none of SPDX's several Autoconf exceptions
    "IBM-permissive",  # opensmtpd's base64.c: IBM's own grant, no SPDX id (FOURTEENTH's "IBM")
    "ISC and IBM-permissive",  # opensmtpd's base64.c: one part Debian-local (FOURTEENTH's "ISC and IBM")
    "Juniper",  # magic's bplane/*, ihash.*: Juniper Networks' HPND-style notice under a company's name
    "LM-BSD",  # airspyone-host's FindUSB1.cmake: Laurent Montel's 3-clause text under a local name (FIFTH's "BSD-3-clause-cmake")
    "LPPL-1.3+",  # fclib's RR.sty, RT-fclib.tex: the LPPL 1.3c text, but SPDX has no LPPL-1.3, only 1.3a and 1.3c (TWENTIETH's "gsm")
    "MD5-RSA",  # syslinux's md5.[ch]: the RSA-MD text under a Debian-local name (THIRTEENTH's "BSD-RSA")
    "PD-dedication",  # muscle's debian/*: a public-domain dedication under a local suffix (SEVENTEENTH's "PD-sha1")
    "Tatu-Ylonen-permissive",  # opensmtpd's includes.h, setres*id.c: Tatu Ylonen's ssh notice under a person's name (TWENTY-FIRST's "Wietse")
    "jpeg-group",  # syslinux's jidctflt.c: the IJG text under a local name (FOURTH's "JPEG")
    "probe",  # king-probe's Files: *: the program's own "free software ... available for free" terms, no SPDX id
    "retain-copyright",  # syslinux's lwip ppp files: an HPND/Tcl-style grant under a generic name (THIRTEENTH's "BSD-Like")
    "without-restriction",  # apfsprogs' checksum.c: "use ... as desired without restriction" under a generic name (TWENTIETH's "CRC32")
)
BY_HAND.update(dict.fromkeys(_TWENTYSECOND_NO_SPDX, ""))

# TWENTY-THIRD (read by hand from the DEP-5 files, the -dev origins' LICENSE files and PKG-INFO of the set)
BY_HAND.update(
    {
        "BSD-3-clause_or_GPL-2.0": "BSD-3-Clause OR GPL-2.0-only",  # mongrel2's src/bstr/*: Paul Hsieh's "either the 3-clause BSD open source license or GPL v2.0" (no "or later"); "_or_" spells the operator (SIXTH's "GPL-3_or_LGPL-2.1-QTexception-1.1")
    }
)
_TWENTYTHIRD_NO_SPDX = (  # local names and suffixes, "-like"/"-style" names, company/person/project names, classifiers, prose
    "AXVC",  # lcm's m4/ax_version_compare.m4: FSFAP's text under a file-local acronym (TWENTY-FIRST's "free-generic")
    "Artistic-1.0 and TinyMUD-revised",  # tinymux's Files: *: one part Debian-local (see "TinyMUD-revised")
    "BSD-3-Clause-BNBI",  # canu: Battelle National Biodefense Institute's 3-clause text under a local suffix (TWENTY-SECOND's "BSD-3-Clause-Institute")
    "BSD-3-Clause-PacBio",  # canu's src/utgcns/*: the text is BSD-3-Clause-Clear's, but the suffix is Debian-local (ELEVENTH's "PacBio-BSD-3-Clause")
    "BSD-Style",  # libx86emu's LICENSE: an HPND-style "Permission to use, copy, modify, distribute, and sell" text under a "-style" name (TWENTY-FIRST's "MIT/X11-style")
    "BSD-like-X",  # gnuplot's term/object.h: the X Consortium's "full and unrestricted irrevocable" grant under a "-like" name (FRESH's "BSD-like")
    "BSD-like-aglfn",  # gnuplot's aglfn.txt: Adobe's glyph-list text (SPDX's Adobe-Glyph) under a "-like" name (FRESH's "BSD-like")
    "BSD-like-zcov",  # mongrel2's examples/zcov/*: the NCSA-style text of the klee Team under a "-like" name (FRESH's "BSD-like")
    "CLICK",  # gifsicle's clp.h: a summary of the Click LICENSE (MIT-style), a project's name, no SPDX id
    "CodeSourcery-license",  # ubertooth's sections.ld: a Tcl-style grant under a company's name (TWENTIETH's "Bellcore")
    "Cypherpunks-CPL",  # hashcash: the Cypherpunks anti-License, no SPDX id (SPDX's CPL-1.0 is the Common Public License)
    "Expat and Lucent",  # mongrel2's src/task/*: Lucent's libtask notice under a company's name (ELEVENTH's "Lucent")
    "FSFUL~documentation",  # liblrdf's INSTALL: no text given, a local "~" suffix (THIRTEENTH's "FSFULLR~Makefile.in")
    "GPL-2 or CLICK or special",  # gifsicle's clp.h: two options Debian-local
    "GPL-2 or LGPL-2.1 or BSD-3-clause or Cypherpunks-CPL",  # hashcash's Files: *: one option without an SPDX id
    "GPL-2 or special",  # gifsicle's Files: *: one option Debian-local ("special" is the author's alternative grant with a contact-before-proprietary-use restriction, FOURTEENTH's "special")
    "GPL-2.0+ and BSD-3-Clause-BNBI and Public-Domain",  # canu's Files: *: one part with a local suffix, one a public-domain statement
    "Kylheku",  # mongrel2's src/adt/*: Kaz Kylheku's kazlib notice (SPDX's Kazlib text) under the author's name (TWENTY-FIRST's "Wietse")
    "LSN",  # lcm's m4/lib_socket_nsl.m4: FSFAP's grant without the as-is sentence under a file-local acronym (see "AXVC")
    "Liberation",  # kitty's LiberationMono-Regular.ttf: Red Hat's Liberation font EULA (GPL-2 with two exceptions and trademark terms), no one SPDX expression
    "License :: OSI Approved :: BSD License",  # zfpy's PKG-INFO License: the classifier, no clause count (NINTH's "BSD License"); the sdist's LICENSE is BSD-3-Clause
    "Opendous-License",  # ubertooth's LPC17xx_Interrupts.c: an HPND-style text under a company's name (TWENTIETH's "Bellcore")
    "Own-liberal-OS",  # tclxml's Files: *: Zveno's and ACSys' own "free of charge for any purpose" grants under a generic name
    "Permissive-NGA",  # direwolf's external/geotranz/*: the NGA's own GEOTRANS terms, no SPDX id
    "Scintilla-and-Scite",  # presage's scintilla/*: Neil Hodgson's HPND-style notice under projects' names (THIRTEENTH's "Scintilla")
    "TinyMUD-revised",  # tinymux: a BSD-style "(1) source code distributions retain ..." text under a project's name
    "Unless otherwise indicated, all files in the PDAL distribution are",  # pdal's PKG-INFO License: prose, the first line of a BSD text (SIXTEENTH's scikit-fmm line)
    "gallagher",  # libmediascan's NSString+SymlinksAndAliases.*: Matt Gallagher's permission notice under the author's name
    "kryogenix",  # mongrel2's sorttable.js: an MIT-style text (without the notice-inclusion paragraph) under a site's name
    "myers",  # libmediascan's thread.c: the author's "Free Software ... copied freely" notice under the author's name
    "other-MIT-style-KHRONOS",  # oclgrind's src/CL/*: Khronos' "Materials" MIT text under a Debian-local name (FOURTH's "other-KHRONOS")
    "ssh",  # libmediascan's buffer.*: Tatu Ylonen's notice (SPDX's SSH-short text) under a program's name (TWENTY-SECOND's "Tatu-Ylonen-permissive")
)
BY_HAND.update(dict.fromkeys(_TWENTYTHIRD_NO_SPDX, ""))
# expeyes' eyes17/pythonSyntax.py: "Modified-BSD-License" given with the 3-clause text. First read as a Debian-local
# name (FOURTH's "BSD-Modified", one of a project's several variants); read again with THIRTIETH (license 34):
# "Modified BSD" is the FSF's and OSI's name of BSD-3-Clause, which the normalizer reads, and the word "License"
# after it adds nothing; the text given with it is the 3-clause text, so the name and the text agree.
BY_HAND["Modified-BSD-License"] = "BSD-3-Clause"

# TWENTY-FOURTH (read by hand from the DEP-5 files, the -dev origins' LICENSE files and PKG-INFO of the set)
BY_HAND.update(
    {
        "3-clause BSD <https://opensource.org/licenses/bsd-license.php>": "BSD-3-Clause",  # pylibmc's PKG-INFO License: "3-clause BSD" (a name the normalizer reads) followed by OSI's old New-BSD URL in angle brackets; the sdist's LICENSE is a 3-clause text
        "IBM PUBLIC LICENSE VERSION 1.0 - JIKES COMPILER": "IPL-1.0",  # jikespg's Files: *: the IBM Public License 1.0 text under its own title, which names the Jikes compiler it was first issued with (FOURTEENTH's "IBM-PL-1.0")
    }
)
_TWENTYFOURTH_NO_SPDX = (  # local names and suffixes, version-less names, company names, generic names, no licence
    "DFSG_free",  # clustalw's debian/*: the maintainers' note that the licence "was never stated" (part "as if it were public domain"), no licence named
    "Expat~X with X exception",  # ijs' install-sh: the X11 text split into a local "~X" suffix and its advertising sentence as an "X exception", which is no SPDX exception (NINETEENTH's "Expat~X")
    "GFDL-NIV+",  # nano's doc/*: no version in the name (the text says 1.2 or later) (NINTH's "GFDL-NIV")
    "GFDL-NIV+ or GPL-3+",  # nano's doc/*: one option without a version (see "GFDL-NIV+")
    "GPL-2+-with-openssl-exception",  # ettercap's Files: *: GPL-2+ with a generic OpenSSL linking permission, no SPDX exception (NINTH's "GPL-3-with-openssl-exception")
    "GPL-23",  # libffado's Files: *: "version 2 ... or (at your option) version 3" under a bare digit string with no operator (SIXTH mapped "GPL-2+3" but left "LGPL-2+3")
    "GPL-config-exception",  # nulib2's config.guess, config.sub: GPL-2+ with the generic Autoconf exception; no version, and "config exception" names none of SPDX's Autoconf exceptions (FRESH's "GPLWithACException")
    "MIT/X11-extra",  # bogofilter's install-sh: the X11 text plus the FSF public-domain line under a local suffix (FIFTH's "MIT/X11")
    "Redhat",  # libverto's Files: *: the Expat text under a company's name (TWENTY-SECOND's "DEC")
    "Special",  # 9base's lib9/*, rc/fmtquote.c: Lucent's "this entire notice is included" HPND-style grant under a generic name (FOURTEENTH's "special")
    "custom-X",  # rush's install-sh: the X11 text under a Debian-local name (FOURTEENTH's "custom-zip")
    "custom-gettext",  # rush's po/Makefile.in.in: gettext's "copied and used freely without restrictions" notice under a Debian-local name
    "custom-nvidia-disclaimer",  # vkbasalt's fxaa3_11.h: NVIDIA's warranty disclaimer alone, no grant
    "permissive-short-disclaimer",  # cflow's README, NEWS, TODO: the GNU "verbatim copies ... modified versions" notice under a generic name
    "public-domain-moon",  # remind's moon.c: a public-domain statement under a local suffix (SIXTH's "public-domain-md5")
)
BY_HAND.update(dict.fromkeys(_TWENTYFOURTH_NO_SPDX, ""))

# TWENTY-FIFTH (read by hand from the DEP-5 files of the set): none of its unrecognized names denotes an SPDX
# expression
_TWENTYFIFTH_NO_SPDX = (  # local names and suffixes, version-less names, company/person/project names
    "Apple",  # mediastreamer2's opengl_debug.h, shader_util.*: Apple's sample-code terms (SPDX's AML text) under a company's name (FIFTH's "Apple-MIT-license")
    "Artistic or GPL-2+ or LGPL-2.1+",  # libsdl2-mixer's timidity/*: one option without a version (SEVENTH's "Artistic or GPL", THIRTEENTH's "Artistic or GPL-1+")
    "BSD-3-Clause~Wilson-Synesis",  # ortp's b64.*: a 3-clause text under a local "~" suffix (THIRTEENTH's "FSFULLR~author")
    "BSD-3-Clause~author",  # bzrtp's and ortp's MSVC stdint.h/inttypes.h: Alexander Chemeris' 3-clause-style text ("may be used to endorse") under a local "~" suffix (FOURTH's "BSD-3-clause-alike-Alexander-Chemeris")
    "BSD-3-clause or public-domain~md5 or public-domain~sha1",  # libsolv's debian/*: two options with local "~" suffixes (see "public-domain~md5")
    "BSD-3-clause-Inferno",  # dante's Files: *: a 3-clause text with an advertising clause and a request to return changes, under a local suffix (NINETEENTH's "BSD-3-clause-JANET")
    "BSD-3-clause-UC",  # dante's libscompat/*: the University of California's 3-clause text under a local suffix (FOURTH's "BSD-3-clause-UC-additional-notice")
    "Expat and MIT-Old",  # mujs' jsdtoa.c: one part Debian-local (see "MIT-Old")
    "Expat-Toni-Ronkko",  # avro-c's tests/msdirent.h: the Expat text under a person's name as a local suffix (TWENTY-SECOND's "BSD-3-Clause-EWM")
    "Expat-X-FSF",  # dante's install-sh: the X11 text plus the FSF public-domain line under a local suffix (TWENTY-FOURTH's "MIT/X11-extra")
    "Gray-Watson",  # fstrm's libmy/argv*: Gray Watson's HPND-style notice under the author's name (TWENTY-FIRST's "Wietse")
    "MIT-Lucent",  # mujs' utf*: Lucent's "this entire notice is included" notice under a local suffix (TWENTIETH's "NTP~Lucent", TWENTY-FOURTH's "Special")
    "MIT-Old",  # mujs' jsdtoa.c: the University of California's one-paragraph HPND-style notice under a Debian-local name (NINTH's "MIT-old")
    "MPL | GPL2+ | LGPL2+",  # libcmis' Files: *: MPL without a version (the text says 1.1) (FRESH's "LGPL")
    "Sun",  # mediastreamer2's g711.*: Sun's "unrestricted use" notice under a company's name (TWENTIETH's "sun")
    "other-4",  # audiofile's extended.c: Apple's own "used and freely distributed" grant under a numbered generic name (TWENTIETH's "other-2")
    "other-Sendmail",  # sendmail's Files: *, debian/*: Proofpoint's Sendmail licence ($Revision: 8.22$; SPDX's Sendmail-8.23 is the next revision) under a Debian-local "other-" name (FOURTH's "other-KHRONOS", TWENTIETH's "SOSL")
    "public-domain~md5",  # libsolv's md5.*: Solar Designer's public-domain statement under a local "~" suffix (TWENTIETH's "public-domain~1")
    "public-domain~sha1",  # libsolv's sha1.*: Steve Reid's "100% Public Domain" under a local "~" suffix (SEVENTEENTH's "PD-sha1")
    "uthash-license",  # libbtbb's uthash.h: uthash's one-condition text under the project's name (NINTH's "BSD-uthash")
)
BY_HAND.update(dict.fromkeys(_TWENTYFIFTH_NO_SPDX, ""))

# TWENTY-SIXTH (read by hand from the DEP-5 files and the SPDX tags of the set)
BY_HAND.update(
    {
        "GPL-2 plus following disclaimer": "GPL-2.0-only",  # rxp's Files: *: upstream's doc/COPYING is the GPL 2 text and doc/COPYRIGHT adds only an as-is warranty disclaimer, which adds no terms; DEP-5's "-2" is version 2 only (EIGHTEENTH's "IRDA-GPL-2+", "GPL2 (see COPYING-GPL2)")
        "pubic-domain": "LicenseRef-public-domain",  # jbig2dec's sha1.c: "100% Public Domain" under a misspelt "public-domain" (EIGHTEENTH's "NSCA", TWENTIETH's "CCO")
    }
)
_TWENTYSIXTH_NO_SPDX = (  # local names and suffixes, "-like" names, version-less names, project names, generic names, prose
    "BSD-3-clause-RIT",  # libxmp's mkstemp.c: Kungliga Tekniska Högskolan's 3-clause text under a local suffix (TWENTY-FIFTH's "BSD-3-clause-UC")
    "BSD-3-clause-UCB",  # libxmp's xfnmatch.*: the University of California's 3-clause text under a local suffix (TWENTY-FIFTH's "BSD-3-clause-UC")
    "BSD-3-clause-stanford",  # ros-ros-comm's statistics.*: a 3-clause text naming Stanford and Willow Garage under a local suffix (TWENTY-FIFTH's "BSD-3-clause-UC")
    "BSD-3-clause~Ingate",  # libsrtp2's kernel_compat.h, rand_linux_kernel.c: Ingate's three conditions (no disclaimer given) under a local "~" suffix (TWENTY-FIFTH's "BSD-3-Clause~author")
    "BSD~google",  # libwebm's Files: *: Google's 3-clause text under a clause-less "BSD" with a local "~" suffix (FRESH's "BSD-3-Clause~Google")
    "CC-BY-SA-3.0 or Dmalloc",  # dmalloc's Files: *: one option Debian-local (see "Dmalloc")
    "DECUS",  # tcc's tests/tests2/46_grep.c: DECUS' "copy or modify, but not for profit" grant, no SPDX id
    "Dmalloc",  # dmalloc's contrib/atexit.c: an HPND-style "without fee" notice under the project's name (TWENTY-FIFTH's "Gray-Watson")
    "GFDL",  # libiberty's libiberty.texi: no version in the name (the text says 1.3 or later, no invariant sections) (NINTH's "GFDL-NIV")
    "GPL-2.1-or-later",  # phosh's libcall-ui tests/test-keypad.c SPDX tag: a GPL version that does not exist (its siblings say LGPL-2.1-or-later) (FIFTEENTH's "GPL-2.1-only")
    "HPND-like",  # libsdl2-image's Files: *: an HPND text under a "-like" name (FRESH's "BSD-like")
    "IETF-BSD-3-clause",  # libyang2's ietf-*.yang: a pointer to the IETF Trust's Legal Provisions ("Simplified BSD License") under a local prefix
    "ISC-packaging",  # sndio's debian/*: the ISC text with "package" for "software" under a local suffix (THIRTEENTH's "ISC-Like")
    "MIT-Old-Style-with-legal-disclaimer-2",  # freeradius' strlcat.c, strlcpy.c: Todd Miller's ISC text under a Debian-local name (THIRTEENTH's "ISC-Like", the same files)
    "commercial or GPL-2.0 or GPL-3.0, with the following exception:",  # libqglviewer's Files: *: prose; one option commercial, and the GPL options carry the author's own FLOSS-linking exception
    "noderivs",  # calc's COPYING-LGPL: the FSF's "verbatim copies of this license document" notice, no licence for software
    "permissive-Makefile",  # eb's Makefile.in: FSFULLR's text under a Debian-local name (FIFTEENTH's "PERMISSIVE-Makefile.in")
    "permissive-debian",  # eb's debian/*: "the same conditions as the upstream", no licence named
    "permissive-libtool",  # eb's libtool m4: FSFULLR's text under a Debian-local name (FIFTEENTH's "PERMISSIVE-libtool")
    "permissive-m4",  # eb's lcmessage.m4: gettext's "copied and used freely without restrictions" notice under a Debian-local name (TWENTY-FOURTH's "custom-gettext")
    "permissive-po",  # eb's po-*/Makefile.in: gettext's "copied and used freely" notice under a Debian-local name (TWENTY-FOURTH's "custom-gettext")
    "public-domain-genht",  # fungw's src_3rd/genht/*: Szabolcs Nagy's public-domain statement under a local suffix (TWENTY-FOURTH's "public-domain-moon")
    "skalibs-doc-license",  # skalibs' doc/*: the project's own documentation terms (unmodified license.html, link back) under its name
    "tinyjpeg",  # libsdl2-image's tiny_jpeg.h: a public-domain statement with a fallback grant under the project's name
    "zlib-like-permissive",  # libsdl2-image's Files: *: the zlib text's first two sentences under a "-like" name (FRESH's "BSD-like")
    "zlib/libpng and HPND-like and zlib-like-permissive",  # libsdl2-image's Files: *: two parts "-like" names
)
BY_HAND.update(dict.fromkeys(_TWENTYSIXTH_NO_SPDX, ""))
# TWENTY-SEVENTH (read by hand from the DEP-5 files of the set)
BY_HAND.update(
    {
        "BSD-C3": "BSD-3-Clause",  # znc's src/SHA256.*: Olivier Gay's 3-clause text; "C3" is "3-clause" reordered (TENTH's "3C-BSD", FOURTEENTH's "3-BSD")
        "RevisedBSD": "BSD-3-Clause",  # pacemaker's init scripts: the 3-clause text; "Revised BSD" is SPDX's full name of BSD-3-Clause (SEVENTEENTH's 'BSD 3-Clause "New" or "Revised" License')
    }
)
_TWENTYSEVENTH_NO_SPDX = (  # local names and suffixes, "-like" names, version-less names, project/company names, generic names, prose
    "Artistic or GPL-1+ or Zsh",  # zsh's Misc/make-zsh-urls: "same terms as Perl or zsh"; Artistic without a version and "Zsh" Debian-local (THIRTEENTH's "Artistic or GPL-1+")
    "BSD-3-Clause~4",  # netatalk's nfsquota.c, printcap.c, ad_cp.c: UC's text with clauses 1, 2, 4 under a local "~" suffix (TWENTIETH's "BSD-3-clause~Regents")
    "BSD-3-Clause~bstrlib",  # netatalk's bstrlib: Paul Hsieh's 3-clause text under a local "~" suffix (TWENTIETH's "BSD-3-clause~project")
    "BSD-3-Clause~bstrlib or GPL-2",  # netatalk's bstrlib.[ch]: one option with a local "~" suffix (THIRTEENTH's "BSD-3-Clause~AES or GPL-1+")
    "BSD-3-clause and BSD-3-Clause~4",  # netatalk's etc/papd/lp.c: one part with a local "~" suffix
    "BSD-3-clause-Potential-Ventures",  # ghdl's testsuite Makefiles: Potential Ventures' 3-clause text under a local suffix (TWENTY-FIFTH's "BSD-3-clause-UC")
    "BSD-3-clause~4 and MIT~UMICH",  # netatalk's sys/netatalk/phase2.h: both parts with local "~" suffixes
    "BSDorGPL",  # duo-unix's pam_extra.c: Linux-PAM's BSD-style text with a GPL alternative; version-less BSD and GPL run together (FRESH's "BSD")
    "DISCLAIMED",  # msitools' tokenize.c, sqldelim.*: SQLite's "author disclaims copyright ... a blessing" under the Copyright field's word, no licence name
    "Expat-X",  # idzebra's config/install-sh: the X Consortium MIT text under a local suffix (NINETEENTH's "Expat~X", TWELFTH's "Expat-X.org")
    "GPL-2+-with-special-exception",  # xraylib's m4/ax_prog_java*.m4: GPL-2+ with the Autoconf Archive macro exception; "special exception" names none of SPDX's Autoconf exceptions (TWENTY-SECOND's "GPL-2-WithACException")
    "GPL-3+-with-special-exception",  # xraylib's ax_python_devel.m4, ax_lua.m4: GPL-3+ with the same Autoconf Archive exception under a generic name (NINETEENTH's "GPL-3+exception")
    "GPL-3+~file",  # libshout's stanza: a pointer to the GPL-3 text under a local "~" suffix (TWENTIETH's "GPL-2+~xine")
    "GPL-3+~file with Autoconf exception",  # libshout's config.guess, config.sub: GPL-3+ with the Autoconf section-7 exception, the GPL part under a local "~" suffix
    "LGPL-2 for GMP, see below for SPRNG",  # sprng's copyright: prose; the SPRNG part is only NCSA's warranty disclaimer, no licence
    "LGPL-2.1+ or Other",  # libopenraw's ljpegdecompressor.cpp: "Other" is Cornell's HPND-style text under a generic name (FOURTH's "Other")
    "MIT+Expat+W3C",  # libest's est_client_http.c: three texts joined by "+", no SPDX operator; the "Expat" part is an ISC text with the X11 advertising clause and "W3C" a pointer only (TENTH's "as-is+gpl-2+")
    "MIT~Kaz",  # netatalk's afpd/hash.*: Kaz Kylheku's text (SPDX's Kazlib) under "MIT" with a local "~" suffix (NINETEENTH's "MIT~X11")
    "MIT~UMICH",  # netatalk's Files: *: the University of Michigan's HPND-style text under "MIT" with a local "~" suffix (NINETEENTH's "MIT~X11")
    "MIT~UMICH and MIT~short",  # netatalk's ad_open.c, uams_gss.c, afp_util.c: both parts with local "~" suffixes
    "MIT~short",  # netatalk's uam.c, dsi/* etc.: an HPND-style "without fee" text under "MIT" with a local "~" suffix
    "MIT~short and GPL-2+",  # netatalk's ad_sendfile.c: one part with a local "~" suffix
    "Mentor",  # ghdl's libraries/mentor/*: Mentor Graphics' "proprietary information ... may be distributed in whole" notice under the company's name
    "NTP~Rushing",  # libshout's src/common/avl/*: Sam Rushing's HPND-style text under a local "~" suffix (TWENTIETH's "NTP~Lucent")
    "PWS-Zsh-FAQ",  # zsh's Etc/FAQ.yo: Peter Stephenson's documentation grant under a Debian-local name
    "SSLeay+OpenSSL",  # libest's apps.h, ossl_srv.c: only Eric Young's SSLeay text is given (headed "License: OpenSSL"); "+" is no SPDX operator (TENTH's "as-is+gpl-2+")
    "Unspecified-BSD",  # ghdl's issue1926/*ecp5pll.vhdl: "License=BSD", no clause count (FRESH's "BSD")
    "Zlib-like-permissive",  # libsdl3-ttf's examples/editbox.c: the zlib text's first two sentences under a "-like" name (TWENTY-SIXTH's "zlib-like-permissive")
    "Zsh",  # zsh's Files: *: the Zsh Development Group's "without written agreement" grant under the project's name (ScanCode: LicenseRef-scancode-zsh, no SPDX id) (TWENTY-FIFTH's "Gray-Watson")
    "combined",  # duo-unix's pam_duo/testpam.c: an ISC text plus NAI's 2-clause text under a generic name (NINETEENTH's "misc-1")
    "misc",  # opari2's Files: *: a 3-clause text naming seven institutions under a generic name (NINETEENTH's "misc-1")
    "permissive-fsf",  # gnucobol4's build_aux/install-sh: the X11 text plus "FSF changes ... public domain" under a Debian-local name (TWENTY-FIFTH's "Expat-X-FSF", FIFTEENTH's "permissive-fsf-grant")
    "permissive-fsf-short",  # gnucobol4's m4/libtool.m4: FSFULLR's text under a Debian-local name (TWENTY-SIXTH's "permissive-libtool")
    "synopsys",  # ghdl's libraries/synopsys/*: Synopsys' "used and distributed without restriction" notice under the company's name
    "valgrind-4-clause",  # lcrq's test/valgrind.h: Julian Seward's zlib/BSD hybrid text under a Debian-local name (FIFTH's "BSD-4-clause-valgrind")
)
BY_HAND.update(dict.fromkeys(_TWENTYSEVENTH_NO_SPDX, ""))

# TWENTY-EIGHTH (read by hand from the DEP-5 files of the set): none of its unrecognized names denotes an SPDX expression
_TWENTYEIGHTH_NO_SPDX = (  # local names and suffixes, "-like"/"-ish" names, generic names, exceptions SPDX lacks, version-less names
    "Apache-2.0 with (L)GPL-2 exception",  # htmldoc's htmldoc/mmd.*: Michael Sweet's GPLv2/LGPLv2 combination waiver (not LLVM-exception's text: no object-form paragraph, adds LGPLv2), no SPDX exception (FOURTH's "GPL-2 with DUNE exception")
    "BSD-ish",  # libpano13's fftn.[ch]: Mark Olesen's dtoa-style "this entire notice is included" grant plus prose under an "-ish" name (NINETEENTH's "Tcl-BSDish")
    "Free-Software-2",  # pocl's include/utlist.h: Troy Hanson's one-clause BSD text under a numbered generic name (SEVENTEENTH's "Free-Software-License")
    "Free-Software-3",  # pocl's include/CL/*.h: Khronos' MIT-style "Materials" text under a numbered generic name (SEVENTEENTH's "Free-Software-License")
    "GPL-2+ and NTP~uuid",  # atomicparsley's src/uuid.cpp: one part with a local "~" suffix (TWENTY-SEVENTH's "MIT~short and GPL-2+")
    "GPL-2+-OpenSSL",  # transmission's Files: *: GPL 2 or 3 or a Mnemosyne-endorsed later licence, with a generic OpenSSL linking permission under a local suffix, no SPDX exception (TWENTY-FOURTH's "GPL-2+-with-openssl-exception")
    "GPL-2+with_exception",  # megatools' Files: *: GPL-2+ with the OpenSSL linking exception, but the name does not say which exception (NINETEENTH's "GPL-3+exception")
    "GPL-any",  # vnstat's examples/vnstat.cgi: "Unspecified GPL license", no version (FRESH's "LGPL")
    "Like-MIT",  # libpano13's f2c.h: AT&T/Bellcore's HPND-style text under a "-like" name (FRESH's "BSD-like", SEVENTEENTH's "MIT-like")
    "MIT~Boehm",  # diamond-aligner's Eigen SparseLU files: Xerox's Boehm-GC text under "MIT" with a local "~" suffix (TWENTY-SEVENTH's "MIT~Kaz")
    "MIT~Boehm or MPL-2.0",  # diamond-aligner's Eigen SparseLU files: one option with a local "~" suffix (THIRTEENTH's "BSD-3-Clause~AES or GPL-1+")
    "NSD-BSD-like",  # nsd's Files: *: NLnet Labs' 3-clause text under a Debian-local "-like" name (THIRTEENTH's "EURid-BSD-like")
    "NTP~uuid",  # atomicparsley's src/uuid.cpp: the OSF/HP/DEC/Microsoft HPND-style text under a local "~" suffix (TWENTIETH's "NTP~Lucent")
    "libjpeg",  # fbi's jpeg/*, jpegtools.c: the IJG "LEGAL ISSUES" text under Debian's library name, which does not say which IJG variant (FOURTH's "JPEG", SEVENTH's "LibJPEG")
    "permissive-mconf",  # haveged's nist/mconf.h: Cephes' "may be used freely but comes with no support" notice under a Debian-local name (TWENTIETH's "permissive-1")
    "permissive-nist",  # haveged's nist/packtest.c: NIST's "use, copy, and modify ... entire notice is included" notice under a Debian-local name (TWENTIETH's "permissive-1")
)
BY_HAND.update(dict.fromkeys(_TWENTYEIGHTH_NO_SPDX, ""))

# TWENTY-NINTH (read by hand from the DEP-5 file and PKG-INFO of the set)
BY_HAND.update(
    {
        "GNU General Public License v3 (GPLv3)": "GPL-3.0-only",  # fastphylo's PKG-INFO License: the PyPI classifier title (its Classifier line is the same), version 3 without "or later" (the classifier for that is "v3 or later (GPLv3+)"); SEVENTH's "GNU Affero General Public License v3", EIGHTEENTH's "GPLv2 License"
    }
)
_TWENTYNINTH_NO_SPDX = (  # version-less names
    "APSL",  # hfsprogs' debian/copyright Files: * and debian/*: the Apple Public Source License 2.0 text under a version-less name (APSL 1.0, 1.1, 1.2, 2.0) (FOURTH's "Artistic")
    "GNU AFFERO GENERAL PUBLIC LICENSE",  # bitbully's PKG-INFO License: the AGPL-3.0 text's first line, no version in the name and no "only"/"or later" (THIRTEENTH's "GNU GENERAL PUBLIC LICENSE", FIFTH's "AGPL")
)
BY_HAND.update(dict.fromkeys(_TWENTYNINTH_NO_SPDX, ""))

# THIRTIETH (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        "BSDv3": "BSD-3-Clause",  # bencoder.pyx's PKG-INFO License (Classifier "BSD License"): the sdist's LICENSE is the 3-clause text; BSD licences have no versions, so "v3" can only be the clause count ("BSD3", "BSD-3" normalize; TWENTY-SIXTH's "BSD-C3", TENTH's "3C-BSD")
        "Modified BSD license": "BSD-3-Clause",  # gle-graphics' src/fonts/texcm* stanza (its text is only prose on Knuth's public-domain fonts): the FSF's and OSI's name of BSD-3-Clause, the same package's Files: * "Modified BSD" (a 3-clause text, which the normalizer reads) plus "license" (TWENTY-SIXTH's "RevisedBSD"; TWENTY-THIRD's hyphenated "Modified-BSD-License", first read as a Debian-local name, is read the same way since license 34)
    }
)
_THIRTIETH_NO_SPDX = (  # local names and suffixes, a company's name, a copyright line
    "Adobe License",  # gle-graphics' src/makefmt/parseAFM.*: Adobe's "may be freely copied and redistributed as long as" notice (SPDX's Afmparse text) under the company's name, which names none of Adobe's licences (TWENTY-SEVENTH's "Mentor", TWENTIETH's "BSD-3-Clause~Adobe")
    "BSD-2clause-MadoryPang",  # tcpflow's src/wifipcap/*, src/hold/tcp_options.cpp: a 2-clause text under a local suffix (TWENTY-SECOND's "BSD-2-clause-Intel")
    "BSD-3clause-Young",  # tcpflow's src/wifipcap/cpack.*, ieee802_11_radio.h: David Young's 3-clause text under a person's name as a local suffix (NINETEENTH's "BSD-3-clause-JANET")
    "BSD-3clause-uni",  # tcpflow's arp.h, icmp.h, ethertype.h, extract.h, llc.h: UC/LBL's one-paragraph text with an advertising clause (not the 3-clause text) under a local suffix (SEVENTEENTH's "BSD-3-clause-variant")
    "Copyright 2026 Aleksander Skrede",  # cartan-bindings' PKG-INFO License: a copyright line, the first line of the Apache 2.0 text (TWENTIETH's Aptos Foundation line)
    "Expat-Trifunovic",  # tcpflow's src/be13_api/utf8*: Nemanja Trifunovic's notice, which is BSL-1.0's text, not Expat's, under a local suffix (TWENTY-FIFTH's "Expat-Toni-Ronkko")
)
BY_HAND.update(dict.fromkeys(_THIRTIETH_NO_SPDX, ""))

# THIRTY-FIRST (read by hand from the DEP-5 files and PKG-INFO of the set)
BY_HAND.update(
    {
        "Allegro-gift-ware": "Giftware",  # allegro4.4's Files: *: Allegro 4's "Allegro is gift-ware ... given to you freely as a gift" text; SPDX's Giftware is that text (ScanCode's allegro-4), its one id, by the library's name (TWELFTH's "TIFF", TWENTIETH's "FASTCGI")
        "License :: OSI Approved :: MIT License": "MIT",  # grailsort's PKG-INFO License: the PyPI classifier for MIT written as the License field (TWENTY-THIRD's BSD classifier was read "" only for lacking a clause count; SEVENTEENTH's "The MIT License (MIT)")
        "ODC-PDDL-1.0": "PDDL-1.0",  # ciftilib's example/data/*: the Open Data Commons Public Domain Dedication and Licence text; "ODC" names its publisher (as in SPDX's ODC-By-1.0), the rest is SPDX's id (FOURTEENTH's "IBM-PL-1.0")
    }
)
_THIRTYFIRST_NO_SPDX = (  # local names and suffixes, "-style"/"-like" names, company/project names, version-less names
    "BSD-2-Clause-style",  # cscope's Files: *: SCO's 3-clause text under a "-style" name (SIXTEENTH's "BSD-3-Clause-style", TWENTIETH's "BSD-style")
    "BSD-3-Clause/EWM",  # hinge's align.c, DB.h, QV.h: Eugene Myers' 3-clause text under a local "/" suffix (TWENTY-SECOND's "BSD-3-Clause-EWM")
    "BSD-3-Clause/HINGE",  # hinge's Files: *: the authors' 3-clause text under a local "/" suffix (TWENTIETH's "BSD-3-NLnetLabs")
    "BSD-3-Clause/PacBio",  # hinge's falcon.c, kmer_lookup.c, DW_banded.c: Pacific Biosciences' BSD-3-Clause-Clear-style text under a local "/" suffix (TWENTY-THIRD's "BSD-3-Clause-PacBio")
    "BSD-3-clause-nrrdio",  # cmtk's Utilities/NrrdIO: the Zlib text under a misleading local name (FOURTH's "BSD-3-clause-alike-NrrdIO")
    "BSD-3-clause~Google",  # janus' fuzzers/corpora/rtcp_fuzzer/2webrtc: Google's 3-clause text under a local "~" suffix (FRESH's "BSD-3-Clause~Google")
    "BSD-3-clause~Xiph",  # janus' src/plugins/audiobridge-deps: Xiph.org's 3-clause text under a local "~" suffix (TWENTIETH's "BSD-3-clause~Cisco")
    "FSFUL~INSTALL",  # pinot's INSTALL: the FSF's "free documentation ... unlimited permission" notice under a local "~" suffix (TWENTY-THIRD's "FSFUL~documentation")
    "FSFUL~gettext",  # pinot's po/Makefile.in.in: gettext's "copied and used freely without restrictions" notice under a local "~" suffix (TWENTY-FOURTH's "custom-gettext")
    "GPL-2~OpenSSL",  # e2guardian's Files: *, src/*: GPL 2 with e2guardian's generic OpenSSL linking permission under a local "~" suffix, no SPDX exception (THIRTEENTH's "GPL-2+~OpenSSL-Exception", TWENTIETH's "GPL-2-with-OpenSSL-exception")
    "GPL-2~OpenSSL or GPL-2+",  # e2guardian's debian/*: one option with a local "~" suffix (THIRTEENTH's "GPL-2+~OpenSSL-Exception or Zlib or BSD-3-clause")
    "ISC-IBM-1",  # srain's libecdsaauth/base64.*: the ISC text plus IBM's DNS-update grant under a numbered local name (NINETEENTH's "ISC-ibm-and-ibm-dhcp", FOURTEENTH's "ISC and IBM")
    "ISC-like-dmgfp",  # jansson's src/dtoa.c: David M. Gay's Lucent "this entire notice is included" notice under a "-like" name (TENTH's "PreserveNotice", TWENTY-FIFTH's "MIT-Lucent")
    "LIC-1",  # srain's libecdsaauth/keypair.*, op.*: an ISC-style grant with the BSD disclaimer under a numbered generic name (SEVENTEENTH's "other1")
    "Mini-XML",  # cmtk's Utilities/mxml: the Mini-XML licence, LGPL-2+ with Mini-XML's own exceptions, no SPDX exception (NINETEENTH's "MXML")
    "PKCS",  # canl-c's src/proxy/pkcs11.h: g10 Code's FSFULLR-style "unlimited permission ... as long as this notice is preserved" notice under a standard's name (NINETEENTH's "g10-permissive")
    "Public-Domain-MG",  # ezstream's examples/playlist-logger.sh: Moritz Grimm's public-domain statement under a local author suffix (THIRTEENTH's "public-domain-Nach")
    "Purdue",  # lsof's Files: *: Purdue Research Foundation's lsof text (SPDX's lsof) under the institution's name, which names none of its licences (TWENTY-FIFTH's "Apple", THIRTIETH's "Adobe License")
    "Unicode-Data-Files",  # w3m's libwc/EastAsianWidth.txt: the Unicode data-files text, but no year in the name (Unicode-DFS-2015 and -2016 exist; NINETEENTH's "Unicode-data")
    "X11-install-sh",  # w3m's install-sh: the X11 text plus the FSF public-domain line under a local file suffix (TWENTY-FOURTH's "MIT/X11-extra", THIRTEENTH's "Permissive-install-sh")
    "XHTML-DTD",  # flightcrew's xhtml11-flat.dtd: W3C's DTD permission notice under a Debian-local name
    "ZPL",  # prejudice's PKG-INFO License: the Zope Public License without a version (ZPL-1.1, 2.0 and 2.1 exist; the sdist's docs/LICENSE.txt is 2.1) (TWENTY-NINTH's "APSL")
    "copyleft-matrix-c",  # w3m's matrix.c: the Meschach Library's no-charge terms under a Debian-local name
    "crypt_export",  # zephyr's lib/quad_cksum.c: MIT's export-control notice with a mark-modified clause under a Debian-local name (NINETEENTH's "MIT-Export")
    "cut-down-BSD",  # passwdqc's Files: *: "Redistribution and use ... are permitted" plus the BSD disclaimer, not 0BSD's text, under a Debian-local name (EIGHTEENTH's "BSD-0-clause")
    "glut",  # allegro4.4's addons/allegrogl/include/GL/glut.h: Kilgard's "freely distributable" notice plus his e-mailed consent (TWELFTH's "GLUT")
    "permissive-Str",  # w3m's Str.*: Akinori Ito's "redistributed freely ... entire copyright notice is included" notice under a Debian-local name (TWENTIETH's "permissive-1")
    "permissive-fm",  # w3m's fm.h, matrix.h: a one-sentence "use, copy, modify and distribute" grant under a Debian-local name
    "permissive-gitlog2changelog",  # w3m's gitlog2changelog: "permitted without restriction ... regard this as ... public domain" under a Debian-local name
)
BY_HAND.update(dict.fromkeys(_THIRTYFIRST_NO_SPDX, ""))

# THIRTY-SECOND (read by hand from the DEP-5 files of the set)
BY_HAND.update(
    {
        "MTL": "MTLL",  # prime-phylo's beep2blas.hh: Indiana University / Notre Dame's Matrix Template Library text ("The name \"MTL\" shall not be used ..."); SPDX's MTLL (Matrix Template Library License) is that text, its one id, by the library's name (TWELFTH's "TIFF", THIRTY-FIRST's "Allegro-gift-ware")
    }
)
_THIRTYSECOND_NO_SPDX = (  # local names and suffixes, exceptions SPDX lacks, a project's own licence, "-style" names
    "GPL-2-with-CUPS-exceptions",  # foo2zjs' cups.h: GPL 2 with Apple's CUPS exceptions (Apple OS-Developed Software, ...), no SPDX exception (FOURTH's "GPL-2 with DUNE exception")
    "GPL-3.0+~OpenSSL",  # osslsigncode's Files: *: GPL-3+ with a generic OpenSSL linking permission under a local "~" suffix, no SPDX exception (THIRTY-FIRST's "GPL-2~OpenSSL")
    "Hylafax",  # tiff's Files: *, debian/*: Sam Leffler / SGI's libtiff text under the name of another Leffler/SGI project (HylaFAX), which no SPDX id bears (SEVENTEENTH's "SClicense", THIRTY-FIRST's "Purdue")
    "LGPL-2.0+ and MIT-Old-style",  # xmhtml's lib/common/quantize.c: one part Debian-local (see "MIT-Old-style"; TWENTY-FIFTH's "Expat and MIT-Old")
    "MIT-Old-style",  # xmhtml's quantize.c stanza: Jef Poskanzer's one-paragraph "use, copy, modify, and distribute ... without fee" HPND-style notice under a Debian-local name (TWENTY-FIFTH's "MIT-Old")
    "MIT-Old-style-with-advertising-clause",  # xmhtml's contrib/swallow2.c: SGI's "copy, modify, distribute, and sell" notice with a name-in-advertising clause (HPND-sell-variant-style) under a Debian-local name (NINTH's "MIT-old")
    "dcraw",  # dcraw's Files: *: Dave Coffin's own terms (free use; redistribution with source of RESTRICTED functions, or GPL-2+, or a bought licence), no SPDX id, under the program's name (NINETEENTH's "ncxml")
    "other-totally-free",  # xmhtml's contrib/gif_decode.c: only a no-warranty disclaimer and an LZW-patent warning (no grant) under a Debian-local generic name (FIFTH's "other-mit")
    "public-domain or BSD-Style",  # unar's Crypto/md5.*: Solar Designer's public-domain statement or a one-sentence "Redistribution and use ... are permitted" text under a "-style" name; one option Debian-local (TWENTY-THIRD's "BSD-Style")
)
BY_HAND.update(dict.fromkeys(_THIRTYSECOND_NO_SPDX, ""))

# THIRTY-THIRD (read by hand from the DEP-5 file and PKG-INFO of the set): none of its unrecognized names denotes an
# SPDX expression
_THIRTYTHIRD_NO_SPDX = (  # local names and suffixes, a file's name
    "BSD-3-clause-author1",  # nmap's docs/nmap.xsl, nmap-fo.xsl: Benjamin Erb's 3-clause "name of the author" text under a numbered local suffix (EIGHTEENTH's "BSD-Author", SEVENTEENTH's "BSD-3-Clause-Generic")
    "BSD-3-clause-author2",  # nmap's libdnet-stripped/src/strlcpy.c: Todd C. Miller's 3-clause "name of the author" text under a numbered local suffix (EIGHTEENTH's "BSD-Author")
    "BSD-3-clause-authors-copyright-holders",  # nmap's libdnet-stripped/*: Dug Song's 3-clause "names of the authors and copyright holders" text under a local suffix (NINETEENTH's "BSD-3-clause-generic")
    "BSD-3-clause-institute",  # nmap's nbase/snprintf.c: Kungliga Tekniska Högskolan's 3-clause "name of the Institute" text under a local suffix (TWENTY-SECOND's "BSD-3-Clause-Institute", TWENTY-SIXTH's "BSD-3-clause-RIT")
    "LICENSE",  # pxblat's PKG-INFO License: a file's name (the file is BLAT's academic/nonprofit/personal-use terms, no open licence) (EIGHTEENTH's "LICENSE.txt")
    "preserve-copyright",  # nmap's nsock/src/acinclude.m4: FSFAP's text ("Copying and distribution of this file ... provided the copyright notice and this notice are preserved") under a Debian-local name (SEVENTEENTH's "doxygen-unlimited", TWENTY-FIRST's "free-generic")
    "retain-copyright-cisco",  # nmap's docs/nmap.dtd: Cisco's HPND-style "use, copy, modify, and distribute ... without fee" notice with a notice-of-permission clause under a Debian-local name (FOURTEENTH's "custom-permissive", TWENTY-FOURTH's "Redhat")
    "unlimited-retain-copyright",  # nmap's docs/style/*: the Expat text under a Debian-local name (TWENTY-FOURTH's "Redhat", TWENTY-FIFTH's "Expat-Toni-Ronkko")
)
BY_HAND.update(dict.fromkeys(_THIRTYTHIRD_NO_SPDX, ""))

# THIRTY-FOURTH (read by hand from the SPDX tags and PKG-INFO of the set)
BY_HAND.update(
    {
        "GPL-2.0-only (Mongoose backend) or GPL-3.0+": "GPL-2.0-only OR GPL-3.0-or-later",  # nyx-node's src/* SPDX-License-Identifier (38 files): two SPDX short names joined by "or", the parenthesis a build note (GPL-2.0-only where built with the Mongoose backend), GPL-3.0+ SPDX's deprecated GPL-3.0-or-later (NINETEENTH's "LGPL-2.1+ or GPL-2+ or Apache-2.0+")
    }
)
_THIRTYFOURTH_NO_SPDX = (  # a heading, a text's first line, a copyright line, a version-less name
    "# PynyHTM license",  # pynyhtm's PKG-INFO License: the Markdown heading of its LICENCE note (libtinyhtm "a variant of the 3-clause BSD license", the rest MIT), which names no licence itself (SIXTEENTH's scikit-fmm prose line)
    "*** License Agreement ***",  # libraryfemtherm's PKG-INFO License: the first line of its LICENSE, Berkeley Lab's BSD-3-Clause-LBNL text; the line names no licence (TWENTY-THIRD's PDAL prose line)
    "Copyright 2010 The ChromiumOS Authors",  # pyectool's PKG-INFO License: a copyright line, the first line of the ChromiumOS 3-clause BSD text (THIRTIETH's Aleksander Skrede line)
    "Creative Commons Attribution-Share Alike license",  # design3d's PKG-INFO License: CC BY-SA without a version (1.0 to 4.0) (FIFTH's "CC-BY-SA"); its LICENSE is in fact the LGPL-2.1 text
)
BY_HAND.update(dict.fromkeys(_THIRTYFOURTH_NO_SPDX, ""))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", choices=sorted(corpora.SETS), default="fresh")
    ap.add_argument("root", type=Path, help="the set's folder")
    ap.add_argument("result", type=Path, help="decisions_fresh.py's JSON for that set")
    args = ap.parse_args()
    root, result = args.root, json.loads(args.result.read_text())
    sources = [("spdx-tag", result["spdx_value_counts"])]
    sources += list(decisions_fresh.metadata_license_values(root, corpora.SETS[args.set]).items())
    seen: dict[str, tuple[bool, str]] = {}
    print("source\tvalue\tcount\trecognized\tnormalized\tspdx_by_hand")
    for source, counts in sources:
        for value, count in sorted(counts.items()):
            known = lic.is_known_expression(value)
            normalized = lic.normalize_expression(value) if known else ""
            truth = normalized if known else BY_HAND.get(value, "?")
            seen[value] = (known, truth)
            print(f"{source}\t{value}\t{count}\t{'yes' if known else 'no'}\t{normalized}\t{truth}")
    denoting = {v: k for v, (k, t) in seen.items() if t and t != "?"}
    print(
        json.dumps(
            {
                "distinct_names": len(seen),
                "denote_spdx": len(denoting),
                "recognized": sum(denoting.values()),
                "recall": round(sum(denoting.values()) / len(denoting), 3) if denoting else None,
                "missed": sorted(v for v, k in denoting.items() if not k),
                "unjudged": sorted(v for v, (_, t) in seen.items() if t == "?"),
            }
        ),
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()

"""PII and secret scrubbing for source text, before tokenization (DESIGN §4 ``scrub``).

``scrub(text)`` replaces what it finds with the DESIGN markers and counts each kind:

=====================  ==================================  ==============================
kind                   what                                replaced by
=====================  ==================================  ==============================
``private_key``        PEM private-key blocks (also with   ``API_KEY_REDACTED``
                       escaped ``\\n`` as in JSON)
``aws_access_key``     ``AKIA``/``ASIA``… key ids           ``API_KEY_REDACTED``
``github_token``       ``ghp_ gho_ ghu_ ghs_ ghr_``,        ``API_KEY_REDACTED``
                       ``github_pat_``
``slack_token``        ``xoxb- xoxp- xoxa- xoxr- xoxs-``    ``API_KEY_REDACTED``
``gcp_api_key``        ``AIza`` + 35 chars                  ``API_KEY_REDACTED``
``secret_assignment``  a high-entropy value assigned to a   ``API_KEY_REDACTED``
                       secret/token/password/api-key name   (the value only)
``email``              addresses at a domain that can      ``<redacted-email>``
                       receive mail (a real TLD or a
                       host-network suffix, one case)
``ipv4`` / ``ipv6``    addresses                           ``<redacted-network-address>``
``home_path``          ``/home/NAME/``, ``/Users/NAME/``    ``<redacted-path>/``
                       (a literal name at a path's root,
                       not ``boost/spirit/home/x3``,
                       ``//home/logs``, ``/Users/$(UID)``),
                       ``C:\\Users\\NAME\\``
=====================  ==================================  ==============================

What is deliberately left alone, because C/C++ is full of it (measured on /usr/include in
benchmarks/RESULTS.md):

- hex constants and hash test vectors: no rule looks at bare literals; ``secret_assignment``
  needs a secret-like *name* — a word of the name is or ends in secret, password, token,
  credential, or reads "api key", "access key", "private key"… (``key`` alone is not one: hash
  tables and crypto test vectors use it; ``crypto_secretbox_…`` and ``tokenizer`` are not) — and
  a value of ≥ 16 characters with ≥ 3.0 bits/char of entropy, mixing two of (lower, upper,
  digits), that is neither pure hex (digests, test vectors) nor *made of words* (``_made_of_words``:
  ``kAccessKeyIdEnvVar``, ``kUpb_TokenType_Start``, ``id-smime-aa-timeStampToken``,
  ``TrustToken-Exp1-Batch1``, ``DDS:Auth:PKI-DH:`` — judged by how common its letter pairs are in names, from a table
  built on the DEV split, and by the case pattern of its ``_ - . / = :``-joined parts; a random
  string such as ``KoncxnSFrcQBkqiyhdTppjrJSEFmywgH`` is not), nor the name it is assigned to
  spelt another way (``MYSQL_LOG_PASSWORD[] = "MySQLLogPassword"``: a settings key), a format string (``"%s:%d"``,
  ``"{}"``) or a tag list (``"[token][parser]"``); a bare value is never a call or a member
  (``token = loader.Commit();``, ``key = ns::kName``, ``token = p->next``) nor a name the text
  uses again (``GetEnv(kSecretAccessKeyEnvVar)`` next to its declaration) nor an expression of
  such a name and an integer (``AUTH_TOKEN = PIANO_RET_OFFSET+1001``); in a call or initializer
  list (``f(token, x)``) only a quoted value counts, and not in a call that compares
  (``almost_equals(c_token, "fit2rgb$formulae")``: a keyword looked for);
- AWS's documented example credentials (``AKIAIOSFODNN7EXAMPLE``, ``…bPxRfiCYEXAMPLEKEY``: a value
  ending in ``EXAMPLE``/``EXAMPLEKEY``, as AWS writes every placeholder); a UUID (8-4-4-4-12 hex)
  unless the name *is* a credential (``api_key``, ``kAuthToken``: some vendors' keys are UUIDs) —
  not under ``GUID_DRS_FORCE_CHANGE_PASSWORD`` (a GUID word) or ``PASSWORD_NOT_REQUIRED_BIT`` (the
  last word is no credential); a URL (``"token_uri": "https://oauth2.example.com/token"``) unless it
  carries a password in its user info or a path or query part that looks random by itself;
- a JWT that no key verifies (``unsigned_jwt``: ``alg`` ``none`` or unregistered, no JOSE header, no,
  an empty or a malformed signature, read on into the literals that continue it); a signed one stays;
  a Python qualified name with ``<locals>`` or a signature (``"ScanToken.__reduce_cython__(self)"``);
- version and section numbers that look like IPv4 (``ScrubPolicy.keep_version_quads``), decided
  on the token's own shape and its immediate context, never on other words of its line (see
  ``_numbering_context``): every component ≤ 40 (``27.8.1.4``, ``7.15.3.2``); right after ``v``,
  ``-``, ``[``, ``§``, ``>=`` or a version/numbering word or name (``Version``, ``FOO_VERSION``,
  ``kVersion[] =``, ``OID``, ``section``), or right before ``version``/``release``/``build``
  (``10.0.240.0 version of UCRT``); a package pinned with ``=`` and a Debian revision or build
  suffix (``libcudnn7=7.6.0.64-1+cuda10.0``), or a Python requirement's (``Requires-Dist:
  opencv-python==5.0.0.93``); the value of a ``#define`` named *VERSION*/*OID*; the
  string a *version* function returns (``wurfl_get_api_version(void) { return "1.11.2.100"; }``); a
  changelog or heading line (``* 1.2.3.200 - fixed``, ``1.2.3.200 (2020-01-02)``,
  ``Changes in 1.2.3.200:``); a section of a standard named right before it (``3GPP TS 48.008
  3.2.2.103``, ``GSM 08.08 3.2.2.44``, ``[ECMA-376] 20.1.10.59``, ``table 11.3.64.1.b``) or a sibling of
  a section the text cites (same first three parts: ``section_heads``); a quad among section numbers (another
  dotted number of 3-6 parts, each ≤ 40, with the same first two parts within 240 characters:
  ``/*< 3.2.2.127 */`` under ``/*< 3.2.3.18 */``), or in a run of quads sharing their first three
  parts, each ≤ 40 (``… 3.2.2.111 */`` between ``… 3.2.2.110 */`` and ``… 3.2.2.112 */``); a
  numbered heading opening a comment (``/* 3.2.2.66 LCS Cause */``, ``/* 6.5.3.41. FMS … */``,
  first two parts ≤ 40); a field of a flat-file cross-reference line (``DR   Gene3D; 2.120.10.30; -;
  1.``, a CATH id in a UniProt entry); a segment of a URL's path after its host, in a URL without host
  words (``http://flylib.com/books/en/2.131.1.171/1/``). ``// linux build server at 203.0.113.77`` is
  an address, and so is a small-part quad where a host goes (``_host_context``: before a
  ``:port``, after ``scheme://``, or the whole of a string literal after a host's words —
  ``kServer = "37.9.20.23"`` — or beside a port); ``return "2.1.4.1";`` stays a version.
  Longer dotted runs (``1.3.6.1.4.1``) never match;
- ASN.1 object identifiers (``ScrubPolicy.keep_oids``): a quad whose first arc is 0-2 (second
  ≤ 39 under 0 and 1) with OID words within 240 characters (``OID``, ``OBJ_``/``NID_``/``SN_``
  names, ``OBJECT IDENTIFIER``, ``ASN.1``, ``id-ce``-style names, a dotted run of ≥ 5 numbers):
  ``174 /* 2.5.4.46 (OBJ_dnQualifier) */``. Without such words ``1.3.101.112`` is an address;
- addresses that name no host of a person or organisation (``ScrubPolicy.keep_unroutable``,
  ``names_no_host``: the project's one judging standard for addresses, docs/dedup-and-scrub.md):
  private (RFC 1918, ``fc00::/7``), loopback, link-local (``169.254.169.254``, the cloud
  instance-metadata endpoint, and ``fe80::/10``), documentation (RFC 5737, RFC 3849),
  benchmarking, shared (``100.64.0.0/10``), the IETF protocol block ``192.0.0.0/24``, multicast,
  reserved and unspecified addresses, as the project's pinned table of the IANA special-purpose
  registries classes them (the same answer on every Python), and the well-known public resolvers (``8.8.8.8``,
  ``1.1.1.1``, ``9.9.9.9`` …, the list BigCode's StarCoder pipeline keeps); netmasks
  (``255.255.255.224``). A public address (``93.184.216.34``) is redacted. A quad inside a
  reverse-DNS name is read reversed: ``15.1.168.192.in-addr.arpa`` is the private ``192.168.1.15``
  and kept, ``34.216.184.93.in-addr.arpa`` is redacted. C++ scopes like ``Face::Add`` (hex-letter
  words around ``::``) are not IPv6: an IPv6 candidate needs a digit and ≥ 3 groups; nor are
  colon-separated hex bytes (``01:23:45:67:89:AB:CD:EF``: every group two digits, no ``::``);
- mailboxes at domains reserved for documentation and testing (``names_no_mailbox``, RFC 2606 /
  RFC 6761: ``example.com``/``.net``/``.org`` and subdomains, ``.example``, ``.test``, ``.invalid``,
  ``.localhost``), as documentation IP addresses; and ``local@domain`` whose last label is in mixed
  case, or in upper case and no TLD of the Public Suffix List (pinned ``publicsuffixlist``) nor a
  host-network suffix (``.UUCP`` …): ``self@casadi.Callback`` (a MATLAB constructor call),
  ``pkg@MAJOR.MINOR`` (an unknown lower-case label stays an address: ``jane@gmail.con``); a local part never starts inside a ``\\r`` escape;
  a Message-ID (after a ``Message-ID:``-type header or FidoNet's ``MSGID``, named in prose right before,
  ``$``-joined in ``<…>``, or beginning with a prefix the code nearby tests: ``strncmp(l,"MSGID_",6)``);
  a ``/``-rooted path's ``name@label`` at no TLD (``/dev/serno/SERIAL.s1a@mnt.usr``);
  FlexLM's licence server ``port@host`` as a licence-file variable's value
  (``LM_LICENSE_FILE=27000@licsrv.corp.com``; Doxygen's ``jane@@roe-mail.com`` *is* an address);
- URL parts that only look like addresses: user info (``http://user:pass@host``, ``http:user:pass@host``,
  ``ssh://git@host``, ``user:pass@host/path``), SCP-style remotes and authorities with a port
  (``git@github.com:org/repo.git``, ``user@host:port/…``, and a remote's prefix with nothing after
  its ``:`` — ``insteadOf = git@github.com:`` — on a line that names no people) and Message-IDs in archive links (a
  local part with ≥ 5 digits or ``=``, in the path or a ``msg=``-type query value, on a link cut over comment
  lines too); gi-docgen links (``[method@Gtk.Widget.show]``); SSH
  algorithm and extension names (``"curve25519-sha256@libssh.org"``, ``fsync@openssh.com``: a local
  part of ``-``-joined algorithm words, or a domain of an SSH implementation, unless the name is in
  ``<…>`` or on a line that names people; or the whole value of a constant named as an algorithm,
  ``#define KEXGUESS2_ALGO_NAME "kexguess2@matt.ucc.asn.au"``); format templates (a ``%1``/``%s``
  placeholder in the local part: ``QString("sha1+%1@bob.xmpp.org").arg(…)``); the shared Windows profiles ``All Users`` and
  ``Default User``, SourceForge's project web spaces ``/home/project-web/`` and ``/home/groups/``, a repository root in an RCS file's path (``$Header: /home/CVS/x.c,v 1.2 …``), and
  files directly under ``/home`` (a name with an extension that ends the path: ``"/home/test.jpg"``,
  ``"/home/output.h5:/foo/data"``: an extension with a digit or a known file kind; ``/home/jane.doe`` and
  ``/home/jane.doe/`` are homes);
- private-key marker constants: a BEGIN … END pair is a key only with base64 key material between
  (a run of ≥ 32 characters); a BEGIN without END is redacted to its last base64 run, never over
  the code that follows;
- include guards, ``@param``-style doc tags, ``std::`` scopes.

Fail closed: ``ScrubError.reason`` is the drop reason the stage records, and the document is
never exported: ``scrub/too-large`` (over ``max_chars``), ``scrub/undecodable`` (lone
surrogates), ``scrub/step-budget`` (the scan examined more than ``max_steps`` matches and candidate
lines: a deterministic guard, so the outcome never depends on machine load) and
``scrub/unclean`` (something detectable remains after ``max_passes`` passes).

>>> r = scrub('// Ask alice@acme-mail.com; key at /home/alice/.aws; host 93.184.216.34\\n#define V_VERSION "1.2.3.4"\\n')
>>> print(r.text, end="")
// Ask <redacted-email>; key at <redacted-path>/.aws; host <redacted-network-address>
#define V_VERSION "1.2.3.4"
>>> r.counts
{'email': 1, 'home_path': 1, 'ipv4': 1}
"""

from __future__ import annotations

import base64
import ipaddress
import json
import math
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from publicsuffixlist import PublicSuffixList

from pipeline.hygiene._letter_bigrams import BIGRAM_COST_TENTHS

__all__ = [
    "EMAIL_MARKER",
    "NETWORK_MARKER",
    "PATH_MARKER",
    "SECRET_MARKER",
    "Redaction",
    "ScrubError",
    "ScrubPolicy",
    "ScrubResult",
    "find_redactions",
    "names_no_host",
    "names_no_mailbox",
    "scrub",
    "shannon_entropy",
]

EMAIL_MARKER = "<redacted-email>"
NETWORK_MARKER = "<redacted-network-address>"
SECRET_MARKER = "API_KEY_REDACTED"
PATH_MARKER = "<redacted-path>/"


class ScrubError(ValueError):
    """The document cannot be scrubbed safely; ``reason`` is the ledger drop reason."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class ScrubPolicy:
    """Scrub settings; plain data so ``dataclasses.asdict`` can enter a stage's config hash."""

    max_chars: int = 4_000_000  # larger texts are refused (the filter stage caps files at 1 MB)
    max_steps: int = 2_000_000  # matches + candidate lines one document's scan may examine (deterministic)
    max_passes: int = 3  # scrub, re-scan the result, repeat until clean or refuse
    emails: bool = True
    network_addresses: bool = True
    secrets: bool = True
    home_paths: bool = True
    keep_unroutable: bool = True  # keep addresses that name no host (names_no_host) and netmasks
    keep_version_quads: bool = True  # keep dotted quads on "version" lines (see module doc)
    keep_oids: bool = True  # keep OID-shaped quads near OID words (``2.5.4.41`` in an OID table)
    min_secret_length: int = 16
    min_secret_entropy: float = 3.0  # bits per character (Shannon, over the value's characters)


@dataclass(frozen=True)
class Redaction:
    """One finding: ``text[start:end]`` (``value``) of ``kind`` is replaced by ``replacement``."""

    kind: str
    start: int
    end: int
    value: str
    replacement: str


@dataclass(frozen=True)
class ScrubResult:
    """The scrubbed text and the number of redactions per kind (kinds with 0 are omitted)."""

    text: str
    counts: dict[str, int] = field(default_factory=dict)


def shannon_entropy(value: str) -> float:
    """Shannon entropy in bits per character of ``value``'s character distribution.

    >>> shannon_entropy("aaaa"), round(shannon_entropy("abcd"), 2)
    (0.0, 2.0)
    """
    if not value:
        return 0.0
    n = len(value)
    return max(0.0, -sum(c / n * math.log2(c / n) for c in Counter(value).values()))


# --------------------------------------------------------------------------------------------
# Patterns (compiled once). Each is linear-time on its own: bounded repetitions, no nested
# quantifiers over overlapping classes.
# --------------------------------------------------------------------------------------------

# Key material between the armour lines: base64, whitespace, escaped newlines and quotes (a key in
# a C string or JSON), comment decoration (" * ", "//", "#"), encrypted-PEM headers
# ("Proc-Type: 4,ENCRYPTED"), and any "-" that does not start a "-----" armour line. Excluding
# "-----" keeps the scan linear: an attempt stops at the next armour line, never runs past it.
_PEM_BODY = r"(?:[A-Za-z0-9+/=\s\\\"',:.*#;|]|-(?!----))"
_PEM = re.compile(
    r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?P<body>"
    + _PEM_BODY
    + r"{0,65536})-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----"
)
# A BEGIN line without its END (truncated file, or a block longer than the limit): redact to
# the end of the key material so that none of it survives.
_PEM_OPEN = re.compile(
    r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?P<body>" + _PEM_BODY + r"{0,65536})"
)
# Key material is base64: a key's body holds at least one run of 32 base64 characters (a PEM line
# is 64). Marker constants of a key parser (``#define PEM_RSA_HEADER "-----BEGIN RSA PRIVATE
# KEY-----"`` above the END one, or both in a table) have none between them: they are no key.
_KEY_RUN = re.compile(r"[A-Za-z0-9+/]{32,}")
# where a truncated block's key material ends: its last base64 run (a short last line ends in =)
_KEY_TAIL = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}|[A-Za-z0-9+/]{1,15}={1,2}")
# The smallest private key's DER (an Ed25519/X25519 key in PKCS#8, RFC 8410) is 48 bytes: 64 base64
# characters. Key material shorter than that holds no key (counted over the runs ``_KEY_TAIL`` takes).
_KEY_MIN_CHARS = 64
# the end of a text that cut a block short: only blanks, ``\n`` escapes, quotes and closing punctuation follow
_CUT_SHORT = re.compile(r"(?:\s|\\[nr]|[\"',;)}])*\Z")


def _key_block_end(m: re.Match[str], open_block: bool) -> int | None:
    """End of the private-key redaction for a BEGIN (… END) match, or None when it holds no key.

    A redaction never runs over code: an open block (no END) ends at its last base64 run, so the
    ``#define`` or call that follows a BEGIN marker constant stays.
    """
    body_start, body_end = m.span("body")
    if not _KEY_RUN.search(m.string, body_start, body_end):
        return None
    tails = list(_KEY_TAIL.finditer(m.string, body_start, body_end))
    if sum(len(t.group(0)) for t in tails) < _KEY_MIN_CHARS and (
        not open_block or not _CUT_SHORT.match(m.string, tails[-1].end())
    ):
        # fewer than 64 base64 characters (48 bytes) between the armour lines, or in an open block that
        # code follows (no file cut it short): less than the smallest private key, a fragment written for
        # an invalid-input test (``"-----BEGIN …\n" "MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhki\n" "-----END …"``)
        return None
    if not open_block:
        return m.end()
    return tails[-1].end()


_AWS_KEY = re.compile(
    r"(?<![A-Za-z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])"
)
_GITHUB = re.compile(
    r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})(?![A-Za-z0-9_])"
)
_SLACK = re.compile(r"(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9-]{10,250}")
_GCP_KEY = re.compile(r"(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])")
_SECRET_NAME = (
    r"(?:secret|passw(?:or)?d|passwd|pwd|token|api_?key|apikey|access_?key|private_?key"
    r"|auth_?key|signing_?key|client_?secret|credential)s?[A-Za-z0-9_]{0,40}"
)
# NAME[] <op> "VALUE" or NAME <op> VALUE, where <op> is = : := => , ( or { and optional type/cast
# punctuation; the value is the group that matched: dq, sq or bq (quoted) or bare.
_SECRET_ASSIGN = re.compile(
    r"(?P<name>(?i:" + _SECRET_NAME + r"))"
    r"(?:\[[0-9 ]{0,8}\])?[\"'\]]{0,2}\s{0,8}(?P<op>:=|=>|=|:|,|\(|\{|(?<=\s))\s{0,8}(?:[A-Za-z_]\w{0,20}\s{0,4}\(\s{0,4})?"
    r"(?:L|u8|u|U|@)?(?:\"(?P<dq>[^\"\\\s]{8,512})\"|'(?P<sq>[^'\\\s]{8,512})'|`(?P<bq>[^`\\\s]{8,512})`"
    r"|(?P<bare>(?:[A-Za-z0-9+/=_.~]|-(?!>)){8,512})(?P<after>\(|\s{0,4}(?:::|->|\.[A-Za-z_]))?)"
)
_EMAIL = re.compile(
    # "@@" is Doxygen's escape for a literal "@" (``jane@@roe-mail.com`` in an ``@author`` list)
    r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9][A-Za-z0-9._%+\-]{0,63}@@?"
    r"(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.){1,8}"
    # a file name such as icon@2x.png is not an address: its "TLD" is a file extension
    # (documents too: ``2400_modem_operators_guide@rgf.pdf`` in a URL's path; none is a TLD)
    r"(?!(?:png|jpe?g|gif|svg|webp|ico|bmp|tiff?|txt|json|xml|html?|css|js|md|hpp|cpp|cc|cxx|so|dll"
    r"|pdf|docx?|xlsx?|pptx?|odt|rtf)\b)"
    r"[A-Za-z]{2,24}(?![A-Za-z0-9\-])"
)
# The ICANN section of the Public Suffix List (the ``publicsuffixlist`` package, pinned in
# pyproject.toml, so one version of the list decides on every machine): a mail domain must end in
# one of its suffixes. ``self@casadi.Callback`` (a MATLAB constructor call) and
# ``casadi-viz@MAJOR.MINOR`` (an npm package@version) end in none.
_PSL = PublicSuffixList(only_icann=True, accept_unknown=False)
# Suffixes that hosts take on a private network (mDNS ``.local``, ``.localdomain``, ``.lan``,
# ``.home``, ``.internal`` …) or took on the pre-DNS mail networks (``.UUCP``, ``.BITNET``): no
# TLD, but an address there still names a person (``jane@Janes-MacBook-Pro.local``, the address
# git makes up from the user and host names).
_HOST_NETWORK_SUFFIXES = frozenset(
    {"local", "localdomain", "lan", "home", "internal", "intranet", "corp", "uucp", "bitnet"}
)
# systemd's unit types (systemd.unit(5)): ``user@1000.service``, ``app-org.kde.okular@12345.service``,
# ``getty@tty1.service`` name a template unit and its instance, no mailbox. Only where the type is no TLD of
# the Public Suffix List (``.target`` is one, so ``jane@x.target`` stays an address).
_UNIT_TYPES = frozenset(
    {"service", "socket", "device", "mount", "automount", "swap", "target", "path", "timer", "slice", "scope"}
)
# RFC 2606 / RFC 6761: names reserved for documentation and testing; no mailbox can exist there.
_RESERVED_TLDS = frozenset({"test", "example", "invalid", "localhost"})
_RESERVED_DOMAINS = frozenset({"example.com", "example.net", "example.org"})


def names_no_mailbox(domain: str) -> bool:
    """The judging standard for e-mail addresses (docs/dedup-and-scrub.md), like ``names_no_host``
    for IP addresses: an address at a domain reserved for documentation and testing (RFC 2606 /
    RFC 6761: ``example.com``, ``example.net``, ``example.org`` and their subdomains, the TLDs
    ``.example``, ``.test``, ``.invalid``, ``.localhost``) cannot name anyone, in any case.

    >>> [names_no_mailbox(d) for d in ("example.com", "lists.EXAMPLE.org", "a.test", "x.invalid", "example.co.uk")]
    [True, True, True, True, False]
    """
    labels = domain.lower().rstrip(".").split(".")
    return labels[-1] in _RESERVED_TLDS or ".".join(labels[-2:]) in _RESERVED_DOMAINS


# a format placeholder in a local part: Qt's ``%1`` … ``%99`` or printf's ``%s``/``%d``/``%u``/``%i``/``%ld``
# ending the local part or followed by punctuation (``"sha1+%1@bob.xmpp.org"``, ``"user.%d@host.org"``).
# Source routing ``jane%cs.uni.edu@relay.net`` (a host after the %) is no placeholder.
_FORMAT_PLACEHOLDER = re.compile(r"%(?:[0-9]{1,2}|l{0,2}[sdiu])(?![A-Za-z0-9])")


# a calendar date as a domain's first label: a YANG module's revision (RFC 7950 §5.2 file names,
# ``ietf-interfaces@2014-05-08.yang``)
_DATE_LABEL = re.compile(r"(?:19|20)[0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])")


def _mail_domain(domain: str) -> bool:
    """``domain`` can receive mail, or might: it ends in a real TLD (the Public Suffix List's ICANN
    section) or a host-network suffix, written in one case; or in an unknown *lower-case* label,
    which may still be a person's address (a typo, ``jane@gmail.con``, or a pre-DNS network name,
    ``…@armacde.demon``), so it stays redacted — unless it is a systemd unit type (``user@1000.service``,
    a template unit's instance). What is no domain: a last label in mixed or upper
    case that is no TLD — a member or a class name in code (``casadi.Callback``, ``Gtk.Widget``) or
    a placeholder (``MAJOR.MINOR``). DNS ignores case; code does not.

    >>> [_mail_domain(d) for d in ("nethack.org", "sun.ac.za", "microsoft.UUCP", "Janes-Mac.local", "gmail.con")]
    [True, True, True, True, True]
    >>> [_mail_domain(d) for d in ("casadi.Callback", "MAJOR.MINOR", "pkg.App", "x.Com")]
    [False, False, False, False]

    A systemd unit type that is no TLD ends a unit name, no domain (``user@1000.service``):

    >>> [_mail_domain(d) for d in ("1000.service", "tty1.socket", "x.target", "x.services")]
    [False, False, True, True]

    A calendar date (``YYYY-MM-DD``) as the name before an unknown label is a revision
    (``module@2014-05-08.yang``), no host; under a real TLD it stays a domain:

    >>> [_mail_domain(d) for d in ("2014-05-08.yang", "2014-05-08.com", "2014-05-08.local")]
    [False, True, True]
    """
    tld = domain.rsplit(".", 1)[-1]
    if not (tld.islower() or tld.isupper()):
        return False
    if tld.lower() in _HOST_NETWORK_SUFFIXES or _PSL.publicsuffix(domain.lower()) is not None:
        return True
    if _DATE_LABEL.fullmatch(domain.split(".", 1)[0]):
        return False  # ietf-interfaces@2014-05-08.yang: a YANG module@revision file name, no host
    return tld.islower() and tld not in _UNIT_TYPES


_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")
# C's escapes (with GNU's \e and the \p of Pascal strings in classic Mac code), and the octal digits
_ESCAPE_LETTERS = frozenset("abefnprtvxuU01234567")


def _after_escape(text: str, start: int) -> int:
    r"""Where the text after a backslash escape begins when ``text[start]`` is the letter or digit of
    one (``"\rdevteam@…"``: the ``r`` is part of ``\r``), else ``start``. After an escaped backslash
    (``\\``) nothing is escaped. C's forms: ``\x`` and hex digits, ``\u`` + 4, ``\U`` + 8, up to 3
    octal digits, else one character.

    >>> cases = (r'"\p\rdevteam@x.org"', r'"\\rdev@x.org"', r'"\x2Fjoe@x.org"', r'"\101bob@x.org"')
    >>> [s[_after_escape(s, s.rindex("\\") + 1) : s.index("@")] for s in cases]
    ['devteam', 'rdev', 'joe', 'bob']
    """
    slashes = 0
    while start - slashes > 0 and text[start - slashes - 1] == "\\":
        slashes += 1
    c = text[start]
    if slashes % 2 == 0 or c not in _ESCAPE_LETTERS:
        return start  # "\\rdev": an escaped backslash; "C:\Users\jdoe@…": \j escapes nothing in C
    if c == "x":
        end = start + 1
        while end < len(text) and text[end] in _HEX_DIGITS:
            end += 1
        return end
    if c in "uU":
        return start + (5 if c == "u" else 9)
    if c in "01234567":
        end = start + 1
        while end < min(len(text), start + 3) and text[end] in "01234567":
            end += 1
        return end
    return start + 1


_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
_IPV4 = re.compile(r"(?<![0-9A-Za-z_.])(" + _OCTET + r"(?:\." + _OCTET + r"){3})(?![0-9A-Za-z_]|\.[0-9])")
_IPV6_CANDIDATE = re.compile(
    r"(?<![0-9A-Za-z_:.])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f.]{0,15}(?![0-9A-Za-z_:])"
)
_HOME = re.compile(
    # a root directory: "/home/" right after a word ("boost/spirit/home/qi.hpp", a URL's path
    # "ac.uk/home/mxr/") is a folder named home inside something else, not a user's home
    # "//home/logs/" (a YT/Cypress path) is no root either; "file:///home/jane/" is
    # a dot-folder (``/home/.snapshots/``, btrfs's snapshot folder) is hidden, no user's name; an
    # elided user ``/home/.../`` is still a user's home
    r"(?<![A-Za-z0-9_.\-~])(?:(?<!/)|(?<=://))(?:/home/|/Users/)(?!\.{0,2}/|\.[A-Za-z0-9_\-])"
    r"([A-Za-z0-9._\-$@+]{1,64})(/|(?![A-Za-z0-9._\-$@+/]))"
    r"|[A-Za-z]:(?:\\{1,2}|/)(?:Users|Documents and Settings)(?:\\{1,2}|/)([A-Za-z0-9._\- $@+]{1,64}?)"
    r"(\\{1,2}|/|(?=[\"'\s]))",
)
# A dotted quad is a version or a document section number, not an address, when its own shape or
# its immediate context says so (never a word elsewhere on the line):
# - shape: every component ≤ 40 (``27.8.1.4``, ``7.15.3.2``, ``2.6.35.5``): standard, RFC and
#   spec section numbers and most versions look like this, while a host's address almost never
#   does (the few that do, 10.0.0.1, 8.8.8.8, 1.2.3.4, are defaults and examples, not anyone's);
# - directly after ``v``/``V``, ``-`` (``linux-2.6.8.1``), ``[``, ``§``, ``@``, ``>=``/``<=``;
# - directly after a version or numbering word (``version``, ``Version:``, ``release``, ``rev``,
#   ``OID``, ``section``, ``clause``, ``RFC`` ...), or a name containing VERSION / VER / OID
#   (``#define FOO_VERSION "1.2.3.4"``, ``kVersion[] = "..."``), with only quotes, ``=``, ``:``,
#   ``(``, ``,``, brackets or blanks between;
# - the value of a ``#define`` whose name contains VERSION or OID;
# - a changelog/heading line: it opens a comment line and is followed by ``:``, `` -``, or a date.
_SMALL_COMPONENT = 40
_VERSION_WORDS = frozenset(
    {
        "version", "versions", "ver", "vers", "release", "releases", "rel", "rev", "revision", "r", "v",
        "oid", "section", "sections", "sect", "sec", "clause", "clauses", "subclause", "para", "paragraph",
        "chapter", "rfc", "iso", "ecma", "ieee", "std", "standard", "draft", "since", "requires", "require",
        "table", "tables", "tab", "figure", "fig", "annex", "appendix", "item", "subsection", "ts", "tr",
        "manual", "spec", "specs", "specification", "specifications", "enzyme", "enzymes",
    }
)  # fmt: skip
# (``+`` is a blank in a URL's query: ``www_bget?enzyme+4.1.1.84``, an EC number)
_WORD_BEFORE = re.compile(r"(?:([A-Za-z_][A-Za-z0-9_]*)|(>=|<=|==|~>|§|@))[\s\"'=:(,{\[\]+]{0,8}\Z")
_DEFINE_NAME = re.compile(r"\s*#\s*define\s+([A-Za-z_][A-Za-z0-9_]*)")
_LINE_OPENER = re.compile(r"\s*(?://+|/?\*+|#|--|;+)?\s*[-*+]?\s*\Z")
_HEADING_AFTER = re.compile(r"\s*(?::|-\s|\(\d{4}-\d\d|\d{4}-\d\d-\d\d)")
_HEADING_END = re.compile(r":[ \t]*(?:\*/)?[ \t]*(?:\n|\Z)")


def _numbering_name(word: str) -> bool:
    """A word or identifier that announces a version or a section number.

    >>> [_numbering_name(w) for w in ("Version", "FOO_VERSION_STRING", "kVersion", "LIBX_VER", "at")]
    [True, True, True, True, False]
    """
    low = word.lower()
    return low in _VERSION_WORDS or "version" in low or "oid" in low.split("_") or low.endswith("_ver")


# a standard's document number right before the section: "3GPP TS 48.008 3.2.2.103", "GSM 08.08
# 3.2.2.44", "802.11-2016 9.4.2.168", "ITU-T G.729 3.2.1.4", with a draft's number: "802.11n D5.0 7.3.2.57"
_DOCUMENT_BEFORE = re.compile(
    # (joint ones with "/" or "+": "ISO/IEC 1989:2002 13.16.42.2", "ISO+IEC+1989-2002: 13.16.42.2")
    # (a designation with "-": "ECMA-376 18.3.1.96", "RFC-1035"; in brackets: "[ECMA-376] 20.1.10.59")
    r"(?:\b(?:TS|TR|GSM|ETSI|EN|ES|ITU-[TR]|IEEE|IEC|ISO(?:[/+]IEC)?|ANSI|ECMA|RFC|DIN|JIS|CCITT|[A-Z]\.)"
    r"[\s+\-]?[0-9]{1,5}|\b802)"
    r"(?:[.\-:][0-9A-Za-z]{1,5}){0,3}\]?"
    # a part of it: "[ECMA-376] Part 1 17.3.3.31"
    r"(?:\s{1,3}Part\s?[0-9]{1,2})?"
    # a draft of it: "802.11n D5.0 7.3.2.57", "802.11ax Draft 3.0 9.4.2.1"
    r"(?:,?\s{1,3}(?:D|Draft\s?)[0-9]{1,2}(?:\.[0-9]{1,2})?)?[,:]?\s{1,3}\Z"
)
# a quad given as a host: the whole of a string literal (with a port), before a port, after "://"
_QUOTED_WHOLE_AFTER = re.compile(r"(?::[0-9]{1,5})?[\"']")
_PORT_AFTER = re.compile(r":[0-9]{1,5}(?![0-9.])")
_SECTION_NUMBER = re.compile(r"(?<![0-9.])([0-9]{1,2})\.([0-9]{1,2})(?:\.[0-9]{1,2}){1,4}(?![0-9]|\.[0-9])")


# words of a host's context: a name or call before the literal (kServer, SERVER_ADDR, inet_pton, kPeers)
_HOST_WORDS = re.compile(
    r"(?i:host|server|addr|peer|inet|connect|socket|\burl|mirror|relay|upstream|endpoint|proxy|gateway"
    r"|\bdns|remote|\bbind|listen|subnet|\bping)|\bip|IP|Ip(?![a-z])"
)
_PORT_ITEM_AFTER = re.compile(r"[\"']\s{0,4},\s{0,4}[0-9]{2,5}\s{0,4}[})]")  # {"1.2.3.4", 8080}


def _quoted_whole(text: str, start: int, end: int) -> bool:
    """The quad is the whole of a string literal, or with a port: ``"1.2.3.255"``, ``'10.0.0.1:80'``."""
    before = text[start - 1] if start > 0 else ""
    q = _QUOTED_WHOLE_AFTER.match(text, end) if before in "\"'" else None
    return q is not None and q.group(0)[-1] == before


def _host_context(text: str, start: int, end: int) -> bool:
    """The quad is written where a host goes: before a ``:port`` or after ``scheme://``, or as the
    whole value of a string literal with a host's words before it on its line (``kServer =
    "37.9.20.23"``, ``inet_pton(AF, "21.4.3.7", &a)``) or a port beside it (``{"12.3.4.5", 8080}``).
    A quoted quad without them (``return "2.1.4.1";``, a lexer test's ``"1.2.3.4"``) is not one."""
    if _PORT_AFTER.match(text, end) or text.startswith("://", max(0, start - 3)):
        return True
    if not _quoted_whole(text, start, end):
        return False
    if _PORT_ITEM_AFTER.match(text, end):
        return True
    line_start = max(text.rfind("\n", max(0, start - 80), start) + 1, start - 80, 0)
    return bool(_HOST_WORDS.search(text, line_start, start - 1))


def _among_sections(text: str, start: int, end: int, value: str) -> bool:
    """Section numbers around: within ``_REACH`` another dotted number of 3-6 components, each ≤ 40,
    shares the quad's first two components (``/*< 3.2.2.127 */`` below ``/*< 3.2.3.18 */``)."""
    head = tuple(value.split(".")[:2])
    if int(head[0]) > _SMALL_COMPONENT or int(head[1]) > _SMALL_COMPONENT:
        return False
    lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
    return any(
        (m.group(1), m.group(2)) == head and not (m.start() == start and m.end() == end)
        for m in _SECTION_NUMBER.finditer(text, lo, hi)
    )


# a quad in a run of section numbers that share their first three parts (``3.2.2.111`` … ``3.2.2.132``)
_QUAD = re.compile(r"(?<![0-9.])([0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3})\.[0-9]{1,3}(?![0-9]|\.[0-9])")
# a numbered heading in a comment: ``/* 3.2.2.66 LCS Cause */``, ``// 6.5.3.41. FMS Acknowledge …``
_COMMENT_OPEN_BEFORE = re.compile(r"(?:/\*+[!<]?|//+[!<]?|^[ \t]*\*|^[ \t]*#)[ \t]*\Z", re.MULTILINE)
_TITLE_AFTER = re.compile(r"\.?[ \t]+[A-Z][A-Za-z0-9]")
# a database cross-reference line of a UniProt/EMBL flat file: ``DR   Gene3D; 2.120.10.30; -; 1.``
_CROSS_REFERENCE_LINE = re.compile(r"DR {2,}[A-Za-z0-9_\-./]+;")


def _small_head(value: str, parts: int) -> bool:
    return all(int(c) <= _SMALL_COMPONENT for c in value.split(".")[:parts])


def _in_section_run(text: str, start: int, end: int, value: str) -> bool:
    """Section numbers in a run: the quad's first three parts are each ≤ 40 and, within ``_REACH``,
    two other quads share them, neither written where a host goes (``Reroute Reject Cause
    3.2.2.112`` between ``… 3.2.2.111`` and ``… 3.2.2.113``: a spec's element list)."""
    if not _small_head(value, 3):
        return False
    head = value.rsplit(".", 1)[0]
    lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
    siblings = sum(
        m.group(1) == head and m.start() != start and not _host_context(text, m.start(), m.end())
        for m in _QUAD.finditer(text, lo, hi)
    )
    return siblings >= 2


def _section_heading(text: str, start: int, end: int, value: str) -> bool:
    """A numbered heading in a comment: the quad opens a comment and a title follows, after a
    blank or ``. `` (``/* 3.2.2.66 LCS Cause */``, ``/* 6.5.3.41. FMS Acknowledge … */``); its
    first two parts are ≤ 40, as a chapter's and a section's are. A title that speaks of an
    address or a host describes the quad, not a section: ``// 11.22.33.44 IPv4 in network order``."""
    if not _small_head(value, 2) or not _TITLE_AFTER.match(text, end):
        return False
    line_end = text.find("\n", end, end + _REACH)
    if _HOST_WORDS.search(text, end, line_end if line_end != -1 else min(len(text), end + _REACH)):
        return False
    line_start = _line_start(text, start)
    return line_start >= 0 and _COMMENT_OPEN_BEFORE.search(text[line_start:start]) is not None


# SVG path data (SVG 1.1 §8.3): the value of a ``d`` attribute, a moveto (``M``/``m``) first, then commands
# and numbers; a number may start with its "." and follow another with no blank, so ``2.25.86.86`` is 2.25,
# .86 and .86, no address (``d="93.184.216.34"``, no moveto first, is no path)
_PATH_DATA_BEFORE = re.compile(r"\bd=\\?[\"'][ \t]*[Mm][MmZzLlHhVvCcSsQqTtAa0-9eE.,+\- \t]*\Z")
_PATH_DATA_LOOKBACK = 4000  # characters of its line looked at before a quad for the path's ``d="``


def _in_path_data(text: str, start: int) -> bool:
    """The quad is inside SVG path data: a ``d="`` (or ``d=\\"`` in a C string) opens on its line before it,
    and only path commands, numbers, signs, commas and blanks come between.

    >>> t = '<path d="M13.25 7.75a.88.88 0 0 1-1.5 2.25.86.86 0 0 0 .06 1.23.81.81 0 0 0 .5"/>'
    >>> _in_path_data(t, t.index("2.25.86.86")), _in_path_data('const char *d="9.9.9.10";', 15)
    (True, False)
    """
    line_start = text.rfind("\n", max(0, start - _PATH_DATA_LOOKBACK), start) + 1
    lo = line_start if line_start else max(0, start - _PATH_DATA_LOOKBACK)
    return _PATH_DATA_BEFORE.search(text, lo, start) is not None


# a dotted number alone on a comment line, or heading it (``/* 8.2.4.52 */``, `` * 12.2.4.41``)
_LONE_HEADING = re.compile(
    r"^[ \t]*(?:/\*+|//+|\*|#|--)[ \t]*([0-9]{1,2}\.[0-9]{1,2}(?:\.[0-9]{1,3}){1,4})\.?(?:[ \t]+\*/)?[ \t]*$",
    re.MULTILINE,
)


def lone_headings(text: str) -> list[tuple[int, int]]:
    """The spans of the dotted numbers that stand alone on a comment line in ``text``."""
    return [m.span(1) for m in _LONE_HEADING.finditer(text)]


def _lone_heading_run(headings: list[tuple[int, int]], start: int, end: int) -> bool:
    """The quad stands alone on a comment line and the text numbers at least two other comment lines
    the same way: a spec's section numbers heading the code that follows them (``* 12.2.4.41`` above
    one state function of a tokenizer, ``/* 8.2.4.52 */`` above another). ``lone_headings`` gave the
    spans; the pattern takes a first and a second part of at most two digits, as a chapter's and a
    section's are.

    >>> t = "/*\\n * 12.2.4.41\\n */\\nstatic int a(void);\\n/* 8.2.4.52 */\\nstatic int b(void);\\n// 12.2.4.9\\n"
    >>> h = lone_headings(t)
    >>> _lone_heading_run(h, t.index("8.2.4.52"), t.index("8.2.4.52") + 8), len(h)
    (True, 3)
    >>> _lone_heading_run(h[:2], t.index("8.2.4.52"), t.index("8.2.4.52") + 8)
    False
    """
    return (start, end) in headings and len(headings) >= 3


# words that say the number after them is a section of a document (no version words: ``version``, ``rev``)
_SECTION_WORDS = frozenset(
    {
        "section", "sections", "sect", "sec", "clause", "clauses", "subclause", "subsection", "para",
        "paragraph", "chapter", "annex", "appendix", "table", "tables", "figure", "fig", "item", "manual",
        "spec", "specs", "specification", "specifications", "standard", "std", "rfc", "iso", "ecma", "ieee",
    }
)  # fmt: skip
# a dotted number of three to six parts, the first two of at most two digits (a chapter's, a section's)
_SECTION_ANCHOR = re.compile(
    r"(?<![0-9.])([0-9]{1,2}\.[0-9]{1,2}\.[0-9]{1,3})(?:\.[0-9]{1,3}){0,3}(?![0-9]|\.[0-9])"
)


def section_heads(text: str) -> frozenset[str]:
    """The first three parts of every dotted number that ``text`` itself reads as a section number: one
    written right after a standard's designation (``ECMA-376 18.3.1.4``, ``[ECMA-376] 20.1.10.59``,
    ``RFC 1234``, ``ISO 32000-1:2008``), ``§`` or a section word (``section``, ``clause``, ``table`` …;
    no version word), on its line.

    >>> sorted(section_heads("// ECMA-376 18.3.1.4: a cell\\n// see section 3.2.1 and version 7.1.2.40\\n"))
    ['18.3.1', '3.2.1']
    """
    heads = set()
    for m in _SECTION_ANCHOR.finditer(text):
        start = m.start()
        line_start = _line_start(text, start)
        prefix = text[max(line_start, start - 40, 0) : start]
        w = _WORD_BEFORE.search(prefix)
        if (
            (w and (w.group(2) == "§" or (w.group(1) and w.group(1).lower() in _SECTION_WORDS)))
            or (start > 0 and text[start - 1] == "§")
            or _DOCUMENT_BEFORE.search(prefix)
        ):
            heads.add(m.group(1))
    return frozenset(heads)


def _in_cited_section(heads: frozenset[str], text: str, start: int, end: int, value: str) -> bool:
    """The quad shares its first three parts with a number the text reads as a section number
    elsewhere (``section_heads``): a sibling section of the same document, cited without the
    document's name (``… past @p column: 18.3.1.73`` in a file that cites ``ECMA-376 18.3.1.4``).
    Its first two parts are ≤ 40, and it is not written where a host goes (before a port, after
    ``://``, the whole of a string literal)."""
    return (
        value.rsplit(".", 1)[0] in heads
        and _small_head(value, 2)
        and not _host_context(text, start, end)
        and not _quoted_whole(text, start, end)
    )


# a URL up to a quad in its path: scheme, "://", an authority, then "/" and path segments (no query yet)
_URL_PATH_BEFORE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]{1,15}://[^/\s\"'<>?#@]+/[^\s\"'<>?#=&:@]*\Z")


def _in_url_path(text: str, start: int, end: int) -> bool:
    """The quad is a segment of a URL's path, after its host: ``http://flylib.com/books/en/2.131.1.171/1/``
    (a book's section id). A path names no host by itself; a URL whose words speak of addresses
    (``https://ipinfo.io/93.184.216.34/json``, ``whois.arin.net/rest/ip/…``, ``/host/``) looks one up,
    and a quad in the authority (``http://93.184.216.34/``), before a port or in a query
    (``?addr=93.184.216.34``) stays an address.

    >>> t = " * http://flylib.com/books/en/2.131.1.171/1/ and https://ipinfo.io/93.184.216.34/json"
    >>> [_in_url_path(t, t.index(v), t.index(v) + len(v)) for v in ("2.131.1.171", "93.184.216.34")]
    [True, False]
    """
    if text[start - 1 : start] != "/" or _PORT_AFTER.match(text, end):
        return False
    m = _URL_PATH_BEFORE.search(text, max(0, start - _REACH), start)
    return m is not None and not _HOST_WORDS.search(m.group(0))


def _cross_reference(text: str, start: int, end: int) -> bool:
    """The quad is a ``;``-separated field of a flat-file database cross-reference line
    (``DR   Gene3D; 2.120.10.30; -; 1.``, a CATH superfamily id in a UniProt entry)."""
    line_start = _line_start(text, start)
    return (
        line_start >= 0
        and _CROSS_REFERENCE_LINE.match(text, line_start, start) is not None
        and text[start - 2 : start] == "; "
        and text[end : end + 1] == ";"
    )


# the header of the function a ``return "…"`` is in: ``const char *wurfl_get_api_version(void) {`` up to
# the return, with no other brace between (the return is in that function's own body)
_RETURNED_BY = re.compile(
    r"\b([A-Za-z_][A-Za-z0-9_]*)\s*\([^(){};]{0,120}\)\s*(?:const\s*)?(?:noexcept\s*)?\{[^{}]*"
    r"\breturn\s*\(?\s*(?:L|u8)?[\"']\Z"
)


def _returned_by_version_function(text: str, start: int, end: int) -> bool:
    """The quad is the whole string literal a function returns, and the function's name announces a
    version (``const char *wurfl_get_api_version(void) { return "1.11.2.100"; }``,
    ``QString Plugin::version() const { return "2.0.0.117"; }``): the name says what the value is.

    >>> t = 'const char *wurfl_get_api_version(void)\\n{\\n return "1.11.2.100";\\n}\\n'
    >>> t += 'const char *server(void) { return "93.184.216.34"; }'
    >>> [_returned_by_version_function(t, t.index(v), t.index(v) + len(v)) for v in ("1.11.2.100", "93.184.216.34")]
    [True, False]
    """
    if not _quoted_whole(text, start, end):
        return False
    m = _RETURNED_BY.search(text, max(0, start - _REACH), start)
    return m is not None and _numbering_name(m.group(1))


def _numbering_context(text: str, start: int, end: int, value: str) -> bool:
    """True when the dotted quad ``text[start:end]`` reads as a version or section number."""
    host = _host_context(text, start, end)
    if not host and all(int(c) <= _SMALL_COMPONENT for c in value.split(".")):
        return True
    if re.match(r"\.[a-z](?![A-Za-z0-9])", text[end : end + 3]):
        return True  # "table 11.3.64.1.b": a table or sub-item label
    before = text[start - 1] if start > 0 else ""
    if before and before in "vV-[§@":
        return True
    line_start = _line_start(text, start)
    prefix = text[max(line_start, start - 40, 0) : start]
    m = _WORD_BEFORE.search(prefix)
    if m and (m.group(2) or _numbering_name(m.group(1))):
        return True
    if not host and _returned_by_version_function(text, start, end):
        return True  # const char *wurfl_get_api_version(void) { return "1.11.2.100"; }
    if _DOCUMENT_BEFORE.search(prefix) or (
        not host
        and not _quoted_whole(text, start, end)
        and (
            _among_sections(text, start, end, value)
            or _in_section_run(text, start, end, value)
            or _section_heading(text, start, end, value)
            or _cross_reference(text, start, end)
        )
    ):
        return True
    if line_start != -1:
        d = _DEFINE_NAME.match(text, line_start, start)
        if d and any(k in d.group(1).upper() for k in ("VERSION", "OID", "_VER")):
            return True
        if _LINE_OPENER.fullmatch(text, line_start, start) and _HEADING_AFTER.match(text, end):
            return True
    return bool(_HEADING_END.match(text, end))  # "Changes in 1.2.3.4:" closing its line


_URL_TOKEN_CHARS = re.compile(r"[^\s\"'<>()\[\]{}`]*")  # matched on the reversed text before a match
# a URL's scheme and user, written without "//" (``http:user:password@www.google.com``, libUseful's
# form): what follows the second ":" is the user's password, no mailbox. Only schemes of network
# services that take a login (not mailto:, tel: …), so ``name:uid:jane@x.org`` records stay addresses.
_SCHEME_USER_BEFORE = re.compile(
    r"(?i:https?|ftps?|sftp|ssh|scp|telnet|rsync|smb|cifs|nfs|ldaps?|imaps?|pop3?s?|smtps?|nntp|mysql"
    r"|postgres(?:ql)?|redis|rediss|mongodb|amqps?|mqtts?|wss?|socks[45]?h?|tcp|udp|tls|ssl|git|svn|sips?"
    r"|rtsp|rtmp|ircs?|davs?|webdav|proxy):(?://)?[A-Za-z0-9._%+\-~]{1,64}:"
)


# a URL cut at a line break: the line above ends in a URL's first piece (maybe with a " \\" that joins
# the lines), the piece at hand opens its line after a comment's leader (`` * 0-04-15&msg=…``)
_WRAPPED_LINE_BEFORE = re.compile(r"([^\s\"'<>()\[\]{}`]+)[ \t]*\\?[ \t]*\r?\n[ \t]*(?:\*+|//+|#)?[ \t]*\Z")
# a query parameter that carries a Message-ID in a list archive's link (``archive.pike?…&msg=<id>``)
_MESSAGE_ID_PARAM_BEFORE = re.compile(
    r"[?&;](?i:mid|msg|msgid|msg_id|msg-id|message|messageid|message_id|message-id)=\Z"
)


def _url_part_not_address(text: str, start: int, local: str) -> bool:
    """The "address" at ``start`` is part of a URL, not an address: the user info of
    ``http://user:pass@host`` or ``ssh://git@host`` (in the URL's authority), or a Message-ID in an
    archive link's path (right after a ``/``) or its query (the value of a ``msg=``, ``mid=``,
    ``message-id=`` … parameter); a Message-ID's local part has ≥ 5 digits or ``=``/``$``, as generated
    ids have. A link cut over two comment lines before such a query value is read whole (its first piece
    ends the line above, a ``\\`` after it or not). A list address in a path (``mail-archive.com/list@host/…``) stays one.

    >>> text = "https://lore.kernel.org/x/e8ce1146-3952-6977@intel.com/ and http://u:pw@www.example.com"
    >>> _url_part_not_address(text, 26, "e8ce1146-3952-6977"), _url_part_not_address(text, 69, "pw")
    (True, True)
    >>> _url_part_not_address("http://www.mail-archive.com/dev-list@example.org/", 28, "dev-list")
    False
    >>> t = " * http://x.org/archive.pike?list=1&date=200 \\\\\\n * 0-04-15&msg=Pine.BSO.4.20.0003290949.2640-100000@y.org"
    >>> _url_part_not_address(t, t.index("Pine"), "Pine.BSO.4.20.0003290949.2640-100000")
    True
    >>> t = "http://lists.x.org/options?email=jane19850101@gmail.com&msg=jane.doe@gmail.com"
    >>> [_url_part_not_address(t, t.index(v), v.split("@")[0]) for v in ("jane1985", "jane.doe@")]
    [False, False]
    """
    if start == 0 or text[start - 1] not in ":/=":
        return False
    token = _URL_TOKEN_CHARS.match(text[max(0, start - _REACH) : start][::-1]).group(0)[::-1]
    if text[start - 1] != "=" and _SCHEME_USER_BEFORE.fullmatch(token):
        return True  # http:user:password@host: a password in a URL's user info, "//" left out
    if "://" not in token:
        if text[start - 1] != "=" or ":" in token:
            return False
        w = _WRAPPED_LINE_BEFORE.search(text, max(0, start - len(token) - _REACH), start - len(token))
        if w is None or "://" not in w.group(1):
            return False
        token = w.group(1) + token  # "…archive.pike?list=1&date=200 \\" over " * 0-04-15&msg=<id>"
    generated = sum(c.isdigit() for c in local) >= 5 or "=" in local or "$" in local
    if text[start - 1] == "=":
        return generated and _MESSAGE_ID_PARAM_BEFORE.search(token) is not None
    if "/" not in token.split("://", 1)[1]:
        return True  # user info in the authority: http://user:pass@host, ssh://git@host
    return generated


# gi-docgen cross-references in GTK-style API docs: ``[method@Gtk.Widget.show]``, ``[class@Gtk.Window]``
_DOC_LINK_KINDS = frozenset(
    {
        "alias", "callback", "class", "const", "ctor", "enum", "error", "flags", "func", "iface", "id",
        "method", "property", "signal", "struct", "type", "vfunc",
    }
)  # fmt: skip
# SSH names ``name@domain`` (RFC 4251 §6: algorithms and extensions outside the IETF's namespace):
# a local part made of algorithm words joined by "-" (``hmac-ripemd160``, ``curve25519-sha256``,
# ``rijndael-cbc``), or any local part at a domain of an SSH implementation (``zlib@openssh.com``,
# ``keepalive@libssh2.org``) when nothing on the line says it is a person's mailbox.
_SSH_ALGORITHM_WORD = re.compile(
    r"hmac|sha[0-9]*|md5|ripemd[0-9]*|aes[0-9]*|cbc|ctr|gcm|ccm|rijndael|curve[0-9]+|ecdh|ecdsa|ed25519|ed448"
    r"|chacha[0-9]*|poly[0-9]+|umac[0-9]*|etm|diffie|hellman|group[0-9]+|group-exchange|nistp[0-9]+|cert"
    r"|v0[0-9]|ssh|rsa|dss|dsa|sntrup[0-9]+|mlkem[0-9]+|x25519|blowfish|arcfour[0-9]*|3des|cast128|twofish[0-9]*"
    r"|serpent[0-9]*|kex|sk"
)
# a person's mailbox: in <...>, after mailto:, or on a line that names people
_MAILBOX_LINE = re.compile(
    r"copyright|\(c\)|author|written|signed-off|reported|reviewed|acked|tested-by|contributed|contact"
    r"|maintain|e-?mail|mailto|\bby\b|\bfrom:|\bto:|\bcc:",
    re.IGNORECASE,
)
_URL_AUTHORITY_AFTER = re.compile(r":[A-Za-z0-9_~/.\-]")  # git@github.com:org/repo, user@host:port
# a git remote's prefix: ``insteadOf = git@github.com:``, ``"org-123@github.com:"`` (the ``:`` ends the
# value: the line, a quote or a blank follows)
_REMOTE_PREFIX_AFTER = re.compile(r":(?:[\"'`]|[ \t]*(?:\r?\n|\Z))")


# the name a string literal is the value of, right before it on its line: ``#define NAME "``,
# ``NAME = "``, ``NAME[] = "``, ``{NAME, "``
_CONSTANT_BEFORE = re.compile(
    r"(?:#\s*define\s+|\b)([A-Za-z_][A-Za-z0-9_]*)(?:\s*\[[0-9 ]*\])?\s*(?:=|,|\s)\s*(?:L|u8)?\"\Z"
)
# words of a name that says its value is an algorithm or method name of a protocol (SSH's kex, cipher,
# host-key and compression names, RFC 4251 §6, which outside the IETF's namespace are name@domain; not
# "mac", which also names the Macintosh: ``BUGS_MAC = "mac-bugs@x.org"``)
_ALGORITHM_NAME_WORDS = frozenset(
    {
        "algo",
        "algos",
        "algorithm",
        "algorithms",
        "kex",
        "cipher",
        "ciphers",
        "hostkey",
        "compression",
    }
)


def protocol_name(text: str, start: int, end: int) -> bool:
    """``local@domain`` at ``text[start:end]`` names a protocol, request or extension by its
    context: a string argument of an SSH request call (:func:`_protocol_argument`) or the protocol
    of an identification string (``"SSHCONNECTION@putty.projects.tartarus.org-2.0-"``).
    :func:`find_redactions` also keeps the same name elsewhere in the text (a comment quoting it).

    >>> t = 'p = "SSHCONNECTION@putty.projects.tartarus.org-2.0-"; r = "jo@x.org"'
    >>> [protocol_name(t, t.index(v), t.index(v) + len(v)) for v in ("SSHCONNECTION@putty.projects.tartarus",)]
    [True]
    >>> protocol_name(t, t.index("jo@x.org"), t.index("jo@x.org") + 8)
    False
    """
    if _protocol_argument(text, start, end):
        return True
    if start == 0 or text[start - 1] not in "\"'":
        return False
    m = _PROTOCOL_VERSION_AFTER.match(text, end)
    return m is not None and (m.group(0)[-1] == "-" or "." in m.group(0))


def _names_a_protocol(text: str, r: Redaction, protocols: set[tuple[str, str]]) -> bool:
    """The address ``r`` is, local part and domain (one may be cut short at a label), a name that
    :func:`protocol_name` found used as a protocol or request in the same text, and nothing on its
    line says it is a person's mailbox (not in ``<…>``, no author or contact word).
    """
    local, domain = r.value.split("@", 1)
    local, domain = local.lower(), domain.lower().removeprefix("@")
    if not any(
        lo == local and (d == domain or d.startswith(domain + ".") or domain.startswith(d + "."))
        for lo, d in protocols
    ):
        return False
    if (r.start > 0 and text[r.start - 1] == "<") or text.startswith(">", r.end):
        return False
    line_start = max(text.rfind("\n", max(0, r.start - _REACH), r.start) + 1, r.start - _REACH, 0)
    return not _MAILBOX_LINE.search(text, line_start, r.start)


def _algorithm_constant(text: str, start: int, end: int, line_start: int) -> bool:
    """``local@domain`` is the whole value of a string constant whose name says it is an algorithm
    (``#define KEXGUESS2_ALGO_NAME "kexguess2@matt.ucc.asn.au"``, ``kCipherName = "aes-gcm@x.org"``):
    SSH names its algorithms and extensions ``name@domain`` (RFC 4251 §6), at any domain.

    >>> t = '#define KEXGUESS2_ALGO_NAME "kexguess2@matt.ucc.asn.au"\\n#define AUTHOR_MAIL "matt@ucc.asn.au"'
    >>> [_algorithm_constant(t, t.index(v), t.index(v) + len(v), t.rfind("\\n", 0, t.index(v)) + 1)
    ...     for v in ("kexguess2@matt.ucc.asn.au", "matt@ucc.asn.au")]
    [True, False]
    """
    if start == 0 or text[start - 1] != '"' or not text.startswith('"', end):
        return False
    m = _CONSTANT_BEFORE.search(text, line_start, start)
    if m is None:
        return False
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", m.group(1)).lower().split("_")
    return any(w in _ALGORITHM_NAME_WORDS for w in words)


def enclosing_call(text: str, pos: int) -> str | None:
    """The name of the call whose argument list holds ``pos`` (``ssh2_chanreq_init`` in
    ``ssh2_chanreq_init(c,\\n "winadj@x.org")``), looking back at most ``_REACH`` characters and not
    past a ``;``, ``{`` or ``}``; None when there is none.

    >>> t = 'x = 1; f(a, g(b), "v") + h'
    >>> enclosing_call(t, t.index('"v')), enclosing_call(t, t.index("h")), enclosing_call(t, t.index("b"))
    ('f', None, 'g')
    """
    depth = 0
    i = pos - 1
    stop = max(0, pos - _REACH)
    while i >= stop:
        c = text[i]
        if c in ";{}":
            return None
        if c == ")":
            depth += 1
        elif c == "(":
            if depth == 0:
                m = _CALL_NAME_BEFORE.search(text, max(0, i - 80), i)
                return m.group(1) if m else None
            depth -= 1
        i -= 1
    return None


_CALL_NAME_BEFORE = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s{0,4}\Z")


def _name_words(name: str) -> list[str]:
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name).lower().split("_")


# words of a call that names an SSH request, channel or extension (RFC 4254 channel and global requests,
# RFC 8308 extensions): its string argument is a request name, ``name@domain`` outside the IETF's namespace
_SSH_REQUEST_WORDS = frozenset({"chanreq", "globreq", "chanopen", "extension", "ext"})
_SSH_REQUEST_PAIRS = frozenset({"channel", "global"})


def _protocol_argument(text: str, start: int, end: int) -> bool:
    """``local@domain`` is the whole string argument of a call that names an SSH request or
    extension (``ssh2_chanreq_init(c, "winadj@putty.projects.tartarus.org", …)``,
    ``send_global_request(s, "keepalive@x.org")``), or an algorithm (a name with an
    algorithm word, as for constants): RFC 4251 §6 names them ``name@domain``.

    >>> t = 'ssh2_chanreq_init(c,\\n  "simple@putty.x.org", NULL); send_mail(to, "jane@x.org");'
    >>> [_protocol_argument(t, t.index(v), t.index(v) + len(v)) for v in ("simple@putty.x.org", "jane@x.org")]
    [True, False]
    """
    if start == 0 or text[start - 1] != '"' or not text.startswith('"', end):
        return False
    name = enclosing_call(text, start - 1)
    if name is None:
        return False
    words = _name_words(name)
    if any(w in _SSH_REQUEST_WORDS or w in _ALGORITHM_NAME_WORDS for w in words):
        return True
    return any(w in _SSH_REQUEST_PAIRS for w in words) and any(
        w in ("request", "req", "requests") for w in words
    )


# an SSH identification string's protocol (RFC 4253 §4.2 ``SSH-2.0-``), named ``name@domain``:
# ``"SSHCONNECTION@putty.projects.tartarus.org-2.0-"``; the match stops before the last label
_PROTOCOL_VERSION_AFTER = re.compile(
    r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?){0,8}-(?:[0-9]+\.[0-9]+-|[\"'])"
)
# a mail header that holds Message-IDs, on the line before ``<id>`` (quoted mail: ``> References:``)
_MESSAGE_ID_HEADER = re.compile(
    r"(?:Message-I[Dd]|In-Reply-To|References|Resent-Message-I[Dd]|Content-I[Dd])[ \t]*:[^\n]*<[^\s<>@\"]*\Z",
    re.I,
)
# ``<id>`` introduced as a Message-ID without a header's colon: FidoNet's ``MSGID`` kludge (``^aMSGID
# <localid@some.where.org> 0124587``, written ``^A``), or prose naming it right before (``a Message-ID
# like\n * <123456.7890@internet.domain>``: a connecting word, a comment line's decoration between)
_MESSAGE_ID_NAMED = re.compile(
    r"(?:\^[Aa]|\x01|\b)(?:Message-?IDs?|MSGIDs?)(?:[ \t]+(?:like|such as|e\.g\.|i\.e\.|as|is|as in"
    r"|for example)[,:]?)?[ \t]*(?:\n[ \t]*(?:\*+|//+|#+)?[ \t]*)?<[^\s<>@\"]*\Z",
    re.I,
)
# a string literal in code that tests a prefix: ``strncmp(l,"MSGID_",6)``, ``"wgcid$"``
_PREFIX_LITERAL = re.compile(r"\"([A-Za-z0-9_.$#\-]{2,40}[_$#.\-])\"")
# the local part Mozilla mailers (Thunderbird, SeaMonkey) write in a Message-ID: two hex numbers
# (``5615F778.9020601``), the first of 8 digits; no one's mailbox has it
_MOZILLA_MESSAGE_ID = re.compile(r"(?=[0-9A-F]*[0-9])[0-9A-F]{8}\.[0-9A-F]{4,8}")
# a domain label that names the Message-ID namespace itself: newsreaders that write ids under a
# ``msgid`` subdomain of their host (``fe5vsq.17c.1@stefan.msgid.phost.de``, cited bare, no ``<…>``)
_MESSAGE_ID_LABELS = frozenset({"msgid", "msg-id", "msgids", "messageid", "message-id", "messageids"})


def _message_id(text: str, start: int, end: int, local: str, line_start: int) -> bool:
    """``local@domain`` is a mail Message-ID: in ``<…>`` after a ``Message-ID:``, ``In-Reply-To:`` or
    ``References:`` header on its line, or with the local part Mozilla mailers generate.

    >>> t = "From: Jane <jane@uni.edu>\\nIn-Reply-To: <x1@uni.edu>\\n> see <5615F778.9020601@uni.edu>"
    >>> [_message_id(t, t.index(v), t.index(v) + len(v), v.split("@")[0], t.rfind("\\n", 0, t.index(v)) + 1)
    ...     for v in ("jane@uni.edu", "x1@uni.edu", "5615F778.9020601@uni.edu")]
    [False, True, True]

    A subdomain labelled ``msgid`` (of a registered domain) is a Message-ID's, bracketed or not:

    >>> t = "/* Idea from J. Roe, ab5xq.17c.1@roe.msgid.host.de; mail jane@msgid.de */"
    >>> [_message_id(t, t.index(v), t.index(v) + len(v), v.split("@")[0], 0)
    ...     for v in ("ab5xq.17c.1@roe.msgid.host.de", "jane@msgid.de")]
    [True, False]
    """
    if _MOZILLA_MESSAGE_ID.fullmatch(local):
        return True
    domain = text[start:end].split("@", 1)[1].lower()
    registered = _PSL.privatesuffix(domain) or domain
    if any(label in _MESSAGE_ID_LABELS for label in domain[: -len(registered)].split(".")):
        return True  # "Idea from Stefan Reuther, fe5vsq.17c.1@stefan.msgid.phost.de": a Message-ID's domain
    if not text.startswith(">", end):
        return False
    if _MESSAGE_ID_HEADER.search(text, line_start, start) is not None:
        return True
    if _MESSAGE_ID_NAMED.search(text, max(0, start - 160), start) is not None:
        return True
    return _generated_id(text, start, end)


def _generated_id(text: str, start: int, end: int) -> bool:
    """``<…local@domain>`` is a generated message id by its own shape or by the code around it:
    the bracketed token joins parts with ``$`` before the local part matched (INN's and gateways'
    ``<5449jv$p21$1@host>``, ``<wgcid$3$g712$…$j6596dbf5@brazerko.com>``: no mailbox is written
    so), or it begins with a prefix the code within reach tests for as a string literal (a parser's
    comment above ``strncmp(l,"MSGID_",6)`` showing ``<MSGID_mimeanything_abcd1234@ftn.domain>``):
    an example of the format the code reads.

    >>> t = '/* <MSGID_any_ab12@ftn.org> */ if (strncmp(l, "MSGID_", 6) == 0) mail("<jane_doe@ftn.org>");'
    >>> [_generated_id(t, t.index(v), t.index(v) + len(v)) for v in ("MSGID_any_ab12@ftn.org", "jane_doe@ftn.org")]
    [True, False]
    >>> t = "/* <wgcid$3$g712$j6596dbf5@brazerko.com> */"
    >>> _generated_id(t, t.index("j6596"), t.index(">"))
    True
    """
    if not text.startswith(">", end):
        return False
    open_at = text.rfind("<", max(0, start - 80), start + 1)
    if open_at == -1 or re.search(r"[\s<>\"]", text[open_at + 1 : start]):
        return False
    token = text[open_at + 1 : text.index("@", start)]
    if "$" in token:
        return True
    lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
    return any(
        token.startswith(m.group(1)) and len(token) > len(m.group(1))
        for m in _PREFIX_LITERAL.finditer(text, lo, hi)
        if not (open_at <= m.start() < end)
    )


# labels that go on right after a matched domain, the first of them no TLD's shape (a ``-``, ``_``
# or digit in it): ``….pl.shell-extension`` (an AppStream id of a GNOME Shell extension)
_NAME_GOES_ON = re.compile(r"(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_\-]{0,61}[A-Za-z0-9_])?)+(?![A-Za-z0-9_\-@])")


def _name_goes_on(text: str, end: int) -> bool:
    """The dotted name of the address ending at ``end`` goes on: a dot and a further label, with
    no blank between, that the address pattern left out because no TLD is written so
    (``gmail_notify@jablona123.pl.shell-extension``: a GNOME Shell extension's id inside an AppStream
    id). The whole name ends in no TLD, so no mailbox. A dot that ends a sentence has a blank or
    the line's end after it.

    >>> t = "id user/*/*/shell-extension/gmail_notify@jablona123.pl.shell-extension/*; mail jane@roe.pl."
    >>> _name_goes_on(t, t.index(".shell-extension")), _name_goes_on(t, len(t) - 1)
    (True, False)

    Labels of letters only that the pattern left out (one letter: ``dbus@lists.fd.o``, freedesktop.org
    abbreviated) may still be a domain written short, so they do not count:

    >>> t = "as pointed out on dbus@lists.fd.o on 2006-11-30"
    >>> _name_goes_on(t, t.index(".o "))
    False
    """
    m = _NAME_GOES_ON.match(text, end)
    if m is None or not re.search(r"[0-9_\-]", m.group(0)):
        return False  # "dbus@lists.fd.o": a one-letter label, an abbreviated domain (fd.o) of a real list
    last = m.group(0).rsplit(".", 1)[-1].lower()
    return last not in _HOST_NETWORK_SUFFIXES and _PSL.publicsuffix(last) is None


# IRC (RFC 1459 §2.3.1, RFC 2812 §2.3.1): a message's prefix ``:nick!ident@host`` names its sender by nick,
# the user (ident) of the client and the client's host; ``nick@server`` is a message target (a service on
# one server: ``PRIVMSG Q@CServe.quakenet.org``). Neither is a mailbox. A nick's characters, with ZNC's
# ``*`` of its virtual users (``*status``); a nick starts with no digit or ``-`` (RFC 2812 §2.3.1), so
# ``2020-08-23T21:09:49Z!eggert@cs.ucla.edu`` (a time stamp before a mailbox) is none. A ``~`` before the
# ident says identd did not confirm it.
_IRC_NICK_BEFORE = re.compile(
    r"(?P<colon>:)?(?P<nick>(?:[A-Za-z\[\]\\`_^{|}*$][A-Za-z0-9\[\]\\`_^{|}*$\-]{0,31})?)!(?P<tilde>~)?\Z"
)
_IRC_COMMAND_AFTER = re.compile(
    r"[ \t]+(?:PRIVMSG|NOTICE|JOIN|PART|KICK|MODE|QUIT|NICK|TOPIC|INVITE|KILL|WALLOPS|SQUERY)(?![A-Za-z0-9_])"
)
# a target after an IRC command that sends a message (``MSG x@channels.undernet.org login``, ``/msg``)
_IRC_TARGET_BEFORE = re.compile(r"(?:\b(?:PRIVMSG|NOTICE|SQUERY|MSG)|(?<![A-Za-z0-9_])/msg)[ \t]+\Z")


def irc_hostmask(text: str, start: int, end: int) -> str | None:
    """The nick of an IRC hostmask ``nick!ident@host`` whose ``ident@host`` is ``text[start:end]``, or
    None. ``!`` right before the ident is not enough (an old UUCP bang path ``site!user@relay.edu`` names
    a mailbox); one more mark of IRC is needed: the prefix of a raw line (``:`` before the nick), an IRC
    command after the host, identd's ``~`` before the ident, or a string literal that is the whole mask.

    >>> def nick(t, v):
    ...     return irc_hostmask(t, t.index(v), t.index(v) + len(v))
    >>> nick('Put(":*status!bnc@bnc.in PRIVMSG " + n);', "bnc@bnc.in")
    '*status'
    >>> nick('Put(sMod + "!bnc@bnc.in NOTICE " + n);', "bnc@bnc.in")
    ''
    >>> t = 'Nick.Parse("legacy!bnc@bnc.in"); /* e.g. :user!~name@mynet.com */'
    >>> nick(t, "bnc@bnc.in"), nick(t, "name@mynet.com")
    ('legacy', 'user')
    >>> t = "Written by mcvax!jane@cwi.nl; mail uunet!ann@x.org for copies; as of 2020-08-23T21:09:49Z!jo@x.edu"
    >>> nick(t, "jane@cwi.nl"), nick(t, "ann@x.org"), nick(t, "jo@x.edu")
    (None, None, None)
    """
    if start < 1 or text[start - 1] not in "!~":
        return None
    m = _IRC_NICK_BEFORE.search(text, max(0, start - 40), start)
    if m is None:
        return None
    nick = m.group("nick")
    if m.group("tilde") or _IRC_COMMAND_AFTER.match(text, end):
        return nick
    if nick and m.group("colon"):
        return nick  # :nickname!username@host.com: a raw line's prefix
    quote = text[m.start() - 1] if m.start() > 0 else ""
    if nick and quote in "\"'" and text[end : end + 1] == quote:
        return nick  # "nick!userid@host.com": the whole literal is a mask (an ignore mask, Nick.Parse)
    return None


# A last label that is no TLD and says the domain is made up: a word for "fake" or a placeholder that
# stands for the reader's own name (``me@myhost.mydomain``, ``user@host.domain``, ``x@email.address``).
_PLACEHOLDER_LABEL = re.compile(
    r"fake|dummy|placeholder|address|domain|(?:my|your|some)(?:domain|host|server|site|company|net|isp)"
)
# a line that says its record is made up (``"displayName":"Fake Contact"``, ``dummy_contact = …``)
_FAKE_WORD = re.compile(r"(?i:fake|dummy)")
_LINE_REACH = 1000  # the characters of a long line looked at either side for _FAKE_WORD


def _made_up_domain(text: str, start: int, end: int, domain: str) -> bool:
    """The address at ``text[start:end]`` ends in an unknown label (no TLD of the Public Suffix List,
    no host-network suffix) and is made up, so it can name no one, as an address at ``.example`` cannot
    (RFC 2606): the last label is a placeholder word (``me@myhost.mydomain``, ``x@something.fake``,
    ``y@email.address``), or its line says the record is fake or a dummy (``"Fake Jay Contact"`` beside
    ``"home@home.hh"``). An unknown label with neither (a typo, ``jane@gmail.con``; an old network,
    ``pem@aaii.oz``; a template, ``listname+help@domain.tld``) stays an address: privacy wins.

    >>> def check(t, v):
    ...     return _made_up_domain(t, t.index(v), t.index(v) + len(v), v.split("@")[1])
    >>> [check(t, t) for t in ("me@myhost.mydomain", "b@something.fake", "jane@gmail.con", "pem@aaii.oz")]
    [True, True, False, False]
    >>> t = '{"name":"Fake Contact","email":[{"value":"home@home.hh"}]}\\n/* bug: jane@gmail.con */ help@domain.tld'
    >>> check(t, "home@home.hh"), check(t, "jane@gmail.con"), check(t, "help@domain.tld")
    (True, False, False)
    """
    last = domain.rsplit(".", 1)[-1].lower()
    if last in _HOST_NETWORK_SUFFIXES or _PSL.publicsuffix(domain.lower()) is not None:
        return False
    if _PLACEHOLDER_LABEL.fullmatch(last):
        return True
    lo = text.rfind("\n", max(0, start - _LINE_REACH), start) + 1 or max(0, start - _LINE_REACH)
    hi = text.find("\n", end, end + _LINE_REACH)
    return _FAKE_WORD.search(text, lo, hi if hi != -1 else min(len(text), end + _LINE_REACH)) is not None


# a news: URL (RFC 1738 ``news:<message-id>``) or a news spool/cache folder (``…/news/``,
# ``WWW_Cache_news/``) right before: a Usenet article's Message-ID, no mailbox
_NEWS_URL_BEFORE = re.compile(r"(?<![A-Za-z0-9+.\-])(?i:s?news):[^\s\"'<>()]*\Z")
_NEWS_FOLDER_BEFORE = re.compile(r"(?i:(?<![A-Za-z0-9])|_)news/\Z")


def _news_article(text: str, start: int, local: str) -> bool:
    """``local@domain`` is a Usenet article's Message-ID: inside a ``news:`` URL
    (``news:j462#36487@foo.bar``), or an all-digit local part that names a file in a news folder
    (``$(HOME)/WWW/news/1234@cernvax.cern.ch``).

    >>> t = "e.g., news:j462#36487@foo.bar, or /tmp/WWW_Cache_news/1234@cern.ch; mail news/jane@cern.ch"
    >>> [_news_article(t, t.index(v), v.split("@")[0]) for v in ("36487@foo.bar", "1234@cern.ch", "jane@cern.ch")]
    [True, True, False]
    """
    if _NEWS_URL_BEFORE.search(text, max(0, start - 200), start):
        return True
    return local.isdigit() and _NEWS_FOLDER_BEFORE.search(text, max(0, start - 40), start) is not None


# an FTP login ``user@host`` (a firewall/gateway login to the real host): right after the FTP command
# ``USER`` (upper case, as sent on the wire; ``USER user@fwuser@real.host.name`` too) or after the FTP
# client's login prompt ``Name (host:user):``
_FTP_LOGIN_BEFORE = re.compile(r"(?:\bUSER[ \t]+|\bName \([^()\s]{1,80}\):[ \t]*)(?:[^\s@\"']{1,64}@)?\Z")
# an SSH global or channel request named in the 200 characters before (``GLOBAL_REQUEST``,
# ``SSH_MSG_CHANNEL_REQUEST``): its ``name@domain`` string is the request's name (RFC 4251 §6)
_SSH_REQUEST_NEAR = re.compile(r"(?:GLOBAL|CHANNEL)_REQUEST\b")
_SSH_REQUEST_NAME = re.compile(r"[a-z][a-z0-9\-]{1,40}")


def _not_a_mailbox(text: str, start: int, end: int, local: str, domain: str) -> bool:
    """The ``local@domain`` at ``text[start:end]`` is a name of another kind, not an address:
    a gi-docgen reference ``[kind@Namespace.Name]``; the user of an SCP-style remote or URL
    authority (``git@github.com:org/repo.git``, ``user@host:port/path``, ``user:pass@host/path``);
    an SSH algorithm or extension name (``"curve25519-sha256@libssh.org"``, ``fsync@openssh.com``).

    >>> def check(t, v):
    ...     local, domain = v.split("@")
    ...     return _not_a_mailbox(t, t.index(v), t.index(v) + len(v), local, domain)
    >>> t = " * See [method@Gtk.Widget.show]; git clone git@github.com:org/repo.git"
    >>> check(t, "method@Gtk.Widget.show"), check(t, "git@github.com")
    (True, True)
    >>> t = "[url]\\n\\tinsteadOf = org-6826477@github.com:\\n# Contact: jane@example.org:\\n"
    >>> check(t, "org-6826477@github.com"), check(t, "jane@example.org")
    (True, False)
    >>> t = '    "hmac-ripemd160@openssh.com",  /* Copyright Jane <jane@openssh.com> */'
    >>> check(t, "hmac-ripemd160@openssh.com"), check(t, "jane@openssh.com")
    (True, False)
    """
    before = text[start - 1] if start > 0 else ""
    if before == "[" and local in _DOC_LINK_KINDS and domain[:1].isupper():
        return True
    if _URL_AUTHORITY_AFTER.match(text, end) or (before == ":" and text.startswith("/", end)):
        return True
    line_start = max(text.rfind("\n", max(0, start - _REACH), start) + 1, start - _REACH, 0)
    if (
        _REMOTE_PREFIX_AFTER.match(text, end)
        and before != "<"
        and not _MAILBOX_LINE.search(text, line_start, start)
    ):
        return True  # insteadOf = git@github.com: (the userinfo of an SSH remote, its path left empty)
    if _algorithm_constant(text, start, end, line_start):
        return True  # #define KEXGUESS2_ALGO_NAME "kexguess2@matt.ucc.asn.au": RFC 4251 name@domain
    if protocol_name(text, start, end):
        return True  # ssh2_chanreq_init(c, "winadj@…"), "SSHCONNECTION@….org-2.0-"
    if _message_id(text, start, end, local, line_start):
        return True  # In-Reply-To: <5615F778.9020601@monash.edu>
    if _news_article(text, start, local):
        return True  # news:j462#36487@foo.bar, /tmp/WWW_Cache_news/1234@cernvax.cern.ch: a Message-ID
    if _FTP_LOGIN_BEFORE.search(text, max(line_start, start - 200), start):
        return True  # send "USER user@real.host.name", Name (gate:you): anonymous@ftp.uu.net: a login
    if _SSH_REQUEST_NEAR.search(text, max(0, start - 200), start) and _SSH_REQUEST_NAME.fullmatch(local):
        return True  # sending GLOBAL_REQUEST (keepalive@proftpd.org): an RFC 4251 name@domain request
    labels = domain.lower().split(".")
    ssh_domain = any("ssh" in label for label in labels[:-1])
    words = local.lower().split("-")
    named = sum(_SSH_ALGORITHM_WORD.fullmatch(w) is not None for w in words)
    # two algorithm words (hmac-ripemd160, rijndael-cbc), or one and a number (umac-128); a role
    # mailbox with one such word (cert-team@, ssh-admin@) stays an address
    algorithm = len(words) >= 2 and (named >= 2 or (named == 1 and any(c.isdigit() for c in local)))
    if not (ssh_domain or algorithm) or before == "<" or text.startswith(">", end):
        return False
    return not _MAILBOX_LINE.search(text, line_start, start)


# the user info of a URL's authority: ``ssh://nix@builder.labs.uni.edu``, ``sftp://deploy@files.x.org``
_URL_LOGIN = re.compile(
    r"(?<![A-Za-z0-9+.\-])(?![Mm][Aa][Ii][Ll][Tt][Oo]:)[A-Za-z][A-Za-z0-9+.\-]{1,15}://([A-Za-z0-9._%+\-]{1,64})@((?:[A-Za-z0-9\-]{1,63}\.){1,8}[A-Za-z]{2,24})"
)


def url_logins(text: str) -> set[tuple[str, str]]:
    """(user, host) of every URL in ``text`` that names a login in its authority (``ssh://user@host``),
    lower-cased; ``mailto:`` names a mailbox, also when written ``mailto://`` by mistake.

    >>> sorted(url_logins('Eq("ssh://nix@b1.labs.uni.edu"); mailto://jane@uni.edu, https://x.org/a@b.org'))
    [('nix', 'b1.labs.uni.edu')]
    """
    return {(m.group(1).lower(), m.group(2).lower()) for m in _URL_LOGIN.finditer(text)}


def _login_of_the_text(logins: set[tuple[str, str]], local: str, domain: str) -> bool:
    """``local@domain`` is a login the text itself writes as a URL's user info: the same user at
    the same host (``"nix@b1.labs.uni.edu"`` beside ``ssh://nix@b1.labs.uni.edu``), or at a sibling
    host under a subdomain *below* the organisation's registered domain (``nix@b2.labs.uni.edu``:
    a pool of build machines). At the registered domain itself (``jane@uni.edu`` beside
    ``ssh://jane@login.uni.edu``) a mailbox is likely, so it stays one.

    >>> logins = {("nix", "b1.labs.uni.edu"), ("jane", "login.uni.edu")}
    >>> [_login_of_the_text(logins, u, d) for u, d in (("nix", "b1.labs.uni.edu"), ("nix", "b2.labs.uni.edu"),
    ...     ("jane", "uni.edu"), ("jane", "mail.uni.edu"), ("joe", "b2.labs.uni.edu"))]
    [True, True, False, False, False]
    """
    local, domain = local.lower(), domain.lower().rstrip(".")
    if (local, domain) in logins:
        return True
    parent = domain.split(".", 1)[1] if "." in domain else ""
    registered = _PSL.privatesuffix(domain)
    if not parent or registered is None or len(parent) <= len(registered):
        return False
    return any(user == local and host.split(".", 1)[-1] == parent for user, host in logins)


# FlexLM's licence-server syntax ``port@host`` (``LM_LICENSE_FILE=27000@licsrv``,
# ``INTEL_LICENSE_FILE="28518@flex.corp.org"``, a list ``27000@a:27001@b``): the value of a variable
# or option that names a licence file or server. A digits-only local part elsewhere is a mailbox
# (QQ Mail's are all digits), so the context decides, not the digits.
_LICENCE_VALUE_BEFORE = re.compile(
    r"(?i:licen[cs]e_?(?:file|server|path)s?|lm_license\w*|lmgrd\w*)[\"'}\]]{0,2}[ \t]*(?:=|:=|[ \t])[ \t]*[\"']?"
    r"(?:[0-9]{1,5}@[A-Za-z0-9.\-]+[:;,])*\Z"
)


_PATH_BEFORE = re.compile(r"(?:^|[\s\"'=(,])(?:~|\.{1,2})?/[A-Za-z0-9._\-/]*/\Z", re.MULTILINE)


def _path_label(text: str, start: int, domain: str) -> bool:
    """``name@label`` at ``start`` is a component of a filesystem path, not a mailbox: a ``/``-rooted
    path (no ``scheme://``) leads to it and its last label is no suffix that receives mail (not in the
    Public Suffix List, not a host-network suffix): HAMMER2's ``/dev/serno/SERIAL.s1a@mnt.usr``, a ZFS
    snapshot ``/tank/fs@snap.old``. At a real TLD (``~/Maildir/jane@uni.edu/``) it stays an address; a
    relative path (``tank/fs@snap.old``) is not looked at.

    >>> t = "  /dev/serno/SERIAL.s1a@mnt.usr /mnt/usr  ~/mail/jane@uni.edu/  /x/jo@gmail.con"
    >>> [_path_label(t, t.index(v), v.split("@")[1]) for v in ("SERIAL.s1a@mnt.usr", "jane@uni.edu")]
    [True, False]
    """
    if start == 0 or text[start - 1] != "/":
        return False
    line_start = max(text.rfind("\n", max(0, start - _REACH), start) + 1, start - _REACH, 0)
    if _PATH_BEFORE.search(text, line_start, start) is None:
        return False
    low = domain.lower()
    return low.rsplit(".", 1)[-1] not in _HOST_NETWORK_SUFFIXES and _PSL.publicsuffix(low) is None


def _licence_server(text: str, start: int, local: str) -> bool:
    """``local@host`` at ``start`` is a FlexLM licence server (``port@host``): the local part is a port
    number and the address is (an item of) the value of a licence-file/-server variable or option.

    >>> t = 'export INTEL_LICENSE_FILE="28518@flex.corp-lic.org"\\nsetenv LM_LICENSE_FILE 27000@a.org:27001@b.org'
    >>> [_licence_server(t, t.index(v), v.split("@")[0]) for v in ("28518@", "27000@", "27001@")]
    [True, True, True]
    >>> t = "// Xiang Li <1905692338@qq-mail.com>, LICENSE_FILE = 80@b.org"
    >>> _licence_server(t, t.index("1905692338"), "1905692338")
    False
    """
    if not (local.isdigit() and len(local) <= 5 and int(local) <= 65535):
        return False
    line_start = max(text.rfind("\n", max(0, start - _REACH), start) + 1, start - _REACH, 0)
    return _LICENCE_VALUE_BEFORE.search(text, line_start, start) is not None


# The well-known public DNS resolvers (the list BigCode's StarCoder PII pipeline keeps, with the same
# providers' published IPv6 addresses): every resolver configuration and network test names them,
# and they are services everyone uses, no person's or organisation's own host.
_PUBLIC_RESOLVERS = frozenset(
    ipaddress.ip_address(v)
    for v in (
        "8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "76.76.19.19", "76.223.122.150", "9.9.9.9",
        "149.112.112.112", "208.67.222.222", "208.67.220.220", "8.26.56.26", "8.20.247.20",
        "94.140.14.14", "94.140.15.15",
        "2001:4860:4860::8888", "2001:4860:4860::8844", "2606:4700:4700::1111", "2606:4700:4700::1001",
        "2620:fe::fe", "2620:fe::9", "2620:119:35::35", "2620:119:53::53",
    )
)  # fmt: skip


# The project's own table of special-purpose address ranges (the judging standard's "names no host"),
# pinned here so the decision never depends on the Python patch version: ``ipaddress``'s
# ``is_global``/``is_private`` tables changed between CPython releases (3.11.10 / 3.12.4 made
# 192.0.0.0/24 and 2002::/16 non-global and 2001:1::1, 2001:20::/28 … global; 3.13 knows
# 3fff::/20), so the same text was scrubbed differently on 3.11.7 and 3.12. Only ``ipaddress``'s
# parsing and integer arithmetic are used, which no release changed.
#
# Source: the IANA IPv4 and IPv6 Special-Purpose Address Registries (iana-ipv4-special-registry,
# iana-ipv6-special-registry; RFC 6890 / RFC 8190), the IPv4 Multicast Address Space Registry
# (224.0.0.0/4, RFC 5771) and the IPv6 Address Space registry (ipv6-address-space: only 2000::/3 is
# allocated global unicast), as transcribed on 2026-11-27 (the IPv6 registry's newest entries used:
# 2001:1::3/128, RFC 9665, and 3fff::/20, RFC 9637, both 2024). A range names no host when the registry
# marks it *not* globally reachable; an entry marked "N/A" (Teredo, the deprecated ORCHID block,
# 6to4 2002::/16, the deprecated 6to4 relay anycast 192.88.99.0/24) takes the answer of the block
# that contains it, if any, else counts as reachable (a 6to4 address embeds a global host's IPv4
# address). A registry change is a new table and a new scrub CODE_VERSION, never a new Python.
_V4_NO_HOST = (
    ("0.0.0.0/8", "'this network', RFC 791"),
    ("10.0.0.0/8", "private use, RFC 1918"),
    ("100.64.0.0/10", "shared address space (carrier-grade NAT), RFC 6598"),
    ("127.0.0.0/8", "loopback, RFC 1122"),
    ("169.254.0.0/16", "link local (and the 169.254.169.254 metadata endpoint), RFC 3927"),
    ("172.16.0.0/12", "private use, RFC 1918"),
    ("192.0.0.0/24", "IETF protocol assignments, RFC 6890 (192.0.0.9, 192.0.0.10 excepted)"),
    ("192.0.2.0/24", "documentation TEST-NET-1, RFC 5737"),
    ("192.168.0.0/16", "private use, RFC 1918"),
    ("198.18.0.0/15", "benchmarking, RFC 2544"),
    ("198.51.100.0/24", "documentation TEST-NET-2, RFC 5737"),
    ("203.0.113.0/24", "documentation TEST-NET-3, RFC 5737"),
    ("224.0.0.0/4", "multicast, RFC 5771"),
    ("240.0.0.0/4", "reserved, RFC 1112 (with the limited broadcast 255.255.255.255, RFC 919)"),
)
# globally reachable entries inside a block above: anycast services of the protocol block
_V4_REACHABLE = (
    ("192.0.0.9/32", "Port Control Protocol anycast, RFC 7723"),
    ("192.0.0.10/32", "TURN anycast, RFC 8155"),
)
# IPv6: everything outside 2000::/3 (reserved by the IETF, unique local fc00::/7, link local
# fe80::/10, the deprecated site local fec0::/10, multicast ff00::/8, ::1, ::, and the special
# blocks there such as 100::/64 and 5f00::/16) names no host; inside it:
_V6_GLOBAL_UNICAST = "2000::/3"
_V6_NO_HOST = (
    ("2001::/23", "IETF protocol assignments, RFC 2928 (with Teredo 2001::/32, benchmarking 2001:2::/48)"),
    ("2001:db8::/32", "documentation, RFC 3849"),
    ("3fff::/20", "documentation, RFC 9637"),
)
_V6_REACHABLE = (
    ("2001:1::1/128", "Port Control Protocol anycast, RFC 7723"),
    ("2001:1::2/128", "TURN anycast, RFC 8155"),
    ("2001:1::3/128", "DNS-SD service registration protocol anycast, RFC 9665"),
    ("2001:3::/32", "AMT, RFC 7450"),
    ("2001:4:112::/48", "AS112-v6, RFC 7535"),
    ("2001:20::/28", "ORCHIDv2, RFC 7343"),
    ("2001:30::/28", "drone remote ID DETs, RFC 9374"),
)
# the IPv4 address carried in an IPv6 one: IPv4-mapped ::ffff:0:0/96 (RFC 4291) and the NAT64
# well-known prefix 64:ff9b::/96 (RFC 6052, globally reachable: it reaches the IPv4 host it embeds)
_V6_EMBEDS_V4 = ("::ffff:0:0/96", "64:ff9b::/96")


def _ranges(entries: tuple[tuple[str, str], ...] | tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    nets = (ipaddress.ip_network(e if isinstance(e, str) else e[0]) for e in entries)
    return tuple((int(n.network_address), int(n.broadcast_address)) for n in nets)


def _within(value: int, ranges: tuple[tuple[int, int], ...]) -> bool:
    return any(low <= value <= high for low, high in ranges)


_V4_NO_HOST_RANGES = _ranges(_V4_NO_HOST)
_V4_REACHABLE_RANGES = _ranges(_V4_REACHABLE)
_V6_GLOBAL_UNICAST_RANGE = _ranges((_V6_GLOBAL_UNICAST,))
_V6_NO_HOST_RANGES = _ranges(_V6_NO_HOST)
_V6_REACHABLE_RANGES = _ranges(_V6_REACHABLE)
_V6_EMBEDS_V4_RANGES = _ranges(_V6_EMBEDS_V4)


def names_no_host(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """The judging standard for addresses (docs/dedup-and-scrub.md): an address is personal or
    identifying only if it could name a real host of a person or organisation. Not one: an address
    in a range the IANA special-purpose registries mark not globally reachable — private (RFC 1918,
    ULA), shared (``100.64/10``), loopback, link-local (with the ``169.254.169.254``
    instance-metadata endpoint), the IETF protocol block ``192.0.0.0/24``, documentation (RFC 5737,
    RFC 3849, RFC 9637), benchmarking (``198.18/15``) — multicast, reserved (``240/4``, IPv6 outside
    ``2000::/3``) and unspecified addresses, decided by the project's pinned table (``_V4_NO_HOST``
    …, the same answer on every Python), and the well-known public resolvers. An IPv4-mapped
    (``::ffff:192.0.2.128``) or NAT64 (``64:ff9b::c000:280``) address is judged by its IPv4 address.

    >>> [names_no_host(ipaddress.ip_address(v)) for v in ("10.1.1.42", "169.254.169.254", "192.0.2.128",
    ...     "2001:db8::1", "fe80::1", "224.0.0.251", "1.1.1.1", "::ffff:10.0.0.1", "192.0.0.255", "3fff::1")]
    [True, True, True, True, True, True, True, True, True, True]
    >>> [names_no_host(ipaddress.ip_address(v)) for v in ("93.184.216.34", "2a00:1450:4001:82b::200e",
    ...     "::ffff:93.184.216.34", "64:ff9b::5db8:d822", "192.0.0.9", "2002:5db8:d822::1")]
    [False, False, False, False, False, False]
    """
    value = int(address)
    if isinstance(address, ipaddress.IPv6Address) and _within(value, _V6_EMBEDS_V4_RANGES):
        address = ipaddress.IPv4Address(value & 0xFFFFFFFF)
        value &= 0xFFFFFFFF
    if address in _PUBLIC_RESOLVERS:
        return True
    if isinstance(address, ipaddress.IPv4Address):
        return _within(value, _V4_NO_HOST_RANGES) and not _within(value, _V4_REACHABLE_RANGES)
    if not _within(value, _V6_GLOBAL_UNICAST_RANGE):
        return True  # reserved, ULA, link/site local, multicast, loopback, unspecified, 100::/64 …
    return _within(value, _V6_NO_HOST_RANGES) and not _within(value, _V6_REACHABLE_RANGES)


# a reverse-DNS name follows the quad: "15.1.168.192.in-addr.arpa." is the address 192.168.1.15
_IN_ADDR_ARPA = re.compile(r"\.in-addr\.arpa\b", re.IGNORECASE)


def _unroutable_v4(value: str) -> bool:
    """A dotted quad that names no host: an address of ``names_no_host``'s kinds, or a netmask
    (``255.255.255.224``, ``255.255.0.0``: ones then zeros), which is a value, not an address.

    >>> [_unroutable_v4(v) for v in ("0.0.0.100", "255.255.255.224", "255.255.0.0", "127.0.0.1", "192.168.1.7",
    ...     "128.255.0.1")]
    [True, True, True, True, True, False]
    """
    as_int = int.from_bytes(bytes(int(c) for c in value.split(".")), "big")
    host_bits = ~as_int & 0xFFFFFFFF
    netmask = as_int != 0 and host_bits & (host_bits + 1) == 0
    return netmask or names_no_host(ipaddress.IPv4Address(as_int))


# An ASN.1 object identifier written as four arcs (``2.5.4.41``, ``1.3.101.112``): its first arc is
# 0, 1 or 2 (and the second ≤ 39 under 0 and 1), and OID words or longer dotted OIDs are near:
# ``OID``, ``oid``, ``OBJ_``/``NID_``/``SN_``/``LN_`` names, ``OBJECT IDENTIFIER``, ``ASN.1``,
# ``id-ce``-style arc names, or a dotted run of ≥ 5 numbers (``1.2.840.113549.1.1.11``).
_OID_WORDS = re.compile(
    r"\bOIDs?\b|\boid|\b(?:OBJ|NID|SN|LN)_\w|OBJECT[ _]IDENTIFIER|[Oo]bject [Ii]dentifier|\bASN\.?1"
    r"|\basn1|\bid-[a-z]{2,}|(?<![0-9.])[0-9]{1,9}(?:\.[0-9]{1,9}){4,}(?![0-9])"
)


def _oid_context(text: str, start: int, end: int, value: str) -> bool:
    """True when the dotted quad ``text[start:end]`` is an OID: OID-shaped and near OID words
    (within ``_REACH`` characters either side, the quad itself left out)."""
    first, second = (int(c) for c in value.split(".")[:2])
    if first > 2 or (first < 2 and second > 39):
        return False
    before = text[max(0, start - _REACH) : start]
    after = text[end : end + _REACH]
    return bool(_OID_WORDS.search(before) or _OID_WORDS.search(after))


def _heads_a_longer_number(text: str, start: int, end: int, value: str) -> bool:
    """The quad at ``text[start:end]`` heads a longer dotted number near it (within ``_REACH``):
    ``"43.6.1.2"`` beside ``"43.6.1.2.1"`` (BER-encoded OID arcs in a MIB table), ``1.3.6.1`` beside
    ``1.3.6.1.4.1``. An address has no fifth part: the quad is a node of a numbered tree.

    >>> t = '{"43.6.1.2", "mgmt"},\\n{"43.6.1.2.1", "mib2"}, host 93.184.216.34, 93.184.216.35'
    >>> _heads_a_longer_number(t, 2, 10, "43.6.1.2"), _heads_a_longer_number(t, 51, 64, "93.184.216.34")
    (True, False)
    """
    child = re.compile(r"(?<![0-9.])" + re.escape(value) + r"\.[0-9]")
    return any(
        m.start() != start for m in child.finditer(text, max(0, start - _REACH), min(len(text), end + _REACH))
    )


def _wildcard_reversed(text: str, start: int, end: int, value: str) -> bool:
    """The quad at ``text[start:end]`` is a DNS owner name in reversed octet order (a DNSBL or
    reverse zone): a wildcard over the same last three or two octets is near it (``*.0.0.127`` or
    ``*.0.127`` beside ``2.0.0.127``); a wildcard covers the leftmost, most specific label. A ``*``
    after an operand (``x*.127``) is a multiplication, and one octet (``*.127``) is too little.

    >>> t = " *     *.0.0.127 \\"A\\"\\n *     2.0.0.127 \\"B\\"\\n host 10.0.0.127"
    >>> _wildcard_reversed(t, t.index("2.0.0.127"), t.index("2.0.0.127") + 9, "2.0.0.127")
    True
    """
    parts = value.split(".")
    window = text[max(0, start - _REACH) : min(len(text), end + _REACH)]
    return any(
        re.search(r"(?<![A-Za-z0-9_)\]])\*\." + re.escape(".".join(parts[i:])) + r"(?![0-9]|\.[0-9])", window)
        for i in (1, 2)
    )


# a domain name after the quad (``2.0.0.127.sbl-xbl.spamhaus.org``): labels ending in a letter TLD
_DOMAIN_AFTER = re.compile(r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)*\.([A-Za-z]{2,24})\b")


def _heads_a_domain(text: str, end: int) -> bool:
    """The quad ending at ``end`` is the leftmost labels of a DNS name that ends in a TLD: a DNSBL
    query (``2.0.0.127.sbl-xbl.spamhaus.org``) or a reverse name, the address's octets reversed.

    >>> t = "Question: 2.0.0.127.sbl-xbl.spamhaus.org. QTYPE=16; file 10.0.0.1.bak"
    >>> _heads_a_domain(t, t.index(".sbl")), _heads_a_domain(t, t.index(".bak"))
    (True, False)
    """
    m = _DOMAIN_AFTER.match(text, end)
    return m is not None and _PSL.publicsuffix(m.group(1).lower()) is not None


def _reversal_near(text: str, start: int, end: int, value: str) -> bool:
    """The same octets in the other order are a quad near ``text[start:end]`` (within ``_REACH``):
    a reverse-name formatter's test (``127.0.0.1`` and its ``1.0.0.127``). The quad names the
    address it reverses.

    >>> t = "127.0.0.1\\nresult=9\\n1.0.0.127\\nhost 1.0.0.10"
    >>> _reversal_near(t, t.index("1.0.0.127"), t.index("1.0.0.127") + 9, "1.0.0.127")
    True
    >>> _reversal_near(t, t.index("1.0.0.10"), t.index("1.0.0.10") + 8, "1.0.0.10")
    False
    """
    reversal = ".".join(reversed(value.split(".")))
    if reversal == value:
        return False
    pattern = re.compile(r"(?<![0-9A-Za-z_.])" + re.escape(reversal) + r"(?![0-9A-Za-z_]|\.[0-9])")
    return pattern.search(text, max(0, start - _REACH), min(len(text), end + _REACH)) is not None


# "malloc.h from 10.0.240.0 version of UCRT": a quad directly followed by a version word; a firmware's
# ("with 1.43.3.2 FW", "1.0.3.2 firmware"; ``FW`` upper case only: ``fw`` also abbreviates firewall)
_VERSION_AFTER = re.compile(r"[ \t]+(?:(?i:version|release|build|firmware)s?|FW)\b")


# a package's version pinned with "=" and carrying a Debian revision or a build suffix:
# "libcudnn7=7.6.0.64-1+cuda10.0", "pkg (= 1.2.3.4-0ubuntu2)", "foo=1.2.3.4+dfsg", "~rc1" (a range
# "93.184.216.34-93.184.216.40" is no revision)
_PINNED_BEFORE = re.compile(r"=[ \t]{0,2}\Z")
_REVISION_AFTER = re.compile(r"-(?![0-9]{1,3}(?:\.[0-9]{1,3}){3})[0-9]|[+~][A-Za-z0-9]")
# a PEP 508 requirement up to its version: a name (no dot: ``ip.addr==`` is a filter's field), extras,
# a PEP 440 operator
_REQUIREMENT_BEFORE = re.compile(
    r"(?<![A-Za-z0-9_.\-])([A-Za-z][A-Za-z0-9_\-]*)(?:\[[A-Za-z0-9_,\- ]*\])?[ \t]?(?:===?|~=|>=|<=|!=)[ \t]?\Z"
)
_REQUIREMENT_LINE = re.compile(r"Requires-Dist:|Requires:|pip3? install|install_requires|requirements", re.I)


def _package_version(text: str, start: int, end: int) -> bool:
    """The quad at ``text[start:end]`` is a package version: right after ``=`` and followed by a
    Debian revision (``-1``), ``+`` or ``~`` (``libcudnn7=7.6.0.64-1+cuda10.0``); or a Python
    requirement's version (PEP 440/508: a package name, then ``==``, ``>=``, ``~=`` …), where the
    name holds a ``-`` or the line is a requirement list (``Requires-Dist:``, ``pip install``,
    ``install_requires``). A filter's dotted field (``ip.addr==8.8.8.8``) is no package name.

    >>> t = "apt-get install libcudnn7=7.6.0.64-1+cuda10.0 && ping 93.184.216.34-93.184.216.40"
    >>> _package_version(t, 26, 34), _package_version(t, 56, 69)
    (True, False)
    >>> [_package_version(t, t.rindex("=") + 1, len(t)) for t in (
    ...     "Requires-Dist: opencv-python==5.0.0.93", "pip install numpy>=1.2.3.4", "ip.addr==8.8.8.8",
    ...     "if (ip==8.8.4.4", "host-name==8.8.4.4")]
    [True, True, False, False, False]
    """
    if _PINNED_BEFORE.search(text, max(0, start - 3), start) and _REVISION_AFTER.match(text, end):
        return True
    line_start = _line_start(text, start)
    m = _REQUIREMENT_BEFORE.search(text, max(line_start, start - 80), start)
    if m is None or _HOST_WORDS.search(m.group(1)):
        return False
    return "-" in m.group(1) or _REQUIREMENT_LINE.search(text, line_start, start) is not None


_GENERIC_HOME_NAMES = frozenset(
    {
        "user",
        "username",
        "USER",
        "USERNAME",
        "$USER",
        "$HOME",
        "your_name",
        "you",
        "me",
        "Default",
        "Public",
        "All Users",
        # SourceForge's shared project web space (``/home/project-web/NAME/htdocs``): a folder of
        # the host that every project's site lives under, no user's home
        "project-web",
        # SourceForge's project group web space (``web.sf.net:/home/groups/m/ma/NAME/htdocs``)
        "groups",
    }
)


# File kinds that end a name directly under /home in documentation examples (data, archives, images,
# documents, sources, models), as a regex alternation; an extension with a digit needs no entry.
_FILE_EXTENSIONS = (
    "tiff?|jpe?g|png|gif|bmp|svg|webp|txt|csv|tsv|json|xml|ya?ml|toml|ini|cfg|conf|log|dat|bin|db|sqlite"
    "|hdf|nc|npy|npz|pkl|parquet|arrow|onnx|zip|gz|tgz|bz|xz|zst|tar|rar|iso|img|pdf|html?|md|rst|tex"
    "|wav|flac|ogg|avi|mov|mkv|c|h|cc|cpp|hpp|cxx|py|sh|pl|rb|js|so|dll|exe|out|tmp|bak"
)


# A file name, not a user name: a name with an extension that ends the path — "/home/test.jpg",
# "/home/file.sqlite3", "/home/output.h5:/foo/data". The extension is one letter case and either
# carries a digit (sqlite3, h5, mp4, bz2) or is one of ``_FILE_EXTENSIONS``: a lower-case
# ``first.last`` (``cd /home/jane.doe``) reads like ``name.ext`` and stays a home — privacy first.
# A folder ("/home/jane.doe/…") is a home whatever its name; a sentence's full stop ("below
# /home/libkml.") is no extension.
_FILE_NAME = re.compile(
    r"[A-Za-z0-9_\-]+(?:\.[A-Za-z0-9_\-]+)*\."
    r"(?:(?=[a-z0-9]*[0-9])[a-z][a-z0-9]{0,9}|(?=[A-Z0-9]*[0-9])[A-Z][A-Z0-9]{0,9}"  # with a digit
    r"|(?:" + _FILE_EXTENSIONS + r")|(?:" + _FILE_EXTENSIONS.upper() + r"))"
)
# A file name written in words: three or more words joined by "_" or "-" and a short lower-case
# extension (``/home/my_gn_file.gn``, ``/home/my-build-config.cfg``). A login is a name or first.last
# (``jane.doe``, ``jane_doe``), not a three-word phrase with an extension.
_WORDED_FILE_NAME = re.compile(r"[A-Za-z0-9]+(?:[_\-][A-Za-z0-9]+){2,}\.[a-z]{1,4}")
_SHARED_PROFILES = ("All Users", "Default User")  # Windows profiles that belong to no one
# a folder under /home named as a version-control repository (``/home/CVS/``, ``/home/repository/``),
# no one's login, when the path goes on to an RCS file (``…/crc32.c,v 1.2 1994/04/21 …``: an RCS/CVS
# ``$Header$``/``$Source$`` line); elsewhere such a name may be a service account's home and stays one
_REPOSITORY_ROOT_NAMES = frozenset(
    {"cvs", "cvsroot", "rcs", "repository", "repositories", "repo", "repos", "cvsrepo", "cvsrepos"}
)
_RCS_FILE_AFTER = re.compile(
    r"[A-Za-z0-9._\-+/]{0,200},v(?:[ \t]+[0-9]+(?:\.[0-9]+)+|[ \t]*\$|[ \t]*$)", re.M
)
# a URL wrapped at a line break: the line before a path ends in ``scheme://host/…`` with a path part that
# does not end in ``/`` (the URL goes on at the next line: ``http://www.nbirn.net/Resources`` above
# ``/Users/Applications/``, aligned under it, nothing else on the line before the path)
_WRAPPED_URL_BEFORE = re.compile(
    r"[A-Za-z][A-Za-z0-9+.\-]{1,15}://[^\s\"'<>]+/[^\s\"'<>/]+[ \t]*\r?\n[ \t]*\Z"
)


def _continues_wrapped_url(text: str, start: int) -> bool:
    r"""The path at ``start`` opens its line (only blanks before it) right below a line that ends in a URL
    with a path cut before a ``/``: the URL's rest, wrapped onto its own line in a comment, no one's home.

    >>> _continues_wrapped_url("/* see http://www.nbirn.net/Resources\n     /Users/Applications/x.htm */", 43)
    True
    >>> _continues_wrapped_url("/* see http://www.nbirn.net/Resources/\n     /Users/jane/ */", 44)
    False
    >>> _continues_wrapped_url("/* see http://www.nbirn.net/Resources\n * /Users/jane/ */", 41)
    False
    """
    return _WRAPPED_URL_BEFORE.search(text, max(0, start - _REACH), start) is not None


_REACH = 240  # context looked at around a match: its line, but at most this far either side


def _line_start(text: str, pos: int) -> int:
    """Start of the line holding ``pos``, or -1 when it lies more than _REACH before ``pos``."""
    newline = text.rfind("\n", max(0, pos - _REACH), pos)
    if newline == -1:
        return 0 if pos <= _REACH else -1
    return newline + 1


_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")


def split_words(run: str) -> list[str]:
    """The words of a letter run as a name spells them: camelCase humps and ALLCAPS runs.

    >>> split_words("SECKEYPrivateKeyInfo"), split_words("timeStampToken")
    (['SECKEY', 'Private', 'Key', 'Info'], ['time', 'Stamp', 'Token'])
    """
    return _WORD.findall(run)


# -log2 P(next letter | letter) in bits, from the DEV split's words (benchmarks/letter_bigrams.py).
_PAIR_BITS = {
    a + b: int(cost) / 10
    for a, row in zip("abcdefghijklmnopqrstuvwxyz", BIGRAM_COST_TENTHS, strict=True)
    for b, cost in zip("abcdefghijklmnopqrstuvwxyz", row.split(), strict=True)
}
_UNIFORM_BITS = math.log2(26)


def letter_pair_score(value: str) -> tuple[float, int]:
    """(mean bits gained per letter pair over uniform letters, number of pairs) of ``value``'s words.

    English-like words score about +1 bit per pair, random letters about -2.6 (their pairs are
    rare in names: ``cx``, ``qb``, ``jr``); pairs are taken inside words only (camelCase humps,
    ALLCAPS runs, digits and punctuation split words).

    >>> [round(letter_pair_score(v)[0], 1) for v in ("kAccessKeyIdEnvVar", "KoncxnSFrcQBkqiyhdTppjrJSEFmywgH")]
    [0.9, -2.8]
    """
    gains = [
        _UNIFORM_BITS - _PAIR_BITS[w[i : i + 2]]
        for run in re.findall(r"[A-Za-z]{2,}", value)
        for w in (word.lower() for word in split_words(run))
        for i in range(len(w) - 1)
    ]
    return (sum(gains) / len(gains) if gains else 0.0), len(gains)


_WORDS_MIN_GAIN = 0.3  # mean bits per letter pair over uniform letters
_WORDS_MIN_PAIRS = 8
_WORDS_MIN_COVER = 0.55  # letter pairs per character of the value
_NAME_PARTS_MIN_GAIN = -1.0  # a _-joined identifier (MACRO_CASE abbreviations score low)
_LIST_PARTS_MIN_GAIN = 0.0  # parts joined by - . / = (random strings hold these more often)
_NAME_CHARS = re.compile(r"[A-Za-z0-9_\-./=:]+")


def _made_of_words(value: str) -> bool:
    """A name or a word list: an identifier, a ``-``/``_``/``.``-joined list of words and numbers
    (``kAccessKeyIdEnvVar``, ``id-smime-aa-timeStampToken``, ``TrustToken-Exp1-Batch1``,
    ``R_386_TLS_LDM_CALL``), not a random string (``KoncxnSFrcQBkqiyhdTppjrJSEFmywgH``).

    Two ways to read as words: most of the value's characters sit in letter pairs that are common
    in names (mean gain ≥ 0.3 bits over uniform letters, ≥ 8 pairs, pairs ≥ 0.55 × the length:
    a random string's case flips and digits break it into short pieces with rare pairs); or a
    name joined by ``_ - . / =`` whose parts are each UPPER, lower or CamelCase
    (``RD_KAFKAP_Heartbeat``, ``R_386_TLS_LDM_CALL``, ``FORMAT=32-bit_rle_rgbe``) and whose letter
    pairs are not those of random letters (mean ≥ -1.0 for a ``_``-joined identifier, ≥ 0.0 else).
    Tuned on the DEV split's identifiers against random strings: 95% of DEV identifiers that pass
    the other secret checks read as words, and 26 of 300,000 random strings of six alphabets
    (letters, alphanumerics, base64, single case + digits; 16-47 characters) do.

    >>> [_made_of_words(v) for v in ("kUpb_TokenType_Start", "setAttr-Token-B0Prime", "R_386_TLS_LDM_CALL")]
    [True, True, True]
    >>> [_made_of_words(v) for v in ("KoncxnSFrcQBkqiyhdTppjrJSEFmywgH", "evpFBP22vpDFq5f09TU4neuhJv_aBCIV6PF")]
    [False, False]
    >>> [_made_of_words(v) for v in ("DDS:Auth:PKI-DH:", "urn:acme:params:oauth", "admin:SummerBreeze2024")]
    [True, True, False]
    """
    if not _NAME_CHARS.fullmatch(value) or value.strip(":").count(":") == 1:
        return False  # one ":" joins a user and a password (``admin:Summer2024Secret``), not words
    value = value.strip(":")  # ":authorizationFinished" (a URI's fixed end): a ":" at an end joins nothing
    mean, pairs = letter_pair_score(value)
    if mean >= _WORDS_MIN_GAIN and pairs >= _WORDS_MIN_PAIRS and pairs >= _WORDS_MIN_COVER * len(value):
        return True
    parts = [p for p in re.split(r"[_\-./=:]", value) if p]
    identifier = re.fullmatch(r"[A-Za-z0-9_]+", value) is not None
    return (
        len(parts) >= 2
        and all(_CASE_REGULAR.fullmatch(p) and not _HEX_BLOB.fullmatch(p) for p in parts)
        and mean >= (_NAME_PARTS_MIN_GAIN if identifier else _LIST_PARTS_MIN_GAIN)
    )


# a Python qualified name (PEP 3155 ``__qualname__``: dotted names, ``<locals>`` for a function's scope),
# maybe a call's signature after it (``ScanToken.__reduce_cython__(self)``, a Cython-written docstring)
_PY_IDENTIFIER = r"[A-Za-z_][A-Za-z0-9_]*"
_PY_SCOPE = r"<(?:locals|lambda|genexpr|listcomp|dictcomp|setcomp|module)>"
_QUALIFIED_NAME = re.compile(
    rf"(?P<path>(?:{_PY_IDENTIFIER}|{_PY_SCOPE})(?:\.(?:{_PY_IDENTIFIER}|{_PY_SCOPE}))+)"
    rf"(?P<call>\((?:{_PY_IDENTIFIER}(?:,{_PY_IDENTIFIER})*)?\))?"
)


def _qualified_name(value: str) -> bool:
    """A Python qualified name with a scope marker or a signature: ``TokenParser.value.<locals>.next_space_index``,
    ``ScanToken.__reduce_cython__(self)`` (Cython writes these into its C as docstrings and names), each
    identifier in it made of name parts (UPPER, lower or CamelCase between ``_``), not a dotted secret.

    >>> [_qualified_name(v) for v in ("ScanToken.__reduce_cython__(self)", "TokenParser.value.<locals>.next_space_index")]
    [True, True]
    >>> [_qualified_name(v) for v in ("Xk9pQ2wR.mT7vB4nZ(self)", "ScanToken.reduce", "a.<locals>.kQ8zXw3RtY")]
    [False, False, False]
    """
    m = _QUALIFIED_NAME.fullmatch(value)
    if m is None or (m.group("call") is None and "<" not in value):
        return False  # a plain dotted name is _made_of_words' to judge
    names = re.findall(_PY_IDENTIFIER, re.sub(_PY_SCOPE, "", value))
    return all(
        _CASE_REGULAR.fullmatch(part) and not _HEX_BLOB.fullmatch(part)
        for name in names
        for part in name.split("_")
        if part
    )


# ≥ 8 hex digits mixing digits and letters: key material (key-5404e4fb…, shpat_0e50…), not a word
_HEX_BLOB = re.compile(r"(?=[0-9a-fA-F]*[0-9])(?=[0-9a-fA-F]*[a-fA-F])[0-9a-fA-F]{8,}")


def _member_access(value: str) -> bool:
    """A bare ``a.b`` / ``a->b`` whose segments are names (``loader.Commit``, ``cfg.api.token``),
    not a dotted credential (a JWT, ``SG.<id>.<secret>``): no segment is a long non-word string.

    >>> _member_access("m_loader.Commit"), _member_access("SG.s3DU7j1q8tcKrvtfiLcnMP.OaLlLUQCYUCz248Nt8C")
    (True, False)
    """
    if "->" in value:
        return True
    if not re.search(r"\.[A-Za-z_]", value):
        return False
    return all(
        re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", seg) is not None and (len(seg) < 16 or _made_of_words(seg))
        for seg in value.split(".")
        if seg
    )


# one part of a name: UPPER or lower (digits after the first letter: X86, V4L2), CamelCase or
# lowerCamel whose humps are a capital, lower-case letters, then digits, with an acronym before
# (SECKEYPrivateKey2, kUpb)
_CASE_REGULAR = re.compile(
    r"[0-9]*(?:[A-Z][A-Z0-9]*|[a-z][a-z0-9]*)?|[A-Z0-9]*(?:[A-Z][a-z]+[0-9]*)+|[a-z]+[0-9]*(?:[A-Z][a-z]+[0-9]*)+"
)


# AWS's documentation writes every example credential with this ending (AKIAIOSFODNN7EXAMPLE,
# wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY); a random key ends so with odds of about 36**-7
_AWS_DOCUMENTED_EXAMPLE = re.compile(r"EXAMPLE(?:KEY)?\Z")
# 8-4-4-4-12 hex digits, bare or in braces: a UUID/GUID names a thing (an interface, a right)
_UUID = re.compile(r"\{?[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\}?")
_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]{1,15}://")
_URL_PARTS = re.compile(r"[/?&#=;:@]")
_IDENTIFIER_WORDS = frozenset({"guid", "guids", "uuid", "uuids", "iid", "clsid", "libid", "catid"})


def _url_carries_secret(value: str, policy: ScrubPolicy) -> bool:
    """A URL is an address, not a secret, unless it carries one: a password in its user info
    (``postgres://app:pw@db``) or a path or query part that looks random on its own
    (``https://hooks.example.com/services/T0/B0/<24 random characters>``, ``?key=<random>``).

    >>> _url_carries_secret("https://oauth2.googleapis.com/token", ScrubPolicy())
    False
    >>> _url_carries_secret("https://hooks.example.com/services/T01/B02/q8ZkR2mXv7LpW4tN9cYb3sHd", ScrubPolicy())
    True
    """
    rest = value[_URL.match(value).end() :]  # type: ignore[union-attr]
    authority = re.split(r"[/?#]", rest, maxsplit=1)[0]
    if "@" in authority and ":" in authority.rsplit("@", 1)[0]:
        return True
    return any(_looks_secret(part, policy) for part in _URL_PARTS.split(rest) if part)


def _identifier_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the identifier that holds ``text[start:end]`` (letters, digits, ``_``; at most 80
    characters either side).

    >>> _identifier_around("x = kDbPassword;", 6, 8)
    (4, 15)
    """
    first = start
    while first > 0 and start - first < 80 and (text[first - 1].isalnum() or text[first - 1] == "_"):
        first -= 1
    last = end
    while last < len(text) and last - end < 80 and (text[last].isalnum() or text[last] == "_"):
        last += 1
    return first, last


def _names_a_credential(text: str, start: int, end: int) -> bool:
    """The name around ``text[start:end]`` *is* a credential: its last word is secret, password,
    token … (or reads "api key" …) and no word calls it an identifier (GUID, UUID, IID …). A
    UUID-shaped value counts as a secret only under such a name (``api_key = "<uuid>"``, as
    some vendors' keys are), not under ``GUID_DRS_FORCE_CHANGE_PASSWORD`` or ``kTokenTypeUuid``.

    >>> [_names_a_credential(n, 0, len(n)) for n in ("heroku_api_key", "kAuthToken", "GUID_DRS_USER_CHANGE_PASSWORD", "PASSWORD_SYNC")]
    [True, True, False, False]
    """
    first, last = _identifier_around(text, start, end)
    words = [w.lower() for run in re.findall(r"[A-Za-z]+", text[first:last]) for w in split_words(run)]
    if not words or any(w in _IDENTIFIER_WORDS for w in words):
        return False
    return words[-1].endswith(_SECRET_WORD_ENDS) or (
        len(words) >= 2 and words[-2] in _KEY_QUALIFIERS and words[-1] in ("key", "keys")
    )


_BASE64_VALUE = re.compile(r"(?:[A-Za-z0-9+/]{4}){4,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")
_PROSE = re.compile(r"'?[A-Za-z][A-Za-z']*[.,;!?]?(?:[ \t]+|\r?\n|\Z)")
_PROSE_MIN_WORDS = 6


def _encodes_prose(value: str) -> bool:
    """``value`` is base64 that decodes to a plain-text sentence: ASCII words of letters (with ``'``) and
    blanks, at least six, with no ``:`` or digit (so no ``user:password`` pair and no key). A credential is
    random bytes, or a login pair; a line of prose encoded is a test's stand-in for a token
    (``base64("You don't have to holler I hear you")``).

    >>> _encodes_prose("WW91IGRvbid0IGhhdmUgdG8gaG9sbGVyIEkgaGVhciB5b3U=")  # the sentence above
    True
    >>> _encodes_prose("dXNlcjpjb3JyZWN0IGhvcnNlIGJhdHRlcnkgc3RhcGxl")  # user:correct horse battery staple
    False
    >>> _encodes_prose("q3Zt9LmB0xw5Ra7YkPd2nE8sVuJc4oHf")  # random bytes
    False
    """
    if not _BASE64_VALUE.fullmatch(value):
        return False
    try:
        plain = base64.b64decode(value, validate=True).decode("ascii")
    except (ValueError, UnicodeDecodeError):
        return False
    pos, words = 0, 0
    while pos < len(plain):
        m = _PROSE.match(plain, pos)
        if m is None or m.end() == pos:
            return False
        pos, words = m.end(), words + 1
    return words >= _PROSE_MIN_WORDS


# A JWS in compact form (RFC 7515 §7.1): BASE64URL(header) "." BASE64URL(payload) "." BASE64URL(signature),
# the header a JSON object, so its encoding opens with "eyJ" (base64 of '{"'). Only the signature is secret.
_JWT_START = re.compile(r"eyJ[A-Za-z0-9_-]")
# The length in bytes of the signature each registered JWS algorithm makes (RFC 7518 §3.1, RFC 8037
# EdDSA, RFC 8812 ES256K; Ed25519/Ed448 fully specified): HMAC's whole output, ECDSA's R || S, EdDSA's
# 64 or 114; RSA's is the modulus, from 512-bit test keys up.
_JWS_SIGNATURE_BYTES: dict[str, frozenset[int] | range] = {
    "HS256": frozenset({32}), "HS384": frozenset({48}), "HS512": frozenset({64}),
    "ES256": frozenset({64}), "ES256K": frozenset({64}), "ES384": frozenset({96}), "ES512": frozenset({132}),
    "EdDSA": frozenset({64, 114}), "Ed25519": frozenset({64}), "Ed448": frozenset({114}),
    **{f"{p}{n}": range(64, 2049) for p in ("RS", "PS") for n in (256, 384, 512)},
}  # fmt: skip
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")
# a string literal continued by the next one (C/C++ concatenate adjacent literals; ``+`` joins them
# elsewhere), across blanks and backslash-newlines: ``"eyJhbGci…" \n\t "…sig";``
_LITERAL_GOES_ON = re.compile(r"(?:\s|\\\r?\n){0,40}\+?(?:\s|\\\r?\n){0,40}(?:L|u8|u|U)?(?P<q>[\"'])")


def _literal_goes_on(text: str, end: int, quote: str, limit: int = 4096) -> str:
    """What the string literal closed by the quote at ``end`` goes on with in the literals written right
    after it (adjacent literals, or literals joined by ``+``), up to ``limit`` characters.

    >>> t = 'tok = "eyJh.e30"\\n\\t"ABC" "DEF";'
    >>> _literal_goes_on(t, t.index('30"') + 2, '"')
    'ABCDEF'
    """
    out: list[str] = []
    pos, size = end + 1, 0
    while size < limit:
        m = _LITERAL_GOES_ON.match(text, pos)
        if m is None or m.group("q") != quote:
            break
        close = text.find(quote, m.end())
        if close == -1 or "\n" in text[m.end() : close]:
            break
        out.append(text[m.end() : close])
        size += close - m.end()
        pos = close + 1
    return "".join(out)


def _b64url_decode(segment: str) -> bytes | None:
    segment = segment.rstrip("=")
    if not _BASE64URL.fullmatch(segment) or len(segment) % 4 == 1:
        return None
    try:
        return base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))
    except ValueError:
        return None


def _json_object(segment: str) -> dict | None:
    """The JSON object that base64url ``segment`` encodes, or None."""
    raw = _b64url_decode(segment)
    if raw is None:
        return None
    try:
        obj = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    return obj if isinstance(obj, dict) else None


def _json_strings(obj: object) -> Iterator[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _json_strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _json_strings(v)


def unsigned_jwt(token: str, policy: ScrubPolicy | None = None) -> bool:
    """``token`` is JWT-shaped (its first segment opens with ``eyJ``, base64url of ``{"``) but carries no
    signature that any key verifies, so no credential: the header and the claims are only base64url of
    JSON; a JWS's secret is its signature. No credential when it has no third segment or an empty one;
    when its header is no JSON object naming a registered JWS algorithm (``{"notalg":"foo"}``,
    ``{"alg":"foo"}``, a header that does not decode); when ``alg`` is ``none``; or when the signature is
    not base64url or not of the length the algorithm makes (RFC 7518: HS256 32 bytes, ES256 64 …).
    A JWE (five segments, or ``enc`` in the header) is not judged here: its ciphertext may hold anything.
    Nor is base64 of JSON that holds a secret-looking string (a service account's key file, encoded
    whole), nor a lone segment that decodes to no JSON object.

    >>> import base64, hmac, json
    >>> b64 = lambda b: base64.urlsafe_b64encode(b).decode().rstrip("=")
    >>> head = b64(json.dumps({"alg": "HS256", "typ": "JWT"}).encode()) + "." + b64(b'{"sub":"1"}')
    >>> signed = head + "." + b64(hmac.digest(b"k" * 32, head.encode(), "sha256"))
    >>> [unsigned_jwt(t) for t in (signed, head + ".", head, "eyJhbGciOiJub25lIn0.e30.", "eyJub3RhbGciOiJmb28ifQo")]
    [False, True, True, True, True]
    >>> unsigned_jwt(head + "." + b64(b"{}"))  # 2 bytes: no HS256 signature
    True
    >>> unsigned_jwt(b64(json.dumps({"type": "service_account", "private_key_id": "9f3Kq2LmZ8xW4tR7vB1nC5yD"}).encode()))
    False
    """
    if not _JWT_START.match(token):
        return False
    policy = policy or ScrubPolicy()
    segments = token.split(".")
    if len(segments) > 3:
        return False  # a JWE (five segments) or something else: not judged here
    header = _json_object(segments[0])
    if len(segments) == 1 and header is None:
        return False  # one base64 segment that is no JSON object: it may be anything
    claims = _json_object(segments[1]) if len(segments) > 1 else None
    if any(_looks_secret(v, policy) for part in (header, claims) for v in _json_strings(part)):
        return False  # base64 of JSON that carries a key (a credentials file encoded whole): a secret
    if header is not None and "enc" in header:
        return False  # a JWE's header
    if len(segments) < 3 or not segments[2]:
        return True  # header.payload, header.payload.: no signature
    if header is None or not isinstance(header.get("alg"), str):
        return True  # no JOSE header: the token verifies under no key
    sizes = _JWS_SIGNATURE_BYTES.get(header["alg"])
    if sizes is None:
        return True  # "none", or no registered algorithm ({"alg":"foo"})
    signature = _b64url_decode(segments[2])
    return signature is None or len(signature) not in sizes


_RUN_MIN = 6  # consecutive characters in code-point order (``abcdef``, ``0123456789``) that make a run
_CHARSET_MIN_COVER = 0.8
# a piece of a URL query string: ``&name=value&name=`` (a literal between pieces of a built URL)
_QUERY_FRAGMENT = re.compile(
    r"[?&][A-Za-z_][A-Za-z0-9_.\-]*=[^?&=\s]*(?:&[A-Za-z_][A-Za-z0-9_.\-]*=[^?&=\s]*)+"
)


def _character_set(value: str) -> bool:
    """``value`` is a character set: ≥ 80% of it lies in runs of ≥ 6 characters in code-point order
    (``a…z``, ``A…Z``, ``0…9``), as an alphabet passed to ``rand_string_from_charset()`` is written.
    A random string has no such run.

    >>> _character_set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~+/=")
    True
    >>> _character_set("q3Zt9LmB0xw5Ra7YkPd2nE8sVuJc4oHf"), _character_set("abcdef1234567xK9q")
    (False, False)
    """
    covered, run = 0, 1
    for i in range(1, len(value) + 1):
        if i < len(value) and ord(value[i]) == ord(value[i - 1]) + 1:
            run += 1
            continue
        if run >= _RUN_MIN:
            covered += run
        run = 1
    return covered >= _CHARSET_MIN_COVER * len(value)


def _looks_secret(value: str, policy: ScrubPolicy) -> bool:
    if len(value) < policy.min_secret_length:
        return False
    classes = sum(bool(re.search(p, value)) for p in ("[a-z]", "[A-Z]", "[0-9]"))
    if classes < 2:
        return False
    if re.fullmatch(r"[0-9a-fA-F]+", value):  # hex digests and test vectors
        return False
    if _character_set(value):
        return False  # "abcdefghijklmnopqrstuvwxyz0123456789": the alphabet a random string is drawn from
    if value[:1] == "(" and value[-1:] == ")" and _made_of_words(value[1:-1]):
        return False  # "(objectClass=posixAccount)": an LDAP filter / an expression of names
    if _QUERY_FRAGMENT.fullmatch(value):
        # "&nonce=nonce1234&client_id=": a piece of a URL's query string, a secret only in a value
        return any(_looks_secret(part, policy) for part in re.split(r"[?&=]", value) if part)
    if _made_of_words(value):  # a name or a list of words, not a random string
        return False
    if _qualified_name(value):
        return False  # "TokenParser.value.<locals>.next_space_index", "ScanToken.__reduce_cython__(self)"
    if re.search(r"%[-+ #0-9.]*[sdiuxXfgcpl]|\{\}|\[[A-Za-z!#.~][^\]]*\]", value):
        return False  # a format string ("%s:%d") or a tag list ("[parser][token]")
    if _AWS_DOCUMENTED_EXAMPLE.search(value):
        return False  # wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY: AWS's published placeholder
    if _URL.match(value) and not _url_carries_secret(value, policy):
        return False  # "https://oauth2.googleapis.com/token": where a token is got, not a token
    return shannon_entropy(value) >= policy.min_secret_entropy


_SECRET_WORD_ENDS = (
    "secret", "secrets", "password", "passwords", "passwd", "pwd", "token", "tokens", "credential",
    "credentials", "apikey", "accesskey", "privatekey", "authkey", "signingkey", "secretkey",
)  # fmt: skip
_KEY_QUALIFIERS = frozenset({"api", "access", "private", "auth", "signing", "secret"})


def _names_a_secret(text: str, start: int, end: int) -> bool:
    """The name around ``text[start:end]`` has a word that is (or ends in) secret, password, token,
    credential ..., or reads "api key", "access key", "private key" ...: ``db_password``, ``kAuthToken``,
    ``APIKEY``, ``aws_secret_access_key``, but not ``crypto_secretbox_PRIMITIVE`` or ``tokenizer``.

    >>> [_names_a_secret(n, 0, len(n)) for n in ("kAuthToken", "APIKEY", "api_key", "secretbox", "tokenizer")]
    [True, True, True, False, False]
    """
    first = start
    while first > 0 and start - first < 80 and (text[first - 1].isalnum() or text[first - 1] == "_"):
        first -= 1
    words = [w.lower() for run in re.findall(r"[A-Za-z]+", text[first:end]) for w in split_words(run)]
    return any(w.endswith(_SECRET_WORD_ENDS) for w in words) or any(
        a in _KEY_QUALIFIERS and b in ("key", "keys") for a, b in zip(words, words[1:], strict=False)
    )


def _spells_its_name(text: str, start: int, end: int, value: str) -> bool:
    """The value is the name it is assigned to, spelt another way: its letters and digits (case
    and separators aside) are those of the identifier around ``text[start:end]``, or of a part
    of it (``MYSQL_LOG_PASSWORD[] = "MySQLLogPassword"``, ``kDbPassword = "db-password"``): the key
    under which a setting is looked up, not the setting.

    >>> t = 'const char PGSQL_LOG_PASSWORD[] = "PgSQLLogPassword"; db_password = "PgSQLLogPassw0rd9Xk"'
    >>> _spells_its_name(t, 11, 29, "PgSQLLogPassword"), _spells_its_name(t, 54, 65, "PgSQLLogPassw0rd9Xk")
    (True, False)

    Or the name, or a part of it, written again and again (``.password = "passwordPASSWORDpassword"``, a
    PBKDF2 test input): a word repeated, no credential. ``"passwordX7qpassword"`` is none.

    >>> t = '.password = "passwordPASSWORDpassword", .password = "passwordX7qpassword"'
    >>> _spells_its_name(t, 1, 9, "passwordPASSWORDpassword"), _spells_its_name(t, 41, 49, "passwordX7qpassword")
    (True, False)
    """
    first, last = _identifier_around(text, start, end)
    name = re.sub(r"[^a-z0-9]", "", text[first:last].lower())
    spelt = re.sub(r"[^a-z0-9]", "", value.lower())
    if len(spelt) < 8:
        return False
    period = next(
        d for d in range(1, len(spelt) + 1) if spelt == spelt[:d] * (len(spelt) // d) and not len(spelt) % d
    )
    return spelt in name or (len(spelt[:period]) >= 4 and spelt[:period] in name)


# Identifier-character runs: a bare value that occurs as a whole run more than once in the text is a
# name the program uses (``kSecretAccessKeyEnvVar`` declared above ``GetEnv(kSecretAccessKeyEnvVar)``).
_WORD_RUN = re.compile(r"[A-Za-z0-9_]+")


# The words of the "secret" trigger, each matched as written, Capitalized or in CAPITALS.
_SECRET_WORDS = ("secret", "passw", "pwd", "token", "key", "credential")


def _word_forms(word: str) -> tuple[str, str, str]:
    return word, word.capitalize(), word.upper()


# Cheap literal-led triggers: a rule's full pattern only runs on the lines where its trigger
# occurs (Python's re scans literal-led patterns ~10-50x faster than class-led ones).
_TRIGGERS = {
    "tokens": re.compile(r"A(?:KIA|SIA|GPA|IDA|ROA|IPA|NPA|NVA|3T)|gh[pousr]_|github_pat_|xox[abposr]-|AIza"),
    "secret": re.compile("|".join(f for w in _SECRET_WORDS for f in _word_forms(w))),
    "email": re.compile(r"@[A-Za-z0-9]"),
    "ipv4": re.compile(r"\.[0-9]{1,3}\.[0-9]"),
    "ipv6": re.compile(r":[0-9A-Fa-f]{0,4}:"),
    "home": re.compile(r"/home/|/Users/|Users\\|Settings\\|:/Users/|Settings/"),
}


# Substrings of which every match of a trigger holds one: a text holding none has no candidate line,
# and a substring test (memchr-fast) is ~10x cheaper than running the trigger's alternation over it.
_TRIGGER_NEEDS = {
    "home": ("/home/", "Users", "Settings"),
}


def _candidate_lines(text: str, trigger: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """Merged (start, end) spans of the lines on which ``trigger`` matches."""
    last_end = -1
    for m in trigger.finditer(text):
        if m.start() < last_end:
            continue
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        end = len(text) if end == -1 else end
        last_end = end
        yield start, end


def _word_lines(text: str, words: tuple[str, ...]) -> list[tuple[int, int]] | None:
    """:func:`_candidate_lines` of the alternation of ``words`` in their :func:`_word_forms`, found with
    ``str.find`` on the lowercased text (about twice as fast as the regex); None when lowercasing
    does not keep every character in place (then the regex must run).

    A line is a candidate when a form occurs on it: the forms hold no line break, so which match
    of the alternation ``finditer`` reports on a line does not change the line.
    """
    low = text.lower()
    if len(low) != len(text):  # a character lowercased to two: positions would shift
        return None
    found: list[int] = []
    for word in words:
        forms = _word_forms(word)
        size = len(word)
        at = low.find(word)
        while at != -1:
            if text[at : at + size] in forms:  # "kEy" lowercases to "key" too, and a Kelvin sign to "k"
                found.append(at)
            at = low.find(word, at + 1)
    found.sort()
    lines: list[tuple[int, int]] = []
    last_end = -1
    for at in found:
        if at < last_end:
            continue
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        end = len(text) if end == -1 else end
        last_end = end
        lines.append((start, end))
    return lines


# Triggers that are an alternation of words in their :func:`_word_forms` (the regex is built from them).
_TRIGGER_WORDS = {"secret": _SECRET_WORDS}


def _trigger_lines(text: str, trigger: str) -> list[tuple[int, int]]:
    """:func:`_candidate_lines` of a named trigger, as a list (rules sharing a trigger reuse it)."""
    needs = _TRIGGER_NEEDS.get(trigger)
    if needs is not None and not any(n in text for n in needs):
        return []
    words = _TRIGGER_WORDS.get(trigger)
    lines = _word_lines(text, words) if words is not None else None
    if lines is not None:
        return lines
    return list(_candidate_lines(text, _TRIGGERS[trigger]))


def _scan(
    text: str,
    trigger: str,
    pattern: re.Pattern[str],
    check_time: Callable[[], None],
    lines: dict[str, list[tuple[int, int]]],
) -> Iterator[re.Match[str]]:
    """Matches of ``pattern`` on the lines where ``trigger`` occurs; ``lines`` caches each trigger's
    lines for one text (the four token rules share one trigger)."""
    if trigger not in lines:
        lines[trigger] = _trigger_lines(text, trigger)
    for start, end in lines[trigger]:
        check_time()
        for m in pattern.finditer(text, start, end):
            check_time()
            yield m


# A bare "name++" / "--name": an identifier stepped by an operator, then the statement or argument
# ends (``int id = s_tokenCounter++;``). A literal cannot be incremented: an expression, no value.
# an expression: a name, an arithmetic operator, an integer (``PIANO_RET_OFFSET+1001``)
_NAME_PLUS_NUMBER = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)[+\-*/](?:0[xX][0-9A-Fa-f]+|[0-9]+)[uUlL]{0,3}")
# an arithmetic expression: names and numbers joined by + - / (``OC_DCT_RUN_CAT1A+nzeros-1``)
_OPERAND = r"(?:[A-Za-z_][A-Za-z0-9_]*|0[xX][0-9A-Fa-f]+|[0-9]+[uUlL]{0,3})"
_EXPRESSION = re.compile(_OPERAND + r"(?:[+\-/]" + _OPERAND + r")+")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _expression_of_used_names(value: str, words: Counter[str]) -> bool:
    """``value`` is an arithmetic expression (names and numbers joined by ``+ - /``) whose every
    name the program uses elsewhere too (it occurs again as a word of the text): code, not a
    literal (``token=OC_DCT_RUN_CAT1A+nzeros-1;``). A random value's pieces between ``+`` and
    ``/`` occur nowhere else.

    >>> w = Counter(["OC_DCT_RUN_CAT1A", "OC_DCT_RUN_CAT1A", "nzeros", "nzeros", "aB3xQ9", "kP2mZ7"])
    >>> [_expression_of_used_names(v, w) for v in ("OC_DCT_RUN_CAT1A+nzeros-1", "aB3xQ9+kP2mZ7/wq")]
    [True, False]
    """
    if not _EXPRESSION.fullmatch(value):
        return False
    names = _NAME.findall(value)
    return bool(names) and all(words[n] >= 2 for n in names)


# words of a function that compares its arguments (strcmp, almost_equals, streq, matches, …)
_COMPARE_WORDS = frozenset(
    {"cmp", "strcmp", "strcasecmp", "stricmp", "strncmp", "streq", "equal", "equals", "eq", "compare", "match",
     "matches", "same", "is", "almost"}
)  # fmt: skip


# a character that joins code to a string literal: an argument list's comma, a concatenation
_JOINERS = ",+.;()"


def _between_literals(text: str, quote: int, value: str) -> bool:
    """The ``"`` at ``quote`` *closes* a string literal open since earlier on its line (an odd number
    of unescaped ``"`` before it, a ``'"'`` character literal not counted), and the quoted "value"
    after it starts or ends with a joiner (``,``, ``+``, ``.``, ``;``, parentheses): it is the code
    between two literals, as in ``"…?request_token=",Ctx->AccessToken,"&redirect_uri="`` where the
    name is inside the first literal. A JSON key (``"token": "…"``) closes its literal before the value.

    >>> t = 'u = f(u, "https://x.org/auth?request_token=",ctx->AccessToken,"&r=", NULL);'
    >>> q = t.index('",ctx')
    >>> _between_literals(t, q, t[q + 1 : t.index('"', q + 1)])
    True
    >>> t = '{"token": "Zq8Xw2LmTp4K9vR7sT,"}'
    >>> _between_literals(t, t.index('"Zq'), "Zq8Xw2LmTp4K9vR7sT,")
    False
    """
    if not value or (value[0] not in _JOINERS and value[-1] not in _JOINERS):
        return False
    line_start = text.rfind("\n", 0, quote) + 1
    line = text[line_start:quote].replace("'\"'", "")
    quotes = 0
    for i, c in enumerate(line):
        if c == '"':
            slashes = 0
            while i - slashes > 0 and line[i - slashes - 1] == "\\":
                slashes += 1
            quotes += slashes % 2 == 0
    return quotes % 2 == 1


def _compares_keyword(text: str, name_start: int) -> bool:
    """``NAME, "value"`` are arguments of a call that compares them (``almost_equals(c_token,
    "fit2rgb$formulae")``, ``strcmp(token, "…")``): the value is a keyword looked for, no credential.

    >>> t = 'if (almost_equals(c_token, "fit2rgb$formulae")) set_auth(token, "Zq8Xw2Lm9Tp4")'
    >>> _compares_keyword(t, t.index("c_token")), _compares_keyword(t, t.rindex("token,"))
    (True, False)
    """
    name = enclosing_call(text, name_start)
    return name is not None and any(w in _COMPARE_WORDS for w in _name_words(name))


_STEPPED_NAME = re.compile(r"(?:\+\+|--)[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_]*(?:\+\+|--)")
_STATEMENT_END = re.compile(r"\s{0,4}[;,)\]]")
# Words that open a predicate's or a verifier's name: ``isPasswordHashed(…)``, ``verifyPassword(…)``
_CHECK_VERBS = frozenset(
    {"is", "has", "can", "should", "verify", "check", "validate", "compare", "match", "matches", "test"}
)
# A password hash in modular-crypt / PHC form: ``$id$`` first (``$scrypt$``, ``$2b$``, ``$argon2id$``,
# ``$6$``), then more ``$``-separated fields
_CRYPT_HASH = re.compile(r"\$[A-Za-z0-9-]{1,16}\$[^$\s]*\$")


def _call_takes_no_credential(text: str, start: int, end: int, value: str) -> bool:
    """In ``NAME("value")`` (a call or a constructor) the value *becomes* the named thing only when
    the name is a credential (its last word is password, token, secret …: ``std::string
    password("…")``, ``SetAuthToken("…")``). A name that ends in another word is a predicate or an
    action about one (``isPasswordHashed("…")``, ``PasswordTooShort("…")``), and a verifier
    (``verifyPassword("$scrypt$…", input)``) is handed the stored *hash* to check against.

    >>> t = 'isPasswordHashed("$x"); verifyPassword("$scrypt$ln=1$c2FsdA==$aGFzaA==", p); SetPassword("Q7")'
    >>> spans = [(t.index(n), t.index(n) + len(n)) for n in ("PasswordHashed", "Password(\\"$", "Password(\\"Q")]
    >>> [_call_takes_no_credential(t, a, b - 3, t[b - 1 : t.index('"', b)]) for a, b in spans[1:]]
    [True, False]
    >>> _call_takes_no_credential(t, spans[0][0], spans[0][1], "$x")
    True
    """
    if not _names_a_credential(text, start, end):
        return True
    first, last = _identifier_around(text, start, end)
    words = [w.lower() for run in re.findall(r"[A-Za-z]+", text[first:last]) for w in split_words(run)]
    return words[0] in _CHECK_VERBS and _CRYPT_HASH.match(value) is not None


def _findings(text: str, policy: ScrubPolicy) -> Iterator[tuple[str, Redaction]]:
    """(rule, finding) for all matches of all rules, rule by rule in priority order (secrets first).

    Within one rule the findings come in text order and do not overlap (one ``finditer``).
    """

    steps = 0
    words: Counter[str] | None = None  # identifier runs of the text, counted when first needed
    logins: set[tuple[str, str]] | None = None  # ssh://user@host logins of the text, when first needed
    headings: list[tuple[int, int]] | None = None  # lone dotted numbers of comment lines, when first needed
    heads: frozenset[str] | None = None  # first three parts of the section numbers the text cites
    lines: dict[str, list[tuple[int, int]]] = {}  # trigger -> its candidate lines in this text

    def check_time() -> None:
        nonlocal steps
        steps += 1
        if steps > policy.max_steps:
            raise ScrubError(
                "scrub/step-budget", f"scan examined more than {policy.max_steps} matches and lines"
            )

    if policy.secrets:
        for rule, pem in (("pem", _PEM), ("pem-open", _PEM_OPEN)):  # multi-line; fast literal prefix
            for m in pem.finditer(text):
                check_time()
                end = _key_block_end(m, rule == "pem-open")
                if end is not None:
                    yield rule, Redaction("private_key", m.start(), end, text[m.start() : end], SECRET_MARKER)
        check_time()
        for kind, pattern in (
            ("aws_access_key", _AWS_KEY),
            ("github_token", _GITHUB),
            ("slack_token", _SLACK),
            ("gcp_api_key", _GCP_KEY),
        ):
            for m in _scan(text, "tokens", pattern, check_time, lines):
                if _AWS_DOCUMENTED_EXAMPLE.search(m.group(0)):
                    continue  # AKIAIOSFODNN7EXAMPLE: AWS's published placeholder, no one's key
                yield kind, Redaction(kind, m.start(), m.end(), m.group(0), SECRET_MARKER)
        check_time()
        for m in _scan(text, "secret", _SECRET_ASSIGN, check_time, lines):
            g = next(name for name in ("dq", "sq", "bq", "bare") if m.group(name) is not None)
            if g == "bare" and (m.group("op") in ",({" or not m.group("op")):
                continue  # f(secret_t, SomeType *) is a parameter list; only quoted values count there
            if g == "bare" and (m.group("after") or _member_access(m.group(g))):
                continue  # token = loader.Commit(); key = ns::kValue: a call or a member, never a value
            if not _names_a_secret(text, m.start("name"), m.end("name")):
                continue  # crypto_secretbox_PRIMITIVE, tokenizer: the word is not secret, token, ...
            value = m.group(g)
            if g == "bare" and _STEPPED_NAME.fullmatch(value) and _STATEMENT_END.match(text, m.end(g)):
                continue  # int id = s_tokenCounter++;: a variable stepped by an operator, an expression
            if m.group("op") == "(" and _call_takes_no_credential(
                text, m.start("name"), m.end("name"), value
            ):
                continue  # isPasswordHashed("…"), verifyPassword("$scrypt$…", p): no credential is set
            if not _looks_secret(value, policy):
                continue
            if _encodes_prose(value):
                continue  # GOOD_TOKEN "WW91IGRvbid0…" = base64("You don't have to holler…"): a test's stand-in
            if value.startswith("eyJ") and unsigned_jwt(
                value if g == "bare" else value + _literal_goes_on(text, m.end(g), text[m.end(g)]), policy
            ):
                continue  # "eyJhbGciOiJub25lIn0.eyJ….": a JWT with no signature (alg none, none written): no secret
            if _spells_its_name(text, m.start("name"), m.end("name"), value):
                continue  # MYSQL_LOG_PASSWORD[] = "MySQLLogPassword": a settings key's name, no credential
            if _UUID.fullmatch(value) and not _names_a_credential(text, m.start("name"), m.end("name")):
                continue  # GUID_DRS_FORCE_CHANGE_PASSWORD "0029…0529": an identifier of something named
            if g == "bare" and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", value):
                if words is None:  # once per document, and only when a bare name looks random
                    words = Counter(_WORD_RUN.findall(text))
                if words[value] >= 2:
                    continue  # a name the program uses again (declared, passed on), not a literal
            if g == "bare" and (e := _NAME_PLUS_NUMBER.fullmatch(value)):
                if words is None:
                    words = Counter(_WORD_RUN.findall(text))
                if words[e.group(1)] >= 2:
                    continue  # X_AUTH_TOKEN = X_OFFSET+1001: an expression of a name the program uses
            if g == "bare" and _EXPRESSION.fullmatch(value):
                if words is None:
                    words = Counter(_WORD_RUN.findall(text))
                if _expression_of_used_names(value, words):
                    continue  # token=OC_DCT_RUN_CAT1A+nzeros-1;: names the program uses, joined by operators
            if g == "dq" and _between_literals(text, m.start(g) - 1, value):
                continue  # "…?request_token=",Ctx->AccessToken,"&…": code between two literals, no value
            if m.group("op") == "," and g != "bare" and _compares_keyword(text, m.start("name")):
                continue  # almost_equals(c_token, "fit2rgb$formulae"): a keyword compared, none set
            yield "secret", Redaction("secret_assignment", m.start(g), m.end(g), value, SECRET_MARKER)
        check_time()
    if policy.emails:
        found: list[Redaction] = []
        protocols: set[tuple[str, str]] = set()  # (local, domain) a protocol_name context names
        hostmasks: set[tuple[str, str]] = set()  # (nick, host) of the IRC hostmasks nick!ident@host
        for m in _scan(text, "email", _EMAIL, check_time, lines):
            start = _after_escape(text, m.start())  # "\\rdevteam@…": the r belongs to the escape
            if start >= m.start() + m.group(0).index("@") or not text[start].isalnum():
                continue  # "\\n@host", "\\uabcd@host": the escape is all there is before the @
            value = text[start : m.end()]
            local, domain = value.split("@", 1)
            domain = domain.removeprefix("@")  # jane@@roe-mail.com: Doxygen's escaped "@"
            if not _mail_domain(domain) or names_no_mailbox(domain):
                continue  # self@casadi.Callback, pkg@MAJOR.MINOR; jane@example.org, x@a.test
            if _FORMAT_PLACEHOLDER.search(local):
                continue  # "sha1+%1@bob.xmpp.org" filled in by .arg(): a template, no one's mailbox
            if _url_part_not_address(text, start, local):
                continue  # http://user:pass@host, https://lore.kernel.org/list/<message-id>/
            if _not_a_mailbox(text, start, m.end(), local, domain):
                if protocol_name(text, start, m.end()):
                    protocols.add((local.lower(), domain.lower()))
                continue  # [method@Gtk.Widget.show], git@host:path, "hmac-sha1@openssh.com"
            nick = irc_hostmask(text, start, m.end())
            if nick is not None:
                if nick:
                    hostmasks.add((nick.lower(), domain.lower()))
                continue  # :*status!znc@znc.in PRIVMSG …: an IRC prefix's ident@host, no mailbox
            if _IRC_TARGET_BEFORE.search(text, max(0, start - 20), start):
                continue  # "MSG x@channels.undernet.org login …": an IRC message's nick@server target
            if _made_up_domain(text, start, m.end(), domain):
                continue  # me@myhost.mydomain, "Fake Contact" … home@home.hh: no TLD and made up
            if _name_goes_on(text, m.end()):
                continue  # gmail_notify@jablona123.pl.shell-extension: a longer dotted name, not a domain
            if _path_label(text, start, domain):
                continue  # /dev/serno/SERIAL.s1a@mnt.usr: a path's name@label (a PFS, a snapshot), no mailbox
            if _licence_server(text, start, local):
                continue  # LM_LICENSE_FILE=27000@licsrv: FlexLM's port@host, no mailbox
            if logins is None:  # once per document, and only when an address is found
                logins = url_logins(text)
            if logins and _login_of_the_text(logins, local, domain):
                continue  # "nix@b2.labs.uni.edu" beside ssh://nix@b1.labs.uni.edu: a login, no mailbox
            found.append(Redaction("email", start, m.end(), value, EMAIL_MARKER))
        for r in found:
            if protocols and _names_a_protocol(text, r, protocols):
                continue  # * the string is "SSHCONNECTION@…org".: the protocol the code names, quoted
            if hostmasks and tuple(r.value.lower().split("@", 1)) in hostmasks:
                continue  # "Q@CServe.quakenet.org" beside "Q!TheQBot@CServe.quakenet.org": IRC's nick@server
            yield "email", r
        check_time()
    if policy.network_addresses:
        for m in _scan(text, "ipv4", _IPV4, check_time, lines):
            value = m.group(1)
            if _IN_ADDR_ARPA.match(text, m.end(1)):
                # a reverse-DNS name: the octets of the address in reverse order, and an address
                # whatever its shape (no version or section number ends in ".in-addr.arpa")
                if policy.keep_unroutable and _unroutable_v4(".".join(reversed(value.split(".")))):
                    continue  # 15.1.168.192.in-addr.arpa: the private 192.168.1.15, no one's host
                yield "ipv4", Redaction("ipv4", m.start(), m.end(), value, NETWORK_MARKER)
                continue
            if policy.keep_unroutable and _unroutable_v4(value):
                continue
            if (
                policy.keep_unroutable
                and (
                    _wildcard_reversed(text, m.start(1), m.end(1), value)
                    or _heads_a_domain(text, m.end(1))
                    or _reversal_near(text, m.start(1), m.end(1), value)
                )
                and _unroutable_v4(".".join(reversed(value.split("."))))
            ):
                continue  # "*.0.0.127", "2.0.0.127.sbl-xbl.spamhaus.org", "127.0.0.1 … 1.0.0.127": reversed
            if policy.keep_oids and _heads_a_longer_number(text, m.start(1), m.end(1), value):
                continue  # {"43.6.1.2", "mgmt"} beside {"43.6.1.2.1", "mib2"}: a node of a numbered tree
            if policy.keep_version_quads and (
                _numbering_context(text, m.start(1), m.end(1), value)
                or _VERSION_AFTER.match(text, m.end(1))
                or _package_version(text, m.start(1), m.end(1))
            ):
                continue
            if policy.keep_oids and _oid_context(text, m.start(1), m.end(1), value):
                continue
            if policy.keep_version_quads and _in_path_data(text, m.start(1)):
                continue  # <path d="… 1.5 2.25.86.86 0 0 0 …">: SVG path numbers (2.25 .86 .86), no address
            if policy.keep_version_quads:
                if headings is None:  # once per document, and only when a quad is left to judge
                    headings = lone_headings(text)
                if _lone_heading_run(headings, m.start(1), m.end(1)):
                    continue  # " * 12.2.4.41" and other lone section numbers heading the code below them
                if _in_url_path(text, m.start(1), m.end(1)):
                    continue  # http://flylib.com/books/en/2.131.1.171/1/: a segment of a URL's path, no host
                if heads is None:  # once per document, and only when a quad is left to judge
                    heads = section_heads(text)
                if heads and _in_cited_section(heads, text, m.start(1), m.end(1), m.group(1)):
                    continue  # "past @p column: 18.3.1.73" where the text cites "ECMA-376 18.3.1.4"
            yield "ipv4", Redaction("ipv4", m.start(), m.end(), value, NETWORK_MARKER)
        check_time()
        for m in _scan(text, "ipv6", _IPV6_CANDIDATE, check_time, lines):
            value = m.group(0)
            groups = [g for g in value.split(":") if g]
            if len(groups) < 3 and not (len(groups) >= 2 and "::" not in value):
                continue  # "a::b", "Face::Add": C++ scopes, not addresses
            if not re.search(r"[0-9]", value):
                continue
            if "::" not in value and all(len(g) == 2 for g in value.split(":")):
                continue  # 01:23:45:67:89:AB:CD:EF: bytes written in hex (a dump, a serial), no address
            try:
                address = ipaddress.IPv6Address(value)
            except ValueError:
                continue
            if policy.keep_unroutable and names_no_host(address):
                continue  # fe80::1, 2001:db8::1, fd00::/8, ff02::1, ::ffff:10.0.0.1, 2001:4860:4860::8888
            yield "ipv6", Redaction("ipv6", m.start(), m.end(), value, NETWORK_MARKER)
        check_time()
    if policy.home_paths:
        for m in _scan(text, "home", _HOME, check_time, lines):
            name = m.group(1) if m.group(1) is not None else m.group(3)
            if "$" in name:
                continue  # /Users/$(GAMEUID), /home/${USER}: a variable, no one's literal name
            if name in _GENERIC_HOME_NAMES or (
                m.group(3) is not None and text.startswith(_SHARED_PROFILES, m.start(3))
            ):
                continue
            sep = m.group(2) if m.group(1) is not None else m.group(4)
            if sep and name.lower() in _REPOSITORY_ROOT_NAMES and _RCS_FILE_AFTER.match(text, m.end()):
                continue  # $Header: /home/CVS/src/x.c,v 1.2 …: an RCS/CVS repository root, no one's home
            if m.group(1) is not None and _continues_wrapped_url(text, m.start()):
                continue  # "http://www.nbirn.net/Resources\n   /Users/Applications/": a URL's wrapped path
            if not sep and (_FILE_NAME.fullmatch(name) or _WORDED_FILE_NAME.fullmatch(name)):
                continue  # "/home/test.tif", "/home/my_gn_file.gn": a file under /home, no one's home
            yield (
                "home",
                Redaction(
                    "home_path", m.start(), m.end(), m.group(0), PATH_MARKER if sep else PATH_MARKER[:-1]
                ),
            )
        check_time()


def find_redactions(text: str, policy: ScrubPolicy | None = None) -> list[Redaction]:
    """The non-overlapping findings that ``scrub`` replaces, in text order.

    Overlaps are resolved by rule priority (secrets, then emails, addresses, paths): a finding
    that overlaps one of an earlier rule is dropped. Raises ``ScrubError`` like ``scrub``.

    >>> [(r.kind, r.value) for r in find_redactions("token = 'Zx81kQ2pLm4vR7sT9wYb'  # from 93.184.216.34")]
    [('secret_assignment', 'Zx81kQ2pLm4vR7sT9wYb'), ('ipv4', '93.184.216.34')]
    """
    policy = policy or ScrubPolicy()
    if len(text) > policy.max_chars:
        raise ScrubError("scrub/too-large", f"{len(text)} chars > {policy.max_chars}")
    taken: list[Redaction] = []  # sorted by start, disjoint
    batch: list[Redaction] = []
    current = None
    for rule, r in _findings(text, policy):
        if rule != current:
            taken = _merge(taken, batch)
            batch, current = [], rule
        batch.append(r)
    return _merge(taken, batch)


def _merge(taken: list[Redaction], batch: list[Redaction]) -> list[Redaction]:
    """``taken`` plus the findings of ``batch`` (a lower-priority rule) that overlap nothing.

    Both lists are in text order, so one linear pass merges them (no quadratic inserts on
    texts with very many findings).
    """
    if not batch:
        return taken
    merged: list[Redaction] = []
    i = 0
    for r in batch:
        while i < len(taken) and taken[i].end <= r.start:
            merged.append(taken[i])
            i += 1
        if (i < len(taken) and taken[i].start < r.end) or (merged and merged[-1].end > r.start):
            continue
        merged.append(r)
    merged.extend(taken[i:])
    return merged


def _apply(text: str, found: list[Redaction]) -> str:
    parts = []
    pos = 0
    for r in found:
        parts.append(text[pos : r.start])
        parts.append(r.replacement)
        pos = r.end
    parts.append(text[pos:])
    return "".join(parts)


def scrub(text: str, policy: ScrubPolicy | None = None) -> ScrubResult:
    """Replace emails, network addresses, secrets and home paths; fail closed (``ScrubError``).

    The result is re-scanned: a replacement can join neighbours into a new finding, so scrub
    repeats up to ``policy.max_passes`` times and raises if the text is still not clean.

    >>> scrub("aws_secret_access_key = DVWqyfkrFAZd6/6X+yZl/DcI08WoHmiXWnhREl+A").text
    'aws_secret_access_key = API_KEY_REDACTED'
    >>> scrub("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY").counts  # AWS's docs' example
    {}
    >>> scrub("static const char sha1_of_abc[] = \\"a9993e364706816aba3e25717850c26c9cd0d89d\\";").counts
    {}
    """
    policy = policy or ScrubPolicy()
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise ScrubError("scrub/undecodable", str(err)) from err
    counts: Counter[str] = Counter()
    for _ in range(policy.max_passes):
        found = find_redactions(text, policy)
        if not found:
            return ScrubResult(text, dict(sorted(counts.items())))
        counts.update(r.kind for r in found)
        text = _apply(text, found)
    leftover = find_redactions(text, policy)
    if leftover:
        raise ScrubError(
            "scrub/unclean", f"{leftover[0].kind} still present after {policy.max_passes} passes"
        )
    return ScrubResult(text, dict(sorted(counts.items())))

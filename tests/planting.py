"""Planted secrets and PII for tests and benchmarks: realistic C/C++ lines with known values.

The scrub acceptance check (issue 3) inserts these into real files and asserts that none of the
planted values survives — in ``tests/hygiene`` on the library, and end to end on the decoded
export. Every call draws fresh random values from the given ``random.Random``.

>>> import random
>>> items = planted_items(random.Random(0))
>>> len(items), sorted({kind for kind, _, _ in items})[:4]
(22, ['aws_access_key', 'email', 'gcp_api_key', 'github_token'])
>>> text = plant("int a;", items, random.Random(1))
>>> all(v in text for _, _, values in items for v in values)
True
"""

from __future__ import annotations

import base64
import ipaddress
import random
import string

__all__ = [
    "CONTEXTS",
    "PUBLISHED_FORMATS",
    "VERSION_CONTEXTS",
    "context_cases",
    "identifying",
    "plant",
    "planted_items",
    "published_secret_cases",
    "version_cases",
]


def _rand(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def planted_items(rng: random.Random) -> list[tuple[str, str, list[str]]]:
    """(kind, C/C++ snippet, the planted values), 22 items; the values that are ``identifying`` must
    not survive scrubbing, the others (a documentation address, a mailbox at example.com) must stay."""
    user = "u" + _rand(rng, 7, string.ascii_lowercase + string.digits)
    pem_body = "\n".join(base64.b64encode(rng.randbytes(48)).decode() for _ in range(6))
    json_body = "\\n".join(base64.b64encode(rng.randbytes(48)).decode() for _ in range(4))
    star_body = [base64.b64encode(rng.randbytes(48)).decode() for _ in range(5)]
    enc_body = [base64.b64encode(rng.randbytes(48)).decode() for _ in range(4)]
    str_body = [base64.b64encode(rng.randbytes(48)).decode() for _ in range(4)]
    star_pem = "/*\n * -----BEGIN OPENSSH PRIVATE KEY-----\n" + "".join(f" * {line}\n" for line in star_body)
    star_pem += " * -----END OPENSSH PRIVATE KEY-----\n */"
    enc_pem = "// -----BEGIN RSA PRIVATE KEY-----\n// Proc-Type: 4,ENCRYPTED\n// DEK-Info: AES-128-CBC,"
    enc_pem += rng.randbytes(16).hex().upper() + "\n//\n" + "".join(f"// {line}\n" for line in enc_body)
    enc_pem += "// -----END RSA PRIVATE KEY-----"
    str_pem = 'static const char kKey[] =\n    "-----BEGIN EC PRIVATE KEY-----\\n"\n'
    str_pem += "".join(f'    "{line}\\n"\n' for line in str_body) + '    "-----END EC PRIVATE KEY-----\\n";'
    octets = [rng.randrange(1, 223) for _ in range(4)]
    while octets[0] in (10, 127) or octets[0] >= 224:
        octets[0] = rng.randrange(11, 126)
    ipv4 = ".".join(map(str, octets))
    ipv4_private = f"192.168.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    ipv6 = f"2001:db8:{rng.randrange(1, 0xFFFF):x}:{rng.randrange(1, 0xFFFF):x}::{rng.randrange(1, 0xFFFF):x}"
    # first group below ff00 (multicast) and above 0x1fff: a unicast address, as a leak would be
    ipv6_full = ":".join(
        [f"{rng.randrange(0x2000, 0xFE00):x}"] + [f"{rng.randrange(0x1000, 0xFFFF):x}" for _ in range(7)]
    )
    aws_id = "AKIA" + _rand(rng, 16, string.ascii_uppercase + string.digits)
    aws_secret = _rand(rng, 40, string.ascii_letters + string.digits + "/+")
    ghp = "ghp_" + _rand(rng, 36)
    gh_pat = "github_pat_" + _rand(rng, 22) + "_" + _rand(rng, 59)
    slack = f"xoxb-{rng.randrange(10**11, 10**12)}-{rng.randrange(10**12, 10**13)}-{_rand(rng, 24)}"
    gcp = "AIza" + _rand(rng, 35, string.ascii_letters + string.digits + "-_")
    password = _rand(rng, 10) + "&!" + _rand(rng, 6)
    token = _rand(rng, 32)
    email = f"{_rand(rng, 6, string.ascii_lowercase)}.{_rand(rng, 5, string.ascii_lowercase)}+ci@corp-{_rand(rng, 4, string.ascii_lowercase)}.example.com"
    # the same at a domain that can exist: identifying (the one above, at example.com, is not)
    email_real = email.replace(".example.com", rng.choice([".com", ".co.uk", ".de", ".io"]))
    return [
        ("email", f" * Maintainer: Jane Roe <{email}>", [email]),
        ("email", f"// Reported-by: Max Moe <{email_real}>", [email_real]),
        ("ipv4", f'static const char *kServer = "{ipv4}";', [ipv4]),
        ("ipv4", f"/* fallback host {ipv4_private}:8080 */", [ipv4_private]),
        ("ipv6", f'#define UPSTREAM6 "{ipv6}"', [ipv6]),
        ("ipv6", f"// peer [{ipv6_full}]:443", [ipv6_full]),
        ("aws_access_key", f'#define AWS_ACCESS_KEY_ID "{aws_id}"', [aws_id]),
        ("secret_assignment", f'static const char aws_secret_access_key[] = "{aws_secret}";', [aws_secret]),
        ("github_token", f"// token for CI: {ghp}", [ghp]),
        ("github_token", f'const char* gh = "{gh_pat}";', [gh_pat]),
        ("slack_token", f'#define SLACK_HOOK "{slack}"', [slack]),
        ("gcp_api_key", f'std::string key = "{gcp}";  // maps', [gcp]),
        ("secret_assignment", f'const char* db_password = "{password}";', [password]),
        ("secret_assignment", f"    .auth_token = {token},", [token]),
        (
            "private_key",
            f"/*\n-----BEGIN RSA PRIVATE KEY-----\n{pem_body}\n-----END RSA PRIVATE KEY-----\n*/",
            pem_body.splitlines(),
        ),
        (
            "private_key",
            f'const char *sa = "{{\\"private_key\\": \\"-----BEGIN PRIVATE KEY-----\\n{json_body}\\n-----END PRIVATE KEY-----\\n\\"}}";',
            json_body.split("\\n"),
        ),
        ("private_key", star_pem, star_body),
        ("private_key", enc_pem, enc_body),
        ("private_key", str_pem, str_body),
        ("home_path", f'#define LOG_DIR "/home/{user}/build/logs"', [f"/home/{user}", user]),
        ("home_path", f"// built on /Users/{user}.m/src/proj", [f"{user}.m"]),
        ("home_path", f'const char* cfg = "C:\\\\Users\\\\{user}x\\\\AppData\\\\cfg.ini";', [f"{user}x"]),
    ]


# The well-known public resolvers of the judging standard (BigCode's StarCoder list and the same
# providers' IPv6 addresses).
_RESOLVERS = frozenset(
    {
        "8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "76.76.19.19", "76.223.122.150", "9.9.9.9",
        "149.112.112.112", "208.67.222.222", "208.67.220.220", "8.26.56.26", "8.20.247.20",
        "94.140.14.14", "94.140.15.15", "2001:4860:4860::8888", "2001:4860:4860::8844",
        "2606:4700:4700::1111", "2606:4700:4700::1001", "2620:fe::fe", "2620:fe::9", "2620:119:35::35",
        "2620:119:53::53",
    }
)  # fmt: skip


def identifying(kind: str, value: str) -> bool:
    """Whether a planted value is personal/identifying under the project's one judging standard
    (docs/dedup-and-scrub.md, sessions 8 and 9), written here from that text, not taken from the
    scrub: an address counts only if it could name a real host of a person or organisation, i.e.
    it is a globally routable unicast address (``ipaddress``'s ``is_global``, not multicast or
    reserved) and no well-known public resolver; an e-mail address counts unless its domain is
    one reserved for documentation and testing (RFC 2606 / RFC 6761: ``example.com``,
    ``example.net``, ``example.org`` and their subdomains; the TLDs ``.example``, ``.test``,
    ``.invalid``, ``.localhost``), in any letter case. The planted values stay as drawn; a
    planted value that the standard does not count (``192.168.x.y``, ``2001:db8::…``,
    ``jane@corp.example.com``) is one the scrub must *keep*. Every value of the other kinds is
    identifying.

    >>> [identifying("ipv4", v) for v in ("192.168.4.7", "10.0.0.9", "93.184.216.34", "8.8.8.8")]
    [False, False, True, False]
    >>> identifying("ipv6", "2001:db8:1::5"), identifying("ipv6", "2a03:2880:f12f:83:face:b00c:0:25de")
    (False, True)
    >>> [identifying("email", v) for v in ("jane@example.org", "x@Lists.Example.COM", "a@b.test", "jane@roe.org")]
    [False, False, False, True]
    >>> identifying("email", "jane@example.org.uk"), identifying("email", "jane@myexample.com")
    (True, True)
    """
    if kind == "email":
        host = value.rsplit("@", 1)[1].lower().rstrip(".")
        if host.rsplit(".", 1)[-1] in ("example", "test", "invalid", "localhost"):
            return False
        return not any(
            host == d or host.endswith("." + d) for d in ("example.com", "example.net", "example.org")
        )
    if kind not in ("ipv4", "ipv6"):
        return True
    address = ipaddress.ip_address(value)
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    if str(address) in _RESOLVERS or address.compressed in _RESOLVERS:
        return False
    return address.is_global and not (address.is_multicast or address.is_reserved)


def plant(text: str, items: list[tuple[str, str, list[str]]], rng: random.Random) -> str:
    """``text`` with every snippet inserted as its own line(s) at a random line position."""
    lines = text.splitlines()
    for _, snippet, _ in items:
        lines.insert(rng.randrange(len(lines) + 1), snippet)
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------------------------
# Per-kind planted sets in varied contexts (issue 9 item 5). Written from how such values appear
# in real code and comments, not from the scrub's rules: comments, strings, initializers, calls,
# and lines that mention an operating system, a kernel, a version, a table or a section.
# ``{v}`` is the planted value.
# --------------------------------------------------------------------------------------------

_ADDRESS_CONTEXTS: tuple[str, ...] = (
    "// {v}",
    "/* {v} */",
    "// linux build server at {v}",
    "/* {v} is our prod db */",
    '"{v}" /* see table */',
    'static const char *kHost = "{v}";',
    'std::string addr{{"{v}"}};',
    'const char* kPeers[] = {{"{v}", "localhost"}};',
    '#define SERVER_ADDR "{v}"',
    "// tested on Ubuntu 22.04 against {v}",
    "// version 2 of the client talks to {v} only",
    'printf("connecting to %s\\n", "{v}");',
    "# deployed on Windows 10, build host {v}",
    'LOG(INFO) << "kernel 5.15 node {v} is up";',
    '{{"{v}", 8080}},',
    'cfg.set("host", "{v}");',
    "// v1.2: moved the mirror from {v}",
    " * Contact: {v}",
    "/// @note fallback {v} (release 3 and later)",
    'ret = inet_pton(AF, "{v}", &a);',
    "// see section 4.2: clients of {v} must retry",
    "    {v},  // primary",
    "// macOS 14 runner {v}, FreeBSD 13.2 runner too",
    "/* chapter 3 example: ping {v} */",
)

_SECRET_CONTEXTS: tuple[str, ...] = (
    'const char* api_key = "{v}";',
    'static const std::string kAuthToken = "{v}";',
    "// password: {v}",
    'auth_token{{"{v}"}},',
    'setenv("SERVICE_TOKEN", "{v}", 1);',
    '#define CLIENT_SECRET "{v}"',
    '    .secret = "{v}",  // linux build',
    'config["password"] = "{v}";',
    "/* api_key={v} (version 2 endpoint) */",
    'std::string token("{v}");',
)

_KEYED_CONTEXTS: tuple[str, ...] = (
    "// {v}",
    '"{v}" /* see table */',
    'static const char *kCred = "{v}";',
    '#define CI_CRED "{v}"',
    "/* on Ubuntu 22.04 the bot used {v} */",
    '{{"ci", "{v}"}},',
    'http.header("Authorization", std::string("Bearer ") + "{v}");',
    "// v2.3 release used {v} for uploads",
)

_PATH_CONTEXTS: tuple[str, ...] = (
    '#define LOG_DIR "{v}/logs"',
    "// built on {v}/src/proj (linux)",
    'std::ifstream in("{v}/data/table.csv");',
    "/* copied from {v}/work/version2/foo.h */",
    'const char *cfg = "{v}";',
    '    "{v}/.cache",',
)

CONTEXTS: dict[str, tuple[str, ...]] = {
    "email": _ADDRESS_CONTEXTS,
    "ipv4": _ADDRESS_CONTEXTS,
    "ipv6": _ADDRESS_CONTEXTS,
    "secret_assignment": _SECRET_CONTEXTS,
    "github_token": _KEYED_CONTEXTS,
    "aws_access_key": _KEYED_CONTEXTS,
    "slack_token": _KEYED_CONTEXTS,
    "gcp_api_key": _KEYED_CONTEXTS,
    "home_path": _PATH_CONTEXTS,
}

# Dotted version numbers that must be kept: version macros, version strings, changelog lines.
VERSION_CONTEXTS: tuple[str, ...] = (
    '#define FOO_VERSION "{v}"',
    '#define LIBBAR_VERSION_STRING "{v}"',
    "#define BAZ_VERSION {v}",
    'static const char kVersion[] = "{v}";',
    "// Version {v} (2019-05-01)",
    "// v{v}: fix a leak in the parser",
    " * {v} - fixed a crash on empty input",
    "// Changes in {v}:",
    "VERSION = {v}",
    'const char *ver = "{v}";',
    "// release {v}",
    '    VALUE "FileVersion", "{v}"',
    "// {v} (2020-01-02) Jane Roe",
    "/* since version {v} */",
    "@version {v}",
    "// Requires libfoo >= {v}",
)


def _ipv4(rng: random.Random) -> str:
    kind = rng.randrange(4)
    if kind == 0:
        return f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    if kind == 1:
        return f"172.{rng.randrange(16, 32)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    if kind == 2:
        return f"192.168.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    first = rng.choice([n for n in range(1, 224) if n not in (10, 127)])
    return f"{first}.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"


def _ipv6(rng: random.Random) -> str:
    groups = [f"{rng.randrange(0x2000, 0x3FFF):x}"] + [f"{rng.randrange(0x10000):x}" for _ in range(7)]
    if rng.random() < 0.5:  # compressed form
        k = rng.randrange(2, 6)
        return ":".join(groups[:k]) + "::" + groups[-1]
    return ":".join(groups)


def _value(kind: str, rng: random.Random) -> str:
    alnum = string.ascii_letters + string.digits
    if kind == "email":
        user = _rand(rng, rng.randrange(3, 9), string.ascii_lowercase) + rng.choice(["", ".", "_", "+dev"])
        user = user.rstrip(".") + _rand(rng, 2, string.ascii_lowercase)
        return f"{user}@{_rand(rng, rng.randrange(3, 8), string.ascii_lowercase)}.{rng.choice(['com', 'org', 'io', 'de', 'co.uk', 'net'])}"
    if kind == "ipv4":
        return _ipv4(rng)
    if kind == "ipv6":
        return _ipv6(rng)
    if kind == "secret_assignment":
        return _rand(rng, rng.randrange(20, 48), alnum + "+/_-")
    if kind == "github_token":
        return "ghp_" + _rand(rng, 36, alnum)
    if kind == "aws_access_key":
        return "AKIA" + _rand(rng, 16, string.ascii_uppercase + string.digits)
    if kind == "slack_token":
        return f"xoxb-{rng.randrange(10**11, 10**12)}-{_rand(rng, 24, alnum)}"
    if kind == "gcp_api_key":
        return "AIza" + _rand(rng, 35, alnum + "-_")
    if kind == "home_path":
        user = _rand(rng, rng.randrange(3, 10), string.ascii_lowercase + string.digits)
        return rng.choice([f"/home/{user}", f"/Users/{user}", f"C:\\\\Users\\\\{user}"])
    raise ValueError(f"unknown kind {kind!r}")


def context_cases(rng: random.Random, per_context: int = 10) -> list[tuple[str, str, str]]:
    """(kind, line, planted value) for every kind x context, ``per_context`` fresh values each.

    >>> cases = context_cases(random.Random(0), per_context=1)
    >>> sorted({k for k, _, _ in cases}) == sorted(CONTEXTS)
    True
    >>> all(v in line for _, line, v in cases)
    True
    """
    out = []
    for kind, contexts in CONTEXTS.items():
        for template in contexts:
            for _ in range(per_context):
                value = _value(kind, rng)
                out.append((kind, template.format(v=value), value))
    return out


def _version(rng: random.Random) -> str:
    return f"{rng.randrange(0, 16)}.{rng.randrange(0, 41)}.{rng.randrange(0, 61)}.{rng.randrange(0, 256)}"


def version_cases(rng: random.Random, per_context: int = 10) -> list[tuple[str, str]]:
    """(line, dotted version) pairs that a scrub must leave alone.

    >>> line, v = version_cases(random.Random(0), 1)[0]
    >>> v in line and v.count(".") == 3
    True
    """
    return [(t.format(v=v), v) for t in VERSION_CONTEXTS for v in (_version(rng) for _ in range(per_context))]


# --------------------------------------------------------------------------------------------
# Credentials in published formats (vendors' documented prefixes, lengths and alphabets), planted
# in the secret contexts above. Written from the formats, not from the scrub's rules: it measures
# what a secret-like name plus a random-looking value catches when the value has a real shape.
# --------------------------------------------------------------------------------------------

_B64URL = string.ascii_letters + string.digits + "-_"
_HEX = "0123456789abcdef"


def _published(rng: random.Random) -> dict[str, str]:
    alnum = string.ascii_letters + string.digits
    b64 = alnum + "+/"

    def b64url_json(n: int) -> str:
        return base64.urlsafe_b64encode(rng.randbytes(n)).decode().rstrip("=")

    return {
        "stripe_secret_key": "sk_live_" + _rand(rng, 24, alnum),
        "openai_api_key_legacy": "sk-" + _rand(rng, 48, alnum),
        "gitlab_pat": "glpat-" + _rand(rng, 20, _B64URL),
        "npm_token": "npm_" + _rand(rng, 36, alnum),
        "huggingface_token": "hf_" + _rand(rng, 34, string.ascii_letters),
        "google_oauth_client_secret": "GOCSPX-" + _rand(rng, 28, _B64URL),
        "sendgrid_api_key": "SG." + _rand(rng, 22, _B64URL) + "." + _rand(rng, 43, _B64URL),
        "twilio_api_key_sid": "SK" + _rand(rng, 32, _HEX),
        "mailgun_api_key": "key-" + _rand(rng, 32, _HEX),
        "shopify_access_token": "shpat_" + _rand(rng, 32, _HEX),
        "azure_storage_key": _rand(rng, 86, b64) + "==",
        "jwt_hs256": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b64url_json(48) + "." + b64url_json(32),
        "heroku_api_key_uuid": "-".join(_rand(rng, n, _HEX) for n in (8, 4, 4, 4, 12)),
        "datadog_api_key_hex32": _rand(rng, 32, _HEX),
    }


PUBLISHED_FORMATS: tuple[str, ...] = tuple(_published(random.Random(0)))


def published_secret_cases(rng: random.Random, per_context: int = 3) -> list[tuple[str, str, str]]:
    """(format, line, planted value): every published format in every secret context.

    >>> cases = published_secret_cases(random.Random(0), per_context=1)
    >>> len(cases) == len(PUBLISHED_FORMATS) * len(_SECRET_CONTEXTS) and all(v in line for _, line, v in cases)
    True
    """
    out = []
    for template in _SECRET_CONTEXTS:
        for _ in range(per_context):
            for fmt, value in _published(rng).items():
                out.append((fmt, template.format(v=value), value))
    return out

"""Planted secrets and PII for tests and benchmarks: realistic C/C++ lines with known values.

The scrub acceptance check (issue 3) inserts these into real files and asserts that none of the
planted values survives — in ``tests/hygiene`` on the library, and end to end on the decoded
export. Every call draws fresh random values from the given ``random.Random``.

>>> import random
>>> items = planted_items(random.Random(0))
>>> len(items), sorted({kind for kind, _, _ in items})[:4]
(21, ['aws_access_key', 'email', 'gcp_api_key', 'github_token'])
>>> text = plant("int a;", items, random.Random(1))
>>> all(v in text for _, _, values in items for v in values)
True
"""

from __future__ import annotations

import base64
import random
import string

__all__ = ["plant", "planted_items"]


def _rand(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def planted_items(rng: random.Random) -> list[tuple[str, str, list[str]]]:
    """(kind, C/C++ snippet, the values that must not survive after scrubbing), 21 items."""
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
    return [
        ("email", f" * Maintainer: Jane Roe <{email}>", [email]),
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


def plant(text: str, items: list[tuple[str, str, list[str]]], rng: random.Random) -> str:
    """``text`` with every snippet inserted as its own line(s) at a random line position."""
    lines = text.splitlines()
    for _, snippet, _ in items:
        lines.insert(rng.randrange(len(lines) + 1), snippet)
    return "\n".join(lines) + "\n"

"""Scrub 18 (session 16, scrub17): the contexts behind THIRTY-FIRST's false redactions, each with a recall guard.

A JWT's header and claims are base64url of JSON; only its signature is secret. A JWT-shaped value that
no key verifies (``alg: none``, no or an empty signature, no JOSE header, an unregistered algorithm, a
signature that is no base64url or not of the algorithm's length) is kept; a signed one stays redacted.
Every token is made here (JSON encoded, signed with ``hmac`` under a made-up key, or random bytes); no
copied source.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import random
import sys
from pathlib import Path

import pytest

from pipeline.hygiene.scrub import find_redactions, scrub

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/planting.py
from planting import published_secret_cases  # noqa: E402


def values(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.value) for r in find_redactions(text)]


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def segment(obj: object) -> str:
    return b64(json.dumps(obj, separators=(",", ":")).encode())


CLAIMS = segment({"iss": "files.example.org", "aud": "public", "sub": "my-friend"})


def hs256(claims: str = CLAIMS, key: bytes = b"made-up key for this test only!!") -> str:
    head = segment({"alg": "HS256", "typ": "JWT"}) + "." + claims
    return head + "." + b64(hmac.digest(key, head.encode(), hashlib.sha256))


def c_split(name: str, token: str, width: int = 40) -> str:
    """``const char name[] = "…"`` with the token cut into adjacent literals, as C tests write long tokens."""
    pieces = [token[i : i + width] for i in range(0, len(token), width)] or [""]
    return f'const char {name}[] = "' + '"\n\t"'.join(pieces) + '";\n'


UNSIGNED = {
    "alg none, no signature": segment({"alg": "none"}) + "." + CLAIMS + ".",
    "alg none with a signature segment": segment({"alg": "none"}) + "." + CLAIMS + "." + CLAIMS,
    "HS256 header, no signature segment": segment({"alg": "HS256", "typ": "JWT"}) + "." + CLAIMS,
    "PS256 header, empty signature": segment({"alg": "PS256", "typ": "JWT"}) + "." + CLAIMS + ".",
    "unregistered alg": segment({"alg": "foo"}) + "." + segment({}) + ".",
    "no alg key": segment({"notalg": "foo"}) + "." + segment({}) + ".",
    "lone header": b64(b'{"notalg":"foo"}\n'),
    "header that decodes to no JSON": "eyJhbGcOiJub25lIn0" + "." + CLAIMS + ".",
    "signature not base64url": segment({"alg": "PS256"}) + "." + CLAIMS + "." + CLAIMS[:20] + "*!" + CLAIMS[20:],
    "signature of the wrong length": segment({"alg": "PS256", "typ": "JWT"}) + "." + CLAIMS + "." + segment({"alg": "PS256"}),
}  # fmt: skip


@pytest.mark.parametrize("what", sorted(UNSIGNED))
def test_unsigned_or_malformed_jwt_is_no_secret(what: str) -> None:
    token = UNSIGNED[what]
    assert values(f'const char token[] = "{token}";\n') == [], what
    assert values(c_split("token", token)) == [], what
    assert values(f"export JWT_TOKEN={token}\n") == [], what


def test_signed_hs256_jwt_stays_redacted() -> None:
    token = hs256()
    assert values(f'const char token[] = "{token}";\n') == [("secret_assignment", token)]
    assert values(f"JWT_TOKEN={token}\n") == [("secret_assignment", token)]
    assert scrub(f'auth_token: "{token}"\n').text == 'auth_token: "API_KEY_REDACTED"\n'


def test_signed_jwt_split_over_literals_stays_redacted() -> None:
    """The signature is read from the literals that continue the first (adjacent, or joined by ``+``)."""
    token = hs256()
    head = token[: token.rindex(".") + 6]  # the first literal ends 5 characters into the signature
    for text in (
        f'const char token[] = "{head}"\n\t"{token[len(head) :]}";\n',
        f'std::string token = "{head}" +\n    "{token[len(head) :]}";\n',
        f'#define TEST_TOKEN "{head}" \\\n    "{token[len(head) :]}"\n',
    ):
        assert values(text) == [("secret_assignment", head)], text


@pytest.mark.parametrize(
    ("alg", "size"), [("ES256", 64), ("ES512", 132), ("EdDSA", 64), ("RS256", 256), ("PS384", 256)]
)
def test_signed_jwt_of_each_family_stays_redacted(alg: str, size: int) -> None:
    """(A single literal over 512 characters, such as a 3072-bit RSA token, is matched by no rule: an old gap.)"""
    rng = random.Random(size)
    token = segment({"alg": alg, "typ": "JWT"}) + "." + CLAIMS + "." + b64(rng.randbytes(size))
    assert values(c_split("bearer_token", token, width=60))[0][0] == "secret_assignment"
    assert values(f'api_token = "{token}"\n') == [("secret_assignment", token)]


def test_jwe_is_not_judged_unsigned() -> None:
    """A JWE (five segments; ``enc`` in its header) carries ciphertext: it stays what the old rules say."""
    rng = random.Random(5)
    parts = [segment({"alg": "dir", "enc": "A256GCM"}), "", b64(rng.randbytes(12)), b64(rng.randbytes(40))]
    token = ".".join([*parts, b64(rng.randbytes(16))])
    assert values(f'session_token = "{token}"\n') == [("secret_assignment", token)]


def test_planted_jwt_format_survives_no_context() -> None:
    cases = [(line, v) for fmt, line, v in published_secret_cases(random.Random(11)) if fmt == "jwt_hs256"]
    assert cases
    for line, value in cases:
        assert value not in scrub(line).text, line


def test_enzyme_number_in_a_query_is_no_address() -> None:
    text = '{443, "http://www.genome.jp/dbget-bin/www_bget?enzyme+4.1.1.84"},\n'
    assert values(text) == []
    # recall: the same query with a host's address, and an address after another word, stay redacted
    assert values('"http://lookup.example.net/q?host+93.184.216.34"\n') == [("ipv4", "93.184.216.34")]
    assert values("connect(sock, 93.184.216.34);  /* enzyme lab server */\n") == [("ipv4", "93.184.216.34")]


def test_base64_json_that_carries_a_secret_stays_redacted() -> None:
    """Base64 of a whole credentials file opens with ``eyJ`` too; what it encodes is read, and a key in it counts."""
    rng = random.Random(9)
    key_id = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(40))
    blob = segment({"type": "service_account", "project_id": "demo", "private_key_id": key_id})
    assert values(f'GOOGLE_CREDENTIALS_TOKEN = "{blob}"\n') == [("secret_assignment", blob)]
    assert (
        values(f"GOOGLE_CREDENTIALS={base64.b64encode(json.dumps({'k': key_id}).encode()).decode()}\n") != []
    )
    unsigned_with_secret_claim = segment({"alg": "none"}) + "." + segment({"api_key": key_id}) + "."
    assert values(f'const char token[] = "{unsigned_with_secret_claim}";\n') != []

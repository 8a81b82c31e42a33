"""Scrub precision on the shapes the EIGHTH measurement judged false (issue 8 item 6): AWS's documented
example credentials (``…EXAMPLE``, ``…EXAMPLEKEY``) in credential-parser tests, well-known GUID
constants under ``GUID_*``-style names whose words mention a password or a secret, and token-endpoint
URLs under ``token_uri``-style keys. Every line is written for these tests in those shapes, not copied
from any project; each kept case is paired with a real-looking value of the same shape that must still
be redacted (a random ``AKIA`` key id, a random 40-character secret, a UUID-shaped API key, a secret that
merely contains dashes, a URL that carries a password or a random path part)."""

from __future__ import annotations

import random
import string

import pytest

from pipeline.hygiene.scrub import SECRET_MARKER, find_redactions, scrub


def _kept(text: str) -> None:
    found = find_redactions(text)
    assert found == [], [(r.kind, r.value) for r in found]


def _redacted(text: str, value: str) -> None:
    out = scrub(text).text
    assert value not in out and SECRET_MARKER in out, out


def _random(rng: random.Random, n: int, alphabet: str) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


# --- AWS's documented example credentials ------------------------------------------------------------

# AWS's documentation publishes these placeholder pairs; a credentials-file parser's tests use them.
_AWS_DOC_PAIRS = (
    ("AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("AKIAI44QH8DHBEXAMPLE", "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"),
)


@pytest.mark.parametrize(("key_id", "secret"), _AWS_DOC_PAIRS)
def test_aws_documented_example_credentials_are_kept(key_id: str, secret: str) -> None:
    _kept(
        "TEST(ProfileParserTest, ReadsDefaultProfile) {\n"
        "  auto profile = ParseProfile(\n"
        '      "[default]\\n"\n'
        f'      "aws_access_key_id = {key_id}\\n"\n'
        f'      "aws_secret_access_key={secret}\\n");\n'
        f'  EXPECT_EQ(profile->access_key, "{key_id}");\n'
        "}\n"
    )
    _kept(f"// $ export AWS_ACCESS_KEY_ID={key_id}\n// $ export AWS_SECRET_ACCESS_KEY={secret}\n")


def test_random_aws_credentials_in_the_same_lines_are_redacted() -> None:
    rng = random.Random(8)
    for _ in range(50):
        key_id = "AKIA" + _random(rng, 16, string.ascii_uppercase + string.digits)
        secret = _random(rng, 40, string.ascii_letters + string.digits + "/+")
        text = f'      "aws_access_key_id = {key_id}\\n"\n      "aws_secret_access_key={secret}\\n");\n'
        out = scrub(text)
        assert key_id not in out.text and secret not in out.text, text
        assert out.counts == {"aws_access_key": 1, "secret_assignment": 1}


def test_a_key_that_only_contains_example_is_still_redacted() -> None:
    # the placeholder is recognised by its ending, as AWS writes it, not by the word anywhere
    _redacted("// $ export AWS_ACCESS_KEY_ID=AKIAEXAMPLE7Q2M5XW9R", "AKIAEXAMPLE7Q2M5XW9R")
    value = "EXAMPLEq7Rk2Vx9/Lm4Tz8Wp3Ns6Hb1Yc5Jd0Fg"
    _redacted(f"aws_secret_access_key = {value}", value)


# --- GUIDs are identifiers ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        '#define GUID_DS_RESET_PASSWORD ( "7a2f1c4e-0b3d-11d2-9f1a-00c04fb98e2d" )',
        '#define GUID_DS_REPLICATE_SECRETS "c4e2a8f0-3d1b-4e7a-9b52-6f0d18e3a7c9"',
        'static const char kPasswordPolicyGuid[] = "{3e9b5a70-51c2-4d8f-a6e1-2b7c09d4f318}";',
        '#define TOKEN_GROUPS_UUID "5b0e7d2c-9a41-4f63-8e15-c27d3a90b6f4"',
        '#define PASSWORD_NOT_REQUIRED_BIT "280a3f9c-61b7-43e8-a9d8-1e6c3b7f5d42"',
    ],
)
def test_guid_constants_are_kept(line: str) -> None:
    _kept(line)


@pytest.mark.parametrize(
    "template",
    [
        'const char* api_key = "{v}";',
        'static const std::string kAuthToken = "{v}";',
        '#define CLIENT_SECRET "{v}"',
        'config["password"] = "{v}";',
        "    .access_token = {v},",
    ],
)
def test_uuid_shaped_keys_under_credential_names_are_redacted(template: str) -> None:
    # some vendors' API keys are random UUIDs: under a name that *is* a key, token or secret they go
    rng = random.Random(template)
    for _ in range(20):
        value = "-".join(_random(rng, n, "0123456789abcdef") for n in (8, 4, 4, 4, 12))
        _redacted(template.format(v=value), value)


@pytest.mark.parametrize(
    "value", ["Kp4-vW9qZt2-Lm7xRb8-Yc3Nd", "q8ZkR2mX-v7Lp-W4tN-9cYb-3sHdJ6fQ2wEr", "x-Rk2Vx9Lm4Tz8Wp3Ns6"]
)
def test_secrets_that_merely_contain_dashes_are_redacted(value: str) -> None:
    _redacted(f'const char *client_secret = "{value}";', value)
    _redacted(f'#define GUID_SERVICE_PASSWORD "{value}"', value)  # no UUID: then the GUID name is no excuse


# --- URLs are addresses --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        '  {"token_uri", "https://oauth2.example.com/token"},',
        '      "token_uri": "https://login.example.net/o/oauth2/token",',
        '  spec.token_info_url = "https://auth.example.org:8443/token_info";',
        'static constexpr char kTokenEndpoint[] = "https://sts.example.com/v1/token";',
        '#define PASSWORD_RESET_URL "https://accounts.example.com/recover/password"',
    ],
)
def test_token_endpoint_urls_are_kept(line: str) -> None:
    _kept(line)


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (
            'const char *db_password = "postgres://app:hunter2hunter2@db.internal/app";',
            "postgres://app:hunter2hunter2@db.internal/app",
        ),
        (
            'std::string webhook_token = "https://hooks.example.com/services/T01/B02/q8ZkR2mXv7LpW4tN9cYb3sHd";',
            "https://hooks.example.com/services/T01/B02/q8ZkR2mXv7LpW4tN9cYb3sHd",
        ),
        (
            'static const char kApiKeyUrl[] = "https://api.example.com/v2?key=Zx81kQ2pLm4vR7sT9wYb";',
            "https://api.example.com/v2?key=Zx81kQ2pLm4vR7sT9wYb",
        ),
    ],
)
def test_urls_that_carry_a_secret_are_redacted(line: str, value: str) -> None:
    _redacted(line, value)

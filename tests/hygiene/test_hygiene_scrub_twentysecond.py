"""Scrub 11 (session 12, issue 8): TWENTY-SECOND's false redactions and the address decision that
depended on the Python patch version. Small lines written for the tests, shaped like the judged ones."""

from __future__ import annotations

import ipaddress

import pytest

from pipeline.hygiene import scrub as scrub_module
from pipeline.hygiene.scrub import find_redactions, names_no_host

# Every edge of the pinned special-purpose table (first and last address of each range and the
# address on either side), with the decision it must have on every interpreter: True = names no host
# (kept), False = could name a host (redacted). Written out, not computed from the table.
EDGES = [
    ("0.0.0.0", True), ("0.255.255.255", True), ("1.0.0.0", False),
    ("9.255.255.255", False), ("10.0.0.0", True), ("10.255.255.255", True), ("11.0.0.0", False),
    ("100.63.255.255", False), ("100.64.0.0", True), ("100.127.255.255", True), ("100.128.0.0", False),
    ("126.255.255.255", False), ("127.0.0.0", True), ("127.255.255.255", True), ("128.0.0.0", False),
    ("169.253.255.255", False), ("169.254.0.0", True), ("169.254.255.255", True), ("169.255.0.0", False),
    ("172.15.255.255", False), ("172.16.0.0", True), ("172.31.255.255", True), ("172.32.0.0", False),
    ("191.255.255.255", False), ("192.0.0.0", True), ("192.0.0.7", True), ("192.0.0.8", True),
    ("192.0.0.9", False), ("192.0.0.10", False), ("192.0.0.11", True), ("192.0.0.170", True),
    ("192.0.0.171", True), ("192.0.0.172", True), ("192.0.0.255", True), ("192.0.1.0", False),
    ("192.0.1.255", False), ("192.0.2.0", True), ("192.0.2.255", True), ("192.0.3.0", False),
    ("192.31.196.1", False), ("192.52.193.1", False), ("192.88.99.1", False), ("192.175.48.1", False),
    ("192.167.255.255", False), ("192.168.0.0", True), ("192.168.255.255", True), ("192.169.0.0", False),
    ("198.17.255.255", False), ("198.18.0.0", True), ("198.19.255.255", True), ("198.20.0.0", False),
    ("198.51.99.255", False), ("198.51.100.0", True), ("198.51.100.255", True), ("198.51.101.0", False),
    ("203.0.112.255", False), ("203.0.113.0", True), ("203.0.113.255", True), ("203.0.114.0", False),
    ("223.255.255.255", False), ("224.0.0.0", True), ("239.255.255.255", True), ("240.0.0.0", True),
    ("255.255.255.255", True),
    ("::", True), ("::1", True), ("1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", True), ("2000::", False),
    ("2000:ffff:ffff:ffff:ffff:ffff:ffff:ffff", False), ("2001::", True),
    ("2001:1::", True), ("2001:1::1", False), ("2001:1::2", False), ("2001:1::3", False), ("2001:1::4", True),
    ("2001:2::", True), ("2001:2:ffff:ffff:ffff:ffff:ffff:ffff", True),
    ("2001:3::", False), ("2001:3:ffff:ffff:ffff:ffff:ffff:ffff", False), ("2001:4::", True),
    ("2001:4:111:ffff:ffff:ffff:ffff:ffff", True), ("2001:4:112::", False),
    ("2001:4:112:ffff:ffff:ffff:ffff:ffff", False), ("2001:4:113::", True), ("2001:10::1", True),
    ("2001:1f:ffff:ffff:ffff:ffff:ffff:ffff", True), ("2001:20::", False),
    ("2001:2f:ffff:ffff:ffff:ffff:ffff:ffff", False), ("2001:30::", False),
    ("2001:3f:ffff:ffff:ffff:ffff:ffff:ffff", False), ("2001:40::", True),
    ("2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff", True), ("2001:200::", False),
    ("2001:db7:ffff:ffff:ffff:ffff:ffff:ffff", False), ("2001:db8::", True),
    ("2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", True), ("2001:db9::", False), ("2002::1", False),
    ("2620:4f:8000::1", False), ("3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff", False), ("3fff::", True),
    ("3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff", True), ("3fff:1000::", False),
    ("3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", False), ("4000::", True), ("5f00::1", True), ("100::1", True),
    ("fc00::1", True), ("fe80::1", True), ("fec0::1", True), ("ff02::1", True),
    ("::fffe:ffff:ffff", True), ("::ffff:0:0", True), ("::ffff:5db8:d822", False), ("::ffff:ffff:ffff", True),
    ("64:ff9a:ffff:ffff:ffff:ffff:ffff:ffff", True), ("64:ff9b::", True), ("64:ff9b::5db8:d822", False),
    ("64:ff9b::c000:280", True), ("64:ff9b::ffff:ffff", True), ("64:ff9b::1:0:0", True), ("64:ff9b:1::1", True),
]  # fmt: skip


def test_every_range_edge_has_its_pinned_decision() -> None:
    got = [(a, names_no_host(ipaddress.ip_address(a))) for a, _ in EDGES]
    assert got == EDGES


def test_decision_does_not_read_the_interpreters_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    # ipaddress's is_global / is_private … tables differ between CPython patch versions (3.11.7 calls
    # 192.0.0.255 global, 3.11.10 / 3.12.4 do not): the scrub must not consult them at all.
    def refuse(self: object) -> bool:
        raise AssertionError("names_no_host read an interpreter-dependent ipaddress property")

    for cls in (ipaddress.IPv4Address, ipaddress.IPv6Address):
        for prop in ("is_global", "is_private", "is_reserved", "is_loopback", "is_link_local",
                     "is_multicast", "is_unspecified"):  # fmt: skip
            monkeypatch.setattr(cls, prop, property(refuse))
    for prop in ("is_site_local", "ipv4_mapped"):
        monkeypatch.setattr(ipaddress.IPv6Address, prop, property(refuse))
    got = [(a, names_no_host(ipaddress.ip_address(a))) for a, _ in EDGES]
    assert got == EDGES
    assert scrub_module.scrub('static const char *r[] = {"192.0.0.255", "93.184.216.35"};\n').counts == {
        "ipv4": 1
    }


def _found(text: str) -> set[tuple[str, str, int]]:
    """(kind, value, line number) of every redaction."""
    return {(r.kind, r.value, text.count("\n", 0, r.start) + 1) for r in find_redactions(text)}


def test_protocol_block_and_new_documentation_prefix_are_kept() -> None:
    text = (
        'static const address_pair_v4 reserved[] = {\n    address_pair_v4("192.0.0.0", "192.0.0.255"),\n'
        '    address_pair_v4("192.0.0.64", "192.0.0.200"),\n};\n'
        "// doc prefix 3fff:12::7 (RFC 9637); relay 2001:20::1:5 and nat64 64:ff9b::5db8:d822\n"
    )
    assert _found(text) == {("ipv6", "2001:20::1:5", 5), ("ipv6", "64:ff9b::5db8:d822", 5)}


def test_ssh_algorithm_constant_is_no_mailbox() -> None:
    text = (
        '#define KEXGUESS2_ALGO_NAME "kexguess2@matt.ucc.asn.au"\n'
        'static const char kCipherName[] = "aes256-gcm@crypt.example-lab.org";\n'
        '#define AUTHOR_MAIL "matt@ucc.asn.au"\n'
        'const char *algo_note = "ask kexguess2@matt.ucc.asn.au";\n'
    )
    assert _found(text) == {("email", "matt@ucc.asn.au", 3), ("email", "kexguess2@matt.ucc.asn.au", 4)}


def test_format_placeholder_in_local_part_is_a_template() -> None:
    text = (
        '\tb.setCid(QString("sha1+%1@bob.xmpp.org").arg(QString(hash)));\n'
        '\tsnprintf(buf, n, "build.%d@ci-farm.org", id);\n'
        "// route via jane%cs.uni.edu@relay.net or write jane.roe@uni.edu\n"
    )
    assert _found(text) == {("email", "jane%cs.uni.edu@relay.net", 3), ("email", "jane.roe@uni.edu", 3)}


def test_quad_returned_by_a_version_function_is_a_version() -> None:
    text = (
        'const char *wurfl_get_api_version(void)\n{\n return "1.11.2.100"; // 100 indicates the dummy\n}\n'
        'const char *update_server(void)\n{\n return "93.184.216.34";\n}\n'
        'const char *version_host(void) { return "93.184.216.35:8080"; }\n'
    )
    assert _found(text) == {("ipv4", "93.184.216.34", 7), ("ipv4", "93.184.216.35", 9)}

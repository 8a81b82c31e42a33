"""Scrub precision causes found on TENTH (issue 8, session 9), each on small text written for the test.

- an e-mail's domain ends in a real top-level domain (the Public Suffix List) or a host-network
  suffix, in one letter case: a MATLAB constructor call or an npm ``package@MAJOR.MINOR`` is none;
- a mailbox at a domain reserved for documentation and testing (RFC 2606 / RFC 6761) names no one
  and is kept, as documentation IP addresses are (the one judging standard);
- a home path's user name is a literal name, and ``/home/`` is a home folder only at a path's root;
- a dotted quad pinned as a package version with a Debian revision is a version;
- an e-mail's local part never starts inside a backslash escape.
"""

from __future__ import annotations

import pytest

from pipeline.hygiene.scrub import EMAIL_MARKER, NETWORK_MARKER, PATH_MARKER, find_redactions, scrub


def _kept(text: str) -> None:
    assert find_redactions(text) == [], [(r.kind, r.value) for r in find_redactions(text)]


# --- 1. a mail domain ends in a real TLD ---------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "%   function self = MyCallback(name)\n%     self@pkg.Callback();",  # MATLAB superclass constructor
        '    "  self@mytoolbox.Callback(name, opts);"',
        "// load https://unpkg.com/my-viewer@MAJOR.MINOR/dist/viewer.js",
        "x = obj@base.Shape(args);",
        "// mixed case is a member, not a TLD: self@widgets.App() (app is a TLD, App a class)",
    ],
)
def test_a_domain_without_a_real_tld_is_no_address(line: str) -> None:
    _kept(line)


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (" * Copyright 1991 Jan Roe <jan@phys.uni-nowhere.ac.za>", "jan@phys.uni-nowhere.ac.za"),
        ("/* bug reports to MRoe@BIGCORP.COM */", "MRoe@BIGCORP.COM"),
        (" * from markz@bigcorp.UUCP (Mark Zed)", "markz@bigcorp.UUCP"),
        ("Jane Roe <jroe@Janes-MacBook-Pro.local>", "jroe@Janes-MacBook-Pro.local"),
        ("// ported by kim@kims-laptop.localdomain", "kim@kims-laptop.localdomain"),
        ("// maintained by ops@roe-mail.io", "ops@roe-mail.io"),
    ],
)
def test_addresses_at_real_and_host_network_domains_are_still_redacted(line: str, value: str) -> None:
    out = scrub(line).text
    assert value not in out and EMAIL_MARKER in out


# --- 2. reserved names: documentation and testing domains ------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "// e.g. Author-email: jane.roe@example.com",
        '  EXPECT_TRUE(re.Match("name@example.com"));',
        '  "ajidoa@a.test", "someone@google.com.test", "12345@a.b.c.org.test",',
        "# mail root@lists.example.net or admin@EXAMPLE.ORG",
        " * user1@domain.example, nobody@nowhere.invalid, me@box.localhost",
    ],
)
def test_mailboxes_at_reserved_domains_are_kept(line: str) -> None:
    _kept(line)


def test_a_real_domain_that_only_contains_example_is_still_an_address() -> None:
    for value in ("jane@myexample.com", "jane@example.com.au", "jane@mail.example.co"):
        out = scrub(f"// Author: {value}").text
        assert value not in out and EMAIL_MARKER in out, value


# --- 3. home paths: a literal name, at a path's root -------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "PREFIX:=/Users/$(GAMEUID)/nethackdir",
        'HOME_DIR = "/home/${USER}/cache"',
        "    $ yt read //home/logs/access-log/2020-01-01",
        '  cy.visit("//home/jane/settings")  // a YT/Cypress node path',
        "    tool --path a//home/bob/x",
    ],
)
def test_variables_and_paths_below_a_root_are_no_home_folders(line: str) -> None:
    _kept(line)


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ('  url = "file:///home/jroe/data/x.bin";', "jroe"),
        ("//home/jroe/ is not a path root, but this is: /home/mmoe/src", "mmoe"),
        ("/Users/kroe/Library/Caches", "kroe"),
    ],
)
def test_home_folders_at_a_root_are_still_redacted(line: str, name: str) -> None:
    out = scrub(line).text
    assert f"/{name}" not in out and PATH_MARKER in out


# --- 4. a pinned package version ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "RUN apt-get install -y libcudnn7=7.6.0.64-1+cuda10.0 libnccl2=2.4.7-1+cuda10.0",
        "Depends: libfoo (= 93.184.216.34-0ubuntu2)",
        "pip install somepkg==93.184.216.34+cpu",
        "    libbar=121.3.4.57~rc1",
    ],
)
def test_a_pinned_package_version_is_no_address(line: str) -> None:
    _kept(line)


@pytest.mark.parametrize(
    "line",
    [
        "HOST=93.184.216.34",
        "// allow 93.184.216.34-93.184.216.40",
        "iptables -s 93.184.216.34 -j ACCEPT",
    ],
)
def test_an_address_after_an_equals_sign_is_still_redacted(line: str) -> None:
    out = scrub(line).text
    assert "93.184.216.34" not in out and NETWORK_MARKER in out


# --- 5. the left edge of an e-mail -----------------------------------------------------------------------


def test_a_local_part_never_starts_inside_a_backslash_escape() -> None:
    text = 'ParamText("\\pNetHack\\rdevteam@nethack-team.org", "\\x2Fjoe@roe-mail.org", "\\\\rdev@roe-mail.org");'
    out = scrub(text).text
    assert out == (
        f'ParamText("\\pNetHack\\r{EMAIL_MARKER}", "\\x2F{EMAIL_MARKER}", "\\\\{EMAIL_MARKER}");'
    ), out


def test_an_escape_alone_before_the_at_sign_is_no_address() -> None:
    _kept('printf("\\n@roe-mail.org \\uab@roe-mail.org \\x4@roe-mail.org");')


def test_a_backslash_that_escapes_nothing_keeps_the_whole_local_part() -> None:
    """``\\j`` is no C escape (a Windows path): the whole local part goes, not all but its first letter."""
    out = scrub("  // C:\\temp\\jdoe@roe-mail.org").text
    assert "jdoe" not in out and out.endswith("\\" + EMAIL_MARKER)

"""Filter 25: a string literal's ``;`` are no statements; a section marker is no banner (issue 8; TWENTY-EIGHTH).

Two wrong ``long-line`` drops: a terminal-graphics library's test passes sixel images written as string literals
(``#0;2;9;13;13#1;…``) to its decoder, and a large OpenID plugin builds a check-session page whose inline script
sits in one format string. The ``;`` inside those literals were counted as statements of minified code. A
literal's ``;`` now count for nothing; the line still counts for the share of the code, so a file that is
mostly such a literal, minified code and one-line programs still drop.

One wrong ``auto-generated`` drop: a server module's licence comment ends with ``-----DO NOT EDIT BELOW THIS
LINE-----`` over its build metadata (``$Archive: mod_x.a $``). That marks a section; it does not say the file was
generated. Real ``DO NOT EDIT`` banners still match.

Every file here is written for the test in the shape of the real one; none is copied.
"""

from __future__ import annotations

import random

from pipeline.config import FilterConfig
from pipeline.hygiene import quality
from pipeline.stages import filter as filter_stage
from pipeline.stages.filter import quality_reason

CFG = FilterConfig()


def _sixel(seed: int, colours: int = 40, runs: int = 120) -> str:
    """A sixel image as a C string literal body: a palette of ``#n;2;r;g;b`` then pixel runs."""
    rng = random.Random(seed)
    head = '\\x1bPq\\"1;1;22;14'
    palette = "".join(
        f"#{i};2;{rng.randrange(100)};{rng.randrange(100)};{rng.randrange(100)}" for i in range(colours)
    )
    body = ""
    for _ in range(runs):
        body += f"#{rng.randrange(colours)}!{rng.randrange(2, 9)}{chr(63 + rng.randrange(63))}"
        body += "$" if rng.random() < 0.1 else ""
    return head + palette + body + "\\x1b\\\\"


def _sixel_test() -> str:
    subcases = []
    for i, name in enumerate(("decode a small image", "decode a palette image")):
        subcases.append(
            f"""  SUBCASE("{name}") {{
    auto ncv = ncvisual_from_sixel("{_sixel(i)}", 18, 22);
    REQUIRE(ncv);
    struct ncvisual_options vopts{{}};
    vopts.blitter = NCBLIT_PIXEL;
    vopts.flags = NCVISUAL_OPTION_NODEGRADE;
    auto n = ncvisual_blit(nc_, ncv, &vopts);
    REQUIRE(nullptr != n);
    CHECK(0 == notcurses_render(nc_));
    ncplane_destroy(n);
    ncvisual_destroy(ncv);
  }}
"""
        )
    for name in ("rgba round trip", "scaled blit", "empty plane"):
        subcases.append(
            f"""  SUBCASE("{name}") {{
    std::vector<uint32_t> pixels(16 * 16, htole(0xff00ff00u));
    auto ncv = ncvisual_from_rgba(pixels.data(), 16, 16 * 4, 16);
    REQUIRE(ncv);
    struct ncvisual_options vopts{{}};
    vopts.blitter = NCBLIT_PIXEL;
    auto n = ncvisual_blit(nc_, ncv, &vopts);
    REQUIRE(n);
    CHECK(0 == notcurses_render(nc_));
    ncplane_destroy(n);
    ncvisual_destroy(ncv);
  }}
"""
        )
    return (
        '#include "main.h"\n#include "visual-details.h"\n#include <vector>\n\n'
        'TEST_CASE("Sixels") {\n  auto nc_ = testing_notcurses();\n  REQUIRE(nullptr != nc_);\n'
        "  if(!notcurses_canpixel(nc_)){\n    CHECK(!notcurses_stop(nc_));\n    return;\n  }\n\n"
        + "\n".join(subcases)
        + "  CHECK(!notcurses_stop(nc_));\n}\n"
    )


def test_sixel_fixture_lines_are_long_as_the_real_ones_are():
    text = _sixel_test()
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.count == 2  # the precondition: two lines over the bound, from the literals
    assert long.share < CFG.min_long_line_share


def test_a_sixel_literal_holds_no_statements():
    line = f'    auto ncv = ncvisual_from_sixel("{_sixel(0)}", 18, 22);'
    assert line.count(";") > 50
    assert quality._statements(line) == 1


def test_a_test_passing_sixel_images_to_its_decoder_is_kept():
    assert quality_reason("tests/sixels.cpp", _sixel_test(), CFG) is None


_SCRIPT = (
    '<html><head><meta charset=\\"utf-8\\"><title>check_session_iframe</title></head><body></body><script>'
    "function receiveMessage(e){var client_id=e.data.split(' ')[0]; var session_state=e.data.split(' ')[1];"
    " var salt=session_state.split('.')[1]; var origin=e.origin.toLowerCase(); var host=window.location.host;"
    " if (origin.indexOf(host) < 0) { return; } var stat; var opbs=getOpBrowserState(); if (!opbs) {"
    " stat='error'; } else { var expected=client_id + ' ' + origin + ' ' + opbs + ' ' + salt; stat="
    "(sha256(expected) + '.' + salt == session_state) ? 'unchanged' : 'changed'; } e.source.postMessage(stat,"
    " e.origin); } function getOpBrowserState(){ var name='OP_BROWSER_STATE='; var ca=document.cookie.split(';');"
    " for (var i=0; i<ca.length; i++) { var c=ca[i].trim(); if (c.indexOf(name)==0) { return"
    " c.substring(name.length,c.length); } } return null; } var api='%s/%s/check_session';"
    " window.addEventListener('message', receiveMessage, false);</script></html>"
)


_WORDS = [
    "scope",
    "claim",
    "token",
    "nonce",
    "client",
    "redirect",
    "session",
    "grant",
    "audience",
    "issuer",
    "subject",
    "expiry",
]
_CALLS = (
    'json_object_get({a}, "{w}")',
    "o_strlen(json_string_value({a}))",
    "json_array_size({a})",
    'h_get_by_key({a}, "{w}_{i}")',
    'o_strcmp({a}, "{w}")',
)


def _plugin() -> str:
    """A hand-written OpenID plugin: functions of varied bodies, and one format string holding a page's script."""
    rng = random.Random(7)
    funcs = []
    for i in range(60):
        w = rng.choice(_WORDS)
        body = []
        for k in range(rng.randrange(4, 9)):
            v = f"{rng.choice(_WORDS)}_{k}"
            call = rng.choice(_CALLS).format(
                a=rng.choice(("j_request", "j_params", "config->j_params")), w=w, i=i
            )
            if rng.random() < 0.4:
                body.append(
                    f"  if ({call} > {rng.randrange(1, 500)}) {{\n    {v} = {rng.randrange(9)};\n  }}"
                )
            else:
                body.append(f"  json_int_t {v} = (json_int_t){call};")
        funcs.append(
            f"static int check_{w}_{i}(struct _oidc_config * config, json_t * j_request) {{\n"
            + "\n".join(body)
            + f'\n  y_log_message(Y_LOG_LEVEL_DEBUG, "check_{w}_{i} - done");\n  return G_OK;\n}}\n'
        )
    init = f"""int plugin_init(struct _oidc_config * config) {{
  if ((config->check_session_iframe = msprintf("{_SCRIPT}", config->external_url, config->api_prefix)) == NULL) {{
    y_log_message(Y_LOG_LEVEL_ERROR, "plugin_init - Error msprintf check_session_iframe");
    return G_ERROR_MEMORY;
  }}
  return G_OK;
}}
"""
    return (
        '#include <string.h>\n#include "glewlwyd-common.h"\n\n'
        + "\n".join(funcs[:30])
        + init
        + "\n".join(funcs[30:])
    )


def test_the_plugin_has_one_long_script_line():
    text = _plugin()
    long = quality.long_lines(text, CFG.max_line_length)
    assert long.count == 1 and long.share < 0.1


def test_a_format_string_holding_a_script_holds_no_statements():
    line = next(x for x in _plugin().splitlines() if len(x) > CFG.max_line_length)
    assert line.count(";") >= CFG.min_long_line_statements
    assert quality._statements(line) == 0


def test_a_plugin_serving_an_inline_script_is_kept():
    assert quality_reason("src/plugin/protocol_oidc.c", _plugin(), CFG) is None


_MODULE = """/*
 * ProFTPD - mod_relay
 * Copyright (c) 2012-2024 A. Maintainer
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation; either version 2 of the License, or
 * (at your option) any later version.
 *
 * -----DO NOT EDIT BELOW THIS LINE-----
 * $Archive: mod_relay.a $
 * $Libraries: -lsqlite3 -lssl -lcrypto$
 */

#include "mod_relay.h"

module relay_module;

static int relay_engine = FALSE;
static pool *relay_pool = NULL;

static int relay_sess_init(void) {
  config_rec *c;

  c = find_config(main_server->conf, CONF_PARAM, "RelayEngine", FALSE);
  if (c != NULL) {
    relay_engine = *((int *) c->argv[0]);
  }

  if (relay_engine == FALSE) {
    return 0;
  }

  relay_pool = make_sub_pool(session.pool);
  pr_pool_tag(relay_pool, "Relay Session Pool");
  return 0;
}

MODRET set_relayengine(cmd_rec *cmd) {
  int engine = -1;
  config_rec *c;

  CHECK_ARGS(cmd, 1);
  CHECK_CONF(cmd, CONF_ROOT|CONF_VIRTUAL|CONF_GLOBAL);

  engine = get_boolean(cmd, 1);
  if (engine == -1) {
    CONF_ERROR(cmd, "expected Boolean parameter");
  }

  c = add_config_param(cmd->argv[0], 1, NULL);
  c->argv[0] = pcalloc(c->pool, sizeof(int));
  *((int *) c->argv[0]) = engine;
  return PR_HANDLED(cmd);
}

static conftable relay_conftab[] = {
  { "RelayEngine", set_relayengine, NULL },
  { NULL }
};

module relay_module = {
  NULL, NULL,
  0x20,
  "relay",
  relay_conftab,
  NULL,
  NULL,
  NULL,
  relay_sess_init,
  MOD_RELAY_VERSION
};
"""


def test_a_do_not_edit_below_this_line_marker_is_no_banner():
    assert quality.generator_banner(_MODULE) is None


def test_a_module_with_a_build_metadata_marker_is_kept():
    assert quality_reason("mod_relay.c", _MODULE, CFG) is None


def test_code_version():
    assert int(filter_stage.CODE_VERSION) >= 25


# Guards: these pass on main too.


def test_a_do_not_edit_generator_banner_still_matches():
    for head in (
        "// Code generated by relaygen; DO NOT EDIT.\n",
        "/* DO NOT EDIT THIS FILE - it is machine generated */\n",
        "/*\n * DO NOT EDIT. This file was generated by mkerrors.sh from errors.def.\n */\n",
    ):
        text = head + _MODULE[_MODULE.index("#include") :]
        assert quality.generator_banner(text) is not None, head
        assert quality_reason("gen.c", text, CFG)[0] == "auto-generated", head


def test_minified_code_still_drops():
    stmt = "if(a[i]>b){b=a[i];k=i;}c+=a[i];"
    text = "int f(int*a,int n){int b=0,k=0,c=0;for(int i=0;i<n;i++){" + stmt * 60 + "}return k+c;}\n"
    text = "#include <stdlib.h>\n" + text * 3
    assert quality_reason("min.c", text, CFG)[0] == "long-line"


def test_a_file_that_is_mostly_one_script_literal_still_drops():
    """A line that is mostly a literal is data judged by its share: an embedded page with nothing beside it."""
    page = "".join(
        f"var v{i}=document.getElementById('e{i}');v{i}.onclick=function(){{go({i});}};" for i in range(40)
    )
    text = f'#include "page.h"\nconst char *page_js = "{page}";\n'
    assert quality_reason("page.c", text, CFG)[0] == "long-line"


def test_many_long_sixel_lines_still_drop():
    """Five or more long lines are a generator's work whatever they hold."""
    lines = "".join(f'  "{_sixel(i)}",\n' for i in range(6))
    text = "#include <stddef.h>\nstatic const char *frames[] = {\n" + lines + "};\nsize_t nframes = 6;\n"
    assert quality_reason("frames.c", text, CFG)[0] == "long-line"

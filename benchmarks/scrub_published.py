"""Recall of the scrub on credentials in published formats, before and after a change.

    python benchmarks/scrub_published.py --old-tree /tmp/old [--per-context 10]

Every format of ``tests/planting.py``'s ``published_secret_cases`` (vendors' documented prefixes,
lengths and alphabets: Stripe, OpenAI, GitLab, npm, Hugging Face, Google OAuth, SendGrid, Twilio,
Mailgun, Shopify, Azure storage, JWT, Heroku, Datadog) in every secret context, ``--per-context``
fresh values each (seed 20261123), scrubbed by the old tree's and the current scrub. Prints JSON:
per format, how many planted values were removed out of how many.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from planting import published_secret_cases  # noqa: E402

from benchmarks.scrub_compare import load_old  # noqa: E402
from pipeline.hygiene import scrub as new_scrub  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old-tree", type=Path, required=True)
    ap.add_argument("--per-context", type=int, default=10)
    args = ap.parse_args()
    cases = published_secret_cases(random.Random(20261123), args.per_context)
    out: dict = {"benchmark": "scrub_published", "cases": len(cases)}
    for side, module in (("old", load_old(args.old_tree)), ("new", new_scrub)):
        total: Counter[str] = Counter()
        removed: Counter[str] = Counter()
        for fmt, line, value in cases:
            total[fmt] += 1
            removed[fmt] += value not in module.scrub(line).text
        out[side] = {fmt: f"{removed[fmt]}/{total[fmt]}" for fmt in total}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()

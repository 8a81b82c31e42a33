"""Write the ``.env`` file that docker-compose.yml reads its secrets from, with fresh random values.

    python3 docker/make_env.py            # writes ./.env (mode 0600) beside docker-compose.yml
    python3 docker/make_env.py -o PATH    # somewhere else; --force replaces an existing file

Values are hex (URL- and JSON-safe: they are spliced into a database URL and the connection JSON),
except the Fernet key, which is 32 random bytes in url-safe base64 as Airflow requires. Only the
variable names are printed, never the values. Standard library only: run it with any Python 3.
"""

from __future__ import annotations

import argparse
import base64
import os
import secrets
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# Every ${VAR:?...} of docker-compose.yml: the compose test checks that this list covers them all.
REQUIRED: dict[str, str] = {
    "CPPCORPUS_S3_ACCESS_KEY": "the object store's access key (S3 identity and Airflow connection login)",
    "CPPCORPUS_S3_SECRET_KEY": "the object store's secret key (Airflow connection password)",
    "POSTGRES_PASSWORD": "the Airflow metadata database",
    "AIRFLOW_ADMIN_PASSWORD": "the Airflow UI's admin user",
    "AIRFLOW_JWT_SECRET": "signs the execution-API tokens; shared by all Airflow components",
    "AIRFLOW_API_SECRET_KEY": "the API server's session signing key",
    "AIRFLOW_FERNET_KEY": "encrypts connection secrets stored in the metadata database",
}


def generate() -> dict[str, str]:
    """Fresh values for every required variable."""
    values = {name: secrets.token_hex(32) for name in REQUIRED}
    values["CPPCORPUS_S3_ACCESS_KEY"] = "CPPC" + secrets.token_hex(8).upper()
    values["AIRFLOW_FERNET_KEY"] = base64.urlsafe_b64encode(secrets.token_bytes(32)).decode("ascii")
    return values


def render(values: dict[str, str]) -> str:
    """The .env text: one commented ``NAME=value`` per variable, plus the user id for file ownership."""
    lines = ["# docker-compose.yml secrets, made by docker/make_env.py. Never commit this file.", ""]
    for name, purpose in REQUIRED.items():
        lines += [f"# {purpose}", f"{name}={values[name]}"]
    uid = os.getuid() if hasattr(os, "getuid") else 50000
    lines += ["", "# the user the Airflow containers run as (owns the logs)", f"AIRFLOW_UID={uid}", ""]
    return "\n".join(lines)


def write_env(path: Path, force: bool = False) -> None:
    """Create ``path`` with mode 0600 and fresh values; refuse to replace it unless ``force``."""
    if path.exists() and not force:
        raise FileExistsError(f"{path} exists; keep it, or pass --force to replace every secret in it")
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    fd = os.open(path, flags, 0o600)
    os.fchmod(fd, 0o600)  # also when replacing an existing file with looser permissions
    with os.fdopen(fd, "w") as handle:
        handle.write(render(generate()))


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=REPO / ".env", help="where to write (./.env)")
    parser.add_argument("--force", action="store_true", help="replace an existing file")
    args = parser.parse_args(argv)
    try:
        write_env(args.output, force=args.force)
    except FileExistsError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"wrote {args.output} (mode 0600): {', '.join(REQUIRED)}, AIRFLOW_UID")
    return 0


if __name__ == "__main__":
    sys.exit(main())

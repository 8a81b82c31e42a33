"""An Airflow 3 plugin: the corpus report and the gates' Great Expectations Data Docs inside the Airflow UI.

It mounts a small FastAPI app on the api-server at ``/cppcorpus`` and adds two entries under *Browse*
(external views embedded in the UI). Every page needs a logged-in user: the UI's session cookie or an
``Authorization: Bearer`` token, the same as the REST API.

- ``/cppcorpus/report?root=ROOT`` -- ``cppcorpus report`` of the latest run under ROOT (default: the
  deployment's ``CPPCORPUS_ROOT``), with ``report.json``, the numbers behind it, beside it;
- ``/cppcorpus/docs/?root=ROOT`` -- the Data Docs of that run's gate results (``cppcorpus docs``).

Both are rendered once per run into a temporary folder named by a hash of (root, stage versions) and
served from ``/cppcorpus/files/...``.

An ``s3://`` root is opened with the Airflow connection ``cppcorpus_store`` (as the DAG's tasks do); the
credentials are used to read, never rendered. The library (``pipeline``) does not import Airflow: this
file is the only bridge, and the pages are rendered by ``pipeline.report`` and ``pipeline.gates``.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path
from typing import Any

from airflow.plugins_manager import AirflowPlugin
from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse

STORE_CONN_ID = os.environ.get("CPPCORPUS_STORE_CONN_ID", "cppcorpus_store")
CACHE = Path(tempfile.gettempdir()) / "cppcorpus-plugin"
PREFIX = "/cppcorpus"


def _authenticated() -> Any:
    """The api-server's own check (a valid JWT in the header or the UI's cookie)."""
    from airflow.api_fastapi.core_api.security import requires_authenticated

    return requires_authenticated()


def _default_root() -> str:
    root = os.environ.get("CPPCORPUS_ROOT")
    if not root:
        raise HTTPException(400, "no root: pass ?root=... or set CPPCORPUS_ROOT for the api-server")
    return root


def _store(root: str) -> Any:
    """The object store at ``root``; an s3 root through the ``cppcorpus_store`` connection when defined."""
    from pipeline.store import ObjectStore

    options = None
    if root.startswith("s3://"):
        try:
            from airflow.models.connection import Connection

            conn = Connection.get_connection_from_secrets(STORE_CONN_ID)
        except Exception:  # no such connection: the AWS environment variables apply
            conn = None
        if conn is not None:
            options = {"key": conn.login, "secret": conn.password}
            endpoint = (conn.extra_dejson or {}).get("endpoint_url")
            if endpoint:
                options["client_kwargs"] = {"endpoint_url": endpoint}
    return ObjectStore(root, options)


def _run_dir(kind: str, root: str) -> tuple[Any, Path]:
    """(store, a cache folder for this root's latest run): a new run gets a new folder."""
    from pipeline import ledger

    store = _store(root)
    try:
        versions = ledger.latest_run(store)
    except FileNotFoundError as exc:
        raise HTTPException(404, str(exc)) from None
    key = hashlib.sha256(repr((root, sorted(versions.items()))).encode()).hexdigest()[:16]
    return store, CACHE / kind / key


def _build_report(root: str) -> str:
    """Render the report of ``root``'s latest run (once per run); its cache key."""
    from pipeline import report

    store, out = _run_dir("report", root)
    if not (out / report.REPORT_HTML).exists():
        report.write(store, out)
    return out.name


def _build_docs(root: str) -> str:
    """Render the Data Docs of ``root``'s latest run (once per run); its cache key."""
    from pipeline import gates, ledger
    from pipeline.store import VALIDATION

    store, out = _run_dir("docs", root)
    if not (out / "index.html").exists():
        results = []
        for stage, version in ledger.latest_run(store).items():
            path = store.path(stage, version, VALIDATION)
            if store.exists(path):
                results.append(store.read_json(path))
        gates.render_data_docs(results, str(out))
    return out.name


app = FastAPI(title="cppcorpus", dependencies=[Depends(_authenticated())])


@app.get("/", response_class=HTMLResponse)
def index() -> str:
    return (
        "<!doctype html><title>cppcorpus</title><h1>cppcorpus</h1><ul>"
        "<li><a href='report'>Corpus report</a></li><li><a href='docs/'>Data Docs of the gates</a></li></ul>"
    )


@app.get("/report")
def corpus_report(root: str | None = Query(None)) -> RedirectResponse:
    """The report of the latest run under ``root``: rendered, then served from a per-run folder (so its
    relative link to report.json keeps pointing at the same run)."""
    key = _build_report(root or _default_root())
    return RedirectResponse(f"{PREFIX}/files/report/{key}/index.html", status_code=303)


@app.get("/docs/")
def data_docs(root: str | None = Query(None)) -> RedirectResponse:
    """The Data Docs site of the latest run under ``root`` (its pages link to each other relatively)."""
    key = _build_docs(root or _default_root())
    return RedirectResponse(f"{PREFIX}/files/docs/{key}/index.html", status_code=303)


@app.get("/files/{kind}/{key}/{page:path}")
def files(kind: str, key: str, page: str) -> FileResponse:
    """A file of a rendered report or Data Docs site."""
    if kind not in ("report", "docs"):
        raise HTTPException(404, "no such page")
    base = (CACHE / kind / key).resolve()
    target = (base / (page or "index.html")).resolve()
    if base.parent != (CACHE / kind).resolve() or not target.is_relative_to(base) or not target.is_file():
        raise HTTPException(404, f"no such page: {page}")
    return FileResponse(target)


class CppCorpusPlugin(AirflowPlugin):
    """Registers the app and its two views under Browse."""

    name = "cppcorpus"
    fastapi_apps = [{"app": app, "url_prefix": PREFIX, "name": "cppcorpus report and Data Docs"}]
    external_views = [
        {
            "name": "Corpus report",
            "href": "/cppcorpus/report",
            "destination": "nav",
            "category": "browse",
            "url_route": "cppcorpus-report",
        },
        {
            "name": "Data Docs",
            "href": "/cppcorpus/docs/",
            "destination": "nav",
            "category": "browse",
            "url_route": "cppcorpus-data-docs",
        },
    ]

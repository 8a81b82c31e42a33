"""A small client for the deployment's REST API (Airflow 3: /api/v2, JWT from /auth/token)."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from typing import Any


class AirflowAPI:
    """Calls /api/v2 with a bearer token fetched from /auth/token (FAB auth manager) on first use."""

    def __init__(self, url: str, user: str, password: str) -> None:
        self.url = url.rstrip("/")
        self._user = user
        self._password = password
        self._token: str | None = None

    def __repr__(self) -> str:  # never show the password
        return f"AirflowAPI({self.url!r}, user={self._user!r})"

    def _request(self, method: str, path: str, body: Any = None, auth: bool = True) -> Any:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if auth:
            headers["Authorization"] = f"Bearer {self.token()}"
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                raw = response.read()
        except urllib.error.HTTPError as exc:
            raise AssertionError(f"{method} {path}: HTTP {exc.code}: {exc.read()[:500]!r}") from None
        return json.loads(raw) if raw else None

    def token(self) -> str:
        """The JWT the API takes as ``Authorization: Bearer``."""
        if self._token is None:
            answer = self._request(
                "POST", "/auth/token", {"username": self._user, "password": self._password}, auth=False
            )
            self._token = answer["access_token"]
        return self._token

    def get(self, path: str) -> Any:
        return self._request("GET", path)

    def post(self, path: str, body: Any) -> Any:
        return self._request("POST", path, body)

    def patch(self, path: str, body: Any) -> Any:
        return self._request("PATCH", path, body)

    def get_text(self, path: str) -> tuple[int, str, str]:
        """GET a non-API page (a plugin's) with the token, following redirects; (status, body, final URL)."""
        request = urllib.request.Request(self.url + path, headers={"Authorization": f"Bearer {self.token()}"})
        try:
            with urllib.request.urlopen(request, timeout=300) as response:
                return response.status, response.read().decode(errors="replace"), response.geturl()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode(errors="replace"), exc.geturl()

    def wait_for_dag(self, dag_id: str, timeout: float = 180) -> dict:
        """Until the dag-processor has parsed ``dag_id``; its details."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                return self.get(f"/api/v2/dags/{dag_id}")
            except AssertionError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(2)

    def wait_for_run(self, dag_id: str, run_id: str, timeout: float = 900) -> dict:
        """Until the run is in a final state; the run."""
        deadline = time.monotonic() + timeout
        while True:
            run = self.get(f"/api/v2/dags/{dag_id}/dagRuns/{run_id}")
            if run["state"] in ("success", "failed"):
                return run
            if time.monotonic() > deadline:
                raise AssertionError(f"run {run_id} still {run['state']} after {timeout:.0f} s")
            time.sleep(3)

    def task_instances(self, dag_id: str, run_id: str) -> dict[str, dict]:
        answer = self.get(f"/api/v2/dags/{dag_id}/dagRuns/{run_id}/taskInstances?limit=100")
        return {ti["task_id"]: ti for ti in answer["task_instances"]}

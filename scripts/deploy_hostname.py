"""The hostname a Celery worker of scripts/deploy.py reports for its task instances.

In docker-compose.yml every worker is its own container with its own hostname, so a task instance's
``hostname`` tells which worker ran it. On one machine both workers share the hostname; each gets
``AIRFLOW__CORE__HOSTNAME_CALLABLE=deploy_hostname.worker_hostname`` and ``CPPCORPUS_WORKER_NAME``
(its service name), so the task instance records ``<service>.<machine>`` instead.
"""

from __future__ import annotations

import os
import socket


def worker_hostname() -> str:
    """``CPPCORPUS_WORKER_NAME.<fqdn>``, or the fqdn alone outside a deploy worker."""
    name = os.environ.get("CPPCORPUS_WORKER_NAME")
    fqdn = socket.getfqdn()
    return f"{name}.{fqdn}" if name else fqdn

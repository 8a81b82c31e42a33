"""Imported first by the workers' fork server (:data:`pipeline.workerserver.WORKER_PRELOAD`): its import
sets that process's collector thresholds (:func:`pipeline.collector.tune`), so the imports after it
(the pipeline, Great Expectations) and every worker forked from it run under them. Nothing else
imports this module."""

from pipeline import collector

collector.tune()

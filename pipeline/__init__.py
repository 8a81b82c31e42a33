"""cppcorpus: pinned C/C++ repositories to language-model training data (the library; no Airflow here)."""

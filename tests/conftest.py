"""Shared fixtures: pipelines per language, the reference set, the ../shared corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def ref():
    from reference import load_reference

    return load_reference()


@pytest.fixture(scope="session")
def de_nlp(ref):
    from claims.nlp import build_nlp

    return build_nlp("de", ref.patterns())


@pytest.fixture(scope="session")
def en_nlp(ref):
    from claims.nlp import build_nlp

    return build_nlp("en", ref.patterns())


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not (SHARED / "corpus").is_dir() or not (SHARED / "eval" / "score.py").is_file():
        pytest.skip(f"{SHARED} with corpus/ and eval/score.py is not present")
    return SHARED


def pytest_configure(config) -> None:
    """Compiled reference sets go to a folder of the test run, not the user's cache."""
    import os
    import tempfile

    folder = os.path.join(tempfile.gettempdir(), f"specheck-test-cache-{os.getuid()}")
    os.environ.setdefault("SPECHECK_CACHE_DIR", folder)

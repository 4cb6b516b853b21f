"""Fixtures shared with the pipeline tests."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def checker(ref):
    from pipeline.batch import Checker

    return Checker(ref)

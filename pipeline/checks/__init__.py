"""Checks, one module per check id; each registers itself with ``@check(id)``."""

from __future__ import annotations

from pipeline.checks.base import ORDER, REGISTRY, check

_loaded = False


def load_checks() -> None:
    """Import the check modules; each registers itself (order does not matter: every
    check runs on every claim and the most severe result wins)."""
    global _loaded
    if _loaded:
        return
    from pipeline.checks import (  # noqa: F401
        aggregate,
        arithmetic,
        comparison,
        currency,
        derived,
        reference,
        sums,
        training,
    )

    _loaded = True


__all__ = ["ORDER", "REGISTRY", "check", "load_checks"]

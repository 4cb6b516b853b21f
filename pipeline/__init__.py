"""Estimator core, checks, batch runner and the click CLI (the composition root)."""

__version__ = "0.1.0"

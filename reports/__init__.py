"""Renderers for specheck results: per-document HTML, batch index, SARIF, Markdown,
GitHub annotations, and atomic file writing.

Writers take pipeline models and plain data, never spaCy objects (STYLE.md point 9).
"""

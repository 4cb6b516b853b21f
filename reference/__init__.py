"""The cited reference spec set: data files, schema, loader and alias index."""

from reference.loader import ReferenceDataError, ReferenceSet, ResolvedValue, load_reference

__all__ = ["ReferenceDataError", "ReferenceSet", "ResolvedValue", "load_reference"]

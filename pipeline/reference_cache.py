"""The reference set compiled once: a pickle keyed by the hash of its data and its code.

Parsing and validating the YAML data takes about a second at every start; the loaded
``ReferenceSet`` is kept in the user's cache folder under a name that hashes every data
file (name and bytes), the loader's own source files and the versions of Python,
pydantic and specheck, so any change to any of them builds it anew. The cache is an
optimisation only: a folder that cannot be written, or a file that cannot be read,
means the data is loaded from YAML as before.

The unit table (``reference.units``: factor, base unit and dimension per unit string)
is kept beside it, under a hash of pint's version and specheck's unit definitions, so
a start needs neither pint nor its registry; units met for the first time are added
to the stored table after the document that met them (:func:`remember_units`).
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import sys
import tempfile
from collections.abc import Iterable
from importlib import resources
from pathlib import Path

import pydantic

from pipeline import __version__
from reference import ReferenceSet, load_reference, units
from reference.loader import default_data_dir, iter_data_files

#: Environment variable naming the cache folder; "off" (or "0") turns the cache off.
CACHE_ENV = "SPECHECK_CACHE_DIR"
#: Compiled sets kept (several installs or data folders may share the cache folder).
KEEP = 8
_CODE_FILES = ("loader.py", "schema.py", "units.py", "units.txt", "export.py", "__init__.py")


def cache_dir() -> Path | None:
    configured = os.environ.get(CACHE_ENV)
    if configured is not None:
        return None if configured.strip().lower() in ("", "0", "off", "no") else Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "specheck"


def data_key(extra_dirs: Iterable[Path] = (), *, builtin: bool = True) -> str:
    """A hash of everything the loaded set depends on."""
    digest = hashlib.sha256()
    for part in (__version__, sys.version, pydantic.VERSION, str(builtin)):
        digest.update(part.encode() + b"\0")
    package = resources.files("reference")
    for name in _CODE_FILES:
        item = package / name
        if item.is_file():
            digest.update(name.encode() + b"\0" + item.read_bytes())
    dirs = ([default_data_dir()] if builtin else []) + [Path(d) for d in extra_dirs]
    for directory in dirs:
        digest.update(b"dir\0" + str(directory.resolve()).encode() + b"\0")
        if directory.is_dir():
            for path in iter_data_files(directory):
                digest.update(str(path.relative_to(directory)).encode() + b"\0")
                digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


def load_reference_cached(extra_dirs: Iterable[Path] = (), *, builtin: bool = True) -> ReferenceSet:
    """``load_reference(extra_dirs)``, from the compiled cache when it is current.

    Errors in the data (ReferenceDataError) come from the loader exactly as without a
    cache: only a set that loaded without error is ever stored.
    """
    extra = [Path(d) for d in extra_dirs]
    folder = cache_dir()
    if folder is None:
        return load_reference(extra, builtin=builtin)
    _load_units(folder)
    try:
        path = folder / f"reference-{data_key(extra, builtin=builtin)}.pickle"
    except OSError:
        return load_reference(extra, builtin=builtin)
    try:
        with open(path, "rb") as handle:
            cached = pickle.load(handle)
        if isinstance(cached, ReferenceSet):
            return cached
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError):
        pass
    reference = load_reference(extra, builtin=builtin)
    _store(path, reference)
    return reference


def _store(path: Path, reference: ReferenceSet) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".reference-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                pickle.dump(reference, handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        kept = sorted(path.parent.glob("reference-*.pickle"), key=_mtime, reverse=True)
        for old in kept[KEEP:]:
            old.unlink(missing_ok=True)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        pass  # a cache that cannot be written only costs the next start its second


def _units_path(folder: Path) -> Path:
    return folder / f"units-{units.table_key()}.json"


def _load_units(folder: Path) -> None:
    try:
        stored = json.loads(_units_path(folder).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    if isinstance(stored, dict):
        units.add_known_units(stored)


#: How many learnt units this process has stored already.
_stored = 0


def remember_units() -> None:
    """Add the units this process had to ask pint for to the stored table (merged
    with what other processes stored meanwhile). Cheap when there is nothing new."""
    global _stored
    learnt = units.known_units(learnt_only=True) if units.learnt_count() > _stored else {}
    folder = cache_dir()
    if not learnt or folder is None:
        return
    path = _units_path(folder)
    try:
        try:
            table = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            table = {}
        if not isinstance(table, dict):
            table = {}
        table.update(learnt)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".units-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(table, handle, sort_keys=True)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return  # not stored: the next start asks pint again
    _stored = units.learnt_count()


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0

"""Load and validate the reference spec set, and index it by alias.

Errors name the file and line (``path:line: entry.field: message``), the way Vale
reports a broken rule file, so a user adding an entry sees at once what is wrong.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

import yaml
from pydantic import ValidationError

from reference.schema import DataFile, Entry, Source, Value
from reference.units import UnitError, parse_unit


class ReferenceDataError(ValueError):
    """A reference data file that cannot be used; the message starts with file:line."""


@dataclass(frozen=True)
class ResolvedValue:
    """A value with its entry and its sources resolved from the file's source map."""

    entry_id: str
    value: Value
    sources: tuple[Source, ...]
    path: str


@dataclass
class ReferenceSet:
    """All entries, their values with sources, and the alias index."""

    entries: dict[str, Entry] = field(default_factory=dict)
    values: dict[str, list[ResolvedValue]] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)
    digest: str = ""

    def get(self, entry_id: str) -> Entry | None:
        return self.entries.get(entry_id)

    def resolve(self, name: str) -> Entry | None:
        """Find an entry by id or alias, case-insensitively."""
        if name in self.entries:
            return self.entries[name]
        entry_id = self.aliases.get(name.casefold())
        return self.entries.get(entry_id) if entry_id else None

    def values_of(self, entry_id: str, attribute: str | None = None) -> list[ResolvedValue]:
        found = self.values.get(entry_id, [])
        if attribute is None:
            return list(found)
        return [v for v in found if v.value.attribute == attribute]

    def patterns(self) -> list[dict[str, str]]:
        """Entity-ruler patterns: one per alias, the entry id as pattern id."""
        rows = []
        for entry in self.entries.values():
            names = dict.fromkeys([*entry.aliases, entry.name])
            for alias in names:
                rows.append({"label": entry.kind.upper(), "pattern": alias, "id": entry.id})
        rows.sort(key=lambda r: (r["id"], r["pattern"]))
        return rows

    @property
    def version(self) -> str:
        return f"ref-{self.digest[:12]}" if self.digest else "ref-empty"


def default_data_dir() -> Path:
    return Path(str(resources.files("reference") / "data"))


def iter_data_files(directory: Path) -> Iterator[Path]:
    yield from sorted(p for p in directory.rglob("*.yaml") if p.is_file())
    yield from sorted(p for p in directory.rglob("*.yml") if p.is_file())


def _line_of(node: yaml.Node | None, loc: Iterable[object]) -> int:
    """Follow a pydantic error location through the YAML node tree to a line number."""
    line = node.start_mark.line + 1 if node is not None else 1
    for key in loc:
        if isinstance(node, yaml.MappingNode):
            nxt = None
            for k, v in node.value:
                if k.value == key:
                    nxt = v
                    break
            if nxt is None:
                break
            node = nxt
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int):
            if key >= len(node.value):
                break
            node = node.value[key]
        else:
            break
        line = node.start_mark.line + 1
    return line


def _loc_text(data: object, loc: tuple[object, ...]) -> str:
    """Readable location: 'entries[3](nvidia-h100-sxm).values[2].unit'."""
    parts: list[str] = []
    cur = data
    for key in loc:
        if isinstance(key, int):
            parts[-1:] = [f"{parts[-1] if parts else ''}[{key}]"]
            cur = cur[key] if isinstance(cur, list) and key < len(cur) else None
            if isinstance(cur, dict) and "id" in cur:
                parts[-1] += f"({cur['id']})"
        else:
            parts.append(str(key))
            cur = cur.get(key) if isinstance(cur, dict) else None
    return ".".join(parts)


def load_file(path: Path) -> DataFile:
    """Parse and validate one file; raise ReferenceDataError with file:line."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ReferenceDataError(f"{path}:1: cannot read: {exc}") from exc
    try:
        node = yaml.compose(text)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        problem = getattr(exc, "problem", None) or str(exc)
        raise ReferenceDataError(f"{path}:{line}: YAML syntax: {problem}") from exc
    if data is None:
        data = {}
    try:
        model = DataFile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(err["loc"])
        line = _line_of(node, loc)
        where = _loc_text(data, loc)
        msg = err["msg"].removeprefix("Value error, ")
        more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        raise ReferenceDataError(f"{path}:{line}: {where}: {msg}{more}") from exc
    for i, entry in enumerate(model.entries):
        for j, value in enumerate(entry.values):
            if value.unit and not (value.attribute == "launch_year" and value.unit == "year"):
                try:
                    parse_unit(value.unit)
                except UnitError as exc:
                    line = _line_of(node, ("entries", i, "values", j, "unit"))
                    raise ReferenceDataError(
                        f"{path}:{line}: {entry.id}.values[{j}].unit: {exc}"
                    ) from exc
    return model


def load_reference(extra_dirs: Iterable[Path] = (), *, builtin: bool = True) -> ReferenceSet:
    """Load the shipped data and then the user's directories (later ids override)."""
    dirs = ([default_data_dir()] if builtin else []) + [Path(d) for d in extra_dirs]
    ref = ReferenceSet()
    digest = hashlib.sha256()
    alias_owner: dict[str, tuple[str, str]] = {}
    for directory in dirs:
        if not directory.is_dir():
            raise ReferenceDataError(f"{directory}:1: not a directory")
        seen_here: dict[str, str] = {}
        for path in iter_data_files(directory):
            model = load_file(path)
            rel = str(path)
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
            ref.files[rel] = directory.name
            for entry in model.entries:
                if entry.id in seen_here:
                    raise ReferenceDataError(
                        f"{path}:1: {entry.id}: duplicate id (also in {seen_here[entry.id]})"
                    )
                seen_here[entry.id] = rel
                if entry.id in ref.entries:  # a user's file overrides a shipped entry
                    for alias, (owner, _) in list(alias_owner.items()):
                        if owner == entry.id:
                            del alias_owner[alias]
                            ref.aliases.pop(alias, None)
                ref.entries[entry.id] = entry
                ref.values[entry.id] = [
                    ResolvedValue(entry.id, v, tuple(model.sources[k] for k in v.sources), rel)
                    for v in entry.values
                ]
                for alias in dict.fromkeys([*entry.aliases, entry.name, entry.id]):
                    key = alias.casefold()
                    owner = alias_owner.get(key)
                    if owner and owner[0] != entry.id and owner[1] == str(directory):
                        raise ReferenceDataError(
                            f"{path}:1: {entry.id}: alias {alias!r} is already used by {owner[0]}"
                        )
                    alias_owner[key] = (entry.id, str(directory))
                    ref.aliases[key] = entry.id
    ref.digest = digest.hexdigest()
    return ref

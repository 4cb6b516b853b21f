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

from reference.safe_yaml import YamlProblem, load_yaml
from reference.schema import DataFile, Entry, Source, Value
from reference.units import UnitError, info

#: Pattern ids of family names ("family:Blackwell"): no entry, a family of them.
FAMILY_PREFIX = "family:"


class ReferenceDataError(ValueError):
    """A reference data file that cannot be used; the message starts with file:line."""


@dataclass(frozen=True)
class ResolvedValue:
    """A value with its entry and its sources resolved from the file's source map."""

    entry_id: str
    value: Value
    sources: tuple[Source, ...]
    path: str


@dataclass(frozen=True)
class Component:
    """A unit inside a package, with how many of it the package holds in all."""

    id: str
    count: int
    #: ids from the package down to this unit ("nvidia-gb200-nvl72", "nvidia-gb200", ...)
    path: tuple[str, ...]
    #: the unit contains nothing further
    leaf: bool


@dataclass(frozen=True)
class Lookup:
    """What a name means: the entry whose figures to use, the product it belongs to, and
    whether the name picks a sold variant ("H100 PCIe") or only the product ("H100")."""

    entry: Entry
    product: Entry | None
    variant_named: bool


@dataclass
class ReferenceSet:
    """All entries, their values with sources, the alias index and the relations
    between entries (sold variants, package and units)."""

    entries: dict[str, Entry] = field(default_factory=dict)
    values: dict[str, list[ResolvedValue]] = field(default_factory=dict)
    #: alias (casefolded) -> id of the entry with the figures; a product's aliases point
    #: at its default variant, so a bare "H100" keeps meaning the part articles quote
    aliases: dict[str, str] = field(default_factory=dict)
    #: alias (casefolded) -> id of the product entry, for names of a product as a whole
    product_aliases: dict[str, str] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)
    #: entry id -> (file, line) where the entry starts
    origins: dict[str, tuple[str, int]] = field(default_factory=dict)
    digest: str = ""

    def get(self, entry_id: str) -> Entry | None:
        return self.entries.get(entry_id)

    def resolve(self, name: str) -> Entry | None:
        """Find the entry with figures by id or alias, case-insensitively (a product's
        name gives its default variant)."""
        entry = self.entries.get(name)
        if entry is not None and entry.is_product:
            return self.entries.get(entry.default_variant or "")
        if entry is not None:
            return entry
        entry_id = self.aliases.get(name.casefold())
        return self.entries.get(entry_id) if entry_id else None

    def lookup(self, name: str) -> Lookup | None:
        """Like ``resolve``, and say whether the name picks a variant or the product."""
        entry = self.resolve(name)
        if entry is None:
            return None
        product_id = self.product_aliases.get(name.casefold())
        if product_id is None and name in self.entries and self.entries[name].is_product:
            product_id = name
        if product_id is not None:
            return Lookup(entry, self.entries[product_id], variant_named=False)
        return Lookup(entry, self.product_of(entry.id), variant_named=entry.variant_of is not None)

    def product_of(self, entry_id: str) -> Entry | None:
        """The product entry an entry is a sold variant of (None if it is no variant)."""
        entry = self.entries.get(entry_id)
        if entry is None or entry.variant_of is None:
            return None
        return self.entries.get(entry.variant_of)

    def variants(self, entry_id: str) -> list[Entry]:
        """All sold variants of the product ``entry_id`` is or belongs to, the default
        first; [] for an entry that is no product and no variant."""
        entry = self.entries.get(entry_id)
        if entry is None:
            return []
        product = entry if entry.is_product else self.product_of(entry_id)
        if product is None:
            return []
        found = list(self._variants_by_product().get(product.id, ()))
        found.sort(key=lambda e: (e.id != product.default_variant, e.id))
        return found

    def _variants_by_product(self) -> dict[str, list[Entry]]:
        """product id -> its variants, built once (rebuilt if entries were added)."""
        cached = self.__dict__.get("_variants_index")
        if cached is None or cached[0] != len(self.entries):
            index: dict[str, list[Entry]] = {}
            for e in self.entries.values():
                if e.variant_of is not None:
                    index.setdefault(e.variant_of, []).append(e)
            cached = self.__dict__["_variants_index"] = (len(self.entries), index)
        return cached[1]

    def siblings(self, entry_id: str) -> list[Entry]:
        """The other sold variants of the same product."""
        return [e for e in self.variants(entry_id) if e.id != entry_id]

    def composition(self, entry_id: str) -> list[Component]:
        """Every unit the entry is made of, transitively, with total counts:
        GB200 NVL72 -> 36 GB200, 72 B200 (in GB200), 36 Grace. [] for a single unit."""
        out: dict[str, Component] = {}

        def walk(current: str, factor: int, path: tuple[str, ...]) -> None:
            entry = self.entries.get(current)
            if entry is None:
                return
            for part in entry.contains:
                unit = self.entries.get(part.id)
                count = factor * part.count
                leaf = unit is None or not unit.contains
                known = out.get(part.id)
                total = count + (known.count if known else 0)
                out[part.id] = Component(part.id, total, (*path, part.id), leaf)
                walk(part.id, count, (*path, part.id))

        walk(entry_id, 1, (entry_id,))
        return sorted(out.values(), key=lambda c: (len(c.path), c.id))

    def count_of(self, package_id: str, unit_id: str) -> int | None:
        """How many ``unit_id`` the package holds in all (None if it holds none)."""
        for component in self.composition(package_id):
            if component.id == unit_id:
                return component.count
        return None

    def packages_of(self, unit_id: str) -> list[tuple[Entry, int]]:
        """Entries that hold ``unit_id`` (directly or not), with how many."""
        out = []
        for entry in self.entries.values():
            if entry.contains:
                n = self.count_of(entry.id, unit_id)
                if n:
                    out.append((entry, n))
        return sorted(out, key=lambda x: x[0].id)

    def values_of(self, entry_id: str, attribute: str | None = None) -> list[ResolvedValue]:
        found = self.values.get(entry_id, [])
        if attribute is None:
            return list(found)
        return [v for v in found if v.value.attribute == attribute]

    def patterns(self) -> list[dict[str, str]]:
        """Entity-ruler patterns: one per alias, the id of the entry with the figures
        as pattern id (a product's names point at its default variant)."""
        rows = []
        for entry in self.entries.values():
            target = self.resolve(entry.id)
            if target is None:
                continue
            names = dict.fromkeys([*entry.aliases, entry.name])
            for alias in names:
                # "Hopper" may point at the H100, but it still names a family
                label = "FAMILY" if alias == entry.family else target.kind.upper()
                rows.append({"label": label, "pattern": alias, "id": target.id})
        taken = {r["pattern"].casefold() for r in rows}
        for family in sorted(self.families()):
            if family.casefold() not in taken:
                rows.append({"label": "FAMILY", "pattern": family, "id": FAMILY_PREFIX + family})
        rows.sort(key=lambda r: (r["id"], r["pattern"]))
        return rows

    def families(self) -> set[str]:
        """Names of accelerator families ("Blackwell", "Hopper"): a text naming one
        means some member of it."""
        return {
            e.family
            for e in self.entries.values()
            if e.family and e.kind == "accelerator" and e.family[:1].isupper()
        }

    def family_members(self, family: str) -> list[str]:
        """Ids of the accelerators of a family that carry values."""
        return sorted(
            e.id
            for e in self.entries.values()
            if e.family == family and e.kind == "accelerator" and self.values.get(e.id)
        )

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
    return _load_file(path)[0]


def _load_file(path: Path) -> tuple[DataFile, yaml.Node | None]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ReferenceDataError(f"{path}:1: cannot read: {exc}") from exc
    try:
        data, node = load_yaml(text)
    except YamlProblem as exc:
        raise ReferenceDataError(f"{path}:{exc.line}: {exc.message}") from exc
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ReferenceDataError(f"{path}:1: expected a mapping with 'sources' and 'entries'")
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
                    info(value.unit)
                except UnitError as exc:
                    line = _line_of(node, ("entries", i, "values", j, "unit"))
                    raise ReferenceDataError(
                        f"{path}:{line}: {entry.id}.values[{j}].unit: {exc}"
                    ) from exc
    return model, node


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
            model, node = _load_file(path)
            rel = str(path)
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
            ref.files[rel] = directory.name
            for i, entry in enumerate(model.entries):
                line = _line_of(node, ("entries", i))
                where = f"{path}:{line}: {entry.id}"
                if entry.id in seen_here:
                    raise ReferenceDataError(
                        f"{where}: duplicate id (also in {seen_here[entry.id]})"
                    )
                seen_here[entry.id] = rel
                if entry.id in ref.entries:  # a user's file overrides a shipped entry
                    entry = _keep_relations(entry, ref.entries[entry.id])
                    for alias, (owner, _) in list(alias_owner.items()):
                        if owner == entry.id:
                            del alias_owner[alias]
                            ref.aliases.pop(alias, None)
                            ref.product_aliases.pop(alias, None)
                ref.entries[entry.id] = entry
                ref.origins[entry.id] = (rel, line)
                ref.values[entry.id] = [
                    ResolvedValue(entry.id, v, tuple(model.sources[k] for k in v.sources), rel)
                    for v in entry.values
                ]
                for alias in dict.fromkeys([*entry.aliases, entry.name, entry.id]):
                    key = alias.casefold()
                    owner = alias_owner.get(key)
                    if owner and owner[0] != entry.id and owner[1] == str(directory):
                        raise ReferenceDataError(
                            f"{where}: alias {alias!r} is already used by {owner[0]}"
                        )
                    if owner and owner[0] != entry.id:
                        ref.product_aliases.pop(key, None)  # a user's entry takes the name
                    alias_owner[key] = (entry.id, str(directory))
                    ref.aliases[key] = entry.default_variant or entry.id
                    if entry.is_product:
                        ref.product_aliases[key] = entry.id
    _check_relations(ref)
    ref.entries = {k: _with_parts(ref, e) for k, e in ref.entries.items()}
    ref.digest = digest.hexdigest()
    return ref


def _keep_relations(entry: Entry, replaced: Entry) -> Entry:
    """A user's entry replaces a shipped one's figures; the relations the shipped entry had
    (variant of a product, the units it holds) stay unless the user's entry states its own."""
    keep: dict[str, object] = {}
    if entry.variant_of is None and replaced.variant_of is not None:
        keep |= {"variant_of": replaced.variant_of, "variant_name": replaced.variant_name}
    if not entry.contains and not entry.parts and replaced.contains:
        keep["contains"] = replaced.contains
    return entry.model_copy(update=keep) if keep else entry


def _check_relations(ref: ReferenceSet) -> None:
    """Every id a relation names exists and has the right role; packages hold no cycle."""
    for entry in ref.entries.values():
        path, line = ref.origins[entry.id]
        where = f"{path}:{line}: {entry.id}"
        if entry.default_variant is not None:
            target = ref.entries.get(entry.default_variant)
            if target is None or target.variant_of != entry.id:
                raise ReferenceDataError(
                    f"{where}: default_variant {entry.default_variant!r} is no entry with "
                    f"'variant_of: {entry.id}'"
                )
        if entry.variant_of is not None:
            product = ref.entries.get(entry.variant_of)
            if product is None or not product.is_product:
                raise ReferenceDataError(
                    f"{where}: variant_of {entry.variant_of!r} is no product entry "
                    "(one with 'default_variant')"
                )
        for part in [p.id for p in entry.contains] + list(entry.parts):
            unit = ref.entries.get(part)
            if unit is None:
                raise ReferenceDataError(f"{where}: contains unknown entry {part!r}")
            if unit.is_product:
                raise ReferenceDataError(
                    f"{where}: contains the product {part!r}; name the variant it holds"
                )
        _refuse_cycle(ref, entry.id, (entry.id,), where)


def _refuse_cycle(ref: ReferenceSet, entry_id: str, path: tuple[str, ...], where: str) -> None:
    for part in ref.entries[entry_id].contains:
        if part.id in path:
            loop = " -> ".join((*path, part.id))
            raise ReferenceDataError(f"{where}: contains itself ({loop})")
        if part.id in ref.entries:
            _refuse_cycle(ref, part.id, (*path, part.id), where)


def _with_parts(ref: ReferenceSet, entry: Entry) -> Entry:
    """``parts`` for an entry given by ``contains``: the accelerators it holds (what its
    ``gpu_count`` counts), most numerous first, then its direct units."""
    if not entry.contains:
        return entry
    components = ref.composition(entry.id)

    def is_gpu(unit_id: str) -> bool:
        unit = ref.entries.get(unit_id)
        return unit is not None and unit.kind == "accelerator"

    # the innermost accelerators (a B200 holds dies, but no accelerator: it is the GPU)
    gpus = [
        c
        for c in components
        if is_gpu(c.id) and not any(is_gpu(u.id) for u in ref.composition(c.id))
    ]
    gpus.sort(key=lambda c: (-c.count, c.id))
    parts = [c.id for c in gpus] + [p.id for p in entry.contains]
    return entry.model_copy(update={"parts": list(dict.fromkeys(parts))})

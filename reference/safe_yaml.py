"""Bounded, strict YAML loading for reference files.

PyYAML's ``safe_load`` refuses arbitrary objects but not a "billion laughs" file: a
few kilobytes of nested aliases expand to billions of nodes once anything walks the
result (a 12 KB file took 33 s and 3.5 GB before it was rejected). It also keeps the
last of two equal keys without a word, and an impossible date (``2024-02-30``)
escapes as a bare ``ValueError``. Here the document is composed once, its node graph
is measured before anything is built from it, and every refusal carries the line it
is about.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import yaml

#: Largest reference file read (bytes); the shipped files are a few dozen KB.
MAX_BYTES = 2_000_000
#: Most nodes the document may expand to, aliases counted at every use.
MAX_NODES = 200_000
#: Deepest nesting of collections.
MAX_DEPTH = 64


@dataclass
class YamlProblem(Exception):
    """A refused document: the 1-based line and what is wrong there."""

    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.line}: {self.message}"


def _line(node: yaml.Node) -> int:
    return node.start_mark.line + 1


def _measure(root: yaml.Node) -> None:
    """Expanded size and depth of the node graph, iteratively (no recursion limit) and
    with each shared node measured once; also refuses duplicate keys and cycles."""
    size: dict[int, int] = {}
    depth: dict[int, int] = {}
    on_path: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            on_path.discard(key)
            children = _children(node)
            size[key] = 1 + sum(size[id(c)] for c in children)
            depth[key] = 1 + max((depth[id(c)] for c in children), default=0)
            if size[key] > MAX_NODES:
                raise YamlProblem(
                    _line(node),
                    f"the document expands to more than {MAX_NODES:,} nodes "
                    "(aliases repeat what they point to); refused",
                )
            if depth[key] > MAX_DEPTH:
                raise YamlProblem(_line(node), f"nesting deeper than {MAX_DEPTH} levels")
            continue
        if key in size:
            continue
        if key in on_path:
            raise YamlProblem(_line(node), "an alias refers to a collection that contains it")
        if isinstance(node, yaml.MappingNode):
            _refuse_duplicate_keys(node)
        on_path.add(key)
        stack.append((node, True))
        for child in _children(node):
            if id(child) not in size:
                stack.append((child, False))


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    return []


def _refuse_duplicate_keys(node: yaml.MappingNode) -> None:
    seen: dict[str, int] = {}
    for key_node, _ in node.value:
        if not isinstance(key_node, yaml.ScalarNode) or key_node.tag.endswith(":merge"):
            continue
        first = seen.get(key_node.value)
        if first is not None:
            raise YamlProblem(
                _line(key_node),
                f"duplicate key {key_node.value!r} (first on line {first}); "
                "YAML would keep only the last",
            )
        seen[key_node.value] = _line(key_node)


class _Loader(yaml.SafeLoader):
    """SafeLoader whose timestamps name their line when the date cannot exist."""

    def construct_yaml_timestamp(self, node: yaml.Node):  # type: ignore[override]
        try:
            return super().construct_yaml_timestamp(node)
        except ValueError as exc:
            raise YamlProblem(_line(node), f"impossible date {node.value!r}: {exc}") from exc


_Loader.add_constructor("tag:yaml.org,2002:timestamp", _Loader.construct_yaml_timestamp)
# YAML 1.1 reads "208e9" (no dot) as a string; the reference files write counts that way, and
# YAML 1.2 reads them as numbers. Numbers must be numbers (the schema takes no numeric strings).
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?[eE][-+]?[0-9]+$"),
    list("-+0123456789"),
)


def load_yaml(text: str) -> tuple[object, yaml.Node | None]:
    """Parse ``text`` into (data, root node); raise YamlProblem for anything refused."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise YamlProblem(1, f"file larger than {MAX_BYTES:,} bytes; refused")
    try:
        loader = _Loader(text)  # the reader refuses control characters here already
    except yaml.YAMLError as exc:
        raise YamlProblem(1, f"YAML: {exc}".splitlines()[0]) from exc
    try:
        try:
            node = loader.get_single_node()
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            raise YamlProblem(
                mark.line + 1 if mark else 1, f"YAML syntax: {exc.problem or exc}"
            ) from exc
        except yaml.YAMLError as exc:
            raise YamlProblem(1, f"YAML syntax: {exc}".splitlines()[0]) from exc
        except RecursionError as exc:
            raise YamlProblem(1, f"nesting deeper than {MAX_DEPTH} levels") from exc
        if node is None:
            return None, None
        _measure(node)
        try:
            data = loader.construct_document(node)
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            raise YamlProblem(mark.line + 1 if mark else 1, f"YAML: {exc.problem}") from exc
        return data, node
    finally:
        loader.dispose()

"""The compiled reference cache: built once, keyed by data and code, never wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline import reference_cache
from pipeline.reference_cache import CACHE_ENV, data_key, load_reference_cached
from reference import ReferenceDataError

ENTRY = """sources:
  s: {title: "X9 datasheet", url: "https://example.com/x9.pdf", read: 2026-11-29}
entries:
  - id: example-x9
    name: Example X9
    kind: accelerator
    vendor: Example
    aliases: ["X9"]
    values:
      - {attribute: memory, value: %s, unit: GB, sources: [s]}
"""


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(CACHE_ENV, str(folder))
    return folder


def test_second_load_comes_from_the_cache(cache: Path, monkeypatch) -> None:
    first = load_reference_cached()
    assert len(list(cache.glob("reference-*.pickle"))) == 1

    def no_yaml(*args, **kwargs):
        raise AssertionError("parsed the YAML again")

    monkeypatch.setattr(reference_cache, "load_reference", no_yaml)
    second = load_reference_cached()
    assert second.version == first.version and second.entries.keys() == first.entries.keys()


def test_changed_data_is_loaded_anew(cache: Path, tmp_path: Path) -> None:
    extra = tmp_path / "mine"
    extra.mkdir()
    (extra / "x9.yaml").write_text(ENTRY % 96, encoding="utf-8")
    before = load_reference_cached([extra])
    key = data_key([extra])
    (extra / "x9.yaml").write_text(ENTRY % 128, encoding="utf-8")
    assert data_key([extra]) != key
    after = load_reference_cached([extra])
    assert before.values["example-x9"][0].value.value == 96
    assert after.values["example-x9"][0].value.value == 128


def test_invalid_data_is_an_error_and_never_cached(cache: Path, tmp_path: Path) -> None:
    extra = tmp_path / "bad"
    extra.mkdir()
    (extra / "x9.yaml").write_text("entries: [", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ReferenceDataError):
            load_reference_cached([extra])
    assert not list(cache.glob("reference-*.pickle"))


def test_a_corrupt_cache_file_is_ignored(cache: Path) -> None:
    good = load_reference_cached()
    (pickled,) = cache.glob("reference-*.pickle")
    pickled.write_bytes(b"not a pickle")
    assert load_reference_cached().version == good.version


def test_cache_off(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(CACHE_ENV, "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert load_reference_cached().entries
    assert not list(tmp_path.rglob("*.pickle"))

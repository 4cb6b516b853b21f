"""Atomic writes and byte-stable JSON."""

from __future__ import annotations

import json
import os

import pytest

from reports.io import write_json_atomic, write_text_atomic


def test_json_is_byte_identical_and_utf8(tmp_path, german_report):
    data = german_report.to_json_dict()
    a, b = tmp_path / "a" / "r.json", tmp_path / "b.json"
    write_json_atomic(a, data)
    write_json_atomic(b, json.loads(json.dumps(data)))
    raw = a.read_bytes()
    assert raw == b.read_bytes()
    assert raw.endswith(b"}\n") and not raw.endswith(b"\n\n")
    assert list(json.loads(raw)) == list(data)  # key order kept
    assert raw.startswith(b'{\n  "schema": "specheck/report-v1",')


def test_failed_write_keeps_old_file_and_leaves_no_temp(tmp_path, monkeypatch):
    target = tmp_path / "r.html"
    write_text_atomic(target, "old")

    def boom(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        write_text_atomic(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["r.html"]


def test_unserialisable_data_never_touches_the_file(tmp_path):
    target = tmp_path / "r.json"
    write_json_atomic(target, {"a": 1})
    with pytest.raises(TypeError):
        write_json_atomic(target, {"a": object()})
    assert json.loads(target.read_text()) == {"a": 1}


def test_text_written_verbatim(tmp_path):
    target = tmp_path / "t.txt"
    write_text_atomic(target, "a\r\nb\n")
    assert target.read_bytes() == b"a\r\nb\n"
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask


def test_json_keeps_non_ascii(tmp_path):
    target = tmp_path / "u.json"
    write_json_atomic(target, {"title": "Überblick 🚀"})
    assert target.read_bytes() == '{\n  "title": "Überblick 🚀"\n}\n'.encode()
